"""Planar cards that change planeswalking and the deck (CR 311, 312, 701.31).

No Way Out's dread counters (it is turned face up with three; while it has
one, chaos ensues instead of a player planeswalking; each chaos removes
one) and The Fertile Lands of Saulvinia's chaos (reveal until a plane card,
chaos ensues on that plane, the revealed cards to the bottom); Probability
Flux is :mod:`.planar_die`'s.  Their acts are
:data:`~archenemy.engine.planar_cards.PLANAR_ACTS`' with ``since`` the
rules version :data:`~archenemy.engine.planar_cards.CARDS_SINCE`: a game
saved before replays as it was played.  The lines a plane triggers at a
moment of the planar game (No Way Out's roll, Sky Deck's planeswalks) are
reminded then (:func:`remind_at`).  :mod:`.planar` calls these, handing them its own functions (so this module
imports nothing of it).
"""

from __future__ import annotations

from collections.abc import Callable

from ..events import PlanarEffect, PlaneCounterRemoved, PlaneTriggered
from ..model import replace
from ..planar import planar_controller
from ..planar_cards import CARDS_SINCE, Op, When, acts, event_lines
from ..planar_values import FacePlane, PlanarCard
from ..planes import load_planes
from .context import Ctx

__all__ = ["planeswalk_replaced", "remind_at", "remove_counter", "reveal_chaos"]

# Fertile Lands revealing another inside its own reveal, at most this deep (as Pools of Becoming's)
REVEAL_NESTING = 8


def remove_counter(ctx: Ctx, face: FacePlane, name: str, amount: int) -> None:
    """Remove up to ``amount`` ``name`` counters from the face-up card ``face``."""
    planar = ctx.state.planar
    assert planar is not None
    current = next((f for f in planar.face_up if f.uid == face.uid), None)
    if current is None or current.counter(name) <= 0:
        return
    total = max(0, current.counter(name) - amount)
    counters = tuple(sorted((k, v) for k, v in {**dict(current.counters), name: total}.items() if v))
    new = replace(current, counters=counters)
    ctx.state = replace(
        ctx.state, planar=replace(planar, face_up=tuple(new if f.uid == face.uid else f for f in planar.face_up))
    )
    ctx.emit(PlaneCounterRemoved, plane=face.plane_id, counter=name, counters=total)


def planeswalk_replaced(ctx: Ctx, chaos: Callable[[Ctx], None]) -> bool:
    """No Way Out: a planeswalk while it has dread counters; chaos ensues instead.

    True when the planeswalk was replaced ("If a player would planeswalk
    while this plane has dread counters, chaos ensues instead."): chaos
    ensues (311.7, ``chaos``: :func:`~.planar.chaos_ensues`) and no card
    moves.
    """
    s = ctx.state
    planar = s.planar
    if planar is None or s.rules_version < CARDS_SINCE:
        return False
    for face in planar.face_up:
        for act in acts(face.plane_id, When.STATIC, s.rules_version):
            if act.op is Op.NO_PLANESWALK and face.counter(act.arg) > 0:
                ctx.emit(
                    PlanarEffect, plane=face.plane_id, key="planeswalk_replaced", player=planar_controller(s) or ""
                )
                chaos(ctx)
                return True
    return False


def reveal_chaos(
    ctx: Ctx,
    face: FacePlane,
    controller: str,
    *,
    chaos: Callable[[Ctx, tuple[FacePlane, ...]], None],
    reveal: Callable[[Ctx, str, FacePlane, tuple[PlanarCard, ...]], None],
) -> None:
    """The Fertile Lands of Saulvinia's chaos: reveal until a plane, chaos on it.

    "Reveal cards from the top of your planar deck until you reveal a plane
    card.  Chaos ensues on that plane.  Then put all cards revealed this way
    on the bottom of your planar deck in any order": the app puts them in
    the order revealed, as Pools of Becoming's.  The physical deck mode
    leaves it to the table (it reveals its paper cards); nothing happens
    with no plane card in the deck.  ``chaos`` and ``reveal``:
    :func:`~.planar.chaos_ensues` and :func:`~.planar.reveal_cards`.
    """
    planar = ctx.state.planar
    assert planar is not None
    zone = planar.zone(controller)
    if planar.physical or zone is None or ctx.pools_depth >= REVEAL_NESTING:
        return
    catalogue = load_planes()
    taken: list[PlanarCard] = []
    for card in zone.deck:
        taken.append(card)
        if not catalogue[card.plane_id].phenomenon:
            break
    else:
        return
    reveal(ctx, controller, face, tuple(taken))
    ctx.pools_depth += 1
    try:
        chaos(ctx, (FacePlane(taken[-1]),))
    finally:
        ctx.pools_depth -= 1
    planar = ctx.state.planar
    assert planar is not None
    zone = planar.zone(controller)
    if zone is None:
        return
    moved = tuple(c for c in taken if c in zone.deck)
    rest = tuple(c for c in zone.deck if c not in moved)
    zones = tuple(replace(z, deck=rest + moved) if z is zone else z for z in planar.zones)
    ctx.state = replace(ctx.state, planar=replace(planar, zones=zones))


def remind_at(ctx: Ctx, faces: tuple[FacePlane, ...], moment: str, controller: str | None) -> None:
    """Remind the lines of ``faces`` that trigger at ``moment``, one event each.

    A :class:`~archenemy.engine.events.PlaneTriggered` per line.

    ``moment``: ``roll`` (``controller`` rolled the planar die: No Way
    Out's manifest dread), ``to`` or ``away`` (``controller`` planeswalked
    to or away from the card, 701.31: Sky Deck's glass counter and its
    destruction).  The table carries them out; the app only says so, at the
    moment the card speaks of (``planar_cards.EVENT_LINES``).  Nothing
    without a controller.
    """
    if controller is None:
        return
    for face in faces:
        for line in event_lines(face.plane_id, moment):
            ctx.emit(
                PlaneTriggered, plane=face.plane_id, card=face.uid, line=line, controller=controller, moment=moment
            )
