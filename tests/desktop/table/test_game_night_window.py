"""The window: a game night of three games played by the window's keys.

The archenemy rotates.

The New game dialog seats the roster's players and starts the night; each
game is ended by keys (1–9 select a seat, Page Down takes 5 life); F5 starts
the night's next game with the next player in seat order who brought a
scheme deck.  At each end the night's standings are read from every display
(the main window, table mode, the second window, the phone's JSON); the app
restarted mid-night goes on with the night; ``archenemy history --json`` and
``archenemy stats --json`` agree with the journals.
"""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from archenemy.desktop import paths
from archenemy.desktop.cli.history import run as run_history
from archenemy.desktop.deck_builder.files import save_deck
from archenemy.desktop.roster.store import DeckRef, RosterPlayer, roster_of, save_roster
from archenemy.desktop.session import Session
from archenemy.desktop.share.live import Clients
from archenemy.desktop.table.dialogs.new_game_row import DeckChoice
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.header_notes import night_of
from archenemy.engine.journal import read_journal, replay

# The standings after each game of the night played below (Ana, then Ben, then Cat the archenemy; Dan brought
# no deck): ``(name, won, of, as the archenemy, as a hero)`` best first.
STANDINGS = {
    1: [("Ben", 1, 1, 0, 1), ("Cat", 1, 1, 0, 1), ("Dan", 1, 1, 0, 1), ("Ana", 0, 1, 0, 0)],
    2: [("Ben", 2, 2, 1, 1), ("Cat", 1, 2, 0, 1), ("Dan", 1, 2, 0, 1), ("Ana", 0, 2, 0, 0)],
    3: [("Ben", 3, 3, 1, 2), ("Dan", 2, 3, 0, 2), ("Ana", 1, 3, 0, 1), ("Cat", 1, 3, 0, 1)],
}
LINE = {
    "en": "{rank}. {name}: won {won} ({ae} as archenemy, {hero} as hero)",
    "es": "{rank}. {name}: ganó {won} ({ae} como archienemigo, {hero} como héroe)",
}
TITLE = {"en": "Standings of the night · games played: {n}", "es": "Clasificación de la noche · partidas jugadas: {n}"}
NEXT = {"en": "Next game  [F5]", "es": "Siguiente partida  [F5]"}


def standing_lines(game: int, language: str) -> list[str]:
    lines, rank, before = [], 0, None
    for place, (name, won, of, ae, hero) in enumerate(STANDINGS[game], 1):
        if (won, ae) != before:
            rank, before = place, (won, ae)
        lines.append(LINE[language].format(rank=rank, name=name, won=won, of=of, ae=ae, hero=hero))
    return lines


def settle(qtbot, session: Session | None = None) -> None:
    if session is not None:
        assert session.night.flush()
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def open_window(qtbot, session: Session, language: str):
    from archenemy.desktop.app import configure_application
    from archenemy.desktop.table.window import MainWindow

    configure_application(QApplication.instance())
    window = MainWindow(session, language)
    window.deal_rng = random.Random(7)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    return window


def the_group() -> None:
    """The roster: Ana, Ben, Cat and Dan with their decks.

    The roster: Ana (an official deck), Ben (his saved deck), Cat (an official
    deck), Dan (none).
    """
    catalogue = load_catalogue()
    text = "\n".join(f"1 {catalogue[i].name_en}" for i in list(catalogue)[20:40])
    save_deck("Ben's doom", text)
    save_roster(
        roster_of(
            [
                RosterPlayer("Ana", "#c0392b", (DeckRef("precon", "archenemy-nicol-bolas"),)),
                RosterPlayer("Ben", "#2e86de", (DeckRef("saved", "Ben's doom"),)),
                RosterPlayer("Cat", "#27ae60", (DeckRef("precon", "assemble-the-doomsday-machine"),)),
            ]
        )
    )


def start_the_night(window, qtbot) -> None:
    """Game → Start a game night.

    Ana typed in the first seat, Dan in the second, Ben and Cat seated from the
    roster; Enter starts it.
    """
    window.menus.night_action.trigger()
    dialog = window.dialogs.opened[-1]
    assert dialog.roster_box.night_kind() == "new"
    while len(dialog.rows) > 2:
        dialog.rows[-1].remove.click()
    for row, name in zip(dialog.rows, ("Ana", "Dan"), strict=True):
        row.name.selectAll()
        qtbot.keyClicks(row.name, name)
    assert dialog.rows[1].choice() == DeckChoice("none"), "a hero brings no deck until the table says so"
    for name in ("Ben", "Cat"):
        box = dialog.roster_box
        box.pick.setCurrentIndex(box.pick.findData(name))
        box.seat_button.click()
    assert [r.name.text() for r in dialog.rows] == ["Ana", "Dan", "Ben", "Cat"]
    assert dialog.rows[2].choice() == DeckChoice("saved", "Ben's doom")
    assert "Ana, Ben, Cat" in dialog.problems.text().splitlines()[-1]
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    settle(qtbot)
    assert not dialog.isVisible()


def end_by_keys(window, qtbot, archenemy_wins: bool) -> None:
    """Select seats by their keys and take their life with Page Down until the end.

    5 a press; a hero's key is their number, the archenemy's A.
    """
    state = window.session.state
    seats = range(2, len(state.players) + 1) if archenemy_wins else (1,)
    for seat in seats:
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{seat - 1}" if seat > 1 else "Key_A"))
        life = window.session.state.players[seat - 1].life
        for _ in range((life + 4) // 5):
            qtbot.keyClick(window, Qt.Key.Key_PageDown)
    settle(qtbot, window.session)
    assert window.session.state.over


def phone(window, language: str) -> dict:
    clients = Clients(window.session, lambda: None, lambda _count: None)
    return json.loads(clients.state_text(language))


def texts_of(root) -> str:
    from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

    return "\n".join(
        w.text()
        for w in root.findChildren(QWidget)
        if isinstance(w, (QLabel, QAbstractButton)) and w.isVisibleTo(root) and w.text()
    )


def check_every_display(window, qtbot, game: int, language: str) -> None:
    """The night's standings after ``game`` games, and the Next game key.

    On every display.
    """
    title, lines = TITLE[language].format(n=game), standing_lines(game, language)
    # The main window: the standings beside the game's story, in the card's place
    story = window.game_end.story_view
    assert story.isVisible() and story.story is window.session.story()
    assert story.header.isVisible() and story.header.text().splitlines() == [title, *lines]
    assert not window.game_end.standings_label.isVisible(), "said once"
    assert window.game_end.next_game_button.isVisible() and window.game_end.next_game_button.text() == NEXT[language]
    # F10's action: the second window
    window.second_window.toggle_display(True)
    window.second_window.display.resize(1366, 768)
    settle(qtbot)
    for display in (window.second_window.display,):
        shown = texts_of(display.inner)
        assert title in shown and all(line in shown for line in lines) and NEXT[language] in shown, shown
    window.second_window.toggle_display(False)
    # No window manager: the keys go where the table left the focus
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    # Table mode
    qtbot.keyClick(window, Qt.Key.Key_F11)
    settle(qtbot)
    shown = texts_of(window.table_view.inner)
    assert title in shown and all(line in shown for line in lines) and NEXT[language] in shown, shown
    qtbot.keyClick(window, Qt.Key.Key_F11)
    settle(qtbot)
    for speaks in ("en", "es"):
        # A phone speaks its own language
        end = phone(window, speaks)["end"]
        assert end["standings_title"] == TITLE[speaks].format(n=game)
        assert end["standings"] == standing_lines(game, speaks)
        assert end["keys"][0]["label"] == NEXT[speaks].split("  ")[0] and end["keys"][0]["key"] == "F5"


def journals_agree_with_the_command_line(games: Path) -> None:
    """``archenemy history --json`` and ``stats --json`` say what the journals say.

    ``archenemy history --json`` and ``archenemy stats --json`` say what the
    journals say.
    """
    finished = []
    for path in sorted(games.glob("*.jsonl")):
        loaded = read_journal(path)
        state = replay(loaded).state
        if state.over:
            finished.append((str(path), loaded, state))
    out, err = io.StringIO(), io.StringIO()
    assert run_history("history", ["--json"], out, err) == 0 and not err.getvalue()
    history = {g["file"]: g for g in json.loads(out.getvalue())}
    assert set(history) == {file for file, _, _ in finished}
    counts: dict[str, list[int]] = {}
    for file, loaded, state in finished:
        game = history[file]
        roles = [("archenemy" if p.is_archenemy else "hero") for p in state.players]
        assert [(p["name"], p["role"]) for p in game["players"]] == [
            (p.name, r) for p, r in zip(state.players, roles, strict=True)
        ]
        assert game["winners"] == list(state.outcome.winners) and game["draw"] is False
        assert game["turns"] == state.turn and game["actions"] == len(loaded.actions)
        night = night_of(loaded.start)
        assert game["night"] == {"id": night.id, "game": night.game}
        for p, role in zip(state.players, roles, strict=True):
            row = counts.setdefault(p.name, [0, 0, 0, 0])
            won = int(p.name in state.outcome.winners)
            row[0] += 1
            row[1] += won
            row[2] += role == "archenemy"
            row[3] += won and role == "archenemy"
    out = io.StringIO()
    assert run_history("stats", ["--json"], out, err) == 0
    stats = json.loads(out.getvalue())
    assert stats["games"] == len(finished) == 3
    assert [
        (p["name"], p["games"], p["wins"], p["games_as_archenemy"], p["wins_as_archenemy"]) for p in stats["players"]
    ] == [(name, *counts[name]) for name in sorted(counts, key=str.casefold)]


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_night_of_three_games_rotates_by_keys_with_its_standings_everywhere(qtbot, isolated_user_dirs, language):
    from archenemy.desktop.i18n import install_language

    install_language(language)
    the_group()
    session = Session(paths.games_dir())
    session.new_game(None, random.Random(4))
    window = open_window(qtbot, session, language)
    start_the_night(window, qtbot)
    assert [p.name for p in session.state.players] == ["Ana", "Dan", "Ben", "Cat"]
    assert session.state.players[0].is_archenemy and night_of(session.game.start).game == 1
    # Next game comes at the end: said, nothing started
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert night_of(session.game.start).game == 1 and window.status.text()

    # Ana loses
    end_by_keys(window, qtbot, archenemy_wins=False)
    check_every_display(window, qtbot, 1, language)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    settle(qtbot, session)
    # Dan brought no deck: Ben is next; the seats keep their order, started at him.
    assert [p.name for p in session.state.players] == ["Ben", "Cat", "Ana", "Dan"]
    assert night_of(session.game.start).game == 2
    assert session.game.start.extra["deck_names"] == {"Ben": "Ben's doom"}

    # Ben wins
    end_by_keys(window, qtbot, archenemy_wins=True)
    check_every_display(window, qtbot, 2, language)

    # The app is closed and opened again: the night's last game comes back, and the night goes on.
    window.close()
    session.close()
    session = Session(paths.games_dir())
    session.resume_or_new()
    assert session.state.over and night_of(session.game.start).game == 2
    window = open_window(qtbot, session, language)
    settle(qtbot, session)
    # As the first paint's follow-up does
    window.session.complete_history()
    settle(qtbot, session)
    assert window.game_end.story_view.header.text().splitlines()[1:] == standing_lines(2, language)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    settle(qtbot, session)
    assert [p.name for p in session.state.players] == ["Cat", "Ana", "Dan", "Ben"]
    assert session.game.start.extra["deck_names"] == {"Cat": "Assemble the Doomsday Machine"}

    # Cat loses
    end_by_keys(window, qtbot, archenemy_wins=False)
    check_every_display(window, qtbot, 3, language)
    assert session._history.flush()
    journals_agree_with_the_command_line(paths.games_dir())
    window.close()
    session.close()
