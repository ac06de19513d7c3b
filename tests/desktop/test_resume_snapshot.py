"""Resuming from the snapshot the session writes when it closes a game.

See engine/snapshot.py.

The session writes ``<journal>.resume`` on close; the next start shows that
state before replaying the journal, replays it right after the first paint,
and the journal wins wherever the two disagree.  No snapshot or damage
ever stops a start or changes what a replay of the journal shows.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from archenemy.desktop.session import Session
from archenemy.desktop.table import MainWindow
from archenemy.engine.actions import ChangeLife, Concede, NextStep, action_to_json
from archenemy.engine.events import SetInMotion
from archenemy.engine.journal import read_journal_bytes
from archenemy.engine.snapshot import Snapshot, read_snapshot, snapshot_path, snapshot_text

from support.reliability import random_action, strict_replay


def _played_session(games: Path, actions: int = 300, seed: int = 5) -> Session:
    session = Session(games)
    session.new_game(rng=random.Random(seed))
    rng = random.Random(seed)
    assert session.game is not None
    for _ in range(actions):
        action = random_action(session.state, rng, session.game.why_illegal)
        if action is None:
            break
        session.perform(action)
    return session


def _closed(games: Path, actions: int) -> tuple[Session, Path]:
    """A game played and closed (its snapshot written): its session and journal."""
    session = _played_session(games, actions)
    path = session.path
    session.close()
    assert path is not None
    return session, path


def test_closing_writes_a_snapshot_and_the_next_start_shows_it_before_replaying(tmp_path: Path) -> None:
    games = tmp_path / "games"
    first = _played_session(games)
    path, state, log = first.path, first.state, list(first.game.log)
    first.close()
    assert path is not None and snapshot_path(path).is_file()

    second = Session(games)
    changed: list[int] = []
    second.changed.connect(lambda: changed.append(1))
    second.resume_or_new()
    assert second.path == path and second.game is not None
    assert second.game.history_pending and second.state == state and second.notices == []
    changed.clear()
    second.complete_history()
    assert not second.game.history_pending and second.game.resume_matched
    assert second.game.log == log and second.state == strict_replay(path).state
    # What reads the history (the log, alerts) catches up
    assert changed == [1]
    second.close()


def test_an_action_on_a_resumed_game_waits_for_no_history_and_is_journaled(tmp_path: Path) -> None:
    games = tmp_path / "games"
    _played_session(games, 200).close()
    session = Session(games)
    session.resume_or_new()
    assert session.game is not None and session.game.history_pending
    hero = next(p.name for p in session.state.players if not p.is_archenemy and p.alive)
    assert session.perform(ChangeLife(hero, -2))
    assert session.game.history_pending
    assert session.path is not None and strict_replay(session.path).state == session.state
    assert session.undo() and session.redo() and session.undo() and session.undo()
    assert not session.game.history_pending
    assert session.path is not None and strict_replay(session.path).state == session.state
    session.close()


def test_a_stale_or_foreign_snapshot_is_ignored_and_the_journal_replayed(tmp_path: Path) -> None:
    games = tmp_path / "games"
    first, path = _closed(games, 150)
    resume = snapshot_path(path)
    kept = resume.read_bytes()
    with open(path, "a", encoding="utf-8") as journal:
        # The game went on after the snapshot (a crash)
        journal.write(json.dumps(action_to_json(ChangeLife("Hero 1", -1))) + "\n")
    for content, pending in ((kept, True), (b"", False), (b"\x00garbage", False), (kept[: len(kept) // 2], False)):
        resume.write_bytes(content)
        session = Session(games)
        session.resume_or_new()
        # A good snapshot is carried forward by the line written after it; a damaged one is ignored.
        assert session.game is not None and session.game.history_pending is pending
        assert session.state == strict_replay(path).state and session.notices == []
        session._writer.close()  # noqa: SLF001 - leave the stale snapshot in place for the next round
        session._writer = None  # noqa: SLF001
        session._lock.unlock()  # noqa: SLF001
    # Shorter now
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 3].rsplit(b"\n", 1)[0] + b"\n")
    resume.write_bytes(kept)
    session = Session(games)
    session.resume_or_new()
    # Stale: the journal is replayed
    assert session.game is not None and not session.game.history_pending
    assert session.state == strict_replay(path).state
    session.close()


def test_a_game_copied_with_its_snapshot_to_another_machine_resumes_from_it(tmp_path: Path, monkeypatch) -> None:
    """The snapshot is tied to its journal's bytes, not to a machine.

    Another machine (other settings and data folders) paints it unreplayed,
    and the replay after the paint agrees.
    """
    import shutil

    first, path = _closed(tmp_path / "games", 100)
    elsewhere = tmp_path / "other-machine"
    shutil.copytree(tmp_path / "games", elsewhere / "games")
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(elsewhere / name.lower()))
    other = Session(elsewhere / "games")
    other.resume_or_new()
    assert other.game is not None and other.game.history_pending
    assert other.state == strict_replay(path).state
    other.complete_history()
    assert other.game.resume_matched
    other.close()


def test_a_snapshot_of_the_format_before_is_refused_and_written_anew_on_close(tmp_path: Path) -> None:
    """A snapshot of the first format (a keyed MAC) is replayed once.

    What the start after an upgrade meets; the next close writes this format.
    """
    games = tmp_path / "games"
    first, path = _closed(games, 100)
    payload, _, _ = snapshot_path(path).read_text(encoding="utf-8").partition("\n")
    old = json.loads(payload)
    old["format"] = 1
    old_payload = json.dumps(old, separators=(",", ":"))
    snapshot_path(path).write_text(old_payload + "\n" + "ab" * 32 + "\n", encoding="utf-8")
    again = Session(games)
    again.resume_or_new()
    assert again.game is not None and not again.game.history_pending
    assert again.state == strict_replay(path).state
    again.close()
    assert json.loads(snapshot_path(path).read_text(encoding="utf-8").partition("\n")[0])["format"] == 2
    third = Session(games)
    third.resume_or_new()
    assert third.game is not None and third.game.history_pending
    third.close()


def _forged(games: Path, actions: int, change: Callable[[Snapshot], Snapshot]) -> Path:
    """A game played and closed.

    Its snapshot then rewritten as ``change(snapshot)``, its check line
    right.
    """
    first, path = _closed(games, actions)
    data = read_journal_bytes(path)
    true = read_snapshot(snapshot_path(path), data)
    snapshot_path(path).write_text(snapshot_text(change(true), data), encoding="utf-8")
    return path


def _no_undo(snapshot: Snapshot) -> Snapshot:
    """The snapshot saying "nothing to undo": wrong for any played game."""
    return Snapshot(snapshot.state, snapshot.last_set_in_motion, None, snapshot.next_redo)


def test_where_the_snapshot_disagrees_with_the_journal_the_journal_wins(tmp_path: Path) -> None:
    from archenemy.engine.model import replace

    games = tmp_path / "games"
    heroes: list[str] = []

    def life_99(true: Snapshot) -> Snapshot:
        # e.g. the rules were fixed since the snapshot was written
        hero = next(p for p in true.state.players if not p.is_archenemy)
        heroes.append(hero.name)
        players = tuple(replace(p, life=99) if p is hero else p for p in true.state.players)
        return Snapshot(replace(true.state, players=players), true.last_set_in_motion, true.last_action, true.next_redo)

    path = _forged(games, 120, life_99)
    hero = heroes[0]
    session = Session(games)
    session.resume_or_new()
    assert session.game is not None and session.state.player(hero).life == 99
    session.complete_history()
    assert not session.game.history_pending
    assert session.state == strict_replay(path).state and session.state.player(hero).life != 99
    # Still its writer
    assert session.perform(ChangeLife(hero, -1)) and session.read_only is None
    assert strict_replay(path).state == session.state
    session.close()


def test_a_finished_game_with_a_snapshot_is_not_resumed(tmp_path: Path) -> None:
    games = tmp_path / "games"
    session = Session(games)
    session.new_game(rng=random.Random(1))
    archenemy = next(p.name for p in session.state.players if p.is_archenemy)
    assert session.perform(Concede(archenemy)) and session.state.over
    finished = session.path
    session.close()
    assert finished is not None and snapshot_path(finished).is_file()
    again = Session(games)
    again.resume_or_new()
    # A new game instead
    assert again.path != finished and not again.state.over
    again.close()


def test_the_window_paints_a_resumed_game_then_rebuilds_its_history_and_alerts_as_usual(
    qapp, qtbot, tmp_path: Path
) -> None:
    games = tmp_path / "games"
    first = Session(games)
    first.new_game(rng=random.Random(3))
    hero = next(p.name for p in first.state.players if not p.is_archenemy)
    first.perform(ChangeLife(hero, -1))
    first.close()
    session = Session(games)
    session.resume_or_new()
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    try:
        # Built and rendered from the snapshot
        assert session.game is not None and session.game.history_pending
        window.show()
        # Right after the first paint
        qtbot.waitUntil(lambda: not session.game.history_pending, timeout=5000)
        assert window.menus.undo_action.isEnabled()
        sounds = window.alerts.sounds
        for _ in range(12):
            # To the archenemy's precombat main phase: the top scheme is set in motion
            before = session.game.last_set_in_motion
            if session.state.prompts:
                break
            session.perform(NextStep())
            QApplication.processEvents()
            if session.game.last_set_in_motion is not before:
                break
        assert isinstance(session.game.last_set_in_motion, SetInMotion)
        # News, not mistaken for the history arriving
        assert window.alerts.sounds > sounds
    finally:
        window.close()
        session.close()


def test_the_session_checks_a_resumed_game_even_when_something_else_read_its_history_first(
    tmp_path: Path,
) -> None:
    games = tmp_path / "games"
    path = _forged(games, 80, _no_undo)
    session = Session(games)
    session.resume_or_new()
    # What the snapshot said
    assert session.game is not None and not session.game.can_undo
    # A reader (the phones' page, say) rebuilt the history itself
    assert len(session.game.events) > 0
    assert session.game.can_undo and not session.game.resume_matched
    # The session still sees it and reopens the journal
    session.complete_history()
    assert session.game.can_undo and session.state == strict_replay(path).state
    session.close()


def test_a_journal_line_the_rules_now_refuse_is_recovered_as_without_a_snapshot(tmp_path: Path) -> None:
    """A snapshot cannot vouch for lines the current rules refuse.

    The usual recovery runs, a copy kept.
    """
    games = tmp_path / "games"
    first, path = _closed(games, 60)
    with open(path, "a", encoding="utf-8") as journal:
        journal.write(json.dumps({"type": "answer", "prompt": 987654, "value": True}) + "\n")
    data = read_journal_bytes(path)
    # Still the state before that line
    old = read_snapshot(snapshot_path(path), data[: data.rindex(b"{")])
    snapshot_path(path).write_text(snapshot_text(old, data), encoding="utf-8")
    session = Session(games)
    session.resume_or_new()
    assert session.game is not None and session.game.history_pending
    session.complete_history()
    assert b"987654" not in path.read_bytes()
    assert any(".damaged-" in name.name for name in games.iterdir())
    assert session.notices and session.state == strict_replay(path).state
    session.close()


def test_a_journal_that_cannot_be_read_again_keeps_the_replayed_game_and_says_so(tmp_path: Path, monkeypatch) -> None:
    games = tmp_path / "games"
    path = _forged(games, 50, _no_undo)
    session = Session(games)
    session.resume_or_new()
    problems: list[str] = []
    session.problem.connect(problems.append)

    def gone(_path: Path) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(session, "open_file", gone)
    session.complete_history()
    assert problems and "could not be read again" in problems[0]
    assert session.game is not None and not session.game.history_pending
    # The journal's replay, not the snapshot
    assert session.state == strict_replay(path).state
    session.close()


def test_closing_never_fails_because_the_snapshot_cannot_be_written(tmp_path: Path, monkeypatch) -> None:
    from archenemy.desktop import resume

    games = tmp_path / "games"
    session = _played_session(games, 30)
    path = session.path
    assert path is not None

    def disk_full(_path: Path, _text: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(resume, "write_atomically", disk_full)
    # A cache that could not be written: nothing to tell, nothing lost
    session.close()
    assert not snapshot_path(path).exists()
    monkeypatch.undo()
    again = Session(games)
    # No snapshot: the journal is replayed, as after a crash
    again.resume_or_new()
    assert again.game is not None and not again.game.history_pending and again.path == path
    again.close()


def test_a_read_only_game_writes_no_snapshot(tmp_path: Path) -> None:
    games = tmp_path / "games"
    writer = _played_session(games, 20)
    path = writer.path
    viewer = Session(games)
    # The same game, held by the writer: read-only here
    viewer.resume_or_new()
    assert viewer.read_only is not None and viewer.path == path
    viewer.close()
    assert path is not None and not snapshot_path(path).exists()
    writer.close()
    assert snapshot_path(path).exists()


def test_recent_games_reads_closed_games_from_their_snapshots_without_replaying(tmp_path: Path, monkeypatch) -> None:
    from archenemy.desktop.table.dialogs import recent_games as module
    from archenemy.engine.catalogue import load_catalogue

    games = tmp_path / "games"
    for seed in (1, 2):
        _played_session(games, 150, seed=seed).close()
    # The game being played: no snapshot until it closes
    open_one = _played_session(games, 40, seed=3)
    # No snapshot trusted: every game replayed
    from archenemy.desktop import resume

    monkeypatch.setattr(resume, "snapshot_state", lambda path: None)
    replayed = module.recent_games(games, load_catalogue())
    monkeypatch.undo()
    calls: list[Path] = []
    real = module.read_journal

    def counting(path, **kwargs):
        calls.append(Path(path))
        return real(path, **kwargs)

    monkeypatch.setattr(module, "read_journal", counting)
    fast = module.recent_games(games, load_catalogue())
    assert fast == replayed and len(fast) == 3
    # Only the open game was replayed
    assert calls == [open_one.path]
    open_one.close()
