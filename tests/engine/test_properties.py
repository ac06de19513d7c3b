"""Property tests (Hypothesis).

Random legal-ish play never breaks the engine's invariants.

Actions are drawn from the current state: NextStep when nothing is asked,
answers from the pending prompts' kinds and options, life/poison/commander
damage changes, event reports, concessions, undo and redo, and the actions of
journal format version 2 (several players' totals at once, set life, player
counters, recorded choices, and life effects as the app computes them), plus
the odd out-of-range value.  Whatever happens:

* only :class:`ArchenemyError` subclasses escape the engine;
* every scheme card instance is in exactly one place (its owner's deck or face
  up) and the multiset of cards never changes;
* the journal text of the game replays to the live state;
* undo then redo leaves the state unchanged.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import (
    Redo,
)
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text, read_journal, replay

from support.games import CATALOGUE
from support.random_play import game_starts, play


@settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow])
@given(start=game_starts(), data=st.data())
def test_random_play_keeps_invariants_and_replays(start, data):
    game = play(data, start)
    # The journal's text replays to the live state (the file is what a crash leaves).
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.jsonl"
        path.write_text(journal_text(start, game.log), encoding="utf-8")
        loaded = read_journal(path, catalogue=CATALOGUE)
        assert not loaded.recovered
        again = replay(loaded, CATALOGUE)
    assert again.state == game.state
    assert again.log == game.log
    assert again.events == game.events


@settings(max_examples=50, suppress_health_check=[HealthCheck.too_slow])
@given(start=game_starts(), data=st.data())
def test_undo_everything_returns_to_the_start(start, data):
    game = play(data, start)
    while game.can_redo:
        # Actions left undone by the random play come back first
        game.redo()
    states = []
    while game.can_undo:
        states.append(game.state)
        game.undo()
    assert game.state == Game(start, CATALOGUE).state
    while game.can_redo:
        game.redo()
        assert game.state == states.pop()
    try:
        game.do(Redo())
    except IllegalActionError:
        pass
    else:  # pragma: no cover - must not happen
        raise AssertionError("redo past the end was accepted")
