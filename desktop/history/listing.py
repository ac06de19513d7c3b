"""The game list read from the index without a story per game.

What ``archenemy history`` prints (two lines a game) and the Statistics
window's game list show: when a game started, its variant, turns, minutes,
planes and result, and its seats.  :func:`listing_of` reads only those
columns (one query, whatever the number of games) into :class:`Listed`
values, which the words of :mod:`archenemy.desktop.texts.history` take as
they take a story.

Nothing read is trusted more than :func:`~.schema.stories_from_rows` trusts
it: SQLite checks each row's types and ranges as it reads it (the ``ok``
column of each query), seats must come 1 to n, a game's end must be the
same in ``games`` and ``files``, its time must be one and its planes the
game's; anything else raises :class:`~.schema.IndexRowError` (the index is
then set aside and rebuilt).
"""

from __future__ import annotations

import sqlite3
import sys
from datetime import datetime
from typing import Annotated, Literal

import msgspec

from ...engine.header_notes import NightRef
from ...engine.planar_story import PlanarStory
from ...engine.variants import Variant
from .schema import MAX_SEATS, MAX_TEXT, MIN_ACTION_BYTES, IndexRowError, _planar

__all__ = ["Listed", "Seat", "listing_of"]

_VARIANTS = {v.value: v for v in Variant}


def _quoted(values: tuple[str, ...]) -> str:
    return ", ".join("'" + v.replace("'", "''") + "'" for v in values)


def _integer(column: str, low: int | str, high: int | str) -> str:
    """The SQL condition of a column holding an integer from ``low`` to ``high``."""
    return f"(typeof({column}) = 'integer' AND {column} BETWEEN {low} AND {high})"


def _text(column: str, optional: bool = False) -> str:
    good = f"(typeof({column}) = 'text' AND length({column}) <= {MAX_TEXT})"
    return f"({column} IS NULL OR {good})" if optional else good


# The columns a listed game needs, and whether its row is one this code writes.
_GAMES = (
    "SELECT files.file, games.started, games.variant, games.turns, games.minutes, games.draw, games.over, "
    "games.planar, games.actions, games.night_id, games.night_game, ("
    f"typeof(files.file) = 'blob' AND files.over = games.over AND typeof(files.size) = 'integer'"
    f" AND {_integer('games.actions', 0, f'files.size / {MIN_ACTION_BYTES}')}"
    f" AND {_integer('games.turns', 1, '2 * games.actions + 2')}"
    f" AND {_integer('games.over', 0, 1)} AND {_integer('games.draw', 0, 1)}"
    f" AND (games.minutes IS NULL OR {_integer('games.minutes', 0, 2**53)})"
    f" AND {_text('games.started')} AND {_text('games.variant')}"
    f" AND typeof(games.started_utc) = 'real' AND abs(games.started_utc) <= 1e300"
    f" AND (games.planar IS NULL OR typeof(games.planar) = 'text')"
    f" AND (games.night_id IS NULL OR ({_text('games.night_id')} AND {_integer('games.night_game', 1, 2**53)}))"
    # Each game's seats as one JSON array of [seat, name, role, won]: one row a game, not one a player
    # (a range of the players' primary key, its rows stored in it).
    ") AS ok, (SELECT json_group_array(json_array(seat, name, role, won)) FROM players "
    "WHERE players.id = games.id) AS seats FROM games JOIN files USING (id) WHERE {where} "
    "ORDER BY games.started_utc DESC, files.file DESC"
)


class Seat(msgspec.Struct, array_like=True, frozen=True, gc=False):
    """A seat of a listed game: its number, the player's name, role, whether they won.

    ``seat``, ``name``, ``role``, ``won``.  Decoded from the query's ``[seat, name, role, won]`` by msgspec, which
    checks every value's type and range in C: a seat from 1 to
    :data:`~.schema.MAX_SEATS`, a name of at most :data:`~.schema.MAX_TEXT`
    characters, a known role, ``won`` 0 or 1 (as stored; true when 1).
    """

    seat: Annotated[int, msgspec.Meta(ge=1, le=MAX_SEATS)]
    name: Annotated[str, msgspec.Meta(max_length=MAX_TEXT)]
    # The stories' roles (engine.story.ROLES; a test compares them).
    role: Literal["archenemy", "hero", "player"]
    won: Literal[0, 1]


# The seats as the query gives them, checked by msgspec.
_SEATS = msgspec.json.Decoder(list[Seat])
# The seat numbers of a game of n seats, in order (index n).
_IN_ORDER = [list(range(1, n + 1)) for n in range(MAX_SEATS + 1)]


class Listed:
    """A game as the game list shows it, without its story.

    ``file`` (the journal's path, ``os.fsdecode``), ``started`` (when it
    started, with its UTC offset), ``variant``, ``turns``, ``minutes``,
    ``draw``, ``over``, ``planar`` (:class:`PlanarStory` or ``None``),
    ``night`` and ``players``: a :class:`Seat` per seat, in seat order.
    """

    __slots__ = ("file", "started", "variant", "turns", "minutes", "draw", "over", "planar", "night", "players")

    def __init__(
        self,
        file: str,
        started: datetime,
        variant: Variant,
        turns: int,
        minutes: int | None,
        draw: bool,
        over: bool,
        night: NightRef | None,
    ) -> None:
        self.file = file
        self.started = started
        self.variant = variant
        self.turns = turns
        self.minutes = minutes
        self.draw = draw
        self.over = over
        self.planar: PlanarStory | None = None
        self.night = night
        self.players: list[Seat] = []

    @property
    def winners(self) -> tuple[str, ...]:
        """The winners' names, in seat order."""
        return tuple(seat.name for seat in self.players if seat.won)


def listing_of(conn: sqlite3.Connection, finished: bool = True) -> list[Listed]:
    """The games of readable journals, newest first (by default the finished).

    Raises :class:`sqlite3.Error` and :class:`IndexRowError` (see the
    module's docstring).
    """
    where = "files.readable = 1" + (" AND games.over = 1" if finished else "")
    found: list[Listed] = []
    files: set[bytes] = set()
    # os.fsdecode's own decoding, without its call per game; the names of the loop's work looked up once.
    encoding, errors = sys.getfilesystemencoding(), sys.getfilesystemencodeerrors()
    variants, from_text, seats_of = _VARIANTS, datetime.fromisoformat, _seats
    for row in conn.execute(_GAMES.format(where=where)):
        file, started, variant, turns, minutes, draw, over, planar, actions, night_id, night_game, ok, seats = row
        if not ok or variant not in variants or file in files:
            raise IndexRowError("a game's row that this code never writes")
        files.add(file)
        night = NightRef(night_id, night_game) if night_id is not None else None
        # The time and its offset checked as the stories' reading checks them (the query checked it is text).
        try:
            moment = from_text(started)
        except ValueError:
            raise IndexRowError(f"not a time: {started!r:.40}") from None
        if moment.tzinfo is None:
            raise IndexRowError("a time without its offset")
        game = Listed(
            file.decode(encoding, errors), moment, variants[variant], turns, minutes, draw == 1, over == 1, night
        )
        game.players = seats_of(seats)
        if planar is not None:
            game.planar = _planar(planar, turns, len(game.players), actions)
        found.append(game)
    return found


def _seats(value: object) -> list[Seat]:
    """A game's seats from its JSON (see ``_GAMES``), checked.

    Seats 1 to n, known roles, flags 0 or 1 (:class:`Seat`).
    """
    if type(value) is not str:
        raise IndexRowError("a game without players")
    try:
        rows = _SEATS.decode(value)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise IndexRowError("seats of another type") from None
    if not 1 <= len(rows) <= MAX_SEATS:
        raise IndexRowError("a game without players, or with too many")
    if [row.seat for row in rows] != _IN_ORDER[len(rows)]:
        # SQLite gives them in the key's order; any other order is put right.
        rows.sort(key=_seat_number)
        if [row.seat for row in rows] != _IN_ORDER[len(rows)]:
            raise IndexRowError("seats that are not 1 to n")
    return rows


def _seat_number(seat: Seat) -> int:
    return seat.seat
