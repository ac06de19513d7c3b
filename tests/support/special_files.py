"""Shared pieces of the special-file proofs (not a test module).

Make a FIFO, a /dev/zero link or a folder where a file is read, and run a
reader with a deadline that proves it never waits.

``KINDS`` are the special files every folder the app reads is tried with;
``make_special(path, kind)`` puts one at ``path``; ``finishes(fn, path)`` runs
``fn`` in a thread and fails the test if it has not returned within
``seconds`` (a reader blocked on a FIFO is released by opening its other end,
so a failing test does not leave a thread stuck for ever).
"""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

#: A named pipe with no writer (an open() or read() waits for ever), a link to a device that never ends, a folder.
KINDS = ("fifo", "dev_zero", "directory")


def make_special(path: Path, kind: str) -> None:
    """Put a special file of ``kind`` at ``path``, replacing nothing.

    One of :data:`KINDS`.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        path.symlink_to("/dev/zero")
    elif kind == "directory":
        path.mkdir()
    else:
        raise ValueError(kind)


def special_kinds() -> list[Any]:
    """:data:`KINDS` as pytest parameters.

    ``dev_zero`` skipped where there is no ``/dev/zero``.
    """
    no_zero = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
    no_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
    return [
        pytest.param("fifo", marks=no_fifo),
        pytest.param("dev_zero", marks=no_zero),
        pytest.param("directory"),
    ]


def _release(path: Path | None) -> None:
    """Open the other end of a FIFO at ``path`` for a moment.

    A reader waiting in open() or read() goes on.
    """
    if path is None:
        return
    try:
        if stat.S_ISFIFO(os.stat(path).st_mode):
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
    except OSError:
        pass


def finishes(fn: Callable[[], Any], special: Path | None = None, *, seconds: float = 10.0) -> Any:
    """``fn()``'s result, failing the test if it takes over ``seconds``.

    Or its exception, raised again.

    ``special``: the FIFO the reader may wait on, released when the time is up.
    """
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        _release(special)
        thread.join(5)
        pytest.fail(f"still waiting after {seconds} s on {special}", pytrace=False)
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")
