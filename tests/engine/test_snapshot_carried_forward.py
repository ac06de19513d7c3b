"""The lines a crash leaves after a resume snapshot carry it forward.

Instead of replaying the whole journal.

The journal stays the only truth: the lines after the snapshot carry no MAC
and are applied by the rules like any action; anything the snapshot cannot
carry (an undo past it, an unknown redo, a torn or refused line) means the
journal is replayed.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import ChangeLife, NextStep, Redo, Undo
from archenemy.engine.journal import journal_text, parse_journal, replay
from archenemy.engine.journal_header import header_version
from archenemy.engine.journal_reader import parse_tail
from archenemy.engine.rebuild import caught_up

from support.games import CATALOGUE
from support.long_games import long_game, snapshot_of
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
        # Only an undo or a redo can need more history than the snapshot
        assert carried is not None


def test_an_undo_past_the_snapshot_or_an_unknown_redo_cannot_be_carried():
    game = long_game(50)
    snapshot = snapshot_of(game)
    assert caught_up(snapshot, [Undo()], game.start, CATALOGUE) is None
    assert caught_up(snapshot, [Redo()], game.start, CATALOGUE) is None
    assert caught_up(snapshot, [NextStep(), Undo(), Redo()], game.start, CATALOGUE) is not None
    game.do(Undo())
    undone = snapshot_of(game)
    carried = caught_up(undone, [ChangeLife("Hero 1", -1), Undo()], game.start, CATALOGUE)
    # The old redo is gone
    assert carried is not None and carried.next_redo == ChangeLife("Hero 1", -1)
    # Refused: replay
    assert caught_up(undone, [ChangeLife("Nobody", -1)], game.start, CATALOGUE) is None


def test_the_lines_after_a_snapshot_are_read_only_whole():
    game = long_game(30)
    text = journal_text(game.start, game.log).encode()
    version = header_version(game.start)
    size = len(journal_text(game.start, game.log[:20]).encode())
    assert parse_tail(text, size, version) == game.log[20:]
    assert parse_tail(text, len(text), version) == []
    # Not at a line's end
    assert parse_tail(text, size - 1, version) is None
    # A torn last line: the journal is recovered instead
    assert parse_tail(text[:-3], size, version) is None
    assert parse_tail(text + b"{oops}\n", size, version) is None
