"""``archenemy images fetch`` and ``status`` against a local fake Scryfall.

``archenemy images fetch`` and ``archenemy images status`` against a local fake
Scryfall.

The API's base URL comes from ``ARCHENEMY_COMPANION_SCRYFALL_API``, as a mirror
would set it; the rate limiter runs on a virtual clock so 200 requests at 10 a
second take no test 20 s.  No test contacts the real Scryfall.
"""

from __future__ import annotations

import io
import json
import re
import socket

import pytest

from archenemy import engine
from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.scryfall import API_ENV, RateLimiter, ScryfallClient
from archenemy.desktop.cli import images as images_cli
from archenemy.desktop.cli.commands import main

from support.scryfall_fake import FakeScryfall, VirtualClock


class Terminal(io.StringIO):
    """A stream that says it is a terminal (the progress bar is drawn)."""

    def isatty(self) -> bool:
        return True


@pytest.fixture
def fake(monkeypatch):
    server = FakeScryfall().start()
    server.prepare_images()
    monkeypatch.setenv(API_ENV, server.url)
    clock = VirtualClock()
    server.clients = []

    def new_client() -> ScryfallClient:
        client = ScryfallClient(limiter=RateLimiter(clock=clock, sleep=clock.sleep))
        server.clients.append(client)
        return client

    monkeypatch.setattr(images_cli, "_new_client", new_client)
    yield server
    server.stop()


def run(*argv: str, err: io.StringIO | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), err if err is not None else io.StringIO()
    status = main(list(argv), out, err)
    return status, out.getvalue(), err.getvalue()


SUMMARY = re.compile(r"^Card images cached: (\d+) of (\d+) \(\d+\.\d MB in the cache\); fetched now: (\d+)\.(.*)$")
SUMMARY_ES = re.compile(
    r"^Imágenes de cartas guardadas: (\d+) de (\d+) \(\d+,\d MB en la caché\); descargadas ahora: (\d+)\.(.*)$"
)


def test_fetch_all_caches_every_printing_and_a_second_run_fetches_nothing(fake) -> None:
    status, out, err = run("images", "fetch", "--all", "--lang", "es")
    assert (status, err) == (0, "")
    cached, total, fetched, rest = SUMMARY_ES.match(out.strip()).groups()
    # 110 scheme printings and 317 planar ones (one card has no Scryfall id)
    assert (cached, total, fetched) == ("427", "427", "427")
    assert rest == " Planes: 110 de 110; planos y fenómenos: 317 de 317."
    cache = ImageCache()
    # 40 Spanish Duskmourn printings, 70 English ones, the planes in English
    assert cache.status().images == 427
    assert cache.status().records == 427
    for request in fake.requests:
        assert request.headers["User-Agent"] == f"ArchenemyCompanion/{engine.__version__}"
        assert request.headers["Accept"]
    starts = [start for start, _, _ in fake.clients[0].log]
    assert len(starts) == len(fake.requests)
    assert all(b - a >= 0.1 - 1e-9 for a, b in zip(starts, starts[1:], strict=False))
    sent = len(fake.requests)
    status, out, _ = run("images", "fetch", "--all", "--lang", "es")
    assert status == 0
    assert SUMMARY_ES.match(out.strip()).groups()[:3] == ("427", "427", "0")
    # Not one request: card data and images are cached
    assert len(fake.requests) == sent


def test_plain_fetch_is_one_image_per_scheme_and_per_planar_card(fake) -> None:
    status, out, _ = run("images", "fetch", "--lang", "en")
    assert status == 0
    groups = SUMMARY.match(out.strip()).groups()
    assert groups == ("308", "308", "308", " Schemes: 102 of 102; planes and phenomena: 206 of 206.")
    assert len(fake.image_requests()) == 308
    # 75 + 75 + 75 + 75 + 8, no language look-up
    assert [r.method for r in fake.api_requests()] == ["POST"] * 5


def test_fetch_without_a_connection_exits_1_quietly(monkeypatch) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv(API_ENV, f"http://127.0.0.1:{port}")
    status, out, err = run("images", "fetch")
    assert status == 1
    assert err == ""
    assert out.strip().endswith("Not fetched: 308 (Scryfall could not be reached).")
    assert "Schemes: 0 of 102; planes and phenomena: 0 of 206." in out
    assert "Traceback" not in out + err


def test_fetch_exits_1_when_some_images_are_damaged(fake) -> None:
    fake.image_override = b"<html>" * 100
    status, out, _ = run("images", "fetch", "--lang", "en")
    assert status == 1
    assert "Not fetched: 308 (Scryfall sent a damaged or unexpected image)." in out


def test_the_progress_bar_is_drawn_on_a_terminal_only(fake) -> None:
    terminal = Terminal()
    status, _, _ = run("images", "fetch", "--lang", "en", err=terminal)
    assert status == 0
    drawn = terminal.getvalue()
    assert drawn.startswith("\rCard images [") and drawn.endswith("] 308/308\n")
    assert "] 154/308" in drawn
    status, _, err = run("images", "fetch", "--lang", "en")
    # Not a terminal: no bar
    assert err == ""


def test_status_says_how_many_how_big_and_where(fake, isolated_user_dirs) -> None:
    status, out, _ = run("images", "status")
    assert status == 0
    folder = isolated_user_dirs.cache / "archenemy-companion" / "card-images"
    assert out == (
        "Card images cached: 0 (0.0 MB of at most 250.0 MB)\n"
        "Of schemes: 0; of planes and phenomena: 0\n"
        "Printings with their card data cached: 0\n"
        f"Folder: {folder}\n"
    )
    run("images", "fetch", "--lang", "en")
    status, out, _ = run("images", "status", "--json")
    record = json.loads(out)
    assert status == 0
    assert set(record) == {"images", "bytes", "cap_bytes", "card_data", "path", "scheme_images", "plane_images"}
    assert (record["images"], record["card_data"], record["path"]) == (308, 308, str(folder))
    assert (record["scheme_images"], record["plane_images"]) == (102, 206)
    assert record["bytes"] == sum(p.stat().st_size for p in (folder / "images").iterdir())


def test_spanish_words(fake) -> None:
    status, out, _ = run("--lang", "es", "images", "status")
    assert status == 0
    assert out.startswith("Imágenes de cartas guardadas: 0 (0,0 MB de 250,0 MB como máximo)\n")
    status, out, _ = run("images", "fetch", "--lang", "es")
    assert status == 0 and out.startswith("Imágenes de cartas guardadas: 308 de 308")


@pytest.mark.parametrize(
    "argv",
    [
        ["images"],
        ["images", "fetch", "--lang", "fr"],
        ["images", "frobnicate"],
        ["images", "fetch", "--every"],
        ["images", "status", "extra"],
    ],
)
def test_bad_arguments_exit_2(argv) -> None:
    status, out, err = run(*argv)
    assert status == 2
    assert err.startswith("archenemy images: ") and err.count("\n") == 1
    assert out == ""


def test_help_exits_0(fake) -> None:
    status, out, _ = run("images", "fetch", "--help")
    assert status == 0 and "--all" in out and "--lang" in out
    assert fake.requests == []


def test_every_failure_reason_has_words_in_both_languages() -> None:
    from archenemy.desktop.texts import Words
    from archenemy.desktop.texts.images import IMAGE_REASONS, failure_reason_text, image_source_notice, megabytes

    english, spanish = Words.of("en"), Words.of("es")
    for reason in IMAGE_REASONS:
        assert failure_reason_text(reason, english) != failure_reason_text(reason, spanish)
    assert megabytes(5_149_999, english) == "5.1 MB" and megabytes(5_150_000, spanish) == "5,2 MB"
    assert "Scryfall" in image_source_notice(spanish) and image_source_notice(spanish) != image_source_notice(english)


def test_no_test_reaches_the_real_scryfall() -> None:
    from archenemy.desktop.card_images.scryfall import api_base

    assert api_base() == "http://127.0.0.1:9"
