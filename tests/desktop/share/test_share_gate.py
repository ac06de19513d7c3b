"""The share server's door (desktop/share/gate.py).

Caps at accept time, header and idle timeouts, quiet logs.

Unit tests drive :class:`ConnectionGate` with fake transports and a fake
clock; the live tests run the real server on 127.0.0.1 (the qasync loop; the
sockets are asyncio streams, so the test never blocks the server's loop).
"""

from __future__ import annotations

import asyncio
import logging
import subprocess
import sys
import textwrap
import time

import pytest

from archenemy.desktop.share import gate as gate_module
from archenemy.desktop.share import server as server_module
from archenemy.desktop.share.descriptors import APP_RESERVE, open_descriptors, open_files_limit
from archenemy.desktop.share.gate import ACCEPT_BACKLOG, Caps, ConnectionGate, LogLimit, caps_for

from support.share import new_session, run, start_server


class FakeSocket:
    def __init__(self, fd: int) -> None:
        self.fd = fd

    def fileno(self) -> int:
        return self.fd


class FakeTransport:
    """What the gate reads of an asyncio transport.

    The peer, the socket's descriptor; and abort().
    """

    next_fd = 100

    def __init__(self, address: str, fd: int | None = None) -> None:
        FakeTransport.next_fd += 1
        self.extra = {"peername": (address, 40000), "socket": FakeSocket(fd or FakeTransport.next_fd)}
        self.aborted = False

    def get_extra_info(self, name: str, default: object = None) -> object:
        return self.extra.get(name, default)

    def abort(self) -> None:
        self.aborted = True


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _gate(**caps) -> tuple[ConnectionGate, Clock]:
    clock = Clock()
    return ConnectionGate(Caps(**caps), clock=clock), clock


def test_a_crowded_address_loses_its_longest_waiting_slow_socket_not_a_request_in_progress():
    gate, clock = _gate(total=100, per_address=3)
    slow = [FakeTransport("10.0.0.9") for _ in range(3)]
    connections = []
    for transport in slow:
        connections.append(gate.admit(transport))
        clock.now += 1
    # A request being handled
    gate.begin(slow[0])
    # Headers all in, handler not begun
    gate.received(connections[1], b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    newcomer = FakeTransport("10.0.0.9")
    assert gate.admit(newcomer) is not None
    # The half-sent one went, the others stay
    assert [t.aborted for t in slow] == [False, False, True]
    assert gate.from_address("10.0.0.9") == 3 and gate.counts.evicted == 1
    # The ready one had its grace: it may go now, the busy one never
    clock.now += 10
    assert gate.admit(FakeTransport("10.0.0.9")) is not None
    assert slow[1].aborted and not slow[0].aborted


def test_headers_arriving_in_pieces_are_seen_whole():
    gate, _ = _gate()
    connection = gate.admit(FakeTransport("10.0.0.2"))
    for piece in (b"GET / HTTP/1.1\r\nHost: x\r", b"\n\r", b"\n"):
        assert connection.ready is None
        gate.received(connection, piece)
    assert connection.ready is not None


def test_at_the_total_cap_the_most_crowded_address_pays_and_a_phone_elsewhere_stays():
    gate, clock = _gate(total=4, per_address=10)
    phone = FakeTransport("192.168.1.20")
    gate.admit(phone)
    clock.now += 1
    flood = [FakeTransport("192.168.1.66") for _ in range(3)]
    for transport in flood:
        gate.admit(transport)
        clock.now += 1
    second_phone = FakeTransport("192.168.1.21")
    assert gate.admit(second_phone) is not None
    assert not phone.aborted and flood[0].aborted and len(gate) == 4


def test_a_newcomer_is_refused_when_nobody_may_be_pushed_out():
    gate, _ = _gate(total=2, per_address=2)
    busy = [FakeTransport("10.0.0.5"), FakeTransport("10.0.0.5")]
    for transport in busy:
        gate.admit(transport)
        # Two live WebSockets
        gate.begin(transport)
    assert gate.admit(FakeTransport("10.0.0.5")) is None
    assert gate.admit(FakeTransport("10.0.0.6")) is None
    assert gate.counts.refused == 2 and not any(t.aborted for t in busy)


def test_a_descriptor_at_the_ceiling_is_refused_the_apps_reserve_stays_free():
    gate, _ = _gate(fd_ceiling=500)
    assert gate.admit(FakeTransport("10.0.0.7", fd=499)) is not None
    assert gate.admit(FakeTransport("10.0.0.7", fd=500)) is None
    assert gate.counts.refused == 1


def test_the_sweep_closes_half_sent_requests_and_idle_keep_alives_never_a_live_phone():
    gate, clock = _gate(header_timeout=10, idle_timeout=15)
    slow, idle, live = FakeTransport("10.0.0.1"), FakeTransport("10.0.0.2"), FakeTransport("10.0.0.3")
    for transport in (slow, idle, live):
        gate.admit(transport)
    # One request answered: idle from now on
    gate.end(gate.begin(idle))
    gate.begin(live)
    clock.now += 10.5
    assert gate.sweep() == 1 and slow.aborted and not idle.aborted
    clock.now += 5
    assert gate.sweep() == 1 and idle.aborted
    clock.now += 3600
    assert gate.sweep() == 0 and not live.aborted
    assert gate.counts.timed_out == 2 and len(gate) == 1


def test_the_log_limit_shows_a_burst_then_counts_and_says_how_many_were_not_shown():
    clock = Clock()
    limit = LogLimit(burst=3, window=60.0, clock=clock)
    records = [
        logging.LogRecord("asyncio", logging.ERROR, __file__, 1, "accept failed %s", ("x",), None) for _ in range(10)
    ]
    shown = [limit.filter(r) for r in records]
    assert shown == [True] * 3 + [False] * 7
    clock.now += 61
    later = logging.LogRecord("asyncio", logging.ERROR, __file__, 1, "accept failed %s", ("y",), None)
    assert limit.filter(later) and later.getMessage() == "accept failed y [7 similar messages not shown]"
    other = logging.LogRecord("aiohttp.server", logging.ERROR, __file__, 1, "other", None, None)
    # Another message has its own quota
    assert limit.filter(other)


def test_the_caps_fit_under_the_open_files_limit():
    limit, held = open_files_limit(), open_descriptors()
    if limit is None or held is None:
        pytest.skip("no open-files limit to read here")
    caps = caps_for(2)
    assert caps.fd_ceiling == limit - APP_RESERVE - 2 * ACCEPT_BACKLOG
    assert caps.total <= caps.fd_ceiling - held + 1 and caps.per_address <= caps.total


LOW_LIMIT = textwrap.dedent(
    """
    import errno, resource
    from archenemy.desktop.share.descriptors import open_files_limit, raise_open_files_limit
    from archenemy.desktop.share.gate import caps_for
    resource.setrlimit(resource.RLIMIT_NOFILE, (64, 512))
    assert open_files_limit() == 64
    try:
        caps_for(1)
    except OSError as exc:
        assert exc.errno == errno.EMFILE
    else:
        raise SystemExit("64 open files left room for sharing")
    assert raise_open_files_limit() == 512 == open_files_limit()
    caps = caps_for(1)
    assert caps.fd_ceiling == 512 - 64 - 16 and caps.total >= 8
    print("ok")
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_NOFILE is POSIX")
def test_the_soft_limit_is_raised_to_the_hard_one_and_too_low_a_limit_refuses_to_share():
    done = subprocess.run([sys.executable, "-c", LOW_LIMIT], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "ok", done.stderr


# ----- live --------------------------------------------------------------------------


async def _half_request(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    await writer.drain()
    return reader, writer


async def _closed_within(reader: asyncio.StreamReader, seconds: float) -> float:
    start = time.monotonic()
    # B"" (or a reset) once the server closes it
    await asyncio.wait_for(reader.read(), seconds)
    return time.monotonic() - start


async def _get_state(port: int, token: str) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        f"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n"
        "Connection: close\r\n\r\n".encode()
    )
    data = await asyncio.wait_for(reader.read(), 3)
    writer.close()
    return data


@pytest.fixture
def quick(qtbot, qasync_loop, tmp_path, monkeypatch):
    """A running server whose timeouts are short and 5 connections per address.

    Header 0.6 s, idle 0.8 s.
    """
    caps = Caps(total=40, per_address=5, header_timeout=0.6, idle_timeout=0.8)
    monkeypatch.setattr(server_module, "caps_for", lambda listening: caps)
    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    yield server
    run(qtbot, server.stop())
    session.close()


def test_a_half_sent_request_is_closed_after_the_header_timeout(qtbot, quick):
    async def scenario() -> float:
        reader, writer = await _half_request(quick.port)
        try:
            return await _closed_within(reader, 5)
        finally:
            writer.close()

    waited = run(qtbot, scenario(), timeout=8000)
    assert 0.5 <= waited <= 2.0
    assert quick.gate.counts.timed_out >= 1


def test_an_idle_keep_alive_connection_is_closed_after_the_idle_timeout(qtbot, quick):
    async def scenario() -> tuple[bytes, float]:
        reader, writer = await asyncio.open_connection("127.0.0.1", quick.port)
        writer.write(f"GET /page.css HTTP/1.1\r\nHost: 127.0.0.1:{quick.port}\r\n\r\n".encode())
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 3)
        length = int(next(x for x in head.split(b"\r\n") if x.lower().startswith(b"content-length")).split(b":")[1])
        await reader.readexactly(length)
        try:
            return head, await _closed_within(reader, 5)
        finally:
            writer.close()

    head, waited = run(qtbot, scenario(), timeout=8000)
    assert head.startswith(b"HTTP/1.1 200") and 0.6 <= waited <= 2.5


def test_slow_sockets_from_one_address_hold_at_most_its_cap_and_a_phone_there_is_still_served(qtbot, quick):
    async def scenario() -> tuple[int, bytes, int]:
        slow = [await _half_request(quick.port) for _ in range(20)]
        await asyncio.sleep(0.2)
        held = quick.gate.from_address("127.0.0.1")
        answer = await _get_state(quick.port, quick.token)
        for _, writer in slow:
            writer.close()
        return held, answer, quick.gate.counts.evicted

    held, answer, evicted = run(qtbot, scenario(), timeout=8000)
    assert held <= 5 and evicted >= 15
    assert answer.startswith(b"HTTP/1.1 200") and b'"type":"state"' in answer


def test_sharing_rate_limits_the_loops_error_log(qtbot, quick, caplog):
    loop = asyncio.get_event_loop()
    with caplog.at_level(logging.ERROR, logger="asyncio"):
        for n in range(50):
            loop.call_exception_handler({"message": "socket.accept() out of system resource", "n": n})
    shown = [r for r in caplog.records if "out of system resource" in r.getMessage()]
    assert 1 <= len(shown) <= gate_module.LogLimit().burst


def test_the_server_answers_after_a_flood_of_connections_is_gone(qtbot, quick):
    async def scenario() -> bytes:
        slow = [await _half_request(quick.port) for _ in range(30)]
        for _, writer in slow:
            writer.close()
        await asyncio.sleep(0.1)
        return await _get_state(quick.port, quick.token)

    assert run(qtbot, scenario(), timeout=8000).startswith(b"HTTP/1.1 200")
