"""Every step reminder of an ongoing scheme in English and Spanish.

Naming its scheme, owner and chosen player.

``archenemy replay --json`` lists a chosen player's reminder with its step,
its player and its words.
"""

from __future__ import annotations

import pytest

from archenemy.desktop import texts
from archenemy.desktop.texts import Words
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.effects import StepReminder
from archenemy.engine.game import Game
from archenemy.engine.model import Step
from archenemy.engine.triggers import REMINDER_TRIGGERS, Whose

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    HEROES,
    advance_to,
    answer,
    keep_schemes,
    make_game,
)

EN, ES = Words.of("en"), Words.of("es")


ES_CATALOGUE = load_catalogue("es")


def _archenemy_with(scheme: str, **kwargs) -> Game:
    """A game at turn 1's precombat main phase with ``scheme`` just set in motion.

    An Archenemy game; its choice: Hero 2.
    """
    game = make_game((scheme,) + FILLER, **kwargs)
    advance_to(game, Step.PRECOMBAT_MAIN)
    if game.state.prompts and game.state.prompts[0].question == "choose":
        answer(game, "choose", "Hero 2")
    return game


@pytest.mark.parametrize("scheme", sorted(REMINDER_TRIGGERS))
def test_every_reminder_in_english_and_spanish_names_the_scheme_the_owner_and_the_chosen(scheme):
    for trigger in REMINDER_TRIGGERS[scheme]:
        chosen = "Hero 2" if trigger.whose is Whose.CHOSEN else None
        reminder = StepReminder(trigger.key, scheme, 1, ARCHENEMY, trigger.steps[0], chosen)
        english = texts.step_reminder_text(reminder, CATALOGUE, EN)
        spanish = texts.step_reminder_text(reminder, ES_CATALOGUE, ES)
        assert english != spanish and trigger.key not in english and trigger.key not in spanish
        assert CATALOGUE[scheme].name in english and ES_CATALOGUE[scheme].name in spanish
        if chosen:
            assert chosen in english and chosen in spanish
        assert "%" not in english and "%" not in spanish


def test_archenemy_replay_json_lists_a_chosen_players_reminder_with_its_step_and_player(tmp_path):
    import io
    import json

    from archenemy.desktop.cli.commands import main as cli_main
    from archenemy.engine.journal import journal_text

    game = _archenemy_with("bow-to-my-command")
    advance_to(game, Step.DECLARE_ATTACKERS, active=HEROES, answers=keep_schemes)
    path = tmp_path / "bow.jsonl"
    path.write_text(journal_text(game.start, list(game.log)), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert cli_main(["replay", str(path), "--json", "--lang", "en"], out, err) == 0
    (reminder,) = json.loads(out.getvalue())["step_reminders"]
    assert reminder["key"] == "chosen_cant_attack" and reminder["step"] == "declare_attackers"
    assert reminder["player"] == "Hero 2" and "Hero 2" in reminder["text"]
