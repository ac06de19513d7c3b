"""Keys sent where a real X server sends them.

To the widget that has the keyboard focus.

A key sent to the main window directly skips whatever widget really has the
focus (a scroll area takes Page Up/Down, a list the arrows): these tests send
every key to ``QApplication.focusWidget()`` (the active window when none).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def focused(window):
    """The widget a real key press goes to.

    The focus widget, else the active window, else ``window``.
    """
    return QApplication.focusWidget() or QApplication.activeWindow() or window


def press(qtbot, window, key, modifiers=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(focused(window), key, modifiers)


def life_keys(qtbot, window):
    """1–9 select, + − ±1, Page Up/Down ±5, through the focus widget."""
    # Hero 2
    press(qtbot, window, Qt.Key.Key_2)
    assert window.selected == "Hero 2", focused(window)
    press(qtbot, window, Qt.Key.Key_Minus)
    assert window.session.state.player("Hero 2").life == 19, focused(window)
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert window.session.state.player("Hero 2").life == 14, focused(window)
    press(qtbot, window, Qt.Key.Key_PageUp)
    press(qtbot, window, Qt.Key.Key_Plus)
    assert window.session.state.player("Hero 2").life == 20, focused(window)
    press(qtbot, window, Qt.Key.Key_A)
    assert window.selected == "Archenemy"
    press(qtbot, window, Qt.Key.Key_PageDown)
    assert window.session.state.player("Archenemy").life == 35, focused(window)


def test_life_keys_reach_the_table_through_the_focus_widget(make_window, qtbot):
    window = make_window()
    life_keys(qtbot, window)


def test_no_scroll_area_of_the_table_takes_the_focus(make_window, qtbot):
    from PySide6.QtWidgets import QAbstractScrollArea

    window = make_window()
    # The game log shown too
    window.menus.log_action.trigger()
    for area in window.findChildren(QAbstractScrollArea):
        assert area.focusPolicy() == Qt.FocusPolicy.NoFocus, area


def test_no_button_of_the_table_but_the_banners_takes_the_focus(make_window, qtbot):
    # Enter is the banner's; a click anywhere else leaves the keys' focus where it was.  The window sets each of
    # its parts' buttons: one it forgot would take the focus from the table.
    from PySide6.QtWidgets import QAbstractButton

    window = make_window()
    window.menus.log_action.trigger()
    focusing = [
        button.objectName() or button.text() or type(button).__name__
        for button in window.findChildren(QAbstractButton)
        if not window.banner.isAncestorOf(button) and button.focusPolicy() != Qt.FocusPolicy.NoFocus
    ]
    assert focusing == []


def test_life_keys_with_the_log_shown(make_window, qtbot):
    window = make_window()
    window.menus.log_action.trigger()
    qtbot.wait(50)
    life_keys(qtbot, window)


def test_life_keys_in_table_mode(make_window, qtbot):
    window = make_window()
    press(qtbot, window, Qt.Key.Key_F11)
    assert window.table_mode
    qtbot.wait(50)
    life_keys(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert not window.table_mode


def test_life_keys_from_the_second_window(make_window, qtbot):
    window = make_window()
    press(qtbot, window, Qt.Key.Key_F10)
    display = window.second_window.display
    assert display is not None and display.isVisible()
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow, timeout=3000)
    life_keys(qtbot, window)


def test_a_scheme_life_effect_is_applied_once_and_undo_offers_it_again(make_window, qtbot):
    from archenemy.engine.actions import ChangeLife

    from support.window_play import physical, reveal, space

    window = make_window(physical(deck=("i-delight-in-your-convulsions",) * 20))
    space(qtbot, window, 3)
    reveal(qtbot, window, "I Delight in Your Convulsions")
    (button,) = window.banner.scheme_row.effect_buttons
    assert button.isEnabled() and "Applied" not in button.text()
    button.click()
    assert window.session.state.player("Hero 1").life == 17
    (button,) = window.banner.scheme_row.effect_buttons
    assert not button.isEnabled() and button.text().endswith("Applied ✓"), button.text()
    # Another action in between
    window.session.perform(ChangeLife("Hero 2", -1))
    (button,) = window.banner.scheme_row.effect_buttons
    assert not button.isEnabled(), "other actions do not offer it again"
    window.session.undo()
    window.session.undo()
    assert window.session.state.player("Hero 1").life == 20
    (button,) = window.banner.scheme_row.effect_buttons
    assert button.isEnabled() and "Applied" not in button.text(), "Ctrl+Z offers it again"
    window.session.redo()
    (button,) = window.banner.scheme_row.effect_buttons
    assert not button.isEnabled() and "Applied" in button.text(), "Ctrl+Shift+Z applied it again"


def test_the_numeric_keypads_plus_and_minus_change_life_too(make_window, qtbot):
    """A laptop's keypad (or a USB one at the table).

    Qt reports its keys with the keypad modifier.
    """
    window = make_window()
    keypad = Qt.KeyboardModifier.KeypadModifier
    # Hero 2, from the keypad's 3
    press(qtbot, window, Qt.Key.Key_2, keypad)
    assert window.selected == "Hero 2", focused(window)
    press(qtbot, window, Qt.Key.Key_Minus, keypad)
    press(qtbot, window, Qt.Key.Key_Minus, keypad)
    assert window.session.state.player("Hero 2").life == 18, focused(window)
    press(qtbot, window, Qt.Key.Key_Plus, keypad)
    assert window.session.state.player("Hero 2").life == 19, focused(window)


def test_no_button_has_the_focus_when_the_table_opens_or_its_panels_are_rebuilt(make_window, qtbot):
    """A stray focus ring on the archenemy's "−".

    The window's first focus went to the first button.
    """
    from PySide6.QtWidgets import QAbstractButton

    window = make_window()
    assert not isinstance(QApplication.focusWidget(), QAbstractButton), QApplication.focusWidget()
    assert QApplication.focusWidget() is window.centralWidget()
    for panel in window.panels.values():
        # As every button of the table: a click never moves the keys' focus
        assert panel.minus.focusPolicy() == panel.plus.focusPolicy() == Qt.FocusPolicy.NoFocus
    # The panels are rebuilt
    window.set_scale(1.15)
    qtbot.wait(20)
    assert QApplication.focusWidget() is window.centralWidget()
    life_keys(qtbot, window)


def test_f1_scrolls_by_keyboard_and_lists_every_table_helper_key(make_window, qtbot):
    """F1 scrolls by keyboard and lists Ctrl+M, Ctrl+K and Ctrl+Shift+L.

    F1 could not be scrolled by keyboard and lacked Ctrl+M, Ctrl+K and
    Ctrl+Shift+L.
    """
    from PySide6.QtWidgets import QScrollArea

    window = make_window()
    window.resize(1366, 600)
    press(qtbot, window, Qt.Key.Key_F1)
    dialog = window.dialogs.opened[-1]
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    dialog.resize(880, 420)
    qtbot.wait(20)
    keys = [key for key, _ in dialog.rows()]
    for sequence in ("Ctrl+M", "Ctrl+K", "Ctrl+Shift+L"):
        assert sequence in keys, keys
    scroll = dialog.findChild(QScrollArea)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the list is longer than the window"
    focus = QApplication.focusWidget()
    assert focus is scroll, focus
    press(qtbot, dialog, Qt.Key.Key_PageDown)
    assert bar.value() > 0
    press(qtbot, dialog, Qt.Key.Key_Home)
    assert bar.value() == 0
    press(qtbot, dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)


def test_undo_and_redo_say_what_they_changed(make_window, qtbot):
    """Undo gave no visible feedback (a total changed somewhere, silently)."""
    window = make_window()
    panel = window.panels["Hero 2"]
    for _ in range(3):
        panel.minus.click()
    # The click's running "−3" goes after 2 s (a timer: later when the resume snapshot is written meanwhile).
    qtbot.waitUntil(lambda: panel.delta_label.text() == "", timeout=5000)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.player("Hero 2").life == 20
    assert window.helper_label.isVisible() and window.helper_label.text().startswith("Undone:")
    assert "Hero 2" in window.helper_label.text() and window.status.text() == window.helper_label.text()
    assert panel.delta_label.text() == "+3"
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.player("Hero 2").life == 17
    assert window.helper_label.text().startswith("Redone:") and panel.delta_label.text() == "−3"
    # The turn bar's ↶ says it too
    window.turn_bar.undo_button.click()
    assert window.helper_label.text().startswith("Undone:") and panel.delta_label.text() == "+3"


def test_a_question_field_that_goes_leaves_no_focus_ring_on_a_panel(make_window, qtbot):
    """After the reveal picker, the focus ring goes to no stray button.

    Once the reveal picker (which had the focus) was answered, Qt gave the
    focus to the next widget of the chain, the archenemy's "−", with its ring.
    """
    from support.window_play import physical, reveal, space

    window = make_window(physical())
    space(qtbot, window, 3)
    assert window.banner.picker is not None and window.banner.picker.hasFocus()
    reveal(qtbot, window, "Because I Have Willed It")
    qtbot.wait(20)
    focus = QApplication.focusWidget()
    assert not any(focus in (p.minus, p.plus) for p in window.panels.values()), focus
    life_keys(qtbot, window)


def test_the_apply_buttons_keep_their_places_once_one_is_pressed(make_window, qtbot):
    """The Mighty Will Fall's [Hero 1 loses 7 life] [Hero 2…] [Hero 3…].

    Pressing the first took Hero 1 out of the highest life totals, and the done
    button jumped to the end of the row.
    """
    from support.window_play import physical, reveal, space

    window = make_window(physical(deck=("the-mighty-will-fall",) * 20))
    space(qtbot, window, 3)
    reveal(qtbot, window, "The Mighty Will Fall")
    before = [button.text() for button in window.banner.scheme_row.effect_buttons]
    assert len(before) == 3 and "Hero 1" in before[0], before
    window.banner.scheme_row.effect_buttons[0].click()
    assert window.session.state.player("Hero 1").life == 13
    after = [button.text() for button in window.banner.scheme_row.effect_buttons]
    # "Hero 1 loses 7 life", without its key ("  [A]")
    words = before[0].split("  [")[0]
    assert after[0].startswith(words) and after[0].endswith("Applied ✓"), after
    assert after[1:] == before[1:], "the other buttons stay where they were"
    assert not any(button.isEnabled() for button in window.banner.scheme_row.effect_buttons)
