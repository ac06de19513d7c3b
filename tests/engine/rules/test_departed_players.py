"""Nothing of or from a player who has left the game, corrections excepted.

Rules: CR 800.4a.

800.4a: "When a player leaves the game, all objects ... owned by that player
leave the game": a departed player's commander deals no more combat damage
(903.10a), so ``CommanderDamage`` from it is refused; so are their life,
poison, counters, concession and the choices and reports that name them.
Corrections of recorded values stay allowed: a negative commander damage
(a mistake entered before they left; never below 0), a seat's colour and a
player's name.
"""

from __future__ import annotations

import pytest

from archenemy.engine.actions import (
    ChangeCounter,
    ChangeLife,
    ChangePoison,
    ChangeTotals,
    CommanderDamage,
    Concede,
    RecordChoice,
    Rename,
    ReportEvent,
    SetColour,
    SetLife,
    TotalChange,
)
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.game import Game
from archenemy.engine.model import LossReason, Step
from archenemy.engine.variants import Variant

from support.games import ARCHENEMY, FILLER, advance_to, answer, face_up, make_game, make_rumble, rumble_decks


def _commander_game_hero_2_out() -> Game:
    """Archenemy Commander option.

    Hero 2 dealt 7 to the archenemy with their commander, then lost to 21 from
    the archenemy's commander (903.10a).
    """
    game = make_game(FILLER, variant=Variant.ARCHENEMY_COMMANDER)
    game.do(CommanderDamage(ARCHENEMY, "Hero 2", 7))
    game.do(CommanderDamage("Hero 2", ARCHENEMY, 21))
    assert game.state.player("Hero 2").lost is LossReason.COMMANDER_DAMAGE
    return game


def test_903_10a_800_4a_a_departed_players_commander_deals_no_more_commander_damage():
    game = _commander_game_hero_2_out()
    life = game.state.player(ARCHENEMY).life
    with pytest.raises(IllegalActionError) as refused:
        game.do(CommanderDamage(ARCHENEMY, "Hero 2", 5))
    assert refused.value.code == "commander_left"
    assert refused.value.params == {"player": ARCHENEMY, "commander": "Hero 2"}
    assert game.state.player(ARCHENEMY).life == life
    assert game.state.player(ARCHENEMY).commander_damage_from("Hero 2") == 7
    assert game.why_illegal(CommanderDamage(ARCHENEMY, "Hero 2", 1)).code == "commander_left"


def test_800_4a_a_mistake_recorded_before_the_player_left_can_still_be_corrected():
    game = _commander_game_hero_2_out()
    life = game.state.player(ARCHENEMY).life
    # A correction gives the life back
    game.do(CommanderDamage(ARCHENEMY, "Hero 2", -2))
    assert game.state.player(ARCHENEMY).commander_damage_from("Hero 2") == 5
    assert game.state.player(ARCHENEMY).life == life + 2
    with pytest.raises(IllegalActionError) as refused:
        game.do(CommanderDamage(ARCHENEMY, "Hero 2", -6))
    assert refused.value.code == "commander_damage_below_zero"


def test_commander_option_a_hero_out_by_poison_904_13c_the_team_plays_on_without_their_commander():
    game = make_game(FILLER, variant=Variant.ARCHENEMY_COMMANDER)
    game.do(ChangePoison("Hero 1", 10))
    assert game.state.player("Hero 1").lost is LossReason.POISON and not game.state.over
    assert game.why_illegal(CommanderDamage(ARCHENEMY, "Hero 1", 3)).code == "commander_left"
    # The heroes still in the game still hit
    game.do(CommanderDamage(ARCHENEMY, "Hero 2", 3))
    # The shared life, through a hero still in the game (810.9)
    game.do(ChangeLife("Hero 2", -4))
    assert game.state.team_life == 56
    for action in (ChangeLife("Hero 1", -1), SetLife("Hero 1", 10), ChangePoison("Hero 1", -1)):
        assert game.why_illegal(action).code == "player_left"


def test_commander_option_undo_of_the_loss_gives_the_commander_back():
    game = _commander_game_hero_2_out()
    game.undo()
    game.do(CommanderDamage(ARCHENEMY, "Hero 2", 5))
    assert game.state.player(ARCHENEMY).commander_damage_from("Hero 2") == 12


def test_800_4a_actions_of_a_departed_player_are_refused():
    game = make_game(FILLER)
    game.do(Concede("Hero 1"))
    refused = {
        "life": ChangeLife("Hero 1", -1),
        "poison": ChangePoison("Hero 1", 1),
        "set_life": SetLife("Hero 1", 5),
        "counter": ChangeCounter("Hero 1", "energy", 1),
        "concede": Concede("Hero 1"),
        "totals": ChangeTotals((TotalChange("Hero 2", life=-1), TotalChange("Hero 1", life=-1))),
    }
    for name, action in refused.items():
        error = game.why_illegal(action)
        assert error is not None and error.code == "player_left", name


def test_800_4a_corrections_of_a_departed_player_stay_allowed_colour_and_name():
    game = make_game(FILLER)
    game.do(Concede("Hero 1"))
    game.do(SetColour("Hero 1", "#123456"))
    game.do(Rename("Hero 1", "Ana"))
    assert game.state.player("Ana").colour == "#123456" and not game.state.player("Ana").alive


def test_imprison_this_insolent_wretch_chosen_player_left_the_event_can_no_longer_be_reported():
    """Once the chosen player has left they can be neither attacked nor targeted.

    Rules: 800.4a.
    """
    from archenemy.engine.rules import reportable

    game = make_game(("imprison-this-insolent-wretch",) + FILLER)
    advance_to(game, Step.PRECOMBAT_MAIN)
    answer(game, "choose", "Hero 2")
    (imprison,) = face_up(game, "imprison-this-insolent-wretch")
    assert imprison.uid in {f.uid for f in reportable(game.state)}
    game.do(Concede("Hero 2"))
    assert imprison.uid not in {f.uid for f in reportable(game.state)}
    error = game.why_illegal(ReportEvent(imprison.uid))
    assert error is not None and error.code == "player_left" and error.params == {"player": "Hero 2"}


def test_a_recorded_choice_cannot_name_a_departed_player_but_can_be_cleared():
    game = make_game(("the-mighty-will-fall",) + FILLER)
    advance_to(game, Step.PRECOMBAT_MAIN)
    (mighty,) = face_up(game, "the-mighty-will-fall")
    game.do(RecordChoice(mighty.uid, "chosen", "Hero 1"))
    game.do(Concede("Hero 1"))
    assert game.why_illegal(RecordChoice(mighty.uid, "chosen", "Hero 1")).code == "choice_value"
    # A correction: cleared
    game.do(RecordChoice(mighty.uid, "chosen", ""))


def test_supervillain_rumble_a_player_out_in_their_own_upkeep_acts_no_more():
    game = make_rumble(rumble_decks(3), starting_player="Ann")
    advance_to(game, Step.UPKEEP, active="Ben")
    game.do(Concede("Ben"))
    # The turn goes on without an active player (800.4j)
    assert game.state.active == "Ben"
    assert game.why_illegal(ChangeLife("Ben", 1)).code == "player_left"
    advance_to(game, Step.CLEANUP, active="Ben")
    advance_to(game, Step.UNTAP, active="Cat")


def test_supervillain_rumble_a_player_leaving_in_their_own_upkeep_with_their_question_waiting():
    """A player who left in their upkeep: nothing of theirs is asked.

    800.4a: their upkeep question goes with them; 800.4j: their turn goes on,
    no scheme set in motion, and another player's "each opponent's" question is
    not asked on it.
    """
    from support.games import events_of, keep_schemes, prompts

    decks = {"Ann": ("mine-is-the-only-truth",) + FILLER, "Ben": ("because-i-have-willed-it",) + FILLER, "Cat": FILLER}
    game = make_rumble(decks, starting_player="Ann")
    advance_to(game, Step.UPKEEP, active="Ann", turn=4, answers=keep_schemes)
    assert [p.question for p in game.state.prompts] == ["mine-is-the-only-truth"]
    set_before = len(events_of(game.events, "set_in_motion"))
    game.do(Concede("Ann"))
    assert game.state.prompts == () and game.state.active == "Ann"
    # The concession taken back: the question is back
    game.undo()
    assert [p.question for p in game.state.prompts] == ["mine-is-the-only-truth"]
    game.redo()
    advance_to(game, Step.END, active="Ann")
    assert len(events_of(game.events, "set_in_motion")) == set_before
    # Ann's turn is nobody's (800.4j)
    assert prompts(game, "because-i-have-willed-it") == []


def test_supervillain_rumble_a_turn_whose_player_left_says_no_scheme_is_set_in_motion():
    """Ben left in his own upkeep.

    At his precombat main phase nothing said why no scheme came.
    """
    from support.games import events_of

    game = make_rumble(rumble_decks(3), starting_player="Ann")
    advance_to(game, Step.UPKEEP, active="Ben")
    game.do(Concede("Ben"))
    advance_to(game, Step.PRECOMBAT_MAIN, active="Ben")
    (event,) = events_of(game.events, "no_schemes_this_turn")
    assert (event.owner, event.left, event.turn) == ("Ben", True, game.state.turn)
