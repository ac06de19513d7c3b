"""Game files from the table: a rematch keeps what the table chose.

The same players, decks and planes, reshuffled; names corrected during the
game carry their planar decks and the heroes' planar controller with them.
"""

from __future__ import annotations

from archenemy.engine.actions import Rename
from archenemy.engine.planar import COMMUNAL

from support.games import make_start
from support.planar_games import PLANAR_FILLER, planechase_start, with_planes


def test_a_rematch_of_planechase_alone_keeps_its_communal_planar_deck(make_window):
    window = make_window(planechase_start(PLANAR_FILLER))
    window.files.rematch()
    state = window.session.state
    assert not window.status.text()
    assert state.turn == 1 and state.planar is not None
    assert window.session.game.start.setup.planar.decks == ((COMMUNAL, PLANAR_FILLER),)


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
