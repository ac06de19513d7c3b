"""Crash test: the app is killed with SIGKILL at random moments.

Nothing it acknowledged is ever lost.

``tests/support/crash_child.py`` runs the app (offscreen, its own HOME and XDG
folders) playing a seeded random game and prints a line per action after the
journal has fsynced it.  The test kills it at :data:`KILLS` random moments;
after each kill the journal must hold every acknowledged action, and the next
start must resume the same game (the killed copy's lock is stale and taken
over) with a state equal to a strict replay of the file.  ``make soak`` runs
it with ``ARCHENEMY_CRASH_KILLS=200``; the time limit grows with the kills (240 s
for each 20).
"""

from __future__ import annotations

import json
import math
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from archenemy.engine.actions import action_to_json
from archenemy.engine.journal import read_journal

from support.paths import SUPPORT

CHILD = SUPPORT / "crash_child.py"
KILLS = int(os.environ.get("ARCHENEMY_CRASH_KILLS", "20"))


def _environment(root: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(QT_QPA_PLATFORM="offscreen", QT_API="pyside6", HOME=str(root / "home"))
    for name in ("data", "config", "cache", "state", "runtime"):
        (root / name).mkdir(parents=True, exist_ok=True)
        env[f"XDG_{name.upper()}_{'DIR' if name == 'runtime' else 'HOME'}"] = str(root / name)
    (root / "runtime").chmod(0o700)
    (root / "home").mkdir(exist_ok=True)
    return env


def _run_once(seed: int, env: dict[str, str], wait: float) -> tuple[str, list[tuple[int, dict]]]:
    """Start the child, let it play for ``wait`` seconds after it is up, SIGKILL it.

    Its GAME line and ACKs.
    """
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    # Blocks until the app is up (or dead)
    game_line = child.stdout.readline()
    time.sleep(wait)
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=30)
    assert game_line.startswith("GAME "), (game_line, err[-2000:])
    acks = []
    for line in out.splitlines():
        if line.startswith("ACK "):
            _, n, text = line.split(" ", 2)
            acks.append((int(n), json.loads(text)))
    return game_line, acks


@pytest.mark.timeout(240 * max(1, math.ceil(KILLS / 20)))
def test_sigkill_at_random_moments_loses_no_acknowledged_action(tmp_path: Path) -> None:
    env = _environment(tmp_path / "user")
    rng = random.Random(20240917)
    path: str | None = None
    acknowledged = 0
    total_acks = 0
    for round_ in range(KILLS):
        game_line, acks = _run_once(rng.randrange(10**6), env, rng.uniform(0.02, 0.6))
        _, started, actions, ok = game_line.split()
        assert ok == "True", "the resumed state differs from a strict replay of its file"
        if path is not None:
            assert started == path, f"round {round_}: started {started}, not the game in progress {path}"
            assert int(actions) >= acknowledged, f"round {round_}: {acknowledged} acknowledged, {actions} on disk"
        path = started
        logged = [action_to_json(a) for _, a in read_journal(Path(path)).actions]
        for n, action in acks:
            assert n <= len(logged) and logged[n - 1] == action, f"round {round_}: acknowledged action {n} lost"
        if acks:
            acknowledged = acks[-1][0]
        total_acks += len(acks)
    # The game really was played between the kills
    assert total_acks > KILLS
    print(f"crash test: {KILLS} kills, {KILLS} resumes of the same game, {total_acks} acknowledged actions, 0 lost")
