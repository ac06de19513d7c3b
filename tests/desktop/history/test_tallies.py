"""The index's tallies give the statistics counted from the stories.

Over every variant (planes, Rumble, Planechase alone), game by game as the
journals change, and when the tallies are planted or damaged: counted again
from the rows, never believed.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from archenemy.desktop.history.index import HistoryIndex
from archenemy.desktop.history.stats import compute_statistics
from archenemy.engine.variants import Variant

from support.games import CATALOGUE

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
from history_games import templates, write_history  # noqa: E402

VARIANTS = ("", *(v.value for v in Variant))


@pytest.fixture(scope="module")
def played():
    """The bench's played games (every variant, renames, undo), made once."""
    return templates()


def _folder(tmp_path: Path, played, count: int) -> Path:
    games = tmp_path / "data" / "games"
    write_history(games, count, found=played)
    return games


def _expected(index: HistoryIndex, variant: str):
    games = index.games()
    return compute_statistics(g.story for g in games if not variant or g.story.variant.value == variant)


def test_the_tallies_are_the_stories_statistics_in_every_variant(tmp_path: Path, played) -> None:
    games = _folder(tmp_path, played, 60)
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        assert index.rebuilt
        for variant in VARIANTS:
            assert index.statistics(variant) == _expected(index, variant), variant
        assert index.statistics().games == 60


def test_the_tallies_follow_games_added_changed_and_deleted(tmp_path: Path, played) -> None:
    games = _folder(tmp_path, played, 30)
    paths = sorted(games.glob("*.jsonl"))
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        paths[0].unlink()
        paths[1].write_text(paths[2].read_text(encoding="utf-8"), encoding="utf-8")
        # A game cut before its end: no longer finished.
        lines = paths[3].read_text(encoding="utf-8").splitlines(keepends=True)
        paths[3].write_text("".join(lines[: len(lines) // 2]), encoding="utf-8")
        assert index.sync() == 3
        for variant in VARIANTS:
            assert index.statistics(variant) == _expected(index, variant), variant
        paths[4].unlink()
        assert index.note(paths[4])
        assert index.statistics() == _expected(index, "")
        kept = index.dump()["tallies"]
    with HistoryIndex(games, tmp_path / "rebuilt.sqlite3", CATALOGUE) as rebuilt:
        assert rebuilt.dump()["tallies"] == kept


@pytest.mark.parametrize(
    "planted",
    [
        "UPDATE tallies SET games = games + 1 WHERE kind = 'game'",
        "UPDATE tallies SET wins = 'many' WHERE kind = 'player'",
        "INSERT INTO tallies VALUES ('archenemy', 'player', 'Zed', 'hero', 0, 5, 5)",
        "DELETE FROM tallies WHERE kind = 'scheme'",
        "DELETE FROM tallies",
        "UPDATE tallies SET kind = 'nothing' WHERE kind = 'turns'",
    ],
)
def test_planted_tallies_are_counted_again_from_the_rows(tmp_path: Path, played, planted: str) -> None:
    games = _folder(tmp_path, played, 20)
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        expected = _expected(index, "")
        honest = index.dump()["tallies"]
        db = index.db_path
    with sqlite3.connect(db) as conn:
        conn.execute(planted)
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        index.sync()
        assert index.statistics() == expected
        # Counted again and kept.
        assert index.dump()["tallies"] == honest


def test_a_planted_player_row_is_never_counted(tmp_path: Path, played) -> None:
    games = _folder(tmp_path, played, 10)
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        expected = _expected(index, "")
        db = index.db_path
    with sqlite3.connect(db) as conn:
        (key,) = conn.execute("SELECT id FROM games LIMIT 1").fetchone()
        conn.execute("INSERT INTO players VALUES (?, 15, 'Zed', 'hero', 'heroes', NULL, 1, '[]', NULL, NULL)", (key,))
    with HistoryIndex(games, catalogue=CATALOGUE) as index:
        index.sync()
        # The rows disagree with the tallies; read back they are refused: the index is rebuilt.
        assert index.statistics() == expected
        assert index.rebuilt
