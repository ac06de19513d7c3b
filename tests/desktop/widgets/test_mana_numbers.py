"""Numbers above the Mana font's 20 drawn as symbols, on every display.

The planar die's cost (CR 901.9) passes 20 after twenty rolls in a turn: the
font has no glyph for it, so the number is written in the regular font's
digits on the same grey disc, never left as raw braces.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel

from archenemy.desktop.widgets.mana_symbols import GENERIC_COLOUR, SYMBOL_INK, has_symbols, symbol_png, to_html
from archenemy.engine.actions import RollPlanarDie
from archenemy.engine.model import Step
from archenemy.engine.planar import planar_controller

from support.displays import play
from support.planar_games import PLANAR_FILLER, planechase_start


def _outside_images(html: str) -> str:
    """``html`` without its images (their ``alt`` keeps the braces)."""
    return re.sub(r"<img [^>]*>", "", html)


@pytest.mark.parametrize("number", ["21", "27", "100"])
def test_a_number_above_twenty_is_a_symbol_not_braces(qapp, number) -> None:
    html = to_html(f"Your next roll: {{{number}}}", 17)
    assert has_symbols(f"{{{number}}}")
    assert f'alt="{{{number}}}"' in html and "data:image/png" in html
    assert "{" not in _outside_images(html), html


@pytest.mark.parametrize("number", ["21", "27", "100"])
def test_the_number_is_written_on_the_grey_disc(qapp, number) -> None:
    image = QImage.fromData(symbol_png(number, 24))
    assert not image.isNull()
    disc = image.height()
    margin = (image.width() - disc) // 2
    # The disc's grey near its left edge, where no digit reaches
    edge = image.pixelColor(margin + disc // 10, disc // 2)
    assert edge.name() == QColor(GENERIC_COLOUR).name(), edge.name()
    # The digits in the symbols' ink across the middle
    ink = QColor(SYMBOL_INK)
    inked = [
        x
        for x in range(margin, margin + disc)
        if abs(image.pixelColor(x, disc // 2).lightness() - ink.lightness()) < 40
    ]
    assert inked, "no digit drawn"
    assert symbol_png(number, 24) != symbol_png("20", 24)


def test_the_laptop_draws_a_roll_cost_above_twenty_as_a_symbol(make_window, qtbot) -> None:
    window = make_window(planechase_start(PLANAR_FILLER, players=2), "en")
    play(window, lambda s: s.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN) and not s.prompts)
    controller = planar_controller(window.session.state)
    assert controller is not None
    for _ in range(21):
        assert window.session.perform(RollPlanarDie(controller, "blank"))
    costs = window.view_now().planar.costs  # type: ignore[union-attr]
    assert any("{21}" in line for line in costs), costs
    labels = [label.text() for name in ("planarDie", "planarCosts") for label in window.findChildren(QLabel, name)]
    shown = " ".join(label for label in labels if "21" in label)
    assert 'alt="{21}"' in shown, labels
    assert "{21}" not in _outside_images(shown), shown
