"""The Statistics window shows how far the index's rebuild is.

The child that reads the journals (``archenemy history --sync --progress``)
reports each step; the window's bar follows it and goes once the games are
read.
"""

from __future__ import annotations

import pytest

from archenemy.desktop import paths
from archenemy.desktop.history.child import sync_in_child
from archenemy.desktop.statistics.window import StatisticsWindow

from support.history import finished_game, write_game


@pytest.mark.timeout(120)
def test_the_child_reports_the_journals_it_reads(isolated_user_dirs) -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    for number in range(3):
        write_game(games, f"g{number}.jsonl", finished_game(steps=number))
    seen: list[tuple[int, int]] = []
    assert sync_in_child(games, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    seen.clear()
    # Up to date: nothing read, nothing reported
    assert sync_in_child(games, progress=lambda done, total: seen.append((done, total)))
    assert seen == []


@pytest.mark.timeout(120)
def test_the_window_shows_the_rebuild_until_the_games_are_read(qtbot, isolated_user_dirs) -> None:
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None, timeout=60_000)
    bar = window.progress_bar
    assert not bar.isVisible()
    window._reader.progress.emit(2500, 10_000)
    qtbot.waitUntil(bar.isVisible)
    assert (bar.value(), bar.maximum()) == (2500, 10_000) and bar.accessibleName()
    window._reader.progress.emit(10_000, 10_000)
    qtbot.waitUntil(lambda: not bar.isVisible())
