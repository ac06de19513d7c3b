"""Under a real X server.

The second window covers a laptop's only screen and is answered from.

Offscreen, Qt fakes focus and window activation; here the app runs on the
session's private Xvfb (``xvfb_display``, the xcb platform) in a child process
(``support/display_child.py``) and real key presses go through the X server
to the focused window (``xdotool``).  Skips where Xvfb or xdotool is missing
(``.ci/run`` installs both).
"""

from __future__ import annotations

import json
import subprocess
import sys

from support.paths import SUPPORT
from support.xvfb import child_env

CHILD = SUPPORT / "display_child.py"


def test_the_second_window_on_the_only_screen_shows_the_question_and_its_keys_answer_it(tmp_path, xvfb_display):
    """On a one-screen laptop the second window covered the main window.

    Space did nothing visible and Enter answered the unseen question with 0.
    """
    env = child_env(xvfb_display, tmp_path / "child")
    command = [sys.executable, str(CHILD), str(tmp_path / "games")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=90, env=env)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines, done.stderr[-2000:]
    report = json.loads(lines[-1])
    assert report["covers"] and report["active"], "the second window covers the main window and has the keys"
    question = "How many spells did the heroes cast this turn?"
    assert question in report["before"] and "OK  [Enter]" in report["before"]
    assert "Next step waits for this answer." in report["after_space"], "Space says why, where the table looks"
    assert "▸ 4" in report["typed"], "the count typed there shows there"
    assert report["answer"] == 4, "Enter answered the count typed, not 0"
