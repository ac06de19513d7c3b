"""Words for the history: roles, a game's summary, decks, a night's standings.

A game's one-line summary, scheme decks' titles, a night's standings, and why a journal was skipped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from ...engine.catalogue import Catalogue
from ...engine.errors import ArchenemyError
from ...engine.night import NightStandings, Standing
from ...engine.planar_story import PlanarStory
from ...engine.story import ARCHENEMY_ROLE, HERO_ROLE
from ...engine.variants import Variant
from .core import INSTALLED, Words, fill
from .names import variant_name

# Qt's placeholders, as fill reads them.
_PLACEHOLDERS = re.compile(r"%([1-9][0-9]?)")


class _Seat(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def role(self) -> str: ...


class GameFacts(Protocol):
    """What a game's summary and seats are worded from.

    A :class:`~archenemy.engine.story.GameStory`, or the game list's
    :class:`~archenemy.desktop.history.listing.Listed` (no story read).
    """

    @property
    def variant(self) -> Variant: ...

    @property
    def turns(self) -> int: ...

    @property
    def minutes(self) -> int | None: ...

    @property
    def draw(self) -> bool: ...

    @property
    def over(self) -> bool: ...

    @property
    def winners(self) -> tuple[str, ...]: ...

    @property
    def planar(self) -> PlanarStory | None: ...

    @property
    def players(self) -> Sequence[_Seat]: ...


def role_text(role: str, words: Words = INSTALLED) -> str:
    """A player's role in a game: "archenemy", "hero" or "player".

    Archienemigo, héroe, jugador (a player of Planechase alone).
    """
    _tr = words.tr
    if role == ARCHENEMY_ROLE:
        return _tr("History", "archenemy")
    return _tr("History", "hero") if role == HERO_ROLE else _tr("History", "player")


def result_text(story: GameFacts, words: Words = INSTALLED) -> str:
    """How a game ended, short: "won by Ben, Cat", "a draw", "not finished"."""
    _tr = words.tr
    if story.draw:
        return _tr("History", "a draw")
    if not story.over:
        return _tr("History", "not finished")
    return fill(_tr("History", "won by %1"), ", ".join(story.winners))


def turns_text(turns: int, words: Words = INSTALLED) -> str:
    """The turn a game reached: "turn 12" (no plural: the Words renderer has none)."""
    _tr = words.tr
    return fill(_tr("History", "turn %1"), turns)


def minutes_text(minutes: int | None, words: Words = INSTALLED) -> str:
    """ "47 min", or "" when the game's length is unknown.

    Unknown for a journal without time stamps.
    """
    _tr = words.tr
    return "" if minutes is None else fill(_tr("History", "%1 min"), minutes)


def players_text(story: GameFacts, words: Words = INSTALLED) -> str:
    """The seats: "Ana (archenemy), Ben, Cat".

    In Supervillain Rumble every name alone (all are archenemies).
    """
    _tr = words.tr
    if story.variant.rules.every_player_archenemy:
        return ", ".join(p.name for p in story.players)
    return ", ".join(
        fill(_tr("History", "%1 (%2)"), p.name, role_text(p.role, words)) if p.role == ARCHENEMY_ROLE else p.name
        for p in story.players
    )


def game_variant_text(story: GameFacts, words: Words = INSTALLED) -> str:
    """The game's variant: "Planechase", "Archenemy", "Archenemy with planes"."""
    _tr = words.tr
    name = variant_name(story.variant, words)
    if story.planar is not None and not story.variant.rules.planechase:
        return fill(_tr("History", "%1 with planes"), name)
    return name


def planar_text(story: GameFacts, words: Words = INSTALLED) -> str:
    """A game's planes, short: "planes 4, planeswalks 3, rolls 5, chaos 1".

    With a phenomenon encountered, apart from the planes visited (312.5):
    "planes 4, phenomena 1, planeswalks 4, rolls 5, chaos 1".  ``""`` for a
    game without planes.
    """
    _tr = words.tr
    planar = story.planar
    if planar is None:
        return ""
    phenomena = len(planar.phenomena_encountered)
    if phenomena:
        return fill(
            _tr("History", "planes %1, phenomena %2, planeswalks %3, rolls %4, chaos %5"),
            len(planar.planes_visited),
            phenomena,
            planar.planeswalks,
            len(planar.rolls),
            len(planar.chaos),
        )
    return fill(
        _tr("History", "planes %1, planeswalks %2, rolls %3, chaos %4"),
        len(planar.planes_visited),
        planar.planeswalks,
        len(planar.rolls),
        len(planar.chaos),
    )


def game_summary(story: GameFacts, words: Words = INSTALLED) -> str:
    """One line: variant · turns · minutes · planes · result.

    The date is the caller's.
    """
    parts = [game_variant_text(story, words), turns_text(story.turns, words)]
    if story.minutes is not None:
        parts.append(minutes_text(story.minutes, words))
    if story.planar is not None:
        parts.append(planar_text(story, words))
    parts.append(result_text(story, words))
    return " · ".join(parts)


class GameLines:
    """A game list's summaries and seats, worded as :func:`game_summary` words them.

    And :func:`players_text`.  The same text, each template translated and
    split once for the whole list (``archenemy history`` words 10,000 games:
    a look-up and a fill per part of each game was a tenth of its time).  A
    translation whose template is not one ``%1`` between two texts is worded
    by those two functions, game by game.
    """

    def __init__(self, words: Words = INSTALLED) -> None:
        self._words = words
        _tr = words.tr
        archenemy = fill(_tr("History", "%1 (%2)"), "%1", role_text(ARCHENEMY_ROLE, words))
        split: list[tuple[str, str] | None] = [
            _one_placeholder(template)
            for template in (
                _tr("History", "turn %1"),
                _tr("History", "%1 min"),
                _tr("History", "won by %1"),
                archenemy,
            )
        ]
        self._split = None if None in split else [part for part in split if part is not None]
        self._draw = _tr("History", "a draw")
        self._not_over = _tr("History", "not finished")
        # By the variant's id and whether the game had no planes: its name, and whether every player is an archenemy.
        self._variants: dict[int, tuple[str, bool]] = {}

    def _variant(self, story: GameFacts) -> tuple[str, bool]:
        key = id(story.variant) + (story.planar is None)
        known = self._variants.get(key)
        if known is None:
            known = self._variants[key] = (
                game_variant_text(story, self._words),
                story.variant.rules.every_player_archenemy,
            )
        return known

    def summary(self, story: GameFacts) -> str:
        """What :func:`game_summary` says of ``story``."""
        split = self._split
        if split is None:
            return game_summary(story, self._words)
        (turn, turn_end), (minutes, minutes_end), (won, won_end), _ = split
        text = f"{self._variant(story)[0]} · {turn}{story.turns}{turn_end}"
        if story.minutes is not None:
            text = f"{text} · {minutes}{story.minutes}{minutes_end}"
        if story.planar is not None:
            text = f"{text} · {planar_text(story, self._words)}"
        if story.draw:
            return f"{text} · {self._draw}"
        if not story.over:
            return f"{text} · {self._not_over}"
        return f"{text} · {won}{', '.join(story.winners)}{won_end}"

    def players(self, story: GameFacts) -> str:
        """What :func:`players_text` says of ``story``."""
        split = self._split
        if split is None:
            return players_text(story, self._words)
        if self._variant(story)[1]:
            return ", ".join([p.name for p in story.players])
        before, after = split[3]
        return ", ".join([f"{before}{p.name}{after}" if p.role == ARCHENEMY_ROLE else p.name for p in story.players])


def _one_placeholder(template: str) -> tuple[str, str] | None:
    """``template`` split at its one ``%1``.

    ``None`` when it has another placeholder, or none.
    """
    if _PLACEHOLDERS.findall(template) == ["1"]:
        before, _, after = template.partition("%1")
        return before, after
    return None


def deck_title(key: str, name: str | None, cards: int, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """A scheme deck's title: an official deck's name, the noted name, or unnamed.

    An official deck's name in ``catalogue``'s language, else the name noted, else "unnamed deck (20
    cards)".
    """
    if key.startswith("precon:"):
        try:
            return catalogue.precon(key.removeprefix("precon:")).name
        except KeyError:
            pass
    if name:
        return name
    _tr = words.tr
    return fill(_tr("History", "unnamed deck (%1 cards)"), cards)


def skipped_text(reason: str, detail: str, error: ArchenemyError | None, words: Words = INSTALLED) -> str:
    """Why a journal was not read.

    The engine error's message, else "not a regular file" or the system's message (``detail``).
    """
    _tr = words.tr
    if error is not None:
        # The engine's every message: loaded only for a journal that was skipped.
        from .errors import error_text

        return error_text(error, None, words)
    if reason == "not_a_file":
        return _tr("History", "not a regular file")
    return detail or reason


def standings_title(night: NightStandings, words: Words = INSTALLED) -> str:
    """ "Standings of the night · games played: 3".

    The night's finished games; no plural forms: the Words renderer has none.
    """
    _tr = words.tr
    return fill(_tr("History", "Standings of the night · games played: %1"), night.games)


def standing_lines(night: NightStandings, words: Words = INSTALLED) -> tuple[str, ...]:
    """One line per player, best first, ranked: equal records share a rank.

    "1. Ana: won 2 (1 as archenemy, 1 as hero)"; the games each played are the title's, a player who
    joined late aside (:func:`standing_line`).
    """
    lines = []
    rank, before = 0, None
    for place, standing in enumerate(night.standings, 1):
        record = (standing.wins, standing.wins_as_archenemy)
        if record != before:
            rank, before = place, record
        lines.append(standing_line(rank, standing, words, night.games))
    return tuple(lines)


def standing_line(rank: int, standing: Standing, words: Words = INSTALLED, games: int | None = None) -> str:
    """ "1. Ana: won 2 (1 as archenemy, 1 as hero)": short, read across the table.

    A player who played fewer than the night's ``games`` says how many: "4. Eve: won 1 of 2 (0 as
    archenemy, 1 as hero)".
    """
    _tr = words.tr
    name, wins, archenemy, hero = standing.name, standing.wins, standing.wins_as_archenemy, standing.wins_as_hero
    if games is not None and standing.games < games:
        played = standing.games
        return fill(_tr("History", "%1. %2: won %3 of %4 (%5 as archenemy, %6 as hero)"), rank, name, wins, played,
                    archenemy, hero)  # fmt: skip
    return fill(_tr("History", "%1. %2: won %3 (%4 as archenemy, %5 as hero)"), rank, name, wins, archenemy, hero)
