"""The Qt side of the card images.

The displays' provider, the first-time question, Download all.

Sync pytest-qt tests on the session's qasync loop (tests/conftest.py), the fake
Scryfall of ``tests/support/scryfall_fake.py`` in its own thread.  No test contacts the
real Scryfall, and none opens a dialog with ``exec()``.
"""

from __future__ import annotations

import asyncio
import socket
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap

from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.download import DownloadAllDialog
from archenemy.desktop.card_images.fetcher import targets_for
from archenemy.desktop.card_images.provider import MEMORY_IMAGES, RETRY_AFTER, CardImageProvider
from archenemy.desktop.card_images.question import CardImagesQuestion
from archenemy.desktop.card_images.scryfall import RateLimiter, ScryfallClient
from archenemy.desktop.settings import load_settings
from archenemy.engine.catalogue import load_catalogue

from support.scryfall_fake import FakeScryfall, VirtualClock, jpeg_bytes

# A scheme printed only in Archenemy (2010; English only) and one printed only in Duskmourn's decks.
OARC_SCHEME = "all-in-good-time"
DSC_SCHEME = "a-premonition-of-your-demise"


@pytest.fixture
def fake():
    server = FakeScryfall().start()
    yield server
    server.stop()


def closed_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


_MADE: list[CardImageProvider] = []


def provider_for(url: str, tmp_path, mode: str | None = "on_demand", **kwargs) -> CardImageProvider:
    clock = VirtualClock()
    client = ScryfallClient(url, limiter=RateLimiter(clock=clock, sleep=clock.sleep))
    provider = CardImageProvider(mode, cache=ImageCache(tmp_path / "cache"), client=client, **kwargs)
    _MADE.append(provider)
    return provider


@pytest.fixture(autouse=True)
def _close_providers(qasync_loop, qtbot):
    """Every provider a test made closes its HTTP session after the test.

    And stops its fetches.
    """
    yield
    if _MADE:
        task = asyncio.ensure_future(asyncio.gather(*(provider.aclose() for provider in _MADE)))
        qtbot.waitUntil(task.done, timeout=5000)
    _MADE.clear()


def test_off_or_not_asked_shows_no_image_and_asks_nothing(qasync_loop, qtbot, fake, tmp_path) -> None:
    for mode in (None, "off", "nonsense"):
        provider = provider_for(fake.url, tmp_path, mode)
        assert provider.mode == "off"
        assert provider.pixmap(OARC_SCHEME, "en") is None
    qtbot.wait(100)
    assert fake.requests == []


def test_on_demand_the_image_arrives_with_a_signal(qasync_loop, qtbot, fake, tmp_path) -> None:
    provider = provider_for(fake.url, tmp_path)
    with qtbot.waitSignal(provider.image_ready, timeout=5000) as ready:
        # Not yet: the card is shown as text
        assert provider.pixmap(OARC_SCHEME, "en") is None
    assert ready.args == [OARC_SCHEME, "en"]
    pixmap = provider.pixmap(OARC_SCHEME, "en")
    assert isinstance(pixmap, QPixmap) and (pixmap.width(), pixmap.height()) == (120, 168)
    sent = len(fake.requests)
    assert provider.pixmap(OARC_SCHEME, "en") is pixmap
    # The next start: from the cache, no request
    again = provider_for(fake.url, tmp_path)
    with qtbot.waitSignal(again.image_ready, timeout=5000):
        again.pixmap(OARC_SCHEME, "en")
    assert again.pixmap(OARC_SCHEME, "en") is not None
    assert len(fake.requests) == sent


def test_asking_never_blocks(qasync_loop, qtbot, fake, tmp_path) -> None:
    fake.delay = 3.0
    provider = provider_for(fake.url, tmp_path)
    began = time.monotonic()
    for scheme in (OARC_SCHEME, DSC_SCHEME):
        assert provider.pixmap(scheme, "es") is None
    assert time.monotonic() - began < 0.1


def test_offline_one_quiet_line_and_no_retry_storm(qasync_loop, qtbot, tmp_path) -> None:
    clock = VirtualClock()
    provider = provider_for(closed_url(), tmp_path, clock=clock)
    lines: list[str] = []
    provider.status_line.connect(lines.append)
    assert provider.pixmap(OARC_SCHEME, "en") is None
    qtbot.waitUntil(lambda: lines != [], timeout=5000)
    assert lines == ["Card images: Scryfall could not be reached; the cards are shown as text."]
    for scheme in (DSC_SCHEME, "behold-the-power-of-destruction", OARC_SCHEME):
        assert provider.pixmap(scheme, "en") is None
    qtbot.wait(200)
    # Nothing more asked, nothing more said
    assert provider.client.requests == 1 and len(lines) == 1
    clock.now += RETRY_AFTER + 1
    provider.pixmap(OARC_SCHEME, "en")
    # Asked again, much later
    qtbot.waitUntil(lambda: provider.client.requests == 2, timeout=5000)
    qtbot.wait(100)
    assert len(lines) == 1


def test_spanish_falls_back_to_the_cached_english_card(qasync_loop, qtbot, fake, tmp_path) -> None:
    english = provider_for(fake.url, tmp_path)
    with qtbot.waitSignal(english.image_ready, timeout=5000):
        english.pixmap(DSC_SCHEME, "en")
    offline = provider_for(closed_url(), tmp_path)
    with qtbot.waitSignal(offline.image_ready, timeout=5000) as ready:
        assert offline.pixmap(DSC_SCHEME, "es") is None
    assert ready.args == [DSC_SCHEME, "es"]
    # The English card, while Spanish cannot be had
    assert offline.pixmap(DSC_SCHEME, "es") is not None


def test_spanish_when_scryfall_has_it(qasync_loop, qtbot, fake, tmp_path) -> None:
    provider = provider_for(fake.url, tmp_path)
    with qtbot.waitSignal(provider.image_ready, timeout=5000):
        provider.pixmap(DSC_SCHEME, "es")
    target = provider.target(DSC_SCHEME, "es")
    assert provider.cache.record(target.key, "es").card.lang == "es"
    spanish = provider.pixmap(DSC_SCHEME, "es").toImage()
    with qtbot.waitSignal(provider.image_ready, timeout=5000):
        provider.pixmap(DSC_SCHEME, "en")
    # Two printings, two pictures
    assert provider.pixmap(DSC_SCHEME, "en").toImage() != spanish


def test_a_damaged_cached_image_is_dropped_and_fetched_again(qasync_loop, qtbot, fake, tmp_path) -> None:
    provider = provider_for(fake.url, tmp_path)
    with qtbot.waitSignal(provider.image_ready, timeout=5000):
        provider.pixmap(OARC_SCHEME, "en")
    card = provider.cache.record(provider.target(OARC_SCHEME, "en").key, "en").card
    path = provider.cache.image_path(card)
    # A real JPEG, but no card: refused at decode
    path.write_bytes(jpeg_bytes(400, 100, "wide"))
    fresh = provider_for(fake.url, tmp_path)
    images = len(fake.image_requests())
    with qtbot.waitSignal(fresh.image_ready, timeout=5000):
        fresh.pixmap(OARC_SCHEME, "en")
    assert len(fake.image_requests()) == images + 1
    assert fresh.pixmap(OARC_SCHEME, "en").width() == 120


def test_memory_keeps_only_the_last_images(qasync_loop, qtbot, fake, tmp_path) -> None:
    provider = provider_for(fake.url, tmp_path)
    schemes = [target.scheme_id for target in targets_for(load_catalogue(), "en")[:12]]
    ready: list[str] = []
    provider.image_ready.connect(lambda scheme_id, _language: ready.append(scheme_id))
    for scheme in schemes:
        provider.pixmap(scheme, "en")
    qtbot.waitUntil(lambda: len(ready) == 12, timeout=10000)
    assert len(provider._pixmaps) == MEMORY_IMAGES
    # The newest are in memory
    assert provider.pixmap(schemes[-1], "en") is not None
    sent = len(fake.requests)
    # The oldest was dropped: read again from the cache
    assert provider.pixmap(schemes[0], "en") is None
    qtbot.waitUntil(lambda: provider.pixmap(schemes[0], "en") is not None, timeout=5000)
    assert len(fake.requests) == sent


def test_turning_images_off_forgets_them(qasync_loop, qtbot, fake, tmp_path) -> None:
    provider = provider_for(fake.url, tmp_path)
    with qtbot.waitSignal(provider.image_ready, timeout=5000):
        provider.pixmap(OARC_SCHEME, "en")
    with qtbot.waitSignal(provider.images_changed, timeout=1000):
        provider.set_mode("off")
    assert provider.pixmap(OARC_SCHEME, "en") is None
    assert provider.pixmap("no-such-scheme", "en") is None


def test_the_all_setting_fetches_every_scheme_in_the_background(qasync_loop, qtbot, fake, tmp_path) -> None:
    provider = provider_for(fake.url, tmp_path, "all")
    task = provider.fetch_everything("en")
    # Chosen again while it runs: no second download
    assert provider.fetch_everything("en") is task
    qtbot.waitUntil(task.done, timeout=20000)
    # Every scheme, and every plane and phenomenon with a Scryfall id
    assert task.result().cached == 308
    assert (task.result().counts("scheme"), task.result().counts("plane")) == ((102, 102), (206, 206))
    assert provider_for(fake.url, tmp_path, "on_demand").fetch_everything("en") is None


# --- the dialogs ---------------------------------------------------------------------------------


def test_download_all_shows_progress_then_close(qasync_loop, qtbot, fake, tmp_path) -> None:
    provider = provider_for(fake.url, tmp_path)
    dialog = DownloadAllDialog(provider, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    values: list[int] = []
    dialog.bar.valueChanged.connect(values.append)
    task = dialog.start()
    assert dialog.start() is task
    # After its done callback
    qtbot.waitUntil(lambda: task.done() and dialog.state != "running", timeout=20000)
    assert dialog.state == "done"
    assert dialog.wanted == (102, 206)
    assert dialog.label.text() == (
        "Card images ready: 308 of 308. Schemes: 102 of 102; planes and phenomena: 206 of 206."
    )
    assert dialog.bar.maximum() == 308 and dialog.bar.value() == 308
    # It moved
    assert len(values) > 10
    assert dialog.buttons.button(dialog.buttons.StandardButton.Close) is not None
    dialog.reject()
    assert not dialog.isVisible()


def test_download_all_cancel_keeps_what_was_downloaded(qasync_loop, qtbot, fake, tmp_path) -> None:
    fake.delay = 0.05
    provider = provider_for(fake.url, tmp_path)
    dialog = DownloadAllDialog(provider, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    task = dialog.start()
    assert dialog.label.text() == ("Downloading the card images from Scryfall… 102 schemes, 206 planes and phenomena.")
    qtbot.waitUntil(lambda: dialog.bar.value() >= 3, timeout=20000)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    # The task is done before asyncio runs its done callbacks (call_soon): wait for the dialog's own state.
    qtbot.waitUntil(lambda: task.done() and dialog.state != "running", timeout=5000)
    assert task.cancelled() and dialog.state == "cancelled"
    # Cancel stopped the download; Close closes
    assert dialog.isVisible()
    assert dialog.label.text() == "Cancelled. The images already downloaded are kept."
    assert 3 <= provider.cache.status().images < 102
    dialog.reject()
    assert not dialog.isVisible()


def test_download_all_offline_says_why(qasync_loop, qtbot, tmp_path) -> None:
    provider = provider_for(closed_url(), tmp_path)
    dialog = DownloadAllDialog(provider, "es")
    qtbot.addWidget(dialog)
    dialog.show()
    task = dialog.start()
    # After its done callback
    qtbot.waitUntil(lambda: task.done() and dialog.state != "running", timeout=5000)
    assert (
        dialog.label.text() == "Card images ready: 0 of 308. Schemes: 0 of 102; planes and phenomena: 0 of 206."
        " 308 could not be downloaded: Scryfall could not be reached."
    )
    # The bar says what is there (0%, never 100%), and the whole message shows: the dialog grew for it.
    assert dialog.bar.maximum() == 308 and dialog.bar.value() == 0
    qtbot.waitUntil(lambda: dialog.label.height() >= dialog.label.heightForWidth(dialog.label.width()), timeout=2000)


@pytest.mark.parametrize(("button", "mode"), [("now", "all"), ("later", "on_demand"), ("no", "off")])
def test_the_first_time_question_saves_the_answer(qtbot, tmp_path, button, mode) -> None:
    answers: list[str] = []
    settings = tmp_path / "settings.json"
    bar = CardImagesQuestion(answers.append, settings_file=settings)
    qtbot.addWidget(bar)
    bar.show()
    assert bar.question.text() == "Show card images from Scryfall? The app will download them once."
    qtbot.mouseClick(getattr(bar, button), Qt.MouseButton.LeftButton)
    assert answers == [mode]
    assert load_settings(settings).card_images == mode
    assert not bar.isVisible()
    # Answered once: a second answer changes nothing
    bar.answer("off")
    assert answers == [mode] and load_settings(settings).card_images == mode


def test_the_question_takes_no_keyboard_focus(qtbot, tmp_path) -> None:
    bar = CardImagesQuestion(lambda _mode: None, settings_file=tmp_path / "settings.json")
    qtbot.addWidget(bar)
    for button in (bar.now, bar.later, bar.no):
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus and not button.autoDefault()


def test_catalogue_targets_cover_every_scheme() -> None:
    catalogue = load_catalogue()
    assert len(targets_for(catalogue, "en")) == len(catalogue) == 102
    assert len(targets_for(catalogue, "en", every_printing=True)) == 110
