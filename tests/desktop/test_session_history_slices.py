"""The session and the window rebuild a history in slices, never in one pause.

A resumed game's history rebuilt a slice at a time by the session and the
window, never in one long pause.

An action arriving before the rebuild is over is journaled and applied at
once, without waiting for it; the rebuilt history carries it, and agrees with
the journal replayed whole.  An undo past such actions waits for the history.
The window paints the snapshot first and handles a key while a long history
is still being rebuilt.
"""

from __future__ import annotations

from archenemy.engine.actions import ChangeLife, NextStep, Undo
from archenemy.engine.journal import journal_text, replay

from support.games import CATALOGUE
from support.long_games import long_game, same_history


def _closed_game(folder, actions: int):
    """A games folder as the app leaves it after ``actions`` actions.

    The journal and its resume snapshot.
    """
    from archenemy.desktop.session import Session

    played = long_game(actions)
    games = folder / "games"
    games.mkdir(parents=True)
    (games / "game.jsonl").write_text(journal_text(played.start, played.log), encoding="utf-8")
    closing = Session(games)
    closing.resume_or_new()
    closing.close()
    return played, games


def test_an_action_mid_rebuild_is_journaled_and_applied_at_once(qapp, tmp_path):
    from archenemy.desktop.session import Session
    from archenemy.engine.journal import read_journal

    played, games = _closed_game(tmp_path, 3_000)
    session = Session(games)
    session.resume_or_new()
    assert session.game.history_pending
    # A slice: not done yet
    assert session.advance_history(0.0) is False and session.game.history_pending
    journal = games / "game.jsonl"
    size = journal.stat().st_size
    # Applied and journaled while the history is still pending
    assert session.perform(ChangeLife("Hero 2", -2))
    assert session.game.history_pending and journal.stat().st_size > size
    played.do(ChangeLife("Hero 2", -2))
    assert session.state == played.state
    # Undone as well (the click is the front's own)
    assert session.undo() and session.game.history_pending
    played.do(Undo())
    assert session.state == played.state
    # Past the click: the last action of the history, which waits for it
    assert session.undo() and not session.game.history_pending
    played.do(Undo())
    same_history(session.game, played)
    session.close()
    again = replay(read_journal(journal, catalogue=CATALOGUE), CATALOGUE)
    same_history(again, played)


def test_the_history_rebuilt_after_an_action_agrees_with_a_full_replay(qapp, tmp_path):
    from archenemy.desktop.session import Session
    from archenemy.engine.journal import read_journal

    played, games = _closed_game(tmp_path, 3_000)
    session = Session(games)
    session.resume_or_new()
    for action in (ChangeLife("Hero 1", -1), NextStep(), ChangeLife("Hero 2", 3)):
        assert session.perform(action) and session.game.history_pending
        played.do(action)
    while not session.advance_history(0.001):
        pass
    assert session.game.resume_matched
    again = replay(read_journal(games / "game.jsonl", catalogue=CATALOGUE), CATALOGUE)
    same_history(session.game, again)
    same_history(session.game, played)
    # The next action goes on from there, as in the replay
    assert session.undo() and session.undo()
    played.do_all([Undo(), Undo()])
    same_history(session.game, played)
    session.close()


PROBE = """
import json, os, sys
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

seen = {}

class _Probe(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            window = obj.window()
            if window.objectName() == "mainWindow" and "pending_at_paint" not in seen:
                seen["pending_at_paint"] = window.session.game.history_pending
                QCoreApplication.postEvent(window, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F35, Qt.KeyboardModifier.NoModifier))
                seen["_window"] = window
                seen["ticks_pending"] = 0
                beat.timeout.connect(tick)
                beat.start(0)
        elif event.type() == QEvent.Type.KeyPress and getattr(event, "key", lambda: 0)() == Qt.Key.Key_F35:
            if "pending_at_key" not in seen and obj is seen.get("_window"):
                seen["pending_at_key"] = obj.session.game.history_pending
                QTimer.singleShot(0, watch)
        return False

def tick():
    if seen["_window"].session.game.history_pending:
        seen["ticks_pending"] += 1  # a turn of the event loop while the history is still being rebuilt

def watch():
    window = seen["_window"]
    if window.session.game.history_pending:
        QTimer.singleShot(5, watch)
        return
    seen["undo"] = window.menus.undo_action.isEnabled()
    seen["log"] = len(window.session.game.log)
    del seen["_window"]
    os.write(1, json.dumps(seen).encode())
    os._exit(0)

app = QApplication(sys.argv[:1])
beat = QTimer()
probe = _Probe()
app.installEventFilter(probe)
from archenemy.desktop.cli import main
main([])
"""


def test_the_window_handles_a_key_while_a_long_history_is_still_being_rebuilt(tmp_path):
    """The first paint shows the snapshot.

    A key pressed then is handled before the rebuild ends, which ends.
    """
    import json
    import os
    import subprocess
    import sys

    data = tmp_path / "data" / "archenemy-companion"
    played, games = _closed_game(data, 20_000)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    seen = json.loads(done.stdout or "{}") if done.stdout else {}
    assert seen, done.stderr[-2000:]
    assert seen["pending_at_paint"] is True and seen["pending_at_key"] is True
    # The rebuild left the event loop many turns: never one long pause
    assert seen["ticks_pending"] >= 5
    assert seen["undo"] is True and seen["log"] == len(played.log)
