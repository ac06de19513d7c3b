"""The Statistics window's charts at a history's scale, measured in a child.

For :mod:`bench_history`.  Measured **in process** (a window's charts are not
told apart from its "Reading the saved games…" frame from outside): a fresh
Python (the venv's, bytecode compiled) makes a ``QApplication`` offscreen,
imports the window's module, then opens the window on the games folder of the
data folder the environment names, as Game → Statistics does
(``StatisticsWindow(games_dir)`` and ``show()``).  From just before that, to
the first paint of the "Who wins" chart once its bars are drawn from the
history's figures (an event filter on that chart, not an application-wide
one): the wall time, the main thread's CPU time (``time.thread_time``) and the
process's (every thread); the same for the game list (the "A game" tab's
list filled, timed as the window's slot that fills it returns) as context.  The index is warm (built and synced before).

``warm``: the child first does what the app's table has always done before
Game → Statistics, and a fresh process has not: a text measured (Qt's font
database set up, ~5 ms) and ``QEvent.Type`` made (PySide makes an enum on its
first use; the window's ``changeEvent`` compares it).  Context for the goal,
which is judged on the fresh process.

    .venv/bin/python tools/bench_statistics.py     (one run, on the XDG_* folders of the environment)
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from collections.abc import Sequence

__all__ = ["CHILD", "statistics_window"]

#: The child's code: prints one JSON object.
CHILD = r"""
import json, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
began_import = time.perf_counter()
from archenemy.desktop import paths
from archenemy.desktop.statistics.window import StatisticsWindow
imported = time.perf_counter() - began_import
found = {"import_ms": 1000 * imported}

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "charts_ms" not in found and window.wins_chart.bars:
            found["charts_ms"] = 1000 * (time.perf_counter() - wall)
            found["charts_main_cpu_ms"] = 1000 * (time.thread_time() - main)
            found["charts_cpu_ms"] = 1000 * (time.process_time() - cpu)
            done()
        return False

# The slot that fills the game list (``_loaded`` in builds before the reading thread sent it apart).
slot = "_listed" if hasattr(StatisticsWindow, "_listed") else "_loaded"
listed = getattr(StatisticsWindow, slot)

def list_filled(self, *args):
    listed(self, *args)
    if self.game_box.count() and "list_ms" not in found:
        found["list_ms"] = 1000 * (time.perf_counter() - wall)
        found["list_main_cpu_ms"] = 1000 * (time.thread_time() - main)
        found["list_cpu_ms"] = 1000 * (time.process_time() - cpu)
        done()

def done():
    if "charts_ms" in found and "list_ms" in found:
        QTimer.singleShot(0, app.quit)

setattr(StatisticsWindow, slot, list_filled)
QTimer.singleShot(120_000, app.quit)
if "--warm" in sys.argv:
    from PySide6.QtGui import QFont, QFontMetrics
    QFontMetrics(QFont()).horizontalAdvance("Statistics")
    QEvent.Type.LanguageChange
wall, main, cpu = time.perf_counter(), time.thread_time(), time.process_time()
window = StatisticsWindow(paths.games_dir())
watch = Watch()
window.wins_chart.installEventFilter(watch)
window.show()
found["built_ms"] = 1000 * (time.perf_counter() - wall)
found["built_main_cpu_ms"] = 1000 * (time.thread_time() - main)
app.exec()
found["games"] = window.game_box.count()
print(json.dumps(found))
"""


def one_run(env: dict[str, str], python: str = sys.executable, warm: bool = False) -> dict[str, float]:
    """One child's figures (milliseconds; ``games``: the game list's length)."""
    done = subprocess.run(
        [python, "-c", CHILD, *(["--warm"] if warm else [])],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def statistics_window(env: dict[str, str], runs: int = 5, python: str = sys.executable) -> dict[str, float]:
    """The medians of ``runs`` children's figures (a warm-up run first, not counted).

    Fresh and ``warm`` children interleaved (see the module's docstring);
    the warm ones' figures under ``warm_`` keys.
    """
    one_run(env, python)
    found, warm = [], []
    for _ in range(runs):
        found.append(one_run(env, python))
        warm.append(one_run(env, python, warm=True))
    keys: Sequence[str] = [k for k in found[0] if all(k in f for f in found)]
    medians = {k: statistics.median(f[k] for f in found) for k in keys}
    for key in ("charts_main_cpu_ms", "built_main_cpu_ms"):
        medians[f"warm_{key}"] = statistics.median(f[key] for f in warm)
    return medians


if __name__ == "__main__":
    import os

    print(json.dumps(statistics_window(dict(os.environ), runs=int(sys.argv[1]) if len(sys.argv) > 1 else 3)))
