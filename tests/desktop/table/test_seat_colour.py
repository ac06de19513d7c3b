"""A seat's colour corrected mid-game: one journaled, undoable action (SetColour)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from archenemy.desktop.texts import describe_actions, error_text, event_text
from archenemy.engine.actions import SetColour, action_from_json, action_to_json
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.events import ColourChanged
from archenemy.engine.game import Game
from archenemy.engine.setup import GameSetup, PlayerSetup, deal
from archenemy.engine.variants import Variant

NICOL_BOLAS = tuple(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())


def game() -> Game:
    setup = GameSetup(
        Variant.ARCHENEMY,
        (PlayerSetup("Archenemy", NICOL_BOLAS, "#c0392b"), PlayerSetup("Ana"), PlayerSetup("Bea", colour="#27ae60")),
    )
    catalogue = load_catalogue()
    return Game(deal(setup, catalogue), catalogue)


def test_the_colour_starts_as_set_up_changes_and_undoes():
    g = game()
    assert [p.colour for p in g.state.players] == ["#c0392b", None, "#27ae60"]
    g.do(SetColour("Ana", "#2e86de"))
    assert g.state.player("Ana").colour == "#2e86de"
    event = g.events[-1]
    assert isinstance(event, ColourChanged) and (event.player, event.old, event.new) == ("Ana", None, "#2e86de")
    assert event_text(event, load_catalogue()) == "Ana's colour was corrected."
    assert describe_actions([SetColour("Ana", "#2e86de")], load_catalogue()) == "Ana colour"
    g.undo()
    assert g.state.player("Ana").colour is None


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (SetColour("Ana", "blue"), "bad_colour"),
        (SetColour("Zed", "#2e86de"), "unknown_player"),
        (SetColour("Bea", "#27AE60"), "zero_change"),
    ],
)
def test_a_bad_colour_is_refused_with_a_code(action, code):
    g = game()
    with pytest.raises(IllegalActionError) as caught:
        g.do(action)
    assert caught.value.code == code
    assert error_text(caught.value, load_catalogue())


def test_the_action_round_trips_through_the_journal():
    action = SetColour("Ana", "#8e44ad")
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def test_edit_colour_recolours_the_selected_panel_and_undo_restores_it(make_window, qtbot):
    window = make_window()
    # Hero 2
    qtbot.keyClick(window, Qt.Key.Key_2)
    window.menus.colour_action.trigger()
    menu = window.dialogs.colour_menu
    purple = next(a for a in menu.actions() if a.text() == "Purple")
    purple.trigger()
    assert window.session.state.player("Hero 2").colour == "#8e44ad"
    assert window.panels["Hero 2"].property("seatColour") == "#8e44ad"
    # Drawn by the application's sheet (an offered colour), not the panel's own
    assert "#8e44ad" not in window.panels["Hero 2"].styleSheet()
    assert "Hero 2 colour" in window.menus.undo_action.text()
    last = json.loads(window.session.path.read_text(encoding="utf-8").splitlines()[-1])
    # The time stamp of the first line a session writes (docs/history.md)
    last.pop("at", None)
    # Journaled at once
    assert last == {"type": "colour", "player": "Hero 2", "colour": "#8e44ad"}
    before = window.session.game.start.setup.players[2].colour
    window.menus.undo_action.trigger()
    assert window.session.state.player("Hero 2").colour == before
    assert window.panels["Hero 2"].property("seatColour") == (before or "")


def test_rumble_panels_count_each_players_scheme_deck(make_window, qtbot):
    from archenemy.desktop.i18n import install_language

    # The English catalogue holds the plural forms, as in the app
    install_language("en")
    catalogue = load_catalogue()
    decks = [p.scheme_ids() for p in catalogue.precons if p.card_count == 20][:3]
    setup = GameSetup(
        Variant.SUPERVILLAIN_RUMBLE, tuple(PlayerSetup(f"Player {n}", tuple(d)) for n, d in enumerate(decks, 1))
    )
    window = make_window(setup)
    for name in ("Player 1", "Player 2", "Player 3"):
        assert "20 schemes in the deck" in window.panels[name].status_label.text()


def test_the_second_window_redraws_a_corrected_colour_and_its_undo(make_window, qtbot):
    """The second window shows the seat colours as corrected.

    No rename needed to redraw them.
    """
    window = make_window()
    window.second_window.toggle_display(True)
    qtbot.addWidget(window.second_window.display)
    name = window.session.game.state.players[1].name
    before = window.session.game.state.player(name).colour
    assert window.second_window.display.seats[name].colour == before
    seat_widget = window.second_window.display.seats[name]
    assert window.session.perform(SetColour(name, "#8e44ad"))
    # Redrawn in place, not rebuilt
    assert window.second_window.display.seats[name] is seat_widget
    assert window.second_window.display.seats[name].colour == "#8e44ad"
    assert window.second_window.display.seats[name].property("seatColour") == "#8e44ad"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.session.game.state.player(name).colour == before)
    assert window.second_window.display.seats[name].colour == before
    window.second_window.toggle_display(False)
