"""``archenemy history`` and ``archenemy stats``.

The documented shapes, in the app's data folder, never writing a journal.
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

from archenemy.desktop import paths
from archenemy.desktop.cli import main
from archenemy.engine.actions import NextStep
from archenemy.engine.game import Game
from archenemy.engine.variants import Variant

from support.games import CATALOGUE
from support.history import START_TIME, finished_game, start_of, write_game


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def _night_of_games() -> Path:
    games = paths.games_dir()
    games.mkdir(parents=True)
    later = START_TIME + timedelta(hours=1)
    latest = START_TIME + timedelta(hours=2)
    write_game(games, "a.jsonl", finished_game(("Ana", "Ben", "Cat"), steps=14, winner="Ana"))
    write_game(games, "b.jsonl", finished_game(("Ben", "Cat", "Ana"), steps=3, created=later))
    rumble = finished_game(("Cat", "Ana", "Ben"), variant=Variant.SUPERVILLAIN_RUMBLE, winner="Ben", created=latest)
    write_game(games, "c.jsonl", rumble)
    unfinished = Game(start_of(("Ana", "Ben"), created=latest + timedelta(hours=1)), CATALOGUE)
    unfinished.do(NextStep())
    write_game(games, "d.jsonl", unfinished)
    (games / "e.jsonl").write_bytes(b"\x00 broken")
    return games


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_history_json_lists_the_finished_games_newest_first(isolated_user_dirs) -> None:
    games = _night_of_games()
    before = _files(games)
    code, out, err = run("history", "--json")
    assert code == 0
    listed = json.loads(out)
    assert [Path(g["file"]).name for g in listed] == ["c.jsonl", "b.jsonl", "a.jsonl"]
    for game in listed:
        assert Path(game["file"]).is_absolute() and Path(game["file"]).parent == games
        assert datetime.fromisoformat(game["started"]).tzinfo is not None
        assert isinstance(game["turns"], int) and isinstance(game["actions"], int)
        assert isinstance(game["draw"], bool) and isinstance(game["winners"], list)
        assert all(set(p) >= {"name", "role"} and p["role"] in ("archenemy", "hero") for p in game["players"])
    rumble, second, first = listed
    assert rumble["variant"] == "supervillain_rumble" and {p["role"] for p in rumble["players"]} == {"archenemy"}
    assert rumble["winners"] == ["Ben"]
    assert second["variant"] == "archenemy" and second["winners"] == ["Cat", "Ana"]
    assert [p["role"] for p in second["players"]] == ["archenemy", "hero", "hero"]
    assert first["winners"] == ["Ana"] and first["draw"] is False and first["turns"] >= 2
    assert first["started"] == START_TIME.isoformat()
    # The unreadable journal: one line
    assert err.count("\n") == 1 and "e.jsonl" in err
    # No journal written (the index lives beside the folder)
    assert _files(games) == before


def test_history_csv_and_text(isolated_user_dirs) -> None:
    _night_of_games()
    code, out, _ = run("history", "--csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert code == 0 and [Path(r["file"]).name for r in rows] == ["c.jsonl", "b.jsonl", "a.jsonl"]
    assert rows[2]["winners"] == "Ana" and rows[2]["draw"] == "false"
    code, out, _ = run("history", "--lang", "es")
    assert code == 0 and "archienemigo" in out.lower() and "ganada por" in out.lower()
    assert run("history", "--json", "--csv")[0] == 2
    assert run("history", "--bogus")[0] == 2


def test_history_rebuild_and_a_damaged_index(isolated_user_dirs) -> None:
    games = _night_of_games()
    assert run("history")[0] == 0
    (games.parent / "history.sqlite3").write_bytes(b"garbage" * 1000)
    code, out, _ = run("history", "--json", "--rebuild")
    assert code == 0 and len(json.loads(out)) == 3


def test_stats_json_shape(isolated_user_dirs) -> None:
    _night_of_games()
    code, out, err = run("stats", "--json")
    assert code == 0 and "e.jsonl" in err
    stats = json.loads(out)
    assert stats["games"] == 3
    players = stats["players"]
    assert [p["name"] for p in players] == ["Ana", "Ben", "Cat"]
    keys = {"name", "games", "wins", "games_as_archenemy", "wins_as_archenemy"}
    assert all(keys <= set(p) for p in players)
    ana = players[0]
    assert (ana["games"], ana["wins"], ana["games_as_archenemy"], ana["wins_as_archenemy"]) == (3, 2, 2, 1)
    assert ana["by_variant"]["supervillain_rumble"]["games"] == 1
    assert all(set(s) >= {"id", "name", "set_in_motion"} for s in stats["schemes"])
    assert sum(s["set_in_motion"] for s in stats["schemes"]) >= 1


def test_stats_for_one_player(isolated_user_dirs) -> None:
    _night_of_games()
    code, out, _ = run("stats", "--json", "--player", "ben")
    stats = json.loads(out)
    assert code == 0 and stats["games"] == 3 and [p["name"] for p in stats["players"]] == ["Ben"]
    code, out, _ = run("stats", "--json", "--player", "Nobody")
    assert code == 0 and json.loads(out)["games"] == 0 and json.loads(out)["players"] == []
    code, out, _ = run("stats", "--player", "Nobody", "--lang", "es")
    assert code == 0 and "Nobody" in out


def test_no_games_at_all(isolated_user_dirs) -> None:
    assert run("history", "--json")[1].strip() == "[]"
    code, out, _ = run("stats", "--json")
    assert code == 0 and json.loads(out)["games"] == 0 and json.loads(out)["players"] == []


def test_the_commands_follow_the_xdg_data_folder_in_a_process(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"), HOME=str(tmp_path))
    games = tmp_path / "d" / "archenemy-companion" / "games"
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game())
    result = subprocess.run(
        [sys.executable, "-m", "archenemy.desktop.cli.commands", "history", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert [Path(g["file"]) for g in json.loads(result.stdout)] == [games / "a.jsonl"]


def test_stats_ranks_people_never_default_named_seats(isolated_user_dirs) -> None:
    """A default name is a seat, not a person: left out as the window leaves it.

    "Hero 1", "Héroe 2".
    """
    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game(("Ana", "Hero 1", "Héroe 2"), steps=14, winner="Ana"))
    code, out, _ = run("stats")
    players = out.split("Players\n", 1)[1].split("\n\n", 1)[0]
    assert code == 0 and "Ana ·" in players
    assert "Hero 1" not in players and "Héroe 2" not in players
