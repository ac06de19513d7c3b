"""The Statistics window works its charts out off its own thread.

The statistics of every variant and the game list's words are worked out in
the reading thread; the window's thread only draws them (at 10,000 games
they took ~260 ms of it).
"""

from __future__ import annotations

import threading

from archenemy.desktop import paths
from archenemy.desktop.statistics import window as window_module
from archenemy.desktop.statistics.window import StatisticsWindow

from support.history import finished_game, write_game


def test_the_statistics_are_worked_out_in_the_reading_thread(qtbot, isolated_user_dirs, monkeypatch) -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    for number in range(3):
        write_game(games, f"g{number}.jsonl", finished_game(("Archenemy", "Ana", "Ben"), steps=number))
    threads: list[bool] = []
    real = window_module.compute_statistics

    def counted(stories):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(stories)

    monkeypatch.setattr(window_module, "compute_statistics", counted)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None, timeout=60_000)
    assert threads and not any(threads)
    assert [bar.label for bar in window.wins_chart.bars] == ["Ana", "Ben"]
    assert window.game_box.count() == 3 and window.game_box.itemText(0).startswith("started ")
    # Another variant chosen: drawn from what the thread worked out
    window.variant_box.setCurrentIndex(1)
    window.variant_box.setCurrentIndex(0)
    assert not any(threads)
