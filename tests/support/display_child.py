"""Run by ``tests/desktop/table/displays/test_displays_x11.py`` under Xvfb.

The second window covers a laptop's only screen.

A game waits for a count (Because I Have Willed It, the heroes' end step);
F10 opens the second window, which fills the only screen over the main
window.  Real X key presses (xdotool, through the X server, to the focused
window) then press Space, type 4 and press Enter there.  The child prints
one JSON line: what the second window showed at each moment and the answer
the game recorded.

    DISPLAY=:N QT_QPA_PLATFORM=xcb python tests/support/display_child.py GAMES_DIR
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "xcb"

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget  # noqa: E402

from archenemy.desktop.i18n import install_language  # noqa: E402
from archenemy.desktop.session import Session  # noqa: E402
from archenemy.desktop.table.window import MainWindow  # noqa: E402
from archenemy.engine.actions import Answer, NextStep  # noqa: E402
from archenemy.engine.model import PromptKind  # noqa: E402
from archenemy.engine.setup import GameSetup, PlayerSetup  # noqa: E402
from archenemy.engine.variants import Variant  # noqa: E402


def shown(display) -> str:
    """Every text the second window shows.

    Its middle and its seats: widgets of a graphics scene.
    """
    found = []
    for root in (display.inner, *display.seats.values()):
        for widget in root.findChildren(QWidget):
            if isinstance(widget, (QLabel, QAbstractButton)) and widget.isVisibleTo(root) and widget.text():
                found.append(widget.text())
    return "\n".join(found)


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=10)


def main() -> int:
    app = QApplication(sys.argv[:1])
    install_language("en")
    session = Session(Path(sys.argv[1]))
    players = (PlayerSetup("Archenemy", ("because-i-have-willed-it",) * 20), PlayerSetup("Hero 1"))
    session.new_game(GameSetup(Variant.ARCHENEMY, players))
    while not (session.state.prompts and session.state.prompts[0].kind is PromptKind.COUNT):
        assert session.perform(NextStep())
    prompt = session.state.prompts[0]
    window = MainWindow(session, "en")
    window.showMaximized()
    report: dict[str, object] = {"question": prompt.id}
    steps = []

    def step(delay: int):
        def register(fn):
            steps.append((delay, fn))
            return fn

        return register

    @step(500)
    def open_display() -> None:
        window.second_window.toggle_display(True)
        display = window.second_window.display
        assert display is not None
        report["covers"] = display.geometry().contains(window.geometry().center())
        xdotool("windowfocus", "--sync", str(int(display.winId())))

    @step(500)
    def press_space() -> None:
        assert window.second_window.display is not None
        report["active"] = window.second_window.display.isActiveWindow()
        report["before"] = shown(window.second_window.display)
        xdotool("key", "space")

    @step(300)
    def type_four() -> None:
        assert window.second_window.display is not None
        report["after_space"] = shown(window.second_window.display)
        xdotool("key", "4")

    @step(300)
    def press_enter() -> None:
        assert window.second_window.display is not None
        report["typed"] = shown(window.second_window.display)
        xdotool("key", "Return")

    @step(400)
    def finish() -> None:
        game = session.game
        assert game is not None
        answers = [a for a in game.log if isinstance(a, Answer) and a.prompt == prompt.id]
        report["answer"] = answers[-1].value if answers else None
        print(json.dumps(report), flush=True)
        window.close()
        app.quit()

    def run(index: int) -> None:
        delay, fn = steps[index]

        def go() -> None:
            fn()
            if index + 1 < len(steps):
                run(index + 1)

        QTimer.singleShot(delay, go)

    run(0)
    # Never hang a test run
    QTimer.singleShot(20000, app.quit)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
