"""The turn bar's title never makes the main window wider than its screen.

Planechase at 1366×768: when the active player left the game on their own
turn, the title ("Turno 2 · Jugador 1 (ha dejado la partida)") took its
whole text's width and the window's least width went from 1,212 to 1,552
pixels, past the screen, with or without a window manager: Next step, the
planar deck's lines and a life total were cut at the right.  The title is
cut with "…" now; its tooltip and accessible name keep the whole text.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel

from archenemy.desktop.table.turn_bar import TurnLine
from archenemy.engine.actions import ChangeLife
from archenemy.engine.model import Step
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant

from support.planar_games import PLANAR_FILLER, planechase_start

SCREEN = (1366, 768)
# Seat names as long as the new game's own ("Jugador 1", "Player 1").
NAMES = ("Jugador 1", "Jugador 2", "Jugador 3", "Jugador 4")


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(200)


def _start() -> GameStart:
    """Planechase alone: four seats with the new game's names, a filler deck."""
    start = planechase_start(PLANAR_FILLER, players=4)
    setup = GameSetup(Variant.PLANECHASE, tuple(PlayerSetup(name) for name in NAMES), planar=start.setup.planar)
    return GameStart(setup, (), NAMES[0], planar_decks=start.planar_decks)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_active_player_leaving_keeps_the_window_on_the_screen(make_window, qtbot, translations, language):
    window = make_window(_start(), language)
    window.resize(*SCREEN)
    _settle(qtbot)
    before = window.minimumSizeHint().width()
    assert before <= SCREEN[0], before
    state = window.session.state
    active = state.active
    assert state.step is not Step.CLEANUP
    assert window.session.perform(ChangeLife(active, -state.player(active).life))
    _settle(qtbot)
    bar = window.turn_bar.turn_label
    whole = bar.text()
    assert active in whole and whole != f"Turn {state.turn} · {active}", whole
    hint = window.minimumSizeHint().width()
    assert hint <= SCREEN[0], (language, whole, before, hint)
    # Cut or whole, it says the whole line to a screen reader and in its tooltip.
    assert bar.accessibleName() == whole and whole in bar.toolTip()


def test_the_cut_turn_line_is_drawn_as_a_label_draws_its_text(qapp, qtbot):
    # The line paints its cut text with its painter alone (no style asked): the same pixels as a label's own.
    line = TurnLine()
    line.show_line("Turno 12 · Jugador 1 (ha dejado la partida)")
    label = QLabel()
    qtbot.addWidget(line)
    qtbot.addWidget(label)
    for widget in (line, label):
        widget.setFont(QFont(line.font().family(), 20, QFont.Weight.Bold))
        widget.resize(180, 40)
    cut = line.shown_text()
    assert cut.endswith("…") and cut != line.text()
    label.setText(cut)
    drawn, expected = line.grab().toImage(), label.grab().toImage()
    assert drawn == expected
    # Text was drawn: some pixel differs from the first.
    first = drawn.pixel(0, 0)
    assert any(drawn.pixel(x, y) != first for x in range(drawn.width()) for y in range(drawn.height()))
