"""The ongoing schemes' pictures on table mode and the second window.

Against the fake Scryfall of ``tests/support/scryfall_fake.py``: with card images on,
the middle of the table shows each face-up ongoing scheme's picture with its
name, in the place of the "Ongoing: A · B" line (the row's accessible name
is the line's words); the card's rules text is never cut for them, and the
middle never grows past the room the seats leave it.  Without images the
line shows, exactly as before.  Sync pytest-qt tests on the session's qasync loop.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue

from support.games import FILLER, keep_schemes, make_start

# Two ongoing schemes that ask the table nothing when set in motion (the middle shows no question).
ONGOING = ("i-am-duskmourn", "dark-wings-bring-your-downfall")


def _window_with_ongoing(make_window, language: str, schemes: tuple[str, ...] = ONGOING, *, question: bool = False):
    """A window whose archenemy has ``schemes`` face up.

    One is set in motion each turn, every ongoing one kept; with ``question``,
    Know Evil is set in motion after them, its first question asked.
    """
    window = make_window(make_start([*schemes, *(["know-evil"] if question else []), *FILLER], heroes=3), language)
    session = window.session
    for _ in range(300):
        state = session.state
        if sum(face.ongoing for face in state.face_up()) == len(schemes):
            if not question and not state.prompts:
                return window
            if question and any(not face.ongoing for face in state.face_up()) and state.prompts:
                return window
        while session.state.prompts:
            prompt = session.state.prompts[0]
            session.perform(Answer(prompt.id, keep_schemes(prompt)))
        session.perform(NextStep())
    raise AssertionError("the ongoing schemes did not come face up")


def _shows_pictures_and_names(table, language: str, schemes: tuple[str, ...] = ONGOING) -> None:
    """Each ongoing scheme's whole picture with its name beside it.

    In the line's place; nothing of the middle cut.
    """
    strip = table.ongoing_strip
    assert strip.isVisible() and strip.shown_ids == list(schemes)
    catalogue = load_catalogue(language)
    for (scheme_id, image, name), expected in zip(strip.items(), schemes, strict=True):
        assert scheme_id == expected
        assert image.isVisible() and image.pixmap() is not None and image.height() >= 48
        # The card's foot shows
        assert QRect(0, 0, image.width(), image.height()).contains(image.drawn_rect())
        assert name.isVisible() and name.text() == catalogue[scheme_id].name
        # Its lines whole
        assert name.heightForWidth(name.width()) <= strip.contentsRect().height()
        assert not name.geometry().intersects(image.geometry())
    # The line gives its place to the row, whose accessible name is the line's words (a screen reader's).
    assert not table.ongoing_label.isVisible()
    assert strip.accessibleName() == table.ongoing_label.text()
    assert all(catalogue[scheme].name in strip.accessibleName() for scheme in schemes)
    # Never at the expense of the card's rules text, nor past the room the seats leave the middle.
    assert table.card.text_label.isVisible() and not table.card.text_label.elided
    assert table.inner.height() <= table._middle_height and table.inner.width() <= table._middle_width
    for _scheme, _image, name in strip.items():
        # Every word of every name whole
        words = name.text().split()
        assert all(name.fontMetrics().horizontalAdvance(word) <= name.width() for word in words)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_second_window_and_table_mode_show_each_ongoing_schemes_picture(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images, language
) -> None:
    window = _window_with_ongoing(make_window, language)
    closing_card_images(window)
    window.images.set_card_images("on_demand")
    window.second_window.toggle_display(True)
    display = window.second_window.display
    for width, height in ((1920, 1080), (1366, 768)):
        display.resize(width, height)
        qtbot.waitUntil(lambda: display.ongoing_strip.shown_ids == list(ONGOING), timeout=10000)
        # The middle laid out again at its new size
        qtbot.wait(50)
        _shows_pictures_and_names(display, language)
    window.second_window.toggle_display(False)
    # Table mode's layout in a laptop's and a TV's window (F11 would fill the offscreen platform's 800×800 screen).
    window.menuBar().hide()
    window.window_layout.show_table_layout(True)
    table = window.table_view
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: table.ongoing_strip.shown_ids == list(ONGOING), timeout=10000)
        qtbot.wait(50)
        _shows_pictures_and_names(table, language)


def test_without_images_the_line_shows_as_before(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    window = _window_with_ongoing(make_window, "en")
    closing_card_images(window)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    display.resize(1366, 768)
    qtbot.wait(100)
    line = "Ongoing: I Am Duskmourn · Dark Wings Bring Your Downfall"
    assert display.ongoing_label.isVisible() and display.ongoing_label.text() == line
    assert not display.ongoing_strip.isVisible()
    # Turned on, then off again: the pictures go, the line comes back.
    window.images.set_card_images("on_demand")
    qtbot.waitUntil(lambda: display.ongoing_strip.shown_ids == list(ONGOING), timeout=10000)
    window.images.set_card_images("off")
    qtbot.waitUntil(lambda: not display.ongoing_strip.isVisible(), timeout=3000)
    assert display.ongoing_label.isVisible() and display.ongoing_label.text() == line
    # The images were there: it is the setting that took them away
    assert fake_scryfall.image_requests()


def test_a_crowded_middle_keeps_the_card_whole_rather_than_the_pictures(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    schemes = (*ONGOING, "my-undead-horde-awakens", "imprison-this-insolent-wretch")
    window = _window_with_ongoing(make_window, "en", schemes)
    closing_card_images(window)
    window.images.set_card_images("on_demand")
    window.second_window.toggle_display(True)
    display = window.second_window.display
    display.resize(1920, 1080)
    qtbot.waitUntil(lambda: display.ongoing_strip.shown_ids == list(schemes), timeout=10000)
    tall = display.ongoing_strip.picture_height
    made_room = []
    for width, height in ((1366, 768), (1366, 640), (1024, 600)):
        display.resize(width, height)
        qtbot.wait(100)
        strip = display.ongoing_strip
        if strip.isVisible():
            # Smaller pictures, and only while everything else keeps its room
            assert strip.picture_height <= tall
            _shows_pictures_and_names(display, "en", schemes)
        else:
            # No room: the line, as without images
            assert display.ongoing_label.isVisible()
        assert display.inner.height() <= display._middle_height and display.inner.width() <= display._middle_width
        made_room.append(strip.picture_height if strip.isVisible() else 0)
    # The small screen's pictures were made smaller, or left out
    assert made_room[-1] < round(tall * 0.8)


def test_table_mode_with_a_question_on_a_laptop_gives_the_pictures_only_the_room_left(
    qtbot, qasync_loop, fake_scryfall, make_window, closing_card_images
) -> None:
    # Table mode at 1366×768 (the window's size), Know Evil's question in the banner and three ongoing schemes: the
    # pictures at the middle's share of its height would push the card's text past its least size.
    schemes = (*ONGOING, "my-undead-horde-awakens")
    window = _window_with_ongoing(make_window, "en", schemes, question=True)
    closing_card_images(window)
    window.images.set_card_images("on_demand")
    window.menuBar().hide()
    # At the window's 1366×768 (see above)
    window.window_layout.show_table_layout(True)
    table = window.table_view
    # Every picture arrived (one at a time from the fake server): then the room is decided for all of them.
    qtbot.waitUntil(
        lambda: all(image.pixmap() is not None for _, image, _ in table.ongoing_strip.items()), timeout=10000
    )
    qtbot.wait(100)
    assert window.banner.isVisible() and table.card.text_label.isVisible()
    strip = table.ongoing_strip
    share = round(table.inner.height() * 0.2)
    # Made smaller, or left out for the line
    assert not strip.isVisible() or strip.picture_height < share
    if strip.isVisible():
        # With the question whole
        _shows_pictures_and_names(table, "en", schemes)
        banner = window.banner
        assert banner.heightForWidth(banner.width()) <= banner.height()
    else:
        # The line, as without images (a card this long is cut at this size with or without them)
        assert table.ongoing_label.isVisible()
