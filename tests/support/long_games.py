"""Long games of plain play, and what two games' histories must share.

For the rebuild tests.

``long_game(actions)`` plays ``actions`` actions (steps, questions answered,
life clicks up and down) from :func:`plain_start`; ``same_history(a, b)``
asserts two games agree in everything an undo, a redo or the log shows;
``snapshot_of(game)`` is the resume snapshot of where a game stands.
"""

from __future__ import annotations

from archenemy.engine.actions import Answer, ChangeLife, NextStep
from archenemy.engine.game import Game
from archenemy.engine.model import PromptKind
from archenemy.engine.snapshot import Snapshot

from support.games import CATALOGUE, make_start


def snapshot_of(game: Game) -> Snapshot:
    """The resume snapshot of where ``game`` stands."""
    return Snapshot(game.state, game.last_set_in_motion, game.last_action, game.next_redo)


def same_history(a: Game, b: Game) -> None:
    """``a`` and ``b`` agree in all an undo, a redo or the log shows.

    ``a`` and ``b`` have the same log, events, recent states, state and
    undo/redo ends.
    """
    assert a.log == b.log
    assert list(a.events) == list(b.events)
    assert [s for _, s in a.recent()] == [s for _, s in b.recent()]
    assert a.state == b.state and a.last_set_in_motion == b.last_set_in_motion
    assert (a.last_action, a.next_redo) == (b.last_action, b.next_redo)


def plain_start():
    """Two heroes against Know Evil and All in Good Time."""
    return make_start(("know-evil", "all-in-good-time"), heroes=2)


def long_game(actions: int) -> Game:
    """``actions`` actions of plain play.

    Steps, questions answered, life clicks up and down.
    """
    game = Game(plain_start(), CATALOGUE)
    for index in range(actions):
        state = game.state
        if state.prompts:
            prompt = state.prompts[0]
            value = {PromptKind.DONE: True, PromptKind.YES_NO: False, PromptKind.COUNT: 0}.get(
                prompt.kind, prompt.options[0] if prompt.options else True
            )
            game.do(Answer(prompt.id, value))
        else:
            game.do(ChangeLife("Hero 1", -1 if index % 2 else 1) if index % 3 else NextStep())
    assert not game.state.over
    return game
