"""The card image cache and the image checks.

Validated, atomic, bounded, safe to read.

No network here but the fake Scryfall of ``tests/support/scryfall_fake.py`` where a
damaged file must be fetched again.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from functools import partial
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.fetcher import fetch_images, targets_for
from archenemy.desktop.card_images.scryfall import CardData, RateLimiter, ScryfallClient
from archenemy.desktop.card_images.validation import (
    MAX_IMAGE_BYTES,
    ImageRejectedError,
    check_bytes,
    decode_image,
    validate_image,
)
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.safe_files import read_regular_file_or_none, write_atomically

from support.scryfall_fake import FakeScryfall, VirtualClock, jpeg_bytes, png_bytes, run_async

ID = "c5287e77-890d-41bd-acc6-7a8f1866426d"


def card(number: int = 0, url_version: int = 1) -> CardData:
    card_id = f"{number:08x}-890d-41bd-acc6-7a8f1866426d"
    return CardData(card_id, "en", "oarc", str(number), f"https://cards.scryfall.io/large/{card_id}.jpg?{url_version}",
                    "highres_scan", "A Scheme", "An Artist")  # fmt: skip


# --- the checks ----------------------------------------------------------------------


def test_a_real_jpeg_and_png_pass() -> None:
    assert validate_image(jpeg_bytes(120, 168, "a")) == (120, 168)
    assert validate_image(png_bytes(120, 168)) == (120, 168)
    assert check_bytes(jpeg_bytes(seed="a")) == "jpg"
    assert check_bytes(png_bytes()) == "png"


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda: b"GIF89a" + b"\x00" * 400, "not_an_image"),
        (lambda: b"\xff\xd8\xff\xe0" + b"\x00" * 100, "too_small"),
        (lambda: b"\xff\xd8\xff" + b"\x00" * (MAX_IMAGE_BYTES + 1), "too_large"),
        (lambda: jpeg_bytes(seed="b")[:-100], "truncated"),
        (lambda: png_bytes()[:-20], "truncated"),
        # Landscape: no card
        (lambda: jpeg_bytes(300, 150, "c"), "bad_dimensions"),
        # Too small to be a card image
        (lambda: jpeg_bytes(40, 56, "d"), "bad_dimensions"),
    ],
)
def test_what_is_no_card_image_is_refused(make, reason) -> None:
    with pytest.raises(ImageRejectedError) as refused:
        validate_image(make())
    assert refused.value.reason == reason


def _with_declared_size(data: bytes, width: int, height: int) -> bytes:
    """A JPEG whose frame header (SOF0) declares other dimensions than its data has."""
    at = data.index(b"\xff\xc0")
    header = bytearray(data)
    header[at + 5 : at + 7] = height.to_bytes(2, "big")
    header[at + 7 : at + 9] = width.to_bytes(2, "big")
    return bytes(header)


def test_huge_declared_dimensions_are_refused_before_decoding() -> None:
    bomb = _with_declared_size(jpeg_bytes(120, 168, "e"), 21000, 29000)
    began = time.monotonic()
    with pytest.raises(ImageRejectedError) as refused:
        decode_image(bomb)
    assert refused.value.reason == "bad_dimensions"
    assert time.monotonic() - began < 1


# --- safe reads --------------------------------------------------------------------------

# How the cache reads its files
read_regular = partial(read_regular_file_or_none, follow_links=False)


def test_reads_refuse_what_is_not_a_regular_file(tmp_path) -> None:
    regular = tmp_path / "a.jpg"
    regular.write_bytes(b"x" * 10)
    assert read_regular(regular, 10) == b"x" * 10
    # Over the bound
    assert read_regular(regular, 9) is None
    # A folder
    assert read_regular(tmp_path, 10) is None
    assert read_regular(tmp_path / "missing", 10) is None
    link = tmp_path / "link.jpg"
    link.symlink_to(regular)
    # Links are not followed
    assert read_regular(link, 10) is None
    zero = tmp_path / "zero.jpg"
    zero.symlink_to("/dev/zero")
    assert read_regular(zero, 10) is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_the_cache_cannot_hang_a_read(tmp_path) -> None:
    cache = ImageCache(tmp_path)
    one = card(1)
    cache.images_dir.mkdir(parents=True)
    fifo = cache.images_dir / f"{cache.image_stem(one)}.jpg"
    os.mkfifo(fifo)
    began = time.monotonic()
    assert read_regular(fifo, 1000) is None
    # Not even seen as an image
    assert cache.read_image(one) is None
    record = cache._record_path(one.id, "en")
    record.parent.mkdir(parents=True)
    os.mkfifo(record)
    assert cache.record(one.id, "en") is None
    # Dropped
    assert not record.exists()
    assert time.monotonic() - began < 1


# --- records and images -------------------------------------------------------------------


def test_the_cache_lives_in_the_platformdirs_cache_folder(isolated_user_dirs) -> None:
    cache = ImageCache()
    assert cache.root == paths.card_images_dir()
    assert cache.root.is_relative_to(isolated_user_dirs.cache)


def test_a_record_round_trips_and_a_damaged_one_is_dropped(tmp_path) -> None:
    cache = ImageCache(tmp_path)
    saved = cache.save_record(ID, "es", card(2))
    assert cache.record(ID, "es") == saved
    path = cache._record_path(ID, "es")
    for damage in (b"{not json", b'{"format": 1}', json.dumps({**saved.to_json(), "lang": "fr"}).encode(), b"\xff"):
        path.write_bytes(damage)
        assert cache.record(ID, "es") is None
        assert not path.exists()
    assert cache.record("../../etc/passwd", "en") is None


def test_a_damaged_cached_image_is_never_returned(tmp_path) -> None:
    cache = ImageCache(tmp_path)
    one = card(3)
    path = cache.store_image(one, jpeg_bytes(seed="3"))
    assert cache.read_image(one) == jpeg_bytes(seed="3")
    path.write_bytes(b"\xff\xd8\xff" + b"garbage" * 100)
    assert cache.read_image(one) is None
    assert not path.exists()


def test_a_damaged_cached_image_is_fetched_again(tmp_path) -> None:
    fake = FakeScryfall().start()
    try:
        target = targets_for(load_catalogue(), "en")[0]
        cache = ImageCache(tmp_path)

        def run():
            clock = VirtualClock()
            client = ScryfallClient(fake.url, limiter=RateLimiter(clock=clock, sleep=clock.sleep))

            async def go():
                try:
                    return await fetch_images(client, cache, [target])
                finally:
                    await client.close()

            return run_async(go())

        assert run().fetched == 1
        image = cache.image_path(cache.record(target.key, "en").card)
        # Not even ending like a PNG
        image.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 300)
        # Dropped on read...
        assert cache.read_image(cache.record(target.key, "en").card) is None
        again = run()
        # ...and fetched again, without new card data
        assert (again.fetched, again.requests) == (1, 1)
        assert cache.read_image(cache.record(target.key, "en").card) == fake.image_of(target.key)
    finally:
        fake.stop()


def test_storing_refuses_what_is_no_image(tmp_path) -> None:
    cache = ImageCache(tmp_path)
    with pytest.raises(ImageRejectedError):
        cache.store_image(card(4), b"hello" * 100)
    assert cache.status().images == 0


# --- size cap -----------------------------------------------------------------------------------


def test_least_recently_used_images_are_evicted_beyond_the_cap(tmp_path) -> None:
    clock = VirtualClock(start=1_000_000.0)
    # The same size each: room for three
    images = [jpeg_bytes(seed="same")] * 5
    cache = ImageCache(tmp_path, cap_bytes=sum(len(i) for i in images[:3]) + 10, clock=clock)
    cards = [card(n) for n in range(5)]
    for number in range(3):
        path = cache.store_image(cards[number], images[number])
        os.utime(path, (clock.now + number * 100, clock.now + number * 100))
    clock.now += 1000
    # Card 0 used again: now the most recent
    assert cache.read_image(cards[0]) is not None
    cache.store_image(cards[3], images[3])
    # Card 1 was the oldest
    assert [cache.has_image(c) for c in cards[:4]] == [True, False, True, True]
    os.utime(cache.image_path(cards[3]), (clock.now + 10, clock.now + 10))
    clock.now += 1000
    # The one just written stays whatever its time
    cache.store_image(cards[4], images[4])
    assert [cache.has_image(c) for c in cards] == [True, False, False, True, True]
    assert cache.status().bytes <= cache.cap_bytes


def test_prune_removes_orphans_and_crash_leftovers(tmp_path) -> None:
    cache = ImageCache(tmp_path)
    kept = card(5)
    cache.save_record(ID, "en", kept)
    cache.store_image(kept, jpeg_bytes(seed="5"))
    orphan = cache.store_image(card(6), jpeg_bytes(seed="6"))
    leftover = cache.images_dir / ".x.jpg.abc.tmp"
    leftover.write_bytes(b"half")
    foreign = cache.images_dir / "notes.txt"
    foreign.write_text("hello")
    cache.prune()
    assert cache.has_image(kept) and not orphan.exists() and not foreign.exists()
    # Young: maybe another process's write in progress
    assert leftover.exists()
    cache.prune(temp_age=0)
    assert not leftover.exists()


# --- atomic writes --------------------------------------------------------------------------------


def test_a_failed_write_leaves_nothing(tmp_path, monkeypatch) -> None:
    cache = ImageCache(tmp_path)
    one = card(7)

    def broken(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        cache.store_image(one, jpeg_bytes(seed="7"))
    monkeypatch.undo()
    assert not cache.has_image(one)
    assert list(cache.images_dir.iterdir()) == []


def test_a_crash_mid_write_leaves_no_partial_file_visible(tmp_path) -> None:
    """A child process killed while it writes an image.

    No image is visible, the leftover is pruned.
    """
    data_file = tmp_path / "image.jpg"
    data_file.write_bytes(jpeg_bytes(seed="8"))
    child = textwrap.dedent(
        f"""
        import os, sys, time
        from pathlib import Path
        from archenemy.desktop.card_images.cache import ImageCache
        from archenemy.desktop.card_images.scryfall import CardData
        real_write = os.write
        def fsync(fd):
            print("WRITING", flush=True)
            time.sleep(60)  # killed here: the bytes are written, not yet renamed
        os.fsync = fsync
        card = CardData("00000008-890d-41bd-acc6-7a8f1866426d", "en", "oarc", "8",
                        "https://cards.scryfall.io/large/x.jpg?1", "highres_scan")
        ImageCache(Path({str(tmp_path / "cache")!r})).store_image(card, Path({str(data_file)!r}).read_bytes())
        """
    )
    process = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout.readline().strip() == "WRITING"
    finally:
        process.kill()
        process.wait(10)
    cache = ImageCache(tmp_path / "cache")
    leftovers = list(cache.images_dir.iterdir())
    assert len(leftovers) == 1 and leftovers[0].name.startswith(".") and leftovers[0].name.endswith(".tmp")
    assert not cache.has_image(card(8)) and cache.status().images == 0
    cache.prune(temp_age=0)
    assert list(cache.images_dir.iterdir()) == []


def test_write_atomically_replaces_whole(tmp_path) -> None:
    path = tmp_path / "a" / "b.json"
    write_atomically(path, b"one")
    write_atomically(path, b"two")
    assert path.read_bytes() == b"two"
    assert [p.name for p in path.parent.iterdir()] == ["b.json"]


def test_status_counts_images_bytes_and_records(tmp_path) -> None:
    cache = ImageCache(tmp_path)
    assert (cache.status().images, cache.status().bytes, cache.status().records) == (0, 0, 0)
    one, two = card(9), card(10)
    cache.save_record(ID, "en", one)
    size = len(jpeg_bytes(seed="9")) + len(jpeg_bytes(seed="10"))
    cache.store_image(one, jpeg_bytes(seed="9"))
    cache.store_image(two, jpeg_bytes(seed="10"))
    status = cache.status()
    assert (status.images, status.bytes, status.records, status.path) == (2, size, 1, Path(tmp_path))


def test_the_cache_client_and_fetcher_import_no_qt() -> None:
    """The Qt-free core.

    Importing it loads neither Qt nor aiohttp (aiohttp comes with the first
    request).
    """
    code = (
        "import sys\n"
        "import archenemy.desktop.card_images.cache, archenemy.desktop.card_images.fetcher\n"
        "import archenemy.desktop.card_images.scryfall, archenemy.desktop.card_images.validation\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'qasync', 'aiohttp')))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
