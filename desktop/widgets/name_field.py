"""A name field that keeps what is typed in Unicode's composed form (NFC).

"José" may arrive as one code point for "é" (most keyboards) or as "e" and a
combining accent (a paste from another program, some input methods): the
same name to a person, two names to a computer.  A player's name is
normalised where it is entered (New game's seats, Rename, the roster), so the
journal records the composed form and the history and the standings count
one player.  Old journals are never rewritten: the history compares names
by :func:`~archenemy.engine.setup.name_key` as well.
"""

from __future__ import annotations

import unicodedata
from typing import TypeVar

from PySide6.QtWidgets import QLineEdit

__all__ = ["composed_name_field"]

_Field = TypeVar("_Field", bound=QLineEdit)


def _compose(field: QLineEdit, text: str) -> None:
    """Replace ``field``'s text by its NFC form when it differs.

    The cursor after the same characters.
    """
    composed = unicodedata.normalize("NFC", text)
    if composed == text:
        return
    cursor = len(unicodedata.normalize("NFC", text[: field.cursorPosition()]))
    field.blockSignals(True)
    field.setText(composed)
    field.setCursorPosition(cursor)
    field.blockSignals(False)
    field.textChanged.emit(composed)


def composed_name_field(field: _Field) -> _Field:
    """``field``, its text kept NFC-normalised; returned for chaining.

    Whenever it changes: typed, pasted or set.
    """
    field.textChanged.connect(lambda text: _compose(field, text))
    _compose(field, field.text())
    return field
