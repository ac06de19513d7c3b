"""Deck builder window: build, check, save, import and export a deck.

A scheme deck or a planar deck (the deck panel's "Deck kind" menu; a saved planar deck, an imported
planar deck list or a Planechase game opens a planar deck).  Left, the catalogue (:mod:`.browser`, the
schemes; :mod:`.planar_browser`, the planes and phenomena).  Right, the deck (:mod:`.deck_panel`),
checked live, then the ways in and out: saved and official decks as starting points (:mod:`.load_row`),
import and export of deck-list files, pasting a list (:mod:`.text_dialog`), copying it
(:mod:`.deck_io`).  Below, the status line, Save and Close.

The deck is a Qt-free :class:`~.draft.DeckDraft` (or :class:`~.planar_draft.PlanarDraft`) that this
dialog shows and changes; its text is :func:`~archenemy.engine.decks.format_deck_list` (the command
line's and the store's format), checked by :func:`~archenemy.engine.decks.check_deck_list` (a planar
deck by :func:`~archenemy.engine.planar_decks.check_planar_deck`, CR 901.3 or 901.15a).  Work is never dropped silently: closing with unsaved
changes asks Save / Discard / Cancel; pasting, importing or loading over them asks first; Ctrl+Z takes back
changes of copies (Remove all copies and Clear deck too).  Every question and file dialog is non-blocking
(``open()`` and signals): safe from a qasync coroutine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue
from ...engine.decks import DeckReport
from ...engine.planar_decks import PlanarDeckReport
from ...engine.planes import PlaneCatalogue, load_planes
from ...engine.variants import Variant
from .. import theme
from ..i18n import follow_language
from ..texts import fill, problem_message
from . import files as deck_store
from .browser import CardBrowser, SchemeBrowser
from .deck_io import DeckTransfer
from .deck_panel import DeckPanel
from .draft import AnyCatalogue, DeckDraft, SaveBlock
from .load_row import LoadRow
from .planar_draft import PlanarDraft
from .questions import ask_save_discard, ask_yes_cancel
from .status_line import StatusLine, save_block_text
from .styling import font
from .text_dialog import DeckTextDialog

if TYPE_CHECKING:
    from ..card_images.provider import CardImageProvider

__all__ = ["DeckBuilderDialog"]


class DeckBuilderDialog(DeckTransfer, QDialog):
    """Build, check, save, load, import and export a scheme deck or a planar deck.

    ``language_catalogue`` returns the catalogue in the UI's language (called
    again after a language change).  ``variant`` picks the rules checked;
    ``text`` (a deck list) and ``name`` fill the deck to start from.
    ``kind`` is the deck built at first (``"scheme"`` or ``"planar"``;
    default: a planar deck for Planechase or a planar deck list ``text``,
    else a scheme deck); ``players`` checks a planar deck as the communal
    deck of that many players (901.15a; default a player's own, 901.3).
    ``scale`` is the text size factor (View → Text size) and ``color_scheme``
    the theme's scheme (``"dark"``/``"light"``; default: the platform's).
    ``deck_saved`` carries the name of a deck just saved to the store.
    """

    deck_saved = Signal(str)

    def __init__(
        self,
        language_catalogue: Callable[[], Catalogue],
        parent: QWidget | None = None,
        *,
        variant: Variant = Variant.ARCHENEMY,
        text: str = "",
        name: str = "",
        kind: deck_store.DeckKind | None = None,
        players: int | None = None,
        scale: float = 1.0,
        color_scheme: str | None = None,
    ) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self._catalogue_fn = language_catalogue
        # The scheme deck's variant kept while a planar deck is built (Planechase has no scheme deck).
        self._scheme_variant = Variant.ARCHENEMY if variant is Variant.PLANECHASE else variant
        self._players = players
        if kind is None:
            kind = "planar" if variant is Variant.PLANECHASE or (text and self._kind_of(text) == "planar") else "scheme"
        self.draft: DeckDraft | PlanarDraft = self._new_draft(kind, name)
        self._browsers: dict[str, CardBrowser] = {}
        self._image_provider: CardImageProvider | None = None
        self._scale = scale
        self._color_scheme = color_scheme or theme.system_color_scheme()
        self._palette = theme.palette(self._color_scheme)
        self._file_dialog: QFileDialog | None = None
        self._question: QMessageBox | None = None
        self._text_dialog: DeckTextDialog | None = None
        self.report: DeckReport | PlanarDeckReport | None = None
        self.setObjectName("deckBuilder")
        self.setStyleSheet(theme.deck_builder_style_sheet(scale, self._color_scheme))
        self.setFont(font(12, scale))
        self.setSizeGripEnabled(True)
        self.setMinimumSize(960, 620)
        self.resize(1280, 740)
        self._build()
        self._connect()
        self.deck_panel.set_kind(self.draft.kind)
        self.retranslate()
        if text:
            header, _ = deck_store.split_header(text)
            self._apply_text(text, name or header or "")
        else:
            self.deck_panel.set_name(name)
        self.draft.mark_saved(None)
        self._refresh()
        self.browser.search.setFocus()

    def set_images(self, images: CardImageProvider | None) -> None:
        """Card images from ``images`` (the provider): catalogue thumbnails, the preview."""
        self._image_provider = images
        for browser in self._browsers.values():
            browser.set_images(images)

    # ----- construction ---------------------------------------------------------
    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(12, 10, 12, 10)
        root.setSpacing(8)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.setHandleWidth(6)
        root.addWidget(splitter, 1)
        self.browser_stack = QStackedWidget()
        splitter.addWidget(self.browser_stack)
        self.browser: CardBrowser = self._browser_of(self.draft.kind)
        splitter.addWidget(self._build_right())
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([620, 620])
        root.addLayout(self._build_bottom())
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
            button.setMinimumHeight(36)

    def _build_right(self) -> QWidget:
        right = QWidget()
        layout = QVBoxLayout(right)
        layout.setContentsMargins(6, 0, 0, 0)
        layout.setSpacing(6)
        self.deck_panel = DeckPanel(scale=self._scale, palette=self._palette)
        self.load_row = LoadRow()
        io_row = QHBoxLayout()
        self.import_button = QPushButton()
        self.paste_button = QPushButton()
        self.export_button = QPushButton()
        self.copy_button = QPushButton()
        for button in self._io_buttons():
            io_row.addWidget(button)
        io_row.addStretch(1)
        layout.addWidget(self.deck_panel, 1)
        layout.addWidget(self.load_row)
        layout.addLayout(io_row)
        return right

    def _io_buttons(self) -> list[QPushButton]:
        return [self.import_button, self.paste_button, self.export_button, self.copy_button]

    def _build_bottom(self) -> QHBoxLayout:
        bottom = QHBoxLayout()
        self.status_label = StatusLine(self._scale)
        self.save_button = QPushButton()
        self.save_button.setObjectName("primary")
        self.close_button = QPushButton()
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)
        return bottom

    def _connect(self) -> None:
        panel = self.deck_panel
        panel.kind_chosen.connect(self.choose_kind)
        panel.players_chosen.connect(self.set_players)
        panel.change_requested.connect(lambda scheme_id, delta: self._change(scheme_id, delta))
        panel.remove_all_requested.connect(self.remove_all)
        panel.clear_requested.connect(self._ask_clear)
        panel.name_edited.connect(self._name_edited)
        panel.variant_chosen.connect(self.set_variant)
        panel.row_selected.connect(self._row_selected)
        self.load_row.combo.currentIndexChanged.connect(self._update_buttons)
        self.load_row.load_button.clicked.connect(self._ask_load)
        self.load_row.delete_button.clicked.connect(self._ask_delete)
        self.import_button.clicked.connect(self._ask_import)
        self.paste_button.clicked.connect(self._ask_paste)
        self.export_button.clicked.connect(self.choose_export_file)
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        self.save_button.clicked.connect(lambda: self.save())
        self.close_button.clicked.connect(self.close)
        self.save_shortcut = QShortcut(QKeySequence.StandardKey.Save, self, lambda: self.save())
        self.find_shortcut = QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        self.undo_shortcut = QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        self._set_tab_order()

    def _set_tab_order(self) -> None:
        """The Tab order: the shown browser, the deck, the ways in and out, Save, Close."""
        order = [
            *self.browser.focus_order(),
            *self.deck_panel.focus_order(),
            *self.load_row.focus_order(),
            *self._io_buttons(),
            self.save_button,
            self.close_button,
        ]
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _focus_search(self) -> None:
        self.browser.search.setFocus()
        self.browser.search.selectAll()

    def _browser_of(self, kind: deck_store.DeckKind) -> CardBrowser:
        """The browser of ``kind``'s cards (made on first use), shown."""
        browser = self._browsers.get(kind)
        if browser is None:
            if kind == "planar":
                from .planar_browser import PlanarBrowser

                browser = PlanarBrowser(self.planes, self._copies, scale=self._scale, palette=self._palette)
            else:
                browser = SchemeBrowser(self.catalogue, self._copies, scale=self._scale, palette=self._palette)
            browser.add_requested.connect(self.add_copy)
            browser.nothing_matches.connect(lambda: self._set_status(("error", "no_match", self.draft.kind)))
            for button in browser.findChildren(QPushButton):
                button.setAutoDefault(False)
                button.setMinimumHeight(36)
            self._browsers[kind] = browser
            self.browser_stack.addWidget(browser)
            if self._image_provider is not None:
                browser.set_images(self._image_provider)
            # Made after the dialog's first texts: its own now.
            if hasattr(self, "deck_panel"):
                browser.retranslate()
        self.browser_stack.setCurrentWidget(browser)
        return browser

    def _copies(self, card_id: str) -> int:
        return self.draft.copies(card_id)

    # ----- language -------------------------------------------------------------
    def catalogue(self) -> Catalogue:
        """The catalogue in the UI's current language."""
        return self._catalogue_fn()

    def planes(self) -> PlaneCatalogue:
        """The planes' catalogue in the UI's current language."""
        return load_planes(self.catalogue().language)

    def _current_catalogue(self) -> AnyCatalogue:
        """The catalogue of the deck being built: the schemes' or the planes'."""
        return self.planes() if self.draft.kind == "planar" else self.catalogue()

    def retranslate(self) -> None:
        """Set every fixed text in the current language and re-render the lists."""
        self._sync_catalogue()
        for browser in self._browsers.values():
            browser.retranslate()
        planar = isinstance(self.draft, PlanarDraft)
        self.deck_panel.retranslate(self._scheme_variant, planar=planar, players=self._players)
        self.load_row.retranslate()
        self.import_button.setText(self.tr("Import…"))
        self.import_button.setAccessibleName(self.tr("Import a deck list file"))
        self.paste_button.setText(self.tr("Paste list…"))
        self.paste_button.setAccessibleName(self.tr("Paste a deck list"))
        self.export_button.setText(self.tr("Export…"))
        self.export_button.setAccessibleName(self.tr("Export the deck list to a file"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setAccessibleName(self.tr("Copy the deck list to the clipboard"))
        self.copy_button.setToolTip(self.tr("Copy the deck list to the clipboard"))
        self.save_button.setText(self.tr("Save deck"))
        self.save_button.setAccessibleName(self.tr("Save the deck"))
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleName(self.tr("Close the deck builder"))
        self._fill_load_row()
        self._refresh()
        self.status_label.retranslate()

    # ----- the deck ---------------------------------------------------------------
    def _sync_catalogue(self) -> None:
        if isinstance(self.draft, PlanarDraft):
            self.draft.catalogue = self.planes()
        else:
            self.draft.catalogue = self.catalogue()

    def _show_rules(self) -> None:
        planar = isinstance(self.draft, PlanarDraft)
        self.deck_panel.show_rules(self._scheme_variant, planar=planar, players=self._players)

    def counts(self) -> dict[str, int]:
        """Copies per card id, in first-added order (a copy)."""
        return self.draft.counts()

    @property
    def kind(self) -> deck_store.DeckKind:
        """The kind of deck being built: ``"scheme"`` or ``"planar"``."""
        return self.draft.kind

    @property
    def variant(self) -> Variant:
        """The variant whose deck rules are checked (Planechase's for a planar deck)."""
        return self.draft.variant

    def set_variant(self, variant: Variant) -> None:
        """Check the scheme deck against ``variant``'s rules.

        Kept for the next scheme deck while a planar deck is built.
        """
        if variant is Variant.PLANECHASE:
            return
        self._scheme_variant = variant
        self.deck_panel.set_variant(variant)
        if self.draft.set_variant(variant):
            self._refresh()

    @property
    def players(self) -> int | None:
        """The players of the communal planar deck checked (901.15a).

        ``None``: a player's own planar deck (901.3).
        """
        return self._players

    def set_players(self, players: int | None) -> None:
        """Check the planar deck as the communal deck of ``players`` (901.15a).

        0 or ``None``: as a player's own planar deck (901.3).
        """
        self._players = players or None
        self.deck_panel.set_players(self._players)
        if isinstance(self.draft, PlanarDraft) and self.draft.set_players(self._players):
            self._refresh()

    # ----- the kind of deck ---------------------------------------------------------
    def _new_draft(self, kind: deck_store.DeckKind, name: str = "") -> DeckDraft | PlanarDraft:
        if kind == "planar":
            return PlanarDraft(load_planes(self.catalogue().language), name, players=self._players)
        return DeckDraft(self.catalogue(), self._scheme_variant, name)

    def choose_kind(self, kind: str) -> None:
        """Build a new deck of ``kind``: ``"scheme"`` or ``"planar"``.

        With unsaved work it asks first; answering Cancel keeps the deck and its kind.
        """
        if kind not in deck_store.DECK_KINDS or kind == self.draft.kind:
            return
        new_kind: deck_store.DeckKind = "planar" if kind == "planar" else "scheme"
        if self.draft.would_lose_work:
            self.deck_panel.set_kind(self.draft.kind)
            text = self.tr("Start a new deck of the other kind? The unsaved changes of this one will be lost.")
            self._ask(self.tr("New deck"), text, lambda: self._new_deck_of(new_kind))
            return
        self._new_deck_of(new_kind)

    def _new_deck_of(self, kind: deck_store.DeckKind) -> None:
        self._switch_kind(kind)
        self._set_status(("ok", "new_planar" if kind == "planar" else "new_scheme"))
        self.browser.search.setFocus()

    def _switch_kind(self, kind: deck_store.DeckKind) -> None:
        """Build an empty, unnamed deck of ``kind`` from now on (nothing asked)."""
        if kind == self.draft.kind:
            return
        self.draft = self._new_draft(kind)
        self.draft.mark_saved(None)
        self.browser = self._browser_of(kind)
        self.deck_panel.set_kind(kind)
        self.deck_panel.set_name("")
        self._show_rules()
        self._set_tab_order()
        self._fill_load_row()
        self._refresh()

    def deck_name(self) -> str:
        """The deck's name as typed, stripped."""
        return self.draft.name

    def deck_text(self) -> str:
        """The deck list (:func:`format_deck_list`): English names, no name line."""
        return self.draft.deck_text()

    def add_copy(self, scheme_id: str) -> None:
        """Add one copy of ``scheme_id`` (a new scheme goes to the end of the deck)."""
        if self.draft.add_copy(scheme_id):
            self._changed(scheme_id)

    def remove_copy(self, scheme_id: str) -> None:
        """Remove a copy of ``scheme_id`` (never below 0); its row goes when none is left."""
        if self.draft.remove_copy(scheme_id):
            self._changed(scheme_id)

    def remove_all(self, scheme_id: str) -> None:
        """Remove every copy of ``scheme_id``.

        The status line says so and how to undo it; the keyboard goes to the deck's rows (Space on
        the button would empty the next row too).
        """
        copies = self.draft.copies(scheme_id)
        if self.draft.remove_all(scheme_id):
            self._changed(scheme_id)
            self._set_status(("ok", "removed", copies, self._current_catalogue()[scheme_id].name))
            self.deck_panel.deck_list.setFocus()

    def undo(self) -> None:
        """Ctrl+Z: take back the last change of copies, Remove all and Clear deck too."""
        if self.draft.undo():
            self._changed(None)

    def set_counts(self, counts: dict[str, int], name: str | None = None) -> None:
        """Replace the deck by ``counts`` (unknown ids and counts below 1 are dropped)."""
        self.draft.set_counts(counts)
        if name is not None:
            self.draft.set_name(name)
            self.deck_panel.set_name(name)
        self._changed(None)

    def _change(self, scheme_id: str, delta: int) -> None:
        if delta > 0:
            self.add_copy(scheme_id)
        else:
            self.remove_copy(scheme_id)

    def _changed(self, focus_id: str | None) -> None:
        self._set_status(())
        self._refresh(focus_id)

    def _refresh(self, focus_id: str | None = None) -> None:
        """Re-render the deck rows, the validation, the catalogue rows and the buttons."""
        self._sync_catalogue()
        catalogue = self.draft.catalogue
        self.report = self.draft.report()
        self.deck_panel.show_deck(self.draft, self.report, catalogue, focus_id)
        self.browser.update_rows()
        self._update_buttons()
        self._update_title()

    def _update_title(self) -> None:
        name = self.deck_name()
        self.setWindowTitle(fill(self.tr("Deck builder — %1"), name) if name else self.tr("Deck builder"))

    def validation_messages(self) -> list[str]:
        """The validation area's lines as plain text (problems, then warnings)."""
        catalogue = self._current_catalogue()
        if self.report is None:
            return []
        warnings = self.report.warnings if isinstance(self.report, DeckReport) else ()
        return [problem_message(p, catalogue) for p in (*self.report.problems, *warnings)]

    def _row_selected(self, scheme_id: str | None) -> None:
        if scheme_id is not None:
            self.browser.show_preview(scheme_id)

    def _name_edited(self, text: str) -> None:
        self.draft.set_name(text)
        self._update_buttons()
        self._update_title()

    def _update_buttons(self, *_args: object) -> None:
        has_cards = self.draft.card_count > 0
        self.export_button.setEnabled(has_cards)
        self.copy_button.setEnabled(has_cards)
        self.deck_panel.update_buttons()
        reason = self.save_blocked_reason()
        self.save_button.setEnabled(reason is None)
        self.save_button.setToolTip(reason or self.tr("Save this deck under its name  (Ctrl+S)"))
        self.load_row.update_buttons()

    def save_blocked_reason(self) -> str | None:
        """Why the deck cannot be saved now (the Save button's tooltip), or ``None``."""
        block = self.draft.save_block()
        return None if block is None else save_block_text(block, self.draft.kind)

    # ----- status line ------------------------------------------------------------
    def _set_status(self, key: tuple[Any, ...]) -> None:
        """Show a status message; ``key`` (tone, message id, *args) re-translates."""
        self.status_label.show_message(key)

    def status_text(self) -> str:
        """The status line's text."""
        return self.status_label.text()

    # ----- questions (non-blocking) -----------------------------------------------
    def _asked(self, box: QMessageBox) -> QMessageBox:
        self._question = box
        return box

    def _answered(self, box: QMessageBox) -> None:
        if self._question is box:
            self._question = None

    def _ask(self, title: str, text: str, on_yes: Callable[[], object]) -> None:
        self._asked(ask_yes_cancel(self, title, text, on_yes, self._answered))

    def _confirm_replace(self, title: str, proceed: Callable[[], object]) -> None:
        """Run ``proceed`` (it replaces the deck) now, or after a Yes if work is unsaved."""
        if self.draft.would_lose_work:
            self._ask(title, self.tr("Replace the deck you are building? Its unsaved changes will be lost."), proceed)
        else:
            proceed()

    def _ask_clear(self) -> None:
        if self.draft.card_count:
            self._ask(self.tr("Clear deck"), self.tr("Remove every card from this deck?"), self._clear)

    def _clear(self) -> None:
        if self.draft.clear():
            self._changed(None)
            self._set_status(("ok", "cleared"))

    # ----- closing ------------------------------------------------------------------
    def reject(self) -> None:
        """Close, Esc, the close button: with unsaved work, ask Save / Discard / Cancel."""
        if not self.draft.would_lose_work:
            super().reject()
            return
        if self._question is not None and self._question.isVisible():
            # Already asking something.
            return
        name = self.deck_name()
        if name:
            text = fill(self.tr("The deck “%1” has unsaved changes. Save it before closing?"), name)
        else:
            text = self.tr("This deck has unsaved changes. Save it before closing?")
        box = ask_save_discard(
            self,
            self.tr("Close the deck builder"),
            text,
            on_save=lambda: self.save(then=self._close_now),
            on_discard=self._close_now,
            done=self._answered,
        )
        self._asked(box)

    def _close_now(self) -> None:
        """Close without asking (the deck was saved, or the person chose Discard)."""
        QDialog.reject(self)

    # ----- loading ------------------------------------------------------------------
    def _fill_load_row(self) -> None:
        self.load_row.fill(
            deck_store.list_saved_decks("scheme"),
            self.catalogue().precons,
            deck_store.list_saved_decks("planar"),
            first=self.draft.kind,
        )

    def choose_deck_to_load(self, kind: str, key: str) -> bool:
        """Pick ``("saved", path)`` or ``("precon", id)`` in "Start from"; else ``False``."""
        return self.load_row.choose(kind, key)

    def _ask_load(self) -> None:
        if self.load_row.choice() is not None:
            self._confirm_replace(self.tr("Load deck"), self.load_chosen)

    def load_chosen(self) -> None:
        """Load the deck chosen in the "Start from" list, replacing the current deck."""
        choice = self.load_row.choice()
        if choice is None:
            return
        kind, key = choice
        if kind == "precon":
            try:
                precon = self.catalogue().precon(key)
            except KeyError:
                return
            # An official deck is a scheme deck.
            self._switch_kind("scheme")
            self.draft.replace([(entry.scheme_id, entry.count) for entry in precon.entries], precon.name)
            self.deck_panel.set_name(precon.name)
            self.draft.mark_saved(None)
            self._changed(None)
            self._set_status(("ok", "loaded", precon.name))
            return
        deck = self.load_row.saved_decks.get(key)
        if deck is None:
            return
        # A saved planar deck opens as a planar deck, a scheme deck as a scheme deck.
        self._switch_kind(deck.kind)
        read_whole = self._apply_text(deck.text, deck.name, stored_as=deck.name)
        self.draft.mark_saved(deck.name)
        if read_whole:
            self._set_status(("ok", "loaded", deck.name))

    def _apply_text(self, text: str, name: str, *, stored_as: str | None = None) -> bool:
        """Replace the deck by the list ``text``; bad lines are reported and left out."""
        parsed = self.draft.read_text(text)
        # A list's own lines for its problems (an import, a paste), not a saved deck's file.
        self.draft.replace(parsed.counts(), name, stored_as=stored_as, read_from=None if stored_as else parsed)
        self.deck_panel.set_name(name)
        self._changed(None)
        if parsed.problems:
            catalogue = self._current_catalogue()
            details = "; ".join(problem_message(p, catalogue) for p in parsed.problems[:5])
            if len(parsed.problems) > 5:
                details += "; …"
            self._set_status(("error", "left_out", len(parsed.problems), details))
            return False
        return True

    def _ask_delete(self) -> None:
        deck = self.load_row.chosen_saved_deck()
        if deck is None:
            return
        self._ask(
            self.tr("Delete saved deck"),
            fill(self.tr("Delete the saved deck “%1”? This cannot be undone."), deck.name),
            lambda: self.delete_saved(deck),
        )

    def delete_saved(self, deck: deck_store.SavedDeck) -> None:
        """Delete a saved deck from the store and the "Start from" list."""
        try:
            deck_store.delete_deck(deck)
        except deck_store.DeckStoreError as exc:
            self._set_status(("error", "error", str(exc)))
            return
        self.draft.forget_store(deck.name)
        self._fill_load_row()
        self.load_row.combo.setCurrentIndex(0)
        self._set_status(("ok", "deleted", deck.name))

    # ----- saving ---------------------------------------------------------------------
    def save(self, then: Callable[[], None] | None = None) -> None:
        """Save the deck to the store under its name, asking before replacing another.

        ``then`` runs after a successful save (closing after "Save" in the close question).
        """
        block = self.draft.save_block()
        if block is not None:
            self._set_status(("error", "blocked", block, self.draft.kind))
            if block is not SaveBlock.NO_CARDS:
                self.deck_panel.name_edit.setFocus()
            return
        name = self.deck_name()
        same = [d for d in deck_store.list_saved_decks(self.draft.kind) if self.draft.would_replace(d.name)]
        if same:
            self._ask(
                self.tr("Replace saved deck"),
                fill(self.tr("A saved deck is already called “%1”. Replace it?"), same[0].name),
                lambda: self._save_now(name, then),
            )
            return
        self._save_now(name, then)

    def _save_now(self, name: str, then: Callable[[], None] | None = None) -> None:
        try:
            saved = deck_store.save_deck(name, self.deck_text(), self.draft.kind)
        except deck_store.DeckStoreError as exc:
            self._set_status(("error", "error", str(exc)))
            return
        self.draft.mark_saved(saved.name)
        self._fill_load_row()
        self._set_status(("ok", "saved", saved.name))
        self.deck_saved.emit(saved.name)
        if then is not None:
            then()
