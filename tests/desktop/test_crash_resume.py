"""A crash resumes as fast as a close.

The resume snapshot is written as the game goes, and the lines a crash leaves
after it are carried forward instead of replaying the whole journal.

The journal stays the only truth: the snapshot's MAC covers the journal's
first bytes and their size; the lines after it carry no MAC and are applied
by the rules like any action; anything the snapshot cannot carry (an undo past
it, a torn or refused line) means the journal is replayed, and the replay that
follows the paint is compared with what was shown either way.
"""

from __future__ import annotations

from pathlib import Path

from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.journal import journal_text, replay

from support.games import CATALOGUE
from support.long_games import long_game, same_history


def _crashed_session(folder: Path, actions: int, after: int):
    """A session that played, wrote its snapshot, played on and crashed.

    A session that played ``actions`` actions, wrote its snapshot as it goes,
    then ``after`` more, and crashed.
    """
    from archenemy.desktop.session import Session

    played = long_game(actions)
    games = folder / "games"
    games.mkdir(parents=True)
    (games / "game.jsonl").write_text(journal_text(played.start, played.log), encoding="utf-8")
    session = Session(games)
    session.resume_or_new()
    session.complete_history()
    session.resume.write_now()
    hero = next(p.name for p in session.state.players if not p.is_archenemy and p.alive)
    for index in range(after):
        assert session.perform(ChangeLife(hero, -1 if index % 2 else 1) if index % 4 else NextStep())
        session.complete_history()
    return session, games


def test_a_crash_after_the_snapshot_resumes_from_it_and_the_history_agrees(qapp, tmp_path):
    from archenemy.desktop.session import Session
    from archenemy.engine.journal import read_journal

    crashed, games = _crashed_session(tmp_path, 1_000, 7)
    expected = crashed.game
    crashed._writer.close()  # noqa: SLF001 - what the process's death leaves: the journal and the older snapshot
    crashed._lock.unlock()  # noqa: SLF001
    session = Session(games)
    session.resume_or_new()
    # Painted from the snapshot carried forward: no replay before the paint
    assert session.game.history_pending
    assert session.state == expected.state and session.game.last_action == expected.last_action
    session.complete_history()
    assert session.game.resume_matched
    same_history(session.game, expected)
    assert session.undo() and session.redo()
    session.close()
    assert replay(read_journal(games / "game.jsonl", catalogue=CATALOGUE), CATALOGUE).state == session.state


def test_the_session_writes_its_snapshot_as_the_game_goes(qapp, qtbot, tmp_path, monkeypatch):
    """A snapshot follows a few seconds after the play stops.

    At most every few seconds while it goes on.
    """
    from archenemy.desktop import session_resume
    from archenemy.desktop.session import Session
    from archenemy.engine.snapshot import read_snapshot, snapshot_path

    monkeypatch.setattr(session_resume, "SNAPSHOT_SECONDS", 0.05)
    games = tmp_path / "games"
    session = Session(games)
    session.new_game()
    assert session.path is not None
    hero = next(p.name for p in session.state.players if not p.is_archenemy)
    for _ in range(3):
        session.perform(ChangeLife(hero, -1))
    qtbot.waitUntil(lambda: snapshot_path(session.path).is_file(), timeout=5000)
    data = session.path.read_bytes()
    snapshot = read_snapshot(snapshot_path(session.path), data)
    assert snapshot.journal_size == len(data) and snapshot.state == session.state
    session.close()


def test_a_game_never_journaled_since_its_snapshot_is_not_written_again(qapp, qtbot, tmp_path, monkeypatch):
    from archenemy.desktop import session_resume
    from archenemy.desktop.session import Session
    from archenemy.engine.snapshot import snapshot_path

    monkeypatch.setattr(session_resume, "SNAPSHOT_SECONDS", 0.02)
    session = Session(tmp_path / "games")
    session.new_game()
    qtbot.wait(100)
    # Nothing played: nothing to write
    assert session.path is not None and not snapshot_path(session.path).exists()
    session.close()
