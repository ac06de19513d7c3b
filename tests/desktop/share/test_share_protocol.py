"""The sharing server's protocol and every refusal.

With aiohttp's client on 127.0.0.1 and the qasync loop.

Sync pytest-qt tests: coroutines run as tasks on the session's qasync loop and
the tests wait with qtbot (see tests/support/share.py and the design notes).
"""

from __future__ import annotations

import re

import aiohttp
import pytest

from archenemy.desktop.share.guard import (
    TokenBucket,
    bearer_token,
    new_token,
    protocol_token,
    token_matches,
)
from archenemy.desktop.share.live import CLOSE_STOPPED
from archenemy.desktop.share.protocol import parse_request
from archenemy.desktop.share.server import MAX_MESSAGE, read_assets
from archenemy.desktop.texts import Words, step_name
from archenemy.engine.actions import ChangeLife
from archenemy.engine.events import LifeChanged

from support.share import Phone, base_url, http_get, run


def _connect(qtbot, phone: Phone, **kwargs) -> Phone:
    run(qtbot, phone.connect(**kwargs))
    return phone


def _hero(session) -> str:
    return session.state.players[1].name


# ----- pure parts -------------------------------------------------------------


def test_tokens_are_random_and_compared_exactly():
    token = new_token()
    assert len(token) >= 22 and token != new_token()
    assert token_matches(token, token)
    assert not token_matches(token[:-1], token)
    assert not token_matches(None, token) and not token_matches("", token)
    assert bearer_token("Bearer abc") == "abc" and bearer_token("Basic abc") is None and bearer_token(None) is None
    assert protocol_token("archenemy.v1, t.xyz") == "xyz" and protocol_token("archenemy.v1") is None


def test_token_bucket_allows_bursts_then_the_rate():
    now = [0.0]
    bucket = TokenBucket(rate=2.0, burst=3, clock=lambda: now[0])
    assert [bucket.allow() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5
    assert bucket.allow() and not bucket.allow()


@pytest.mark.parametrize(
    "message",
    [
        [],
        {"type": "life", "player": "A", "delta": True},
        {"type": "life", "player": "A", "delta": 0},
        {"type": "life", "player": "A", "delta": 101},
        {"type": "life", "player": 3, "delta": 1},
        {"type": "hello", "phone": "short"},
        {"type": "hello", "phone": "<script>alert(1)</script>"},
        {"type": "claim", "player": 5},
        {"type": "undo"},
    ],
)
def test_malformed_requests_are_not_parsed(message):
    assert parse_request(message) is None


def test_the_page_has_no_external_requests_and_never_parses_html():
    assets = {name: data.decode() for name, data in read_assets().items()}
    for name, text in assets.items():
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/", text.replace("http://www.w3.org/2000/svg", "")), (
            name
        )
    script = assets["page.js"]
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script and "eval(" not in script
    # CSP: no inline code
    assert "<script>" not in assets["index.html"] and "style=" not in assets["index.html"]


# ----- HTTP ---------------------------------------------------------------------


def test_assets_load_without_the_token_with_security_headers(qtbot, shared):
    _, server = shared
    status, headers, body = run(qtbot, http_get(base_url(server) + "/"))
    assert status == 200 and b"page.js" in body
    assert headers["Content-Security-Policy"].startswith("default-src 'self'")
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Content-Type-Options"] == "nosniff"
    status, headers, _ = run(qtbot, http_get(base_url(server) + "/page.js"))
    assert status == 200 and headers["Content-Type"].startswith("text/javascript")


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("mana-chaos.png", "CHAOS"),
        ("mana-t.png", "T"),
        ("mana-u.png", "U"),
        ("mana-infinity.png", "∞"),
        ("mana-2.png", "2"),
        ("mana-27.png", "27"),
    ],
)
def test_the_phone_gets_the_laptops_own_symbols_not_look_alikes(qtbot, shared, name, code):
    from archenemy.desktop.share.server import SYMBOL_PIXELS, symbol_file
    from archenemy.desktop.widgets.mana_symbols import symbol_png

    _, server = shared
    assert symbol_file(code) == name
    status, headers, body = run(qtbot, http_get(base_url(server) + "/symbols/" + name))
    # The very image the laptop draws for the symbol: the Mana font's glyph on its disc
    assert status == 200 and headers["Content-Type"] == "image/png"
    assert body == symbol_png(code, SYMBOL_PIXELS)
    css = read_assets()["page.css"].decode()
    assert "\\2726" not in css and "✦" not in css


@pytest.mark.parametrize(
    "name",
    [
        "mana-e.png",
        "MANA-U.png",
        "mana-u.PNG",
        "mana-.png",
        "mana-%2e%2e.png",
        "u.png",
        "mana-u.png.png",
        "mana-1234567.png",
    ],
)
def test_no_other_symbol_is_served(qtbot, shared, name):
    _, server = shared
    status, _, _ = run(qtbot, http_get(base_url(server) + "/symbols/" + name))
    assert status == 404


@pytest.mark.parametrize(
    "path", ["/page/", "/page/page.js", "/index.html", "/..%2fpyproject.toml", "/static/", "/chaos.png"]
)
def test_nothing_else_is_served(qtbot, shared, path):
    _, server = shared
    status, headers, _ = run(qtbot, http_get(base_url(server) + path))
    assert status == 404
    assert headers["Referrer-Policy"] == "no-referrer"


def test_the_state_needs_the_token_and_refusals_are_counted(qtbot, shared):
    session, server = shared
    url = base_url(server) + "/api/state"
    assert run(qtbot, http_get(url))[0] == 403
    assert run(qtbot, http_get(url, {"Authorization": "Bearer wrong"}))[0] == 403
    assert server.refused == 2
    status, _, body = run(qtbot, http_get(url + "?lang=es", {"Authorization": f"Bearer {server.token}"}))
    assert status == 200 and server.refused == 2
    assert step_name(session.state.step, Words.of("es")).encode() in body


@pytest.mark.parametrize("token", ["", "wrong-token"])
def test_the_live_connection_needs_the_token(qtbot, shared, token):
    _, server = shared
    phone = Phone(server)
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        run(qtbot, phone.connect(token=token or " "))
    assert refused.value.status == 403
    assert server.refused == 1
    run(qtbot, phone.http.close())


def test_another_sites_page_is_refused_even_with_the_token(qtbot, shared):
    _, server = shared

    async def connect() -> int:
        async with aiohttp.ClientSession() as http:
            try:
                await http.ws_connect(
                    base_url(server) + "/api/live",
                    protocols=("archenemy.v1", "t." + server.token),
                    origin="http://evil.example",
                )
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status
        return 101

    assert run(qtbot, connect()) == 403


# ----- the live connection ------------------------------------------------------


def test_a_phone_gets_the_table_in_its_language_and_every_change(qtbot, shared):
    session, server = shared
    phone = _connect(qtbot, Phone(server, language="es-AR"))
    qtbot.waitUntil(lambda: phone.last("state") is not None and phone.last("you") is not None, timeout=3000)
    state = phone.last("state")
    assert state["language"] == "es"
    assert state["step"] == step_name(session.state.step, Words.of("es"))
    assert state["words"]["life"] == "Vida"
    assert [p["name"] for p in state["players"]] == [p.name for p in session.state.players]
    hero = _hero(session)
    session.perform(ChangeLife(hero, -3))
    qtbot.waitUntil(lambda: phone.last("state")["seq"] > state["seq"], timeout=1000)
    life = {p["name"]: p["life"] for p in phone.last("state")["players"]}
    assert life[hero] == session.state.player(hero).life
    assert phone.last("you") == {"type": "you", "player": None, "may_change_life": False}
    run(qtbot, phone.close())


def test_a_message_before_hello_is_refused(qtbot, shared):
    session, server = shared
    phone = _connect(qtbot, Phone(server), hello=False)
    run(qtbot, phone.send({"type": "claim", "player": _hero(session)}))
    qtbot.waitUntil(lambda: phone.last("refused") is not None, timeout=2000)
    assert phone.last("refused")["code"] == "say_hello"
    assert server.clients.claims == {}
    run(qtbot, phone.close())


def test_malformed_json_is_refused_and_the_connection_stays(qtbot, shared):
    _, server = shared
    phone = _connect(qtbot, Phone(server, language="es"))
    run(qtbot, phone.ws.send_str("{not json"))
    qtbot.waitUntil(lambda: phone.last("refused") is not None, timeout=2000)
    refused = phone.last("refused")
    assert refused["code"] == "bad_message" and refused["text"] != ""
    # Worded in the phone's language
    assert "understand" not in refused["text"]
    assert phone.closed is None and not phone.ws.closed
    run(qtbot, phone.close())


def test_an_oversized_message_closes_the_connection(qtbot, shared):
    _, server = shared
    phone = _connect(qtbot, Phone(server))
    run(qtbot, phone.ws.send_str('{"type":"claim","player":"' + "x" * MAX_MESSAGE + '"}'))
    qtbot.waitUntil(lambda: phone.closed is not None, timeout=3000)
    assert phone.closed == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
    qtbot.waitUntil(lambda: len(server.clients) == 0, timeout=3000)
    run(qtbot, phone.http.close())


def test_a_flood_is_refused_then_disconnected(qtbot, shared):
    session, server = shared
    phone = _connect(qtbot, Phone(server))

    async def flood() -> None:
        for _ in range(200):
            if phone.ws.closed:
                return
            await phone.send({"type": "claim", "player": None})

    run(qtbot, flood())
    qtbot.waitUntil(lambda: phone.closed is not None, timeout=3000)
    assert phone.closed == aiohttp.WSCloseCode.POLICY_VIOLATION
    assert any(m["code"] == "too_fast" for m in phone.of("refused"))
    # Most of the flood did nothing
    assert len(phone.of("state")) < 40
    run(qtbot, phone.http.close())


def test_seats_are_held_by_the_first_phone_until_the_laptop_releases_them(qtbot, shared):
    session, server = shared
    hero = _hero(session)
    first = _connect(qtbot, Phone(server, phone="first-phone"))
    second = _connect(qtbot, Phone(server, phone="second-phone"))
    run(qtbot, first.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: first.last("you") is not None and first.last("you")["player"] == hero, timeout=2000)
    run(qtbot, second.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: second.last("refused") is not None, timeout=2000)
    assert second.last("refused")["code"] == "seat_taken"
    assert server.clients.claims == {hero: "first-phone"}
    claimed = {p["name"]: p["claimed"] for p in second.last("state")["players"]}
    assert claimed[hero] is True
    run(qtbot, second.send({"type": "claim", "player": "Nobody Here"}))
    qtbot.waitUntil(lambda: len(second.of("refused")) == 2, timeout=2000)
    assert second.last("refused")["code"] == "unknown_player"
    server.clients.release(hero)
    qtbot.waitUntil(lambda: first.last("you")["player"] is None, timeout=2000)
    run(qtbot, second.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: second.last("you")["player"] == hero, timeout=2000)
    # The same phone reconnecting keeps its seat.
    run(qtbot, second.close())
    again = _connect(qtbot, Phone(server, phone="second-phone"))
    qtbot.waitUntil(lambda: again.last("you") is not None and again.last("you")["player"] == hero, timeout=2000)
    for phone in (first, again):
        run(qtbot, phone.close())


def test_life_changes_only_while_allowed_and_only_ones_own(qtbot, shared):
    session, server = shared
    hero, other = session.state.players[1].name, session.state.players[2].name
    phone = _connect(qtbot, Phone(server, phone="hero-phone"))
    run(qtbot, phone.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: phone.last("you") is not None and phone.last("you")["player"] == hero, timeout=2000)
    life = session.state.player(hero).life
    run(qtbot, phone.send({"type": "life", "player": hero, "delta": -2}))
    qtbot.waitUntil(lambda: phone.last("refused") is not None, timeout=2000)
    assert phone.last("refused")["code"] == "not_allowed"
    assert session.state.player(hero).life == life
    server.clients.set_allow_life(True)
    qtbot.waitUntil(lambda: phone.last("you")["may_change_life"], timeout=2000)
    run(qtbot, phone.send({"type": "life", "player": other, "delta": -2}))
    qtbot.waitUntil(lambda: len(phone.of("refused")) == 2, timeout=2000)
    assert phone.last("refused")["code"] == "not_your_seat"
    assert session.state.player(other).life == life
    actions = len(session.game.log)
    run(qtbot, phone.send({"type": "life", "player": hero, "delta": -2}))
    qtbot.waitUntil(lambda: session.state.player(hero).life == life - 2, timeout=2000)
    # Journaled like a click
    assert session.game.log[actions:] == [ChangeLife(hero, -2)]
    change = [e for e in session.game.events if isinstance(e, LifeChanged)][-1]
    assert session.origin_of(change) == hero
    # Undoable
    assert session.undo() and session.state.player(hero).life == life
    assert session.redo() and session.origin_of(session.game.events[-1]) == hero
    server.clients.set_allow_life(False)
    qtbot.waitUntil(lambda: not phone.last("you")["may_change_life"], timeout=2000)
    run(qtbot, phone.close())


def test_stopping_tells_phones_and_closes_the_port_and_a_restart_keeps_the_games_token(qtbot, shared):
    session, server = shared
    phone = _connect(qtbot, Phone(server))
    qtbot.waitUntil(lambda: phone.last("state") is not None, timeout=2000)
    port, token = server.port, server.token
    run(qtbot, server.stop())
    qtbot.waitUntil(lambda: phone.closed is not None, timeout=3000)
    assert phone.closed == CLOSE_STOPPED
    assert not server.running and server.url == ""
    with pytest.raises(aiohttp.ClientConnectionError):
        run(qtbot, http_get(f"http://127.0.0.1:{port}/"))
    run(qtbot, phone.http.close())
    run(qtbot, server.start(0, ("127.0.0.1",)))
    # The same game: phones with its address reconnect by themselves
    assert server.token == token
    status, _, _ = run(qtbot, http_get(base_url(server) + "/api/state", {"Authorization": f"Bearer {token}"}))
    assert status == 200


def test_a_busy_port_raises_and_nothing_listens(qtbot, shared, tmp_path):
    session, server = shared
    from archenemy.desktop.share.server import ShareServer

    second = ShareServer(session)
    with pytest.raises(OSError):
        run(qtbot, second.start(server.port, ("127.0.0.1",)))
    assert not second.running


def test_a_new_game_with_other_players_frees_their_seats(qtbot, shared):
    session, server = shared
    hero = _hero(session)
    phone = _connect(qtbot, Phone(server, phone="new-game-phone"))
    run(qtbot, phone.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: phone.last("you") is not None and phone.last("you")["player"] == hero, timeout=2000)
    from archenemy.engine.setup import default_setup

    session.new_game(default_setup(session.catalogue, "Villain", ("Ana", "Ben")))
    qtbot.waitUntil(lambda: phone.last("you")["player"] is None, timeout=2000)
    assert server.clients.claims == {}
    assert [p["name"] for p in phone.last("state")["players"]] == ["Villain", "Ana", "Ben"]
    run(qtbot, phone.close())


def test_a_change_the_laptop_cannot_save_is_refused_to_the_phone(qtbot, shared):
    session, server = shared
    hero = _hero(session)
    phone = _connect(qtbot, Phone(server, phone="read-only-phone"))
    run(qtbot, phone.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: phone.last("you") is not None and phone.last("you")["player"] == hero, timeout=2000)
    server.clients.set_allow_life(True)
    life = session.state.player(hero).life
    session.read_only = "Another copy of the app has this game open."
    run(qtbot, phone.send({"type": "life", "player": hero, "delta": -1}))
    qtbot.waitUntil(lambda: phone.last("refused") is not None, timeout=2000)
    assert phone.last("refused")["code"] == "not_saved"
    assert session.state.player(hero).life == life
    run(qtbot, phone.close())
