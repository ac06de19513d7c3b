"""Every scheme has an explicit interactions entry that agrees with its text.

:data:`~archenemy.engine.interactions.INTERACTIONS` says what each scheme does
to the app's own actions (damage it deals, targets it offers or records,
combat damage it records, life changes it applies), or why nothing.  An
entry marked "none" may not belong to a text that speaks of damage,
prevention, "instead", targets, hexproof or life; every such word of a text
is accounted for, by what the entry does or by a note saying why it is the
table's.  The words quoted in the entry are the card's.
"""

from __future__ import annotations

import re

import pytest

from archenemy.engine.actions import ChangeLife
from archenemy.engine.effects import life_effects
from archenemy.engine.interactions import EFFECT_PLAYERS, INTERACTIONS, WORDS, Deal, spoken_of
from archenemy.engine.model import Step
from archenemy.engine.triggers import CHOICES, RECORDED_CHOICES

from support.games import CATALOGUE, FILLER, advance_to, make_game

SCHEMES = sorted(s.id for s in CATALOGUE.values())


def _text(scheme_id: str) -> str:
    return re.sub(r"\s+", " ", CATALOGUE[scheme_id].text_en)


def test_every_scheme_has_exactly_one_entry():
    assert sorted(INTERACTIONS) == SCHEMES and len(SCHEMES) == 102


@pytest.mark.parametrize("scheme", SCHEMES)
def test_an_entry_marked_none_speaks_of_nothing_the_app_acts_on(scheme):
    entry = INTERACTIONS[scheme]
    assert entry.why.strip(), f"{scheme}: say what the entry is, or why it is none"
    if entry.none and not entry.notes:
        assert not spoken_of(_text(scheme)), f"{scheme} is marked none but speaks of {sorted(spoken_of(_text(scheme)))}"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_word_of_the_text_is_accounted_for_and_every_note_is_spoken_of(scheme):
    entry = INTERACTIONS[scheme]
    spoken = spoken_of(_text(scheme))
    assert spoken <= entry.covered, f"{scheme}: nothing accounts for {sorted(spoken - entry.covered)}"
    assert {category for category, _ in entry.notes} <= spoken, f"{scheme}: a note on a word its text lacks"
    assert all(category in WORDS and note.strip() for category, note in entry.notes)


@pytest.mark.parametrize("scheme", [s for s in SCHEMES if INTERACTIONS[s].changes or INTERACTIONS[s].reacts])
def test_the_words_an_entry_quotes_are_the_cards(scheme):
    entry = INTERACTIONS[scheme]
    text = _text(scheme).casefold()
    for clause in [c.clause for c in entry.changes] + [r.clause for r in entry.reacts]:
        for part in clause.casefold().split(" ... "):
            assert part in text, (scheme, part)


@pytest.mark.parametrize("scheme", [s for s in SCHEMES if INTERACTIONS[s].targets])
def test_a_target_role_is_one_the_app_asks_or_records(scheme):
    roles = {role for role, _ in CHOICES.get(scheme, ())} | {role for role, _ in RECORDED_CHOICES.get(scheme, ())}
    for role in INTERACTIONS[scheme].targets:
        assert role in roles or role == EFFECT_PLAYERS, (scheme, role)
    assert "target" in _text(scheme).casefold()


@pytest.mark.parametrize("scheme", [s for s in SCHEMES if not CATALOGUE[s].ongoing])
def test_the_life_changes_the_app_computes_are_the_entrys_and_damage_only_when_the_card_deals_it(scheme):
    game = make_game([scheme, *FILLER])
    # life totals that differ, for the effects that read them
    game.do(ChangeLife("Hero 3", -5))
    advance_to(game, Step.PRECOMBAT_MAIN)
    face = next(f for f in game.state.face_up() if f.scheme_id == scheme)
    effects = life_effects(game.state, face)
    deals = INTERACTIONS[scheme].deals
    if effects:
        assert deals, f"{scheme}: the app computes a life change the entry does not name"
        assert all(e.damage == (Deal.DAMAGE in deals) for e in effects)
        assert (Deal.DAMAGE in deals) == bool(re.search(r"\bdeals?\b[^.]*\bdamage\b", _text(scheme)))
    elif scheme != "you-live-only-because-i-will-it":
        assert not deals, f"{scheme}: the entry names a life change the app does not compute"
