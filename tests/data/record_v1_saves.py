"""Record version-1 save files with the engine of format version 1.

Run once; kept for the record.

Run from a checkout of commit 47cb1f3 (the rules of format version 1)::

    .venv/bin/python tests/data/record_v1_saves.py

It writes ``tests/data/v1/*.jsonl`` (journals, format version 1) and, next to
each, ``*.v1.json``: the final state as ``archenemy replay --json`` printed it
with those rules (``players``, ``face_up``, ``outcome``...), so tests can say
which saves the new rules replay the same and which they refuse, at which line.
Not a test module (pytest collects only ``test_*.py``).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from archenemy.engine.actions import (
    Answer,
    ChangeLife,
    ChangePoison,
    Concede,
    NextStep,
    Redo,
    ReportEvent,
    Undo,
)
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text
from archenemy.engine.model import HEROES, PromptKind, Step
from archenemy.engine.rules import reportable
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant

HERE = Path(__file__).resolve().parent / "v1"
CATALOGUE = load_catalogue()
FILLER = (
    "a-reckoning-approaches",
    "embrace-my-diabolical-vision",
    "roots-of-all-evil",
    "the-iron-guardian-stirs",
    "look-skyward-and-despair",
    "perhaps-youve-met-my-cohort",
    "realms-befitting-my-majesty",
    "when-will-you-learn",
    "your-fate-is-thrice-sealed",
    "only-i-know-what-awaits",
)


def _write(name: str, game: Game) -> None:
    from archenemy.desktop.cli.state_text import state_to_json

    text = journal_text(game.start, list(game.log))
    (HERE / f"{name}.jsonl").write_text(text, encoding="utf-8")
    (HERE / f"{name}.v1.json").write_text(
        json.dumps(state_to_json(game.state, "en"), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )


def _start(variant: Variant, players: list[PlayerSetup], decks, starting: str) -> GameStart:
    return GameStart(
        GameSetup(variant, tuple(players)), tuple(decks), starting, {"created": "2026-11-23T11:40:00+0000"}
    )


def _random_answer(rng: random.Random, prompt) -> object:
    if prompt.kind is PromptKind.DONE:
        return True
    if prompt.kind is PromptKind.YES_NO:
        return rng.random() < 0.2
    if prompt.kind is PromptKind.COUNT:
        return rng.choice([0, 0, 0, 1, 2, 5])
    return rng.choice(prompt.options)


def random_game(start: GameStart, seed: int, actions: int) -> Game:
    """Random legal play without concessions (life changes small, so the game lasts)."""
    rng = random.Random(seed)
    game = Game(start, CATALOGUE)
    names = [p.name for p in game.state.players]
    for _ in range(actions):
        if game.state.over:
            break
        state = game.state
        roll = rng.random()
        candidates = []
        if roll < 0.05 and game.can_undo:
            candidates.append(Undo())
        elif roll < 0.08 and game.can_redo:
            candidates.append(Redo())
        elif roll < 0.25:
            candidates.append(ChangeLife(rng.choice(names), rng.choice([-3, -2, -1, 1, 2])))
        elif roll < 0.28:
            candidates.append(ChangePoison(rng.choice(names), 1))
        elif roll < 0.31:
            faces = list(reportable(state))
            if faces:
                candidates.append(ReportEvent(rng.choice(faces).uid))
        if state.prompts and not candidates:
            prompt = state.prompts[0]
            candidates.append(Answer(prompt.id, _random_answer(rng, prompt)))  # type: ignore[arg-type]
        if not candidates:
            candidates.append(NextStep())
        action = candidates[0]
        if game.why_illegal(action) is None:
            game.do(action)
    return game


def advance(game: Game, step: Step, active: str, answers=None) -> None:
    for _ in range(500):
        s = game.state
        if s.step is step and s.active == active:
            return
        while game.state.prompts:
            p = game.state.prompts[0]
            value = (answers or {}).get(p.question, True if p.kind is PromptKind.DONE else _default(p))
            game.do(Answer(p.id, value))  # type: ignore[arg-type]
        game.do(NextStep())
    raise AssertionError("not reached")


def _default(prompt) -> object:
    if prompt.kind is PromptKind.YES_NO:
        return False
    if prompt.kind is PromptKind.COUNT:
        return 0
    if prompt.kind is PromptKind.CHOICE:
        return prompt.options[0]
    return True


def main() -> int:
    HERE.mkdir(parents=True, exist_ok=True)
    bolas = tuple(CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids())
    # 1. A long Archenemy game (Nicol Bolas deck), random legal play.
    rng = random.Random(10)
    order = list(bolas)
    rng.shuffle(order)
    start = _start(
        Variant.ARCHENEMY,
        [PlayerSetup("Archenemy", bolas)] + [PlayerSetup(f"Hero {i}") for i in (1, 2, 3)],
        [("Archenemy", tuple(order))],
        "Archenemy",
    )
    _write("archenemy-nicol-bolas-random", random_game(start, 10, 900))
    # 2. A long Supervillain Rumble game, random legal play.
    decks = {}
    for index, name in enumerate(("Ann", "Ben", "Cat", "Dan")):
        precon = ("miracle-worker", "death-toll", "jump-scare", "endless-punishment")[index]
        ids = tuple(CATALOGUE.precon(precon).scheme_ids())
        shuffled = list(ids)
        rng.shuffle(shuffled)
        decks[name] = (ids, tuple(shuffled))
    start = _start(
        Variant.SUPERVILLAIN_RUMBLE,
        [PlayerSetup(n, d[0]) for n, d in decks.items()],
        [(n, d[1]) for n, d in decks.items()],
        "Ben",
    )
    _write("rumble-duskmourn-random", random_game(start, 11, 900))
    # 3. A Rumble player concedes in their own upkeep; the old rules still set their scheme in motion.
    rumble = {n: FILLER for n in ("Ann", "Ben", "Cat")}
    start = _start(
        Variant.SUPERVILLAIN_RUMBLE,
        [PlayerSetup(n, d) for n, d in rumble.items()],
        [(n, d) for n, d in rumble.items()],
        "Ann",
    )
    game = Game(start, CATALOGUE)
    # Upkeep
    game.do(NextStep())
    game.do(Concede("Ann"))
    # Draw
    game.do(NextStep())
    # Precombat main: Ann's scheme set in motion (the defect)
    game.do(NextStep())
    # Line 6: the answer the new rules refuse
    game.do(Answer(game.state.prompts[0].id, True))
    advance(game, Step.PRECOMBAT_MAIN, "Ben")
    _write("rumble-departed-player-sets-scheme", game)
    # 4. Because I Have Willed It asks on the turn of a player who left (Ann concedes in her turn).
    start = _start(
        Variant.SUPERVILLAIN_RUMBLE,
        [
            PlayerSetup("Ann", FILLER),
            PlayerSetup("Ben", ("because-i-have-willed-it",) + FILLER[1:]),
            PlayerSetup("Cat", FILLER),
        ],
        [("Ann", FILLER), ("Ben", ("because-i-have-willed-it",) + FILLER[1:]), ("Cat", FILLER)],
        "Ben",
    )
    game = Game(start, CATALOGUE)
    advance(game, Step.UPKEEP, "Ann")
    game.do(Concede("Ann"))
    # The old rules ask Ben's scheme here
    advance(game, Step.END, "Ann")
    game.do(Answer(game.state.prompts[0].id, 0))
    advance(game, Step.UPKEEP, "Cat")
    _write("rumble-departed-player-end-step", game)
    # 5. Your Inescapable Doom's tie, both tied heroes concede: every answer is refused.
    deck = ("your-inescapable-doom",) + FILLER
    start = _start(
        Variant.ARCHENEMY,
        [PlayerSetup("Archenemy", deck)] + [PlayerSetup(f"Hero {i}") for i in (1, 2, 3)],
        [("Archenemy", deck)],
        "Archenemy",
    )
    game = Game(start, CATALOGUE)
    game.do(ChangeLife("Hero 3", -2))
    advance(game, Step.END, "Archenemy")
    game.do(Concede("Hero 1"))
    game.do(Concede("Hero 2"))
    _write("doom-tie-both-concede", game)
    # 6. Plots That Span Centuries sets three schemes in motion.
    deck = ("plots-that-span-centuries",) + FILLER
    start = _start(
        Variant.ARCHENEMY,
        [PlayerSetup("Archenemy", deck)] + [PlayerSetup(f"Hero {i}") for i in (1, 2)],
        [("Archenemy", deck)],
        "Archenemy",
    )
    game = Game(start, CATALOGUE)
    advance(game, Step.PRECOMBAT_MAIN, "Archenemy")
    game.do(Answer(game.state.prompts[0].id, True))
    advance(game, Step.UPKEEP, HEROES)
    advance(game, Step.PRECOMBAT_MAIN, "Archenemy")
    for p in list(game.state.prompts):
        # The old rules put each one at the bottom as soon as it is done
        game.do(Answer(p.id, True))
    game.do(NextStep())
    _write("plots-that-span-centuries", game)
    # 7. Drench the Soil in Their Blood with Nature Shields Its Own face up (asked at declare attackers).
    deck = ("the-very-soil-shall-shake", "drench-the-soil-in-their-blood") + FILLER
    start = _start(
        Variant.ARCHENEMY,
        [PlayerSetup("Archenemy", deck)] + [PlayerSetup(f"Hero {i}") for i in (1, 2)],
        [("Archenemy", deck)],
        "Archenemy",
    )
    game = Game(start, CATALOGUE)
    advance(game, Step.PRECOMBAT_MAIN, "Archenemy")
    advance(game, Step.UPKEEP, HEROES)
    advance(game, Step.PRECOMBAT_MAIN, "Archenemy")
    # Drench the Soil in Their Blood done
    game.do(Answer(game.state.prompts[0].id, True))
    advance(game, Step.END_OF_COMBAT, "Archenemy")
    # The Very Soil Shall Shake: no creature died
    game.do(Answer(game.state.prompts[0].id, False))
    # Postcombat main: the new rules have a second combat first
    game.do(NextStep())
    # End step
    game.do(NextStep())
    _write("drench-the-soil", game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
