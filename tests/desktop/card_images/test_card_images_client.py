"""The Scryfall client and the fetcher against a local fake Scryfall.

Politeness, failures, languages.

Every test talks to ``tests/support/scryfall_fake.py`` on 127.0.0.1; none contacts the
real Scryfall.  Time is a virtual clock (``VirtualClock``) wherever the rules
would make a test wait (10 requests a second, 30 s after an HTTP 429), so the
gaps are checked exactly without waiting; one test checks the real clock.
"""

from __future__ import annotations

import socket
import time

import pytest

from archenemy import engine
from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.fetcher import CARD_DATA_MAX_AGE, fetch_images, targets_for
from archenemy.desktop.card_images.scryfall import (
    API_ENV,
    DEFAULT_API,
    RateLimitedError,
    RateLimiter,
    ScryfallClient,
    api_base,
    retry_after,
)
from archenemy.engine.catalogue import load_catalogue

from support.scryfall_fake import FakeScryfall, VirtualClock, jpeg_bytes, run_async


@pytest.fixture
def fake():
    server = FakeScryfall().start()
    yield server
    server.stop()


def client_for(fake: FakeScryfall, clock: VirtualClock | None = None, **kwargs) -> ScryfallClient:
    clock = clock or VirtualClock()
    return ScryfallClient(fake.url, limiter=RateLimiter(clock=clock, sleep=clock.sleep), **kwargs)


def fetch(client: ScryfallClient, cache: ImageCache, targets, **kwargs):
    async def go():
        try:
            return await fetch_images(client, cache, targets, **kwargs)
        finally:
            await client.close()

    return run_async(go())


def some_targets(language: str = "en", count: int = 5, sets: tuple[str, ...] = ("OARC",)):
    return [t for t in targets_for(load_catalogue(), language, True) if t.printing.set in sets][:count]


# --- configuration -------------------------------------------------------------------


def test_base_url_from_the_environment(monkeypatch) -> None:
    monkeypatch.delenv(API_ENV, raising=False)
    assert api_base() == DEFAULT_API == "https://api.scryfall.com"
    monkeypatch.setenv(API_ENV, "http://127.0.0.1:9/mirror/")
    assert api_base() == "http://127.0.0.1:9/mirror"
    assert ScryfallClient().base_url == "http://127.0.0.1:9/mirror"


def test_retry_after_is_at_least_thirty_seconds() -> None:
    assert retry_after(None) == 30
    assert retry_after("5") == 30
    assert retry_after("45") == 45
    assert retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 30
    assert retry_after("nan") == 30


# --- headers and rate ------------------------------------------------------------------


def test_every_request_names_the_app_and_accepts(fake, tmp_path) -> None:
    report = fetch(client_for(fake), ImageCache(tmp_path), some_targets("es", 3, ("DSC", "OARC")))
    assert report.cached == 3
    assert fake.api_requests() and fake.image_requests()
    for request in fake.requests:
        assert request.headers["User-Agent"] == f"ArchenemyCompanion/{engine.__version__}"
        assert request.headers.get("Accept")
    assert all("application/json" in r.headers["Accept"] for r in fake.api_requests())
    assert all(r.headers["Accept"].startswith("image/") for r in fake.image_requests())


def test_at_most_ten_requests_a_second_and_two_collections(fake, tmp_path) -> None:
    clock = VirtualClock()
    client = client_for(fake, clock)
    targets = targets_for(load_catalogue(), "es", every_printing=True)
    report = fetch(client, ImageCache(tmp_path), targets)
    assert report.cached == report.total == 110
    starts = [start for start, _method, _url in client.log]
    assert len(starts) == report.requests == len(fake.requests)
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert min(gaps) >= 0.1 - 1e-9
    collections = [start for start, _method, url in client.log if url.endswith("/cards/collection")]
    # 110 printings: 75 + 35
    assert len(collections) == 2
    assert collections[1] - collections[0] >= 0.5 - 1e-9
    assert max(len(r.body["identifiers"]) for r in fake.api_requests() if r.body) <= 75


def test_the_real_clock_spaces_requests(fake, tmp_path) -> None:
    client = ScryfallClient(fake.url)
    began = time.monotonic()
    report = fetch(client, ImageCache(tmp_path), some_targets("en", 5))
    elapsed = time.monotonic() - began
    # One collection, five images
    assert report.requests == 6
    assert elapsed >= 0.5 - 0.02


def test_one_limiter_for_every_caller() -> None:
    clock = VirtualClock()
    limiter = RateLimiter(clock=clock, sleep=clock.sleep)

    async def many():
        import asyncio

        return await asyncio.gather(*(limiter.acquire() for _ in range(20)))

    starts = sorted(run_async(many()))
    assert all(b - a >= 0.1 - 1e-9 for a, b in zip(starts, starts[1:], strict=False))
    assert starts[-1] - starts[0] == pytest.approx(1.9)


# --- HTTP 429 -----------------------------------------------------------------------------


def test_429_waits_thirty_seconds_then_tries_again(fake, tmp_path) -> None:
    fake.answers_429 = 1
    clock = VirtualClock()
    client = client_for(fake, clock)
    report = fetch(client, ImageCache(tmp_path), some_targets("en", 2))
    assert report.cached == 2
    first, second = client.log[0][0], client.log[1][0]
    assert client.log[1][2].endswith("/cards/collection")
    assert second - first >= 30
    assert all(b[0] - a[0] >= 0.1 - 1e-9 for a, b in zip(client.log, list(client.log)[1:], strict=False))


def test_429_honours_a_longer_retry_after(fake, tmp_path) -> None:
    fake.answers_429, fake.retry_after = 1, "45"
    client = client_for(fake)
    fetch(client, ImageCache(tmp_path), some_targets("en", 1))
    assert client.log[1][0] - client.log[0][0] >= 45


def test_429_every_time_gives_up_after_three_tries(fake, tmp_path) -> None:
    fake.answers_429 = 100
    client = client_for(fake)
    report = fetch(client, ImageCache(tmp_path), some_targets("en", 3))
    assert [reason for _, reason in report.failed] == ["rate_limited"] * 3
    assert len(fake.requests) == 3
    starts = [start for start, _, _ in client.log]
    assert starts[1] - starts[0] >= 30 and starts[2] - starts[1] >= 30


def test_a_huge_retry_after_is_not_waited_and_blocks_every_caller(fake, tmp_path) -> None:
    fake.answers_429, fake.retry_after = 1, "3600"
    clock = VirtualClock()
    client = client_for(fake, clock)
    report = fetch(client, ImageCache(tmp_path), some_targets("en", 2))
    assert report.reason == "rate_limited"
    assert len(fake.requests) == 1
    # Nothing waited
    assert clock.now - 1000 < 1
    with pytest.raises(RateLimitedError):
        run_async(client.limiter.acquire())
    assert len(fake.requests) == 1


# --- never needed -------------------------------------------------------------------------------


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_offline_is_quiet_and_asks_once(tmp_path) -> None:
    client = ScryfallClient(f"http://127.0.0.1:{_closed_port()}")
    began = time.monotonic()
    report = fetch(client, ImageCache(tmp_path), some_targets("es", 5, ("DSC",)))
    assert time.monotonic() - began < 5
    assert [reason for _, reason in report.failed] == ["offline"] * 5
    # The collection, refused; nothing more is tried
    assert client.requests == 1
    assert ImageCache(tmp_path).status().images == 0


def test_a_slow_server_times_out(fake, tmp_path) -> None:
    fake.delay = 2.0
    client = ScryfallClient(fake.url, timeout=(0.3, 0.3, 0.6))
    began = time.monotonic()
    report = fetch(client, ImageCache(tmp_path), some_targets("en", 3))
    assert time.monotonic() - began < 1.5
    assert report.reason == "offline" and report.cached == 0


@pytest.mark.parametrize("chunked", [False, True])
def test_an_oversized_image_is_refused_unread(fake, tmp_path, chunked) -> None:
    fake.chunked = chunked
    fake.image_override = b"\xff\xd8\xff" + b"\x00" * (9 * 1024 * 1024)
    report = fetch(client_for(fake), ImageCache(tmp_path), some_targets("en", 1))
    assert report.reason == "bad_response"
    assert ImageCache(tmp_path).status().images == 0


def test_images_without_a_length_are_read_whole(fake, tmp_path) -> None:
    fake.chunked = True
    cache = ImageCache(tmp_path)
    target = some_targets("en", 1)[0]
    assert fetch(client_for(fake), cache, [target]).cached == 1
    assert cache.read_image(cache.record(target.key, "en").card) == fake.image_of(target.key)


@pytest.mark.parametrize(
    ("served", "reason"),
    [
        (b"<html>not an image</html>" * 20, "not_an_image"),
        (b"\xff\xd8\xff", "too_small"),
        ("truncated", "truncated"),
        ("landscape", "bad_dimensions"),
    ],
)
def test_damaged_images_are_refused(fake, tmp_path, served, reason) -> None:
    if served == "truncated":
        served = jpeg_bytes(seed="x")[:-200]
    elif served == "landscape":
        served = jpeg_bytes(300, 120, seed="x")
    fake.image_override = served
    report = fetch(client_for(fake), ImageCache(tmp_path), some_targets("en", 1))
    assert [r for _, r in report.failed] == [reason]
    assert ImageCache(tmp_path).status().images == 0


def test_an_image_off_scryfall_is_not_fetched(fake, tmp_path) -> None:
    fake.image_base = "https://images.example.net"
    report = fetch(client_for(fake), ImageCache(tmp_path), some_targets("en", 2))
    assert report.reason == "bad_response"
    assert fake.image_requests() == []
    client = ScryfallClient("https://api.scryfall.com")
    assert client.image_url_allowed("https://cards.scryfall.io/large/front/a/b/x.jpg?1")
    assert not client.image_url_allowed("http://cards.scryfall.io/large/front/a/b/x.jpg?1")
    assert not client.image_url_allowed("https://scryfall.io.example.com/x.jpg")
    assert not client.image_url_allowed("file:///etc/passwd")


# --- the cache spares requests ----------------------------------------------------------------------


def test_a_cache_hit_makes_no_request(fake, tmp_path) -> None:
    targets = some_targets("es", 4, ("DSC", "OE01"))
    first = fetch(client_for(fake), ImageCache(tmp_path), targets)
    assert first.fetched == 4 and first.requests > 0
    sent = len(fake.requests)
    second = fetch(client_for(fake), ImageCache(tmp_path), targets)
    assert (second.already, second.fetched, second.requests) == (4, 0, 0)
    assert len(fake.requests) == sent


def test_an_image_is_fetched_again_only_when_its_card_data_changed(fake, tmp_path) -> None:
    targets = some_targets("en", 3)
    cache = ImageCache(tmp_path)
    fetch(client_for(fake), cache, targets)
    images = len(fake.image_requests())
    later = time.time() + CARD_DATA_MAX_AGE + 60
    # The card data is asked again...
    unchanged = fetch(client_for(fake), cache, targets, now=later)
    # ...the same URL: no image
    assert unchanged.fetched == 0 and len(fake.image_requests()) == images
    fake.image_version = 2
    changed = fetch(client_for(fake), cache, targets, now=later + CARD_DATA_MAX_AGE + 60)
    assert changed.fetched == 3 and len(fake.image_requests()) == images + 3
    # The old versions are gone
    assert cache.status().images == 3


def test_old_card_data_is_used_when_it_cannot_be_refreshed(fake, tmp_path) -> None:
    targets = some_targets("en", 2)
    cache = ImageCache(tmp_path)
    fetch(client_for(fake), cache, targets)
    offline = ScryfallClient(f"http://127.0.0.1:{_closed_port()}")
    report = fetch(offline, cache, targets, now=time.time() + CARD_DATA_MAX_AGE + 60)
    assert report.failed == [] and report.cached == 2


# --- languages ----------------------------------------------------------------------------------


def test_the_spanish_printing_where_scryfall_has_one_else_the_english(fake, tmp_path) -> None:
    cache = ImageCache(tmp_path)
    dsc = some_targets("es", 2, ("DSC",))
    oarc = some_targets("es", 2, ("OARC",))
    report = fetch(client_for(fake), cache, dsc + oarc)
    assert report.cached == 4
    for target in dsc:
        card = cache.record(target.key, "es").card
        assert card.lang == "es" and card.id != target.key
    for target in oarc:
        card = cache.record(target.key, "es").card
        assert card.lang == "en" and card.id == target.key
    asked = [r.path for r in fake.api_requests() if r.method == "GET"]
    assert len(asked) == 4 and all(path.endswith("/es") for path in asked)


def test_a_spanish_placeholder_gives_the_english_card(fake, tmp_path) -> None:
    target = some_targets("es", 1, ("DSC",))[0]
    for card in fake.spanish.values():
        card["image_status"] = "placeholder"
    cache = ImageCache(tmp_path)
    fetch(client_for(fake), cache, [target])
    assert cache.record(target.key, "es").card.id == target.key


def test_english_asks_no_language_lookup(fake, tmp_path) -> None:
    fetch(client_for(fake), ImageCache(tmp_path), some_targets("en", 3, ("DSC",)))
    assert [r.method for r in fake.api_requests()] == ["POST"]


def test_a_printing_scryfall_does_not_know_fails_alone(fake, tmp_path) -> None:
    targets = some_targets("en", 3)
    fake.missing_ids.add(targets[1].key)
    report = fetch(client_for(fake), ImageCache(tmp_path), targets)
    assert report.failed == [(targets[1], "not_found")]
    assert report.cached == 2
