"""Game files from the table: a rematch keeps what the table chose.

The same players, decks and planes, reshuffled; names corrected during the
game carry their planar decks and the heroes' planar controller with them.
"""

from __future__ import annotations

import random

from archenemy.engine.actions import Rename
from archenemy.engine.planar import COMMUNAL
from archenemy.engine.planar_decks import default_communal_deck

from support.games import make_start
from support.planar_games import PLANAR_FILLER, planechase_start, with_planes


def test_a_rematch_of_planechase_alone_keeps_its_communal_planar_deck(make_window):
    """The same communal deck (901.15), legal for the players (901.15a)."""
    deck = default_communal_deck(4, rng=random.Random(5))
    window = make_window(planechase_start(deck, players=4))
    window.files.rematch()
    state = window.session.state
    assert not window.status.text()
    assert state.turn == 1 and state.planar is not None
    assert window.session.game.start.setup.planar.decks == ((COMMUNAL, deck),)


def test_a_rematch_refuses_a_communal_deck_new_game_would_refuse(make_window):
    """901.15a: twelve cards are too few for four players' communal deck.

    A game started before the app checked the planar decks goes on as it
    was, but its rematch does not start with them: it says why and where
    to choose others.
    """
    window = make_window(planechase_start(PLANAR_FILLER, players=4))
    before = window.session.game
    window.files.rematch()
    assert window.session.game is before
    assert "the communal planar deck is not legal for 4 players (at least 40 cards" in window.status.text()
    assert "CR 901.15a" in window.status.text() and "New game (Ctrl+N)" in window.status.text()


def test_a_rematch_refuses_a_players_own_deck_that_breaks_901_3(make_window):
    """A name twice in Ben's own planar deck (901.3: every English name once)."""
    seats = ("Archenemy", "Hero 1", "Hero 2", "Hero 3")
    decks = dict.fromkeys(seats, PLANAR_FILLER) | {"Hero 2": (*PLANAR_FILLER, PLANAR_FILLER[0])}
    window = make_window(with_planes(make_start(), decks=decks))
    before = window.session.game
    window.files.rematch()
    assert window.session.game is before
    assert "not a legal planar deck" in window.status.text() and ": Hero 2." in window.status.text()


def test_a_rematch_of_archenemy_with_planes_keeps_the_planes_and_the_renamed_owners(make_window):
    seats = ("Archenemy", "Hero 1", "Hero 2", "Hero 3")
    start = with_planes(make_start(), decks=dict.fromkeys(seats, PLANAR_FILLER), primary="Hero 1")
    window = make_window(start)
    window.session.perform(Rename("Hero 1", "Iris"))
    window.files.rematch()
    planar = window.session.game.start.setup.planar
    assert planar is not None
    assert [owner for owner, _ in planar.decks] == ["Archenemy", "Iris", "Hero 2", "Hero 3"]
    assert planar.primary == "Iris" and window.session.state.turn == 1
