"""The names other texts put in their sentences.

The heroes' side, a recorded choice's role and value, counters.

Part of :mod:`archenemy.desktop.texts`, which re-exports the public ones.  The
game's words (:mod:`.game`) and the table helpers' words (:mod:`.table_help`)
both use them; this module uses neither.
"""

from __future__ import annotations

from ...engine.model import HEROES
from ...engine.variants import Variant
from .core import INSTALLED, Words


def side_name(name: str, words: Words = INSTALLED) -> str:
    """A player's name, or "The heroes" for the team's shared turn."""
    _tr = words.tr
    return _tr("Texts", "The heroes") if name == HEROES else name


def role_in_sentence(role: str, words: Words = INSTALLED) -> str:
    """A recorded choice's role as a question names it, mid-sentence.

    "the chosen player".  The roles recorded by the ``choice`` action
    (``target``, ``mode``...) read as :func:`choice_role_text` labels them.
    """
    _tr = words.tr
    return {
        "chosen": _tr("Prompts", "the chosen player"),
        "cant_attack": _tr("Prompts", "the opponent who can't attack with creatures"),
        "cant_cast_creature": _tr("Prompts", "the opponent who can't cast creature spells"),
        "cant_cast_noncreature": _tr("Prompts", "the opponent who can't cast noncreature spells"),
    }.get(role) or choice_role_text(role, words)


def role_name(role: str, words: Words = INSTALLED) -> str:
    """The name of a recorded choice's role as a line's label.

    E.g. "The chosen player" (Know Evil's three targets...).

    Capitalised, as it starts the line (the card's choices, an ongoing scheme's details, a reminder); a
    question names the role mid-sentence in lower case.
    """
    name = role_in_sentence(role, words)
    return name[:1].upper() + name[1:]


def counter_name(counter: str, words: Words = INSTALLED) -> str:
    """A player counter's name: Energy, Experience, or the table's own name as typed."""
    _tr = words.tr
    return {
        "energy": _tr("Counters", "Energy"),
        "experience": _tr("Counters", "Experience"),
    }.get(counter, counter)


def plane_counter_name(counter: str, words: Words = INSTALLED) -> str:
    """A plane's counter's name (scroll, flame, pressure…); an unknown one as it is.

    The counters the planes put on themselves (``engine/planar_cards.py``);
    the Spanish follows the official Planechase 2012 texts (pergamino,
    presión) and Magic's usual names (carga).
    """
    _tr = words.tr
    return {
        "charge": _tr("Counters", "charge"),
        "eruption": _tr("Counters", "eruption"),
        "exposure": _tr("Counters", "exposure"),
        "flame": _tr("Counters", "flame"),
        "pressure": _tr("Counters", "pressure"),
        "scroll": _tr("Counters", "scroll"),
    }.get(counter, counter)


def choice_role_text(role: str, words: Words = INSTALLED) -> str:
    """The label of a recorded choice's role.

    ``target``, ``graveyard``, ``chosen``, ``chooses``, ``mode``.
    """
    _tr = words.tr
    return {
        "target": _tr("Choices", "Target opponent"),
        "graveyard": _tr("Choices", "Opponent whose graveyard is exiled"),
        "chosen": _tr("Choices", "Chosen opponent"),
        "chooses": _tr("Choices", "They choose"),
        "mode": _tr("Choices", "Mode"),
    }.get(role, role)


def choice_value_text(value: str, words: Words = INSTALLED) -> str:
    """A recorded choice's value: nobody, a mode or a self/others key, or a name.

    Nobody is ``"none"`` ("Know Evil"'s target left out); else a player's name.
    """
    _tr = words.tr
    return {
        "none": _tr("Choices", "Nobody"),
        "self": _tr("Choices", "Self"),
        "others": _tr("Choices", "Others"),
        "scarecrow": _tr("Choices", "A 4/4 Scarecrow token"),
        "legions_pump": _tr("Choices", "Creatures +3/+3, vigilance and trample"),
        "draw_two": _tr("Choices", "Draw two cards"),
        "copy_spells": _tr("Choices", "Copy instants and sorceries this turn"),
        "counters": _tr("Choices", "Five +1/+1 counters on a creature"),
        "devils": _tr("Choices", "Three 1/1 Devil tokens"),
        "one_one": _tr("Choices", "Opponents' creatures are 1/1 with no abilities"),
        "both": _tr("Choices", "Both"),
    }.get(value, side_name(value, words))


def variant_name(variant: Variant, words: Words = INSTALLED) -> str:
    """The variant's name (CR 904, 904.12, 904.13, 901)."""
    _tr = words.tr
    # Only the name asked for is looked up (the game list names thousands of games).
    if variant is Variant.ARCHENEMY:
        return _tr("Variants", "Archenemy")
    if variant is Variant.SUPERVILLAIN_RUMBLE:
        return _tr("Variants", "Supervillain Rumble")
    if variant is Variant.ARCHENEMY_COMMANDER:
        return _tr("Variants", "Archenemy Commander")
    if variant is Variant.PLANECHASE:
        return _tr("Variants", "Planechase")
    raise KeyError(variant)
