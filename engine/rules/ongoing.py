"""Ongoing schemes' abandonment at their checkpoints (CR 701.33, 904.11).

The triggers and the two that decide alone.

An ongoing scheme stays face up until an ability abandons it (701.33a).  What
each one waits for is data (:data:`~archenemy.engine.triggers.ABANDON_TRIGGERS`):
a checkpoint (a step, on whose turn) where the table answers a question, or an
event the table reports (:mod:`~archenemy.engine.rules.answers`).  Two decide
from tracked state and ask nothing: You Cannot Hide from Me (half the
starting life total, 810.9a under shared life) and Your Inescapable Doom (a
doom counter, then that much damage to the opponent with the highest life
total, a question only for a tie; each copy chooses as it resolves, and a
choice whose tied players left the game settles among those still in it,
800.4a, without a question once one is left).  Imprison This Insolent Wretch asks only on a turn its chosen player
can be attacked.
"""

from __future__ import annotations

from ..events import AbandonReason, ConditionMet, CounterAdded, DamageCounted, PromptSettled, SettleReason
from ..lasting import counts_damage
from ..model import HEROES, LASTING_EFFECTS_SINCE, FaceUpScheme, GameState, PromptKind, Step, replace
from ..questions import Q_DAMAGE_ORDER, Q_DOOM_TIE
from ..triggers import ABANDON_TRIGGERS, Whose
from .context import Ctx, update_face
from .damage import deal_damage
from .schemes import abandon

#: Per step, the schemes whose abandonment checkpoint is in it (what :func:`_checkpoint` would look at).
_CHECKPOINTS: dict[Step, frozenset[str]] = {
    step: frozenset(
        scheme for scheme, t in ABANDON_TRIGGERS.items() if t.checkpoint is not None and t.checkpoint.step is step
    )
    for step in {t.checkpoint.step for t in ABANDON_TRIGGERS.values() if t.checkpoint is not None}
}


def reach_checkpoints(ctx: Ctx, step: Step) -> None:
    """The step ``step`` began.

    Every ongoing scheme whose abandonment checkpoint is in it asks or decides (701.33).

    The active player's schemes first (active team first, 101.4); a player
    who left the game has none (800.4a).  A checkpoint asks a question
    (:data:`~archenemy.engine.triggers.ABANDON_TRIGGERS`) or decides from
    the state (You Cannot Hide from Me, Your Inescapable Doom).
    """
    asking = _CHECKPOINTS.get(step)
    if asking is None:
        # no scheme has a checkpoint in this step
        return
    zones = sorted(ctx.state.zones, key=lambda z: z.owner != ctx.state.active)
    # 603.4: an intervening "if" reads the game as the step begins, before the other triggers resolve.
    taken = dict(ctx.state.damage_taken)
    for zone in zones:
        if not ctx.state.player(zone.owner).alive:
            continue
        for f in zone.face_up:
            if f.ongoing and f.card.scheme_id in asking:
                _checkpoint(ctx, zone.owner, f, step, taken.get(zone.owner, 0))


def _checkpoint(ctx: Ctx, owner: str, face: FaceUpScheme, step: Step, taken: int = 0) -> None:
    """``owner``'s ``face`` at its checkpoint in ``step``.

    If it is this step and the right player's turn.

    ``taken``: the damage the app dealt or recorded to ``owner`` this turn
    as the step began.
    """
    trigger = ABANDON_TRIGGERS.get(face.scheme_id)
    if trigger is None or trigger.checkpoint is None or trigger.checkpoint.step is not step:
        return
    s = ctx.state
    whose = trigger.checkpoint.whose
    if whose is Whose.OWNER and s.active != owner:
        return
    if whose is Whose.OPPONENT and not s.is_opponents_turn(owner):
        return
    params: list[tuple[str, str]] = [("active", s.active)]
    if face.scheme_id == "your-inescapable-doom":
        _doom(ctx, owner, face)
        return
    if face.scheme_id == "you-cannot-hide-from-me":
        _cannot_hide(ctx, owner, face)
        return
    if face.scheme_id == "imprison-this-insolent-wretch":
        chosen = face.choice("chosen")
        # The chosen player can be attacked only on an opponent's turn of theirs, and only by an
        # active player still in the game (800.4a: a departed player's creatures left with them; 800.4j).
        departed = s.active != HEROES and not s.player(s.active).alive
        if chosen is None or departed or not s.player(chosen).alive or s.player(chosen).team == _active_team(s):
            return
        params.append(("chosen", chosen))
    if trigger.kind is None:
        return
    threshold = trigger.threshold
    if counts_damage(face.scheme_id) and ctx.state.rules_version >= LASTING_EFFECTS_SINCE and taken:
        assert threshold is not None
        if taken >= threshold:
            # "if you've been dealt 5 or more damage this turn": the app dealt or recorded that much itself.
            ctx.emit(DamageCounted, scheme=face.scheme_id, card=face.uid, player=owner, damage=taken)
            abandon(ctx, face.uid, reason=AbandonReason.CONDITION, then=trigger.then)
            return
        # The table counts only the damage the app did not deal or record.
        threshold -= taken
        params.append(("counted", str(taken)))
    ctx.add_prompt(
        trigger.kind,
        face.scheme_id,
        owner,
        card_uid=face.uid,
        scheme_id=face.scheme_id,
        options=trigger.options,
        threshold=threshold,
        params=tuple(params),
    )


def _active_team(state: GameState) -> str:
    """The team whose turn it is (:data:`HEROES` on the heroes' shared turn, 805.2)."""
    return HEROES if state.active == HEROES else state.player(state.active).team


def _cannot_hide(ctx: Ctx, owner: str, face: FaceUpScheme) -> None:
    """You Cannot Hide from Me.

    Decided from life totals, no question (810.9a under shared life).
    """
    s = ctx.state
    if s.active == HEROES:
        players = [p for p in s.players if p.team == HEROES and p.alive]
    else:
        players = [s.player(s.active)]
    for p in players:
        life, start = s.life_of(p.name), s.starting_life_of(p.name)
        if 2 * life < start:
            ctx.emit(ConditionMet, scheme=face.scheme_id, player=p.name, life=life, starting_life=start)
            abandon(ctx, face.uid, reason=AbandonReason.CONDITION)
            return


def _doom(ctx: Ctx, owner: str, face: FaceUpScheme) -> None:
    """Your Inescapable Doom's end-step ability.

    Resolve now, or wait while another copy's choice is pending.

    Each copy's ability chooses as it resolves (Oracle text: "the opponent
    with the highest life total"), so a second copy waits for the first
    copy's damage (:func:`resume_waiting_dooms`).
    """
    waiting = (
        ctx.state.pending_damage is not None
        or any(p.question == Q_DOOM_TIE for p in ctx.state.prompts)
        or any(f.doom_waiting for f in ctx.state.face_up())
    )
    if waiting:
        update_face(ctx, replace(face, doom_waiting=True))
        return
    _resolve_doom(ctx, owner, face)


def resume_waiting_dooms(ctx: Ctx) -> None:
    """Resolve the first waiting Your Inescapable Doom once nothing waits.

    No doom choice and no damage pending; one per call.

    A copy whose owner left the game stops waiting without resolving (800.4a).
    """
    if ctx.state.pending_damage is not None:
        return
    for prompt in ctx.state.prompts:
        if prompt.question in (Q_DOOM_TIE, Q_DAMAGE_ORDER):
            return
    waiting = next((f for z in ctx.state.zones for f in z.face_up if f.doom_waiting), None)
    if waiting is not None:
        face = replace(waiting, doom_waiting=False)
        update_face(ctx, face)
        if ctx.state.player(face.card.owner).alive:
            _resolve_doom(ctx, face.card.owner, face)


def settle_doom_ties(ctx: Ctx) -> None:
    """A doom choice whose tied players left settles among those in the game.

    800.4a; one left is no choice.

    Your Inescapable Doom: "If two or more players are tied for highest life
    total, you choose one."  The choice keeps the tied players still in the
    game; when one is left the damage goes to them at once, without a
    question (Hero 1 and Hero 2 tie at 20, Hero 1 concedes: Hero 2
    takes it).  When none of them is left, the damage goes to the opponent
    with the highest life total among those still in the game, asked again
    only if that is a new tie; with no opponent left, nothing (Hero 1 and
    Hero 2 tie and both concede: Hero 3 is dealt the damage).  A
    settled choice is told by :class:`~archenemy.engine.events.PromptSettled`.
    """
    for prompt in ctx.state.prompts:
        if prompt.question != Q_DOOM_TIE:
            continue
        remaining = tuple(o for o in prompt.options if ctx.state.player(o).alive)
        if remaining == prompt.options and len(remaining) >= 2:
            continue
        if not remaining:
            opponents = ctx.state.opponents(prompt.owner)
            best = max((ctx.state.life_of(p.name) for p in opponents), default=0)
            remaining = tuple(p.name for p in opponents if ctx.state.life_of(p.name) == best)
        if len(remaining) >= 2:
            ctx.state = ctx.state.with_prompts(
                replace(p, options=remaining) if p.id == prompt.id else p for p in ctx.state.prompts
            )
            continue
        ctx.drop_prompts(lambda p, drop=prompt.id: p.id != drop)  # type: ignore[misc]
        if remaining:
            _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
            ctx.emit(
                PromptSettled,
                question=Q_DOOM_TIE,
                scheme=face.scheme_id,
                card=face.uid,
                value=remaining[0],
                reason=SettleReason.ONLY_OPTION,
            )
            doom_damage(ctx, face, remaining[0])
        return


def _resolve_doom(ctx: Ctx, owner: str, face: FaceUpScheme) -> None:
    """Your Inescapable Doom: a doom counter, then that much damage.

    To the opponent with the highest life total.
    """
    face = replace(face, counters=face.counters + 1)
    update_face(ctx, face)
    ctx.emit(CounterAdded, scheme=face.scheme_id, card=face.uid, counters=face.counters)
    opponents = ctx.state.opponents(owner)
    if not opponents:
        return
    best = max(ctx.state.life_of(p.name) for p in opponents)
    tied = tuple(p.name for p in opponents if ctx.state.life_of(p.name) == best)
    if len(tied) == 1:
        doom_damage(ctx, face, tied[0])
    else:
        ctx.add_prompt(
            PromptKind.CHOICE,
            Q_DOOM_TIE,
            owner,
            card_uid=face.uid,
            scheme_id=face.scheme_id,
            options=tied,
            params=(("damage", str(face.counters)),),
        )


def doom_damage(ctx: Ctx, face: FaceUpScheme, target: str) -> None:
    """Your Inescapable Doom ``face`` deals its doom counters in damage to ``target``.

    The damage goes through the lasting effects
    (:func:`~archenemy.engine.rules.damage.deal_damage`: 614.1a, 615.1,
    616.1); ``target`` loses that much life (120.3a; a hero's loss comes off
    the team's shared life, 810.9).  Raises :class:`IllegalActionError`
    ``unknown_player``.
    """
    deal_damage(ctx, face, ((target, face.counters),))
