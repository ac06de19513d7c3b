"""The keyboard model, driven offscreen through real key events.

The shortcut map included.

Enter confirms the banner only; toolbar buttons take no focus; every shortcut
is a window-level action (table mode, second window); Next step waits for a
question and the banner says why; Ctrl+Space stops at every stop; F1 shows the keys.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from archenemy.desktop.table.prompts.question_size import QUESTION_MAX_PT
from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.events import SetInMotion, TurnBegan
from archenemy.engine.model import HEROES, PromptKind, Step

from support.window_play import physical, reveal, space


def to_know_evil_done(qtbot, window):
    """Reveal Know Evil and name nobody three times: the banner waits for Done."""
    space(qtbot, window, 3)
    reveal(qtbot, window, "Know Evil")
    for _ in range(3):
        assert "none" in window.session.state.prompts[0].options
        # "Nobody" is 0 in every question (the heroes take 1–8)
        qtbot.keyClick(window, Qt.Key.Key_0)
    prompt = window.session.state.prompts[0]
    assert prompt.kind is PromptKind.DONE
    return prompt


def test_enter_after_clicking_undo_answers_the_prompt_and_never_undoes(make_window, qtbot):
    window = make_window(physical())
    to_know_evil_done(qtbot, window)
    # Back to the third choice
    qtbot.mouseClick(window.turn_bar.undo_button, Qt.MouseButton.LeftButton)
    assert window.session.state.prompts[0].question == "choose"
    # A click leaves no focus on a toolbar button
    assert not window.turn_bar.undo_button.hasFocus()
    qtbot.mouseClick(window.turn_bar.redo_button, Qt.MouseButton.LeftButton)
    assert window.session.state.prompts[0].kind is PromptKind.DONE
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.session.state.prompts, "Enter pressed Done"
    assert [r.scheme_id for r in window.session.state.reminders] == ["know-evil"]


def test_enter_with_a_focused_toolbar_button_still_confirms_the_banner(make_window, qtbot):
    window = make_window(physical())
    to_know_evil_done(qtbot, window)
    for button in (
        window.turn_bar.undo_button,
        window.turn_bar.redo_button,
        window.turn_bar.next_button,
        window.rulings_button,
    ):
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus
    dialogs = len(window.dialogs.opened)
    window.rulings_button.click()
    rulings = window.dialogs.opened[-1]
    rulings.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    # Keypad Enter too
    qtbot.keyClick(window, Qt.Key.Key_Enter)
    assert not window.session.state.prompts
    # No second rulings window
    assert len(window.dialogs.opened) <= dialogs + 1


def to_yes_no(qtbot, window):
    """Bow to My Command.

    Reveal it, choose the first player, Done, then on to the heroes' end step.
    """
    space(qtbot, window, 3)
    reveal(qtbot, window, "Bow to My Command")
    for _ in range(40):
        prompts = window.session.state.prompts
        if prompts and prompts[0].kind is PromptKind.YES_NO:
            return prompts[0]
        if not prompts:
            space(qtbot, window)
        elif prompts[0].kind is PromptKind.CHOICE:
            # The first hero: Hero 1's key
            qtbot.keyClick(window, Qt.Key.Key_1)
        else:
            qtbot.keyClick(window, Qt.Key.Key_Return)
    raise AssertionError("no yes/no question")


def test_enter_never_answers_a_yes_no_question(make_window, qtbot):
    window = make_window(physical(deck=("bow-to-my-command",) * 20))
    prompt = to_yes_no(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.session.state.prompts[0] == prompt, "Enter does not pick yes or no"
    assert "Next step waits for this answer: press Y or N." in window.banner.question.text()
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert not window.session.state.prompts or window.session.state.prompts[0] != prompt


def test_heroes_question_reads_with_a_plural_subject(make_window, qtbot):
    window = make_window(physical(deck=("bow-to-my-command",) * 20))
    to_yes_no(qtbot, window)
    text = window.banner.question.text()
    # The scheme, then the question
    assert text.startswith("“<b>Bow to My Command</b>”: Do the heroes tap"), text
    assert "Does The heroes" not in text


def test_table_mode_keeps_every_shortcut(make_window, qtbot):
    window = make_window()
    window.session.perform(ChangeLife("Hero 1", -3))
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.menus.table_mode_action.isChecked() and not window.menuBar().isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.player("Hero 1").life == 20, "Ctrl+Z undid in table mode"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.player("Hero 1").life == 17
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert window.menus.log_action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.menus.table_mode_action.isChecked() and window.menuBar().isVisible()
    for action in (
        window.menus.undo_action,
        window.menus.redo_action,
        window.menus.table_mode_action,
        window.menus.display_action,
        window.menus.flip_action,
        window.menus.all_heroes_action,
        window.menus.next_stop_action,
        window.menus.keys_action,
    ):
        assert action in window.actions(), action.text()


def test_next_step_is_disabled_while_a_question_waits_and_the_banner_says_why(make_window, qtbot):
    window = make_window(physical())
    assert window.turn_bar.next_button.isEnabled()
    # Precombat main: the reveal question
    space(qtbot, window, 3)
    assert window.session.state.prompts
    assert not window.turn_bar.next_button.isEnabled()
    assert "Answer the question" in window.turn_bar.next_button.toolTip()
    assert "waits" not in window.banner.question.text()
    # Refused
    space(qtbot, window)
    assert window.session.state.step is Step.PRECOMBAT_MAIN
    assert "Next step waits for this answer." in window.banner.question.text()
    assert window.status.text()
    reveal(qtbot, window, "Because I Have Willed It")
    assert window.turn_bar.next_button.isEnabled()


def test_next_stop_stops_at_every_stop(make_window, qtbot):
    window = make_window(physical())
    ctrl_space = (Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, *ctrl_space)
    state = window.session.state
    assert state.step is Step.PRECOMBAT_MAIN and state.prompts, "stops at the reveal question"
    assert "Next stop" not in window.menus.undo_action.text() or True
    # Refused while the question waits
    qtbot.keyClick(window, *ctrl_space)
    assert window.session.state.step is Step.PRECOMBAT_MAIN
    reveal(qtbot, window, "Because I Have Willed It")
    qtbot.keyClick(window, *ctrl_space)
    state = window.session.state
    assert state.active == HEROES and state.step is Step.UNTAP, "stops at the start of the heroes' turn"
    events = window.session.game.events
    assert isinstance([e for e in events if isinstance(e, TurnBegan)][-1], TurnBegan)
    qtbot.keyClick(window, *ctrl_space)
    state = window.session.state
    assert state.step is Step.END and state.prompts, "stops at Because I Have Willed It's question"
    qtbot.keyClick(window.banner.spin, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.session.state.prompts
    qtbot.keyClick(window, *ctrl_space)
    state = window.session.state
    assert state.active == "Archenemy" and state.step is Step.UNTAP
    # One undo step per stop
    window.menus.undo_action.trigger()
    assert window.session.state.active == HEROES and window.session.state.step is Step.END


def test_next_stop_stops_when_a_scheme_is_set_in_motion(make_window, qtbot):
    # Shuffled: the app sets the top scheme in motion itself
    window = make_window()
    game = window.session.game
    before = len(game.events)
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert any(isinstance(e, SetInMotion) for e in game.events[before:])
    assert window.session.state.step is Step.PRECOMBAT_MAIN


def test_the_second_window_takes_the_same_keys_and_unticks_f9_when_closed(make_window, qtbot):
    window = make_window()
    window.session.perform(ChangeLife("Hero 2", -4))
    # F9 opens the second window turned
    qtbot.keyClick(window, Qt.Key.Key_F9)
    display = window.second_window.display
    assert display is not None and display.isVisible() and window.menus.flip_action.isChecked()
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow, timeout=3000)
    qtbot.keyClick(display, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.player("Hero 2").life == 20, "Ctrl+Z from the second window"
    qtbot.keyClick(display, Qt.Key.Key_Space)
    assert window.session.state.step is Step.UPKEEP, "Space from the second window"
    # Select Hero 2
    qtbot.keyClick(display, Qt.Key.Key_2)
    qtbot.keyClick(display, Qt.Key.Key_Minus)
    assert window.session.state.player("Hero 2").life == 19
    display.close()
    assert not window.menus.display_action.isChecked() and not window.menus.flip_action.isChecked()


def test_f1_shows_the_keys(make_window, qtbot):
    from archenemy.desktop.table.dialogs.keys_help import KeysDialog

    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = next(d for d in window.dialogs.opened if isinstance(d, KeysDialog))
    assert dialog.isVisible()
    keys = [key for key, _ in dialog.rows()]
    for key in ("Space", "Ctrl+Space", "Enter", "F11 / Esc", "Ctrl+Z / Ctrl+Shift+Z", "F1", "Y / N"):
        assert key in keys
    labels = [w for w in dialog.findChildren(type(dialog.title)) if w.text()]
    assert min(label.font().pointSizeF() for label in labels) >= 14


def test_right_click_concede_asks_first(make_window, qtbot, qasync_loop):
    window = make_window()
    panel = window.panels["Hero 1"]
    panel._context_menu(panel.rect().center())
    menu = panel._menu
    menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: any(isinstance(d, QMessageBox) and d.isVisible() for d in window.dialogs.opened))
    assert window.session.state.player("Hero 1").alive, "nothing happens before the answer"
    box = next(d for d in window.dialogs.opened if isinstance(d, QMessageBox))
    box.button(QMessageBox.StandardButton.Cancel).click()
    qtbot.wait(50)
    assert window.session.state.player("Hero 1").alive
    # A second right-click still offers it
    panel._context_menu(panel.rect().center())
    panel._menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: any(isinstance(d, QMessageBox) and d.isVisible() for d in window.dialogs.opened))
    box = next(d for d in window.dialogs.opened if isinstance(d, QMessageBox))
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not window.session.state.player("Hero 1").alive)


def test_a_new_game_clears_the_selection(make_window, qtbot):
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.selected == "Hero 1" and window.panels["Hero 1"].property("selected")
    window.files.rematch()
    assert window.selected is None
    assert not window.panels["Hero 1"].property("selected")


def test_digits_answer_a_choice_and_select_players_otherwise(make_window, qtbot):
    window = make_window(physical())
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert window.selected == "Hero 2"
    window.session.perform(NextStep())
    QApplication.processEvents()
    assert window.selected == "Hero 2"


def test_the_question_is_at_least_as_large_as_the_card_text(make_window, qtbot):
    window = make_window()
    # A fixed shuffle whose top scheme is not ongoing, so the app asks "Resolve …, then press Done."
    catalogue = window.session.catalogue
    for seed in range(100):
        window.session.new_game(rng=random.Random(seed))
        top = window.session.state.zones[0].deck[0]
        if not catalogue[top.scheme_id].ongoing:
            break
    window.resize(1366, 768)
    # Ctrl+Space (the keys themselves are tested above)
    window.menus.next_stop_action.trigger()
    assert window.session.state.prompts
    # The card refits beside the banner, then the banner matches it once
    limit = QUESTION_MAX_PT * window.theme.scale

    def matched() -> bool:
        card = window.card.text_label.font().pointSizeF()
        return window.banner.question.font().pointSizeF() >= min(card, limit) - 0.5

    qtbot.waitUntil(matched, timeout=5000)
    question = window.banner.question.font().pointSizeF()
    card = window.card.text_label.font().pointSizeF()
    assert question >= min(card, limit) - 0.5, (question, card)


def test_a_held_life_key_changes_life_once(make_window, qtbot):
    """A key held down never invents life changes: one press, one action.

    X auto-repeat, or a lagging X server's.
    """
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_1)
    before = len(window.session.game.log)
    window.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Minus, Qt.KeyboardModifier.NoModifier, "-"))
    for _ in range(10):
        repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Minus, Qt.KeyboardModifier.NoModifier, "-", True)
        window.keyPressEvent(repeat)
    assert window.session.game.log[before:] == [ChangeLife("Hero 1", -1)]
    assert window.session.state.player("Hero 1").life == 19


def test_the_refusal_in_the_status_line_goes_with_the_question_it_refers_to(make_window, qtbot):
    window = make_window(physical())
    # The reveal question
    space(qtbot, window, 3)
    # Refused
    space(qtbot, window)
    assert window.status.text() == "Answer the question above before moving on."
    asked = window.session.state.prompts[0]
    # Answered: Know Evil asks its own questions now
    reveal(qtbot, window, "Know Evil")
    state = window.session.state
    assert state.prompts and state.prompts[0].id != asked.id
    assert window.status.text() == "", "the refusal was about the reveal question, which is gone"
    # Refused again: about the new question
    space(qtbot, window)
    assert window.status.text() == "Answer the question above before moving on."
    # Another action: the question still waits
    window.session.perform(ChangeLife("Hero 1", -1))
    assert window.status.text() == "Answer the question above before moving on."


def _mnemonic(text: str) -> str | None:
    """The letter after a single "&" in a menu text (Alt+letter), or None."""
    index = text.replace("&&", "\0\0").find("&")
    return text[index + 1].casefold() if 0 <= index < len(text) - 1 else None


@pytest.mark.parametrize("language", ["en", "es"])
def test_no_two_entries_of_a_menu_share_their_underlined_letter(make_window, language):
    """No letter is underlined twice in a menu: it would cycle between the two.

    View's "Game log" and "Language" were both on L (and Flip and Sound on F).
    """
    window = make_window(language=language)
    window.set_language(language)
    menus = [("menu bar", [a for a in window.menuBar().actions() if a.menu() is not None])]
    menus += [(a.text(), a.menu().actions()) for a in window.menuBar().actions() if a.menu() is not None]
    for title, actions in menus:
        letters = [m for m in (_mnemonic(a.text()) for a in actions if not a.isSeparator()) if m is not None]
        assert len(letters) == len(set(letters)), (title, [a.text() for a in actions])


@pytest.mark.parametrize("language", ["en", "es"])
def test_an_answer_key_not_offered_now_says_so_in_table_mode_too(make_window, qtbot, language):
    """Know Evil's second question, key 2 (Hero 2 already named) did nothing.

    In table mode (no status line) nothing said why.
    """
    window = make_window(physical(), language=language)
    space(qtbot, window, 3)
    reveal(qtbot, window, "Know Evil" if language == "en" else window.catalogue()["know-evil"].name)
    # The first question: Hero 2
    qtbot.keyClick(window, Qt.Key.Key_2)
    prompt = window.session.state.prompts[0]
    assert prompt.question == "choose" and "Hero 2" not in prompt.options and "Héroe 2" not in prompt.options
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.table_mode
    qtbot.keyClick(window, Qt.Key.Key_2)
    assert window.session.state.prompts[0].id == prompt.id, "nothing answered"
    said = {"en": "Hero 2 cannot be chosen now.", "es": "Hero 2 no se puede elegir ahora."}[language]
    assert window.status.text() == said
    assert window.banner.isVisible() and said in window.banner.question.text(), "table mode hides the status line"
