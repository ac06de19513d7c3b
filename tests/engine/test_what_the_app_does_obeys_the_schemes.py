"""What the app does by itself obeys the schemes face up.

Eight cases a judge found the app getting wrong.

Each test names the card's Oracle text (``resources/schemes.json``) and the
rule (CR) it holds the app to: damage the app deals is replaced and
prevented as the lasting effects say, a target the app records can be
forbidden or can trigger, combat damage it records triggers, a count of modes
is bounded by the card, a player's own commander counts, and a night's
rotation survives a Supervillain Rumble game.
"""

from __future__ import annotations

import pytest

from archenemy.engine.actions import Answer, CommanderDamage, RecordChoice
from archenemy.engine.effects import life_effects
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.model import LossReason, Step
from archenemy.engine.night import NightSeat, first_game, next_game
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


def _face(game, scheme_id):
    return next(f for f in game.state.face_up() if f.scheme_id == scheme_id)


# ----- 1. a player's own commander (CR 903.10a) ------------------------------------------------------------------


def test_combat_damage_from_a_players_own_commander_counts_and_21_of_it_eliminates() -> None:
    """CR 903.10a: 21 combat damage by the same commander, whoever controls it.

    My Crushing Masterstroke: "gain control of all nonland permanents your
    opponents control until end of turn ... Each of them attacks its owner
    this turn if able": a commander hitting its own owner is the card's
    normal result, and its 21 eliminates as any commander's does.
    """
    game = make_game(["my-crushing-masterstroke", *FILLER], variant=Variant.ARCHENEMY_COMMANDER)
    game.do(CommanderDamage(ARCHENEMY, ARCHENEMY, 20))
    assert game.state.player(ARCHENEMY).commander_damage_from(ARCHENEMY) == 20
    # 120.3a: it is life lost too
    assert game.state.life_of(ARCHENEMY) == 40
    game.do(CommanderDamage(ARCHENEMY, ARCHENEMY, 1))
    assert game.state.player(ARCHENEMY).lost is LossReason.COMMANDER_DAMAGE
    assert game.state.over and game.state.outcome.winners == ("Hero 1", "Hero 2", "Hero 3")


# ----- 2. Your Inescapable Doom's damage is replaced (CR 614.1a, 616.1) -------------------------------------------


def _doom_then(scheme_id: str):
    """One hero; Doom set in motion on turn 1, ``scheme_id`` on turn 3.

    Played to the end step of turn 3.
    """
    game = make_game(["your-inescapable-doom", scheme_id, *FILLER], heroes=1)
    advance_to(game, Step.END, turn=3, answers=keep_schemes)
    return game


def test_approach_my_molten_realm_doubles_the_damage_of_your_inescapable_doom() -> None:
    """Approach My Molten Realm.

    "until your next turn, if a source would deal damage, it deals double that damage instead" (614.1a:
    "instead" makes it a replacement effect; its ruling: "It also doesn't matter who controls the source").
    Your Inescapable Doom's two counters deal 2, doubled: 4 (20 - 1 on turn 1 - 4).
    """
    game = _doom_then("approach-my-molten-realm")
    assert _face(game, "your-inescapable-doom").counters == 2
    assert game.state.life_of("Hero 1") == 20 - 1 - 4


def test_i_call_for_slaughter_adds_one_to_the_damage_of_your_inescapable_doom() -> None:
    """I Call for Slaughter adds 1 to Doom's damage (614.1a).

    "If a source you control would deal damage this turn, it deals that much damage plus 1 instead" (314.5:
    the controller of a face-up scheme is its owner, so the archenemy controls Doom).
    """
    game = _doom_then("i-call-for-slaughter")
    assert game.state.life_of("Hero 1") == 20 - 1 - 3


# ----- 3. ... and prevented (CR 615.1) -----------------------------------------------------------------------------


def test_nothing_can_stop_me_now_prevents_one_of_another_archenemys_doom_damage() -> None:
    """Nothing Can Stop Me Now.

    "If a source an opponent controls would deal damage to you, prevent 1 of that damage" (615.1).  In
    Supervillain Rumble Ann's Doom deals Ben 1 on turn 1, then 2 on turn 3: 1 prevented.
    """
    game = make_rumble({"Ann": ["your-inescapable-doom", *FILLER], "Ben": ["nothing-can-stop-me-now", *FILLER]})
    advance_to(game, Step.END, turn=1)
    assert game.state.life_of("Ben") == 39
    advance_to(game, Step.END, turn=3, answers=keep_schemes)
    assert _face(game, "your-inescapable-doom").counters == 2
    assert game.state.life_of("Ben") == 39 - 1


# ----- 4. a target the app records triggers Imprison This Insolent Wretch (CR 603.2, 701.33a) ----------------------


def _imprisoned(then: str):
    """Hero 1 chosen by Imprison This Insolent Wretch, then ``then``.

    Chosen on turn 1; ``then`` set in motion on turn 3 (its precombat main phase).
    """
    game = make_game(["imprison-this-insolent-wretch", then, *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN, turn=1)
    answer(game, "choose", "Hero 1")
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers=keep_schemes)
    assert face_up_ids(game) == ["imprison-this-insolent-wretch", then]
    return game


def test_know_evil_targeting_the_imprisoned_player_abandons_imprison_this_insolent_wretch() -> None:
    """Imprison This Insolent Wretch.

    "When the chosen player is attacked or becomes the target of a spell or ability, abandon this scheme"
    (603.2: it triggers on the event; 701.33a).  Know Evil's "up to one target opponent can't attack with
    creatures", answered Hero 1 in the app's own prompt, makes Hero 1 a target.
    """
    game = _imprisoned("know-evil")
    prompt = next(p for p in prompts(game, "choose") if p.param("role") == "cant_attack")
    events = game.do(Answer(prompt.id, "Hero 1"))
    assert "imprison-this-insolent-wretch" not in face_up_ids(game)
    abandoned = [e for e in events if e.kind == "abandoned"]
    assert [e.scheme for e in abandoned] == ["imprison-this-insolent-wretch"]


def test_behold_the_power_of_destructions_recorded_target_abandons_imprison_this_insolent_wretch() -> None:
    """Behold the Power of Destruction.

    "destroy all nonland permanents target opponent controls": recording its target, Hero 1, makes the chosen
    player a target (Imprison This Insolent Wretch's Oracle text; 603.2).
    """
    game = _imprisoned("behold-the-power-of-destruction")
    game.do(RecordChoice(_face(game, "behold-the-power-of-destruction").uid, "target", "Hero 1"))
    assert face_up_ids(game) == ["behold-the-power-of-destruction"]
    assert "imprison-this-insolent-wretch" in [c.scheme_id for c in game.state.zone(ARCHENEMY).deck]


# ----- 5. hexproof (CR 702.11) -----------------------------------------------------------------------------------


def _untouchable_ben(then: str):
    """Rumble: Ben's I Am Untouchable, then Ann's ``then``.

    I Am Untouchable face up from turn 2; Ann sets ``then`` in motion on turn 4.
    """
    game = make_rumble(
        {"Ann": [FILLER[0], then, *FILLER[1:]], "Ben": ["i-am-untouchable", *FILLER], "Cat": list(FILLER)}
    )
    advance_to(game, Step.PRECOMBAT_MAIN, turn=4, answers=keep_schemes)
    assert game.state.active == "Ann" and "i-am-untouchable" in face_up_ids(game, "Ben")
    return game


def test_know_evil_does_not_offer_a_player_with_hexproof_as_a_target() -> None:
    """Know Evil never offers Ben, who has hexproof (702.11).

    I Am Untouchable: "You and permanents you control have hexproof" (they can't be the target of spells or
    abilities their opponents control).  Ann's Know Evil offers Cat (and nobody), never Ben.
    """
    game = _untouchable_ben("know-evil")
    for prompt in prompts(game, "choose"):
        assert "Ben" not in prompt.options
        assert "Cat" in prompt.options or prompt.options == ("none",)


def test_behold_the_power_of_destruction_neither_offers_nor_accepts_a_player_with_hexproof() -> None:
    """702.11 and I Am Untouchable's Oracle text.

    Behold the Power of Destruction's "target opponent" cannot be Ben.
    """
    game = _untouchable_ben("behold-the-power-of-destruction")
    face = _face(game, "behold-the-power-of-destruction")
    assert choice_options(game.state, face, "target") == ("Cat",)
    with pytest.raises(IllegalActionError) as refused:
        game.do(RecordChoice(face.uid, "target", "Ben"))
    assert refused.value.code == "hexproof"


# ----- 6. "choose three" (CR 700.2d) ------------------------------------------------------------------------------


def test_i_will_savor_your_agony_gains_5_life_at_most_three_times() -> None:
    """I Will Savor Your Agony.

    "choose three. You may choose the same mode more than once ... Target player gains 5 life" (700.2d: a mode
    chosen several times counts that many of the three).  Four times is refused.
    """
    game = make_game(["i-will-savor-your-agony", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN, turn=1)
    face = _face(game, "i-will-savor-your-agony")
    effects = [e for e in life_effects(game.state, face) if e.key == "gains_5_times"]
    assert effects
    for effect in effects:
        first, *others = effect.numbers
        with pytest.raises(IllegalActionError) as refused:
            effect.action_for({first: 4, **dict.fromkeys(others, 0)})
        assert refused.value.code == "mode_count"
        assert effect.action_for({first: 3, **dict.fromkeys(others, 0)}) is not None


# ----- 7. combat damage the table records triggers I Am Untouchable (CR 120.3a, 903.10a) ---------------------------


def test_a_commanders_combat_damage_to_the_archenemy_abandons_i_am_untouchable() -> None:
    """Recorded commander damage abandons I Am Untouchable (603.2).

    I Am Untouchable: "When combat damage is dealt to you, create a 4/4 colorless Scarecrow ... then abandon
    this scheme".  Recording Hero 1's commander's combat damage to the archenemy (903.10a: combat damage,
    120.3a) abandons it, its question goes, and "no" can no longer be answered.
    """
    game = make_game(["i-am-untouchable", *FILLER], variant=Variant.ARCHENEMY_COMMANDER)
    advance_to(game, Step.COMBAT_DAMAGE, active=HEROES, answers=keep_schemes)
    question = only_prompt(game, "i-am-untouchable")
    events = game.do(CommanderDamage(ARCHENEMY, "Hero 1", 4))
    assert "i-am-untouchable" not in face_up_ids(game)
    abandoned = [e for e in events if e.kind == "abandoned"]
    assert [(e.scheme, e.then) for e in abandoned] == [("i-am-untouchable", "create_scarecrow")]
    with pytest.raises(IllegalActionError) as refused:
        game.do(Answer(question.id, False))
    assert refused.value.code == "unknown_prompt"


# ----- 8. a night's rotation after a Rumble game --------------------------------------------------------------------

ANA, BEN, CAT, DAN = (NightSeat(name, None, True) for name in ("Ana", "Ben", "Cat", "Dan"))


def test_after_the_last_archenemy_left_during_a_rumble_the_seat_after_them_is_the_next_archenemy() -> None:
    """The Archenemy rules insert.

    The players "take turns from game to game as the archenemy", round the table. Ana, then Ben; Ben leaves
    the table for a Supervillain Rumble game seated from Ana (904.12: no single archenemy); the next Archenemy
    game's archenemy is Cat, who sat after Ben, not Ana again.
    """
    first = first_game("n", Variant.ARCHENEMY, (ANA, BEN, CAT, DAN))
    second = next_game(first)
    assert second.archenemy == "Ben"
    rumble = next_game(second, table=(ANA, CAT, DAN), variant=Variant.SUPERVILLAIN_RUMBLE)
    assert next_game(rumble, variant=Variant.ARCHENEMY).archenemy == "Cat"


def test_the_night_rebuilt_from_its_stories_plans_the_same_next_archenemy_after_a_rumble() -> None:
    """The same night as the journals tell it (:func:`night_so_far`).

    The plan after the Rumble game is the live one.
    """
    from archenemy.engine.header_notes import NightRef
    from archenemy.engine.night import night_so_far
    from archenemy.engine.story import game_story

    from support.history import finished_game

    games = [
        finished_game(("Ana", "Ben", "Cat", "Dan"), night=NightRef("n", 1)),
        finished_game(("Ben", "Cat", "Dan", "Ana"), night=NightRef("n", 2)),
        finished_game(("Ana", "Cat", "Dan"), night=NightRef("n", 3), variant=Variant.SUPERVILLAIN_RUMBLE),
    ]
    plan = night_so_far([game_story(g) for g in games], own_deck=["Ana", "Ben", "Cat", "Dan"])
    assert plan is not None
    assert next_game(plan, variant=Variant.ARCHENEMY).archenemy == "Cat"
