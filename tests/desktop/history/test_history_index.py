"""The history index.

Built from the journals, equal whether rebuilt or kept up to date game by game,
never trusted when damaged, never hanging on another copy's lock.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.desktop.history.index import HistoryBusyError, HistoryIndex, index_path
from archenemy.desktop.history.schema import SCHEMA_VERSION
from archenemy.desktop.history.stats import compute_statistics
from archenemy.engine.actions import Concede
from archenemy.engine.errors import ArchenemyError
from archenemy.engine.game import Game
from archenemy.engine.journal import JournalWriter
from archenemy.engine.setup import GameStart
from archenemy.engine.story import TIME_FORMAT, game_story
from archenemy.engine.variants import Variant

from support.games import CATALOGUE
from support.history import START_TIME, finished_game, start_of, write_game
from support.planar_games import PLANAR_FILLER, planechase_start, roll, to_main
from support.random_play import draw_action, game_starts


def _index(games: Path, db: Path | None = None, **kwargs) -> HistoryIndex:
    return HistoryIndex(games, db, CATALOGUE, **kwargs)


def _games_folder(tmp_path: Path) -> Path:
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    return games


def _end(game: Game) -> None:
    """Concede until the game is over.

    The archenemy first; in Rumble every player but the last.
    """
    for player in game.state.players[:-1] if game.state.variant.rules.every_player_archenemy else game.state.players:
        if game.state.over:
            return
        if game.state.player(player.name).alive:
            game.do(Concede(player.name))


@settings(max_examples=25, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_index_kept_up_to_date_equals_the_index_rebuilt_from_the_journals(tmp_path_factory, data) -> None:
    """Games played and journaled line by line.

    The index told as the session tells it (when an outcome arrives, changes or
    goes), some games deleted: the index then holds exactly what a rebuild from
    the journals holds.
    """
    root = tmp_path_factory.mktemp("history")
    games = _games_folder(root)
    kept = _index(games, root / "kept.sqlite3")
    stamp = time.strftime(TIME_FORMAT)
    for number in range(data.draw(st.integers(1, 3))):
        start = data.draw(game_starts())
        path = games / f"game-{number}.jsonl"
        game = Game(start, CATALOGUE)
        writer = JournalWriter.create(path, start)
        game.on_action = lambda action, writer=writer: writer.append(action, None, stamp)
        for _ in range(data.draw(st.integers(0, 25))):
            action = draw_action(data, game)
            if action == "undo_redo":
                continue
            over = game.state.over
            try:
                game.do(action)
            except ArchenemyError:
                continue
            if over or game.state.over:
                kept.note(path)
        if data.draw(st.booleans()) and not game.state.over:
            _end(game)
            kept.note(path)
        if data.draw(st.booleans()) and game.can_undo:
            # An undo after the end reopens the game
            over = game.state.over
            game.undo()
            if over or game.state.over:
                kept.note(path)
        writer.close()
        if data.draw(st.integers(0, 5)) == 0:
            # Deleted from Recent games
            path.unlink()
            kept.note(path)
    rebuilt = _index(games, root / "rebuilt.sqlite3")
    assert rebuilt.rebuilt
    assert [(g.file, g.story) for g in kept.games()] == [(g.file, g.story) for g in rebuilt.games()]
    # Games never finished were not noted: the sync reads them (the window's first use does)
    kept.sync()
    assert kept.dump() == rebuilt.dump()
    assert [g.story for g in kept.games(finished=False)] == [g.story for g in rebuilt.games(finished=False)]
    # The statistics the index counts are the stories' (every variant), its game list the stories' seats.
    stories = [g.story for g in kept.games()]
    for variant in ("", *(v.value for v in Variant)):
        chosen = [s for s in stories if not variant or s.variant.value == variant]
        assert kept.statistics(variant) == compute_statistics(chosen), variant
    assert [[(s.name, s.role, s.won) for s in g.players] for g in kept.listing(finished=False)] == [
        [(p.name, p.role, p.won) for p in g.story.players] for g in rebuilt.games(finished=False)
    ]
    kept.close()
    rebuilt.close()


def test_a_finished_game_is_listed_with_its_story(tmp_path: Path) -> None:
    games = _games_folder(tmp_path)
    game = finished_game(steps=14, deck_name="My doom")
    path = write_game(games, "g.jsonl", game)
    with _index(games) as index:
        assert index.db_path == index_path(games) == tmp_path / "data" / "history.sqlite3"
        (found,) = index.games()
    story = found.story
    assert found.file == str(path) and found.started == story.started
    assert story.over and story.winners == ("Hero 1", "Hero 2", "Hero 3") and not story.draw
    assert story.reason == "archenemy_defeated" and story.actions == len(game.log)
    # One stamp a minute
    assert story.minutes == len(game.log)
    assert [p.role for p in story.players] == ["archenemy", "hero", "hero", "hero"]
    assert story.players[0].deck_name == "My doom" and story.players[0].deck_key == "named:my doom"
    assert [s.scheme for s in story.set_in_motion] == [game.start.decks[0][1][0]]
    assert story.life[0].points[0] == 40 and len(story.life[0].points) == story.turns + 1


def test_a_planechase_game_is_listed_with_its_planes_rolls_and_chaos(tmp_path: Path) -> None:
    games = _games_folder(tmp_path)
    start = planechase_start(["naar-isle", *PLANAR_FILLER], players=2)
    start = GameStart(
        start.setup, (), start.starting_player, {"created": START_TIME.strftime(TIME_FORMAT)}, start.planar_decks
    )
    game = Game(start, CATALOGUE)
    to_main(game)
    for face in ("chaos", "planeswalker", "blank"):
        roll(game, face)
    game.do(Concede("Ben"))
    write_game(games, "planes.jsonl", game)
    with _index(games) as index:
        (found,) = index.games()
    planar = found.story.planar
    assert planar is not None and planar == game_story(game).planar
    assert planar.planes_visited == ("naar-isle", "akoum") and len(planar.rolls) == 3 and len(planar.chaos) == 1
    assert found.story.winners == ("Ann",) and [p.role for p in found.story.players] == ["player", "player"]


def test_an_unfinished_game_is_indexed_but_not_listed_and_an_unreadable_one_is_skipped(tmp_path: Path) -> None:
    games = _games_folder(tmp_path)
    write_game(games, "going-on.jsonl", Game(start_of(("A", "B")), CATALOGUE))
    (games / "garbage.jsonl").write_bytes(b"\x00\x01 not a journal")
    (games / "folder.jsonl").mkdir()
    with _index(games) as index:
        assert index.games() == []
        assert [g.story.over for g in index.games(finished=False)] == [False]
        assert [(Path(s.file).name, s.why.reason) for s in index.skipped()] == [("garbage.jsonl", "journal_binary")]


def test_the_index_follows_the_journals_changed_behind_its_back(tmp_path: Path) -> None:
    games = _games_folder(tmp_path)
    first = write_game(games, "a.jsonl", finished_game())
    with _index(games) as index:
        assert len(index.games()) == 1
    write_game(games, "b.jsonl", finished_game(winner="Archenemy"))
    first.unlink()
    with _index(games) as index:
        assert not index.rebuilt
        assert index.sync() == 2
        assert [Path(g.file).name for g in index.games()] == ["b.jsonl"]
        assert index.games()[0].story.winners == ("Archenemy",)


def _damage(db: Path, how: str) -> None:
    if how == "garbage":
        db.write_bytes(os.urandom(5000))
    elif how == "truncated":
        data = db.read_bytes()
        db.write_bytes(data[: len(data) // 2 + 100])
    elif how == "older schema":
        with sqlite3.connect(db) as conn:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION - 1}")
    elif how == "missing table":
        with sqlite3.connect(db) as conn:
            conn.execute("DROP TABLE players")
    elif how == "fifo":
        db.unlink()
        os.mkfifo(db)
    elif how == "folder":
        db.unlink()
        db.mkdir()
    elif how == "empty":
        db.write_bytes(b"")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("how", ["garbage", "truncated", "older schema", "missing table", "fifo", "folder", "empty"])
def test_a_damaged_database_is_rebuilt_never_trusted(tmp_path: Path, how: str) -> None:
    games = _games_folder(tmp_path)
    game = finished_game(steps=20)
    write_game(games, "a.jsonl", game)
    with _index(games) as index:
        # One file, so that damaging it damages the index
        index.conn.execute("PRAGMA journal_mode = DELETE")
        # A lie the rebuild must not keep
        index.conn.execute("UPDATE games SET turns = 999")
    db = index_path(games)
    _damage(db, how)
    with _index(games) as index:
        assert index.rebuilt and not index.in_memory
        assert [g.story.turns for g in index.games()] == [game.state.turn]
    if how in ("garbage", "truncated", "fifo", "folder"):
        # What sat there is kept aside, never opened
        assert list(db.parent.glob("history.sqlite3.damaged-*"))


def test_a_newer_schema_is_left_alone_and_used_in_memory(tmp_path: Path) -> None:
    games = _games_folder(tmp_path)
    write_game(games, "a.jsonl", finished_game())
    db = index_path(games)
    with sqlite3.connect(db) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = db.read_bytes()
    with _index(games) as index:
        assert index.in_memory and len(index.games()) == 1
    assert db.read_bytes() == before


@pytest.mark.timeout(30)
def test_another_copy_holding_the_database_never_hangs(tmp_path: Path) -> None:
    games = _games_folder(tmp_path)
    path = write_game(games, "a.jsonl", finished_game())
    _index(games).close()
    other = sqlite3.connect(index_path(games), isolation_level=None)
    # Another copy of the app writing, for ever
    other.execute("BEGIN IMMEDIATE")
    try:
        with _index(games, busy_seconds=0.2) as index:
            # Reading is never blocked (WAL)
            assert len(index.games()) == 1
            began = time.monotonic()
            with pytest.raises(HistoryBusyError):
                index.note(path)
            assert time.monotonic() - began < 3
        from archenemy.desktop.cli.history import open_index

        # A change the sync must write: busy, so the command works in memory
        os.utime(path, (1, 1))
        with open_index(games, CATALOGUE) as index:
            assert len(index.games()) == 1
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_read_only_data_folder_works_in_memory(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere")
    games = _games_folder(tmp_path)
    write_game(games, "a.jsonl", finished_game())
    games.parent.chmod(0o555)
    try:
        with _index(games) as index:
            assert index.in_memory and len(index.games()) == 1
    finally:
        games.parent.chmod(0o755)
