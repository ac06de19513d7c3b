"""An ongoing scheme's ability that acts at a step is reminded at that step.

Every such ability, when it acts without abandoning the scheme.

Each reminder (:data:`archenemy.engine.triggers.REMINDER_TRIGGERS`) is due at
its step, on the turns its words name and no others: "your" (the owner's
turn), "each opponent's" (the heroes' shared team turn once, CR 805; each
other player's own turn in Supervillain Rumble, 904.12; not a turn whose
player left, 800.4j), every turn, or the chosen player's (Bow to My Command,
Imprison This Insolent Wretch; none once they left: Bow's ruling).  Nothing
once the owner left (800.4a) or the scheme was abandoned (701.33a).  A walk
through whole rounds of turns records where each one was due.
"""

from __future__ import annotations

import pytest

from archenemy.engine.actions import Answer, Concede, NextStep, ReportEvent
from archenemy.engine.effects import STEP_REMINDERS, StepReminder, step_reminders
from archenemy.engine.game import Game
from archenemy.engine.model import Step
from archenemy.engine.triggers import ABANDON_TRIGGERS, REMINDER_TRIGGERS, Whose
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    HEROES,
    advance_to,
    answer,
    keep_schemes,
    make_game,
    make_rumble,
)

MAINS = {Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN}


def _one_attacker(prompt) -> object:
    """keep_schemes, but one creature attacks Nature Shields Its Own's owner.

    Its Plant reminder is due.
    """
    return 1 if prompt.question == "nature-shields-its-own" else keep_schemes(prompt)


def _walk(game: Game, turns: int, answers=_one_attacker) -> list[tuple[int, str, Step, str]]:
    """Take ``turns`` whole turns from here.

    ``(turn, active, step, key)`` of every reminder due on the way.
    """
    seen: list[tuple[int, str, Step, str]] = []
    last = game.state.turn + turns
    while game.state.turn < last and not game.state.over:
        seen += [(game.state.turn, game.state.active, game.state.step, r.key) for r in step_reminders(game.state)]
        while game.state.prompts:
            prompt = game.state.prompts[0]
            game.do(Answer(prompt.id, answers(prompt)))
        game.do(NextStep())
    return seen


def _archenemy_with(scheme: str, **kwargs) -> Game:
    """A game at turn 1's precombat main phase with ``scheme`` just set in motion.

    An Archenemy game; its choice: Hero 2.
    """
    game = make_game((scheme,) + FILLER, **kwargs)
    advance_to(game, Step.PRECOMBAT_MAIN)
    if game.state.prompts and game.state.prompts[0].question == "choose":
        answer(game, "choose", "Hero 2")
    return game


def _where(seen, key: str) -> set[tuple[int, str, Step]]:
    return {(turn, active, step) for turn, active, step, k in seen if k == key}


# ----- the data: every clause is the card's, every key has words --------------------------------


def test_every_reminder_clause_is_its_cards_oracle_text_and_the_scheme_is_ongoing():
    for scheme, reminders in REMINDER_TRIGGERS.items():
        assert CATALOGUE[scheme].ongoing
        for reminder in reminders:
            assert reminder.scheme_id == scheme
            assert reminder.clause in CATALOGUE[scheme].text_en.splitlines(), reminder.key
            assert "abandon" not in reminder.clause
            assert reminder.steps, reminder.key
            if reminder.usual:
                # "whenever ...": the steps where it usually happens
                assert reminder.clause.startswith("Whenever"), reminder.key


def test_step_reminders_table_of_the_first_version_is_the_owners_one_step_reminders():
    assert STEP_REMINDERS["my-forces-are-innumerable"] == (Step.END, "create_horror")
    assert STEP_REMINDERS["you-cannot-hide-from-me"] == (Step.BEGINNING_OF_COMBAT, "cannot_hide")
    assert set(STEP_REMINDERS) == {
        s for s, (r,) in REMINDER_TRIGGERS.items() if r.whose is Whose.OWNER and len(r.steps) == 1
    }


# ----- each reminder at its step, on its turns (Archenemy: shared team turns) ----------------


@pytest.mark.parametrize(
    ("scheme", "key", "steps", "heroes_turn", "own_turn"),
    [
        ("my-forces-are-innumerable", "create_horror", {Step.END}, False, True),
        ("my-undead-horde-awakens", "undead_horde", {Step.END}, False, True),
        ("you-cannot-hide-from-me", "cannot_hide", {Step.BEGINNING_OF_COMBAT}, False, True),
        ("dark-wings-bring-your-downfall", "dark_wings_demon", {Step.DECLARE_ATTACKERS}, False, True),
        ("my-champion-stands-supreme", "champion_counters", {Step.DECLARE_ATTACKERS}, False, True),
        ("i-know-all-i-see-all", "untap_all", {Step.UNTAP}, True, False),
        ("nature-shields-its-own", "plant_blockers", {Step.DECLARE_BLOCKERS}, True, False),
        ("mine-is-the-only-truth", "draw_on_cast", MAINS, True, True),
        ("imprison-this-insolent-wretch", "chosen_no_untap", {Step.UNTAP}, True, False),
        ("bow-to-my-command", "chosen_cant_attack", {Step.DECLARE_ATTACKERS}, True, False),
    ],
)
def test_archenemy_reminder_due_at_its_step_on_its_turns_only(scheme, key, steps, heroes_turn, own_turn):
    variant = Variant.ARCHENEMY_COMMANDER if scheme == "my-champion-stands-supreme" else Variant.ARCHENEMY
    game = _archenemy_with(scheme, variant=variant)
    # The rest of turn 1 (the archenemy's), turn 2 (the heroes'), turn 3
    seen = _walk(game, 3)
    expected = set()
    for turn, active in ((1, ARCHENEMY), (2, HEROES), (3, ARCHENEMY)):
        if (active == HEROES and heroes_turn) or (active == ARCHENEMY and own_turn):
            expected |= {(turn, active, step) for step in steps}
    before_the_walk = {(1, ARCHENEMY, step) for step in (Step.UNTAP, Step.UPKEEP, Step.DRAW)}
    # The walk starts where the scheme is set in motion
    expected -= before_the_walk
    assert _where(seen, key) == expected
    # No other scheme's reminder, nothing else
    assert {k for *_, k in seen} == {key}


def test_mine_is_the_only_truth_is_reminded_in_the_main_phase_it_is_set_in_motion():
    game = _archenemy_with("mine-is-the-only-truth")
    assert [(r.key, r.step) for r in step_reminders(game.state)] == [("draw_on_cast", Step.PRECOMBAT_MAIN)]


def test_a_reminder_value_carries_key_scheme_card_owner_step_and_chosen_player():
    game = _archenemy_with("bow-to-my-command")
    advance_to(game, Step.DECLARE_ATTACKERS, active=HEROES, answers=keep_schemes)
    (reminder,) = step_reminders(game.state)
    (bow,) = game.state.zone(ARCHENEMY).face_up
    assert reminder == StepReminder(
        "chosen_cant_attack", "bow-to-my-command", bow.uid, ARCHENEMY, Step.DECLARE_ATTACKERS, "Hero 2"
    )


def test_drench_the_soil_in_their_blood_my_champion_stands_supreme_reminded_in_each_combat():
    game = make_game(
        ("my-champion-stands-supreme", "drench-the-soil-in-their-blood", *FILLER), variant=Variant.ARCHENEMY_COMMANDER
    )
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers=keep_schemes)
    answer(game, "resolve", True)
    seen = _walk(game, 1)
    assert [step for _, _, step, key in seen if key == "champion_counters"] == [Step.DECLARE_ATTACKERS] * 2


def test_chosen_players_reminders_end_when_they_leave_the_game():
    """Bow to My Command's ruling.

    "If the chosen player leaves the game ... its middle ability won't have any
    effect anymore." Imprison This Insolent Wretch's chosen player likewise.
    """
    for scheme in ("bow-to-my-command", "imprison-this-insolent-wretch"):
        game = _archenemy_with(scheme)
        game.do(Concede("Hero 2"))
        assert _walk(game, 3) == [], scheme


def test_no_reminder_once_abandoned():
    game = _archenemy_with("i-know-all-i-see-all")
    advance_to(game, Step.END, answers=keep_schemes)
    # Three cards to the graveyard: abandoned
    answer(game, "i-know-all-i-see-all", 3)
    assert _walk(game, 2) == []


def test_nature_shields_its_own_reported_at_declare_attackers_still_reminds_blockers_until_end_of_combat():
    game = _archenemy_with("nature-shields-its-own")
    advance_to(game, Step.DECLARE_ATTACKERS, active=HEROES, answers=keep_schemes)
    (nature,) = game.state.zone(ARCHENEMY).face_up
    game.do(Answer(game.state.prompts[0].id, 0))
    # Abandoned at end of combat: its Plants still block this combat
    game.do(ReportEvent(nature.uid))
    game.do(NextStep())
    assert [r.key for r in step_reminders(game.state)] == ["plant_blockers"]


def test_nature_shields_its_own_plant_is_not_reminded_in_a_combat_the_table_counted_no_attackers():
    """ "How many creatures are attacking Archenemy?" 0.

    "for each creature attacking Archenemy that isn't blocked… a Plant": no
    creature attacks, the ability cannot trigger; the next combat's count
    decides again.
    """
    game = _archenemy_with("nature-shields-its-own")
    advance_to(game, Step.DECLARE_ATTACKERS, active=HEROES, answers=keep_schemes)
    game.do(Answer(game.state.prompts[0].id, 0))
    game.do(NextStep())
    assert game.state.step is Step.DECLARE_BLOCKERS and step_reminders(game.state) == ()
    game.undo()
    game.undo()
    # Two attackers (fewer than four: it stays)
    game.do(Answer(game.state.prompts[0].id, 2))
    game.do(NextStep())
    assert [r.key for r in step_reminders(game.state)] == ["plant_blockers"]
    game.undo()
    game.undo()
    game.do(Answer(game.state.prompts[0].id, 0))
    advance_to(game, Step.DECLARE_ATTACKERS, active=HEROES, turn=4, answers=keep_schemes)
    assert not game.state.zone(ARCHENEMY).face_up[0].no_attackers, "a new combat"
    game.do(Answer(game.state.prompts[0].id, 1))
    game.do(NextStep())
    assert [r.key for r in step_reminders(game.state)] == ["plant_blockers"]


# ----- Supervillain Rumble: each player's own turn --------------------------------------------


@pytest.mark.parametrize(
    ("scheme", "key", "turns"),
    [
        ("my-forces-are-innumerable", "create_horror", {"Ann"}),
        ("i-know-all-i-see-all", "untap_all", {"Ben", "Cat"}),
        ("nature-shields-its-own", "plant_blockers", {"Ben", "Cat"}),
        ("mine-is-the-only-truth", "draw_on_cast", {"Ann", "Ben", "Cat"}),
        ("bow-to-my-command", "chosen_cant_attack", {"Ben"}),
        ("imprison-this-insolent-wretch", "chosen_no_untap", {"Ben"}),
    ],
)
def test_supervillain_rumble_reminders_on_the_turns_their_words_name(scheme, key, turns):
    game = make_rumble({"Ann": (scheme,) + FILLER, "Ben": FILLER, "Cat": FILLER}, starting_player="Ann")
    advance_to(game, Step.PRECOMBAT_MAIN, active="Ann")
    if game.state.prompts and game.state.prompts[0].question == "choose":
        answer(game, "choose", "Ben")
    # Ann (the rest), Ben, Cat, Ann
    seen = _walk(game, 4)
    assert {active for _, active, _, k in seen if k == key} == turns
    assert {k for *_, k in seen} == {key}


def test_supervillain_rumble_opponents_reminder_not_on_the_turn_of_a_player_who_left_in_their_upkeep():
    """800.4j: Ben's turn goes on without him and is nobody's.

    I Know All's untap step has passed, Nature Shields Its Own's blockers are
    not reminded on it; Cat's turn still is an opponent's.
    """
    game = make_rumble(
        {"Ann": ("nature-shields-its-own",) + FILLER, "Ben": FILLER, "Cat": FILLER}, starting_player="Ann"
    )
    advance_to(game, Step.UPKEEP, active="Ben", answers=keep_schemes)
    game.do(Concede("Ben"))
    seen = _walk(game, 2)
    assert {active for _, active, _, k in seen if k == "plant_blockers"} == {"Cat"}


def test_supervillain_rumble_owner_who_left_in_their_own_upkeep_is_reminded_of_nothing():
    game = make_rumble(
        {"Ann": ("my-forces-are-innumerable",) + FILLER, "Ben": FILLER, "Cat": FILLER}, starting_player="Ann"
    )
    advance_to(game, Step.UPKEEP, active="Ann", turn=4, answers=keep_schemes)
    game.do(Concede("Ann"))
    assert _walk(game, 3) == []


def test_abandon_and_reminder_tables_cover_different_clauses():
    for scheme, reminders in REMINDER_TRIGGERS.items():
        trigger = ABANDON_TRIGGERS.get(scheme)
        for reminder in reminders:
            assert trigger is None or not trigger.clause.startswith(reminder.clause[:40])
