"""The Statistics window's "A game" tab is built when it is first shown.

Opening the window builds the tab shown first; the game's story (its life
chart and texts) is built when its tab is first shown, and shows what a story
view built at once would: the story of the game chosen.
"""

from __future__ import annotations

from archenemy.desktop import paths
from archenemy.desktop.statistics.story import StoryView, life_series
from archenemy.desktop.statistics.window import GAME_TAB, StatisticsWindow

from support.history import finished_game, write_game


def _window(qtbot) -> StatisticsWindow:
    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game(("Ana", "Ben", "Cat"), steps=12))
    write_game(games, "b.jsonl", finished_game(("Ben", "Cat", "Ana"), steps=20))
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None and window.game_box.count() == 2, timeout=60_000)
    return window


def test_the_game_tab_is_built_when_first_shown_with_the_same_story(qtbot, isolated_user_dirs) -> None:
    window = _window(qtbot)
    # The charts are drawn; the hidden tab's story view is not built
    assert window.wins_chart.bars
    assert window.findChildren(StoryView) == []
    window.tabs.setCurrentIndex(GAME_TAB)
    views = window.findChildren(StoryView)
    assert len(views) == 1 and views[0].isVisible()
    qtbot.waitUntil(lambda: views[0].story is not None, timeout=20_000)
    story = views[0].story
    # What a story view built at once shows for that game
    shown_at_once = StoryView(window._catalogue)
    qtbot.addWidget(shown_at_once)
    shown_at_once.show_story(story)
    assert views[0].summary.text() == shown_at_once.summary.text() and views[0].summary.text()
    assert views[0].schemes.text() == shown_at_once.schemes.text()
    assert list(views[0].chart.series) == life_series(story)
    assert window.current_chart() is views[0].chart
    # Another game chosen: its story, in the same view
    window.game_box.setCurrentIndex(1)
    qtbot.waitUntil(lambda: views[0].story is not None and views[0].story is not story, timeout=20_000)
    assert window.findChildren(StoryView) == views
    window.close()


def test_a_story_read_before_its_tab_is_shown_is_there_when_it_is(qtbot, isolated_user_dirs) -> None:
    window = _window(qtbot)
    # The first game's story is asked as the list arrives; read before the tab is shown
    file = window._game_files[0]
    qtbot.waitUntil(lambda: window._stories.get(file) is not None, timeout=20_000)
    assert window.findChildren(StoryView) == []
    window.tabs.setCurrentIndex(GAME_TAB)
    view = window.story_view
    assert view.story is window._stories[file]
    assert list(view.chart.series) == life_series(view.story)
    window.close()
