"""The game night the game being played belongs to.

Its earlier games, read from the history in the background.

A game night lives in its journals (each header notes ``night: {id, game}``,
:mod:`archenemy.engine.header_notes`); its standings are derived from its
games' stories (:func:`archenemy.engine.night.night_standings`).  The session
holds a :class:`NightLedger` that follows the game being played: when that
game belongs to a night, the night's earlier games are read from the history
index (:mod:`.index`, brought up to date with the journals first) in a
short-lived background thread, so no screen waits for SQLite; the game being
played is added as it stands (:func:`outcome_story` while its history is not
rebuilt yet).  Qt-free; SQLite is loaded only in the thread.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

from ...engine.header_notes import NightRef, night_of
from ...engine.model import GameState
from ...engine.night import NightStandings, night_standings
from ...engine.setup import GameStart
from ...engine.story import GameStory, StoryPlayer, role_of

__all__ = ["NightLedger", "night_stories", "outcome_story"]


def outcome_story(start: GameStart, state: GameState) -> GameStory:
    """The story of a game as far as its standings go, from its state alone.

    Who played in which role, who won, the turn reached): no schemes, no life
    over the turns, no times (a resumed game before its history is rebuilt.
    """
    outcome = state.outcome
    winners = tuple(outcome.winners) if outcome is not None else ()
    players = tuple(
        StoryPlayer(
            seat,
            p.name,
            role_of(p.is_archenemy, start.setup.variant),
            p.team,
            p.colour,
            p.name in winners,
        )
        for seat, p in enumerate(state.players, 1)
    )
    return GameStory(
        variant=start.setup.variant,
        started=None,
        ended=None,
        minutes=None,
        night=night_of(start),
        players=players,
        over=state.over,
        winners=winners,
        draw=bool(outcome is not None and outcome.draw),
        reason=outcome.reason if outcome is not None else None,
        turns=state.turn,
        actions=0,
        set_in_motion=(),
        ongoing=(),
        life=(),
    )


def night_stories(games_dir: Path, night: NightRef, index_file: Path | None = None) -> tuple[GameStory, ...]:
    """The stories of ``night``'s games numbered below ``night.game``.

    From the history index of ``games_dir`` (synced with the journals first; in
    memory when the file is busy), in their order in the night.

    Raises what reading the index raises (:class:`sqlite3.Error`, :class:`OSError`).
    """
    from ...engine.catalogue import load_catalogue
    from .index import HistoryBusyError, HistoryIndex

    catalogue = load_catalogue()
    try:
        index = HistoryIndex(games_dir, index_file, catalogue)
        index.sync()
    except HistoryBusyError:
        index = HistoryIndex(games_dir, index_file, catalogue, memory=True)
    with index:
        games = index.night(night.id)
    return tuple(g.story for g in games if g.story.night is not None and g.story.night.game < night.game)


class NightLedger:
    """The earlier games of the night the game being played belongs to.

    See the module's docstring.

    ``on_read()`` is called from the reading thread once they are read
    (the session passes a queued signal's ``emit``).  :attr:`last_error`
    keeps what a failed read raised (the night's earlier games are then
    unknown: empty).
    """

    def __init__(
        self, games_dir: Path, index_file: Path | None = None, on_read: Callable[[], object] | None = None
    ) -> None:
        self.games_dir = Path(games_dir)
        self.index_file = index_file
        self._on_read = on_read
        self._lock = threading.Condition()
        self._night: NightRef | None = None
        self._file: str | None = None
        self._earlier: tuple[GameStory, ...] | None = ()
        self._readers = 0
        self.last_error: BaseException | None = None

    @property
    def night(self) -> NightRef | None:
        """The night followed now, or ``None``."""
        return self._night

    def follow(self, start: GameStart, path: Path | None, earlier: tuple[GameStory, ...] | None = None) -> None:
        """The game of ``start`` journaled at ``path`` is now played.

        Read its night's earlier games (once per night and file; nothing to
        read for a game outside a night, or given as ``earlier``: the night's
        next game knows the games before it).
        """
        night = night_of(start)
        file = os.path.abspath(path) if path is not None else None
        with self._lock:
            if night == self._night and file == self._file:
                return
            self._night, self._file = night, file
            self._earlier = () if night is None or night.game == 1 else earlier
            if self._earlier is not None:
                return
            self._readers += 1
        threading.Thread(target=self._read, args=(night,), name="archenemy-night", daemon=True).start()

    def _read(self, night: NightRef) -> None:
        try:
            stories = night_stories(self.games_dir, night, self.index_file)
            error = None
        except Exception as exc:  # noqa: BLE001 - best effort: the standings then count this game alone
            stories, error = (), exc
        with self._lock:
            self._readers -= 1
            if night == self._night:
                self._earlier, self.last_error = stories, error
            self._lock.notify_all()
        if night == self._night and self._on_read is not None:
            try:
                self._on_read()
            # The receiver went first (its session closed while this read): nobody to tell.
            except RuntimeError:
                pass

    def earlier(self) -> tuple[GameStory, ...] | None:
        """The night's games before the one played, in order (``()`` outside a night).

        ``None`` while read.
        """
        with self._lock:
            return self._earlier

    def stories(self, current: GameStory) -> tuple[GameStory, ...]:
        """The night's games so far.

        Those read (:meth:`earlier`; none while read) and ``current``.
        """
        return (*(self.earlier() or ()), current)

    def standings(self, current: GameStory) -> NightStandings | None:
        """The night's standings, ``current`` counted once over; ``None`` outside one.

        ``current`` is the game played.
        """
        if current.night is None:
            return None
        return night_standings(self.stories(current))

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the night's games are read.

        False if still reading after ``timeout`` seconds.
        """
        with self._lock:
            return self._lock.wait_for(lambda: self._readers == 0, timeout)
