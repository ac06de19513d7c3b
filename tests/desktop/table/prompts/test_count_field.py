"""The count field of a question.

Typing replaces its pre-filled 0, in table mode too.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from archenemy.engine.model import HEROES, PromptKind, Step

from support.window_play import physical, reveal


def to_count_question(qtbot, window):
    """Because I Have Willed It set in motion.

    Ctrl+Space to its count question at the heroes' end step.
    """
    ctrl_space = (Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, *ctrl_space)
    reveal(qtbot, window, "Because I Have Willed It")
    qtbot.keyClick(window, *ctrl_space)
    qtbot.keyClick(window, *ctrl_space)
    state = window.session.state
    assert state.active == HEROES and state.step is Step.END
    assert state.prompts and state.prompts[0].kind is PromptKind.COUNT
    QApplication.processEvents()
    return state.prompts[0]


def test_a_typed_count_replaces_the_pre_filled_zero(make_window, qtbot):
    window = make_window(physical())
    prompt = to_count_question(qtbot, window)
    spin = window.banner.spin
    qtbot.waitUntil(spin.hasFocus, timeout=3000)
    focused = QApplication.focusWidget()
    qtbot.keyClick(focused, Qt.Key.Key_2)
    assert spin.text() == "2"
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    answers = [a for a in window.session.game.log if getattr(a, "prompt", None) == prompt.id]
    assert answers and answers[-1].value == 2


def test_table_mode_types_the_count_and_enter_answers_it(make_window, qtbot):
    window = make_window(physical())
    prompt = to_count_question(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.wait(200)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_2)
    assert window.selected is None
    assert window.banner.spin.text() == "2"
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    answers = [a for a in window.session.game.log if getattr(a, "prompt", None) == prompt.id]
    assert answers and answers[-1].value == 2
    # No count waits: a digit selects its player again
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert window.selected == "Hero 2"


def test_table_mode_keeps_the_rules_text_whole_while_the_count_question_waits(make_window, qtbot):
    window = make_window(physical())
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.wait(100)
    to_count_question(qtbot, window)
    # Refused: the banner says why, a line more
    qtbot.keyClick(window, Qt.Key.Key_Space)
    # The question sized against the table's card (60 ms after it shows)
    qtbot.wait(400)
    text = window.table_view.card.text_label
    assert text.isVisible() and "abandon this scheme" in text.source
    assert not text.elided, text.text()
    assert text.font().pointSize() >= 13


def test_undo_and_redo_keys_reach_the_game_from_the_count_field(make_window, qtbot):
    window = make_window(physical())
    prompt = to_count_question(qtbot, window)
    spin = window.banner.spin
    qtbot.waitUntil(spin.hasFocus, timeout=3000)
    qtbot.keyClick(spin, Qt.Key.Key_1)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert not window.session.state.prompts
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.prompts[0].id == prompt.id, "the question is back"
    spin = window.banner.spin
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=3000)
    qtbot.keyClick(spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not window.session.state.prompts, "Ctrl+Shift+Z redid the answer"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    spin = window.banner.spin
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus, timeout=3000)
    before = window.session.state
    qtbot.keyClick(spin, Qt.Key.Key_2)
    qtbot.keyClick(spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state != before, "Ctrl+Z in the field undid the game's last step"


def test_a_digit_with_ctrl_while_a_count_waits_types_nothing(make_window, qtbot):
    """Ctrl or Meta and a digit is no typing: the count keeps its value.

    The field's line ignores such a key, so Qt handed it back up to the
    window, whose keys typed it into the field again, for ever: the app
    crashed (the GUI monkey found it).
    """
    window = make_window(physical())
    prompt = to_count_question(qtbot, window)
    spin = window.banner.spin
    for modifier in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.MetaModifier):
        qtbot.keyClick(window, Qt.Key.Key_2, modifier)
        assert spin.text() == "0"
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert spin.text() == "2"
    # In the field itself the spin box has the key; it never comes back round
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.prompts[0].id == prompt.id
