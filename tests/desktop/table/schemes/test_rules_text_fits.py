"""The card's rules text is never cut while a question waits.

At nine seats on 1366×768 in Spanish, at text sizes 100% and 107%, the card's
text was cut with "…" while a question waited, with an empty line of room
below: the table could not read the scheme it had to resolve (when the app
shuffles there is no paper card).  Now the text shrinks to its smallest size
(:data:`~archenemy.desktop.table.schemes.views.CARD_MIN_PT`) and then the
player panels give height; after each answer the card takes its room back.
The longest texts of the catalogue are tried, with their questions answered
one by one.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from archenemy.desktop.table.schemes.views import CARD_MIN_PT
from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import DeckMode
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

SCREEN = (1366, 768)


def shown_text(text: str, ongoing: bool) -> str:
    """The rules text as the card shows it.

    An ongoing scheme's reminder line left out.
    """
    return text.split("\n", 1)[1] if ongoing and text.startswith("(") and "\n" in text else text


def longest(language: str, count: int) -> list[str]:
    """The ``count`` schemes with the longest rules text on the card in ``language``."""
    catalogue = load_catalogue(language)
    schemes = sorted(catalogue._schemes.values(), key=lambda s: -len(shown_text(s.text, s.ongoing)))
    return [s.id for s in schemes[:count]]


CASES = sorted(set(longest("es", 6) + longest("en", 2) + ["know-evil"]))


def settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    # The banner's question fits the card after 60 ms
    qtbot.wait(300)


def nine_seats(scheme: str) -> GameSetup:
    players = [PlayerSetup("Archienemigo", (scheme,) * 20)] + [PlayerSetup(f"Héroe {n}") for n in range(1, 9)]
    return GameSetup(Variant.ARCHENEMY, tuple(players), DeckMode.PHYSICAL)


def assert_whole(window, when: str) -> None:
    text = window.card.text_label
    assert not text.elided, (when, text.font().pointSize(), text.height(), text.height_for(text.min_pt))
    assert text.font().pointSize() >= CARD_MIN_PT and text.height_for(text.font().pointSize()) <= text.height()
    assert window.width() <= SCREEN[0] and window.height() <= SCREEN[1], "the window never grows past the screen"


@pytest.mark.parametrize(("language", "scale"), [("es", 1.0), ("es", 1.07), ("en", 1.07)])
def test_the_rules_text_is_whole_at_nine_seats_while_every_question_waits(make_window, qtbot, language, scale):
    for scheme in CASES:
        window = make_window(nine_seats(scheme), language, text_scale=scale)
        window.resize(*SCREEN)
        session = window.session
        for _ in range(3):
            assert session.perform(NextStep())
        reveal = session.state.prompts[0]
        assert session.perform(Answer(reveal.id, scheme))
        settle(qtbot)
        for _ in range(12):
            assert_whole(window, f"{scheme} at {scale}, question {session.state.prompts[:1]}")
            if not session.state.prompts:
                break
            prompt = session.state.prompts[0]
            value = {"done": True, "yes_no": False, "count": 0}.get(prompt.kind.value)
            assert session.perform(Answer(prompt.id, prompt.options[0] if value is None else value))
            settle(qtbot)
        assert_whole(window, f"{scheme} at {scale}, answered")
        window.close()
