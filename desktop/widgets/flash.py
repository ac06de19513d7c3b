"""A widget's background blinks for about a second.

The alerts' flash: a scheme set in motion, a question.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["FLASH_MS", "FLASH_TIMES", "flash_widget"]

# How many halves (on, off) a flash blinks, and how long each lasts in milliseconds.
FLASH_TIMES = 6
FLASH_MS = 180

# The object name of a widget's flash timer (see flash_widget).
_FLASH_TIMER = "flashTimer"


def flash_widget(widget: QWidget, times: int = FLASH_TIMES) -> QTimer:
    """Blink ``widget``'s background; return its timer.

    It blinks ``times`` halves through its ``flash`` property.

    The theme's style sheet gives ``[flash="true"]`` its colour (the scheme
    card blinks in the banner's colour, the banner in the card's: dark text
    stays readable on both).  Only the background changes, never a border, so
    the layout keeps every size; and only ``widget`` is re-polished: a style
    sheet of its own would restyle every widget inside it at each blink, a
    click's worth of time.  A widget has one flash timer: flashing it again
    while it blinks starts the blinks over.
    """
    timer = widget.findChild(QTimer, _FLASH_TIMER, Qt.FindChildOption.FindDirectChildrenOnly)
    if timer is None:
        timer = QTimer(widget)
        timer.setObjectName(_FLASH_TIMER)
        timer.setInterval(FLASH_MS)
        timer.timeout.connect(lambda: _flash_step(widget, timer))
    timer.setProperty("left", times)
    timer.start()
    _flash_step(widget, timer)
    return timer


def _flash_step(widget: QWidget, timer: QTimer) -> None:
    left = int(timer.property("left"))
    on = left % 2 == 0 and left > 0
    left -= 1
    timer.setProperty("left", left)
    if left <= 0:
        timer.stop()
        on = False
    if widget.property("flash") is not on:
        widget.setProperty("flash", on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
        widget.update()
