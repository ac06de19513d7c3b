"""The seats on table mode (F11) and the second window (F10).

Each test reads a seat as a player reads it (the texts of its widgets in the
graphics scene).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from archenemy.engine.actions import ChangeLife, ChangePoison, CommanderDamage, Concede
from archenemy.engine.model import HEROES
from archenemy.engine.variants import Variant

from support.displays import phone, play, settle, show_displays, texts_of
from support.games import FILLER, make_start


def seat_texts(display, name: str) -> list[str]:
    """The texts a seat of the second window (or table mode) shows."""
    return texts_of(display.seats[name])


# ----- the Commander option's poison and commander damage on every display ------------------------------


def test_poison_and_commander_damage_are_on_table_mode_and_the_second_window(make_window, qtbot):
    """Each hero's seat was an empty box with its name, the archenemy's had no ⚔."""
    window = make_window(make_start(FILLER, variant=Variant.ARCHENEMY_COMMANDER, heroes=4))
    assert window.session.perform(ChangePoison("Hero 1", 1))
    assert window.session.perform(CommanderDamage("Archenemy", "Hero 1", 5))
    assert window.session.perform(CommanderDamage("Archenemy", "Hero 2", 3))
    display = show_displays(window, qtbot)
    window.toggle_table_mode(True)
    settle(qtbot)
    for shown in (display, window.table_view):
        assert "☠ 1   ⚔ 0" in seat_texts(shown, "Hero 1"), seat_texts(shown, "Hero 1")
        assert "☠ 0   ⚔ 5" in seat_texts(shown, "Archenemy"), "the most from one commander"
        assert "☠ 0   ⚔ 0" in seat_texts(shown, "Hero 2"), "the badges a tap changes, at 0"
        spoken = shown.seats["Archenemy"].accessibleName()
        assert "Hero 1's commander: 5" in spoken and "Hero 2's commander: 3" in spoken, spoken
        assert "Poison counters: 1" in shown.seats["Hero 1"].accessibleName()
    window.toggle_table_mode(False)


# ----- the loser's label agrees with the total under it -------------------------------------------------


@pytest.mark.parametrize(("language", "reason"), [("en", "0 or less life"), ("es", "0 vidas o menos")])
def test_a_loser_below_zero_is_not_labelled_0_life(make_window, qtbot, language, reason):
    """ "Archenemy · 0 life" over "-1" read as a wrong total."""
    window = make_window(make_start(FILLER), language)
    display = show_displays(window, qtbot)
    assert window.session.perform(ChangeLife("Archenemy", -41))
    settle(qtbot)
    seat = display.seats["Archenemy"]
    assert seat.life_label.text() == "-1"
    assert seat.name_label.text().endswith(f" · {reason}"), seat.name_label.text()


# ----- a seat that is out looks out, selected or not ---------------------------------------------------


def test_a_selected_seat_that_is_out_looks_out_on_the_displays(make_window, qtbot):
    """A seat that is out looks out, selected or not.

    The selected player brought to 0 kept the purple "selected" seat and a
    white total, like a live seat.
    """
    window = make_window(make_start(FILLER))
    display = show_displays(window, qtbot)
    window.toggle_table_mode(True)
    settle(qtbot)
    # Hero 2 selected
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert window.session.perform(ChangeLife("Hero 2", -20))
    settle(qtbot)
    palette = window.theme.palette
    for shown in (display, window.table_view):
        seat, other = shown.seats["Hero 2"], shown.seats["Hero 1"]
        assert seat.property("lost") is True and seat.property("selected") is True
        image = seat.grab().toImage()
        assert image.pixelColor(seat.width() // 2, seat.height() - 20).name() != palette.selected
        assert seat.life_label.palette().color(seat.life_label.foregroundRole()).name() == palette.muted
        assert other.life_label.palette().color(other.life_label.foregroundRole()).name() != palette.muted
    window.toggle_table_mode(False)


# ----- a hero who left is not outlined as taking the heroes' turn ---------------------------------------


def test_a_departed_hero_is_not_outlined_during_the_heroes_turn(make_window, qtbot):
    """Cris and Dani conceded.

    At "Turn 8 · The heroes" their greyed panels kept the active-turn outline.
    """
    window = make_window(make_start(FILLER))
    assert window.session.perform(Concede("Hero 2"))
    play(window, lambda s: s.active == HEROES)
    display = show_displays(window, qtbot)
    for seats in (window.panels, display.seats):
        assert seats["Hero 1"].property("active") is True
        assert seats["Hero 2"].property("active") is False, "out of the game: no turn"
    players = {p["name"]: p for p in phone(window)["players"]}
    assert players["Hero 2"]["active"] is False and players["Hero 1"]["active"] is True, "the phones too"


# ----- a long loss label wraps in its seat ------------------------------------------------------------


def test_a_long_loss_label_never_widens_its_seat(make_window, qtbot):
    """A long loss label wraps in its seat.

    "Archenemy · 21 combat damage from one commander" widened the seat to the
    screen's right edge.
    """
    window = make_window(make_start(FILLER, variant=Variant.ARCHENEMY_COMMANDER, heroes=4))
    display = show_displays(window, qtbot)
    widths = {name: seat.width() for name, seat in display.seats.items()}
    assert window.session.perform(CommanderDamage("Archenemy", "Hero 1", 21))
    settle(qtbot)
    seat = display.seats["Archenemy"]
    assert "21 combat damage from one commander" in seat.name_label.text()
    assert seat.width() == widths["Archenemy"], "the seat keeps its place"
    assert seat.name_label.width() <= seat.width(), "the label wraps inside the seat"


# ----- a departed hero's row says why on one line -----------------------------------------------------


def test_a_departed_heros_compact_row_says_why_on_one_line(make_window, qtbot):
    """A departed hero's row says why on one line.

    "Out: 10 poison counters" was wrapped in 3 lines beside two greyed badges
    that do nothing.
    """
    window = make_window(make_start(FILLER, variant=Variant.ARCHENEMY_COMMANDER, heroes=4))
    assert window.session.perform(ChangePoison("Hero 2", 10))
    settle(qtbot)
    panel = window.panels["Hero 2"]
    assert panel.compact
    status = panel.status_label
    assert status.text() == "Out: 10 poison counters"
    assert not panel.poison_button.isVisibleTo(panel) and not panel.commander_button.isVisibleTo(panel)
    assert status.height() < 2 * status.fontMetrics().height(), "one line"
    assert window.panels["Hero 1"].poison_button.isVisibleTo(window.panels["Hero 1"]), "a live hero keeps them"
