"""A short sound and a flash when a scheme is set in motion or a question waits.

View → Sound and flash turns them on and off.  QtMultimedia is not in the PySide6-Essentials wheel the app depends on, so the
sound is the platform's bell (:meth:`QApplication.beep`); the flash blinks the
background of the scheme card (a scheme set in motion) or of the prompt
banner (a question) for about a second.  Undoing never alerts: only a scheme or a
question that is new to the game does.  Settings: ``alerts`` (on by default).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

from ...engine.events import SetInMotion
from ...engine.game import Game
from ...engine.model import GameState
from ..widgets.flash import flash_widget
from .prompts.banner import PromptBanner


class TableAlerts(QObject):
    """Watches the states shown for new schemes in motion and new questions.

    Beeps, flashes.

    ``game`` gives the game being shown; ``card`` (the scheme card) flashes
    for a scheme set in motion, ``banner`` for a question.  ``enabled`` turns
    both off.  ``sounds`` and ``flashes`` count what was signalled (for tests
    and the screenshots' scripts).
    """

    def __init__(
        self, parent: QObject, *, game: Callable[[], Game | None], card: QWidget, banner: PromptBanner
    ) -> None:
        super().__init__(parent)
        self._game_now = game
        self._card = card
        self._banner = banner
        self.enabled = True
        self.sounds = 0
        self.flashes = 0
        self._game: object | None = None
        # The events seen (-1: a resumed game's history is still pending).
        self._seen_events = 0
        # While the history is pending: the schemes set in motion seen (the events themselves).
        self._in_motion: list[SetInMotion | None] = []
        self._last_prompt = -1

    def _new_in_motion(self, last: SetInMotion | None) -> bool:
        """Whether ``last``, the game's last scheme set in motion, was never seen."""
        if last is None or any(last is seen for seen in self._in_motion):
            return False
        self._in_motion.append(last)
        return True

    def show_state(self, state: GameState) -> None:
        """Compare ``state`` with what was seen.

        Alert for a new scheme in motion or a new question.
        """
        game = self._game_now()
        if game is None:
            return
        pending = game.history_pending
        # A resumed game's events come with its history: until then the schemes set in motion are told apart.
        count = -1 if pending else len(game.events)
        # A new or opened game: what is already there is not news.
        if game is not self._game:
            self._game = game
            self._seen_events = count
            self._in_motion = [game.last_set_in_motion]
            self._last_prompt = max((p.id for p in state.prompts), default=-1)
            return
        if pending:
            new_scheme = self._new_in_motion(game.last_set_in_motion)
        elif self._seen_events < 0:
            # The history has just arrived: what it holds was shown already.
            new_scheme, self._seen_events = False, count
        else:
            # Only events past the most ever seen are news: undo and redo replay what the table already saw.
            events = game.events
            new_scheme = count > self._seen_events and any(
                isinstance(event, SetInMotion) for event in events[self._seen_events :]
            )
            self._seen_events = max(self._seen_events, count)
        first = state.prompts[0].id if state.prompts else -1
        new_question = first > self._last_prompt
        self._last_prompt = max(self._last_prompt, first)
        if not self.enabled or not (new_scheme or new_question):
            return
        self.sounds += 1
        QApplication.beep()
        if new_scheme:
            self.flashes += 1
            flash_widget(self._card)
        if new_question:
            self.flashes += 1
            self._banner.flash()
