"""A game's story from one replay.

The life lines followed as the journal is replayed equal those computed
again from the finished game, undo and redo included; the undo that follows
an action takes the state kept before it.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import ChangeLife
from archenemy.engine.errors import ArchenemyError
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text, parse_journal, replay
from archenemy.engine.setup import initial_state
from archenemy.engine.story import LifeTrack, game_story, parse_time

from support.games import CATALOGUE
from support.history import start_of
from support.random_play import draw_action, game_starts


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_life_lines_followed_in_the_replay_equal_those_computed_again(data) -> None:
    start = data.draw(game_starts())
    game = Game(start, CATALOGUE)
    for _ in range(data.draw(st.integers(0, 120))):
        action = draw_action(data, game)
        if action == "undo_redo":
            if game.can_undo:
                game.undo()
                game.redo()
            continue
        try:
            game.do(action)
        except ArchenemyError:
            continue
    loaded = parse_journal(journal_text(game.start, game.log).encode("utf-8"), catalogue=CATALOGUE)
    track = LifeTrack(initial_state(loaded.start))
    replayed = replay(loaded, CATALOGUE, after=track.note)
    assert replayed.state == game.state
    assert game_story(replayed, life=track) == game_story(replayed)
    assert track.lines() == game_story(game).life


def test_an_undo_after_an_action_gives_the_state_before_it_at_any_length() -> None:
    game = Game(start_of(("Archenemy", "Ana", "Ben")), CATALOGUE)
    states = [game.state]
    for number in range(200):
        game.do(ChangeLife("Ana", -1 if number % 2 else 1) if number % 3 else ChangeLife("Ben", 1))
        states.append(game.state)
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.state == expected
    for expected in states[1:]:
        game.redo()
        assert game.state == expected
    game.undo()
    game.do(ChangeLife("Ben", 2))
    game.undo()
    assert game.state == states[-2]


def test_a_time_as_the_app_writes_it_reads_as_strptime_reads_it() -> None:
    from datetime import datetime

    for text in ("2025-01-18T20:15:03+0100", "2025-07-01T00:00:59-0530", "2025-01-18T20:15:03+01:00"):
        assert parse_time(text) == datetime.strptime(text, "%Y-%m-%dT%H:%M:%S%z")
    assert parse_time("2025-13-18T20:15:03+0100") is None
