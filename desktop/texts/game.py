"""Words for the game: steps, variants, sides, losses, outcomes, prompts.

Also the prompts' options, the log's events and the undo steps.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import (
    Action,
    Answer,
    ApplyEffect,
    ChangeCounter,
    ChangeLife,
    ChangePoison,
    ChangeTotals,
    CommanderDamage,
    Concede,
    NextStep,
    RecordChoice,
    ReportEvent,
    SetLife,
)
from ...engine.catalogue import Catalogue
from ...engine.events import (
    Abandoned,
    AbandonScheduled,
    Answered,
    CommanderDamageChanged,
    CounterAdded,
    Event,
    ExtraTurnAdded,
    GameOver,
    LifeChanged,
    NoSchemesThisTurn,
    PlayerLost,
    PoisonChanged,
    SchemeDamage,
    SchemeDeckEmpty,
    SetInMotion,
    ToBottom,
    TurnBegan,
)
from ...engine.model import HEROES, GameState, LossReason, Outcome, Prompt, Step, Termination
from ...engine.questions import Q_DAMAGE_ORDER
from ...engine.rules import COMMANDER_DAMAGE_LIMIT, POISON_LIMIT
from .core import INSTALLED, Words, fill
from .lasting import counted_question, lasting_event_text, order_option, order_question, own_commander_log
from .names import counter_name, role_in_sentence, side_name
from .planes import (
    planar_answer_text,
    planar_event_text,
    planar_option_text,
    planar_prompt_text,
    planar_step_text,
)
from .table_help import event_text_v2


def step_name(step: Step, words: Words = INSTALLED) -> str:
    """The step's name as players say it (CR 500–514)."""
    _tr = words.tr
    names = {
        Step.UNTAP: _tr("Steps", "Untap step"),
        Step.UPKEEP: _tr("Steps", "Upkeep"),
        Step.DRAW: _tr("Steps", "Draw step"),
        Step.PRECOMBAT_MAIN: _tr("Steps", "Precombat main phase"),
        Step.BEGINNING_OF_COMBAT: _tr("Steps", "Beginning of combat"),
        Step.DECLARE_ATTACKERS: _tr("Steps", "Declare attackers"),
        Step.DECLARE_BLOCKERS: _tr("Steps", "Declare blockers"),
        Step.COMBAT_DAMAGE: _tr("Steps", "Combat damage"),
        Step.END_OF_COMBAT: _tr("Steps", "End of combat"),
        Step.POSTCOMBAT_MAIN: _tr("Steps", "Postcombat main phase"),
        Step.END: _tr("Steps", "End step"),
        Step.CLEANUP: _tr("Steps", "Cleanup step"),
    }
    return names[step]


def loss_reason(reason: LossReason, words: Words = INSTALLED) -> str:
    """Why a player lost, short (CR 704.5a-c, 903.10a, 810.8a).

    "0 or less life": a total of −1 beside it is right.
    """
    _tr = words.tr
    return {
        LossReason.LIFE: _tr("Texts", "0 or less life"),
        LossReason.POISON: fill(_tr("Texts", "%1 poison counters"), POISON_LIMIT),
        LossReason.COMMANDER_DAMAGE: fill(_tr("Texts", "%1 combat damage from one commander"), COMMANDER_DAMAGE_LIMIT),
        LossReason.TEAM_LIFE: _tr("Texts", "the team's life reached 0"),
        LossReason.CONCEDED: _tr("Texts", "conceded"),
    }[reason]


def outcome_text(outcome: Outcome, words: Words = INSTALLED) -> str:
    """The announcement of a finished game."""
    _tr = words.tr
    if outcome.draw:
        return _tr("Texts", "The game is a draw: every remaining player lost at once.")
    if outcome.termination is Termination.ARCHENEMY_DEFEATED:
        return fill(_tr("Texts", "The heroes win! (%1)"), ", ".join(outcome.winners))
    return fill(_tr("Texts", "%1 wins!"), ", ".join(outcome.winners))


def option_text(prompt: Prompt, option: str, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """A prompt option as a button label."""
    _tr = words.tr
    if prompt.question == "reveal":
        return catalogue[option].name
    if prompt.question == Q_DAMAGE_ORDER:
        return order_option(prompt, option, words)
    planar = planar_option_text(prompt, option, catalogue)
    if planar is not None:
        return planar
    if option == "none":
        return _tr("Prompts", "Nobody")
    fixed = {
        "discard": _tr("Prompts", "Discard a card"),
        "pay_life": _tr("Prompts", "Pay 3 life"),
        "abandon": _tr("Prompts", "Abandon the scheme"),
    }
    return fixed.get(option, side_name(option, words))


def _team_question(question: str, words: Words = INSTALLED) -> str | None:
    """The question asked of the heroes' team as one subject, or ``None``.

    Its verb is plural.

    Used when the active side is the heroes' shared turn (CR 904.6): "Do the
    heroes sacrifice two creatures?", never "Does The heroes…".
    """
    _tr = words.tr
    return {
        "because-i-have-willed-it": _tr("Prompts", "How many spells did the heroes cast this turn?"),
        "bow-to-my-command": _tr("Prompts", "Do the heroes tap untapped creatures with total power 8 or greater?"),
        "my-forces-are-innumerable": _tr("Prompts", "Do the heroes sacrifice two creatures?"),
    }.get(question)


def _player_question(question: str, words: Words = INSTALLED) -> str | None:
    """The question's template, or ``None``.

    ``%1`` is the active player, ``%2`` the scheme's owner, ``%3`` the chosen one.
    """
    _tr = words.tr
    questions = {
        "because-i-have-willed-it": _tr("Prompts", "How many spells did %1 cast this turn?"),
        "bow-to-my-command": _tr("Prompts", "Does %1 tap untapped creatures with total power 8 or greater?"),
        "dark-wings-bring-your-downfall": _tr("Prompts", "How many creatures died under %2's control this turn?"),
        "fear-my-authority": _tr("Prompts", "%2: discard a card, pay 3 life, or abandon Fear My Authority?"),
        "i-am-duskmourn": _tr("Prompts", "Does %2 cast a spell from their hand without paying its mana cost?"),
        "i-am-untouchable": _tr("Prompts", "Was combat damage dealt to %2?"),
        "i-bask-in-your-silent-awe": _tr("Prompts", "Did any opponent of %2 cast a spell since %2's last turn ended?"),
        "i-know-all-i-see-all": _tr(
            "Prompts", "How many cards were put into %2's graveyard this turn (from anywhere)?"
        ),
        "imprison-this-insolent-wretch": _tr("Prompts", "Was %3 attacked this combat?"),
        "mine-is-the-only-truth": _tr("Prompts", "Did %2 draw a card last turn?"),
        "my-champion-stands-supreme": _tr("Prompts", "Did %2's commander leave the battlefield?"),
        "my-forces-are-innumerable": _tr("Prompts", "Does %1 sacrifice two creatures?"),
        "my-tendrils-run-deep": _tr("Prompts", "How many lands does %2 control?"),
        "my-undead-horde-awakens": _tr(
            "Prompts", "Did a creature put onto the battlefield with My Undead Horde Awakens die?"
        ),
        "nature-shields-its-own": _tr("Prompts", "How many creatures are attacking %2?"),
        "nothing-can-stop-me-now": _tr("Prompts", "How much damage has %2 been dealt this turn?"),
        "the-very-soil-shall-shake": _tr("Prompts", "Did a creature %2 controls die?"),
    }
    return questions.get(question)


def prompt_text(prompt: Prompt, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """The question a prompt asks the table, complete with names.

    Messages follow their subject: a player ("Does Ana sacrifice two
    creatures?") or the heroes' team on its shared turn ("Do the heroes
    sacrifice two creatures?"), in each language's grammar.
    """
    _tr = words.tr
    active_name = prompt.param("active") or ""
    active = side_name(active_name, words)
    owner = prompt.owner
    scheme = prompt_scheme_name(prompt, catalogue)
    q = prompt.question
    planar = planar_prompt_text(prompt, catalogue, words)
    if planar is not None:
        return planar
    if q == "resolve":
        return fill(_tr("Prompts", "Resolve “%1”, then press Done."), scheme)
    if q == "reveal":
        return fill(_tr("Prompts", "%1: which scheme did you reveal from the top of your scheme deck?"), owner)
    if q == "choose":
        role = prompt.param("role") or "chosen"
        # not "choose the chosen player": the player (or an opponent) chose
        if role == "chosen":
            return fill(_tr("Prompts", "“%1”: who is the chosen player?"), scheme)
        return fill(_tr("Prompts", "“%1”: choose %2."), scheme, role_in_sentence(role, words))
    if q == "my-laughter-echoes":
        other = catalogue[prompt.param("scheme") or ""].name
        return fill(_tr("Prompts", "My Laughter Echoes: abandon it to set “%1” in motion again?"), other)
    if q == Q_DAMAGE_ORDER:
        return order_question(prompt, scheme, words)
    if q == "nothing-can-stop-me-now" and prompt.param("counted"):
        return counted_question(prompt, words) or scheme
    if q == "your-inescapable-doom.tie":
        return fill(
            _tr(
                "Prompts",
                "Your Inescapable Doom deals %1 damage. Opponents are tied for the highest life total: %2, choose one.",
            ),
            prompt.param("damage"),
            owner,
        )
    template = (_team_question(q, words) if active_name == HEROES else None) or _player_question(q, words)
    if template is None:
        return scheme
    return fill(template, active, owner, prompt.param("chosen") or "")


def prompt_scheme_name(prompt: Prompt, catalogue: Catalogue) -> str:
    """The name of the scheme a prompt asks about ("" when none).

    In the catalogue's language.
    """
    scheme_id = prompt.scheme_id
    return catalogue[scheme_id].name if scheme_id is not None and scheme_id in catalogue else ""


def then_text(then: str | None, words: Words = INSTALLED) -> str:
    """The instruction shown when an abandoned scheme asks the table to do something."""
    _tr = words.tr
    return {
        "create_scarecrow": _tr("Texts", "Create a 4/4 colorless Scarecrow artifact creature token with vigilance."),
        "draw_two": _tr("Texts", "Draw two cards."),
        "copy_spell": _tr("Texts", "Copy that spell; you may choose new targets for the copy."),
    }.get(then or "", "")


def _answered_text(event: Answered, scheme: str, words: Words) -> str:
    """A yes/no answer's log line; ``""`` for Done and for other answers.

    Done says only that the table carried it out: the lines after it say
    what followed.
    """
    _tr = words.tr
    if event.done or not isinstance(event.value, bool):
        return ""
    if scheme:
        said = (
            _tr("Log", "“%1”: the table answered yes.") if event.value else _tr("Log", "“%1”: the table answered no.")
        )
        return fill(said, scheme)
    return _tr("Log", "The table answered yes.") if event.value else _tr("Log", "The table answered no.")


def event_text(event: Event, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """One line of the game log for a typed event, or ``""``.

    ``""`` for kinds the log does not show.

    Shown: turns, schemes set in motion, to the bottom, abandoned (and what
    follows), life, poison and commander damage changes (old → new), losses,
    doom counters and damage, extra turns, empty scheme decks and the end,
    and a yes/no question's answer ("No" changes nothing else: the log would
    not say the table answered).  Steps, other answers, reported events and
    conditions are visible elsewhere.
    """
    _tr = words.tr
    scheme_id = getattr(event, "scheme", None)
    scheme = catalogue[scheme_id].name if isinstance(scheme_id, str) and scheme_id in catalogue else ""
    # ColourChanged: a seat's colour corrected mid-game
    if event.kind == "colour_changed":
        return fill(_tr("Log", "%1's colour was corrected."), event.arg("player"))
    # PlayerRenamed: a name corrected mid-game
    if event.kind == "renamed":
        from .players import renamed_text

        return renamed_text(event, words) or ""
    if isinstance(event, TurnBegan):
        key = _tr("Log", "Turn %1: %2 (extra turn)") if event.extra else _tr("Log", "Turn %1: %2")
        return fill(key, event.turn, side_name(event.active, words))
    if isinstance(event, SetInMotion):
        if event.again:
            return fill(_tr("Log", "%1 sets “%2” in motion again."), event.owner, scheme)
        return fill(_tr("Log", "%1 sets “%2” in motion."), event.owner, scheme)
    if isinstance(event, ToBottom):
        return fill(_tr("Log", "“%1” goes to the bottom of the scheme deck."), scheme)
    if isinstance(event, Abandoned):
        text = fill(_tr("Log", "%1 abandons “%2”."), event.owner, scheme)
        return f"{text} {then_text(event.then, words)}".strip()
    if isinstance(event, Answered):
        return _answered_text(event, scheme, words)
    if isinstance(event, AbandonScheduled):
        return fill(_tr("Log", "“%1” will be abandoned at end of combat."), scheme)
    if isinstance(event, LifeChanged):
        who = _tr("Log", "The heroes' team") if event.team else event.player
        return fill(_tr("Log", "%1: life %2 → %3"), who, event.old, event.new)
    if isinstance(event, PoisonChanged):
        return fill(_tr("Log", "%1: poison %2 → %3"), event.player, event.old, event.new)
    if isinstance(event, CommanderDamageChanged) and event.commander == event.player:
        return own_commander_log(event.player, event.old, event.new, words)
    if isinstance(event, CommanderDamageChanged):
        template = _tr("Log", "%1: damage from %2's commander %3 → %4")
        return fill(template, event.player, event.commander, event.old, event.new)
    if isinstance(event, PlayerLost):
        return fill(_tr("Log", "%1 loses the game (%2)."), event.player, loss_reason(event.reason, words))
    if isinstance(event, CounterAdded):
        return fill(_tr("Log", "“%1” gets a doom counter (%2)."), scheme, event.counters)
    changed = lasting_event_text(event, scheme, words)
    if changed is not None:
        return changed
    if isinstance(event, SchemeDamage):
        return fill(_tr("Log", "“%1” deals %2 damage to %3."), scheme, event.amount, event.player)
    if isinstance(event, ExtraTurnAdded):
        return fill(_tr("Log", "%1 will take an extra turn."), event.player)
    if isinstance(event, NoSchemesThisTurn) and event.left:
        return fill(_tr("Log", "%1 has left the game: no scheme is set in motion this turn."), event.owner)
    if isinstance(event, NoSchemesThisTurn):
        return _tr("Log", "No scheme is set in motion this turn.")
    if isinstance(event, SchemeDeckEmpty):
        return fill(_tr("Log", "%1's scheme deck has no card to set in motion."), event.owner)
    if isinstance(event, GameOver):
        return _tr("Log", "The game is over.")
    planar = planar_event_text(event, catalogue, words)
    if planar is not None:
        return planar
    return event_text_v2(event, scheme, words)


def origin_text(player: str, words: Words = INSTALLED) -> str:
    """Where an action came from when not from the laptop.

    "from Ana's phone" (see ``Session.origin_of``).
    """
    _tr = words.tr
    return fill(_tr("Log", "from %1's phone"), player)


def turn_text(state: GameState, words: Words = INSTALLED) -> str:
    """ "Turn 3 · The heroes" for the turn bar.

    "Turn 8 · Cat (left the game)" when the player whose turn it is left during it (Supervillain Rumble: the
    turn goes on without them, 800.4j).
    """
    _tr = words.tr
    whose = side_name(state.active, words)
    if any(p.name == state.active and not p.alive for p in state.players):
        whose = fill(_tr("Texts", "%1 (left the game)"), whose)
    return fill(_tr("Texts", "Turn %1 · %2"), state.turn, whose)


def describe_actions(
    actions: Sequence[Action],
    catalogue: Catalogue,
    words: Words = INSTALLED,
    *,
    scheme: str | None = None,
    question: str | None = None,
    done: bool = False,
) -> str:
    """A short name for an undo step.

    "Hero 2 life −3", "Next step", "Answer to “Know Evil”"...

    ``scheme``: the id of the scheme, plane or phenomenon the step's answer
    was about, if any (an :class:`Answer` names only its prompt's number);
    ``question``: that question's key, ``done``: it was a Done (a planar
    answer's name: :func:`~.planes.planar_answer_text`).
    """
    _tr = words.tr
    if not actions:
        return ""
    changes = [a for a in actions if isinstance(a, ChangeLife)]
    if len(changes) == len(actions):
        players = {a.player for a in changes}
        total = sum(a.delta for a in changes)
        sign = "+" if total > 0 else "−"
        if len(players) == 1:
            return fill(_tr("Texts", "%1 life %2"), changes[0].player, f"{sign}{abs(total)}")
        return fill(_tr("Texts", "life of %1 players"), len(players))
    last = actions[-1]
    # SetColour: a seat's colour corrected
    if last.type == "colour":
        return fill(_tr("Texts", "%1 colour"), getattr(last, "player", ""))
    # Rename: a name corrected
    if last.type == "rename":
        from .players import rename_step_text

        return rename_step_text(last, words) or ""
    if isinstance(last, NextStep):
        return _tr("Texts", "Next step")
    if isinstance(last, Answer):
        if scheme is not None and scheme in catalogue:
            return fill(_tr("Texts", "Answer to “%1”"), catalogue[scheme].name)
        planar = planar_answer_text(last.value, catalogue, words, question=question, card=scheme, done=done)
        return planar or _tr("Texts", "Answer")
    if isinstance(last, ReportEvent):
        return _tr("Texts", "It happened")
    if isinstance(last, ChangePoison):
        return fill(_tr("Texts", "%1 poison"), last.player)
    if isinstance(last, CommanderDamage):
        return fill(_tr("Texts", "%1 commander damage"), last.player)
    if isinstance(last, Concede):
        return fill(_tr("Texts", "%1 concedes"), last.player)
    return _describe_v2(last, words)


def _describe_v2(last: Action, words: Words) -> str:
    """Undo-step names of the actions format version 2 added.

    Several totals, set life, a counter, a recorded choice.
    """
    _tr = words.tr
    if isinstance(last, ChangeTotals):
        return fill(_tr("Texts", "life of %1 players"), len(last.changes))
    if isinstance(last, SetLife):
        return fill(_tr("Texts", "%1 life = %2"), last.player, last.life)
    if isinstance(last, ChangeCounter):
        return fill(_tr("Texts", "%1 %2"), last.player, counter_name(last.counter, words))
    if isinstance(last, RecordChoice):
        return _tr("Texts", "Choice")
    if isinstance(last, ApplyEffect):
        return _tr("Texts", "Life change of a scheme")
    return planar_step_text(last, words) or ""
