"""Sharing figures for ``make bench``.

Delivery time to 20 phones and the window's action latency with sharing on.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench_share.py [--actions N]

Everything runs on 127.0.0.1 in one process, on a qasync loop as in the app:
the server, the window and 20 phones (aiohttp clients).  Delivery time is
from the moment the laptop publishes a state (right after the action is
applied) to the moment a phone has read it, over every phone and action
(goal: p99 ≤ 200 ms).  The action latency is one life click on the window,
journaled and re-rendered (and, with sharing on, rendered for the phones),
without and with 20 phones connected.  Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")

PHONES = 20


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


async def _phone(url: str, token: str, n: int, received: dict[int, list[float]], ready: asyncio.Event) -> None:
    import aiohttp

    async with (
        aiohttp.ClientSession() as http,
        http.ws_connect(url + "/api/live", protocols=("archenemy.v1", "t." + token)) as ws,
    ):
        await ws.send_str(json.dumps({"type": "hello", "language": ("en", "es")[n % 2], "phone": f"bench-{n:08d}"}))
        async for msg in ws:
            now = time.perf_counter()
            data = json.loads(msg.data)
            if data.get("type") == "state":
                received.setdefault(data["seq"], []).append(now)
                ready.set()


async def _measure(session, server, actions: int) -> tuple[list[float], list[float]]:
    from archenemy.engine.actions import ChangeLife

    await server.start(0, ("127.0.0.1",))
    received: dict[int, list[float]] = {}
    readies = [asyncio.Event() for _ in range(PHONES)]
    url = f"http://127.0.0.1:{server.port}"
    tasks = [asyncio.ensure_future(_phone(url, server.token, n, received, readies[n])) for n in range(PHONES)]
    await asyncio.gather(*(r.wait() for r in readies))
    names = [p.name for p in session.state.players]
    delivery: list[float] = []
    clicks: list[float] = []
    for n in range(actions):
        started = time.perf_counter()
        session.perform(ChangeLife(names[n % len(names)], 1 if (n // len(names)) % 2 else -1))
        clicks.append(time.perf_counter() - started)
        seq, published = server.clients.seq, server.clients.published_at
        deadline = time.monotonic() + 5
        while len(received.get(seq, ())) < PHONES and time.monotonic() < deadline:
            await asyncio.sleep(0.0005)
        delivery += [t - published for t in received.get(seq, ())]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await server.stop()
    return delivery, clicks


def share_section(actions: int = 200) -> None:
    """Print the sharing figures (see the module's docstring)."""
    import qasync
    from PySide6.QtWidgets import QApplication

    from archenemy.desktop.session import Session
    from archenemy.desktop.share.server import ShareServer
    from archenemy.desktop.table.window import MainWindow
    from archenemy.engine.actions import ChangeLife

    app = QApplication.instance() or QApplication(sys.argv[:1])
    session = Session(Path(tempfile.mkdtemp()))
    session.new_game(rng=random.Random(1))
    window = MainWindow(session)
    window.show()
    app.processEvents()
    names = [p.name for p in session.state.players]
    alone = []
    for n in range(actions):
        started = time.perf_counter()
        session.perform(ChangeLife(names[n % len(names)], 1 if (n // len(names)) % 2 else -1))
        alone.append(time.perf_counter() - started)
    server = ShareServer(session, window)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        delivery, shared = loop.run_until_complete(_measure(session, server, actions))
    session.close()
    ms = 1000.0
    print(f"Sharing ({PHONES} phones on 127.0.0.1, {actions} life clicks, {len(delivery)} deliveries):")
    print(
        f"  delivery time p50 {statistics.median(delivery) * ms:7.2f} ms   p99 {_percentile(delivery, 0.99) * ms:7.2f} ms"
        "   (goal: p99 ≤ 200 ms)"
    )
    print(
        f"  one life click, journaled + drawn: sharing off {statistics.median(alone) * ms:6.2f} ms,"
        f" on with {PHONES} phones {statistics.median(shared) * ms:6.2f} ms (medians)"
    )


def main(argv: list[str] | None = None) -> int:
    """``tools/bench_share.py [--actions N]``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=200)
    args = parser.parse_args(argv)
    share_section(args.actions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
