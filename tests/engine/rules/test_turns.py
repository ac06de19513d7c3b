"""Turn structure, team turns.

Setting schemes in motion and the Rumble turn order.

Rules: CR 103.7a/800.7 (first draw), 500.1 (steps), 805 (shared team turns),
904.6 (archenemy first), 904.9-904.11 (set in motion, bottom, ongoing),
701.32/701.33 (set in motion, abandon), 904.12 (Supervillain Rumble),
800.4 (leaving a multiplayer game).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from archenemy.engine.actions import Answer, ChangeLife, Concede, NextStep
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.journal import header_from_json, header_to_json
from archenemy.engine.model import HEROES, STANDARD_TURN, Step
from archenemy.engine.setup import GameSetup, PlayerSetup, deal, initial_state
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    RUMBLE_NAMES,
    advance_to,
    answer,
    deck_ids,
    events_of,
    face_up,
    face_up_ids,
    make_game,
    make_rumble,
    next_step,
    only_prompt,
    prompts,
    resolve_all,
    rumble_decks,
)


def _turn_owners(game, turns: int) -> list[str]:
    """The active side of each of the next ``turns`` turns.

    Starting with the current one.
    """
    owners = [game.state.active]
    while len(owners) < turns:
        turn = game.state.turn
        while game.state.turn == turn:
            next_step(game)
        owners.append(game.state.active)
    return owners


# ----- first turn, steps, team turns ----------------------------------------


def test_904_6_archenemy_takes_first_turn_even_when_dealt_randomly():
    setup = GameSetup(
        Variant.ARCHENEMY,
        (PlayerSetup("Villain", FILLER * 2), PlayerSetup("Hero 1"), PlayerSetup("Hero 2")),
    )
    for seed in range(10):
        start = deal(setup, CATALOGUE, random.Random(seed))
        assert start.starting_player == "Villain"
        state = initial_state(start)
        assert state.active == "Villain" and state.turn == 1 and state.step is Step.UNTAP


def test_103_7a_two_player_game_skips_first_draw():
    game = make_game(heroes=1)
    assert Step.DRAW not in game.state.steps
    assert game.state.steps == tuple(s for s in STANDARD_TURN if s is not Step.DRAW)
    advance_to(game, Step.UNTAP, turn=2)
    assert game.state.active == HEROES
    # Only the very first draw step is skipped
    assert Step.DRAW in game.state.steps


def test_103_7a_two_player_rumble_skips_first_draw():
    game = make_rumble(rumble_decks(2))
    assert Step.DRAW not in game.state.steps


@pytest.mark.parametrize("heroes", [2, 3, 8])
def test_800_7_multiplayer_first_turn_keeps_its_draw_step(heroes):
    game = make_game(heroes=heroes)
    assert game.state.steps == STANDARD_TURN


def test_500_1_steps_follow_in_order_then_the_next_turn_begins():
    game = make_game()
    seen = [game.state.step]
    while game.state.turn == 1:
        next_step(game)
        seen.append(game.state.step)
    assert seen[:-1] == list(STANDARD_TURN)
    assert seen[-1] is Step.UNTAP and game.state.turn == 2


def test_805_heroes_share_a_team_turn():
    game = make_game(heroes=3)
    assert _turn_owners(game, 5) == [ARCHENEMY, HEROES, ARCHENEMY, HEROES, ARCHENEMY]
    # One team turn for all heroes: turn 2 was the heroes' only turn between the archenemy's.
    assert game.state.turn == 5


def test_805_a_hero_who_left_does_not_take_a_turn_of_their_own():
    game = make_game(heroes=3)
    game.do(Concede("Hero 2"))
    assert _turn_owners(game, 4) == [ARCHENEMY, HEROES, ARCHENEMY, HEROES]


def test_next_step_refused_once_the_game_is_over():
    game = make_game(heroes=1)
    game.do(Concede("Hero 1"))
    assert game.state.over
    with pytest.raises(IllegalActionError):
        game.do(NextStep())


# ----- setting schemes in motion ----------------------------------------------


def test_904_9_top_scheme_set_in_motion_at_precombat_main():
    deck = ["roots-of-all-evil", "the-iron-guardian-stirs", "a-reckoning-approaches"]
    game = make_game(deck)
    advance_to(game, Step.DRAW)
    assert face_up(game) == []
    next_step(game)
    assert game.state.step is Step.PRECOMBAT_MAIN
    assert face_up_ids(game) == ["roots-of-all-evil"]
    assert deck_ids(game) == ["the-iron-guardian-stirs", "a-reckoning-approaches"]
    [event] = events_of(game.events, "set_in_motion")
    assert event.arg("scheme") == "roots-of-all-evil" and event.turn == 1


def test_904_9_no_scheme_on_the_heroes_turn():
    game = make_game(["roots-of-all-evil", "the-iron-guardian-stirs"])
    advance_to(game, Step.PRECOMBAT_MAIN)
    resolve_all(game)
    advance_to(game, Step.CLEANUP, active=HEROES)
    assert face_up(game) == []
    assert len(events_of(game.events, "set_in_motion")) == 1


def test_904_9_each_archenemy_turn_sets_the_next_scheme():
    deck = ["roots-of-all-evil", "the-iron-guardian-stirs", "a-reckoning-approaches"]
    game = make_game(deck)
    advance_to(game, Step.PRECOMBAT_MAIN, turn=5)
    resolve_all(game)
    set_ids = [e.arg("scheme") for e in events_of(game.events, "set_in_motion")]
    assert set_ids == deck


def test_non_ongoing_resolve_prompt_blocks_advancing():
    game = make_game()
    advance_to(game, Step.PRECOMBAT_MAIN)
    prompt = only_prompt(game, "resolve")
    assert prompt.scheme_id == FILLER[0] and prompt.owner == ARCHENEMY
    with pytest.raises(IllegalActionError):
        game.do(NextStep())
    with pytest.raises(IllegalActionError):
        # "done" only
        game.do(Answer(prompt.id, False))
    game.do(Answer(prompt.id, True))
    game.do(NextStep())
    assert game.state.step is Step.BEGINNING_OF_COMBAT


def test_904_10_non_ongoing_scheme_goes_to_bottom_when_done():
    deck = ["roots-of-all-evil", "the-iron-guardian-stirs", "a-reckoning-approaches"]
    game = make_game(deck)
    advance_to(game, Step.PRECOMBAT_MAIN)
    # Face up until the table marks it done
    assert face_up_ids(game) == ["roots-of-all-evil"]
    events = answer(game, "resolve", True)
    assert face_up(game) == []
    assert deck_ids(game) == ["the-iron-guardian-stirs", "a-reckoning-approaches", "roots-of-all-evil"]
    assert [e.kind for e in events if e.kind in ("resolved", "to_bottom")] == ["resolved", "to_bottom"]


def test_904_11_ongoing_scheme_stays_face_up_across_turns():
    deck = ["nothing-can-stop-me-now", "roots-of-all-evil"]
    game = make_game(deck)
    advance_to(game, Step.PRECOMBAT_MAIN)
    # Nothing to resolve
    assert prompts(game) == []
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers={"nothing-can-stop-me-now": 0})
    assert face_up_ids(game) == ["nothing-can-stop-me-now", "roots-of-all-evil"]


def test_701_33_abandoned_scheme_goes_to_bottom():
    deck = ["nothing-can-stop-me-now", "roots-of-all-evil", "the-iron-guardian-stirs"]
    game = make_game(deck)
    advance_to(game, Step.END)
    events = answer(game, "nothing-can-stop-me-now", 5)
    assert face_up(game) == []
    assert deck_ids(game) == ["roots-of-all-evil", "the-iron-guardian-stirs", "nothing-can-stop-me-now"]
    [abandoned] = events_of(events, "abandoned")
    assert abandoned.arg("scheme") == "nothing-can-stop-me-now"


def test_empty_scheme_deck_sets_nothing_and_says_so():
    game = make_game(["nothing-can-stop-me-now"])
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers={"nothing-can-stop-me-now": 0})
    assert face_up_ids(game) == ["nothing-can-stop-me-now"]
    assert events_of(game.events, "scheme_deck_empty")[0].turn == 3
    assert game.state.prompts == ()


# ----- Supervillain Rumble ----------------------------------------------------


def test_904_12c_rumble_random_starting_player_recorded():
    setup = GameSetup(
        Variant.SUPERVILLAIN_RUMBLE,
        tuple(PlayerSetup(n, FILLER * 2) for n in RUMBLE_NAMES[:4]),
    )
    starters = Counter()
    for seed in range(40):
        start = deal(setup, CATALOGUE, random.Random(seed))
        starters[start.starting_player] += 1
        state = initial_state(start)
        assert state.active == start.starting_player
        # The journal header records the draw, so replay never re-rolls it.
        again = header_from_json(header_to_json(start), CATALOGUE)
        assert again.starting_player == start.starting_player
        assert initial_state(again) == state
    # Not always the first seat
    assert len(starters) == 4


def test_904_12_rumble_turns_in_seating_order_from_the_starting_player():
    game = make_rumble(rumble_decks(4), starting_player="Cat")
    assert _turn_owners(game, 6) == ["Cat", "Dan", "Ann", "Ben", "Cat", "Dan"]


def test_904_12b_every_rumble_player_sets_own_schemes_on_own_turn():
    decks = {
        "Ann": ("roots-of-all-evil", "a-reckoning-approaches"),
        "Ben": ("the-iron-guardian-stirs", "a-reckoning-approaches"),
        "Cat": ("look-skyward-and-despair", "a-reckoning-approaches"),
    }
    game = make_rumble(decks)
    for owner, scheme in (
        ("Ann", "roots-of-all-evil"),
        ("Ben", "the-iron-guardian-stirs"),
        ("Cat", "look-skyward-and-despair"),
    ):
        advance_to(game, Step.PRECOMBAT_MAIN, active=owner)
        prompt = only_prompt(game, "resolve")
        assert (prompt.owner, prompt.scheme_id) == (owner, scheme)
        assert face_up_ids(game, owner) == [scheme]
        resolve_all(game)


def test_800_4k_rumble_player_who_left_takes_no_turn():
    game = make_rumble(rumble_decks(3))
    game.do(Concede("Ben"))
    assert _turn_owners(game, 4) == ["Ann", "Cat", "Ann", "Cat"]


def test_800_4j_active_rumble_player_leaving_does_not_skip_the_rest_of_the_turn():
    game = make_rumble(rumble_decks(3))
    advance_to(game, Step.BEGINNING_OF_COMBAT, answers={"resolve": True})
    game.do(Concede("Ann"))
    assert not game.state.over
    assert game.state.active == "Ann"
    next_step(game)
    assert game.state.step is Step.DECLARE_ATTACKERS and game.state.active == "Ann"
    advance_to(game, Step.UNTAP, turn=2)
    assert game.state.active == "Ben"


def test_rumble_last_player_standing_wins():
    game = make_rumble(rumble_decks(3))
    game.do(ChangeLife("Ann", -40))
    assert not game.state.over
    game.do(Concede("Cat"))
    assert game.state.over
    assert game.state.outcome.winners == ("Ben",)
    assert game.state.outcome.reason == "last_player_standing"
    assert not game.state.outcome.draw
