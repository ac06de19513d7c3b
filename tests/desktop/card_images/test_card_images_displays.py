"""The card images where the table looks.

Every display, the first-time question, offline starts.

Against the fake Scryfall of ``tests/support/scryfall_fake.py`` (its generated images):
the main window's scheme card and ongoing schemes, table mode, the second
window, the deck builder's rows and preview, Recent games, each showing the
card's image after one download, in English and in Spanish, with the rules
text still there and visible.  Without a connection nothing changes and
nothing complains; the question comes once, when Scryfall can be reached,
and its answer is kept.  Sync pytest-qt tests on the session's qasync loop.
"""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QListWidget

from archenemy.desktop.card_images.fetcher import targets_for
from archenemy.desktop.card_images.scryfall import API_ENV
from archenemy.desktop.settings import load_settings, save_settings
from archenemy.desktop.widgets.card_image import CARD_ASPECT, PLANE_ASPECT, CardImage
from archenemy.engine.actions import NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

# An ongoing scheme printed in Duskmourn's decks: the fake Scryfall has it in Spanish too.
ONGOING_DSC = "i-am-duskmourn"
QUIET_LINE = "Card images: Scryfall could not be reached; the cards are shown as text."


def _game(names: tuple[str, ...], scheme: str) -> GameSetup:
    """The archenemy with twenty copies of ``scheme`` against the heroes of ``names``."""
    return GameSetup(Variant.ARCHENEMY, (PlayerSetup(names[0], (scheme,) * 20), *(PlayerSetup(n) for n in names[1:])))


def _set_in_motion(window) -> None:
    for _ in range(3):
        # The precombat main phase of turn 1: the top scheme set in motion
        window.session.perform(NextStep())


def _shows_image_and_words(card) -> None:
    """The card's whole image is there beside its shown name and rules text.

    The name and the rules text are shown and not empty.
    """
    image: CardImage = card.image
    pixmap = image.pixmap()
    assert isinstance(pixmap, QPixmap) and not pixmap.isNull()
    assert image.isVisible() and image.width() > 0 and image.height() > 0
    drawn = image.drawn_rect()
    # Never cropped: the card's foot shows
    assert QRect(0, 0, image.width(), image.height()).contains(drawn)
    assert abs(drawn.width() / drawn.height() - pixmap.width() / pixmap.height()) < 0.02
    assert card.name_label.isVisible() and card.name_label.text()
    assert card.text_label.isVisible() and card.text_label.text()
    # The words keep a readable width beside it
    assert card.text_label.width() > image.width() * 0.8
    assert not card.image.geometry().intersects(card.text_label.geometry())


def _image_of(card, qtbot, timeout: int = 10000) -> QPixmap:
    qtbot.waitUntil(lambda: card.image.pixmap() is not None, timeout=timeout)
    return card.image.pixmap()


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_display_of_the_table_shows_the_image_after_one_download(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images, language
) -> None:
    window = make_window(language=language)
    closing_card_images(window)
    _set_in_motion(window)
    words_before = window.card.text_label.text()
    window.images.set_card_images("on_demand")
    assert load_settings().card_images == "on_demand"
    _image_of(window.card, qtbot)
    _shows_image_and_words(window.card)
    # The same words, beside the picture
    assert window.card.text_label.text() == words_before
    images = len(fake_scryfall.image_requests())
    # One card (in Spanish, the English one may come first)
    assert 1 <= images <= 2
    # Table mode: the same card, from memory.
    window.toggle_table_mode(True)
    qtbot.waitUntil(lambda: window.table_view.isVisible(), timeout=3000)
    _image_of(window.table_view.card, qtbot)
    _shows_image_and_words(window.table_view.card)
    window.toggle_table_mode(False)
    # The second window: large, its words beside the picture.
    window.second_window.toggle_display(True)
    display = window.second_window.display
    display.resize(1920, 1080)
    _image_of(display.card, qtbot)
    qtbot.waitUntil(lambda: display.card.image.width() > 200, timeout=3000)
    _shows_image_and_words(display.card)
    # Every display from the one download
    assert len(fake_scryfall.image_requests()) == images


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_ongoing_column_shows_each_ongoing_schemes_image(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images, language
) -> None:
    from archenemy.desktop.texts.players import default_names

    window = make_window(_game(default_names(Variant.ARCHENEMY, 2), ONGOING_DSC), language)
    closing_card_images(window)
    _set_in_motion(window)
    window.images.set_card_images("all")
    found = window.ongoing._face_images
    assert [scheme for scheme, _ in found] == [ONGOING_DSC]
    image = found[0][1]
    qtbot.waitUntil(lambda: image.pixmap() is not None, timeout=20000)
    assert image.isVisible()
    box = image.parentWidget()
    words = [label.text() for label in box.findChildren(type(window.ongoing.title)) if label.isVisible()]
    name = load_catalogue(language)[ONGOING_DSC].name
    # Its name and rules text, beside it
    assert name in words and any(len(text) > 40 for text in words)
    assert QRect(0, 0, image.width(), image.height()).contains(image.drawn_rect())
    if language == "es":
        # The fake Scryfall has Duskmourn in Spanish: the Spanish card is shown
        target = window.images.provider.target(ONGOING_DSC, "es")
        assert window.images.provider.cache.record(target.key, "es").card.lang == "es"


def test_the_deck_builder_and_recent_games_show_thumbnails(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    window = make_window()
    closing_card_images(window)
    _set_in_motion(window)
    window.images.set_card_images("on_demand")
    _image_of(window.card, qtbot)
    shown = window.card._scheme_id
    window.files.open_deck_builder()
    dialog = window.dialogs.opened[-1]
    rows: QListWidget = dialog.browser.scheme_list

    def icon_of(scheme_id: str) -> bool:
        return any(
            rows.item(i).data(Qt.ItemDataRole.UserRole) == scheme_id and not rows.item(i).icon().isNull()
            for i in range(rows.count())
        )

    qtbot.waitUntil(lambda: icon_of(shown), timeout=5000)
    assert not rows.iconSize().isEmpty()
    dialog.browser.select_scheme(shown)
    qtbot.waitUntil(lambda: dialog.browser.preview_image.pixmap() is not None, timeout=5000)
    # The preview's words stay beside the card
    assert dialog.browser.preview.text()
    # The preview fetches the scheme it shows when the builder opens (on demand): let those fetches end first.
    qtbot.waitUntil(lambda: not window.images.provider.fetching, timeout=5000)
    sent = len(fake_scryfall.requests)
    uncached = next(target.scheme_id for target in targets_for(load_catalogue(), "en") if target.scheme_id != shown)
    assert not icon_of(uncached)
    qtbot.wait(200)
    assert len(fake_scryfall.requests) == sent, [
        (r.method, r.path)
        for r in fake_scryfall.requests
        # A row's thumbnail is never fetched
    ]
    dialog.close()
    window.files.open_recent_games()
    recent = window.dialogs.opened[-1]
    qtbot.waitUntil(lambda: recent.list.count() > 0 and not recent.list.item(0).icon().isNull(), timeout=5000)
    assert recent.list.item(0).text()


def test_the_planar_deck_builder_shows_each_plane_turned_to_read(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    window = make_window()
    closing_card_images(window)
    window.images.set_card_images("on_demand")

    def planar_builder():
        window.files.open_deck_builder()
        dialog = window.dialogs.opened[-1]
        dialog.choose_kind("planar")
        dialog.browser.select_card("academy-at-tolaria-west")
        return dialog

    dialog = planar_builder()
    preview = dialog.browser.preview_image
    qtbot.waitUntil(lambda: preview.pixmap() is not None, timeout=5000)
    # A landscape card, whole: the portrait scan turned a quarter.
    assert preview.aspect == PLANE_ASPECT and preview.pixmap().width() > preview.pixmap().height()
    assert "Chaos ability:" in dialog.browser.preview.text()
    qtbot.waitUntil(lambda: not window.images.provider.fetching, timeout=5000)
    dialog.close()
    # Opened again: the row's thumbnail from the cache, landscape too.
    dialog = planar_builder()
    rows: QListWidget = dialog.browser.card_list
    assert rows.iconSize().width() > rows.iconSize().height()
    qtbot.waitUntil(lambda: not rows.item(0).icon().isNull(), timeout=5000)
    assert rows.item(0).data(Qt.ItemDataRole.UserRole) == "academy-at-tolaria-west"
    dialog.close()


def test_an_image_that_arrives_keeps_the_search_the_selection_the_scroll_and_the_focus(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    window = make_window()
    closing_card_images(window)
    window.images.set_card_images("on_demand")
    window.files.open_deck_builder()
    dialog = window.dialogs.opened[-1]
    browser = dialog.browser
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    qtbot.keyClicks(browser.search, "e")
    rows = browser.scheme_list
    rows.verticalScrollBar().setValue(rows.verticalScrollBar().maximum() // 2)
    top = rows.itemAt(0, 0)
    current = browser.selected_scheme_id()
    assert browser.search.hasFocus() and top is not None
    task = window.images.provider.download(targets_for(load_catalogue(), "en"))
    qtbot.waitUntil(task.done, timeout=30000)
    qtbot.waitUntil(lambda: not rows.item(rows.count() - 1).icon().isNull(), timeout=10000)
    assert browser.search.text() == "e" and browser.search.hasFocus()
    assert browser.selected_scheme_id() == current
    # The rows grew: the list kept what it showed at its top
    assert rows.itemAt(0, 0) is top


def test_the_main_window_keeps_its_text_and_focus_when_the_card_arrives(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    window = make_window()
    closing_card_images(window)
    _set_in_motion(window)
    focus = QApplication.focusWidget()
    banner = window.banner.isVisible(), window.banner.question.text()
    words = window.card.name_label.text(), window.card.text_label.text()
    window.images.set_card_images("on_demand")
    _image_of(window.card, qtbot)
    assert QApplication.focusWidget() is focus
    assert (window.banner.isVisible(), window.banner.question.text()) == banner
    assert (window.card.name_label.text(), window.card.text_label.text()) == words


def test_a_cache_hit_makes_no_request(qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images) -> None:
    first = make_window()
    closing_card_images(first)
    _set_in_motion(first)
    first.images.set_card_images("on_demand")
    _image_of(first.card, qtbot)
    sent = len(fake_scryfall.requests)
    # The next start: the setting is saved, the image cached
    second = make_window()
    closing_card_images(second)
    _set_in_motion(second)
    second.images.start_card_images()
    _image_of(second.card, qtbot)
    qtbot.wait(100)
    assert len(fake_scryfall.requests) == sent


# ----- offline, and the question --------------------------------------------------------------------------


def _closed_port_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


def test_an_offline_start_changes_nothing_and_says_one_quiet_line_at_most(
    qtbot, qasync_loop, make_window, closing_card_images, monkeypatch
) -> None:
    monkeypatch.setenv(API_ENV, _closed_port_url())
    settings = load_settings()
    settings.card_images = "on_demand"
    save_settings(settings)
    window = make_window()
    closing_card_images(window)
    _set_in_motion(window)
    # The layout settles
    qtbot.wait(300)
    before = window.card.text_label.geometry(), window.card.text_label.font().pointSize()
    shown_before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    lines: list[str] = []
    window.images.start_card_images()
    window.images.provider.status_line.connect(lines.append)
    qtbot.waitUntil(lambda: lines != [], timeout=5000)
    qtbot.wait(200)
    assert lines == [QUIET_LINE] and window.status.text() == QUIET_LINE
    assert window.card.image.isHidden() and window.card.image.pixmap() is None
    assert (window.card.text_label.geometry(), window.card.text_label.font().pointSize()) == before
    assert QApplication.activeModalWidget() is None
    # No dialog, no box
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == shown_before
    # The game goes on; nothing more is said
    window.session.perform(NextStep())
    qtbot.wait(200)
    assert lines == [QUIET_LINE]


def test_an_offline_first_start_asks_nothing(qtbot, qasync_loop, make_window, closing_card_images, monkeypatch) -> None:
    monkeypatch.setenv(API_ENV, _closed_port_url())
    window = make_window()
    closing_card_images(window)
    window.images.start_card_images()
    qtbot.waitUntil(lambda: window.images.probe is not None and window.images.probe.done(), timeout=8000)
    assert window.images.question is None and window.images.provider is None
    assert window.status.text() == "" and load_settings().card_images is None


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_first_time_question_comes_once_blocks_nothing_and_its_answer_is_kept(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images, language
) -> None:
    window = make_window(language=language)
    closing_card_images(window)
    _set_in_motion(window)
    assert load_settings().card_images is None
    # The layout settles
    qtbot.wait(300)
    focus = QApplication.focusWidget()
    layout = window.card.geometry(), window.ongoing.geometry(), window.players_area.geometry()
    window.images.start_card_images()
    qtbot.waitUntil(lambda: window.images.question is not None and window.images.question.isVisible(), timeout=8000)
    bar = window.images.question
    # In the window, not a dialog
    assert window.centralWidget().isAncestorOf(bar) and not bar.isWindow()
    assert QApplication.activeModalWidget() is None and QApplication.focusWidget() is focus
    qtbot.wait(100)
    assert (
        window.card.geometry(),
        window.ongoing.geometry(),
        window.players_area.geometry(),
        # Moved nothing
    ) == layout
    assert bar.geometry().intersects(window.ongoing.geometry()) and not bar.geometry().intersects(
        window.card.geometry()
    )
    # Its words and buttons all shown
    assert bar.height() >= bar.height_for(bar.width())
    expected = {
        "en": "Show card images from Scryfall? The app will download them once.",
        "es": "¿Mostrar las imágenes de las cartas de Scryfall? La aplicación las descargará una sola vez.",
    }[language]
    assert bar.question.text() == expected
    # The scheme set in motion waits for Done
    assert window.session.state.prompts
    # Enter still answers the table's question
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.session.state.prompts and bar.isVisible()
    # Asking sent no request
    assert fake_scryfall.requests == []
    qtbot.mouseClick(bar.later, Qt.MouseButton.LeftButton)
    assert load_settings().card_images == "on_demand"
    assert window.images.question is None and window.menus.images_actions["on_demand"].isChecked()
    _image_of(window.card, qtbot)
    # The next start: the answer is kept, nothing is asked
    again = make_window(language=language)
    closing_card_images(again)
    again.images.start_card_images()
    qtbot.wait(300)
    assert again.images.question is None and again.images.provider is not None
    assert again.images.provider.mode == "on_demand"


def test_view_menu_turns_images_off_and_the_displays_are_text_again(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    window = make_window()
    closing_card_images(window)
    _set_in_motion(window)
    window.menus.images_actions["on_demand"].trigger()
    _image_of(window.card, qtbot)
    window.menus.images_actions["off"].trigger()
    assert load_settings().card_images == "off"
    assert window.card.image.isHidden() and window.card.image.pixmap() is None
    assert window.card.text_label.isVisible()


def test_download_all_from_the_menu_is_not_modal_and_turns_images_on(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images, monkeypatch
) -> None:
    from archenemy.desktop.card_images import scryfall

    from support.scryfall_fake import VirtualClock

    # The app's client, its rate limiter on a virtual clock: 308 requests take no test 31 s.
    clock, real = VirtualClock(), scryfall.ScryfallClient
    limited = scryfall.RateLimiter
    monkeypatch.setattr(scryfall, "ScryfallClient", lambda: real(limiter=limited(clock=clock, sleep=clock.sleep)))
    window = make_window()
    closing_card_images(window)
    window.menus.download_images_action.trigger()
    dialog = window.images.download
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    assert load_settings().card_images == "on_demand"
    qtbot.waitUntil(lambda: dialog.task is not None and dialog.task.done(), timeout=30000)
    assert dialog.state == "done" and dialog.report.cached == 308
    assert (dialog.report.counts("scheme"), dialog.report.counts("plane")) == ((102, 102), (206, 206))
    dialog.reject()


def test_a_card_image_is_scaled_whole_into_any_box(qtbot) -> None:
    image = CardImage()
    qtbot.addWidget(image)
    pixmap = QPixmap(672, 936)
    pixmap.fill(Qt.GlobalColor.darkMagenta)
    image.set_pixmap(pixmap)
    assert not image.isHidden()
    for width, height in ((100, 500), (500, 100), (300, 418), (1, 1), (900, 900)):
        image.resize(width, height)
        drawn = image.drawn_rect()
        assert QRect(0, 0, width, height).contains(drawn)
        # As large as the box allows
        assert drawn.width() == width or drawn.height() == height
        if drawn.height() > 20:
            assert abs(drawn.width() / drawn.height() - CARD_ASPECT) < 0.03
    image.fit_height(400, 200)
    assert image.sizeHint().width() == 200 and image.minimumSizeHint().isEmpty()
    image.set_pixmap(None)
    assert image.isHidden() and image.pixmap() is None


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_first_time_question_never_covers_the_players_names(make_window, qtbot, language) -> None:
    """The ongoing column's question widens over the idle card, not a panel.

    On a fresh start (the card idle and short) the question in the ongoing
    column reached down over Hero 3's panel and hid the name; it now widens to
    the left over the idle card instead.
    """
    window = make_window(language=language)
    # The layout settles
    qtbot.wait(300)
    question = window.images.ask_about_card_images()
    central = window.centralWidget()
    players_top = window.players_area.mapTo(central, window.players_area.rect().topLeft()).y()
    assert question.geometry().bottom() < players_top, (question.geometry(), players_top)
    # Its words and buttons all shown
    assert question.height() >= question.height_for(question.width())
    question.answer("off")
