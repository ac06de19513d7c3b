"""Run by ``tests/desktop/table/test_game_night_x11.py`` under Xvfb.

A game night of three games played with real key presses.

The roster holds Ana, Ben and Cat with a scheme deck each and Dan without
one.  Through the X server (xdotool, to the focused window): Alt+G E opens
New game as a night, Alt+E seats everyone of the roster, Enter starts; each
game ends by keys (a seat's number, then Page Down, 5 life a press); F5
starts the next.  The child prints one JSON line: each game's seats, in
order, and what the main window showed at each end.

    DISPLAY=:N QT_QPA_PLATFORM=xcb python tests/support/night_child.py DATA_HOME
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "xcb"
os.environ["XDG_DATA_HOME"] = sys.argv[1]
os.environ["XDG_CONFIG_HOME"] = str(Path(sys.argv[1]) / "config")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from archenemy.desktop import paths  # noqa: E402
from archenemy.desktop.i18n import install_language  # noqa: E402
from archenemy.desktop.roster.store import DeckRef, RosterPlayer, roster_of, save_roster  # noqa: E402
from archenemy.desktop.session import Session  # noqa: E402
from archenemy.desktop.table.window import MainWindow  # noqa: E402

# Who loses each game: the archenemy (the heroes win), else every hero.
LOSERS = ("archenemy", "heroes", "archenemy")


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=10)


def focus(widget) -> None:
    xdotool("windowfocus", "--sync", str(int(widget.winId())))


def main() -> int:
    app = QApplication(sys.argv[:1])
    install_language("en")
    save_roster(
        roster_of(
            [
                RosterPlayer("Ana", "#c0392b", (DeckRef("precon", "archenemy-nicol-bolas"),)),
                RosterPlayer("Ben", "#2e86de", (DeckRef("precon", "assemble-the-doomsday-machine"),)),
                RosterPlayer("Cat", "#27ae60", (DeckRef("precon", "trample-civilization-underfoot"),)),
                RosterPlayer("Dan", "#f39c12"),
            ]
        )
    )
    session = Session(paths.games_dir())
    session.new_game()
    window = MainWindow(session, "en")
    window.showMaximized()
    report: dict[str, list[object]] = {"seats": [], "ends": []}
    steps: list[tuple[int, object]] = []

    def end_game(loser: str) -> None:
        state = session.state
        seats = (1,) if loser == "archenemy" else range(2, len(state.players) + 1)
        keys: list[str] = []
        for seat in seats:
            # A seat's key is its answer key: A the archenemy, a hero their number.
            key = "a" if seat == 1 else str(seat - 1)
            keys += [key] + ["Next"] * ((state.players[seat - 1].life + 4) // 5)
        xdotool("key", "--delay", "30", *keys)

    steps.append((600, lambda: (focus(window), xdotool("key", "--delay", "150", "alt+g", "e"))))
    steps.append((800, lambda: (focus(window.dialogs.opened[-1]), xdotool("key", "alt+e"))))
    # Once the roster is seated (this process sends both)
    steps.append((500, lambda: xdotool("key", "Return")))
    for number, loser in enumerate(LOSERS):
        steps.append((800, lambda: report["seats"].append([p.name for p in session.state.players])))
        steps.append((100, lambda loser=loser: (focus(window), end_game(loser))))
        steps.append((1500, lambda: session.night.flush()))
        steps.append(
            (
                300,
                lambda: report["ends"].append(
                    {
                        "over": session.state.over,
                        "outcome": window.game_end.outcome_label.text(),
                        "next": window.game_end.next_game_button.text()
                        if window.game_end.next_game_button.isVisible()
                        else "",
                        "standings": window.game_end.story_view.header.text()
                        if window.game_end._story_view is not None
                        else "",
                    }
                ),
            )
        )
        if number < len(LOSERS) - 1:
            steps.append((100, lambda: xdotool("key", "F5")))

    def finish() -> None:
        print(json.dumps(report), flush=True)
        window.close()
        app.quit()

    steps.append((200, finish))

    def run(index: int) -> None:
        delay, fn = steps[index]

        def go() -> None:
            fn()  # type: ignore[operator]
            if index + 1 < len(steps):
                run(index + 1)

        QTimer.singleShot(delay, go)

    run(0)
    # Never hang a test run
    QTimer.singleShot(60000, app.quit)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
