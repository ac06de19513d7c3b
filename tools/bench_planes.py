"""``make bench``'s games with planes.

A Planechase game and Archenemy with planes.
:func:`planar_journal` writes a short game of plausible play (steps, life
changes, a planar die rolled now and then, the questions answered) with a
communal planar deck the app shuffled, as a player leaves it after the first
turns: :mod:`bench_outside` starts the app on it as the app closed it, to its
first frame, in the same interleaved rounds as the new game.

    .venv/bin/python tools/bench_planes.py FOLDER     (writes both journals there)
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

__all__ = ["PLANAR_KINDS", "planar_journal"]

#: The start-up kinds with planes: the kind's name, its variant's value, what the bench's row calls it.
PLANAR_KINDS: tuple[tuple[str, str, str], ...] = (
    ("planechase", "planechase", "a Planechase game (four players, communal planar deck)"),
    ("planes", "archenemy", "Archenemy with planes (the new game's three heroes, communal planar deck)"),
)
#: Actions in each journal: a few turns round the table.
ACTIONS = 120
#: Planes in the communal deck (901.3: at least ten).
DECK_SIZE = 15


def planar_journal(kind: str, folder: Path, actions: int = ACTIONS) -> Path:
    """Write the journal of ``kind`` into ``folder``; its path.

    ``kind``: one of :data:`PLANAR_KINDS`.  Raises :class:`ValueError` for an unknown kind.
    """
    from archenemy.engine.actions import Answer, ChangeLife, NextStep, RollPlanarDie
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.errors import ArchenemyError
    from archenemy.engine.game import Game
    from archenemy.engine.journal import journal_text
    from archenemy.engine.model import DeckMode, PromptKind
    from archenemy.engine.planar import COMMUNAL, PlanarSetup, planar_controller
    from archenemy.engine.planes import load_planes
    from archenemy.engine.setup import GameSetup, PlayerSetup, deal, default_setup
    from archenemy.engine.variants import Variant

    variants = {name: variant for name, variant, _what in PLANAR_KINDS}
    if kind not in variants:
        raise ValueError(f"unknown kind {kind!r}: one of {', '.join(variants)}")
    catalogue = load_catalogue()
    rng = random.Random(kind)
    deck = tuple(rng.sample(sorted(load_planes()), DECK_SIZE))
    planar = PlanarSetup(((COMMUNAL, deck),), DeckMode.SHUFFLED)
    if variants[kind] == "planechase":
        players = tuple(PlayerSetup(f"Player {n}") for n in range(1, 5))
        setup = GameSetup(Variant.PLANECHASE, players, planar=planar)
    else:
        # The new game's table, with planes
        base = default_setup(catalogue)
        setup = GameSetup(base.variant, base.players, base.deck_mode, planar)
    game = Game(deal(setup, catalogue, rng), catalogue)
    sign: dict[str, int] = {}
    while len(game.log) < actions and not game.state.over:
        state = game.state
        roll = rng.random()
        if state.prompts:
            prompt = state.prompts[0]
            value = {PromptKind.DONE: True, PromptKind.YES_NO: False, PromptKind.COUNT: 0}.get(
                prompt.kind, prompt.options[0] if prompt.options else True
            )
            game.do(Answer(prompt.id, value))
        elif roll < 0.25:
            name = rng.choice([p.name for p in state.players if p.alive])
            # down one, up one: nobody dies of the benchmark
            sign[name] = -sign.get(name, 1)
            game.do(ChangeLife(name, sign[name]))
        elif roll < 0.5 and (controller := planar_controller(state)) is not None:
            try:
                game.do(RollPlanarDie(controller, rng.choice(("blank", "chaos", "planeswalker"))))
            except ArchenemyError:
                game.do(NextStep())
        else:
            game.do(NextStep())
    if game.state.over:
        raise RuntimeError(f"the generated {kind} game ended after {len(game.log)} actions")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"game-{kind}.jsonl"
    path.write_text(journal_text(game.start, game.log), encoding="utf-8")
    return path


if __name__ == "__main__":
    for name, _variant, _what in PLANAR_KINDS:
        print(planar_journal(name, Path(sys.argv[1])))
