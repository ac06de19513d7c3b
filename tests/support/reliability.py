"""Shared pieces of the reliability proofs (not a test module).

Seeded random play and state checks.

``random_action(state, rng, legal)`` picks an action the rules accept now,
mostly advancing the game and answering its questions, with life and poison
changes, undo and redo mixed in; used by the crash test's child process, the
fault-injection test and the GUI monkey test, so all three play the same kind
of game.  ``same_game(a, b)`` compares two games by what the screen shows.
``games_with_good_save`` and ``app_child_env`` set up a games folder and the
environment of an app started in a child process.
"""

from __future__ import annotations

import os
import random
import shutil
from collections.abc import Callable
from pathlib import Path

from archenemy.engine.actions import Action, Answer, ChangeLife, ChangePoison, NextStep, Redo, Undo
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.game import Game
from archenemy.engine.journal import read_journal, replay
from archenemy.engine.model import GameState, PromptKind

from support.paths import DATA

#: Saved games, damaged ones and ``small_game.jsonl``, a good one.
CORPUS = DATA / "damaged_saves"


def _answers(state: GameState) -> list[Action]:
    found: list[Action] = []
    for prompt in state.prompts:
        if prompt.kind is PromptKind.YES_NO:
            values: list[object] = [True, False]
        elif prompt.kind is PromptKind.COUNT:
            values = [0, 1, 2, 3]
        elif prompt.kind is PromptKind.CHOICE:
            values = list(prompt.options)
        else:
            values = [True]
        found += [Answer(prompt.id, v) for v in values]  # type: ignore[arg-type]
    return found


def random_action(
    state: GameState, rng: random.Random, legal: Callable[[Action], IllegalActionError | None]
) -> Action | None:
    """A random action ``legal`` accepts, or ``None`` (game over).

    ``legal`` is ``Game.why_illegal``.

    Weights: answer a waiting question 40 %, next step 25 %, life 20 %,
    poison 5 %, undo 6 %, redo 4 %; a refused pick is retried (at most 50
    times, then ``None``).
    """
    if state.over:
        return None
    names = [p.name for p in state.players if p.lost is None]
    for _ in range(50):
        roll = rng.random()
        action: Action
        if roll < 0.40 and state.prompts:
            action = rng.choice(_answers(state))
        elif roll < 0.65:
            action = NextStep()
        elif roll < 0.85:
            action = ChangeLife(rng.choice(names), rng.choice((-5, -3, -1, -1, 1, 1, 2)))
        elif roll < 0.90:
            action = ChangePoison(rng.choice(names), 1)
        elif roll < 0.96:
            action = Undo()
        else:
            action = Redo()
        if legal(action) is None:
            return action
    return None


def shown(state: GameState) -> tuple[object, ...]:
    """What the table shows of ``state``.

    Turn, step, players, decks, face-up schemes, prompts, outcome.
    """
    return (
        state.turn,
        state.active,
        state.step,
        tuple((p.name, p.life, p.poison, p.lost) for p in state.players),
        state.team_life,
        tuple((z.owner, tuple(c.uid for c in z.deck), tuple(f.card.uid for f in z.face_up)) for z in state.zones),
        tuple((p.id, p.question) for p in state.prompts),
        state.outcome,
    )


def strict_replay(path: Path) -> Game:
    """The game ``path`` holds, read and replayed strictly.

    A torn last line is the only tolerance.
    """
    loaded = read_journal(path, strict=True)
    return replay(loaded, strict=True)


def games_with_good_save(tmp_path: Path, name: str) -> Path:
    """``tmp_path / "games"`` holding the corpus's good game.

    Made, holding ``small_game.jsonl`` under ``name``.
    """
    folder = tmp_path / "games"
    folder.mkdir()
    shutil.copy(CORPUS / "small_game.jsonl", folder / name)
    return folder


def app_child_env(root: Path) -> dict[str, str]:
    """The environment of the app in a child process.

    Offscreen, its home and every XDG folder under ``root`` (``home``,
    ``data``, ``config``, ``state``, ``cache``, ``runtime``: made, ``0700``).
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(root / "home"), XDG_DATA_HOME=str(root / "data"))
    env.update(XDG_CONFIG_HOME=str(root / "config"), XDG_STATE_HOME=str(root / "state"))
    env.update(XDG_CACHE_HOME=str(root / "cache"), XDG_RUNTIME_DIR=str(root / "runtime"))
    (root / "runtime").mkdir(parents=True, mode=0o700, exist_ok=True)
    return env
