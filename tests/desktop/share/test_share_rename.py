"""Phones follow a renamed player.

The page shows the new name, the seat a phone holds moves with it.

Sync pytest-qt tests on the qasync loop with aiohttp's client on 127.0.0.1
(tests/support/share.py).
"""

from __future__ import annotations

from archenemy.engine.actions import Rename, SetColour

from support.share import Phone, run


def _names(phone: Phone) -> list[str]:
    return [p["name"] for p in phone.last("state")["players"]]


def test_a_renamed_players_phone_keeps_the_seat_and_the_page_shows_the_new_name(qtbot, shared):
    session, server = shared
    hero = session.state.players[1].name
    mine = Phone(server, phone="renamed-phone")
    other = Phone(server, language="es", phone="other-phone")
    run(qtbot, mine.connect())
    run(qtbot, other.connect())
    run(qtbot, mine.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: mine.last("you") is not None and mine.last("you")["player"] == hero, timeout=2000)
    claims_changed = []
    server.claims_changed.connect(lambda: claims_changed.append(True))

    session.perform(SetColour(hero, "#8e44ad"))
    session.perform(Rename(hero, "Ana"))
    qtbot.waitUntil(lambda: mine.last("you")["player"] == "Ana", timeout=2000)
    assert server.clients.claims == {"Ana": "renamed-phone"} and claims_changed
    qtbot.waitUntil(lambda: "Ana" in _names(other), timeout=2000)
    assert hero not in _names(mine) and hero not in _names(other)
    ana = next(p for p in mine.last("state")["players"] if p["name"] == "Ana")
    # The corrected colour too
    assert ana["claimed"] is True and ana["colour"] == "#8e44ad"

    server.clients.set_allow_life(True)
    life = session.state.player("Ana").life
    run(qtbot, mine.send({"type": "life", "player": "Ana", "delta": -2}))
    qtbot.waitUntil(lambda: session.state.player("Ana").life == life - 2, timeout=2000)
    # The old name is no seat any more
    run(qtbot, mine.send({"type": "life", "player": hero, "delta": -2}))
    qtbot.waitUntil(lambda: mine.last("refused") is not None, timeout=2000)
    assert mine.last("refused")["code"] == "not_your_seat"

    # The life change, then the rename
    assert session.undo() and session.undo()
    qtbot.waitUntil(lambda: mine.last("you")["player"] == hero, timeout=2000)
    assert server.clients.claims == {hero: "renamed-phone"}
    qtbot.waitUntil(lambda: hero in _names(other) and "Ana" not in _names(other), timeout=2000)
    for phone in (mine, other):
        run(qtbot, phone.close())


def test_a_rename_of_a_seat_nobody_holds_leaves_the_seats_alone(qtbot, shared):
    session, server = shared
    hero, other = session.state.players[1].name, session.state.players[2].name
    phone = Phone(server, phone="quiet-phone")
    run(qtbot, phone.connect())
    run(qtbot, phone.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: phone.last("you") is not None and phone.last("you")["player"] == hero, timeout=2000)
    seen = len(phone.of("you"))
    session.perform(Rename(other, "Bea"))
    qtbot.waitUntil(lambda: "Bea" in _names(phone), timeout=2000)
    assert server.clients.claims == {hero: "quiet-phone"} and len(phone.of("you")) == seen
    run(qtbot, phone.close())
