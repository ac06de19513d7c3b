"""The story of a game, as values.

Who played, who won, how long, which schemes, life over the turns, and
in a game with planes the planes visited, the rolls and chaos
(:mod:`.planar_story`).

:func:`game_story` reads a replayed :class:`~archenemy.engine.game.Game` (and
the time stamps of its action lines, as the journal reader keeps them) and returns a
:class:`GameStory`: what the history index stores, what the
end-of-game view, Recent games and ``archenemy history`` show.  No words, no
I/O: names, ids, numbers and times only.

Times: the header's ``created`` is when the game started; action lines may
carry an ``at`` time stamp (``docs/journal-format.md``: the app stamps a line
when at least :data:`STAMP_SECONDS` passed since the last stamped one, and the
first line it writes to a file).  The game ended at its last stamp; it lasted
the time between ``created`` and that stamp less the pauses (gaps of more than
:data:`PAUSE_MINUTES` without a stamp: the game was closed, or nobody touched
it).  A journal without stamps (older versions) has no end time or length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

import msgspec

from .actions import Action, Redo, Undo
from .catalogue import Catalogue
from .events import Abandoned, PlayerRenamed, SetInMotion
from .header_notes import NightRef, deck_names_of, night_of
from .model import GameState
from .planar_story import PlanarStory, planar_story
from .variants import Variant

if TYPE_CHECKING:
    # Only named: a story is read from a game already replayed (the history's readers need no rules).
    from .game import Game

#: The format of ``created`` and of an action line's ``at``: local time with its UTC offset.
TIME_FORMAT = "%Y-%m-%dT%H:%M:%S%z"
#: The app stamps an action line when at least this many seconds passed since the last stamped line.
STAMP_SECONDS = 30
#: A gap between stamps longer than this many minutes is a pause, not play (see the module's docstring).
PAUSE_MINUTES = 30
#: The role of an archenemy (every player in Supervillain Rumble, 904.12b) and of a hero.
ARCHENEMY_ROLE = "archenemy"
HERO_ROLE = "hero"
#: The role of a player of Planechase alone (901.2): neither archenemy nor hero.
PLAYER_ROLE = "player"
ROLES = (ARCHENEMY_ROLE, HERO_ROLE, PLAYER_ROLE)


def role_of(is_archenemy: bool, variant: Variant) -> str:
    """A seat's role: archenemy, hero, or a player of Planechase alone."""
    if is_archenemy:
        return ARCHENEMY_ROLE
    return PLAYER_ROLE if variant.rules.planechase else HERO_ROLE


# A time exactly as the app writes it (``TIME_FORMAT``): ``datetime.fromisoformat`` reads it.
_APP_STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}")


def parse_time(value: object) -> datetime | None:
    """A header's ``created`` or a line's ``at`` as an aware datetime.

    Both are written in :data:`TIME_FORMAT`; anything else is ``None``.
    """
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        if _APP_STAMP.fullmatch(value):
            # what the app writes: read by the C parser, the same value as strptime's
            return datetime.fromisoformat(value)
        return datetime.strptime(value, TIME_FORMAT)
    except ValueError:
        return None


def played_minutes(started: datetime | None, stamps: Sequence[datetime]) -> int | None:
    """Minutes of play from ``started`` through ``stamps``.

    Pauses left out (``None`` without both).

    A gap of more than :data:`PAUSE_MINUTES` (or a clock that went back) counts
    as nothing.  Rounded to the nearest minute.
    """
    if started is None or not stamps:
        return None
    total = 0.0
    before = started
    for stamp in stamps:
        try:
            gap = (stamp - before).total_seconds()
        # naive and aware mixed: never from parse_time, kept safe
        except TypeError:
            return None
        if 0 <= gap <= PAUSE_MINUTES * 60:
            total += gap
        before = stamp
    return round(total / 60)


class StoryPlayer(msgspec.Struct, frozen=True):
    """A seat of the game.

    ``seat`` (1-based seating order), ``name`` and ``colour`` as at the end (a rename or
    colour correction applied), ``role`` (:data:`ARCHENEMY_ROLE`, :data:`HERO_ROLE`, or
    :data:`PLAYER_ROLE` in Planechase alone),
    ``team``, ``won``, and for an archenemy the scheme deck as set up (``deck``: scheme
    ids), its name as the header noted it (``deck_name``) and :func:`deck_key`.
    """

    seat: int
    name: str
    role: str
    team: str
    colour: str | None
    won: bool
    deck: tuple[str, ...] = ()
    deck_name: str | None = None
    deck_key: str | None = None


class SchemeSet(msgspec.Struct, frozen=True):
    """A scheme set in motion (701.32).

    On ``turn``, by the archenemy at ``seat``, card ``card``.
    """

    turn: int
    seat: int
    scheme: str
    card: int
    again: bool


class OngoingSpan(msgspec.Struct, frozen=True):
    """An ongoing scheme (CR 314.7) face up from one turn until another.

    From ``set_turn`` until ``abandoned_turn`` (701.33).

    ``abandoned_turn`` is ``None`` when it was still face up at the end.
    """

    card: int
    scheme: str
    seat: int
    set_turn: int
    abandoned_turn: int | None

    @property
    def turns_face_up(self) -> int | None:
        """Turns that began while it was face up.

        0: abandoned the turn it was set in motion; ``None``: never abandoned.
        """
        return None if self.abandoned_turn is None else self.abandoned_turn - self.set_turn


class LifeLine(msgspec.Struct, frozen=True):
    """One life total over the turns.

    A player's, or the heroes' shared one (``seat`` 0, ``team`` True).

    ``points[0]`` is the starting life total; ``points[t]`` the total at the
    end of turn ``t`` (the last one: when the game stopped).
    """

    seat: int
    team: bool
    points: tuple[int, ...]


class GameStory(msgspec.Struct, frozen=True):
    """A game from its journal: what the history keeps (see the module's docstring).

    ``over``: the game has an outcome; ``winners`` names (``()`` for a draw or
    a game still going on); ``reason`` the termination's value
    (``archenemy_defeated``...) or ``None``; ``turns`` the turn reached;
    ``actions`` the journal's action lines; ``started``/``ended`` aware
    datetimes or ``None``; ``minutes`` of play or ``None``; ``planar``
    the planes' story (:class:`~archenemy.engine.planar_story.PlanarStory`)
    or ``None`` for a game without planes.
    """

    variant: Variant
    started: datetime | None
    ended: datetime | None
    minutes: int | None
    night: NightRef | None
    players: tuple[StoryPlayer, ...]
    over: bool
    winners: tuple[str, ...]
    draw: bool
    reason: str | None
    turns: int
    actions: int
    set_in_motion: tuple[SchemeSet, ...]
    ongoing: tuple[OngoingSpan, ...]
    life: tuple[LifeLine, ...]
    planar: PlanarStory | None = None

    def player_at(self, seat: int) -> StoryPlayer:
        """The player at ``seat`` (1-based); raises :class:`IndexError`."""
        if seat < 1:
            raise IndexError(seat)
        return self.players[seat - 1]

    @property
    def archenemies(self) -> tuple[StoryPlayer, ...]:
        """The archenemy (every player in Supervillain Rumble)."""
        return tuple(p for p in self.players if p.role == ARCHENEMY_ROLE)


def deck_key(deck: Sequence[str], deck_name: str | None, catalogue: Catalogue) -> str:
    """A stable key that groups games played with the same scheme deck.

    ``precon:<id>`` when the deck holds exactly an official deck's cards;
    else ``named:<name>`` (casefolded) when the header noted its name; else
    ``list:<12 hex digits>`` of the sorted card list.
    """
    cards = sorted(deck)
    for precon in catalogue.precons:
        if sorted(precon.scheme_ids()) == cards:
            return f"precon:{precon.id}"
    if deck_name:
        return f"named:{deck_name.casefold()}"
    # only for a deck no official deck and no name tell: not on the app's start
    import hashlib

    digest = hashlib.sha1("\n".join(cards).encode("utf-8"), usedforsecurity=False).hexdigest()
    return f"list:{digest[:12]}"


def _states(game: Game) -> list[GameState]:
    """The state before the first action.

    Then after each effective action, oldest first.
    """
    before = [state for _, state in game.recent()]
    before.reverse()
    return [*before, game.state] if before else [game.state]


# A state's turn, every player's life total (``None``: no life of their own) and the team's.
_Totals = tuple[int, tuple[int | None, ...], int | None]


def _totals(state: GameState) -> _Totals:
    return state.turn, tuple(p.life for p in state.players), state.team_life


class LifeTrack:
    """The life totals after each effective action, followed as a game is replayed.

    Give :meth:`note` every action the game takes (undo and redo included,
    as :func:`~archenemy.engine.journal_reader.replay`'s ``after`` does) with
    the state it left; :meth:`lines` then gives what :func:`game_story`
    would compute again from the finished game (its :class:`LifeLine`), with
    no second replay.  Undone actions leave it as they leave the game.
    """

    __slots__ = ("done", "initial", "undone")

    def __init__(self, start: GameState) -> None:
        self.initial = _totals(start)
        self.done: list[_Totals] = []
        self.undone: list[_Totals] = []

    def note(self, action: Action, state: GameState) -> None:
        """The game took ``action`` and is now at ``state``."""
        if isinstance(action, Undo):
            self.undone.append(self.done.pop())
        elif isinstance(action, Redo):
            self.done.append(self.undone.pop())
        else:
            self.done.append(_totals(state))
            self.undone.clear()

    def lines(self) -> tuple[LifeLine, ...]:
        """Every life total at the start and at the end of each turn (:class:`LifeLine`)."""
        return _lines_of([self.initial, *self.done])


def _life_lines(game: Game) -> tuple[LifeLine, ...]:
    """Every life total at the start and at the end of each turn.

    See :class:`LifeLine`; the game's states computed again
    (:meth:`~archenemy.engine.game.Game.recent`).
    """
    return _lines_of([_totals(state) for state in _states(game)])


def _lines_of(states: Sequence[_Totals]) -> tuple[LifeLine, ...]:
    """The life lines of the states before the first action and after each one."""
    at_end: dict[int, _Totals] = {}
    for state in states:
        # the last state of each turn
        at_end[state[0]] = state
    first = states[0]
    snapshots = [first]
    current = first
    for turn in range(1, max(at_end) + 1):
        current = at_end.get(turn, current)
        snapshots.append(current)
    lines = [
        LifeLine(seat, False, tuple(_life(s, seat) for s in snapshots))
        for seat, life in enumerate(first[1], 1)
        if life is not None
    ]
    if first[2] is not None:
        lines.append(LifeLine(0, True, tuple(s[2] or 0 for s in snapshots)))
    return tuple(lines)


def _life(state: _Totals, seat: int) -> int:
    life = state[1][seat - 1]
    return life if life is not None else 0


def _schemes(game: Game, names: dict[str, int], catalogue: Catalogue) -> tuple[list[SchemeSet], list[OngoingSpan]]:
    """The schemes set in motion in order.

    And the ongoing ones' time face up (``names``: name → seat, kept current through
    renames).
    """
    sets: list[SchemeSet] = []
    open_spans: dict[int, OngoingSpan] = {}
    spans: list[OngoingSpan] = []
    for event in game.events:
        if isinstance(event, PlayerRenamed):
            names[event.new] = names.pop(event.old, 0)
        elif isinstance(event, SetInMotion):
            seat = names.get(event.owner, 0)
            sets.append(SchemeSet(event.turn, seat, event.scheme, event.card, event.again))
            scheme = catalogue.get(event.scheme)
            if scheme is not None and scheme.ongoing and event.card not in open_spans:
                open_spans[event.card] = OngoingSpan(event.card, event.scheme, seat, event.turn, None)
        elif isinstance(event, Abandoned) and event.card in open_spans:
            span = open_spans.pop(event.card)
            spans.append(OngoingSpan(span.card, span.scheme, span.seat, span.set_turn, event.turn))
    spans.extend(open_spans.values())
    spans.sort(key=lambda s: (s.set_turn, s.card))
    return sets, spans


def game_story(
    game: Game,
    stamps: Sequence[datetime] = (),
    *,
    actions: int | None = None,
    life: LifeTrack | None = None,
) -> GameStory:
    """The story of ``game``, replayed from its journal.

    Its action lines carried ``stamps``.

    ``actions``: the journal's action line count (default: ``len(game.log)``).
    ``life``: the life totals followed during that replay (else computed
    again from the game's checkpoints, a second replay's work).
    The start's ``created`` note gives :attr:`GameStory.started`.
    """
    catalogue = game.catalogue
    start = game.start
    state = game.state
    setup_players = start.setup.players
    names = {p.name: seat for seat, p in enumerate(setup_players, 1)}
    planar = planar_story(game.events, names, state)
    sets, spans = _schemes(game, names, catalogue)
    outcome = state.outcome
    winners = tuple(outcome.winners) if outcome is not None else ()
    deck_names = deck_names_of(start)
    players = []
    for seat, (setup, player) in enumerate(zip(setup_players, state.players, strict=True), 1):
        deck_name = deck_names.get(setup.name)
        players.append(
            StoryPlayer(
                seat=seat,
                name=player.name,
                role=role_of(player.is_archenemy, start.setup.variant),
                team=player.team,
                colour=player.colour,
                won=player.name in winners,
                deck=setup.deck,
                deck_name=deck_name,
                deck_key=deck_key(setup.deck, deck_name, catalogue) if setup.deck else None,
            )
        )
    started = parse_time(start.extra.get("created"))
    return GameStory(
        variant=start.setup.variant,
        started=started,
        ended=stamps[-1] if stamps else None,
        minutes=played_minutes(started, stamps),
        night=night_of(start),
        players=tuple(players),
        over=state.over,
        winners=winners,
        draw=bool(outcome is not None and outcome.draw),
        reason=outcome.reason if outcome is not None else None,
        turns=state.turn,
        actions=len(game.log) if actions is None else actions,
        set_in_motion=tuple(sets),
        ongoing=tuple(spans),
        life=life.lines() if life is not None else _life_lines(game),
        planar=planar,
    )
