"""The rules: ``apply(state, action) -> (state, events)``, a pure function.

Implements the turn structure (CR 500–514, shared team turns 805), setting
schemes in motion (904.9, 701.32), non-ongoing schemes going to the bottom
once resolved (904.10, 314.6), ongoing schemes staying face up until abandoned
(904.11, 701.33) with every abandonment trigger of
:mod:`archenemy.engine.triggers`, life, poison and commander damage
(704.5a, 704.5c, 903.10a, 810.8–810.9), and the game's outcome
(release notes "Winning the Game", 104.4a, 800.4).

Invalid actions raise :class:`~archenemy.engine.errors.IllegalActionError`
and leave the input state untouched (states are immutable).

This module is the front door: :func:`apply` hands each action to the rule
area it belongs to, then checks state-based actions.  The areas, each a
module of this package, import only areas listed below them (none imports
this module):

- ``turns``: steps and turns (500–514, 805, 500.7);
- ``life``: the life changes the app computes, applied (119, 120.3a);
- ``answers``: prompts answered, events reported, choices recorded (701.32b,
  701.33a, 904.10, 102.3);
- ``losses``: state-based actions and the outcome (704.3, 704.5, 810.8c,
  903.10a, 800.4a);
- ``ongoing``: abandonment checkpoints, Your Inescapable Doom, You Cannot
  Hide from Me (701.33, 904.11);
- ``choices``: the players a scheme set in motion chose or targeted (102.3);
- ``planar_steps``: the planes at a new turn and a new step (901.9);
- ``planar_die``: the roll of the planar die, one die or Probability
  Flux's several (901.9);
- ``planar``: planeswalking, phenomena and what each planar card does
  (901, 311, 312, 701.31, 704.6f);
- ``planar_effects``: No Way Out's dread counters and The Fertile Lands of
  Saulvinia's reveal (since rules version 7);
- ``planar_physical``: the cards a physical planar deck's table reveals
  for an ability, asked one at a time (901.11c);
- ``damage``: damage the app deals and combat damage it records, through
  the lasting effects (614.1a, 615.1, 616.1, 903.10a);
- ``reactions``: triggers on a recorded target or combat damage (603.2);
- ``schemes``: set in motion, resolved, to the bottom, abandoned (904.9,
  904.10, 701.32, 701.33a);
- ``players``: life, poison, counters, commander damage, colour, name
  (119, 122.1, 810.9, 903.10a);
- ``context``: the state one action is changing (:class:`~.context.Ctx`).

What the lasting effects in force do to these actions is
:mod:`archenemy.engine.lasting`'s model.

Also offered here under their old names: the loss limits, Fear My
Authority's payment, the question keys (:mod:`archenemy.engine.questions`),
:func:`choice_options` and :func:`reportable`.
"""

from __future__ import annotations

from typing import assert_never

from ..actions import (
    Action,
    Answer,
    ApplyEffect,
    ChangeCounter,
    ChangeLife,
    ChangePoison,
    ChangeTotals,
    ChaosEnsues,
    ChoosePlane,
    CommanderDamage,
    Concede,
    NextStep,
    Planeswalk,
    RecordChoice,
    Redo,
    Rename,
    ReportEvent,
    RollPlanarDice,
    RollPlanarDie,
    SetColour,
    SetLife,
    Undo,
)
from ..catalogue import Catalogue, load_catalogue
from ..errors import IllegalActionError
from ..events import Event
from ..model import GameState, LossReason
from ..questions import Q_CHOOSE, Q_DOOM_TIE, Q_ECHOES, Q_RESOLVE, Q_REVEAL
from .answers import FEAR_MY_AUTHORITY_LIFE, answer, choice_options, record_choice, report_event, reportable
from .context import Ctx, require_alive
from .damage import record_commander_damage
from .life import apply_effect
from .losses import COMMANDER_DAMAGE_LIMIT, POISON_LIMIT, check_state_based_actions, lose, sba_round
from .planar import chaos_action, choose_plane, planeswalk_action
from .planar_die import roll_planar_dice, roll_planar_die
from .players import (
    change_counter,
    change_life,
    change_poison,
    change_totals,
    rename_player,
    set_colour,
    set_life,
)
from .turns import next_step

__all__ = [
    "COMMANDER_DAMAGE_LIMIT",
    "FEAR_MY_AUTHORITY_LIFE",
    "POISON_LIMIT",
    "Q_CHOOSE",
    "Q_DOOM_TIE",
    "Q_ECHOES",
    "Q_RESOLVE",
    "Q_REVEAL",
    "apply",
    "apply_settled",
    "choice_options",
    "is_legal",
    "is_settled",
    "reportable",
    "why_illegal",
]


def apply(state: GameState, action: Action, catalogue: Catalogue | None = None) -> tuple[GameState, tuple[Event, ...]]:
    """Apply ``action`` to ``state``; return the new state and the events, in order.

    ``catalogue`` defaults to the English catalogue (only card flags are read).
    Raises :class:`IllegalActionError` for an action the state does not allow:
    any action once the game is over, advancing while a prompt waits, an
    unknown player, an answer the prompt does not offer.
    """
    new, events, _ = apply_settled(state, action, catalogue or load_catalogue())
    return new, events


def apply_settled(
    state: GameState, action: Action, catalogue: Catalogue | None = None, *, settled: bool = False
) -> tuple[GameState, tuple[Event, ...], bool]:
    """:func:`apply` for a caller that remembers which states are settled.

    Returns ``(state, events, settled)``.

    A state is *settled* when no state-based action applies to it and its
    Your Inescapable Doom choices are settled (704.3: checking changes
    nothing; :func:`is_settled`).  With ``settled=True`` the caller vouches
    that ``state`` is (it came out of this function with ``True``): the
    first check of 704.5a, 704.5c, 903.10a, 810.8c and the game's outcome
    then looks only at the players the action changed
    (:func:`archenemy.engine.rules.losses._losses_possible`), which gives the same result as checking
    everyone (``tests/engine/test_replay_fast_paths.py`` compares both over random
    games).  The returned flag says whether the new state is settled:
    ``False`` once the game is over.  ``catalogue``: ``None`` for the English
    one.  Raises as :func:`apply`.
    """
    if state.over:
        raise IllegalActionError("game_over")
    ctx = Ctx(state, catalogue if catalogue is not None else load_catalogue())
    _dispatch(ctx, action)
    now_settled = check_state_based_actions(ctx, state if settled else None)
    return ctx.state, tuple(ctx.events), now_settled


def _dispatch(ctx: Ctx, action: Action) -> None:
    """Hand ``action`` to the rule area it belongs to; every action type is handled.

    A ``match`` over the closed :data:`~archenemy.engine.actions.Action`
    union ending in :func:`typing.assert_never`: an action type nobody
    handles is a type error (mypy), not a run-time refusal.  Undo and redo
    are the game's (:class:`~archenemy.engine.game.Game`), never the rules':
    ``unsupported_action``.
    """
    match action:
        case SetColour():
            set_colour(ctx, action.player, action.colour)
        case NextStep():
            next_step(ctx)
        case ChangeLife():
            require_alive(ctx.state, action.player)
            if action.delta == 0:
                raise IllegalActionError("zero_change", player=action.player)
            change_life(ctx, action.player, action.delta)
        case ChangePoison():
            change_poison(ctx, action.player, action.delta)
        case CommanderDamage():
            record_commander_damage(ctx, action.player, action.commander, action.amount)
        case Answer():
            answer(ctx, action.prompt, action.value)
        case ReportEvent():
            report_event(ctx, action.card)
        case Concede():
            require_alive(ctx.state, action.player)
            lose(ctx, action.player, LossReason.CONCEDED)
        case ChangeTotals():
            change_totals(ctx, action.changes)
        case SetLife():
            set_life(ctx, action.player, action.life)
        case ChangeCounter():
            change_counter(ctx, action.player, action.counter, action.delta)
        case RecordChoice():
            record_choice(ctx, action.card, action.role, action.value)
        case Rename():
            rename_player(ctx, action.player, action.name)
        case ApplyEffect():
            apply_effect(ctx, action.card, action.key, action.player, dict(action.numbers))
        case RollPlanarDie():
            roll_planar_die(ctx, action.player, action.face, paper=action.paper, caused=action.caused)
        case RollPlanarDice():
            roll_planar_dice(ctx, action.player, action.faces, caused=action.caused)
        case Planeswalk():
            planeswalk_action(ctx, action.player)
        case ChaosEnsues():
            chaos_action(ctx, action.player)
        case ChoosePlane():
            choose_plane(ctx, action.prompt, action.plane, action.bottom)
        case Undo() | Redo():
            raise IllegalActionError("unsupported_action", type=type(action).__name__)
        case _:
            assert_never(action)


def is_settled(state: GameState, catalogue: Catalogue | None = None) -> bool:
    """True when state-based actions (704.3) would change nothing in ``state``.

    And the game is not over.

    A :class:`~archenemy.engine.game.Game` asks this of its initial state
    once; every later state's answer comes from :func:`apply_settled`.
    """
    if state.over:
        return False
    ctx = Ctx(state, catalogue or load_catalogue())
    sba_round(ctx, full=True)
    return ctx.state is state or ctx.state == state


def why_illegal(state: GameState, action: Action, catalogue: Catalogue | None = None) -> IllegalActionError | None:
    """Why ``action`` cannot be applied to ``state`` now, or ``None`` when it can.

    The same rules as :func:`apply` (it is applied and the result dropped), so
    front ends ask the engine instead of copying a rule: a counter's "−1" is
    offered only while the total stays at 0 or more (704.5c, 903.10a), Next
    step only while no prompt waits.  Model: python-chess's
    ``Board.is_legal``.  Undo and redo are the game's business
    (:meth:`archenemy.engine.game.Game.why_illegal`).
    """
    try:
        apply(state, action, catalogue)
    except IllegalActionError as exc:
        return exc
    return None


def is_legal(state: GameState, action: Action, catalogue: Catalogue | None = None) -> bool:
    """True when :func:`apply` accepts ``action`` in ``state``.

    See :func:`why_illegal`.
    """
    return why_illegal(state, action, catalogue) is None
