"""A game's end on table mode and the second window: a box that fits its words."""

from __future__ import annotations

import pytest

from archenemy.engine.actions import Concede

from support.displays import settle, show_displays
from support.planar_games import PLANAR_FILLER, planechase_start


@pytest.mark.parametrize("display", ["table mode", "second window"])
def test_the_winners_box_alone_in_the_middle_is_as_tall_as_its_words(make_window, qtbot, display):
    """Planechase won: "Dario wins!", two buttons, then ~300 px of empty purple box.

    Nothing else is in the middle (no scheme card, the planes done with).
    """
    window = make_window(planechase_start(PLANAR_FILLER, players=3), "es")
    for name in ("Ben", "Cat"):
        assert window.session.perform(Concede(name))
    settle(qtbot)
    if display == "table mode":
        window.toggle_table_mode(True)
        shown = window.table_view
    else:
        shown = show_displays(window, qtbot)
    settle(qtbot)
    notice = shown.notice
    assert notice.isVisible() and notice.heading.text() == "¡Gana Ann!"
    needed = notice.sizeHint().height()
    assert notice.height() <= needed + 8, (notice.height(), needed, shown.inner.height())
    assert notice.height() < shown.inner.height() // 2
    if display == "table mode":
        window.toggle_table_mode(False)
