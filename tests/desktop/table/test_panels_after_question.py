"""Once a question is answered, the player panels take their room back.

A question takes height from the panels while it is shown.  The panels
stayed short for the rest of the game once it was answered (the life
totals a third of their size, until a resize or F11): after the answer they
are as tall, and the totals as large, as in a window that shows the same
state and never showed the question.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from archenemy.desktop.session import Session
from archenemy.desktop.table.window import MainWindow
from archenemy.engine.actions import Action, Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import PromptKind
from archenemy.engine.planar import COMMUNAL, PlanarSetup
from archenemy.engine.planes import load_planes
from archenemy.engine.setup import GameSetup, default_setup

from support.windows import hide_windows_opened_by

SCREEN = (1366, 768)
#: The shuffle of ``make_window``'s decks (tests/desktop/conftest.py).
WINDOW_SHUFFLE_SEED = 4


def settle(qtbot) -> None:
    """Let the layout and the window's zero-time timers run."""
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


def setup_of(kind: str) -> GameSetup:
    """The new game's table: Archenemy, or Archenemy with a communal planar deck."""
    base = default_setup(load_catalogue())
    if kind == "archenemy":
        return base
    deck = tuple(sorted(load_planes()))[:12]
    return GameSetup(base.variant, base.players, base.deck_mode, PlanarSetup(((COMMUNAL, deck),)))


def answer(prompt_kind: PromptKind, options: tuple[str, ...]) -> object:
    """The answer the test gives: Done, no, 0 or the first option."""
    return {PromptKind.DONE: True, PromptKind.YES_NO: False, PromptKind.COUNT: 0}.get(
        prompt_kind, options[0] if options else True
    )


def seats(window: MainWindow) -> tuple[object, ...]:
    """What the table sees of the panels.

    Their room, each panel's box and its total's size.
    """
    return (
        window.players_area.height(),
        tuple(
            (name, window.panels[name].geometry(), window.panels[name].life_label.font().pointSizeF())
            for name in sorted(p.name for p in window.session.state.players)
        ),
    )


@pytest.mark.parametrize("kind", ["archenemy", "planes"])
def test_after_a_question_the_panels_are_as_if_it_never_came(make_window, qtbot, tmp_path, kind) -> None:
    window = make_window(setup_of(kind))
    window.resize(*SCREEN)
    settle(qtbot)
    idle = seats(window)
    performed: list[Action] = []
    for _ in range(40):
        if window.session.state.prompts:
            break
        performed.append(NextStep())
        window.session.perform(performed[-1])
        settle(qtbot)
    assert window.session.state.prompts, "no question came"
    asked = seats(window)
    assert asked[0] < idle[0], "the question took height from the panels"
    while window.session.state.prompts:
        prompt = window.session.state.prompts[0]
        performed.append(Answer(prompt.id, answer(prompt.kind, tuple(prompt.options))))
        window.session.perform(performed[-1])
        settle(qtbot)
    assert window.banner.isHidden()
    # The same state in a window that never showed the question
    session = Session(tmp_path / "never-asked")
    session.new_game(setup_of(kind), random.Random(WINDOW_SHUFFLE_SEED))
    for action in performed:
        session.perform(action)
    assert session.state == window.session.state
    fresh = MainWindow(session, "en")
    qtbot.addWidget(fresh)
    try:
        fresh.resize(*SCREEN)
        fresh.show()
        qtbot.waitExposed(fresh)
        settle(qtbot)
        window.activateWindow()
        settle(qtbot)
        assert seats(window) == seats(fresh)
        # And again after the next step
        window.session.perform(NextStep())
        session.perform(NextStep())
        settle(qtbot)
        fresh.show_state()
        settle(qtbot)
        assert seats(window) == seats(fresh)
    finally:
        hide_windows_opened_by(fresh)
        fresh.hide()
        session.close()
