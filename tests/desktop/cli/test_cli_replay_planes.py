"""``archenemy replay`` of a game with planes (CR 901): the planes' keys.

The face-up plane or planes, the planar decks left (their order only where
the scheme decks show theirs: never in the physical deck mode), the planar
die's last roll and each active player's next cost (901.9).
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from pathlib import Path

from archenemy.desktop.cli import main
from archenemy.engine.actions import Action, NextStep
from archenemy.engine.game import Game
from archenemy.engine.journal import JournalWriter
from archenemy.engine.model import DeckMode
from archenemy.engine.setup import GameStart

from support.games import CATALOGUE
from support.planar_games import PLANAR_FILLER, planechase_start, roll, to_main


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    assert "Traceback" not in out.getvalue() + err.getvalue()
    return code, out.getvalue(), err.getvalue()


def journal(tmp_path: Path, start: GameStart, play: Sequence[Action] = (), rolls: Sequence[str] = ()) -> Path:
    """A journal of ``start``: ``play``, then the main phase and ``rolls``."""
    path = tmp_path / "planes.jsonl"
    writer = JournalWriter.create(path, start)
    game = Game(start, CATALOGUE, on_action=writer.append)
    for action in play:
        game.do(action)
    if rolls:
        to_main(game)
    for face in rolls:
        roll(game, face)
    writer.close()
    return path


def test_replay_json_shows_the_face_up_plane_the_deck_left_and_the_last_roll(tmp_path: Path) -> None:
    path = journal(tmp_path, planechase_start(["naar-isle", *PLANAR_FILLER[:5]]), rolls=["chaos", "blank"])
    code, out, err = run("replay", str(path), "--json", "--lang", "en")
    assert code == 0, err
    planes = json.loads(out)["planes"]
    (face,) = planes["face_up"]
    assert (face["id"], face["name"], face["kind"], face["owner"]) == ("naar-isle", "Naar Isle", "plane", None)
    assert face["counters"] == {"flame": 1} and face["chaos"].startswith("Whenever chaos ensues")
    assert planes["communal"] is True and planes["physical"] is False
    (deck,) = planes["decks"]
    assert deck["owner"] is None and deck["cards"] == 5
    assert deck["top_first"] == ["Akoum", "Academy at Tolaria West", "Astral Arena", "Bant", "Cliffside Market"]
    assert planes["last_roll"] == {
        "player": "Ann",
        "face": "blank",
        "result": "blank",
        "cost": 1,
        "paper": False,
        "caused": False,
        "turn": 1,
    }
    assert planes["controller"] == "Ann" and planes["rolls"] == {"Ann": 2} and planes["next_cost"] == {"Ann": 2}


def test_replay_json_after_a_planeswalk(tmp_path: Path) -> None:
    path = journal(tmp_path, planechase_start(), rolls=["planeswalker"])
    _, out, _ = run("replay", str(path), "--json", "--lang", "en")
    planes = json.loads(out)["planes"]
    assert [f["id"] for f in planes["face_up"]] == [PLANAR_FILLER[1]]
    assert planes["decks"][0]["cards"] == len(PLANAR_FILLER) - 1
    assert planes["decks"][0]["top_first"][-1] == "Akoum"
    assert planes["last_roll"]["result"] == "planeswalker"


def test_a_physical_planar_deck_shows_its_count_not_its_order(tmp_path: Path) -> None:
    """As the scheme decks: the order of paper planes is the table's, not the app's."""
    start = planechase_start(deck_mode=DeckMode.PHYSICAL)
    path = journal(tmp_path, start)
    code, out, err = run("replay", str(path), "--json", "--lang", "en")
    assert code == 0, err
    data = json.loads(out)
    planes = data["planes"]
    assert planes["physical"] is True
    assert [(d["owner"], d["top_first"]) for d in planes["decks"]] == [(None, None)]
    assert planes["decks"][0]["cards"] >= 0
    assert planes["last_roll"] is None


def test_each_players_own_planar_deck_is_counted_by_its_owner(tmp_path: Path) -> None:
    decks = {"Ann": PLANAR_FILLER[:4], "Ben": PLANAR_FILLER[4:8], "Cat": PLANAR_FILLER[8:]}
    path = journal(tmp_path, planechase_start(decks=decks))
    _, out, _ = run("replay", str(path), "--json", "--lang", "en")
    planes = json.loads(out)["planes"]
    assert planes["communal"] is False
    assert [d["owner"] for d in planes["decks"]] == ["Ann", "Ben", "Cat"]
    assert planes["face_up"][0]["owner"] == "Ann"


def test_a_game_without_planes_has_planes_null(tmp_path: Path) -> None:
    from support.games import make_start

    path = journal(tmp_path, make_start(), [NextStep()])
    _, out, _ = run("replay", str(path), "--json", "--lang", "en")
    assert json.loads(out)["planes"] is None


def test_replay_text_shows_the_planes_in_both_languages(tmp_path: Path, translations) -> None:
    path = journal(tmp_path, planechase_start(["aretopolis", *PLANAR_FILLER[:5]]), rolls=["chaos"])
    code, out, _ = run("replay", str(path), "--lang", "en")
    assert code == 0
    assert "  face up: Aretopolis (scroll 2)" in out.splitlines(), out
    assert "  cards left in the communal planar deck: 5" in out.splitlines()
    assert "  planar die: Ann rolled chaos" in out.splitlines()
    code, out, _ = run("replay", str(path), "--lang", "es")
    assert code == 0
    assert "  boca arriba: Aretópolis (pergamino 2)" in out.splitlines(), out
    assert "  cartas que quedan en el mazo planar común: 5" in out.splitlines()
    assert "  dado planar: Ann ha sacado caos" in out.splitlines()


def test_replay_json_has_the_planes_step_reminders(tmp_path: Path) -> None:
    from archenemy.engine.model import Step

    play = [NextStep()] * 10
    path = journal(tmp_path, planechase_start(["nephalia", *PLANAR_FILLER[2:]]), play)
    _, out, _ = run("replay", str(path), "--json", "--lang", "en")
    data = json.loads(out)
    assert data["step"] == Step.END.value
    (reminder,) = data["planes"]["step_reminders"]
    assert (reminder["id"], reminder["line"], reminder["controller"], reminder["step"]) == ("nephalia", 0, "Ann", "end")
    assert reminder["text"].startswith("“Nephalia” (Ann): At the beginning of your end step")


def test_replay_while_a_phenomenon_waits_names_the_planar_card(tmp_path: Path, translations) -> None:
    """A pending question about a planar card (704.6f) is replayed, not refused.

    Its card is a phenomenon, not a scheme: ``scheme`` is ``null`` and
    ``planar_card`` names it.
    """
    path = journal(
        tmp_path, planechase_start(["akoum", "unleash-the-flux", *PLANAR_FILLER[:4]]), rolls=["planeswalker"]
    )
    code, out, err = run("replay", str(path), "--json", "--lang", "en")
    assert code == 0, err
    (pending,) = json.loads(out)["pending"]
    assert pending["scheme"] is None and pending["planar_card"] == "Unleash the Flux"
    assert "Unleash the Flux" in pending["question"]
    code, out, err = run("replay", str(path), "--lang", "es")
    assert code == 0, err
    assert "  ? Resuelve «Desata el flujo» y pulsa Hecho (Ann camina por los planos desde él).\n" in out
