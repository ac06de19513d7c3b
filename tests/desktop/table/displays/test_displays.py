"""Every display the table watches shows what the table must act on.

Read from each display.

The displays: the main window, table mode (F11), the second window (F10)
and the phone page (its ``state`` message).  Each test reads the texts a
display shows, from its widgets (the second window's middle and seats live
in a graphics scene: read from the proxied widgets) or the phone's JSON, as
a player would read them.  Where windows and focus matter for real, see
``tests/desktop/table/displays/test_displays_x11.py``.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from archenemy.engine.actions import Answer, ChangeLife, NextStep
from archenemy.engine.model import HEROES, PromptKind, Step
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

from support.displays import display_texts, phone, settle, show_displays, texts_of

# ----- the table in a few steps -----------------------------------------------------------------------


def game_of(scheme: str, heroes: int = 3) -> GameSetup:
    """The archenemy with twenty copies of ``scheme`` and ``heroes`` heroes.

    A fixed first scheme.
    """
    players = (PlayerSetup("Archenemy", (scheme,) * 20), *(PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1)))
    return GameSetup(Variant.ARCHENEMY, players)


def advance(window, until, limit: int = 80) -> None:
    """NextStep (answering nothing) until ``until(state)``."""
    session = window.session
    for _ in range(limit):
        if until(session.state):
            return
        assert session.perform(NextStep()), "the game stopped on a question first"
    raise AssertionError("never got there")


def count_question(window) -> None:
    """Because I Have Willed It: the heroes' end step asks how many spells they cast."""
    advance(window, lambda s: bool(s.prompts) and s.prompts[0].kind is PromptKind.COUNT)


# ----- reading a display --------------------------------------------------------------------------------


def window_texts(window) -> str:
    return "\n".join(texts_of(window.centralWidget()))


# ----- the question ------------------------------------------------------------------------------------


def test_the_second_window_shows_the_question_with_its_keys(make_window, qtbot):
    """The second window shows the question the app asks, with its keys.

    The second window showed only the scheme while the app asked how many
    spells were cast.
    """
    window = make_window(game_of("because-i-have-willed-it"))
    count_question(window)
    display = show_displays(window, qtbot)
    question = "How many spells did the heroes cast this turn?"
    assert question in window.banner.question.text()
    shown = display_texts(display)
    assert question in shown, shown
    assert "OK  [Enter]" in shown and "Type the number, then press Enter." in shown
    page = phone(window)
    assert question in page["question"]["heading"]
    assert [a["key"] for a in page["question"]["answers"]] == ["Enter"]


def test_keys_typed_in_the_second_window_answer_the_question_it_shows(make_window, qtbot):
    """Space did nothing visible and Enter answered the unseen question with 0."""
    window = make_window(game_of("because-i-have-willed-it"))
    count_question(window)
    display = show_displays(window, qtbot)
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow, timeout=3000)
    prompt = window.session.state.prompts[0]
    # Refused: said there, where the table looks
    qtbot.keyClick(display, Qt.Key.Key_Space)
    assert window.session.state.prompts[0] == prompt
    assert "Next step waits for this answer." in display_texts(display)
    qtbot.keyClick(display, Qt.Key.Key_4)
    settle(qtbot)
    assert "▸ 4" in display_texts(display), "the count typed there shows there"
    qtbot.keyClick(display, Qt.Key.Key_Return)
    game = window.session.game
    answers = [a for a in game.log if isinstance(a, Answer)]
    assert answers and answers[-1] == Answer(prompt.id, 4), answers[-1:]
    assert not window.session.state.prompts or window.session.state.prompts[0].id != prompt.id


def test_yes_no_keys_typed_in_the_second_window_answer_it(make_window, qtbot):
    window = make_window(game_of("my-forces-are-innumerable"))
    advance(window, lambda s: bool(s.prompts) and s.prompts[0].kind is PromptKind.YES_NO)
    display = show_displays(window, qtbot)
    shown = display_texts(display)
    assert "Do the heroes sacrifice two creatures?" in shown and "Yes  [Y]" in shown and "No  [N]" in shown
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow, timeout=3000)
    prompt = window.session.state.prompts[0]
    # Enter never answers yes/no: said there
    qtbot.keyClick(display, Qt.Key.Key_Return)
    assert window.session.state.prompts[0] == prompt
    assert "Next step waits for this answer." in display_texts(display)
    qtbot.keyClick(display, Qt.Key.Key_N)
    assert Answer(prompt.id, False) in window.session.game.log


def test_the_scheme_revealed_is_typed_in_the_second_window_and_its_matches_shown(make_window, qtbot):
    """Physical deck mode on a one-screen laptop.

    The table types the revealed scheme's name where it looks.
    """
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.model import DeckMode

    deck = tuple(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in (1, 2, 3)))
    window = make_window(GameSetup(Variant.ARCHENEMY, players, DeckMode.PHYSICAL))
    advance(window, lambda s: bool(s.prompts))
    display = show_displays(window, qtbot)
    shown = display_texts(display)
    assert "which scheme did you reveal" in shown and "Type the scheme's name, then press Enter." in shown
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow, timeout=3000)
    qtbot.keyClicks(display, "know")
    # A space in the name, not Next step
    qtbot.keyClick(display, Qt.Key.Key_Space)
    qtbot.keyClicks(display, "ev")
    settle(qtbot)
    assert "▸ know ev▏   → Know Evil" in display_texts(display)
    assert QApplication.activePopupWidget() is None, "no completer popup takes the keyboard from the second window"
    qtbot.keyClick(display, Qt.Key.Key_Return)
    assert [f.scheme_id for f in window.session.state.zones[0].face_up] == ["know-evil"]


# ----- answer keys that never move -------------------------------------------------------------------


def keyed(texts: list[str]) -> dict[str, str]:
    """``{"Hero 2": "3", ...}`` from texts like ``"Hero 2  [3]"``."""
    found = {}
    for text in texts:
        if text.endswith("]") and "  [" in text:
            label, key = text[:-1].rsplit("  [", 1)
            found[label] = key
    return found


def test_a_players_answer_key_stays_in_every_question_on_every_display(make_window, qtbot):
    """Know Evil: a hero's answer key stays the same in every question.

    Know Evil: "Hero 2 [2]" in the first question, "Hero 2 [1]" in the second
    (2 then picked Hero 3); 2 in both now.
    """
    window = make_window(game_of("know-evil"))
    advance(window, lambda s: bool(s.prompts))
    display = show_displays(window, qtbot)
    # The operator types in the main window (the banner's keys are its shortcuts)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    seats = {"Hero 1": "1", "Hero 2": "2", "Hero 3": "3", "Nobody": "0"}
    first = [b.text() for b in window.banner.answer_buttons]
    assert keyed(first) == seats
    # Hero 1
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.session.state.prompts[0].options == ("Hero 2", "Hero 3", "none")
    settle(qtbot)
    buttons = {b.text(): b for b in window.banner.answer_buttons}
    assert keyed(list(buttons)) == seats, "every key stays; Hero 1 keeps their place"
    assert not buttons["Hero 1  [1]"].isEnabled() and buttons["Hero 2  [2]"].isEnabled()
    shown = [label.text() for label in display.notice.answer_labels]
    assert keyed(shown) == seats
    struck = [label.text() for label in display.notice.answer_labels if label.font().strikeOut()]
    assert struck == ["Hero 1  [1]"], "shown unavailable on the second window"
    page = phone(window)["question"]["answers"]
    assert {a["label"]: a["key"] for a in page} == seats
    assert [a["label"] for a in page if not a["offered"]] == ["Hero 1"]
    # Hero 1 again: not offered, nothing happens
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert window.session.state.prompts[0].options == ("Hero 2", "Hero 3", "none")
    # Hero 2: the same key as in the first question
    qtbot.keyClick(window, Qt.Key.Key_2)
    choices = dict(window.session.state.zones[0].face_up[0].choices)
    assert sorted(choices.values()) == ["Hero 1", "Hero 2"]


def test_spanish_answer_keys_on_every_display(make_window, qtbot):
    window = make_window(game_of("my-forces-are-innumerable"), "es")
    advance(window, lambda s: bool(s.prompts) and s.prompts[0].kind is PromptKind.YES_NO)
    display = show_displays(window, qtbot)
    assert keyed([b.text() for b in window.banner.answer_buttons]) == {"Sí": "S", "No": "N"}
    assert keyed([label.text() for label in display.notice.answer_labels]) == {"Sí": "S", "No": "N"}
    answers = phone(window, "es")["question"]["answers"]
    assert [(a["label"], a["key"]) for a in answers] == [("Sí", "S"), ("No", "N")]


# ----- the end of the game ----------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "es"])
def test_table_mode_the_second_window_and_the_phone_say_the_game_is_over(make_window, qtbot, language):
    """Both displays kept showing "Turn 24 · The heroes · End step"."""
    window = make_window(game_of("know-evil"), language)
    window.session.perform(ChangeLife(window.session.state.players[0].name, -40))
    display = show_displays(window, qtbot)
    # The main window's own outcome, before table mode hides it
    operator = window_texts(window)
    window.toggle_table_mode(True)
    settle(qtbot)
    won = {"en": "The heroes win!", "es": "¡Ganan los héroes!"}[language]
    keys = {
        "en": ("Rematch  [Ctrl+Shift+N]", "New game  [Ctrl+N]"),
        "es": ("Revancha  [Ctrl+Mayús+N]", "Nueva partida  [Ctrl+N]"),
    }[language]
    for shown in (display_texts(display), display_texts(window.table_view), operator):
        assert won in shown, shown
        assert all(key in shown for key in keys), shown
    page = phone(window, language)
    assert page["end"]["text"].startswith(won) and not page["end"]["draw"]
    assert [k["label"] for k in page["end"]["keys"]][0].startswith(keys[0].split("  ")[0])
    assert page["end"]["standings"] == []
    window.toggle_table_mode(False)


def test_rematch_has_a_key_that_works_from_the_second_window(make_window, qtbot):
    window = make_window(game_of("know-evil"))
    window.session.perform(ChangeLife("Archenemy", -40))
    display = show_displays(window, qtbot)
    display.activateWindow()
    qtbot.waitUntil(display.isActiveWindow, timeout=3000)
    qtbot.keyClick(display, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not window.session.state.over, "a rematch started"
    assert "The heroes win!" not in display_texts(display)


# ----- reminders you cannot miss ------------------------------------------------------------------------


def test_a_reminder_stands_in_the_banners_place_on_every_display_and_the_next_stop_says_why(make_window, qtbot):
    """My Forces Are Innumerable.

    Ctrl+Space stopped at the archenemy's end step for a line in the side
    column.
    """
    window = make_window(game_of("my-forces-are-innumerable"))
    advance(window, lambda s: s.active == "Archenemy" and s.step is Step.POSTCOMBAT_MAIN)
    display = show_displays(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    state = window.session.state
    assert state.step is Step.END and not state.prompts
    reminder = "“My Forces Are Innumerable”: Archenemy creates a 3/3 black Horror creature token."
    assert window.banner.isVisible() and reminder in window.banner.reminders.text()
    assert "Stopped for a reminder" in window.status.text() and reminder in window.status.text()
    assert reminder in display_texts(display)
    assert phone(window)["reminders"] == [reminder]
    window.toggle_table_mode(True)
    settle(qtbot)
    assert reminder in display_texts(window.table_view)
    window.toggle_table_mode(False)


def test_the_next_stop_says_when_it_stopped_for_a_scheme_or_a_new_turn(make_window, qtbot):
    window = make_window(game_of("know-evil"))
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert "“Know Evil” was set in motion" in window.status.text() or "question" in window.status.text()


# ----- table mode answers a tap ----------------------------------------------------------------------------


def test_table_mode_marks_the_selected_seat_shows_a_running_change_and_its_tap_zones(make_window, qtbot):
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    settle(qtbot)
    view = window.table_view
    seat = view.seats["Hero 1"]
    assert [zone.text() for zone in seat.zones] == ["−", "+"] and all(z.isVisibleTo(seat) for z in seat.zones)
    for _ in range(3):
        # Three taps on the seat's left half
        qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(10, seat.height() // 2))
    assert window.session.state.player("Hero 1").life == 17
    assert seat.running == "−3"
    # Select Hero 1 by their key
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert seat.property("selected") is True and not view.seats["Hero 2"].property("selected")
    seat.RUNNING_MS = 50
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=QPoint(seat.width() - 10, seat.height() // 2))
    assert seat.running == "−2"
    qtbot.waitUntil(lambda: seat.running == "", timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Escape)


def test_the_second_window_shows_the_selection_and_a_running_change_too(make_window, qtbot):
    window = make_window()
    display = show_displays(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_2)
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    seat = display.seats["Hero 2"]
    assert seat.property("selected") is True and seat.running == "−2"
    assert not any(zone.isVisibleTo(seat) for zone in seat.zones), "nobody taps the second window"


# ----- accessibility ---------------------------------------------------------------------------------


def accessible_texts(widget: QWidget) -> list[str]:
    """Every name, description and value in ``widget``'s accessibility tree.

    What a screen reader reaches.
    """
    found: list[str] = []

    def walk(interface, depth: int) -> None:
        if interface is None or depth > 40:
            return
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value):
            text = interface.text(kind)
            if text:
                found.append(text)
        for index in range(interface.childCount()):
            walk(interface.child(index), depth + 1)

    walk(QAccessible.queryAccessibleInterface(widget), 0)
    return found


def test_a_screen_reader_reaches_the_second_windows_totals_question_and_winner(make_window, qtbot):
    window = make_window(game_of("because-i-have-willed-it"))
    window.session.perform(ChangeLife("Hero 2", -3))
    count_question(window)
    display = show_displays(window, qtbot)
    spoken = accessible_texts(display)
    assert any("Hero 2: 17 life" in text for text in spoken), spoken
    assert display.seats["Hero 2"].life_label.accessibleName() == "Hero 2: 17 life", "the total's own label"
    assert any("How many spells did the heroes cast this turn?" in text for text in spoken)
    assert "Typed: 0" in spoken, "the count typed, in words (not '▸ 0▏')"
    window.session.perform(ChangeLife("Archenemy", -40))
    settle(qtbot)
    assert any("The heroes win!" in text for text in accessible_texts(display))
    assert display.seats["Archenemy"].accessibleName() == "Archenemy: 0 life · Out: 0 or less life", (
        "why, not '(0 life)'"
    )


def test_the_scenes_widgets_answer_to_the_view_and_hide_with_it(make_window, qtbot):
    """A seat in the scene reported the application as its parent.

    A screen reader took it for a window of its own (and ignored its changes);
    the hidden table mode's seats still said they were showing.
    """
    window = make_window(game_of("know-evil"))
    display = show_displays(window, qtbot)
    view = QAccessible.queryAccessibleInterface(display.view)
    assert view.childCount() == 1 + len(display.seats)
    for index, widget in enumerate([display.inner, *display.seats.values()]):
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface.parent().object() is display.view, widget
        assert view.indexOfChild(interface) == index and view.child(index).object() is widget
        assert not interface.state().invisible
        assert view.rect().contains(interface.rect()), (widget, interface.rect(), view.rect())
    assert QAccessible.queryAccessibleInterface(display.inner).text(QAccessible.Text.Name) == "Middle of the table"
    window.second_window.toggle_display(False)
    settle(qtbot)
    assert view.childCount() == 0, "a hidden display shows a reader nothing"
    assert QAccessible.queryAccessibleInterface(display.seats["Hero 1"]).state().invisible


# ----- the table view's words follow each display's language --------------------------------------------


def test_the_phone_speaks_its_own_language_while_the_window_speaks_another(make_window, qtbot):
    window = make_window(game_of("because-i-have-willed-it"))
    count_question(window)
    page = phone(window, "es")
    assert page["question"]["text"] == "¿Cuántos hechizos han lanzado los héroes este turno?"
    assert page["question"]["heading"].startswith("“Porque así lo he querido”: ")
    assert page["question"]["how"].startswith("Escribe el número")
    assert "How many spells did the heroes cast this turn?" in window.banner.question.text()
    assert HEROES not in json.dumps(page["players"])


def test_the_archenemy_answers_to_a_in_a_question_among_every_player(make_window, qtbot):
    """Choose Your Champion.

    The archenemy is A beside the heroes' numbers, and A picks them.
    """
    window = make_window(game_of("choose-your-champion"))
    advance(window, lambda s: bool(s.prompts))
    assert keyed([b.text() for b in window.banner.answer_buttons]) == {
        "Archenemy": "A",
        "Hero 1": "1",
        "Hero 2": "2",
        "Hero 3": "3",
    }
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_A)
    settle(qtbot)
    choices = dict(window.session.state.zones[0].face_up[0].choices)
    assert list(choices.values()) == ["Archenemy"]
