"""A games folder of many finished games: years of a group's game nights.

    .venv/bin/python tools/history_games.py FOLDER N

For the history's benchmark (``tools/bench_history.py``) and its tests
(``support.history.history_folder``).  :func:`templates` plays a few dozen
realistic games once (every variant, three to eight players of one group,
scheme decks of the official decks, life lost and gained, questions answered,
undo and redo, schemes set in motion, games ended by a player's life or by
concession, three games a night); :func:`write_history` then writes ``N``
journals from them, one evening after another, each game's text the
template's with its date moved (a string replacement: 10,000 games take about
a second) and its modification time its last stamp's, as the app leaves its
files.  Engine-only: no Qt.
"""

from __future__ import annotations

import os
import random
import sys
from datetime import datetime, timedelta
from pathlib import Path

from archenemy.engine.actions import Action, Answer, ChangeLife, Concede, NextStep, Redo, Undo
from archenemy.engine.catalogue import Catalogue, load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.header_notes import NightRef, with_notes
from archenemy.engine.journal import journal_text
from archenemy.engine.model import PromptKind
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup, deal
from archenemy.engine.story import TIME_FORMAT
from archenemy.engine.variants import Variant

__all__ = ["GAMES_A_NIGHT", "TEMPLATES", "Template", "templates", "write_history"]

#: How many distinct games are played (the rest are their copies on other dates).
TEMPLATES = 48
#: Games of one evening (one game night).
GAMES_A_NIGHT = 3
#: The group: who comes to the game nights.
GROUP = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Félix", "Gabi", "Héctor", "Inés")
#: The template's date, replaced in every copy (no other text of a journal holds it).
TEMPLATE_DAY = datetime(2020, 1, 1, 19, 0, 0).astimezone()
#: The night id's stand-in, replaced by the copy's date.
NIGHT_MARK = "night-template"


class Template:
    """One played game as text: its journal, and when its last line was written."""

    __slots__ = ("last", "text")

    def __init__(self, text: str, last: datetime) -> None:
        self.text = text
        self.last = last


def _answer(game: Game, rng: random.Random) -> None:
    """Answer the first question the way a table might (never an illegal value)."""
    prompt = game.state.prompts[0]
    if prompt.kind == PromptKind.YES_NO:
        value: object = rng.random() < 0.5
    elif prompt.kind == PromptKind.COUNT:
        value = 0
    elif prompt.kind == PromptKind.DONE:
        value = True
    else:
        value = rng.choice(prompt.options) if prompt.options else True
    try:
        game.do(Answer(prompt.id, value))  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - a question that wants another shape: the first option, or done
        game.do(Answer(prompt.id, prompt.options[0] if prompt.options else True))


def _start(index: int, catalogue: Catalogue, rng: random.Random, created: datetime) -> GameStart:
    """The start of template ``index``: a variant, a seating, official decks."""
    variant = (Variant.ARCHENEMY, Variant.ARCHENEMY, Variant.ARCHENEMY_COMMANDER, Variant.SUPERVILLAIN_RUMBLE)[
        index % 4
    ]
    rumble = variant.rules.every_player_archenemy
    count = rng.randint(3, 5) if rumble else rng.randint(3, 8)
    names = rng.sample(GROUP, count)
    decks = [p.scheme_ids() for p in catalogue.precons]
    players = tuple(
        PlayerSetup(name, tuple(rng.choice(decks)) if rumble or seat == 0 else ()) for seat, name in enumerate(names)
    )
    start = deal(GameSetup(variant, players), catalogue, rng)
    extra = {**start.extra, "created": created.strftime(TIME_FORMAT)}
    start = GameStart(start.setup, start.decks, start.starting_player, extra)
    night = NightRef(NIGHT_MARK, index % GAMES_A_NIGHT + 1)
    return with_notes(start, night=night)


def _play(game: Game, rng: random.Random, length: int) -> None:
    """About ``length`` actions of play, then the game's end.

    A life at zero or a concession ends it.
    """
    while len(game.log) < length and not game.state.over:
        state = game.state
        roll = rng.random()
        if state.prompts:
            _answer(game, rng)
        elif roll < 0.35:
            alive = [p.name for p in state.players if p.alive]
            game.do(ChangeLife(rng.choice(alive), rng.choice((-3, -2, -1, -1, 1))))
        elif roll < 0.38 and game.can_undo:
            game.do(Undo())
            if rng.random() < 0.5:
                game.do(Redo())
        else:
            game.do(NextStep())
    while not game.state.over:
        alive = [p for p in game.state.players if p.alive]
        loser = rng.choice(alive)
        if rng.random() < 0.7 and loser.life is not None and loser.life > 0:
            game.do(ChangeLife(loser.name, -loser.life))
        else:
            game.do(Concede(loser.name))


def _stamps(count: int, created: datetime, rng: random.Random) -> tuple[list[str | None], datetime]:
    """Each action line's ``at`` as the app writes them.

    The first, then at most one every 30 s.
    """
    stamps: list[str | None] = []
    now, last = created, None
    for _ in range(count):
        now += timedelta(seconds=rng.randint(5, 40))
        if last is None or (now - last).total_seconds() >= 30:
            stamps.append(now.strftime(TIME_FORMAT))
            last = now
        else:
            stamps.append(None)
    return stamps, last or created


def templates(count: int = TEMPLATES, seed: int = 2025) -> list[Template]:
    """``count`` games played from seed ``seed``.

    40 to 400 actions each, three an evening.
    """
    catalogue = load_catalogue()
    rng = random.Random(seed)
    found = []
    for index in range(count):
        created = TEMPLATE_DAY + timedelta(minutes=70 * (index % GAMES_A_NIGHT))
        game = Game(_start(index, catalogue, rng, created), catalogue)
        _play(game, rng, rng.randint(40, 400))
        log: list[Action] = game.log
        stamps, last = _stamps(len(log), created, rng)
        found.append(Template(journal_text(game.start, log, None, stamps), last))
    return found


def write_history(
    folder: Path, count: int, *, found: list[Template] | None = None, last_evening: int = 1
) -> list[Path]:
    """Write ``count`` finished games into ``folder``, oldest first; their paths.

    Evening after evening backwards from ``last_evening`` days ago
    (yesterday), :data:`GAMES_A_NIGHT` games each, named as the app names
    them; each file's modification time is its last stamp.
    """
    folder.mkdir(parents=True, exist_ok=True)
    found = found or templates()
    day = TEMPLATE_DAY.strftime("%Y-%m-%d")
    today = datetime.now().astimezone().replace(hour=19, minute=0, second=0, microsecond=0)
    evenings = (count + GAMES_A_NIGHT - 1) // GAMES_A_NIGHT
    paths = []
    for index in range(count):
        template = found[index % len(found)]
        evening = index // GAMES_A_NIGHT
        date = today - timedelta(days=evenings - evening + last_evening - 1)
        shift = date.date() - TEMPLATE_DAY.date()
        text = template.text.replace(day, date.strftime("%Y-%m-%d"))
        text = text.replace(NIGHT_MARK, f"night-{date:%Y%m%d}")
        created = TEMPLATE_DAY + shift + timedelta(minutes=70 * (index % GAMES_A_NIGHT))
        path = folder / f"game-{created:%Y%m%d-%H%M%S}.jsonl"
        path.write_text(text, encoding="utf-8")
        moment = (template.last + shift).timestamp()
        os.utime(path, (moment, moment))
        paths.append(path)
    return paths


if __name__ == "__main__":
    write_history(Path(sys.argv[1]), int(sys.argv[2]))
