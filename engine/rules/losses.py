"""Losing and the game's end: state-based actions (704.3) and the outcome.

A player loses at 0 or less life (704.5a; a team at 0 shared life, 810.8c),
with ten or more poison counters (704.5c, 904.13c) or 21 combat damage from
one commander (903.10a), or by conceding (104.3a); a player who loses leaves
the game with what is theirs (800.4a).  The game is over when the archenemy or
every hero is out (the release notes' "Winning the Game"; everyone on the
winning team wins, even those who had lost), when nobody is left (104.4a), or
in Supervillain Rumble when one player is left (904.12).  Checked after every
action, repeatedly until nothing changes (704.3), with the questions whose
answer the rules fix settling between checks (a choice with one
option left, Your Inescapable Doom's tie down to one player).
"""

from __future__ import annotations

from ..events import GameOver, PlayerLost, PromptSettled, SettleReason
from ..model import GameState, LossReason, Outcome, Termination, replace
from ..questions import Q_CHOOSE, Q_DAMAGE_ORDER
from ..triggers import ABANDON_TRIGGERS
from .choices import settle_lone_choices
from .context import Ctx
from .damage import settle_pending_damage
from .ongoing import resume_waiting_dooms, settle_doom_ties
from .planar import check_phenomena, planar_departure

#: Poison counters that make a player lose (704.5c, 904.13c).
POISON_LIMIT = 10
#: Combat damage from one commander that makes a player lose (903.10a).
COMMANDER_DAMAGE_LIMIT = 21
#: Rounds of state-based actions and Your Inescapable Doom settling per action: each round
#: changes something (a loss, a doom resolving), so this only bounds a house deck of many Dooms.
_SBA_ROUNDS = 500


def lose(ctx: Ctx, name: str, reason: LossReason) -> None:
    """``name`` loses the game for ``reason`` and leaves it (104.3, 800.4a).

    Nothing when they already left.

    Their prompts go, nobody can choose them any more (a choice left with one
    option is then answered by :func:`sba_round`), a question asking them
    what they do now is answered "no" (:func:`_settle_questions_to`), and
    nothing of theirs is set in motion.  Raises :class:`IllegalActionError`
    ``unknown_player``.
    """
    player = ctx.state.player(name)
    if not player.alive:
        return
    ctx.state = ctx.state.with_player(replace(player, lost=reason))
    ctx.emit(PlayerLost, player=name, reason=reason)
    # 800.4a: a player who leaves takes their cards; their prompts go too.
    ctx.drop_prompts(lambda p: p.owner != name)
    pending = ctx.state.pending_damage
    if pending is not None and pending.owner == name:
        # The ability dealing it left with its controller (800.4a): no damage, no order to choose.
        ctx.state = replace(ctx.state, pending_damage=None)
        ctx.drop_prompts(lambda p: p.question != Q_DAMAGE_ORDER)
    _settle_questions_to(ctx, name)
    # Nor can they be chosen any more (a pending choice; Your Inescapable Doom's tie: settle_doom_ties).
    ctx.state = ctx.state.with_prompts(
        replace(p, options=tuple(o for o in p.options if o != name)) if p.question == Q_CHOOSE else p
        for p in ctx.state.prompts
    )
    zone = next((z for z in ctx.state.zones if z.owner == name), None)
    if zone is not None and zone.to_set:
        # 800.4a: nothing of theirs is set in motion any more (Plots That Span Centuries' rest).
        ctx.state = ctx.state.with_zone(replace(zone, to_set=0))
    planar_departure(ctx, name)


def _settle_questions_to(ctx: Ctx, name: str) -> None:
    """Questions asking ``name``, who just left, what they do now.

    Answered "no" at once (800.4a).

    Bow to My Command's "they may tap" and My Forces Are Innumerable's "they
    may sacrifice" on a Supervillain Rumble player's own end step ("Only that
    player may ...", rulings): a player who left controls nothing, so the
    scheme stays.  On the heroes' shared turn the other heroes still may.
    """
    for prompt in ctx.state.prompts:
        trigger = ABANDON_TRIGGERS.get(prompt.question)
        if trigger is None or not trigger.decided_by_active or prompt.param("active") != name:
            continue
        ctx.drop_prompts(lambda p, settled=prompt.id: p.id != settled)  # type: ignore[misc]
        ctx.emit(
            PromptSettled,
            question=prompt.question,
            scheme=prompt.scheme_id,
            card=prompt.card_uid,
            value=not trigger.abandon_if,
            reason=SettleReason.PLAYER_LEFT,
            player=name,
        )


def check_state_based_actions(ctx: Ctx, settled_before: GameState | None = None) -> bool:
    """704.3: check state-based actions until none applies.

    Between checks, questions the rules answer settle.

    A doom choice keeps only the tied players still in the game, and with one
    left is no choice; with none left it goes to the highest life among the
    opponents still in the game (asked again only if that is a tie); a choice
    of a player with one option left is answered with it
    (:func:`~archenemy.engine.rules.choices.settle_lone_choices`); and a doom
    waiting for another copy's choice resolves (its Oracle text: each copy
    chooses as it resolves).  ``settled_before``: the action's input state when it is
    known to be settled; the first round then skips the players' checks when
    the action changed nothing they read (:func:`_losses_possible`).
    Returns True when the result is settled (False once the game is over,
    or after :data:`_SBA_ROUNDS` rounds that each changed something).
    """
    full = settled_before is None or _losses_possible(settled_before, ctx.state)
    for _ in range(_SBA_ROUNDS):
        before = ctx.state
        if sba_round(ctx, full=full):
            return False
        if ctx.state is before or ctx.state == before:
            return True
        full = True
    return False


def sba_round(ctx: Ctx, *, full: bool) -> bool:
    """One round of :func:`check_state_based_actions`; True once over.

    The players' checks only when ``full``.

    The players' checks (704.5a, 704.5c, 903.10a, 810.8c) and the outcome,
    then Your Inescapable Doom's ties (:mod:`~archenemy.engine.rules.ongoing`),
    the choices with one option left, the damage whose orders are all chosen
    (:mod:`~archenemy.engine.rules.damage`) and the waiting doom copies
    settle, and a face-up phenomenon no longer waiting is planeswalked
    away from (704.6f).
    """
    if full:
        _state_based_actions_once(ctx)
        if ctx.state.over:
            return True
    settle_doom_ties(ctx)
    settle_lone_choices(ctx)
    settle_pending_damage(ctx)
    resume_waiting_dooms(ctx)
    check_phenomena(ctx)
    return False


def _losses_possible(before: GameState, after: GameState) -> bool:
    """False when no loss nor outcome can apply to ``after``.

    704.5a/704.5c/903.10a/810.8c and the outcome, given none applied to ``before``.

    ``before`` is settled: every player still in the game passed every check
    and nobody won.  The checks read, of each player, the life, poison,
    commander damage, whether they are still in the game, whether they are an
    archenemy and whether they share the team's life; and the team's life
    and the variant.  So it is enough to check the players the action
    replaced, as long as the team life and the variant are the same and no
    player left the game or changed role or life sharing; anything else is
    checked in full.  (Names are read only to make a player lose: a rename
    alone changes nothing here.)
    """
    if after.team_life != before.team_life or after.variant is not before.variant:
        return True
    old_players, new_players = before.players, after.players
    if new_players is old_players:
        return False
    if len(new_players) != len(old_players):
        return True
    for old, new in zip(old_players, new_players, strict=True):
        if new is old:
            continue
        if (
            new.lost is not old.lost
            or new.is_archenemy is not old.is_archenemy
            or (new.life is None) is not (old.life is None)
        ):
            return True
        if new.lost is None and (
            (new.life is not None and new.life <= 0)
            or new.poison >= POISON_LIMIT
            or any(d >= COMMANDER_DAMAGE_LIMIT for _, d in new.commander_damage)
        ):
            return True
    return False


def _state_based_actions_once(ctx: Ctx) -> None:
    """The players' checks once, then the outcome.

    704.5a (life), 704.5c/904.13c (poison), 903.10a (commander damage), 810.8c (team life).
    """
    s = ctx.state
    for p in s.players:
        if not p.alive:
            continue
        if p.life is not None and p.life <= 0:
            lose(ctx, p.name, LossReason.LIFE)
        elif p.poison >= POISON_LIMIT:
            lose(ctx, p.name, LossReason.POISON)
        elif any(d >= COMMANDER_DAMAGE_LIMIT for _, d in p.commander_damage):
            lose(ctx, p.name, LossReason.COMMANDER_DAMAGE)
    if s.team_life is not None and s.team_life <= 0:
        for p in ctx.state.players:
            if p.life is None and p.alive:
                lose(ctx, p.name, LossReason.TEAM_LIFE)
    _decide_outcome(ctx)


def _decide_outcome(ctx: Ctx) -> None:
    """The game ends when one side is left, or nobody (104.2a, 104.4a, 800.4).

    904.12: the last player standing.
    """
    s = ctx.state
    alive = [p for p in s.players if p.alive]
    outcome: Outcome | None = None
    if s.variant.rules.free_for_all:
        if len(alive) == 1:
            outcome = Outcome(Termination.LAST_PLAYER_STANDING, (alive[0].name,))
        elif not alive:
            outcome = Outcome(Termination.ALL_LOST, ())
    else:
        archenemy = s.archenemies[0]
        heroes = [p for p in s.players if not p.is_archenemy]
        if not archenemy.alive and not any(h.alive for h in heroes):
            outcome = Outcome(Termination.ALL_LOST, ())
        elif not archenemy.alive:
            # Release notes: "each member of that team wins, even those that had previously lost".
            outcome = Outcome(Termination.ARCHENEMY_DEFEATED, tuple(h.name for h in heroes))
        elif not any(h.alive for h in heroes):
            outcome = Outcome(Termination.HEROES_DEFEATED, (archenemy.name,))
    if outcome is not None:
        ctx.state = replace(s, outcome=outcome, prompts=())
        ctx.emit(GameOver, outcome=outcome)
