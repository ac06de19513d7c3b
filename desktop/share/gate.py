"""The share server's door: every TCP connection is admitted or refused here.

Before a byte of it is parsed.

A stranger on the network needs no token to open connections; each one costs
the laptop a descriptor (:mod:`.descriptors`).  The :class:`ConnectionGate`
wraps the web server's protocol factory (:meth:`ConnectionGate.factory`), so
it sees each connection as it is accepted, with its address and descriptor:

* **caps**: at most :attr:`Caps.total` connections, :attr:`Caps.per_address`
  from one address, and none whose descriptor number reaches
  :attr:`Caps.fd_ceiling` (the app's own reserve, :data:`.descriptors.APP_RESERVE`,
  lies above it).  At a cap, the connection that has waited longest without
  a request (a half-sent one, an idle keep-alive) is closed to make room, the
  crowded address's first, so the newcomer gets in: a slow socket only ever
  pushes out another slow socket.  A connection whose request's headers are
  all in (seen as they arrive, before aiohttp parses them) is not pushed out
  for :attr:`Caps.grace` seconds, nor one whose request is being handled.
  When none may be closed, the newcomer is closed at once.
* **timeouts**: a connection must finish its first request's headers within
  :attr:`Caps.header_timeout` seconds of connecting (slowloris), and the next
  one within :attr:`Caps.idle_timeout` of its last answer (idle keep-alive);
  :meth:`sweep_forever` closes the others.  A request being handled (the
  server calls :meth:`begin` and :meth:`end` around each) is never timed out
  here: a live phone's WebSocket stays open, watched by its own heartbeat.

Everything refused or closed is counted, never logged one by one; what the
loop and aiohttp log is rate-limited (:func:`quiet_logging`).  No Qt and no
aiohttp here.  See docs/sharing.md for the values and why.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from .descriptors import APP_RESERVE, open_descriptors, open_files_limit

__all__ = ["Caps", "ConnectionGate", "LogLimit", "caps_for", "quiet_logging"]

# Seconds a connection may take to send its first request's headers.
HEADER_TIMEOUT = 10.0
# Seconds a keep-alive connection may stay idle between requests.
IDLE_TIMEOUT = 15.0
# Seconds a connection whose request's headers are all in is safe from being closed to make room.
GRACE = 2.0
# Connections in all, and from one address (a phone's browser opens at most ~7).
MAX_CONNECTIONS = 256
MAX_PER_ADDRESS = 32
# Connections the kernel may queue for one listening socket (and asyncio accepts in one go): fewer than
# MAX_PER_ADDRESS, so one batch of strangers cannot push out a phone before its request is read.
ACCEPT_BACKLOG = 16
# The fewest connections sharing starts with (below this the open-files limit is too low to share).
MIN_CONNECTIONS = 8
# The loggers whose records are rate-limited while sharing runs.
QUIET_LOGGERS = (
    "asyncio",
    "aiohttp.server",
    "aiohttp.web",
    "aiohttp.websocket",
    "aiohttp.internal",
    "aiohttp.access",
    "qasync",
    "qasync._QEventLoop",
)


@dataclass(frozen=True)
class Caps:
    """The gate's limits: connection counts, the descriptor ceiling, and timeouts.

    Timeouts in seconds.
    """

    total: int = MAX_CONNECTIONS
    per_address: int = MAX_PER_ADDRESS
    fd_ceiling: int | None = None
    header_timeout: float = HEADER_TIMEOUT
    idle_timeout: float = IDLE_TIMEOUT
    grace: float = GRACE


def caps_for(listening: int) -> Caps:
    """The caps for a server with ``listening`` sockets.

    Under this process's open-files limit.

    The descriptor ceiling leaves :data:`~.descriptors.APP_RESERVE` for the
    app, plus what asyncio may accept in one go on each socket
    (:data:`ACCEPT_BACKLOG`) before the gate sees it; the total cap is what
    lies between the descriptors held now and that ceiling, at most
    :data:`MAX_CONNECTIONS`.  Raises :class:`OSError` (``EMFILE``) when fewer
    than :data:`MIN_CONNECTIONS` would fit.  No limit to read (Windows): the
    plain caps.
    """
    limit = open_files_limit()
    if limit is None:
        return Caps()
    ceiling = limit - APP_RESERVE - listening * ACCEPT_BACKLOG
    room = ceiling - (open_descriptors() or 0)
    if room < MIN_CONNECTIONS:
        raise OSError(errno.EMFILE, os.strerror(errno.EMFILE))
    return Caps(total=min(MAX_CONNECTIONS, room), per_address=min(MAX_PER_ADDRESS, room), fd_ceiling=ceiling)


@dataclass(eq=False)
class Connection:
    """One admitted connection: its address, transport, and how long it has waited.

    Since when it waits for a request (monotonic seconds).

    ``ready``: when a request's headers were all in (its handler not begun
    yet), else ``None``; ``busy``: handlers running; ``requests``: begun.
    """

    address: str
    transport: asyncio.BaseTransport
    since: float
    busy: int = 0
    requests: int = 0
    ready: float | None = None
    tail: bytes = b""


@dataclass
class Counts:
    """What the gate turned away since sharing started.

    Refused at the door, closed for room, timed out.
    """

    refused: int = 0
    evicted: int = 0
    timed_out: int = 0


class _Gated(asyncio.Protocol):
    """The protocol asyncio sees: asks the gate, then hands the connection on.

    To the web server's own protocol.
    """

    def __init__(self, gate: ConnectionGate, inner: Callable[[], asyncio.Protocol]) -> None:
        self._gate = gate
        self._make_inner = inner
        self._inner: asyncio.Protocol | None = None
        self._connection: Connection | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._connection = self._gate.admit(transport)
        if self._connection is None:
            transport.abort()  # type: ignore[attr-defined]
            return
        self._inner = self._make_inner()
        self._inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        connection = self._connection
        if connection is not None and not connection.busy and connection.ready is None:
            self._gate.received(connection, data)
        if self._inner is not None:
            self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received() if self._inner is not None else None

    def connection_lost(self, exc: Exception | None) -> None:
        if self._connection is not None:
            self._gate.forget(self._connection)
        if self._inner is not None:
            self._inner.connection_lost(exc)
            self._inner = None

    def pause_writing(self) -> None:
        if self._inner is not None:
            self._inner.pause_writing()

    def resume_writing(self) -> None:
        if self._inner is not None:
            self._inner.resume_writing()


class ConnectionGate:
    """Admits, times and closes the share server's connections under :class:`Caps`.

    See the module's text.

    ``clock`` (monotonic seconds) is injectable for tests.
    """

    def __init__(self, caps: Caps, clock: Callable[[], float] = time.monotonic) -> None:
        self.caps = caps
        self.counts = Counts()
        self._clock = clock
        self._open: dict[asyncio.BaseTransport, Connection] = {}
        self._by_address: dict[str, list[Connection]] = {}

    def __len__(self) -> int:
        return len(self._open)

    def from_address(self, address: str) -> int:
        """How many connections ``address`` holds now."""
        return len(self._by_address.get(address, ()))

    def factory(self, inner: Callable[[], Any]) -> Callable[[], asyncio.Protocol]:
        """The protocol factory to listen with: ``inner`` behind the gate.

        ``inner`` is aiohttp's server.
        """
        return lambda: _Gated(self, cast(Callable[[], asyncio.Protocol], inner))

    # ----- admission --------------------------------------------------------
    def admit(self, transport: asyncio.BaseTransport) -> Connection | None:
        """The new connection's record, or ``None`` when it must be closed at once.

        Such a connection is counted as refused.
        """
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        sock = transport.get_extra_info("socket")
        fd = sock.fileno() if sock is not None else -1
        now = self._clock()
        ceiling = self.caps.fd_ceiling
        if ceiling is not None and fd >= ceiling:
            # The app's reserve is near: make the count smaller too.
            self._evict(now, None)
            self.counts.refused += 1
            return None
        if self.from_address(address) >= self.caps.per_address and not self._evict(now, address):
            self.counts.refused += 1
            return None
        if len(self._open) >= self.caps.total and not self._evict(now, None):
            self.counts.refused += 1
            return None
        connection = Connection(address, transport, now)
        self._open[transport] = connection
        self._by_address.setdefault(address, []).append(connection)
        return connection

    def _evict(self, now: float, address: str | None) -> bool:
        """Close the longest-waiting evictable connection.

        Of ``address``, else of the most crowded address.
        """
        if address is None:
            crowded = max(self._by_address.values(), key=len, default=[])
            victim = self._longest_waiting(crowded, now) or self._longest_waiting(self._open.values(), now)
        else:
            victim = self._longest_waiting(self._by_address.get(address, ()), now)
        if victim is None:
            return False
        self.counts.evicted += 1
        self._close(victim)
        return True

    def _longest_waiting(self, connections: Any, now: float) -> Connection | None:
        grace = self.caps.grace
        waiting = [c for c in connections if not c.busy and (c.ready is None or now - c.ready > grace)]
        return min(waiting, key=lambda c: c.since, default=None)

    def received(self, connection: Connection, data: bytes) -> None:
        """Bytes arrived on a connection waiting for a request.

        Note when its headers are all in.
        """
        seen = connection.tail + data
        if b"\r\n\r\n" in seen or b"\n\n" in seen:
            connection.ready = self._clock()
            connection.tail = b""
        else:
            connection.tail = seen[-3:]

    def _close(self, connection: Connection) -> None:
        self.forget(connection)
        connection.transport.abort()  # type: ignore[attr-defined]

    def forget(self, connection: Connection) -> None:
        """Drop ``connection`` from the counts; idempotent.

        It closed, or is being closed.
        """
        if self._open.pop(connection.transport, None) is None:
            return
        mine = self._by_address.get(connection.address, [])
        if connection in mine:
            mine.remove(connection)
        if not mine:
            self._by_address.pop(connection.address, None)

    # ----- requests ---------------------------------------------------------
    def begin(self, transport: asyncio.BaseTransport | None) -> Connection | None:
        """A request's headers are in and its handler starts: the connection is busy.

        A busy connection is never timed out here.
        """
        connection = self._open.get(transport) if transport is not None else None
        if connection is not None:
            connection.busy += 1
            connection.requests += 1
            connection.ready, connection.tail = None, b""
        return connection

    def end(self, connection: Connection | None) -> None:
        """The handler :meth:`begin` announced is done.

        The connection waits for its next request from now.
        """
        if connection is not None:
            connection.busy -= 1
            connection.since = self._clock()

    # ----- timeouts ---------------------------------------------------------
    def sweep(self) -> int:
        """Close every connection past its header or idle timeout; how many were closed."""
        now = self._clock()
        late = [
            c
            for c in self._open.values()
            if not c.busy and now - c.since > (self.caps.idle_timeout if c.requests else self.caps.header_timeout)
        ]
        for connection in late:
            self._close(connection)
        self.counts.timed_out += len(late)
        return len(late)

    async def sweep_forever(self, every: float | None = None) -> None:
        """:meth:`sweep` every ``every`` seconds until cancelled.

        ``every`` defaults to a quarter of the shorter timeout, at most 1 s.
        """
        every = every or min(1.0, self.caps.header_timeout / 4, self.caps.idle_timeout / 4)
        while True:
            await asyncio.sleep(every)
            self.sweep()

    def close_all(self) -> None:
        """Close every connection at once (sharing stops)."""
        for connection in list(self._open.values()):
            self._close(connection)


# ----- rate-limited logging ---------------------------------------------------------


@dataclass
class _Quota:
    start: float
    shown: int = 0
    hidden: int = 0


@dataclass
class LogLimit(logging.Filter):
    """A logging filter: at most ``burst`` records per ``window`` seconds.

    For each logger and message.

    The rest are counted and not shown; the next record shown says how many
    were not ("[N similar messages not shown]").  ``clock`` is injectable.
    """

    burst: int = 5
    window: float = 60.0
    clock: Callable[[], float] = time.monotonic
    _seen: dict[tuple[str, str], _Quota] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__init__()

    def allow(self, key: tuple[str, str]) -> int | None:
        """``None`` to hide a record with ``key`` now, else how many like it were hidden."""
        now = self.clock()
        quota = self._seen.get(key)
        if quota is None:
            if len(self._seen) >= 256:
                del self._seen[next(iter(self._seen))]
            quota = self._seen[key] = _Quota(now)
        if now - quota.start >= self.window:
            quota.start, quota.shown = now, 0
        if quota.shown >= self.burst:
            quota.hidden += 1
            return None
        quota.shown += 1
        hidden, quota.hidden = quota.hidden, 0
        return hidden

    def filter(self, record: logging.LogRecord) -> bool:  # noqa: A003 (logging's name)
        """Whether ``record`` is shown (adding the count of those not shown before it)."""
        hidden = self.allow((record.name, str(record.msg)[:200]))
        if hidden is None:
            return False
        if hidden:
            record.msg = f"{record.getMessage()} [{hidden} similar messages not shown]"
            record.args = None
        return True


_QUIETED: weakref.WeakSet[asyncio.AbstractEventLoop] = weakref.WeakSet()
_LOG_LIMIT = LogLimit()


def quiet_logging(loop: asyncio.AbstractEventLoop) -> None:
    """Rate-limit what a flood could make the app log.

    The :data:`QUIET_LOGGERS` and ``loop``'s unhandled errors.

    Idempotent.  ``loop``'s errors go to its default handler (with
    ``accept()``'s "out of system resource" among them) at most
    :attr:`LogLimit.burst` times a minute per message.
    """
    for name in QUIET_LOGGERS:
        logger = logging.getLogger(name)
        if _LOG_LIMIT not in logger.filters:
            logger.addFilter(_LOG_LIMIT)
    if loop in _QUIETED:
        return
    _QUIETED.add(loop)

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        message = str(context.get("message", ""))
        hidden = _LOG_LIMIT.allow(("loop", message[:200]))
        if hidden is None:
            return
        if hidden:
            context = dict(context, message=f"{message} [{hidden} similar messages not shown]")
        loop.default_exception_handler(context)

    loop.set_exception_handler(handler)
