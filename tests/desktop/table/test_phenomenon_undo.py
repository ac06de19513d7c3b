"""Undoing a phenomenon's Done says what it takes back.

The phenomenon resolved and the planeswalk away from it (704.6f), as the
other undo steps name their action, in both languages: "Undone: Answer"
named neither.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from archenemy.engine.actions import Answer, Planeswalk
from archenemy.engine.model import DeckMode
from archenemy.engine.planar import COMMUNAL, PlanarSetup, planar_controller
from archenemy.engine.planes import load_planes
from archenemy.engine.questions import Q_ENCOUNTER
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

PHENOMENON = "reality-shaping"
SAID = {
    "en": "The phenomenon “Reality Shaping” resolved, and the planeswalk away from it",
    "es": "El fenómeno «Moldeado de la realidad» resuelto, y la caminata por los planos desde él",
}
UNDONE = {"en": "Undone: %1", "es": "Deshecho: %1"}
REDONE = {"en": "Redone: %1", "es": "Rehecho: %1"}


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


def _setup() -> GameSetup:
    planes = load_planes()
    deck = (PHENOMENON, *sorted(p for p in planes if not planes[p].phenomenon)[:10])
    players = tuple(PlayerSetup(f"Player {n}") for n in (1, 2, 3))
    return GameSetup(Variant.PLANECHASE, players, planar=PlanarSetup(((COMMUNAL, deck),), DeckMode.SHUFFLED))


@pytest.mark.parametrize("language", ["en", "es"])
def test_undoing_a_phenomenons_done_names_it_and_the_planeswalk(make_window, qtbot, language) -> None:
    window = make_window(_setup(), language)
    session = window.session
    # Planeswalk until the phenomenon is encountered (its Done is asked)
    for _ in range(12):
        state = session.state
        if state.prompts and state.prompts[0].question == Q_ENCOUNTER:
            break
        controller = planar_controller(state)
        assert controller is not None and session.perform(Planeswalk(controller))
    prompt = session.state.prompts[0]
    assert prompt.scheme_id == PHENOMENON
    assert session.perform(Answer(prompt.id, True))
    _settle(qtbot)
    assert window.totals.undo_step()
    _settle(qtbot)
    assert session.state.prompts and session.state.prompts[0].id == prompt.id, "the Done undone"
    assert window.helper_label.text() == UNDONE[language].replace("%1", SAID[language])
    assert window.totals.redo_step()
    _settle(qtbot)
    assert window.helper_label.text() == REDONE[language].replace("%1", SAID[language])
