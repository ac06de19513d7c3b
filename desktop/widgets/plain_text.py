"""Text that is shown as text: players' names (and anything a saved game or a lock file holds) are never markup.

Qt guesses whether a label's, a tooltip's or a message box's text is rich
text from the text itself (``Qt.mightBeRichText``): a player called
``<img src=…>`` in a shared saved game would be drawn as an image.  A label
that shows a name is made plain (:func:`plain_label`); a tooltip, which has
no format of its own, is escaped when it would be taken for markup
(:func:`plain_tooltip`).
"""

from __future__ import annotations

import html
from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel

__all__ = ["plain_label", "plain_tooltip"]

_Label = TypeVar("_Label", bound=QLabel)


def plain_label(label: _Label) -> _Label:
    """``label`` (any :class:`QLabel`), set to show its text as plain text (never markup); returned for chaining."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shows it: escaped (line breaks kept) when Qt would take it for markup, else as it is."""
    if not GuiQt.mightBeRichText(text):
        return text
    return html.escape(text).replace("\n", "<br>")
