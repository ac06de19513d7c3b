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


def _counting(monkeypatch) -> list[tuple[str, int]]:
    """The symbols drawn from now on: code and pixels."""
    drawn: list[tuple[str, int]] = []
    real = mana_symbols.symbol_image_url

    def counted(code: str, pixels: int) -> str:
        drawn.append((code, pixels))
        return real(code, pixels)

    monkeypatch.setattr(mana_symbols, "symbol_image_url", counted)
    return drawn


def test_a_fitted_text_draws_its_symbols_at_the_size_shown_only(qapp, qtbot, monkeypatch) -> None:
    drawn = _counting(monkeypatch)
    label = FitLabel(40)
    qtbot.addWidget(label)
    label.resize(300, 160)
    label.show_text(TEXT)
    # Laid out, not drawn: the window may give the label another size before it paints.
    assert not drawn and "data:image/png" not in label.text()
    label.resize(320, 170)
    label.show()
    qtbot.waitExposed(label)
    qtbot.waitUntil(lambda: "data:image/png" in label.text(), timeout=3000)
    shown = label.font().pointSize()
    assert {pixels for _, pixels in drawn} == {symbol_pixels(shown)}, "no size tried while fitting is drawn"
    # The same text at the same size again: nothing laid out or drawn anew.
    count = len(drawn)
    label.show_text(TEXT)
    label.repaint()
    assert len(drawn) == count and "data:image/png" in label.text()


def test_a_new_size_is_drawn_when_painted(qapp, qtbot, monkeypatch) -> None:
    label = FitLabel(40)
    qtbot.addWidget(label)
    label.resize(300, 160)
    label.show_text(TEXT)
    label.show()
    qtbot.waitExposed(label)
    qtbot.waitUntil(lambda: "data:image/png" in label.text(), timeout=3000)
    before = label.font().pointSize()
    drawn = _counting(monkeypatch)
    label.resize(150, 90)
    qtbot.waitUntil(lambda: bool(drawn), timeout=3000)
    after = label.font().pointSize()
    assert after < before and {pixels for _, pixels in drawn} == {symbol_pixels(after)}
    assert f'height="{symbol_pixels(after)}"' in label.text() and "data:image/png" in label.text()
