"""engine/safe_files.py: regular files only, bounded reads.

Exclusive creation, unique names, duplicate JSON keys.
"""

from __future__ import annotations

import errno
import os
import socket
import threading
import time
from pathlib import Path

import pytest

from archenemy.engine.safe_files import (
    DuplicateKeyError,
    FileTooLargeError,
    NotPrivateFileError,
    NotRegularFileError,
    check_regular_file,
    copy_to_new_file,
    create_exclusive,
    damaged_name,
    loads_json,
    move_to_new_name,
    read_regular_file,
    read_regular_file_or_none,
    set_aside,
    write_atomically,
)

from support.special_files import finishes, make_special, special_kinds

EXPECTED_KIND = {"fifo": "fifo", "dev_zero": "device", "directory": "directory"}


@pytest.mark.parametrize("kind", special_kinds())
def test_a_special_file_is_refused_unread_and_never_waited_on(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "file"
    make_special(path, kind)
    with pytest.raises(NotRegularFileError) as caught:
        finishes(lambda: read_regular_file(path, 1024), path, seconds=5)
    assert caught.value.kind == EXPECTED_KIND[kind]
    assert isinstance(caught.value, OSError) and caught.value.filename == str(path)
    with pytest.raises(NotRegularFileError):
        check_regular_file(path, 1024)


def test_a_socket_is_refused(tmp_path: Path) -> None:
    # AF_UNIX paths are short
    path = Path(f"/tmp/ae-sock-{os.getpid()}")
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(NotRegularFileError) as caught:
            read_regular_file(path, 10)
        assert caught.value.kind == "socket"
    finally:
        server.close()
        path.unlink(missing_ok=True)


def test_a_fifo_that_appears_after_the_check_cannot_block_the_open(tmp_path: Path, monkeypatch) -> None:
    """The stat check and the open() are two steps.

    The open is non-blocking and fstat checks again.
    """
    path = tmp_path / "file"
    path.write_text("x")
    real_stat = os.stat
    swapped: list[bool] = []

    def swap_after_stat(target, *args, **kwargs):
        info = real_stat(target, *args, **kwargs)
        if Path(target) == path and not swapped:
            swapped.append(True)
            path.unlink()
            # Swapped between the check and the open
            os.mkfifo(path)
        return info

    monkeypatch.setattr(os, "stat", swap_after_stat)
    with pytest.raises(NotRegularFileError):
        finishes(lambda: read_regular_file(path, 10), path, seconds=5)


def test_reads_are_bounded(tmp_path: Path) -> None:
    path = tmp_path / "file"
    path.write_bytes(b"a" * 100)
    assert read_regular_file(path, 100) == b"a" * 100
    with pytest.raises(FileTooLargeError) as caught:
        read_regular_file(path, 99)
    assert caught.value.limit == 99 and caught.value.errno == errno.EFBIG
    with pytest.raises(FileTooLargeError):
        check_regular_file(path, 99)
    check_regular_file(path, 100)
    # missing is fine unless asked
    check_regular_file(tmp_path / "missing", 10)
    with pytest.raises(FileNotFoundError):
        check_regular_file(tmp_path / "missing", 10, missing_ok=False)
    with pytest.raises(FileNotFoundError):
        read_regular_file(tmp_path / "missing", 10)


def test_a_link_is_followed_unless_asked_not_to(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "target"
    target.write_bytes(b"data")
    link = tmp_path / "link"
    link.symlink_to(target)
    assert read_regular_file(link, 10) == b"data"
    with pytest.raises(NotRegularFileError) as caught:
        read_regular_file(link, 10, follow_links=False)
    assert caught.value.kind == "link"
    assert read_regular_file(target, 10, follow_links=False) == b"data"
    real_lstat = os.lstat

    def swap_after_lstat(path, *args, **kwargs):
        # A link swapped in between the check and the open
        info = real_lstat(path, *args, **kwargs)
        if Path(path) == target:
            target.rename(tmp_path / "moved")
            target.symlink_to(tmp_path / "moved")
        return info

    monkeypatch.setattr(os, "lstat", swap_after_lstat)
    with pytest.raises(OSError) as swapped:
        read_regular_file(target, 10, follow_links=False)
    # O_NOFOLLOW
    assert swapped.value.errno == errno.ELOOP


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_private_read_refuses_a_file_others_may_read_or_write(tmp_path: Path) -> None:
    path = tmp_path / "private"
    path.write_bytes(b"secret")
    for mode in (0o644, 0o620, 0o604, 0o660):
        os.chmod(path, mode)
        with pytest.raises(NotPrivateFileError) as caught:
            read_regular_file(path, 100, private=True)
        assert caught.value.errno == errno.EACCES and isinstance(caught.value, OSError)
        # Not asked: read
        assert read_regular_file(path, 100) == b"secret"
    os.chmod(path, 0o600)
    assert read_regular_file(path, 100, private=True) == b"secret"


def test_or_none_is_none_for_every_refusal(tmp_path: Path) -> None:
    path = tmp_path / "file"
    path.write_bytes(b"abc")
    assert read_regular_file_or_none(path, 3) == b"abc"
    assert read_regular_file_or_none(path, 2) is None
    assert read_regular_file_or_none(tmp_path, 10) is None
    assert read_regular_file_or_none(tmp_path / "missing", 10) is None
    # The system takes no NUL byte
    assert read_regular_file_or_none(tmp_path / "bad\0name", 10) is None


def test_write_atomically_replaces_all_or_nothing(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "new" / "settings.json"
    write_atomically(path, "uno ñ")
    assert path.read_bytes() == "uno ñ".encode()
    if os.name == "posix":
        # Only the user may read it
        assert path.stat().st_mode & 0o077 == 0
    write_atomically(path, b"two")
    assert path.read_bytes() == b"two"

    def failing_replace(*_args, **_kwargs):
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        write_atomically(path, b"three")
    monkeypatch.undo()
    assert path.read_bytes() == b"two"
    # No temporary file left
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]
    with pytest.raises(FileNotFoundError):
        write_atomically(tmp_path / "gone" / "game.jsonl", b"x", make_folder=False)
    assert not (tmp_path / "gone").exists()


def test_duplicate_keys_are_damage() -> None:
    assert loads_json('{"a": 1, "b": {"c": 2}}') == {"a": 1, "b": {"c": 2}}
    with pytest.raises(DuplicateKeyError) as caught:
        loads_json('{"a": 1, "b": {"c": 2, "c": 3}}')
    assert caught.value.key == "c" and isinstance(caught.value, ValueError)


def test_create_exclusive_never_replaces_a_file(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    path = tmp_path / "games" / "game.jsonl"
    create_exclusive(path, b"first\n")
    with pytest.raises(FileExistsError):
        create_exclusive(path, b"second\n")
    assert path.read_bytes() == b"first\n"
    # No temporary file left
    assert [p.name for p in path.parent.iterdir()] == ["game.jsonl"]


def test_create_exclusive_without_hard_links_uses_o_excl(tmp_path: Path, monkeypatch) -> None:
    def no_links(*_args, **_kwargs):
        raise OSError(errno.EPERM, os.strerror(errno.EPERM))

    monkeypatch.setattr(os, "link", no_links)
    (tmp_path / "games").mkdir()
    path = tmp_path / "games" / "game.jsonl"
    create_exclusive(path, b"first\n")
    with pytest.raises(FileExistsError):
        create_exclusive(path, b"second\n")
    assert path.read_bytes() == b"first\n"
    assert [p.name for p in path.parent.iterdir()] == ["game.jsonl"]


def test_of_many_writers_of_one_name_exactly_one_creates_it(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    start = threading.Barrier(8)
    won: list[int] = []

    def writer(n: int) -> None:
        start.wait()
        try:
            create_exclusive(path, f"{n}\n".encode())
            won.append(n)
        except FileExistsError:
            pass

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(won) == 1 and path.read_text() == f"{won[0]}\n"


def test_new_names_are_unique(tmp_path: Path) -> None:
    base = tmp_path / "game.jsonl.damaged-20260101-120000"
    first = copy_to_new_file(b"1", base)
    second = copy_to_new_file(b"2", base)
    assert (first.name, second.name) == (base.name, base.name + "-2")
    assert (first.read_bytes(), second.read_bytes()) == (b"1", b"2")
    source = tmp_path / "bad.jsonl"
    source.write_bytes(b"3")
    moved = move_to_new_name(source, base)
    assert moved.name == base.name + "-3" and moved.read_bytes() == b"3" and not source.exists()
    # Nothing replaced
    assert first.read_bytes() == b"1"


def test_a_damaged_file_is_set_aside_under_a_name_no_file_has(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "20260101-120000")
    path = tmp_path / "roster.json"
    assert damaged_name(path) == tmp_path / "roster.json.damaged-20260101-120000"
    path.write_text("one")
    assert set_aside(path) == tmp_path / "roster.json.damaged-20260101-120000"
    path.write_text("two")
    # The same second: never replaced
    assert set_aside(path) == tmp_path / "roster.json.damaged-20260101-120000-2"
    assert (tmp_path / "roster.json.damaged-20260101-120000").read_text() == "one"
    assert not path.exists()
    # Nothing there
    assert set_aside(path) is None
