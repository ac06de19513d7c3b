"""The table view's flows, driven offscreen.

Set-up → play → prompt → abandon → undo → end of game.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QSpinBox, QWidget

from archenemy.engine.actions import ChangeLife
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import HEROES, Step
from archenemy.engine.variants import Variant

from support.window_play import NICOL_BOLAS, advance_to, physical, reveal, space


def test_full_flow_prompt_abandon_undo_and_end_of_game(make_window, qtbot):
    window = make_window(physical())
    # 904.9: precombat main, the table reveals a scheme
    space(qtbot, window, 3)
    reveal(qtbot, window, "Because I Have Willed It")
    state = window.session.state
    assert [f.scheme_id for f in state.zones[0].face_up] == ["because-i-have-willed-it"]
    ongoing_names = [label.text() for label in window.ongoing.findChildren(type(window.ongoing.title))]
    assert "Because I Have Willed It" in ongoing_names
    advance_to(qtbot, window, HEROES, Step.END)
    prompt = window.session.state.prompts[0]
    assert prompt.question == "because-i-have-willed-it"
    assert "How many spells" in window.banner.question.text()
    # Refused while the prompt waits, with a reason
    space(qtbot, window)
    assert window.session.state.step is Step.END and window.status.text()
    spin = window.banner.spin
    assert isinstance(spin, QSpinBox) and spin.hasFocus()
    qtbot.keyClicks(spin, "4")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    # Abandoned (701.33)
    assert not window.session.state.zones[0].face_up
    # On the bottom of the scheme deck
    assert window.session.state.zones[0].deck
    assert "Undo: Answer" in window.menus.undo_action.text()
    window.menus.undo_action.trigger()
    assert window.session.state.prompts and window.banner.isVisible()
    window.menus.redo_action.trigger()
    assert not window.session.state.zones[0].face_up
    window.session.perform(ChangeLife("Archenemy", -40))
    assert window.game_end.outcome_box.isVisible()
    assert "heroes win" in window.game_end.outcome_label.text()
    window.game_end.rematch_button.click()
    assert window.session.state.turn == 1 and not window.session.state.over


def test_number_keys_select_a_player_and_plus_minus_page_keys_change_life(make_window, qtbot):
    window = make_window()
    # 1 the archenemy, then seats: 3 = Hero 2
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert window.selected == "Hero 2"
    assert window.panels["Hero 2"].property("selected") is True
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.session.state.player("Hero 2").life == 14
    assert window.panels["Hero 2"].delta_label.text() == "−6"
    assert window.menus.undo_action.text() == "&Undo: Hero 2 life −6"
    # Merged clicks are one undo step
    window.menus.undo_action.trigger()
    assert window.session.state.player("Hero 2").life == 20


def test_shift_click_changes_life_by_five(make_window, qtbot):
    window = make_window()
    qtbot.mouseClick(window.panels["Archenemy"].minus, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.player("Archenemy").life == 35


def test_commander_option_shows_the_shared_team_life_once_and_tracks_poison(make_window, qtbot):
    deck = tuple(load_catalogue().precon("death-toll").scheme_ids())
    window = make_window(physical(Variant.ARCHENEMY_COMMANDER, deck=deck))
    team = window.panels[HEROES]
    assert team.life_label.text() == "60"
    assert window.panels["Archenemy"].life_label.text() == "60"
    assert not window.panels["Hero 1"].life_label.isVisibleTo(window)
    qtbot.mouseClick(team.minus, Qt.MouseButton.LeftButton)
    # 810.9
    assert window.session.state.team_life == 59
    hero = window.panels["Hero 2"]
    assert hero.poison_button.isVisibleTo(window)
    hero.poison_menu.actions()[0].trigger()
    assert window.session.state.player("Hero 2").poison == 1
    source_menu = hero.commander_menu.actions()[0].menu()
    # +3 from the archenemy's commander
    source_menu.actions()[2].trigger()
    assert window.session.state.player("Hero 2").commander_damage_from("Archenemy") == 3
    assert window.session.state.team_life == 56


def test_every_opponent_life_dialog_applies_one_amount_to_each_hero(make_window, qtbot):
    window = make_window()
    window.dialogs.open_all_heroes_life()
    dialog = window.dialogs.opened[-1]
    spin = dialog.findChild(QSpinBox)
    spin.setValue(-3)
    dialog.accept()
    assert [p.life for p in window.session.state.players] == [40, 17, 17, 17]
    # One undo step
    window.menus.undo_action.trigger()
    assert [p.life for p in window.session.state.players] == [40, 20, 20, 20]


def test_table_helpers_use_a_secure_source_and_show_the_result(make_window):
    window = make_window()
    window.menus.d20_action.trigger()
    assert window.helper_label.isVisible()
    value = int(window.helper_label.text().split(":")[1])
    assert 1 <= value <= 20
    window.menus.random_hero_action.trigger()
    assert window.helper_label.text().split(": ")[1] in {"Hero 1", "Hero 2", "Hero 3"}


def test_table_mode_and_second_window_with_flip(make_window, qtbot):
    window = make_window()
    window.menus.table_mode_action.trigger()
    assert window.isFullScreen() and not window.menuBar().isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    window.menus.flip_action.trigger()
    display = window.second_window.display
    assert display is not None and display.isVisible()
    # The whole table turned 180°
    assert display.flipped and display.view.transform().m11() == -1
    window.session.perform(ChangeLife("Hero 3", -2))
    assert "18" in display._labels["Hero 3"].text()
    window.menus.display_action.trigger()
    assert not display.isVisible()


def test_rulings_and_log(make_window, qtbot):
    window = make_window()
    space(qtbot, window, 3)
    window.dialogs.show_rulings()
    dialog = window.dialogs.opened[-1]
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    window.menus.log_action.trigger()
    lines = window.log.lines()
    assert any("sets" in line and "in motion" in line for line in lines)


def test_save_as_and_open_a_saved_game(make_window, tmp_path):
    window = make_window()
    window.session.perform(ChangeLife("Hero 1", -7))
    target = tmp_path / "named.jsonl"
    window.files.save_game_file(str(target))
    assert json.loads(target.read_text(encoding="utf-8").splitlines()[0])["variant"] == "archenemy"
    other = make_window()
    other.files.load_game_file(str(target))
    assert other.session.state.player("Hero 1").life == 13


def test_opening_a_foreign_file_keeps_the_current_game(make_window, tmp_path):
    window = make_window()
    before = window.session.state
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a journal\n", encoding="utf-8")
    window.files.load_game_file(str(bad))
    assert window.session.state == before
    assert "bad.jsonl" in window.status.text()


def test_new_game_dialog_starts_the_chosen_setup(make_window, qtbot):
    window = make_window()
    window.files.open_new_game_dialog()
    dialog = window.dialogs.opened[-1]
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.SUPERVILLAIN_RUMBLE))
    dialog.start_button.click()
    state = window.session.state
    assert state.variant is Variant.SUPERVILLAIN_RUMBLE
    assert len(state.zones) == 4


@pytest.fixture(params=["en", "es"])
def language(request):
    from archenemy.desktop.i18n import install_language

    yield install_language(request.param)
    install_language("en")


@pytest.mark.parametrize("variant", [Variant.ARCHENEMY, Variant.ARCHENEMY_COMMANDER])
@pytest.mark.parametrize("heroes", [1, 3, 4, 8])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_layout_holds_without_clipping(make_window, qtbot, heroes, size, variant, language):
    deck = NICOL_BOLAS if variant is Variant.ARCHENEMY else tuple(load_catalogue().precon("death-toll").scheme_ids())
    window = make_window(physical(variant, heroes=heroes, deck=deck))
    window.language = language
    # The longest step name: precombat main phase
    space(qtbot, window, 3 if heroes > 1 else 2)
    expected = {"en": "Precombat main phase", "es": "Fase principal precombate"}[language]
    assert window.turn_bar.step_label.text() == expected
    # The table reveals the deck's longest scheme: the hardest card text to fit.
    from archenemy.engine.actions import Answer

    prompt = window.session.state.prompts[0]
    longest = max(prompt.options, key=lambda i: len(load_catalogue(language)[i].text))
    window.session.perform(Answer(prompt.id, longest))
    window.resize(*size)
    QApplication.processEvents()
    assert window.width() == size[0] and window.height() == size[1]
    assert window.minimumSizeHint().width() <= size[0] and window.minimumSizeHint().height() <= size[1]
    panels = list(window.panels.values())
    for panel in panels:
        assert panel.isVisible() and panel.width() >= 120 and panel.height() >= (36 if panel.compact else 80)
        name_width = panel.name_label.fontMetrics().horizontalAdvance(panel.name_label.text())
        assert name_width <= panel.name_label.width() + 2
    rects = [p.geometry() for p in panels]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)
    card = window.card
    assert card.name_label.width() > 300 and card.text_label.height() >= 40
    assert card.text_label._fits(card.text_label.font().pointSize()), "the rules text is clipped"
    assert card.text_label.font().pointSizeF() >= 12
    for button in (
        window.turn_bar.next_button,
        window.turn_bar.undo_button,
        window.turn_bar.redo_button,
        window.turn_bar.jump_button,
    ):
        assert button.isVisible() and window.rect().contains(button.mapTo(window, button.rect().bottomRight()))
        assert button.fontMetrics().horizontalAdvance(button.text()) <= button.width()


def test_fixed_life_change_of_a_scheme_is_one_action(make_window, qtbot):
    window = make_window(physical(deck=tuple(load_catalogue().precon("assemble-the-doomsday-machine").scheme_ids())))
    space(qtbot, window, 3)
    reveal(qtbot, window, "I Delight in Your Convulsions")
    from PySide6.QtWidgets import QPushButton

    buttons = [b for b in window.banner.findChildren(QPushButton) if "Each opponent loses 3" in b.text()]
    assert len(buttons) == 1
    buttons[0].click()
    assert [p.life for p in window.session.state.players] == [49, 17, 17, 17]
    window.menus.undo_action.trigger()
    assert [p.life for p in window.session.state.players] == [40, 20, 20, 20]


def test_go_to_step_jumps_within_the_turn_and_stops_at_questions(make_window, qtbot):
    # The reveal question always waits at precombat main
    window = make_window(physical())
    # Filled as it opens
    menu = window.turn_bar.jump_menu
    menu.popup(window.turn_bar.jump_button.mapToGlobal(window.turn_bar.jump_button.rect().bottomLeft()))
    actions = menu.actions()
    menu.hide()
    assert [a.text() for a in actions][:2] == ["Upkeep", "Draw step"]
    # Cleanup step: stops at precombat main's scheme
    actions[-1].trigger()
    state = window.session.state
    assert state.step is Step.PRECOMBAT_MAIN and state.prompts
    assert "question" in window.status.text()


def test_text_size_scales_the_table_view_and_is_remembered(make_window, qtbot):
    from archenemy.desktop.settings import load_settings

    window = make_window()
    before = window.turn_bar.turn_label.font().pointSizeF()
    window.menus.larger_action.trigger()
    assert window.turn_bar.turn_label.font().pointSizeF() > before
    assert abs(load_settings().text_scale - 1.15) < 0.01
    assert abs(window.theme.scale - 1.15) < 0.01
    # Widgets built after the change (the player panels are rebuilt) use the new size too.
    assert window.panels["Hero 1"].theme == window.theme
    assert window.panels["Hero 1"].life_label.font().pointSizeF() > 44
    # Only the theme changed
    assert abs(QApplication.instance().font().pointSizeF() - 12) < 0.01


def test_every_control_has_an_accessible_name_and_readable_text(make_window, qtbot):
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel

    from archenemy.desktop.app import configure_application

    configure_application(QApplication.instance())
    window = make_window(
        physical(Variant.ARCHENEMY_COMMANDER, deck=tuple(load_catalogue().precon("death-toll").scheme_ids()))
    )
    space(qtbot, window, 3)
    controls = [
        w
        for w in window.findChildren(QWidget)
        if isinstance(w, (QAbstractButton, QComboBox, QAbstractSpinBox)) and w.isVisible()
    ]
    assert len(controls) > 10
    for control in controls:
        name = control.accessibleName() or (control.text() if isinstance(control, QAbstractButton) else "")
        assert name.strip(), f"{type(control).__name__} without an accessible name"
    for widget in controls + [w for w in window.findChildren(QLabel) if w.isVisible() and w.text()]:
        assert widget.font().pointSizeF() >= 11, (type(widget).__name__, widget.font().pointSizeF())


def test_default_game_asks_first_when_a_game_is_in_progress(make_window, qtbot, qasync_loop):
    from PySide6.QtWidgets import QMessageBox

    window = make_window()
    window.session.perform(ChangeLife("Hero 1", -2))
    old_path = window.session.path
    # An asyncSlot: the box opens on the next loop iteration
    window.menus.default_action.trigger()
    qtbot.waitUntil(lambda: any(isinstance(d, QMessageBox) and d.isVisible() for d in window.dialogs.opened))
    box = next(d for d in window.dialogs.opened if isinstance(d, QMessageBox))
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.session.path != old_path)
    assert window.session.state.player("Hero 1").life == 20
    # The old game stays saved
    assert old_path.exists()


def test_an_unexpected_error_in_a_slot_is_logged_and_the_app_goes_on(
    make_window, qtbot, monkeypatch, isolated_user_dirs
):
    import sys

    from archenemy.desktop.app import install_excepthook

    window = make_window()
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    install_excepthook(window)
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert "RuntimeError" in window.status.text()
    logs = list(Path(isolated_user_dirs.state).rglob("error.log"))
    assert logs and "boom" in logs[0].read_text(encoding="utf-8")


def test_a_selected_hero_concedes_after_confirmation_and_the_game_goes_on(make_window, qtbot, qasync_loop):
    from PySide6.QtWidgets import QMessageBox

    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_1)
    window.menus.concede_action.trigger()
    qtbot.waitUntil(lambda: any(isinstance(d, QMessageBox) and d.isVisible() for d in window.dialogs.opened))
    box = next(d for d in window.dialogs.opened if isinstance(d, QMessageBox))
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not window.session.state.player("Hero 1").alive)
    # 800.4: a hero leaving does not end the game
    assert not window.session.state.over
    assert "conceded" in window.panels["Hero 1"].status_label.text()


def test_the_second_window_shown_again_comes_to_the_front(make_window, qtbot, monkeypatch):
    """The second window shown again comes to the front.

    Xvfb showed it: F10 after F10 reopened the second window behind the main
    window (no window manager raises a window that shows again); it is raised
    each time it is shown.
    """
    from archenemy.desktop.table.displays.table_display import TableDisplay

    raised: list[object] = []
    monkeypatch.setattr(TableDisplay, "raise_", lambda self: raised.append(self))
    window = make_window()
    for _ in range(2):
        window.second_window.toggle_display(True)
        window.second_window.toggle_display(False)
    assert len(raised) == 2 and raised[0] is raised[1] is window.second_window.display
