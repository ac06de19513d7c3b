"""A polite client of the Scryfall API (https://scryfall.com/docs/api).

Card data and card images.

Qt-free: aiohttp on whatever asyncio loop runs it (the app's qasync loop, or
``asyncio.run`` for the command line).  One :class:`ScryfallClient` per
process holds one :class:`aiohttp.ClientSession` and one :class:`RateLimiter`
shared by every caller, so the published rules hold however many displays ask:

- every request names the app (``User-Agent: ArchenemyCompanion/<version>``;
  the project has no contact address yet, so none is sent) and carries an
  ``Accept`` header ("All HTTP requests to api.scryfall.com must include a
  User-Agent header and an Accept header", Scryfall's API documentation);
- at most 10 requests a second overall (one start every 100 ms), and
  ``/cards/collection`` at most 2 a second (every 500 ms), as
  https://scryfall.com/docs/api/rate-limits publishes; card images
  (``cards.scryfall.io``, no published limit) share the same 10 a second;
- an HTTP 429 blocks *every* request of the client for at least 30 s (the
  ``Retry-After`` header's seconds when larger), then the request is tried
  again at most twice; it is never retried at once.  A wait longer than
  :data:`MAX_WAIT` seconds is not waited: :class:`RateLimitedError` instead;
- timeouts on connecting and reading, and response sizes bounded before they
  are read whole (JSON :data:`MAX_JSON_BYTES`, images :data:`MAX_IMAGE_BYTES`).

The API's base URL is ``ARCHENEMY_COMPANION_SCRYFALL_API`` (default
``https://api.scryfall.com``), so tests and a mirror can use another server.
Images are fetched only from the URLs the card data gives, and only from
Scryfall's hosts (``*.scryfall.io``, ``*.scryfall.com``) or the API's own host.
A redirect is followed only for a ``GET``, at most :data:`MAX_REDIRECTS`
hops, each checked before it is asked: the API's requests stay on its own
origin, an image's on those hosts; anywhere else is a bad response and
nothing is sent there (a ``POST`` is never sent again elsewhere).

Errors are typed (:class:`ScryfallError` and its subclasses); none is shown as
a traceback: the callers turn them into at most one quiet status line.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urljoin, urlsplit

if TYPE_CHECKING:
    import aiohttp

__all__ = [
    "API_ENV",
    "DEFAULT_API",
    "IMAGE_SIZE",
    "CardData",
    "RateLimiter",
    "ScryfallClient",
    "ScryfallError",
    "UnavailableError",
    "RateLimitedError",
    "BadResponseError",
    "api_base",
    "reachable",
    "user_agent",
    "parse_card",
]

#: The environment variable that sets the API's base URL (tests, a mirror).
API_ENV = "ARCHENEMY_COMPANION_SCRYFALL_API"
DEFAULT_API = "https://api.scryfall.com"
#: The image size used: ``large``, the whole card as a 672 × 936 JPEG (about 100-250 KB).  A scheme card is an
#: oversized card scanned at the same aspect as any other, so ``large`` fills a 1080p screen's height without
#: being scaled up, keeps the artist's name and the copyright line (``art_crop`` drops them, ``border_crop``
#: trims the border to 480 × 680), and is a fifth of ``png``'s 745 × 1040 (about 1 MB) for a difference no one
#: sees two metres from a TV.
IMAGE_SIZE = "large"
#: ``/cards/collection`` takes at most this many identifiers per request.
COLLECTION_LIMIT = 75
#: Seconds between two request starts (10 a second) and between two ``/cards/collection`` requests (2 a second).
REQUEST_INTERVAL = 0.1
COLLECTION_INTERVAL = 0.5
#: After an HTTP 429: wait at least this long (Scryfall limits access for 30 s).
RATE_LIMIT_WAIT = 30.0
#: A wait longer than this (a huge Retry-After) is not waited: the request fails instead.
MAX_WAIT = 300.0
#: How often one request is tried when the answer is 429 (the first try and two more, each after the wait).
MAX_TRIES = 3
#: Response size limits (bytes): card data (75 cards of a few KB each) and one image.
MAX_JSON_BYTES = 4 * 1024 * 1024
MAX_IMAGE_BYTES = 8 * 1024 * 1024
#: Seconds: connecting, waiting for data, and a whole request.
CONNECT_TIMEOUT = 10.0
READ_TIMEOUT = 20.0
TOTAL_TIMEOUT = 60.0
#: Redirects followed for one request (each hop checked: :meth:`ScryfallClient._request`).
MAX_REDIRECTS = 3
_REDIRECTS = frozenset({301, 302, 303, 307, 308})
#: The ``Accept`` headers: Scryfall's own example for the API; the two formats we decode for images.
ACCEPT_JSON = "application/json;q=0.9,*/*;q=0.8"
ACCEPT_IMAGE = "image/jpeg,image/png;q=0.9,*/*;q=0.5"
#: Scryfall's image statuses that are no real picture of the card (a placeholder or nothing yet).
NO_REAL_IMAGE = frozenset({"missing", "placeholder"})

_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_SHORT_TEXT = 200


class ScryfallError(Exception):
    """Card data or an image could not be had from Scryfall.

    ``reason`` is a stable code.

    Codes: ``offline`` (no connection, refused, timed out), ``rate_limited``
    (HTTP 429 and the wait was too long or tried too often), ``bad_response``
    (an HTTP error status, a body over its size limit, not the JSON or image
    expected), ``not_found`` (HTTP 404).
    """

    reason = "bad_response"

    def __init__(self, detail: str = "") -> None:
        super().__init__(detail or self.reason)
        self.detail = detail


class UnavailableError(ScryfallError):
    """The server could not be reached.

    Refused the connection or did not answer in time.
    """

    reason = "offline"


class RateLimitedError(ScryfallError):
    """HTTP 429: the server asked us to slow down and the wait is too long.

    Or the tries are used up.
    """

    reason = "rate_limited"


class BadResponseError(ScryfallError):
    """An HTTP error status, a body over its size limit, or not what was asked for."""

    reason = "bad_response"


class NotFoundError(ScryfallError):
    """HTTP 404: no such card (a printing in a language Scryfall does not have)."""

    reason = "not_found"


def api_base() -> str:
    """The API's base URL.

    ``ARCHENEMY_COMPANION_SCRYFALL_API``, else https://api.scryfall.com (no
    trailing ``/``).
    """
    value = os.environ.get(API_ENV, "").strip()
    return (value or DEFAULT_API).rstrip("/")


#: Seconds the start-up's reachability check waits for a connection.
REACH_TIMEOUT = 5.0


async def reachable(timeout: float = REACH_TIMEOUT) -> bool:
    """Whether the API's host accepts a TCP connection within ``timeout`` seconds.

    No HTTP request is sent.

    What the window checks before asking the first-time question: the question
    is for when images could be fetched, never on a machine without a connection.
    Never raises.
    """
    parts = urlsplit(api_base())
    host = parts.hostname
    if not host:
        return False
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
        _reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    except (TimeoutError, OSError, ValueError):
        return False
    writer.close()
    try:
        await writer.wait_closed()
    except OSError:
        pass
    return True


def user_agent() -> str:
    """``ArchenemyCompanion/<version>``.

    The app and its version, as Scryfall asks ("MTGExampleApp/1.0").
    """
    from ... import engine

    return f"ArchenemyCompanion/{engine.__version__}"


@dataclass(frozen=True)
class CardData:
    """What the app keeps of one Scryfall card object (one printing in one language).

    ``id`` is the printing's Scryfall id (a UUID; each language's printing has
    its own), ``lang`` Scryfall's language code, ``set``/``collector_number``
    as Scryfall spells them, ``image_url`` the ``large`` image's URL (it ends
    in a version number that changes when the image does; ``None`` when the
    card has none), ``image_status`` Scryfall's (``missing``, ``placeholder``,
    ``lowres``, ``highres_scan``), ``artist`` the illustrator's name.
    """

    id: str
    lang: str
    set: str
    collector_number: str
    image_url: str | None
    image_status: str
    name: str = ""
    artist: str = ""

    @property
    def has_real_image(self) -> bool:
        """True when the card has an image that is a picture of this printing.

        Not a placeholder.
        """
        return self.image_url is not None and self.image_status not in NO_REAL_IMAGE


def _short_text(value: Any) -> str | None:
    return value if isinstance(value, str) and 0 < len(value) <= _SHORT_TEXT and value.isprintable() else None


def parse_card(value: Any) -> CardData:
    """A :class:`CardData` from one card object of the API.

    Raises :class:`BadResponseError` when it is not one.

    The image URL is ``image_uris.large`` (or the first face's, for a card
    with ``card_faces``); it must be an ``http(s)`` URL.
    """
    if not isinstance(value, dict) or value.get("object") != "card":
        raise BadResponseError("not a card object")
    card_id, lang, set_code = value.get("id"), _short_text(value.get("lang")), _short_text(value.get("set"))
    number = _short_text(value.get("collector_number"))
    if not (isinstance(card_id, str) and _UUID.match(card_id) and lang and set_code and number):
        raise BadResponseError("a card object without id, lang, set or collector_number")
    uris = value.get("image_uris")
    faces = value.get("card_faces")
    if not isinstance(uris, dict) and isinstance(faces, list) and faces and isinstance(faces[0], dict):
        uris = faces[0].get("image_uris")
    url = uris.get(IMAGE_SIZE) if isinstance(uris, dict) else None
    if not (isinstance(url, str) and len(url) <= 2048 and urlsplit(url).scheme in ("https", "http")):
        url = None
    status = _short_text(value.get("image_status")) or ("missing" if url is None else "lowres")
    return CardData(
        id=card_id,
        lang=lang,
        set=set_code,
        collector_number=number,
        image_url=url,
        image_status=status,
        name=_short_text(value.get("name")) or "",
        artist=_short_text(value.get("artist")) or "",
    )


def _next_hop(method: str, url: str, location: str | None, allowed: Callable[[str], bool], hops: int) -> str:
    """Where a redirect from ``url`` to ``location`` goes, checked.

    Raises :class:`BadResponseError`.

    Refused: a redirect of anything but a ``GET`` (a POST is never sent
    again elsewhere), more than :data:`MAX_REDIRECTS` hops, no ``Location``,
    or a hop that ``allowed`` refuses (off Scryfall's hosts).
    """
    if method != "GET" or hops > MAX_REDIRECTS or not location:
        raise BadResponseError("a redirect not followed")
    try:
        target = urljoin(url, location)
    except ValueError:
        raise BadResponseError("a redirect to a bad address") from None
    if not allowed(target):
        raise BadResponseError("a redirect off Scryfall's hosts")
    return target


class RateLimiter:
    """Spaces request starts.

    Every :data:`REQUEST_INTERVAL` s overall, per-key gaps on top, and 429
    pauses.

    ``clock`` (seconds, monotonic) and ``sleep`` (a coroutine function) are
    injectable so tests advance a virtual clock instead of waiting.  Shared by
    every caller of one :class:`ScryfallClient`; safe for concurrent tasks.
    """

    def __init__(
        self,
        interval: float = REQUEST_INTERVAL,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
        max_wait: float = MAX_WAIT,
    ) -> None:
        self.interval = interval
        self.clock = clock
        self.sleep = sleep
        self.max_wait = max_wait
        self.blocked_until = float("-inf")
        self._next = float("-inf")
        self._next_by_key: dict[str, float] = {}
        self._lock: asyncio.Lock | None = None

    async def acquire(self, key: str = "", gap: float = 0.0) -> float:
        """Wait for this request's turn; return the clock's time when it may start.

        ``key``/``gap``: requests of the same key also keep ``gap`` seconds
        apart (``/cards/collection``: 0.5 s).  Raises :class:`RateLimitedError`
        when the wait would be longer than ``max_wait`` (a long 429 pause).
        """
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            while True:
                now = self.clock()
                start = max(self._next, self._next_by_key.get(key, float("-inf")), self.blocked_until)
                if start <= now:
                    break
                if start - now > self.max_wait:
                    raise RateLimitedError(f"asked to wait {start - now:.0f} s")
                await self.sleep(start - now)
            self._next = now + self.interval
            if key:
                self._next_by_key[key] = now + gap
            return now

    def block_for(self, seconds: float) -> None:
        """After an HTTP 429.

        No request of anyone starts for ``seconds`` (at least
        :data:`RATE_LIMIT_WAIT`).
        """
        self.blocked_until = max(self.blocked_until, self.clock() + max(seconds, RATE_LIMIT_WAIT))


def retry_after(value: str | None) -> float:
    """The wait asked by a ``Retry-After`` header, at least :data:`RATE_LIMIT_WAIT`.

    An HTTP date counts as 30 s.
    """
    try:
        seconds = float(value) if value is not None else 0.0
    except ValueError:
        seconds = 0.0
    # NaN: 30 s.
    return max(RATE_LIMIT_WAIT, seconds) if seconds == seconds else RATE_LIMIT_WAIT


class ScryfallClient:
    """The app's one HTTP client for Scryfall.

    See the module's docstring for the rules it keeps.

    ``base_url`` defaults to :func:`api_base`; ``limiter`` to a new
    :class:`RateLimiter`; ``timeout`` is ``(connect, read, total)`` seconds.
    The :class:`aiohttp.ClientSession` is created on first use, on the loop
    running then; :meth:`close` closes it (the client can be used again after).
    """

    def __init__(
        self,
        base_url: str | None = None,
        *,
        limiter: RateLimiter | None = None,
        timeout: tuple[float, float, float] = (CONNECT_TIMEOUT, READ_TIMEOUT, TOTAL_TIMEOUT),
        agent: str | None = None,
    ) -> None:
        self.base_url = (base_url or api_base()).rstrip("/")
        self.limiter = limiter or RateLimiter()
        self.timeout = timeout
        self.agent = agent or user_agent()
        # How many HTTP requests were sent (the command line's summary, the tests)
        self.requests = 0
        # The last requests sent: (the limiter's clock when it started, method, URL).
        self.log: deque[tuple[float, str, str]] = deque(maxlen=1000)
        self._session: aiohttp.ClientSession | None = None

    def _http(self) -> aiohttp.ClientSession:
        import aiohttp

        if self._session is None or self._session.closed:
            connect, read, total = self.timeout
            self._session = aiohttp.ClientSession(
                headers={"User-Agent": self.agent},
                timeout=aiohttp.ClientTimeout(total=total, sock_connect=connect, sock_read=read),
                connector=aiohttp.TCPConnector(limit=4),
                trust_env=False,
            )
        return self._session

    async def close(self) -> None:
        """Close the HTTP session (idempotent)."""
        if self._session is not None and not self._session.closed:
            await self._session.close()
        self._session = None

    async def _request(
        self,
        method: str,
        url: str,
        *,
        accept: str,
        limit: int,
        key: str = "",
        gap: float = 0.0,
        body: Any = None,
        allowed: Callable[[str], bool] | None = None,
    ) -> bytes:
        """One request through the limiter.

        The body's bytes (at most ``limit``), 429s waited for and retried.

        Redirects are followed by hand, at most :data:`MAX_REDIRECTS`, a
        ``GET`` only, each hop checked with ``allowed`` (default: the API's
        own origin) before it is asked: a hop anywhere else is
        :class:`BadResponseError`, and nothing is sent there.
        """
        import aiohttp

        allowed = allowed or self.api_url_allowed
        tries = hops = 0
        while True:
            self.log.append((await self.limiter.acquire(key, gap), method, url))
            self.requests += 1
            try:
                async with self._http().request(
                    method, url, json=body, headers={"Accept": accept}, allow_redirects=False
                ) as response:
                    if response.status in _REDIRECTS:
                        hops += 1
                        url = _next_hop(method, url, response.headers.get("Location"), allowed, hops)
                        continue
                    if response.status == 429:
                        self.limiter.block_for(retry_after(response.headers.get("Retry-After")))
                        tries += 1
                        if tries == MAX_TRIES:
                            raise RateLimitedError("HTTP 429")
                        continue
                    if response.status == 404:
                        raise NotFoundError(url)
                    if response.status != 200:
                        raise BadResponseError(f"HTTP {response.status}")
                    if (response.content_length or 0) > limit:
                        raise BadResponseError("response too large")
                    data = bytearray()
                    while len(data) <= limit:
                        chunk = await response.content.read(limit + 1 - len(data))
                        if not chunk:
                            break
                        data += chunk
                    if len(data) > limit:
                        raise BadResponseError("response too large")
                    return bytes(data)
            except (TimeoutError, aiohttp.ClientConnectionError, OSError) as exc:
                raise UnavailableError(type(exc).__name__) from None
            # No TLS in this Python ("SSL is not supported"), a session closed under us.
            except RuntimeError as exc:
                raise UnavailableError(str(exc)) from None
            # A malformed answer (bad headers, bad encoding...)
            except aiohttp.ClientError as exc:
                raise BadResponseError(type(exc).__name__) from None
            # An address no connection can be made to (a 5,000-character host name)
            except ValueError as exc:
                raise UnavailableError(type(exc).__name__) from None

    async def _json(self, method: str, path: str, body: Any = None, *, key: str = "", gap: float = 0.0) -> Any:
        data = await self._request(
            method, self.base_url + path, accept=ACCEPT_JSON, limit=MAX_JSON_BYTES, key=key, gap=gap, body=body
        )
        try:
            return json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            raise BadResponseError("not JSON") from None

    async def cards_by_ids(self, ids: Sequence[str]) -> tuple[dict[str, CardData], list[str]]:
        """The card data of printings by Scryfall id: ``({id: card}, [ids not found])``.

        One ``POST /cards/collection`` per :data:`COLLECTION_LIMIT` ids, at
        most 2 a second.  Scryfall answers with the English printing of each
        id.  Raises :class:`ScryfallError`; a card object that cannot be read
        counts as not found.
        """
        found: dict[str, CardData] = {}
        wanted = list(dict.fromkeys(ids))
        for start in range(0, len(wanted), COLLECTION_LIMIT):
            chunk = wanted[start : start + COLLECTION_LIMIT]
            body = {"identifiers": [{"id": card_id} for card_id in chunk]}
            answer = await self._json("POST", "/cards/collection", body, key="collection", gap=COLLECTION_INTERVAL)
            cards = answer.get("data") if isinstance(answer, dict) else None
            if not isinstance(cards, list):
                raise BadResponseError("a collection without data")
            for value in cards:
                try:
                    card = parse_card(value)
                except BadResponseError:
                    continue
                if card.id in chunk:
                    found[card.id] = card
        return found, [card_id for card_id in wanted if card_id not in found]

    async def card_in_language(self, set_code: str, number: str, lang: str) -> CardData | None:
        """The printing ``set_code``/``number`` in ``lang``, ``None`` on 404.

        Asked as ``GET /cards/:code/:number/:lang``.

        Raises :class:`ScryfallError` otherwise; a card of another language
        than asked is :class:`BadResponseError`.
        """
        path = "/cards/" + "/".join(quote(part, safe="") for part in (set_code, number, lang))
        try:
            card = parse_card(await self._json("GET", path))
        except NotFoundError:
            return None
        if card.lang != lang:
            raise BadResponseError(f"asked for {lang}, got {card.lang}")
        return card

    def api_url_allowed(self, url: str) -> bool:
        """True for a URL of the API's own origin (its scheme, host and port).

        Where a JSON hop may go.
        """
        try:
            parts, api = urlsplit(url), urlsplit(self.base_url)
            return (parts.scheme, (parts.hostname or "").lower(), parts.port) == (
                api.scheme,
                (api.hostname or "").lower(),
                api.port,
            )
        except ValueError:
            return False

    def image_url_allowed(self, url: str) -> bool:
        """True for an image URL on Scryfall's hosts or the API's own host.

        ``http`` only when the API is.
        """
        try:
            parts, api = urlsplit(url), urlsplit(self.base_url)
        except ValueError:
            return False
        host = (parts.hostname or "").lower()
        if parts.scheme == "https":
            return host.endswith((".scryfall.io", ".scryfall.com")) or host == (api.hostname or "").lower()
        return parts.scheme == "http" and api.scheme == "http" and host == (api.hostname or "").lower()

    async def image(self, url: str) -> bytes:
        """The bytes of the image at ``url``.

        At most :data:`MAX_IMAGE_BYTES`, not yet validated.

        Raises :class:`BadResponseError` for a URL off Scryfall's hosts, and
        :class:`ScryfallError` as any request.
        """
        if not self.image_url_allowed(url):
            raise BadResponseError("image URL not on Scryfall")
        return await self._request(
            "GET", url, accept=ACCEPT_IMAGE, limit=MAX_IMAGE_BYTES, allowed=self.image_url_allowed
        )
