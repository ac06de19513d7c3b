"""A resumed game acts at once, while its history is still being rebuilt.

An action taken before the rebuild ends is journaled and applied on top of
the snapshot's state; an undo or redo of such actions too.  Once the history
is rebuilt it carries them, and the game is exactly the journal replayed
whole.  Only an undo or redo past them waits for the history.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import ChangeLife, NextStep, Redo, Undo
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text, parse_journal, replay
from archenemy.engine.rebuild import JournalRebuild
from archenemy.engine.snapshot import Snapshot

from support.games import CATALOGUE
from support.long_games import long_game, same_history, snapshot_of
from support.random_play import game_starts, play


def _resumed(played: Game) -> tuple[Game, list]:
    """``played`` resumed from its snapshot, its history not rebuilt.

    And the lines it journals.
    """
    data = journal_text(played.start, played.log).encode()
    game = Game.resumed(played.start, CATALOGUE, snapshot_of(played), JournalRebuild(data, CATALOGUE))
    journaled: list = []
    game.on_action = journaled.append
    # One slice: the rebuild has begun, and is far from done
    assert not game.advance_history(0.0)
    return game, journaled


def _replayed(game: Game) -> Game:
    """``game``'s journal (its log) replayed whole."""
    data = journal_text(game.start, game.log).encode()
    return replay(parse_journal(data, catalogue=CATALOGUE), CATALOGUE)


def test_actions_mid_rebuild_are_journaled_and_applied_at_once_and_the_history_carries_them():
    played = long_game(3_000)
    game, journaled = _resumed(played)
    taken = [ChangeLife("Hero 2", -3), NextStep(), Undo(), Redo(), ChangeLife("Hero 1", 2), Undo()]
    for action in taken:
        game.do(action)
        played.do(action)
        # Applied, never waiting for the history
        assert game.history_pending
        assert game.state == played.state and game.last_set_in_motion == played.last_set_in_motion
        assert (game.last_action, game.next_redo) == (played.last_action, played.next_redo)
    assert journaled == taken
    game.complete_history()
    assert game.resume_matched
    same_history(game, played)
    same_history(game, _replayed(game))


def test_an_undo_past_the_actions_taken_meanwhile_waits_for_the_history():
    played = long_game(3_000)
    game, journaled = _resumed(played)
    for action in (ChangeLife("Hero 2", -1), Undo()):
        game.do(action)
        played.do(action)
    assert game.history_pending
    # Past the click: the snapshot's last action, which only the history can take back
    game.do(Undo())
    played.do(Undo())
    assert not game.history_pending and journaled == [ChangeLife("Hero 2", -1), Undo(), Undo()]
    same_history(game, played)
    # The click was undone and a new action came: nothing to redo but the snapshot's undo
    game.do(Redo())
    played.do(Redo())
    same_history(game, _replayed(game))


def test_a_redo_of_the_snapshot_waits_for_the_history_and_a_new_action_drops_it():
    played = long_game(2_000)
    played.do(Undo())
    game, _ = _resumed(played)
    assert game.can_redo
    game.do(ChangeLife("Hero 1", -1))
    played.do(ChangeLife("Hero 1", -1))
    # A new action: the snapshot's redo is gone, at once
    assert game.history_pending and not game.can_redo and game.why_illegal(Redo()) is not None
    game.complete_history()
    same_history(game, played)


def test_a_redo_of_what_the_snapshot_undid_waits_for_the_history():
    played = long_game(1_000)
    played.do(Undo())
    game, journaled = _resumed(played)
    assert game.can_redo
    game.do(Redo())
    played.do(Redo())
    assert not game.history_pending and journaled == [Redo()]
    same_history(game, played)


def test_the_events_of_actions_mid_rebuild_are_the_history_s_own():
    """The events an action returned mid-rebuild are the ones the history holds.

    What noted them (a phone's origin, the log) still finds them.
    """
    game, _ = _resumed(long_game(2_000))
    events = game.do(ChangeLife("Hero 1", -2))
    assert events
    game.complete_history()
    assert all(a is b for a, b in zip(game.events[-len(events) :], events, strict=True))


def test_a_refused_action_mid_rebuild_is_neither_journaled_nor_applied():
    played = long_game(2_000)
    game, journaled = _resumed(played)
    shown = game.state
    try:
        game.do(ChangeLife("Nobody", -1))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("a life change of no player was applied")
    assert journaled == [] and game.state is shown and game.history_pending
    game.complete_history()
    same_history(game, played)


def test_a_snapshot_the_history_contradicts_loses_nothing_taken_meanwhile():
    played = long_game(2_000)
    data = journal_text(played.start, played.log).encode()
    # A snapshot of an earlier point: wrong for this journal
    earlier = long_game(1_500)
    game = Game.resumed(played.start, CATALOGUE, snapshot_of(earlier), JournalRebuild(data, CATALOGUE))
    game.do(ChangeLife("Hero 2", -4))
    game.complete_history()
    assert not game.resume_matched
    played.do(ChangeLife("Hero 2", -4))
    # The journal wins: the history, then the action taken meanwhile
    same_history(game, played)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(start=game_starts(), data=st.data())
def test_whatever_comes_mid_rebuild_the_game_is_the_journal_replayed_whole(start, data):
    whole = play(data, start)
    log = whole.log
    cut = data.draw(st.integers(0, len(log)), label="snapshot after")
    before = Game(start, CATALOGUE)
    before.do_all(log[:cut])
    snapshot = Snapshot(before.state, before.last_set_in_motion, before.last_action, before.next_redo)
    text = journal_text(start, log[:cut]).encode()
    game = Game.resumed(start, CATALOGUE, snapshot, JournalRebuild(text, CATALOGUE))
    shown = Game(start, CATALOGUE)
    shown.do_all(log[:cut])
    for action in log[cut:]:
        game.do(action)
        shown.do(action)
        assert game.state == shown.state and game.last_set_in_motion == shown.last_set_in_motion
        assert (game.last_action, game.next_redo) == (shown.last_action, shown.next_redo)
    game.complete_history()
    same_history(game, whole)
    same_history(game, _replayed(game))
