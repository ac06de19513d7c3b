"""The server's guards: the access token, its check, and rate limits.

The token is checked in constant time; the rate limits are per client.

No Qt and no I/O here, so every rule is testable on its own.
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable

# The port ``--share`` and the dialog use when none is given.
DEFAULT_PORT = 8765
# Bytes of randomness in a token (``secrets.token_urlsafe(16)``: 22 characters).
TOKEN_BYTES = 16
# The WebSocket sub-protocol the page and the server speak; the token travels as a second one, ``t.<TOKEN>``.
PROTOCOL = "archenemy.v1"
TOKEN_PROTOCOL_PREFIX = "t."


def new_token() -> str:
    """A fresh random token, made each time sharing starts.

    ``secrets.token_urlsafe(16)``.
    """
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_matches(given: str | None, expected: str) -> bool:
    """True when ``given`` is ``expected``, compared in constant time.

    ``hmac.compare_digest`` compares them.
    """
    if not given or not expected:
        return False
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8"))


def bearer_token(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header, or ``None``."""
    if not authorization:
        return None
    scheme, _, value = authorization.partition(" ")
    return value.strip() if scheme.lower() == "bearer" and value.strip() else None


def protocol_token(header: str | None) -> str | None:
    """The token a WebSocket request offers as the sub-protocol ``t.<TOKEN>``.

    It comes in ``Sec-WebSocket-Protocol``.

    Browsers cannot set other headers on a WebSocket; the sub-protocol list is
    the one header they can, and like any header it stays out of server logs.
    """
    if not header:
        return None
    for item in header.split(","):
        item = item.strip()
        if item.startswith(TOKEN_PROTOCOL_PREFIX):
            return item[len(TOKEN_PROTOCOL_PREFIX) :]
    return None


class TokenBucket:
    """A token-bucket rate limit: ``rate`` events per second, bursts to ``burst``.

    ``rate`` is the average.

    :meth:`allow` takes one token and answers whether there was one.  ``clock``
    (seconds, monotonic) is injectable for tests.
    """

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._last = clock()

    def allow(self) -> bool:
        """Take one token if there is one: True when the event may go on."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False


class PerAddress:
    """One :class:`TokenBucket` per key, forgetting the oldest beyond ``limit``.

    A key is a client's address, a phone id, a seat.
    """

    def __init__(self, rate: float, burst: int, limit: int = 1024) -> None:
        self.rate, self.burst, self.limit = rate, burst, limit
        self._buckets: dict[str, TokenBucket] = {}

    def allow(self, address: str) -> bool:
        """Whether ``address`` (any key) may make one more request now."""
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= self.limit:
                del self._buckets[next(iter(self._buckets))]
            bucket = self._buckets[address] = TokenBucket(self.rate, self.burst)
        return bucket.allow()
