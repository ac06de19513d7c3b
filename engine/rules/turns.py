"""Turn structure: steps and turns (CR 500–514), team turns, extra turns.

The heroes' shared team turn (805), extra turns (500.7).

A turn is the standard sequence of steps (:data:`~archenemy.engine.model.STANDARD_TURN`,
main phases counted as steps), minus the untap step of Time Bends to My Will's
extra turn, plus the additional combat and main phase Drench the Soil in Their
Blood inserts (500.8, :mod:`~archenemy.engine.rules.schemes`).  Turns pass in
the recorded rotation, the heroes taking one shared turn (805.2) outside
Supervillain Rumble; a pending extra turn is taken first, the most recent
first (500.7), and a side with nobody left in the game is skipped (800.4a);
a skipped player's "until your next turn" reminders end then (800.4m).  As a
step begins the archenemy sets a scheme in motion in their first precombat
main phase (904.9), ongoing schemes reach their abandonment checkpoints,
and the face-up planes' abilities at that step are carried out (901.7).
"""

from __future__ import annotations

from ..errors import IllegalActionError
from ..events import AbandonReason, ReminderExpired, StepBegan, TurnBegan
from ..model import HEROES, STANDARD_TURN, ExtraTurn, GameState, Step, replace
from .context import Ctx, update_face
from .ongoing import reach_checkpoints
from .planar_die import flux_turn_began
from .planar_steps import planar_step_began, planar_turn_began
from .schemes import abandon, begin_setting_in_motion


def next_step(ctx: Ctx) -> None:
    """The table moves on to the next step (500.1), or the next turn.

    The next turn after the last step (500.7, 805.3).

    Raises :class:`IllegalActionError` ``prompts_pending`` while a question
    waits (it must be answered first).
    """
    s = ctx.state
    if s.prompts:
        raise IllegalActionError("prompts_pending", count=len(s.prompts))
    if s.step_index + 1 < len(s.steps):
        ctx.state = replace(s, step_index=s.step_index + 1)
    else:
        _next_turn(ctx)
    _enter_step(ctx)


def _side_alive(state: GameState, side: str) -> bool:
    """True when ``side`` still has a player in the game.

    A player, or :data:`HEROES` for the heroes' shared turn (805.2).
    """
    if side == HEROES:
        return any(p.alive for p in state.players if p.team == HEROES)
    return state.player(side).alive


def _next_turn(ctx: Ctx) -> None:
    """Begin the next turn: a pending extra turn first (500.7).

    Else the next side in turn order.
    """
    s = ctx.state
    reminders = tuple(r for r in s.reminders if r.until != "end_of_turn")
    extra: ExtraTurn | None = None
    extras = list(s.extra_turns)
    while extras:
        candidate = extras.pop(0)
        if _side_alive(s, candidate.player):
            extra = candidate
            break
    # 800.4m: a departed player's "until your next turn" effects end when that turn would have begun.
    skipped = {t.player for t in s.extra_turns[: len(s.extra_turns) - len(extras) - (extra is not None)]}
    rotation_index = s.rotation_index
    if extra is not None:
        active = extra.player
    else:
        for _ in range(len(s.rotation)):
            rotation_index = (rotation_index + 1) % len(s.rotation)
            if _side_alive(s, s.rotation[rotation_index]):
                break
            skipped.add(s.rotation[rotation_index])
        active = s.rotation[rotation_index]
    steps = STANDARD_TURN
    if extra is not None and extra.skip_untap:
        steps = tuple(x for x in steps if x is not Step.UNTAP)
    expired = [r for r in reminders if r.until == "owner_next_turn" and (r.owner == active or r.owner in skipped)]
    ctx.state = replace(
        s,
        turn=s.turn + 1,
        active=active,
        steps=steps,
        step_index=0,
        rotation_index=rotation_index,
        extra_turns=tuple(extras),
        no_schemes_this_turn=bool(extra and extra.no_schemes),
        reminders=tuple(r for r in reminders if r not in expired),
        # "this turn" (Nothing Can Stop Me Now's count) starts again
        damage_taken=(),
    )
    ctx.emit(TurnBegan, active=active, extra=extra is not None)
    for r in expired:
        ctx.emit(ReminderExpired, scheme=r.scheme_id, owner=r.owner)
    planar_turn_began(ctx)
    flux_turn_began(ctx)


def _enter_step(ctx: Ctx) -> None:
    """What happens as a step begins.

    The first precombat main phase's scheme (904.9), delayed abandonments at end of combat, then the
    abandonment checkpoints in this step (:func:`~.ongoing.reach_checkpoints`).
    """
    s = ctx.state
    step = s.step
    ctx.emit(StepBegan)
    if step is Step.PRECOMBAT_MAIN and s.steps.index(Step.PRECOMBAT_MAIN) == s.step_index:
        begin_setting_in_motion(ctx)
    if step is Step.END_OF_COMBAT:
        for f in list(ctx.state.face_up()):
            if f.abandon_at_end_of_combat:
                abandon(ctx, f.uid, reason=AbandonReason.END_OF_COMBAT)
    # a combat's count of attackers ends with it
    if step not in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
        for f in list(ctx.state.face_up()):
            if f.no_attackers:
                update_face(ctx, replace(f, no_attackers=False))
    reach_checkpoints(ctx, step)
    planar_step_began(ctx)
