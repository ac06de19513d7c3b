"""A lock from another computer.

Read-only, saying so, with "Take over" once confirmed.

A games folder synced or copied from another computer after a crash there
(or a computer renamed) keeps that computer's lock file.  Qt never calls a
lock from another host stale (its process cannot be checked), so the game
stayed read-only for good.  Now the message names the computer and the
lock's time, and Game → "Take over this game…" removes the lock once the
user confirms that copy is closed.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from archenemy.desktop.session import Session
from archenemy.engine.actions import ChangeLife

from support.reliability import games_with_good_save, strict_replay


@pytest.fixture
def games(tmp_path: Path) -> Path:
    return games_with_good_save(tmp_path, "game.jsonl")


def _foreign_lock(games: Path, host: str = "kitchen-laptop", machine: str = "0123456789abcdef0123456789abcdef") -> Path:
    """A lock file as QLockFile writes it on another computer.

    Pid (a running one, ours), app, host, ids.
    """
    lock = games / "game.jsonl.lock"
    lock.write_text(f"{os.getpid()}\narchenemy\n{host}\n{machine}\nboot-id-of-that-computer\n")
    # 2026-01-01 12:00 UTC
    os.utime(lock, (1767268800, 1767268800))
    return lock


def test_a_lock_from_another_computer_opens_read_only_naming_it(games: Path, qapp) -> None:
    lock = _foreign_lock(games)
    session = Session(games)
    try:
        session.resume_or_new()
        assert session.path == games / "game.jsonl"
        assert session.read_only is not None
        # The lock's date
        assert "“kitchen-laptop” (since " in session.read_only and "26" in session.read_only
        assert "Take over" in session.read_only
        assert session.take_over_question is not None and "kitchen-laptop" in session.take_over_question
        assert not session.perform(ChangeLife("Hero 1", -1))
        # Nothing removed before the user says so
        assert lock.exists()
    finally:
        session.close()
    # And not when the read-only game closes either
    assert lock.exists()


def test_take_over_continues_the_game_here(games: Path, qapp) -> None:
    lock = _foreign_lock(games)
    session = Session(games)
    try:
        session.resume_or_new()
        session.take_over()
        assert session.read_only is None and session.take_over_question is None
        assert session.perform(ChangeLife("Hero 1", -1))
        assert strict_replay(games / "game.jsonl").state == session.state
        # The lock is ours now
        assert str(os.getpid()) == lock.read_text().split("\n")[0]
        other = Session(games)
        other.open_file(games / "game.jsonl")
        # Another copy here: no take over
        assert other.read_only is not None and other.take_over_question is None
        other.close()
    finally:
        session.close()
    assert not lock.exists()


def test_a_lock_of_this_computer_whose_copy_is_gone_is_still_taken_over_by_itself(games: Path, qapp) -> None:
    from PySide6.QtCore import QSysInfo

    machine = bytes(QSysInfo.machineUniqueId()).decode()
    _foreign_lock(games, host="old-name-of-this-computer", machine=machine)
    lock = games / "game.jsonl.lock"
    # A process that is gone
    lock.write_text(lock.read_text().replace(str(os.getpid()), "999999", 1))
    session = Session(games)
    try:
        session.resume_or_new()
        # The same machine (renamed): stale, taken over as before
        assert session.read_only is None
    finally:
        session.close()


def test_the_window_offers_take_over_and_asks_first(games: Path, qtbot, qasync_loop) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from archenemy.desktop.table import MainWindow

    # A host name is text from a file: never markup
    _foreign_lock(games, host="<b>kitchen</b>")
    session = Session(games)
    session.resume_or_new()
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    window.show_state()
    assert window.menus.take_over_action.isVisible() and window.windowTitle().startswith("Read-only — ")

    def question() -> QMessageBox:
        qtbot.waitUntil(lambda: any(isinstance(d, QMessageBox) and d.isVisible() for d in window.dialogs.opened))
        return next(d for d in window.dialogs.opened if isinstance(d, QMessageBox) and d.isVisible())

    window.menus.take_over_action.trigger()
    box = question()
    assert "<b>kitchen</b>" in box.text() and box.textFormat() == Qt.TextFormat.PlainText
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.wait(50)
    # Nothing happens without a yes
    assert session.read_only is not None
    window.menus.take_over_action.trigger()
    question().button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: session.read_only is None)
    window.show_state()
    assert not window.menus.take_over_action.isVisible()
    assert window.windowTitle() == "Archenemy Companion"
    assert session.perform(ChangeLife("Hero 1", -1))
    window.close()
