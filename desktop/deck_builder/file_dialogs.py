"""The Import and Export file dialogs of the deck builder, non-blocking.

They use ``open()``, never ``exec()``.

Texts are translated in the ``DeckBuilderDialog`` context (see :mod:`.browser`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from ..widgets.dialog_keys import give_focus_back
from .files import safe_file_stem

__all__ = ["deck_folder", "open_deck_file_dialog"]


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def deck_folder() -> str:
    """Where the deck dialogs start: the user's documents folder, else home.

    Never the process's working directory (``/`` or wherever a launcher started the app).
    """
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return documents
    return str(Path.home())


def open_deck_file_dialog(
    parent: QWidget, *, save: bool, deck_name: str, chosen: Callable[[str], None], unnamed: str = "scheme-deck"
) -> QFileDialog:
    """Open a file dialog for a deck list to import or export.

    Import with ``save=False``, else export; ``chosen(path)`` gets the file.

    The export dialog suggests ``<safe name of deck_name>.txt`` (``unnamed``
    for a deck without a name); both start in :func:`deck_folder`.
    """
    dialog = QFileDialog(parent, "", deck_folder())
    dialog.setNameFilters(
        [_tr("DeckBuilderDialog", "Deck lists (*.txt *.dec *.dck)"), _tr("DeckBuilderDialog", "All files (*)")]
    )
    if save:
        dialog.setWindowTitle(_tr("DeckBuilderDialog", "Export deck list"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix("txt")
        dialog.selectFile(safe_file_stem(deck_name or unnamed) + ".txt")
    else:
        dialog.setWindowTitle(_tr("DeckBuilderDialog", "Import deck list"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.fileSelected.connect(chosen)
    # No window manager (a kiosk, Xvfb): the keys would go nowhere until a click once it closes.
    dialog.finished.connect(lambda _result: give_focus_back(parent.window()))
    dialog.open()
    return dialog
