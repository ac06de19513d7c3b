"""The session's promises.

Read-only viewing when saving is impossible, one writer per game file
(docs/reliability.md).
"""

from __future__ import annotations

import errno
import os
import random
import shutil
from pathlib import Path

import pytest

from archenemy.desktop.app import QUIT_AFTER_START
from archenemy.desktop.session import Session
from archenemy.engine import journal
from archenemy.engine.actions import ChangeLife, NextStep

from support.reliability import CORPUS, app_child_env, games_with_good_save, strict_replay


@pytest.fixture
def games(tmp_path: Path) -> Path:
    return games_with_good_save(tmp_path, "game.jsonl")


def _refuse_writing(monkeypatch: pytest.MonkeyPatch, code: int = errno.EROFS) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    import archenemy.desktop.resume  # noqa: F401 - imported first: it keeps the real write_atomically (its key)

    monkeypatch.setattr(journal.JournalWriter, "open", classmethod(lambda cls, path: refuse()))
    monkeypatch.setattr(journal, "write_atomically", refuse)
    # The damaged copy beside the file
    monkeypatch.setattr(journal, "copy_to_new_file", refuse)


def test_a_read_only_folder_still_shows_the_game_read_only(games: Path, monkeypatch, qapp) -> None:
    _refuse_writing(monkeypatch)
    before = (games / "game.jsonl").read_bytes()
    session = Session(games)
    problems: list[str] = []
    session.problem.connect(problems.append)
    # No OSError: the existing game is shown
    session.resume_or_new()
    try:
        assert session.path == games / "game.jsonl"
        assert session.state == strict_replay(games / "game.jsonl").state
        assert session.read_only is not None and "read-only" in session.read_only
        assert any("read-only" in n for n in session.notices)
        assert not session.perform(ChangeLife("Hero 1", 1))
        assert not session.perform(NextStep())
        assert problems == [session.read_only, session.read_only]
        assert (games / "game.jsonl").read_bytes() == before
    finally:
        session.close()


def test_a_damaged_game_in_a_read_only_folder_is_shown_as_far_as_it_reads(games: Path, monkeypatch, qapp) -> None:
    shutil.copy(CORPUS / "bad_line_in_middle.jsonl", games / "game.jsonl")
    _refuse_writing(monkeypatch)
    session = Session(games)
    session.resume_or_new()
    try:
        assert session.read_only is not None
        assert len(session.game.log) == 5  # type: ignore[union-attr]
        # Nothing could be rewritten, nothing was
        assert not list(games.glob("*.damaged-*"))
    finally:
        session.close()


def test_a_second_copy_opens_the_same_game_read_only(games: Path, qapp) -> None:
    first, second = Session(games), Session(games)
    first.resume_or_new()
    try:
        assert first.read_only is None
        second.open_file(games / "game.jsonl")
        assert second.read_only is not None and "another copy" in second.read_only
        assert not second.perform(ChangeLife("Hero 1", 1))
        # The first copy still writes
        assert first.perform(ChangeLife("Hero 1", 1))
        assert strict_replay(games / "game.jsonl").state == first.state
    finally:
        first.close()
        second.close()
    third = Session(games)
    try:
        # The lock was released
        third.open_file(games / "game.jsonl")
        assert third.read_only is None
        assert third.perform(ChangeLife("Hero 1", 1))
    finally:
        third.close()


def test_reopening_the_own_game_keeps_writing(games: Path, qapp) -> None:
    session = Session(games)
    session.resume_or_new()
    try:
        session.open_file(games / "game.jsonl")
        assert session.read_only is None
        assert session.perform(ChangeLife("Hero 2", -1))
        assert strict_replay(games / "game.jsonl").state == session.state
    finally:
        session.close()


def test_a_new_game_in_a_writable_folder_is_locked_and_writable(tmp_path: Path, qapp) -> None:
    session = Session(tmp_path / "games")
    session.new_game(rng=random.Random(1))
    try:
        assert session.read_only is None
        assert session.path is not None and Path(str(session.path) + ".lock").exists()
        other = Session(tmp_path / "games")
        other.open_file(session.path)
        assert other.read_only is not None
        other.close()
    finally:
        session.close()
    assert not Path(str(session.path) + ".lock").exists()


def test_the_running_change_badge_counts_only_applied_changes(tmp_path: Path, qtbot) -> None:
    from PySide6.QtCore import Qt

    from archenemy.desktop.table import MainWindow

    session = Session(tmp_path / "games")
    session.new_game(rng=random.Random(2))
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    panel = window.panels["Hero 1"]
    for _ in range(15):
        qtbot.mouseClick(panel.minus, Qt.MouseButton.LeftButton)

    def full_disk(_action: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    session.game.on_action = full_disk  # type: ignore[union-attr]
    for _ in range(80):
        # Refused: the game could not be saved
        qtbot.mouseClick(panel.minus, Qt.MouseButton.LeftButton)
    assert session.state.player("Hero 1").life == 5
    assert panel.delta_label.text() == "−15"
    assert "could not be saved" in window.status.text()
    window.close()


def test_the_window_title_says_read_only(games: Path, monkeypatch, qtbot) -> None:
    from archenemy.desktop.table import MainWindow

    _refuse_writing(monkeypatch)
    session = Session(games)
    session.resume_or_new()
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    window.show_state()
    # Qt adds the app's name after a title that does not end with it: never "… (read-only) — Archenemy Companion"
    assert window.windowTitle() == "Read-only — Archenemy Companion"
    window.close()


# The app quits as soon as its loop runs (QUIT_AFTER_START): a QTimer started before run_gui could fire during
# its first paint, before the loop, and Qt ignores a quit() outside a running loop (the start then never ends).
_START_APP = """
import sys
from archenemy.desktop.app import run_gui
sys.exit(run_gui("en"))
"""


@pytest.mark.timeout(120)
def test_the_app_starts_whatever_the_newest_file_is(tmp_path: Path) -> None:
    import subprocess
    import sys

    env = app_child_env(tmp_path)
    # Quits once its loop runs (a timer's app.quit() during the first paint, before the loop, was lost: a hang).
    env[QUIT_AFTER_START] = "1"
    games = tmp_path / "data" / "archenemy-companion" / "games"
    games.mkdir(parents=True)
    for name in ("surrogate_player_name.jsonl", "deep_nesting_header.jsonl", "long_integer_header.jsonl"):
        shutil.copy(CORPUS / name, games / name)
    shutil.copy(CORPUS / "small_game.jsonl", games / "good.jsonl")
    # The oldest: every bad file comes first
    os.utime(games / "good.jsonl", (1, 1))
    (games / "loop.jsonl").symlink_to(games / "loop.jsonl")
    result = subprocess.run([sys.executable, "-c", _START_APP], env=env, capture_output=True, text=True, timeout=100)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr
    # Each bad file set aside, kept
    assert len(list(games.glob("*.damaged-*"))) == 3
    assert (games / "good.jsonl").exists()
    # The good game was resumed, no new one started
    assert not list(games.glob("game-*.jsonl"))


_CLOSE_DURING_FIRST_PAINT = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
first_paint = QApplication.processEvents

def close_then_paint():
    # The player closes the window while it paints the first time (before the loop runs).
    for widget in QApplication.topLevelWidgets():
        widget.close()
    QApplication.processEvents = first_paint
    first_paint()

QApplication.processEvents = staticmethod(close_then_paint)
from archenemy.desktop.app import run_gui
sys.exit(run_gui("en"))
"""


@pytest.mark.timeout(120)
def test_a_window_closed_during_its_first_paint_ends_the_app(tmp_path: Path) -> None:
    """Qt drops ``quit()`` before its loop runs.

    The app must quit by itself, not run on with no window.
    """
    import subprocess
    import sys

    env = app_child_env(tmp_path)
    env.pop(QUIT_AFTER_START, None)
    result = subprocess.run(
        [sys.executable, "-c", _CLOSE_DURING_FIRST_PAINT], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr
