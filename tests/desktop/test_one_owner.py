"""One owner per game file.

Two copies starting a game in the same second never share a file.

The defect: ``Session._new_path`` checked the name, then ``JournalWriter.create``
renamed a temporary file over it, and ``new_game`` ignored a failed lock.  With
a frozen clock and the first copy's first fsync delayed, the second copy
created the same name meanwhile; the first copy's rename then replaced it,
and every action the second copy showed went to a deleted file.  Now the lock
is taken first, the journal is created exclusively (a hard link that fails if
the name is taken), a taken name is passed over, and a file that is no longer
at its path is never written again.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from archenemy.desktop.session import Session
from archenemy.engine import journal
from archenemy.engine.actions import ChangeLife, NextStep

from support.reliability import strict_replay

FROZEN = "game-20260101-120000"


@pytest.fixture
def frozen_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every new game is named in the same second."""
    real = time.strftime
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: FROZEN if fmt.startswith("game-") else real(fmt, *a))


def test_a_second_copy_starting_during_the_first_copys_fsync_gets_its_own_file(
    tmp_path: Path, monkeypatch, frozen_clock, qapp
) -> None:
    games = tmp_path / "games"
    first, second = Session(games), Session(games)
    real_fsync = os.fsync
    raced: list[bool] = []

    def slow_first_fsync(fd: int) -> None:
        if not raced:
            # The first copy's first fsync: the second copy starts its game meanwhile
            raced.append(True)
            second.new_game(rng=random.Random(2))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", slow_first_fsync)
    first.new_game(rng=random.Random(1))
    monkeypatch.setattr(os, "fsync", real_fsync)
    try:
        assert raced and first.path != second.path
        for session, player in ((first, "Hero 1"), (second, "Hero 2")):
            assert session.read_only is None
            assert session.perform(ChangeLife(player, -3)) and session.perform(NextStep())
        for session in (first, second):
            # Every shown action is in its own file
            assert strict_replay(session.path).state == session.state
            # And its own shuffle
            assert strict_replay(session.path).start == session.game.start
    finally:
        first.close()
        second.close()


def test_the_lock_is_held_before_the_file_is_written(tmp_path: Path, monkeypatch, qapp) -> None:
    games = tmp_path / "games"
    seen: list[bool] = []
    real_create = journal.JournalWriter.create.__func__

    def create(cls, path, *args, **kwargs):
        seen.append(Path(str(path) + ".lock").exists())
        return real_create(cls, path, *args, **kwargs)

    monkeypatch.setattr(journal.JournalWriter, "create", classmethod(create))
    session = Session(games)
    try:
        session.new_game(rng=random.Random(1))
        assert seen == [True]
    finally:
        session.close()


def test_a_name_another_copy_holds_is_passed_over(tmp_path: Path, frozen_clock, qapp) -> None:
    games = tmp_path / "games"
    first, second = Session(games), Session(games)
    try:
        first.new_game(rng=random.Random(1))
        # A file, not a game: never replaced
        (games / f"{FROZEN}-2.jsonl").write_text("someone else's\n")
        second.new_game(rng=random.Random(2))
        assert [first.path.name, second.path.name] == [f"{FROZEN}.jsonl", f"{FROZEN}-3.jsonl"]
        assert (games / f"{FROZEN}-2.jsonl").read_text() == "someone else's\n"
    finally:
        first.close()
        second.close()


def test_creating_a_journal_never_replaces_a_file(tmp_path: Path) -> None:
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.setup import deal, default_setup

    catalogue = load_catalogue()
    start = deal(default_setup(catalogue, "Archenemy", ("Hero 1", "Hero 2")), catalogue, random.Random(1))
    path = tmp_path / "game.jsonl"
    path.write_text("precious\n")
    with pytest.raises(FileExistsError):
        journal.JournalWriter.create(path, start)
    assert path.read_text() == "precious\n"


@pytest.mark.parametrize("how", ["removed", "replaced"])
def test_a_file_removed_or_replaced_under_a_running_game_is_never_written_again(tmp_path: Path, how: str, qapp) -> None:
    games = tmp_path / "games"
    session = Session(games)
    problems: list[str] = []
    session.problem.connect(problems.append)
    session.new_game(rng=random.Random(1))
    try:
        old = session.path
        assert session.perform(ChangeLife("Hero 1", -2))
        if how == "removed":
            old.unlink()
        else:
            other = games / "other.jsonl"
            other.write_text("another program's file\n")
            os.replace(other, old)
        # Goes on, in a new file: nothing shown is lost
        assert session.perform(ChangeLife("Hero 1", -1))
        assert session.path != old and session.read_only is None
        assert any(old.name in p and session.path.name in p for p in problems), problems
        assert strict_replay(session.path).state == session.state
        assert [type(a) for a in session.game.log] == [ChangeLife, ChangeLife]
        if how == "replaced":
            # The other program's file is left alone
            assert old.read_text() == "another program's file\n"
        assert session.perform(NextStep()) and strict_replay(session.path).state == session.state
    finally:
        session.close()


# Two real processes, as the defect was first seen: a frozen clock, the first copy's first fsync delayed.
_COPY = """
import json, os, random, sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
real = time.strftime
time.strftime = lambda fmt, *a: "game-20260101-120000" if fmt.startswith("game-") else real(fmt, *a)
role, games, go = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
if role == "first":
    real_fsync, delayed = os.fsync, []
    def slow(fd):
        if not delayed:
            delayed.append(1)
            go.write_text("go")  # the second copy starts now
            time.sleep(1.5)
        real_fsync(fd)
    os.fsync = slow
else:
    while not go.exists():
        time.sleep(0.01)
from archenemy.desktop.session import Session
from archenemy.engine.actions import ChangeLife, NextStep
session = Session(games)
session.new_game(rng=random.Random(1 if role == "first" else 2))
time.sleep(2.0 if role == "second" else 0.0)  # the second copy keeps playing after the first copy's rename
for action in (ChangeLife("Hero 1", -3), NextStep(), ChangeLife("Hero 2", 2)):
    assert session.perform(action)
print(json.dumps({"path": str(session.path), "life": [p.life for p in session.state.players]}))
session.close()
"""


@pytest.mark.timeout(120)
def test_two_processes_starting_in_the_same_second_get_two_files(tmp_path: Path) -> None:
    games, go = tmp_path / "games", tmp_path / "go"
    games.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    copies = [
        subprocess.Popen(
            [sys.executable, "-c", _COPY, role, str(games), str(go)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for role in ("first", "second")
    ]
    results = []
    for copy in copies:
        out, err = copy.communicate(timeout=60)
        assert copy.returncode == 0, err[-2000:]
        results.append(json.loads(out.strip().splitlines()[-1]))
    assert results[0]["path"] != results[1]["path"]
    for result in results:
        replayed = strict_replay(Path(result["path"]))
        # What each copy showed is on disk
        assert [p.life for p in replayed.state.players] == result["life"]
