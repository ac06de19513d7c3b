"""Prompts that read right.

A subject per team or player, in English and Spanish; the banner names the
scheme it asks about; Rumble panels count each player's scheme deck.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from archenemy.desktop.texts import Words
from archenemy.desktop.texts.game import prompt_scheme_name, prompt_text
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import HEROES, Prompt, PromptKind
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def prompt(question: str, active: str, kind=PromptKind.YES_NO) -> Prompt:
    return Prompt(
        id=1,
        kind=kind,
        question=question,
        card_uid=1,
        scheme_id=question,
        owner="Archenemy",
        params=(("active", active),),
    )


@pytest.mark.parametrize(
    ("question", "language", "team", "player"),
    [
        (
            "my-forces-are-innumerable",
            "en",
            "Do the heroes sacrifice two creatures?",
            "Does Ana sacrifice two creatures?",
        ),
        ("my-forces-are-innumerable", "es", "¿Sacrifican los héroes dos criaturas?", "¿Sacrifica Ana dos criaturas?"),
        ("bow-to-my-command", "en", "Do the heroes tap untapped creatures", "Does Ana tap untapped creatures"),
        ("bow-to-my-command", "es", "¿Giran los héroes criaturas enderezadas", "¿Gira Ana criaturas enderezadas"),
        ("because-i-have-willed-it", "en", "How many spells did the heroes cast", "How many spells did Ana cast"),
        (
            "because-i-have-willed-it",
            "es",
            "¿Cuántos hechizos han lanzado los héroes",
            "¿Cuántos hechizos ha lanzado Ana",
        ),
    ],
)
def test_questions_follow_their_subject(question, language, team, player):
    words = Words.of(language)
    catalogue = load_catalogue(language)
    kind = PromptKind.COUNT if question == "because-i-have-willed-it" else PromptKind.YES_NO
    as_team = prompt_text(prompt(question, HEROES, kind), catalogue, words)
    as_player = prompt_text(prompt(question, "Ana", kind), catalogue, words)
    assert as_team.startswith(team), as_team
    assert as_player.startswith(player), as_player
    for wrong in ("The heroes", "Los héroes", "Does the heroes", "¿Sacrifica los"):
        assert wrong not in as_team


def test_the_scheme_asked_about_is_named_in_the_window_language():
    catalogue = load_catalogue("es")
    name = prompt_scheme_name(prompt("my-forces-are-innumerable", HEROES), catalogue)
    assert name == catalogue["my-forces-are-innumerable"].name and name != "My Forces Are Innumerable"


# ----- the banner in the window: as tall as what it shows ---------------------------------------------------
def _to_the_heroes_question(window) -> None:
    """My Forces Are Innumerable in motion, then on to the heroes' end step.

    Its yes/no question waits.
    """
    from archenemy.engine.actions import NextStep

    for _ in range(40):
        prompts = window.session.state.prompts
        if prompts and prompts[0].kind is PromptKind.YES_NO:
            return
        window.session.perform(NextStep())
    raise AssertionError("no yes/no question")


def _settle(qtbot) -> None:
    """Let the layout, the banner's timer and the totals' equalising run.

    The timer matches the banner to the card; the life totals are equalised
    last.
    """
    qtbot.wait(120)
    for _ in range(3):
        QApplication.processEvents()


def _measure(window) -> dict[str, int]:
    banner = window.banner
    question = banner.question
    first_button = banner.buttons.itemAt(0).widget()
    life = window.panels["Hero 2"].life_label
    return {
        "banner": banner.height(),
        "needed": banner.heightForWidth(banner.width()),
        "question": question.height(),
        "question_needed": question.heightForWidth(question.width()),
        "gap": first_button.y() - question.geometry().bottom() - 1,
        "life_digits": life.fontMetrics().tightBoundingRect("20").height(),
    }


def test_the_banner_keeps_no_empty_band_after_next_step_was_refused_and_a_life_changed(make_window, qtbot):
    """Refused presses and a life change leave no empty band in the banner.

    Xvfb showed it: Space refused a few times (the banner says why), then a
    life change: a tall empty band between the question and its buttons, and
    the life totals shrank for it.
    """
    deck = ("my-forces-are-innumerable",) * 20
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in (1, 2, 3)))
    window = make_window(GameSetup(Variant.ARCHENEMY, players))
    window.resize(1366, 768)
    _to_the_heroes_question(window)
    _settle(qtbot)
    before = _measure(window)
    spacing = window.banner.layout().spacing()
    for _ in range(3):
        # Refused: the banner says why
        qtbot.keyClick(window, Qt.Key.Key_Space)
        _settle(qtbot)
    assert window.banner.told_why and window.session.state.prompts
    qtbot.mouseClick(window.panels["Hero 1"].plus, Qt.MouseButton.LeftButton)
    _settle(qtbot)
    for when, sizes in (("at the question", before), ("after the refusals and a life change", _measure(window))):
        assert sizes["banner"] <= sizes["needed"] + 2, (when, sizes)
        assert sizes["question"] <= sizes["question_needed"] + 2, (when, sizes)
        assert sizes["gap"] <= spacing + 2, (when, sizes)
    assert _measure(window)["life_digits"] >= before["life_digits"] - 2, "the totals keep their size"


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_scheme_with_an_effect_per_opponent_fits_the_screen(make_window, qtbot, language):
    """Many tied heroes' life changes are a list, never a row past the screen.

    Xvfb showed it: The Mighty Will Fall at nine seats offered "Hero N loses 7
    life" for each of eight tied heroes in one row; the window grew to 2,478 px
    on a 1,366 px screen.  Past three they are a list and Apply.
    """
    from archenemy.engine.actions import NextStep, RecordChoice

    deck = ("the-mighty-will-fall",) * 20
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in range(1, 9)))
    window = make_window(GameSetup(Variant.ARCHENEMY, players))
    window.set_language(language)
    window.resize(1366, 768)
    session = window.session
    while not session.state.prompts:
        assert session.perform(NextStep())
    _settle(qtbot)
    banner, picker = window.banner, window.banner.scheme_row.effect_picker
    assert picker is not None and picker.count() == 8 and len(banner.scheme_row.effect_buttons) == 1
    for shown in (False, True):
        # The log's dock makes the banner narrower still
        if shown:
            window.menus.log_action.trigger()
            _settle(qtbot)
        assert window.minimumSizeHint().width() <= 1366 and window.minimumSizeHint().height() <= 768
        assert window.width() <= 1366 and window.height() <= 768
        for widget in (picker, banner.scheme_row.effect_buttons[0]):
            # Whole inside the banner
            assert widget.isVisible()
            assert banner.rect().contains(QRect(widget.mapTo(banner, QPoint(0, 0)), widget.size()))
    picker.setCurrentIndex(4)
    # Apply: the fifth alternative
    banner.scheme_row.effect_buttons[0].click()
    assert session.state.player("Hero 5").life == 13
    _settle(qtbot)
    picker = banner.scheme_row.effect_picker
    # Done, shown (Hero 5 is no longer among the highest, yet the list still shows it), not offered again.
    assert picker is not None and not picker.isEnabled() and "Hero 5" in picker.currentText()
    (face,) = [f for f in session.state.face_up() if f.scheme_id == "the-mighty-will-fall"]
    # The table records another chosen player: its one life change is offered beside the applied one, both
    # as buttons again, neither to press (the scheme's life change is done).
    assert session.perform(RecordChoice(face.uid, "chosen", "Hero 1"))
    _settle(qtbot)
    buttons = banner.scheme_row.effect_buttons
    assert banner.scheme_row.effect_picker is None and [b.isEnabled() for b in buttons] == [False, False]
    assert "Hero 1" in buttons[0].text() and "Hero 5" in buttons[1].text() and "✓" in buttons[1].text()


def test_the_token_line_beside_done_takes_one_line_not_a_narrow_column(make_window, qtbot):
    """A token count stays on one line.

    "Tokens: 8 × Horror 3/3, one attacking each opponent" wrapped into a column
    of three lines.
    """
    from archenemy.engine.actions import NextStep

    deck = ("for-each-of-you-a-gift",) * 20
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in range(1, 9)))
    window = make_window(GameSetup(Variant.ARCHENEMY, players))
    window.resize(1366, 768)
    while not window.session.state.prompts:
        assert window.session.perform(NextStep())
    _settle(qtbot)
    label = window.banner.tokens_label
    assert label is not None and "8 × Horror" in label.text()
    one_line = label.fontMetrics().height()
    assert label.heightForWidth(label.width()) < 2 * one_line, (label.heightForWidth(label.width()), label.width())


def test_a_choice_of_the_chosen_player_is_asked_in_plain_words(make_window, qtbot):
    """The banner asked "“Bow to My Command”: choose the chosen player."."""
    from support.window_play import physical, reveal, space

    window = make_window(physical(deck=("bow-to-my-command",) * 20))
    space(qtbot, window, 3)
    reveal(qtbot, window, "Bow to My Command")
    (asked,) = window.session.state.prompts
    assert asked.question == "choose"
    assert prompt_text(asked, load_catalogue("en")) == "“Bow to My Command”: who is the chosen player?"
    spanish = prompt_text(asked, load_catalogue("es"), Words.of("es"))
    assert spanish == "«Inclínate ante mi mando»: ¿quién es el jugador elegido?"
