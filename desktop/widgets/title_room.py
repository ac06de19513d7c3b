"""A small dialog as wide as its title bar needs, so the title is never cut.

A dialog of one field ("Set life") is as narrow as its field: a window
manager then cuts its title, which Qt has already lengthened with the app's
name ("Set life — Archenemy Companion"), to "Set li…".  :func:`room_for_title`
makes the dialog at least as wide as that whole title, plus the room a title
bar takes for its buttons.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["TITLE_BUTTONS_PX", "room_for_title", "shown_title"]

#: The room a window manager's title bar keeps for its icon and buttons, in pixels.
TITLE_BUTTONS_PX = 120


def shown_title(window: QWidget) -> str:
    """``window``'s title as the title bar shows it: Qt adds the app's name after it."""
    title, name = window.windowTitle(), QGuiApplication.applicationDisplayName()
    return f"{title} — {name}" if name and title and not title.endswith(name) else title


def room_for_title(window: QWidget) -> None:
    """Widen ``window`` to its shown title and the title bar's buttons.

    Measured in the application's font (the one title bars are closest to);
    call after its title is set.
    """
    width = QFontMetrics(QGuiApplication.font()).horizontalAdvance(shown_title(window)) + TITLE_BUTTONS_PX
    window.setMinimumWidth(max(window.minimumWidth(), width))
