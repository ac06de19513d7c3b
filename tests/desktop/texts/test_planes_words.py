"""The game log's words for planar events (desktop/texts/planes.py).

Built from engine games with chosen planar decks: a card revealed from the
communal planar deck (901.15), which no player owns, and from a player's
own planar deck (901.3), in English and Spanish.
"""

from __future__ import annotations

import pytest

from archenemy.desktop.texts import Words
from archenemy.desktop.texts.planes import planar_event_text, planar_prompt_text
from archenemy.engine.actions import RollPlanarDie
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.events import PlanarRevealed
from archenemy.engine.model import DeckMode
from archenemy.engine.planar import planar_answer, planar_controller

from support.planar_games import PLANAR_FILLER, planechase_game, to_main

# Pools of Becoming's chaos reveals the top three planar cards.
POOLS = ["pools-of-becoming", "akoum", "bant", "jund", *PLANAR_FILLER[:3]]


def revealed_line(language: str, **kwargs: object) -> str:
    game = planechase_game(POOLS, **kwargs)
    to_main(game)
    controller = planar_controller(game.state)
    assert controller is not None
    events = game.do(RollPlanarDie(controller, "chaos"))
    (revealed,) = [e for e in events if isinstance(e, PlanarRevealed)]
    line = planar_event_text(revealed, load_catalogue(language), Words.of(language))
    assert line is not None
    return line


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "“Pools of Becoming” reveals from the planar deck: “Akoum”, “Bant”, “Jund”."),
        ("es", "«Estanques de Creación» muestra del mazo planar: «Akoum», «Bant», «Jund»."),
    ],
)
def test_a_card_revealed_from_the_communal_deck_is_from_no_players_deck(translations, language, said) -> None:
    assert revealed_line(language) == said


def test_a_card_revealed_from_a_players_own_deck_names_its_owner(translations) -> None:
    decks = {"Ann": POOLS, "Ben": PLANAR_FILLER, "Cat": PLANAR_FILLER}
    assert revealed_line("en", decks=decks).startswith("“Pools of Becoming” reveals from Ann's planar deck: ")


@pytest.mark.parametrize(
    ("language", "first", "second"),
    [
        (
            "en",
            "Ann: which card did you reveal from the top of your planar deck (1 of 3)? All go on the bottom after.",
            "Ann: which card did you reveal next from the top of your planar deck (2 of 3; before: “Akoum”)?",
        ),
        (
            "es",
            "Ann: ¿qué carta mostraste? (La 1.ª de las 3 primeras de tu mazo planar; luego van todas al fondo.)",
            "Ann: ¿qué otra carta mostraste? (La 2.ª de las 3 primeras de tu mazo planar; antes: «Akoum».)",
        ),
    ],
)
def test_the_physical_pools_of_becoming_asks_each_card_by_its_place(translations, language, first, second) -> None:
    """Physical mode: Pools of Becoming asks each card, naming those before."""
    game = planechase_game(POOLS, deck_mode=DeckMode.PHYSICAL)
    game.do(planar_answer(game.state, game.state.prompts[0].id, "pools-of-becoming"))
    to_main(game)
    controller = planar_controller(game.state)
    assert controller is not None
    game.do(RollPlanarDie(controller, "chaos"))
    catalogue, words = load_catalogue(language), Words.of(language)
    assert planar_prompt_text(game.state.prompts[0], catalogue, words) == first
    game.do(planar_answer(game.state, game.state.prompts[0].id, "akoum"))
    assert planar_prompt_text(game.state.prompts[0], catalogue, words) == second
