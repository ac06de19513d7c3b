"""A game night's rotation holds across variants, live and rebuilt.

Rebuilt from the night's stories.

The Archenemy rules insert: players with their own scheme deck "take turns
from game to game as the archenemy", round the table.  A Supervillain Rumble
game (904.12: every player an archenemy) does not move the rotation, whoever
it seats first; when the last archenemy has left the table, the next is the
first player with a deck after them in the seating of that archenemy's game.
Random nights of Archenemy, Commander and Rumble games, with players leaving
and joining, plan the same next game live (:func:`next_game`) and from the
journals' stories (:func:`night_so_far`).
"""

from __future__ import annotations

import random

import pytest

from archenemy.engine.night import NightGame, NightSeat, first_game, next_game, night_so_far
from archenemy.engine.story import game_story
from archenemy.engine.variants import Variant

from support.history import finished_game

NAMES = ("Ana", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus")
VARIANTS = (Variant.ARCHENEMY, Variant.ARCHENEMY_COMMANDER, Variant.SUPERVILLAIN_RUMBLE)


def _expected(previous: NightGame, table: tuple[NightSeat, ...]) -> str:
    """The rule, written out: the next player with a deck, round the table.

    The first player with a deck after the last archenemy.
    """
    names = [s.name for s in table]
    own = [s.own_deck for s in table]
    eligible = own if any(own) else [True] * len(table)
    last = previous.last_archenemy
    if last is None:
        start = 0
    elif last in names:
        start = names.index(last) + 1
    else:
        seating = list(previous.last_seating)
        after = [n for n in seating[seating.index(last) + 1 :] + seating[: seating.index(last)] if n in names]
        start = names.index(after[0]) if after else 0
    order = [(start + step) % len(names) for step in range(len(names))]
    return names[next(i for i in order if eligible[i])]


def _table_change(rng: random.Random, table: tuple[NightSeat, ...]) -> tuple[NightSeat, ...]:
    """The table now: someone may have left or joined.

    Not below three; a new player in a seat of their choice.
    """
    seats = list(table)
    if rng.random() < 0.35 and len(seats) > 3:
        seats.pop(rng.randrange(len(seats)))
    if rng.random() < 0.25:
        free = [n for n in NAMES if n not in {s.name for s in seats}]
        if free:
            seats.insert(rng.randrange(len(seats) + 1), NightSeat(rng.choice(free), None, rng.random() < 0.6))
    # a Rumble table seated from someone else
    if rng.random() < 0.3:
        turn = rng.randrange(len(seats))
        seats = seats[turn:] + seats[:turn]
    return tuple(seats)


@pytest.mark.parametrize("seed", range(20))
def test_a_random_night_plans_the_same_game_live_and_from_its_stories(seed: int) -> None:
    rng = random.Random(seed)
    table = tuple(NightSeat(n, None, rng.random() < 0.6) for n in NAMES[:4])
    live = first_game(f"n{seed}", rng.choice(VARIANTS), table)
    own = {s.name for s in table if s.own_deck}
    stories = []
    for _ in range(8):
        stories.append(game_story(finished_game(live.names, night=live.night, variant=live.variant)))
        rebuilt = night_so_far(stories, own)
        assert rebuilt is not None
        assert (rebuilt.last_archenemy, rebuilt.last_seating) == (live.last_archenemy, live.last_seating)
        seats = _table_change(rng, live.seats)
        own |= {s.name for s in seats if s.own_deck}
        seats = tuple(NightSeat(s.name, None, s.name in own) for s in seats)
        variant = rng.choice(VARIANTS)
        following = next_game(live, table=seats, variant=variant)
        assert next_game(rebuilt, table=seats, variant=variant) == following
        if not variant.rules.every_player_archenemy:
            assert following.archenemy == _expected(live, seats)
        live = following
