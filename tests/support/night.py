"""A test window in a game night.

Four players of the roster, Ana the first archenemy.

``night_window(make_window, variant, language)`` saves the roster (Ana, Ben,
Cat, Dan, each with the Nicol Bolas deck) and starts the night's first game in
a window of the ``make_window`` fixture, dealt with a fixed shuffle.
"""

from __future__ import annotations

import random

from archenemy.desktop.roster.store import DeckRef, RosterPlayer, roster_of, save_roster
from archenemy.engine.night import NightSeat
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.games import CATALOGUE

#: The night's players in their seats round the table.
TABLE = tuple(NightSeat(n, None, True) for n in ("Ana", "Ben", "Cat", "Dan"))


def night_window(make_window, variant: Variant = Variant.ARCHENEMY, language: str | None = None):
    save_roster(roster_of([RosterPlayer(p.name, None, (DeckRef("precon", "archenemy-nicol-bolas"),)) for p in TABLE]))
    window = make_window(language=language)
    window.deal_rng = random.Random(5)
    deck = tuple(CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids())
    players = tuple(PlayerSetup(p.name, deck if i == 0 else ()) for i, p in enumerate(TABLE))
    assert window.night.start_chosen(GameSetup(variant, players), ("new", {"Ana": "Archenemy Nicol Bolas"}))
    return window
