"""Start-up imports only what the first paint needs (behaviour, not timings).

The app is started as the ``archenemy`` command starts it, in a fresh
process; an application-wide event filter looks at ``sys.modules`` at the
first Paint of a widget of the main window, then ends the process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = """
import json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow":
                names = [n for n in ("asyncio", "qasync", "archenemy.desktop.deck_builder.dialog")
                         if n in sys.modules]
                os.write(1, json.dumps(names).encode())
                os._exit(0)
        return False

app = QApplication(sys.argv[:1])
probe = _FirstPaint()
app.installEventFilter(probe)
from archenemy.desktop.cli import main
main([])
"""


def test_the_first_paint_comes_before_asyncio_and_the_deck_builder(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout, done.stderr[-2000:]
    assert json.loads(done.stdout) == []
