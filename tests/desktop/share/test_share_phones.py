"""One phone with many connections.

Its connections are capped, its messages are limited per phone id and per seat,
not per connection.
"""

from __future__ import annotations

import asyncio

from archenemy.desktop.share.live import MAX_PER_PHONE, PHONE_BURST, SEAT_BURST

from support.share import Phone, run


def _phones(qtbot, server, count: int, phone: str) -> list[Phone]:
    phones = [Phone(server, phone=phone) for _ in range(count)]
    for p in phones:
        run(qtbot, p.connect())
    return phones


def _close(qtbot, phones: list[Phone]) -> None:
    for p in phones:
        run(qtbot, p.close())


def test_one_phone_id_holds_at_most_its_cap_of_live_connections(qtbot, shared):
    _, server = shared
    phones = _phones(qtbot, server, 10, "many-tabs-phone")
    qtbot.waitUntil(lambda: sum(p.closed is not None for p in phones) == 10 - MAX_PER_PHONE, timeout=5000)
    refused = [p for p in phones if p.closed is not None]
    assert all(p.closed == 1008 and p.last("refused")["code"] == "too_many_connections" for p in refused)
    assert all(p.last("state") is None for p in refused)
    live = [p for p in phones if p.closed is None]
    assert len(live) == MAX_PER_PHONE and all(p.last("state") is not None for p in live)
    # A refused connection leaves the server's list once its close handshake ends
    qtbot.waitUntil(lambda: len(server.clients) == MAX_PER_PHONE, timeout=3000)
    # another phone is not affected
    other = _phones(qtbot, server, 1, "another-phone-id")
    qtbot.waitUntil(lambda: other[0].last("state") is not None, timeout=3000)
    _close(qtbot, phones + other)


def test_a_phones_life_changes_are_limited_per_phone_whatever_its_connections(qtbot, shared):
    session, server = shared
    hero = session.state.players[1].name
    phones = _phones(qtbot, server, MAX_PER_PHONE, "one-phone-many-sockets")
    run(qtbot, phones[0].send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: phones[0].last("you") and phones[0].last("you")["player"] == hero, timeout=3000)
    server.clients.set_allow_life(True)
    life = session.state.player(hero).life

    async def burst() -> None:
        await asyncio.gather(
            *(p.send({"type": "life", "player": hero, "delta": -1}) for p in phones for _ in range(15))
        )

    run(qtbot, burst())
    qtbot.waitUntil(lambda: sum(len(p.of("refused")) for p in phones) >= 4 * 15 - PHONE_BURST - 3, timeout=5000)
    changed = life - session.state.player(hero).life
    # Not 60: one phone's limit, shared by its connections
    assert 1 <= changed <= PHONE_BURST + 2
    assert all(m["code"] == "too_fast" for p in phones for m in p.of("refused"))
    _close(qtbot, phones)


def test_a_seats_life_changes_are_limited_whichever_phone_holds_it(qtbot, shared):
    session, server = shared
    hero = session.state.players[1].name
    server.clients.set_allow_life(True)
    first, second = Phone(server, phone="seat-phone-first"), Phone(server, phone="seat-phone-second")
    for p in (first, second):
        run(qtbot, p.connect())
    life = session.state.player(hero).life

    async def changes(phone: Phone, count: int) -> None:
        for _ in range(count):
            await phone.send({"type": "life", "player": hero, "delta": -1})

    run(qtbot, first.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: first.last("you") and first.last("you")["player"] == hero, timeout=3000)
    # Hello, claim and these: 14 of the phone's 15, 12 of the seat's
    run(qtbot, changes(first, SEAT_BURST - 3))
    qtbot.waitUntil(lambda: session.state.player(hero).life == life - (SEAT_BURST - 3), timeout=3000)
    # Moves to watching: the seat is free
    run(qtbot, first.send({"type": "claim", "player": None}))
    qtbot.waitUntil(lambda: first.last("you")["player"] is None, timeout=3000)
    run(qtbot, second.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: second.last("you") and second.last("you")["player"] == hero, timeout=3000)
    # A fresh phone, but the seat has 3 changes left in its burst
    run(qtbot, changes(second, 10))
    qtbot.waitUntil(lambda: len(second.of("refused")) >= 6, timeout=3000)
    assert life - session.state.player(hero).life <= SEAT_BURST + 1
    assert {m["code"] for m in second.of("refused")} == {"too_fast"}
    _close(qtbot, [first, second])


def test_a_connection_keeps_the_phone_id_of_its_first_hello(qtbot, shared):
    _, server = shared
    phone = Phone(server, phone="first-id-kept")
    run(qtbot, phone.connect())
    run(qtbot, phone.send({"type": "hello", "language": "en", "phone": "another-id-now"}))
    qtbot.waitUntil(lambda: phone.last("refused") is not None, timeout=3000)
    assert phone.last("refused")["code"] == "bad_message"
    # The same id: fine
    run(qtbot, phone.send({"type": "hello", "language": "es", "phone": "first-id-kept"}))
    qtbot.waitUntil(lambda: phone.last("state")["language"] == "es", timeout=3000)
    _close(qtbot, [phone])
