"""The planar part of a game's story: planes visited, rolls, chaos (CR 901).

:func:`planar_story` reads a replayed :class:`~archenemy.engine.game.Game`
with planes (Planechase alone, or planes added to another variant) and
returns a :class:`PlanarStory`: the planar cards face up in turn (the
starting plane, 103.7, then every planeswalk, 701.31, and phenomenon
encountered, 312.5; planes visited and phenomena counted apart),
every roll of the planar die (901.9) and every time chaos ensued (311.7).
:func:`~archenemy.engine.story.game_story` keeps it as
:attr:`~archenemy.engine.story.GameStory.planar`; the history index stores
it and Statistics counts the planes visited and the rolls.  No words, no
I/O: ids, seats and numbers only.  A seat is 1-based, 0 when no player is
named (the starting plane).
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from .events import ChaosEnsued, Event, PlanarDieRolled, Planeswalked, PlayerRenamed
from .model import GameState
from .planes import load_planes

__all__ = ["ChaosStory", "PlanarStory", "PlaneVisit", "RollStory", "is_phenomenon", "planar_story"]

#: The reason of the visit to the starting plane (103.7), which is no planeswalk.
START = "start"


class PlaneVisit(msgspec.Struct, frozen=True):
    """The planar card(s) face up from ``turn``: arrived at by ``seat``.

    ``planes``: plane ids (two after Spatial Merging, 901.11c);
    ``reason``: :data:`START` for the starting plane, else the
    :class:`~archenemy.engine.events.Planeswalked` reason (``die``,
    ``phenomenon``, ``left``, ``ability``).
    """

    turn: int
    seat: int
    planes: tuple[str, ...]
    reason: str


class RollStory(msgspec.Struct, frozen=True):
    """A roll of the planar die on ``turn`` by ``seat`` (901.9).

    ``result``: what it counted as (``blank``, ``chaos``, ``planeswalker``);
    ``cost``: the mana it cost; ``paper``: the table's own die.
    """

    turn: int
    seat: int
    result: str
    cost: int
    paper: bool


class ChaosStory(msgspec.Struct, frozen=True):
    """Chaos ensued for ``plane`` on ``turn``, controlled by ``seat`` (311.7)."""

    turn: int
    seat: int
    plane: str


class PlanarStory(msgspec.Struct, frozen=True):
    """What the planes did in a game (see the module's docstring)."""

    visits: tuple[PlaneVisit, ...] = ()
    rolls: tuple[RollStory, ...] = ()
    chaos: tuple[ChaosStory, ...] = ()

    @property
    def planeswalks(self) -> int:
        """How many times a player planeswalked (the starting plane is none)."""
        return sum(1 for visit in self.visits if visit.reason != START)

    @property
    def cards_face_up(self) -> tuple[str, ...]:
        """Every planar card that was face up, in the order first met, once each.

        Planes and phenomena alike: the history's tallies count each card.
        """
        return tuple(dict.fromkeys(plane for visit in self.visits for plane in visit.planes))

    @property
    def planes_visited(self) -> tuple[str, ...]:
        """The planes face up, in the order first visited, once each.

        A phenomenon is encountered, not visited (312.5, 704.6f): it is in
        :attr:`phenomena_encountered`.  An id the catalogue does not know
        counts as a plane.
        """
        return tuple(card for card in self.cards_face_up if not is_phenomenon(card))

    @property
    def phenomena_encountered(self) -> tuple[str, ...]:
        """The phenomena face up, in the order first encountered, once each (312.5)."""
        return tuple(card for card in self.cards_face_up if is_phenomenon(card))

    def results(self) -> dict[str, int]:
        """How many rolls counted as each result (only the results rolled)."""
        counts: dict[str, int] = {}
        for roll in self.rolls:
            counts[roll.result] = counts.get(roll.result, 0) + 1
        return counts


def is_phenomenon(card: str) -> bool:
    """True if the planar card with id ``card`` is a phenomenon (312).

    Read from the English catalogue (:func:`~.planes.load_planes`, cached);
    ``False`` for an id it does not know.
    """
    planes = load_planes()
    return card in planes and planes[card].phenomenon


def planar_story(events: Iterable[Event], seats: dict[str, int], state: GameState) -> PlanarStory | None:
    """The planar story of a game's ``events`` (``None`` for a game without planes).

    ``seats``: each player's name as set up → seat (kept current through
    renames here, on a copy); ``state``: the game's last state.  The
    starting plane is what the first planeswalk left (or, without one, what
    is face up at the end), unless the table named it (a physical deck's
    ``start`` planeswalk).
    """
    if state.planar is None:
        return None
    names = dict(seats)
    visits: list[PlaneVisit] = []
    rolls: list[RollStory] = []
    chaos: list[ChaosStory] = []
    for event in events:
        if isinstance(event, PlayerRenamed):
            names[event.new] = names.pop(event.old, 0)
        elif isinstance(event, Planeswalked):
            if not visits and event.reason != START and event.away:
                visits.append(PlaneVisit(1, 0, event.away, START))
            if event.to:
                visits.append(PlaneVisit(event.turn, names.get(event.player, 0), event.to, event.reason))
        elif isinstance(event, PlanarDieRolled):
            seat = names.get(event.player, 0)
            rolls.append(RollStory(event.turn, seat, event.result, event.cost, event.paper))
        elif isinstance(event, ChaosEnsued):
            chaos.append(ChaosStory(event.turn, names.get(event.controller, 0), event.plane))
    if not visits and state.planar.face_up:
        visits.append(PlaneVisit(1, 0, tuple(f.plane_id for f in state.planar.face_up), START))
    return PlanarStory(tuple(visits), tuple(rolls), tuple(chaos))
