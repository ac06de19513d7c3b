"""A question whose answer the rules fix is never asked.

Your Inescapable Doom's Oracle text: "If two or more players are tied for
highest life total, you choose one" — with one tied player left there is no
choice.  The same holds for every prompt that offers players: a choice with a
single option left (Bow to My Command, Imprison This Insolent Wretch with one
opponent; Know Evil's last "up to one target opponent" when every opponent
was already chosen) and a physical deck whose remaining cards are all one
scheme.  A question that asks a player who has left what they do now (Bow to
My Command's and My Forces Are Innumerable's "they may ...", Supervillain
Rumble) has its answer fixed too: they control nothing any more (800.4a).
Each is resolved at once and the log says so (event ``prompt_settled``).
Questions about what already happened stay (Because I Have Willed It's
ruling: a departed opponent's spells still count).
"""

from __future__ import annotations

from archenemy.engine.actions import Answer, ChangeLife, ChangePoison, Concede, NextStep, Redo, Undo
from archenemy.engine.events import SettleReason
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text, parse_journal, replay
from archenemy.engine.model import DeckMode, Step
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    HEROES,
    advance_to,
    answer,
    events_of,
    face_up,
    face_up_ids,
    make_game,
    make_rumble,
    only_prompt,
    prompts,
    rumble_decks,
)

DOOM = "your-inescapable-doom"
TIE = "your-inescapable-doom.tie"


def _doom_tie_20_20_15() -> Game:
    """The table of the defect.

    Hero 1 and Hero 2 at 20, Hero 3 at 15, a doom tie waiting for the
    archenemy's choice.
    """
    game = make_game((DOOM,) + FILLER)
    game.do(ChangeLife("Hero 3", -5))
    advance_to(game, Step.END, active=ARCHENEMY)
    assert only_prompt(game, TIE).options == ("Hero 1", "Hero 2")
    return game


# ----- Your Inescapable Doom -------------------------------------------------------------------


def test_your_inescapable_doom_one_tied_player_left_takes_the_damage_without_a_question():
    game = _doom_tie_20_20_15()
    events = game.do(Concede("Hero 1"))
    assert prompts(game, TIE) == []
    assert game.state.player("Hero 2").life == 19
    (settled,) = events_of(events, "prompt_settled")
    assert (settled.question, settled.value, settled.reason) == (TIE, "Hero 2", SettleReason.ONLY_OPTION)
    assert settled.scheme == DOOM
    damage = events_of(events, "scheme_damage")
    assert [(d.player, d.amount) for d in damage] == [("Hero 2", 1)]
    # Nothing waits
    game.do(NextStep())


def test_your_inescapable_doom_settled_tie_undo_asks_again_and_redo_settles_again():
    game = _doom_tie_20_20_15()
    game.do(Concede("Hero 1"))
    game.undo()
    assert only_prompt(game, TIE).options == ("Hero 1", "Hero 2")
    assert game.state.player("Hero 2").life == 20
    game.do(Redo())
    assert prompts(game, TIE) == [] and game.state.player("Hero 2").life == 19


def test_your_inescapable_doom_tied_player_eliminated_by_poison_settles_the_tie():
    game = _doom_tie_20_20_15()
    game.do(ChangePoison("Hero 2", 10))
    assert prompts(game, TIE) == []
    assert game.state.player("Hero 1").life == 19


def test_your_inescapable_doom_no_tied_player_left_and_a_new_tie_among_the_rest_is_asked():
    from archenemy.engine.actions import ChangeTotals, TotalChange

    game = make_game((DOOM,) + FILLER, heroes=4)
    game.do(ChangeLife("Hero 3", -5))
    game.do(ChangeLife("Hero 4", -5))
    advance_to(game, Step.END, active=ARCHENEMY)
    assert only_prompt(game, TIE).options == ("Hero 1", "Hero 2")
    game.do(ChangeTotals((TotalChange("Hero 1", life=-20), TotalChange("Hero 2", life=-20))))
    # None of the tied is left: the highest among the rest is a new tie, a real choice.
    assert only_prompt(game, TIE).options == ("Hero 3", "Hero 4")
    game.do(Concede("Hero 3"))
    assert prompts(game, TIE) == [] and game.state.player("Hero 4").life == 14


def test_your_inescapable_doom_commander_option_heroes_always_tie_and_the_last_one_takes_it():
    """Under a shared life every hero reads the team's total, so all tie.

    Rules: 904.13b, 810.9a.
    """
    game = make_game((DOOM,) + FILLER, variant=Variant.ARCHENEMY_COMMANDER)
    advance_to(game, Step.END, active=ARCHENEMY)
    assert only_prompt(game, TIE).options == ("Hero 1", "Hero 2", "Hero 3")
    # 904.13c: a poisoned hero leaves alone
    game.do(ChangePoison("Hero 1", 10))
    assert only_prompt(game, TIE).options == ("Hero 2", "Hero 3")
    events = game.do(Concede("Hero 3"))
    assert prompts(game, TIE) == []
    assert game.state.team_life == 59
    assert events_of(events, "prompt_settled")[0].value == "Hero 2"


def test_your_inescapable_doom_commander_option_one_hero_left_is_never_asked():
    game = make_game((DOOM,) + FILLER, variant=Variant.ARCHENEMY_COMMANDER, heroes=2)
    game.do(ChangePoison("Hero 1", 10))
    advance_to(game, Step.END, active=ARCHENEMY)
    assert prompts(game, TIE) == [] and game.state.team_life == 59


def test_your_inescapable_doom_two_copies_first_settled_by_a_departure_then_the_second_resolves():
    game = make_game((DOOM, DOOM) + FILLER)
    advance_to(game, Step.END, active=ARCHENEMY)
    # Hero 3: 19
    answer(game, TIE, "Hero 3")
    advance_to(game, Step.END, active=ARCHENEMY, turn=3)
    # The first copy (2 counters)
    assert only_prompt(game, TIE).options == ("Hero 1", "Hero 2")
    game.do(Concede("Hero 1"))
    # The first copy's damage goes to Hero 2 (20 -> 18); the waiting second copy (1 counter) then
    # finds Hero 3 (19) alone on top.
    assert prompts(game, TIE) == []
    assert game.state.player("Hero 2").life == 18 and game.state.player("Hero 3").life == 18


# ----- choices of players: Bow to My Command, Imprison This Insolent Wretch, Know Evil ---------


def test_bow_to_my_command_with_one_opponent_records_it_without_a_question():
    game = make_game(("bow-to-my-command",) + FILLER, heroes=1)
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert prompts(game, "choose") == []
    (bow,) = face_up(game, "bow-to-my-command")
    assert bow.choice("chosen") == "Hero 1"
    (settled,) = events_of(game.events, "prompt_settled")
    assert (settled.question, settled.value, settled.card) == ("choose", "Hero 1", bow.uid)
    assert settled.role == "chosen"


def test_imprison_this_insolent_wretch_one_of_two_opponents_concedes_before_the_choice():
    game = make_game(("imprison-this-insolent-wretch",) + FILLER, heroes=2)
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert only_prompt(game, "choose").options == ("Hero 1", "Hero 2")
    game.do(Concede("Hero 1"))
    assert prompts(game, "choose") == []
    assert face_up(game, "imprison-this-insolent-wretch")[0].choice("chosen") == "Hero 2"
    game.undo()
    assert only_prompt(game, "choose").options == ("Hero 1", "Hero 2")


def test_know_evil_two_opponents_both_chosen_the_third_target_is_none_without_a_question():
    game = make_game(("know-evil",) + FILLER, heroes=2)
    advance_to(game, Step.PRECOMBAT_MAIN)
    first, second, _ = prompts(game, "choose")
    game.do(Answer(first.id, "Hero 1"))
    events = game.do(Answer(second.id, "Hero 2"))
    assert prompts(game, "choose") == []
    (settled,) = events_of(events, "prompt_settled")
    assert (settled.value, settled.role) == ("none", "cant_cast_noncreature")
    assert dict(face_up(game, "know-evil")[0].choices) == {
        "cant_attack": "Hero 1",
        "cant_cast_creature": "Hero 2",
        "cant_cast_noncreature": "none",
    }
    # The resolve prompt is answerable: no choice is left
    answer(game, "resolve", True)
    assert game.state.reminders[0].scheme_id == "know-evil"


def test_know_evil_one_opponent_chosen_first_the_other_targets_are_none_at_once():
    game = make_game(("know-evil",) + FILLER, heroes=1)
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert [p.options for p in prompts(game, "choose")] == [("Hero 1", "none")] * 3
    # The ruling: choose which effect gets the target
    game.do(Answer(prompts(game, "choose")[2].id, "Hero 1"))
    assert prompts(game, "choose") == []
    assert dict(face_up(game, "know-evil")[0].choices)["cant_cast_noncreature"] == "Hero 1"


def test_supervillain_rumble_bow_to_my_command_an_opponent_leaves_before_the_choice():
    game = make_rumble(rumble_decks(3, ("bow-to-my-command",) + FILLER))
    advance_to(game, Step.PRECOMBAT_MAIN, active="Ann")
    assert only_prompt(game, "choose").options == ("Ben", "Cat")
    game.do(Concede("Ben"))
    assert prompts(game, "choose") == []
    assert face_up(game, "bow-to-my-command")[0].choice("chosen") == "Cat"


# ----- questions to a player who left: "they may ..." (Supervillain Rumble) ---------------------


def _rumble_with_ongoing(scheme: str) -> Game:
    game = make_rumble({"Ann": (scheme,) + FILLER, "Ben": FILLER, "Cat": FILLER}, starting_player="Ann")
    advance_to(game, Step.END, active="Ben", answers=lambda p: p.options[0] if p.options else True)
    return game


def test_supervillain_rumble_bow_to_my_command_active_opponent_leaves_while_asked_it_stays():
    """Ruling: "Only that player may tap untapped creatures they control".

    A player who left controls none.
    """
    game = _rumble_with_ongoing("bow-to-my-command")
    only_prompt(game, "bow-to-my-command")
    events = game.do(Concede("Ben"))
    assert prompts(game, "bow-to-my-command") == []
    assert face_up_ids(game, "Ann") == ["bow-to-my-command"]
    (settled,) = events_of(events, "prompt_settled")
    assert (settled.value, settled.reason, settled.player) == (False, SettleReason.PLAYER_LEFT, "Ben")
    game.do(NextStep())


def test_supervillain_rumble_my_forces_are_innumerable_active_opponent_leaves_while_asked_it_stays():
    game = _rumble_with_ongoing("my-forces-are-innumerable")
    only_prompt(game, "my-forces-are-innumerable")
    game.do(Concede("Ben"))
    assert prompts(game, "my-forces-are-innumerable") == []
    assert face_up_ids(game, "Ann") == ["my-forces-are-innumerable"]


def test_supervillain_rumble_because_i_have_willed_it_count_stays_when_the_active_opponent_leaves():
    """A spell cast by an opponent who left still counts.

    Ruling: "If an opponent cast a spell during the opposing team's turn and
    then left the game, that spell counts".
    """
    game = _rumble_with_ongoing("because-i-have-willed-it")
    game.do(Concede("Ben"))
    prompt = only_prompt(game, "because-i-have-willed-it")
    game.do(Answer(prompt.id, 4))
    assert face_up_ids(game, "Ann") == []


def test_archenemy_shared_team_turn_bow_to_my_command_stays_when_one_hero_leaves():
    """The heroes tap creatures together.

    Ruling: "may be controlled by different teammates".
    """
    game = make_game(("bow-to-my-command",) + FILLER)
    advance_to(game, Step.END, active=HEROES, answers={"choose": "Hero 1"})
    game.do(Concede("Hero 2"))
    only_prompt(game, "bow-to-my-command")


# ----- physical deck: the reveal is the table's word, asked even with one scheme left -----------


def test_physical_deck_with_one_scheme_left_still_asks_which_was_revealed():
    """The app does not see the table.

    The answer says a card was turned face up (and a legal deck never comes to
    one scheme, 904.3).
    """
    game = make_game(("roots-of-all-evil", "roots-of-all-evil"), deck_mode=DeckMode.PHYSICAL)
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert only_prompt(game, "reveal").options == ("roots-of-all-evil",)
    answer(game, "reveal", "roots-of-all-evil")
    assert face_up_ids(game) == ["roots-of-all-evil"]


# ----- the journal: replay and resume give the same game -------------------------------------


def test_a_settled_question_replays_from_the_journal_to_the_same_state():
    game = _doom_tie_20_20_15()
    game.do(Concede("Hero 1"))
    game.do(NextStep())
    loaded = parse_journal(journal_text(game.start, list(game.log)).encode(), catalogue=CATALOGUE)
    replayed = replay(loaded, CATALOGUE)
    assert replayed.state == game.state
    assert [e.kind for e in replayed.events] == [e.kind for e in game.events]


def test_undo_of_the_answer_before_a_departure_and_redo_across_it():
    game = make_game(("imprison-this-insolent-wretch",) + FILLER, heroes=2)
    advance_to(game, Step.PRECOMBAT_MAIN)
    answer(game, "choose", "Hero 1")
    game.do(Concede("Hero 2"))
    game.do(Undo())
    # The choice is asked again, between both heroes
    game.do(Undo())
    assert only_prompt(game, "choose").options == ("Hero 1", "Hero 2")
    game.do(Redo())
    game.do(Redo())
    assert face_up(game, "imprison-this-insolent-wretch")[0].choice("chosen") == "Hero 1"
    assert prompts(game, "choose") == []
