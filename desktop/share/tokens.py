"""The share address's token, kept per game across restarts so phones reconnect by themselves.

The tokens live in one small JSON file in the settings folder,
``share-tokens.json`` (``{"version": 1, "games": {"<journal path>": "<token>"}}``),
that only the user may read: it is written through
:func:`~archenemy.engine.journal.write_atomically` (a temporary file made
``0600`` by ``mkstemp``, then renamed) and read only if it is a regular file
of this user's that nobody else may read or write, at most
:data:`MAX_FILE_BYTES` bytes, opened without following a link and without
blocking (a FIFO or a device there never stalls the app).  Anything else in
its place is ignored and replaced: a token that others could have read is
not used.

"New link" (:meth:`TokenStore.revoke`) makes a new token for the game and
forgets the old one for every game that had it.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

from ...engine.journal import write_atomically
from .guard import new_token

__all__ = ["MAX_FILE_BYTES", "TokenStore", "read_private_file"]

# The file's largest size, and how many games it remembers (the most recently used).
MAX_FILE_BYTES = 64 * 1024
MAX_GAMES = 64
_TOKEN = re.compile(r"[A-Za-z0-9_-]{22,64}")


def read_private_file(path: Path, limit: int) -> bytes | None:
    """The bytes of ``path`` if it is a regular file of this user's that only they can read and write.

    ``None`` when it is missing, a link, a FIFO, a device or a folder, larger
    than ``limit`` bytes, readable or writable by others (POSIX), or cannot be
    read.  Opened non-blocking and without following links; the read is
    bounded by ``limit``.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            return None
        if os.name == "posix" and (info.st_mode & 0o077 or info.st_uid != os.geteuid()):
            return None
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks) if size <= limit else None
    except OSError:
        return None
    finally:
        os.close(fd)


class TokenStore:
    """Share tokens by game (a journal's path), in ``path`` (default: ``share-tokens.json`` in the settings folder)."""

    def __init__(self, path: Path | None = None) -> None:
        if path is None:
            from .. import paths

            path = paths.config_dir() / "share-tokens.json"
        self.path = path

    def _load(self) -> dict[str, str]:
        data = read_private_file(self.path, MAX_FILE_BYTES)
        try:
            games = json.loads(data.decode("utf-8"))["games"] if data is not None else {}
        except (ValueError, KeyError, TypeError, UnicodeDecodeError):
            return {}
        if not isinstance(games, dict):
            return {}
        return {
            game: token
            for game, token in games.items()
            if isinstance(game, str) and len(game) <= 4096 and isinstance(token, str) and _TOKEN.fullmatch(token)
        }

    def _save(self, games: dict[str, str]) -> None:
        kept = dict(list(games.items())[-MAX_GAMES:])
        try:
            write_atomically(self.path, json.dumps({"version": 1, "games": kept}, indent=1) + "\n")
        except OSError:
            pass  # the token still works until the app quits; the next start makes another

    def token_for(self, game: str) -> str:
        """``game``'s token: the one kept for it, else a new one (kept from now on)."""
        games = self._load()
        token = games.pop(game, None) or new_token()
        games[game] = token  # the most recently used last
        self._save(games)
        return token

    def keep(self, game: str, token: str) -> None:
        """Remember ``token`` for ``game`` too (a new game started while sharing goes on: the phones stay)."""
        games = self._load()
        if games.get(game) != token:
            games.pop(game, None)
            games[game] = token
            self._save(games)

    def revoke(self, token: str, game: str) -> str:
        """Forget ``token`` for every game; make, keep and return a new one for ``game`` ("New link")."""
        games = {g: t for g, t in self._load().items() if t != token}
        games[game] = fresh = new_token()
        self._save(games)
        return fresh
