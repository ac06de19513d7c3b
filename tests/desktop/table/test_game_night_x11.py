"""Under a real X server.

A game night of three games played with real key presses, the archenemy
rotating, the night's standings at each end.

Offscreen, Qt fakes focus and window activation; here the app runs on the
session's private Xvfb (``xvfb_display``, the xcb platform) in a child process
(``support/night_child.py``) and the keys go through the X server to the
focused window (``xdotool``).  Skips where Xvfb or xdotool is missing
(``.ci/run`` installs both).
"""

from __future__ import annotations

import json
import subprocess
import sys

from support.paths import SUPPORT
from support.xvfb import child_env

CHILD = SUPPORT / "night_child.py"


def test_a_night_of_three_games_by_real_keys_rotates_the_archenemy(tmp_path, xvfb_display):
    env = child_env(xvfb_display, tmp_path / "child")
    command = [sys.executable, str(CHILD), str(tmp_path / "data")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    report = json.loads(lines[-1])
    # Alt+E seated the roster in its order; Dan brought no deck: Ana, Ben, Cat take turns, nobody moves seat.
    assert report["seats"] == [["Ana", "Ben", "Cat", "Dan"], ["Ben", "Cat", "Dan", "Ana"], ["Cat", "Dan", "Ana", "Ben"]]
    ends = report["ends"]
    assert [e["over"] for e in ends] == [True, True, True]
    assert ends[1]["outcome"] == "Ben wins!" and ends[0]["outcome"].startswith("The heroes win!")
    assert all(e["next"] == "Next game  [F5]" for e in ends)
    assert ends[2]["standings"].splitlines() == [
        "Standings of the night · games played: 3",
        "1. Ben: won 3 (1 as archenemy, 2 as hero)",
        "2. Dan: won 2 (0 as archenemy, 2 as hero)",
        "3. Ana: won 1 (0 as archenemy, 1 as hero)",
        "3. Cat: won 1 (0 as archenemy, 1 as hero)",
    ]
