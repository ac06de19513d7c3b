"""Enter acts on what has the focus: a scheme's number field applies its number.

At Make Yourself Useful the table clicked "Apply: Archenemy gains life equal
to the creature's toughness…", typed 4 and pressed Enter: the scheme
resolved with Done, the archenemy stayed at 40 and nothing said the 4 was
dropped.  Keys go where a real X server sends them: to the focus widget.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.xvfb import run_scenario


def _setup(deck: tuple[str, ...], heroes: int = 3) -> GameSetup:
    players = [PlayerSetup("Archenemy", deck * (20 // len(deck)))]
    players += [PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1)]
    return GameSetup(Variant.ARCHENEMY, tuple(players))


def _press(qtbot, window, key) -> None:
    qtbot.keyClick(QApplication.focusWidget() or window, key)


def _to_make_yourself_useful(make_window, qtbot):
    window = make_window(_setup(("make-yourself-useful",)))
    for _ in range(3):
        _press(qtbot, window, Qt.Key.Key_Space)
    assert window.session.state.prompts[0].question == "resolve"
    (button,) = [b for b in window.banner.scheme_row.effect_buttons if "toughness" in b.text()]
    button.click()
    numbers = window.banner.numbers
    assert numbers.isVisibleTo(window) and _in_numbers(numbers), QApplication.focusWidget()
    return window, numbers


def _in_numbers(numbers) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and numbers.isAncestorOf(focus)


def test_enter_in_a_number_field_applies_the_number_and_leaves_the_question(make_window, qtbot) -> None:
    window, numbers = _to_make_yourself_useful(make_window, qtbot)
    qtbot.keyClicks(QApplication.focusWidget(), "4")
    _press(qtbot, window, Qt.Key.Key_Return)
    state = window.session.state
    assert state.player("Archenemy").life == 44, "Enter applied the 4"
    assert state.prompts and state.prompts[0].question == "resolve", "Done was not pressed"
    assert not numbers.isVisibleTo(window)
    # Now Enter is Done's again
    _press(qtbot, window, Qt.Key.Key_Enter)
    assert not window.session.state.prompts


def test_enter_with_every_number_zero_says_why_nothing_was_applied(make_window, qtbot) -> None:
    window, numbers = _to_make_yourself_useful(make_window, qtbot)
    _press(qtbot, window, Qt.Key.Key_Return)
    state = window.session.state
    assert state.player("Archenemy").life == 40 and state.prompts, "nothing applied, Done not pressed"
    assert numbers.isVisibleTo(window)
    assert "0" in numbers.note.text() and numbers.note.isVisibleTo(window)
    assert _in_numbers(numbers)
    numbers.cancel_button.click()
    assert not numbers.isVisibleTo(window) and window.session.state.prompts


def test_enter_away_from_the_numbers_keeps_them_and_gives_them_the_focus(make_window, qtbot) -> None:
    window, numbers = _to_make_yourself_useful(make_window, qtbot)
    numbers.spins["toughness"].setValue(3)
    window.centralWidget().setFocus()
    assert not _in_numbers(numbers)
    _press(qtbot, window, Qt.Key.Key_Return)
    state = window.session.state
    assert state.prompts and state.player("Archenemy").life == 40, "neither Done nor Apply"
    assert _in_numbers(numbers) and numbers.spins["toughness"].value() == 3
    assert numbers.note.isVisibleTo(window)
    _press(qtbot, window, Qt.Key.Key_Return)
    assert window.session.state.player("Archenemy").life == 43


def test_applying_an_opponents_life_change_records_that_opponent_as_chosen(make_window, qtbot) -> None:
    """Applying "Hero 1 loses 7 life" fills The Mighty Will Fall's "Chosen".

    "Apply: Hero 1 loses 7 life" left its "Chosen: —" empty.
    """
    from archenemy.engine.actions import ChangeLife

    window = make_window(_setup(("the-mighty-will-fall",)))
    window.session.perform(ChangeLife("Hero 2", -1))
    window.session.perform(ChangeLife("Hero 3", -1))
    for _ in range(3):
        _press(qtbot, window, Qt.Key.Key_Space)
    (button,) = [b for b in window.banner.scheme_row.effect_buttons if isinstance(b, QPushButton)]
    assert "Hero 1 loses 7 life" in button.text()
    assert window.banner.scheme_row.choice_boxes["chosen"].currentText() == "—"
    button.click()
    state = window.session.state
    (face,) = [f for f in state.face_up() if f.scheme_id == "the-mighty-will-fall"]
    assert state.player("Hero 1").life == 13 and face.choice("chosen") == "Hero 1"
    assert window.banner.scheme_row.choice_boxes["chosen"].currentText() == "Hero 1"
    assert window.card.choices_label.isVisibleTo(window) and "Hero 1" in window.card.choices_label.text()
    # One undo step: the life change and the choice
    window.menus.undo_action.trigger()
    state = window.session.state
    (face,) = [f for f in state.face_up() if f.scheme_id == "the-mighty-will-fall"]
    assert state.player("Hero 1").life == 20 and face.choice("chosen") is None


def test_a_yes_no_question_refused_by_enter_says_which_keys_answer(make_window, qtbot) -> None:
    """A yes/no question did not say "press Y or N" when Enter or Space was refused."""
    from archenemy.engine.actions import Answer, NextStep

    window = make_window(_setup(("my-forces-are-innumerable",)))
    session = window.session
    for _ in range(80):
        state = session.state
        if state.prompts and state.prompts[0].kind.value == "yes_no":
            break
        if state.prompts:
            session.perform(Answer(state.prompts[0].id, True))
        else:
            session.perform(NextStep())
    assert session.state.prompts[0].kind.value == "yes_no"
    _press(qtbot, window, Qt.Key.Key_Return)
    assert "press Y or N" in window.banner.question.text()


def test_under_a_real_x_server_enter_in_a_number_field_applies_it(xvfb_display, tmp_path) -> None:
    """The same keys sent by the X server to a window with no window manager.

    Through xdotool.
    """
    seen = run_scenario("enter_in_a_number_field", xvfb_display, tmp_path)
    assert seen["focus_before"].startswith(("QSpinBox", "NumberField")), seen
    assert seen["life"] == 44 and seen["prompts"] == ["resolve"] and not seen["numbers_open"], seen
