"""A game night.

The archenemy rotates in seat order among the players with their own scheme
deck, through departures, new players and variant changes; the night lives in
the journals' headers; standings.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from archenemy.engine.errors import SetupError
from archenemy.engine.header_notes import NightRef, deck_names_of, night_of, with_notes
from archenemy.engine.journal import header_from_json, header_to_json, read_journal
from archenemy.engine.night import NightSeat, first_game, next_game, night_so_far, night_standings
from archenemy.engine.variants import Variant

from support.games import CATALOGUE
from support.history import finished_game, start_of, write_game

ANA, BEN, CAT, DAN, EVE = (
    NightSeat(n, None, own) for n, own in [("Ana", 1), ("Ben", 0), ("Cat", 1), ("Dan", 1), ("Eve", 0)]
)
TABLE = (ANA, BEN, CAT, DAN, EVE)


def _archenemies(night, games: int, **changes) -> list[str | None]:
    found = [night.archenemy]
    for _ in range(games - 1):
        night = next_game(night, **changes)
        found.append(night.archenemy)
    return found


def test_the_archenemy_rotates_in_seat_order_among_players_with_their_own_deck() -> None:
    night = first_game("n1", Variant.ARCHENEMY, TABLE)
    assert night.archenemy == "Ana" and night.names == ("Ana", "Ben", "Cat", "Dan", "Eve")
    assert _archenemies(night, 5) == ["Ana", "Cat", "Dan", "Ana", "Cat"]
    second = next_game(night)
    # Nobody changes chairs
    assert second.names == ("Cat", "Dan", "Eve", "Ana", "Ben")
    assert second.night == NightRef("n1", 2) and second.variant is Variant.ARCHENEMY


def test_nobody_with_a_deck_means_everybody_takes_a_turn() -> None:
    table = tuple(NightSeat(s.name) for s in TABLE[:3])
    assert _archenemies(first_game("n", Variant.ARCHENEMY, table), 4) == ["Ana", "Ben", "Cat", "Ana"]


def test_a_departed_archenemy_passes_the_turn_to_the_player_after_them() -> None:
    # Cat is the archenemy
    night = next_game(first_game("n", Variant.ARCHENEMY, TABLE))
    # Cat went home
    after = next_game(night, table=(ANA, BEN, DAN, EVE))
    assert after.archenemy == "Dan"
    # Cat and Dan went home: Eve has no deck, Ana has one
    gone = next_game(night, table=(ANA, BEN, EVE))
    assert gone.archenemy == "Ana" and gone.names == ("Ana", "Ben", "Eve")


def test_a_new_player_with_a_deck_takes_their_turn_in_the_seat_they_took() -> None:
    # Ana
    night = first_game("n", Variant.ARCHENEMY, TABLE)
    fay = NightSeat("Fay", None, True)
    after = next_game(night, table=(ANA, fay, BEN, CAT, DAN, EVE))
    assert after.archenemy == "Fay"
    later = next_game(night, table=(ANA, BEN, CAT, DAN, EVE, fay))
    assert _archenemies(later, 4, table=(ANA, BEN, CAT, DAN, EVE, fay)) == ["Cat", "Dan", "Fay", "Ana"]


def test_the_night_keeps_its_variant_and_the_rotation_goes_on_after_a_rumble() -> None:
    night = first_game("n", Variant.ARCHENEMY_COMMANDER, TABLE)
    assert next_game(night).variant is Variant.ARCHENEMY_COMMANDER
    rumble = next_game(night, variant=Variant.SUPERVILLAIN_RUMBLE)
    assert rumble.archenemy is None and rumble.names == night.names and rumble.last_archenemy == "Ana"
    assert next_game(rumble).variant is Variant.SUPERVILLAIN_RUMBLE
    back = next_game(rumble, variant=Variant.ARCHENEMY)
    assert back.archenemy == "Cat" and back.night.game == 3


def test_a_table_the_rotation_cannot_seat_is_refused() -> None:
    with pytest.raises(SetupError) as caught:
        first_game("n", Variant.ARCHENEMY, (ANA,))
    assert caught.value.code == "player_count"
    with pytest.raises(SetupError) as caught:
        first_game("n", Variant.ARCHENEMY, (ANA, NightSeat("ana")))
    assert caught.value.code == "name_twice"
    with pytest.raises(ValueError):
        first_game("bad id!", Variant.ARCHENEMY, TABLE)
    with pytest.raises(ValueError):
        first_game("n", Variant.ARCHENEMY, TABLE, archenemy="Zed")


def test_the_night_is_in_the_journal_header_and_older_readers_ignore_it(tmp_path: Path) -> None:
    start = start_of(("Ana", "Ben"), night=NightRef("2025-01-18-ab12cd", 2), deck_name="Ana's doom")
    header = header_to_json(start)
    assert header["night"] == {"id": "2025-01-18-ab12cd", "game": 2}
    assert header["deck_names"] == {"Ana": "Ana's doom"}
    again = header_from_json(json.loads(json.dumps(header)), CATALOGUE)
    assert night_of(again) == NightRef("2025-01-18-ab12cd", 2) and deck_names_of(again) == {"Ana": "Ana's doom"}
    for junk in ({"id": "x y", "game": 1}, {"id": "n", "game": True}, {"id": "n", "game": 0}, "n", None):
        # Informative: dropped
        assert night_of(header_from_json({**header, "night": junk}, CATALOGUE)) is None
    assert deck_names_of(header_from_json({**header, "deck_names": {"Zed": "x", "Ana": ""}}, CATALOGUE)) == {}
    path = write_game(tmp_path, "g.jsonl", finished_game(("Ana", "Ben"), night=NightRef("n", 1)))
    assert night_of(read_journal(path).start) == NightRef("n", 1)
    with pytest.raises(ValueError):
        with_notes(start, deck_names={"Zed": "doom"})


def test_the_night_and_its_standings_come_back_from_its_games_stories() -> None:
    from archenemy.engine.story import game_story

    games = [
        finished_game(("Ana", "Ben", "Cat"), night=NightRef("n", 1), winner="Ana"),
        finished_game(("Cat", "Ana", "Ben"), night=NightRef("n", 2)),
        finished_game(("Ana", "Ben", "Cat"), night=NightRef("n", 3), variant=Variant.SUPERVILLAIN_RUMBLE, winner="Cat"),
    ]
    stories = [game_story(g) for g in games]
    standings = night_standings(stories)
    assert standings.games == 3 and standings.draws == 0
    rows = {
        s.name: (s.games, s.wins, s.games_as_archenemy, s.wins_as_archenemy, s.wins_as_hero)
        for s in standings.standings
    }
    assert rows == {"Ana": (3, 2, 2, 1, 1), "Ben": (3, 1, 1, 0, 1), "Cat": (3, 1, 2, 1, 0)}
    # Wins, then wins as the archenemy
    assert [s.name for s in standings.standings] == ["Ana", "Cat", "Ben"]
    plan = night_so_far(stories, own_deck=["ana", "Cat"])
    assert plan is not None and plan.night == NightRef("n", 3) and plan.archenemy is None
    assert plan.last_archenemy == "Cat"
    following = next_game(plan, variant=Variant.ARCHENEMY)
    assert following.archenemy == "Ana" and following.night.game == 4
