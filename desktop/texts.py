"""The one place that turns the engine's codes and values into words, in a given language.

The engine speaks only in codes and values: steps, prompts, typed events,
outcomes, error codes (:data:`archenemy.engine.errors.ERROR_CODES`) and deck
problems.  Every function here renders one of them for a :class:`Words`
(a language's Qt translation catalogue); the default, :data:`INSTALLED`,
speaks whatever language the application installed (the window's, switched at
run time by :func:`archenemy.desktop.i18n.install_language`), and
``Words.of("es")`` speaks Spanish whatever the window speaks, so two languages
can be served at once.  The window, the command line and any other screen use
these functions and nothing else to make words.

Placeholders follow Qt's ``arg()``: ``%1`` … ``%99`` are replaced in one pass
by :func:`fill`, so a player called ``Ana%1`` stays ``Ana%1``.

Model: novelWriter's ``nwLabels`` and ``trConst`` tables
(``novelwriter/constants.py``).  Needs no QApplication: translation works with
a bare (or no) QCoreApplication.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTranslator

from ..engine.actions import (
    Action,
    Answer,
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
from ..engine.catalogue import Catalogue
from ..engine.decks import DeckProblem
from ..engine.errors import ArchenemyError
from ..engine.events import (
    Abandoned,
    AbandonScheduled,
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
from ..engine.model import HEROES, GameState, LossReason, Outcome, Prompt, Step, Termination
from ..engine.rules import COMMANDER_DAMAGE_LIMIT, POISON_LIMIT
from ..engine.variants import Variant
from .i18n import load_app_translation, normalize_language

# The words of what the app computes for the table (module size): part of this renderer, re-exported.
from .texts_help import choice_role_text as choice_role_text
from .texts_help import choice_value_text as choice_value_text
from .texts_help import counter_name as counter_name
from .texts_help import error_template_v2, event_text_v2
from .texts_help import life_effect_text as life_effect_text
from .texts_help import number_question as number_question
from .texts_help import step_reminder_text as step_reminder_text
from .texts_help import token_text as token_text


class Words:
    """The words of one language: the app's Qt translations for it.

    ``Words.of(language)`` (``"en"``/``"es"``) reads the compiled catalogue
    ``archenemy_<language>.qm`` itself, independent of what the application
    installed; :data:`INSTALLED` follows the installed translators.  A
    missing catalogue gives the English source texts.
    """

    def __init__(self, language: str | None, translator: QTranslator | None = None, data: bytes = b"") -> None:
        self.language = language
        self._translator = translator
        self._data = data  # QTranslator.load(data) does not copy the bytes

    @classmethod
    @functools.cache
    def of(cls, language: str) -> Words:
        """The words of ``language`` (anything the app does not speak gives English). Cached per language."""
        language = normalize_language(language) or "en"
        translator, data = load_app_translation(language)
        return cls(language, translator, data)

    def tr(self, context: str, source: str, n: int = -1) -> str:
        """``source`` (English) of ``context`` in this language; ``%n`` becomes ``n`` when ``n >= 0``."""
        if self.language is None:
            return QCoreApplication.translate(context, source, None, n)
        text = self._translator.translate(context, source, None, n) if self._translator is not None else ""
        text = text or source
        return text.replace("%n", str(n)) if n >= 0 else text

    def __repr__(self) -> str:
        return f"Words({self.language or 'installed'!r})"


# The words of the language the application installed (the window's).
INSTALLED: Words = Words(None)

_PLACEHOLDER = re.compile(r"%([1-9][0-9]?)")


def fill(template: str, *args: object) -> str:
    """Replace ``%1`` … ``%99`` in ``template`` with ``args`` in one pass (Qt's ``arg()``).

    A placeholder without an argument is left as it is; text coming from an
    argument is never looked at again (a name ``"Ana%1"`` stays verbatim).
    """

    def one(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(args[index - 1]) if index <= len(args) else match.group(0)

    return _PLACEHOLDER.sub(one, template)


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


def variant_name(variant: Variant, words: Words = INSTALLED) -> str:
    """The variant's name (CR 904, 904.12, 904.13)."""
    _tr = words.tr
    return {
        Variant.ARCHENEMY: _tr("Variants", "Archenemy"),
        Variant.SUPERVILLAIN_RUMBLE: _tr("Variants", "Supervillain Rumble"),
        Variant.ARCHENEMY_COMMANDER: _tr("Variants", "Archenemy Commander"),
    }[variant]


def side_name(name: str, words: Words = INSTALLED) -> str:
    """A player's name, or "The heroes" for the team's shared turn."""
    _tr = words.tr
    return _tr("Texts", "The heroes") if name == HEROES else name


def loss_reason(reason: LossReason, words: Words = INSTALLED) -> str:
    """Why a player lost, short."""
    _tr = words.tr
    return {
        LossReason.LIFE: _tr("Texts", "0 life"),
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


def _role_name(role: str, words: Words = INSTALLED) -> str:
    _tr = words.tr
    return {
        "chosen": _tr("Prompts", "the chosen player"),
        "cant_attack": _tr("Prompts", "the opponent who can't attack with creatures"),
        "cant_cast_creature": _tr("Prompts", "the opponent who can't cast creature spells"),
        "cant_cast_noncreature": _tr("Prompts", "the opponent who can't cast noncreature spells"),
    }.get(role, role)


def role_name(role: str, words: Words = INSTALLED) -> str:
    """The name of a recorded choice's role (Know Evil's three targets...)."""
    _tr = words.tr
    return _role_name(role, words)


def option_text(prompt: Prompt, option: str, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """A prompt option as a button label."""
    _tr = words.tr
    if prompt.question == "reveal":
        return catalogue[option].name
    if option == "none":
        return _tr("Prompts", "Nobody")
    fixed = {
        "discard": _tr("Prompts", "Discard a card"),
        "pay_life": _tr("Prompts", "Pay 3 life"),
        "abandon": _tr("Prompts", "Abandon the scheme"),
    }
    return fixed.get(option, side_name(option, words))


def prompt_text(prompt: Prompt, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """The question a prompt asks the table, complete with names."""
    _tr = words.tr
    active = side_name(prompt.param("active") or "", words)
    owner = prompt.owner
    scheme = catalogue[prompt.scheme_id].name if prompt.scheme_id is not None and prompt.scheme_id in catalogue else ""
    q = prompt.question
    if q == "resolve":
        return fill(_tr("Prompts", "Resolve “%1”, then press Done."), scheme)
    if q == "reveal":
        return fill(_tr("Prompts", "%1: which scheme did you reveal from the top of your scheme deck?"), owner)
    if q == "choose":
        return fill(_tr("Prompts", "“%1”: choose %2."), scheme, _role_name(prompt.param("role") or "chosen", words))
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


def then_text(then: str | None, words: Words = INSTALLED) -> str:
    """The instruction shown when an abandoned scheme asks the table to do something."""
    _tr = words.tr
    return {
        "create_scarecrow": _tr("Texts", "Create a 4/4 colorless Scarecrow artifact creature token with vigilance."),
        "draw_two": _tr("Texts", "Draw two cards."),
        "copy_spell": _tr("Texts", "Copy that spell; you may choose new targets for the copy."),
    }.get(then or "", "")


def event_text(event: Event, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """One line of the game log for a typed event, or ``""`` for kinds the log does not show.

    Shown: turns, schemes set in motion, to the bottom, abandoned (and what
    follows), life, poison and commander damage changes (old → new), losses,
    doom counters and damage, extra turns, empty scheme decks and the end.
    Steps, answers, reported events and conditions are visible elsewhere.
    """
    _tr = words.tr
    scheme_id = getattr(event, "scheme", None)
    scheme = catalogue[scheme_id].name if isinstance(scheme_id, str) and scheme_id in catalogue else ""
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
    if isinstance(event, AbandonScheduled):
        return fill(_tr("Log", "“%1” will be abandoned at end of combat."), scheme)
    if isinstance(event, LifeChanged):
        who = _tr("Log", "The heroes' team") if event.team else event.player
        return fill(_tr("Log", "%1: life %2 → %3"), who, event.old, event.new)
    if isinstance(event, PoisonChanged):
        return fill(_tr("Log", "%1: poison %2 → %3"), event.player, event.old, event.new)
    if isinstance(event, CommanderDamageChanged):
        template = _tr("Log", "%1: damage from %2's commander %3 → %4")
        return fill(template, event.player, event.commander, event.old, event.new)
    if isinstance(event, PlayerLost):
        return fill(_tr("Log", "%1 loses the game (%2)."), event.player, loss_reason(event.reason, words))
    if isinstance(event, CounterAdded):
        return fill(_tr("Log", "“%1” gets a doom counter (%2)."), scheme, event.counters)
    if isinstance(event, SchemeDamage):
        return fill(_tr("Log", "“%1” deals %2 damage to %3."), scheme, event.amount, event.player)
    if isinstance(event, ExtraTurnAdded):
        return fill(_tr("Log", "%1 will take an extra turn."), event.player)
    if isinstance(event, NoSchemesThisTurn):
        return _tr("Log", "No scheme is set in motion this turn.")
    if isinstance(event, SchemeDeckEmpty):
        return fill(_tr("Log", "%1's scheme deck has no card to set in motion."), event.owner)
    if isinstance(event, GameOver):
        return _tr("Log", "The game is over.")
    return event_text_v2(event, scheme, words)


def turn_text(state: GameState, words: Words = INSTALLED) -> str:
    """ "Turn 3 · The heroes" for the turn bar."""
    _tr = words.tr
    return fill(_tr("Texts", "Turn %1 · %2"), state.turn, side_name(state.active, words))


def describe_actions(actions: Sequence[Action], catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """A short name for an undo step: "Hero 2 life −3", "Next step", "It happened: ..."."""
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
    if isinstance(last, ChangeTotals):
        return fill(_tr("Texts", "life of %1 players"), len(last.changes))
    if isinstance(last, SetLife):
        return fill(_tr("Texts", "%1 life = %2"), last.player, last.life)
    if isinstance(last, ChangeCounter):
        return fill(_tr("Texts", "%1 %2"), last.player, counter_name(last.counter, words))
    if isinstance(last, RecordChoice):
        return _tr("Texts", "Choice")
    return ""


# --- deck problems (CR 904.3, 904.13d) ------------------------------------------


def _lines(problem: DeckProblem) -> str:
    return ", ".join(str(n) for n in problem.lines)


def _display_name(problem: DeckProblem, catalogue: Catalogue | None) -> str:
    """The scheme name to show: localized when the problem names a known scheme."""
    scheme_id = problem.args.get("scheme_id")
    if catalogue is not None and isinstance(scheme_id, str) and scheme_id in catalogue:
        return catalogue[scheme_id].name
    return problem.name or ""


def problem_message(problem: DeckProblem, catalogue: Catalogue | None = None, words: Words = INSTALLED) -> str:
    """Render a :class:`DeckProblem` (problem or warning) as one line of text.

    The text comes from Qt's translations (context ``DeckCheck``), so it is in
    the language of the installed translator (English without one).  Known
    schemes are named as in ``catalogue`` (its language); typed names as typed.
    Unknown codes render as ``code`` plus the line.  Never raises.
    """
    _tr = words.tr
    name = _display_name(problem, catalogue)
    code = problem.code
    args = problem.args
    several = len(problem.lines) > 1
    if code == "unknown_name":
        suggestion = args.get("suggestion")
        if suggestion:
            return fill(
                _tr("DeckCheck", "line %1: unknown scheme “%2”; did you mean “%3”?"),
                problem.line,
                name,
                suggestion,
            )
        return fill(_tr("DeckCheck", "line %1: unknown scheme “%2”"), problem.line, name)
    if code == "bad_count":
        if name:
            return fill(
                _tr(
                    "DeckCheck",
                    "line %1: “%2” is not a valid number of copies of “%3”; use a whole number of at least 1",
                ),
                problem.line,
                args.get("count", ""),
                name,
            )
        return fill(
            _tr(
                "DeckCheck",
                "line %1: “%2” is not a valid number of copies; use a whole number of at least 1",
            ),
            problem.line,
            args.get("count", ""),
        )
    if code == "missing_name":
        return fill(
            _tr("DeckCheck", "line %1: the count “%2” is not followed by a scheme name"),
            problem.line,
            args.get("count", ""),
        )
    if code == "too_many_copies":
        if args.get("maximum") == 1:
            if several:
                text = _tr(
                    "DeckCheck",
                    "lines %1: %2 copies of “%3”; each card must have a different English name",
                )
            else:
                text = _tr(
                    "DeckCheck",
                    "line %1: %2 copies of “%3”; each card must have a different English name",
                )
            return fill(text, _lines(problem), args.get("count"), name)
        if several:
            text = _tr("DeckCheck", "lines %1: %2 copies of “%3”; at most %4 with one English name are allowed")
        else:
            text = _tr("DeckCheck", "line %1: %2 copies of “%3”; at most %4 with one English name are allowed")
        return fill(text, _lines(problem), args.get("count"), name, args.get("maximum"))
    if code == "too_few_cards":
        if args.get("cards") == 1:
            return fill(
                _tr("DeckCheck", "deck has 1 card; at least %1 are needed"),
                args.get("minimum"),
            )
        return fill(
            _tr("DeckCheck", "deck has %1 cards; at least %2 are needed"),
            args.get("cards"),
            args.get("minimum"),
        )
    if code == "empty":
        return fill(
            _tr("DeckCheck", "the deck list names no schemes; at least %1 are needed"),
            args.get("minimum", ""),
        )
    if code == "needs_commander":
        if several:
            text = _tr(
                "DeckCheck",
                "lines %1: “%2” refers to your commander; it only works in an Archenemy Commander game",
            )
        else:
            text = _tr(
                "DeckCheck",
                "line %1: “%2” refers to your commander; it only works in an Archenemy Commander game",
            )
        return fill(text, _lines(problem), name)
    where = fill(_tr("DeckCheck", "line %1"), problem.line) if problem.line else ""
    return " ".join(part for part in (where, code, name) if part)


# --- engine errors -----------------------------------------------------------------


def error_text(error: ArchenemyError, catalogue: Catalogue | None = None, words: Words = INSTALLED) -> str:
    """The message of an engine error (its ``code`` and ``params``, :data:`~archenemy.engine.errors.ERROR_CODES`).

    Schemes are named as in ``catalogue`` (its language) when given, else by
    id.  A journal error names its line; a nested ``cause`` is rendered after
    its context.  An unknown code renders as the code itself.  Never raises.
    """
    _tr = words.tr
    params = error.params
    text = _error_template(error, words)
    if text is None:
        text = error.code
    values = [_error_value(params.get(key), catalogue, words) for key in _ERROR_ARGS.get(error.code, ())]
    text = fill(text, *values)
    cause = params.get("cause")
    if isinstance(cause, ArchenemyError):
        text = fill(_tr("Errors", "%1: %2"), text, error_text(cause, catalogue, words))
    line = getattr(error, "line", None)
    if isinstance(line, int):
        text = fill(_tr("Errors", "line %1: %2"), line, text)
    return text


def _error_value(value: object, catalogue: Catalogue | None, words: Words) -> str:
    if isinstance(value, tuple):
        return ", ".join(_error_value(v, catalogue, words) for v in value)
    if isinstance(value, str) and catalogue is not None and value in catalogue:
        return catalogue[value].name
    if isinstance(value, str):
        return side_name(value, words) if value == HEROES else value
    if value is None:
        return ""
    return str(value)


# The params of each code, in the order of the message's ``%1``, ``%2``...
_ERROR_ARGS: dict[str, tuple[str, ...]] = {
    "action_unknown_type": ("type",),
    "action_missing_field": ("type", "field"),
    "action_field_type": ("type", "field"),
    "unknown_scheme": ("name", "suggestion"),
    "deck_bad_count": ("scheme_id", "count"),
    "unknown_variant": ("text",),
    "player_count": ("minimum", "maximum", "count"),
    "no_name": ("seat",),
    "name_spaces": ("seat", "name"),
    "name_too_long": ("seat", "name", "maximum"),
    "name_twice": ("seat", "name"),
    "name_reserved": ("seat", "name"),
    "colour_format": ("seat", "name", "colour"),
    "needs_deck": ("seat", "name"),
    "hero_has_deck": ("seat", "name"),
    "unsupported_action": ("type",),
    "unknown_player": ("player",),
    "no_scheme_deck": ("player",),
    "unknown_prompt": ("prompt",),
    "not_face_up": ("card",),
    "player_left": ("player",),
    "zero_change": ("player",),
    "poison_below_zero": ("player", "value"),
    "own_commander": ("player",),
    "commander_damage_below_zero": ("player", "commander", "value"),
    "prompts_pending": ("count",),
    "answer_choice": ("options",),
    "choices_first": ("scheme",),
    "already_chosen": ("player", "scheme"),
    "cannot_pay_life": ("player", "amount"),
    "not_event_scheme": ("scheme",),
    "header_newer_version": ("version", "supported"),
    "header_variant": ("value",),
    "header_deck_mode": ("value",),
    "header_deck_order": ("player",),
    "header_starting_player": ("player",),
    "header_starting_player_hero": ("player", "archenemy"),
    "player_twice": ("player",),
    "counter_name": ("counter",),
    "counter_below_zero": ("player", "value", "counter"),
    "choice_role": ("scheme", "role"),
    "choice_value": ("scheme", "value", "options"),
    "rules_changed": ("version",),
}


def _error_template(error: ArchenemyError, words: Words) -> str | None:
    """The message template of ``error.code`` (``%1``... in the order of :data:`_ERROR_ARGS`), or ``None``."""
    _tr = words.tr
    return {
        "action_not_object": _tr("Errors", "an action must be a JSON object"),
        "action_unknown_type": _tr("Errors", "unknown action type “%1”"),
        "action_missing_field": _tr("Errors", "the action “%1” needs the field “%2”"),
        "action_field_type": _tr("Errors", "the action “%1” has a wrong value in the field “%2”"),
        "unknown_scheme": _tr("Errors", "unknown scheme “%1”; did you mean “%2”?")
        if error.params.get("suggestion")
        else _tr("Errors", "unknown scheme “%1”"),
        "deck_ids_not_text": _tr("Errors", "a deck list is written from scheme ids, not from text"),
        "deck_bad_count": _tr(
            "Errors", "“%2” is not a valid number of copies of “%1”; use a whole number of at least 1"
        ),
        "deck_not_text": _tr("Errors", "this file is not a text file (neither UTF-8 nor Windows-1252)"),
        "unknown_variant": _tr("Errors", "unknown variant “%1”: use archenemy, rumble or commander"),
        "player_count": _tr("Errors", "this variant needs %1 to %2 players, not %3"),
        "no_name": _tr("Errors", "seat %1 has no name"),
        "name_spaces": _tr("Errors", "seat %1: the name “%2” begins or ends with spaces"),
        "name_too_long": _tr("Errors", "seat %1: the name “%2” is longer than %3 characters"),
        "name_twice": _tr("Errors", "seat %1: the name “%2” is used twice"),
        "name_reserved": _tr("Errors", "seat %1: “%2” is reserved for the heroes' team"),
        "colour_format": _tr("Errors", "seat %1 (%2): the colour “%3” is not #rrggbb"),
        "needs_deck": _tr("Errors", "seat %1 (%2) needs a scheme deck"),
        "hero_has_deck": _tr("Errors", "seat %1 (%2) is a hero and has no scheme deck"),
        "game_over": _tr("Errors", "the game is over"),
        "nothing_to_undo": _tr("Errors", "there is nothing to undo"),
        "nothing_to_redo": _tr("Errors", "there is nothing to redo"),
        "unsupported_action": _tr("Errors", "the rules do not apply “%1” actions"),
        "unknown_player": _tr("Errors", "no player is called “%1”"),
        "no_scheme_deck": _tr("Errors", "%1 has no scheme deck"),
        "unknown_prompt": _tr("Errors", "question %1 is not waiting for an answer"),
        "not_face_up": _tr("Errors", "scheme card %1 is not face up"),
        "player_left": _tr("Errors", "%1 has left the game"),
        "zero_change": _tr("Errors", "a change for %1 needs an amount other than 0"),
        "poison_below_zero": _tr("Errors", "%1 cannot have %2 poison counters"),
        "commander_damage_off": _tr("Errors", "commander damage is tracked only in the Archenemy Commander option"),
        "own_commander": _tr("Errors", "damage from %1's own commander is not tracked"),
        "commander_damage_below_zero": _tr("Errors", "%1 cannot have taken %3 damage from %2's commander"),
        "prompts_pending": _tr("Errors", "answer the question first (%1 waiting)"),
        "answer_yes_no": _tr("Errors", "this question takes yes or no"),
        "answer_done": _tr("Errors", "this question takes only Done"),
        "answer_count": _tr("Errors", "this question takes a whole number, 0 or more"),
        "answer_choice": _tr("Errors", "this question takes one of: %1"),
        "choices_first": _tr("Errors", "make the choices of “%1” before marking it done"),
        "already_chosen": _tr("Errors", "%1 was already chosen for “%2”"),
        "cannot_pay_life": _tr("Errors", "%1 cannot pay %2 life (CR 119.4)"),
        "not_event_scheme": _tr("Errors", "“%1” is not abandoned by an event"),
        "journal_binary": _tr("Errors", "this file is not a saved game (it holds binary data)"),
        "journal_not_utf8": _tr("Errors", "this file is not a saved game (it is not UTF-8 text)"),
        "journal_empty": _tr("Errors", "this file is empty, not a saved game"),
        "not_a_journal": _tr("Errors", "this file is not an Archenemy Companion saved game"),
        "journal_unreadable_line": _tr("Errors", "this line is not readable JSON"),
        "journal_invalid_action": _tr("Errors", "invalid action"),
        "journal_after_bad_line": _tr("Errors", "dropped after a bad line"),
        "header_version": _tr("Errors", "the header's “version” is not a format version"),
        "header_newer_version": _tr(
            "Errors",
            "this saved game has format version %1, newer than this app reads (%2); update Archenemy Companion",
        ),
        "header_variant": _tr("Errors", "the header's variant %1 is unknown"),
        "header_deck_mode": _tr("Errors", "the header's deck mode %1 is unknown"),
        "header_players": _tr("Errors", "the header's “players” must be a list of names and decks"),
        "header_colour": _tr("Errors", "a player's colour must be text like #c0392b"),
        "header_scheme_decks": _tr("Errors", "the header's “scheme_decks” must map players to lists of scheme ids"),
        "header_starting_player_missing": _tr("Errors", "the header names no starting player"),
        "header_setup": _tr("Errors", "the header's set-up is invalid"),
        "header_deck_order": _tr("Errors", "the recorded scheme deck of %1 does not match their deck list"),
        "header_deck_owner": _tr("Errors", "the recorded scheme decks name a player who is not in the game"),
        "header_starting_player": _tr("Errors", "the starting player %1 is not in the game"),
    }.get(error.code) or error_template_v2(error, words)
