"""A game another copy keeps looks read-only: a strip says why, changes are off."""

from __future__ import annotations

from pathlib import Path

import pytest

from archenemy.desktop.session import Session
from archenemy.desktop.table.window import MainWindow


@pytest.fixture
def second_copy(qtbot, tmp_path: Path):
    """A window on the games folder whose game another copy (a lock here) holds."""

    def make(language: str = "en") -> MainWindow:
        games = tmp_path / "games"
        first = Session(games)
        first.new_game()
        held.append(first)
        session = Session(games)
        session.resume_or_new()
        assert session.read_only is not None, "the first copy's lock keeps the game"
        held.append(session)
        window = MainWindow(session, language)
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    held: list[Session] = []
    windows: list[MainWindow] = []
    yield make
    for window in windows:
        window.close()
    for session in reversed(held):
        session.close()


def _acting(window: MainWindow):
    m = window.menus
    return [m.next_action, m.undo_action, m.several_action, m.set_life_action, m.rename_action, m.concede_action]


def test_a_second_copy_says_it_is_read_only_and_why(second_copy):
    window = second_copy()
    strip = window.read_only.strip
    assert strip.isVisible()
    assert window.read_only.title.text() == "Read-only"
    assert window.read_only.reason.text() == window.session.read_only
    assert "another copy" in window.read_only.reason.text()


def test_a_second_copy_disables_what_would_change_the_game(second_copy):
    window = second_copy()
    assert not window.turn_bar.next_button.isEnabled()
    assert not window.players_area.isEnabled() and not window.banner.isEnabled()
    assert not any(action.isEnabled() for action in _acting(window))
    # The way to a game of its own stays
    assert window.menus.new_action.isEnabled() and window.menus.open_action.isEnabled()


def test_a_second_copy_stays_read_only_after_a_state_is_shown_again(second_copy):
    window = second_copy()
    window.show_state()
    assert not window.turn_bar.next_button.isEnabled() and window.read_only.strip.isVisible()


def test_a_second_copy_title_names_the_app_once(second_copy):
    window = second_copy()
    title = window.windowTitle()
    assert title == "Read-only — Archenemy Companion" and title.count("Archenemy Companion") == 1


def test_a_second_copy_in_spanish_says_so_in_spanish(second_copy, translations):
    from archenemy.desktop.i18n import install_language

    install_language("es")
    window = second_copy("es")
    assert window.read_only.title.text() == "Solo lectura"
    assert "otra copia" in window.read_only.reason.text()
    assert window.read_only.strip.isVisible() and not window.turn_bar.next_button.isEnabled()
    assert window.windowTitle().count("Archenemy Companion") == 1


def test_a_game_of_its_own_is_live_again(second_copy):
    window = second_copy()
    window.session.new_game()
    window.show_state()
    assert window.session.read_only is None
    assert not window.read_only.strip.isVisible()
    assert window.turn_bar.next_button.isEnabled() and window.players_area.isEnabled()
    assert window.menus.several_action.isEnabled()
