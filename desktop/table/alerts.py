"""A short sound and a flash when a scheme is set in motion or a question waits (View → Sound and flash).

QtMultimedia is not in the PySide6-Essentials wheel the app depends on, so the
sound is the platform's bell (:meth:`QApplication.beep`); the flash blinks the
background of the scheme card (a scheme set in motion) or of the prompt
banner (a question) for about a second.  Undoing never alerts: only a scheme or a
question that is new to the game does.  Settings: ``alerts`` (on by default).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from ...engine.events import SetInMotion
from ...engine.model import GameState

if TYPE_CHECKING:
    from .common import WindowPart

# How many halves (on, off) a flash blinks, and how long each lasts in milliseconds.
FLASH_TIMES = 6
FLASH_MS = 180

# The object name of a widget's flash timer (see flash_widget).
_FLASH_TIMER = "flashTimer"


def flash_widget(widget: QWidget, times: int = FLASH_TIMES) -> QTimer:
    """Blink ``widget``'s background ``times`` halves through its ``flash`` property; return its timer.

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


class TableAlerts(QObject):
    """Watches the window's state for new schemes set in motion and new questions; beeps and flashes.

    ``enabled`` turns both off.  ``sounds`` and ``flashes`` count what was
    signalled (for tests and the screenshots' scripts).
    """

    def __init__(self, window: WindowPart) -> None:
        super().__init__(window)
        self.window = window
        self.enabled = True
        self.sounds = 0
        self.flashes = 0
        self._game: object | None = None
        self._seen_events = 0
        self._last_prompt = -1

    def show_state(self, state: GameState) -> None:
        """Compare ``state`` with what was seen; alert for a new scheme in motion or a new question."""
        game = self.window.session.game
        if game is None or game.history_pending:
            return  # a resumed game's events come with its history (the session re-renders then): nothing is news
        events = game.events
        if game is not self._game:  # a new or opened game: what is already there is not news
            self._game = game
            self._seen_events = len(events)
            self._last_prompt = max((p.id for p in state.prompts), default=-1)
            return
        # Only events past the most ever seen are news: undo and redo replay what the table already saw.
        new_scheme = len(events) > self._seen_events and any(
            isinstance(event, SetInMotion) for event in events[self._seen_events :]
        )
        self._seen_events = max(self._seen_events, len(events))
        first = state.prompts[0].id if state.prompts else -1
        new_question = first > self._last_prompt
        self._last_prompt = max(self._last_prompt, first)
        if not self.enabled or not (new_scheme or new_question):
            return
        self.sounds += 1
        QApplication.beep()
        if new_scheme:
            self.flashes += 1
            flash_widget(self.window.card)
        if new_question:
            self.flashes += 1
            self.window.banner.flash()
