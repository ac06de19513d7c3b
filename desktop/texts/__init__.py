"""The one place that turns the engine's codes and values into words.

In a given language.

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

Its modules: :mod:`.core` (``Words``, ``fill``), :mod:`.names` (what other
texts put in sentences), :mod:`.game` (steps, prompts, events, outcomes, undo
steps), :mod:`.table_help` (life effects, tokens, lasting effects), :mod:`.lasting` (what the lasting
effects do to the app's actions),
:mod:`.reminders` (the reminders at their step), :mod:`.errors` (every engine
code), :mod:`.decks` (deck problems), :mod:`.players` (default names, a
rename's words), :mod:`.history` (roles, a game's summary), :mod:`.images`
(the card images' status), :mod:`.planes` (the planar die, planeswalking,
the planar questions), :mod:`.keys` (key names) and :mod:`.numbers`
(numbers as QLocale writes them, without Qt).

Model: novelWriter's ``nwLabels`` and ``trConst`` tables
(``novelwriter/constants.py``).  Needs no QApplication: translation works with
a bare (or no) QCoreApplication.
"""

import importlib
from typing import TYPE_CHECKING, Any

# Loaded on first use (PEP 562): `archenemy history` and `stats` need a few of these words, not the
# engine's every message (texts.game, texts.errors import the rules).
_WHERE = {
    "INSTALLED": "core",
    "Words": "core",
    "choice_role_text": "names",
    "choice_value_text": "names",
    "counter_name": "names",
    "describe_actions": "game",
    "error_sentence": "errors",
    "error_text": "errors",
    "event_text": "game",
    "file_error_text": "errors",
    "escape_markup": "core",
    "fill": "core",
    "key_text": "keys",
    "life_effect_text": "table_help",
    "loss_reason": "game",
    "number_question": "table_help",
    "option_text": "game",
    "origin_text": "game",
    "outcome_text": "game",
    "own_commander_text": "lasting",
    "plane_counter_name": "names",
    "plane_reminder_text": "reminders",
    "problem_message": "decks",
    "prompt_text": "game",
    "reminder_lines": "table_help",
    "role_name": "names",
    "side_name": "names",
    "step_name": "game",
    "step_reminder_text": "reminders",
    "then_text": "game",
    "token_text": "table_help",
    "tokens_text": "table_help",
    "turn_text": "game",
    "variant_name": "names",
}

if TYPE_CHECKING:
    from .core import INSTALLED, Words, escape_markup, fill
    from .decks import problem_message
    from .errors import error_sentence, error_text, file_error_text
    from .game import (
        describe_actions,
        event_text,
        loss_reason,
        option_text,
        origin_text,
        outcome_text,
        prompt_text,
        step_name,
        then_text,
        turn_text,
    )
    from .keys import key_text
    from .lasting import own_commander_text
    from .names import (
        choice_role_text,
        choice_value_text,
        counter_name,
        plane_counter_name,
        role_name,
        side_name,
        variant_name,
    )
    from .reminders import plane_reminder_text, step_reminder_text
    from .table_help import (
        life_effect_text,
        number_question,
        reminder_lines,
        token_text,
        tokens_text,
    )


__all__ = [
    "INSTALLED",
    "Words",
    "choice_role_text",
    "choice_value_text",
    "counter_name",
    "plane_counter_name",
    "life_effect_text",
    "number_question",
    "reminder_lines",
    "plane_reminder_text",
    "step_reminder_text",
    "token_text",
    "tokens_text",
    "describe_actions",
    "error_sentence",
    "error_text",
    "file_error_text",
    "event_text",
    "escape_markup",
    "fill",
    "key_text",
    "loss_reason",
    "option_text",
    "origin_text",
    "outcome_text",
    "own_commander_text",
    "problem_message",
    "prompt_text",
    "role_name",
    "side_name",
    "step_name",
    "then_text",
    "turn_text",
    "variant_name",
]


def __getattr__(name: str) -> Any:
    """A name of :data:`__all__`, imported from its module when first asked for."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
