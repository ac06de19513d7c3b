"""A crash resumes as fast as a close (issue 25): the resume snapshot is written as the game goes, and the lines
a crash leaves after it are carried forward instead of replaying the whole journal.

The journal stays the only truth: the snapshot's MAC covers the journal's
first bytes and their size; the lines after it carry no MAC and are applied
by the rules like any action; anything the snapshot cannot carry (an undo past
it, a torn or refused line) means the journal is replayed, and the replay that
follows the paint is compared with what was shown either way.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import ChangeLife, NextStep, Redo, Undo
from archenemy.engine.journal import journal_text, parse_journal, replay
from archenemy.engine.journal_header import header_version
from archenemy.engine.journal_reader import parse_tail
from archenemy.engine.rebuild import caught_up

from support.games import CATALOGUE
from support.long_games import long_game, same_history, snapshot_of
from support.random_play import game_starts, play


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(start=game_starts(), data=st.data())
def test_a_snapshot_carried_forward_by_the_lines_after_it_is_where_the_journal_ends(start, data):
    game = play(data, start)
    cut = data.draw(st.integers(1, max(1, len(game.log))))
    earlier = replay(parse_journal(journal_text(start, game.log[:cut]).encode(), catalogue=CATALOGUE), CATALOGUE)
    tail = game.log[cut:]
    carried = caught_up(snapshot_of(earlier), tail, start, CATALOGUE)
    if carried is not None:
        assert carried == snapshot_of(game)
    if not any(isinstance(action, Undo | Redo) for action in tail):
        assert carried is not None  # only an undo or a redo can need more history than the snapshot


def test_an_undo_past_the_snapshot_or_an_unknown_redo_cannot_be_carried():
    game = long_game(50)
    snapshot = snapshot_of(game)
    assert caught_up(snapshot, [Undo()], game.start, CATALOGUE) is None
    assert caught_up(snapshot, [Redo()], game.start, CATALOGUE) is None
    assert caught_up(snapshot, [NextStep(), Undo(), Redo()], game.start, CATALOGUE) is not None
    game.do(Undo())
    undone = snapshot_of(game)
    carried = caught_up(undone, [ChangeLife("Hero 1", -1), Undo()], game.start, CATALOGUE)
    assert carried is not None and carried.next_redo == ChangeLife("Hero 1", -1)  # the old redo is gone
    assert caught_up(undone, [ChangeLife("Nobody", -1)], game.start, CATALOGUE) is None  # refused: replay


def test_the_lines_after_a_snapshot_are_read_only_whole():
    game = long_game(30)
    text = journal_text(game.start, game.log).encode()
    version = header_version(game.start)
    size = len(journal_text(game.start, game.log[:20]).encode())
    assert parse_tail(text, size, version) == game.log[20:]
    assert parse_tail(text, len(text), version) == []
    assert parse_tail(text, size - 1, version) is None  # not at a line's end
    assert parse_tail(text[:-3], size, version) is None  # a torn last line: the journal is recovered instead
    assert parse_tail(text + b"{oops}\n", size, version) is None


def _crashed_session(folder: Path, actions: int, after: int):
    """A session that played ``actions`` actions, wrote its snapshot as it goes, then ``after`` more, and crashed."""
    from archenemy.desktop.session import Session

    played = long_game(actions)
    games = folder / "games"
    games.mkdir(parents=True)
    (games / "game.jsonl").write_text(journal_text(played.start, played.log), encoding="utf-8")
    key = folder / "key"
    session = Session(games, snapshot_key=key)
    session.resume_or_new()
    session.complete_history()
    session.write_snapshot_now()
    hero = next(p.name for p in session.state.players if not p.is_archenemy and p.alive)
    for index in range(after):
        assert session.perform(ChangeLife(hero, -1 if index % 2 else 1) if index % 4 else NextStep())
        session.complete_history()
    return session, games, key


def test_a_crash_after_the_snapshot_resumes_from_it_and_the_history_agrees(qapp, tmp_path):
    from archenemy.desktop.session import Session
    from archenemy.engine.journal import read_journal

    crashed, games, key = _crashed_session(tmp_path, 1_000, 7)
    expected = crashed.game
    crashed._writer.close()  # noqa: SLF001 - what the process's death leaves: the journal and the older snapshot
    crashed._lock.unlock()  # noqa: SLF001
    session = Session(games, snapshot_key=key)
    session.resume_or_new()
    assert session.game.history_pending  # painted from the snapshot carried forward: no replay before the paint
    assert session.state == expected.state and session.game.last_action == expected.last_action
    session.complete_history()
    assert session.game.resume_matched
    same_history(session.game, expected)
    assert session.undo() and session.redo()
    session.close()
    assert replay(read_journal(games / "game.jsonl", catalogue=CATALOGUE), CATALOGUE).state == session.state


def test_the_session_writes_its_snapshot_as_the_game_goes(qapp, qtbot, tmp_path, monkeypatch):
    """A snapshot follows a few seconds after the play stops, and at most every few seconds while it goes on."""
    from archenemy.desktop import session_resume
    from archenemy.desktop.session import Session
    from archenemy.engine.snapshot import read_snapshot, snapshot_path

    monkeypatch.setattr(session_resume, "SNAPSHOT_SECONDS", 0.05)
    games, key = tmp_path / "games", tmp_path / "key"
    session = Session(games, snapshot_key=key)
    session.new_game()
    assert session.path is not None
    hero = next(p.name for p in session.state.players if not p.is_archenemy)
    for _ in range(3):
        session.perform(ChangeLife(hero, -1))
    qtbot.waitUntil(lambda: snapshot_path(session.path).is_file(), timeout=5000)
    data = session.path.read_bytes()
    snapshot = read_snapshot(snapshot_path(session.path), data, bytes.fromhex(key.read_text().strip()))
    assert snapshot.journal_size == len(data) and snapshot.state == session.state
    session.close()


def test_a_game_never_journaled_since_its_snapshot_is_not_written_again(qapp, qtbot, tmp_path, monkeypatch):
    from archenemy.desktop import session_resume
    from archenemy.desktop.session import Session
    from archenemy.engine.snapshot import snapshot_path

    monkeypatch.setattr(session_resume, "SNAPSHOT_SECONDS", 0.02)
    session = Session(tmp_path / "games", snapshot_key=tmp_path / "key")
    session.new_game()
    qtbot.wait(100)
    assert session.path is not None and not snapshot_path(session.path).exists()  # nothing played: nothing to write
    session.close()
