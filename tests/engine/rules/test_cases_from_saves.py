"""Eight rules defects, each reproduced from a save file (journal) and fixed.

The version-1 saves under ``tests/data/v1`` were recorded with the rules before
the fix (``tests/data/record_v1_saves.py``); each test replays the lines that
lead to the defect and checks what the rules say now.

Rules: CR 800.4a/800.4j (a player leaving a multiplayer game), 104.4a (a
draw), 505.1a/506.1 (additional combat and main phases), 904.6 (the archenemy
takes the first turn), 904.10/314.6 (a resolved non-ongoing scheme goes to the
bottom once no scheme ability waits); Your Inescapable Doom's Oracle text.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import Answer, ChangeLife, Concede, NextStep
from archenemy.engine.errors import JournalError
from archenemy.engine.game import Game
from archenemy.engine.journal import header_from_json, read_journal
from archenemy.engine.model import Step, Termination

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    advance_to,
    answer,
    events_of,
    face_up_ids,
    make_game,
    only_prompt,
    prompts,
)
from support.paths import DATA

V1 = DATA / "v1"


def _replay_first(name: str, count: int) -> Game:
    """A game of the version-1 save ``name`` after its first ``count`` actions."""
    loaded = read_journal(V1 / f"{name}.jsonl")
    game = Game(loaded.start, CATALOGUE)
    for _, action in loaded.actions[:count]:
        game.do(action)
    return game


# ----- 1. Supervillain Rumble: a departed player sets no scheme in motion (800.4a) -----


def test_supervillain_rumble_800_4a_player_who_left_in_own_turn_sets_no_scheme_in_motion():
    # Lines 2-5: Ann's upkeep, Ann concedes, draw, precombat main.
    game = _replay_first("rumble-departed-player-sets-scheme", 4)
    assert game.state.active == "Ann" and game.state.step is Step.PRECOMBAT_MAIN
    assert game.state.prompts == ()
    assert not events_of(game.events, "set_in_motion")
    assert face_up_ids(game, "Ann") == []
    # Nothing to answer: the turn goes on without an active player (800.4j)
    game.do(NextStep())


# ----- 2. Rumble: a departed player's turn is no opponent's end step (800.4j) -----


def test_supervillain_rumble_800_4j_because_i_have_willed_it_not_asked_on_departed_players_turn():
    loaded = read_journal(V1 / "rumble-departed-player-end-step.jsonl")
    game = Game(loaded.start, CATALOGUE)
    for _, action in loaded.actions:
        game.do(action)
        if isinstance(action, Concede):
            break
    # Ann's turn goes on without her (800.4j)
    advance_to(game, Step.END, active="Ann")
    assert prompts(game, "because-i-have-willed-it") == []


def test_supervillain_rumble_800_4j_you_cannot_hide_from_me_not_abandoned_from_departed_players_life():
    from support.games import make_rumble

    game = make_rumble(
        {"Ann": FILLER, "Ben": ("you-cannot-hide-from-me",) + FILLER[1:], "Cat": FILLER}, starting_player="Ben"
    )
    advance_to(game, Step.UPKEEP, active="Cat")
    # Below half of 40
    game.do(ChangeLife("Cat", -25))
    game.do(Concede("Cat"))
    advance_to(game, Step.END, active="Cat")
    assert face_up_ids(game, "Ben") == ["you-cannot-hide-from-me"]
    assert not events_of(game.events, "abandoned")


# ----- 3. Your Inescapable Doom: the tied players leave before the choice -----


def test_your_inescapable_doom_tied_heroes_concede_one_after_the_other_the_second_took_the_damage():
    # The save: Hero 1 and Hero 2 tie at 20 (Hero 3 has 18), then both concede before the archenemy chooses.
    # Once Hero 1 has left, Hero 2 is the one opponent with the highest life total: the damage
    # goes to Hero 2 at once, no question (Oracle: "If two or more players are tied ... you choose one").
    loaded = read_journal(V1 / "doom-tie-both-concede.jsonl")
    game = Game(loaded.start, CATALOGUE)
    game.do_all(a for _, a in loaded.actions)
    assert game.state.player("Hero 3").life == 18
    assert game.state.player("Hero 2").life == 19
    assert prompts(game, "your-inescapable-doom.tie") == []
    # The lock is gone
    game.do(NextStep())


def test_your_inescapable_doom_one_tied_hero_concedes_the_other_takes_the_damage_without_a_question():
    loaded = read_journal(V1 / "doom-tie-both-concede.jsonl")
    game = Game(loaded.start, CATALOGUE)
    # Hero 1 conceded, Hero 2 not yet
    game.do_all(a for _, a in loaded.actions[:-1])
    assert prompts(game, "your-inescapable-doom.tie") == []
    assert game.state.player("Hero 2").life == 19


def test_your_inescapable_doom_both_tied_heroes_leave_at_once_damage_goes_to_hero_3():
    from archenemy.engine.actions import ChangeTotals, TotalChange

    loaded = read_journal(V1 / "doom-tie-both-concede.jsonl")
    game = Game(loaded.start, CATALOGUE)
    game.do_all(a for _, a in loaded.actions if not isinstance(a, Concede))
    only_prompt(game, "your-inescapable-doom.tie")
    game.do(ChangeTotals((TotalChange("Hero 1", life=-20), TotalChange("Hero 2", life=-20))))
    # 18, then 1 damage from one doom counter
    assert game.state.player("Hero 3").life == 17
    assert prompts(game, "your-inescapable-doom.tie") == []
    game.do(NextStep())


def test_your_inescapable_doom_three_tied_one_concedes_still_asks_between_the_other_two():
    game = make_game(("your-inescapable-doom",) + FILLER)
    advance_to(game, Step.END, active=ARCHENEMY)
    prompt = only_prompt(game, "your-inescapable-doom.tie")
    assert prompt.options == ("Hero 1", "Hero 2", "Hero 3")
    game.do(Concede("Hero 1"))
    assert only_prompt(game, "your-inescapable-doom.tie").options == ("Hero 2", "Hero 3")


# ----- 4. Two Your Inescapable Doom: each chooses as it resolves -----


def test_your_inescapable_doom_two_copies_second_chooses_after_first_damage():
    game = make_game(("your-inescapable-doom", "your-inescapable-doom") + FILLER)
    # Turn 1: the first copy (1 counter): tie among three heroes at 20; Hero 3 takes it.
    advance_to(game, Step.END, active=ARCHENEMY)
    answer(game, "your-inescapable-doom.tie", "Hero 3")
    # Turn 3: the second copy is set in motion; Hero 1 and Hero 2 tie at 20.
    advance_to(game, Step.END, active=ARCHENEMY, turn=3)
    first = only_prompt(game, "your-inescapable-doom.tie")
    assert first.options == ("Hero 1", "Hero 2") and first.param("damage") == "2"
    # Hero 1: 18
    game.do(Answer(first.id, "Hero 1"))
    # The second copy now resolves with Hero 2 (20) alone at the top: no question.
    assert prompts(game, "your-inescapable-doom.tie") == []
    assert game.state.player("Hero 2").life == 19
    assert [f.counters for f in game.state.zone(ARCHENEMY).face_up] == [2, 1]


# ----- 5. A draw (104.4a): several players' life changes at once -----


def test_104_4a_archenemy_and_last_hero_lose_at_once_is_a_draw():
    from archenemy.engine.actions import ChangeTotals, TotalChange

    game = make_game(heroes=2)
    game.do(Concede("Hero 1"))
    game.do(ChangeTotals((TotalChange(ARCHENEMY, life=-40), TotalChange("Hero 2", life=-20))))
    assert game.state.outcome is not None
    assert game.state.outcome.termination is Termination.ALL_LOST
    assert game.state.outcome.winners == ()


# ----- 6. Drench the Soil in Their Blood: the turn's combat and main phase repeat -----


def test_drench_the_soil_in_their_blood_extra_combat_asks_the_very_soil_shall_shake_twice():
    loaded = read_journal(V1 / "drench-the-soil.jsonl")
    game = Game(loaded.start, CATALOGUE)
    count = 0
    for _, action in loaded.actions:
        game.do(action)
        count += 1
        if isinstance(action, Answer) and game.state.step is Step.END_OF_COMBAT and game.state.turn == 3:
            break
    s = game.state
    assert s.steps.count(Step.END_OF_COMBAT) == 2 and s.steps.count(Step.DECLARE_ATTACKERS) == 2
    game.do(NextStep())
    # The additional main phase (505.1a)
    assert game.state.step is Step.POSTCOMBAT_MAIN
    advance_to(game, Step.END_OF_COMBAT, answers={})
    # The second combat asks again
    only_prompt(game, "the-very-soil-shall-shake")
    assert count == len(loaded.actions) - 2


# ----- 7. A header naming a hero as the starting player (904.6) -----


def test_904_6_header_naming_a_hero_as_starting_player_refused_at_line_1():
    with pytest.raises(JournalError) as info:
        read_journal(DATA / "hero-starts-archenemy.jsonl")
    assert info.value.line == 1
    assert info.value.code == "header_starting_player_hero"
    assert info.value.params["player"] == "Hero 1"


def _header() -> dict:
    return json.loads((V1 / "plots-that-span-centuries.jsonl").read_text().splitlines()[0])


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("scheme_decks", {"Archenemy": [1, "a-reckoning-approaches"]}),
        ("scheme_decks", {"Archenemy": None}),
        ("players", [{"name": "Archenemy", "deck": [1, 2]}, {"name": "Hero 1"}, {"name": "Hero 2"}]),
        ("players", [{"name": ["x"]}]),
        ("variant", ["archenemy"]),
        ("deck_mode", {"a": 1}),
        ("starting_player", 3),
        ("version", 1.0),
    ],
)
def test_904_header_fields_of_the_wrong_type_refused_at_line_1_not_a_traceback(field, value):
    obj = _header()
    obj[field] = value
    with pytest.raises(JournalError) as info:
        header_from_json(obj, CATALOGUE)
    assert info.value.line == 1


# ----- 8. Plots That Span Centuries: the three schemes wait for each other (904.10) -----


def test_plots_that_span_centuries_904_10_done_scheme_waits_while_others_resolve():
    # Lines 2-29: to turn 3's precombat main, three schemes set in motion; line 30 marks the first done.
    game = _replay_first("plots-that-span-centuries", 29)
    assert len(prompts(game, "resolve")) == 2
    assert face_up_ids(game) == ["a-reckoning-approaches", "embrace-my-diabolical-vision", "roots-of-all-evil"]
    resolve_prompts = prompts(game, "resolve")
    game.do(Answer(resolve_prompts[0].id, True))
    assert len(face_up_ids(game)) == 3
    game.do(Answer(resolve_prompts[1].id, True))
    assert face_up_ids(game) == []
    assert [c.scheme_id for c in game.state.zone(ARCHENEMY).deck][-3:] == [
        "a-reckoning-approaches",
        "embrace-my-diabolical-vision",
        "roots-of-all-evil",
    ]


def test_supervillain_rumble_800_4j_imprison_this_insolent_wretch_not_asked_on_departed_players_turn():
    from support.games import make_rumble

    game = make_rumble(
        {"Ann": FILLER, "Ben": ("imprison-this-insolent-wretch",) + FILLER[1:], "Cat": FILLER}, starting_player="Ben"
    )
    advance_to(game, Step.PRECOMBAT_MAIN, active="Ben")
    answer(game, "choose", "Cat")
    keep = {"imprison-this-insolent-wretch": False}
    advance_to(game, Step.UPKEEP, active="Ann", answers=keep)
    game.do(Concede("Ann"))
    advance_to(game, Step.DECLARE_ATTACKERS, active="Ann", answers=keep)
    # Nobody attacks on a turn without its player
    assert prompts(game, "imprison-this-insolent-wretch") == []


def test_104_4a_supervillain_rumble_every_remaining_player_loses_at_once_is_a_draw():
    from archenemy.engine.actions import ChangeTotals, TotalChange

    from support.games import make_rumble

    game = make_rumble({"Ann": FILLER, "Ben": FILLER, "Cat": FILLER})
    game.do(Concede("Cat"))
    game.do(ChangeTotals((TotalChange("Ann", life=-40), TotalChange("Ben", poison=10))))
    assert game.state.outcome is not None and game.state.outcome.draw


def test_104_4a_one_change_at_a_time_is_no_draw_the_first_loss_ends_the_game():
    game = make_game(heroes=1)
    game.do(ChangeLife("Hero 1", -20))
    assert game.state.outcome is not None and game.state.outcome.termination is Termination.HEROES_DEFEATED


@settings(max_examples=150, deadline=None)
@given(
    field=st.sampled_from(
        ["format", "version", "variant", "deck_mode", "players", "scheme_decks", "starting_player", "created"]
    ),
    value=st.recursive(
        st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=8) | st.sampled_from(["Hero 1", "Archenemy"]),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
        max_leaves=6,
    ),
)
def test_904_any_header_field_value_is_refused_at_line_1_or_read_never_a_traceback(field, value):
    obj = _header()
    obj[field] = value
    try:
        header_from_json(obj, CATALOGUE)
    except JournalError as exc:
        assert exc.line == 1


def test_your_inescapable_doom_many_copies_each_resolve_in_turn_house_deck():
    game = make_game(("your-inescapable-doom",) * 6, heroes=3)
    for turn in (1, 3, 5, 7, 9, 11):
        advance_to(game, Step.END, active=ARCHENEMY, turn=turn, answers={"your-inescapable-doom.tie": "Hero 1"})
        while prompts(game, "your-inescapable-doom.tie"):
            answer(game, "your-inescapable-doom.tie", prompts(game, "your-inescapable-doom.tie")[0].options[0])
    assert [f.counters for f in game.state.zone(ARCHENEMY).face_up] == [6, 5, 4, 3, 2, 1]
    assert sum(20 - (game.state.player(h).life or 0) for h in ("Hero 1", "Hero 2", "Hero 3")) == sum(
        n * (n + 1) // 2 for n in range(1, 7)
    )
