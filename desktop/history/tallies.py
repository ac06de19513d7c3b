"""The statistics' sums kept in the index: read without a scan of every game.

Every figure of :class:`~.stats.Statistics` over the finished games is a sum
over games: games and draws, a player's games and wins in each role, a
deck's, the schemes set in motion, how many turns each abandoned span
lasted, the games' turns and minutes (counted per value, so medians come
back exactly), the planes.  The ``tallies`` table keeps these sums per
variant, one row per ``(variant, kind, key, detail, number)``: a game's
stored adds its :func:`contributions`, a game forgotten takes them away
(its rows read back first), a rebuild writes them all at once.  Like every
table of the index they are derived: :func:`read_statistics` checks their
types, and their totals against the rows (finished games, their players,
their schemes); anything else and they are counted again from the rows
(:func:`recount`).  ``archenemy stats`` and the Statistics window read them;
``stats --player NAME`` still reads the stories.

What a sum cannot say, the spelling shown for a player whose name was
written more than one way and a deck's latest name and size when they
changed, is asked of the rows for those few names only, as
:func:`~.stats.compute_statistics` decides it (the last one in the stories'
order, newest first).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from ...engine.night import Standing
from ...engine.setup import name_key
from ...engine.story import ARCHENEMY_ROLE, HERO_ROLE, ROLES, GameStory
from ...engine.variants import Variant
from .schema import MAX_TEXT, stories_from_rows
from .stats import (
    DeckRecord,
    Figures,
    LengthRecord,
    PlanarRecord,
    PlaneRecord,
    PlayerRecord,
    SchemeRecord,
    Statistics,
    planar_faces,
)

__all__ = ["Tally", "add", "contributions", "forget", "read_statistics", "recount", "write"]

#: ``(variant, kind, key, detail, number)`` -> ``[games, wins]``.
Tally = dict[tuple[str, str, str, str, int], list[int]]

_KINDS = (
    "game",
    "single",
    "player",
    "deck",
    "scheme",
    "span",
    "still",
    "turns",
    "minutes",
    "rolls",
    "planeswalks",
    "visits",
    "plane_games",
    "result",
    "chaos",
    # Every readable game's rows, finished or not: what the tables' counts are checked against.
    "rows_games",
    "rows_players",
    "rows_schemes",
    "rows_ongoing",
)
_VARIANTS = {v.value: v for v in Variant}


def contributions(story: GameStory, into: Tally | None = None) -> Tally:
    """What the game ``story`` adds to the tallies.

    A game not over: only its rows' counts.
    """
    found: Tally = {} if into is None else into
    variant = story.variant.value

    def add(kind: str, key: str = "", detail: str = "", number: int = 0, games: int = 1, wins: int = 0) -> None:
        if games:
            row = found.setdefault((variant, kind, key, detail, number), [0, 0])
            row[0] += games
            row[1] += wins

    # Counted apart for finished games (number 1) and the others (0).
    over = int(story.over)
    add("rows_games", number=over)
    add("rows_players", number=over, games=len(story.players))
    add("rows_schemes", number=over, games=len(story.set_in_motion))
    add("rows_ongoing", number=over, games=len(story.ongoing))
    if not story.over:
        return found

    add("game", wins=int(story.draw))
    if not story.variant.rules.free_for_all:
        add("single", wins=int(any(p.won and p.role == ARCHENEMY_ROLE for p in story.players)))
    for p in story.players:
        add("player", p.name, p.role, wins=int(p.won))
    for p in story.archenemies:
        if p.deck_key is not None:
            add("deck", p.deck_key, p.deck_name or "", len(p.deck), wins=int(p.won))
    for scheme in story.set_in_motion:
        add("scheme", scheme.scheme)
    for span in story.ongoing:
        if span.turns_face_up is None:
            add("still", span.scheme)
        else:
            add("span", span.scheme, number=span.turns_face_up)
    add("turns", number=story.turns)
    if story.minutes is not None:
        add("minutes", number=story.minutes)
    planar = story.planar
    if planar is not None:
        add("rolls", number=len(planar.rolls))
        add("planeswalks", number=planar.planeswalks)
        for visit in planar.visits:
            for plane in visit.planes:
                add("visits", plane)
        for plane in planar.cards_face_up:
            add("plane_games", plane)
        for face, count in planar.results().items():
            add("result", face, games=count)
        if planar.chaos:
            add("chaos", games=len(planar.chaos))
    return found


def add(conn: sqlite3.Connection, tally: Tally, sign: int = 1) -> None:
    """Add ``tally`` to the table, in the caller's transaction.

    ``sign`` -1: take it away (rows left at 0 are deleted).
    """
    conn.executemany(
        "INSERT INTO tallies VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (variant, kind, key, detail, number) "
        "DO UPDATE SET games = games + excluded.games, wins = wins + excluded.wins",
        [(*k, sign * games, sign * wins) for k, (games, wins) in tally.items()],
    )
    if sign < 0:
        conn.execute("DELETE FROM tallies WHERE games <= 0")


def write(conn: sqlite3.Connection, tally: Tally) -> None:
    """Replace the table's rows by ``tally`` (a rebuild's, or a recount's)."""
    conn.execute("DELETE FROM tallies")
    add(conn, tally)


def forget(conn: sqlite3.Connection, file: bytes) -> None:
    """Take the game of ``file`` out of the tallies, before its rows are deleted.

    Its rows read back (checked: raises :class:`~.schema.IndexRowError`).
    """
    if conn.execute("SELECT 1 FROM games JOIN files USING (id) WHERE files.file = ?", (file,)).fetchone() is None:
        return
    tally: Tally = {}
    for game in stories_from_rows(conn, "files.file = ?", (file,), life=False):
        contributions(game.story, tally)
    add(conn, tally, -1)


def recount(conn: sqlite3.Connection) -> Tally:
    """The tallies counted again from every readable game's rows (checked)."""
    tally: Tally = {}
    for game in stories_from_rows(conn, "", life=False):
        contributions(game.story, tally)
    return tally


def _rows(conn: sqlite3.Connection) -> list[tuple[str, str, str, str, int, int, int]] | None:
    """The table's rows, or ``None`` when one is not what :func:`add` writes."""
    rows = conn.execute("SELECT * FROM tallies").fetchall()
    for variant, kind, key, detail, number, games, wins in rows:
        if (
            variant not in _VARIANTS
            or kind not in _KINDS
            or type(key) is not str
            or type(detail) is not str
            or len(key) > MAX_TEXT
            or len(detail) > MAX_TEXT
            or type(number) is not int
            or type(games) is not int
            or type(wins) is not int
            or not 0 <= wins <= games
            or games < 1
            or (kind == "player" and detail not in ROLES)
        ):
            return None
    return rows


def _agree(conn: sqlite3.Connection, rows: Iterable[tuple[str, str, str, str, int, int, int]]) -> bool:
    """Whether the tallies agree with the tables' row counts and with each other.

    The rows of every table, all games and finished ones apart, are the
    tables' counts (SQLite answers them from its b-trees, without reading
    the rows); the finished games' players, schemes and ongoing schemes are
    the players, schemes and spans counted; every game counts its turns
    once, its minutes, a single archenemy and its planes at most once, a
    deck at most once an archenemy.
    """
    sums: dict[tuple[str, int], int] = {}
    for _variant, kind, _key, detail, number, games, _wins in rows:
        if kind.startswith("rows_"):
            sums[kind, number] = sums.get((kind, number), 0) + games
        elif kind == "player" and detail == ARCHENEMY_ROLE:
            sums["archenemies", 0] = sums.get(("archenemies", 0), 0) + games
        else:
            sums[kind, 0] = sums.get((kind, 0), 0) + games

    def total(kind: str, number: int = 0) -> int:
        return sums.get((kind, number), 0)

    found = conn.execute(
        "SELECT (SELECT count(*) FROM games WHERE over = 1), (SELECT count(*) FROM games), "
        "(SELECT count(*) FROM players), (SELECT count(*) FROM schemes), (SELECT count(*) FROM ongoing)"
    ).fetchone()
    tables = (
        total("rows_games", 1),
        *(total(kind, 0) + total(kind, 1) for kind in ("rows_games", "rows_players", "rows_schemes", "rows_ongoing")),
    )
    games = total("game")
    return (
        tables == tuple(found)
        and games == total("rows_games", 1) == total("turns")
        and total("player") + total("archenemies") == total("rows_players", 1)
        and total("scheme") == total("rows_schemes", 1)
        and total("span") + total("still") == total("rows_ongoing", 1)
        and total("deck") <= total("archenemies")
        and max(total("minutes"), total("single"), total("rolls")) <= games
        and total("rolls") == total("planeswalks")
    )


def read_statistics(conn: sqlite3.Connection, variant: str = "") -> tuple[Statistics, Tally | None]:
    """The statistics of the finished games of ``variant``, from the tallies.

    ``""``: every variant.

    Returns them and ``None``, or, when the tallies are not to be believed
    (a row of another type, totals that are not the rows'), the statistics
    of a recount and the recount (the caller stores it when it can).
    Raises :class:`sqlite3.Error` and :class:`~.schema.IndexRowError`.
    """
    rows = _rows(conn)
    recounted: Tally | None = None
    if rows is None or not _agree(conn, rows):
        recounted = recount(conn)
        rows = [(*k, games, wins) for k, (games, wins) in recounted.items()]
    return _statistics(conn, [r for r in rows if not variant or r[0] == variant], variant), recounted


def _last(conn: sqlite3.Connection, where: str, params: list[object], column: str, variant: str) -> object:
    """``column`` of the last player row matching ``where``.

    In the stories' order (newest game first), as the statistics meet them.
    """
    if variant:
        where += " AND games.variant = ?"
        params = [*params, variant]
    found = conn.execute(
        f"SELECT players.{column} FROM players JOIN games USING (id) JOIN files USING (id) "
        f"WHERE files.readable = 1 AND games.over = 1 AND {where} "
        "ORDER BY games.started_utc ASC, files.file ASC, players.seat DESC LIMIT 1",
        params,
    ).fetchone()
    return found[0] if found else None


def _standings(
    conn: sqlite3.Connection, rows: list[tuple[str, str, str, str, int, int, int]], variant: str
) -> tuple[Standing, ...]:
    counts: dict[str, list[int]] = {}
    spellings: dict[str, set[str]] = {}
    for _variant, _kind, name, role, _number, games, wins in rows:
        key = name_key(name)
        spellings.setdefault(key, set()).add(name)
        row = counts.setdefault(key, [0] * 6)
        row[0] += games
        row[1] += wins
        if role in (ARCHENEMY_ROLE, HERO_ROLE):
            offset = 2 if role == ARCHENEMY_ROLE else 4
            row[offset] += games
            row[offset + 1] += wins
    found = []
    for key, row in counts.items():
        names = sorted(spellings[key])
        shown = names[0]
        if len(names) > 1:
            marks = ", ".join("?" * len(names))
            shown = str(_last(conn, f"players.name IN ({marks})", list(names), "name", variant))
        found.append(Standing(shown, *row))
    found.sort(key=lambda s: (name_key(s.name), s.name))
    return tuple(found)


def _figures(rows: Iterable[tuple[str, str, str, str, int, int, int]]) -> Figures:
    values: list[int] = []
    for *_, number, games, _wins in rows:
        values.extend([number] * games)
    return Figures.of(values)


def _statistics(
    conn: sqlite3.Connection, rows: list[tuple[str, str, str, str, int, int, int]], variant: str
) -> Statistics:
    kinds: dict[str, list[tuple[str, str, str, str, int, int, int]]] = {kind: [] for kind in _KINDS}
    for row in rows:
        kinds[row[1]].append(row)
    players = kinds["player"]
    by_variant = {v: _standings(conn, [r for r in players if r[0] == v.value], v.value) for v in Variant}
    records = []
    for total in _standings(conn, players, variant):
        key = name_key(total.name)
        variants = tuple(
            (v, found) for v in Variant for found in by_variant[v] if name_key(found.name) == key and found.games
        )
        records.append(PlayerRecord(total, variants))
    decks: dict[str, list[int]] = {}
    deck_names: dict[str, set[str]] = {}
    deck_sizes: dict[str, set[int]] = {}
    for _variant, _kind, key, noted, size, games, wins in kinds["deck"]:
        sums = decks.setdefault(key, [0, 0])
        sums[0] += games
        sums[1] += wins
        if noted:
            deck_names.setdefault(key, set()).add(noted)
        deck_sizes.setdefault(key, set()).add(size)
    found_decks = []
    for key, (games, wins) in decks.items():
        where = f"players.role = '{ARCHENEMY_ROLE}' AND players.deck_key = ?"
        names = deck_names.get(key, set())
        name: str | None = next(iter(names)) if len(names) == 1 else None
        if len(names) > 1:
            named = where + " AND players.deck_name IS NOT NULL AND players.deck_name != ''"
            name = str(_last(conn, named, [key], "deck_name", variant))
        sizes = deck_sizes[key]
        size = next(iter(sizes))
        if len(sizes) > 1:
            last = _last(conn, where, [key], "deck", variant)
            size = len(_deck(last))
        found_decks.append(DeckRecord(key, name, size, games, wins))
    found_decks.sort(key=lambda d: (-d.games, -d.win_rate, d.key))
    counts: dict[str, int] = {}
    for _variant, _kind, scheme, _detail, _number, games, _wins in kinds["scheme"]:
        counts[scheme] = counts.get(scheme, 0) + games
    spans: dict[str, list[int]] = {}
    for _variant, _kind, scheme, _detail, turns, games, _wins in kinds["span"]:
        spans.setdefault(scheme, []).extend([turns] * games)
    still: dict[str, int] = {}
    for _variant, _kind, scheme, _detail, _number, games, _wins in kinds["still"]:
        still[scheme] = still.get(scheme, 0) + games
    schemes = [SchemeRecord(s, n, tuple(sorted(spans.get(s, ()))), still.get(s, 0)) for s, n in counts.items()]
    schemes.sort(key=lambda s: (-s.set_in_motion, s.id))
    return Statistics(
        games=sum(r[5] for r in kinds["game"]),
        draws=sum(r[6] for r in kinds["game"]),
        archenemy_games=sum(r[5] for r in kinds["single"]),
        archenemy_wins=sum(r[6] for r in kinds["single"]),
        players=tuple(records),
        decks=tuple(found_decks),
        schemes=tuple(schemes),
        length=LengthRecord(_figures(kinds["turns"]), _figures(kinds["minutes"])),
        planar=_planar(kinds),
    )


def _planar(kinds: dict[str, list[tuple[str, str, str, str, int, int, int]]]) -> PlanarRecord:
    def summed(kind: str) -> dict[str, int]:
        found: dict[str, int] = {}
        for _variant, _kind, key, _detail, _number, games, _wins in kinds[kind]:
            found[key] = found.get(key, 0) + games
        return found

    visits, games, results = summed("visits"), summed("plane_games"), summed("result")
    planes = sorted((PlaneRecord(p, n, games.get(p, 0)) for p, n in visits.items()), key=lambda r: (-r.visits, r.id))
    return PlanarRecord(
        games=sum(r[5] for r in kinds["rolls"]),
        planes=tuple(planes),
        rolls=_figures(kinds["rolls"]),
        planeswalks=_figures(kinds["planeswalks"]),
        results=planar_faces(results),
        chaos=sum(r[5] for r in kinds["chaos"]),
    )


def _deck(value: object) -> list[object]:
    import json

    found = json.loads(value) if isinstance(value, str) else []
    return found if isinstance(found, list) else []
