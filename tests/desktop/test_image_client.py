"""A display follows one card image provider at a time: the last one lets go.

:class:`~archenemy.desktop.image_client.ImageClient` is the one tie every
display of the card images keeps to the app's provider (the scheme card, the
ongoing column, table mode's strip, the deck builder's catalogue, Recent
games, the phones' server).  A display given another provider answers the
new one's signals only: the old one reaches none of its slots.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import SIGNAL, QObject

from archenemy.desktop.image_client import ImageClient, ImageSignals
from archenemy.engine.catalogue import load_catalogue

SIGNALS = ("image_ready(QString,QString)", "thumbnail_ready(QString,QString)", "images_changed()")


class FakeProvider(ImageSignals):
    """A provider that has no picture and counts what it is asked."""

    mode = "on_demand"

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def pixmap(self, _scheme_id: str, _language: str) -> None:
        self.asked += 1

    def thumbnail(self, _scheme_id: str, _language: str, _height: int) -> None:
        self.asked += 1

    def served_version(self, _scheme_id: str, _language: str) -> None:
        return None


def _receivers(provider: QObject) -> int:
    return sum(provider.receivers(SIGNAL(signal)) for signal in SIGNALS)


def test_following_another_provider_lets_go_of_the_last() -> None:
    seen: list[str] = []
    client: ImageClient[FakeProvider] = ImageClient(
        lambda: seen.append("refresh"),
        image_ready=lambda scheme, _lang: seen.append(f"image {scheme}"),
        thumbnail_ready=lambda scheme, _lang: seen.append(f"thumbnail {scheme}"),
    )
    old, new = FakeProvider(), FakeProvider()
    client.follow(old)
    assert client.provider is old and seen == ["refresh"]
    client.follow(new)
    assert client.provider is new and seen == ["refresh", "refresh"]
    old.image_ready.emit("a", "en")
    old.thumbnail_ready.emit("a", "en")
    old.images_changed.emit()
    assert seen == ["refresh", "refresh"]
    new.image_ready.emit("b", "en")
    new.thumbnail_ready.emit("b", "en")
    new.images_changed.emit()
    assert seen[2:] == ["image b", "thumbnail b", "refresh"]
    client.follow(new)
    assert len(seen) == 5
    client.follow(None)
    assert client.provider is None and seen[-1] == "refresh" and _receivers(new) == 0


def _card(qtbot, tmp_path):
    from archenemy.desktop.table.schemes.views import SchemeCardView

    return SchemeCardView()


def _ongoing(qtbot, tmp_path):
    from archenemy.desktop.table.schemes.views import OngoingPanel

    return OngoingPanel(lambda _action: True)


def _strip(qtbot, tmp_path):
    from archenemy.desktop.table.displays.ongoing_strip import OngoingStrip

    return OngoingStrip()


def _browser(qtbot, tmp_path):
    from archenemy.desktop.deck_builder.browser import SchemeBrowser

    return SchemeBrowser(load_catalogue, lambda _scheme: 0)


def _recent(qtbot, tmp_path):
    from archenemy.desktop.table.dialogs.recent_games import RecentGamesDialog

    return RecentGamesDialog(tmp_path, load_catalogue)


def _server(qtbot, tmp_path):
    from archenemy.desktop.session import Session
    from archenemy.desktop.share.server import ShareServer

    session = Session(tmp_path / "games")
    session.new_game()
    server = ShareServer(session)
    server.kept = session
    return server


@pytest.mark.parametrize("make", [_card, _ongoing, _strip, _browser, _recent, _server])
def test_a_display_that_switched_providers_no_longer_listens_to_the_old_one(qtbot, tmp_path, make) -> None:
    display = make(qtbot, tmp_path)
    old, new = FakeProvider(), FakeProvider()
    display.set_images(old)
    assert _receivers(old) > 0
    display.set_images(new)
    assert _receivers(old) == 0
    assert _receivers(new) > 0
    display.set_images(None)
    assert _receivers(new) == 0


def test_the_deck_builders_catalogue_asks_the_old_provider_nothing_more(qtbot) -> None:
    """The old provider's signals make the catalogue ask for no thumbnail."""
    from archenemy.desktop.deck_builder.browser import SchemeBrowser

    browser = SchemeBrowser(load_catalogue, lambda _scheme: 0)
    qtbot.addWidget(browser)
    browser.retranslate()
    assert browser.scheme_list.count() > 100
    old, new = FakeProvider(), FakeProvider()
    browser.set_images(old)
    browser.set_images(new)
    asked = new.asked
    assert asked > 0
    old.images_changed.emit()
    old.thumbnail_ready.emit("a-display-of-dominance", "en")
    old.image_ready.emit("a-display-of-dominance", "en")
    assert new.asked == asked and old.asked > 0
    new.images_changed.emit()
    assert new.asked > asked
