"""Whose phone sent an action, and when its line was written.

What a journal line carries beside its action.

Sharing the table (:mod:`archenemy.desktop.share`) lets a player change their
own life from their phone.  The session notes the player for each such
action and for the events it caused, keyed by the object's identity (holding
the object, so an id is never reused while noted; undo and redo keep the
same objects, so a redone event still names its phone).  The journal writes
the player as the line's ``origin``
(:attr:`~archenemy.engine.journal.LoadedJournal.origins`), and a reopened or
resumed game notes them again from there.  The same goes for a line's time
stamp (``at``, :mod:`archenemy.desktop.history.recorder`): noted when the
line is written or loaded, so "Save as" and a game continued elsewhere keep
them, and the end-of-game view counts the game's minutes as the history does.
No rule reads any of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.game import Game
from ..engine.journal import LoadedJournal

__all__ = ["Origins"]


class Origins:
    """The phone behind actions and events, and the time stamps of their lines.

    The phone is a player's name; nothing noted means the laptop.  The time stamps are those of the
    actions' lines.
    """

    def __init__(self) -> None:
        self._events: dict[int, tuple[Event, str]] = {}
        self._actions: dict[int, tuple[Action, str]] = {}
        self._stamps: dict[int, tuple[Action, str]] = {}

    def note_stamp(self, action: Action, at: str | None) -> None:
        """``action``'s line was written with the time stamp ``at``.

        ``None``: without one.
        """
        if at is not None:
            self._stamps[id(action)] = (action, at)

    def note(self, action: Action, events: Iterable[Event], origin: str) -> None:
        """``origin``'s phone sent ``action``, which caused ``events``."""
        self._actions[id(action)] = (action, origin)
        self._events.update((id(event), (event, origin)) for event in events)

    def note_loaded(self, game: Game, loaded: LoadedJournal) -> None:
        """Note the origin of each action of ``game`` replayed from a named line.

        A line of ``loaded`` that names an origin.

        Reads ``game``'s history (:meth:`Game.applied`) only when some line names an origin.  The lines' time
        stamps are noted too (``game``'s log holds ``loaded``'s action objects).
        """
        for number, action in loaded.actions:
            at = loaded.stamps.get(number)
            if at is not None:
                self._stamps[id(action)] = (action, at)
        by_action = loaded.origins_by_action()
        if not by_action:
            return
        for action, events in game.applied():
            origin = by_action.get(id(action))
            if origin is not None:
                self.note(action, events, origin)

    def of_event(self, event: Event) -> str | None:
        """The player whose phone caused ``event``, or ``None`` (the laptop)."""
        found = self._events.get(id(event))
        return found[1] if found is not None and found[0] is event else None

    def of_actions(self, actions: Sequence[Action]) -> list[str | None]:
        """The origin of each of ``actions`` (a game's log), for a journal's text.

        ``None`` for the laptop's.
        """
        out: list[str | None] = []
        for action in actions:
            found = self._actions.get(id(action))
            out.append(found[1] if found is not None and found[0] is action else None)
        return out

    def stamps_of(self, actions: Sequence[Action]) -> list[str | None]:
        """The time stamp of each of ``actions``' lines (a game's log).

        ``None`` for a line without one.
        """
        out: list[str | None] = []
        for action in actions:
            found = self._stamps.get(id(action))
            out.append(found[1] if found is not None and found[0] is action else None)
        return out
