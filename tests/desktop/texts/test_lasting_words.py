"""The words of what the lasting effects do, in English and Spanish.

The question of the order of a damage's changes (CR 616.1) and its answers
with the damage each deals, the log lines of damage changed and of damage the
app counted, Nothing Can Stop Me Now's count besides the app's, a player's own
commander (903.10a) and I Will Savor Your Agony's count of modes.
"""

from __future__ import annotations

from archenemy.desktop import texts
from archenemy.desktop.texts.lasting import own_commander_log
from archenemy.engine.events import DamageCounted, SchemeDamage
from archenemy.engine.model import Prompt, PromptKind, Step
from archenemy.engine.questions import Q_DAMAGE_ORDER

from support.games import CATALOGUE

EN, ES = texts.Words.of("en"), texts.Words.of("es")
ORDER = Prompt(
    3,
    PromptKind.CHOICE,
    Q_DAMAGE_ORDER,
    "Ben",
    card_uid=1,
    scheme_id="your-inescapable-doom",
    options=("prevent_one,double", "double,prevent_one"),
    params=(("player", "Ben"), ("damage", "2")),
)


def _both(render) -> tuple[str, str]:
    english, spanish = render(EN), render(ES)
    assert english and spanish and english != spanish, (english, spanish)
    return english, spanish


def test_the_order_question_names_the_damage_and_each_answer_the_damage_it_deals():
    english, spanish = _both(lambda w: texts.prompt_text(ORDER, CATALOGUE, w))
    assert "2" in english and "Ben" in english and "Ben" in spanish
    first = _both(lambda w: texts.option_text(ORDER, "prevent_one,double", CATALOGUE, w))
    second = _both(lambda w: texts.option_text(ORDER, "double,prevent_one", CATALOGUE, w))
    assert first == ("Prevent 1, then double: 2 damage", "Prevenir 1, luego doble: 2 de daño")
    assert second[0] == "Double, then prevent 1: 3 damage"


def test_damage_changed_and_damage_counted_are_told_in_the_log():
    changed = SchemeDamage(3, Step.END, "your-inescapable-doom", "Ben", 2, 2, ("prevent_one", "double"))
    english, _ = _both(lambda w: texts.event_text(changed, CATALOGUE, w))
    assert english == "“Your Inescapable Doom” deals 2 damage to Ben (2 damage: prevent 1, then double)."
    counted = DamageCounted(3, Step.END, "nothing-can-stop-me-now", 7, "Archenemy", 5)
    english, spanish = _both(lambda w: texts.event_text(counted, CATALOGUE, w))
    assert "5" in english and "Archenemy" in spanish


def test_nothing_can_stop_me_now_asks_only_what_the_app_did_not_count():
    prompt = Prompt(
        4,
        PromptKind.COUNT,
        "nothing-can-stop-me-now",
        "Archenemy",
        card_uid=1,
        scheme_id="nothing-can-stop-me-now",
        threshold=2,
        params=(("active", "heroes"), ("counted", "3")),
    )
    english, spanish = _both(lambda w: texts.prompt_text(prompt, CATALOGUE, w))
    assert "besides the 3" in english and "3" in spanish


def test_a_players_own_commander_and_the_modes_of_i_will_savor_your_agony():
    _both(lambda w: texts.own_commander_text(4, w))
    _both(lambda w: own_commander_log("Ana", 0, 4, w))
    english, spanish = _both(lambda w: texts.number_question("times:Ana", w))
    assert "Ana" in english and "Ana" in spanish


def test_a_yes_or_no_answer_is_told_in_the_log_in_both_languages():
    from archenemy.desktop.texts import Words
    from archenemy.engine.events import Answered

    no = Answered(3, Step.END, "abandon", "know-evil", False)
    assert texts.event_text(no, CATALOGUE) == "“Know Evil”: the table answered no."
    assert texts.event_text(Answered(3, Step.END, "abandon", None, True), CATALOGUE) == "The table answered yes."
    spanish = texts.event_text(no, CATALOGUE, Words.of("es"))
    assert spanish.endswith("la mesa respondió que no.")


def test_done_is_not_told_as_a_yes() -> None:
    """Done on a scheme resolving or a chaos ability carried out is no yes/no answer.

    The lines after it say what followed (to the bottom, 904.10; a
    planeswalk, 701.31); "the table answered yes" would invent a question.
    """
    from archenemy.engine.actions import Answer, RollPlanarDie
    from archenemy.engine.events import Answered
    from archenemy.engine.planar import planar_controller

    from support.planar_games import PLANAR_FILLER, planechase_game, to_main

    game = planechase_game(["bad-wolf-bay", *PLANAR_FILLER[:4]])
    to_main(game)
    controller = planar_controller(game.state)
    assert controller is not None
    game.do(RollPlanarDie(controller, "chaos"))
    (prompt,) = game.state.prompts
    events = game.do(Answer(prompt.id, True))
    (answered,) = [e for e in events if isinstance(e, Answered)]
    assert answered.done and texts.event_text(answered, CATALOGUE) == ""
    assert any("planeswalks" in texts.event_text(e, CATALOGUE) for e in events)
