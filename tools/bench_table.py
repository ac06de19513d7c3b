"""``make bench``'s measures in its own process.

Through the real window (``tools/bench.py``).

A :class:`Table` is a :class:`MainWindow` on a :class:`Session` that resumed a
game from its games folder (collector paused while resuming, then frozen, as
``run_gui`` does), its history rebuilt and its after-paint work done.  An
action is a life click or "Next step" applied, journaled with fsync and
painted (``processEvents`` delivers the paint); undo and redo are Ctrl+Z and
Ctrl+Shift+Z sent to the window.
"""

from __future__ import annotations

import gc
import os
import random
import shutil
import time
from collections.abc import Callable
from pathlib import Path

from bench_children import Sample


class Table:
    """A real window on a session that resumed ``path`` from its games folder."""

    def __init__(self, app, path: Path, work: Path) -> None:
        from archenemy.desktop.app import warm_up
        from archenemy.desktop.session import Session
        from archenemy.desktop.table.window import MainWindow

        games = work / f"table-{path.stem}"
        games.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, games / path.name)
        self.app = app
        self.session = Session(games)
        start = time.perf_counter()
        # as run_gui starts: no cyclic collection while resuming, then the start-up frozen
        gc.disable()
        try:
            self.session.resume_or_new()
        finally:
            gc.enable()
        self.resume_ms = (time.perf_counter() - start) * 1000
        assert len(self.session.game.log) >= 1
        self.window = MainWindow(self.session)
        self.window.show()
        gc.freeze()
        self._settle()
        # as run_gui does after the first paint
        warm_up(self.window)
        # the history, the window's parts, the dialogs' warm-up: what the loop does
        self.window.slices.finish()

    def _settle(self) -> None:
        for _ in range(3):
            self.app.processEvents()

    def timed(self, function: Callable[[], object]) -> Sample:
        """Wall milliseconds of ``function`` and the paint it causes.

        ``.cpu``: this process's CPU milliseconds.
        """
        start, cpu = time.perf_counter(), time.process_time()
        function()
        # the posted paint: the click is done when the table is drawn
        self.app.processEvents()
        return Sample((time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000)

    def actions(self, count: int, rng: random.Random) -> list[Sample]:
        """``count`` clicks.

        Life changes on rotating players and "Next step" (a prompt is answered
        untimed).
        """
        from archenemy.engine.actions import Answer, ChangeLife
        from archenemy.engine.model import PromptKind

        samples = []
        sign = 1
        while len(samples) < count:
            state = self.session.state
            if state.prompts:
                prompt = state.prompts[0]
                value = {PromptKind.DONE: True, PromptKind.YES_NO: False, PromptKind.COUNT: 0}.get(
                    prompt.kind, prompt.options[0] if prompt.options else True
                )
                self.session.perform(Answer(prompt.id, value))
                self._settle()
                continue
            if rng.random() < 0.75:
                name = rng.choice([p.name for p in state.players if p.alive])
                sign = -sign
                samples.append(self.timed(lambda n=name, s=sign: self.window.act(ChangeLife(n, s))))
            else:
                samples.append(self.timed(self.window.turn_bar.next_button.click))
        return samples

    def _key(self, redo: bool) -> Callable[[], None]:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        modifiers = Qt.KeyboardModifier.ControlModifier
        if redo:
            modifiers |= Qt.KeyboardModifier.ShiftModifier
        return lambda: QTest.keyClick(self.window, Qt.Key.Key_Z, modifiers)

    def undo_redo(self, count: int) -> tuple[list[Sample], list[Sample]]:
        """``count`` Ctrl+Z then Ctrl+Shift+Z pairs sent to the window, key to painted."""
        self.window.activateWindow()
        self.window.setFocus()
        undo, redo = [], []
        for _ in range(count):
            undo.append(self.timed(self._key(False)))
            redo.append(self.timed(self._key(True)))
        return undo, redo

    def undo_series(self, count: int) -> tuple[list[Sample], list[Sample]]:
        """``count`` consecutive Ctrl+Z.

        A series of different actions taken back, as a player does, then as
        many Ctrl+Shift+Z bringing them back; key to painted.
        """
        self.window.activateWindow()
        self.window.setFocus()
        undo = [self.timed(self._key(False)) for _ in range(count)]
        redo = [self.timed(self._key(True)) for _ in range(count)]
        return undo, redo

    def set_log(self, shown: bool) -> None:
        self.window.log_dock.setVisible(shown)
        self._settle()

    def close(self) -> None:
        self.window.close()
        self.window.deleteLater()
        self.session.close()
        self._settle()


def dialog_opens(table: Table, times: int) -> tuple[list[Sample], list[Sample]]:
    """Milliseconds to open and paint the New game dialog and the deck builder.

    Each opened ``times`` times.
    """
    window = table.window

    def open_last(opener: Callable[[], None]) -> Sample:
        before = list(window.dialogs.opened)
        ms = table.timed(opener)
        for dialog in window.dialogs.opened:
            if dialog not in before:
                dialog.close()
        table._settle()
        return ms

    new_game = [open_last(window.files.open_new_game_dialog) for _ in range(times)]
    builder = [open_last(window.files.open_deck_builder) for _ in range(times)]
    return new_game, builder


def fsync_costs(folder: Path, count: int) -> list[float]:
    """Milliseconds of ``count`` one-line appends with fsync.

    As the journal does for every action.
    """
    samples = []
    with open(folder / "fsync.probe", "ab", buffering=0) as handle:
        for _ in range(count):
            handle.write(b'{"t":"change_life","player":"Hero 1","delta":-1}\n')
            start = time.perf_counter()
            os.fsync(handle.fileno())
            samples.append((time.perf_counter() - start) * 1000)
    return samples
