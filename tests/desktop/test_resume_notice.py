"""A start that reopens an older unfinished game says so.

After a finished game the next start reopened an older unfinished game
without a word: the table met a game it did not expect.
"""

from __future__ import annotations

import os
import time

from archenemy.desktop.session import Session
from archenemy.engine.actions import Concede


def test_an_older_unfinished_game_reopened_after_a_finished_one_is_named(tmp_path) -> None:
    games = tmp_path / "games"
    older = Session(games)
    older.new_game()
    older_path = older.path
    older.close()
    newer = Session(games)
    newer.new_game()
    newer.perform(Concede(newer.state.players[0].name))
    assert newer.state.over
    newer_path = newer.path
    newer.close()
    now = time.time()
    os.utime(older_path, (now - 7200 * 24, now - 7200 * 24))
    os.utime(newer_path, (now, now))
    again = Session(games)
    again.resume_or_new()
    assert again.path == older_path
    assert any(n.startswith("Reopened an older unfinished game, last saved ") for n in again.notices), again.notices
    again.close()


def test_the_newest_unfinished_game_is_reopened_without_a_word(tmp_path) -> None:
    games = tmp_path / "games"
    first = Session(games)
    first.new_game()
    first.close()
    again = Session(games)
    again.resume_or_new()
    assert again.notices == []
    again.close()
