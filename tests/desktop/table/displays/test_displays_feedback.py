"""What table mode (F11) and the second window (F10) tell the table.

Each test reads a display as a player reads it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from archenemy.engine.actions import Answer, ChangeLife, Concede
from archenemy.engine.model import Prompt, PromptKind, Step

from support.displays import phone, play, settle, show_displays
from support.games import FILLER, keep_schemes, make_rumble_start, make_start, rumble_decks

# ----- a display shown again shows no stale running change ----------------------------------------------


def test_table_mode_opened_again_shows_no_stale_running_change(make_window, qtbot):
    """A display shown again shows no stale running change.

    A +4 applied while table mode was off ran in the seat's corner when F11
    opened it, minutes later.
    """
    window = make_window(make_start(FILLER))
    window.toggle_table_mode(True)
    settle(qtbot)
    window.toggle_table_mode(False)
    settle(qtbot)
    assert window.session.perform(ChangeLife("Archenemy", 4))
    assert window.session.perform(ChangeLife("Hero 2", -7))
    window.toggle_table_mode(True)
    settle(qtbot)
    seats = window.table_view.seats
    assert seats["Archenemy"].life_label.text() == "44"
    assert seats["Archenemy"].running == "" and seats["Hero 2"].running == "", "made while table mode was off"
    assert window.session.perform(ChangeLife("Hero 2", -1))
    settle(qtbot)
    assert seats["Hero 2"].running == "−1", "a change made while it shows runs as before"
    window.toggle_table_mode(False)


def test_the_second_window_shown_again_shows_no_stale_running_change(make_window, qtbot):
    window = make_window(make_start(FILLER))
    display = show_displays(window, qtbot)
    window.second_window.toggle_display(False)
    settle(qtbot)
    assert window.session.perform(ChangeLife("Hero 1", -3))
    window.second_window.toggle_display(True)
    settle(qtbot)
    assert display.seats["Hero 1"].life_label.text() == "17" and display.seats["Hero 1"].running == ""


# ----- undo says what it undid, on the second window too -------------------------------------------------


def test_undo_names_the_answers_scheme_and_the_second_window_says_it(make_window, qtbot):
    """ "Undone: Answer" named neither the question nor the scheme.

    Ctrl+Z on the second window said nothing.
    """
    window = make_window(make_start(("because-i-have-willed-it", *FILLER)))
    play(window, lambda s: bool(s.prompts) and s.prompts[0].scheme_id == "because-i-have-willed-it")
    display = show_displays(window, qtbot)
    prompt = window.session.state.prompts[0]
    assert window.session.perform(Answer(prompt.id, 0))
    settle(qtbot)
    assert window.menus.undo_action.text() == "&Undo: Answer to “Because I Have Willed It”"
    display.activateWindow()
    # Ctrl+Z on the second window
    qtbot.keyClick(display, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot)
    assert window.session.state.prompts and window.session.state.prompts[0].id == prompt.id, "the answer undone"
    assert display.told.isVisible() and display.told.text() == "Undone: Answer to “Because I Have Willed It”"
    assert window.helper_label.text() == display.told.text()
    assert window.menus.redo_action.text() == "&Redo: Answer to “Because I Have Willed It”"
    qtbot.keyClick(display, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot)
    assert display.told.text() == "Redone: Answer to “Because I Have Willed It”"


# ----- F5 outside a game night says why where the table looks ---------------------------------------------


def test_next_game_outside_a_night_says_why_in_table_mode_and_on_the_second_window(make_window, qtbot):
    """In table mode and on the second window F5 did nothing visible.

    The reason was in the status bar only.
    """
    window = make_window(make_start(FILLER))
    assert window.session.perform(ChangeLife("Archenemy", -40))
    display = show_displays(window, qtbot)
    window.toggle_table_mode(True)
    settle(qtbot)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    settle(qtbot)
    why = "This game is not part of a game night: Game → Start a game night…"
    assert window.helper_label.isVisible() and window.helper_label.text() == why, "table mode has no status bar"
    assert display.told.isVisible() and display.told.text() == why
    window.toggle_table_mode(False)


# ----- Supervillain Rumble: whose scheme ------------------------------------------------------------------


def test_rumble_displays_say_whose_ongoing_and_last_scheme(make_window, qtbot):
    """In Supervillain Rumble the displays say whose scheme it is.

    The second window said "Ongoing: Bow to My Command" (whose?), and the card
    "Last scheme · now on the bottom…" beside the count of another player's
    deck.
    """
    decks = rumble_decks(4, first=("bow-to-my-command", *FILLER))
    window = make_window(make_rumble_start(decks))

    def answers(prompt: Prompt) -> object:
        return "Cat" if prompt.kind is PromptKind.CHOICE else keep_schemes(prompt)

    play(window, lambda s: s.active == "Cat" and s.step is Step.PRECOMBAT_MAIN and not s.prompts, answers)
    display = show_displays(window, qtbot)
    assert display.ongoing_label.text() == "Ongoing: Bow to My Command (Ann)"
    assert window.card.caption.text().startswith("Cat · "), "Cat's A Reckoning Approaches, resolved"
    play(window, lambda s: s.active == "Dan" and s.step is Step.UPKEEP, answers)
    settle(qtbot)
    for card in (window.card, display.card):
        assert card.name_label.text() == "A Reckoning Approaches"
        assert card.caption.text() == "Cat · Last scheme · now on the bottom of the scheme deck", card.caption.text()
        assert card.deck_label.text().startswith("Cat's scheme deck"), card.deck_label.text()
    assert phone(window)["scheme"]["caption"].startswith("Cat · Last scheme")


# ----- Supervillain Rumble: a turn whose player left says so ------------------------------------------------


def test_rumble_a_turn_whose_player_left_says_so_on_every_display(make_window, qtbot):
    """Player 3 conceded in their own upkeep.

    "Turn 8 · Player 3 · Precombat main phase", no scheme, no why.
    """
    window = make_window(make_rumble_start(rumble_decks(4)))
    play(window, lambda s: s.active == "Cat" and s.step is Step.UPKEEP)
    assert window.session.perform(Concede("Cat"))
    play(window, lambda s: s.active == "Cat" and s.step is Step.PRECOMBAT_MAIN)
    display = show_displays(window, qtbot)
    line = "Turn 3 · Cat (left the game) · Precombat main phase"
    assert display.turn_label.text() == line and phone(window)["turn"] == "Turn 3 · Cat (left the game)"
    assert window.turn_bar.turn_label.text() == "Turn 3 · Cat (left the game)"
    window.log_dock.show()
    settle(qtbot)
    lines = window.log.lines()
    assert any("Cat has left the game: no scheme is set in motion this turn." in line for line in lines), lines[:5]
