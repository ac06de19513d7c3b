"""A digit names one player in and out of a question: the player's answer key.

Outside a question, digit N selects the seat whose answer key is N (a hero's
number, A the archenemy; in Supervillain Rumble the seat's number), as a
question's answers are keyed.  F1 and the displays say the same.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from archenemy.desktop.table.dialogs.keys_help import KeysDialog
from archenemy.desktop.table_view import player_answer_key, seats_view
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.games import CATALOGUE


def test_a_digit_selects_the_hero_of_that_number_and_a_the_archenemy(make_window, qtbot) -> None:
    window = make_window()
    for key, name in ((Qt.Key.Key_1, "Hero 1"), (Qt.Key.Key_3, "Hero 3"), (Qt.Key.Key_A, "Archenemy")):
        qtbot.keyClick(window, key)
        assert window.selected == name
        assert player_answer_key(window.session.state, name) == ("A" if name == "Archenemy" else name[-1])
    qtbot.keyClick(window, Qt.Key.Key_4)
    assert window.selected == "Archenemy", "no fourth hero: the selection stays"
    seats = {seat.name: seat.key for seat in seats_view(window.session.state)}
    assert seats == {"Archenemy": "A", "Hero 1": "1", "Hero 2": "2", "Hero 3": "3"}


def test_in_supervillain_rumble_a_digit_is_the_seats_number(make_window, qtbot) -> None:
    deck = CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids()
    players = tuple(PlayerSetup(f"Player {n}", deck) for n in (1, 2, 3))
    window = make_window(GameSetup(Variant.SUPERVILLAIN_RUMBLE, players))
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert window.selected == "Player 2"


def test_f1_says_digits_and_a_select_as_in_questions(qtbot) -> None:
    dialog = KeysDialog()
    qtbot.addWidget(dialog)
    rows = dict(dialog.rows())
    assert rows["1 – 9"].startswith("Select a player by the key that answers a question with them (a hero's number")
    assert rows["A"].startswith("Select the archenemy")
