"""Every ongoing scheme's abandonment, one card at a time.

Rules: CR 314.7, 904.11, 701.33.

For each of the 21 ongoing schemes: when the app asks (the step and whose
turn), what it asks (kind, threshold, options), which answer abandons, and
what follows.  Schemes abandoned by an event can also be reported at any time.
"""

from __future__ import annotations

import pytest

from archenemy.engine.actions import Answer, ChangeLife, Concede, NextStep, ReportEvent
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.model import HEROES, PromptKind, Step
from archenemy.engine.rules import reportable
from archenemy.engine.triggers import ABANDON_TRIGGERS
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    ONGOING_IDS,
    advance_to,
    answer,
    deck_ids,
    events_of,
    face_up,
    face_up_ids,
    keep_schemes,
    make_game,
    make_rumble,
    only_prompt,
    prompts,
    resolve_all,
)

END, UPKEEP, EOC = Step.END, Step.UPKEEP, Step.END_OF_COMBAT
A, H = ARCHENEMY, HEROES


def advance(game, step, **kwargs):
    """:func:`advance_to`, keeping every scheme met on the way."""
    advance_to(game, step, answers=keep_schemes, **kwargs)


def start_with(scheme: str, *, heroes: int = 3, variant: Variant = Variant.ARCHENEMY, chosen: str = "Hero 2"):
    """A game whose first scheme (set in motion on turn 1) is ``scheme``."""
    game = make_game([scheme, *FILLER], heroes=heroes, variant=variant)
    advance(game, Step.PRECOMBAT_MAIN)
    if prompts(game, "choose"):
        answer(game, "choose", chosen)
    assert face_up_ids(game) == [scheme]
    # An ongoing scheme has nothing to resolve
    assert prompts(game) == []
    return game


def rumble_with(scheme: str, *, chosen: str = "Ben"):
    """A 3-player Rumble where Ann's first scheme is ``scheme``.

    Ann, Ben, Cat; Ann first.
    """
    decks = {"Ann": (scheme, *FILLER), "Ben": FILLER, "Cat": FILLER}
    game = make_rumble(decks)
    advance(game, Step.PRECOMBAT_MAIN)
    if prompts(game, "choose"):
        answer(game, "choose", chosen)
    assert face_up_ids(game, "Ann") == [scheme]
    return game


def where_asked(game, scheme: str, keep: object, until_turn: int = 4) -> list[tuple[int, str, Step]]:
    """Play on to the end of ``until_turn``.

    Answering ``scheme``'s prompts with ``keep``.

    Returns (turn, active, step) of every prompt about ``scheme``; the scheme
    must still be face up at the end (``keep`` does not abandon).
    """
    seen = []
    while True:
        for p in prompts(game, scheme):
            seen.append((game.state.turn, game.state.active, game.state.step))
            game.do(Answer(p.id, keep))  # type: ignore[arg-type]
        resolve_all(game)
        if game.state.turn == until_turn and game.state.step is Step.CLEANUP:
            break
        game.do(NextStep())
    assert scheme in face_up_ids(game)
    return seen


def abandoned_events(events) -> list:
    return events_of(events, "abandoned")


def assert_abandoned(game, scheme: str, events, *, then: str | None = None, reason: str = "condition"):
    assert scheme not in face_up_ids(game)
    # 701.33a: face down on the bottom
    assert deck_ids(game)[-1] == scheme
    [event] = abandoned_events(events)
    assert event.arg("scheme") == scheme and event.arg("reason") == reason
    assert event.arg("then") == then


def test_every_ongoing_scheme_has_an_abandonment_encoding():
    assert len(ONGOING_IDS) == 21
    assert set(ONGOING_IDS) == set(ABANDON_TRIGGERS)
    for scheme_id, trigger in ABANDON_TRIGGERS.items():
        assert CATALOGUE[scheme_id].ongoing
        text = CATALOGUE[scheme_id].text_en.replace("’", "'")
        if trigger.clause.startswith("("):
            continue
        assert trigger.clause.split(",")[0] in text, scheme_id


# ----- Because I Have Willed It ---------------------------------------------------


def test_because_i_have_willed_it_asked_at_heroes_end_step_only():
    game = start_with("because-i-have-willed-it")
    assert where_asked(game, "because-i-have-willed-it", 0) == [(2, H, END), (4, H, END)]


def test_because_i_have_willed_it_abandoned_at_heroes_end_step_with_4_spells():
    game = start_with("because-i-have-willed-it")
    advance(game, END, active=H)
    prompt = only_prompt(game, "because-i-have-willed-it")
    assert prompt.kind is PromptKind.COUNT and prompt.threshold == 4
    assert prompt.param("active") == HEROES
    answer(game, "because-i-have-willed-it", 3)
    assert face_up_ids(game) == ["because-i-have-willed-it"]
    advance(game, END, turn=4)
    events = answer(game, "because-i-have-willed-it", 4)
    assert_abandoned(game, "because-i-have-willed-it", events)


def test_because_i_have_willed_it_rumble_asked_at_each_opponents_own_end_step():
    game = rumble_with("because-i-have-willed-it")
    seen = where_asked(game, "because-i-have-willed-it", 0, until_turn=6)
    assert seen == [(2, "Ben", END), (3, "Cat", END), (5, "Ben", END), (6, "Cat", END)]


# ----- Bow to My Command ------------------------------------------------------------


def test_bow_to_my_command_records_the_chosen_opponent():
    game = make_game(["bow-to-my-command", *FILLER])
    advance(game, Step.PRECOMBAT_MAIN)
    prompt = only_prompt(game, "choose")
    assert prompt.kind is PromptKind.CHOICE
    # An opponent, not "none"
    assert prompt.options == ("Hero 1", "Hero 2", "Hero 3")
    with pytest.raises(IllegalActionError):
        game.do(Answer(prompt.id, ARCHENEMY))
    answer(game, "choose", "Hero 3")
    [face] = face_up(game, "bow-to-my-command")
    assert face.choice("chosen") == "Hero 3"


def test_bow_to_my_command_abandoned_when_heroes_tap_power_8():
    game = start_with("bow-to-my-command")
    assert where_asked(game, "bow-to-my-command", False) == [(2, H, END), (4, H, END)]
    advance(game, END, turn=6)
    prompt = only_prompt(game, "bow-to-my-command")
    assert prompt.kind is PromptKind.YES_NO
    events = answer(game, "bow-to-my-command", True)
    assert_abandoned(game, "bow-to-my-command", events)


def test_bow_to_my_command_rumble_asked_on_each_opponents_own_turn():
    game = rumble_with("bow-to-my-command", chosen="Cat")
    seen = where_asked(game, "bow-to-my-command", False, until_turn=4)
    assert seen == [(2, "Ben", END), (3, "Cat", END)]


def test_bow_to_my_command_not_abandoned_when_the_chosen_player_leaves():
    game = start_with("bow-to-my-command", chosen="Hero 1")
    game.do(Concede("Hero 1"))
    assert where_asked(game, "bow-to-my-command", False) == [(2, H, END), (4, H, END)]


# ----- Dark Wings Bring Your Downfall ------------------------------------------------


def test_dark_wings_bring_your_downfall_asked_at_each_end_step():
    game = start_with("dark-wings-bring-your-downfall")
    seen = where_asked(game, "dark-wings-bring-your-downfall", 1, until_turn=3)
    assert seen == [(1, A, END), (2, H, END), (3, A, END)]


def test_dark_wings_bring_your_downfall_abandoned_when_two_creatures_died():
    game = start_with("dark-wings-bring-your-downfall")
    advance(game, END)
    prompt = only_prompt(game, "dark-wings-bring-your-downfall")
    assert prompt.kind is PromptKind.COUNT and prompt.threshold == 2
    answer(game, "dark-wings-bring-your-downfall", 1)
    assert face_up_ids(game) == ["dark-wings-bring-your-downfall"]
    advance(game, END, active=H)
    events = answer(game, "dark-wings-bring-your-downfall", 2)
    assert_abandoned(game, "dark-wings-bring-your-downfall", events)


# ----- Fear My Authority ---------------------------------------------------------------


def test_fear_my_authority_asked_at_archenemys_upkeep():
    game = start_with("fear-my-authority")
    assert where_asked(game, "fear-my-authority", "discard", until_turn=5) == [(3, A, UPKEEP), (5, A, UPKEEP)]
    # Discarding costs no life
    assert game.state.player(ARCHENEMY).life == 40


def test_fear_my_authority_pay_life_costs_3_life_and_keeps_it():
    game = start_with("fear-my-authority")
    advance(game, UPKEEP, turn=3)
    prompt = only_prompt(game, "fear-my-authority")
    assert prompt.kind is PromptKind.CHOICE
    assert set(prompt.options) == {"discard", "pay_life", "abandon"}
    events = answer(game, "fear-my-authority", "pay_life")
    assert game.state.player(ARCHENEMY).life == 37
    assert face_up_ids(game) == ["fear-my-authority"]
    assert abandoned_events(events) == []


def test_fear_my_authority_abandoned_unless_paid():
    game = start_with("fear-my-authority")
    advance(game, UPKEEP, turn=3)
    events = answer(game, "fear-my-authority", "abandon")
    assert_abandoned(game, "fear-my-authority", events)
    assert game.state.player(ARCHENEMY).life == 40


def test_119_4_fear_my_authority_cannot_pay_3_life_with_less_than_3():
    game = start_with("fear-my-authority")
    game.do(ChangeLife(ARCHENEMY, -38))
    advance(game, UPKEEP, turn=3)
    prompt = only_prompt(game, "fear-my-authority")
    with pytest.raises(IllegalActionError):
        game.do(Answer(prompt.id, "pay_life"))
    assert game.state.player(ARCHENEMY).life == 2
    answer(game, "fear-my-authority", "discard")
    assert face_up_ids(game) == ["fear-my-authority"]


def test_119_4_fear_my_authority_paying_exactly_all_life_is_allowed():
    game = start_with("fear-my-authority")
    game.do(ChangeLife(ARCHENEMY, -37))
    advance(game, UPKEEP, turn=3)
    answer(game, "fear-my-authority", "pay_life")
    assert game.state.outcome is not None and game.state.outcome.reason == "archenemy_defeated"


# ----- I Am Duskmourn -------------------------------------------------------------------


def test_i_am_duskmourn_asked_at_archenemys_end_step():
    game = start_with("i-am-duskmourn")
    assert where_asked(game, "i-am-duskmourn", False, until_turn=3) == [(1, A, END), (3, A, END)]


def test_i_am_duskmourn_abandoned_when_a_free_spell_is_cast():
    game = start_with("i-am-duskmourn")
    advance(game, END)
    assert only_prompt(game, "i-am-duskmourn").kind is PromptKind.YES_NO
    events = answer(game, "i-am-duskmourn", True)
    assert_abandoned(game, "i-am-duskmourn", events)


# ----- I Am Untouchable -------------------------------------------------------------------


def test_i_am_untouchable_asked_at_combat_damage_on_heroes_turn():
    game = start_with("i-am-untouchable")
    seen = where_asked(game, "i-am-untouchable", False)
    assert seen == [(2, H, Step.COMBAT_DAMAGE), (4, H, Step.COMBAT_DAMAGE)]


def test_i_am_untouchable_abandoned_then_scarecrow():
    game = start_with("i-am-untouchable")
    advance(game, Step.COMBAT_DAMAGE, active=H)
    events = answer(game, "i-am-untouchable", True)
    assert_abandoned(game, "i-am-untouchable", events, then="create_scarecrow")


def test_i_am_untouchable_reported_at_any_time():
    game = start_with("i-am-untouchable")
    # e.g. a burn spell with combat-damage wording
    advance_to(game, UPKEEP, active=H)
    [face] = face_up(game)
    events = game.do(ReportEvent(face.uid))
    assert_abandoned(game, "i-am-untouchable", events, then="create_scarecrow", reason="event")


# ----- I Bask in Your Silent Awe ----------------------------------------------------------


def test_i_bask_in_your_silent_awe_asked_at_archenemys_upkeep():
    game = start_with("i-bask-in-your-silent-awe")
    seen = where_asked(game, "i-bask-in-your-silent-awe", True, until_turn=5)
    assert seen == [(3, A, UPKEEP), (5, A, UPKEEP)]


def test_i_bask_in_your_silent_awe_abandoned_when_no_opponent_cast_a_spell():
    game = start_with("i-bask-in-your-silent-awe")
    advance(game, UPKEEP, turn=3)
    assert only_prompt(game, "i-bask-in-your-silent-awe").kind is PromptKind.YES_NO
    # The question is "did an opponent cast a spell?": "no" abandons.
    events = answer(game, "i-bask-in-your-silent-awe", False)
    assert_abandoned(game, "i-bask-in-your-silent-awe", events)


# ----- I Know All, I See All -------------------------------------------------------------


def test_i_know_all_i_see_all_asked_at_each_end_step():
    game = start_with("i-know-all-i-see-all")
    seen = where_asked(game, "i-know-all-i-see-all", 2, until_turn=2)
    assert seen == [(1, A, END), (2, H, END)]


def test_i_know_all_i_see_all_abandoned_with_3_cards_to_graveyard():
    game = start_with("i-know-all-i-see-all")
    advance(game, END, active=H)
    prompt = only_prompt(game, "i-know-all-i-see-all")
    assert prompt.kind is PromptKind.COUNT and prompt.threshold == 3
    answer(game, "i-know-all-i-see-all", 2)
    assert face_up_ids(game) == ["i-know-all-i-see-all"]
    advance(game, END, turn=3)
    events = answer(game, "i-know-all-i-see-all", 3)
    assert_abandoned(game, "i-know-all-i-see-all", events)


# ----- Imprison This Insolent Wretch -------------------------------------------------------


def test_imprison_this_insolent_wretch_records_the_chosen_opponent():
    game = start_with("imprison-this-insolent-wretch", chosen="Hero 1")
    [face] = face_up(game)
    assert face.choice("chosen") == "Hero 1"


def test_imprison_this_insolent_wretch_asked_at_declare_attackers_when_chosen_can_be_attacked():
    game = start_with("imprison-this-insolent-wretch", chosen="Hero 1")
    seen = where_asked(game, "imprison-this-insolent-wretch", False, until_turn=3)
    assert seen == [(1, A, Step.DECLARE_ATTACKERS), (3, A, Step.DECLARE_ATTACKERS)]


def test_imprison_this_insolent_wretch_abandoned_when_chosen_is_attacked():
    game = start_with("imprison-this-insolent-wretch", chosen="Hero 1")
    advance(game, Step.DECLARE_ATTACKERS)
    prompt = only_prompt(game, "imprison-this-insolent-wretch")
    assert prompt.param("chosen") == "Hero 1"
    events = answer(game, "imprison-this-insolent-wretch", True)
    assert_abandoned(game, "imprison-this-insolent-wretch", events)


def test_imprison_this_insolent_wretch_reported_when_chosen_is_targeted():
    game = start_with("imprison-this-insolent-wretch")
    advance(game, Step.PRECOMBAT_MAIN, active=H)
    [face] = face_up(game)
    events = game.do(ReportEvent(face.uid))
    assert_abandoned(game, "imprison-this-insolent-wretch", events, reason="event")


def test_imprison_this_insolent_wretch_not_asked_once_chosen_left():
    game = start_with("imprison-this-insolent-wretch", chosen="Hero 1")
    game.do(Concede("Hero 1"))
    assert where_asked(game, "imprison-this-insolent-wretch", False, until_turn=3) == []


def test_imprison_this_insolent_wretch_rumble_not_asked_on_the_chosen_players_turn():
    game = rumble_with("imprison-this-insolent-wretch", chosen="Ben")
    seen = where_asked(game, "imprison-this-insolent-wretch", False, until_turn=4)
    # Ben can be attacked on Ann's and Cat's turns, never on his own.
    assert seen == [
        (1, "Ann", Step.DECLARE_ATTACKERS),
        (3, "Cat", Step.DECLARE_ATTACKERS),
        (4, "Ann", Step.DECLARE_ATTACKERS),
    ]


# ----- Mine Is the Only Truth -------------------------------------------------------------


def test_mine_is_the_only_truth_asked_at_archenemys_upkeep_and_abandoned():
    game = start_with("mine-is-the-only-truth")
    assert where_asked(game, "mine-is-the-only-truth", False, until_turn=3) == [(3, A, UPKEEP)]
    advance(game, UPKEEP, turn=5)
    assert only_prompt(game, "mine-is-the-only-truth").kind is PromptKind.YES_NO
    events = answer(game, "mine-is-the-only-truth", True)
    assert_abandoned(game, "mine-is-the-only-truth", events)


# ----- My Champion Stands Supreme ------------------------------------------------------------


def test_my_champion_stands_supreme_asked_at_end_of_combat_of_every_turn():
    game = start_with("my-champion-stands-supreme", variant=Variant.ARCHENEMY_COMMANDER)
    seen = where_asked(game, "my-champion-stands-supreme", False, until_turn=2)
    assert seen == [(1, A, EOC), (2, H, EOC)]


def test_my_champion_stands_supreme_abandoned_when_commander_leaves():
    game = start_with("my-champion-stands-supreme", variant=Variant.ARCHENEMY_COMMANDER)
    advance(game, EOC, active=H)
    events = answer(game, "my-champion-stands-supreme", True)
    assert_abandoned(game, "my-champion-stands-supreme", events)


def test_my_champion_stands_supreme_reported_at_any_time():
    game = start_with("my-champion-stands-supreme", variant=Variant.ARCHENEMY_COMMANDER)
    [face] = face_up(game)
    # Still in the precombat main phase
    events = game.do(ReportEvent(face.uid))
    assert_abandoned(game, "my-champion-stands-supreme", events, reason="event")


# ----- My Forces Are Innumerable ---------------------------------------------------------------


def test_my_forces_are_innumerable_asked_at_heroes_end_step_and_abandoned():
    game = start_with("my-forces-are-innumerable")
    assert where_asked(game, "my-forces-are-innumerable", False) == [(2, H, END), (4, H, END)]
    advance(game, END, turn=6)
    events = answer(game, "my-forces-are-innumerable", True)
    assert_abandoned(game, "my-forces-are-innumerable", events)


def test_my_forces_are_innumerable_rumble_asked_on_each_opponents_own_turn():
    game = rumble_with("my-forces-are-innumerable")
    seen = where_asked(game, "my-forces-are-innumerable", False, until_turn=4)
    assert seen == [(2, "Ben", END), (3, "Cat", END)]


# ----- My Laughter Echoes ------------------------------------------------------------------------


ECHO_DECK = ["my-laughter-echoes", "roots-of-all-evil", "the-iron-guardian-stirs", "a-reckoning-approaches"]


def test_my_laughter_echoes_asked_after_the_scheme_resolves():
    game = make_game(ECHO_DECK)
    advance(game, Step.PRECOMBAT_MAIN)
    # An ongoing scheme does not trigger it (nor itself)
    assert prompts(game) == []
    advance(game, Step.PRECOMBAT_MAIN, turn=3)
    # Not yet
    assert [p.question for p in prompts(game)] == ["resolve"]
    answer(game, "resolve", True)
    prompt = only_prompt(game, "my-laughter-echoes")
    assert prompt.kind is PromptKind.YES_NO
    assert prompt.param("scheme") == "roots-of-all-evil"
    # Waits for the answer
    assert face_up_ids(game) == ["my-laughter-echoes", "roots-of-all-evil"]
    with pytest.raises(IllegalActionError):
        game.do(NextStep())


def test_my_laughter_echoes_yes_abandons_it_and_sets_the_scheme_in_motion_again():
    game = make_game(ECHO_DECK)
    advance(game, Step.PRECOMBAT_MAIN, turn=3)
    answer(game, "resolve", True)
    events = answer(game, "my-laughter-echoes", True)
    assert [e.arg("scheme") for e in abandoned_events(events)] == ["my-laughter-echoes"]
    [again] = events_of(events, "set_in_motion")
    assert again.arg("scheme") == "roots-of-all-evil" and again.arg("again") is True
    assert face_up_ids(game) == ["roots-of-all-evil"]
    # A new "resolve" prompt for the second time
    prompt = only_prompt(game, "resolve")
    assert prompt.scheme_id == "roots-of-all-evil"
    answer(game, "resolve", True)
    assert face_up(game) == []
    assert deck_ids(game) == [
        "the-iron-guardian-stirs",
        "a-reckoning-approaches",
        "my-laughter-echoes",
        "roots-of-all-evil",
    ]


def test_my_laughter_echoes_no_sends_the_scheme_to_the_bottom():
    game = make_game(ECHO_DECK)
    advance(game, Step.PRECOMBAT_MAIN, turn=3)
    answer(game, "resolve", True)
    events = answer(game, "my-laughter-echoes", False)
    assert abandoned_events(events) == []
    assert face_up_ids(game) == ["my-laughter-echoes"]
    assert deck_ids(game)[-1] == "roots-of-all-evil"
    assert game.state.prompts == ()
    # Asked again for the next non-ongoing scheme.
    advance(game, Step.PRECOMBAT_MAIN, turn=5)
    answer(game, "resolve", True)
    assert only_prompt(game, "my-laughter-echoes").param("scheme") == "the-iron-guardian-stirs"


def test_my_laughter_echoes_two_copies_offer_in_turn():
    deck = ["my-laughter-echoes", "my-laughter-echoes", "roots-of-all-evil", "a-reckoning-approaches"]
    game = make_game(deck)
    advance(game, Step.PRECOMBAT_MAIN, turn=5)
    answer(game, "resolve", True)
    first = only_prompt(game, "my-laughter-echoes")
    answer(game, "my-laughter-echoes", False)
    second = only_prompt(game, "my-laughter-echoes")
    assert second.card_uid != first.card_uid
    answer(game, "my-laughter-echoes", False)
    assert face_up_ids(game) == ["my-laughter-echoes", "my-laughter-echoes"]
    assert deck_ids(game)[-1] == "roots-of-all-evil"


def test_my_laughter_echoes_not_triggered_by_a_scheme_set_in_motion_before_it():
    # Plots That Span Centuries sets three at once, one at a time (701.32c):
    # Roots of All Evil is set in motion before My Laughter Echoes is face up,
    # so only The Iron Guardian Stirs (set after it) triggers it.
    deck = [
        "plots-that-span-centuries",
        "roots-of-all-evil",
        "my-laughter-echoes",
        "the-iron-guardian-stirs",
        "a-reckoning-approaches",
    ]
    game = make_game(deck)
    advance(game, Step.PRECOMBAT_MAIN, turn=3)
    assert face_up_ids(game) == ["roots-of-all-evil", "my-laughter-echoes", "the-iron-guardian-stirs"]
    roots, _, iron = face_up(game)
    game.do(Answer(next(p.id for p in prompts(game, "resolve") if p.card_uid == roots.uid), True))
    assert prompts(game, "my-laughter-echoes") == []
    # 904.10: done, but it waits face up while The Iron Guardian Stirs' ability waits.
    assert "roots-of-all-evil" in face_up_ids(game)
    game.do(Answer(next(p.id for p in prompts(game, "resolve") if p.card_uid == iron.uid), True))
    assert only_prompt(game, "my-laughter-echoes").param("scheme") == "the-iron-guardian-stirs"
    game.do(Answer(only_prompt(game, "my-laughter-echoes").id, False))
    assert face_up_ids(game) == ["my-laughter-echoes"]


# ----- My Tendrils Run Deep ------------------------------------------------------------------------


def test_my_tendrils_run_deep_asked_at_archenemys_end_step():
    game = start_with("my-tendrils-run-deep")
    assert where_asked(game, "my-tendrils-run-deep", 5, until_turn=3) == [(1, A, END), (3, A, END)]


def test_my_tendrils_run_deep_abandoned_with_6_lands_then_draw_two():
    game = start_with("my-tendrils-run-deep")
    advance(game, END)
    prompt = only_prompt(game, "my-tendrils-run-deep")
    assert prompt.kind is PromptKind.COUNT and prompt.threshold == 6
    answer(game, "my-tendrils-run-deep", 5)
    assert face_up_ids(game) == ["my-tendrils-run-deep"]
    advance(game, END, turn=3)
    events = answer(game, "my-tendrils-run-deep", 6)
    assert_abandoned(game, "my-tendrils-run-deep", events, then="draw_two")


# ----- My Undead Horde Awakens ----------------------------------------------------------------------


def test_my_undead_horde_awakens_asked_at_end_of_combat_of_every_turn_and_reported():
    game = start_with("my-undead-horde-awakens")
    assert where_asked(game, "my-undead-horde-awakens", False, until_turn=2) == [(1, A, EOC), (2, H, EOC)]
    advance(game, Step.END, active=A)
    [face] = face_up(game)
    events = game.do(ReportEvent(face.uid))
    assert_abandoned(game, "my-undead-horde-awakens", events, reason="event")


def test_my_undead_horde_awakens_abandoned_on_yes():
    game = start_with("my-undead-horde-awakens")
    advance(game, EOC)
    events = answer(game, "my-undead-horde-awakens", True)
    assert_abandoned(game, "my-undead-horde-awakens", events)


# ----- Nature Shields Its Own -----------------------------------------------------------------------


def test_nature_shields_its_own_asked_at_declare_attackers_on_heroes_turn():
    game = start_with("nature-shields-its-own")
    seen = where_asked(game, "nature-shields-its-own", 3)
    assert seen == [(2, H, Step.DECLARE_ATTACKERS), (4, H, Step.DECLARE_ATTACKERS)]


def test_nature_shields_its_own_abandoned_only_at_end_of_combat():
    game = start_with("nature-shields-its-own")
    advance(game, Step.DECLARE_ATTACKERS, active=H)
    prompt = only_prompt(game, "nature-shields-its-own")
    assert prompt.kind is PromptKind.COUNT and prompt.threshold == 4
    events = answer(game, "nature-shields-its-own", 4)
    assert abandoned_events(events) == []
    assert [e.kind for e in events_of(events, "abandon_scheduled")] == ["abandon_scheduled"]
    for step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE):
        game.do(NextStep())
        assert game.state.step is step
        assert face_up_ids(game) == ["nature-shields-its-own"]
    events = game.do(NextStep())
    assert game.state.step is EOC
    assert_abandoned(game, "nature-shields-its-own", events, reason="end_of_combat")


def test_nature_shields_its_own_three_attackers_do_not_abandon():
    game = start_with("nature-shields-its-own")
    advance(game, Step.DECLARE_ATTACKERS, active=H)
    answer(game, "nature-shields-its-own", 3)
    advance(game, Step.POSTCOMBAT_MAIN)
    assert face_up_ids(game) == ["nature-shields-its-own"]


def test_nature_shields_its_own_reported_during_combat_waits_for_end_of_combat():
    game = start_with("nature-shields-its-own")
    advance(game, Step.DECLARE_ATTACKERS, active=H)
    [face] = face_up(game)
    game.do(ReportEvent(face.uid))
    # The question is moot now
    assert prompts(game) == []
    assert face_up_ids(game) == ["nature-shields-its-own"]
    assert list(reportable(game.state)) == []
    advance(game, EOC)
    assert face_up(game) == []


# ----- Nothing Can Stop Me Now ---------------------------------------------------------------------


def test_nothing_can_stop_me_now_asked_at_each_end_step_and_abandoned_at_5_damage():
    game = start_with("nothing-can-stop-me-now")
    assert where_asked(game, "nothing-can-stop-me-now", 4, until_turn=2) == [(1, A, END), (2, H, END)]
    advance(game, END, turn=3)
    prompt = only_prompt(game, "nothing-can-stop-me-now")
    assert prompt.kind is PromptKind.COUNT and prompt.threshold == 5
    events = answer(game, "nothing-can-stop-me-now", 5)
    assert_abandoned(game, "nothing-can-stop-me-now", events)


# ----- Reality Is Mine to Control -------------------------------------------------------------------


def test_reality_is_mine_to_control_never_asked_and_reported_copy_spell():
    game = start_with("reality-is-mine-to-control")
    assert where_asked(game, "reality-is-mine-to-control", None) == []
    [face] = face_up(game)
    assert [f.uid for f in reportable(game.state)] == [face.uid]
    events = game.do(ReportEvent(face.uid))
    assert_abandoned(game, "reality-is-mine-to-control", events, then="copy_spell", reason="event")


# ----- The Very Soil Shall Shake ---------------------------------------------------------------------


def test_the_very_soil_shall_shake_asked_at_end_of_combat_of_every_turn():
    game = start_with("the-very-soil-shall-shake")
    seen = where_asked(game, "the-very-soil-shall-shake", False, until_turn=3)
    assert seen == [(1, A, EOC), (2, H, EOC), (3, A, EOC)]


def test_the_very_soil_shall_shake_abandoned_when_a_creature_dies():
    game = start_with("the-very-soil-shall-shake")
    advance(game, EOC, active=H)
    events = answer(game, "the-very-soil-shall-shake", True)
    assert_abandoned(game, "the-very-soil-shall-shake", events)


def test_the_very_soil_shall_shake_reported_at_any_time():
    game = start_with("the-very-soil-shall-shake")
    advance(game, Step.DRAW, active=H)
    [face] = face_up(game)
    events = game.do(ReportEvent(face.uid))
    assert_abandoned(game, "the-very-soil-shall-shake", events, reason="event")


# ----- You Cannot Hide from Me ------------------------------------------------------------------------


def test_you_cannot_hide_from_me_kept_while_every_hero_has_half_life():
    game = start_with("you-cannot-hide-from-me")
    # Exactly half: not less than half
    game.do(ChangeLife("Hero 1", -10))
    # Never a prompt
    assert where_asked(game, "you-cannot-hide-from-me", None) == []
    assert face_up_ids(game) == ["you-cannot-hide-from-me"]


def test_you_cannot_hide_from_me_abandoned_at_heroes_end_step_when_a_hero_is_below_half():
    game = start_with("you-cannot-hide-from-me")
    game.do(ChangeLife("Hero 3", -11))
    # The archenemy's own end step does not count
    advance_to(game, Step.POSTCOMBAT_MAIN)
    game.do(NextStep())
    assert face_up_ids(game) == ["you-cannot-hide-from-me"]
    advance(game, Step.POSTCOMBAT_MAIN, active=H)
    events = game.do(NextStep())
    assert game.state.step is END and prompts(game) == []
    assert_abandoned(game, "you-cannot-hide-from-me", events)
    [met] = events_of(events, "condition_met")
    assert met.arg("player") == "Hero 3" and met.arg("life") == 9


def test_you_cannot_hide_from_me_commander_reads_team_life_below_30():
    game = start_with("you-cannot-hide-from-me", variant=Variant.ARCHENEMY_COMMANDER)
    # Team at 30 of 60: not less than half
    game.do(ChangeLife("Hero 1", -30))
    advance(game, END, active=H)
    assert face_up_ids(game) == ["you-cannot-hide-from-me"]
    game.do(ChangeLife("Hero 2", -1))
    advance(game, END, turn=4)
    assert face_up(game) == []


def test_you_cannot_hide_from_me_rumble_checks_only_the_active_opponent():
    game = rumble_with("you-cannot-hide-from-me")
    # Cat at 19 of 40
    game.do(ChangeLife("Cat", -21))
    advance(game, END, active="Ben")
    assert face_up_ids(game, "Ann") == ["you-cannot-hide-from-me"]
    advance(game, END, active="Cat")
    assert face_up_ids(game, "Ann") == []


# ----- Your Inescapable Doom ------------------------------------------------------------------------


def test_your_inescapable_doom_counter_and_damage_to_highest_life_opponent():
    game = start_with("your-inescapable-doom")
    # Hero 2 at 25 is alone at the top
    game.do(ChangeLife("Hero 2", 5))
    advance(game, END)
    assert prompts(game) == []
    [face] = face_up(game)
    assert face.counters == 1
    assert game.state.player("Hero 2").life == 24
    advance(game, END, active=H)
    # Only the archenemy's end step
    assert face_up(game)[0].counters == 1
    advance(game, END, turn=3)
    assert face_up(game)[0].counters == 2
    assert game.state.player("Hero 2").life == 22
    assert [e.arg("amount") for e in events_of(game.events, "scheme_damage")] == [1, 2]


def test_your_inescapable_doom_tie_archenemy_chooses():
    game = start_with("your-inescapable-doom")
    game.do(ChangeLife("Hero 1", -3))
    advance(game, END)
    prompt = only_prompt(game, "your-inescapable-doom.tie")
    assert prompt.kind is PromptKind.CHOICE
    assert prompt.owner == ARCHENEMY
    assert prompt.options == ("Hero 2", "Hero 3")
    assert prompt.param("damage") == "1"
    with pytest.raises(IllegalActionError):
        game.do(Answer(prompt.id, "Hero 1"))
    answer(game, "your-inescapable-doom.tie", "Hero 3")
    assert [p.life for p in game.state.players] == [40, 17, 20, 19]


def test_your_inescapable_doom_never_abandoned():
    game = start_with("your-inescapable-doom", heroes=1)
    assert ABANDON_TRIGGERS["your-inescapable-doom"].kind is None
    where_asked(game, "your-inescapable-doom", None, until_turn=7)
    assert face_up(game)[0].counters == 4
    assert game.state.player("Hero 1").life == 20 - (1 + 2 + 3 + 4)
    [face] = face_up(game)
    with pytest.raises(IllegalActionError):
        game.do(ReportEvent(face.uid))


def test_your_inescapable_doom_shared_life_heroes_always_tie():
    game = start_with("your-inescapable-doom", variant=Variant.ARCHENEMY_COMMANDER)
    advance(game, END)
    prompt = only_prompt(game, "your-inescapable-doom.tie")
    assert prompt.options == ("Hero 1", "Hero 2", "Hero 3")
    answer(game, "your-inescapable-doom.tie", "Hero 2")
    assert game.state.team_life == 59


def test_your_inescapable_doom_tie_cannot_name_a_player_who_left():
    game = start_with("your-inescapable-doom", variant=Variant.ARCHENEMY_COMMANDER)
    advance(game, END)
    game.do(Concede("Hero 1"))
    prompt = only_prompt(game, "your-inescapable-doom.tie")
    assert prompt.options == ("Hero 2", "Hero 3")
    with pytest.raises(IllegalActionError):
        game.do(Answer(prompt.id, "Hero 1"))
    assert game.state.team_life == 60


def test_pending_choice_drops_a_player_who_left():
    game = make_game(["bow-to-my-command", *FILLER])
    advance(game, Step.PRECOMBAT_MAIN)
    game.do(Concede("Hero 2"))
    assert only_prompt(game, "choose").options == ("Hero 1", "Hero 3")


def test_your_inescapable_doom_rumble_hits_the_highest_other_player():
    game = rumble_with("your-inescapable-doom")
    # Ann's own life does not count
    game.do(ChangeLife("Ann", 10))
    game.do(ChangeLife("Ben", -1))
    advance(game, END)
    assert prompts(game) == []
    assert game.state.player("Cat").life == 39 and game.state.player("Ann").life == 50


# ----- reports in general ------------------------------------------------------------------------------

EVENT_SCHEMES = sorted(s for s, t in ABANDON_TRIGGERS.items() if t.event)


def test_event_schemes_are_the_expected_ones():
    assert EVENT_SCHEMES == [
        "i-am-untouchable",
        "imprison-this-insolent-wretch",
        "my-champion-stands-supreme",
        "my-undead-horde-awakens",
        "nature-shields-its-own",
        "reality-is-mine-to-control",
        "the-very-soil-shall-shake",
    ]


@pytest.mark.parametrize("scheme", EVENT_SCHEMES)
@pytest.mark.parametrize("step", [Step.UPKEEP, Step.POSTCOMBAT_MAIN, Step.END])
def test_event_scheme_report_works_at_any_time(scheme, step):
    game = start_with(scheme, variant=Variant.ARCHENEMY_COMMANDER)
    advance_to(game, step, active=H, answers=lambda p: False if p.kind is PromptKind.YES_NO else 0)
    assert prompts(game) == []
    [face] = face_up(game)
    events = game.do(ReportEvent(face.uid))
    assert scheme not in face_up_ids(game)
    assert abandoned_events(events)[0].arg("reason") == "event"


@pytest.mark.parametrize("scheme", sorted(set(ONGOING_IDS) - set(EVENT_SCHEMES)))
def test_report_refused_for_schemes_not_abandoned_by_an_event(scheme):
    game = start_with(scheme)
    [face] = face_up(game)
    with pytest.raises(IllegalActionError):
        game.do(ReportEvent(face.uid))
    assert face_up_ids(game) == [scheme]


def test_report_refused_for_a_card_not_face_up():
    game = make_game(["the-very-soil-shall-shake", *FILLER])
    with pytest.raises(IllegalActionError):
        game.do(ReportEvent(1))


def test_report_refused_for_a_scheme_of_a_player_who_left():
    game = rumble_with("the-very-soil-shall-shake")
    game.do(Concede("Ann"))
    [face] = face_up(game, "the-very-soil-shall-shake")
    assert list(reportable(game.state)) == []
    with pytest.raises(IllegalActionError):
        game.do(ReportEvent(face.uid))
