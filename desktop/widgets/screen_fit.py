"""A window never larger than its screen's free area, nor off it.

With no window manager nothing keeps a window on the screen: a maximised
start is a hint nobody takes, so the main window kept its own 1366×768 on a
1280×720 screen (Next step and a row of players off it), and a dialog or a
window brought back from a larger screen came back larger than this one.
:func:`fit_on_screen` makes a window at most as large as its screen's
available geometry (the screen less its panels) and moves it inside;
:func:`fit_when_shown` does it once the window is shown (its frame is known
then); :func:`fill_when_not_maximised` gives a window shown maximised its
screen's free area when nobody maximised it.  A window's least size wins
over a smaller screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = [
    "MAXIMISE_WAIT_MS",
    "back_to_room",
    "fill_when_not_maximised",
    "fit_on_screen",
    "fit_when_shown",
    "fitted_rect",
]

# How long a window manager has to maximise a window before it fills its screen's free area itself (ms).
MAXIMISE_WAIT_MS = 250


def fitted_rect(frame: QRect, area: QRect) -> QRect:
    """``frame`` made at most as large as ``area`` and moved inside it.

    Both in the screen's coordinates (pixels).
    """
    width, height = min(frame.width(), area.width()), min(frame.height(), area.height())
    left = max(area.left(), min(frame.left(), area.left() + area.width() - width))
    top = max(area.top(), min(frame.top(), area.top() + area.height() - height))
    return QRect(left, top, width, height)


def fit_on_screen(window: QWidget) -> None:
    """Keep ``window`` (a top-level widget) on its screen's available geometry.

    Its frame (the title bar and borders a window manager adds) counts; a
    maximised or full-screen window is the window manager's to place.
    """
    if window.isMaximized() or window.isFullScreen():
        return
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    frame = window.frameGeometry()
    fitted = fitted_rect(frame, area)
    if fitted == frame:
        return
    # The frame's margins: what the window manager adds round the window's own geometry.
    extra_w = frame.width() - window.width()
    extra_h = frame.height() - window.height()
    window.resize(max(1, fitted.width() - extra_w), max(1, fitted.height() - extra_h))
    window.move(fitted.topLeft())


def back_to_room(window: QWidget, room: QSize) -> None:
    """Give ``window`` back the ``room`` it was given, once its least size allows.

    A layout grows a window to its least size by itself (a part that needed
    more for a moment: a label wrapped at another width); with no window
    manager it then stayed past its screen.  A maximised or full-screen
    window is the window manager's.
    """
    if window.isMaximized() or window.isFullScreen() or not window.isVisible():
        return
    size = window.size()
    if size.width() <= room.width() and size.height() <= room.height():
        return
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    window.resize(size.boundedTo(room).expandedTo(least))


def fit_when_shown(window: QWidget) -> None:
    """Fit ``window`` on its screen on the next turn of the event loop.

    Call right after showing it: the frame is known once it is mapped.
    """
    QTimer.singleShot(0, window, lambda: fit_on_screen(window) if window.isVisible() else None)


def fill_when_not_maximised(window: QWidget) -> None:
    """Give a window shown maximised its screen's free area if nobody did.

    With no window manager ``showMaximized`` is a hint nobody takes: the
    first start stayed 1366×768 in a corner of a 1920×1080 screen.  Checked
    once, :data:`MAXIMISE_WAIT_MS` after the call (a window manager has
    maximised it by then).
    """

    def fill() -> None:
        screen = window.screen() or QGuiApplication.primaryScreen()
        if screen is None or not window.isVisible() or not window.isMaximized():
            return
        area = screen.availableGeometry()
        frame = window.frameGeometry()
        if frame.width() < area.width() or frame.height() < area.height():
            window.setGeometry(area)

    QTimer.singleShot(MAXIMISE_WAIT_MS, window, fill)
