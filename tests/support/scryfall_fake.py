"""A local fake Scryfall for the card image tests.

An aiohttp server on 127.0.0.1 in a thread of its own.

It serves what the app asks of the real API, built from the app's own
catalogue and planar catalogue (every plane and phenomenon, the event cards
by the one Scryfall id their newest printing carries): ``POST /cards/collection`` (English card objects by Scryfall id),
``GET /cards/:set/:number/:lang`` (a Spanish printing for the sets in
``spanish_sets``, else 404) and the images the card objects name
(``/img/<id>.jpg?<version>``: small generated JPEGs, each a different colour).
Every request is recorded with its headers.  Behaviours a test can set:
``answers_429`` (how many next API requests get HTTP 429, with
``retry_after``), ``delay`` (seconds before answering), ``image_override``
(bytes served instead of an image), ``chunked`` (images sent
without a Content-Length), ``image_version`` (changes every image's
URL), ``missing_ids`` (ids the collection does not find), ``redirect_to``
(every request answered ``307`` to the same path there: another host's
server).  ``host``: the address it listens on (``127.0.0.2`` is another host).

The server runs its own asyncio loop in a thread, so the code under test can
run ``asyncio.run`` (the command line) or the qasync loop in the main thread.
No test ever contacts the real Scryfall.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from archenemy.desktop.card_images.fetcher import printings_of
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.planes import load_planes

_BODY = web.RequestKey("body", object)
# Generated images by card id, shared by every fake of the session (QImage work done once).
_GENERATED: dict[str, bytes] = {}


def jpeg_bytes(width: int = 120, height: int = 168, seed: str = "", quality: int = 80) -> bytes:
    """A small generated JPEG of a card's proportions.

    QImage, a colour from ``seed``.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage

    digest = hashlib.sha256(seed.encode()).digest()
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(digest[0], digest[1], digest[2]))
    for y in range(0, height, 7):
        # Some detail, so sizes differ a little
        for x in range(0, width, 5):
            image.setPixelColor(x, y, QColor(digest[(x + y) % 32], digest[y % 32], digest[x % 32]))
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, "JPEG", quality)
    return bytes(array)


def png_bytes(width: int = 120, height: int = 168) -> bytes:
    """A small generated PNG of a card's proportions."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage

    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(0xFF336699)
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, "PNG")
    return bytes(array)


@dataclass
class Request:
    """One request the fake received."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any = None


@dataclass
class FakeScryfall:
    """The fake server (see the module).

    ``start()`` / ``stop()``; ``url`` is the API's base URL.
    """

    spanish_sets: frozenset[str] = frozenset({"dsc"})
    answers_429: int = 0
    retry_after: str | None = None
    delay: float = 0.0
    image_override: bytes | None = None
    image_version: int = 1
    image_base: str | None = None
    chunked: bool = False
    missing_ids: set[str] = field(default_factory=set)
    redirect_to: str | None = None
    host: str = "127.0.0.1"
    requests: list[Request] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.english: dict[str, dict[str, Any]] = {}
        self.spanish: dict[tuple[str, str], dict[str, Any]] = {}
        for scheme in load_catalogue().values():
            for printing in scheme.printings:
                assert printing.scryfall_id and printing.collector_number
                code = printing.set.lower()
                self.english[printing.scryfall_id] = self._card(
                    printing.scryfall_id, "en", code, printing.collector_number, scheme.name_en
                )
                if code in self.spanish_sets:
                    es_id = str(uuid.uuid5(uuid.NAMESPACE_URL, printing.scryfall_id + "/es"))
                    self.spanish[(code, printing.collector_number)] = self._card(
                        es_id, "es", code, printing.collector_number, scheme.name_en
                    )
        for plane in load_planes().values():
            for printing in printings_of(plane):
                if printing.scryfall_id:
                    code, number = printing.set.lower(), printing.collector_number or "1"
                    self.english[printing.scryfall_id] = self._card(
                        printing.scryfall_id, "en", code, number, plane.name_en
                    )

    @staticmethod
    def _card(card_id: str, lang: str, code: str, number: str, name: str) -> dict[str, Any]:
        return {"object": "card", "id": card_id, "lang": lang, "set": code, "collector_number": number,
                "name": name, "artist": "An Artist", "image_status": "highres_scan"}  # fmt: skip

    # --- what the tests read -----------------------------------------------------------

    @property
    def url(self) -> str:
        """The API's base URL (``http://127.0.0.1:PORT``)."""
        return f"http://{self.host}:{self.port}"

    def api_requests(self) -> list[Request]:
        """The requests to the API (not the images)."""
        with self._lock:
            return [r for r in self.requests if r.path.startswith("/cards")]

    def image_requests(self) -> list[Request]:
        """The requests for images."""
        with self._lock:
            return [r for r in self.requests if r.path.startswith("/img/")]

    def image_of(self, card_id: str) -> bytes:
        """The image the fake serves for ``card_id`` (generated once)."""
        with self._lock:
            if card_id not in _GENERATED:
                _GENERATED[card_id] = jpeg_bytes(seed=card_id)
            return _GENERATED[card_id]

    def prepare_images(self) -> None:
        """Generate every image now, in the calling (main) thread."""
        for card in [*self.english.values(), *self.spanish.values()]:
            self.image_of(card["id"])

    # --- the server -------------------------------------------------------------------

    def _with_images(self, card: dict[str, Any]) -> dict[str, Any]:
        url = f"{self.image_base or self.url}/img/{card['id']}.jpg?{self.image_version}"
        return {**card, "image_uris": {"small": url, "normal": url, "large": url, "png": url}}

    async def _record(self, request: web.Request) -> web.StreamResponse | None:
        body = None
        if request.can_read_body:
            try:
                body = await request.json()
            except ValueError:
                body = None
        request[_BODY] = body
        with self._lock:
            self.requests.append(Request(request.method, request.path, dict(request.headers), body))
        if self.delay:
            await asyncio.sleep(self.delay)
        if self.redirect_to is not None:
            return web.Response(status=307, headers={"Location": self.redirect_to + request.path_qs})
        if request.path.startswith("/cards") and self.answers_429 > 0:
            self.answers_429 -= 1
            headers = {"Retry-After": self.retry_after} if self.retry_after is not None else {}
            return web.json_response({"object": "error", "status": 429}, status=429, headers=headers)
        return None

    async def _collection(self, request: web.Request) -> web.StreamResponse:
        refused = await self._record(request)
        if refused is not None:
            return refused
        body = request[_BODY]
        identifiers = body.get("identifiers", []) if isinstance(body, dict) else []
        if len(identifiers) > 75:
            return web.json_response({"object": "error", "status": 422}, status=422)
        data, missing = [], []
        for identifier in identifiers:
            card = self.english.get(identifier.get("id"))
            if card is None or identifier.get("id") in self.missing_ids:
                missing.append(identifier)
            else:
                data.append(self._with_images(card))
        return web.json_response({"object": "list", "not_found": missing, "data": data})

    async def _card_in_language(self, request: web.Request) -> web.StreamResponse:
        refused = await self._record(request)
        if refused is not None:
            return refused
        code, number, lang = (request.match_info[k] for k in ("code", "number", "lang"))
        card = self.spanish.get((code, number)) if lang == "es" else None
        if card is None:
            return web.json_response({"object": "error", "code": "not_found", "status": 404}, status=404)
        return web.json_response(self._with_images(card))

    async def _image(self, request: web.Request) -> web.StreamResponse:
        refused = await self._record(request)
        if refused is not None and refused.status == 307:
            return refused
        card_id = request.match_info["name"].rsplit(".", 1)[0]
        data = self.image_override if self.image_override is not None else self.image_of(card_id)
        if not self.chunked:
            return web.Response(body=data, content_type="image/jpeg")
        # No Content-Length
        response = web.StreamResponse(headers={"Content-Type": "image/jpeg"})
        response.enable_chunked_encoding()
        await response.prepare(request)
        try:
            for start in range(0, len(data), 65536):
                await response.write(data[start : start + 65536])
            await response.write_eof()
        except (ConnectionError, RuntimeError):
            # The client stopped reading: what it should do past its limit
            pass
        return response

    def start(self) -> FakeScryfall:
        """Start serving on a free port of 127.0.0.1; returns ``self``."""
        ready = threading.Event()

        def serve() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            app = web.Application()
            app.router.add_post("/cards/collection", self._collection)
            app.router.add_get("/cards/{code}/{number}/{lang}", self._card_in_language)
            app.router.add_get("/img/{name}", self._image)
            self._runner = web.AppRunner(app)
            loop.run_until_complete(self._runner.setup())
            site = web.TCPSite(self._runner, self.host, 0)
            loop.run_until_complete(site.start())
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
            ready.set()
            loop.run_forever()
            loop.run_until_complete(self._runner.cleanup())
            loop.close()

        self._thread = threading.Thread(target=serve, name="fake-scryfall", daemon=True)
        self._thread.start()
        assert ready.wait(10), "the fake Scryfall did not start"
        return self

    def stop(self) -> None:
        """Stop the server and its thread."""
        if self._loop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)


def run_async(coroutine: Any, timeout: float = 60.0) -> Any:
    """Run ``coroutine`` with ``asyncio.run`` in a worker thread.

    The main thread may hold the qasync loop.
    """
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result(timeout)


class VirtualClock:
    """A clock and a sleep for the rate limiter.

    Sleeping advances the clock at once (no test waits 30 s).
    """

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += max(0.0, seconds)
        await asyncio.sleep(0)
