"""The end of a game: the story in the card's place, then the next game's centre.

A game started from a finished game's story shows what its variant has:
Planechase alone (901.2) no scheme card and no ongoing schemes.
"""

from __future__ import annotations

from archenemy.engine.actions import ChangeLife

from support.planar_games import PLANAR_FILLER, planechase_start


def test_planechase_started_from_a_finished_games_story_shows_no_scheme_card(make_window, qtbot):
    window = make_window()
    window.session.perform(ChangeLife("Archenemy", -40))
    qtbot.waitUntil(lambda: window.game_end.story_view.isVisible())
    assert window.files.start_game(planechase_start(PLANAR_FILLER).setup)
    assert window.session.state.planar is not None
    assert window.card.isHidden() and window.ongoing.isHidden()
    assert window.game_end.story_view.isHidden()
