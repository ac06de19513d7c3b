"""A loaded journal's numbered actions kept compactly: memory at 100,000 actions.

:class:`~archenemy.engine.journal_reader.LineActions` reads as the list of
``(line, action)`` pairs it replaced, without a tuple and an integer object
per line: those ~100 bytes a line, freed once the history was rebuilt, left
~10 MiB of small blocks in the process at 100,000 actions.
"""

from __future__ import annotations

import random
import tracemalloc

from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text, parse_journal
from archenemy.engine.journal_reader import LineActions
from archenemy.engine.setup import deal, default_setup

from support.games import CATALOGUE


def test_line_actions_read_as_a_list_of_pairs() -> None:
    pairs = [(2, NextStep()), (3, ChangeLife("Hero 1", -1)), (5, NextStep())]
    actions = LineActions(pairs)
    assert len(actions) == 3 and list(actions) == pairs and actions == pairs
    assert actions[1] == (3, ChangeLife("Hero 1", -1)) and actions[-1] == (5, NextStep())
    assert isinstance(actions[1:], LineActions) and actions[1:] == pairs[1:] and actions[:0] == []
    assert actions == LineActions(pairs) and actions != LineActions(pairs[:2]) and actions != pairs[::-1]
    actions.append((9, ChangeLife("Hero 2", 1)))
    assert [n for n, _ in actions] == [2, 3, 5, 9]


def _long_journal(actions: int) -> str:
    rng = random.Random(7)
    game = Game(deal(default_setup(CATALOGUE, "Archenemy", ("A", "B", "C")), CATALOGUE, rng), CATALOGUE)
    while len(game.log) < actions:
        game.do(ChangeLife("A", -1) if len(game.log) % 2 else ChangeLife("A", 1))
    return journal_text(game.start, game.log)


def test_a_loaded_journal_holds_a_few_bytes_a_line() -> None:
    data = _long_journal(20_000).encode()
    tracemalloc.start()
    try:
        loaded = parse_journal(data, catalogue=CATALOGUE)
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(loaded.actions) == 20_000
    assert held / 20_000 < 40, f"{held / 20_000:.0f} bytes a line (a tuple and an int a line: ~100)"
