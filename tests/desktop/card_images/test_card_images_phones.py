"""The phones' card images.

Served by the laptop from its cache, never from Scryfall.

The state message names a cached image's address on the laptop (or ``null``);
``GET /api/card/SCHEME/LANG/VERSION`` serves it with the token as for the
state, only when cached and checked, with caching headers; anything else
(another scheme, a wrong version, a path trick, a wrong or missing token,
images off) is refused, and no request ever reaches Scryfall for a phone.
"""

from __future__ import annotations

import aiohttp
import pytest

from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.provider import CardImageProvider
from archenemy.desktop.card_images.scryfall import ScryfallClient
from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import shown_scheme

from support.scryfall_fake import FakeScryfall, jpeg_bytes
from support.share import Phone, base_url, new_session, run, start_server


@pytest.fixture
def fake():
    server = FakeScryfall().start()
    yield server
    server.stop()


@pytest.fixture
def shared(qtbot, qasync_loop, tmp_path, fake):
    """A game with a scheme set in motion, its image cached.

    A running share server serving the cache.
    """
    session = new_session(tmp_path)
    for _ in range(3):
        session.perform(NextStep())
    provider = CardImageProvider("on_demand", cache=ImageCache(tmp_path / "cache"), client=ScryfallClient(fake.url))
    shown, _last = shown_scheme(session.state, session.game.last_set_in_motion)
    assert shown is not None
    target = provider.target(shown.scheme_id, "en")
    report = run(qtbot, provider.download([target]), timeout=10000)
    assert report.cached == 1
    server = start_server(qtbot, session)
    server.set_images(provider)
    yield session, server, provider, shown.scheme_id
    run(qtbot, server.stop())
    run(qtbot, provider.aclose())
    session.close()


async def _get(server, path: str, token: str | None = None, headers: dict[str, str] | None = None):
    sent = dict(headers or {})
    if token is not None:
        sent["Authorization"] = f"Bearer {token}"
    async with aiohttp.ClientSession() as http, http.get(base_url(server) + path, headers=sent) as response:
        return response.status, response.headers.copy(), await response.read()


def _state(qtbot, server, language: str = "en") -> dict:
    phone = Phone(server, language=language)
    run(qtbot, phone.connect())
    qtbot.waitUntil(lambda: phone.last("state") is not None, timeout=5000)
    state = phone.last("state")
    run(qtbot, phone.close())
    return state


def test_the_state_names_the_cached_image_and_the_laptop_serves_it(qtbot, shared, fake) -> None:
    _session, server, provider, scheme = shared
    state = _state(qtbot, server)
    path = state["scheme"]["image"]
    version = provider.served_version(scheme, "en")
    assert path == f"api/card/{scheme}/en/{version}"
    # Phones never learn a Scryfall address
    assert "scryfall" not in repr(state)
    sent = len(fake.requests)
    status, headers, body = run(qtbot, _get(server, "/" + path, server.token))
    assert status == 200 and headers["Content-Type"] == "image/jpeg"
    target = provider.target(scheme, "en")
    assert body == provider.cache.read_image(provider.cache.record(target.key, "en").card)
    assert headers["Cache-Control"] == "private, max-age=31536000, immutable"
    assert headers["ETag"] == f'"{version}"'
    assert "img-src 'self' data: blob:" in headers["Content-Security-Policy"]
    assert headers["X-Content-Type-Options"] == "nosniff"
    status, headers, body = run(qtbot, _get(server, "/" + path, server.token, {"If-None-Match": f'"{version}"'}))
    assert status == 304 and body == b""
    # Served from the cache: Scryfall was not asked
    assert len(fake.requests) == sent


def test_a_spanish_phone_gets_the_english_card_when_no_spanish_one_is_cached(qtbot, shared) -> None:
    _session, server, provider, scheme = shared
    state = _state(qtbot, server, "es")
    path = state["scheme"]["image"]
    assert path == f"api/card/{scheme}/es/{provider.served_version(scheme, 'es')}"
    assert provider.served_version(scheme, "es") == provider.served_version(scheme, "en")
    status, _headers, _body = run(qtbot, _get(server, "/" + path, server.token))
    assert status == 200


@pytest.mark.parametrize("token", [None, "wrong-token-0000000000000000"])
def test_a_card_image_needs_the_token(qtbot, shared, token) -> None:
    _session, server, provider, scheme = shared
    refused = server.refused
    path = f"/api/card/{scheme}/en/{provider.served_version(scheme, 'en')}"
    status, _headers, body = run(qtbot, _get(server, path, token))
    assert status == 403 and b"\xff\xd8" not in body
    assert server.refused == refused + 1


def test_only_cached_images_are_served_and_no_path_reaches_the_file_system(qtbot, shared, fake) -> None:
    _session, server, provider, scheme = shared
    version = provider.served_version(scheme, "en")
    other = next(s.id for s in load_catalogue().values() if s.id != scheme)
    sent = len(fake.requests)
    for path in (
        # A scheme whose image is not cached: not fetched for a phone
        f"/api/card/{other}/en/{version}",
        "/api/card/no-such-scheme/en/0123456789abcdef",
        # Another version
        f"/api/card/{scheme}/en/0123456789abcdef",
        f"/api/card/{scheme}/xx/{version}",
        f"/api/card/{scheme}/en/{version}.jpg",
        f"/api/card/{scheme.upper()}/en/{version}",
        f"/api/card/..%2F..%2F..%2Fsettings/en/{version}",
        f"/api/card/{scheme}/en/..%2F{version}",
        f"/api/card/%2e%2e/en/{version}",
        "/api/card/../../../../etc/passwd",
        f"/api/card/{scheme}/en",
    ):
        status, _headers, body = run(qtbot, _get(server, path, server.token))
        assert status == 404, path
        assert b"\xff\xd8" not in body, path
    assert len(fake.requests) == sent


def test_a_damaged_cached_file_is_not_served(qtbot, shared) -> None:
    _session, server, provider, scheme = shared
    version = provider.served_version(scheme, "en")
    target = provider.target(scheme, "en")
    path = provider.cache.image_path(provider.cache.record(target.key, "en").card)
    # A real JPEG, but no card: refused as it is read
    path.write_bytes(jpeg_bytes(400, 100, "wide"))
    status, _headers, _body = run(qtbot, _get(server, f"/api/card/{scheme}/en/{version}", server.token))
    assert status == 404
    # Dropped, to be fetched again
    assert not path.exists()


def test_with_images_off_no_image_is_named_or_served(qtbot, shared) -> None:
    _session, server, provider, scheme = shared
    version = provider.served_version(scheme, "en")
    provider.set_mode("off")
    assert _state(qtbot, server)["scheme"]["image"] is None
    status, _headers, _body = run(qtbot, _get(server, f"/api/card/{scheme}/en/{version}", server.token))
    assert status == 404


def test_an_image_that_arrives_reaches_the_phones(qtbot, shared, fake) -> None:
    _session, server, provider, scheme = shared
    target = provider.target(scheme, "en")
    # Not cached any more
    provider.cache.drop_image(provider.cache.record(target.key, "en").card)
    # (the setting chosen again: the phones get the state again)
    provider.set_mode("on_demand")
    phone = Phone(server)
    run(qtbot, phone.connect())
    qtbot.waitUntil(lambda: phone.last("state") is not None, timeout=5000)
    assert phone.last("state")["scheme"]["image"] is None
    with qtbot.waitSignal(provider.image_ready, timeout=10000):
        # The laptop's card fetches it
        provider.pixmap(scheme, "en")
    qtbot.waitUntil(lambda: phone.last("state")["scheme"]["image"] is not None, timeout=5000)
    path = phone.last("state")["scheme"]["image"]
    status, _headers, _body = run(qtbot, _get(server, "/" + path, server.token))
    assert status == 200
    run(qtbot, phone.close())


def test_the_route_is_refused_while_images_were_never_lent(qtbot, qasync_loop, tmp_path) -> None:
    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    try:
        status, _headers, _body = run(
            qtbot, _get(server, "/api/card/all-in-good-time/en/0123456789abcdef", server.token)
        )
        assert status == 404
        state = _state(qtbot, server)
        assert state["scheme"]["image"] is None
        assert all(item["image"] is None for item in state["ongoing"])
    finally:
        run(qtbot, server.stop())
        session.close()


def test_each_ongoing_schemes_cached_image_reaches_the_phones(qtbot, qasync_loop, tmp_path, fake) -> None:
    # Two ongoing schemes face up, only the first one's image cached: the phones get its address (and the image),
    # the other's text alone; nothing is fetched for a phone.
    from archenemy.desktop.session import Session

    from support.games import FILLER, keep_schemes, make_start

    ongoing = ("i-am-duskmourn", "dark-wings-bring-your-downfall")
    session = Session(tmp_path / "games")
    session.new_game(make_start([*ongoing, *FILLER], heroes=3))
    for _ in range(300):
        # One set in motion each turn, every question answered to keep them
        if sum(face.ongoing for face in session.state.face_up()) == len(ongoing):
            break
        for prompt in session.state.prompts:
            session.perform(Answer(prompt.id, keep_schemes(prompt)))
        session.perform(NextStep())
    provider = CardImageProvider("on_demand", cache=ImageCache(tmp_path / "cache"), client=ScryfallClient(fake.url))
    assert run(qtbot, provider.download([provider.target(ongoing[0], "en")]), timeout=10000).cached == 1
    server = start_server(qtbot, session)
    server.set_images(provider)
    try:
        sent = len(fake.requests)
        state = _state(qtbot, server)
        items = {item["name"]: item["image"] for item in state["ongoing"]}
        catalogue = load_catalogue()
        assert (
            items[catalogue[ongoing[0]].name] == f"api/card/{ongoing[0]}/en/{provider.served_version(ongoing[0], 'en')}"
        )
        # Not cached: the page shows its text alone
        assert items[catalogue[ongoing[1]].name] is None
        status, headers, body = run(qtbot, _get(server, "/" + items[catalogue[ongoing[0]].name], server.token))
        assert status == 200 and headers["Content-Type"] == "image/jpeg" and body
        # From the laptop's cache only
        assert len(fake.requests) == sent
    finally:
        run(qtbot, server.stop())
        run(qtbot, provider.aclose())
        session.close()
