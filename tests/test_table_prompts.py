"""Prompts that read right (issue 11): a subject per team or player, in English and Spanish; the banner names
the scheme it asks about; Rumble panels count each player's scheme deck."""

from __future__ import annotations

import pytest

from archenemy.desktop.texts import Words
from archenemy.desktop.texts.game import prompt_scheme_name, prompt_text
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import HEROES, Prompt, PromptKind


def prompt(question: str, active: str, kind=PromptKind.YES_NO) -> Prompt:
    return Prompt(
        id=1,
        kind=kind,
        question=question,
        card_uid=1,
        scheme_id=question,
        owner="Archenemy",
        params=(("active", active),),
    )


@pytest.mark.parametrize(
    ("question", "language", "team", "player"),
    [
        (
            "my-forces-are-innumerable",
            "en",
            "Do the heroes sacrifice two creatures?",
            "Does Ana sacrifice two creatures?",
        ),
        ("my-forces-are-innumerable", "es", "¿Sacrifican los héroes dos criaturas?", "¿Sacrifica Ana dos criaturas?"),
        ("bow-to-my-command", "en", "Do the heroes tap untapped creatures", "Does Ana tap untapped creatures"),
        ("bow-to-my-command", "es", "¿Giran los héroes criaturas enderezadas", "¿Gira Ana criaturas enderezadas"),
        ("because-i-have-willed-it", "en", "How many spells did the heroes cast", "How many spells did Ana cast"),
        (
            "because-i-have-willed-it",
            "es",
            "¿Cuántos hechizos han lanzado los héroes",
            "¿Cuántos hechizos ha lanzado Ana",
        ),
    ],
)
def test_questions_follow_their_subject(question, language, team, player):
    words = Words.of(language)
    catalogue = load_catalogue(language)
    kind = PromptKind.COUNT if question == "because-i-have-willed-it" else PromptKind.YES_NO
    as_team = prompt_text(prompt(question, HEROES, kind), catalogue, words)
    as_player = prompt_text(prompt(question, "Ana", kind), catalogue, words)
    assert as_team.startswith(team), as_team
    assert as_player.startswith(player), as_player
    for wrong in ("The heroes", "Los héroes", "Does the heroes", "¿Sacrifica los"):
        assert wrong not in as_team


def test_the_scheme_asked_about_is_named_in_the_window_language():
    catalogue = load_catalogue("es")
    name = prompt_scheme_name(prompt("my-forces-are-innumerable", HEROES), catalogue)
    assert name == catalogue["my-forces-are-innumerable"].name and name != "My Forces Are Innumerable"
