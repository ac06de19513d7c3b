"""The ``archenemy`` command line.

Schemes and replay (deck check has its own tests).
"""

from __future__ import annotations

import io
import json
import random

from archenemy.desktop.cli import main
from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.journal import JournalWriter
from archenemy.engine.setup import deal, default_setup

from support.paths import DATA


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def test_schemes_json_lists_102_sorted_by_english_name():
    code, out, _ = run("schemes", "--json", "--lang", "en")
    assert code == 0
    records = json.loads(out)
    assert len(records) == 102
    assert sum(r["ongoing"] for r in records) == 21
    names = [r["name_en"] for r in records]
    assert names == sorted(names, key=str.casefold)
    assert {"id", "name", "name_en", "ongoing", "text"} <= set(records[0])


def test_schemes_in_spanish_give_spanish_name_and_text():
    code, out, _ = run("schemes", "--lang", "es", "--json")
    assert code == 0
    echo = next(r for r in json.loads(out) if r["id"] == "my-laughter-echoes")
    assert echo["name_en"] == "My Laughter Echoes"
    assert echo["name"] != echo["name_en"]
    assert "plan" in echo["text"]


def test_bad_language_exits_2_without_traceback():
    code, _, err = run("schemes", "--lang", "fr")
    assert code == 2
    assert "Traceback" not in err and "fr" in err


def _journal(tmp_path, actions=()):
    catalogue = load_catalogue()
    start = deal(default_setup(catalogue), catalogue, random.Random(7))
    path = tmp_path / "game.jsonl"
    writer = JournalWriter.create(path, start)
    game = Game(start, catalogue, on_action=writer.append)
    for action in actions:
        game.do(action)
    writer.close()
    return path, game


def test_replay_json_reports_the_final_state(tmp_path):
    path, game = _journal(tmp_path, [NextStep(), NextStep(), NextStep(), ChangeLife("Hero 2", -4)])
    code, out, err = run("replay", str(path), "--json", "--lang", "en")
    assert code == 0, err
    data = json.loads(out)
    assert data["variant"] == "archenemy"
    assert data["turn"] == 1 and data["active"] == "Archenemy" and data["step"] == "precombat_main"
    assert [p["life"] for p in data["players"]] == [40, 20, 16, 20]
    assert data["team_life"] is None and data["outcome"] is None
    top = load_catalogue()[game.start.decks[0][1][0]].name
    assert data["face_up"]["Archenemy"] == [top]
    assert data["pending"] and data["pending"][0]["scheme"] == top


def test_replay_recovers_a_torn_last_line_with_a_warning(tmp_path):
    path, _ = _journal(tmp_path, [NextStep()])
    with open(path, "a", encoding="utf-8") as handle:
        handle.write('{"type": "next_')
    code, out, err = run("replay", str(path), "--json")
    assert code == 0
    assert "line 3" in err
    assert json.loads(out)["step"] == "upkeep"


def test_replay_invalid_action_exits_1_naming_the_line(tmp_path):
    path, _ = _journal(tmp_path, [NextStep(), NextStep(), NextStep()])
    with open(path, "a", encoding="utf-8") as handle:
        # A prompt is waiting: refused
        handle.write('{"type": "next_step"}\n')
    code, _, err = run("replay", str(path))
    assert code == 1
    assert "line 5" in err


def test_replay_missing_file_exits_2(tmp_path):
    code, _, err = run("replay", str(tmp_path / "nope.jsonl"))
    assert code == 2 and "Traceback" not in err


def test_replay_foreign_or_newer_file_exits_1(tmp_path):
    foreign = tmp_path / "x.jsonl"
    foreign.write_text('{"hello": 1}\n', encoding="utf-8")
    assert run("replay", str(foreign))[0] == 1
    path, _ = _journal(tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["version"] = 99
    path.write_text(json.dumps(header) + "\n", encoding="utf-8")
    code, _, err = run("replay", str(path))
    assert code == 1 and "newer" in err


# ----- the replay output tells a script everything a player sees ----------------


def _replay_json(tmp_path, deck, actions, heroes=("Hero 1", "Hero 2", "Hero 3")):
    from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
    from archenemy.engine.variants import Variant

    players = (PlayerSetup("Archenemy", tuple(deck)),) + tuple(PlayerSetup(h) for h in heroes)
    start = GameStart(GameSetup(Variant.ARCHENEMY, players), (("Archenemy", tuple(deck)),), "Archenemy")
    game = Game(start)
    for action in actions:
        game.do(action(game) if callable(action) else action)
    path = tmp_path / "game.jsonl"
    JournalWriter.create(path, start, list(game.log)).close()
    code, out, err = run("replay", str(path), "--json", "--lang", "en")
    assert code == 0, err
    return json.loads(out)


FILLER = ("a-reckoning-approaches", "embrace-my-diabolical-vision", "the-iron-guardian-stirs")


def test_replay_json_pending_has_id_kind_options_and_threshold(tmp_path):
    data = _replay_json(tmp_path, ("your-inescapable-doom", *FILLER), [NextStep()] * 10)
    (tie,) = data["pending"]
    assert tie["kind"] == "choice" and tie["options"] == ["Hero 1", "Hero 2", "Hero 3"] and tie["id"] == 1
    assert tie["threshold"] is None and tie["card"] == 1 and tie["owner"] == "Archenemy"
    assert data["doom_counters"] == [{"card": 1, "owner": "Archenemy", "counters": 1}]
    # The existing keys stay
    assert {"question", "scheme"} <= set(tie)


def test_replay_json_the_mighty_will_fall_recorded_choice_and_its_life_effect(tmp_path):
    from archenemy.engine.actions import RecordChoice

    actions = [NextStep()] * 3 + [ChangeLife("Hero 3", -2), RecordChoice(1, "chosen", "Hero 2")]
    data = _replay_json(tmp_path, ("the-mighty-will-fall", *FILLER), actions)
    (choice,) = data["choices"]
    assert choice == {
        "card": 1,
        "scheme": "The Mighty Will Fall",
        "owner": "Archenemy",
        "role": "chosen",
        "value": "Hero 2",
        "options": ["Hero 1", "Hero 2"],
    }
    (effect,) = data["life_effects"]
    assert effect["changes"] == [{"player": "Hero 2", "life": -7, "poison": 0}] and effect["numbers"] == []
    assert data["pending"][0]["kind"] == "done"


def test_replay_json_counters_tokens_steps_and_extra_turns(tmp_path):
    from archenemy.engine.actions import ChangeCounter

    actions = [ChangeCounter("Hero 1", "energy", 3), ChangeCounter("Hero 1", "Oil", 1)] + [NextStep()] * 3
    data = _replay_json(tmp_path, ("for-each-of-you-a-gift", *FILLER), actions)
    assert data["counters"]["Hero 1"] == {"Oil": 1, "energy": 3}
    assert [t["player"] for t in data["tokens"]] == ["Hero 1", "Hero 2", "Hero 3"]
    assert data["tokens"][0]["token"] == "horror_3_3" and data["tokens"][0]["count"] == 1
    assert data["steps"][3] == "precombat_main" and data["extra_turns"] == []
    code, out, _ = run("replay", str(tmp_path / "game.jsonl"), "--lang", "en")
    assert "Energy 3" in out and "Horror" in out


def test_replay_json_step_reminder_my_forces_are_innumerable_at_your_end_step(tmp_path):
    data = _replay_json(tmp_path, ("my-forces-are-innumerable", *FILLER), [NextStep()] * 10)
    (reminder,) = data["step_reminders"]
    assert reminder["key"] == "create_horror" and "Horror" in reminder["text"]


def test_replay_of_a_version_1_save_the_new_rules_refuse_prints_the_game_before_that_line(tmp_path):
    """An older save whose line 6 these rules refuse (CR 800.4a) is valid.

    The window continues it.
    """

    save = DATA / "v1" / "rumble-departed-player-sets-scheme.jsonl"
    before = save.read_bytes()
    code, out, err = run("replay", str(save), "--json")
    assert code == 0, err
    assert err.count("\n") == 1 and "line 6" in err and "up to line 5" in err
    assert json.loads(out)["players"]
    code, _, err = run("replay", str(save), "--lang", "es")
    assert code == 0 and "línea 6" in err and "hasta la línea 5" in err
    assert save.read_bytes() == before


def test_open_lets_the_window_continue_a_version_1_save_the_new_rules_refuse(tmp_path):
    """``archenemy open``'s check passes such a save on to the window.

    Which continues it in a new file.
    """

    from archenemy.desktop.cli.commands import read_saved_game

    save = DATA / "v1" / "rumble-departed-player-sets-scheme.jsonl"
    err = io.StringIO()
    status, result = read_saved_game(save, "en", "archenemy open", err)
    assert status == 0 and err.getvalue() == ""
    loaded, game, refusal = result
    assert refusal.code == "rules_changed" and refusal.line == 6 and len(game.log) == 4
