"""Every key is written one way on screen.

"Enter", never "Return", in the menus and the buttons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton

from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _make_yourself_useful() -> GameSetup:
    players = [PlayerSetup("Archenemy", ("make-yourself-useful",) * 20)]
    return GameSetup(Variant.ARCHENEMY, tuple(players + [PlayerSetup(f"Hero {n}") for n in (1, 2, 3)]))


def test_the_menus_and_the_number_field_write_enter_never_return(make_window, qtbot):
    window = make_window(_make_yourself_useful())
    native = QKeySequence.SequenceFormat.NativeText
    shown = [action.shortcut().toString(native) for action in window.findChildren(QAction)]
    assert window.menus.confirm_action.shortcut().toString(native) == "Enter"
    assert not [text for text in shown if "Return" in text]
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    (button,) = [b for b in window.banner.scheme_row.effect_buttons if "toughness" in b.text()]
    button.click()
    assert window.banner.numbers.apply_button.text() == "Apply  [Enter]"
    buttons = [b.text() for b in window.findChildren(QAbstractButton) if b.isVisible()]
    assert not [text for text in buttons if "Return" in text]


def test_spanish_writes_intro_for_the_same_keys(make_window, qtbot):
    window = make_window(_make_yourself_useful(), "es")
    assert window.menus.confirm_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == "Intro"
