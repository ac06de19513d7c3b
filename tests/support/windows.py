"""The windows a test leaves open, and hiding a window with all it opened.

A dialog, a menu or a second window still shown after its test stays shown
for the rest of the session (closing the main window does not close the
windows it opened): a modal one turns every later test's
``QApplication.activeModalWidget()``, an open menu its
``activePopupWidget()``, and later tests passed or failed by the order they
ran in.  ``support.qt_fixtures`` fails a test that leaves one open; the
fixtures that make windows hide what those opened with
:func:`hide_windows_opened_by`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

#: Windows Qt shows and takes away by itself: the tooltip.
MAY_STAY_OPEN = frozenset({"QTipLabel"})


def windows_left_open() -> list[QWidget]:
    """Every shown window of the application but a tooltip.

    A widget inside a graphics scene (the table display's middle, in its
    ``QGraphicsProxyWidget``) has no parent widget and counts as a window to
    Qt; it is not one.
    """
    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if widget.isVisible() and type(widget).__name__ not in MAY_STAY_OPEN and widget.graphicsProxyWidget() is None
    ]


def describe(widget: QWidget) -> str:
    """A window as a failure names it: its class, object name and title."""
    return f"{type(widget).__name__} {widget.objectName()!r} {widget.windowTitle()!r}"


def hide_windows_opened_by(window: QWidget) -> None:
    """Hide every shown window ``window`` opened: its dialogs, menus, questions.

    Hidden, not closed: a close would ask again ("unsaved changes?"); a
    hidden dialog closes without asking.
    """
    for widget in windows_left_open():
        if widget is not window and _opened_by(widget, window):
            widget.hide()


def _opened_by(widget: QWidget, window: QWidget) -> bool:
    """Whether ``window`` is among ``widget``'s parents, across windows."""
    parent = widget.parentWidget()
    while parent is not None:
        if parent is window:
            return True
        parent = parent.parentWidget()
    return False
