"""The words of what the app computes for the table.

Part of :mod:`archenemy.desktop.texts`.

Life effects and the numbers they ask (:func:`archenemy.engine.effects.life_effects`),
token counts, reminders at their step, the log lines of player counters,
recorded choices and added combats, and their error messages (the names of
counters, roles and choices are :mod:`.names`').  Use them through
:mod:`archenemy.desktop.texts`, which re-exports the public ones.
"""

from __future__ import annotations

from ...engine.catalogue import Catalogue
from ...engine.effects import TIMES, LifeEffect, TokenCount
from ...engine.errors import ArchenemyError
from ...engine.events import ChoiceRecorded, CombatAdded, Event, PlayerCounterChanged
from ...engine.model import Reminder
from .core import INSTALLED, Words, fill
from .names import choice_role_text, choice_value_text, counter_name, role_name, side_name
from .reminders import settled_text


def life_effect_text(effect: LifeEffect, words: Words = INSTALLED) -> str:
    """A button label for a life effect (the number-free ones say the amounts)."""
    _tr = words.tr
    player = side_name(effect.player or "", words)
    templates = {
        "each_opponent_loses": _tr("Effects", "Each opponent loses %2 life; you gain the total"),
        "player_loses": _tr("Effects", "%1 loses %2 life"),
        "chooses_self": _tr("Effects", "%1 chooses self: %2 damage"),
        "chooses_others": _tr("Effects", "%1 chooses others: %2 damage to each other opponent"),
        "lowest_life": _tr("Effects", "Each opponent's life becomes %2"),
        "hand_size_damage": _tr("Effects", "Damage to each opponent equal to their hand size"),
        "gain_toughness": _tr("Effects", "%1 gains life equal to the creature's toughness"),
        "gain_x": _tr("Effects", "%1 pays X mana and gains X life"),
        "x_damage": _tr("Effects", "X damage to %1"),
        "gains_5_times": _tr("Effects", "Target players gain 5 life per mode, three in all"),
        "mana_value_damage": _tr("Effects", "Damage to %1 equal to the revealed mana value"),
    }
    return fill(templates.get(effect.key, effect.key), player, effect.amount)


def number_question(key: str, words: Words = INSTALLED) -> str:
    """The banner's question for one number a life effect needs.

    ``x``... or a player's name: their hand size.
    """
    _tr = words.tr
    questions = {
        "x": _tr("Effects", "Value of X:"),
        "toughness": _tr("Effects", "Toughness of the destroyed creature (0 if none was destroyed):"),
        "mana_value": _tr("Effects", "Total mana value of the revealed nonland cards:"),
    }
    if key in questions:
        return questions[key]
    # I Will Savor Your Agony: how many of its three modes chose this player
    if key.startswith(TIMES):
        return fill(_tr("Effects", "Modes “gains 5 life” chosen for %1:"), side_name(key[len(TIMES) :], words))
    return fill(_tr("Effects", "Cards in %1's hand:"), side_name(key, words))


def token_text(count: TokenCount, words: Words = INSTALLED) -> str:
    """A token count as a line.

    "Create 5 1/1 green Saproling tokens", per player where it attacks one.
    """
    _tr = words.tr
    templates = {
        "horror_3_3": _tr("Tokens", "A 3/3 black Horror that attacks %2 each combat if able"),
        "zombie_2_2": _tr("Tokens", "A 2/2 black Zombie that attacks %2 each combat if able"),
        "saproling_1_1": _tr("Tokens", "%1 1/1 green Saproling tokens"),
        "plant_0_1": _tr("Tokens", "%1 0/1 green Plant tokens"),
        "elemental_3_3": _tr("Tokens", "or, with ten or more lands, %1 3/3 green Elemental tokens instead"),
    }
    return fill(templates.get(count.token, count.token), count.count, side_name(count.player or "", words))


def tokens_text(counts: tuple[TokenCount, ...] | list[TokenCount], words: Words = INSTALLED) -> str:
    """Token counts on one short line (the banner's).

    :func:`token_text` gives each in full (with its player).
    """
    _tr = words.tr
    grouped = {
        "horror_3_3": _tr("Tokens", "%1 × Horror 3/3, one attacking each opponent"),
        "zombie_2_2": _tr("Tokens", "%1 × Zombie 2/2, one attacking each opponent"),
    }
    parts = []
    for token, template in grouped.items():
        count = sum(1 for c in counts if c.token == token)
        if count:
            parts.append(fill(template, count))
    parts += [token_text(c, words) for c in counts if c.token not in grouped]
    return "; ".join(parts)


def event_text_v2(event: Event, scheme: str, words: Words) -> str:
    """The log lines of counters, recorded choices and an added combat.

    Also a question the rules answered (:func:`~.reminders.settled_text`).
    """
    _tr = words.tr
    if isinstance(event, PlayerCounterChanged):
        template = _tr("Log", "%1: %2 %3 → %4")
        return fill(template, event.player, counter_name(event.counter, words), event.old, event.new)
    if isinstance(event, ChoiceRecorded):
        value = choice_value_text(event.value, words) if event.value else _tr("Log", "nobody")
        return fill(_tr("Log", "“%1”: %2: %3"), scheme, choice_role_text(event.role, words), value)
    if isinstance(event, CombatAdded):
        return fill(_tr("Log", "“%1”: an additional combat phase and main phase this turn."), scheme)
    return settled_text(event, scheme, words)


def error_template_v2(error: ArchenemyError, words: Words) -> str | None:
    """The message templates of the totals', counters' and choices' codes.

    Their ``%1``... are in the order of texts' ``_ERROR_ARGS``.
    """
    _tr = words.tr
    return {
        "header_starting_player_hero": _tr(
            "Errors", "the starting player %1 is a hero; the archenemy %2 takes the first turn (CR 904.6)"
        ),
        "no_changes": _tr("Errors", "enter at least one player's change"),
        "player_twice": _tr("Errors", "%1 appears twice in the same change"),
        "counter_name": _tr("Errors", "“%1” is not a counter name (1 to 40 characters, not poison)"),
        "counter_below_zero": _tr("Errors", "%1 cannot have %2 %3 counters"),
        "choice_role": _tr("Errors", "“%1” records no choice “%2”"),
        "choice_value": _tr("Errors", "“%1” cannot record “%2” now; it takes one of: %3"),
        "rules_changed": _tr(
            "Errors",
            "saved with format version %1, and the rules of this version refuse this line; "
            "the game opens at the line before it and the file is kept as it is",
        ),
        "not_a_redistribution": _tr(
            "Errors", "%1 is not a redistribution of the life totals %2: each player gets one of them back"
        ),
        "snapshot_unusable": _tr(
            "Errors", "the quick-resume file could not be used (%1); the game was replayed from its save file"
        ),
    }.get(error.code)


def reminder_lines(reminder: Reminder, catalogue: Catalogue, words: Words = INSTALLED) -> list[str]:
    """A lasting effect in words.

    ``["Know Evil — until Archenemy's next turn", "Can't attack: Ana", …]``.

    The first line names the scheme and when the effect ends (``until``:
    ``owner_next_turn`` or ``end_of_turn``, see :class:`Reminder`); one line
    per recorded choice follows (choices of nobody left out).  The main
    window's ongoing column and the table display both show it.
    """
    _tr = words.tr
    scheme = catalogue[reminder.scheme_id].name if reminder.scheme_id in catalogue else reminder.scheme_id
    if reminder.until == "owner_next_turn":
        until = fill(_tr("Reminders", "until %1's next turn"), side_name(reminder.owner, words))
    else:
        until = _tr("Reminders", "until end of turn")
    lines = [f"{scheme} — {until}"]
    lines += [
        f"{role_name(role, words)}: {choice_value_text(who, words)}" for role, who in reminder.choices if who != "none"
    ]
    return lines
