"""The session keeps the history up to date.

A game's end reaches the index off the critical path, an undo after the end
reopens it there, and the journal's lines carry their time stamps.
"""

from __future__ import annotations

import time
from pathlib import Path

from archenemy.desktop.history.index import HistoryIndex
from archenemy.desktop.history.recorder import HistoryRecorder, StampClock
from archenemy.desktop.session import Session
from archenemy.engine.actions import Concede, NextStep, Undo
from archenemy.engine.story import parse_time

from support.history import journal_lines


def _session(tmp_path: Path) -> Session:
    session = Session(tmp_path / "data" / "games")
    session.new_game()
    return session


def test_a_game_that_ends_is_in_the_history_and_an_undo_takes_it_out(tmp_path: Path) -> None:
    session = _session(tmp_path)
    for _ in range(2):
        assert session.perform(NextStep())
    assert session.perform(Concede(session.state.players[0].name))
    assert session._history.flush()
    with HistoryIndex(session.games_dir) as index:
        (game,) = index.games()
        assert game.file == str(session.path) and game.story.winners == ("Hero 1", "Hero 2", "Hero 3")
    assert session.undo()
    assert session._history.flush()
    with HistoryIndex(session.games_dir) as index:
        assert index.games() == []
        # Known, unfinished
        assert index.game(session.path) is not None
        kept = index.dump()
    with HistoryIndex(session.games_dir, tmp_path / "rebuilt.sqlite3") as rebuilt:
        assert rebuilt.dump() == kept
    session.close()


def test_a_failing_database_never_blocks_or_loses_a_game(tmp_path: Path) -> None:
    session = _session(tmp_path)
    # Nothing SQLite can use...
    (tmp_path / "data" / "history.sqlite3").mkdir()
    (tmp_path / "data" / "history.sqlite3.damaged-x").mkdir()
    assert session.perform(Concede(session.state.players[0].name))
    assert session._history.flush()
    assert session.state.over
    # The game is saved whatever the index does
    assert journal_lines(session.path)[-1]["type"] == "concede"
    session.close()


def test_the_first_line_a_session_writes_is_stamped(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.perform(NextStep())
    session.perform(NextStep())
    header, first, second = journal_lines(session.path)
    assert parse_time(header["created"]) is not None
    assert parse_time(first["at"]) is not None and "at" not in second
    session.close()
    reopened = Session(session.games_dir)
    reopened.open_file(session.path)
    reopened.perform(NextStep())
    # A reopened game stamps its first line again
    assert "at" in journal_lines(session.path)[-1]
    reopened.close()


def test_the_stamp_clock_stamps_once_in_a_while_and_never_a_refused_line() -> None:
    now = [0.0]
    clock = StampClock(every=30, clock=lambda: now[0], wall=lambda: 1_700_000_000.0)
    at = clock.due()
    assert at is not None
    # The line was refused: the next one is stamped
    clock.written(None)
    assert clock.due() is not None
    clock.written(at)
    now[0] = 29.0
    assert clock.due() is None
    now[0] = 30.0
    assert clock.due() is not None


def test_the_recorder_ignores_a_game_outside_the_games_folder(tmp_path: Path) -> None:
    recorder = HistoryRecorder(tmp_path / "data" / "games")
    recorder.note(tmp_path / "elsewhere.jsonl")
    assert recorder.flush() and recorder.last_error is None
    recorder.note(None)
    assert recorder.flush()


def test_undo_is_journaled_as_an_action_and_the_history_follows(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.perform(Concede(session.state.players[0].name))
    session.perform(Undo())
    session.perform(Concede(session.state.players[1].name))
    assert session._history.flush()
    with HistoryIndex(session.games_dir) as index:
        # A hero left: the game goes on
        assert index.games() == []
    session.close()


def test_a_game_deleted_from_recent_games_leaves_the_history(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    from archenemy.desktop.table.dialogs.recent_games import RecentGamesDialog
    from archenemy.engine.catalogue import load_catalogue

    session = _session(tmp_path)
    session.perform(Concede(session.state.players[0].name))
    assert session._history.flush()
    finished = session.path
    # The finished game is no longer the current one
    session.new_game()
    with HistoryIndex(session.games_dir) as index:
        assert [g.file for g in index.games()] == [str(finished)]
    dialog = RecentGamesDialog(session.games_dir, load_catalogue, session.path)
    qtbot.addWidget(dialog)
    row = next(i for i in range(dialog.list.count()) if "won by" in dialog.list.item(i).text())
    dialog.list.setCurrentRow(row)
    dialog.delete_button.click()
    assert dialog._box is not None
    dialog._box.button(QMessageBox.StandardButton.Yes).click()
    assert not finished.exists()
    # The recorder works in the background
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with HistoryIndex(session.games_dir) as index:
            if not index.games():
                break
    with HistoryIndex(session.games_dir) as index:
        assert index.games() == []
    session.close()


def test_a_game_nights_game_is_journaled_with_its_night_and_deck_names(tmp_path: Path) -> None:
    from archenemy.desktop.roster.night import night_table, plan_setup, start_planned
    from archenemy.desktop.roster.store import DeckRef, RosterPlayer, roster_of
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.night import first_game, next_game
    from archenemy.engine.variants import Variant

    catalogue = load_catalogue()
    roster = roster_of([RosterPlayer("Ana", None, (DeckRef("precon", "archenemy-nicol-bolas"),)), RosterPlayer("Ben")])
    night = first_game("n1", Variant.ARCHENEMY, night_table(roster, ["Ben", "Ana"]))
    session = Session(tmp_path / "data" / "games")
    for plan in (night, next_game(night)):
        planned = plan_setup(plan, roster, catalogue, {}, lambda name: (("roots-of-all-evil",) * 20, None))
        session.new_game(start_planned(planned, catalogue))
        session.perform(Concede(session.state.players[0].name))
    assert session._history.flush()
    with HistoryIndex(session.games_dir) as index:
        games = index.night("n1")
    assert [(g.story.night.game, g.story.players[0].name, g.story.winners) for g in games] == [
        (1, "Ana", ("Ben",)),
        # Ben brought no deck: Ana is the archenemy again
        (2, "Ana", ("Ben",)),
    ]
    assert games[0].story.players[0].deck_key == "precon:archenemy-nicol-bolas"
    session.close()
