"""The scheme card's heading measures a width once, and again after a change.

The heading's layout (``schemes.heading.HeadingLayout``) is written in
Python: every question Qt asks it goes through the interpreter, and a
layout pass asks a width's height several times before placing the items
at it.  It remembers each width's arrangement until Qt invalidates it (an
item changed, or the next activation), as Qt's own layouts do; a heading
that measured every question again cost the start ~9 M instructions.
Counted, never timed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QPushButton

from archenemy.desktop.table.schemes import heading
from archenemy.desktop.table.schemes.views import SchemeCardView

LONG_CAPTION = "Plan continuo · boca arriba hasta que se abandone"


def _card(for_players: bool, caption: str = "Scheme in motion") -> SchemeCardView:
    card = SchemeCardView(for_players=for_players)
    card.tools.addWidget(QPushButton("Rulings"))
    for label, text in (
        (card.caption, caption),
        (card.name_label, "Feed the Machine"),
        (card.type_label, "Scheme"),
        (card.deck_label, "Scheme deck: 20 cards"),
    ):
        label.setText(text)
    card.english_label.hide()
    card.resize(600, 400)
    card.show()
    QApplication.processEvents()
    return card


def _layout(card: SchemeCardView) -> heading.HeadingLayout:
    found = card.findChildren(heading.HeadingLayout)
    assert len(found) == 1
    return found[0]


def _places(card: SchemeCardView) -> list[tuple[int, int, int, int]]:
    parts = (card.caption, card.name_label, card.type_label, card.deck_label, card.tools.parentWidget())
    return [part.geometry().getRect() for part in parts]


@pytest.mark.parametrize("for_players", [False, True])
def test_a_width_is_measured_once_until_invalidated(qtbot, monkeypatch, for_players):
    card = _card(for_players)
    qtbot.addWidget(card)
    layout = _layout(card)
    measured: list[int] = []
    arrange = heading.HeadingLayout._arrange

    def counted(self, rect, *rest, **named):
        measured.append(rect.width())
        return arrange(self, rect, *rest, **named)

    monkeypatch.setattr(heading.HeadingLayout, "_arrange", counted)
    layout.invalidate()
    heights = {layout.heightForWidth(width) for width in (300, 300, 520, 300, 520)}
    layout.setGeometry(QRect(10, 20, 520, layout.heightForWidth(520)))
    layout.setGeometry(QRect(10, 20, 520, layout.heightForWidth(520)))
    assert sorted(measured) == [300, 520] and len(heights) == 2
    layout.invalidate()
    assert layout.heightForWidth(300) in heights
    assert sorted(measured) == [300, 300, 520]


@pytest.mark.parametrize("for_players", [False, True])
def test_a_changed_caption_is_laid_out_as_a_new_card_lays_it_out(qtbot, for_players):
    card = _card(for_players)
    qtbot.addWidget(card)
    before = _places(card)
    card.caption.setText(LONG_CAPTION)
    fresh = _card(for_players, LONG_CAPTION)
    qtbot.addWidget(fresh)
    for _ in range(3):
        QApplication.processEvents()
    assert _places(card) != before
    assert _places(card) == _places(fresh)
    # Narrower: the deck's count and the tools leave the caption's row, as a new card lays them out.
    for each in (card, fresh):
        each.resize(360, 400)
    for _ in range(3):
        QApplication.processEvents()
    assert _places(card) == _places(fresh)
