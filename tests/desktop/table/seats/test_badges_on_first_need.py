"""A seat's poison and commander badges are made only when a seat shows them."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QToolButton

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _commander() -> GameSetup:
    schemes = sorted(set(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids()))[:10]
    return GameSetup(Variant.ARCHENEMY_COMMANDER, (PlayerSetup("Archenemy", tuple(schemes)), PlayerSetup("Ana")))


def _badges(panel) -> list[QToolButton]:
    return panel.findChildren(QToolButton, "badge")


def test_a_game_without_the_commander_option_builds_no_badges_or_their_menus(make_window):
    window = make_window()
    for panel in window.panels.values():
        assert not panel.has_badges
        assert _badges(panel) == [] and panel.findChildren(QMenu) == []


def test_the_commander_option_builds_and_shows_each_seats_badges(make_window):
    window = make_window(_commander())
    panel = window.panels["Ana"]
    assert panel.has_badges and len(_badges(panel)) == 2
    assert all(badge.isVisibleTo(panel) for badge in _badges(panel))
    assert panel.poison_button.accessibleName() == "Ana: poison counters"
    assert not panel.poison_menu.isEmpty()
