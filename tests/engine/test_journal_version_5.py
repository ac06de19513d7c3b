"""Journal format version 5.

Saves of older versions replay by the rules they were written under.

Version 5 brought the lasting effects (:mod:`archenemy.engine.lasting`), which
change what some old lines mean: Your Inescapable Doom's damage under
Approach My Molten Realm, Know Evil targeting the player Imprison This
Insolent Wretch chose.  The saves in ``tests/data/v4`` were written by the app
of version 4 (``tests/data/record_v4_saves.py``); they replay whole, with the
state they had, and a game continued from one keeps its rules (the header
says ``"rules": 4``: ``tests/desktop/test_journal_versions_session.py``), so the file and
the screen agree.
"""

from __future__ import annotations

import json

import msgspec
import pytest

from archenemy.engine.actions import ApplyEffect, action_to_json
from archenemy.engine.errors import JournalError
from archenemy.engine.game import Game
from archenemy.engine.journal import (
    FORMAT_VERSION,
    SAME_RULES_SINCE,
    header_from_json,
    header_to_json,
    header_version,
    parse_journal,
    read_journal,
    replay,
)
from archenemy.engine.model import CURRENT_RULES
from archenemy.engine.setup import rules_of

from support.games import CATALOGUE, FILLER, make_start
from support.paths import DATA

V4 = DATA / "v4"
DOOM = V4 / "doom-under-approach-my-molten-realm.jsonl"
IMPRISON = V4 / "imprison-then-know-evil-targets-the-chosen.jsonl"


def _as_new(start):
    """``start`` as a game begun now, by the current rules.

    Its decks and seats the same.
    """
    return msgspec.structs.replace(start, extra={})


def test_version_5_brought_the_rules_of_the_lasting_effects():
    # version 6 brought the planes and no rule of a game without them; version 7 the physical planar deck's reveals
    assert (FORMAT_VERSION, CURRENT_RULES) == (7, 7)
    # a version-4 game replays as it was played: by version 4's rules
    assert SAME_RULES_SINCE == 4
    header = header_to_json(make_start(FILLER))
    assert header["version"] == 7 and "rules" not in header


def test_a_version_4_save_replays_whole_by_version_4s_rules():
    """Doom's 2 damage under Approach My Molten Realm stays 2, as it was.

    20 - 1 - 2.
    """
    loaded = read_journal(DOOM, catalogue=CATALOGUE)
    assert header_version(loaded.start) == 4 and rules_of(loaded.start) == 4
    # strict: every line accepted
    game = replay(loaded, CATALOGUE)
    assert game.state.rules_version == 4
    assert game.state.life_of("Hero 1") == 17
    now = Game(_as_new(loaded.start), CATALOGUE)
    now.do_all(action for _, action in loaded.actions)
    # the same lines under the current rules: doubled (614.1a)
    assert now.state.life_of("Hero 1") == 15


def test_a_version_4_save_whose_lines_the_current_rules_refuse_replays_by_its_own():
    """A version-4 save the current rules refuse replays by its own.

    Know Evil targeted Imprison This Insolent Wretch's chosen player; version 4 kept Imprison face up and
    asked its question, whose answer is in the file.  The current rules abandon it (603.2) and refuse that
    line.
    """
    loaded = read_journal(IMPRISON, catalogue=CATALOGUE)
    game = replay(loaded, CATALOGUE)
    assert "imprison-this-insolent-wretch" in [f.scheme_id for f in game.state.face_up()]
    now = Game(_as_new(loaded.start), CATALOGUE)
    with pytest.raises(JournalError):
        replay(msgspec.structs.replace(loaded, start=now.start), CATALOGUE)


@pytest.mark.parametrize("rules", [0, 8, True, "4", None])
def test_a_header_whose_rules_are_no_version_up_to_its_own_is_refused(rules):
    header = header_to_json(make_start(FILLER))
    header["rules"] = rules
    with pytest.raises(JournalError) as refused:
        header_from_json(header, CATALOGUE)
    assert (refused.value.code, refused.value.line) == ("header_rules", 1)


def test_older_rules_round_trip_through_the_header():
    start = msgspec.structs.replace(make_start(FILLER), extra={"version": 4})
    header = header_to_json(start)
    assert (header["version"], header["rules"]) == (FORMAT_VERSION, 4)
    again = header_from_json(json.loads(json.dumps(header)), CATALOGUE)
    assert rules_of(again) == 4 and header_version(again) == FORMAT_VERSION


def test_an_effect_line_in_a_version_4_file_is_damage():
    header = header_to_json(make_start(FILLER))
    header["version"] = 4
    line = action_to_json(ApplyEffect(1, "each_opponent_loses", ""))
    data = (json.dumps(header) + "\n" + json.dumps(line) + "\n").encode()
    with pytest.raises(JournalError) as refused:
        parse_journal(data, catalogue=CATALOGUE)
    assert refused.value.code == "journal_action_version" and refused.value.params["needs"] == 5
