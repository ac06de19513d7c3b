"""Version-1 saves replayed by the current rules.

Compared with what ``archenemy replay --json`` printed then.

Each save of ``tests/data/v1`` has the final state the command line printed
when it was recorded (``*.v1.json``): a save the rules replay the same way
shows the same state now; a save with a fixed defect differs only there.
"""

from __future__ import annotations

import json

import pytest

from archenemy.desktop.cli.state_text import state_to_json
from archenemy.engine.game import replay_until_refused
from archenemy.engine.journal import (
    FORMAT_VERSION,
    header_version,
    read_journal,
)

from support.games import CATALOGUE
from support.paths import DATA

V1 = DATA / "v1"


def _open(name: str):
    loaded = read_journal(V1 / name)
    game, refusal = replay_until_refused(
        loaded.start, loaded.actions, CATALOGUE, version=header_version(loaded.start), current_version=FORMAT_VERSION
    )
    return loaded, game, refusal


def _before(name: str) -> dict:
    return json.loads((V1 / name.replace(".jsonl", ".v1.json")).read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "name", ["archenemy-nicol-bolas-random.jsonl", "rumble-duskmourn-random.jsonl", "plots-that-span-centuries.jsonl"]
)
def test_version_1_saves_the_rules_replay_the_same_open_whole_with_the_same_state(name):
    loaded, game, refusal = _open(name)
    assert refusal is None
    assert len(game.log) == len(loaded.actions)
    now = state_to_json(game.state, "en")
    # Existing keys and values unchanged
    assert {key: now[key] for key in _before(name)} == _before(name)


@pytest.mark.parametrize(
    ("name", "changed"),
    [("doom-tie-both-concede.jsonl", {"players", "pending"}), ("drench-the-soil.jsonl", {"step"})],
)
def test_version_1_saves_with_a_fixed_defect_open_whole_and_differ_only_there(name, changed):
    loaded, game, refusal = _open(name)
    assert refusal is None and len(game.log) == len(loaded.actions)
    now = state_to_json(game.state, "en")
    assert {key for key, value in _before(name).items() if now[key] != value} == changed
