"""Nothing pushes the main window past the screen.

In Spanish at 1366×768 a game night's end made it 1383 px wide, and table
mode then cut the right-hand seat.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject

from archenemy.engine.actions import Concede

from support.night import night_window


class Widest(QObject):
    """The widest the window was made."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window, self.width = window, window.width()
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.width = max(self.width, event.size().width())
        return False


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("story", [True, False])
def test_a_game_nights_end_keeps_the_window_on_the_screen(make_window, qtbot, monkeypatch, language, story) -> None:
    window = night_window(make_window, language=language)
    assert window.width() == 1366
    if not story:
        # A resumed game whose story is not told yet: the card and the ongoing schemes stay
        monkeypatch.setattr(window.session, "story", lambda: None)
    widest = Widest(window)
    session = window.session
    for _ in range(3):
        session.perform(Concede(session.state.players[0].name))
        qtbot.wait(10)
        assert window.game_end.outcome_box.isVisible() and window.game_end.next_game_button.isVisible()
        buttons = (window.game_end.next_game_button, window.game_end.rematch_button, window.game_end.outcome_new_button)
        assert all(window.rect().contains(b.mapTo(window, b.rect().bottomRight())) for b in buttons)
        window.night.next_game()
    assert widest.width == 1366, f"the window was made {widest.width} px wide"


def test_the_first_start_fills_the_screen_with_no_window_manager(tmp_path, xvfb_display) -> None:
    """Maximised is a hint nobody takes there: the window takes the free area itself."""
    from support.xvfb import run_scenario

    seen = run_scenario("first_start_without_a_window_manager", xvfb_display, tmp_path)
    assert seen["window"] == seen["screen"], seen
