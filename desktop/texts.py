"""Render engine values (steps, prompts, events, outcomes) as text in the current language.

The engine stores ids, names and numbers only; this module is the one place
that turns them into words, through Qt's translation machinery
(``QCoreApplication.translate``), so the desktop and the command line speak
the same language and the game log changes language with the UI.  It needs
no QApplication: ``QCoreApplication.translate`` works with just the
translators installed (:mod:`archenemy.desktop.i18n`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.catalogue import Catalogue
from ..engine.model import HEROES, Event, GameState, LossReason, Outcome, Prompt, Step
from ..engine.variants import Variant


def _tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


def fill(template: str, *args: object) -> str:
    """Replace ``%1``, ``%2``... in a translated template (Qt's argument style)."""
    for index in range(len(args), 0, -1):
        template = template.replace(f"%{index}", str(args[index - 1]))
    return template


def step_name(step: Step) -> str:
    """The step's name as players say it (CR 500–514)."""
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


def variant_name(variant: Variant) -> str:
    """The variant's name (CR 904, 904.12, 904.13)."""
    return {
        Variant.ARCHENEMY: _tr("Variants", "Archenemy"),
        Variant.SUPERVILLAIN_RUMBLE: _tr("Variants", "Supervillain Rumble"),
        Variant.ARCHENEMY_COMMANDER: _tr("Variants", "Archenemy Commander"),
    }[variant]


def side_name(name: str) -> str:
    """A player's name, or "The heroes" for the team's shared turn."""
    return _tr("Texts", "The heroes") if name == HEROES else name


def loss_reason(reason: LossReason) -> str:
    """Why a player lost, short."""
    return {
        LossReason.LIFE: _tr("Texts", "0 life"),
        LossReason.POISON: _tr("Texts", "10 poison counters"),
        LossReason.COMMANDER_DAMAGE: _tr("Texts", "21 commander damage"),
        LossReason.TEAM_LIFE: _tr("Texts", "the team's life reached 0"),
        LossReason.CONCEDED: _tr("Texts", "conceded"),
    }[reason]


def outcome_text(outcome: Outcome) -> str:
    """The announcement of a finished game."""
    if outcome.draw:
        return _tr("Texts", "The game is a draw: every remaining player lost at once.")
    if outcome.reason == "archenemy_defeated":
        return fill(_tr("Texts", "The heroes win! (%1)"), ", ".join(outcome.winners))
    return fill(_tr("Texts", "%1 wins!"), ", ".join(outcome.winners))


def _role_name(role: str) -> str:
    return {
        "chosen": _tr("Prompts", "the chosen player"),
        "cant_attack": _tr("Prompts", "the opponent who can't attack with creatures"),
        "cant_cast_creature": _tr("Prompts", "the opponent who can't cast creature spells"),
        "cant_cast_noncreature": _tr("Prompts", "the opponent who can't cast noncreature spells"),
    }.get(role, role)


def role_name(role: str) -> str:
    """The name of a recorded choice's role (Know Evil's three targets...)."""
    return _role_name(role)


def option_text(prompt: Prompt, option: str, catalogue: Catalogue) -> str:
    """A prompt option as a button label."""
    if prompt.question == "reveal":
        return catalogue[option].name
    if option == "none":
        return _tr("Prompts", "Nobody")
    fixed = {
        "discard": _tr("Prompts", "Discard a card"),
        "pay_life": _tr("Prompts", "Pay 3 life"),
        "abandon": _tr("Prompts", "Abandon the scheme"),
    }
    return fixed.get(option, side_name(option))


def prompt_text(prompt: Prompt, catalogue: Catalogue) -> str:
    """The question a prompt asks the table, complete with names."""
    active = side_name(prompt.param("active") or "")
    owner = prompt.owner
    scheme = catalogue[prompt.scheme_id].name if prompt.scheme_id in catalogue else ""
    q = prompt.question
    if q == "resolve":
        return fill(_tr("Prompts", "Resolve “%1”, then press Done."), scheme)
    if q == "reveal":
        return fill(_tr("Prompts", "%1: which scheme did you reveal from the top of your scheme deck?"), owner)
    if q == "choose":
        return fill(_tr("Prompts", "“%1”: choose %2."), scheme, _role_name(prompt.param("role") or "chosen"))
    if q == "my-laughter-echoes":
        other = catalogue[prompt.param("scheme") or ""].name
        return fill(_tr("Prompts", "My Laughter Echoes: abandon it to set “%1” in motion again?"), other)
    if q == "your-inescapable-doom.tie":
        return fill(
            _tr(
                "Prompts",
                "Your Inescapable Doom deals %1 damage. Opponents are tied for the highest life total: %2, choose one.",
            ),
            prompt.param("damage"),
            owner,
        )
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
    template = questions.get(q)
    if template is None:
        return scheme
    return fill(template, active, owner, prompt.param("chosen") or "")


def then_text(then: str | None) -> str:
    """The instruction shown when an abandoned scheme asks the table to do something."""
    return {
        "create_scarecrow": _tr("Texts", "Create a 4/4 colorless Scarecrow artifact creature token with vigilance."),
        "draw_two": _tr("Texts", "Draw two cards."),
        "copy_spell": _tr("Texts", "Copy that spell; you may choose new targets for the copy."),
    }.get(then or "", "")


def event_text(event: Event, catalogue: Catalogue) -> str:
    """One line of the game log, or ``""`` for events the log does not show."""
    a = event.arg
    kind = event.kind
    scheme = catalogue[str(a("scheme"))].name if a("scheme") in catalogue else ""
    if kind == "turn":
        key = _tr("Log", "Turn %1: %2 (extra turn)") if a("extra") else _tr("Log", "Turn %1: %2")
        return fill(key, event.turn, side_name(str(a("active"))))
    if kind == "set_in_motion":
        if a("again"):
            return fill(_tr("Log", "%1 sets “%2” in motion again."), a("owner"), scheme)
        return fill(_tr("Log", "%1 sets “%2” in motion."), a("owner"), scheme)
    if kind == "to_bottom":
        return fill(_tr("Log", "“%1” goes to the bottom of the scheme deck."), scheme)
    if kind == "abandoned":
        text = fill(_tr("Log", "%1 abandons “%2”."), a("owner"), scheme)
        extra = then_text(a("then"))  # type: ignore[arg-type]
        return f"{text} {extra}".strip()
    if kind == "abandon_scheduled":
        return fill(_tr("Log", "“%1” will be abandoned at end of combat."), scheme)
    if kind == "life":
        who = _tr("Log", "The heroes' team") if a("team") else a("player")
        return fill(_tr("Log", "%1: life %2 → %3"), who, a("old"), a("new"))
    if kind == "poison":
        return fill(_tr("Log", "%1: poison %2 → %3"), a("player"), a("old"), a("new"))
    if kind == "commander_damage":
        return fill(
            _tr("Log", "%1: damage from %2's commander %3 → %4"), a("player"), a("commander"), a("old"), a("new")
        )
    if kind == "lost":
        return fill(_tr("Log", "%1 loses the game (%2)."), a("player"), loss_reason(LossReason(a("reason"))))
    if kind == "counter_added":
        return fill(_tr("Log", "“%1” gets a doom counter (%2)."), scheme, a("counters"))
    if kind == "scheme_damage":
        return fill(_tr("Log", "“%1” deals %2 damage to %3."), scheme, a("amount"), a("player"))
    if kind == "extra_turn":
        return fill(_tr("Log", "%1 will take an extra turn."), a("player"))
    if kind == "no_schemes_this_turn":
        return _tr("Log", "No scheme is set in motion this turn.")
    if kind == "scheme_deck_empty":
        return fill(_tr("Log", "%1's scheme deck has no card to set in motion."), a("owner"))
    if kind == "game_over":
        return _tr("Log", "The game is over.")
    return ""


def turn_text(state: GameState) -> str:
    """ "Turn 3 · The heroes" for the turn bar."""
    return fill(_tr("Texts", "Turn %1 · %2"), state.turn, side_name(state.active))


def describe_actions(actions: list, catalogue: Catalogue) -> str:
    """A short name for an undo step: "Hero 2 life −3", "Next step", "It happened: ..."."""
    from ..engine.actions import Answer, ChangeLife, ChangePoison, CommanderDamage, Concede, NextStep, ReportEvent

    if not actions:
        return ""
    if all(isinstance(a, ChangeLife) for a in actions):
        players = {a.player for a in actions}
        total = sum(a.delta for a in actions)
        sign = "+" if total > 0 else "−"
        if len(players) == 1:
            return fill(_tr("Texts", "%1 life %2"), actions[0].player, f"{sign}{abs(total)}")
        return fill(_tr("Texts", "life of %1 players"), len(players))
    last = actions[-1]
    if isinstance(last, NextStep):
        return _tr("Texts", "Next step")
    if isinstance(last, Answer):
        return _tr("Texts", "Answer")
    if isinstance(last, ReportEvent):
        return _tr("Texts", "It happened")
    if isinstance(last, ChangePoison):
        return fill(_tr("Texts", "%1 poison"), last.player)
    if isinstance(last, CommanderDamage):
        return fill(_tr("Texts", "%1 commander damage"), last.player)
    if isinstance(last, Concede):
        return fill(_tr("Texts", "%1 concedes"), last.player)
    return ""
