"""The Statistics window reads its figures off its own thread.

Every variant's statistics (the index's kept sums), the game list and its
words, and a game's story are read in the reading thread; the window's
thread only draws them (at 10,000 games the statistics and the list's words
took ~260 ms of it).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from archenemy.desktop import paths
from archenemy.desktop.history.index import HistoryIndex
from archenemy.desktop.statistics import reader as reader_module
from archenemy.desktop.statistics.window import StatisticsWindow

from support.history import finished_game, write_game


def test_the_statistics_are_read_in_the_reading_thread(qtbot, isolated_user_dirs, monkeypatch) -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    for number in range(3):
        write_game(games, f"g{number}.jsonl", finished_game(("Archenemy", "Ana", "Ben"), steps=number))
    threads: list[bool] = []
    for name in ("statistics", "listing", "game"):
        real = getattr(HistoryIndex, name)

        def counted(self, *args, real=real, **kwargs):
            threads.append(threading.current_thread() is threading.main_thread())
            return real(self, *args, **kwargs)

        monkeypatch.setattr(HistoryIndex, name, counted)
    labels: list[bool] = []
    real_label = reader_module.HistoryReader.__init__

    def init(self, games_dir, catalogue, label):
        def counted_label(game):
            labels.append(threading.current_thread() is threading.main_thread())
            return label(game)

        real_label(self, games_dir, catalogue, counted_label)

    monkeypatch.setattr(reader_module.HistoryReader, "__init__", init)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None, timeout=60_000)
    assert [bar.label for bar in window.wins_chart.bars] == ["Ana", "Ben"]
    assert window.game_box.count() == 3 and window.game_box.itemText(0).startswith("started ")
    # Another variant chosen: drawn from what the thread read
    window.variant_box.setCurrentIndex(1)
    window.variant_box.setCurrentIndex(0)
    window.tabs.setCurrentIndex(3)
    qtbot.waitUntil(lambda: window.story_view.story is not None, timeout=20_000)
    assert threads and not any(threads)
    assert labels == [False, False, False]
    window.close()


def test_the_catalogue_and_the_default_names_are_worked_out_in_the_reading_thread(
    qtbot, isolated_user_dirs, monkeypatch
) -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "g.jsonl", finished_game(("Archenemy", "Ana", "Hero 2"), steps=2))
    threads: dict[str, list[bool]] = {"catalogue": [], "names": []}
    real_kind = reader_module.default_name_kind

    def kind(name):
        threads["names"].append(threading.current_thread() is threading.main_thread())
        return real_kind(name)

    monkeypatch.setattr(reader_module, "default_name_kind", kind)
    real_init = reader_module.HistoryReader.__init__

    def init(self, games_dir, catalogue, label):
        def loaded():
            threads["catalogue"].append(threading.current_thread() is threading.main_thread())
            return catalogue()

        real_init(self, games_dir, loaded, label)

    monkeypatch.setattr(reader_module.HistoryReader, "__init__", init)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None, timeout=60_000)
    # "Archenemy" and "Hero 2" are seats, not people: left out, as before
    assert [bar.label for bar in window.wins_chart.bars] == ["Ana"]
    assert threads["catalogue"] == [False]
    assert threads["names"] and not any(threads["names"])
    window.close()


def test_a_closed_windows_reader_is_destroyed_in_the_windows_thread(qtbot, isolated_user_dirs) -> None:
    """The reading thread never destroys its reader: the window's thread does.

    A reader destroyed in the reading thread, while the window's thread
    delivered its queued signals, crashed the app (seen once in a whole run).
    """
    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "g0.jsonl", finished_game(("Archenemy", "Ana", "Ben"), steps=1))
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None, timeout=60_000)
    reader = window._reader
    assert reader is not None
    thread = reader._thread
    destroyed_in: list[str] = []
    reader.destroyed.connect(
        lambda: destroyed_in.append(threading.current_thread().name), Qt.ConnectionType.DirectConnection
    )
    del reader
    window.close()
    thread.join(timeout=20)
    assert not thread.is_alive()
    qtbot.waitUntil(lambda: destroyed_in != [], timeout=5000)
    assert destroyed_in == [threading.main_thread().name]
