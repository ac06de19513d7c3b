"""Life, poison, commander damage, leaving the game and the outcome.

Rules: CR 904.5, 904.12c, 904.13b/c (starting life, Commander option),
810.8c/810.9 (shared team life), 704.5a/704.5c (state-based losses),
903.10a (commander damage), 104.3a (concede), 104.4a (draw), 800.4 (leaving),
Archenemy: Nicol Bolas release notes, "Winning the Game".
"""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from archenemy.engine.actions import ChangeLife, ChangePoison, CommanderDamage, Concede, NextStep
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.model import LossReason, Step
from archenemy.engine.rules import apply
from archenemy.engine.setup import initial_state
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    advance_to,
    events_of,
    make_game,
    make_rumble,
    make_rumble_start,
    rumble_decks,
)

# Ten different schemes (904.13d)
COMMANDER_DECK = FILLER


def commander_game(heroes: int = 3):
    return make_game(COMMANDER_DECK, variant=Variant.ARCHENEMY_COMMANDER, heroes=heroes)


# ----- starting life ------------------------------------------------------------


def test_904_5_starting_life_40_and_20():
    state = make_game(heroes=4).state
    assert state.player(ARCHENEMY).life == 40
    assert [p.life for p in state.players[1:]] == [20, 20, 20, 20]
    assert state.team_life is None


def test_904_12c_rumble_starting_life_40_each():
    state = make_rumble(rumble_decks(5)).state
    assert [p.life for p in state.players] == [40] * 5
    assert all(p.is_archenemy for p in state.players)
    # Free-for-all: everyone's own team
    assert len({p.team for p in state.players}) == 5


def test_904_13b_commander_archenemy_60_and_heroes_share_60():
    state = commander_game().state
    assert state.player(ARCHENEMY).life == 60
    assert state.team_life == 60
    assert [p.life for p in state.players[1:]] == [None, None, None]
    assert state.life_of("Hero 2") == 60 and state.starting_life_of("Hero 2") == 60


# ----- life changes ---------------------------------------------------------------


def test_life_change_changes_one_player_only():
    game = make_game()
    game.do(ChangeLife("Hero 2", -7))
    game.do(ChangeLife(ARCHENEMY, 3))
    state = game.state
    assert [p.life for p in state.players] == [43, 20, 13, 20]


def test_810_9_hero_life_change_changes_team_life():
    game = commander_game()
    events = game.do(ChangeLife("Hero 1", -5))
    game.do(ChangeLife("Hero 3", 2))
    assert game.state.team_life == 57
    assert game.state.player("Hero 1").life is None
    assert game.state.player(ARCHENEMY).life == 60
    [event] = events_of(events, "life")
    assert event.arg("team") is True and (event.arg("old"), event.arg("new")) == (60, 55)


def test_810_9a_every_hero_reads_the_team_life():
    game = commander_game()
    game.do(ChangeLife("Hero 2", -11))
    assert {game.state.life_of(h) for h in ("Hero 1", "Hero 2", "Hero 3")} == {49}


def test_life_change_of_zero_is_refused():
    game = make_game()
    with pytest.raises(IllegalActionError):
        game.do(ChangeLife("Hero 1", 0))
    assert game.log == []


def test_life_change_of_unknown_or_departed_player_is_refused():
    game = make_game()
    with pytest.raises(IllegalActionError):
        game.do(ChangeLife("Nobody", -1))
    game.do(Concede("Hero 1"))
    with pytest.raises(IllegalActionError):
        game.do(ChangeLife("Hero 1", -1))


# ----- losing ----------------------------------------------------------------------


def test_704_5a_zero_life_loses():
    game = make_game()
    game.do(ChangeLife("Hero 1", -19))
    assert game.state.player("Hero 1").alive
    events = game.do(ChangeLife("Hero 1", -1))
    assert game.state.player("Hero 1").lost is LossReason.LIFE
    assert [e.arg("player") for e in events_of(events, "lost")] == ["Hero 1"]
    assert not game.state.over


def test_704_5a_archenemy_at_zero_life_loses_and_heroes_win():
    game = make_game()
    game.do(ChangeLife(ARCHENEMY, -45))
    outcome = game.state.outcome
    assert outcome is not None and outcome.reason == "archenemy_defeated"
    assert outcome.winners == ("Hero 1", "Hero 2", "Hero 3")


def test_704_5c_ten_poison_loses():
    game = make_game()
    game.do(ChangePoison("Hero 3", 9))
    assert game.state.player("Hero 3").alive
    game.do(ChangePoison("Hero 3", 1))
    assert game.state.player("Hero 3").lost is LossReason.POISON


def test_poison_cannot_go_below_zero_or_change_by_zero():
    game = make_game()
    with pytest.raises(IllegalActionError):
        game.do(ChangePoison("Hero 1", -1))
    with pytest.raises(IllegalActionError):
        game.do(ChangePoison("Hero 1", 0))
    game.do(ChangePoison("Hero 1", 2))
    game.do(ChangePoison("Hero 1", -2))
    assert game.state.player("Hero 1").poison == 0


def test_810_8c_team_life_zero_every_hero_loses():
    game = commander_game()
    game.do(ChangeLife("Hero 1", -60))
    assert all(p.lost is LossReason.TEAM_LIFE for p in game.state.players[1:])
    assert game.state.outcome.winners == (ARCHENEMY,)
    assert game.state.outcome.reason == "heroes_defeated"


def test_904_13c_hero_with_10_poison_loses_alone():
    game = commander_game()
    game.do(ChangePoison("Hero 2", 10))
    state = game.state
    assert state.player("Hero 2").lost is LossReason.POISON
    assert state.player("Hero 1").alive and state.player("Hero 3").alive
    assert not state.over
    assert state.team_life == 60


def test_904_13c_poison_is_not_shared():
    game = commander_game()
    game.do(ChangePoison("Hero 1", 6))
    game.do(ChangePoison("Hero 2", 6))
    assert all(p.alive for p in game.state.players)


def test_904_13c_archenemy_with_10_poison_loses():
    game = commander_game()
    game.do(ChangePoison(ARCHENEMY, 10))
    assert game.state.outcome.reason == "archenemy_defeated"


def test_903_10a_21_commander_damage_loses():
    game = commander_game()
    game.do(CommanderDamage("Hero 1", ARCHENEMY, 20))
    assert game.state.player("Hero 1").alive
    game.do(CommanderDamage("Hero 1", ARCHENEMY, 1))
    state = game.state
    assert state.player("Hero 1").lost is LossReason.COMMANDER_DAMAGE
    assert state.player("Hero 2").alive and not state.over


def test_903_10a_commander_damage_counts_per_commander():
    game = commander_game()
    game.do(CommanderDamage(ARCHENEMY, "Hero 1", 15))
    game.do(CommanderDamage(ARCHENEMY, "Hero 2", 15))
    state = game.state
    assert state.player(ARCHENEMY).alive
    assert state.player(ARCHENEMY).commander_damage_from("Hero 1") == 15
    assert state.player(ARCHENEMY).life == 30


def test_903_10a_commander_damage_is_life_loss_too():
    game = commander_game()
    game.do(CommanderDamage("Hero 3", ARCHENEMY, 7))
    # Shared life (810.9)
    assert game.state.team_life == 53
    game.do(CommanderDamage(ARCHENEMY, "Hero 3", 4))
    assert game.state.player(ARCHENEMY).life == 56


def test_commander_damage_correction_and_limits():
    game = commander_game()
    game.do(CommanderDamage("Hero 1", ARCHENEMY, 5))
    game.do(CommanderDamage("Hero 1", ARCHENEMY, -2))
    assert game.state.player("Hero 1").commander_damage_from(ARCHENEMY) == 3
    # The correction gives the life back
    assert game.state.team_life == 57
    with pytest.raises(IllegalActionError):
        game.do(CommanderDamage("Hero 1", ARCHENEMY, -4))


def test_commander_damage_only_in_the_commander_option():
    game = make_game()
    with pytest.raises(IllegalActionError):
        game.do(CommanderDamage("Hero 1", ARCHENEMY, 3))


# ----- leaving the game and winning ---------------------------------------------------


def test_104_3a_concede():
    game = make_game()
    game.do(Concede("Hero 2"))
    assert game.state.player("Hero 2").lost is LossReason.CONCEDED
    with pytest.raises(IllegalActionError):
        game.do(Concede("Hero 2"))


def test_800_4_hero_leaving_does_not_end_game():
    game = make_game()
    game.do(Concede("Hero 1"))
    game.do(ChangeLife("Hero 2", -20))
    state = game.state
    assert not state.over
    assert state.player("Hero 3").alive
    game.do(NextStep())
    assert game.state.step is Step.UPKEEP


def test_archenemy_wins_when_every_hero_has_lost():
    game = make_game()
    game.do(Concede("Hero 1"))
    game.do(ChangePoison("Hero 2", 10))
    assert not game.state.over
    game.do(ChangeLife("Hero 3", -20))
    assert game.state.outcome.winners == (ARCHENEMY,)
    assert game.state.outcome.reason == "heroes_defeated"


def test_heroes_win_even_eliminated_ones():
    game = make_game()
    game.do(ChangeLife("Hero 1", -20))
    game.do(Concede("Hero 3"))
    game.do(ChangeLife(ARCHENEMY, -40))
    outcome = game.state.outcome
    assert outcome.winners == ("Hero 1", "Hero 2", "Hero 3")
    assert not outcome.draw


def test_game_over_clears_prompts():
    game = make_game()
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert game.state.prompts
    game.do(Concede(ARCHENEMY))
    assert game.state.prompts == ()


def test_simultaneous_loss_is_a_draw():
    # No single table action hits two sides at once, so the state is built as
    # if one effect had put both remaining players to 0 life at the same time
    # (CR 104.4a); the next state-based check sees both.
    state = initial_state(make_rumble_start(rumble_decks(2)))
    state = replace(state, players=tuple(replace(p, life=0) for p in state.players))
    after, events = apply(state, ChangePoison("Ann", 1), CATALOGUE)
    assert after.outcome is not None
    assert after.outcome.draw and after.outcome.winners == () and after.outcome.reason == "all_lost"
    assert [e.arg("player") for e in events_of(events, "lost")] == ["Ann", "Ben"]


def test_simultaneous_loss_of_archenemy_and_last_hero_is_a_draw():
    state = initial_state(make_game(heroes=1).start)
    state = replace(state, players=tuple(replace(p, life=0) for p in state.players))
    after, _ = apply(state, ChangePoison(ARCHENEMY, 1), CATALOGUE)
    assert after.outcome.draw and after.outcome.reason == "all_lost"
