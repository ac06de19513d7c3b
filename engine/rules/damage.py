"""Damage the app deals and combat damage it records, through the lasting effects.

A scheme's ability deals damage (Your Inescapable Doom, the life effects the
app computes): each player's share is changed by the lasting effects in force
(:func:`~archenemy.engine.lasting.damage_changes`: replacement 614.1a,
prevention 615.1).  When more than one applies and their order changes the
damage, the affected player chooses the order (616.1, the question
:data:`~archenemy.engine.questions.Q_DAMAGE_ORDER`, journaled as its answer);
the damage waits in the state until every such order is chosen, then is dealt
at once: each player loses that much life (120.3a; the team's, 810.9) and the
damage is counted for the turn.  Combat damage the table records (a
commander's, 903.10a) is dealt already; it is counted and its triggers react
(:mod:`~archenemy.engine.rules.reactions`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import IllegalActionError
from ..events import PlaneDamage, SchemeDamage
from ..lasting import changed_damage, damage_changes, damage_orders, order_changes
from ..model import DamageHit, FaceUpScheme, PendingDamage, PromptKind, replace
from ..questions import Q_DAMAGE_ORDER
from .context import Ctx
from .players import change_life, commander_damage
from .reactions import damage_dealt


def deal_damage(ctx: Ctx, face: FaceUpScheme, hits: Sequence[tuple[str, int]]) -> None:
    """``face``'s ability deals each ``(player, amount)`` of ``hits`` at once.

    A share of 0 or less is no damage (120.8).  Each player whose share two
    or more lasting effects change, in orders that deal different damage, is
    asked the order (616.1); the damage then waits (:attr:`GameState.pending_damage`).
    Raises :class:`IllegalActionError` ``unknown_player``.
    """
    deal_damage_from(ctx, face.scheme_id, face.uid, face.card.owner, hits)


def deal_damage_from(
    ctx: Ctx, source_id: str, card: int, owner: str, hits: Sequence[tuple[str, int]], *, plane: bool = False
) -> None:
    """Card ``card`` (``source_id``.

    Controlled by ``owner``) deals ``hits`` at once, as :func:`deal_damage`.

    ``plane``: the source is a face-up planar card (901.7), its damage
    reported as :class:`~archenemy.engine.events.PlaneDamage`.
    """
    shares = []
    asks = []
    for player, amount in hits:
        if amount <= 0:
            continue
        orders = damage_orders(amount, damage_changes(ctx.state, owner, player))
        if len(orders) > 1:
            shares.append(DamageHit(player, amount))
            asks.append((player, amount, orders))
        else:
            shares.append(DamageHit(player, amount, orders[0].key if orders else ""))
    pending = PendingDamage(source_id, card, owner, tuple(shares), plane)
    if not asks:
        _deal(ctx, pending)
        return
    ctx.state = replace(ctx.state, pending_damage=pending)
    asked_before = len(ctx.state.prompts)
    for player, amount, orders in asks:
        ctx.add_prompt(
            PromptKind.CHOICE,
            Q_DAMAGE_ORDER,
            player,
            card_uid=card,
            scheme_id=source_id,
            options=tuple(order.key for order in orders),
            params=(("player", player), ("damage", str(amount))),
        )
    # The damage waits for these answers, and so does the scheme's Done: they come first.
    prompts = ctx.state.prompts
    ctx.state = ctx.state.with_prompts(prompts[asked_before:] + prompts[:asked_before])


def answer_order(ctx: Ctx, player: str, key: str) -> None:
    """``player`` chose the order ``key`` of the changes to their share.

    616.1; the damage is dealt once every order is chosen.

    Raises :class:`IllegalActionError` ``unknown_prompt`` when no damage waits.
    """
    pending = ctx.state.pending_damage
    if pending is None:
        raise IllegalActionError("unknown_prompt", prompt=0)
    hits = tuple(replace(h, order=key) if h.player == player and h.order is None else h for h in pending.hits)
    ctx.state = replace(ctx.state, pending_damage=replace(pending, hits=hits))
    settle_pending_damage(ctx)


def settle_pending_damage(ctx: Ctx) -> None:
    """Deal the waiting damage once no order question for it is left.

    A player who left before choosing is dealt nothing (800.4a: their
    question went with them); when the source's controller left, the
    ability left with them and deals nothing (800.4a).
    """
    pending = ctx.state.pending_damage
    if pending is None or any(p.question == Q_DAMAGE_ORDER for p in ctx.state.prompts):
        return
    ctx.state = replace(ctx.state, pending_damage=None)
    if not ctx.state.player(pending.owner).alive:
        return
    kept = tuple(h for h in pending.hits if h.order is not None and ctx.state.player(h.player).alive)
    _deal(ctx, replace(pending, hits=kept))


def _deal(ctx: Ctx, pending: PendingDamage) -> None:
    """Deal every share of ``pending`` in its order: life lost (120.3a), then counted."""
    for hit in pending.hits:
        changes = order_changes(hit.order or "")
        amount = changed_damage(hit.amount, changes)
        base = hit.amount if changes else None
        kinds = tuple(c.value for c in changes) if changes else ()
        if pending.plane:
            ctx.emit(PlaneDamage, plane=pending.scheme_id, player=hit.player, amount=amount, base=base, changes=kinds)
        else:
            ctx.emit(SchemeDamage, scheme=pending.scheme_id, player=hit.player, amount=amount, base=base, changes=kinds)
        if amount:
            change_life(ctx, hit.player, -amount)
            damage_dealt(ctx, hit.player, amount)


def record_commander_damage(ctx: Ctx, player: str, owner: str, amount: int) -> None:
    """``owner``'s commander dealt ``amount`` combat damage to ``player`` (903.10a).

    Recorded and lost as life (:func:`~archenemy.engine.rules.players.commander_damage`),
    then counted and reacted to as combat damage (120.3a): I Am Untouchable's
    "When combat damage is dealt to you" abandons it.  A correction (a
    negative amount) is no damage.  Raises as ``commander_damage``.
    """
    commander_damage(ctx, player, owner, amount)
    damage_dealt(ctx, player, amount, combat=True)
