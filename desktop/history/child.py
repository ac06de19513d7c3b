"""Bringing the history index up to date in a child process.

``archenemy history --sync``.

Reading a journal into the index replays it: a 100,000-action game takes
seconds of Python and allocates millions of objects, and the collector's
pauses and the GIL it holds stall every thread of the process (keys waited
up to a third of a second while the Statistics window read such games in a
thread).  So the window has the app's own command do it in a process of its
own (:func:`sync_in_child`), then reads the rows, which costs it little.
When the child cannot keep the file (the data folder read-only, another copy
holding the database), or the games folder is not the app's (a test's), the
caller does the work itself as before.  Qt-free.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import IO

from .index import index_path

__all__ = ["BACKGROUND_NICENESS", "CHILD_SECONDS", "child_command", "sync_in_child"]

#: The longest the child may take (seconds): a rebuild of 10,000 games takes about a minute and a half.
CHILD_SECONDS = 600.0
#: How much lower a background child's priority is (POSIX niceness).
BACKGROUND_NICENESS = 10


def child_command() -> list[str]:
    """The app's own ``archenemy history --sync``.

    The bundle's executable, or this Python and the module.
    """
    if getattr(sys, "frozen", False):
        return [sys.executable, "history", "--sync"]
    return [sys.executable, "-m", "archenemy.desktop.cli.commands", "history", "--sync"]


def sync_in_child(
    games_dir: Path,
    timeout: float = CHILD_SECONDS,
    *,
    background: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> bool:
    """True when a child process brought the index file of ``games_dir`` up to date.

    Nothing replayed here.

    False (the caller syncs itself) when ``games_dir`` is not the app's
    games folder, or the child failed, timed out or could only work in
    memory.  Blocks the calling thread (never the GUI's) in ``waitpid``.
    ``background``: the child runs at a lower priority
    (:data:`BACKGROUND_NICENESS`), so the table keeps a core while it works.
    ``progress`` (in the calling thread) gets how many journals the child
    has read and how many it reads (``history --sync --progress``'s lines).
    """
    from .. import paths

    if os.path.abspath(games_dir) != os.path.abspath(paths.games_dir()):
        return False
    if not index_path(games_dir).parent.is_dir():
        return False
    flags = getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0) if background else 0
    try:
        with subprocess.Popen(
            child_command() + (["--progress"] if progress is not None else []),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE if progress is not None else subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            creationflags=flags,
        ) as child:
            if background and hasattr(os, "setpriority"):
                with contextlib.suppress(OSError):
                    os.setpriority(os.PRIO_PROCESS, child.pid, BACKGROUND_NICENESS)
            if progress is not None and child.stdout is not None:
                _follow(child, child.stdout, timeout, progress)
            try:
                return child.wait(timeout) == 0
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
                return False
    except (OSError, subprocess.SubprocessError):
        return False


def _follow(
    child: subprocess.Popen[bytes], lines: IO[bytes], timeout: float, progress: Callable[[int, int], None]
) -> None:
    """Give ``progress`` each ``READ TOTAL`` line of ``child`` until its output ends.

    The child is killed once ``timeout`` seconds have passed.
    """
    timer = threading.Timer(timeout, child.kill)
    timer.daemon = True
    timer.start()
    try:
        for line in lines:
            parts = line.split()
            if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
                progress(int(parts[0]), int(parts[1]))
    finally:
        timer.cancel()
