"""The planar die rolled: one die, or more under Probability Flux (CR 901.9).

The roll action (901.9, 116.2i): an active player, in a main phase of their
turn, with nothing waiting; its cost is the rolls that player took this turn
(901.12d: each hero of the team turn counts their own); a roll an effect
caused costs nothing and is not counted.  Blank: nothing (chaos under
Chaotic Aether); chaos: chaos ensues (311.7); Planeswalker: the planar
controller planeswalks (901.8; chaos instead under Fixed Point in Time).
Under Probability Flux ("until your next turn, if a player would roll one or
more dice, instead they roll that many dice plus one and ignore one") the
app's roll is two dice, and the roller says which one to keep.  Every face is
recorded in the action.
"""

from __future__ import annotations

from ..errors import IllegalActionError
from ..events import PlanarDiceRolled, PlanarDieRolled, PlanarEffectEnded
from ..model import HEROES, PromptKind, replace
from ..planar import FLUX, dice_to_roll, may_roll, planar_controller
from ..planar_cards import When, acts
from ..planar_values import DieFace, PlanarRoll
from ..questions import Q_FLUX
from .context import Ctx, require_alive
from .planar import chaos_ensues, planar_of, planeswalk, refuse_while_cards_revealed, run_acts
from .planar_effects import remind_at

__all__ = ["flux_turn_began", "kept_die", "roll_planar_dice", "roll_planar_die"]


def _faces(faces: tuple[str, ...]) -> list[DieFace]:
    """``faces`` as faces of the planar die; ``planar_face`` for one that is not."""
    try:
        return [DieFace(face) for face in faces]
    except ValueError:
        bad = next(f for f in faces if f not in set(DieFace))
        raise IllegalActionError("planar_face", face=bad) from None


def _count_roll(ctx: Ctx, player: str, *, caused: bool) -> int:
    """The roll action taken: checked, counted (901.9); the mana it cost.

    Raises :class:`IllegalActionError` ``no_planes``, ``player_left``,
    ``planar_roll_not_now`` (not an active player in a main phase with
    nothing waiting, for a roll the player chose to take) or
    ``prompts_pending`` (revealed cards wait).
    """
    planar = planar_of(ctx)
    require_alive(ctx.state, player)
    if not caused and not may_roll(ctx.state, player):
        raise IllegalActionError("planar_roll_not_now", player=player)
    refuse_while_cards_revealed(ctx)
    cost = 0 if caused else planar.rolls_of(player)
    if not caused:
        # In the order of each player's first roll this turn, never by name:
        # a renamed player keeps their place (the game is the same game).
        rolls = tuple({**dict(planar.rolls), player: cost + 1}.items())
        ctx.state = replace(ctx.state, planar=replace(planar, rolls=rolls))
    return cost


def roll_planar_die(ctx: Ctx, player: str, face: str, *, paper: bool, caused: bool) -> None:
    """``player`` rolled the planar die and it showed ``face`` (901.9).

    Raises as :func:`_count_roll`, ``planar_face``, and ``planar_dice``
    for the app's single die while Probability Flux makes a roll two dice
    (a paper roll is the die the table kept).
    """
    planar_of(ctx)
    (rolled,) = _faces((face,))
    if not paper and dice_to_roll(ctx.state) > 1:
        raise IllegalActionError("planar_dice", dice=1, wanted=dice_to_roll(ctx.state))
    cost = _count_roll(ctx, player, caused=caused)
    _resolve(ctx, player, rolled, cost, paper=paper, caused=caused)


def roll_planar_dice(ctx: Ctx, player: str, faces: tuple[str, ...], *, caused: bool) -> None:
    """``player`` rolled the planar die as two (or more) dice, under Probability Flux.

    One roll action (901.9: it costs and counts once).  Dice showing one
    face resolve as it; else the roller is asked which die to keep (a
    :data:`~archenemy.engine.questions.Q_FLUX` question, its options the
    faces rolled).  Raises as :func:`roll_planar_die`; ``planar_dice`` when
    ``faces`` are not as many dice as :func:`~archenemy.engine.planar.dice_to_roll` says.
    """
    planar_of(ctx)
    rolled = _faces(faces)
    wanted = dice_to_roll(ctx.state)
    if len(rolled) != wanted or wanted < 2:
        raise IllegalActionError("planar_dice", dice=len(rolled), wanted=wanted)
    cost = _count_roll(ctx, player, caused=caused)
    ctx.emit(PlanarDiceRolled, player=player, faces=tuple(f.value for f in rolled), cost=cost)
    options = tuple(dict.fromkeys(f.value for f in rolled))
    if len(options) == 1:
        _resolve(ctx, player, rolled[0], cost, paper=False, caused=caused)
        return
    params = (("player", player), ("cost", str(cost)), ("caused", "1" if caused else "0"))
    ctx.add_prompt(PromptKind.CHOICE, Q_FLUX, player, scheme_id=FLUX, options=options, params=params)


def kept_die(ctx: Ctx, player: str, face: str, cost: int, *, caused: bool) -> None:
    """The roller kept the die showing ``face`` (Probability Flux): the roll resolves."""
    _resolve(ctx, player, DieFace(face), cost, paper=False, caused=caused)


def _resolve(ctx: Ctx, player: str, rolled: DieFace, cost: int, *, paper: bool, caused: bool) -> None:
    """The roll's face counts: recorded as the last roll, then what it does."""
    planar = planar_of(ctx)
    result = rolled
    if rolled is DieFace.BLANK and planar.chaotic_aether:
        result = DieFace.CHAOS
    if rolled is DieFace.PLANESWALKER and planar.fixed_point is not None:
        result = DieFace.CHAOS
    roll = PlanarRoll(player, rolled, result, cost, paper, caused, ctx.state.turn)
    ctx.state = replace(ctx.state, planar=replace(planar, last_roll=roll))
    ctx.emit(
        PlanarDieRolled, player=player, face=rolled.value, result=result.value, cost=cost, paper=paper, caused=caused
    )
    # No Way Out: "Whenever you roll the planar die, manifest dread" (the planar controller's rolls, 901.6)
    if player == planar_controller(ctx.state):
        remind_at(ctx, planar_of(ctx).face_up, "roll", player)
    if result is DieFace.BLANK:
        rules = ctx.state.rules_version
        for plane in list(planar_of(ctx).face_up):
            run_acts(ctx, plane, acts(plane.plane_id, When.BLANK, rules))
    elif result is DieFace.CHAOS:
        chaos_ensues(ctx)
    else:
        controller = planar_controller(ctx.state)
        if controller is not None:
            planeswalk(ctx, controller, reason="die")


def flux_turn_began(ctx: Ctx) -> None:
    """A new turn: the planar effects lasting until their owner's next turn end.

    Probability Flux's; on the heroes' team turn a hero's (805).
    """
    s = ctx.state
    planar = s.planar
    if planar is None:
        return
    heroes = {p.name for p in s.players if p.team == HEROES}
    ending = [
        r
        for r in planar.reminders
        if r.until == "owner_next_turn" and (r.owner == s.active or (s.active == HEROES and r.owner in heroes))
    ]
    if not ending:
        return
    ctx.state = replace(s, planar=replace(planar, reminders=tuple(r for r in planar.reminders if r not in ending)))
    for r in ending:
        ctx.emit(PlanarEffectEnded, plane=r.plane_id, key=r.key)
