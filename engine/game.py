"""A game in progress: its start, the actions taken, undo and redo.

:class:`Game` keeps every applied action with its events, and the state after
every :data:`CHECKPOINT`-th one and after each of the last :data:`RECENT`
(an undo after actions just done, as replaying a journal does, is a look-up):
the states between are computed again from
the kept one before them when needed (undo, :meth:`Game.recent`), a few
dozen actions at most, so undo and redo stay quick while a long game holds a
thirtieth of its states (a state per action was ~0.6 KiB of the
~0.9 KiB an action took).  Replaying thousands of actions stays linear.  Undo
and redo are themselves actions (:class:`~archenemy.engine.actions.Undo`,
:class:`~archenemy.engine.actions.Redo`): :attr:`Game.log` is every action in
the order the table took it, which is exactly what the journal appends.

A game resumed from its snapshot (:meth:`Game.resumed`) acts at once, before
its history is rebuilt: an action is journaled and applied to a game that
begins at the snapshot's state (its *front*), and the front's actions are
grafted onto the history once it is rebuilt.  Only what needs the deeper
history (an undo or a redo past the front, the events, the log) waits for it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple, Protocol, runtime_checkable

from .actions import Action, Redo, Undo
from .catalogue import Catalogue, load_catalogue
from .errors import IllegalActionError, JournalError
from .events import Event, SetInMotion
from .model import FaceUpScheme, GameState
from .rules import apply_settled, is_settled, why_illegal
from .setup import GameStart, initial_state

if TYPE_CHECKING:
    from .snapshot import Snapshot


#: Every this-many-th effective action keeps the state after it (see the module's docstring).
CHECKPOINT = 64
#: The states after the last this-many actions done are kept too: undoing one is a look-up.
RECENT = 64


class Applied(NamedTuple):
    """One effective action taken back by an undo.

    The action, the state after it and the events it produced.

    ``settled``: no state-based action applies to ``state`` (see
    :func:`archenemy.engine.rules.apply_settled`), so the next action checks
    them only where it changes something; ``set_in_motion``: the last scheme
    set in motion up to and including this action (701.32a), or ``None``.
    A redo brings it back.
    """

    action: Action
    state: GameState
    events: tuple[Event, ...]
    settled: bool = False
    set_in_motion: SetInMotion | None = None


class _Done:
    """The effective actions, oldest first, in parallel lists.

    An object per action cost ~90 bytes.

    ``kept`` holds the state after every :data:`CHECKPOINT`-th action (index
    -> state), ``recent`` the states after the last :data:`RECENT` actions
    pushed (so an undo after them computes nothing); the others are computed
    again when needed.  An action's events
    are held as their tuple, or as the event itself when it is the only one
    (most are: a one-item tuple is 64 bytes more); :meth:`events_at` gives the
    tuple back.
    """

    __slots__ = ("actions", "events", "kept", "recent", "settled", "sims")

    def __init__(self) -> None:
        self.actions: list[Action] = []
        self.events: list[Event | tuple[Event, ...]] = []
        self.settled = bytearray()
        self.kept: dict[int, GameState] = {}
        self.recent: dict[int, GameState] = {}
        # (index, last scheme set in motion from that action on) where it changes: one entry per scheme, not per action.
        self.sims: list[tuple[int, SetInMotion | None]] = []

    def __len__(self) -> int:
        return len(self.actions)

    def push(
        self, action: Action, state: GameState, events: tuple[Event, ...], settled: bool, sim: SetInMotion | None
    ) -> None:
        """Add an effective action (its state kept at a checkpoint)."""
        index = len(self.actions)
        self.actions.append(action)
        self.events.append(events[0] if len(events) == 1 else events)
        if (self.sims[-1][1] if self.sims else None) is not sim:
            self.sims.append((index, sim))
        self.settled.append(settled)
        if index % CHECKPOINT == CHECKPOINT - 1:
            self.kept[index] = state
        recent = self.recent
        recent[index] = state
        recent.pop(index - RECENT, None)

    def last_sim(self) -> SetInMotion | None:
        """The last scheme set in motion up to the last effective action (701.32a).

        Or ``None``.
        """
        return self.sims[-1][1] if self.sims else None

    def events_at(self, index: int) -> tuple[Event, ...]:
        """The events of effective action ``index``, as a tuple."""
        events = self.events[index]
        return events if isinstance(events, tuple) else (events,)

    def pop(self, state: GameState) -> Applied:
        """Take the last effective action off.

        As an :class:`Applied` with ``state`` (the state after it).
        """
        index = len(self.actions) - 1
        self.kept.pop(index, None)
        self.recent.pop(index, None)
        events = self.events_at(index)
        del self.events[index]
        settled = bool(self.settled.pop())
        sim = self.last_sim()
        if self.sims and self.sims[-1][0] == index:
            self.sims.pop()
        return Applied(self.actions.pop(), state, events, settled, sim)


@runtime_checkable
class HistorySource(Protocol):
    """How a resumed game's history is rebuilt a slice at a time.

    As :class:`archenemy.engine.rebuild.JournalRebuild` does it.
    """

    def advance(self, deadline: float) -> Game | None:
        """Work until :func:`time.perf_counter` passes ``deadline``.

        The rebuilt game once it is complete, else ``None``.
        """


class _AllAtOnce:
    """A :class:`HistorySource` that calls ``history()`` at its first :meth:`advance`."""

    def __init__(self, history: Callable[[], Game]) -> None:
        self.history = history

    def advance(self, deadline: float) -> Game | None:
        return self.history()


class _Pending(NamedTuple):
    """A resumed game's snapshot and how to rebuild its history.

    See :meth:`Game.resumed`.
    """

    snapshot: Snapshot
    history: HistorySource


class Game:
    """A game: a :class:`GameStart` plus the actions taken; mutable, single-threaded.

    ``on_action`` (optional) is called with each action *before* the new state
    is published, so a journal can write and fsync it first (a crash then
    loses nothing the screen showed).
    """

    def __init__(
        self,
        start: GameStart,
        catalogue: Catalogue | None = None,
        on_action: Callable[[Action], None] | None = None,
    ) -> None:
        self.start = start
        self.catalogue = catalogue or load_catalogue()
        self.on_action = on_action
        self._initial = initial_state(start)
        self._initial_settled = is_settled(self._initial, self.catalogue)
        self._done = _Done()
        self._undone: list[Applied] = []
        # The state after the last effective action (the initial state when there is none).
        self._top = self._initial
        # States computed again (index in _done -> state after it), for consecutive undos: a checkpoint's worth.
        self._computed: dict[int, GameState] = {}
        # The events of ``_done``, concatenated: kept up to date, never rebuilt.
        self._events: list[Event] = []
        # Every action in the order taken, undo and redo included (:attr:`log`).
        self._log: list[Action] = []
        # A resumed game shown before its history is rebuilt (:meth:`resumed`), else None.
        self._pending: _Pending | None = None
        # The actions taken while the history is pending: a game begun at the snapshot's state (_front_game).
        self._front: Game | None = None
        # Whether the front took an action other than undo or redo (the snapshot's redo is then gone).
        self._front_acted = False
        #: After a resumed game's history was rebuilt: False when the replay did not end where the
        #: snapshot said (the replayed game was kept; the journal is the truth).
        self.resume_matched = True

    @classmethod
    def resumed(
        cls,
        start: GameStart,
        catalogue: Catalogue,
        snapshot: Snapshot,
        history: HistorySource | Callable[[], Game],
    ) -> Game:
        """A game shown at ``snapshot``'s state at once.

        Its history rebuilt from ``history`` when first needed.

        ``snapshot`` (:mod:`archenemy.engine.snapshot`) gives :attr:`state`,
        :attr:`last_set_in_motion`, :attr:`can_undo`, :attr:`can_redo`,
        :attr:`last_action` and :attr:`next_redo` without a replay.  Anything
        else (:attr:`events`, :attr:`log`, :meth:`recent`...) first calls
        :meth:`complete_history`, which takes the history of ``history()``
        (the journal replayed): the game then behaves exactly as that
        replayed game, even where the snapshot was wrong
        (:attr:`resume_matched` says so).  :meth:`do` does not wait: an
        action, and an undo or redo of such actions, is journaled and applied
        on top of the snapshot's state, and carried onto the history once it
        is rebuilt (:meth:`advance_history`); an undo or redo that needs the
        history rebuilds it first.  ``history`` is a
        :class:`HistorySource`, rebuilt a slice at a time by
        :meth:`advance_history`, or a function that returns the whole game.
        Raises what ``history`` raises, on that first use.
        """
        game = cls(start, catalogue)
        source = history if isinstance(history, HistorySource) else _AllAtOnce(history)
        game._pending = _Pending(snapshot, source)
        return game

    @classmethod
    def at(cls, start: GameStart, catalogue: Catalogue, state: GameState) -> Game:
        """A game whose history begins at ``state`` instead of ``start``'s initial state.

        Undo stops there.

        What a resume snapshot's state is carried forward with (the journal's
        lines written after it: :func:`archenemy.engine.rebuild.caught_up`).
        """
        game = cls(start, catalogue)
        game._initial, game._initial_settled = state, is_settled(state, game.catalogue)
        game._top = state
        return game

    @property
    def history_pending(self) -> bool:
        """True while a :meth:`resumed` game has not rebuilt its history yet."""
        return self._pending is not None

    def complete_history(self) -> None:
        """Rebuild a :meth:`resumed` game's history now (nothing to do otherwise).

        Sets :attr:`resume_matched`.
        """
        self.advance_history(math.inf)

    def advance_history(self, seconds: float) -> bool:
        """Rebuild a :meth:`resumed` game's history for about ``seconds`` more.

        True once it is complete.

        The history (the journal replayed) is taken as soon as it is complete,
        and :attr:`resume_matched` set (see :meth:`resumed`); until then the
        game shows its snapshot.  Nothing to do (True) for any other game.
        """
        pending = self._pending
        if pending is None:
            return True
        full = pending.history.advance(time.perf_counter() + seconds)
        if full is None:
            return False
        snapshot = pending.snapshot
        self.resume_matched = (
            full.state == snapshot.state
            and full.last_set_in_motion == snapshot.last_set_in_motion
            and full.last_action == snapshot.last_action
            and full.next_redo == snapshot.next_redo
        )
        front, self._front = self._front, None
        if front is not None and front._log:
            if self.resume_matched:
                full._graft(front, acted=self._front_acted)
            else:
                # The history is not where the snapshot said: the front's actions (journaled) replayed on it.
                full._redo_log(front._log)
                self.resume_matched = False
        self._initial, self._initial_settled, self._top = full._initial, full._initial_settled, full._top
        self._done, self._undone, self._events, self._log = full._done, full._undone, full._events, full._log
        self._computed = {}
        self._pending = None
        return True

    def _graft(self, front: Game, *, acted: bool) -> None:
        """Carry ``front``'s actions onto this game, which stands where it began.

        The front's own objects are kept (its states, events and actions: a
        phone's events keep their origin).  ``acted``: the front took an
        action other than undo or redo, so this game's redo is gone.
        """
        done, ahead = self._done, front._done
        # The front's sims (the last scheme set in motion) start from none: from here, this game's.
        base = last = done.last_sim()
        for index, action in enumerate(ahead.actions):
            events = ahead.events_at(index)
            for event in events:
                if isinstance(event, SetInMotion):
                    last = event
            done.push(action, front._state_after(index), events, bool(ahead.settled[index]), last)
            self._events.extend(events)
        if acted:
            self._undone = [u if u.set_in_motion is not None else u._replace(set_in_motion=base) for u in front._undone]
        if ahead.actions:
            self._top = front._top
        self._computed = {}
        self._log.extend(front._log)

    def _redo_log(self, log: Sequence[Action]) -> None:
        """Apply ``log``, journaled already, dropping what is refused.

        As a lenient replay does.
        """
        for action in log:
            try:
                self.do(action)
            except IllegalActionError:
                continue

    # ----- reading ----------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The current state."""
        if self._pending is not None:
            return self._pending.snapshot.state if self._front is None else self._front._top
        return self._top

    @property
    def log(self) -> list[Action]:
        """Every action in the order the table took it.

        Undo and redo included (what the journal holds).
        """
        self.complete_history()
        return self._log

    @property
    def events(self) -> Sequence[Event]:
        """Events of the effective actions, oldest first (undone actions excluded).

        A read-only view kept up to date as actions are done and undone (O(1)
        to read, whatever the game's length).
        """
        self.complete_history()
        return self._events

    def latest_events(self) -> Iterator[Event]:
        """The events of the effective actions, newest first, as far as they are known.

        Lazy.  A :meth:`resumed` game whose history is pending knows only
        those of the actions taken since its snapshot, and does not wait for
        the rest.
        """
        if self._pending is not None:
            front = self._front
            return iter(()) if front is None else reversed(front._events)
        return reversed(self._events)

    @property
    def last_set_in_motion(self) -> SetInMotion | None:
        """The last :class:`SetInMotion` event among :attr:`events` (701.32a).

        Or ``None``; O(1) at any length.
        """
        if self._pending is not None:
            ahead = None if self._front is None else self._front._done.last_sim()
            return self._pending.snapshot.last_set_in_motion if ahead is None else ahead
        return self._done.last_sim()

    def recent(self) -> Iterator[tuple[Action, GameState]]:
        """The effective actions, newest first.

        Each with the state it was applied to (undone ones excluded).

        Lazy: a caller that stops after ``k`` actions reads ``k`` of them, and
        computes again at most the states since the checkpoint before them,
        whatever the game's length (the window asks what was done while the
        current question waits).
        """
        self.complete_history()
        actions = self._done.actions
        top = len(actions) - 1
        while top >= 0:
            base = _kept_before(top)
            # the states actions base+1 .. top were applied to
            befores = self._states_after(base, top - 1)
            for index in range(top, base, -1):
                yield actions[index], befores[index - 1 - base]
            top = base

    def _states_after(self, base: int, last: int) -> list[GameState]:
        """The states after the effective actions ``base`` .. ``last``.

        From the state kept at ``base`` (-1: the initial state), the others
        computed again by the rules (as :meth:`do` computed them).
        """
        done = self._done
        if base >= 0:
            state, settled = done.kept[base], bool(done.settled[base])
        else:
            state, settled = self._initial, self._initial_settled
        states = [state]
        for index in range(base + 1, last + 1):
            state, _, settled = apply_settled(state, done.actions[index], self.catalogue, settled=settled)
            states.append(state)
        return states

    def _state_after(self, index: int) -> GameState:
        """The state after effective action ``index`` (-1: the initial state).

        Computed again if not kept.
        """
        if index < 0:
            return self._initial
        done = self._done
        found = done.kept.get(index) or done.recent.get(index) or self._computed.get(index)
        if found is None:
            base = _kept_before(index)
            states = self._states_after(base, index)
            self._computed = {base + offset: state for offset, state in enumerate(states) if offset}
            found = self._computed[index]
        return found

    def applied(self) -> Iterator[tuple[Action, tuple[Event, ...]]]:
        """Every action whose effect the game holds, each with the events it caused.

        The effective ones oldest first, then the undone ones a redo would
        bring back (the events are the objects :meth:`do` returned, and those
        :attr:`events` and a redo hold).
        """
        self.complete_history()
        done = self._done
        for index, action in enumerate(done.actions):
            yield action, done.events_at(index)
        for applied in self._undone:
            yield applied.action, applied.events

    @property
    def can_undo(self) -> bool:
        """True when there is an action to undo."""
        return self.last_action is not None

    @property
    def can_redo(self) -> bool:
        """True when there is an undone action to redo."""
        return self.next_redo is not None

    @property
    def last_action(self) -> Action | None:
        """The action :meth:`undo` would undo, or ``None``."""
        if self._pending is not None:
            front = self._front
            return front._done.actions[-1] if front is not None and front._done else self._pending.snapshot.last_action
        actions = self._done.actions
        return actions[-1] if actions else None

    @property
    def next_redo(self) -> Action | None:
        """The action :meth:`redo` would redo, or ``None``."""
        if self._pending is not None:
            front = self._front
            if front is not None and front._undone:
                return front._undone[-1].action
            return None if self._front_acted else self._pending.snapshot.next_redo
        return self._undone[-1].action if self._undone else None

    # ----- changing ---------------------------------------------------------
    def do(self, action: Action) -> tuple[Event, ...]:
        """Apply ``action`` (undo and redo included); return its events.

        Raises :class:`IllegalActionError` and changes nothing when the action
        is not allowed (nothing is journaled then).

        A :meth:`resumed` game whose history is pending applies it on top of
        the snapshot's state, without waiting; an undo or a redo that needs
        the history rebuilds it first (:meth:`complete_history`).
        """
        if self._pending is not None:
            front = self._front_for(action)
            if front is None:
                self.complete_history()
            else:
                events = front.do(action)
                self._front_acted = self._front_acted or not isinstance(action, Undo | Redo)
                return events
        done = self._done
        if isinstance(action, Undo):
            if not done:
                raise IllegalActionError("nothing_to_undo")
            self._record(action)
            undone = done.pop(self._top)
            del self._events[len(self._events) - len(undone.events) :]
            self._undone.append(undone)
            self._top = self._state_after(len(done) - 1)
            return ()
        if isinstance(action, Redo):
            if not self._undone:
                raise IllegalActionError("nothing_to_redo")
            self._record(action)
            redone = self._undone.pop()
            self._computed.pop(len(done), None)
            done.push(redone.action, redone.state, redone.events, redone.settled, redone.set_in_motion)
            self._top = redone.state
            self._events.extend(redone.events)
            return redone.events
        settled = bool(done.settled[-1]) if done else self._initial_settled
        state, events, settled = apply_settled(self._top, action, self.catalogue, settled=settled)
        self._record(action)
        last = done.last_sim()
        for event in events:
            if isinstance(event, SetInMotion):
                last = event
        self._computed.pop(len(done), None)
        done.push(action, state, events, settled, last)
        self._top = state
        self._events.extend(events)
        self._undone.clear()
        return events

    def why_illegal(self, action: Action) -> IllegalActionError | None:
        """Why :meth:`do` would refuse ``action`` now.

        Or ``None`` (see :func:`archenemy.engine.rules.why_illegal`).
        """
        if self._pending is not None:
            if isinstance(action, Undo):
                return None if self.can_undo else IllegalActionError("nothing_to_undo")
            if isinstance(action, Redo):
                return None if self.can_redo else IllegalActionError("nothing_to_redo")
            return why_illegal(self.state, action, self.catalogue)
        if isinstance(action, Undo):
            return None if self._done else IllegalActionError("nothing_to_undo")
        if isinstance(action, Redo):
            return None if self._undone else IllegalActionError("nothing_to_redo")
        return why_illegal(self.state, action, self.catalogue)

    def do_all(self, actions: Iterable[Action]) -> None:
        """Apply each action in turn (see :meth:`do`)."""
        for action in actions:
            self.do(action)

    def undo(self) -> None:
        """Undo the last effective action.

        Raises :class:`IllegalActionError` if there is none.
        """
        self.do(Undo())

    def redo(self) -> None:
        """Redo the last undone action.

        Raises :class:`IllegalActionError` if there is none.
        """
        self.do(Redo())

    def _front_for(self, action: Action) -> Game | None:
        """The game ``action`` is done on while the history is pending.

        ``None``: it waits for the history.

        An undo or a redo of the front's own actions is done there; any
        other undo or redo needs the history.
        """
        front = self._front
        if isinstance(action, Undo):
            return front if front is not None and front._done else None
        if isinstance(action, Redo):
            return front if front is not None and front._undone else None
        if front is None:
            assert self._pending is not None
            front = self._front = Game.at(self.start, self.catalogue, self._pending.snapshot.state)
            # Journaled through this game's hook, as set when the action comes.
            front.on_action = self._record_ahead
        return front

    def _record_ahead(self, action: Action) -> None:
        if self.on_action is not None:
            self.on_action(action)

    def _record(self, action: Action) -> None:
        if self.on_action is not None:
            self.on_action(action)
        self._log.append(action)


def _kept_before(index: int) -> int:
    """The last effective action before ``index`` that keeps its state, or -1.

    Every :data:`CHECKPOINT`-th action keeps its state.
    """
    return index // CHECKPOINT * CHECKPOINT - 1


def replay_until_refused(
    start: GameStart,
    actions: Iterable[tuple[int, Action]],
    catalogue: Catalogue | None = None,
    *,
    version: int,
    current_version: int,
) -> tuple[Game, JournalError | None]:
    """Apply a journal's numbered actions until the rules refuse one.

    Never cut a game short silently.

    ``actions`` are ``(line, action)`` pairs as
    :class:`~archenemy.engine.journal.LoadedJournal` holds them; ``version`` is
    the file's format version (:func:`archenemy.engine.journal.header_version`)
    and ``current_version`` this code's.  Returns the game up to the line
    before the refused one, and ``None`` or the refusal: code
    ``rules_changed`` (params ``version``, ``cause``) when the file is older
    than these rules (a version-1 game the fixed rules replay
    differently, e.g. a departed Rumble player's scheme, CR 800.4a), else
    ``journal_invalid_action``.  Either way the caller keeps the file as it
    is and tells the table which line (:attr:`JournalError.line`).
    """
    game = Game(start, catalogue)
    for number, action in actions:
        try:
            game.do(action)
        except IllegalActionError as exc:
            if version < current_version:
                return game, JournalError("rules_changed", line=number, version=version, cause=exc)
            return game, JournalError("journal_invalid_action", line=number, cause=exc)
    return game, None


def shown_scheme(state: GameState, last: SetInMotion | None) -> tuple[FaceUpScheme | None, str | None]:
    """The scheme the table is looking at.

    And the last scheme set in motion (its id, or ``None``).

    A face-up scheme still to resolve comes first (904.10: it waits face up
    until the table is done with it); else the last scheme set in motion
    (701.32a) while it is still face up.  ``last`` is the game's last
    :class:`SetInMotion` event among its effective events
    (:attr:`Game.last_set_in_motion`, kept as actions are done and undone),
    or ``None``.  The window's large card and the phones' page show the same
    scheme.
    """
    last_uid, last_id = (last.card, last.scheme) if last is not None else (None, None)
    waiting = [f for f in state.face_up() if not f.resolved]
    if waiting:
        return waiting[-1], last_id
    for face in state.face_up():
        if face.uid == last_uid:
            return face, last_id
    return None, last_id
