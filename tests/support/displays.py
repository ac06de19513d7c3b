"""Reading the displays a test window drives.

The second window, table mode, the phone's state.

``show_displays(window, qtbot)`` opens the second window at a laptop's size;
``display_texts(display)`` is what it (or table mode) shows, its middle and
every seat (widgets in a graphics scene); ``phone(window)`` the phone page's
state message as the server sends it; ``play(window, until)`` answers and
takes Next step through the window's session until ``until(state)``.
"""

from __future__ import annotations

import json

from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from archenemy.desktop.share.live import Clients
from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.model import Prompt


def show_displays(window, qtbot):
    """The second window, shown and laid out at a laptop's size; returns it."""
    window.second_window.toggle_display(True)
    display = window.second_window.display
    assert display is not None
    display.resize(1366, 768)
    settle(qtbot)
    return display


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def texts_of(*roots: QWidget) -> list[str]:
    """Every text shown in ``roots``, in widget order.

    Labels and buttons, visible in their root.
    """
    found = []
    for root in roots:
        for widget in root.findChildren(QWidget):
            if isinstance(widget, (QLabel, QAbstractButton)) and widget.isVisibleTo(root) and widget.text():
                found.append(widget.text())
    return found


def display_texts(display) -> str:
    """What the second window (or table mode) shows.

    Its middle and every seat (each a widget in the scene).
    """
    return "\n".join(texts_of(display.inner, *display.seats.values()))


def phone(window, language: str = "en") -> dict:
    """The phone page's state message, as the server sends it."""
    clients = Clients(window.session, lambda: None, lambda _count: None)
    return json.loads(clients.state_text(language))


def keep(prompt: Prompt) -> object:
    """The answer that abandons nothing.

    Done, 0, the answer that keeps a scheme, the first hero offered.
    """
    from support.games import keep_schemes

    return keep_schemes(prompt)


def play(window, until, answers=keep, limit: int = 200) -> None:
    """Answer and take Next step through the window's session until ``until``.

    Answers are ``answers(prompt)``; it stops once ``until(state)``.
    """
    session = window.session
    for _ in range(limit):
        state = session.state
        if until(state):
            return
        assert not state.over, "the game ended first"
        if state.prompts:
            prompt = state.prompts[0]
            assert session.perform(Answer(prompt.id, answers(prompt))), prompt
        else:
            assert session.perform(NextStep())
    raise AssertionError("never got there")
