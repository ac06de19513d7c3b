"""A refused action never comes back.

The writer never writes what the reader refuses.

The tail truncation: with it failing failing (EIO) after a failed fsync, the
screen showed 8 actions and "could not be saved" for the 9th; after a normal
close the journal held 9 (``close()`` never retried the truncation) and the
resume snapshot vouched for those bytes.  Now ``close()`` retries the
truncation (then rewrites the whole actions atomically) and no snapshot is
written while the file may still hold a refused action.

The size limit: nothing stopped the writer at the reader's 8 MiB limit, so a
~170,000-action game was set aside at the next start.  Now the writer refuses
the first line that would not fit (``journal_full``, nothing written) and the
table is told when the file is nearly full.
"""

from __future__ import annotations

import errno
import json
import random
from pathlib import Path

import pytest

from archenemy.desktop.session import NEARLY_FULL_BYTES, Session
from archenemy.engine import journal
from archenemy.engine.actions import ChangeLife
from archenemy.engine.errors import JournalError
from archenemy.engine.journal import MAX_JOURNAL_BYTES, JournalWriter, read_journal
from archenemy.engine.snapshot import snapshot_path

from support.fake_disk import FakeDisk
from support.reliability import strict_replay


@pytest.fixture
def games(tmp_path: Path) -> Path:
    return tmp_path / "games"


def _eight_then_a_refused_ninth(session: Session, monkeypatch: pytest.MonkeyPatch, truncations: int) -> FakeDisk:
    disk = FakeDisk(monkeypatch)
    disk.fd = session._writer._fd  # type: ignore[union-attr]
    disk.code = errno.EIO
    for _ in range(8):
        assert session.perform(ChangeLife("Hero 1", -1))
    # The line is written whole; its fsync fails
    disk.plan, disk.truncate_fails = ("fsync", 0), truncations
    problems: list[str] = []
    session.problem.connect(problems.append)
    assert not session.perform(ChangeLife("Hero 1", -1))
    assert problems and "could not be saved" in problems[0]
    return disk


def test_a_refused_action_never_comes_back_after_a_normal_close(games: Path, monkeypatch, qapp) -> None:
    session = Session(games)
    session.new_game(rng=random.Random(1))
    _eight_then_a_refused_ninth(session, monkeypatch, truncations=1)
    shown, path = session.state, session.path
    assert len(session.game.log) == 8
    # Ctrl+Q: the truncation is tried again, and works now
    session.close()
    monkeypatch.undo()
    assert len(read_journal(path).actions) == 8 and strict_replay(path).state == shown
    again = Session(games)
    try:
        again.resume_or_new()
        assert again.path == path and again.state == shown
        again.complete_history()
        assert len(again.game.log) == 8
    finally:
        again.close()


def test_while_the_refused_line_may_still_be_there_no_snapshot_is_written(games: Path, monkeypatch, qapp) -> None:
    session = Session(games)
    session.new_game(rng=random.Random(1))
    # The truncation never works again
    _eight_then_a_refused_ninth(session, monkeypatch, truncations=100)

    def no_rewrite(*_args: object) -> None:
        raise OSError(errno.EIO, "I/O error")

    monkeypatch.setattr(journal, "_replace_atomically", no_rewrite)
    path = session.path
    session.close()
    # Nothing vouches for the refused line's bytes
    assert not snapshot_path(path).exists()


def test_when_the_truncation_keeps_failing_close_rewrites_the_whole_actions(games: Path, monkeypatch, qapp) -> None:
    session = Session(games)
    session.new_game(rng=random.Random(1))
    _eight_then_a_refused_ninth(session, monkeypatch, truncations=100)
    shown, path = session.state, session.path
    session.close()
    monkeypatch.undo()
    assert len(read_journal(path).actions) == 8 and strict_replay(path).state == shown
    # Clean again: the snapshot is written
    assert snapshot_path(path).exists()


def test_the_writer_refuses_the_line_that_would_not_fit(tmp_path: Path, qapp) -> None:
    session = Session(tmp_path / "games")
    session.new_game(rng=random.Random(1))
    path = session.path
    session.close()
    writer = JournalWriter.open(path)
    try:
        # Room for two life lines
        writer.limit = path.stat().st_size + 120
        line = ChangeLife("Hero 1", -1)
        writer.append(line)
        writer.append(line)
        before = path.read_bytes()
        with pytest.raises(JournalError) as caught:
            writer.append(line)
        assert caught.value.code == "journal_full" and path.read_bytes() == before
    finally:
        writer.close()


def _fill_up_to(path: Path, room: int) -> int:
    """Append life changes to the journal ``path`` until it is nearly full.

    Changes of +1, -1... until less than ``room`` bytes are left of the limit.
    """
    lines = [json.dumps({"type": "life", "player": "Hero 1", "delta": d}) + "\n" for d in (1, -1)]
    size = path.stat().st_size
    pair = len(lines[0]) + len(lines[1])
    count = max(0, (MAX_JOURNAL_BYTES - room - size) // pair)
    with path.open("a", encoding="utf-8") as handle:
        handle.write("".join(lines) * count)
    return count * 2


@pytest.mark.timeout(120)
def test_a_game_at_the_limit_stops_with_a_message_and_still_opens(tmp_path: Path, qapp) -> None:
    games = tmp_path / "games"
    first = Session(games)
    first.new_game(rng=random.Random(1))
    path = first.path
    first.close()
    # About 170,000 actions
    _fill_up_to(path, room=300)
    session = Session(games)
    problems: list[str] = []
    session.problem.connect(problems.append)
    try:
        session.open_file(path)
        assert session.read_only is None
        # Said before it is full
        assert any("nearly full" in n for n in session.notices)
        while session.perform(ChangeLife("Hero 2", -1)):
            pass
        assert "save file is full" in problems[-1] and "rematch" in problems[-1]
        assert path.stat().st_size <= MAX_JOURNAL_BYTES
    finally:
        session.close()
    again = Session(games)
    try:
        # Read, never set aside
        again.resume_or_new()
        assert again.path == path and not list(games.glob("*.damaged-*"))
    finally:
        again.close()


def test_the_table_is_told_once_when_the_file_is_nearly_full(tmp_path: Path, monkeypatch, qapp) -> None:
    session = Session(tmp_path / "games")
    session.new_game(rng=random.Random(1))
    problems: list[str] = []
    session.problem.connect(problems.append)
    try:
        session._writer.limit = session.path.stat().st_size + NEARLY_FULL_BYTES + 100  # type: ignore[union-attr]
        assert session.perform(ChangeLife("Hero 1", -1)) and not problems
        assert session.perform(ChangeLife("Hero 1", -1)) and session.perform(ChangeLife("Hero 1", 1))
        assert len(problems) == 1 and "nearly full" in problems[0]
    finally:
        session.close()
