"""Text contrast measured from the pixels.

Every label of every window and dialog, light, dark and no scheme.

The defect: the main window's label colour leaked into native light dialogs
(cream on light grey), and offscreen screenshots did not show it.  Here each
window is rendered as a whole (``grab()`` of the top-level, so parents'
backgrounds and style sheets are composited as on screen), every visible
label, button and check box with text is cut out of that image, and its
contrast is measured: the background is the crop's most common colour, the
text the colour farthest from it.  WCAG AA asks for 4.5:1.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMessageBox,
    QWidget,
)

from archenemy.desktop.session import Session
from archenemy.desktop.table.window import MainWindow
from archenemy.engine.actions import ChangeLife, ChangePoison, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.contrast import MODES, failures, text_widgets

# The theme lives on the application: each test gives the next the look it found.
pytestmark = pytest.mark.usefixtures("restore_application_look")


@pytest.fixture
def window(qtbot, tmp_path, request):
    session = Session(tmp_path / "games")
    deck = tuple(load_catalogue().precon("death-toll").scheme_ids())
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in (1, 2, 3)))
    session.new_game(GameSetup(Variant.ARCHENEMY_COMMANDER, players), random.Random(2))
    for _ in range(3):
        session.perform(NextStep())
    session.perform(ChangeLife("Hero 1", -4))
    session.perform(ChangePoison("Hero 2", 2))
    main = MainWindow(session, "en")
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    yield main
    for dialog in list(main.dialogs.opened):
        dialog.close()
    main.close()
    session.close()


def _mode(window: MainWindow, mode: str) -> None:
    if mode != "none":
        window.set_color_scheme(mode)


@pytest.mark.parametrize("mode", MODES)
def test_the_main_window_and_its_log_read_at_aa(window, mode) -> None:
    _mode(window, mode)
    window.log_dock.show()
    window.selected = "Hero 1"
    window.show_state()
    assert text_widgets(window), "the test sees the window's labels"
    assert failures(window) == []


@pytest.mark.parametrize("mode", MODES)
def test_the_second_window_reads_at_aa(window, qtbot, mode) -> None:
    _mode(window, mode)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    qtbot.addWidget(display)
    qtbot.waitExposed(display)
    display.resize(1366, 768)
    QApplication.processEvents()
    bad = failures(display)
    # The seats live in the graphics scene: measure each from its own rendering too.
    for seat in display.seats.values():
        bad += failures(seat)
    assert failures(display.inner) == [] and bad == []


@pytest.mark.parametrize("mode", MODES)
def test_every_dialog_reads_at_aa(window, qtbot, mode) -> None:
    _mode(window, mode)
    opened: list[QWidget] = []
    window.files.open_new_game_dialog()
    opened.append(window.dialogs.opened[-1])
    window.dialogs.open_all_heroes_life()
    opened.append(window.dialogs.opened[-1])
    window.dialogs.open_exact_life()
    opened.append(window.dialogs.opened[-1])
    window.dialogs.show_rulings()
    opened.append(window.dialogs.opened[-1])
    # The Default game and concession confirmations are such boxes
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Default game")
    box.setText("Start the default game? The current game stays saved.")
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
    box.show()
    opened.append(box)
    bad = {}
    for dialog in opened:
        qtbot.waitExposed(dialog)
        assert text_widgets(dialog), dialog
        found = failures(dialog)
        if found:
            bad[type(dialog).__name__ + " " + dialog.windowTitle()] = found
        dialog.close()
    assert bad == {}


@pytest.mark.parametrize("mode", MODES)
def test_the_deck_builder_reads_at_aa(window, qtbot, mode) -> None:
    from archenemy.desktop.deck_builder import DeckBuilderDialog

    _mode(window, mode)
    dialog = DeckBuilderDialog(
        window.catalogue, window, variant=window.session.state.variant, scale=1.0, color_scheme=window.theme.scheme
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert failures(dialog) == []
    dialog.close()


def test_the_measure_catches_light_text_on_a_light_dialog(qtbot) -> None:
    """The label colour leaking into a light dialog, rebuilt.

    Cream text on a light grey box fails the measure.
    """
    box = QWidget()
    qtbot.addWidget(box)
    box.setStyleSheet("background: #e8e8e8;")
    label = QLabel("Number of heroes", box)
    label.setStyleSheet("color: #f1ece2; font-size: 16pt;")
    label.adjustSize()
    box.resize(300, 80)
    box.show()
    qtbot.waitExposed(box)
    assert len(failures(box)) == 1
