"""A resumed game's history rebuilt from its journal a slice at a time.

A game shown from its resume snapshot (:meth:`~archenemy.engine.game.Game.resumed`)
still needs its history (undo, redo, the log): the journal parsed and replayed.
At 100,000 actions that is over a second of work, which the window used to do
in one piece right after its first paint, ignoring every key meanwhile.
:class:`JournalRebuild` does the same work (:func:`~archenemy.engine.journal_reader.parse_journal_steps`
then :func:`~archenemy.engine.journal_reader.replay_steps`, lenient, exactly as
:func:`~archenemy.engine.journal_reader.replay` does) but stops at a deadline and
goes on from there at the next call: the desktop runs it in slices between the
event loop's turns.  An action meanwhile does not wait for it (the game applies
it on the snapshot's state and grafts it onto the history once rebuilt); an
undo or redo past such actions finishes it at once first.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator, Sequence

from .actions import Action, Redo, Undo
from .catalogue import Catalogue
from .errors import IllegalActionError
from .game import Game
from .journal_reader import LoadedJournal, parse_journal_steps, replay_steps
from .setup import GameStart
from .snapshot import Snapshot

__all__ = ["JournalRebuild", "caught_up"]


class JournalRebuild:
    """The game a journal's ``data`` describes, parsed and replayed leniently.

    A slice at a time.

    ``loaded`` (optional) is told what the journal held once the replay is
    done (with the lines it dropped, as :func:`replay` leaves them).  A
    :class:`~archenemy.engine.game.HistorySource`.
    """

    def __init__(
        self, data: bytes, catalogue: Catalogue, loaded: Callable[[LoadedJournal], None] | None = None
    ) -> None:
        self._data = data
        self._catalogue = catalogue
        self._loaded = loaded
        self._steps: Iterator[None] | None = None
        self._game: Game | None = None

    def _work(self) -> Iterator[None]:
        loaded = yield from parse_journal_steps(self._data, strict=False, catalogue=self._catalogue)
        # the bytes are parsed: not kept as long as the game
        self._data = b""
        game = Game(loaded.start, self._catalogue)
        yield from replay_steps(game, loaded, strict=False)
        if self._loaded is not None:
            self._loaded(loaded)
        self._game = game

    def advance(self, deadline: float) -> Game | None:
        """Work until :func:`time.perf_counter` passes ``deadline`` (at least one step).

        The game once complete.

        The cyclic collector is paused while it works (the history is no
        garbage: see :func:`replay`) and restored as it was.  Raises what
        parsing the journal raises (:class:`~archenemy.engine.errors.JournalError`).
        """
        if self._game is not None:
            return self._game
        if self._steps is None:
            self._steps = self._work()
        collecting = gc.isenabled()
        gc.disable()
        try:
            for _ in self._steps:
                if time.perf_counter() >= deadline:
                    return None
        finally:
            if collecting:
                gc.enable()
        return self._game


def caught_up(snapshot: Snapshot, actions: Sequence[Action], start: GameStart, catalogue: Catalogue) -> Snapshot | None:
    """``snapshot`` carried forward by ``actions``.

    The journal's lines written after it, or ``None``.

    A crash leaves the journal longer than its last snapshot: those last
    actions are applied to the snapshot's state as :meth:`Game.do` applies
    them, so the game paints where the journal ends without a replay.
    ``None`` when one of them needs more history than the snapshot holds (an
    undo past it, a redo of an action undone before it) or is refused: the
    journal is then replayed whole.  What the replay finds is compared with
    the result all the same (:meth:`Game.complete_history`).
    """
    game = Game.at(start, catalogue, snapshot.state)
    # a new action clears what the snapshot could redo
    acted = False
    try:
        for action in actions:
            game.do(action)
            acted = acted or not isinstance(action, Undo | Redo)
    except (IllegalActionError, TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError):
        # refused, or a value the rules cannot use (the lines after a snapshot carry no check line)
        return None
    return Snapshot(
        game.state,
        game.last_set_in_motion if game.last_set_in_motion is not None else snapshot.last_set_in_motion,
        game.last_action if game.can_undo else snapshot.last_action,
        game.next_redo if game.can_redo else (None if acted else snapshot.next_redo),
    )
