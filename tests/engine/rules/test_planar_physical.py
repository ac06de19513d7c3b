"""The cards a physical planar deck's table reveals for an ability.

Spatial Merging (901.11c: two planes face up), Stairs to Infinity and Pools of
Becoming, asked one card at a time since rules version 7; a version-6 save
(``tests/data/v6``, written by ``tests/data/record_v6_saves.py``) replays by
version 6's rules, which asked for one card after Spatial Merging.
"""

from __future__ import annotations

import json

import msgspec
import pytest

from archenemy.engine.errors import JournalError
from archenemy.engine.events import PlanarRevealed
from archenemy.engine.game import Game
from archenemy.engine.journal import (
    FORMAT_VERSION,
    header_to_json,
    header_version,
    journal_text,
    parse_journal,
    read_journal,
    replay,
)
from archenemy.engine.model import CURRENT_RULES, PHYSICAL_REVEALS_SINCE, DeckMode, Step
from archenemy.engine.planar import planar_answer
from archenemy.engine.questions import Q_PLANAR_REVEAL, Q_PLANAR_THEN, Q_STAIRS
from archenemy.engine.setup import rules_of

from support.games import CATALOGUE
from support.paths import DATA
from support.planar_games import deck_ids, face_up_ids, planechase_game, roll, to_main
from support.random_play import check_state

V6_SPATIAL = DATA / "v6" / "spatial-merging-physical.jsonl"
MERGING_DECK = ["akoum", "spatial-merging", "mutual-epiphany", "bant", "jund", "goldmeadow"]


def _physical(deck: list[str], first: str) -> Game:
    """A physical-deck game of Planechase alone, ``first`` the starting plane."""
    game = planechase_game(deck, deck_mode=DeckMode.PHYSICAL)
    _say(game, first)
    to_main(game)
    return game


def _say(game: Game, *plane_ids: str) -> list[object]:
    """The table names ``plane_ids``, one answer each to the first question."""
    events: list[object] = []
    for plane_id in plane_ids:
        prompt = game.state.prompts[0]
        assert prompt.question == Q_PLANAR_REVEAL, prompt
        events += game.do(planar_answer(game.state, prompt.id, plane_id))
    return events


def test_901_11c_physical_spatial_merging_asks_for_two_planes_and_keeps_both() -> None:
    game = _physical(MERGING_DECK, "akoum")
    roll(game, "planeswalker")
    _say(game, "spatial-merging")
    first = game.state.prompts[0]
    # Its phenomena go to the bottom on the table: only planes are asked for
    assert first.scheme_id == "spatial-merging" and "mutual-epiphany" not in first.options
    assert first.param("wanted") == "2" and first.param("revealed") == ""
    _say(game, "bant")
    second = game.state.prompts[0]
    assert "bant" not in second.options and second.param("revealed") == "bant"
    assert face_up_ids(game) == ["spatial-merging"]
    _say(game, "jund")
    assert face_up_ids(game) == ["bant", "jund"]
    assert game.state.prompts == ()
    check_state(game.state)


def test_901_11c_planeswalking_away_from_the_two_physical_planes_leaves_both() -> None:
    game = _physical(MERGING_DECK, "akoum")
    roll(game, "planeswalker")
    _say(game, "spatial-merging", "bant", "jund")
    roll(game, "planeswalker")
    assert face_up_ids(game) == []
    assert deck_ids(game)[-2:] == ["bant", "jund"]
    _say(game, "goldmeadow")
    assert face_up_ids(game) == ["goldmeadow"]


def test_physical_spatial_merging_with_one_plane_left_planeswalks_to_it() -> None:
    game = _physical(["akoum", "spatial-merging", "mutual-epiphany"], "akoum")
    roll(game, "planeswalker")
    # Akoum went to the bottom: the deck holds Mutual Epiphany and Akoum
    _say(game, "spatial-merging")
    assert game.state.prompts[0].options == ("akoum",)
    _say(game, "akoum")
    assert face_up_ids(game) == ["akoum"] and game.state.prompts == ()


def test_the_physical_stairs_to_infinity_asks_which_card_then_whether_to_the_bottom() -> None:
    game = _physical(["stairs-to-infinity", "akoum", "chaotic-aether", "bant"], "stairs-to-infinity")
    roll(game, "chaos")
    (asked,) = game.state.prompts
    # Any card may be on top, a phenomenon too
    assert asked.scheme_id == "stairs-to-infinity" and "chaotic-aether" in asked.options
    events = _say(game, "chaotic-aether")
    assert [e.planes for e in events if isinstance(e, PlanarRevealed)] == [("chaotic-aether",)]
    (stairs,) = game.state.prompts
    assert (stairs.question, stairs.param("plane")) == (Q_STAIRS, "chaotic-aether")
    planar = game.state.planar
    assert planar is not None and [c.plane_id for c in planar.revealed] == ["chaotic-aether"]
    game.do(planar_answer(game.state, stairs.id, True))
    planar = game.state.planar
    assert planar is not None and planar.revealed == () and game.state.prompts == ()
    assert face_up_ids(game) == ["stairs-to-infinity"]
    check_state(game.state)


def test_a_physical_reveal_from_the_communal_deck_is_no_players_deck() -> None:
    """901.15: the single communal planar deck is owned by no player.

    The table's reveal names the revealer, but the cards come from the
    communal deck: the log says "from the planar deck", not "from Ann's".
    """
    game = _physical(["stairs-to-infinity", "akoum", "chaotic-aether", "bant"], "stairs-to-infinity")
    roll(game, "chaos")
    events = _say(game, "akoum")
    assert [(e.player, e.communal) for e in events if isinstance(e, PlanarRevealed)] == [("Ann", True)]


def test_the_physical_pools_of_becoming_triggers_the_revealed_planes_chaos() -> None:
    """Pools of Becoming asks for three cards, then their chaos abilities act.

    Otaria's chaos takes an extra turn, Pompeii's asks its "Then planeswalk."
    (its ruling: away from Pools of Becoming), a phenomenon has none.
    """
    deck = ["pools-of-becoming", "otaria", "pompeii", "chaotic-aether", "bant"]
    game = _physical(deck, "pools-of-becoming")
    roll(game, "chaos")
    assert game.state.prompts[0].param("wanted") == "3"
    _say(game, "otaria", "chaotic-aether")
    assert "otaria" not in game.state.prompts[0].options
    events = _say(game, "pompeii")
    assert [e.planes for e in events if isinstance(e, PlanarRevealed)] == [("otaria", "chaotic-aether", "pompeii")]
    assert len(game.state.extra_turns) == 1
    (then,) = game.state.prompts
    assert (then.question, then.scheme_id) == (Q_PLANAR_THEN, "pompeii")
    assert sorted(deck_ids(game)) == sorted(["otaria", "pompeii", "chaotic-aether", "bant"])
    game.do(planar_answer(game.state, then.id, True))
    assert face_up_ids(game) == [] and game.state.prompts[0].question == Q_PLANAR_REVEAL


def test_a_physical_pools_of_becoming_revealed_by_another_asks_for_three_more() -> None:
    deck = ["pools-of-becoming", "akoum", "pools-of-becoming", "bant", "jund", "goldmeadow", "immersturm"]
    game = _physical(deck, "pools-of-becoming")
    roll(game, "chaos")
    _say(game, "akoum", "pools-of-becoming", "bant")
    (again,) = game.state.prompts
    assert (again.scheme_id, again.param("revealed")) == ("pools-of-becoming", "")
    events = _say(game, "jund", "goldmeadow", "immersturm")
    assert [e.planes for e in events if isinstance(e, PlanarRevealed)] == [("jund", "goldmeadow", "immersturm")]
    assert game.state.prompts == ()


def test_a_version_6_save_replays_spatial_merging_by_version_6s_rules() -> None:
    """The version-6 file asked for one card after Spatial Merging; it replays so.

    Its three answers (Spatial Merging, Bant, Jund) leave Jund alone face up;
    the same lines under version 7's rules leave Bant and Jund.
    """
    loaded = read_journal(V6_SPATIAL, catalogue=CATALOGUE)
    assert header_version(loaded.start) == 6 and rules_of(loaded.start) == 6 < PHYSICAL_REVEALS_SINCE
    game = replay(loaded, CATALOGUE)
    assert game.state.rules_version == 6
    assert face_up_ids(game) == ["jund"] and game.state.prompts == ()
    # continued, the file keeps its rules
    header = json.loads(journal_text(game.start, list(game.log)).splitlines()[0])
    assert (header["version"], header["rules"]) == (FORMAT_VERSION, 6)
    now = Game(msgspec.structs.replace(loaded.start, extra={}), CATALOGUE)
    assert now.state.rules_version == CURRENT_RULES == 7
    now.do_all(action for _, action in loaded.actions)
    assert face_up_ids(now) == ["bant", "jund"]


def test_the_version_6_rules_do_nothing_for_physical_stairs_and_pools() -> None:
    game = planechase_game(["stairs-to-infinity", "akoum", "bant"], deck_mode=DeckMode.PHYSICAL)
    game = Game(msgspec.structs.replace(game.start, extra={"version": 6}), CATALOGUE)
    _say(game, "stairs-to-infinity")
    to_main(game)
    roll(game, "chaos")
    assert game.state.prompts == () and game.state.step is Step.PRECOMBAT_MAIN


def test_a_save_from_a_newer_format_is_refused_at_its_first_line() -> None:
    header = header_to_json(planechase_game(MERGING_DECK, deck_mode=DeckMode.PHYSICAL).start)
    header["version"] = FORMAT_VERSION + 1
    with pytest.raises(JournalError) as refused:
        parse_journal((json.dumps(header) + "\n").encode(), catalogue=CATALOGUE)
    assert (refused.value.code, refused.value.line) == ("header_newer_version", 1)
