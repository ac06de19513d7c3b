"""The face-up planes' step reminders appear where the schemes' do.

The table view's ``reminders`` (the banner, the second window, table mode and
the phones all show them) and ``archenemy replay --json``, in English and in
Spanish (the official Planechase 2012 text where there is one).
"""

from __future__ import annotations

from archenemy.desktop.table_view import reminders_view
from archenemy.desktop.texts import Words
from archenemy.engine.actions import NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.model import Step

from support.planar_games import PLANAR_FILLER, planechase_game


def _at_end_step(game: Game) -> None:
    for _ in range(40):
        if game.state.step is Step.END:
            return
        game.do(NextStep())
    raise AssertionError("no end step")


def test_nephalias_end_step_ability_is_a_reminder_in_both_languages(translations) -> None:
    game = planechase_game(["nephalia", *PLANAR_FILLER[2:]])
    _at_end_step(game)
    (english,) = reminders_view(game.state, load_catalogue("en"), Words.of("en"))
    assert english.text.startswith("“Nephalia” (Ann): At the beginning of your end step, mill seven cards.")
    assert (english.scheme_id, english.owner) == ("nephalia", "Ann")
    (spanish,) = reminders_view(game.state, load_catalogue("es"), Words.of("es"))
    assert spanish.text.startswith("“Nephalia” (Ann): Al comienzo de tu paso final"), spanish.text


def test_no_plane_reminder_at_a_step_its_text_does_not_name() -> None:
    game = planechase_game(["nephalia", *PLANAR_FILLER[2:]])
    assert reminders_view(game.state, load_catalogue("en"), Words.of("en")) == ()


def test_sky_decks_upkeep_reminder_words_its_chaos_line_in_both_languages(translations) -> None:
    """Sky Deck's upkeep trigger is its chaos ability's line, worded as the card's."""
    game = planechase_game(["sky-deck", *PLANAR_FILLER[2:]], players=2)
    for _ in range(5):
        if game.state.step is Step.UPKEEP:
            break
        game.do(NextStep())
    (english,) = reminders_view(game.state, load_catalogue("en"), Words.of("en"))
    assert english.text == (
        "“Sky Deck” (Ann): Whenever you planeswalk here, at the beginning of your upkeep, or whenever chaos"
        " ensues, put a glass counter on up to one target nonland permanent."
    )
    (spanish,) = reminders_view(game.state, load_catalogue("es"), Words.of("es"))
    assert "al comienzo de tu mantenimiento" in spanish.text, spanish.text
