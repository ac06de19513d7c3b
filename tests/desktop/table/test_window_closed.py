"""A closed window does no more work: its pending fits and shares never run.

Closed (the app quitting, a test's end) with a text size's re-fit due, the
window restyled the whole application for a table nobody sees; deleted in
the middle of that fit, it crashed in the restyle.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from archenemy.engine.actions import NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _nine_seats() -> GameSetup:
    deck = tuple(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())
    heroes = tuple(PlayerSetup(f"Hero {n}") for n in range(1, 9))
    return GameSetup(Variant.ARCHENEMY_COMMANDER, (PlayerSetup("Archenemy", deck), *heroes))


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


def _with_refit_due(make_window, qtbot):
    """A window whose cut text size is re-fitted a moment from now (it got more room)."""
    window = make_window(_nine_seats(), "es")
    for _ in range(12):
        if window.session.state.prompts:
            break
        window.session.perform(NextStep())
    _settle(qtbot)
    window.set_scale(1.5)
    _settle(qtbot)
    assert window.window_layout.wanted_scale == 1.5 and window.theme.scale < 1.5
    window.resize(2560, 1440)
    return window


def test_a_window_closed_with_a_refit_due_restyles_nothing(make_window, qtbot) -> None:
    """Closed before its re-fit: the application keeps its style sheet."""
    window = _with_refit_due(make_window, qtbot)
    sheet = QApplication.instance().styleSheet()
    window.close()
    qtbot.wait(600)
    assert QApplication.instance().styleSheet() == sheet
