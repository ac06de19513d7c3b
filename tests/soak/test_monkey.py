"""A seeded GUI monkey.

Thousands of random keys, clicks and menu actions on the real window and its
dialogs.

Offscreen, on the session's qasync loop, 2,000 events by default.  Each step is one of: a key (with
modifiers now and then) to the focused widget, a click on a random visible
button or on a random point of a random visible widget, a random menu action
(every dialog of the app opens this way), or closing the dialog in front.
A key on a focused menu button (a seat's colour, Jump to step) opens its menu
in ``QMenu.exec()``, a nested loop the step cannot return from: a timer plays
in such a menu (arrows, Enter, Escape) with a random generator of its own.
While a dialog is open the monkey plays in it (as a person would: the window
behind is modal-blocked); file dialogs are only closed.  pytest-qt fails the
test on any exception in a slot.  At the end the state the window shows
equals a strict replay of the journal on disk.

``ARCHENEMY_MONKEY_SEEDS=N`` plays N games, seeds ``ARCHENEMY_MONKEY_SEED``
(1729) and the next ones, ``ARCHENEMY_MONKEY_EVENTS`` events each; ``make
soak`` plays ten beside one busy process per core.  The time limit grows
with the events: 300 s for each 2,000.
"""

from __future__ import annotations

import math
import os
import random
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QWidget,
)

from archenemy.desktop.session import Session
from archenemy.desktop.table import MainWindow

from support.reliability import strict_replay
from support.windows import windows_left_open

EVENTS = int(os.environ.get("ARCHENEMY_MONKEY_EVENTS", "2000"))
SEED = int(os.environ.get("ARCHENEMY_MONKEY_SEED", "1729"))
SEEDS = [SEED + n for n in range(int(os.environ.get("ARCHENEMY_MONKEY_SEEDS", "1")))]

K = Qt.Key
KEYS = [
    K.Key_Space, K.Key_Space, K.Key_Return, K.Key_Escape, K.Key_Tab, K.Key_Backtab,
    K.Key_Up, K.Key_Down, K.Key_Left, K.Key_Right, K.Key_Plus, K.Key_Minus, K.Key_Equal,
    K.Key_PageUp, K.Key_PageDown, K.Key_Backspace, K.Key_Delete,
    K.Key_1, K.Key_2, K.Key_3, K.Key_4, K.Key_5, K.Key_0, K.Key_A, K.Key_Y, K.Key_N, K.Key_X,
]  # fmt: skip
MODIFIERS = [Qt.KeyboardModifier.NoModifier] * 6 + [
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.ControlModifier,
]


def _visible(widget: QWidget) -> bool:
    return widget.isVisible() and widget.isEnabled() and widget.width() > 0 and widget.height() > 0


def _front_dialog(window: MainWindow) -> QWidget | None:
    """The open modal dialog in front (the newest), or ``None``."""
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    found += [w for w in window.findChildren(QDialog) if w.isVisible() and w not in found]
    return found[-1] if found else None


class Monkey:
    """Plays ``EVENTS`` random steps; counts what it did."""

    def __init__(self, window: MainWindow, qtbot, rng: random.Random) -> None:
        self.window, self.qtbot, self.rng = window, qtbot, rng
        self.counts = {"key": 0, "click": 0, "action": 0, "dialogs": 0, "closed": 0, "nested menu": 0}
        self._seen: set[int] = set()
        self._stepping = False
        self._nested_rng = random.Random(rng.random())
        # Runs only while the loop spins: in processEvents() between steps (where it does
        # nothing) and in a nested QMenu.exec() started by a key or click of a step.
        self.nested_menus = QTimer(window)
        self.nested_menus.setInterval(5)
        self.nested_menus.timeout.connect(self._play_in_nested_menu)
        self.nested_menus.start()

    def _play_in_nested_menu(self) -> None:
        popup = QApplication.activePopupWidget()
        if not self._stepping or popup is None:
            return
        key = self._nested_rng.choice([K.Key_Down, K.Key_Down, K.Key_Up, K.Key_Return, K.Key_Escape])
        QTest.keyClick(popup, key)
        self.counts["nested menu"] += 1

    def actions(self) -> list[QAction]:
        """The window's menu actions now, Quit excepted.

        Menus are rebuilt as the game goes.
        """
        return [a for a in self.window.findChildren(QAction) if a is not self.window.menus.quit_action and a.text()]

    def step(self) -> None:
        self._stepping = True
        try:
            self._step()
        finally:
            self._stepping = False

    def _step(self) -> None:
        # A menu or a combo box list, opened by a click
        popup = QApplication.activePopupWidget()
        if popup is not None:
            if self.rng.random() < 0.5:
                QTest.keyClick(popup, self.rng.choice([K.Key_Down, K.Key_Up, K.Key_Return, K.Key_Escape]))
            else:
                popup.close()
            self.counts["key"] += 1
            return
        dialog = _front_dialog(self.window)
        if dialog is not None and id(dialog) not in self._seen:
            self._seen.add(id(dialog))
            self.counts["dialogs"] += 1
        if dialog is not None and (isinstance(dialog, QFileDialog) or self.rng.random() < 0.08):
            dialog.reject()
            self.counts["closed"] += 1
            return
        target: QWidget = dialog if dialog is not None else self.window
        roll = self.rng.random()
        if roll < 0.35:
            self.key(target)
        elif roll < 0.85:
            self.click(target)
        elif dialog is None:
            action = self.rng.choice(self.actions())
            if action.isEnabled():
                action.trigger()
                self.counts["action"] += 1

    def key(self, target: QWidget) -> None:
        focus = QApplication.focusWidget()
        receiver = focus if focus is not None and focus.window() is target.window() else target
        QTest.keyClick(receiver, self.rng.choice(KEYS), self.rng.choice(MODIFIERS))
        self.counts["key"] += 1

    def click(self, target: QWidget) -> None:
        if self.rng.random() < 0.7:
            widgets: list[QWidget] = [b for b in target.findChildren(QAbstractButton) if _visible(b)]
        else:
            widgets = [w for w in target.findChildren(QWidget) if _visible(w)]
        if not widgets:
            return
        widget = self.rng.choice(widgets)
        point = QPoint(self.rng.randrange(widget.width()), self.rng.randrange(widget.height()))
        modifier = Qt.KeyboardModifier.ShiftModifier if self.rng.random() < 0.1 else Qt.KeyboardModifier.NoModifier
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, modifier, point)
        self.counts["click"] += 1

    def close_dialogs(self) -> None:
        for _ in range(20):
            dialog = _front_dialog(self.window)
            if dialog is None:
                return
            dialog.reject()
            QApplication.processEvents()


@pytest.mark.timeout(300 * max(1, math.ceil(EVENTS / 2000)))
@pytest.mark.parametrize("seed", SEEDS)
def test_random_keys_and_clicks_never_break_the_window_or_the_journal(
    qtbot, qasync_loop, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    # Clicks reach a file dialog's own buttons (New Folder, Save): whatever they write stays in tmp_path.
    monkeypatch.chdir(tmp_path)
    session = Session(tmp_path / "games")
    session.new_game(rng=random.Random(seed))
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    window.show()
    monkey = Monkey(window, qtbot, random.Random(seed))
    started = time.monotonic()
    checks = 0
    for index in range(EVENTS):
        monkey.step()
        QApplication.processEvents()
        if index % 500 == 499:
            monkey.close_dialogs()
            assert session.path is not None
            assert strict_replay(session.path).state == session.state, f"after {index + 1} events"
            checks += 1
    monkey.close_dialogs()
    qtbot.wait(10)
    assert session.path is not None and session.game is not None
    assert strict_replay(session.path).state == session.state
    # The dialogs were really visited
    assert monkey.counts["dialogs"] >= 3, monkey.counts
    elapsed = time.monotonic() - started
    print(f"monkey {seed}: {EVENTS} events in {elapsed:.1f} s, {monkey.counts}, {checks + 1} replay checks equal")
    window.close()
    # What the monkey opened beside the window goes with it (Statistics is a
    # window of its own, not the main window's child)
    for widget in windows_left_open():
        widget.hide()
