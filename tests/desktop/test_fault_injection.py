"""Write errors at every point of an append.

The screen, the journal and a strict replay always agree.

A fake file layer (``os.write``, ``os.fsync`` and ``os.ftruncate`` patched for
the journal's descriptor only) fails with ENOSPC, EIO or EROFS after every
possible number of bytes of a line, at the fsync, and in the truncation that
undoes a failed append.  After each fault: the action is refused, the
session's state (what the window shows) equals the journal on disk replayed
strictly, and nothing refused is ever written later.  A real fault, a file
size limit (``RLIMIT_FSIZE``: EFBIG, the kernel's own partial writes), runs in
a subprocess: "100 clicks on a full disk".
"""

from __future__ import annotations

import errno
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from archenemy.desktop.session import Session
from archenemy.engine.actions import ChangeLife, Redo, Undo
from archenemy.engine.journal import read_journal

from support.fake_disk import FakeDisk
from support.reliability import random_action, strict_replay

ERRNOS = (errno.ENOSPC, errno.EIO, errno.EROFS)


def agree(session: Session) -> None:
    """Screen = journal = strict replay.

    The journal holds exactly the accepted actions.
    """
    assert session.path is not None and session.game is not None
    on_disk = strict_replay(session.path)
    assert on_disk.state == session.state
    assert [a for _, a in read_journal(session.path).actions] == session.game.log


@pytest.fixture
def session(tmp_path: Path, qapp):
    games = tmp_path / "games"
    made = Session(games)
    made.new_game(rng=random.Random(3))
    yield made
    made.close()


def _points(line_length: int) -> list[tuple[str, int]]:
    return [("write", k) for k in range(line_length)] + [("short", k) for k in range(1, line_length)] + [("fsync", 0)]


@pytest.mark.timeout(120)
@pytest.mark.parametrize("code", ERRNOS, ids=errno.errorcode.get)
def test_a_failed_append_at_every_point_changes_nothing(session: Session, monkeypatch, code: int) -> None:
    disk = FakeDisk(monkeypatch)
    assert session._writer is not None
    disk.fd = session._writer._fd
    disk.code = code
    problems: list[str] = []
    session.problem.connect(problems.append)
    rng = random.Random(code)
    line = len('{"type": "life", "player": "Hero 1", "delta": 1}\n')
    for point in _points(line):
        before = (session.path.read_bytes(), session.state)  # type: ignore[union-attr]
        disk.plan = point
        assert not session.perform(ChangeLife("Hero 1", 1), merge_key="life:Hero 1")
        assert (session.path.read_bytes(), session.state) == before, point  # type: ignore[union-attr]
        agree(session)
        # The next action, on a healthy disk, is written alone (nothing refused comes back).
        action = random_action(session.state, rng, session.game.why_illegal)  # type: ignore[union-attr]
        assert action is not None
        assert session.perform(action)
        agree(session)
    assert problems and all("could not be saved" in p for p in problems)


@pytest.mark.parametrize("code", ERRNOS, ids=errno.errorcode.get)
def test_when_even_the_truncation_fails_the_next_append_cleans_up_first(
    session: Session, monkeypatch, code: int
) -> None:
    disk = FakeDisk(monkeypatch)
    disk.fd = session._writer._fd  # type: ignore[union-attr]
    disk.code = code
    assert session.perform(ChangeLife("Hero 2", -1))
    for k in (0, 10, 49):
        # A half line, a whole line without its fsync
        disk.plan, disk.truncate_fails = ("write", k), 1
        assert not session.perform(ChangeLife("Hero 2", -1))
        # The disk is still bad: the cleanup fails, so this one is refused too.
        disk.truncate_fails = 1
        assert not session.perform(ChangeLife("Hero 3", -2))
        # Healthy: cleaned up, then written
        assert session.perform(ChangeLife("Hero 1", 2))
        agree(session)
    disk.plan = ("fsync", 0)
    disk.truncate_fails = 1
    assert not session.perform(ChangeLife("Hero 1", 7))
    assert session.perform(ChangeLife("Hero 1", 1))
    agree(session)


@pytest.mark.parametrize("code", ERRNOS, ids=errno.errorcode.get)
def test_undo_and_redo_of_a_merged_group_stop_cleanly_at_a_write_error(
    session: Session, monkeypatch, code: int
) -> None:
    disk = FakeDisk(monkeypatch)
    disk.fd = session._writer._fd  # type: ignore[union-attr]
    disk.code = code
    for _ in range(3):
        assert session.perform(ChangeLife("Hero 1", -1), merge_key="life:Hero 1")
    disk.plan = ("write", 3)
    assert not session.perform(Undo())
    agree(session)
    # The whole group of three, on a healthy disk
    assert session.perform(Undo())
    assert session.state.player("Hero 1").life == 20
    disk.plan = ("fsync", 0)
    assert not session.perform(Redo())
    agree(session)
    assert session.perform(Redo())
    assert session.state.player("Hero 1").life == 17
    agree(session)


_FULL_DISK_CHILD = textwrap.dedent(
    """
    import os, random, resource, signal, sys
    from pathlib import Path
    from archenemy.desktop.session import Session
    from archenemy.engine.actions import ChangeLife
    from archenemy.engine.journal import read_journal, replay

    session = Session(Path(sys.argv[1]))
    session.new_game(rng=random.Random(5))
    life = session.state.player("Hero 1").life
    filler = Path(sys.argv[1]) / "filler"
    if sys.argv[2] == "rlimit":
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
        size = session.path.stat().st_size
        resource.setrlimit(resource.RLIMIT_FSIZE, (size + 1000, resource.RLIM_INFINITY))
    else:  # a real small file system: fill it up but for about 1000 bytes
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"x" * 4096):
                pass
        except OSError:
            pass
        os.close(fd)
    accepted = sum(session.perform(ChangeLife("Hero 1", 1)) for _ in range(100))
    if sys.argv[2] == "rlimit":
        resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    else:
        filler.unlink()
    accepted += session.perform(ChangeLife("Hero 1", 1))
    session.close()
    shown = session.state.player("Hero 1").life
    on_disk = replay(read_journal(session.path)).state.player("Hero 1").life
    print(life, accepted, shown, on_disk)
    """
)


def _full_disk(games: Path, mode: str) -> tuple[int, int, int, int]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", _FULL_DISK_CHILD, str(games), mode],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    life, accepted, shown, on_disk = map(int, result.stdout.split())
    return life, accepted, shown, on_disk


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE and SIGXFSZ as on Linux")
def test_a_full_disk_never_writes_refused_clicks_later(tmp_path: Path) -> None:
    life, accepted, shown, on_disk = _full_disk(tmp_path / "games", "rlimit")
    # Some clicks fitted, the rest were refused, then one more fitted
    assert 1 < accepted < 101
    assert shown == on_disk == life + accepted


@pytest.mark.skipif(not os.environ.get("ARCHENEMY_TMPFS"), reason="make soak mounts a tiny tmpfs (as root)")
def test_a_real_full_tmpfs_never_writes_refused_clicks_later() -> None:
    games = Path(os.environ["ARCHENEMY_TMPFS"]) / "games"
    life, accepted, shown, on_disk = _full_disk(games, "tmpfs")
    # The disk was really full for some clicks
    assert accepted < 101
    assert shown == on_disk == life + accepted
