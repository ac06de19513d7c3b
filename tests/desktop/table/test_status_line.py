"""The status line: refusals in the error colour, information in the text colour.

"Undone: …" and "Saved as …" are no problem: they were drawn salmon-red as
every refusal was.
"""

from __future__ import annotations

from archenemy.engine.actions import ChangeLife


def test_information_is_plain_and_a_refusal_is_red(make_window, qtbot) -> None:
    window = make_window()
    window.session.perform(ChangeLife("Hero 1", -2))
    window.menus.undo_action.trigger()
    assert window.status.text().startswith("Undone")
    note = window.status.palette().color(window.status.foregroundRole()).name()
    assert window.status.property("tone") == "note"
    window.dialogs.show_rulings()
    assert window.status.text() == "No scheme has been set in motion yet."
    assert window.status.property("tone") == "error"
    error = window.status.palette().color(window.status.foregroundRole()).name()
    assert note != error, "information and a refusal look different"


def test_why_the_next_stop_stopped_is_information(make_window, qtbot) -> None:
    from PySide6.QtCore import Qt

    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert window.status.text().startswith("Stopped")
    assert window.status.property("tone") == "note"
