"""``make bench``'s fresh processes.

The bare window, the app to its first paint, and after it (``tools/bench.py``).

Every child is ``python -c CODE`` in an environment of its own (XDG folders
under a work folder, English, offscreen): it prints one line and exits at
once.  Kinds:

- ``BARE``: a ``QMainWindow`` with one ``QLabel``, to its first paint;
- ``APP``: the app as the ``archenemy`` command starts it (``cli.main([])``),
  to the first paint of a widget of its main window;
- ``LIFE``: the same app, on after its first paint: a key press posted to the
  window at the paint (``Key_F35``, bound to nothing) is timed to when the
  window handles it ("ready for input"); a 0 ms timer then beats on the event
  loop, and the longest gap between two beats, wall and this thread's CPU, is
  the longest pause of the main thread; the child ends 0.3 s after the
  history is rebuilt and the after-paint work done (:attr:`MainWindow.slices`),
  with its memory then (``VmRSS``, ``VmHWM``).

A games folder is set up the app's own way (:func:`games_folder`): as the app
leaves a game it closed (the journal and its resume snapshot), as a crash
leaves it (the journal, and the snapshot the app wrote as the game went, a
few actions back: :data:`CRASH_TAIL`), or as a crash before any snapshot
leaves it (the journal alone).
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

# The child's first-paint probe: an application-wide event filter that reports
# the monotonic time and peak RSS at the first Paint of a widget inside the
# window named TARGET (not the window's own background), then exits at once.
PROBE = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == TARGET:
                # VmHWM, not ru_maxrss: the latter keeps the forking parent's peak across exec.
                with open("/proc/self/status") as status:
                    rss = next(int(l.split()[1]) for l in status if l.startswith("VmHWM")) / 1024
                os.write(1, f"{time.monotonic()!r} {rss!r} {type(obj).__name__}\\n".encode())
                os._exit(0)
        return False

app = QApplication(sys.argv[:1])
_probe = _FirstPaint()
app.installEventFilter(_probe)
"""

BARE = (
    "TARGET = 'bare'\n"
    + PROBE
    + """
from PySide6.QtWidgets import QLabel, QMainWindow
window = QMainWindow()
window.setObjectName("bare")
window.setCentralWidget(QLabel("Archenemy"))
window.show()
app.exec()
"""
)

APP = (
    "TARGET = 'mainWindow'\n"
    + PROBE
    + """
from archenemy.desktop.cli import main
main([])
"""
)

# After the first paint: ready for input, the longest pause, the memory once the start-up work is done.
LIFE = """
import json, os, sys, time
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

seen = {}
beat = {"last": None, "cpu": None, "gap": 0.0, "gap_cpu": 0.0, "done": None, "window": None}

def status():
    with open("/proc/self/status") as lines:
        return {l.split(":")[0]: int(l.split()[1]) / 1024 for l in lines if l.startswith(("VmRSS", "VmHWM"))}

def tick():
    now, cpu = time.monotonic(), time.thread_time()
    if beat["last"] is not None and now - beat["last"] > beat["gap"]:
        beat["gap"], beat["gap_cpu"] = now - beat["last"], cpu - beat["cpu"]
    beat["last"], beat["cpu"] = now, cpu
    window = beat["window"]
    if window.session.game.history_pending or window.slices.pending or "ready" not in seen:
        beat["done"] = None
    elif beat["done"] is None:
        beat["done"] = now
        seen["settled"] = now
    elif now - beat["done"] > 0.3:
        seen.update(gap=beat["gap"] * 1000, gap_cpu=beat["gap_cpu"] * 1000, **status())
        os.write(1, (json.dumps(seen) + "\\n").encode())
        os._exit(0)

class _Probe(QObject):
    def eventFilter(self, obj, event):
        kind = event.type()
        if kind == QEvent.Type.Paint and beat["window"] is None and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow":
                beat["window"] = obj.window()
                seen["paint"] = time.monotonic()
                key = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F35, Qt.KeyboardModifier.NoModifier)
                QCoreApplication.postEvent(obj.window(), key)
                timer.start(0)
        elif kind == QEvent.Type.KeyPress and obj is beat["window"] and "ready" not in seen:
            if event.key() == Qt.Key.Key_F35:
                seen["ready"] = time.monotonic()
        return False

app = QApplication(sys.argv[:1])
timer = QTimer()
timer.timeout.connect(tick)
_probe = _Probe()
app.installEventFilter(_probe)
from archenemy.desktop.cli import main
main([])
"""

# What the app does when it closes a game: the journal's resume snapshot written beside it.
CLOSE = """
from archenemy.desktop.session import Session
session = Session()
session.resume_or_new()
session.close()
"""

#: Actions a crash leaves after the last snapshot (the app writes one within two seconds of an action):
#: the journal's last lines, played after the snapshot was taken.
CRASH_TAIL = 20


class Sample(float):
    """Wall milliseconds.

    With the process's own CPU milliseconds as ``cpu`` (what other load cannot
    inflate).
    """

    cpu: float

    def __new__(cls, wall: float, cpu: float) -> Sample:
        sample = super().__new__(cls, wall)
        sample.cpu = cpu
        return sample


def isolated_env(base: Path) -> dict[str, str]:
    """The environment of a child.

    Its own XDG folders under ``base``, English, offscreen by default.
    """
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["LC_ALL"] = env["LANG"] = "C.UTF-8"
    env["LANGUAGE"] = "en"
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(base / name.lower())
    return env


def games_dir(base: Path) -> Path:
    return base / "data" / "archenemy-companion" / "games"


def child(code: str, env: dict[str, str]) -> tuple[Sample, float]:
    """Milliseconds from spawning ``python -c code`` to its first paint.

    And its peak RSS (MiB) then.
    """
    start = time.monotonic()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    fields = done.stdout.split()
    if len(fields) < 2:
        raise RuntimeError(f"the child painted nothing (exit {done.returncode}): {done.stderr[-2000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
    return Sample((float(fields[0]) - start) * 1000, cpu), float(fields[1])


def life(env: dict[str, str]) -> dict[str, float]:
    """A ``LIFE`` child.

    ``paint``, ``ready`` and ``settled`` in ms from its spawn, ``gap`` and
    ``gap_cpu`` (the longest pause after the paint, ms), ``VmRSS`` and
    ``VmHWM`` (MiB) once settled.
    """
    import json

    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", LIFE], env=env, capture_output=True, text=True, timeout=300, check=False
    )
    if not done.stdout.strip():
        raise RuntimeError(f"the child reported nothing (exit {done.returncode}): {done.stderr[-2000:]}")
    seen = json.loads(done.stdout)
    for key in ("paint", "ready", "settled"):
        seen[key] = (seen[key] - start) * 1000
    return seen


def games_folder(journal: Path, base: Path, kind: str) -> dict[str, str]:
    """A child's environment whose games folder holds ``journal``.

    The folder holds it as ``kind`` leaves it; returns the environment.

    ``closed``: the journal and its resume snapshot, written the app's own way
    by a child that resumes the game and closes it (``Session.close``);
    ``crash``: the snapshot the app wrote as the game went, :data:`CRASH_TAIL`
    actions before the journal's end (a child closes the game at that point,
    then the last lines are appended, as the dead app had journaled them);
    ``bare``: the journal alone (a crash before any snapshot).
    """
    folder = games_dir(base)
    folder.mkdir(parents=True, exist_ok=True)
    env = isolated_env(base)
    if kind == "crash":
        lines = journal.read_bytes().split(b"\n")
        (folder / "game.jsonl").write_bytes(b"\n".join(lines[: -1 - CRASH_TAIL]) + b"\n")
    else:
        shutil.copy(journal, folder / "game.jsonl")
    if kind in ("closed", "crash"):
        subprocess.run([sys.executable, "-c", CLOSE], env=env, capture_output=True, timeout=300, check=True)
        if not (folder / "game.jsonl.resume").is_file():
            raise RuntimeError("closing the game wrote no resume snapshot")
    if kind == "crash":
        shutil.copy(journal, folder / "game.jsonl")
    return env


def startup_rounds(rounds: int, resume_path: Path, work: Path) -> tuple[dict[str, list], str]:
    """Interleaved start-ups, one round after another after a warm-up round.

    The samples by kind, and what the Qt floor rebuilt (:mod:`bench_floor`).

    Each round: the bare window; the app on a new game; the Qt floor; the
    10,000-action game resumed as closed, after a crash (its snapshot a few
    actions back) and after a crash before any snapshot; and a ``LIFE`` child
    on a new game and on the closed game (ready for input, pauses).
    """
    from bench_floor import CENSUS_ENV, REBUILD, describe, take_census

    envs = {
        "bare": isolated_env(work / "bare"),
        "resume": games_folder(resume_path, work / "resume", "closed"),
        "crash": games_folder(resume_path, work / "crash", "crash"),
        "crash_bare": games_folder(resume_path, work / "crash-bare", "bare"),
    }
    floor_code, envs["floor"] = "TARGET = 'floor'\n" + PROBE + REBUILD, isolated_env(work / "floor")
    census = take_census(isolated_env(work / "census"), work / "census.json")
    envs["floor"][CENSUS_ENV] = str(work / "census.json")
    out: dict[str, list] = {}
    for index in range(rounds + 1):
        fresh = work / f"new-{index}"
        row = {
            "bare": child(BARE, envs["bare"]),
            "app": child(APP, isolated_env(fresh / "app")),
            "floor": child(floor_code, envs["floor"]),
            "resume": child(APP, envs["resume"]),
            "crash": child(APP, envs["crash"]),
            "crash_bare": child(APP, envs["crash_bare"]),
            "life_new": life(isolated_env(fresh / "life")),
            "life_resume": life(envs["resume"]),
        }
        shutil.rmtree(fresh, ignore_errors=True)
        if index == 0:
            # warm-up: the disk cache and the bytecode, as a second start has them
            continue
        for key, value in row.items():
            if isinstance(value, tuple):
                out.setdefault(key, []).append(value[0])
                out.setdefault(f"{key}_rss", []).append(value[1])
            else:
                out.setdefault(key, []).append(value)
    return out, describe(census)


def resume_children(path: Path, runs: int, work: Path, kind: str) -> tuple[list[float], list[float]]:
    """Fresh-process resumes of ``path`` left as ``kind``.

    :func:`games_folder` to the first painted table: milliseconds and peak MiB.
    """
    env = games_folder(path, work / f"resume-{path.stem}-{kind}", kind)
    times, rss = [], []
    for _ in range(runs):
        ms, mib = child(APP, env)
        times.append(ms)
        rss.append(mib)
    return times, rss


def life_children(path: Path, runs: int, work: Path) -> list[dict[str, float]]:
    """``LIFE`` children on ``path``'s game as the app closed it.

    Pauses after the paint, memory once settled.
    """
    env = games_folder(path, work / f"life-{path.stem}", "closed")
    return [life(env) for _ in range(runs)]
