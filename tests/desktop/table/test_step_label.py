"""The turn bar's step name.

Whole words, at most two lines, the same height at every step of a turn.

Before, with the game log shown at 1366×768 the Spanish names were cut inside
a word ("Paso de manten") and the bar (and the table under it) jumped a line
between steps.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics

from archenemy.desktop.table.step_label import FLOOR_PT
from archenemy.desktop.texts import step_name
from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.model import PromptKind, Step


def _bar_heights(window, qtbot) -> dict[str, int]:
    """The turn bar's height at each step name over two turns.

    The turn bar's height at each step name shown while the game goes through
    two turns.
    """
    session, seen = window.session, {}
    for _ in range(60):
        state = session.state
        if state.prompts:
            prompt = state.prompts[0]
            value = {PromptKind.DONE: True, PromptKind.YES_NO: False, PromptKind.COUNT: 0}.get(
                prompt.kind, prompt.options[0] if prompt.options else True
            )
            session.perform(Answer(prompt.id, value))
            continue
        session.perform(NextStep())
        qtbot.wait(1)
        seen[window.turn_bar.step_label.text()] = window.turn_bar.height()
    return seen


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("log_shown", [False, True])
def test_the_turn_bar_keeps_its_height_through_every_step(make_window, qtbot, language, log_shown) -> None:
    window = make_window()
    # View → Language: the step names in that language
    window.set_language(language)
    window.resize(1366, 768)
    if log_shown:
        # The log's dock takes a third of the width: long step names wrap
        window.menus.log_action.trigger()
    qtbot.wait(20)
    heights = _bar_heights(window, qtbot)
    # Every step of a turn was shown
    assert len(heights) >= 10, heights
    assert ("Upkeep" in heights) == (language == "en"), heights
    assert len(set(heights.values())) == 1, heights
    label = window.turn_bar.step_label
    metrics, width = QFontMetrics(label.font()), label.contentsRect().width()
    words = {word for step in Step for word in step_name(step).split()}
    assert all(metrics.horizontalAdvance(word) <= width for word in words), (label.font().pointSizeF(), width)
    assert label.font().pointSizeF() >= FLOOR_PT


def test_the_step_name_takes_the_theme_size_again_when_there_is_room(make_window, qtbot) -> None:
    window = make_window()
    window.resize(1366, 768)
    bar = window.turn_bar
    qtbot.waitUntil(lambda: bar.step_label.font().pointSizeF() == bar.turn_label.font().pointSizeF(), timeout=5000)
    full = window.turn_bar.step_label.font().pointSizeF()
    # Room enough: the theme's size, one line
    assert full == window.turn_bar.turn_label.font().pointSizeF()
    window.menus.log_action.trigger()
    # The log takes the room
    qtbot.waitUntil(lambda: window.turn_bar.step_label.font().pointSizeF() < full, timeout=2000)
    window.menus.log_action.trigger()
    qtbot.waitUntil(lambda: window.turn_bar.step_label.font().pointSizeF() == full, timeout=2000)
    window.set_scale(1.3)
    window.set_scale(1.0)
    qtbot.waitUntil(lambda: window.turn_bar.step_label.font().pointSizeF() == full, timeout=2000)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_next_step_button_gives_a_shrunk_step_name_its_room(make_window, qtbot, language) -> None:
    """ "Next step" keeps its key while the step names fit beside it.

    "Next step" keeps its key while the step names fit beside it at
    KEY_KEEPS_SHARE of their size (at 1366×768 in Spanish it lost its key);
    past that it leaves the key out (its tooltip says it), and the key comes
    back only when the names would fit a little larger (no flip-flop).
    """
    from archenemy.desktop.table.step_label import KEY_KEEPS_SHARE

    window = make_window()
    window.set_language(language)
    window.resize(1366, 768)
    label, button = window.turn_bar.step_label, window.turn_bar.next_button
    full, with_key, short = (
        window.turn_bar.turn_label.font().pointSizeF(),
        window.tr("Next step  [Space]"),
        window.tr("Next step"),
    )

    def fitted() -> bool:
        # The names fitted to the label's width in that language: the largest size that fits
        width, size = label.contentsRect().width(), label.font().pointSizeF()
        return label.fits_at_full_size(width, size / full) and (
            size == full or not label.fits_at_full_size(width, (size + 1) / full)
        )

    qtbot.waitUntil(fitted, timeout=5000)
    # The tooltip names the key
    assert with_key != short and button.toolTip().endswith(")")
    # 1366 px: both
    assert button.text() == with_key and label.font().pointSizeF() >= KEY_KEEPS_SHARE * full
    if language == "en":
        # Room enough for both at full size
        assert label.font().pointSizeF() == full
    height = window.turn_bar.height()
    # The log's dock takes its third of the width
    window.menus.log_action.trigger()
    qtbot.waitUntil(lambda: button.text() == short, timeout=2000)
    # The bar laid out again around the shorter button: its height comes back
    qtbot.waitUntil(lambda: window.turn_bar.height() == height, timeout=5000)
    key = button.fontMetrics().horizontalAdvance(with_key) - button.fontMetrics().horizontalAdvance(short)
    # With its key the button would leave the name too small; the bar keeps its height.
    assert not label.fits_at_full_size(label.contentsRect().width() - key, KEY_KEEPS_SHARE)
    texts = []
    button_text = button.setText
    window.turn_bar.next_button.setText = lambda text: (texts.append(text), button_text(text))  # type: ignore[method-assign]
    heights = _bar_heights(window, qtbot)
    # No step changes the button: the name's room holds
    assert len(heights) >= 10 and not texts, texts
    window.menus.log_action.trigger()
    qtbot.waitUntil(
        lambda: button.text() == with_key and label.font().pointSizeF() >= KEY_KEEPS_SHARE * full, timeout=5000
    )
    assert button.text() == with_key and label.font().pointSizeF() >= KEY_KEEPS_SHARE * full


def _planes_window(make_window, qtbot, language: str, width: int):
    """An Archenemy game with planes at ``width``×768, precombat main, no roll yet."""
    from support.displays import play
    from support.games import FILLER, make_start
    from support.planar_games import PLANAR_FILLER, with_planes

    window = make_window(with_planes(make_start(FILLER, heroes=3), PLANAR_FILLER), language)
    window.resize(width, 768)
    play(window, lambda s: s.step is Step.PRECOMBAT_MAIN and not s.prompts)
    qtbot.wait(20)
    return window


def _keys_shown(window) -> tuple[bool, bool]:
    """Whether Next step and the planar die's button show their keys."""
    bar = window.turn_bar
    return "[" in bar.next_button.text(), "[" in bar.roll_button.text()


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_keys_come_back_when_the_dies_cost_leaves_room(make_window, qtbot, language) -> None:
    """The die's cost takes width ("1 mana"): the cost goes first, and comes back.

    The keys stay: a player looks for them on the bar, the plane card says
    the next roll's cost.  Before, both keys went at the first roll and
    never came back, with room for them again once the roll was undone (or
    the next turn's was free).
    """
    from archenemy.engine.actions import RollPlanarDie, Undo
    from archenemy.engine.planar import planar_controller

    window = _planes_window(make_window, qtbot, language, 1280)
    bar = window.turn_bar

    def shown() -> tuple[str, str, float]:
        return bar.next_button.text(), bar.roll_button.text(), bar.step_label.font().pointSizeF()

    # The narrowest window (10 px at a time) with room for both keys and the cost while the roll is free
    for width in range(1280, 1900, 10):
        window.resize(width, 768)
        qtbot.wait(30)
        if _keys_shown(window) == (True, True) and "·" in bar.roll_button.text():
            break
    assert _keys_shown(window) == (True, True) and "·" in bar.roll_button.text(), width
    free = shown()
    controller = planar_controller(window.session.state)
    assert controller is not None and window.session.perform(RollPlanarDie(controller, "blank"))
    # The next roll costs a mana: the die's button gives its cost up, both keep their keys
    cost = {"en": "1 mana", "es": "1 de maná"}[language]
    qtbot.waitUntil(lambda: cost not in bar.roll_button.text(), timeout=3000)
    assert _keys_shown(window) == (True, True), bar.roll_button.text()
    assert window.session.perform(Undo())
    # As it was before the roll
    qtbot.waitUntil(lambda: shown() == free, timeout=3000)


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_shrunk_step_name_keeps_to_one_line(make_window, qtbot, language) -> None:
    """A step name drawn smaller than the theme's size takes one line if one will do.

    With the planar die's button, window by window from 1,250 to 1,650 px:
    the names break over two lines only when no size down to
    ``ONE_LINE_SHARE`` of the theme's keeps every one of them on one.
    Before, "Declarar bloqueadores" broke over two lines beside a blank
    where a point less kept it whole.
    """
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFont

    from archenemy.desktop.table.step_label import ONE_LINE_SHARE

    window = _planes_window(make_window, qtbot, language, 1250)
    label = window.turn_bar.step_label
    full = window.turn_bar.turn_label.font().pointSizeF()
    names = [step_name(step) for step in Step]

    def one_line(font: QFont, width: int) -> bool:
        metrics = QFontMetrics(font)
        # Less than two lines' height: one line
        return all(
            metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, name).height()
            < 2 * metrics.lineSpacing()
            for name in names
        )

    for window_width in range(1250, 1660, 10):
        window.resize(window_width, 768)
        qtbot.wait(30)
        size, width = label.font().pointSizeF(), label.contentsRect().width()
        if size >= full or one_line(label.font(), width):
            continue
        for points in range(int(full) - 1, int(ONE_LINE_SHARE * full) - 1, -1):
            font = QFont(label.font())
            font.setPointSizeF(points)
            assert not one_line(font, width), (window_width, size, points)
