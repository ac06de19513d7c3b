"""Builders for the history's tests (not a test module).

Finished games written as journals, with time stamps.

``finish(game)`` ends a game the quickest legal way (the archenemy concedes;
in Supervillain Rumble all but one player concede).  ``write_game`` writes a
game's journal as the app does (header, then each action appended, stamped
once a minute from ``created``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path

from archenemy.engine.actions import Action, Answer, Concede, NextStep
from archenemy.engine.game import Game
from archenemy.engine.header_notes import NightRef, with_notes
from archenemy.engine.journal import JournalWriter
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.story import TIME_FORMAT
from archenemy.engine.variants import Variant

from support.games import CATALOGUE, FILLER, HERO_NAMES, keep_schemes, make_start

START_TIME = datetime(2025, 1, 18, 20, 15, 3).astimezone()


def finish(game: Game, winner: str | None = None) -> None:
    """End ``game`` by concessions, ``winner`` left (default the last seat).

    End ``game``: outside Rumble the archenemy concedes unless ``winner`` is
    the archenemy (then every hero concedes); in Rumble everyone but ``winner``
    (default the last seat) concedes.
    """
    state = game.state
    if state.variant.rules.every_player_archenemy:
        keep = winner or state.players[-1].name
        for p in state.players:
            if p.name != keep and not game.state.over and game.state.player(p.name).alive:
                game.do(Concede(p.name))
        return
    archenemy = state.players[0].name
    if winner == archenemy:
        for p in state.players[1:]:
            if not game.state.over:
                game.do(Concede(p.name))
    else:
        game.do(Concede(archenemy))


def play_turns(game: Game, steps: int) -> None:
    """Take ``steps`` NextStep actions.

    Answering what is asked so that no scheme is abandoned.
    """
    for _ in range(steps):
        while game.state.prompts:
            prompt = game.state.prompts[0]
            game.do(Answer(prompt.id, keep_schemes(prompt)))  # type: ignore[arg-type]
        game.do(NextStep())


def start_of(
    names: Sequence[str],
    *,
    variant: Variant = Variant.ARCHENEMY,
    deck: Sequence[str] = FILLER,
    night: NightRef | None = None,
    created: datetime = START_TIME,
    deck_name: str | None = None,
) -> GameStart:
    """A start for ``names`` in seating order.

    The first is the archenemy; in Rumble each gets ``deck``.
    """
    rumble = variant.rules.every_player_archenemy
    players = tuple(PlayerSetup(n, tuple(deck) if rumble or i == 0 else ()) for i, n in enumerate(names))
    setup = GameSetup(variant, players)
    decks = tuple((p.name, p.deck) for p in players if p.deck)
    start = GameStart(setup, decks, names[0], {"created": created.strftime(TIME_FORMAT)})
    names_of = {names[0]: deck_name} if deck_name else None
    return with_notes(start, night=night, deck_names=names_of)


def write_game(folder: Path, name: str, game: Game, *, minutes_apart: float = 1.0) -> Path:
    """Write ``game``'s journal to ``folder/name`` as the app does.

    Each line is stamped ``minutes_apart`` later.
    """
    path = folder / name
    created = datetime.strptime(str(game.start.extra["created"]), TIME_FORMAT)
    with JournalWriter.create(path, game.start) as writer:
        for index, action in enumerate(game.log, 1):
            writer.append(action, None, (created + timedelta(minutes=index * minutes_apart)).strftime(TIME_FORMAT))
    return path


def finished_game(names: Sequence[str] = ("Archenemy", *HERO_NAMES[:3]), *, steps: int = 0, **kwargs) -> Game:
    """A finished game.

    ``steps`` NextSteps, then :func:`finish` (``winner`` in ``kwargs``).
    """
    winner = kwargs.pop("winner", None)
    game = Game(start_of(names, **kwargs), CATALOGUE)
    play_turns(game, steps)
    finish(game, winner)
    return game


def journal_lines(path: Path) -> list[dict]:
    """The journal's lines as JSON objects."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


__all__ = [
    "Action",
    "START_TIME",
    "finish",
    "finished_game",
    "journal_lines",
    "make_start",
    "play_turns",
    "start_of",
    "write_game",
]
