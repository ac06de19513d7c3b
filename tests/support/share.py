"""Helpers for the sharing tests.

A session, a server on 127.0.0.1, and running coroutines from sync tests.

The tests are sync pytest-qt tests on the session's qasync loop (tests/conftest.py):
a coroutine runs as a task and the test waits with ``qtbot.waitUntil`` (never
inside a coroutine).  Only loopback addresses.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import aiohttp

from archenemy.desktop.session import Session
from archenemy.desktop.share.guard import PROTOCOL
from archenemy.desktop.share.server import ShareServer

LOOPBACK = ("127.0.0.1",)


def run(qtbot, coroutine, timeout: int = 5000) -> Any:
    """Run ``coroutine`` on the running qasync loop and return its result.

    Or raise its exception.
    """
    task = asyncio.ensure_future(coroutine)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def new_session(tmp_path) -> Session:
    """A session with the default game, dealt with a seeded shuffle."""
    session = Session(tmp_path / "games")
    session.new_game(rng=random.Random(7))
    return session


def start_server(qtbot, session: Session) -> ShareServer:
    """A running :class:`ShareServer` on 127.0.0.1, any free port."""
    server = ShareServer(session)
    run(qtbot, server.start(0, LOOPBACK))
    return server


async def http_get(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    """A plain HTTP GET of ``url``: its status, headers and body."""
    async with aiohttp.ClientSession() as http, http.get(url, headers=headers or {}) as response:
        return response.status, dict(response.headers), await response.read()


def base_url(server: ShareServer) -> str:
    """``http://127.0.0.1:PORT``."""
    return f"http://127.0.0.1:{server.port}"


class Phone:
    """An aiohttp client that speaks the page's protocol.

    Collecting every message it receives.
    """

    def __init__(self, server: ShareServer, language: str = "en", phone: str = "phone-0001") -> None:
        self.server = server
        self.language = language
        self.phone = phone
        self.messages: list[dict[str, Any]] = []
        self.closed: int | None = None
        self.http: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.reader: asyncio.Task[None] | None = None

    async def connect(self, token: str | None = None, hello: bool = True) -> None:
        """Open the live connection and start reading.

        With ``token``, default the server's.
        """
        self.http = aiohttp.ClientSession()
        self.ws = await self.http.ws_connect(
            base_url(self.server) + "/api/live", protocols=(PROTOCOL, "t." + (token or self.server.token))
        )
        self.reader = asyncio.ensure_future(self._read())
        if hello:
            await self.send({"type": "hello", "language": self.language, "phone": self.phone})

    async def _read(self) -> None:
        assert self.ws is not None
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.messages.append(json.loads(msg.data))
        self.closed = self.ws.close_code

    async def send(self, message: Any) -> None:
        """Send ``message`` as JSON text."""
        assert self.ws is not None
        await self.ws.send_str(json.dumps(message))

    async def close(self) -> None:
        """Close the connection and the client session."""
        if self.ws is not None:
            await self.ws.close()
        if self.reader is not None:
            await asyncio.wait_for(asyncio.shield(self.reader), 2)
        if self.http is not None:
            await self.http.close()

    def of(self, kind: str) -> list[dict[str, Any]]:
        """The received messages of type ``kind``, oldest first."""
        return [m for m in self.messages if m.get("type") == kind]

    def last(self, kind: str) -> dict[str, Any] | None:
        """The newest received message of type ``kind``."""
        found = self.of(kind)
        return found[-1] if found else None
