"""The share address's token, kept per game across restarts.

So phones reconnect by themselves.

The tokens live in one small JSON file in the settings folder,
``share-tokens.json`` (``{"version": 1, "games": {"<journal path>": "<token>"}}``),
that only the user may read: it is written through
:func:`~archenemy.engine.safe_files.write_atomically` (a temporary file made
``0600`` by ``mkstemp``, then renamed) and read
(:func:`~archenemy.engine.safe_files.read_regular_file_or_none`) only if it
is a regular file of this user's that nobody else may read or write, at most
:data:`MAX_FILE_BYTES` bytes, opened without following a link and without
blocking (a FIFO or a device there never stalls the app).  Anything else in
its place is ignored and replaced: a token that others could have read is
not used.

"New link" (:meth:`TokenStore.revoke`) makes a new token for the game and
forgets the old one for every game that had it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ...engine.safe_files import loads_json, read_regular_file_or_none, write_atomically
from .guard import new_token

__all__ = ["MAX_FILE_BYTES", "TokenStore"]

# The file's largest size, and how many games it remembers (the most recently used).
MAX_FILE_BYTES = 64 * 1024
MAX_GAMES = 64
_TOKEN = re.compile(r"[A-Za-z0-9_-]{22,64}")


class TokenStore:
    """Share tokens by game (a journal's path), in ``path``.

    ``path`` defaults to ``share-tokens.json`` in the settings folder.
    """

    def __init__(self, path: Path | None = None) -> None:
        if path is None:
            from .. import paths

            path = paths.config_dir() / "share-tokens.json"
        self.path = path

    def _load(self) -> dict[str, str]:
        data = read_regular_file_or_none(self.path, MAX_FILE_BYTES, follow_links=False, private=True)
        try:
            # A key given twice is damage (loads_json refuses it).
            games = loads_json(data.decode("utf-8"))["games"] if data is not None else {}
        except (ValueError, KeyError, TypeError, RecursionError):
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
            # The token still works until the app quits; the next start makes another.
            pass

    def token_for(self, game: str) -> str:
        """``game``'s token: the one kept for it, else a new one (kept from now on)."""
        games = self._load()
        token = games.pop(game, None) or new_token()
        # The most recently used goes last.
        games[game] = token
        self._save(games)
        return token

    def keep(self, game: str, token: str) -> None:
        """Remember ``token`` for ``game`` too.

        A new game started while sharing goes on: the phones stay.
        """
        games = self._load()
        if games.get(game) != token:
            games.pop(game, None)
            games[game] = token
            self._save(games)

    def revoke(self, token: str, game: str) -> str:
        """Forget ``token`` for every game; make, keep and return one for ``game``.

        "New link" does this.
        """
        games = {g: t for g, t in self._load().items() if t != token}
        games[game] = fresh = new_token()
        self._save(games)
        return fresh
