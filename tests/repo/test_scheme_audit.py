"""The audit of all 102 schemes in docs/rules-notes.md agrees with the code.

Nothing is missed.

The table's "Kind" and "The app" columns are generated from the engine
(``tools/scheme_audit.py``); this test fails when the document and the code
differ, so the document cannot drift.  It also reads every Oracle text: each
ongoing scheme's every ability is an abandonment clause the app asks or
decides, a reminder at its step, a choice made when it is set in motion, Your
Inescapable Doom's own, or a static ability with no step (the face-up card
shows it); and each non-ongoing scheme's "until your next turn" / "until end
of turn" / "this turn" is reminded until it ends.
"""

from __future__ import annotations

import re
import sys

import pytest

from archenemy.engine.triggers import ABANDON_TRIGGERS, CHOICES, REMINDER_TRIGGERS

from support.games import CATALOGUE
from support.paths import REPO

sys.path.insert(0, str(REPO / "tools"))
import scheme_audit  # noqa: E402

DOCUMENTED = scheme_audit.documented((REPO / "docs" / "rules-notes.md").read_text(encoding="utf-8"))
GENERATED = scheme_audit.generated(CATALOGUE)

#: Ongoing abilities that act at no step: the face-up card is their reminder (scheme -> how each begins).
STATIC = {
    "because-i-have-willed-it": ("Spells you cast cost {1} less",),
    "fear-my-authority": ("Creatures you control get +2/+2 and have fear",),
    "i-am-untouchable": ("You and permanents you control have hexproof",),
    "i-bask-in-your-silent-awe": ("Each opponent can't cast more than one spell each turn",),
    "my-champion-stands-supreme": ("Your commander has ward {2}",),
    "my-tendrils-run-deep": ("You may play an additional land on each of your turns",),
    "nothing-can-stop-me-now": ("If a source an opponent controls would deal damage to you, prevent 1",),
    "the-very-soil-shall-shake": ("Creatures you control get +2/+2 and have trample",),
}


def test_every_scheme_has_one_row_in_the_audit():
    assert sorted(DOCUMENTED) == sorted(s.name_en for s in CATALOGUE.values())
    assert len(DOCUMENTED) == 102


@pytest.mark.parametrize("name", sorted(GENERATED))
def test_the_audit_row_says_what_the_code_does(name):
    kind, app, modifies, why = DOCUMENTED[name]
    assert (kind, app, modifies) == GENERATED[name], "run: .venv/bin/python tools/scheme_audit.py --write"
    assert why, f"{name}: say what the table does and why the app does not"


def test_every_step_reminder_and_abandonment_checkpoint_is_in_the_audit():
    by_id = {s.id: s.name_en for s in CATALOGUE.values()}
    for scheme, reminders in REMINDER_TRIGGERS.items():
        for reminder in reminders:
            assert f"reminds `{reminder.key}` at the" in DOCUMENTED[by_id[scheme]][1]
    for scheme in ABANDON_TRIGGERS:
        assert DOCUMENTED[by_id[scheme]][0] == "ongoing"


def _abilities(text: str) -> list[str]:
    """An Oracle text's abilities, one a line, reminder text in parentheses left out."""
    lines = [re.sub(r"\s*\([^)]*\)", "", line).strip() for line in text.splitlines()]
    return [line for line in lines if line]


@pytest.mark.parametrize("scheme", sorted(s.id for s in CATALOGUE.values() if s.ongoing))
def test_every_ability_of_every_ongoing_scheme_is_handled_or_static(scheme):
    handled = []
    for ability in _abilities(CATALOGUE[scheme].text_en):
        trigger = ABANDON_TRIGGERS[scheme]
        if "abandon this scheme" in ability:
            assert ability.startswith(trigger.clause), ability
            handled.append("abandon")
        elif any(r.clause.startswith(ability) for r in REMINDER_TRIGGERS.get(scheme, ())):
            handled.append("reminder")
        elif ability.startswith(("When you set this scheme in motion, choose", "As you set this scheme in motion")):
            assert scheme in CHOICES, ability
            handled.append("choice")
        elif scheme == "your-inescapable-doom" and ability.startswith("At the beginning of your end step, put a doom"):
            handled.append("doom")
        else:
            assert ability.startswith(STATIC.get(scheme, ())), f"{scheme}: unhandled ability {ability!r}"
            assert not ability.startswith(("At the beginning", "Whenever", "When ")), ability
            handled.append("static")
    assert handled.count("abandon") == (scheme != "your-inescapable-doom")
    assert len(REMINDER_TRIGGERS.get(scheme, ())) == handled.count("reminder")


@pytest.mark.parametrize("scheme", sorted(s.id for s in CATALOGUE.values() if not s.ongoing))
def test_every_lasting_effect_of_a_non_ongoing_scheme_is_reminded_until_it_ends(scheme):
    text = CATALOGUE[scheme].text_en
    app = GENERATED[CATALOGUE[scheme].name_en][1]
    if "until your next turn" in text.casefold():
        assert "reminds until your next turn" in app
    if "until end of turn" in text or "this turn" in text:
        assert "reminds until end of turn" in app
