"""``archenemy history`` and ``stats`` with games of Planechase and planes.

The variant's name, the last player left as the winner (901.2), the planes
visited, rolls and chaos per game, the most visited planes; no archenemy
counted in Planechase alone.
"""

from __future__ import annotations

import io
import json
from datetime import timedelta

from archenemy.desktop import paths
from archenemy.desktop.cli import main
from archenemy.desktop.cli.history import History
from archenemy.desktop.texts import Words
from archenemy.engine.actions import Concede
from archenemy.engine.game import Game
from archenemy.engine.setup import GameStart
from archenemy.engine.story import TIME_FORMAT

from support.games import CATALOGUE, FILLER, make_start
from support.history import START_TIME, finished_game, write_game
from support.planar_games import PLANAR_FILLER, planechase_start, roll, to_main, with_planes


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def _stamped(start: GameStart, hours: int) -> GameStart:
    created = (START_TIME + timedelta(hours=hours)).strftime(TIME_FORMAT)
    return GameStart(start.setup, start.decks, start.starting_player, {"created": created}, start.planar_decks)


def _planechase(faces: tuple[str, ...], hours: int, leaving: tuple[str, ...] = ("Ben", "Cat")) -> Game:
    game = Game(_stamped(planechase_start(["naar-isle", *PLANAR_FILLER]), hours), CATALOGUE)
    to_main(game)
    for face in faces:
        roll(game, face)
    for name in leaving:
        game.do(Concede(name))
    return game


def _games() -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", _planechase(("chaos", "planeswalker", "blank"), 0))
    write_game(games, "b.jsonl", _planechase(("planeswalker",), 1, ("Ann", "Ben")))
    write_game(
        games, "c.jsonl", finished_game(("Ana", "Ben", "Cat"), winner="Ana", created=START_TIME + timedelta(hours=2))
    )
    planes = Game(_stamped(with_planes(make_start(FILLER, heroes=2)), 3), CATALOGUE)
    planes.do(Concede("Archenemy"))
    write_game(games, "d.jsonl", planes)


def test_history_lists_planechase_and_planes_added(isolated_user_dirs) -> None:
    _games()
    code, out, _ = run("history")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].endswith(
        "Archenemy with planes · turn 1 · 1 min · planes 1, planeswalks 0, rolls 0, chaos 0 · won by Hero 1, Hero 2"
    )
    planechase = [line for line in lines if "Planechase" in line]
    assert len(planechase) == 2
    assert "planes 2, planeswalks 1, rolls 1, chaos 0 · won by Cat" in planechase[0]
    assert "planes 2, planeswalks 1, rolls 3, chaos 1 · won by Ann" in planechase[1]
    code, out, _ = run("history", "--lang", "es")
    assert code == 0 and "Archenemy con planos" in out and "ganada por Cat" in out


def test_history_json_has_each_games_planes(isolated_user_dirs) -> None:
    _games()
    listed = json.loads(run("history", "--json")[1])
    planes, archenemy, second, first = listed
    assert archenemy["planar"] is None and planes["planar"]["visits"][0]["reason"] == "start"
    assert first["variant"] == "planechase" and first["winners"] == ["Ann"]
    assert {p["role"] for p in first["players"]} == {"player"}
    assert [r["result"] for r in first["planar"]["rolls"]] == ["chaos", "planeswalker", "blank"]
    assert [r["player"] for r in first["planar"]["rolls"]] == ["Ann"] * 3
    assert [v["planes"] for v in first["planar"]["visits"]] == [["naar-isle"], ["akoum"]]
    assert first["planar"]["chaos"] == [{"turn": 1, "player": "Ann", "plane": "naar-isle"}]
    assert second["winners"] == ["Cat"]


def test_stats_count_planes_and_no_archenemy_in_planechase_alone(isolated_user_dirs) -> None:
    _games()
    code, out, _ = run("stats")
    assert code == 0
    # One game had a single archenemy: the Archenemy game; planes added count, Planechase alone does not
    assert "The archenemy won 1 of 2 games" in out
    assert "  Ann · games 2, wins 1\n" in out
    assert "Games with planes: 3 · rolls per game 1.3 (median 1) · planeswalks per game 0.7 · chaos 1" in out
    # The game with planes added started on Akoum
    assert "Most visited planes\n  Akoum: 3 times, in 3 games\n  Naar Isle: 2 times, in 2 games\n" in out
    stats = json.loads(run("stats", "--json")[1])
    planar = stats["planar"]
    assert planar["games"] == 3 and planar["chaos"] == 1
    assert planar["results"] == {"planeswalker": 2, "chaos": 1, "blank": 1}
    assert planar["planes"][0] == {"id": "akoum", "name": "Akoum", "visits": 3, "games": 3}
    assert stats["archenemy_games"] == 2
    code, out, _ = run("stats", "--lang", "es")
    assert code == 0 and "Planos más visitados" in out
    assert "Akoum: 3 veces, en 3 partidas" in out


def test_a_plane_visited_once_is_said_in_the_singular_in_both_languages() -> None:
    # The Qt-free reader's plural forms, as the stats' "Most visited planes" use them
    for language, once in (("en", "1 time, in 1 game"), ("es", "1 vez, en 1 partida")):
        assert History(Words.of(language)).visited("Bant", 1, 1) == f"Bant: {once}"


def test_history_text_names_each_games_planes_visited_in_its_language(isolated_user_dirs) -> None:
    _games()
    lines = run("history")[1].splitlines()
    assert "    Planes visited: Naar Isle, Akoum" in lines
    # The game with planes added stayed on its starting plane
    assert "    Planes visited: Akoum" in lines
    spanish = run("history", "--lang", "es")[1].splitlines()
    assert "    Planos visitados: Isla Naar, Akoum" in spanish


def test_a_phenomenon_is_encountered_not_counted_among_the_planes_visited(isolated_user_dirs) -> None:
    # 312.5, 704.6f: the phenomenon met on the way is no plane visited
    games = paths.games_dir()
    games.mkdir(parents=True)
    game = Game(_stamped(planechase_start(["naar-isle", "reality-shaping", *PLANAR_FILLER]), 0), CATALOGUE)
    to_main(game)
    roll(game, "planeswalker")
    for name in ("Ben", "Cat"):
        game.do(Concede(name))
    write_game(games, "a.jsonl", game)
    out = run("history")[1]
    assert "planes 1, phenomena 1, planeswalks 1" in out
    assert "    Planes visited: Naar Isle\n    Phenomena encountered: Reality Shaping\n" in out
    (listed,) = json.loads(run("history", "--json")[1])
    assert listed["planar"]["planes_visited"] == ["naar-isle"]
    assert listed["planar"]["phenomena_encountered"] == ["reality-shaping"]
