"""What players expect: sound and flash, the screen kept awake, recent games."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QMessageBox

from archenemy.desktop.settings import load_settings
from archenemy.desktop.table.dialogs.recent_games import RecentGamesDialog, recent_games
from archenemy.desktop.table.keep_awake import ScreenKeeper
from archenemy.engine.actions import ChangeLife, Concede
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.snapshot import snapshot_path

from support.window_play import physical, reveal, space


def test_a_new_question_and_a_scheme_set_in_motion_beep_and_flash_once(make_window, qtbot):
    window = make_window(physical())
    alerts = window.alerts
    assert alerts.sounds == 0
    # The reveal question
    space(qtbot, window, 3)
    assert alerts.sounds == 1 and alerts.flashes == 1
    assert window.banner.property("flash") is True
    flashing = window.banner.minimumSizeHint()
    window.banner.setStyleSheet("")
    assert window.banner.minimumSizeHint() == flashing, "a flash never changes the banner's size"
    # Set in motion
    reveal(qtbot, window, "Because I Have Willed It")
    assert alerts.sounds == 2
    # Undoing brings the question back: no news
    window.menus.undo_action.trigger()
    window.menus.redo_action.trigger()
    assert alerts.sounds == 2
    # Off, and remembered
    window.menus.alerts_action.trigger()
    assert not alerts.enabled and load_settings().alerts is False
    window.session.perform(ChangeLife("Hero 1", -1))
    assert alerts.sounds == 2


class FakeInhibitor:
    def __init__(self, accept: bool = True) -> None:
        self.accept = accept
        self.calls: list[str] = []

    def inhibit(self) -> bool:
        self.calls.append("inhibit")
        if self.accept is None:
            raise OSError("no bus")
        return self.accept

    def release(self) -> None:
        self.calls.append("release")


def test_the_screen_keeper_inhibits_while_a_game_is_open_and_the_setting_allows(qtbot):
    fake = FakeInhibitor()
    keeper = ScreenKeeper(inhibitor=fake)
    keeper.set_game_open(True)
    assert keeper.active and fake.calls == ["inhibit"]
    keeper.set_game_open(True)
    assert fake.calls == ["inhibit"], "once"
    keeper.set_wanted(False)
    assert not keeper.active and fake.calls == ["inhibit", "release"]
    keeper.set_wanted(True)
    keeper.release()
    assert fake.calls == ["inhibit", "release", "inhibit", "release"]


@pytest.mark.parametrize("accept", [False, None])
def test_the_screen_keeper_degrades_silently(qtbot, accept):
    keeper = ScreenKeeper(inhibitor=FakeInhibitor(accept))
    keeper.set_game_open(True)
    assert not keeper.active


def test_the_window_keeps_the_screen_awake_until_the_game_ends(make_window, qtbot):
    window = make_window()
    fake = FakeInhibitor()
    window.keys.screen_keeper._inhibitor = fake
    window.keys.screen_keeper.active = False
    window.keys.screen_keeper.game_open = False
    window.show_state()
    assert window.keys.screen_keeper.active
    window.session.perform(Concede("Archenemy"))
    assert not window.keys.screen_keeper.active and fake.calls[-1] == "release"
    window.menus.keep_awake_action.trigger()
    assert load_settings().keep_awake is False


def test_recent_games_list_date_players_and_winner_to_continue_or_delete(make_window, qtbot):
    window = make_window()
    first = window.session.path
    # The heroes win
    window.session.perform(Concede("Archenemy"))
    time.sleep(0.01)
    window.files.start_game(None)
    # Journals are named by the second
    time.sleep(1.05)
    window.files.start_game(None)
    current = window.session.path
    games = recent_games(window.session.games_dir, load_catalogue())
    assert [g.path for g in games][0] == current and len(games) == 3
    finished = next(g for g in games if g.path == first)
    assert finished.over and set(finished.winners) == {"Hero 1", "Hero 2", "Hero 3"}
    assert finished.players == ("Archenemy", "Hero 1", "Hero 2", "Hero 3")
    window.menus.recent_action.trigger()
    dialog = next(d for d in window.dialogs.opened if isinstance(d, RecentGamesDialog))
    lines = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert "(this game)" in lines[0] and "won by Hero 1, Hero 2, Hero 3" in " ".join(lines)
    assert not dialog.continue_button.isEnabled() and not dialog.delete_button.isEnabled()
    row = next(i for i in range(dialog.list.count()) if "won by" in dialog.list.item(i).text())
    dialog.list.setCurrentRow(row)
    dialog.delete_button.click()
    box = dialog._box
    assert isinstance(box, QMessageBox) and first.exists() and snapshot_path(first).exists()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert not first.exists() and dialog.list.count() == 2
    # Nothing of the game is left behind
    assert not snapshot_path(first).exists()
    dialog.list.setCurrentRow(1)
    other = dialog.selected_path()
    dialog.continue_button.click()
    assert window.session.path == other


def test_a_flash_blinks_the_background_through_the_theme_never_a_style_sheet_of_its_own(make_window, qtbot):
    """A widget's own style sheet restyles everything inside it at each blink.

    The card: a click's worth.
    """
    from archenemy.desktop.widgets.flash import flash_widget

    window = make_window()
    card = window.card
    qtbot.waitExposed(window)

    def background():
        return card.grab().toImage().pixelColor(card.width() - 26, card.height() - 26).name()

    before = background()
    flash_widget(card)
    assert card.property("flash") is True and card.styleSheet() == ""
    assert background() == window.theme.palette.banner.lower() != before
    qtbot.waitUntil(lambda: card.property("flash") is False, timeout=3000)
    assert background() == before and card.styleSheet() == ""
    window.banner.show()
    window.banner.flash()
    assert window.banner.property("flash") is True and window.banner.styleSheet() == ""


@pytest.mark.parametrize("language", ["en", "es"])
def test_recent_games_say_each_games_variant(make_window, qtbot, language):
    """Recent games omitted the variant (an Archenemy game and a Rumble looked alike)."""
    from archenemy.desktop import texts
    from archenemy.engine.setup import GameSetup, PlayerSetup
    from archenemy.engine.variants import Variant

    window = make_window(None, language)
    first = window.session.path
    deck = tuple(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())
    # Journals are named by the second
    time.sleep(1.05)
    window.files.start_game(
        GameSetup(Variant.SUPERVILLAIN_RUMBLE, tuple(PlayerSetup(n, deck) for n in ("Ann", "Ben", "Cat")))
    )
    games = {g.path: g for g in recent_games(window.session.games_dir, load_catalogue())}
    assert (
        games[first].variant is Variant.ARCHENEMY and games[window.session.path].variant is Variant.SUPERVILLAIN_RUMBLE
    )
    window.menus.recent_action.trigger()
    dialog = next(d for d in window.dialogs.opened if isinstance(d, RecentGamesDialog))
    lines = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert texts.variant_name(Variant.SUPERVILLAIN_RUMBLE) in lines[0].splitlines()[0], lines
    assert texts.variant_name(Variant.ARCHENEMY) in lines[1].splitlines()[0], lines
