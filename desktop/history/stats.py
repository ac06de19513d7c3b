"""Statistics of the finished games.

Per player, per scheme deck, per scheme, the games' length, and in games
with planes the planes visited and the planar die's rolls.

Qt-free values computed from the index's stories (:class:`~.schema.IndexedGame`),
for ``archenemy stats`` and the Statistics window.  No words: names, ids and
numbers; the front ends render them.  Frozen ``msgspec.Struct`` values:
defined at import almost for nothing (a frozen dataclass generates and
compiles its methods, ~1 ms a class).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Sequence

import msgspec

from ...engine.night import Standing, standings_of
from ...engine.planar_story import PlanarStory
from ...engine.setup import name_key
from ...engine.story import ARCHENEMY_ROLE, GameStory
from ...engine.variants import Variant

__all__ = [
    "DeckRecord",
    "Figures",
    "LengthRecord",
    "NO_PLANES",
    "PlanarRecord",
    "PlaneRecord",
    "PlayerRecord",
    "SchemeRecord",
    "Statistics",
    "compute_statistics",
    "planar_faces",
    "planar_record",
]


class PlayerRecord(msgspec.Struct, frozen=True):
    """A player's games and wins.

    :class:`Standing`: overall, as the archenemy, as a hero), and the same by
    variant (``by_variant``: variants the player played, in :class:`Variant`
    order.
    """

    total: Standing
    by_variant: tuple[tuple[Variant, Standing], ...]

    @property
    def name(self) -> str:
        """The player's name (its latest spelling)."""
        return self.total.name


class DeckRecord(msgspec.Struct, frozen=True):
    """A scheme deck and how its archenemies did with it.

    ``key``: :func:`~archenemy.engine.story.deck_key`; ``games`` played,
    ``wins``; ``name`` the name the games noted (the latest), ``cards`` its
    size.
    """

    key: str
    name: str | None
    cards: int
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        """``wins / games`` (0 to 1)."""
        return self.wins / self.games if self.games else 0.0


class SchemeRecord(msgspec.Struct, frozen=True):
    """A scheme: times ``set_in_motion``.

    For an ongoing one, ``abandoned`` spans' turns face up before abandonment
    (``turns_face_up``, shortest first) and how many were still face up when a
    game ended.
    """

    id: str
    set_in_motion: int
    turns_face_up: tuple[int, ...] = ()
    still_face_up: int = 0

    @property
    def abandoned(self) -> int:
        """How many times it was abandoned."""
        return len(self.turns_face_up)

    @property
    def mean_turns(self) -> float | None:
        """The average of :attr:`turns_face_up`, or ``None``."""
        return statistics.fmean(self.turns_face_up) if self.turns_face_up else None

    @property
    def median_turns(self) -> float | None:
        """The median of :attr:`turns_face_up`, or ``None``."""
        return float(statistics.median(self.turns_face_up)) if self.turns_face_up else None


class Figures(msgspec.Struct, frozen=True):
    """Summary of some numbers.

    ``count``, ``mean``, ``median``, ``low``, ``high`` (``None`` when empty).
    """

    count: int
    mean: float | None
    median: float | None
    low: int | None
    high: int | None

    @classmethod
    def of(cls, values: Sequence[int]) -> Figures:
        """The figures of ``values``."""
        if not values:
            return cls(0, None, None, None, None)
        return cls(len(values), statistics.fmean(values), float(statistics.median(values)), min(values), max(values))


class LengthRecord(msgspec.Struct, frozen=True):
    """How long games are.

    In ``turns`` and in ``minutes`` (games with time stamps only).
    """

    turns: Figures
    minutes: Figures


class PlaneRecord(msgspec.Struct, frozen=True):
    """A planar card (a plane or a phenomenon): how often it was face up.

    ``visits``: times it came face up (the starting plane, 103.7, counts);
    ``games``: how many games it came face up in.
    """

    id: str
    visits: int
    games: int


class PlanarRecord(msgspec.Struct, frozen=True):
    """The finished games with planes (Planechase alone or planes added).

    ``games``; ``planes``, every planar card face up in them, most visited
    first; ``rolls`` and ``planeswalks`` per game (:class:`Figures`);
    ``results``, how many rolls counted as each face, in die order
    (``planeswalker``, ``chaos``, ``blank``); ``chaos``, how many times
    chaos ensued (311.7).
    """

    games: int
    planes: tuple[PlaneRecord, ...]
    rolls: Figures
    planeswalks: Figures
    results: tuple[tuple[str, int], ...]
    chaos: int


#: No game with planes.
NO_PLANES = PlanarRecord(0, (), Figures.of([]), Figures.of([]), (), 0)

# The planar die's faces in the order the statistics list them (901.3a).
_FACES = ("planeswalker", "chaos", "blank")


def planar_faces(results: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """The rolls counted per face, in the die's order, then any other face.

    ``planeswalker``, ``chaos``, ``blank``.
    """
    order = [f for f in _FACES if f in results] + sorted(f for f in results if f not in _FACES)
    return tuple((f, results[f]) for f in order)


def planar_record(planar: Sequence[PlanarStory]) -> PlanarRecord:
    """The :class:`PlanarRecord` of the games whose planar stories are ``planar``."""
    visits: dict[str, int] = {}
    games: dict[str, int] = {}
    results: dict[str, int] = {}
    for story in planar:
        for visit in story.visits:
            for plane in visit.planes:
                visits[plane] = visits.get(plane, 0) + 1
        for plane in story.cards_face_up:
            games[plane] = games.get(plane, 0) + 1
        for face, count in story.results().items():
            results[face] = results.get(face, 0) + count
    planes = sorted((PlaneRecord(p, n, games.get(p, 0)) for p, n in visits.items()), key=lambda r: (-r.visits, r.id))
    return PlanarRecord(
        games=len(planar),
        planes=tuple(planes),
        rolls=Figures.of([len(s.rolls) for s in planar]),
        planeswalks=Figures.of([s.planeswalks for s in planar]),
        results=planar_faces(results),
        chaos=sum(len(s.chaos) for s in planar),
    )


class Statistics(msgspec.Struct, frozen=True):
    """Everything ``archenemy stats`` prints.

    ``games`` (finished), ``draws``, archenemy wins (``archenemy_wins``: games
    a single archenemy won, outside Rumble and Planechase alone, of
    ``archenemy_games``), and the records: players (by name), decks (by
    games, then win rate), schemes (by times set in motion), length, and
    the games with planes (``planar``).
    """

    games: int
    draws: int
    archenemy_games: int
    archenemy_wins: int
    players: tuple[PlayerRecord, ...]
    decks: tuple[DeckRecord, ...]
    schemes: tuple[SchemeRecord, ...]
    length: LengthRecord
    planar: PlanarRecord = NO_PLANES


def _player_records(stories: Sequence[GameStory], player: str | None) -> tuple[PlayerRecord, ...]:
    by_variant = {v: standings_of(s for s in stories if s.variant is v) for v in Variant}
    records = []
    for total in standings_of(stories):
        key = name_key(total.name)
        if player is not None and key != name_key(player):
            continue
        variants = tuple(
            (v, found) for v in Variant for found in by_variant[v] if name_key(found.name) == key and found.games
        )
        records.append(PlayerRecord(total, variants))
    return tuple(records)


def _deck_records(stories: Sequence[GameStory], player: str | None) -> tuple[DeckRecord, ...]:
    rows: dict[str, list[int]] = {}
    names: dict[str, str | None] = {}
    sizes: dict[str, int] = {}
    for story in stories:
        for p in story.archenemies:
            if p.deck_key is None or (player is not None and name_key(p.name) != name_key(player)):
                continue
            row = rows.setdefault(p.deck_key, [0, 0])
            row[0] += 1
            row[1] += int(p.won)
            names[p.deck_key] = p.deck_name or names.get(p.deck_key)
            sizes[p.deck_key] = len(p.deck)
    found = [DeckRecord(key, names[key], sizes[key], games, wins) for key, (games, wins) in rows.items()]
    found.sort(key=lambda d: (-d.games, -d.win_rate, d.key))
    return tuple(found)


def _scheme_records(stories: Sequence[GameStory], player: str | None) -> tuple[SchemeRecord, ...]:
    counts: dict[str, int] = {}
    spans: dict[str, list[int]] = {}
    still: dict[str, int] = {}
    for story in stories:

        def mine(seat: int, story: GameStory = story) -> bool:
            if player is None:
                return True
            return 1 <= seat <= len(story.players) and name_key(story.player_at(seat).name) == name_key(player)

        for scheme in story.set_in_motion:
            if mine(scheme.seat):
                counts[scheme.scheme] = counts.get(scheme.scheme, 0) + 1
        for span in story.ongoing:
            if not mine(span.seat):
                continue
            if span.turns_face_up is None:
                still[span.scheme] = still.get(span.scheme, 0) + 1
            else:
                spans.setdefault(span.scheme, []).append(span.turns_face_up)
    found = [
        SchemeRecord(scheme, count, tuple(sorted(spans.get(scheme, ()))), still.get(scheme, 0))
        for scheme, count in counts.items()
    ]
    found.sort(key=lambda s: (-s.set_in_motion, s.id))
    return tuple(found)


def compute_statistics(games: Iterable[GameStory], player: str | None = None) -> Statistics:
    """The statistics of the finished games among ``games``.

    ``player``: only the games that player played, only their own record,
    the decks they played and the schemes they set in motion (names
    compared by :func:`~archenemy.engine.setup.name_key`: NFC-normalised,
    casefolded).
    """
    stories = [g for g in games if g.over]
    if player is not None:
        stories = [g for g in stories if any(name_key(p.name) == name_key(player) for p in g.players)]
    # One archenemy: neither Rumble (every player is one) nor Planechase alone (nobody is).
    single = [g for g in stories if not g.variant.rules.free_for_all]
    return Statistics(
        games=len(stories),
        draws=sum(g.draw for g in stories),
        archenemy_games=len(single),
        archenemy_wins=sum(1 for g in single if any(p.won and p.role == ARCHENEMY_ROLE for p in g.players)),
        players=_player_records(stories, player),
        decks=_deck_records(stories, player),
        schemes=_scheme_records(stories, player),
        length=LengthRecord(
            Figures.of([g.turns for g in stories]),
            Figures.of([g.minutes for g in stories if g.minutes is not None]),
        ),
        planar=planar_record([s.planar for s in stories if s.planar is not None]),
    )
