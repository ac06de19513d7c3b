"""Load on loopback.

20 phones connected through 1,000 actions on the laptop, no update lost
(bounded in time).
"""

from __future__ import annotations

import time

import pytest

from archenemy.engine.actions import ChangeLife

from support.share import Phone, new_session, run, start_server

PHONES = 20
ACTIONS = 1000


@pytest.mark.timeout(90)
def test_twenty_phones_see_every_one_of_a_thousand_actions(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    phones = [Phone(server, language=("en", "es")[n % 2], phone=f"load-phone-{n:04d}") for n in range(PHONES)]
    try:
        for phone in phones:
            run(qtbot, phone.connect())
        qtbot.waitUntil(lambda: all(p.last("state") for p in phones), timeout=5000)
        first = server.clients.seq
        names = [p.name for p in session.state.players]
        started = time.monotonic()
        for n in range(ACTIONS):
            assert session.perform(ChangeLife(names[n % len(names)], 1 if (n // len(names)) % 2 else -1))
            if n % 10 == 9:
                # The loop runs as it would between clicks
                qtbot.wait(0)
        final = server.clients.seq
        assert final == first + ACTIONS
        qtbot.waitUntil(lambda: all(p.last("state")["seq"] == final for p in phones), timeout=30000)
        elapsed = time.monotonic() - started
        life = {p.name: p.life for p in session.state.players}
        for phone in phones:
            seqs = [m["seq"] for m in phone.of("state")]
            received = [s for s in seqs if s > first]
            assert received == list(range(first + 1, final + 1)), "an update was lost or reordered"
            assert {p["name"]: p["life"] for p in phone.last("state")["players"]} == life
        assert elapsed < 60
    finally:
        for phone in phones:
            run(qtbot, phone.close())
        run(qtbot, server.stop())
        session.close()
