"""Mana symbols in a measured text: their places, no pictures made.

A card's rules text is fitted by measuring it at many sizes; only the size
shown needs the symbols' pictures (each a PNG drawn and encoded).
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextDocument

from archenemy.desktop.widgets import mana_symbols
from archenemy.desktop.widgets.fitted_labels import FitLabel
from archenemy.engine.catalogue import load_catalogue


def _height(html: str, point_size: int, width: int) -> float:
    document = QTextDocument()
    document.setDocumentMargin(0)
    font = QFont()
    font.setPointSize(point_size)
    document.setDefaultFont(font)
    document.setHtml(html)
    document.setTextWidth(width)
    return document.size().height()


def _symbol_texts() -> list[str]:
    catalogue = load_catalogue()
    return [catalogue[key].text for key in catalogue if mana_symbols.has_symbols(catalogue[key].text)]


def test_a_text_measured_without_pictures_is_as_tall_as_drawn(qapp) -> None:
    texts = _symbol_texts()
    assert texts, "schemes with mana symbols"
    for text in texts:
        for point_size in (11, 16, 23, 29):
            for width in (280, 560):
                drawn = _height(mana_symbols.to_html(text, point_size), point_size, width)
                placed = _height(mana_symbols.to_html(text, point_size, drawn=False), point_size, width)
                assert placed == drawn, (text[:40], point_size, width)
    assert 'src=""' in mana_symbols.to_html("{U}", 12, drawn=False)


def test_fitting_a_text_makes_the_pictures_of_the_sizes_shown_only(qtbot) -> None:
    text = max(_symbol_texts(), key=len)
    codes = {match.group(1).upper() for match in mana_symbols._SYMBOL.finditer(text)} & set(mana_symbols.CODEPOINTS)
    label = FitLabel(29, 11)
    qtbot.addWidget(label)
    label.resize(420, 300)
    label.show()
    mana_symbols.symbol_image_url.cache_clear()
    label.show_text(text)
    for height in (120, 200, 260):
        label.resize(420, height)
    made = mana_symbols.symbol_image_url.cache_info().misses
    # The size it first showed at, then one for each of the three boxes at most
    assert made <= 4 * len(codes), (made, len(codes))
