"""The planes at a new turn and a new step.

The rolls counted again each turn (901.9), Fixed Point in Time ending, The
Eon Fog's skipped untap step, and the face-up cards' abilities at the
beginning of upkeep, the end step and the main phases (their
:data:`~archenemy.engine.planar_cards.PLANAR_ACTS`, carried out by
:func:`~.planar.run_acts`).
"""

from __future__ import annotations

from ..events import PlanarEffect, PlanarEffectEnded
from ..model import HEROES, GameState, Step, replace
from ..planar_cards import Op, When, acts, has_act
from .context import Ctx
from .planar import run_acts

__all__ = ["planar_step_began", "planar_turn_began", "reset_rolls"]


def reset_rolls(state: GameState) -> GameState:
    """A new turn: nobody has rolled the planar die this turn (901.9)."""
    planar = state.planar
    if planar is None or not planar.rolls:
        return state
    return replace(state, planar=replace(planar, rolls=()))


def planar_turn_began(ctx: Ctx) -> None:
    """A new turn: the rolls counted again (901.9).

    Fixed Point in Time ends at its controller's turn.

    The Eon Fog: the turn has no untap step ("Players skip their untap steps").
    """
    planar = ctx.state.planar
    if planar is None:
        return
    s = ctx.state
    fixed = planar.fixed_point
    if fixed is not None and (fixed == s.active or (s.active == HEROES and fixed in _heroes(s))):
        planar = replace(planar, fixed_point=None)
        ctx.emit(PlanarEffectEnded, plane="fixed-point-in-time", key="fixed_point")
    ctx.state = replace(s, planar=replace(planar, rolls=()))
    if any(has_act(f.plane_id, Op.SKIP_UNTAP) for f in planar.face_up) and Step.UNTAP in ctx.state.steps:
        ctx.state = replace(ctx.state, steps=tuple(x for x in ctx.state.steps if x is not Step.UNTAP))
        ctx.emit(PlanarEffect, plane="the-eon-fog", key="skip_untap", player=ctx.state.active)


def _heroes(state: GameState) -> list[str]:
    """The heroes' names (805)."""
    return [p.name for p in state.players if p.team == HEROES]


def planar_step_began(ctx: Ctx) -> None:
    """The planar controller's abilities at the beginning of this step.

    (upkeep, end step, main phases).
    """
    planar = ctx.state.planar
    if planar is None or ctx.state.over:
        return
    s = ctx.state
    when = {Step.UPKEEP: When.UPKEEP, Step.END: When.END, Step.POSTCOMBAT_MAIN: When.POSTCOMBAT_MAIN}.get(s.step)
    if s.step is Step.PRECOMBAT_MAIN and s.steps.index(Step.PRECOMBAT_MAIN) == s.step_index:
        when = When.FIRST_MAIN
    if when is None:
        return
    for face in list(planar.face_up):
        todo = acts(face.plane_id, when)
        if face.plane_id == "unyaro" and face.arrived != s.turn:
            # "if you planeswalked to Unyaro this turn"
            todo = ()
        run_acts(ctx, face, todo)
