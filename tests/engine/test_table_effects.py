"""What the app computes for the table.

Life effects, set life, counters, choices, reminders, tokens.

Rules and rulings: Mortal Flesh Is Weak's ruling (the difference is lost,
CR 119.5) and 810.9d (shared life); You Live Only Because I Will It's
reminder text; the Oracle texts of the number effects; CR 122.1 (counters on
players); "target opponent chooses self or others" rulings (Feed the
Machine); the Oracle texts of the modal schemes and of the ongoing schemes
whose other abilities are reminded at their step.
"""

from __future__ import annotations

import pytest

from archenemy.engine.actions import (
    ApplyEffect,
    ChangeCounter,
    ChangeLife,
    ChangeTotals,
    Concede,
    NextStep,
    RecordChoice,
    SetLife,
    TotalChange,
)
from archenemy.engine.effects import (
    choice_slots,
    life_effects,
    redistribution,
    step_reminders,
    token_counts,
)
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.model import HEROES, Step, Termination
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    FILLER,
    advance_to,
    answer,
    face_up,
    make_game,
    make_rumble,
)


def _at_main(top: str, **kwargs):
    game = make_game((top, *FILLER), **kwargs)
    advance_to(game, Step.PRECOMBAT_MAIN)
    return game, face_up(game, top)[0]


# ----- life effects ---------------------------------------------------------------


def test_mortal_flesh_is_weak_each_opponent_loses_down_to_the_lowest_ruling():
    game, face = _at_main("mortal-flesh-is-weak")
    game.do(ChangeLife("Hero 2", -5))
    game.do(ChangeLife("Hero 3", -8))
    (effect,) = life_effects(game.state, face)
    assert effect.key == "lowest_life" and effect.amount == 12
    game.do_all(effect.actions)
    assert [game.state.life_of(h) for h in ("Hero 1", "Hero 2", "Hero 3")] == [12, 12, 12]
    # Three steps, two changes, one action for the effect
    assert len(game.log) == 6


def test_mortal_flesh_is_weak_nothing_computed_under_shared_team_life_810_9d():
    game, face = _at_main("mortal-flesh-is-weak", variant=Variant.ARCHENEMY_COMMANDER)
    assert life_effects(game.state, face) == ()


def test_know_naught_but_fire_asks_each_opponents_hand_size():
    game, face = _at_main("know-naught-but-fire")
    (effect,) = life_effects(game.state, face)
    assert effect.numbers == ("Hero 1", "Hero 2", "Hero 3")
    action = effect.action_for({"Hero 1": 3, "Hero 2": 0, "Hero 3": 5})
    assert action == ApplyEffect(face.uid, "hand_size_damage", "", (("Hero 1", 3), ("Hero 2", 0), ("Hero 3", 5)))
    with pytest.raises(IllegalActionError):
        effect.action_for({"Hero 1": 3})
    # One action: the damage to each opponent at once
    game.do(action)
    assert [game.state.life_of(h) for h in ("Hero 1", "Hero 2", "Hero 3")] == [17, 20, 15]


@pytest.mark.parametrize(
    ("scheme", "key", "number", "player", "delta"),
    [
        ("make-yourself-useful", "toughness", 4, ARCHENEMY, 4),
        ("my-genius-knows-no-bounds", "x", 6, ARCHENEMY, 6),
    ],
)
def test_number_effects_make_yourself_useful_and_my_genius_knows_no_bounds_gain(scheme, key, number, player, delta):
    game, face = _at_main(scheme)
    (effect,) = life_effects(game.state, face)
    assert effect.numbers == (key,)
    game.do(effect.action_for({key: number}))
    assert game.state.life_of(player) == 40 + delta
    assert effect.action_for({key: 0}) is None


def test_which_of_you_burns_brightest_x_damage_to_the_recorded_target():
    game, face = _at_main("which-of-you-burns-brightest")
    # One per opponent until the target is recorded
    assert len(life_effects(game.state, face)) == 3
    game.do(RecordChoice(face.uid, "target", "Hero 2"))
    (effect,) = life_effects(game.state, game.state.find_face_up(face.uid)[1])
    game.do(effect.action_for({"x": 5}))
    assert game.state.life_of("Hero 2") == 15


def test_i_will_savor_your_agony_gains_5_per_time_chosen():
    game, face = _at_main("i-will-savor-your-agony")
    # One count per player: three modes in all (700.2d)
    (effect,) = life_effects(game.state, face)
    times = dict.fromkeys(effect.numbers, 0)
    game.do(effect.action_for({**times, "times:Hero 1": 2, "times:Hero 3": 1}))
    assert game.state.life_of("Hero 1") == 30 and game.state.life_of("Hero 3") == 25


def test_a_premonition_of_your_demise_mana_value_damage_to_any_player():
    game, face = _at_main("a-premonition-of-your-demise")
    by_player = {e.player: e for e in life_effects(game.state, face)}
    game.do(by_player["Hero 3"].action_for({"mana_value": 7}))
    assert game.state.life_of("Hero 3") == 13


def test_you_live_only_because_i_will_it_redistributes_the_same_totals():
    game, _ = _at_main("you-live-only-because-i-will-it")
    game.do(ChangeLife("Hero 1", -15))
    game.do(redistribution(game.state, {ARCHENEMY: 5, "Hero 1": 40}))
    assert game.state.life_of(ARCHENEMY) == 5 and game.state.life_of("Hero 1") == 40
    with pytest.raises(IllegalActionError) as info:
        redistribution(game.state, {ARCHENEMY: 40, "Hero 2": 40})
    assert info.value.code == "not_a_redistribution"


def test_i_delight_in_your_convulsions_is_one_action_state_based_actions_checked_once_704_3():
    game, face = _at_main("i-delight-in-your-convulsions", heroes=1)
    game.do(ChangeTotals((TotalChange(ARCHENEMY, life=-39), TotalChange("Hero 1", life=-17))))
    (effect,) = life_effects(game.state, face)
    # The hero loses 3 (dies), the archenemy gains 3 at once
    game.do_all(effect.actions)
    assert game.state.outcome is not None and game.state.outcome.termination is Termination.HEROES_DEFEATED


# ----- several totals, set life, counters --------------------------------------------


def test_change_totals_each_player_once_and_changes_something():
    game = make_game()
    for changes, code in [
        ((), "no_changes"),
        ((TotalChange("Hero 1", -1), TotalChange("Hero 1", -1)), "player_twice"),
        ((TotalChange("Hero 1", 0, 0),), "zero_change"),
        ((TotalChange("Hero 1", 0, -1),), "poison_below_zero"),
    ]:
        assert game.why_illegal(ChangeTotals(changes)).code == code
    game.do(ChangeTotals((TotalChange("Hero 1", -3, 2), TotalChange("Hero 2", 0, 10))))
    assert game.state.player("Hero 1").poison == 2 and game.state.player("Hero 2").lost is not None


def test_change_totals_under_shared_team_life_each_heroes_loss_is_the_teams_810_9():
    game = make_game(variant=Variant.ARCHENEMY_COMMANDER)
    game.do(ChangeTotals((TotalChange("Hero 1", -3), TotalChange("Hero 2", -3))))
    assert game.state.team_life == 54


def test_set_life_to_n_is_a_gain_or_loss_of_the_difference_119_5():
    game = make_game(variant=Variant.ARCHENEMY_COMMANDER)
    events = game.do(SetLife("Hero 2", 45))
    assert game.state.team_life == 45 and events[0].old == 60 and events[0].new == 45
    assert game.why_illegal(SetLife("Hero 2", 45)).code == "zero_change"
    game.do(SetLife(ARCHENEMY, 0))
    assert game.state.outcome is not None and game.state.outcome.termination is Termination.ARCHENEMY_DEFEATED


def test_player_counters_122_1_energy_experience_and_a_named_counter():
    game = make_game()
    game.do(ChangeCounter("Hero 1", "energy", 3))
    game.do(ChangeCounter("Hero 1", "Oil", 2))
    game.do(ChangeCounter("Hero 1", "energy", -3))
    assert game.state.player("Hero 1").counters == (("Oil", 2),)
    assert game.why_illegal(ChangeCounter("Hero 1", "Oil", -3)).code == "counter_below_zero"
    assert game.why_illegal(ChangeCounter("Hero 1", "poison", 1)).code == "counter_name"
    assert game.why_illegal(ChangeCounter("Hero 1", " Oil", 1)).code == "counter_name"
    game.do(Concede("Hero 1"))
    assert game.why_illegal(ChangeCounter("Hero 1", "energy", 1)).code == "player_left"


# ----- recorded choices -----------------------------------------------------------------


def test_feed_the_machine_records_target_opponent_and_self_or_others_ruling():
    game, face = _at_main("feed-the-machine")
    slots = {s.role: s for s in choice_slots(game.state)}
    assert slots["target"].options == ("Hero 1", "Hero 2", "Hero 3")
    assert slots["chooses"].options == ("self", "others")
    game.do(RecordChoice(face.uid, "target", "Hero 3"))
    # Allowed even with no others (ruling)
    game.do(RecordChoice(face.uid, "chooses", "others"))
    assert dict(game.state.find_face_up(face.uid)[1].choices) == {"target": "Hero 3", "chooses": "others"}
    # Cleared
    game.do(RecordChoice(face.uid, "target", ""))
    assert game.state.find_face_up(face.uid)[1].choice("target") is None
    assert game.why_illegal(RecordChoice(face.uid, "mode", "x")).code == "choice_role"
    game.do(Concede("Hero 1"))
    assert game.why_illegal(RecordChoice(face.uid, "target", "Hero 1")).code == "choice_value"
    # The game never waited for the choices
    answer(game, "resolve", True)
    assert game.state.prompts == ()


def test_the_mighty_will_fall_offers_only_the_highest_life_opponents():
    game, face = _at_main("the-mighty-will-fall")
    game.do(ChangeLife("Hero 1", -1))
    (slot,) = choice_slots(game.state)
    assert slot.options == ("Hero 2", "Hero 3")
    assert game.why_illegal(RecordChoice(face.uid, "chosen", "Hero 1")).code == "choice_value"


@pytest.mark.parametrize(
    ("scheme", "mode", "until"),
    [
        ("kneel-before-my-legions", "legions_pump", ["end_of_turn"]),
        ("kneel-before-my-legions", "scarecrow", []),
        ("my-wings-enfold-all", "copy_spells", ["end_of_turn"]),
        ("my-followers-ascend", "counters", ["end_of_turn"]),
        ("you-exist-only-to-amuse", "devils", []),
        ("you-exist-only-to-amuse", "one_one", ["owner_next_turn"]),
        # Unrecorded: as in version 1
        ("you-exist-only-to-amuse", None, ["owner_next_turn"]),
    ],
)
def test_modal_schemes_leave_a_reminder_only_for_their_lasting_mode(scheme, mode, until):
    game, face = _at_main(scheme)
    if mode is not None:
        game.do(RecordChoice(face.uid, "mode", mode))
    answer(game, "resolve", True)
    assert [r.until for r in game.state.reminders] == until
    if until:
        assert game.state.reminders[0].choices == ((("mode", mode),) if mode else ())


# ----- reminders at their step, tokens --------------------------------------------------


def test_you_cannot_hide_from_me_reminded_at_beginning_of_combat_on_your_turn():
    game = make_game(("you-cannot-hide-from-me", *FILLER))
    advance_to(game, Step.BEGINNING_OF_COMBAT)
    assert [r.key for r in step_reminders(game.state)] == ["cannot_hide"]
    advance_to(game, Step.BEGINNING_OF_COMBAT, active=HEROES)
    assert step_reminders(game.state) == ()


def test_dark_wings_demon_reminded_in_each_combat_with_drench_the_soil():
    game = make_game(("dark-wings-bring-your-downfall", "drench-the-soil-in-their-blood", *FILLER))
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers=lambda p: True if p.kind.value == "done" else 0)
    answer(game, "resolve", True)
    seen = 0
    while game.state.step is not Step.END:
        if game.state.prompts:
            answer(game, game.state.prompts[0].question, 0)
            continue
        game.do(NextStep())
        seen += [r.key for r in step_reminders(game.state)] == ["dark_wings_demon"]
    assert seen == 2


def test_my_forces_are_innumerable_horror_reminded_at_your_end_step():
    game = make_game(("my-forces-are-innumerable", *FILLER))
    advance_to(game, Step.END)
    assert [r.key for r in step_reminders(game.state)] == ["create_horror"]


def test_rotted_ones_lay_siege_one_zombie_per_opponent_still_in_the_game_800_4a():
    game, face = _at_main("rotted-ones-lay-siege")
    game.do(Concede("Hero 2"))
    assert [(t.token, t.player) for t in token_counts(game.state, face)] == [
        ("zombie_2_2", "Hero 1"),
        ("zombie_2_2", "Hero 3"),
    ]


def test_evil_comes_to_fruition_seven_plants_or_seven_elementals():
    game, face = _at_main("evil-comes-to-fruition")
    counts = token_counts(game.state, face)
    assert [(t.token, t.count, t.condition) for t in counts] == [
        ("plant_0_1", 7, None),
        ("elemental_3_3", 7, "lands_10_plus"),
    ]


def test_supervillain_rumble_step_reminders_only_on_the_owners_turn():
    game = make_rumble({"Ann": ("my-undead-horde-awakens", *FILLER[1:]), "Ben": FILLER})
    advance_to(game, Step.END, active="Ann", answers={"my-undead-horde-awakens": False})
    assert [r.key for r in step_reminders(game.state)] == ["undead_horde"]
    advance_to(game, Step.END, active="Ben", answers={"my-undead-horde-awakens": False})
    assert step_reminders(game.state) == ()
