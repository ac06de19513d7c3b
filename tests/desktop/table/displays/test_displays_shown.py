"""What each display shows, read from each display.

The card, reminders, Know Evil's choices.

The main window, table mode (F11), the second window (F10) and the phone
page (its ``state`` message) read as a player reads them: the texts of their
widgets (the second window's middle and seats from the widgets in its scene)
or the phone's JSON, in English and Spanish.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.model import Prompt, PromptKind, Step

from support.displays import display_texts, keep, phone, play, settle, show_displays
from support.games import FILLER, make_start

# ----- playing a game through the window's session -------------------------------------------------------


def card_name(card) -> str:
    """The name on a scheme card.

    The main window's, table mode's or the second window's.
    """
    return card.name_label.text()


def two_ongoing(window) -> None:
    """Two ongoing schemes that both ask at the heroes' end step of turn 4.

    Because I Have Willed It (turn 1) and then Bow to My Command (turn 3, Hero
    3 chosen) face up.
    """

    def answers(prompt: Prompt) -> object:
        if prompt.kind is PromptKind.CHOICE:
            return "Hero 3"
        return keep(prompt)

    play(window, lambda s: s.turn == 4 and s.step is Step.END and bool(s.prompts), answers)


TWO_ONGOING = ("because-i-have-willed-it", "bow-to-my-command", *FILLER)
WILLED = {"en": "Because I Have Willed It", "es": "Porque así lo he querido"}
BOW = {"en": "Bow to My Command", "es": "Inclínate ante mi mando"}


# ----- the card is the scheme the table is asked about or reminded of ----------------------------


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_card_is_the_scheme_the_question_is_about_on_every_display(make_window, qtbot, language):
    """ "“Because I Have Willed It”: How many spells…?" beside Bow to My Command.

    The last one set in motion.
    """
    window = make_window(make_start(TWO_ONGOING), language)
    two_ongoing(window)
    state = window.session.state
    assert [p.scheme_id for p in state.prompts] == ["because-i-have-willed-it", "bow-to-my-command"]
    display = show_displays(window, qtbot)
    assert WILLED[language] in window.banner.question.text()
    assert card_name(window.card) == WILLED[language], "the main window's card"
    assert card_name(display.card) == WILLED[language], "the second window's card"
    assert phone(window, language)["scheme"]["name"] == WILLED[language], "the phones' card"
    window.toggle_table_mode(True)
    settle(qtbot)
    assert card_name(window.table_view.card) == WILLED[language], "table mode's card"
    window.toggle_table_mode(False)
    # Answered (nothing abandoned): the next question is Bow to My Command's, and so is the card.
    window.session.perform(Answer(state.prompts[0].id, 0))
    settle(qtbot)
    assert BOW[language] in window.banner.question.text()
    assert card_name(window.card) == BOW[language] and card_name(display.card) == BOW[language]
    # Both answered: the usual card (the last scheme set in motion, still face up) comes back.
    window.session.perform(Answer(window.session.state.prompts[0].id, False))
    settle(qtbot)
    assert not window.session.state.prompts
    assert card_name(window.card) == BOW[language]


def test_a_reminder_shows_the_scheme_it_reminds_of_then_the_usual_card_comes_back(make_window, qtbot):
    """A reminder shows the scheme it reminds of, then the usual card.

    "Now, at this step: “My Forces Are Innumerable”: … Horror" beside A
    Reckoning Approaches.
    """
    deck = ("my-forces-are-innumerable", "a-reckoning-approaches", *FILLER[1:])
    window = make_window(make_start(deck))
    play(window, lambda s: s.turn == 3 and s.step is Step.POSTCOMBAT_MAIN)
    display = show_displays(window, qtbot)
    assert card_name(window.card) == "A Reckoning Approaches", "set in motion last, on the bottom now"
    # The end step: the Horror
    window.session.perform(NextStep())
    settle(qtbot)
    assert "Horror" in window.banner.reminders.text() and "Horror" in display_texts(display)
    for card in (window.card, display.card):
        assert card_name(card) == "My Forces Are Innumerable"
        assert "Ongoing scheme" in card.caption.text()
    assert phone(window)["scheme"]["name"] == "My Forces Are Innumerable"
    # The cleanup step: nothing to do
    window.session.perform(NextStep())
    settle(qtbot)
    assert card_name(window.card) == card_name(display.card) == "A Reckoning Approaches"


def test_rulings_are_those_of_the_card_shown(make_window, qtbot):
    window = make_window(make_start(TWO_ONGOING))
    two_ongoing(window)
    window.dialogs.show_rulings()
    titles = [w.windowTitle() for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert "Rulings: Because I Have Willed It" in titles, titles


# ----- Know Evil's "nobody" in words, large enough to read across the table -------------------------------


def know_evil_nobody_last(window) -> None:
    """Know Evil set in motion.

    Hero 2 and Hero 3 chosen, then nobody (key 0) for the third target.
    """
    picks = iter(("Hero 2", "Hero 3", "none"))
    play(window, lambda s: bool(s.prompts) and s.prompts[0].question == "resolve", lambda _p: next(picks))


@pytest.mark.parametrize(("language", "nobody"), [("en", "Nobody"), ("es", "Nadie")])
def test_know_evils_nobody_is_a_word_on_every_display(make_window, qtbot, language, nobody):
    """ "…The opponent who can't cast noncreature spells: none" (in Spanish too)."""
    window = make_window(make_start(("know-evil", *FILLER)), language)
    know_evil_nobody_last(window)
    display = show_displays(window, qtbot)
    window.toggle_table_mode(True)
    settle(qtbot)
    for card in (window.card, display.card, window.table_view.card):
        line = card.choices_label.text()
        assert line.endswith(f": {nobody}") and "none" not in line, line
    window.toggle_table_mode(False)
    text = "\n".join(phone(window, language)["scheme"]["choices"])
    assert text.endswith(f": {nobody}") and "none" not in text, text


def test_know_evils_choices_are_no_smaller_than_the_rules_text_and_grow_with_the_table(make_window, qtbot):
    """The recorded choices' line was the smallest text on the card (12 pt).

    Unreadable from 2 m.
    """
    from archenemy.desktop.table.schemes.views import CARD_MIN_PT

    window = make_window(make_start(("know-evil", *FILLER)))
    know_evil_nobody_last(window)
    display = show_displays(window, qtbot)
    laptop = display.card.choices_label.font().pointSizeF()
    assert window.card.choices_label.font().pointSizeF() > CARD_MIN_PT
    assert laptop > CARD_MIN_PT and display.card.choices_label.font().bold()
    assert display.card.choices_label.text().count("\n") == 2, "one line per target"
    display.resize(1920, 1080)
    settle(qtbot)
    assert display.card.choices_label.font().pointSizeF() > laptop, "a TV's room makes it larger"
