"""One scenario per row of the interactions table.

Each scheme that changes the app's own actions, played.

The rows are the schemes whose :data:`~archenemy.engine.interactions.INTERACTIONS`
entry is not "none" (docs/rules-notes.md's audit, its "Modifies or reacts to"
column); :data:`SCENARIOS` plays each one in a game, through the actions the
table takes, and a test fails for a row without one.  The Oracle words and the
rule each scenario holds the app to are in its docstring.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from archenemy.engine.actions import Answer, ChangeLife, CommanderDamage, NextStep, RecordChoice
from archenemy.engine.effects import life_effects, redistribution
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.game import Game
from archenemy.engine.interactions import INTERACTIONS
from archenemy.engine.model import FaceUpScheme, Step
from archenemy.engine.questions import Q_DAMAGE_ORDER, Q_RESOLVE
from archenemy.engine.rules import choice_options
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    FILLER,
    HEROES,
    advance_to,
    answer,
    face_up_ids,
    keep_schemes,
    make_game,
    make_rumble,
    only_prompt,
    prompts,
)


def _face(game: Game, scheme_id: str) -> FaceUpScheme:
    return next(f for f in game.state.face_up() if f.scheme_id == scheme_id)


def _effect(game: Game, scheme_id: str, key: str | None = None, player: str | None = None):
    found = [
        e
        for e in life_effects(game.state, _face(game, scheme_id))
        if (key is None or e.key == key) and (player is None or e.player == player)
    ]
    assert found, (scheme_id, key, player)
    return found[0]


def _after(first: str, then: str, heroes: int = 3) -> Game:
    """Plots That Span Centuries on turn 1, then ``first`` and ``then``.

    On turn 3 ``first`` is resolved, ``then`` waits to be resolved.
    """
    game = make_game(["plots-that-span-centuries", first, then, *FILLER], heroes=heroes)
    # life totals that differ, for the effects that read them
    game.do(ChangeLife("Hero 3", -5))
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3)
    resolve = next(p for p in prompts(game, Q_RESOLVE) if p.scheme_id == first)
    game.do(Answer(resolve.id, True))
    return game


def _imprisoned_then(scheme: str) -> Game:
    """Imprison This Insolent Wretch chose Hero 1; then ``scheme``.

    Chosen on turn 1; ``scheme`` is set in motion on turn 3.
    """
    game = make_game(["imprison-this-insolent-wretch", scheme, *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN, turn=1)
    answer(game, "choose", "Hero 1")
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers=keep_schemes)
    return game


def _untouchable_ben(scheme: str) -> Game:
    """Rumble: Ben's I Am Untouchable, then Ann's ``scheme``.

    I Am Untouchable face up from turn 2; Ann sets ``scheme`` in motion on turn 4.
    """
    game = make_rumble({"Ann": [FILLER[0], scheme, *FILLER[1:]], "Ben": ["i-am-untouchable", *FILLER], "Cat": FILLER})
    advance_to(game, Step.PRECOMBAT_MAIN, turn=4, answers=keep_schemes)
    return game


def _imprisoned(game: Game) -> bool:
    return "imprison-this-insolent-wretch" in face_up_ids(game)


# ----- damage changed (614.1a, 615.1, 616.1) ----------------------------------------------------------------------


def approach_my_molten_realm() -> None:
    """ "if a source would deal damage, it deals double that damage instead" (614.1a).

    The Fate of the Flammable's 6 damage, dealt by the app, is 12.
    """
    game = _after("approach-my-molten-realm", "the-fate-of-the-flammable")
    game.do_all(_effect(game, "the-fate-of-the-flammable", "chooses_self", "Hero 1").actions)
    assert game.state.life_of("Hero 1") == 20 - 12


def i_call_for_slaughter() -> None:
    """I Call for Slaughter: Which of You Burns Brightest?'s X = 3 is 4.

    "If a source you control would deal damage this turn, it deals that much damage plus 1 instead".
    """
    game = _after("i-call-for-slaughter", "which-of-you-burns-brightest")
    game.do(_effect(game, "which-of-you-burns-brightest", "x_damage", "Hero 2").action_for({"x": 3}))
    assert game.state.life_of("Hero 2") == 20 - 4


def delight_in_the_hunt() -> None:
    """ "prevent all damage that would be dealt to creatures you control this turn".

    Never a player's (the app deals no damage to creatures): The Fate of the Flammable still deals its 6.
    """
    game = _after("delight-in-the-hunt", "the-fate-of-the-flammable")
    game.do_all(_effect(game, "the-fate-of-the-flammable", "chooses_self", "Hero 1").actions)
    assert game.state.life_of("Hero 1") == 14


def nothing_can_stop_me_now() -> None:
    """Nothing Can Stop Me Now counts the combat damage the table recorded.

    "At the beginning of each end step, if you've been dealt 5 or more damage this turn, abandon this scheme":
    5 recorded abandons it without a question (603.4: counted as the end step begins); 3 recorded leaves 2 for
    the table to count.
    """
    game = make_game(["nothing-can-stop-me-now", *FILLER], variant=Variant.ARCHENEMY_COMMANDER)
    advance_to(game, Step.COMBAT_DAMAGE, active=HEROES, answers=keep_schemes)
    game.do(CommanderDamage(ARCHENEMY, "Hero 1", 5))
    events = []
    while game.state.step is not Step.END:
        events += game.do(NextStep())
    assert "nothing-can-stop-me-now" not in face_up_ids(game) and not prompts(game, "nothing-can-stop-me-now")
    assert [(e.player, e.damage) for e in events if e.kind == "damage_counted"] == [(ARCHENEMY, 5)]
    again = make_game(["nothing-can-stop-me-now", *FILLER], variant=Variant.ARCHENEMY_COMMANDER)
    advance_to(again, Step.COMBAT_DAMAGE, active=HEROES, answers=keep_schemes)
    again.do(CommanderDamage(ARCHENEMY, "Hero 1", 3))
    advance_to(again, Step.END, active=HEROES)
    question = only_prompt(again, "nothing-can-stop-me-now")
    assert question.threshold == 2 and question.param("counted") == "3"
    again.do(Answer(question.id, 2))
    assert "nothing-can-stop-me-now" not in face_up_ids(again)


def your_inescapable_doom() -> None:
    """Doom's damage under two changes whose order matters.

    The player dealt it chooses (616.1; Approach My Molten Realm's ruling).  Ann's 2 doubled and Ben's Nothing
    Can Stop Me Now's prevent 1: 3 or 2; Ben chooses 2.
    """
    game = make_rumble(
        {
            "Ann": ["your-inescapable-doom", "approach-my-molten-realm", *FILLER],
            "Ben": ["nothing-can-stop-me-now", *FILLER],
        }
    )
    advance_to(game, Step.END, turn=3, answers=keep_schemes)
    question = game.state.prompts[0]
    assert question.question == Q_DAMAGE_ORDER and question.owner == "Ben"
    assert sorted(question.options) == ["double,prevent_one", "prevent_one,double"]
    with pytest.raises(IllegalActionError):
        # the damage waits
        game.do(NextStep())
    events = game.do(Answer(question.id, "prevent_one,double"))
    damage = [e for e in events if e.kind == "scheme_damage"]
    assert [(e.amount, e.base, e.changes) for e in damage] == [(2, 2, ("prevent_one", "double"))]
    assert game.state.life_of("Ben") == 40 - 1 - 2 and game.state.pending_damage is None


def the_fate_of_the_flammable() -> None:
    """The Fate of the Flammable's target opponent is a target (603.2).

    Imprison This Insolent Wretch's chosen player: abandoned.  Its damage goes through the lasting effects
    (Approach My Molten Realm: see that row).
    """
    game = _imprisoned_then("the-fate-of-the-flammable")
    game.do(RecordChoice(_face(game, "the-fate-of-the-flammable").uid, "target", "Hero 1"))
    assert not _imprisoned(game)


def which_of_you_burns_brightest() -> None:
    """ "this scheme deals X damage to target opponent".

    The target with hexproof is not offered (702.11).
    """
    game = _untouchable_ben("which-of-you-burns-brightest")
    players = {e.player for e in life_effects(game.state, _face(game, "which-of-you-burns-brightest"))}
    assert players == {"Cat"}


def know_naught_but_fire() -> None:
    """Know Naught but Fire's damage to each opponent, one prevented (615.1).

    "it deals damage to each opponent equal to the number of cards in that player's hand": Ben's Nothing Can
    Stop Me Now prevents 1 of his share, Cat takes hers whole.
    """
    game = make_rumble(
        {
            "Ann": [FILLER[0], "know-naught-but-fire", *FILLER[1:]],
            "Ben": ["nothing-can-stop-me-now", *FILLER],
            "Cat": FILLER,
        }
    )
    advance_to(game, Step.PRECOMBAT_MAIN, turn=4, answers=keep_schemes)
    game.do(_effect(game, "know-naught-but-fire").action_for({"Ben": 3, "Cat": 3}))
    assert (game.state.life_of("Ben"), game.state.life_of("Cat")) == (38, 37)
    assert game.state.damage_taken_by("Ben") == 2


def a_premonition_of_your_demise() -> None:
    """ "deals damage equal to their total mana value to any target".

    Never a player with hexproof (702.11).
    """
    game = _untouchable_ben("a-premonition-of-your-demise")
    players = {e.player for e in life_effects(game.state, _face(game, "a-premonition-of-your-demise"))}
    assert players == {"Ann", "Cat"}


# ----- targets (702.11) and what they trigger (603.2) --------------------------------------------------------------


def i_am_untouchable() -> None:
    """ "You and permanents you control have hexproof" (702.11).

    Ann's Behold the Power of Destruction offers Cat only; "When combat damage is dealt to you ... abandon
    this scheme": see the commander's damage case.
    """
    game = _untouchable_ben("behold-the-power-of-destruction")
    assert choice_options(game.state, _face(game, "behold-the-power-of-destruction"), "target") == ("Cat",)
    commander = make_game(["i-am-untouchable", *FILLER], variant=Variant.ARCHENEMY_COMMANDER)
    advance_to(commander, Step.COMBAT_DAMAGE, active=HEROES, answers=keep_schemes)
    commander.do(CommanderDamage(ARCHENEMY, "Hero 2", 1))
    assert "i-am-untouchable" not in face_up_ids(commander)


def imprison_this_insolent_wretch() -> None:
    """Imprison This Insolent Wretch: a life effect's target abandons it.

    "When the chosen player ... becomes the target of a spell or ability, abandon this scheme": I Will Savor
    Your Agony's "Target player gains 5 life", chosen for Hero 1, makes Hero 1 a target.
    """
    game = _imprisoned_then("i-will-savor-your-agony")
    effect = _effect(game, "i-will-savor-your-agony")
    game.do(effect.action_for({**dict.fromkeys(effect.numbers, 0), "times:Hero 1": 1}))
    assert not _imprisoned(game) and game.state.life_of("Hero 1") == 25


def know_evil() -> None:
    """ "up to one target opponent can't attack with creatures ...".

    Hero 2 chosen leaves Imprison This Insolent Wretch (its chosen player is Hero 1); Hero 1 chosen for the
    next target abandons it.
    """
    game = _imprisoned_then("know-evil")
    first, second = (p for p in prompts(game, "choose") if p.param("role") in ("cant_attack", "cant_cast_creature"))
    game.do(Answer(first.id, "Hero 2"))
    assert _imprisoned(game)
    game.do(Answer(second.id, "Hero 1"))
    assert not _imprisoned(game)


def i_will_savor_your_agony() -> None:
    """ "choose three. You may choose the same mode more than once" (700.2d).

    Three gains at most, to players without hexproof against its owner (702.11).
    """
    game = _untouchable_ben("i-will-savor-your-agony")
    effect = _effect(game, "i-will-savor-your-agony")
    assert effect.numbers == ("times:Ann", "times:Cat") and effect.most == 3
    with pytest.raises(IllegalActionError):
        effect.action_for({"times:Ann": 2, "times:Cat": 2})
    game.do(effect.action_for({"times:Ann": 2, "times:Cat": 1}))
    assert (game.state.life_of("Ann"), game.state.life_of("Cat")) == (50, 45)


def _recorded_target(scheme: str, role: str) -> Callable[[], None]:
    def scenario() -> None:
        game = _imprisoned_then(scheme)
        game.do(RecordChoice(_face(game, scheme).uid, role, "Hero 2"))
        # another player targeted: Imprison's chosen player is Hero 1
        assert _imprisoned(game)
        game.do(RecordChoice(_face(game, scheme).uid, role, "Hero 1"))
        assert not _imprisoned(game)
        rumble = _untouchable_ben(scheme)
        assert choice_options(rumble.state, _face(rumble, scheme), role) == ("Cat",)

    scenario.__doc__ = (
        f"{scheme}'s `{role}` is a target: recorded as Imprison This Insolent Wretch's chosen player, it abandons "
        "Imprison (603.2); a player with hexproof against its owner is not offered (702.11)."
    )
    return scenario


# ----- life changes that are not damage (119.3, 119.4, 119.5) ------------------------------------------------------


def the_mighty_will_fall() -> None:
    """ "That player loses 7 life".

    Life lost is not damage, so Approach My Molten Realm does not double it.
    """
    game = _after("approach-my-molten-realm", "the-mighty-will-fall")
    game.do_all(_effect(game, "the-mighty-will-fall", "player_loses", "Hero 1").actions)
    assert game.state.life_of("Hero 1") == 13 and game.state.damage_taken_by("Hero 1") == 0


def i_delight_in_your_convulsions() -> None:
    """ "each opponent loses 3 life. You gain life equal to the life lost this way".

    Not damage, not doubled.
    """
    game = _after("approach-my-molten-realm", "i-delight-in-your-convulsions")
    game.do_all(_effect(game, "i-delight-in-your-convulsions").actions)
    assert [game.state.life_of(n) for n in (ARCHENEMY, "Hero 1", "Hero 2", "Hero 3")] == [49, 17, 17, 12]


def mortal_flesh_is_weak() -> None:
    """Mortal Flesh Is Weak: life lost down to the lowest, not damage.

    "each opponent's life total becomes the lowest life total" (ruling: they lose the difference).
    """
    game = _after("approach-my-molten-realm", "mortal-flesh-is-weak")
    game.do_all(_effect(game, "mortal-flesh-is-weak").actions)
    assert [game.state.life_of(n) for n in ("Hero 1", "Hero 2", "Hero 3")] == [15, 15, 15]


def make_yourself_useful() -> None:
    """ "you gain life equal to its toughness": a gain, which no damage change touches."""
    game = _after("approach-my-molten-realm", "make-yourself-useful")
    game.do(_effect(game, "make-yourself-useful").action_for({"toughness": 4}))
    assert game.state.life_of(ARCHENEMY) == 44


def my_genius_knows_no_bounds() -> None:
    """ "you gain X life and draw X cards": a gain, once per scheme set in motion."""
    game = _after("approach-my-molten-realm", "my-genius-knows-no-bounds")
    effect = _effect(game, "my-genius-knows-no-bounds")
    game.do(effect.action_for({"x": 5}))
    assert game.state.life_of(ARCHENEMY) == 45
    with pytest.raises(IllegalActionError) as refused:
        game.do(effect.action_for({"x": 5}))
    assert refused.value.code == "effect_applied"


def you_live_only_because_i_will_it() -> None:
    """ "you may redistribute any number of life totals".

    Totals given back as they were, not damage.
    """
    game = _after("approach-my-molten-realm", "you-live-only-because-i-will-it")
    game.do(redistribution(game.state, {ARCHENEMY: 15, "Hero 3": 40}))
    assert (game.state.life_of(ARCHENEMY), game.state.life_of("Hero 3")) == (15, 40)
    assert game.state.damage_taken == ()


def fear_my_authority() -> None:
    """ "abandon this scheme unless you discard a card or pay 3 life".

    Life paid (119.4) is no damage: nothing is counted for Nothing Can Stop Me Now.
    """
    game = make_game(["fear-my-authority", *FILLER])
    advance_to(game, Step.UPKEEP, turn=3, answers=keep_schemes)
    answer(game, "fear-my-authority", "pay_life")
    assert game.state.life_of(ARCHENEMY) == 37 and game.state.damage_taken == ()


SCENARIOS: dict[str, Callable[[], None]] = {
    "a-premonition-of-your-demise": a_premonition_of_your_demise,
    "approach-my-molten-realm": approach_my_molten_realm,
    "behold-the-power-of-destruction": _recorded_target("behold-the-power-of-destruction", "target"),
    "delight-in-the-hunt": delight_in_the_hunt,
    "fear-my-authority": fear_my_authority,
    "feed-the-machine": _recorded_target("feed-the-machine", "target"),
    "i-am-untouchable": i_am_untouchable,
    "i-call-for-slaughter": i_call_for_slaughter,
    "i-delight-in-your-convulsions": i_delight_in_your_convulsions,
    "i-will-savor-your-agony": i_will_savor_your_agony,
    "imprison-this-insolent-wretch": imprison_this_insolent_wretch,
    "into-the-earthen-maw": _recorded_target("into-the-earthen-maw", "graveyard"),
    "know-evil": know_evil,
    "know-naught-but-fire": know_naught_but_fire,
    "make-yourself-useful": make_yourself_useful,
    "may-civilization-collapse": _recorded_target("may-civilization-collapse", "target"),
    "mortal-flesh-is-weak": mortal_flesh_is_weak,
    "my-genius-knows-no-bounds": my_genius_knows_no_bounds,
    "my-will-is-irresistible": _recorded_target("my-will-is-irresistible", "target"),
    "nature-demands-an-offering": _recorded_target("nature-demands-an-offering", "target"),
    "nothing-can-stop-me-now": nothing_can_stop_me_now,
    "surrender-your-thoughts": _recorded_target("surrender-your-thoughts", "target"),
    "the-fate-of-the-flammable": the_fate_of_the_flammable,
    "the-mighty-will-fall": the_mighty_will_fall,
    "which-of-you-burns-brightest": which_of_you_burns_brightest,
    "you-live-only-because-i-will-it": you_live_only_because_i_will_it,
    "your-inescapable-doom": your_inescapable_doom,
}


def test_every_row_of_the_interactions_table_has_a_scenario():
    assert sorted(SCENARIOS) == sorted(s for s, entry in INTERACTIONS.items() if not entry.none)


@pytest.mark.parametrize("scheme", sorted(SCENARIOS))
def test_the_scenario_of_each_row(scheme):
    SCENARIOS[scheme]()
