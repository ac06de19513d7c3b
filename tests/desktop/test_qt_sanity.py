"""Checks of the Qt binding that the app's "never crash" depends on.

Checks of the Qt binding itself that the app's "never crash" promise depends
on.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    changed = Signal()
    message = Signal(str)


def test_signal_emission_keeps_the_refcounts_of_true_and_false():
    # PySide6 6.12.0 decremented Py_True/Py_False on each emit: a long game
    # (every click emits) ended in "Fatal Python error: bool_dealloc".
    emitter = _Emitter()
    received = []
    emitter.changed.connect(lambda: received.append(1))
    before = sys.getrefcount(True), sys.getrefcount(False)
    for _ in range(300):
        emitter.changed.emit()
        emitter.message.emit("x")
    after = sys.getrefcount(True), sys.getrefcount(False)
    assert len(received) == 300
    assert after[0] >= before[0] - 5 and after[1] >= before[1] - 5, (before, after)
