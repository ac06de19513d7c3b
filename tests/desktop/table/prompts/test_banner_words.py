"""The banner's first line names the scheme it asks about.

Bold at the question's size, in both languages.
"""

from __future__ import annotations

import re

from archenemy.engine.model import HEROES, Step

from support.window_play import advance_to, physical, reveal, space


def ongoing_question(qtbot, window, name):
    space(qtbot, window, 3)
    reveal(qtbot, window, name)
    advance_to(qtbot, window, HEROES, Step.END)
    prompt = window.session.state.prompts[0]
    assert prompt.question == "because-i-have-willed-it"
    return prompt


def first_line(text: str) -> str:
    return re.split(r"<br\s*/?>", text)[0]


def test_the_scheme_asked_about_opens_the_first_line_in_bold(make_window, qtbot):
    window = make_window(physical())
    ongoing_question(qtbot, window, "Because I Have Willed It")
    text = window.banner.question.text()
    line = first_line(text)
    assert "“<b>Because I Have Willed It</b>”:" in line, text
    assert "How many spells" in line
    assert "·" not in text, "no stray separator"
    assert "font-size" not in line, "the name is at the question's size"
    # Refused: the banner says why, on its own line
    window.keys.next_step()
    text = window.banner.question.text()
    assert "Next step waits for this answer." in text and "·" not in text
    assert "Next step waits" not in first_line(text)
    assert window.banner.question.accessibleName().startswith("“Because I Have Willed It”")


def test_the_scheme_asked_about_in_spanish(make_window, qtbot):
    window = make_window(physical(), language="es")
    space(qtbot, window, 3)
    reveal(qtbot, window, "Because I Have Willed It")
    advance_to(qtbot, window, HEROES, Step.END)
    line = first_line(window.banner.question.text())
    assert line.startswith("“<b>Porque así lo he querido</b>”"), line
    assert "·" not in line
