"""The history's shapes for scripts.

``archenemy history --json/--csv``, ``archenemy stats --json``, the window's
"Export history as CSV".  A stable contract (``docs/history.md``): keys are
only ever added.

No words here: names, ids, numbers, times; scheme ``name`` is the catalogue's (its language's) name.

A CSV cell a spreadsheet would run as a formula (text starting with ``=``,
``+``, ``-``, ``@``, a tab or a carriage return: a player named
``=HYPERLINK(...)``) is written with a ``'`` before it, as OWASP advises: the
spreadsheet shows the text.  A journal's name that is not UTF-8 keeps its
bytes as ``\\xNN`` in the CSV (:func:`shown_file`); the JSON keeps them as
``os.fsdecode``'s surrogates (the command line writes them as ``\\udcNN``).
"""

from __future__ import annotations

import csv
import os
from collections.abc import Iterable
from typing import Any, TextIO

from ...engine.catalogue import Catalogue
from ...engine.night import Standing
from ...engine.planes import load_planes
from ...engine.story import GameStory
from .schema import IndexedGame
from .stats import Figures, Statistics

__all__ = ["CSV_COLUMNS", "FORMULA_STARTS", "game_json", "safe_cell", "shown_file", "stats_json", "write_history_csv"]

#: What a spreadsheet takes for the start of a formula in a cell.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

#: The columns of the history as CSV, in order (one row per finished game).
CSV_COLUMNS = (
    "file",
    "started",
    "ended",
    "minutes",
    "variant",
    "players",
    "archenemies",
    "heroes",
    "winners",
    "draw",
    "reason",
    "turns",
    "actions",
    "scheme_decks",
    "schemes_set_in_motion",
    "night",
    "night_game",
)


def _name(catalogue: Catalogue, scheme_id: str) -> str:
    scheme = catalogue.get(scheme_id)
    return scheme.name if scheme is not None else scheme_id


def game_json(game: IndexedGame) -> dict[str, Any]:
    """One game as ``archenemy history --json`` prints it (see ``docs/history.md``)."""
    story = game.story
    return {
        "file": game.file,
        "started": game.started.isoformat(),
        "ended": story.ended.isoformat() if story.ended else None,
        "minutes": story.minutes,
        "variant": story.variant.value,
        "players": [
            {
                "name": p.name,
                "role": p.role,
                "seat": p.seat,
                "team": p.team,
                "colour": p.colour,
                "won": p.won,
                "deck": p.deck_name,
                "deck_key": p.deck_key,
            }
            for p in story.players
        ],
        "winners": list(story.winners),
        "draw": story.draw,
        "reason": story.reason,
        "turns": story.turns,
        "actions": story.actions,
        "set_in_motion": [
            {"turn": s.turn, "player": _seat_name(story, s.seat), "scheme": s.scheme} for s in story.set_in_motion
        ],
        "night": {"id": story.night.id, "game": story.night.game} if story.night else None,
        "planar": _planar_json(story),
    }


def _planar_json(story: GameStory) -> dict[str, Any] | None:
    """A game's planes as ``history --json`` prints them (``None``: no planes)."""
    planar = story.planar
    if planar is None:
        return None
    return {
        "visits": [
            {"turn": v.turn, "player": _seat_name(story, v.seat), "planes": list(v.planes), "reason": v.reason}
            for v in planar.visits
        ],
        "rolls": [
            {"turn": r.turn, "player": _seat_name(story, r.seat), "result": r.result, "cost": r.cost, "paper": r.paper}
            for r in planar.rolls
        ],
        "chaos": [{"turn": c.turn, "player": _seat_name(story, c.seat), "plane": c.plane} for c in planar.chaos],
        "planeswalks": planar.planeswalks,
        "planes_visited": list(planar.planes_visited),
        "phenomena_encountered": list(planar.phenomena_encountered),
    }


def _seat_name(story: GameStory, seat: int) -> str | None:
    return story.player_at(seat).name if 1 <= seat <= len(story.players) else None


def safe_cell(text: str) -> str:
    """``text`` as a CSV cell no spreadsheet runs.

    A ``'`` before a formula's start (:data:`FORMULA_STARTS`).
    """
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def shown_file(file: str) -> str:
    """A journal's path as text.

    A name that is not UTF-8 keeps its bytes as ``\\xNN``.
    """
    return os.fsencode(file).decode("utf-8", "backslashreplace")


def write_history_csv(games: Iterable[IndexedGame], out: TextIO) -> None:
    """The finished ``games`` as CSV (:data:`CSV_COLUMNS`, a header row first).

    Lists are joined with ``"; "``; every text cell is :func:`safe_cell`.
    """
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for game in games:
        story = game.story
        decks = [f"{p.name}: {p.deck_name or p.deck_key or ''}" for p in story.archenemies]
        writer.writerow(tuple(safe_cell(cell) if isinstance(cell, str) else cell for cell in _csv_row(game, decks)))


def _csv_row(game: IndexedGame, decks: list[str]) -> tuple[object, ...]:
    story = game.story
    return (
        shown_file(game.file),
        game.started.isoformat(),
        story.ended.isoformat() if story.ended else "",
        "" if story.minutes is None else story.minutes,
        story.variant.value,
        "; ".join(p.name for p in story.players),
        "; ".join(p.name for p in story.archenemies),
        "; ".join(p.name for p in story.players if p.role != "archenemy"),
        "; ".join(story.winners),
        "true" if story.draw else "false",
        story.reason or "",
        story.turns,
        story.actions,
        "; ".join(decks),
        "; ".join(s.scheme for s in story.set_in_motion),
        story.night.id if story.night else "",
        story.night.game if story.night else "",
    )


def _standing_json(standing: Standing) -> dict[str, Any]:
    return {
        "games": standing.games,
        "wins": standing.wins,
        "games_as_archenemy": standing.games_as_archenemy,
        "wins_as_archenemy": standing.wins_as_archenemy,
        "games_as_hero": standing.games_as_hero,
        "wins_as_hero": standing.wins_as_hero,
    }


def _figures_json(figures: Figures) -> dict[str, Any]:
    return {
        "games": figures.count,
        "mean": figures.mean,
        "median": figures.median,
        "min": figures.low,
        "max": figures.high,
    }


def stats_json(stats: Statistics, catalogue: Catalogue) -> dict[str, Any]:
    """The statistics as ``archenemy stats --json`` prints them.

    See ``docs/history.md``.
    """
    return {
        "games": stats.games,
        "draws": stats.draws,
        "archenemy_games": stats.archenemy_games,
        "archenemy_wins": stats.archenemy_wins,
        "players": [
            {
                "name": record.name,
                **_standing_json(record.total),
                "by_variant": {variant.value: _standing_json(found) for variant, found in record.by_variant},
            }
            for record in stats.players
        ],
        "scheme_decks": [
            {
                "key": deck.key,
                "name": _precon_name(deck.key, catalogue) or deck.name,
                "cards": deck.cards,
                "games": deck.games,
                "wins": deck.wins,
                "win_rate": round(deck.win_rate, 4),
            }
            for deck in stats.decks
        ],
        "schemes": [
            {
                "id": scheme.id,
                "name": _name(catalogue, scheme.id),
                "set_in_motion": scheme.set_in_motion,
                "ongoing": bool(catalogue.get(scheme.id) and catalogue[scheme.id].ongoing),
                "abandoned": scheme.abandoned,
                "still_face_up": scheme.still_face_up,
                "turns_face_up_mean": scheme.mean_turns,
                "turns_face_up_median": scheme.median_turns,
            }
            for scheme in stats.schemes
        ],
        "length": {"turns": _figures_json(stats.length.turns), "minutes": _figures_json(stats.length.minutes)},
        "planar": {
            "games": stats.planar.games,
            "planes": [
                {"id": p.id, "name": _plane_name(p.id, catalogue.language), "visits": p.visits, "games": p.games}
                for p in stats.planar.planes
            ],
            "rolls": _figures_json(stats.planar.rolls),
            "planeswalks": _figures_json(stats.planar.planeswalks),
            "results": dict(stats.planar.results),
            "chaos": stats.planar.chaos,
        },
    }


def _plane_name(plane_id: str, language: str) -> str:
    """A planar card's name in ``language``.

    Its id when the catalogue has no such card.
    """
    planes = load_planes(language)
    return planes[plane_id].name if plane_id in planes else plane_id


def _precon_name(key: str, catalogue: Catalogue) -> str | None:
    """The official deck's name of a ``precon:<id>`` key, else ``None``.

    In the catalogue's language.
    """
    if not key.startswith("precon:"):
        return None
    try:
        return catalogue.precon(key.removeprefix("precon:")).name
    except KeyError:
        return None
