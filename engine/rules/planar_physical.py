"""The cards a physical planar deck's table reveals for an ability.

Spatial Merging, Stairs to Infinity and Pools of Becoming (since rules
version 7, :data:`~archenemy.engine.model.PHYSICAL_REVEALS_SINCE`).

In the physical planar deck mode the table holds its paper planar deck and
the app does not know its order: the ability's controller reveals the cards
themselves and the app asks which, one question
(:data:`~archenemy.engine.questions.Q_PLANAR_REVEAL`) a card, each naming
the cards answered before in its ``revealed`` parameter, so nothing waits
outside the question.  Spatial Merging asks for two plane cards (the
phenomena revealed on the way go to the bottom, as the card says: the
table puts them there), Stairs to Infinity for one card, Pools of Becoming
for three.  What the answers then do (two planes face up, 901.11c; "you may
put it on the bottom"; the revealed cards' chaos abilities) is
:mod:`.planar`'s.
"""

from __future__ import annotations

from ..model import Prompt, replace
from ..planar import reveal_options, reveal_prompt
from ..planar_cards import Op
from ..planar_values import FacePlane, PlanarCard
from .context import Ctx

__all__ = ["PHYSICAL_REVEALS", "ask_revealed", "next_revealed", "take_revealed"]

#: The abilities whose revealed cards the table names, and how many each reveals.
PHYSICAL_REVEALS: dict[Op, int] = {Op.SPATIAL_MERGING: 2, Op.STAIRS: 1, Op.POOLS: 3}


def ask_revealed(ctx: Ctx, controller: str, face: FacePlane, op: Op) -> bool:
    """Ask which card ``face``'s ability ``op`` revealed first.

    Spatial Merging asks among the planes only.  False when the planar
    deck holds no card to ask about (nothing revealed); True when asked.
    """
    planar = ctx.state.planar
    assert planar is not None
    planes_only = op is Op.SPATIAL_MERGING
    if not reveal_options(planar, controller, planes_only=planes_only):
        return False
    wanted = PHYSICAL_REVEALS[op]
    ctx.state = reveal_prompt(
        ctx.state, controller, by=face.plane_id, by_uid=face.uid, wanted=wanted, planes_only=planes_only
    )
    return True


def next_revealed(ctx: Ctx, prompt: Prompt, plane_id: str) -> tuple[str, ...] | None:
    """``plane_id`` answered ``prompt``: ask for the next card, or say all are in.

    Returns the plane ids revealed, in order, once the ability has all it
    wants (or the planar deck has no other card to give); ``None`` when it
    asked the next question.
    """
    planar = ctx.state.planar
    assert planar is not None
    revealed = revealed_before(prompt) + (plane_id,)
    wanted = int(prompt.param("wanted") or "1")
    planes_only = prompt.param("planes") == "1"
    owner = prompt.owner
    if len(revealed) >= wanted or not reveal_options(planar, owner, revealed, planes_only=planes_only):
        return revealed
    ctx.state = reveal_prompt(
        ctx.state,
        owner,
        by=prompt.param("by"),
        by_uid=prompt.card_uid,
        wanted=wanted,
        revealed=revealed,
        planes_only=planes_only,
    )
    return None


def revealed_before(prompt: Prompt) -> tuple[str, ...]:
    """The plane ids answered before ``prompt`` for the same ability."""
    return tuple(x for x in (prompt.param("revealed") or "").split(",") if x)


def take_revealed(ctx: Ctx, player: str, plane_ids: tuple[str, ...]) -> tuple[PlanarCard, ...]:
    """Take the cards ``plane_ids`` out of ``player``'s planar deck.

    One card each, in order; a plane id the deck no longer holds is skipped.
    """
    planar = ctx.state.planar
    assert planar is not None
    zone = planar.zone(player)
    if zone is None:
        return ()
    deck = list(zone.deck)
    taken: list[PlanarCard] = []
    for plane_id in plane_ids:
        card = next((c for c in deck if c.plane_id == plane_id), None)
        if card is not None:
            deck.remove(card)
            taken.append(card)
    zones = tuple(replace(z, deck=tuple(deck)) if z is zone else z for z in planar.zones)
    ctx.state = replace(ctx.state, planar=replace(planar, zones=zones))
    return tuple(taken)
