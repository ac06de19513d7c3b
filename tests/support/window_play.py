"""Playing a test's main window by keys.

A physical-deck game, Space, the reveal picker.

The window comes from the ``make_window`` fixture (``tests/desktop/conftest.py``);
these helpers press the keys a player presses, through pytest-qt's ``qtbot``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import DeckMode, PromptKind, Step
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

NICOL_BOLAS = tuple(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())


def physical(variant=Variant.ARCHENEMY, heroes=3, deck=NICOL_BOLAS) -> GameSetup:
    players = [PlayerSetup("Archenemy", deck)] + [PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1)]
    return GameSetup(variant, tuple(players), DeckMode.PHYSICAL)


def space(qtbot, window, times=1):
    for _ in range(times):
        qtbot.keyClick(window, Qt.Key.Key_Space)


def to_main(qtbot, window, tries: int = 8):
    """Space to the active turn's precombat main phase.

    At most ``tries`` presses; raises AssertionError when the step is not
    reached, so a test never goes on from the wrong step.
    """
    for _ in range(tries):
        if window.session.state.step is Step.PRECOMBAT_MAIN:
            return
        space(qtbot, window)
    assert window.session.state.step is Step.PRECOMBAT_MAIN, f"still at {window.session.state.step}"


def reveal(qtbot, window, english_name: str):
    picker = window.banner.picker
    assert picker is not None, "the reveal prompt shows a type-ahead picker"
    picker.lineEdit().setText("")
    qtbot.keyClicks(picker.lineEdit(), english_name)
    index = next(i for i in range(picker.count()) if english_name in picker.itemText(i))
    picker.setCurrentIndex(index)
    qtbot.keyClick(picker.lineEdit(), Qt.Key.Key_Return)
    # Offscreen, the completer's popup leaves no active window behind; a real desktop keeps it.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def advance_to(qtbot, window, active: str, step: Step):
    for _ in range(60):
        state = window.session.state
        if state.active == active and state.step is step:
            return
        space(qtbot, window)
    raise AssertionError(f"never reached {active} {step}")


def to_count_question(qtbot, window, english_name: str = "Because I Have Willed It"):
    """Set ``english_name`` in motion and go on to its count question.

    Ctrl+Space, then its reveal; returns the count's prompt, raises
    AssertionError when none comes.
    """
    ctrl_space = (Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, *ctrl_space)
    reveal(qtbot, window, english_name)
    for _ in range(4):
        prompts = window.session.state.prompts
        if prompts and prompts[0].kind is PromptKind.COUNT:
            return prompts[0]
        qtbot.keyClick(window, *ctrl_space)
    raise AssertionError("no count question")
