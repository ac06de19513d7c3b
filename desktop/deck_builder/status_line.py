"""The deck builder's status line: what just happened, or what went wrong.

What happened: saved, loaded, exported...

A message is kept as a key ``(tone, message id, *args)``, not as words, so it
is said again in the new language after a language change.  Texts are
translated in the ``DeckBuilderDialog`` context (see :mod:`.browser`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QWidget

from ..texts import fill
from .draft import SaveBlock
from .styling import font, restyle

__all__ = ["StatusLine", "save_block_text"]


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def save_block_text(block: SaveBlock, kind: str = "scheme") -> str:
    """Why the deck cannot be saved, in words (the Save button's tooltip).

    ``kind``: the deck's, ``"scheme"`` or ``"planar"``.
    """
    if block is SaveBlock.NO_CARDS:
        if kind == "planar":
            return _tr("DeckBuilderDialog", "Add planes or phenomena to the deck to save it.")
        return _tr("DeckBuilderDialog", "Add schemes to the deck to save it.")
    return _tr("DeckBuilderDialog", "Type a name for the deck to save it.")


class StatusLine(QLabel):
    """One word-wrapped line; its ``tone`` property picks the theme's colour.

    ``ok`` or ``error``.

    Keys: ``("ok", "saved" | "loaded" | "deleted", name)``, ``("ok", "exported" |
    "imported" | "imported_planar" | "imported_scheme", file name)``, ``("ok", "copied")``, ``("error", "no_match")``,
    ``("error", "left_out", count, details)``, ``("error", "blocked", SaveBlock[, kind])``,
    ``("error", "no_match"[, kind])``, ``("ok", "new_scheme" | "new_planar")``
    and ``("error", "error", message)`` (a message already in words); a
    ``kind`` is the deck's (``"scheme"``, the default, or ``"planar"``).
    """

    def __init__(self, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status")
        self.setWordWrap(True)
        # It names decks and files: never markup.
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setFont(font(12, scale))
        self._key: tuple[Any, ...] = ()

    def show_message(self, key: tuple[Any, ...]) -> None:
        """Show the message ``key`` (``()`` clears the line)."""
        self._key = key
        self.retranslate()

    def retranslate(self) -> None:
        """Say the current message again in the current language."""
        self.setAccessibleName(_tr("DeckBuilderDialog", "Status"))
        if not self._key:
            self.setText("")
            return
        tone, what, *args = self._key
        self.setText(self._words(what, args))
        self.setProperty("tone", "error" if tone == "error" else "ok")
        restyle(self)

    @staticmethod
    def _words(what: str, args: list[Any]) -> str:
        if what == "left_out":
            return fill(_tr("DeckBuilderDialog", "Lines that could not be read were left out: %1"), args[1])
        if what == "blocked":
            return save_block_text(args[0], *args[1:2])
        if what == "no_match" and args[:1] == ["planar"]:
            return _tr("DeckBuilderDialog", "No plane or phenomenon matches the search.")
        if what == "error":
            return str(args[0])
        templates = {
            "saved": lambda: _tr("DeckBuilderDialog", "Saved “%1”."),
            "loaded": lambda: _tr("DeckBuilderDialog", "Loaded “%1”."),
            "deleted": lambda: _tr("DeckBuilderDialog", "Deleted “%1”."),
            "exported": lambda: _tr("DeckBuilderDialog", "Exported to %1."),
            "imported": lambda: _tr("DeckBuilderDialog", "Imported %1."),
            "imported_planar": lambda: _tr("DeckBuilderDialog", "Imported %1: a planar deck list."),
            "imported_scheme": lambda: _tr("DeckBuilderDialog", "Imported %1: a scheme deck list."),
            "copied": lambda: _tr("DeckBuilderDialog", "Deck list copied to the clipboard."),
            "no_match": lambda: _tr("DeckBuilderDialog", "No scheme matches the search."),
            "new_scheme": lambda: _tr("DeckBuilderDialog", "A new scheme deck."),
            "new_planar": lambda: _tr("DeckBuilderDialog", "A new planar deck of planes and phenomena."),
            "removed": lambda: _tr("DeckBuilderDialog", "Removed %1 × “%2”. %3 puts them back."),
            "cleared": lambda: _tr("DeckBuilderDialog", "Removed every card. %1 puts them back."),
        }
        # Then the key that undoes it, as this system writes it.
        if what in ("removed", "cleared"):
            args = [*args, QKeySequence(QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)]
        if what == "no_match":
            args = []
        return fill(templates[what](), *args)
