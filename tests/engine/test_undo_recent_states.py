"""Undo takes the state back to the one a replay of the effective actions gives.

The game keeps the states after its last :data:`~archenemy.engine.game.RECENT`
actions besides every :data:`~archenemy.engine.game.CHECKPOINT`-th one: an
undo within them is a look-up, a longer series computes the states again.
Either way every state after an undo or a redo is the replay's.
"""

from __future__ import annotations

import random

from archenemy.engine.actions import Action, ChangeLife, NextStep, Redo, Undo
from archenemy.engine.game import CHECKPOINT, RECENT, Game

from support.games import CATALOGUE, make_game, resolve_all


def _replayed(game: Game, effective: list[Action]) -> Game:
    """A fresh game of ``game``'s start with ``effective`` applied."""
    fresh = Game(game.start, CATALOGUE)
    fresh.do_all(effective)
    return fresh


def test_every_undo_and_redo_gives_the_replayed_state_within_and_past_the_recent_ones() -> None:
    rng = random.Random(7)
    game = make_game()
    # Long series cross the recent window and a checkpoint; short ones stay inside it.
    for length in (3, RECENT + 5, 1, CHECKPOINT + 2, 2, 10):
        for _ in range(rng.randint(20, 90)):
            resolve_all(game)
            action: Action = ChangeLife(rng.choice(["Hero 1", "Hero 2"]), rng.choice([-1, 1]))
            if rng.random() < 0.5 and game.why_illegal(NextStep()) is None:
                action = NextStep()
            if game.why_illegal(action) is None:
                game.do(action)
        effective = _effective(game)
        undone: list[Action] = []
        for _ in range(min(length, len(effective))):
            game.do(Undo())
            undone.append(effective.pop())
            assert game.state == _replayed(game, effective).state
        if undone:
            game.do(Redo())
            effective.append(undone.pop())
            assert game.state == _replayed(game, effective).state


def _effective(game: Game) -> list[Action]:
    """The effective actions of ``game`` (its log with undo and redo applied)."""
    effective: list[Action] = []
    undone: list[Action] = []
    for action in game.log:
        if isinstance(action, Undo):
            undone.append(effective.pop())
        elif isinstance(action, Redo):
            effective.append(undone.pop())
        else:
            effective.append(action)
            undone.clear()
    return effective
