"""Lasting effects of resolved schemes on the table display and in table mode.

The players' screens.

Know Evil's chosen heroes can't attack or cast until the archenemy's next turn:
the main window lists that under "Lasting effects"; the second window (F10)
and table mode (F11), which the players read, show it too, in the window's
language, with the same words (``texts.reminder_lines``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from archenemy.desktop import texts
from archenemy.desktop.i18n import install_language
from archenemy.engine.model import PromptKind

from support.window_play import physical, reveal, space


def _know_evil_with_a_chosen_hero(qtbot, window, name: str = "Know Evil") -> str:
    """Reveal Know Evil, answer a hero then nobody, Done.

    ``name`` is in the window's language; the first option (a hero) for its
    first question and nobody for the rest.
    """
    space(qtbot, window, 3)
    reveal(qtbot, window, name)
    chosen = window.session.state.prompts[0].options[0]
    qtbot.keyClick(window, Qt.Key.Key_1)
    while window.session.state.prompts[0].kind is not PromptKind.DONE:
        options = window.session.state.prompts[0].options
        # The last option: nobody
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{len(options)}"))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.session.state.prompts
    return chosen


def test_the_second_window_and_table_mode_show_lasting_effects_until_they_end(make_window, qtbot):
    window = make_window(physical())
    chosen = _know_evil_with_a_chosen_hero(qtbot, window)
    (reminder,) = window.session.state.reminders
    window.second_window.toggle_display(True)
    qtbot.addWidget(window.second_window.display)
    label = window.second_window.display.lasting_label
    assert not label.isHidden()
    assert "Know Evil" in label.text() and chosen in label.text()
    assert label.text() == " · ".join(texts.reminder_lines(reminder, window.catalogue()))
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert "Know Evil" in window.table_view.lasting_label.text()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    # Done undone: no lasting effect yet
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.state.reminders
    assert window.second_window.display.lasting_label.isHidden()
    window.second_window.toggle_display(False)


def test_lasting_effects_are_worded_in_spanish_on_the_second_window(translations, make_window, qtbot):
    install_language("es")
    try:
        _spanish_window(make_window, qtbot)
    finally:
        install_language("en")


def _spanish_window(make_window, qtbot) -> None:
    window = make_window(physical(), language="es")
    _know_evil_with_a_chosen_hero(qtbot, window, "Conoce el mal")
    window.second_window.toggle_display(True)
    qtbot.addWidget(window.second_window.display)
    text = window.second_window.display.lasting_label.text()
    assert "Conoce el mal" in text and "hasta el próximo turno de" in text, text
    window.second_window.toggle_display(False)
