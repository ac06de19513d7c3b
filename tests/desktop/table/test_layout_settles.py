"""A render is laid out once, before its paint.

The first frame after an action is the settled one: the question already at
the size it grows to beside the card's text, the height shared at the parts'
new sizes; nothing is measured or drawn again after it (a second layout and
paint after every key, and the question jumping a size 60 ms later).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from archenemy.desktop.table.layout import WindowLayout
from archenemy.desktop.table.prompts.question_size import QUESTION_PT
from archenemy.desktop.table.window import MainWindow
from archenemy.engine.actions import ChangeLife, NextStep

SCREEN = (1366, 768)


class _FirstPaint(QObject):
    """What ``look`` returns at ``widget``'s first paint after :meth:`arm`."""

    def __init__(self, widget, look) -> None:
        super().__init__()
        self._look = look
        self.seen: object = None
        self._armed = False
        widget.installEventFilter(self)

    def arm(self) -> None:
        self.seen, self._armed = None, True

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if self._armed and event.type() == QEvent.Type.Paint:
            self.seen, self._armed = self._look(), False
        return False


def _looks(window: MainWindow) -> tuple[float, int, int, int]:
    """The question's and the card text's sizes, the panels' and banner's heights.

    Points, points, pixels, pixels.
    """
    return (
        window.banner.question.font().pointSizeF(),
        window.card.text_label.font().pointSize(),
        window.players_area.height(),
        window.banner_slot.height(),
    )


def _window_with_a_growing_question(make_window, qtbot) -> MainWindow:
    """A window at 1,366×768 before a question smaller than the card's text.

    A fixed shuffle whose top scheme is not ongoing: "Resolve …, then press
    Done." above its rules text.
    """
    window = make_window()
    catalogue = window.session.catalogue
    for seed in range(100):
        window.session.new_game(rng=random.Random(seed))
        top = window.session.state.zones[0].deck[0]
        if not catalogue[top.scheme_id].ongoing and len(catalogue[top.scheme_id].text) < 200:
            break
    window.resize(*SCREEN)
    qtbot.wait(100)
    return window


def _to_the_question(window: MainWindow) -> None:
    for _ in range(12):
        if window.session.state.prompts:
            return
        window.session.perform(NextStep())


def test_a_new_question_is_painted_first_at_its_settled_size(make_window, qtbot) -> None:
    window = _window_with_a_growing_question(make_window, qtbot)
    first = _FirstPaint(window.banner.question, lambda: _looks(window))
    first.arm()
    _to_the_question(window)
    assert window.session.state.prompts
    qtbot.waitUntil(lambda: first.seen is not None, timeout=3000)
    # Every timer the render set running has run (the question's refit was 60 ms later)
    qtbot.wait(400)
    assert window.banner.question.font().pointSizeF() > QUESTION_PT * window.theme.scale, "a question that grows"
    assert first.seen == _looks(window), "the first frame is the settled one, nothing moves after it"


def test_an_action_is_laid_out_once_and_not_measured_again_after_its_paint(make_window, qtbot, monkeypatch) -> None:
    window = _window_with_a_growing_question(make_window, qtbot)
    _to_the_question(window)
    qtbot.wait(400)
    shares: list[str] = []
    share_height = WindowLayout.share_height

    def counted(layout: WindowLayout) -> None:
        shares.append("after the paint" if painted.seen is not None else "before")
        share_height(layout)

    monkeypatch.setattr(WindowLayout, "share_height", counted)
    painted = _FirstPaint(window.centralWidget(), lambda: True)
    for action in (ChangeLife("Hero 1", -1), ChangeLife("Hero 1", 1)):
        shares.clear()
        painted.arm()
        window.session.perform(action)
        qtbot.waitUntil(lambda: painted.seen is not None, timeout=3000)
        qtbot.wait(400)
        QApplication.processEvents()
        assert shares and "after the paint" not in shares, shares
