"""Whose phone sent an action survives the game.

The journal's lines say it, and every way back reads it.

Before, the session kept it in memory only: a reopened game showed a phone's
life changes like the laptop's in its log.
"""

from __future__ import annotations

import random
from pathlib import Path

from archenemy.desktop.session import Session
from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.events import LifeChanged
from archenemy.engine.journal import read_journal
from archenemy.engine.snapshot import snapshot_path


def _played(games: Path) -> tuple[Session, str, str]:
    """A game where Hero 1's phone changed their life twice and the laptop once.

    One undone, redone.
    """
    session = Session(games)
    session.new_game(rng=random.Random(3))
    hero, other = session.state.players[1].name, session.state.players[2].name
    assert session.perform(ChangeLife(hero, -2), origin=hero)
    # The laptop
    assert session.perform(ChangeLife(other, -1))
    assert session.perform(NextStep())
    assert session.perform(ChangeLife(hero, -3), origin=hero)
    assert session.undo() and session.redo()
    return session, hero, other


def _origins_in_log(session: Session) -> list[tuple[str, int, str | None]]:
    """Each life change of the game's events.

    Whose life, by how much, and whose phone sent it.
    """
    assert session.game is not None
    return [
        (event.player, event.new - event.old, session.origin_of(event))
        for event in session.game.events
        if isinstance(event, LifeChanged)
    ]


def test_the_journal_records_the_phone_and_a_reopened_game_shows_it(tmp_path: Path) -> None:
    games = tmp_path / "games"
    session, hero, other = _played(games)
    expected = [(hero, -2, hero), (other, -1, None), (hero, -3, hero)]
    assert _origins_in_log(session) == expected
    path = session.path
    assert path is not None
    loaded = read_journal(path, catalogue=session.catalogue)
    # Undo and redo name no phone
    assert sorted(loaded.origins.values()) == [hero, hero]
    session.close()
    # As a crash leaves it: the journal replayed
    snapshot_path(path).unlink()
    reopened = Session(games)
    reopened.resume_or_new()
    assert reopened.path == path and _origins_in_log(reopened) == expected
    reopened.close()


def test_a_game_resumed_from_its_snapshot_shows_the_phones_once_its_history_is_rebuilt(tmp_path: Path) -> None:
    games = tmp_path / "games"
    session, hero, other = _played(games)
    session.close()
    resumed = Session(games)
    resumed.resume_or_new()
    assert resumed.game is not None and resumed.game.history_pending
    resumed.complete_history()
    assert _origins_in_log(resumed) == [(hero, -2, hero), (other, -1, None), (hero, -3, hero)]
    # And a new line after it records its phone
    assert resumed.perform(ChangeLife(other, -4), origin=other)
    assert resumed.path is not None
    assert list(read_journal(resumed.path, catalogue=resumed.catalogue).origins.values()) == [hero, hero, other]
    resumed.close()


def test_save_as_keeps_the_phones(tmp_path: Path) -> None:
    games = tmp_path / "games"
    session, hero, _ = _played(games)
    copy = tmp_path / "copy.jsonl"
    session.save_copy(copy)
    assert session.path is not None
    assert (
        read_journal(copy, catalogue=session.catalogue).origins
        == read_journal(session.path, catalogue=session.catalogue).origins
    )
    other = Session(tmp_path / "other")
    other.open_file(copy)
    assert [origin for _, _, origin in _origins_in_log(other)] == [hero, None, hero]
    other.close()
    session.close()


def test_save_as_and_a_game_continued_elsewhere_keep_the_time_stamps(tmp_path: Path) -> None:
    """Recovery and Save as rewrote a journal without its lines' ``at``.

    A copied game's minutes were wrong.
    """
    import json

    from archenemy.engine.story import parse_time

    session = Session(tmp_path / "games")
    session.new_game(rng=random.Random(3))
    # The first line a session writes is stamped
    session.perform(ChangeLife("Hero 1", -1))
    session.perform(ChangeLife("Hero 2", -1))
    stamped = [json.loads(line).get("at") for line in session.path.read_text().splitlines()[1:]]
    assert parse_time(stamped[0]) is not None and stamped[1] is None
    session.close()
    reopened = Session(tmp_path / "games")
    # Loaded: its stamps noted from the file
    reopened.open_file(session.path)
    # Stamped again (the first line of this session)
    reopened.perform(NextStep())
    copy = tmp_path / "copy.jsonl"
    reopened.save_copy(copy)
    lines = [json.loads(line) for line in copy.read_text().splitlines()[1:]]
    assert [line.get("at") for line in lines[:2]] == stamped
    assert parse_time(lines[2].get("at")) is not None
    assert read_journal(copy).stamps == {2: stamped[0], 4: lines[2]["at"]}
    reopened.close()
