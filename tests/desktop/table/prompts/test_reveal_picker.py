"""Physical deck: the scheme revealed, typed on the main window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from support.window_play import physical, space


def test_enter_on_a_prefix_naming_one_scheme_reveals_it(make_window, qtbot):
    window = make_window(physical())
    space(qtbot, window, 3)
    picker = window.banner.picker
    assert picker is not None and window.session.state.prompts[0].question == "reveal"
    qtbot.keyClicks(picker.lineEdit(), "Laughter")
    assert picker.findText(picker.currentText()) < 0, "a prefix, not a whole name"
    qtbot.keyClick(picker.lineEdit(), Qt.Key.Key_Return)
    state = window.session.state
    assert not state.prompts or state.prompts[0].question != "reveal", "Enter revealed the only match"
    assert "my-laughter-echoes" in [face.scheme_id for face in state.face_up()]


def test_enter_on_a_prefix_naming_several_schemes_waits(make_window, qtbot):
    window = make_window(physical())
    space(qtbot, window, 3)
    picker = window.banner.picker
    # My Forces Are Innumerable, My Laughter Echoes
    qtbot.keyClicks(picker.lineEdit(), "My ")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.session.state.prompts[0].question == "reveal"


def test_the_revealed_button_shows_its_key(make_window, qtbot):
    window = make_window(physical())
    space(qtbot, window, 3)
    assert "Revealed  [Enter]" in [
        button.text() for button in window.banner.findChildren(type(window.turn_bar.next_button))
    ]
