"""The main window's plane card is built for the first game with planes.

A game without planes never builds it (its widgets cost the start's first
frame their making and their polish); the first game with planes shows it
at once, beside the scheme card, where a screen reader finds it between the
card and the ongoing schemes, and the results over the table keep clear of
it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from support.planar_games import planechase_start


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(50)


def _order(window) -> list[object]:
    """The centre's scheme card, plane card and ongoing schemes, in their order."""
    parts = (window.card, window._plane_card, window.ongoing)
    return [child for child in window.centre_area.children() if child in parts]


def test_a_game_without_planes_never_builds_the_plane_card(make_window, qtbot):
    window = make_window()
    _settle(qtbot)
    for _ in range(5):
        window.keys.next_step()
    _settle(qtbot)
    assert window._plane_card is None
    assert window.shown_plane_card() is None


def test_a_game_with_planes_shows_its_planes_in_the_first_frame(make_window, qtbot):
    window = make_window(planechase_start())
    _settle(qtbot)
    card = window.shown_plane_card()
    assert card is window.plane_card and card.isVisible()
    assert [face.plane_id for face in card.faces]
    assert _order(window) == [window.card, card, window.ongoing]
    assert card in window.helper_label._clear_of


def test_the_first_game_with_planes_after_one_without_shows_them_at_once(make_window, qtbot):
    window = make_window()
    _settle(qtbot)
    assert window._plane_card is None
    assert window.files.start_game(planechase_start())
    _settle(qtbot)
    card = window.shown_plane_card()
    assert card is not None and card.isVisible() and card.faces
    assert card.width() > 0 and card.height() > 0
    assert _order(window) == [window.card, card, window.ongoing]
    assert card in window.helper_label._clear_of
    # Back to a game without planes: hidden, the card's room given back.
    assert window.files.start_game(None)
    _settle(qtbot)
    assert window.shown_plane_card() is None and window.plane_card.isHidden()
