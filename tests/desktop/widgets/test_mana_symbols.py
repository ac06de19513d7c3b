"""Mana symbols measured without being drawn.

A text with symbols is fitted by trying sizes: each size's layout needs the
symbols' places, never their images, so only the size shown is drawn.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextDocument

from archenemy.desktop.widgets import mana_symbols
from archenemy.desktop.widgets.fitted_labels import FitLabel
from archenemy.desktop.widgets.mana_symbols import symbol_image_url, symbol_pixels, to_html

TEXT = "Each opponent sacrifices a creature. {CHAOS}: pay {1}{U}{B} and {T} untap it.\nThen {X} more."


def _height(html: str, point_size: int, width: int) -> float:
    document = QTextDocument()
    document.setDocumentMargin(0)
    font = QFont()
    font.setPointSize(point_size)
    document.setDefaultFont(font)
    document.setHtml(html)
    document.setTextWidth(width)
    return document.size().height()


@pytest.mark.parametrize("point_size", [12, 17, 26, 40])
@pytest.mark.parametrize("width", [90, 240, 600])
def test_a_text_measured_without_images_is_laid_out_as_drawn(qapp, point_size, width) -> None:
    drawn = to_html(TEXT, point_size)
    placed = to_html(TEXT, point_size, drawn=False)
    assert "data:image/png" in drawn and "data:image/png" not in placed
    assert _height(placed, point_size, width) == _height(drawn, point_size, width)


def test_measuring_draws_no_symbol(qapp) -> None:
    before = symbol_image_url.cache_info()
    to_html("{2}{W}{W}", 31, drawn=False)
    after = symbol_image_url.cache_info()
    assert (after.hits, after.misses) == (before.hits, before.misses)


def test_a_fitted_text_draws_its_symbols_at_the_size_shown_only(qapp, monkeypatch) -> None:
    drawn: list[tuple[str, int]] = []
    real = mana_symbols.symbol_image_url

    def counted(code: str, pixels: int) -> str:
        drawn.append((code, pixels))
        return real(code, pixels)

    monkeypatch.setattr(mana_symbols, "symbol_image_url", counted)
    label = FitLabel(40)
    try:
        label.resize(300, 160)
        label.show_text(TEXT)
        shown = label.font().pointSize()
        assert drawn, "the text shown has its symbols drawn"
        assert {pixels for _, pixels in drawn} == {symbol_pixels(shown)}, "no size tried while fitting is drawn"
        assert "data:image/png" in label.text()
    finally:
        label.deleteLater()
