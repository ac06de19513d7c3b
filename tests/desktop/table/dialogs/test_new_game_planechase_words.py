"""New game's roster box in Planechase alone: no archenemy, no scheme deck.

Planechase alone (901.2) has neither an archenemy nor a scheme deck: the
roster box offered "Ana (with a scheme deck)", remembered the players'
"(name, colour, scheme deck)", offered a night where "the players with a
scheme deck take turns as the archenemy" and summed it up as "everyone
takes a turn as the archenemy" (found under Xvfb, in English and Spanish).
The first seat's hidden scheme deck, left from an Archenemy set-up, was
remembered as the deck of the player seated there.
"""

from __future__ import annotations

import pytest

from archenemy.desktop.i18n import install_language
from archenemy.desktop.roster.store import DeckRef, RosterPlayer, load_roster, roster_of, save_roster
from archenemy.desktop.table.dialogs.new_game import NewGameDialog
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.variants import Variant

NICOL = DeckRef("precon", "archenemy-nicol-bolas")
# The words of an Archenemy game, in each language, that Planechase alone never says.
ARCHENEMY_WORDS = {"en": ("archenemy", "scheme deck"), "es": ("archienemigo", "mazo de planes")}


def _dialog(qtbot, variant: Variant) -> NewGameDialog:
    save_roster(roster_of([RosterPlayer("Ana", None, (NICOL,)), RosterPlayer("Ben")]))
    dialog = NewGameDialog(load_catalogue)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
    return dialog


def _offered(dialog: NewGameDialog) -> list[str]:
    pick = dialog.roster_box.pick
    return [pick.itemText(i) for i in range(pick.count())]


def _night_item(dialog: NewGameDialog) -> str:
    box = dialog.roster_box.night_box
    return box.itemText(box.findData("new"))


@pytest.mark.parametrize("language", ["en", "es"])
def test_planechase_alone_offers_the_roster_and_its_night_without_archenemy_words(qtbot, translations, language):
    install_language(language)
    dialog = _dialog(qtbot, Variant.PLANECHASE)
    words = ARCHENEMY_WORDS[language]
    said = [*_offered(dialog), dialog.roster_box.remember.text(), _night_item(dialog)]
    assert not [text for text in said for word in words if word in text.casefold()], said
    assert _offered(dialog) == ["Ana", "Ben"]
    if language == "es":
        assert "noche" in _night_item(dialog) and "nombre, color)" in dialog.roster_box.remember.text()
    # A night of Planechase: its line says what each game is (901.2), never who is the archenemy.
    dialog.roster_box.night_box.setCurrentIndex(dialog.roster_box.night_box.findData("new"))
    summary = dialog.roster_box.summary()
    assert summary and "Planechase" in summary
    assert not [word for word in words[:1] if word in summary.casefold()], summary


def test_archenemy_keeps_its_words_and_a_variant_change_follows(qtbot):
    dialog = _dialog(qtbot, Variant.ARCHENEMY)
    assert _offered(dialog) == ["Ana (with a scheme deck)", "Ben"]
    assert "scheme deck" in dialog.roster_box.remember.text()
    assert "archenemy" in _night_item(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.PLANECHASE))
    assert _offered(dialog) == ["Ana", "Ben"]
    assert "scheme deck" not in dialog.roster_box.remember.text()
    assert "archenemy" not in _night_item(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.ARCHENEMY))
    assert "archenemy" in _night_item(dialog)


def test_a_planechase_seat_remembers_no_scheme_deck_it_did_not_show(qtbot):
    # The first seat's deck box, hidden in Planechase, still holds the Archenemy default's deck.
    dialog = _dialog(qtbot, Variant.PLANECHASE)
    dialog.rows[0].name.setText("Cat")
    assert dialog.rows[0].choice() is not None and dialog.rows[0].deck.isHidden()
    assert dialog.roster_box.save() is None
    cat = load_roster().roster.find("Cat")
    assert cat is not None and cat.decks == ()


def test_a_planechase_night_shows_no_scheme_deck_and_keeps_the_rosters(qtbot):
    # 901.2: nobody plays a scheme deck, so no seat offers one, night or not; Ana's stays hers.
    dialog = _dialog(qtbot, Variant.PLANECHASE)
    dialog.roster_box.night_box.setCurrentIndex(dialog.roster_box.night_box.findData("new"))
    dialog.roster_box.pick.setCurrentIndex(dialog.roster_box.pick.findData("Ana"))
    dialog.roster_box.seat_button.click()
    dialog.rows[1].name.setText("Ben")
    assert [row.name.text() for row in dialog.rows][:2] == ["Ana", "Ben"]
    assert all(row.deck.isHidden() for row in dialog.rows)
    assert dialog.roster_box.save() is None
    assert load_roster().roster.find("Ana").decks == (NICOL,)
    # The same night in Archenemy: every seat shows the deck its player brought.
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.ARCHENEMY))
    assert not any(row.deck.isHidden() for row in dialog.rows)
