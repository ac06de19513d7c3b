"""Saves of journal format version 1 still open whole under the version-2 rules.

The saves in ``tests/data/v1`` were recorded with the rules before the change
(``tests/data/record_v1_saves.py``), each with the final state ``archenemy
replay --json`` printed then (``*.v1.json``).  Where the fixed rules replay a
version-1 game differently (a prompt that no longer appears, CR 800.4a), the
game opens up to the refused line and says which line
(:func:`archenemy.engine.game.replay_until_refused`, code ``rules_changed``);
the file is never rewritten.
"""

from __future__ import annotations

import pytest

from archenemy.engine.actions import ChangeCounter, ChangeTotals, NextStep, SetLife, TotalChange
from archenemy.engine.errors import JournalError
from archenemy.engine.game import replay_until_refused
from archenemy.engine.journal import (
    FORMAT_VERSION,
    header_from_json,
    header_to_json,
    header_version,
    journal_text,
    read_journal,
)

from support.games import CATALOGUE, make_game
from support.paths import DATA

V1 = DATA / "v1"
SAVES = sorted(p.name for p in V1.glob("*.jsonl"))


def _open(name: str):
    loaded = read_journal(V1 / name)
    game, refusal = replay_until_refused(
        loaded.start, loaded.actions, CATALOGUE, version=header_version(loaded.start), current_version=FORMAT_VERSION
    )
    return loaded, game, refusal


def test_the_current_format_version_is_written_and_version_1_is_read():
    # Version 3 added the action rename, version 4 changed rules (800.4a), version 5 brought the lasting effects;
    # version 6 the planes, version 7 the physical planar deck's reveals.
    assert FORMAT_VERSION == 7
    assert header_to_json(make_game().start)["version"] == 7
    for name in SAVES:
        assert header_version(read_journal(V1 / name).start) == 1


@pytest.mark.parametrize(
    ("name", "line"),
    [("rumble-departed-player-sets-scheme.jsonl", 6), ("rumble-departed-player-end-step.jsonl", 32)],
)
def test_version_1_save_the_fixed_rules_refuse_opens_up_to_the_refused_line_800_4a(name, line):
    before = (V1 / name).read_bytes()
    loaded, game, refusal = _open(name)
    assert isinstance(refusal, JournalError)
    assert refusal.code == "rules_changed" and refusal.line == line and refusal.params["version"] == 1
    # The departed player's scheme prompt is gone
    assert refusal.params["cause"].code == "unknown_prompt"
    # Every line before it (line 1 is the header)
    assert len(game.log) == line - 2
    # The file is kept as it is
    assert (V1 / name).read_bytes() == before
    # And the game goes on from there
    game.do(NextStep())


def test_a_version_2_refusal_is_an_invalid_action_not_a_rules_change():
    game = make_game()
    # 20 is Hero 1's life already
    lines = [(2, NextStep()), (3, SetLife("Hero 1", 20))]
    _, refusal = replay_until_refused(game.start, lines, CATALOGUE, version=2, current_version=2)
    assert refusal is not None and refusal.code == "journal_invalid_action" and refusal.line == 3


def test_version_2_actions_round_trip_through_a_journal(tmp_path):
    game = make_game()
    game.do(ChangeTotals((TotalChange("Hero 1", life=-3, poison=1), TotalChange("Hero 2", life=-3))))
    game.do(SetLife("Archenemy", 33))
    game.do(ChangeCounter("Hero 3", "energy", 2))
    path = tmp_path / "game.jsonl"
    path.write_text(journal_text(game.start, list(game.log)), encoding="utf-8")
    loaded = read_journal(path)
    assert [a for _, a in loaded.actions] == game.log
    assert header_version(loaded.start) == FORMAT_VERSION
    replayed, refusal = replay_until_refused(loaded.start, loaded.actions, CATALOGUE, version=2, current_version=2)
    assert refusal is None and replayed.state == game.state


def test_header_newer_than_this_version_is_refused():
    obj = header_to_json(make_game().start)
    obj["version"] = FORMAT_VERSION + 1
    with pytest.raises(JournalError) as info:
        header_from_json(obj, CATALOGUE)
    assert info.value.code == "header_newer_version" and info.value.params["supported"] == FORMAT_VERSION
