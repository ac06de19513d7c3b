"""Card images against hostile servers and planted files.

Scans counted before decoding, redirects checked, decodes never waited for, a
record fetched "in the future", an absurd API address, Qt's JPEG warnings.

Every server is ``tests/support/scryfall_fake.py`` on the loopback (``127.0.0.2`` is
"another host"); none is the real Scryfall.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PIL import Image

from archenemy.desktop.card_images import validation
from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.fetcher import fetch_images, targets_for
from archenemy.desktop.card_images.scryfall import API_ENV, RateLimiter, ScryfallClient
from archenemy.desktop.card_images.validation import ImageRejectedError, check_bytes, decode_image
from archenemy.engine.catalogue import load_catalogue

from support.paths import TESTS
from support.scryfall_fake import FakeScryfall, VirtualClock, jpeg_bytes, run_async


def _pillow_jpeg(progressive: bool, width: int = 672, height: int = 936, mode: str = "RGB") -> bytes:
    """A card-sized JPEG as Pillow (libjpeg's own scripts) writes it.

    With some detail.
    """
    image = Image.new(mode, (width, height), "#336699" if mode == "RGB" else 128)
    for x in range(0, width, 9):
        for y in range(0, height, 11):
            image.putpixel((x, y), (x % 256, y % 256, (x * y) % 256) if mode == "RGB" else (x * y) % 256)
    out = io.BytesIO()
    image.save(out, "JPEG", progressive=progressive, quality=90, optimize=progressive)
    return out.getvalue()


def _segments(data: bytes) -> list[tuple[int, int, int]]:
    """``(start, end, marker)`` of each segment (a scan with its entropy-coded data).

    For building test files.
    """
    found, at = [], 2
    while data[at + 1] != 0xD9:
        marker = data[at + 1]
        end = at + 2 + int.from_bytes(data[at + 2 : at + 4], "big")
        if marker == 0xDA:
            while not (data[end] == 0xFF and data[end + 1] not in (0x00, *range(0xD0, 0xD8))):
                end += 1
        found.append((at, end, marker))
        at = end
    return found


def _many_scans(data: bytes, repeats: int) -> bytes:
    """``data`` with its smallest scan repeated ``repeats`` more times.

    Every other check still passes.
    """
    start, end, _ = min((s for s in _segments(data) if s[2] == 0xDA), key=lambda s: s[1] - s[0])
    return data[:end] + data[start:end] * repeats + data[end:]


@pytest.mark.parametrize("mode", ["RGB", "L"])
def test_a_progressive_jpeg_made_by_pillow_passes_and_decodes(mode: str) -> None:
    data = _pillow_jpeg(True, mode=mode)
    # Libjpeg's progressive script: 10 scans in colour, 6 in grey.
    assert 2 <= validation.jpeg_scans(data) <= 12
    assert check_bytes(data) == "jpg"
    image = decode_image(data)
    assert (image.width(), image.height()) == (672, 936)
    assert validation.jpeg_scans(_pillow_jpeg(False, mode=mode)) == 1


def test_a_jpeg_repeating_one_scan_is_refused_before_any_decoder_sees_it(tmp_path: Path) -> None:
    good = _pillow_jpeg(True)
    bad = _many_scans(good, 2000)
    # Size, magic, end marker: all pass.
    assert len(bad) < 8 * 1024 * 1024 and bad.endswith(b"\xff\xd9")
    with pytest.raises(ImageRejectedError) as refused:
        check_bytes(bad)
    assert refused.value.reason == "too_many_scans"
    started = time.monotonic()
    with pytest.raises(ImageRejectedError):
        decode_image(bad)
    # Refused before the decoder: no seconds of CPU.
    assert time.monotonic() - started < 0.5
    scans = validation.jpeg_scans(good)
    # The bound itself is allowed.
    assert check_bytes(_many_scans(good, validation.MAX_JPEG_SCANS - scans)) == "jpg"
    with pytest.raises(ImageRejectedError):
        check_bytes(_many_scans(good, validation.MAX_JPEG_SCANS - scans + 1))


def test_a_many_scan_image_is_never_fetched_into_the_cache_and_a_planted_one_is_dropped(tmp_path: Path) -> None:
    bad = _many_scans(_pillow_jpeg(True), 5000)
    fake = FakeScryfall(image_override=bad).start()
    try:
        clock = VirtualClock()
        client = ScryfallClient(fake.url, limiter=RateLimiter(clock=clock, sleep=clock.sleep))
        cache = ImageCache(tmp_path / "cache")
        targets = [t for t in targets_for(load_catalogue(), "en") if t.printing.set == "OARC"][:2]

        async def go():
            try:
                return await fetch_images(client, cache, targets)
            finally:
                await client.close()

        report = run_async(go())
    finally:
        fake.stop()
    assert [reason for _, reason in report.failed] == ["too_many_scans"] * 2
    assert cache.status().images == 0
    record = cache.record(targets[0].key, "en")
    assert record is not None
    path = cache.images_dir / f"{cache.image_stem(record.card)}.jpg"
    path.parent.mkdir(parents=True, exist_ok=True)
    # Planted: named as the cache names its image.
    path.write_bytes(bad)
    assert cache.read_image(record.card) is None and not path.exists()


# --- redirects ------------------------------------------------------------------------------------------


def test_no_redirect_is_followed_off_the_api_and_scryfalls_hosts(tmp_path: Path) -> None:
    """The API answers every request with a 307 to another host.

    Nothing is asked there (no POST sent again, no image fetched) and the fetch
    fails as a bad response.
    """
    elsewhere = FakeScryfall(host="127.0.0.2").start()
    api = FakeScryfall(redirect_to=elsewhere.url).start()
    try:
        clock = VirtualClock()
        client = ScryfallClient(api.url, limiter=RateLimiter(clock=clock, sleep=clock.sleep))
        cache = ImageCache(tmp_path / "cache")
        targets = [t for t in targets_for(load_catalogue(), "en") if t.printing.set == "OARC"][:3]

        async def go():
            try:
                return await fetch_images(client, cache, targets)
            finally:
                await client.close()

        report = run_async(go())
        assert elsewhere.requests == []
        assert [r.method for r in api.requests] == ["POST"]
        assert {reason for _, reason in report.failed} == {"bad_response"}
        assert cache.status().images == 0
    finally:
        api.stop()
        elsewhere.stop()


def test_an_image_redirect_is_followed_only_to_an_allowed_host(tmp_path: Path) -> None:
    """Images on the API's host redirect.

    To the same host the hop is followed (and checked), elsewhere never.
    """
    elsewhere = FakeScryfall(host="127.0.0.2").start()
    same = FakeScryfall().start()
    try:
        clock = VirtualClock()
        for target_server, followed in ((same, True), (elsewhere, False)):
            hop = FakeScryfall(redirect_to=target_server.url).start()
            try:
                client = ScryfallClient(hop.url, limiter=RateLimiter(clock=clock, sleep=clock.sleep))
                url = f"{hop.url}/img/00000000-0000-4000-8000-000000000000.jpg?1"

                async def go(client=client, url=url):
                    try:
                        return await client.image(url)
                    except Exception as exc:  # noqa: BLE001 - the test reads its reason
                        return exc
                    finally:
                        await client.close()

                answer = run_async(go())
            finally:
                hop.stop()
            assert isinstance(answer, bytes) == followed
            assert bool(target_server.image_requests()) == followed
    finally:
        same.stop()
        elsewhere.stop()


# --- records and addresses ------------------------------------------------------------------------------


def test_a_record_fetched_in_the_future_is_refreshed(tmp_path: Path) -> None:
    fake = FakeScryfall().start()
    try:
        clock = VirtualClock()
        cache = ImageCache(tmp_path / "cache")
        targets = [t for t in targets_for(load_catalogue(), "en") if t.printing.set == "OARC"][:1]

        def fetch(now: float):
            client = ScryfallClient(fake.url, limiter=RateLimiter(clock=clock, sleep=clock.sleep))

            async def go():
                try:
                    return await fetch_images(client, cache, targets, now=now)
                finally:
                    await client.close()

            return run_async(go())

        fetch(time.time())
        path = cache.cards_dir / f"{targets[0].key}-en.json"
        record = json.loads(path.read_text())
        # The year 9999.
        record["fetched"] = 253402300000.0
        path.write_text(json.dumps(record))
        before = len(fake.api_requests())
        fetch(time.time())
        # Asked again, not fresh for ever.
        assert len(fake.api_requests()) == before + 1
        assert json.loads(path.read_text())["fetched"] < time.time() + 1
    finally:
        fake.stop()


def test_a_five_thousand_character_api_host_is_no_internal_error(tmp_path: Path, monkeypatch) -> None:
    from archenemy.desktop.cli import images as images_cli

    monkeypatch.setenv(API_ENV, "https://" + "a" * 5000 + ".example")
    out, err = io.StringIO(), io.StringIO()
    status = images_cli.run(["fetch", "--lang", "en"], out, err)
    assert status == 1, err.getvalue()
    assert "internal error" not in err.getvalue()
    assert "could not be reached" in out.getvalue()


def test_images_fetch_keeps_qts_jpeg_warnings_off_standard_error(tmp_path: Path) -> None:
    """A JPEG libjpeg warns about is fetched: no ``qt.gui`` line is printed.

    The image has a scan out of its progression, within the bound.
    """
    # Within the bound, but libjpeg warns about the progression.
    odd = _many_scans(_pillow_jpeg(True), 3)
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(TESTS)!r})
        from support.scryfall_fake import FakeScryfall
        fake = FakeScryfall(image_override=open({str(tmp_path / "odd.jpg")!r}, "rb").read()).start()
        import os
        os.environ[{API_ENV!r}] = fake.url
        from archenemy.desktop.cli import main
        status = main(["images", "fetch", "--lang", "en"])
        fake.stop()
        sys.exit(status)
        """
    )
    (tmp_path / "odd.jpg").write_bytes(odd)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    assert "Card images cached" in done.stdout
    assert "qt.gui" not in done.stderr and "progression" not in done.stderr, done.stderr


# --- a decode in flight at exit -------------------------------------------------------------------------

_EXIT_CHILD = """
import sys, time
from pathlib import Path
marker = Path(sys.argv[1])
from archenemy.desktop.card_images import provider as provider_module
from archenemy.desktop.card_images.validation import ImageRejectedError

def slow_decode(data, height=None):
    marker.write_text("decoding")
    time.sleep(120)  # a decode that takes minutes (the GIL released, as Qt's decoder does)
    raise ImageRejectedError("undecodable")

provider_module.decode_image = slow_decode
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["archenemy"])
from archenemy.desktop.app import run_gui
from archenemy.desktop.card_images.provider import CardImageProvider

def poll():
    windows = [w for w in app.topLevelWidgets() if w.objectName() == "mainWindow" or hasattr(w, "session")]
    providers = [p for w in windows for p in w.findChildren(CardImageProvider)]
    if providers and not marker.exists():
        providers[0].pixmap(sys.argv[2], "en")
    if marker.exists() and marker.read_text() == "decoding":
        marker.write_text(repr(time.time()))
        for window in windows:
            window.close()
        return
    QTimer.singleShot(50, poll)

QTimer.singleShot(200, poll)
status = run_gui("en")
print("run_gui returned", status, flush=True)
sys.exit(status)
"""


@pytest.mark.timeout(90)
def test_the_app_exits_within_two_seconds_of_its_window_closing_with_a_decode_in_flight(
    tmp_path: Path, isolated_user_dirs
) -> None:
    from archenemy.desktop import paths
    from archenemy.desktop.card_images.scryfall import CardData
    from archenemy.desktop.settings import Settings, save_settings

    save_settings(Settings(card_images="on_demand"))
    catalogue = load_catalogue()
    target = targets_for(catalogue, "en")[0]
    cache = ImageCache(paths.card_images_dir())
    card = CardData(target.key, "en", target.printing.set.lower(), target.printing.collector_number,
                    f"https://cards.scryfall.io/large/{target.key}.jpg?1", "highres_scan")  # fmt: skip
    cache.save_record(target.key, "en", card)
    cache.store_image(card, jpeg_bytes(seed="planted"))
    marker = tmp_path / "marker"
    child = subprocess.Popen(
        [sys.executable, "-c", _EXIT_CHILD, str(marker), target.scheme_id],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        out, err = child.communicate(timeout=75)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        pytest.fail(f"the app did not exit: {out}\n{err}")
    ended = time.time()
    assert "run_gui returned 0" in out, err
    closed = float(marker.read_text())
    assert ended - closed < 2.0, err
