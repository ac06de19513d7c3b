"""The window acts on a resumed game at once, while its history is rebuilt.

A scheme set in motion meanwhile alerts once (an undo and a redo of it do
not), the undo texts follow, and nothing of it waits for the history; once
the history arrives nothing is news twice.
"""

from __future__ import annotations

from archenemy.desktop.session import Session
from archenemy.desktop.table.window import MainWindow
from archenemy.engine.actions import Answer, ChangeLife

from support.window_play import physical, space


def _resumed_window(make_window, qtbot):
    """A game at its reveal question, closed, then resumed in a window not shown yet.

    Its history stays pending: the window rebuilds it only after its first paint.
    """
    first = make_window(physical())
    space(qtbot, first, 3)
    games = first.session.games_dir
    first.session.close()
    session = Session(games)
    session.resume_or_new()
    assert session.game.history_pending
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    return session, window


def test_a_scheme_set_in_motion_mid_rebuild_alerts_once_and_waits_for_nothing(make_window, qtbot):
    session, window = _resumed_window(make_window, qtbot)
    try:
        alerts = window.alerts
        before = alerts.sounds
        prompt = session.state.prompts[0]
        assert session.perform(Answer(prompt.id, "because-i-have-willed-it"))
        assert session.game.history_pending
        assert alerts.sounds == before + 1
        assert window.menus.undo_action.isEnabled() and window.menus.redo_action.isEnabled() is False
        # Taken back and brought back: no news, and still no wait
        window.menus.undo_action.trigger()
        window.menus.redo_action.trigger()
        assert session.game.history_pending and alerts.sounds == before + 1
        assert session.perform(ChangeLife("Hero 1", -2))
        assert session.game.history_pending and window.panels["Hero 1"].life_label.text() == "18"
        # The history arrives: what was shown is no news
        session.complete_history()
        assert not session.game.history_pending and session.game.resume_matched
        assert alerts.sounds == before + 1
        assert session.state.player("Hero 1").life == 18
    finally:
        session.close()
