"""Text that is shown as text: players' names are never markup.

Nor anything else a saved game or a lock file holds.

Qt guesses whether a label's, a tooltip's or a message box's text is rich
text from the text itself (``Qt.mightBeRichText``): a player called
``<img src=…>`` in a shared saved game would be drawn as an image.  A label
that shows a name is made plain (:func:`plain_label`); a tooltip, which has
no format of its own, is escaped when it would be taken for markup
(:func:`plain_tooltip`).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel

from ..texts import escape_markup

__all__ = ["plain_label", "plain_tooltip"]

_Label = TypeVar("_Label", bound=QLabel)


def plain_label(label: _Label) -> _Label:
    """``label`` set to show its text as plain text; returned for chaining.

    Any :class:`QLabel`; its text is never taken for markup.
    """
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shows it: escaped when Qt would take it for markup.

    Line breaks are kept; a text Qt would not take for markup is returned as it is.
    """
    if not GuiQt.mightBeRichText(text):
        return text
    return escape_markup(text).replace("\n", "<br>")
