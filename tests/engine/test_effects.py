"""Fixed life changes of schemes offered as one action (engine.effects)."""

from __future__ import annotations

from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.effects import life_effects
from archenemy.engine.game import Game
from archenemy.engine.model import Step
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant


def started(top: str, variant=Variant.ARCHENEMY, heroes=3) -> Game:
    deck = (top,) + tuple(f"x{n}" for n in range(0))
    deck = (top, "a-display-of-my-dark-power", "all-in-good-time") + ("behold-my-grandeur",) * 0
    players = (PlayerSetup("Archenemy", deck),) + tuple(PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1))
    game = Game(GameStart(GameSetup(variant, players), (("Archenemy", deck),), "Archenemy"))
    while game.state.step is not Step.PRECOMBAT_MAIN:
        game.do(NextStep())
    return game


def face(game: Game):
    return game.state.zones[0].face_up[0]


def test_i_delight_in_your_convulsions_each_opponent_loses_3_archenemy_gains_the_total():
    game = started("i-delight-in-your-convulsions")
    (effect,) = life_effects(game.state, face(game))
    game.do_all(effect.actions)
    assert [p.life for p in game.state.players] == [49, 17, 17, 17]


def test_i_delight_under_shared_team_life_costs_the_team_3_per_hero_810_9():
    game = started("i-delight-in-your-convulsions", Variant.ARCHENEMY_COMMANDER)
    (effect,) = life_effects(game.state, face(game))
    game.do_all(effect.actions)
    assert game.state.team_life == 51
    assert game.state.player("Archenemy").life == 69


def test_the_mighty_will_fall_offers_each_opponent_tied_for_highest_life():
    game = started("the-mighty-will-fall")
    game.do(ChangeLife("Hero 1", -2))
    options = life_effects(game.state, face(game))
    assert sorted(o.player for o in options) == ["Hero 2", "Hero 3"]
    game.do_all(options[0].actions)
    assert game.state.player(options[0].player).life == 13


def test_the_fate_of_the_flammable_self_or_others():
    game = started("the-fate-of-the-flammable")
    options = life_effects(game.state, face(game))
    by = {(o.key, o.player): o for o in options}
    game.do_all(by[("chooses_others", "Hero 1")].actions)
    assert [p.life for p in game.state.players] == [40, 20, 17, 17]


def test_schemes_without_fixed_life_change_offer_nothing():
    game = started("a-display-of-my-dark-power")
    assert life_effects(game.state, face(game)) == ()


def test_an_option_about_an_opponent_names_the_choices_it_stands_for():
    """Applying "Hero 1 loses 7 life" means Hero 1 was the opponent chosen.

    The front end records it.
    """
    from archenemy.engine.actions import RecordChoice
    from archenemy.engine.triggers import RECORDED_CHOICES

    game = started("the-mighty-will-fall")
    (mighty,) = [o for o in life_effects(game.state, face(game)) if o.player == "Hero 1"]
    assert mighty.choices == (("chosen", "Hero 1"),)
    game = started("the-fate-of-the-flammable")
    by = {(o.key, o.player): o for o in life_effects(game.state, face(game))}
    assert by[("chooses_self", "Hero 2")].choices == (("target", "Hero 2"), ("chooses", "self"))
    assert by[("chooses_others", "Hero 2")].choices == (("target", "Hero 2"), ("chooses", "others"))
    game = started("which-of-you-burns-brightest")
    assert {o.choices for o in life_effects(game.state, face(game))} == {(("target", f"Hero {n}"),) for n in (1, 2, 3)}
    for scheme in ("the-mighty-will-fall", "the-fate-of-the-flammable", "which-of-you-burns-brightest"):
        game = started(scheme)
        roles = {role for role, _ in RECORDED_CHOICES[scheme]}
        for option in life_effects(game.state, face(game)):
            assert {role for role, _ in option.choices} <= roles
            for role, value in option.choices:
                # Each one a choice the rules accept
                assert game.why_illegal(RecordChoice(face(game).uid, role, value)) is None
    game = started("i-delight-in-your-convulsions")
    assert [o.choices for o in life_effects(game.state, face(game))] == [()]
