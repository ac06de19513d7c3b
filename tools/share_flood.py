"""The share server under a slow-socket flood: do phones and saving still work?

Does a phone with the token still get the table, does the laptop save?

    .venv/bin/python tools/share_flood.py [--limit 1024] [--sockets 1024 1100] [--hold 5]

For each flood size it starts the real app (offscreen, ``--share=0``, its
open-files limit lowered to ``--limit``, soft and hard, as ``ulimit -n``
does), floods it from a second process with that many slow sockets (each
connects and sends half a request, never the rest; a socket the server closes
is opened again a second later, as slowloris does), then asks as a phone with
the token: ``GET /api/state``, ``GET /`` and the live WebSocket's first
state.  Meanwhile the app itself performs a life change every half second
(journaled and fsynced), starts a thread (Qt's thread start needs new
descriptors: without them GLib aborts the app) and opens a file, and reports how
late its 100 ms timer ran.  Prints one line of figures per size and exits 1
if a goal is missed (phone answered within 3 s, every probe saved, no
traceback on stderr).  ``make soak`` runs it; docs/sharing.md records the
last figures.  ``tests/desktop/share/test_share_flood.py`` runs the same check scaled down.

Roles: ``share_flood.py app STATUS QUIT ARGS...`` is the app with its probes;
``share_flood.py slowloris HOST PORT COUNT`` is the flooder.  Loopback only.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import re
import resource
import selectors
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

HALF_REQUEST = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow\r\nX-Wait: "
SHARING = re.compile(r"Sharing: http://127\.0\.0\.1:([0-9]+)/#([A-Za-z0-9_-]+)")
PHONE_GOAL = 3.0

APP = r"""
import os, sys, time, threading
from pathlib import Path
from PySide6.QtCore import QThread, QTimer
from PySide6.QtWidgets import QApplication
import archenemy.desktop.share.server as server
server.lan_addresses = lambda: []  # loopback only
app = QApplication(sys.argv[:1])
quit_file, status = Path(sys.argv[1]), Path(sys.argv[2])
state = {"last": time.monotonic(), "late": 0.0, "saved": 0, "failed": 0, "delta": -1, "tick": 0}

def window():
    from archenemy.desktop.table.window import MainWindow
    return next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow)), None)

def beat():
    now = time.monotonic()
    state["late"] = max(state["late"], now - state["last"] - 0.1)
    state["last"] = now
    if quit_file.exists():
        app.quit()

def probe():
    from archenemy.engine.actions import ChangeLife
    found = window()
    if found is None:
        return
    session = found.session
    size = session.path.stat().st_size
    ok = session.perform(ChangeLife(session.state.players[1].name, state["delta"]))
    state["delta"] = -state["delta"]
    thread = QThread()
    thread.start()
    thread.quit()
    started = thread.wait(2000)
    try:
        with open(status.with_suffix(".probe"), "w") as handle:
            handle.write("x")
        opened = True
    except OSError:
        opened = False
    saved = ok and session.path.stat().st_size > size and started and opened
    state["saved" if saved else "failed"] += 1
    line = "probe saved=%d failed=%d late_ms=%d\n" % (state["saved"], state["failed"], state["late"] * 1000)
    state["late"] = 0.0
    sys.stdout.write(line)
    sys.stdout.flush()

timer = QTimer()
timer.timeout.connect(beat)
timer.start(100)
probes = QTimer()
probes.timeout.connect(probe)
probes.start(500)
QTimer.singleShot(600000, app.quit)
from archenemy.desktop.cli import main
sys.exit(main(sys.argv[3:]))
"""


# ----- the flooder ------------------------------------------------------------


def raise_own_limit() -> None:
    """Raise this process's soft open-files limit to its hard one.

    The flooder holds many sockets.
    """
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def slowloris(host: str, port: int, count: int, report: Callable[[str], None], seconds: float = 600.0) -> None:
    """Keep ``count`` sockets to ``host:port``, each with half a request sent.

    Closed ones are reopened every second.

    Reports ``connected=N open=M closed_by_server=K`` every half second until ``seconds`` pass.
    """
    raise_own_limit()
    selector = selectors.DefaultSelector()
    live: set[socket.socket] = set()
    connected = closed = 0
    last_fill = last_report = 0.0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        now = time.monotonic()
        if now - last_fill >= 1.0:
            last_fill = now
            while len(live) < count:
                sock = socket.socket()
                sock.setblocking(False)
                sock.connect_ex((host, port))
                selector.register(sock, selectors.EVENT_WRITE, "connecting")
                live.add(sock)
        for key, _ in selector.select(timeout=0.05):
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            if key.data == "connecting":
                if sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
                    try:
                        sock.send(HALF_REQUEST)
                        connected += 1
                        selector.modify(sock, selectors.EVENT_READ, "waiting")
                        continue
                    except OSError:
                        pass
            else:
                try:
                    if sock.recv(4096):
                        continue
                except OSError:
                    pass
            selector.unregister(sock)
            sock.close()
            live.discard(sock)
            closed += 1
        if now - last_report >= 0.5:
            last_report = now
            report(f"connected={connected} open={len(live)} closed_by_server={closed}")


# ----- the phone --------------------------------------------------------------


def phone_state(port: int, token: str, timeout: float = 10.0) -> tuple[int, float]:
    """``GET /api/state`` with the token: (status, seconds)."""
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(
            f"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n"
            "Connection: close\r\n\r\n".encode()
        )
        data = _read_all(sock)
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/1.1 ") else 0
    return (status if b'"type":"state"' in data or status != 200 else 0), time.monotonic() - start


def phone_page(port: int, timeout: float = 10.0) -> tuple[int, float]:
    """``GET /`` (the page itself, no token): (status, seconds)."""
    start = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = _read_all(sock)
    return (int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/1.1 ") else 0), time.monotonic() - start


def _read_all(sock: socket.socket) -> bytes:
    chunks = []
    while chunk := sock.recv(65536):
        chunks.append(chunk)
    return b"".join(chunks)


def phone_live(port: int, token: str, timeout: float = 10.0) -> tuple[bool, float]:
    """The live WebSocket: handshake, ``hello``, first ``state`` received.

    Returns (received, seconds).
    """
    start = time.monotonic()
    key = base64.b64encode(os.urandom(16)).decode()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(
            (
                f"GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Protocol: archenemy.v1, t.{token}\r\n\r\n"
            ).encode()
        )
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                return False, time.monotonic() - start
            data += chunk
        if not data.startswith(b"HTTP/1.1 101"):
            return False, time.monotonic() - start
        hello = json.dumps({"type": "hello", "language": "en", "phone": "flood-phone-1"}).encode()
        mask = os.urandom(4)
        frame = bytes([0x81, 0x80 | len(hello)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(hello))
        sock.sendall(frame)
        data = data.split(b"\r\n\r\n", 1)[1]
        while b'"type":"state"' not in data:
            chunk = sock.recv(65536)
            if not chunk:
                return False, time.monotonic() - start
            data += chunk
    return True, time.monotonic() - start


# ----- the check --------------------------------------------------------------


@dataclass
class Figures:
    """One flood's outcome (seconds; counts)."""

    limit: int
    sockets: int
    flood_connected: int = 0
    flood_open: int = 0
    flood_closed: int = 0
    state: tuple[int, float] = (0, 0.0)
    page: tuple[int, float] = (0, 0.0)
    live: tuple[bool, float] = (False, 0.0)
    saved: int = 0
    failed: int = 0
    late_ms: int = 0
    exit_code: int | None = None
    stderr_lines: int = 0
    tracebacks: int = 0
    notes: list[str] = field(default_factory=list)

    def ok(self) -> bool:
        """Every goal met: the phone answered in time, every probe saved, clean exit.

        The phone answered in time three ways, every probe saved, no traceback, a clean exit.
        """
        return (
            self.state[0] == 200
            and self.state[1] <= PHONE_GOAL
            and self.page[0] == 200
            and self.page[1] <= PHONE_GOAL
            and self.live[0]
            and self.live[1] <= PHONE_GOAL
            and self.saved > 0
            and self.failed == 0
            and self.tracebacks == 0
            and self.exit_code == 0
        )

    def line(self) -> str:
        """The figures as one line."""
        return (
            f"limit {self.limit}, {self.sockets} slow sockets (connected {self.flood_connected}, closed by the "
            f"server {self.flood_closed}): phone state {self.state[0]} in {self.state[1]:.2f} s, page "
            f"{self.page[0]} in {self.page[1]:.2f} s, live {'yes' if self.live[0] else 'NO'} in {self.live[1]:.2f} s;"
            f" probes saved {self.saved}, failed {self.failed}, timer late ≤ {self.late_ms} ms; stderr "
            f"{self.stderr_lines} lines, {self.tracebacks} tracebacks; exit {self.exit_code}"
            f" — {'ok' if self.ok() else 'MISSED'}"
        )


def _lines(stream: object, sink: Callable[[str], None]) -> threading.Thread:
    def pump() -> None:
        for line in stream:  # type: ignore[attr-defined]
            sink(line.rstrip("\n"))

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    return thread


def _start_app(workdir: Path, limit: int) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_API="pyside6")
    for name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(workdir / name.lower())
    status = workdir / "status"

    def lower() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))

    return subprocess.Popen(
        [sys.executable, "-c", APP, str(workdir / "quit"), str(status), "--share=0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=lower,
    )


def _wait_for(predicate: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def check(limit: int, sockets: int, hold: float = 3.0, workdir: Path | None = None) -> Figures:
    """Start the app at ``limit`` open files, flood it, ask as a phone.

    Flood it with ``sockets`` slow sockets, ask as a phone, collect figures.
    """
    figures = Figures(limit, sockets)
    work = Path(workdir or tempfile.mkdtemp(prefix="share-flood-"))
    app = _start_app(work, limit)
    out: list[str] = []
    err: list[str] = []
    _lines(app.stdout, out.append)
    _lines(app.stderr, err.append)
    flooder: subprocess.Popen[str] | None = None
    try:
        if not _wait_for(lambda: any(SHARING.fullmatch(x) for x in out) or app.poll() is not None, 60):
            figures.notes.append("no Sharing line")
        found = next((m for m in map(SHARING.fullmatch, out) if m), None)
        if found is None:
            figures.notes.append("sharing did not start: " + " | ".join(err[-5:]))
            return figures
        port, token = int(found.group(1)), found.group(2)
        flooder = subprocess.Popen(
            [sys.executable, __file__, "slowloris", "127.0.0.1", str(port), str(sockets)],
            stdout=subprocess.PIPE,
            text=True,
        )
        flood: list[str] = []
        _lines(flooder.stdout, flood.append)
        # The app's start (its first paint) is not the flood's doing.
        flood_start = len(out)
        _wait_for(lambda: bool(flood) and _flood_counts(flood[-1])[0] >= sockets, 30)
        time.sleep(hold)
        saved_before = _probe_counts(out)[0]
        figures.state = _ask(lambda: phone_state(port, token), (0, 99.0))
        figures.page = _ask(lambda: phone_page(port), (0, 99.0))
        figures.live = _ask(lambda: phone_live(port, token), (False, 99.0))
        _wait_for(lambda: _probe_counts(out)[0] >= saved_before + 3 or app.poll() is not None, 10)
        figures.flood_connected, figures.flood_open, figures.flood_closed = _flood_counts(flood[-1] if flood else "")
        figures.saved, figures.failed, _ = _probe_counts(out)
        figures.late_ms = _probe_counts(out[flood_start:])[2]
    finally:
        if flooder is not None:
            flooder.kill()
            flooder.wait()
        (work / "quit").touch()
        try:
            app.wait(timeout=30)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()
            figures.notes.append("the app did not quit within 30 s: killed")
        time.sleep(0.2)
        figures.exit_code = app.returncode
        figures.stderr_lines = len(err)
        figures.tracebacks = sum("Traceback" in line for line in err)
        if err and not figures.ok():
            figures.notes.extend(["stderr: " + line for line in err[:12]] + ["..."] + err[-6:])
    return figures


def _ask(ask: Callable[[], tuple[object, float]], failed: tuple[object, float]) -> tuple[object, float]:
    try:
        return ask()
    except OSError:
        return failed


def _flood_counts(line: str) -> tuple[int, int, int]:
    found = re.fullmatch(r"connected=(\d+) open=(\d+) closed_by_server=(\d+)", line)
    return (int(found.group(1)), int(found.group(2)), int(found.group(3))) if found else (0, 0, 0)


def _probe_counts(lines: list[str]) -> tuple[int, int, int]:
    probes = [re.fullmatch(r"probe saved=(\d+) failed=(\d+) late_ms=(\d+)", x) for x in lines]
    found = [m for m in probes if m]
    if not found:
        return 0, 0, 0
    late = max(int(m.group(3)) for m in found)
    return int(found[-1].group(1)), int(found[-1].group(2)), late


def main(argv: list[str]) -> int:
    """The check (no role), or one of its roles (``slowloris``)."""
    if argv[:1] == ["slowloris"]:
        host, port, count = argv[1], int(argv[2]), int(argv[3])
        slowloris(host, port, count, lambda line: print(line, flush=True))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--limit", type=int, default=1024, help="the app's open-files limit (soft and hard)")
    parser.add_argument("--sockets", type=int, nargs="+", default=[1024, 1100], help="flood sizes")
    parser.add_argument("--hold", type=float, default=5.0, help="seconds of flood before the phone asks")
    args = parser.parse_args(argv)
    missed = 0
    for sockets in args.sockets:
        figures = check(args.limit, sockets, args.hold)
        print(figures.line(), flush=True)
        for note in figures.notes:
            print("  " + note, flush=True)
        missed += not figures.ok()
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
