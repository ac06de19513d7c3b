"""A renamed player's refusals, log line and undo step in English and Spanish.

The Rename action.
"""

from __future__ import annotations

import pytest

from archenemy.desktop.texts import Words, describe_actions, error_text, event_text
from archenemy.engine.actions import (
    Rename,
)
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.setup import MAX_NAME_LENGTH

from support.games import (
    CATALOGUE,
    FILLER,
    make_game,
)


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (Rename("Zed", "Ana"), "unknown_player"),
        (Rename("Hero 1", ""), "rename_empty"),
        (Rename("Hero 1", "   "), "rename_empty"),
        (Rename("Hero 1", " Ana"), "rename_spaces"),
        (Rename("Hero 1", "Ana\t"), "rename_spaces"),
        (Rename("Hero 1", "A" * (MAX_NAME_LENGTH + 1)), "rename_too_long"),
        (Rename("Hero 1", "Hero 1"), "rename_unchanged"),
        (Rename("Hero 1", "Heroes"), "rename_reserved"),
        (Rename("Hero 1", "hero 2"), "rename_taken"),
        (Rename("Hero 1", "ARCHENEMY"), "rename_taken"),
    ],
)
def test_a_refused_name_is_worded_in_both_languages(action, code):
    game = make_game(FILLER)
    with pytest.raises(IllegalActionError) as caught:
        game.do(action)
    english = error_text(caught.value, CATALOGUE, Words.of("en"))
    spanish = error_text(caught.value, CATALOGUE, Words.of("es"))
    assert english != spanish and code not in english and code not in spanish


def test_the_log_line_and_the_undo_step_in_both_languages():
    game = make_game(FILLER)
    [event] = game.do(Rename("Hero 1", "Ana"))
    assert event_text(event, CATALOGUE, Words.of("en")) == "Hero 1 is now called Ana."
    assert event_text(event, CATALOGUE, Words.of("es")) == "Hero 1 ahora se llama Ana."
    assert describe_actions([Rename("Hero 1", "Ana")], CATALOGUE, Words.of("en")) == "name Hero 1 → Ana"
    assert describe_actions([Rename("Hero 1", "Ana")], CATALOGUE, Words.of("es")) == "nombre Hero 1 → Ana"
