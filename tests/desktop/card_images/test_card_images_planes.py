"""The card images of planes and phenomena (CR 311, 312).

Their targets (the event cards' one Scryfall id), the provider's look-up by
plane id, and the picture turned to read: landscape, whole, never cropped.
Against the fake Scryfall of ``tests/support/scryfall_fake.py``.
"""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtGui import QColor, QImage, QPixmap

from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.fetcher import plane_targets_for, printings_of, target_for
from archenemy.desktop.card_images.provider import CardImageProvider, turned_to_read
from archenemy.desktop.card_images.scryfall import RateLimiter, ScryfallClient
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.planes import PlanarCategory, load_planes

from support.scryfall_fake import FakeScryfall, VirtualClock

PLANES = load_planes()
# A product plane, and an event card whose printings carry no Scryfall id of their own.
AGYREM = "agyrem"
EVENT = "artist-alley"


@pytest.fixture
def fake():
    server = FakeScryfall().start()
    yield server
    server.stop()


@pytest.fixture
def provider(fake, tmp_path, qasync_loop, qtbot):
    clock = VirtualClock()
    client = ScryfallClient(fake.url, limiter=RateLimiter(clock=clock, sleep=clock.sleep))
    made = CardImageProvider("on_demand", cache=ImageCache(tmp_path / "cache"), client=client)
    yield made
    closing = asyncio.ensure_future(made.aclose())
    qtbot.waitUntil(closing.done, timeout=5000)


def test_plane_ids_never_clash_with_scheme_ids() -> None:
    assert not set(PLANES) & set(load_catalogue())


def test_every_planar_card_with_a_scryfall_id_has_one_target() -> None:
    targets = plane_targets_for(PLANES, "en")
    assert {t.kind for t in targets} == {"plane"}
    with_id = [p for p in PLANES.values() if p.scryfall_id or any(x.scryfall_id for x in p.printings)]
    assert len(targets) == len(with_id) == 206
    assert len(plane_targets_for(PLANES, "en", every_printing=True)) == 317


def test_an_event_card_lends_its_scryfall_id_to_its_newest_printing() -> None:
    event = PLANES[EVENT]
    assert event.category is not PlanarCategory.PRODUCT
    assert not any(p.scryfall_id for p in event.printings)
    printings = printings_of(event)
    assert printings[-1].scryfall_id == event.scryfall_id
    assert [p.collector_number for p in printings] == [p.collector_number for p in event.printings]
    target = target_for(event, "es")
    assert target is not None and target.key == event.scryfall_id and target.kind == "plane"


def _corner_marked(width: int, height: int) -> QPixmap:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    image.setPixelColor(0, 0, QColor("red"))
    return QPixmap.fromImage(image)


def test_a_portrait_scan_is_turned_a_quarter_clockwise_whole(qtbot) -> None:
    turned = turned_to_read(_corner_marked(60, 84))
    assert (turned.width(), turned.height()) == (84, 60)
    # The scan's top left corner is the read card's top right.
    assert turned.toImage().pixelColor(83, 0) == QColor("red")
    landscape = _corner_marked(84, 60)
    assert turned_to_read(landscape) is landscape


def test_the_provider_finds_a_plane_by_its_id_and_turns_it_to_read(provider, qtbot) -> None:
    assert provider.is_plane(AGYREM) and not provider.is_plane("all-in-good-time")
    assert provider.plane_pixmap("all-in-good-time", "en") is None
    with qtbot.waitSignal(provider.image_ready, timeout=10000) as ready:
        provider.pixmap(AGYREM, "en")
    assert ready.args == [AGYREM, "en"]
    portrait = provider.pixmap(AGYREM, "en")
    turned = provider.plane_pixmap(AGYREM, "en")
    assert portrait is not None and turned is not None
    assert portrait.height() > portrait.width()
    assert (turned.width(), turned.height()) == (portrait.height(), portrait.width())
    # Asked again: the same picture, not turned again.
    assert provider.plane_pixmap(AGYREM, "en").cacheKey() == turned.cacheKey()


def test_a_plane_thumbnail_is_landscape_at_the_height_asked(provider, qtbot) -> None:
    with qtbot.waitSignal(provider.image_ready, timeout=10000):
        provider.pixmap(EVENT, "en")
    assert provider.plane_thumbnail(EVENT, "en", 40) is None
    qtbot.waitUntil(lambda: provider.plane_thumbnail(EVENT, "en", 40) is not None, timeout=10000)
    thumbnail = provider.plane_thumbnail(EVENT, "en", 40)
    assert thumbnail.width() > thumbnail.height()
    assert abs(thumbnail.height() - 40) <= 1
    assert provider.plane_thumbnail("all-in-good-time", "en", 40) is None


def test_images_off_give_no_plane_picture(provider) -> None:
    provider.set_mode("off")
    assert provider.plane_pixmap(AGYREM, "en") is None
    assert provider.plane_thumbnail(AGYREM, "en", 40) is None
