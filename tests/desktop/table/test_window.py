"""The main window, driven offscreen with pytest-qt.

A new game to the first scheme set in motion.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from archenemy.desktop.session import Session
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import Step


@pytest.fixture
def window(make_window):
    # Top card: This World Belongs to Me (non-ongoing)
    return make_window(seed=4)


def press_space(qtbot, win, times=1):
    for _ in range(times):
        qtbot.keyClick(win, Qt.Key.Key_Space)


def test_window_opens_on_default_game_at_archenemy_untap_step(window):
    state = window.session.state
    assert "Archenemy" in window.windowTitle()
    assert [p.name for p in state.players] == ["Archenemy", "Hero 1", "Hero 2", "Hero 3"]
    assert state.turn == 1 and state.step is Step.UNTAP and state.active == "Archenemy"
    assert window.panels["Archenemy"].life_label.text() == "40"
    assert window.panels["Hero 2"].life_label.text() == "20"
    assert sorted(c.scheme_id for c in state.zones[0].deck) == sorted(
        load_catalogue().precon("archenemy-nicol-bolas").scheme_ids()
    )


def test_space_advances_to_first_scheme_set_in_motion(window, qtbot):
    top = window.session.state.zones[0].deck[0]
    scheme = load_catalogue()[top.scheme_id]
    # Untap -> upkeep -> draw -> precombat main (904.9)
    press_space(qtbot, window, 3)
    state = window.session.state
    assert state.step is Step.PRECOMBAT_MAIN
    assert [f.uid for f in state.zones[0].face_up] == [top.uid]
    assert window.card.name_label.text() == scheme.name
    assert window.card.type_label.text() == scheme.type_line
    assert window.turn_bar.step_label.text() == "Precombat main phase"
    if not scheme.ongoing:
        assert window.banner.isVisible()
        assert "Resolve" in window.banner.question.text()


def test_done_puts_a_resolved_scheme_on_the_bottom_and_undo_restores(window, qtbot):
    press_space(qtbot, window, 3)
    state = window.session.state
    face = state.zones[0].face_up[0]
    assert not face.ongoing
    for _ in range(10):
        if not window.session.state.prompts:
            break
        before = window.session.state.prompts
        buttons = [b for b in window.banner.findChildren(QPushButton) if b.isVisible()]
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        assert window.session.state.prompts != before
    state = window.session.state
    # 904.10: bottom of the scheme deck
    assert state.zones[0].deck[-1].uid == face.uid
    assert not state.zones[0].face_up
    window.turn_bar.undo_button.click()
    assert window.session.state.zones[0].face_up


def test_next_step_is_refused_with_a_reason_while_a_prompt_waits(window, qtbot):
    press_space(qtbot, window, 3)
    assert window.session.state.prompts
    step = window.session.state.step
    press_space(qtbot, window)
    assert window.session.state.step is step
    assert window.status.text()


def test_life_buttons_change_life(window, qtbot):
    panel = window.panels["Hero 1"]
    qtbot.mouseClick(panel.minus, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.minus, Qt.MouseButton.LeftButton)
    assert panel.life_label.text() == "18"
    assert window.session.state.player("Hero 1").life == 18


def test_an_unfinished_game_is_resumed_on_start(tmp_path, qtbot):
    first = Session(tmp_path / "games")
    first.new_game()
    from archenemy.engine.actions import ChangeLife, NextStep

    first.perform(NextStep())
    first.perform(ChangeLife("Hero 3", -5))
    expected = first.state
    first.close()
    second = Session(tmp_path / "games")
    second.resume_or_new()
    assert second.state == expected
    second.close()


def test_every_visible_label_is_at_least_11_points(window, qtbot):
    press_space(qtbot, window, 3)
    for label in window.findChildren(QLabel):
        if label.isVisible() and label.text():
            assert label.font().pointSizeF() >= 11 or label.font().pixelSize() >= 15, label.text()
