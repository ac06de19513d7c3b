"""The numbers row refuses what it cannot apply: it says why, applies nothing.

Every number 0, more modes than the card chooses (CR 700.2d: I Will Savor
Your Agony chooses three), a digit past the field's largest value.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _resolving(make_window, qtbot, scheme_id: str):
    players = (PlayerSetup("Archenemy", (scheme_id,)),) + tuple(PlayerSetup(f"Hero {n}") for n in (1, 2, 3))
    window = make_window(GameSetup(Variant.ARCHENEMY, players))
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    return window


def _open_numbers(window, starts: str):
    button = next(b for b in window.banner.findChildren(QPushButton) if b.text().startswith(starts))
    button.click()
    numbers = window.banner.numbers
    assert numbers.is_open
    return numbers


def _lives(window) -> list[int | None]:
    return [player.life for player in window.session.state.players]


def test_every_number_0_is_refused_with_a_message_and_the_row_stays_open(make_window, qtbot):
    window = _resolving(make_window, qtbot, "know-naught-but-fire")
    numbers = _open_numbers(window, "Damage to each opponent")
    undo = window.menus.undo_action.text()
    numbers.apply_button.click()
    assert numbers.note.isVisible()
    assert numbers.note.text() == "Every number is 0: nothing to apply. Type the number, or Cancel."
    assert numbers.is_open and _lives(window) == [40, 20, 20, 20]
    assert window.menus.undo_action.text() == undo


def test_more_modes_than_the_card_chooses_are_refused_with_a_message_700_2d(make_window, qtbot):
    window = _resolving(make_window, qtbot, "i-will-savor-your-agony")
    numbers = _open_numbers(window, "Target players gain 5 life")
    undo = window.menus.undo_action.text()
    spins = list(numbers.spins.values())
    spins[0].setValue(2)
    spins[1].setValue(2)
    numbers.apply_button.click()
    assert numbers.note.isVisible()
    assert numbers.note.text() == "Nothing applied: the scheme chooses 3 modes, not 4 (CR 700.2d)."
    assert numbers.is_open and [spin.value() for spin in spins[:2]] == [2, 2], "the typed numbers stay"
    assert _lives(window) == [40, 20, 20, 20] and window.menus.undo_action.text() == undo


def test_a_digit_past_the_fields_largest_value_changes_nothing(make_window, qtbot):
    window = _resolving(make_window, qtbot, "know-naught-but-fire")
    numbers = _open_numbers(window, "Damage to each opponent")
    spin = numbers.spins["Hero 1"]
    qtbot.keyClicks(spin.lineEdit(), "1234")
    assert spin.value() == 123 and spin.maximum() == 999
    assert _lives(window) == [40, 20, 20, 20]
