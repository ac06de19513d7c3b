"""Table mode keeps the plane card within its share of the middle.

Archenemy with planes at 1366×768, the default deck's size (a three-digit
count), Fear My Authority's upkeep question in the banner: the middle had
no height for every line, so the plane card put its decks' count and its
controller on one line ("Planar deck: 140 cards · Planar controller:
Archenemy"), which never wrapped.  The card then needed more than its half
of the middle (525 pixels in English, 554 in Spanish, for 513), and the
scheme card beside it gave way, its rules text cut with "…".  In table mode
the joined line now wraps between its two parts, never inside one (325 and
344 pixels); the second window keeps it whole (see test_plane_text_fits).
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from archenemy.engine.planes import load_planes

from support.games import make_start
from support.window_play import space

SCREEN = (1366, 768)


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    qtbot.wait(300)


def _start():
    from support.planar_games import with_planes

    deck = ["fear-my-authority", "a-reckoning-approaches", "a-display-of-my-dark-power"]
    planes = ["akoum", *(p.id for p in load_planes().product_planes() if p.id != "akoum")]
    return with_planes(make_start(deck), planes)


def _to_fear_my_authority(qtbot, window) -> None:
    """On to the archenemy's second upkeep: Fear My Authority's question."""
    from PySide6.QtCore import Qt

    for _ in range(80):
        state = window.session.state
        if any(p.scheme_id == "fear-my-authority" and state.turn > 1 for p in state.prompts):
            return
        if state.prompts:
            qtbot.keyClick(window, Qt.Key.Key_Return)
        else:
            space(qtbot, window)
    raise AssertionError("no question of Fear My Authority")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_plane_card_keeps_to_its_share_in_table_mode(make_window, qtbot, translations, language):
    window = make_window(_start(), language)
    window.resize(*SCREEN)
    _settle(qtbot)
    _to_fear_my_authority(qtbot, window)
    window.toggle_table_mode(True)
    _settle(qtbot)
    window.resize(*SCREEN)
    _settle(qtbot)
    view = window.table_view
    planes, card = view.plane_card, view.card
    assert planes.isVisible() and card.isVisible() and window.banner.isVisible(), language
    decks = view.shown.planar.decks
    # Half the middle's row: its width less the margins and the gap between the two cards.
    margins = view.inner_layout.contentsMargins()
    share = (view.inner.width() - margins.left() - margins.right() - view.middle.spacing()) // 2
    need = planes.minimumSizeHint().width()
    assert need <= share, (language, planes.deck_label.text(), need, share)
    assert view.inner.minimumSizeHint().width() <= view.inner.width(), language
    # Both parts still said, each whole on its line.
    shown = planes.deck_label.text()
    controller = view.shown.planar.controller
    for part in (*decks, controller):
        assert part.replace(" ", "\u00a0") in shown.replace(" ", "\u00a0"), (language, part, shown)
