"""The deck being built (DeckDraft) and the any-language deck-list reader.

Without widgets.

Nothing here imports Qt's widgets: the draft is plain Python, and the first
test proves it in a fresh interpreter.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from archenemy.desktop.deck_builder.draft import (
    MAX_NAME_LENGTH,
    DeckDraft,
    SaveBlock,
    other_language_names,
    parse_text,
)
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import parse_deck_list
from archenemy.engine.variants import Variant

EN = load_catalogue("en")
ES = load_catalogue("es")
FIRST_20 = list(EN)[:20]


def test_the_draft_module_loads_without_qt():
    code = (
        "import sys\n"
        "from archenemy.desktop.deck_builder.draft import DeckDraft\n"
        "from archenemy.engine.catalogue import load_catalogue\n"
        "draft = DeckDraft(load_catalogue('en'))\n"
        "draft.add_copy('all-in-good-time')\n"
        "assert draft.report().cards == 1\n"
        "assert 'PySide6.QtWidgets' not in sys.modules, 'QtWidgets imported'\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture
def draft() -> DeckDraft:
    return DeckDraft(EN)


# ----- copies --------------------------------------------------------------------


def test_copies_keep_first_added_order_and_never_go_below_zero(draft):
    assert draft.add_copy("behold-my-grandeur")
    assert draft.add_copy("all-in-good-time")
    assert draft.add_copy("behold-my-grandeur")
    assert list(draft.counts().items()) == [("behold-my-grandeur", 2), ("all-in-good-time", 1)]
    assert draft.remove_copy("all-in-good-time")
    assert not draft.remove_copy("all-in-good-time")
    assert not draft.remove_copy("no-such-scheme")
    assert not draft.add_copy("no-such-scheme")
    assert draft.counts() == {"behold-my-grandeur": 2}
    assert draft.copies("behold-my-grandeur") == 2 and draft.copies("all-in-good-time") == 0
    assert draft.card_count == 2


def test_counts_is_a_copy(draft):
    draft.add_copy("all-in-good-time")
    draft.counts()["all-in-good-time"] = 9
    assert draft.counts() == {"all-in-good-time": 1}


def test_remove_all_and_clear(draft):
    for scheme_id in ("all-in-good-time", "all-in-good-time", "behold-my-grandeur"):
        draft.add_copy(scheme_id)
    assert draft.remove_all("all-in-good-time")
    assert not draft.remove_all("all-in-good-time")
    assert draft.counts() == {"behold-my-grandeur": 1}
    assert draft.clear()
    assert not draft.clear()
    assert draft.counts() == {} and draft.card_count == 0


def test_set_counts_drops_unknown_ids_and_counts_below_one(draft):
    draft.set_counts({"behold-my-grandeur": 2, "nope": 3, "all-in-good-time": 0, "my-laughter-echoes": 1})
    assert list(draft.counts().items()) == [("behold-my-grandeur", 2), ("my-laughter-echoes", 1)]
    draft.set_counts([("all-in-good-time", 1), ("all-in-good-time", 1)])
    assert draft.counts() == {"all-in-good-time": 2}


# ----- text and checks -------------------------------------------------------------


def test_deck_text_and_export_text(draft):
    draft.add_copy("all-in-good-time")
    draft.add_copy("behold-my-grandeur")
    draft.add_copy("all-in-good-time")
    assert draft.deck_text() == "2 All in Good Time\n1 Behold My Grandeur\n"
    assert draft.export_text() == draft.deck_text()
    draft.set_name("  Doom  ")
    assert draft.name == "Doom"
    assert draft.export_text() == "# Doom\n2 All in Good Time\n1 Behold My Grandeur\n"
    assert parse_deck_list(draft.export_text()).counts() == draft.counts()


def test_a_spanish_draft_still_writes_english_names():
    draft = DeckDraft(ES)
    draft.add_copy("all-in-good-time")
    assert draft.deck_text() == "1 All in Good Time\n"


def test_report_follows_the_variant(draft):
    for scheme_id in FIRST_20[:19]:
        draft.add_copy(scheme_id)
    assert [p.code for p in draft.report().problems] == ["too_few_cards"]
    draft.add_copy(FIRST_20[19])
    report = draft.report()
    assert report.legal and report.cards == 20 and report.variant is Variant.ARCHENEMY
    draft.add_copy(FIRST_20[0])
    draft.add_copy(FIRST_20[0])
    problems = draft.report().problems
    # The deck's first row
    assert [p.code for p in problems] == ["too_many_copies"] and problems[0].line == 1
    assert draft.set_variant(Variant.ARCHENEMY_COMMANDER)
    assert not draft.set_variant(Variant.ARCHENEMY_COMMANDER)
    assert draft.report().variant is Variant.ARCHENEMY_COMMANDER
    with pytest.raises(TypeError):
        draft.set_variant("archenemy")  # type: ignore[arg-type]


def test_commander_warning(draft):
    draft.add_copy("my-champion-stands-supreme")
    assert [w.code for w in draft.report().warnings] == ["needs_commander"]
    draft.set_variant(Variant.ARCHENEMY_COMMANDER)
    assert draft.report().warnings == ()


# ----- unsaved changes -------------------------------------------------------------------


def test_a_new_draft_has_nothing_to_save(draft):
    assert not draft.has_unsaved_changes and not draft.would_lose_work


def test_changes_are_measured_against_the_last_save_not_flagged(draft):
    draft.add_copy("all-in-good-time")
    assert draft.has_unsaved_changes and draft.would_lose_work
    draft.remove_copy("all-in-good-time")
    # Back to what it was
    assert not draft.has_unsaved_changes
    draft.add_copy("all-in-good-time")
    draft.set_name("Mine")
    draft.mark_saved("Mine")
    assert not draft.has_unsaved_changes and draft.stored_as == "Mine"
    # Spaces around a name are not a change
    draft.set_name("Mine ")
    assert not draft.has_unsaved_changes
    draft.set_name("Mine 2")
    assert draft.has_unsaved_changes
    draft.set_name("Mine")
    # The store keeps no variant
    draft.set_variant(Variant.SUPERVILLAIN_RUMBLE)
    assert not draft.has_unsaved_changes


def test_an_empty_deck_has_no_work_to_lose(draft):
    draft.add_copy("all-in-good-time")
    draft.mark_saved("Mine")
    draft.clear()
    assert draft.has_unsaved_changes and not draft.would_lose_work


def test_a_replaced_deck_is_unsaved_until_marked(draft):
    draft.replace({"all-in-good-time": 2}, "Pasted")
    assert draft.would_lose_work and draft.stored_as is None
    draft.replace({"behold-my-grandeur": 1}, "Official", stored_as=None)
    draft.mark_saved(None)
    assert not draft.has_unsaved_changes


# ----- saving ---------------------------------------------------------------------------


def test_save_block(draft):
    assert draft.save_block() is SaveBlock.NO_NAME
    draft.set_name("   ")
    assert draft.save_block() is SaveBlock.NO_NAME
    draft.set_name("Doom")
    assert draft.save_block() is SaveBlock.NO_CARDS
    draft.add_copy("all-in-good-time")
    assert draft.save_block() is None
    draft.set_name("x" * (MAX_NAME_LENGTH + 1))
    assert draft.save_block() is SaveBlock.NAME_TOO_LONG


def test_would_replace_another_saved_deck_only(draft):
    draft.set_name("Taken")
    assert draft.would_replace("taken") and draft.would_replace("TAKEN")
    assert not draft.would_replace("Other")
    draft.mark_saved("Taken")
    # It is this deck
    assert not draft.would_replace("taken")
    draft.forget_store("TAKEN")
    assert draft.stored_as is None and draft.would_replace("Taken")


# ----- reading lists in any language ----------------------------------------------------------


def test_the_english_ui_reads_the_apps_spanish_names():
    parsed = parse_text("2 Mi risa resuena\n1 All in Good Time\n", EN)
    assert parsed.problems == ()
    assert parsed.counts() == {"my-laughter-echoes": 2, "all-in-good-time": 1}
    # entries carry the English name
    assert parsed.entries[0].name == "My Laughter Echoes"


def test_the_spanish_ui_reads_english_and_spanish_names():
    parsed = parse_text("1 Mi risa resuena\n1 All in Good Time\n1 Todo a su debido tiempo\n", ES)
    assert parsed.problems == () and parsed.counts() == {"my-laughter-echoes": 1, "all-in-good-time": 2}


def test_mixed_lists_keep_line_numbers_and_unknown_lines():
    text = "2 Mi risa resuena\r\n\r\n1 Nope nope\r\n3 x Todo a su debido tiempo // comment\n1 All in Good Time"
    parsed = parse_text(text, EN)
    assert [(e.line, e.scheme_id, e.count) for e in parsed.entries] == [
        (1, "my-laughter-echoes", 2),
        (4, "all-in-good-time", 3),
        (5, "all-in-good-time", 1),
    ]
    assert [(p.line, p.code, p.name) for p in parsed.problems] == [(3, "unknown_name", "Nope nope")]
    assert parsed.unresolved_cards == 1 and parsed.listed_cards == 7


def test_a_misspelled_spanish_name_gets_a_suggestion_in_the_english_ui():
    assert parse_deck_list("1 Mi risa resuen", EN).problems[0].args["suggestion"] is None
    problem = parse_text("1 Mi risa resuen", EN).problems[0]
    assert (problem.line, problem.code, problem.args["suggestion"]) == (1, "unknown_name", "My Laughter Echoes")


def test_count_problems_are_kept():
    parsed = parse_text("0 Mi risa resuena\n2\n", EN)
    assert [p.code for p in parsed.problems] == ["bad_count", "missing_name"]


def test_reading_with_the_draft_changes_nothing(draft):
    parsed = draft.read_text("2 Mi risa resuena\n")
    assert parsed.counts() == {"my-laughter-echoes": 2} and draft.counts() == {}


def test_other_language_names():
    assert other_language_names("my-laughter-echoes", EN) == ["Mi risa resuena"]
    assert other_language_names("my-laughter-echoes", ES) == []
