"""A key forwarded to the question's field never comes back to its window.

The window, table mode (F11) and the second window (F10) forward a digit
to the banner's count.  A field that cannot take it (disabled, read-only,
or holding its largest value's digits) ignored it, and Qt handed an ignored
key up to the field's parents: to the window, which forwarded it again,
until the C stack overflowed and the app died.  Each display, each field
that cannot take the key: the window's keys run once per key, the count
keeps its value, and the banner (and the second window) say why.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from archenemy.engine.actions import NextStep
from archenemy.engine.model import PromptKind
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.displays import display_texts, settle, show_displays

WILLED = "because-i-have-willed-it"


def to_count_question(window) -> None:
    """Next step until Because I Have Willed It asks how many spells were cast."""
    session = window.session
    for _ in range(80):
        prompts = session.state.prompts
        if prompts and prompts[0].kind is PromptKind.COUNT:
            QApplication.processEvents()
            return
        assert session.perform(NextStep()), "the game stopped on another question"
    raise AssertionError("no count question")


def cannot_take(qtbot, target, spin, how: str) -> tuple[str, str]:
    """Make ``spin`` unable to take a digit ``how``; the text it keeps, the reason.

    Full: 1, 2, 3 typed on ``target`` first, as the table types them.
    """
    if how == "disabled":
        spin.setEnabled(False)
    elif how == "read-only":
        spin.setReadOnly(True)
    else:
        qtbot.keyClicks(target, "123")
        assert spin.text() == "123"
        return "123", "The count goes up to 999."
    return spin.text(), "The count cannot be typed into now."


def counted_keys(window, monkeypatch) -> list[int]:
    """Wrap the window's keys: a call made while another runs fails the test."""
    calls: list[int] = []
    running: list[bool] = []
    handle_key = window.keys.handle_key

    def once(event) -> bool:
        if running:
            raise AssertionError("the window's keys were re-entered by the key they forwarded")
        calls.append(event.key())
        running.append(True)
        try:
            return handle_key(event)
        finally:
            running.pop()

    monkeypatch.setattr(window.keys, "handle_key", once)
    return calls


@pytest.mark.parametrize("how", ["disabled", "read-only", "full"])
@pytest.mark.parametrize("display", ["window", "table mode", "second window"])
def test_a_digit_the_count_cannot_take_is_refused_once_and_said(make_window, qtbot, monkeypatch, display, how):
    """The key runs the window's keys once; the count keeps its value; why is said."""
    players = (PlayerSetup("Archenemy", (WILLED,) * 20), PlayerSetup("Hero 1"), PlayerSetup("Hero 2"))
    window = make_window(GameSetup(Variant.ARCHENEMY, players))
    to_count_question(window)
    target = window
    if display == "table mode":
        qtbot.keyClick(window, Qt.Key.Key_F11)
        settle(qtbot)
        assert window.table_mode
        target = window.table_view
    elif display == "second window":
        target = show_displays(window, qtbot)
    spin = window.banner.spin
    assert spin is not None
    kept, reason = cannot_take(qtbot, target, spin, how)
    calls = counted_keys(window, monkeypatch)
    qtbot.keyClick(target, Qt.Key.Key_4)
    settle(qtbot)
    assert spin.text() == kept
    assert calls.count(Qt.Key.Key_4) <= 1
    assert window.session.state.prompts and window.session.state.prompts[0].kind is PromptKind.COUNT
    assert reason in window.banner.question.text()
    if display == "second window":
        assert reason in display_texts(target)
    # The digit still selects no player: it was the field's
    assert window.selected is None
