"""Physical deck: the scheme revealed, typed on the main window."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QPushButton

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


def test_enter_on_a_prefix_naming_several_schemes_says_which(make_window, qtbot):
    window = make_window(physical())
    space(qtbot, window, 3)
    picker = window.banner.picker
    qtbot.keyClicks(picker.lineEdit(), "My ")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    said = window.banner.question.text()
    assert "“My” is in several names: " in said and "Type more of the one revealed." in said
    assert "My Forces Are Innumerable" in said and "My Laughter Echoes" in said
    assert window.session.state.prompts[0].question == "reveal" and not list(window.session.state.face_up())


def test_a_name_no_scheme_of_the_deck_has_is_refused_with_a_message_and_reveals_nothing(make_window, qtbot):
    window = make_window(physical())
    space(qtbot, window, 3)
    picker = window.banner.picker
    undo = window.menus.undo_action.text()
    qtbot.keyClicks(picker.lineEdit(), "Lightning Bolt")
    # Enter on the main window, then the Revealed button: both refuse and say why
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert "No scheme of this deck has “Lightning Bolt” in its name." in window.banner.question.text()
    button = next(b for b in window.banner.findChildren(QPushButton) if b.text().startswith("Revealed"))
    button.click()
    assert "No scheme of this deck has “Lightning Bolt” in its name." in window.banner.question.text()
    assert window.session.state.prompts[0].question == "reveal" and not list(window.session.state.face_up())
    assert window.menus.undo_action.text() == undo
    assert picker.currentText() == "Lightning Bolt", "the typed name stays to be corrected"


def test_the_refusal_is_in_spanish_in_a_spanish_window(make_window, qtbot, translations):
    window = make_window(physical(), "es")
    space(qtbot, window, 3)
    qtbot.keyClicks(window.banner.picker.lineEdit(), "Rayo")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert "Ningún plan de este mazo tiene «Rayo» en su nombre." in window.banner.question.text()


def _field_and_popup(picker):
    # The line typed into (Qt lays the names over the combo's bottom frame, never over its text).
    line = picker.lineEdit()
    return QRect(line.mapToGlobal(QPoint(0, 0)), line.size()), picker.completer().popup().geometry()


def test_the_names_offered_never_cover_the_field_when_the_question_above_grows(make_window, qtbot):
    window = make_window(physical())
    space(qtbot, window, 3)
    picker = window.banner.picker
    qtbot.keyClicks(picker.lineEdit(), "e")
    popup = picker.completer().popup()
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    field, offered = _field_and_popup(picker)
    assert not offered.intersects(field), "the names open beside the field"
    top = field.top()
    # The question grows by a line above the field while the names are open (its size fitted, a reason told).
    window.banner.tell_why("Next step waits for this answer.\nType more of the one revealed.")
    qtbot.waitUntil(lambda: picker.mapToGlobal(QPoint(0, 0)).y() > top, timeout=3000)
    field, offered = _field_and_popup(picker)
    assert popup.isVisible() and not offered.intersects(field), f"names {offered} over the field {field}"


def test_the_refusal_shows_under_a_real_x_server(tmp_path, xvfb_display):
    """The banner grows a line for the refusal, typed key by key through X.

    The label held the words while its height stayed two lines: nothing showed.
    """
    from support.xvfb import run_scenario

    seen = run_scenario("refused_scheme_name", xvfb_display, tmp_path)
    assert "No scheme of this deck has “Lightning” in its name." in seen["text"]
    assert seen["height"] >= seen["needed"], seen
