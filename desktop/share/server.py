"""The table's web server for phones.

Aiohttp on the qasync loop the app already runs (no threads).

Routes (nothing else is served; no path from a request ever reaches the file system):

* ``GET /``, ``/page.css``, ``/page.js``, ``/icon.svg``: the page's own assets (package data), no token.
* ``GET /words?lang=es``: the page's fixed labels (no game data), so it can speak before it connects.
* ``GET /api/state?lang=es``: the table as a ``state`` message; needs ``Authorization: Bearer TOKEN``.
* ``GET /api/live``: the live WebSocket; the token travels as the sub-protocol ``t.TOKEN``.
* ``GET /api/card/SCHEME/LANG/VERSION``: a scheme's card image from the laptop's cache (card images on,
  :meth:`ShareServer.set_images`), checked as it is read; the token as for ``/api/state``; the version
  the state message named, else 404; kept by the phone (``private, immutable``).  Never a Scryfall address.

Every connection passes the gate first (:mod:`.gate`: caps in total, per
address and under the open-files limit, header and idle timeouts), before a
byte of it is parsed.  A request must name the server in its ``Host`` header
(:class:`~.addresses.HostCheck`; 421 otherwise).  Every refusal for a missing
or wrong token is a 403 and is counted (:attr:`ShareServer.refused`).
Requests are rate-limited per address (429), bodies and WebSocket messages
are size-bounded, and every response carries the security headers of
:func:`_headers`.  See ``docs/sharing.md``.
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
import re
import socket
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any

from aiohttp import web
from PySide6.QtCore import QObject, Signal

from ..image_client import ImageClient
from ..session import Session
from .addresses import LOOPBACK, HostCheck, lan_addresses
from .gate import ACCEPT_BACKLOG, IDLE_TIMEOUT, ConnectionGate, caps_for, quiet_logging
from .guard import (
    DEFAULT_PORT,
    PROTOCOL,
    PerAddress,
    TokenBucket,
    bearer_token,
    protocol_token,
    token_matches,
)
from .live import CLOSE_REVOKED, CLOSE_STOPPED, Client, Clients
from .problems import share_reason
from .tokens import TokenStore

if TYPE_CHECKING:
    from ..card_images.provider import CardImageProvider

__all__ = ["DEFAULT_PORT", "ShareServer"]

# Largest request body and largest WebSocket message, in bytes.
MAX_BODY = 2048
MAX_MESSAGE = 1024
# At most this many phones at once.
MAX_CLIENTS = 64
# HTTP requests per address: per second on average, burst.
HTTP_RATE, HTTP_BURST = 20.0, 60

_ASSETS = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/page.css": ("page.css", "text/css; charset=utf-8"),
    "/page.js": ("page.js", "text/javascript; charset=utf-8"),
    "/icon.svg": ("icon.svg", "image/svg+xml"),
}
# The symbols the page draws as the laptop does (symbols/…): the laptop's own images, the Mana font's glyph on
# its disc (symbol_png).  A symbol's disc, in CSS pixels (drawn at twice that): crisp beside the phone's 18 px text.
SYMBOL_PIXELS = 32
# A symbol's address: symbols/mana-<code>.png, the code in lower case ("mana-u.png", "mana-chaos.png",
# "mana-21.png"), "infinity" for {∞}: letters, digits and a hyphen only.
_SYMBOL_FILE = re.compile(r"mana-([a-z]{1,8}|[0-9]{1,6})\.png")
_SPELLED = {"∞": "infinity"}
_HOST = re.compile(r"[A-Za-z0-9.\-]+(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?")
# A card image's address: a catalogue id, a language the app speaks, the image's version (16 hex digits).
_CARD_SCHEME = re.compile(r"[a-z0-9]+(-[a-z0-9]+){0,20}")
_CARD_VERSION = re.compile(r"[0-9a-f]{16}")
_CARD_LANGUAGES = ("en", "es")
# A card image may be kept by the phone for good: its address changes with the image.
_CARD_CACHING = "private, max-age=31536000, immutable"


def read_assets() -> dict[str, bytes]:
    """The page's files (``desktop/share/page/``, package data), by file name."""
    folder = resources.files("archenemy.desktop.share").joinpath("page")
    return {name: folder.joinpath(name).read_bytes() for name, _ in _ASSETS.values()}


def symbol_file(code: str) -> str:
    """The file name the page asks for ``{code}`` by (``code`` upper case, no braces).

    ``"U"`` → ``mana-u.png``, ``"∞"`` → ``mana-infinity.png``: letters, digits
    and a hyphen only (served under ``symbols/``).
    """
    return f"mana-{_SPELLED.get(code, code.lower())}.png"


def symbol_of_file(name: str) -> str | None:
    """The symbol's code a file name of :func:`symbol_file` names, or ``None``.

    ``None`` for any other name, or a symbol the laptop does not draw
    (:func:`~archenemy.desktop.widgets.mana_symbols.is_symbol`).
    """
    from ..widgets.mana_symbols import is_symbol

    found = _SYMBOL_FILE.fullmatch(name)
    if found is None:
        return None
    spelled = {file: code for code, file in _SPELLED.items()}
    code = spelled.get(found.group(1), found.group(1).upper())
    return code if is_symbol(code) and symbol_file(code) == name else None


def _headers(request: web.Request) -> dict[str, str]:
    """Security headers: CSP ``default-src 'self'`` (and the page's own WebSocket).

    No referrer, no framing.
    """
    host = request.headers.get("Host", "")
    live = f" ws://{host}" if _HOST.fullmatch(host) else ""
    return {
        "Content-Security-Policy": (
            f"default-src 'self'; connect-src 'self'{live}; img-src 'self' data: blob:; "
            "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        ),
        "Referrer-Policy": "no-referrer",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Cache-Control": "no-store",
        "Cross-Origin-Resource-Policy": "same-origin",
    }


def bind_sockets(hosts: tuple[str, ...], port: int) -> list[socket.socket]:
    """Listening sockets on ``port`` for each of ``hosts``.

    ``port`` 0 is any free port, the same for every host.

    A host the machine no longer has (``EADDRNOTAVAIL``: a network gone since
    the addresses were listed) is left out.  Raises :class:`OSError`
    (``EADDRINUSE`` for a busy port; the last error when no host could be
    used); nothing stays open then.
    """
    sockets: list[socket.socket] = []
    last: OSError | None = None
    try:
        for host in dict.fromkeys(hosts):
            try:
                sock = socket.create_server((host, port), backlog=ACCEPT_BACKLOG)
            except OSError as exc:
                if exc.errno != errno.EADDRNOTAVAIL:
                    raise
                last = exc
                continue
            port = port or sock.getsockname()[1]
            sockets.append(sock)
        if not sockets:
            raise last or OSError(errno.EADDRNOTAVAIL, os.strerror(errno.EADDRNOTAVAIL))
    except OSError:
        for sock in sockets:
            sock.close()
        raise
    return sockets


@dataclass
class _Running:
    runner: web.AppRunner
    servers: list[asyncio.Server]
    gate: ConnectionGate
    hosts: tuple[str, ...]
    port: int
    host: str
    token: str
    game: str
    host_check: HostCheck
    tasks: list[asyncio.Task[None]] = field(default_factory=list)


class ShareServer(QObject):
    """Shares ``session``'s game with phones while running; one per window.

    Signals: ``clients_changed(int)`` (phones connected), ``claims_changed()``
    (a seat was claimed or released), ``refused_changed(int)`` (requests
    refused for a missing or wrong token since sharing started),
    ``running_changed(bool)``, ``address_changed()`` (another address chosen,
    or a new link).  ``tokens``: where the token is kept per game (default:
    the settings folder's ``share-tokens.json``).
    """

    clients_changed = Signal(int)
    claims_changed = Signal()
    refused_changed = Signal(int)
    running_changed = Signal(bool)
    address_changed = Signal()

    def __init__(self, session: Session, parent: QObject | None = None, tokens: TokenStore | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.clients = Clients(session, self.claims_changed.emit, self.clients_changed.emit)
        self.tokens = tokens or TokenStore()
        self.refused = 0
        # Why sharing could not start, for the dialog ("" once it runs).
        self.problem = ""
        self._running: _Running | None = None
        self._assets: dict[str, bytes] = {}
        self._images: ImageClient[CardImageProvider] = ImageClient(
            self._follow_images, image_ready=self._images_changed
        )
        self._http_limit = PerAddress(HTTP_RATE, HTTP_BURST)
        # The start begun by ``archenemy --share`` (see :func:`.startup.start_sharing`), if any.
        self.startup: asyncio.Future[None] | None = None
        session.changed.connect(self.clients.publish)
        session.changed.connect(self._follow_game)

    # ----- reading ----------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while the server listens."""
        return self._running is not None

    @property
    def url(self) -> str:
        """``http://HOST:PORT/#TOKEN`` (the chosen address) while running, else ``""``."""
        r = self._running
        return f"http://{r.host}:{r.port}/#{r.token}" if r else ""

    @property
    def port(self) -> int:
        """The port listened on (0 when stopped)."""
        return self._running.port if self._running else 0

    @property
    def token(self) -> str:
        """The current token ("" when stopped).

        The game's own, kept across restarts until "New link".
        """
        return self._running.token if self._running else ""

    @property
    def hosts(self) -> tuple[str, ...]:
        """The addresses listened on and offered, best first (the LAN's, then 127.0.0.1).

        ``()`` when stopped.
        """
        return self._running.hosts if self._running else ()

    @property
    def host(self) -> str:
        """The address the URL (and so the QR code) names ("" when stopped)."""
        return self._running.host if self._running else ""

    @property
    def gate(self) -> ConnectionGate | None:
        """The connection gate while running (its counts: refused, evicted, timed out)."""
        return self._running.gate if self._running else None

    def choose_host(self, host: str) -> None:
        """Name ``host`` (one of :attr:`hosts`) in the URL and the QR code from now on."""
        running = self._running
        if running is not None and host in running.hosts and host != running.host:
            running.host = host
            self.address_changed.emit()

    def set_images(self, images: CardImageProvider | None) -> None:
        """Serve the cached card images of ``images`` (the app's provider) to phones.

        ``None``: no images.

        A state message names an image only when it is cached; when one
        arrives or the setting changes, phones get the state again.
        """
        self._images.follow(images)

    def _follow_images(self) -> None:
        """The provider followed changed, or its setting: the phones get the state again."""
        images = self._images.provider
        self.clients.images = images.served_version if images is not None else None
        self._images_changed()

    def _images_changed(self, *_args: object) -> None:
        if self._running is not None:
            self.clients.publish()

    def _game_key(self) -> str:
        return str(self.session.path) if self.session.path is not None else ""

    def _follow_game(self) -> None:
        """A new or opened game while sharing.

        It keeps the running token, so the phones stay connected.
        """
        running = self._running
        if running is not None and self._game_key() != running.game:
            running.game = self._game_key()
            self.tokens.keep(running.game, running.token)

    # ----- starting and stopping --------------------------------------------
    async def start(self, port: int = DEFAULT_PORT, hosts: tuple[str, ...] | None = None) -> str:
        """Listen on ``port`` on ``hosts`` (default: every LAN address and 127.0.0.1).

        Return the URL.

        The URL names the first host and the game's kept token
        (:class:`TokenStore`).  Raises :class:`OSError` for a busy port, an
        address that cannot be used, or an open-files limit too low to share
        (``EMFILE``); nothing listens then.
        """
        if self._running is not None:
            return self.url
        hosts = hosts or (*lan_addresses(), LOOPBACK)
        try:
            sockets = bind_sockets(hosts, port)
        except OSError as exc:
            self.problem = share_reason(exc)
            raise
        hosts = tuple(str(sock.getsockname()[0]) for sock in sockets)
        try:
            gate = ConnectionGate(caps_for(len(sockets)))
        except OSError as exc:
            for sock in sockets:
                sock.close()
            self.problem = share_reason(exc)
            raise
        self._assets = self._assets or read_assets()
        runner = web.AppRunner(
            self._build_app(),
            access_log=None,
            handle_signals=False,
            shutdown_timeout=1.0,
            keepalive_timeout=IDLE_TIMEOUT,
        )
        await runner.setup()
        loop = asyncio.get_running_loop()
        quiet_logging(loop)
        # Made by setup().
        assert runner.server is not None
        factory = gate.factory(runner.server)
        servers = [await loop.create_server(factory, sock=sock, backlog=ACCEPT_BACKLOG) for sock in sockets]
        game = self._game_key()
        token = self.tokens.token_for(game)
        self.clients.reset(token)
        tasks = [asyncio.ensure_future(self.clients.tick_forever()), asyncio.ensure_future(gate.sweep_forever())]
        port = sockets[0].getsockname()[1]
        self._running = _Running(runner, servers, gate, hosts, port, hosts[0], token, game, HostCheck(hosts), tasks)
        self.refused = 0
        self.problem = ""
        self.running_changed.emit(True)
        return self.url

    async def stop(self, code: int = CLOSE_STOPPED) -> None:
        """Stop listening: phones get close ``code``.

        4000: sharing stopped; 1001 at quit: they keep trying.
        """
        running, self._running = self._running, None
        if running is None:
            return
        for server in running.servers:
            server.close()
        for task in running.tasks:
            task.cancel()
        self.clients.reset("")
        await self.clients.close_all(code)
        await running.runner.cleanup()
        running.gate.close_all()
        self.running_changed.emit(False)

    async def new_link(self) -> str:
        """Revoke the token ("New link"): a new one for this game, every phone sent away.

        The new URL.

        The seats are forgotten and the life switch is off again, as at a
        start; a phone with the old address is refused and says so.
        """
        running = self._running
        if running is None:
            return ""
        running.token = self.tokens.revoke(running.token, self._game_key())
        self.clients.reset(running.token)
        await self.clients.close_all(CLOSE_REVOKED)
        self.address_changed.emit()
        return self.url

    # ----- the application --------------------------------------------------
    def _build_app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_BODY, middlewares=[self._guard])
        for path in _ASSETS:
            app.router.add_get(path, self._asset, allow_head=False)
        app.router.add_get("/symbols/{name}", self._symbol, allow_head=False)
        app.router.add_get("/words", self._words, allow_head=False)
        app.router.add_get("/api/state", self._state, allow_head=False)
        app.router.add_get("/api/live", self._live, allow_head=False)
        app.router.add_get("/api/card/{scheme}/{lang}/{version}", self._card, allow_head=False)
        return app

    @web.middleware
    async def _guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """The Host check, a rate limit per address, security headers on every answer.

        Errors included.

        The connection counts as busy for the gate while the handler runs (a
        live WebSocket's whole life): never timed out or closed for room.
        """
        running = self._running
        connection = running.gate.begin(request.transport) if running is not None else None
        try:
            response: web.StreamResponse
            if running is None:
                response = web.Response(status=503, text="Not sharing")
            elif not running.host_check(request.headers.get("Host")):
                # DNS rebinding, or a stray name.
                response = web.Response(status=421, text="Misdirected request")
            elif not self._http_limit.allow(request.remote or "?"):
                response = web.Response(status=429, text="Too many requests")
            else:
                try:
                    response = await handler(request)
                except web.HTTPException as exc:
                    response = web.Response(status=exc.status, text=exc.reason)
            if not response.prepared:
                headers = _headers(request)
                if response.headers.get("Cache-Control") == _CARD_CACHING:
                    # A card image: the phone keeps it.
                    del headers["Cache-Control"]
                response.headers.update(headers)
            return response
        finally:
            if running is not None:
                running.gate.end(connection)

    def _refuse(self) -> web.Response:
        self.refused += 1
        self.refused_changed.emit(self.refused)
        return web.Response(status=403, text="Forbidden")

    async def _asset(self, request: web.Request) -> web.Response:
        name, content_type = _ASSETS[request.path]
        return web.Response(body=self._assets[name], headers={"Content-Type": content_type})

    async def _symbol(self, request: web.Request) -> web.Response:
        """A symbol of the card texts: the laptop's own image of it.

        A 404 for any other name.  The very image the laptop draws (so a phone shows the card's symbol, not a look-alike
        character), drawn on the first ask and kept.  Needs a QGuiApplication (fonts).
        """
        from ..widgets.mana_symbols import symbol_png

        code = symbol_of_file(request.match_info["name"])
        if code is None:
            raise web.HTTPNotFound()
        return web.Response(body=symbol_png(code, SYMBOL_PIXELS), headers={"Content-Type": "image/png"})

    async def _words(self, request: web.Request) -> web.Response:
        from ..texts import Words
        from .protocol import page_words, phone_language

        words = page_words(Words.of(phone_language(request.query.get("lang"))))
        return web.json_response(words)

    async def _state(self, request: web.Request) -> web.Response:
        running = self._running
        if running is None or not token_matches(bearer_token(request.headers.get("Authorization")), running.token):
            return self._refuse()
        from .protocol import phone_language

        text = self.clients.state_text(phone_language(request.query.get("lang")))
        return web.Response(text=text, content_type="application/json")

    async def _card(self, request: web.Request) -> web.Response:
        """A cached card image (see the module).

        The token first, then only what the cache holds, checked.
        """
        running = self._running
        if running is None or not token_matches(bearer_token(request.headers.get("Authorization")), running.token):
            return self._refuse()
        scheme, lang, version = (request.match_info[key] for key in ("scheme", "lang", "version"))
        images = self._images.provider
        if (
            images is None
            or lang not in _CARD_LANGUAGES
            or not _CARD_SCHEME.fullmatch(scheme)
            or not _CARD_VERSION.fullmatch(version)
        ):
            return web.Response(status=404, text="Not found")
        headers = {"Cache-Control": _CARD_CACHING, "ETag": f'"{version}"'}
        if request.headers.get("If-None-Match") == headers["ETag"] and images.served_version(scheme, lang) == version:
            return web.Response(status=304, headers=headers)
        served = await images.served_image(scheme, lang, version)
        if served is None:
            return web.Response(status=404, text="Not found")
        data, content_type = served
        return web.Response(body=data, headers={**headers, "Content-Type": content_type})

    async def _live(self, request: web.Request) -> web.StreamResponse:
        running = self._running
        offered = request.headers.get("Sec-WebSocket-Protocol")
        if running is None or not token_matches(protocol_token(offered), running.token):
            return self._refuse()
        origin = request.headers.get("Origin")
        if origin is not None and origin != f"http://{request.headers.get('Host', '')}":
            # Another site's page cannot reach the game, even with the token.
            return self._refuse()
        if len(self.clients) >= MAX_CLIENTS:
            return web.Response(status=503, text="Too many phones")
        ws = web.WebSocketResponse(protocols=(PROTOCOL,), max_msg_size=MAX_MESSAGE, heartbeat=20.0)
        await ws.prepare(request)
        client = Client(ws, request.remote or "?", TokenBucket(rate=5.0, burst=15))
        await self.clients.serve(client)
        return ws


def state_json(message: dict[str, Any]) -> str:
    """A message as compact JSON text (what goes over the wire)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
