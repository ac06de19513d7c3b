"""The Statistics window reads long games without stalling its keys.

No journal is replayed in its process.

A 100,000-action game's replay allocates millions of objects: in a thread of
the app, the collector's pauses stopped the window's keys for up to a third
of a second.  The window has a child process (``archenemy history --sync``)
bring the index up to date, and only reads the rows: the tests check where
each replay happens, never how long anything takes.
"""

from __future__ import annotations

import os
import shutil

import pytest

from archenemy.desktop import paths
from archenemy.desktop.history import child, pool, reading
from archenemy.desktop.history import index as index_module
from archenemy.desktop.statistics.window import StatisticsWindow
from archenemy.engine.actions import ChangeLife
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text

from support.games import CATALOGUE
from support.history import finish, play_turns, start_of


def _long_game(actions: int) -> str:
    game = Game(start_of(("Archenemy", "Ana", "Ben", "Cat")), CATALOGUE)
    count = 0
    while len(game.log) < actions:
        for _ in range(20):
            game.do(ChangeLife("Ana", 1 if count % 2 else -1))
            count += 1
        play_turns(game, 1)
    finish(game)
    return journal_text(game.start, game.log)


@pytest.mark.timeout(300)
def test_reading_long_games_replays_nothing_in_the_windows_process(qtbot, isolated_user_dirs, monkeypatch) -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    (games / "g0.jsonl").write_text(_long_game(5_000))
    for number in range(1, 3):
        shutil.copy(games / "g0.jsonl", games / f"g{number}.jsonl")
    # Every replay of a journal in this process (the index's, the pool's, the reading's).
    replayed: list[int] = []
    for module in (index_module, pool, reading):
        story_of = module.story_of
        monkeypatch.setattr(
            module, "story_of", lambda data, cat, f=story_of: replayed.append(len(data)) or f(data, cat)
        )
    # Every child asked to bring the index up to date: whether it did, and the journals it read.
    children: list[tuple[bool, list[tuple[int, int]]]] = []
    sync_in_child = child.sync_in_child

    def recorded(games_dir, *args, progress=None, **kwargs):
        read: list[tuple[int, int]] = []

        def relay(done: int, total: int) -> None:
            read.append((done, total))
            if progress is not None:
                progress(done, total)

        done = sync_in_child(games_dir, *args, progress=relay, **kwargs)
        children.append((done, read))
        return done

    monkeypatch.setattr(child, "sync_in_child", recorded)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None, timeout=240_000)
    # The three long games were replayed in the child, once each; none here.
    assert replayed == []
    assert len(children) == 1 and children[0][0] and children[0][1][-1] == (3, 3)
    assert [len(g.players) for g in window.games] == [4, 4, 4]
    assert sorted(os.path.basename(g.file) for g in window.games if g.over) == ["g0.jsonl", "g1.jsonl", "g2.jsonl"]


def test_history_sync_brings_the_index_up_to_date_and_prints_nothing(isolated_user_dirs) -> None:
    import io

    from archenemy.desktop.cli import main
    from archenemy.desktop.history.index import HistoryIndex

    from support.history import finished_game, write_game

    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game())
    out, err = io.StringIO(), io.StringIO()
    assert main(["history", "--sync"], out, err) == 0
    assert (out.getvalue(), err.getvalue()) == ("", "")
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        assert len(index.games()) == 1 and not index.rebuilt


def test_a_warm_index_is_read_without_a_child_or_the_stories(qtbot, isolated_user_dirs, monkeypatch) -> None:
    """The charts come from the index's kept sums, the list from its columns.

    At 10,000 games the child and every story took seconds; now only the
    story of the game shown is read.
    """
    from archenemy.desktop.history import child
    from archenemy.desktop.history.index import HistoryIndex

    from support.history import finished_game, write_game

    games = paths.games_dir()
    games.mkdir(parents=True)
    for number in range(3):
        write_game(games, f"g{number}.jsonl", finished_game(("Archenemy", "Ana", "Ben"), steps=number))
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        index.sync()
    children: list[bool] = []
    monkeypatch.setattr(child, "sync_in_child", lambda *args, **kwargs: children.append(True) or False)
    asked: list[str] = []
    stories = index_module.stories_from_rows

    def read(conn, where="", params=(), **kwargs):
        asked.append(where)
        return stories(conn, where, params, **kwargs)

    monkeypatch.setattr(index_module, "stories_from_rows", read)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.games is not None and window.story_view.story is not None, timeout=20_000)
    assert [bar.label for bar in window.wins_chart.bars] == ["Ana", "Ben"]
    assert window.game_box.count() == 3
    assert children == []
    # The game shown, and no other.
    assert asked == ["files.file = ?"]
    window.close()


def test_an_index_that_fails_its_later_check_is_rebuilt_and_read_again(qtbot, isolated_user_dirs, monkeypatch) -> None:
    from archenemy.desktop.history.index import HistoryIndex, index_path
    from archenemy.desktop.history.schema import IndexRowError

    from support.history import finished_game, write_game

    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game(("Archenemy", "Ana", "Ben")))
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        index.sync()
    real = HistoryIndex._full_check
    failed: list[bool] = []

    def damaged(self, conn=None) -> None:
        if not failed:
            failed.append(True)
            raise IndexRowError("the index failed its check")
        real(self, conn)

    monkeypatch.setattr(HistoryIndex, "_full_check", damaged)
    shown: list[int] = []
    drawn = StatisticsWindow._figures_read

    def figures_read(self, reader, figures) -> None:
        shown.append(figures.stats[""].games)
        drawn(self, reader, figures)

    monkeypatch.setattr(StatisticsWindow, "_figures_read", figures_read)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: len(shown) == 2 and window.games is not None, timeout=60_000)
    assert shown == [1, 1] and failed
    assert [bar.label for bar in window.wins_chart.bars] == ["Ana", "Ben"]
    assert list(index_path(games).parent.glob("history.sqlite3.damaged-*"))
    window.close()
