"""Table mode's Commander option by touch: the counts, never the team's life.

A hero whose life is the team's (CR 904.13) has only ☠ and ⚔ on their seat:
a tap there opens the hero's poison and commander damage, and never takes 1
from the shared team total.  A seat with its own total opens them from its
name or its marks; elsewhere a tap is ±1 life as before.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def commander_window(make_window, qtbot):
    schemes = sorted(set(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids()))[:10]
    heroes = ("Ana", "Ben", "Cris")
    window = make_window(
        GameSetup(Variant.ARCHENEMY_COMMANDER, (PlayerSetup("Archenemy", tuple(schemes)), *map(PlayerSetup, heroes)))
    )
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: window.table_view.isVisible() and "Ana" in window.table_view.seats, timeout=3000)
    return window


def popped_menu(qtbot) -> QMenu:
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def texts_of(menu: QMenu) -> list[str]:
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_a_tap_on_a_heros_seat_opens_their_poison_and_never_takes_the_teams_life(make_window, qtbot) -> None:
    window = commander_window(make_window, qtbot)
    team = window.session.state.team_life
    seat = window.table_view.seats["Ana"]
    assert not any(zone.isVisibleTo(seat) for zone in seat.zones), "no − and + on a seat without its own total"
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(10, seat.height() // 2))
    menu = popped_menu(qtbot)
    assert window.session.state.team_life == team, "the tap took nothing from the team"
    offered = texts_of(menu)
    assert "+1 poison counter" in offered
    assert any("Archenemy" in text for text in offered), "the archenemy's commander damage"
    next(a for a in menu.actions() if a.text() == "+1 poison counter").trigger()
    menu.close()
    assert window.session.state.player("Ana").poison == 1
    assert window.session.state.team_life == team
    assert "☠ 1" in seat.marks_label.text()


def test_a_seat_with_its_own_total_opens_its_counts_from_its_name(make_window, qtbot) -> None:
    window = commander_window(make_window, qtbot)
    seat = window.table_view.seats["Archenemy"]
    life = window.session.state.player("Archenemy").life
    name = seat.name_label
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=name.geometry().center())
    menu = popped_menu(qtbot)
    assert "+1 poison counter" in texts_of(menu)
    menu.close()
    assert window.session.state.player("Archenemy").life == life
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(10, seat.height() - 20))
    assert window.session.state.player("Archenemy").life == life - 1, "elsewhere a tap is −1 life"


def test_each_heros_marks_show_at_zero_so_the_table_sees_what_a_tap_changes(make_window, qtbot) -> None:
    """904.13c, 903.10a: the badges of the Commander option, before any count."""
    window = commander_window(make_window, qtbot)
    seat = window.table_view.seats["Ana"]
    assert seat.marks_label.isVisibleTo(seat)
    assert seat.marks_label.text() == "☠ 0   ⚔ 0"
