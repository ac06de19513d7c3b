"""A game night keeps every player in their place round the table.

The archenemy goes round.

The seating of each game starts at its archenemy (904.6: the archenemy takes
the first turn; turns go round in seating order, CR 808.4), so the archenemy's
seat moves round the seating from game to game; the night's ``first_place``
(kept in the journal's header) says where that seating starts, so nobody
changes chairs: not through a Rumble, a chosen first archenemy, or someone
leaving or joining.
"""

from __future__ import annotations

import json

from archenemy.engine.header_notes import NightRef, night_of
from archenemy.engine.journal import header_from_json, header_to_json
from archenemy.engine.night import NightGame, NightSeat, first_game, next_game, seat_place
from archenemy.engine.variants import Variant

from support.games import CATALOGUE
from support.history import start_of

ANA, BEN, CAT, DAN, EVE = (NightSeat(n, None, True) for n in ("Ana", "Ben", "Cat", "Dan", "Eve"))


TABLE = (ANA, BEN, CAT, DAN)


def places(game: NightGame) -> dict[str, int]:
    """Each player's place round the table.

    Seat ``i`` of the seating sits at ``first_place + i``.
    """
    return {name: (game.night.first_place + i) % len(game.names) for i, name in enumerate(game.names)}


def test_every_player_keeps_their_place_while_the_archenemy_goes_round() -> None:
    game = first_game("n", Variant.ARCHENEMY, TABLE)
    chairs = places(game)
    assert chairs == {"Ana": 0, "Ben": 1, "Cat": 2, "Dan": 3} and game.night.first_place == 0
    for archenemy in ("Ben", "Cat", "Dan", "Ana", "Ben"):
        game = next_game(game)
        assert game.archenemy == archenemy and game.names[0] == archenemy, "the archenemy takes the first turn"
        assert places(game) == chairs, f"{archenemy}'s game moved someone"
    assert game.night.first_place == 1


def test_the_places_hold_through_a_rumble_and_a_chosen_first_archenemy() -> None:
    game = first_game("n", Variant.ARCHENEMY, TABLE, archenemy="Cat")
    assert game.names == ("Cat", "Dan", "Ana", "Ben") and places(game)["Ana"] == 0
    rumble = next_game(game, variant=Variant.SUPERVILLAIN_RUMBLE)
    assert places(rumble) == places(game)
    back = next_game(rumble, variant=Variant.ARCHENEMY)
    assert back.archenemy == "Dan" and places(back) == places(game)


def test_someone_leaving_or_joining_keeps_the_others_in_their_order_from_the_near_side() -> None:
    # Ben
    game = next_game(first_game("n", Variant.ARCHENEMY, TABLE))
    # Cat went home: Dan is next
    left = next_game(game, table=(ANA, BEN, DAN))
    assert left.archenemy == "Dan" and places(left) == {"Ana": 0, "Ben": 1, "Dan": 2}
    # Ana, at place 0, went home: Ben takes it
    gone = next_game(game, table=(BEN, CAT, DAN))
    assert places(gone) == {"Ben": 0, "Cat": 1, "Dan": 2}
    joined = next_game(game, table=(ANA, BEN, CAT, EVE, DAN))
    assert joined.archenemy == "Cat" and places(joined) == {"Ana": 0, "Ben": 1, "Cat": 2, "Eve": 3, "Dan": 4}
    assert seat_place(game, ("Zed", "Yan")) == 0, "nobody stayed: a new table"


def test_the_place_is_in_the_journal_header_and_a_bad_one_is_read_as_zero() -> None:
    start = start_of(("Ben", "Cat", "Dan", "Ana"), night=NightRef("n", 2, first_place=1))
    header = header_to_json(start)
    assert header["night"] == {"id": "n", "game": 2, "first_place": 1}
    assert night_of(header_from_json(json.loads(json.dumps(header)), CATALOGUE)).first_place == 1
    assert header_to_json(start_of(("Ana", "Ben"), night=NightRef("n", 1)))["night"] == {"id": "n", "game": 1}
    for junk in (-1, 9, True, "1", None, 1.5):
        again = night_of(header_from_json({**header, "night": {"id": "n", "game": 2, "first_place": junk}}, CATALOGUE))
        # Informative: the night is kept
        assert again == NightRef("n", 2) and again.first_place == 0, junk
