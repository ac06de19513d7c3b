"""The planar values a game state holds: decks, face-up planes, the die (CR 901).

Immutable values, as :mod:`archenemy.engine.model`'s, which holds a
:class:`PlanarState` in ``GameState.planar`` (``None`` in a game without
planes).  The questions asked of them are :mod:`archenemy.engine.planar`'s,
the rules that change them :mod:`archenemy.engine.rules.planar`'s.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator

import msgspec

#: The owner of the single communal planar deck's cards (901.15): no player.
COMMUNAL = ""


class DieFace(enum.StrEnum):
    """A face of the planar die (901.3a).

    One Planeswalker symbol, one chaos, four blank.
    """

    BLANK = "blank"
    CHAOS = "chaos"
    PLANESWALKER = "planeswalker"


#: The six faces of the planar die (901.3a, 107.11, 107.12).
DIE_FACES: tuple[DieFace, ...] = (
    DieFace.PLANESWALKER,
    DieFace.CHAOS,
    DieFace.BLANK,
    DieFace.BLANK,
    DieFace.BLANK,
    DieFace.BLANK,
)


class PlanarCard(msgspec.Struct, frozen=True):
    """One planar card: ``uid``.

    (unique in the game), its ``plane_id`` and ``owner`` (901.6).
    """

    uid: int
    plane_id: str
    owner: str


class FacePlane(msgspec.Struct, frozen=True):
    """A face-up plane or phenomenon in the command zone (901.4, 901.7).

    ``counters``: counters on it by name (scroll, flame, pressure...),
    sorted, zeros left out; a card turned face down loses them (311.6).
    ``arrived``: the turn it was planeswalked to (Unyaro's "this turn").
    """

    card: PlanarCard
    counters: tuple[tuple[str, int], ...] = ()
    arrived: int = 0

    @property
    def uid(self) -> int:
        """The card's uid."""
        return self.card.uid

    @property
    def plane_id(self) -> str:
        """The card's plane id."""
        return self.card.plane_id

    def counter(self, name: str) -> int:
        """How many ``name`` counters it has."""
        return dict(self.counters).get(name, 0)


class PlanarZone(msgspec.Struct, frozen=True):
    """A planar deck, top first (its order meaningless in physical mode)."""

    owner: str
    deck: tuple[PlanarCard, ...]


class PlanarRoll(msgspec.Struct, frozen=True):
    """A roll of the planar die.

    ``player`` rolled ``face``; ``result``: what it counted as (a blank as
    chaos under Chaotic Aether, a Planeswalker symbol as chaos under Fixed
    Point in Time); ``cost``: the mana it cost (901.9; 0 for a roll an
    effect caused); ``paper``: a paper die's roll entered at the table;
    ``turn``: the turn it was rolled on (a display says this turn's roll
    only).
    """

    player: str
    face: DieFace
    result: DieFace
    cost: int
    paper: bool = False
    caused: bool = False
    turn: int = 0


class PlanarReminder(msgspec.Struct, frozen=True):
    """An effect of a planar card shown until it ends.

    ``plane_id`` and ``key`` name it; ``owner``: its controller; ``until``:
    ``"planeswalk"`` (901.11: until a player planeswalks),
    ``"owner_next_turn"`` or ``"end_of_turn"``.
    """

    plane_id: str
    key: str
    owner: str
    until: str


class PlanarState(msgspec.Struct, frozen=True):
    """Where the planes stand.

    ``physical``: the table shuffles paper planes and says what it
    revealed (the decks' order is then meaningless); ``zones``: the planar decks; ``face_up``: the face-up planes (two after
    Spatial Merging, 901.11c) or the phenomenon being encountered;
    ``primary``: the heroes' planar controller on their team turn;
    ``rolls``: how many times each player took the roll action this turn
    (901.9), by name; ``last_roll``; ``reminders``: effects lasting "until a
    player planeswalks" and the like; ``chaotic_aether``: blank rolls are
    chaos until a player planeswalks away from a plane; ``fixed_point``: the
    controller of Fixed Point in Time until whose next turn a Planeswalker
    roll is chaos; ``revealed``: planar cards revealed by an effect (Stairs
    to Infinity, Pools of Becoming) still being shown; ``reversed_by``: the
    planar card whose ability last reversed the turn order (Time
    Distortion, Temple of Atropos), ``None`` while it is the normal one (a
    second reversal restores it).
    """

    physical: bool
    zones: tuple[PlanarZone, ...]
    face_up: tuple[FacePlane, ...] = ()
    primary: str | None = None
    rolls: tuple[tuple[str, int], ...] = ()
    last_roll: PlanarRoll | None = None
    reminders: tuple[PlanarReminder, ...] = ()
    chaotic_aether: bool = False
    fixed_point: str | None = None
    revealed: tuple[PlanarCard, ...] = ()
    next_uid: int = 1
    reversed_by: str | None = None

    @property
    def communal(self) -> bool:
        """True for the single communal planar deck (901.15)."""
        return len(self.zones) == 1 and self.zones[0].owner == COMMUNAL

    def zone(self, owner: str) -> PlanarZone | None:
        """The planar deck of ``owner`` (the communal one for everyone), or ``None``."""
        if self.communal:
            return self.zones[0]
        return next((z for z in self.zones if z.owner == owner), None)

    def rolls_of(self, player: str) -> int:
        """How many times ``player`` took the roll action this turn (901.9)."""
        return dict(self.rolls).get(player, 0)

    def cards(self) -> Iterator[PlanarCard]:
        """Every planar card still in the game: the decks, then the face-up ones."""
        for z in self.zones:
            yield from z.deck
        yield from (f.card for f in self.face_up)
