"""The games folder's files, as the session finds them: new journal names, the games newest first, bad files set aside.

Every game is a journal ``game-<date>-<time>.jsonl`` in the games folder
(:func:`~archenemy.desktop.paths.games_dir`).  Nothing here reads a journal:
the session (:mod:`archenemy.desktop.session`) does, and decides what a file
that cannot be read becomes.
"""

from __future__ import annotations

import stat
import time
from pathlib import Path

__all__ = ["new_journal_path", "newest_first", "set_aside"]


def new_journal_path(games_dir: Path) -> Path:
    """A journal name not taken yet in ``games_dir`` (created if missing): ``game-<date>-<time>[-n].jsonl``.

    Raises :class:`OSError` when the folder cannot be made.
    """
    games_dir.mkdir(parents=True, exist_ok=True)
    stem = time.strftime("game-%Y%m%d-%H%M%S")
    path = games_dir / f"{stem}.jsonl"
    n = 2
    while path.exists():
        path = games_dir / f"{stem}-{n}.jsonl"
        n += 1
    return path


def set_aside(path: Path) -> Path | None:
    """Rename a bad game file to ``<name>.damaged-<time>`` (no longer ``*.jsonl``); ``None`` if it cannot be."""
    target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
        n += 1
    try:
        path.rename(target)
    except OSError:
        return None
    return target


def newest_first(folder: Path) -> tuple[list[tuple[Path, float]], list[tuple[Path, str]]]:
    """The regular ``*.jsonl`` files of ``folder`` with their modification times, newest first, and
    ``(path, reason)`` for the others.

    A dangling link, a link loop or a folder named ``*.jsonl`` is not a game;
    a missing or unreadable folder has no games.  Never raises.
    """
    found: list[tuple[Path, float]] = []
    others: list[tuple[Path, str]] = []
    try:
        names = sorted(folder.glob("*.jsonl"))
    except OSError:
        return [], []
    for path in names:
        try:
            info = path.stat()
        except OSError as exc:
            others.append((path, exc.strerror or str(exc)))
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((path, info.st_mtime))
    found.sort(key=lambda item: item[1], reverse=True)
    return found, others
