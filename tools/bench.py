"""Benchmarks: the app against a bare PySide6 window measured in the same run.

    make bench            (or: QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench.py [--runs N])

Start-up is measured in fresh processes, from interpreter start to the first
paint of the main window, then quit: a bare ``QMainWindow`` with one label
(the floor), and Archenemy Companion's main window on a new default game.
The result is a ratio against the floor, so it means the same on a fast and a
slow machine.  Peak memory is the child's maximum resident set size.

In-process numbers follow, also as ratios against the bare window's start-up:
replaying and resuming a journal of thousands of actions, undo/redo, and
re-rendering the window after one action.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Archenemy"))
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""

APP = """
import sys, tempfile
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from archenemy.desktop.table.window import MainWindow
from archenemy.desktop.session import Session
app = QApplication(sys.argv[:1])
session = Session(Path(tempfile.mkdtemp()))
session.new_game()
window = MainWindow(session)
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
session.close()
"""


def _run(code: str) -> tuple[float, float]:
    """Wall seconds and peak RSS (MiB) of one fresh ``python -c code``."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    wrapper = textwrap.dedent(
        """
        import resource, subprocess, sys, time
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", sys.argv[1]], check=True)
        wall = time.perf_counter() - start
        rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        print(wall, rss)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", wrapper, code], env=env, check=True, capture_output=True, text=True
    ).stdout.split()
    return float(out[0]), float(out[1])


def _median_run(code: str, runs: int) -> tuple[float, float]:
    samples = [_run(code) for _ in range(runs)]
    return statistics.median(s[0] for s in samples), max(s[1] for s in samples)


def _long_journal(actions: int) -> tuple[object, Path]:
    """A journal of about ``actions`` actions of plausible play, written to a temporary file."""
    from archenemy.engine.actions import Answer, ChangeLife, NextStep, Redo, Undo
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.game import Game
    from archenemy.engine.journal import JournalWriter
    from archenemy.engine.model import PromptKind
    from archenemy.engine.setup import deal, default_setup

    catalogue = load_catalogue()
    rng = random.Random(1)
    start = deal(default_setup(catalogue), catalogue, rng)
    path = Path(tempfile.mkdtemp()) / "bench.jsonl"
    writer = JournalWriter.create(path, start)
    game = Game(start, catalogue, on_action=writer.append)
    while len(game.log) < actions and not game.state.over:
        state = game.state
        roll = rng.random()
        if state.prompts:
            prompt = state.prompts[0]
            value = {
                PromptKind.DONE: True,
                PromptKind.YES_NO: False,
                PromptKind.COUNT: 0,
            }.get(prompt.kind, prompt.options[0] if prompt.options else True)
            game.do(Answer(prompt.id, value))
        elif roll < 0.15:
            name = rng.choice([p.name for p in state.players if p.alive])
            game.do(ChangeLife(name, rng.choice([-1, 1])))
        elif roll < 0.18 and game.can_undo:
            game.do(Undo())
            game.do(Redo())
        else:
            game.do(NextStep())
    writer.close()
    return game, path


def _time(function, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh processes per start-up measurement")
    parser.add_argument("--actions", type=int, default=5000, help="length of the journal to replay")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    bare_wall, bare_rss = _median_run(BARE, args.runs)
    app_wall, app_rss = _median_run(APP, args.runs)
    print(f"Start-up to first paint (median of {args.runs} fresh processes):")
    print(f"  bare PySide6 window   {bare_wall * 1000:7.1f} ms  {bare_rss:6.1f} MiB   1.00×")
    print(
        f"  Archenemy Companion   {app_wall * 1000:7.1f} ms  {app_rss:6.1f} MiB   {app_wall / bare_wall:.2f}× time, "
        f"{app_rss / bare_rss:.2f}× memory"
    )

    from PySide6.QtWidgets import QApplication

    from archenemy.desktop.session import Session
    from archenemy.desktop.table.window import MainWindow
    from archenemy.engine.actions import ChangeLife
    from archenemy.engine.journal import read_journal, replay

    game, path = _long_journal(args.actions)
    n = len(game.log)
    replay_s = _time(lambda: replay(read_journal(path)))
    replayed = replay(read_journal(path))
    undo_s = _time(lambda: (replayed.undo(), replayed.redo()), repeat=50)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    session = Session(Path(tempfile.mkdtemp()))
    resume_s = _time(lambda: session.open_file(path), repeat=3)
    window = MainWindow(session)
    window.show()
    app.processEvents()
    name = session.state.players[1].name

    def one_action() -> None:
        session.perform(ChangeLife(name, -1))
        app.processEvents()

    action_s = _time(one_action, repeat=20)
    session.close()
    print(f"In process (as a share of the bare window's start-up, {bare_wall * 1000:.1f} ms):")
    print(
        f"  replay a {n}-action journal      {replay_s * 1000:8.1f} ms   {replay_s / bare_wall:6.2f}×"
        f"   ({replay_s / n * 1e6:.0f} µs per action)"
    )
    print(f"  resume that game in the window   {resume_s * 1000:8.1f} ms   {resume_s / bare_wall:6.2f}×")
    print(f"  undo + redo at action {n}        {undo_s * 1000:8.3f} ms   {undo_s / bare_wall:6.4f}×")
    print(f"  one life click, journaled + drawn {action_s * 1000:7.2f} ms   {action_s / bare_wall:6.4f}×")
    # Sharing with phones: delivery time and action latency (tools/bench_share.py, its own section).
    from bench_share import share_section

    share_section()
    return 0


if __name__ == "__main__":
    sys.exit(main())
