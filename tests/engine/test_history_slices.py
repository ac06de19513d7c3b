"""A resumed game's history rebuilt a slice at a time.

The same game as a replay in one piece, and exact whatever arrives mid-rebuild.

The journal stays the only truth: a rebuild in slices parses and replays
exactly what :func:`replay` does, a damaged or refused tail included; an
action, an undo or a redo arriving before the rebuild is over finishes it
first, so it acts on the history, never on the snapshot alone.
"""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import ChangeLife, Redo, Undo
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text, parse_journal, replay
from archenemy.engine.journal_reader import parse_journal_steps
from archenemy.engine.rebuild import JournalRebuild

from support.games import CATALOGUE
from support.long_games import long_game, plain_start, same_history, snapshot_of
from support.random_play import game_starts, play


def _slowly(rebuild: JournalRebuild) -> tuple[Game, int]:
    """The rebuilt game, one step per call, and how many calls it took.

    A deadline already past.
    """
    calls = 0
    while True:
        calls += 1
        game = rebuild.advance(0.0)
        if game is not None:
            return game, calls


@settings(max_examples=30, suppress_health_check=[HealthCheck.too_slow])
@given(start=game_starts(), data=st.data(), tail=st.sampled_from(["", "{not json\n", '{"t":"undo"}\n' * 3]))
def test_a_rebuild_in_slices_is_the_replay_in_one_piece(start, data, tail):
    game = play(data, start)
    text = (journal_text(start, game.log) + tail).encode("utf-8")
    loaded_whole = parse_journal(text, strict=False, catalogue=CATALOGUE)
    whole = replay(loaded_whole, CATALOGUE, strict=False)
    told = []
    rebuilt, _ = _slowly(JournalRebuild(text, CATALOGUE, told.append))
    same_history(rebuilt, whole)
    (loaded,) = told
    assert loaded.actions == loaded_whole.actions
    assert [(n, e.code) for n, e in loaded.dropped] == [(n, e.code) for n, e in loaded_whole.dropped]


def test_parse_steps_yield_every_chunk_and_return_what_parse_journal_returns():
    game = Game(plain_start(), CATALOGUE)
    for index in range(300):
        game.do(ChangeLife("Hero 1", -1 if index % 2 else 1))
    data = journal_text(game.start, game.log).encode()
    steps = parse_journal_steps(data, strict=False, catalogue=CATALOGUE, chunk=50)
    yields = 0
    while True:
        try:
            next(steps)
            yields += 1
        except StopIteration as done:
            loaded = done.value
            break
    assert yields == 300 // 50
    assert loaded.actions == parse_journal(data, catalogue=CATALOGUE).actions


def test_a_resumed_game_shows_its_snapshot_while_the_rebuild_goes_on_and_acts_on_the_history():
    played = long_game(2_000)
    data = journal_text(played.start, played.log).encode()
    resumed = Game.resumed(played.start, CATALOGUE, snapshot_of(played), JournalRebuild(data, CATALOGUE))
    slices = 0
    while not resumed.advance_history(0.0) and slices < 3:
        slices += 1
        assert resumed.history_pending and resumed.state == played.state and resumed.can_undo
    # A long game takes many slices
    assert slices == 3 and resumed.history_pending
    # Mid-rebuild: the rebuild is finished first, then the undo applies to the history
    resumed.do(Undo())
    played.do(Undo())
    same_history(resumed, played)
    for action in (Redo(), ChangeLife("Hero 2", -3), Undo(), Undo()):
        resumed.do(action)
        played.do(action)
        same_history(resumed, played)
    assert resumed.resume_matched


def test_advance_history_keeps_to_its_time_and_finishes():
    played = long_game(3_000)
    data = journal_text(played.start, played.log).encode()
    resumed = Game.resumed(played.start, CATALOGUE, snapshot_of(played), JournalRebuild(data, CATALOGUE))
    longest, turns = 0.0, 0
    while True:
        started = time.perf_counter()
        done = resumed.advance_history(0.002)
        longest = max(longest, time.perf_counter() - started)
        turns += 1
        if done:
            break
    assert turns > 2 and not resumed.history_pending
    # A slice stops near its time (a step is a few hundred lines at most)
    assert longest < 0.25
    same_history(resumed, played)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(start=game_starts(), data=st.data())
def test_a_compact_history_undoes_and_redoes_through_exactly_the_states_it_went_through(start, data):
    """The state after every CHECKPOINT-th action is kept.

    The others computed again when an undo or recent() needs them: every undo,
    redo and recent() state is the one the game showed then.
    """
    from archenemy.engine.game import CHECKPOINT

    game = play(data, start)
    while game.can_redo:
        game.redo()
    # Oldest first, then the current one
    shown = [state for _, state in game.recent()][::-1] + [game.state]
    # A state every CHECKPOINT actions only
    assert len(game._done.kept) == len(game._done) // CHECKPOINT
    for expected in reversed(shown[:-1]):
        game.undo()
        assert game.state == expected
    for expected in shown[1:]:
        game.redo()
        assert game.state == expected
    assert [state for _, state in game.recent()][::-1] + [game.state] == shown


def test_a_long_game_keeps_a_state_every_checkpoint_only():
    from archenemy.engine.game import CHECKPOINT

    game = long_game(3_000)
    done = len(game._done)
    assert sorted(game._done.kept) == list(range(CHECKPOINT - 1, done, CHECKPOINT))
    for _ in range(100):
        # 100 consecutive undos: each is quick, and they land where a full history would
        game.undo()
    full = replay(parse_journal(journal_text(game.start, game.log).encode(), catalogue=CATALOGUE), CATALOGUE)
    same_history(game, full)
