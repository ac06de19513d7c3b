"""``make bench``'s start-up and table keys, measured from outside the app.

Every figure here comes from the bench's own X client (:mod:`bench_x`): the
app and the bare window run as separate processes on the bench's X server,
their frames seen through DAMAGE, keys typed through XTEST, journal lines seen
through inotify.  Nothing is loaded into the measured process.

- :func:`start_rounds`: interleaved rounds, each in a shuffled order, of the
  bare PySide6 window and the ``archenemy`` command on a new game, on a
  10,000-action game as the app closed it, after a crash (its snapshot a few
  actions back) and after a crash before any snapshot: spawn to first frame,
  the CPU and peak RSS then; in the new game's child, Space (Next step) typed
  at the first frame, to its journal line and to the frame after it ("ready
  for a real action").
- :func:`table_keys`: the app on the 10,000-action game, once the history is
  rebuilt: life keys, then consecutive Ctrl+Z and Ctrl+Shift+Z, each key
  timed to its journal line and to its frame.
"""

from __future__ import annotations

import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench_children import games_folder, isolated_env
from bench_x import Watcher, XServer, cpu_ms, peak_rss_mib, stop

#: The bare window: a ``QMainWindow`` with one ``QLabel``, shown, nothing else.
BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Archenemy"))
window.show()
app.exec()
"""

#: The start-up kinds: the bare window, and the app's games folders (``None``: a new game).
KINDS = ("bare", "new", "resume", "crash", "crash_bare")
#: How long one child may take to its first frame (seconds).
START_LIMIT = 60.0


def archenemy_command() -> list[str]:
    """The venv's ``archenemy`` command, beside the interpreter running the bench."""
    command = Path(sys.executable).with_name("archenemy")
    if not command.is_file():
        raise RuntimeError(f"no {command}: install the app into this venv (make .make-stamps/install)")
    return [str(command)]


def x_env(base: Path, display: str) -> dict[str, str]:
    """A child's environment.

    Its folders under ``base``, English, on the X server ``display``.
    """
    env = isolated_env(base)
    env["QT_QPA_PLATFORM"] = "xcb"
    env["DISPLAY"] = display
    env.pop("XAUTHORITY", None)
    return env


def _pristine(journal: Path, work: Path, kind: str) -> Path:
    """A games folder left as ``kind`` (see :func:`bench_children.games_folder`).

    To copy from.
    """
    base = work / f"pristine-{kind}"
    games_folder(journal, base, {"resume": "closed", "crash": "crash", "crash_bare": "bare"}[kind])
    return base


def one_start(watcher: Watcher, command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Spawn ``command``; its first frame, CPU and peak RSS then (ms, MiB).

    The child is killed at the end.
    """
    watcher.drain()
    began = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        seen = watcher.observe(began + START_LIMIT, lambda s: "frame" in s)
        out = {
            "frame": (seen["frame"] - began) * 1000,
            "cpu": cpu_ms(process.pid),
            "rss": peak_rss_mib(process.pid),
        }
        return out
    finally:
        stop(process)


def start_rounds(rounds: int, journal: Path, work: Path, server: XServer) -> dict[str, list[dict[str, float]]]:
    """``rounds`` interleaved rounds after a discarded warm-up round.

    The samples by kind.
    """
    pristine = {kind: _pristine(journal, work, kind) for kind in KINDS[2:]}
    watcher = Watcher(server.display)
    app = archenemy_command()
    bare = [sys.executable, "-c", BARE_WINDOW]
    order = list(KINDS)
    rng = random.Random(25)
    out: dict[str, list[dict[str, float]]] = {kind: [] for kind in KINDS}
    try:
        for index in range(rounds + 1):
            rng.shuffle(order)
            for kind in order:
                base = work / f"run-{kind}"
                shutil.rmtree(base, ignore_errors=True)
                if kind in pristine:
                    shutil.copytree(pristine[kind], base)
                env = x_env(base, server.display)
                command = bare if kind == "bare" else app
                sample = one_start(watcher, command, env)
                if index:
                    out[kind].append(sample)
    finally:
        watcher.close()
    return out


def outside_rows(samples: dict[str, list[dict[str, float]]]) -> list[tuple[str, str, str]]:
    """The start-up goals, each beside this run's figure from outside."""
    from bench_report import pct, ratios, row

    bare = samples["bare"]
    rows = []
    goals = (
        ("new", "start to first frame (a new game)", 2.0),
        ("resume", "a 10k-action game as the app closed it, to its first frame", 2.5),
        ("crash", "a 10k-action game after a crash (its snapshot a few actions back)", 2.5),
        ("crash_bare", "(context) a 10k-action game with no valid snapshot", 2.5),
    )
    for kind, what, limit in goals:
        wall = ratios([s["frame"] for s in samples[kind]], [b["frame"] for b in bare])
        cpu = ratios([s["cpu"] for s in samples[kind]], [b["cpu"] for b in bare])
        median = statistics.median(wall)
        figure = (
            f"{median:.2f}× (p99 {pct(wall, 0.99):.2f}×; {statistics.median(s['frame'] for s in samples[kind]):.0f} ms); "
            f"CPU {statistics.median(cpu):.2f}× ({statistics.median(s['cpu'] for s in samples[kind]):.0f} ms)"
        )
        rows.append(row(f"{what} ≤ {limit}× the bare window", figure, median <= limit))
    rss = ratios([s["rss"] for s in samples["new"]], [b["rss"] for b in bare])
    figure = f"{statistics.median(rss):.2f}× ({statistics.median(s['rss'] for s in samples['new']):.0f} vs "
    figure += f"{statistics.median(b['rss'] for b in bare):.0f} MiB)"
    rows.append(row("peak RSS at the first frame ≤ 1.4× the bare window's", figure, statistics.median(rss) <= 1.4))
    bare_ms = statistics.median(b["frame"] for b in bare)
    bare_cpu = statistics.median(b["cpu"] for b in bare)
    rows.append(row("(context) the bare window to its first frame", f"{bare_ms:.0f} ms; CPU {bare_cpu:.0f} ms", None))
    return rows
