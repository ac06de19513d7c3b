"""Names in the roster.

Plain text, the set-up's one rule, composed (NFC) where typed, a full roster's
room.

The roster accepts exactly the names New game accepts (a Persian name with a
zero-width non-joiner, a Hebrew one with a right-to-left mark, joined
emoji); its words about a name are text, never markup; a name typed or
pasted decomposed is stored composed, and "José" in either form is one
player in the history and the standings; a full roster never blocks Start
and says how to make room.
"""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from archenemy.desktop import paths
from archenemy.desktop.history.index import HistoryIndex
from archenemy.desktop.history.stats import compute_statistics
from archenemy.desktop.roster import store
from archenemy.desktop.roster.store import RosterError, RosterPlayer, load_roster, roster_of, roster_path, save_roster
from archenemy.desktop.table.dialogs.new_game import NewGameDialog
from archenemy.desktop.table.dialogs.roster import RosterDialog
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.header_notes import NightRef
from archenemy.engine.night import night_standings
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.games import CATALOGUE
from support.history import finish, start_of, write_game

# A zero-width non-joiner inside.
PERSIAN = "می\u200cخواهم"
# A right-to-left mark first.
HEBREW = "\u200fדנה"
# Joined emoji.
FAMILY = "👩\u200d👩\u200d👧"
MARKUP = "<b>Zed</b>"


def _setup_accepts(name: str) -> bool:
    setup = GameSetup(Variant.ARCHENEMY, (PlayerSetup("Archenemy", ("a-display-of-my-dark-power",)), PlayerSetup(name)))
    # A name alone: the first seat's own name ("ARCHENEMY" is the same name) is
    # the set-up's other rule, one the roster's single name cannot break.
    problems = setup.problems(CATALOGUE)
    return not [p for p in problems if p.params.get("seat") == 2 and p.code != "name_twice"]


def _roster_accepts(name: str) -> bool:
    try:
        store.check_player(RosterPlayer(name))
    except RosterError:
        return False
    return True


@pytest.mark.parametrize("name", [PERSIAN, HEBREW, FAMILY, MARKUP, "Ana", " Ana", "", "heroes", "ARCHENEMY", "x" * 41])
def test_the_roster_accepts_exactly_the_names_the_set_up_accepts(name: str) -> None:
    assert _roster_accepts(name) == _setup_accepts(name)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=45))
def test_one_rule_for_every_name(name: str) -> None:
    assert _roster_accepts(name) == _setup_accepts(name)


def test_names_new_game_calls_ready_start_and_are_remembered(qtbot, isolated_user_dirs) -> None:
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    for row, name in zip(dialog.rows[1:], (PERSIAN, HEBREW, FAMILY), strict=True):
        row.name.setText(name)
    dialog.roster_box.remember.setChecked(True)
    assert dialog.validate()
    chosen = []
    dialog.setup_chosen.connect(chosen.append)
    dialog.start_button.click()
    assert [p.name for p in chosen[0].players][1:] == [PERSIAN, HEBREW, FAMILY]
    assert [p.name for p in load_roster().roster.players] == [PERSIAN, HEBREW, FAMILY]


def test_markup_in_the_roster_is_shown_as_text(qtbot, isolated_user_dirs) -> None:
    roster_path().parent.mkdir(parents=True, exist_ok=True)
    players = [{"name": MARKUP, "decks": []}, {"name": MARKUP, "decks": []}]
    roster_path().write_text(json.dumps({"format": "archenemy-companion-roster", "version": 1, "players": players}))
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    note = dialog.roster_box.note
    assert MARKUP in note.text() and note.textFormat() == Qt.TextFormat.PlainText
    save_roster(roster_of([RosterPlayer(MARKUP), RosterPlayer("<img src=x>")]))
    manage = RosterDialog(load_catalogue)
    qtbot.addWidget(manage)
    manage.players.setCurrentRow(0)
    manage.name.setText("<i>Ann</i>")
    manage.rename_player()
    assert MARKUP in manage.status.text() and manage.status.textFormat() == Qt.TextFormat.PlainText


def test_a_long_name_is_quoted_shortened() -> None:
    with pytest.raises(RosterError) as refused:
        store.check_player(RosterPlayer("y" * 10_000))
    assert len(str(refused.value)) < 200


# --- the 64 players -------------------------------------------------------------------------------------


def _full_roster() -> None:
    save_roster(roster_of([RosterPlayer(f"Player {n}") for n in range(1, store.MAX_PLAYERS + 1)]))


def test_a_full_roster_never_blocks_start_and_says_how_to_make_room(qtbot, isolated_user_dirs) -> None:
    _full_roster()
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText("Newcomer")
    # Known: brought up to date, not new.
    dialog.rows[2].name.setText("Player 7")
    dialog.roster_box.remember.setChecked(True)
    assert dialog.validate() and dialog.start_button.isEnabled()
    said = dialog.problems.text()
    assert "64" in said and "Newcomer" in said and "Manage the roster" in said
    chosen = []
    dialog.setup_chosen.connect(chosen.append)
    dialog.start_button.click()
    assert chosen, dialog.problems.text()
    roster = load_roster().roster
    assert len(roster.players) == store.MAX_PLAYERS and roster.find("Newcomer") is None


def test_a_full_roster_dialog_says_how_to_make_room(qtbot, isolated_user_dirs) -> None:
    _full_roster()
    dialog = RosterDialog(load_catalogue)
    qtbot.addWidget(dialog)
    dialog.add_player()
    assert "To make room" in dialog.status.text() and "64" in dialog.status.text()
    with pytest.raises(RosterError, match="To make room"):
        load_roster().roster.with_player(RosterPlayer("One more"))


# --- composed names ---------------------------------------------------------------------------------------

DECOMPOSED = unicodedata.normalize("NFD", "José")


def test_a_name_typed_decomposed_is_recorded_composed(qtbot, isolated_user_dirs) -> None:
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText(DECOMPOSED)
    assert dialog.rows[1].name.text() == "José" and len(dialog.rows[1].name.text()) == 4
    dialog.rows[2].name.clear()
    dialog.rows[2].name.insert("Rene\u0301e")
    assert dialog.rows[2].name.text() == "Renée" and dialog.rows[2].name.cursorPosition() == 5
    assert [p.name for p in dialog.build_setup().players][1:3] == ["José", "Renée"]
    roster = RosterDialog(load_catalogue)
    qtbot.addWidget(roster)
    roster.name.setText(DECOMPOSED)
    assert roster.name.text() == "José"


def _finished(names, night=None, winner=None):
    game = Game(start_of(names, night=night), CATALOGUE)
    finish(game, winner)
    return game


def test_nfc_equal_names_are_one_player_in_the_history_and_the_standings(isolated_user_dirs) -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    night = "2025-01-18-abc123"
    write_game(games, "a.jsonl", _finished(("Archenemy", "José", "Ana"), NightRef(night, 1)))
    write_game(games, "b.jsonl", _finished(("Archenemy", DECOMPOSED, "Ana"), NightRef(night, 2)))
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        stories = [g.story for g in index.games()]
    records = {r.name.casefold(): r.total.games for r in compute_statistics(stories).players}
    assert len(records) == 3 and records.get("josé", records.get(DECOMPOSED.casefold())) == 2
    assert len(compute_statistics(stories, "José").players) == 1
    assert compute_statistics(stories, DECOMPOSED).games == 2
    standings = night_standings(stories).standings
    assert len(standings) == 3
    assert sorted(s.games for s in standings) == [2, 2, 2]
    roster = roster_of([RosterPlayer("José")])
    assert roster.find(DECOMPOSED) is not None
    # The same player, not a second.
    assert len(roster.with_player(RosterPlayer(DECOMPOSED)).players) == 1


@pytest.mark.parametrize("language", ["en", "es"])
def test_an_empty_roster_says_how_to_fill_it_and_the_hint_goes_with_the_first_player(
    qtbot, isolated_user_dirs, translations, language
) -> None:
    from archenemy.desktop.i18n import install_language

    install_language(language)
    dialog = RosterDialog(load_catalogue)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    hint = dialog.empty_hint
    said = {"en": "No players yet. New player adds one", "es": "Todavía no hay jugadores. Nuevo jugador añade uno"}
    assert hint.isVisible() and hint.text().startswith(said[language])
    dialog.add_player()
    assert not hint.isVisible()
    dialog.hide()
