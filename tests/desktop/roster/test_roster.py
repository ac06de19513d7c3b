"""The roster: the group's players kept between games.

Written atomically, read safely; a night's game set up from it.
"""

from __future__ import annotations

import json
import os

import pytest

from archenemy.desktop.deck_builder.files import save_deck
from archenemy.desktop.roster.night import night_table, plan_setup, resolve_deck, start_planned
from archenemy.desktop.roster.store import (
    MAX_ROSTER_BYTES,
    DeckRef,
    Roster,
    RosterError,
    RosterPlayer,
    load_roster,
    roster_of,
    roster_path,
    save_roster,
)
from archenemy.engine.header_notes import NightRef, deck_names_of, night_of
from archenemy.engine.night import first_game, next_game
from archenemy.engine.variants import Variant

from support.games import CATALOGUE

NICOL = DeckRef("precon", "archenemy-nicol-bolas")


def _roster() -> Roster:
    return roster_of(
        [
            RosterPlayer("Ana", "#c0392b", (DeckRef("saved", "Ana's doom"), NICOL)),
            RosterPlayer("Ben", "#2e86de"),
            RosterPlayer("Cat", None, (NICOL,)),
        ]
    )


def test_the_roster_is_kept_between_games(isolated_user_dirs) -> None:
    assert load_roster().roster == Roster()
    save_roster(_roster())
    assert roster_path().parent.name == "archenemy-companion"
    loaded = load_roster()
    assert loaded.roster == _roster() and loaded.problem is None
    assert loaded.roster.own_decks() == ("Ana", "Cat")
    assert loaded.roster.renamed("ben", "Benito").find("BENITO") == RosterPlayer("Benito", "#2e86de")
    assert loaded.roster.without("Ana").find("Ana") is None


@pytest.mark.parametrize(
    "player",
    [
        RosterPlayer(""),
        RosterPlayer(" Ana"),
        RosterPlayer("x" * 41),
        RosterPlayer("heroes"),
        RosterPlayer("Zed", "red"),
        RosterPlayer("Zed", None, (DeckRef("random", ""),)),
    ],
)
def test_a_player_a_game_would_refuse_is_refused_with_a_message(player: RosterPlayer) -> None:
    with pytest.raises(RosterError) as caught:
        _roster().with_player(player)
    assert str(caught.value) and "\n" not in str(caught.value)


def test_a_name_taken_is_refused() -> None:
    with pytest.raises(RosterError, match="already"):
        _roster().with_player(RosterPlayer("ANA"), replacing="Ben")


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\x01",
        b"not json",
        b'{"format": "other"}',
        b'{"format": "archenemy-companion-roster", "players": [{"name": 3}]}',
        b'{"format": "archenemy-companion-roster", "players": [{"name": "A"}, {"name": "a"}]}',
        b"[" * 100000,
        # A key given twice is damage, never "the last wins" (engine/safe_files.loads_json).
        b'{"format": "archenemy-companion-roster", "players": [], "players": [{"name": "A"}]}',
    ],
)
def test_a_damaged_roster_is_kept_aside_with_a_message_never_a_traceback(isolated_user_dirs, content: bytes) -> None:
    path = roster_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    loaded = load_roster()
    assert loaded.roster == Roster() and loaded.problem and loaded.kept is not None
    assert loaded.kept.read_bytes() == content and loaded.kept.name in loaded.problem
    assert not path.exists()


@pytest.mark.timeout(20)
def test_a_fifo_or_a_huge_file_is_never_read(isolated_user_dirs) -> None:
    path = roster_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    loaded = load_roster()
    assert loaded.problem and loaded.kept is not None and not path.exists()
    path.write_bytes(b" " * (MAX_ROSTER_BYTES + 1))
    assert load_roster().kept is not None


def test_a_newer_roster_is_left_as_it_is(isolated_user_dirs) -> None:
    path = roster_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "archenemy-companion-roster", "version": 99, "players": []}))
    loaded = load_roster()
    assert loaded.read_only and loaded.problem and path.exists()


def test_a_nights_game_is_set_up_from_the_roster(isolated_user_dirs) -> None:
    save_deck("Ana's doom", "20 Roots of All Evil\n")
    roster = _roster()
    saved = {"Ana's doom": "20 Roots of All Evil\n"}
    assert resolve_deck(DeckRef("saved", "ana's DOOM"), CATALOGUE, saved) == (("roots-of-all-evil",) * 20, "ana's DOOM")
    assert resolve_deck(DeckRef("saved", "gone"), CATALOGUE, saved) is None
    assert resolve_deck(DeckRef("precon", "nope"), CATALOGUE, saved) is None
    table = night_table(roster, ["Ben", "Cat", "Ana", "Dan"])
    assert [(s.name, s.own_deck) for s in table] == [("Ben", False), ("Cat", True), ("Ana", True), ("Dan", False)]
    night = first_game("n1", Variant.ARCHENEMY, table)
    planned = plan_setup(night, roster, CATALOGUE, saved, lambda name: ((), None))
    assert [p.name for p in planned.setup.players] == ["Cat", "Ana", "Dan", "Ben"]
    assert planned.setup.players[0].deck == tuple(CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids())
    assert planned.deck_names == {"Cat": CATALOGUE.precon("archenemy-nicol-bolas").name_en}
    start = start_planned(planned, CATALOGUE)
    assert night_of(start) == NightRef("n1", 1) and deck_names_of(start) == planned.deck_names
    following = plan_setup(next_game(night), roster, CATALOGUE, {}, lambda name: (("roots-of-all-evil",) * 20, None))
    # Her saved deck is gone
    assert following.setup.players[0].name == "Ana" and following.missing == ("Ana",)
    assert following.setup.players[0].deck == ("roots-of-all-evil",) * 20
    assert not following.setup.problems(CATALOGUE)
