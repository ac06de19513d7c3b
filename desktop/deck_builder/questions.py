"""The deck builder's confirmations, always non-blocking.

They use ``open()`` and ``finished``, never ``exec()``.

The builder may be opened from a coroutine on the qasync loop; a nested event
loop there breaks qasync, so every question answers through a callback.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from ..widgets.dialog_keys import give_focus_back

__all__ = ["ask_save_discard", "ask_yes_cancel"]

_Button = QMessageBox.StandardButton


def _question(parent: QWidget, title: str, text: str, buttons: _Button, default: _Button) -> QMessageBox:
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    # A question may name a deck: a name, never markup.
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    box.setStandardButtons(buttons)
    box.setDefaultButton(default)
    box.setEscapeButton(_Button.Cancel)
    return box


def _open(box: QMessageBox, answers: dict[_Button, Callable[[], object]], done: Callable[[QMessageBox], None]) -> None:
    def finished(_result: int) -> None:
        clicked = box.clickedButton()
        action = next((run for button, run in answers.items() if clicked is box.button(button)), None)
        box.deleteLater()
        parent = box.parentWidget()
        done(box)
        if action is not None:
            action()
        if parent is not None:
            # Without a window manager the focus would stay on the root window; a dialog the
            # answer opened (Paste, Import) gets it, never raised under the window behind it.
            opened = QApplication.activeModalWidget()
            give_focus_back(opened if opened is not None and opened is not box else parent.window())

    box.finished.connect(finished)
    box.open()


def ask_yes_cancel(
    parent: QWidget,
    title: str,
    text: str,
    on_yes: Callable[[], object],
    done: Callable[[QMessageBox], None] = lambda _box: None,
) -> QMessageBox:
    """Ask Yes / Cancel (Cancel is the default).

    ``on_yes`` runs after Yes, ``done`` after any answer.
    """
    box = _question(parent, title, text, _Button.Yes | _Button.Cancel, _Button.Cancel)
    _open(box, {_Button.Yes: on_yes}, done)
    return box


def ask_save_discard(
    parent: QWidget,
    title: str,
    text: str,
    on_save: Callable[[], object],
    on_discard: Callable[[], object],
    done: Callable[[QMessageBox], None] = lambda _box: None,
) -> QMessageBox:
    """Ask Save / Discard / Cancel (Save is the default; Esc cancels).

    Cancel runs nothing.
    """
    box = _question(parent, title, text, _Button.Save | _Button.Discard | _Button.Cancel, _Button.Save)
    _open(box, {_Button.Save: on_save, _Button.Discard: on_discard}, done)
    return box
