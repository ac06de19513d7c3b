"""Table mode's touch menu of a seat's counts shows its two section titles."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _commander() -> GameSetup:
    schemes = sorted(set(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids()))[:10]
    return GameSetup(Variant.ARCHENEMY_COMMANDER, (PlayerSetup("Archenemy", tuple(schemes)), PlayerSetup("Ana")))


def test_the_poison_and_commander_damage_titles_show_in_the_touch_menu(make_window, qtbot):
    window = make_window(_commander())
    assert window.panels.counts_menu("Ana", QPoint(20, 20))
    menu = window.panels.touch_menu
    qtbot.waitExposed(menu)
    panel = window.panels["Ana"]
    titles = [label for label in menu.findChildren(QLabel, "touchSection") if label.isVisible()]
    assert [label.text() for label in titles] == [panel.poison_button.text(), panel.commander_button.text()]
    assert all(label.font().bold() and label.height() > 0 for label in titles)
    menu.close()
