"""The player panels keep their height while the question shown changes.

Every question that came, went or changed shape laid every seat out again
(the life totals changed size with the question's lines, and an undo
through those questions took twice as long).  The panels give height to a
longer card or question and keep what they have for a shorter one; a resize
or a new game measures them afresh.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from archenemy.desktop.table.window import MainWindow
from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import DeckMode
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

NICOL_BOLAS = tuple(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())
SCREEN = (1366, 768)


def settle(qtbot) -> None:
    """Let the layout and the window's zero-time timers run."""
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


def know_evil_window(make_window, qtbot) -> MainWindow:
    """Nine seats at 1,366×768, "Know Evil" set in motion.

    Each answer adds a line to its card; the archenemy picks it from a
    physical deck.
    """
    deck = ("know-evil",) + tuple(i for i in NICOL_BOLAS if i != "know-evil")[:19]
    heroes = tuple(PlayerSetup(f"Hero {n}") for n in range(1, 9))
    window = make_window(GameSetup(Variant.ARCHENEMY, (PlayerSetup("Archenemy", deck), *heroes), DeckMode.PHYSICAL))
    window.resize(*SCREEN)
    for _ in range(3):
        window.session.perform(NextStep())
    prompt = window.session.state.prompts[0]
    window.session.perform(Answer(prompt.id, "know-evil"))
    settle(qtbot)
    return window


def answer_all(window: MainWindow, qtbot) -> list[int]:
    """Answer every question; the panels' height after each (pixels).

    The first option, Done, no or 0.
    """
    heights = []
    while window.session.state.prompts:
        prompt = window.session.state.prompts[0]
        value = {"done": True, "yes_no": False, "count": 0}.get(prompt.kind.value, None)
        window.session.perform(Answer(prompt.id, prompt.options[0] if value is None else value))
        settle(qtbot)
        heights.append(window.players_area.height())
    return heights


def test_undoing_the_answers_back_to_a_shorter_card_does_not_lay_the_seats_out_again(make_window, qtbot) -> None:
    window = know_evil_window(make_window, qtbot)
    first = window.players_area.height()
    given = answer_all(window, qtbot)
    assert min(given) < first, "the card's lines took height from the panels"
    low = window.players_area.height()
    panel = window.panels["Hero 1"]
    geometry, life_pt = panel.geometry(), panel.life_label.font().pointSizeF()
    # Back through every answer to "Know Evil": the card and the question shorter at each, then the answers again
    for _ in given:
        window.menus.undo_action.trigger()
        settle(qtbot)
        assert window.players_area.height() == low, window.session.state.prompts
        assert panel.geometry() == geometry and panel.life_label.font().pointSizeF() == life_pt
        text = window.card.text_label
        assert not text.elided and text.height_for(text.font().pointSize()) <= text.height()
    for _ in given:
        window.menus.redo_action.trigger()
        settle(qtbot)
        assert window.players_area.height() == low
        assert panel.geometry() == geometry


def test_a_resize_or_a_new_game_measures_the_panels_afresh(make_window, qtbot) -> None:
    window = know_evil_window(make_window, qtbot)
    first = window.players_area.height()
    for _ in answer_all(window, qtbot):
        window.menus.undo_action.trigger()
        settle(qtbot)
    low = window.players_area.height()
    assert low < first
    # The window's size changed, and back: the panels as tall as the question shown now lets them be
    window.resize(SCREEN[0], SCREEN[1] - 100)
    settle(qtbot)
    window.resize(*SCREEN)
    settle(qtbot)
    qtbot.waitUntil(lambda: window.players_area.height() > low, timeout=2000)
    answer_all(window, qtbot)
    low = window.players_area.height()
    window.session.new_game(window.session.game.start.setup, random.Random(5))
    window.show_state()
    settle(qtbot)
    for _ in range(3):
        window.session.perform(NextStep())
        settle(qtbot)
    assert window.players_area.height() > low
