"""``archenemy --share[=PORT]``: start sharing with the app.

Print the address, stop when the app quits.

The command line reads the flag through this module at every start: it imports
neither asyncio nor aiohttp until sharing starts (the first paint comes first).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from PySide6.QtCore import QObject

from .guard import DEFAULT_PORT

if TYPE_CHECKING:
    from ..session import Session
    from .server import ShareServer


def parse_share_flag(args: list[str]) -> tuple[int | None, list[str]]:
    """Take ``--share`` / ``--share=PORT`` out of ``args``.

    Returns (the port or ``None``, the other arguments).

    Only the ``=`` form takes a port, so a following argument is never read as
    one; ``--share`` alone is port 8765 (0: any free port).  Raises
    :class:`ValueError` naming the bad value for a port that is not 0–65535.
    """
    port: int | None = None
    rest = []
    for arg in args:
        if arg == "--share":
            port = DEFAULT_PORT
        elif arg.startswith("--share="):
            value = arg.split("=", 1)[1]
            if not value.isdigit() or not 0 <= int(value) <= 65535:
                raise ValueError(value)
            port = int(value)
        else:
            rest.append(arg)
    return port, rest


def start_sharing(
    session: Session,
    port: int,
    parent: QObject | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    problem: Callable[[str], object] | None = None,
) -> ShareServer:
    """A :class:`ShareServer` for ``session``, starting on the running loop.

    Once it listens, prints exactly one line ``Sharing: http://HOST:PORT/#TOKEN``
    to ``out`` (standard output) and flushes it; a port that cannot be used
    prints one line on ``err``, shows it with ``problem`` (the window's status
    line) and the app goes on without sharing (the share dialog says why too).
    """
    import asyncio

    from .problems import startup_failed
    from .server import ShareServer

    server = ShareServer(session, parent)

    async def start() -> None:
        out_ = out or sys.stdout
        err_ = err or sys.stderr
        try:
            url = await server.start(port)
        except OSError as exc:
            text = startup_failed(exc, port)
            err_.write(text + "\n")
            err_.flush()
            server.problem = text
            if problem is not None:
                problem(text)
            return
        out_.write(f"Sharing: {url}\n")
        out_.flush()

    server.startup = asyncio.ensure_future(start())
    return server
