"""Non-ongoing schemes the app tracks.

The physical deck mode and scheme card instances.

Plots That Span Centuries (701.32c), All in Good Time and Time Bends to My Will
(extra turns, 500.7), Know Evil and Choose Your Champion (choices, reminders
"until your next turn", 800.4m), DeckMode.PHYSICAL, and the scheme deck as
card instances (904.4, 904.7).
"""

from __future__ import annotations

from collections import Counter

import pytest

from archenemy.engine.actions import Answer, Concede, NextStep
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.model import HEROES, DeckMode, PromptKind, Step
from archenemy.engine.setup import initial_state

from support.games import (
    ARCHENEMY,
    FILLER,
    advance_to,
    all_cards,
    answer,
    events_of,
    face_up,
    face_up_ids,
    keep_schemes,
    make_game,
    make_rumble,
    make_start,
    next_step,
    only_prompt,
    prompts,
    resolve_all,
)


def turns_and_owners(game, until_turn: int) -> list[tuple[int, str]]:
    seen = [(game.state.turn, game.state.active)]
    while game.state.turn < until_turn:
        next_step(game, keep_schemes)
        if game.state.step is game.state.steps[0]:
            seen.append((game.state.turn, game.state.active))
    return seen


# ----- Plots That Span Centuries ---------------------------------------------------------


def test_plots_that_span_centuries_next_set_in_motion_sets_three():
    deck = ["plots-that-span-centuries", *FILLER[:5]]
    game = make_game(deck)
    advance_to(game, Step.PRECOMBAT_MAIN)
    # Not before it resolves
    assert game.state.zone(ARCHENEMY).next_set_count == 1
    answer(game, "resolve", True)
    assert game.state.zone(ARCHENEMY).next_set_count == 3
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3)
    assert face_up_ids(game) == list(FILLER[:3])
    assert len(prompts(game, "resolve")) == 3
    resolve_all(game)
    assert game.state.zone(ARCHENEMY).next_set_count == 1
    advance_to(game, Step.PRECOMBAT_MAIN, turn=5)
    # Only the next time sets three
    assert face_up_ids(game) == [FILLER[3]]


def test_plots_that_span_centuries_with_a_short_deck_sets_what_is_left():
    deck = ["plots-that-span-centuries", "the-very-soil-shall-shake"]
    game = make_game(deck)
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers=keep_schemes)
    # The Very Soil Shall Shake, then Plots itself from the bottom; then the deck is empty.
    assert face_up_ids(game) == ["the-very-soil-shall-shake", "plots-that-span-centuries"]
    assert events_of(game.events, "scheme_deck_empty")


def test_plots_that_span_centuries_physical_mode_asks_three_reveals_in_turn():
    deck = ["plots-that-span-centuries", *FILLER[:4]]
    game = make_game(deck, deck_mode=DeckMode.PHYSICAL)
    advance_to(game, Step.PRECOMBAT_MAIN)
    answer(game, "reveal", "plots-that-span-centuries")
    answer(game, "resolve", True)
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3)
    for scheme in (FILLER[2], FILLER[0], FILLER[3]):
        # One at a time (701.32c)
        assert len(prompts(game, "reveal")) == 1
        answer(game, "reveal", scheme)
    assert prompts(game, "reveal") == []
    assert face_up_ids(game) == [FILLER[2], FILLER[0], FILLER[3]]


# ----- extra turns ---------------------------------------------------------------------------


def test_all_in_good_time_extra_turn_with_no_scheme():
    deck = ["all-in-good-time", "roots-of-all-evil", "the-iron-guardian-stirs"]
    game = make_game(deck)
    advance_to(game, Step.PRECOMBAT_MAIN)
    events = answer(game, "resolve", True)
    assert [e.arg("player") for e in events_of(events, "extra_turn")] == [ARCHENEMY]
    assert turns_and_owners(game, 4) == [(1, ARCHENEMY), (2, ARCHENEMY), (3, HEROES), (4, ARCHENEMY)]
    # Turn 2 (the extra turn) set nothing in motion; turn 4 set Roots of All Evil.
    set_turns = [(e.turn, e.arg("scheme")) for e in events_of(game.events, "set_in_motion")]
    assert set_turns == [(1, "all-in-good-time")]
    assert [e.turn for e in events_of(game.events, "no_schemes_this_turn")] == [2]
    advance_to(game, Step.PRECOMBAT_MAIN, turn=4)
    assert face_up_ids(game) == ["roots-of-all-evil"]


def test_plots_that_span_centuries_not_used_up_by_all_in_good_time_turn():
    deck = ["plots-that-span-centuries", "all-in-good-time", "plots-that-span-centuries", *FILLER[:6]]
    game = make_game(deck)
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3)
    assert face_up_ids(game) == ["all-in-good-time", "plots-that-span-centuries", FILLER[0]]
    # An extra turn, and three schemes next time
    resolve_all(game)
    advance_to(game, Step.POSTCOMBAT_MAIN, turn=4)
    assert game.state.active == ARCHENEMY and face_up(game) == []
    assert game.state.zone(ARCHENEMY).next_set_count == 3
    advance_to(game, Step.PRECOMBAT_MAIN, turn=6)
    assert face_up_ids(game) == list(FILLER[1:4])


def test_all_in_good_time_extra_turn_keeps_its_untap_step():
    game = make_game(["all-in-good-time", *FILLER])
    advance_to(game, Step.UNTAP, turn=2)
    assert game.state.active == ARCHENEMY
    assert game.state.steps[0] is Step.UNTAP


def test_time_bends_to_my_will_extra_turn_without_untap_step():
    deck = ["time-bends-to-my-will", "roots-of-all-evil", "the-iron-guardian-stirs"]
    game = make_game(deck)
    advance_to(game, Step.CLEANUP)
    game.do(NextStep())
    state = game.state
    assert (state.turn, state.active) == (2, ARCHENEMY)
    assert state.step is Step.UPKEEP
    assert Step.UNTAP not in state.steps
    # Schemes are set in motion as usual on that turn.
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert face_up_ids(game) == ["roots-of-all-evil"]
    resolve_all(game)
    advance_to(game, Step.UNTAP, turn=3)
    assert game.state.active == HEROES
    assert Step.UNTAP in game.state.steps


def test_805_8_extra_turn_then_normal_rotation_resumes():
    game = make_game(["time-bends-to-my-will", *FILLER])
    assert turns_and_owners(game, 5) == [(1, ARCHENEMY), (2, ARCHENEMY), (3, HEROES), (4, ARCHENEMY), (5, HEROES)]


# ----- Know Evil and other choices ------------------------------------------------------------


def test_know_evil_choices_distinct_players_none_allowed():
    game = make_game(["know-evil", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    choose = prompts(game, "choose")
    assert [p.param("role") for p in choose] == ["cant_attack", "cant_cast_creature", "cant_cast_noncreature"]
    assert all(p.kind is PromptKind.CHOICE for p in choose)
    assert all(p.options == ("Hero 1", "Hero 2", "Hero 3", "none") for p in choose)
    # The choices come first: "done" is refused while they wait.
    with pytest.raises(IllegalActionError):
        answer(game, "resolve", True)
    game.do(Answer(choose[0].id, "Hero 2"))
    rest = prompts(game, "choose")
    # A player only once
    assert all("Hero 2" not in p.options for p in rest)
    with pytest.raises(IllegalActionError):
        game.do(Answer(rest[0].id, "Hero 2"))
    game.do(Answer(rest[0].id, "none"))
    # "none" more than once is fine
    game.do(Answer(rest[1].id, "none"))
    answer(game, "resolve", True)
    [reminder] = game.state.reminders
    assert reminder.scheme_id == "know-evil" and reminder.until == "owner_next_turn"
    assert dict(reminder.choices) == {
        "cant_attack": "Hero 2",
        "cant_cast_creature": "none",
        "cant_cast_noncreature": "none",
    }


def test_know_evil_reminder_lasts_until_the_archenemys_next_turn():
    game = make_game(["know-evil", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    while prompts(game, "choose"):
        p = prompts(game, "choose")[0]
        game.do(Answer(p.id, p.options[0]))
    answer(game, "resolve", True)
    advance_to(game, Step.CLEANUP, active=HEROES)
    assert [r.scheme_id for r in game.state.reminders] == ["know-evil"]
    events = game.do(NextStep())
    assert game.state.active == ARCHENEMY and game.state.reminders == ()
    assert [e.arg("scheme") for e in events_of(events, "reminder_expired")] == ["know-evil"]


def test_800_4m_reminder_of_a_player_who_left_expires_when_their_turn_would_have_begun():
    decks = {"Ann": ("know-evil", *FILLER), "Ben": FILLER, "Cat": FILLER, "Dan": FILLER}
    game = make_rumble(decks)
    advance_to(game, Step.PRECOMBAT_MAIN)
    for p in prompts(game, "choose"):
        game.do(Answer(p.id, "none"))
    answer(game, "resolve", True)
    advance_to(game, Step.UPKEEP, active="Ben")
    game.do(Concede("Ann"))
    advance_to(game, Step.UPKEEP, active="Dan", answers=keep_schemes)
    # Not expired at once
    assert [r.scheme_id for r in game.state.reminders] == ["know-evil"]
    advance_to(game, Step.UNTAP, turn=5, answers=keep_schemes)
    # Ann's turn would have begun here
    assert game.state.active == "Ben"
    # Nor lasting indefinitely
    assert game.state.reminders == ()


def test_choose_your_champion_opponent_may_choose_the_archenemy():
    game = make_game(["choose-your-champion", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    prompt = only_prompt(game, "choose")
    assert set(prompt.options) == {ARCHENEMY, "Hero 1", "Hero 2", "Hero 3"}
    answer(game, "choose", ARCHENEMY)
    answer(game, "resolve", True)
    assert dict(game.state.reminders[0].choices) == {"chosen": ARCHENEMY}


def test_this_turn_reminder_expires_at_end_of_turn():
    game = make_game(["i-call-for-slaughter", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    answer(game, "resolve", True)
    assert [(r.scheme_id, r.until) for r in game.state.reminders] == [("i-call-for-slaughter", "end_of_turn")]
    advance_to(game, Step.UNTAP, turn=2)
    assert game.state.reminders == ()


# ----- physical deck mode ----------------------------------------------------------------------


def test_physical_deck_mode_reveal_lists_schemes_in_the_deck():
    deck = ["the-very-soil-shall-shake", "roots-of-all-evil", "roots-of-all-evil", "a-reckoning-approaches"]
    game = make_game(deck, deck_mode=DeckMode.PHYSICAL)
    advance_to(game, Step.PRECOMBAT_MAIN)
    prompt = only_prompt(game, "reveal")
    assert prompt.kind is PromptKind.CHOICE and prompt.owner == ARCHENEMY
    assert set(prompt.options) == {"the-very-soil-shall-shake", "roots-of-all-evil", "a-reckoning-approaches"}
    with pytest.raises(IllegalActionError):
        game.do(NextStep())
    with pytest.raises(IllegalActionError):
        # Not in this deck
        game.do(Answer(prompt.id, "know-evil"))
    answer(game, "reveal", "the-very-soil-shall-shake")
    assert face_up_ids(game) == ["the-very-soil-shall-shake"]
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers=keep_schemes)
    prompt = only_prompt(game, "reveal")
    # The face-up scheme is not in the deck any more.
    assert set(prompt.options) == {"roots-of-all-evil", "a-reckoning-approaches"}
    with pytest.raises(IllegalActionError):
        game.do(Answer(prompt.id, "the-very-soil-shall-shake"))
    answer(game, "reveal", "roots-of-all-evil")
    answer(game, "resolve", True)
    # One copy of Roots left the deck and came back: still two in the game.
    assert Counter(c.scheme_id for c in game.state.zone(ARCHENEMY).cards())["roots-of-all-evil"] == 2


def test_physical_deck_mode_does_not_use_the_recorded_order():
    deck = ["roots-of-all-evil", "a-reckoning-approaches", "the-iron-guardian-stirs"]
    game = make_game(deck, deck_mode=DeckMode.PHYSICAL)
    advance_to(game, Step.PRECOMBAT_MAIN)
    # The top card is not assumed
    assert face_up(game) == []
    answer(game, "reveal", "the-iron-guardian-stirs")
    assert face_up_ids(game) == ["the-iron-guardian-stirs"]


def test_physical_deck_mode_last_copy_leaves_the_options():
    deck = ["roots-of-all-evil", "know-evil"]
    game = make_game(deck, deck_mode=DeckMode.PHYSICAL, heroes=1)
    advance_to(game, Step.PRECOMBAT_MAIN)
    answer(game, "reveal", "roots-of-all-evil")
    # Back into the deck
    answer(game, "resolve", True)
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3)
    assert set(only_prompt(game, "reveal").options) == {"roots-of-all-evil", "know-evil"}


# ----- scheme card instances ---------------------------------------------------------------------


def test_two_copies_are_two_card_instances():
    deck = ["roots-of-all-evil", "roots-of-all-evil", "know-evil"]
    state = initial_state(make_start(deck))
    cards = list(state.zone(ARCHENEMY).cards())
    assert [c.uid for c in cards] == [1, 2, 3]
    assert [c.scheme_id for c in cards] == deck
    assert {c.owner for c in cards} == {ARCHENEMY}


def test_rumble_uids_are_unique_across_players():
    game = make_rumble({"Ann": FILLER[:3], "Ben": FILLER[:2]})
    uids = [c.uid for z in game.state.zones for c in z.cards()]
    assert uids == [1, 2, 3, 4, 5]
    assert [c.owner for c in game.state.zone("Ben").cards()] == ["Ben", "Ben"]


def test_every_card_in_exactly_one_place_through_a_game():
    deck = [
        "roots-of-all-evil",
        "roots-of-all-evil",
        "the-very-soil-shall-shake",
        "my-laughter-echoes",
        "plots-that-span-centuries",
    ]
    game = make_game(deck)
    before = all_cards(game.state)
    seen_face_up = set()
    while game.state.turn <= 12:
        state = game.state
        places = [c.uid for c in state.zone(ARCHENEMY).deck] + [f.uid for f in state.zone(ARCHENEMY).face_up]
        assert len(places) == len(set(places)) == len(deck)
        assert all_cards(state) == before
        seen_face_up.update(f.scheme_id for f in state.face_up())
        next_step(game, lambda p: True if p.question == "my-laughter-echoes" else keep_schemes(p))
    assert seen_face_up == set(deck)
