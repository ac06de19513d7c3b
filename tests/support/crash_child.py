"""The crash test's child (not a test module).

The app, playing a seeded random game until it is killed.

Run as ``python crash_child.py SEED``, offscreen, with HOME/XDG_* pointing into
a temporary folder.  It starts like the app (resume the unfinished game, or
start the default one; the main window shown), then prints, each line flushed:

- ``GAME <path> <actions> <ok>``: the game it resumed or started, the
  actions its journal held, and whether the state equals a strict replay of
  the file;
- ``ACK <n> <json>`` after each action the session accepted (journaled and
  fsynced): the game's log length ``n`` and its last action as JSON.

It never stops by itself; the test kills it with SIGKILL.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

# The tests folder, so that the helpers import as ``support.*`` (a child runs as a script).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archenemy.desktop.session import Session  # noqa: E402
from archenemy.desktop.table import MainWindow  # noqa: E402
from archenemy.engine.actions import ChangeLife, ChangePoison, action_to_json  # noqa: E402

from support.reliability import random_action, strict_replay  # noqa: E402


def _safe(state, action) -> bool:
    """Keep the game going.

    No life change that would end it (the test restarts the same game).
    """
    if isinstance(action, ChangeLife) and action.delta < 0:
        player = state.player(action.player)
        life = state.team_life if player.life is None else player.life
        return life + action.delta > 5
    if isinstance(action, ChangePoison):
        return state.player(action.player).poison < 5
    return True


def main() -> None:
    seed = int(sys.argv[1])
    app = QApplication(sys.argv[:1])
    session = Session()
    session.resume_or_new()
    window = MainWindow(session, "en")
    window.show()
    game = session.game
    assert game is not None and session.path is not None
    ok = strict_replay(session.path).state == session.state
    print(f"GAME {session.path} {len(game.log)} {ok}", flush=True)
    rng = random.Random(seed)

    def step() -> None:
        for _ in range(rng.randint(1, 4)):
            action = random_action(session.state, rng, session.game.why_illegal)  # type: ignore[union-attr]
            if action is None or not _safe(session.state, action):
                continue
            if session.perform(action, merge_key=f"k{rng.randint(0, 1)}"):
                log = session.game.log  # type: ignore[union-attr]
                print(f"ACK {len(log)} {json.dumps(action_to_json(log[-1]))}", flush=True)
        QTimer.singleShot(0, step)

    QTimer.singleShot(0, step)
    app.exec()


if __name__ == "__main__":
    main()
