"""The deck builder's ways in and out: import, paste, export, copy a deck list.

A mixin of :class:`~.dialog.DeckBuilderDialog` (split from it by
responsibility).  A scheme deck's list and a planar deck's are the same
format (:func:`~archenemy.engine.decks.format_deck_list`, what
``archenemy deck check`` reads); an imported file is read as the kind of
list it is (:func:`~archenemy.engine.planar_decks.deck_kind`: the kind most
of its lines name), the builder turning to that kind of deck.  Lines that
cannot be read are left out and named, a line of the other kind as such.
Every file dialog is non-blocking (``open()`` and signals).  Texts are
translated in the ``DeckBuilderDialog`` context (see :mod:`.browser`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from ...engine.planar_decks import deck_kind
from ..texts import fill
from . import files as deck_store
from .file_dialogs import open_deck_file_dialog
from .text_dialog import DeckTextDialog

if TYPE_CHECKING:
    from ...engine.catalogue import Catalogue
    from .draft import AnyCatalogue, DeckDraft
    from .files import DeckKind
    from .planar_draft import PlanarDraft

__all__ = ["DeckTransfer"]


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class DeckTransfer:
    """Import, paste, export and copy: the deck builder's deck lists in and out.

    Mixed into the dialog, which supplies the draft, the status line and
    the questions (the names declared below for type checking).
    """

    if TYPE_CHECKING:
        draft: DeckDraft | PlanarDraft
        _file_dialog: QFileDialog | None
        _text_dialog: DeckTextDialog | None
        _catalogue_fn: Callable[[], Catalogue]
        _scale: float
        _color_scheme: str

        def _set_status(self, key: tuple[Any, ...]) -> None: ...

        def _confirm_replace(self, title: str, proceed: Callable[[], object]) -> None: ...

        def _apply_text(self, text: str, name: str, *, stored_as: str | None = None) -> bool: ...

        def _switch_kind(self, kind: DeckKind) -> None: ...

        def _current_catalogue(self) -> AnyCatalogue: ...

        def deck_name(self) -> str: ...

    def _open_file_dialog(self, *, save: bool) -> None:
        if self._file_dialog is not None:
            self._file_dialog.deleteLater()
        chosen = self.export_to if save else self.import_from
        unnamed = "planar-deck" if self.draft.kind == "planar" else "scheme-deck"
        parent = self._widget()
        self._file_dialog = open_deck_file_dialog(
            parent, save=save, deck_name=self.deck_name(), chosen=chosen, unnamed=unnamed
        )

    def _widget(self) -> QWidget:
        assert isinstance(self, QWidget)
        return self

    def _ask_import(self) -> None:
        self._confirm_replace(_tr("DeckBuilderDialog", "Import deck list"), self.choose_import_file)

    def choose_import_file(self) -> None:
        """Open a (non-blocking) file dialog; the chosen file goes to :meth:`import_from`."""
        self._open_file_dialog(save=False)

    def import_from(self, path: str) -> None:
        """Replace the deck by the list in file ``path`` (the dialog's ``fileSelected``).

        A planar deck list turns the builder to a planar deck, a scheme deck
        list to a scheme deck (the engine's :func:`deck_kind` says which).
        """
        if not path:
            return
        try:
            text = deck_store.read_deck_file(Path(path))
        except deck_store.DeckStoreError as exc:
            self._set_status(("error", "error", str(exc)))
            return
        kind = self._kind_of(text)
        turned = kind != self.draft.kind
        if turned:
            self._switch_kind(kind)
        header, _ = deck_store.split_header(text)
        name = header or Path(path).stem
        if self._apply_text(text, name[: deck_store.MAX_NAME_LENGTH]):
            self._set_status(("ok", f"imported_{kind}" if turned else "imported", Path(path).name))

    def _kind_of(self, text: str) -> DeckKind:
        """The kind of deck list ``text`` is (the engine's reading)."""
        from ...engine.planes import load_planes

        catalogue = self._catalogue_fn()
        return "planar" if deck_kind(text, catalogue, load_planes(catalogue.language)) == "planar" else "scheme"

    def choose_export_file(self) -> None:
        """Open a (non-blocking) save dialog; the chosen file goes to :meth:`export_to`."""
        self._open_file_dialog(save=True)

    def export_text(self) -> str:
        """The deck list with its name as a first comment line (what Export, Copy write)."""
        return self.draft.export_text()

    def export_to(self, path: str) -> None:
        """Write the deck list to ``path`` as UTF-8 (the save dialog's ``fileSelected``)."""
        if not path:
            return
        target = Path(path)
        try:
            target.write_bytes(self.export_text().encode("utf-8"))
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self._set_status(
                ("error", "error", fill(_tr("DeckBuilderDialog", "Cannot write %1: %2"), target.name, reason))
            )
            return
        self._set_status(("ok", "exported", target.name))

    def copy_to_clipboard(self) -> None:
        """Put the deck list on the clipboard."""
        QGuiApplication.clipboard().setText(self.export_text())
        self._set_status(("ok", "copied"))

    def _ask_paste(self) -> None:
        planar = self.draft.kind == "planar"
        title = "Paste a planar deck list" if planar else "Paste a deck list"
        self._confirm_replace(QCoreApplication.translate("DeckTextDialog", title), self.open_paste_dialog)

    def open_paste_dialog(self, text: str = "") -> DeckTextDialog:
        """Open the (non-blocking) paste dialog; an accepted list replaces the deck.

        A planar deck's dialog reads planes and phenomena.
        """
        if self._text_dialog is not None:
            self._text_dialog.deleteLater()
        dialog = DeckTextDialog(
            self._current_catalogue,
            self._widget(),
            planar=self.draft.kind == "planar",
            parse=self.draft.read_text,
            text=text if isinstance(text, str) else "",
            scale=self._scale,
            color_scheme=self._color_scheme,
        )
        dialog.list_accepted.connect(self._pasted)
        self._text_dialog = dialog
        dialog.open()
        dialog.editor.setFocus()
        return dialog

    def _pasted(self, text: str) -> None:
        header, _ = deck_store.split_header(text)
        name = self.deck_name() or (header or "")
        self._apply_text(text, name[: deck_store.MAX_NAME_LENGTH])
