"""The resumed game's snapshot made ahead, on the other core.

desktop/resume_ahead.py: a game with no usable snapshot beside its journal is replayed by a child
forked before Qt loads; the start shows the snapshot it hands back, checked
against the journal's bytes, and the journal still wins after the paint.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

from archenemy.desktop.resume_ahead import newest_journal, snapshot_ahead, start_ahead
from archenemy.desktop.session import Session
from archenemy.engine.journal import read_journal_bytes
from archenemy.engine.snapshot import Snapshot, parse_snapshot, snapshot_path

from support.reliability import random_action, strict_replay


def _journal_alone(games: Path, actions: int = 300, seed: int = 4) -> Path:
    """A game played and closed, then its snapshot removed: a journal copied alone."""
    session = Session(games)
    session.new_game(rng=random.Random(seed))
    rng = random.Random(seed)
    assert session.game is not None
    for _ in range(actions):
        action = random_action(session.state, rng, session.game.why_illegal)
        if action is None:
            break
        session.perform(action)
    path = session.path
    session.close()
    assert path is not None
    snapshot_path(path).unlink()
    return path


def test_the_child_s_snapshot_is_the_replayed_game_s(tmp_path: Path) -> None:
    path = _journal_alone(tmp_path / "games")
    found = snapshot_ahead(tmp_path / "games")
    assert found is not None and found[0] == path
    snapshot = parse_snapshot(found[1], read_journal_bytes(path))
    game = strict_replay(path)
    assert snapshot == Snapshot(game.state, game.last_set_in_motion, game.last_action, game.next_redo)


def test_making_a_snapshot_ahead_leaves_the_collector_as_it_was(tmp_path: Path) -> None:
    import gc

    path = _journal_alone(tmp_path / "games")
    assert gc.isenabled()
    assert snapshot_ahead(tmp_path / "games") is not None
    # Once the replay is done the collector runs again (a later test or caller is not left without it).
    assert gc.isenabled()
    with open(path, "a", encoding="utf-8") as journal:
        journal.write('{"type":"no_such_action"}\n')
    assert snapshot_ahead(tmp_path / "games") is None and gc.isenabled()


def test_no_snapshot_is_made_for_a_current_one_a_damaged_journal_or_no_game(tmp_path: Path) -> None:
    games = tmp_path / "games"
    assert snapshot_ahead(games) is None and newest_journal(games) is None
    path = _journal_alone(games)
    snapshot_path(path).write_text('{"format":2,"journal_size":1}\n', encoding="utf-8")
    # One of the current format: the start reads and checks it itself
    assert snapshot_ahead(games) is None
    snapshot_path(path).write_text('{"format":1,"journal_size":1}\n', encoding="utf-8")
    assert snapshot_ahead(games) is not None
    with open(path, "a", encoding="utf-8") as journal:
        journal.write('{"type":"no_such_action"}\n')
    # Damaged: left to the start's usual recovery
    assert snapshot_ahead(games) is None


def test_the_forked_child_hands_back_the_snapshot_for_its_journal_only(tmp_path: Path) -> None:
    path = _journal_alone(tmp_path / "games")
    script = """
import json, os, sys
from pathlib import Path
from archenemy.desktop.resume_ahead import start_ahead
games, journal = Path(sys.argv[1]), Path(sys.argv[2])
first = start_ahead(games)
text = first.take(journal)
again = first.take(journal)
second = start_ahead(games)
other = second.take(games / "other.jsonl")
third = start_ahead(games)
third.close()
try:
    os.waitpid(-1, os.WNOHANG)
    left = True
except ChildProcessError:
    left = False
print(json.dumps({"text": (text or b"").decode(), "again": again, "other": other, "left": left}))
"""
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "games"), str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    seen = json.loads(done.stdout or "{}")
    assert seen, done.stderr[-2000:]
    game = strict_replay(path)
    assert parse_snapshot(seen["text"].encode(), read_journal_bytes(path)).state == game.state
    # Once; never another journal's; every child reaped
    assert seen["again"] is None and seen["other"] is None and seen["left"] is False


def test_a_folder_of_finished_games_forks_no_child_and_its_scan_serves_the_start(tmp_path: Path) -> None:
    from archenemy.desktop.history.index import HistoryIndex

    from support.history import finished_game, write_game

    games = tmp_path / "games"
    games.mkdir()
    for n in range(5):
        path = write_game(games, f"game-{n}.jsonl", finished_game())
        os.utime(path, (1_000_000 + n, 1_000_000 + n))
    with HistoryIndex(games) as index:
        index.sync()
    script = """
import json, sys
from pathlib import Path
from archenemy.desktop.history.start_scan import scan_games
from archenemy.desktop.resume_ahead import start_ahead
ahead = start_ahead(Path(sys.argv[1]), scan_games)
scan = ahead.take_scan()
print(json.dumps({"pid": ahead.pid, "trusted": scan.trusted, "looked": len(scan.journals), "again": ahead.take_scan()}))
"""
    done = subprocess.run(
        [sys.executable, "-c", script, str(games)], capture_output=True, text=True, timeout=120, check=False
    )
    # No game to open: no child; the start takes the scan (every game trusted, none looked at), once.
    assert json.loads(done.stdout or "{}") == {"pid": None, "trusted": 5, "looked": 0, "again": None}, done.stderr


def test_no_child_is_forked_once_qt_is_loaded(qapp, tmp_path: Path) -> None:
    _journal_alone(tmp_path / "games")
    assert start_ahead(tmp_path / "games") is None


class _Ahead:
    """A stand-in for the child: hands back ``text`` once."""

    def __init__(self, text: bytes | None) -> None:
        self.text = text
        self.asked: list[Path] = []

    def take(self, journal: Path) -> bytes | None:
        self.asked.append(journal)
        text, self.text = self.text, None
        return text

    def take_scan(self) -> None:
        return None


def test_the_session_shows_the_snapshot_made_ahead_and_its_history_agrees(tmp_path: Path) -> None:
    games = tmp_path / "games"
    path = _journal_alone(games)
    found = snapshot_ahead(games)
    assert found is not None
    session = Session(games)
    session.resume.ahead = _Ahead(found[1])  # type: ignore[assignment]
    session.resume_or_new()
    # Painted from it, unreplayed
    assert session.path == path and session.game is not None and session.game.history_pending
    assert session.state == strict_replay(path).state
    session.complete_history()
    assert session.game.resume_matched
    session.close()


def test_a_snapshot_made_ahead_that_does_not_match_the_journal_is_refused(tmp_path: Path) -> None:
    games = tmp_path / "games"
    path = _journal_alone(games)
    found = snapshot_ahead(games)
    assert found is not None
    payload, _, check = found[1].partition(b"\n")
    for text in (b"", b"garbage", payload.replace(b'"turn":', b'"turn":1', 1) + b"\n" + check):
        session = Session(games)
        ahead = _Ahead(text)
        session.resume.ahead = ahead  # type: ignore[assignment]
        session.resume_or_new()
        # The journal replayed before the paint, as without one
        assert ahead.asked == [path] and session.game is not None and not session.game.history_pending
        assert session.state == strict_replay(path).state
        session.close()
        snapshot_path(path).unlink()


AHEAD_PROBE = """
import json, os, sys
import archenemy.desktop.resume_ahead as resume_ahead

seen = {}
kept = []
real = resume_ahead.start_ahead

def start_then_watch(games, *args):
    ahead = real(games, *args)
    seen["forked"] = ahead is not None
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    class _FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
                w = obj.window()
                if w.objectName() == "mainWindow":
                    from archenemy.engine.journal import read_journal, replay

                    seen["pending"] = w.session.game.history_pending
                    seen["same"] = w.session.state == replay(read_journal(w.session.path)).state
                    try:
                        os.waitpid(-1, os.WNOHANG)
                        seen["child_left"] = True
                    except ChildProcessError:
                        seen["child_left"] = False
                    os.write(1, json.dumps(seen, default=str).encode())
                    os._exit(0)
            return False

    app = QApplication(sys.argv[:1])
    kept.extend((app, _FirstPaint()))
    app.installEventFilter(kept[-1])
    return ahead

resume_ahead.start_ahead = start_then_watch
from archenemy.desktop.cli import main
main([])
"""


def test_a_game_copied_without_its_snapshot_paints_from_the_one_made_ahead(tmp_path: Path) -> None:
    """The real start forks before Qt and paints the snapshot made ahead.

    The child is reaped before the paint.
    """
    _journal_alone(tmp_path / "data" / "archenemy-companion" / "games", 400)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", AHEAD_PROBE], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    seen = json.loads(done.stdout or "{}")
    assert seen, done.stderr[-2000:]
    assert seen == {"forked": True, "pending": True, "same": True, "child_left": False}
