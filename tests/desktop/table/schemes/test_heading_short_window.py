"""A short window's scheme heading never draws over the rules text.

Under Xvfb at 1024×600 in Spanish, "Cada sueño, una pesadilla" in motion
with its question above the card: the window had 24 pixels less than
every part's least height, Qt squeezed the heading below the rows it
had placed its items in, and the type line "Plan", alone on a third row,
was drawn over the rules text.  Now the type line goes beside a name that
leaves it room (the English name under it), and a heading given less
height than its rows leaves out, in turn, the type line, the English name
and the deck's count (never the card tools) until what is left fits.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QPushButton

from archenemy.desktop.table.schemes import heading
from archenemy.desktop.table.schemes.views import SchemeCardView
from archenemy.engine.actions import NextStep

from support.games import FILLER, make_start


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(200)


def _heading_parts(card: SchemeCardView):
    return (card.caption, card.name_label, card.english_label, card.type_label, card.deck_label)


def _drawn(widget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


@pytest.mark.parametrize(
    "scheme",
    ["every-dream-a-nightmare", "only-blood-ends-your-nightmares", "your-nightmares-are-delicious"],
)
def test_no_heading_line_over_the_rules_text_at_1024_by_600(make_window, qtbot, translations, scheme):
    window = make_window(make_start([scheme, *FILLER]), "es")
    window.resize(1024, 600)
    for _ in range(3):
        window.session.perform(NextStep())
    _settle(qtbot)
    card = window.card
    assert card.text_label.isVisible() and card.text_label.source
    text_top = card.text_label.geometry().top()
    for part in (*_heading_parts(card), card.tools.parentWidget()):
        if _drawn(part):
            assert part.geometry().bottom() < text_top, (scheme, part.objectName(), part.geometry(), text_top)
    # The card tools (Rulings) are never the part left out
    assert _drawn(card.tools.parentWidget())


def _card(name: str, english: str) -> SchemeCardView:
    card = SchemeCardView()
    card.tools.addWidget(QPushButton("Aclaraciones"))
    for label, text in (
        (card.caption, "Puesto en marcha"),
        (card.name_label, name),
        (card.english_label, english),
        (card.type_label, "Plan"),
        (card.deck_label, "Mazo de planes: 19 cartas"),
    ):
        label.setText(text)
    card.resize(700, 400)
    card.show()
    QApplication.processEvents()
    return card


def _layout(card: SchemeCardView) -> heading.HeadingLayout:
    return card.findChildren(heading.HeadingLayout)[0]


def test_the_type_line_goes_beside_a_name_with_room_for_it_alone(qtbot):
    card = _card("Cada sueño", "Every Dream a Nightmare")
    qtbot.addWidget(card)
    layout = _layout(card)
    name_line = card.name_label.line_width()
    type_line, english_line = card.type_label.sizeHint().width(), card.english_label.sizeHint().width()
    assert english_line > type_line
    # Room beside the name for the type line, not for the English name
    width = name_line + 12 + type_line + 4
    layout.setGeometry(QRect(0, 0, width, layout.heightForWidth(width)))
    name, kind, english = card.name_label.geometry(), card.type_label.geometry(), card.english_label.geometry()
    assert kind.left() > name.left() and kind.top() < name.bottom(), "the type line on the name's row"
    assert english.top() > name.bottom(), "the English name under the name"


def test_a_short_heading_leaves_out_the_type_line_then_the_english_name(qtbot):
    card = _card("Solo la sangre pone fin a tus pesadillas", "Only Blood Ends Your Nightmares")
    qtbot.addWidget(card)
    layout = _layout(card)
    width = 420
    whole, least = layout.heightForWidth(width), layout.minimumHeightForWidth(width)
    assert least < whole
    tools = card.tools.parentWidget()
    seen_left_out = []
    for height in range(whole, least - 1, -1):
        layout.setGeometry(QRect(0, 0, width, height))
        shown = [part for part in (*_heading_parts(card), tools) if part.width() > 0 and part.height() > 0]
        for part in shown:
            assert part.geometry().bottom() < height, (height, part.objectName(), part.geometry())
        left_out = [part.objectName() for part in _heading_parts(card) if part not in shown]
        seen_left_out.append(left_out)
        assert tools in shown and card.caption in shown and card.name_label in shown
    # The order things go: the type line first, then the English name, then the deck's count
    assert seen_left_out[0] == [] and seen_left_out[-1] == ["englishName", "typeLine", "deckCount"]
    assert ["typeLine"] in seen_left_out
    # Room again: everything back
    layout.setGeometry(QRect(0, 0, width, whole))
    assert all(part.width() > 0 for part in _heading_parts(card))
