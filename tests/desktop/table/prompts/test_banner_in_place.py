"""The banner shows a question that comes back in the controls it had, in place.

Undoing an answer brings its question back and a redo takes it away: a Done
or yes/no question's buttons are kept (hidden, their keys off) and shown
again for the next question of their shape, with that question's texts,
names and states, and they answer that question.  Nothing else of the
banner changes: a question of another kind is built as before.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from archenemy.engine.actions import NextStep
from archenemy.engine.model import PromptKind
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.displays import settle, show_displays
from support.window_play import to_count_question


def _window(make_window, scheme: str, heroes: int = 3):
    deck = (scheme,) * 20
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1)))
    window = make_window(GameSetup(Variant.ARCHENEMY, players))
    window.resize(1366, 768)
    return window


def _to(window, kind: PromptKind) -> None:
    for _ in range(40):
        prompts = window.session.state.prompts
        if prompts and prompts[0].kind is kind:
            return
        assert window.session.perform(NextStep())
    raise AssertionError(f"no {kind} question")


def test_a_yes_no_question_undone_comes_back_in_its_own_buttons_and_they_answer_it(make_window, qtbot):
    window = _window(make_window, "my-forces-are-innumerable")
    _to(window, PromptKind.YES_NO)
    banner = window.banner
    buttons = list(banner.answer_buttons)
    texts = [(b.text(), b.accessibleName(), b.isEnabled()) for b in buttons]
    asked = window.session.state.prompts[0]
    # Answered with its key (N): the banner hides, its buttons with it
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert not window.session.state.prompts or window.session.state.prompts[0].id != asked.id
    assert banner.answer_buttons == [] and not any(b.isVisible() for b in buttons)
    window.menus.undo_action.trigger()
    assert window.session.state.prompts[0].id == asked.id
    # The same buttons, saying the same, shown
    assert banner.answer_buttons == buttons
    assert [(b.text(), b.accessibleName(), b.isEnabled()) for b in buttons] == texts
    assert all(b.isVisible() for b in buttons)
    # Its keys are on again, and answer the question shown now
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert not window.session.state.prompts or window.session.state.prompts[0].id != asked.id
    window.menus.undo_action.trigger()
    buttons[0].click()
    assert not window.session.state.prompts or window.session.state.prompts[0].id != asked.id


def test_done_and_its_token_line_come_back_in_place_and_a_hidden_question_takes_no_key(make_window, qtbot):
    window = _window(make_window, "for-each-of-you-a-gift", heroes=8)
    while not window.session.state.prompts:
        assert window.session.perform(NextStep())
    banner = window.banner
    assert window.session.state.prompts[0].kind is PromptKind.DONE
    done, tokens = banner.done_button, banner.tokens_label
    assert done is not None and tokens is not None and "Horror" in tokens.text()
    done.click()
    assert not window.session.state.prompts and banner.done_button is None and not done.isVisible()
    # Hidden, its controls answer nothing: Enter goes to the table's own Done, none waits
    log = len(window.session.game.log)
    assert banner.confirm() is False and len(window.session.game.log) == log
    window.menus.undo_action.trigger()
    assert banner.done_button is done and banner.tokens_label is tokens and done.isVisible()
    assert "Horror" in tokens.text()
    assert banner.confirm() and not window.session.state.prompts


def test_a_question_of_another_kind_is_built_beside_the_kept_ones_and_goes(make_window, qtbot):
    window = _window(make_window, "my-forces-are-innumerable")
    _to(window, PromptKind.YES_NO)
    banner = window.banner
    kept = list(banner.answer_buttons)
    qtbot.keyClick(window, Qt.Key.Key_N)
    # The theme changes: the kept controls are built anew with its fonts
    window.set_scale(1.1)
    window.menus.undo_action.trigger()
    assert window.session.state.prompts[0].kind is PromptKind.YES_NO
    assert banner.answer_buttons and not any(b in kept for b in banner.answer_buttons)
    assert all(b.isVisible() for b in banner.answer_buttons)


def test_the_second_windows_keys_answer_a_question_shown_in_kept_buttons(make_window, qtbot):
    window = _window(make_window, "my-forces-are-innumerable")
    _to(window, PromptKind.YES_NO)
    display = show_displays(window, qtbot)
    asked = window.session.state.prompts[0]
    kept = list(window.banner.answer_buttons)
    qtbot.keyClick(display, Qt.Key.Key_N)
    assert not window.session.state.prompts or window.session.state.prompts[0].id != asked.id
    window.menus.undo_action.trigger()
    settle(qtbot)
    assert window.session.state.prompts[0].id == asked.id and window.banner.answer_buttons == kept
    # Shown again in its kept buttons, the question takes the second window's N as the main window's
    qtbot.keyClick(display, Qt.Key.Key_N)
    assert not window.session.state.prompts or window.session.state.prompts[0].id != asked.id


def test_a_phenomenons_done_in_kept_buttons_shows_no_schemes_tokens(make_window, qtbot):
    """The token line belongs to the scheme resolving, never to the next Done.

    For Each of You, a Gift resolves with its Horrors; a turn later a
    phenomenon's Done (704.6f) shows in the same kept buttons, with no
    token line: the table would make three more Horrors.
    """
    from archenemy.engine.actions import Answer, Planeswalk
    from archenemy.engine.planar import planar_controller

    from support.games import make_start
    from support.planar_games import with_planes

    start = make_start(("for-each-of-you-a-gift",) * 20)
    window = make_window(
        with_planes(start, ["akoum", "mutual-epiphany", "bant", "jund"], primary=start.setup.players[1].name)
    )
    window.resize(1366, 768)
    while not window.session.state.prompts:
        assert window.session.perform(NextStep())
    banner = window.banner
    tokens = banner.tokens_label
    assert tokens is not None and "Horror" in tokens.text()
    assert window.session.perform(Answer(window.session.state.prompts[0].id, True))
    while window.session.state.active == start.setup.players[0].name:
        assert window.session.perform(NextStep())
    controller = planar_controller(window.session.state)
    assert controller is not None and window.session.perform(Planeswalk(controller))
    (prompt,) = window.session.state.prompts
    assert prompt.kind is PromptKind.DONE and prompt.scheme_id == "mutual-epiphany"
    assert banner.done_button is not None and banner.done_button.isVisible()
    assert banner.tokens_label is None or banner.tokens_label.text() == ""


def _answers_of(window, prompt_id: int) -> list[object]:
    return [a.value for a in window.session.game.log if getattr(a, "prompt", None) == prompt_id]


def test_a_count_undone_comes_back_in_its_own_field_at_zero_and_takes_the_keys_again(make_window, qtbot):
    from PySide6.QtWidgets import QApplication

    from support.window_play import physical

    window = make_window(physical())
    prompt = to_count_question(qtbot, window)
    banner = window.banner
    spin = banner.spin
    assert spin is not None
    qtbot.waitUntil(spin.hasFocus, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert _answers_of(window, prompt.id) == [3]
    assert banner.spin is None and not spin.isVisible()
    window.menus.undo_action.trigger()
    assert window.session.state.prompts[0].id == prompt.id
    # The same field, shown, at 0 as a new one starts, with the keyboard: the first digit replaces the 0
    assert banner.spin is spin and spin.isVisible() and spin.value() == 0
    qtbot.waitUntil(spin.hasFocus, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2)
    assert spin.text() == "2"
    # Its OK answers the question shown now
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert _answers_of(window, prompt.id) == [3, 2]


def test_a_choice_undone_comes_back_in_its_own_buttons_and_its_keys_answer_it(make_window, qtbot):
    from support.window_play import physical, reveal

    window = make_window(physical(deck=("bow-to-my-command",) * 20))
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    reveal(qtbot, window, "Bow to My Command")
    (prompt,) = window.session.state.prompts
    assert prompt.kind is PromptKind.CHOICE
    banner = window.banner
    buttons = list(banner.answer_buttons)
    shown = [(b.text(), b.accessibleName(), b.isEnabled()) for b in buttons]
    assert len(buttons) >= 2
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert len(_answers_of(window, prompt.id)) == 1
    assert not any(b.isVisible() for b in buttons)
    window.menus.undo_action.trigger()
    assert window.session.state.prompts[0].id == prompt.id
    assert banner.answer_buttons == buttons and all(b.isVisible() for b in buttons)
    assert [(b.text(), b.accessibleName(), b.isEnabled()) for b in buttons] == shown
    # The second key now: the second answer
    qtbot.keyClick(window, Qt.Key.Key_2)
    first, second = _answers_of(window, prompt.id)
    assert second == prompt.options[1] and first == prompt.options[0]
