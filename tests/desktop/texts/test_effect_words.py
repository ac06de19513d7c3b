"""The help for the table's effects offered in both languages.

The native review's Spanish card texts.

The words of life effects, numbers, tokens, reminders at their step, recorded
choices, player counters and the new log lines exist in English and Spanish
(``i18n/archenemy_es.ts``); the Spanish card texts carry the native review's
fixes (``i18n/GLOSSARY.md``, "Native review").
"""

from __future__ import annotations

import pytest

from archenemy.desktop import texts
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.effects import NUMBER_KEYS, LifeEffect, StepReminder, TokenCount
from archenemy.engine.events import ChoiceRecorded, CombatAdded, PlayerCounterChanged
from archenemy.engine.model import Step
from archenemy.engine.triggers import RECORDED_CHOICES

from support.games import ARCHENEMY, CATALOGUE, FILLER, advance_to, make_game

EN, ES = texts.Words.of("en"), texts.Words.of("es")
ES_CATALOGUE = load_catalogue("es")


def _both(render) -> tuple[str, str]:
    english, spanish = render(EN), render(ES)
    assert english and spanish and english != spanish, (english, spanish)
    return english, spanish


@pytest.mark.parametrize(
    "key",
    [
        "each_opponent_loses",
        "player_loses",
        "chooses_self",
        "chooses_others",
        "lowest_life",
        "hand_size_damage",
        "gain_toughness",
        "gain_x",
        "x_damage",
        "gains_5_times",
        "mana_value_damage",
    ],
)
def test_life_effect_labels_in_english_and_spanish(key):
    _both(lambda w: texts.life_effect_text(LifeEffect(key, "Hero 1", 3, ()), w))


def test_my_genius_knows_no_bounds_pays_x_in_mana_never_in_life(translations):
    # "You may pay {X}. If you do, you gain X life": the X paid is mana
    english, spanish = (
        texts.life_effect_text(LifeEffect("gain_x", "Archenemy", 0, ()), texts.Words.of(language))
        for language in ("en", "es")
    )
    assert english == "Archenemy pays X mana and gains X life"
    assert spanish == "Archenemy paga X de maná y gana X vidas"


@pytest.mark.parametrize("key", [*NUMBER_KEYS, "Hero 2"])
def test_number_questions_in_english_and_spanish(key):
    english, spanish = _both(lambda w: texts.number_question(key, w))
    if key == "Hero 2":
        assert "Hero 2" in english and "Hero 2" in spanish


@pytest.mark.parametrize("token", ["horror_3_3", "zombie_2_2", "saproling_1_1", "plant_0_1", "elemental_3_3"])
def test_token_counts_in_english_and_spanish(token):
    _both(lambda w: texts.token_text(TokenCount(token, 5, "Hero 1"), w))


@pytest.mark.parametrize(
    ("key", "scheme"),
    [
        ("create_horror", "my-forces-are-innumerable"),
        ("undead_horde", "my-undead-horde-awakens"),
        ("cannot_hide", "you-cannot-hide-from-me"),
        ("dark_wings_demon", "dark-wings-bring-your-downfall"),
    ],
)
def test_step_reminders_in_english_and_spanish_with_the_scheme_name(key, scheme):
    reminder = StepReminder(key, scheme, 1, ARCHENEMY)
    english, spanish = (
        texts.step_reminder_text(reminder, CATALOGUE, EN),
        texts.step_reminder_text(reminder, ES_CATALOGUE, ES),
    )
    assert CATALOGUE[scheme].name in english and ES_CATALOGUE[scheme].name in spanish and english != spanish


def test_recorded_choice_roles_and_values_in_english_and_spanish():
    roles = {role for choices in RECORDED_CHOICES.values() for role, _ in choices}
    values = {
        v for choices in RECORDED_CHOICES.values() for _, kind in choices if isinstance(kind, tuple) for v in kind
    }
    for role in roles:
        _both(lambda w, r=role: texts.choice_role_text(r, w))
    for value in values:
        _both(lambda w, v=value: texts.choice_value_text(v, w))


@pytest.mark.parametrize(
    "event",
    [
        PlayerCounterChanged(1, Step.UNTAP, "Hero 1", "energy", 0, 2),
        ChoiceRecorded(1, Step.PRECOMBAT_MAIN, "feed-the-machine", 1, "chooses", "others"),
        CombatAdded(1, Step.PRECOMBAT_MAIN, ARCHENEMY, "drench-the-soil-in-their-blood"),
    ],
)
def test_new_log_lines_in_english_and_spanish(event):
    english = texts.event_text(event, CATALOGUE, EN)
    spanish = texts.event_text(event, ES_CATALOGUE, ES)
    assert english and spanish and english != spanish


def test_counter_names_energy_and_experience_translated_a_named_counter_as_typed():
    assert texts.counter_name("energy", ES) == "Energía"
    assert texts.counter_name("experience", ES) == "Experiencia"
    assert texts.counter_name("Oil", ES) == "Oil"


# ----- the native review's Spanish card texts ------------------------------------------


@pytest.mark.parametrize(
    ("scheme", "now", "before"),
    [
        ("i-know-all-i-see-all", "desde cualquier parte", "desde cualquier lugar"),
        ("introductions-are-in-order", "elige uno:", "elige uno —"),
        ("kneel-before-my-legions", "elige uno:", "elige uno —"),
        ("my-wings-enfold-all", "elige uno:", "elige uno —"),
        ("the-fate-of-the-flammable", "este plan hace 6", "le hace"),
        ("you-live-only-because-i-will-it", "recibe uno", "recupera"),
        ("approach-my-molten-realm", "en vez de eso, hace", "en vez de eso hace"),
        ("i-call-for-slaughter", "en vez de eso, hace", "en vez de eso hace"),
    ],
)
def test_native_review_spanish_card_texts(scheme, now, before):
    text = ES_CATALOGUE[scheme].text
    assert now in text and before not in text


def test_native_review_spanish_names_reino_igneo_and_no_tiene_rival():
    assert ES_CATALOGUE["approach-my-molten-realm"].name == "Adéntrate en mi reino ígneo"
    assert ES_CATALOGUE["my-champion-stands-supreme"].name == "Mi campeón no tiene rival"


def test_i_know_all_i_see_all_question_in_spanish_says_desde_cualquier_parte():
    game = make_game(("i-know-all-i-see-all", *FILLER))
    advance_to(game, Step.END)
    (prompt,) = game.state.prompts
    assert "(desde cualquier parte)" in texts.prompt_text(prompt, ES_CATALOGUE, ES)
