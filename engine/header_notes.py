"""The journal header's informative notes.

The game night a game belongs to, and the scheme decks' names.

Two optional header fields (``docs/journal-format.md``) that no rule reads:

- ``night``: ``{"id": string, "game": int, "first_place": int}``: the game
  night this game belongs to and its number in the night (1, 2,
  3…), so a night's standings are derived from its journals
  (:mod:`archenemy.engine.night`); ``first_place`` (optional, 0 when absent):
  where the game's first seat sits round the night's table, so the displays
  keep every player on their side of the table from game to game;
- ``deck_names``: ``{player: string}``: the name of the scheme deck each
  archenemy plays (a saved deck's or an official deck's), for the history's
  per-deck statistics.

Like ``created``, they live in :attr:`GameStart.extra` (keys ``"night"``, a
:class:`NightRef`, and ``"deck_names"``, a ``dict``), so :class:`GameStart`
values compare equal with or without them.  Older readers ignore fields they do
not know, so neither needs a new format version; and since they are informative
only, a value of the wrong shape is dropped when read, never an error.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import msgspec
from msgspec.structs import replace

from .setup import GameStart

#: A night id: 1 to 64 ASCII letters, digits, ``-`` and ``_``.
NIGHT_ID_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: The highest game number a night may have.
MAX_NIGHT_GAMES = 9999
#: The highest place round the table a seat may have (nine seats at most: places 0 to 8).
MAX_PLACE = 8
#: The longest deck name kept (the deck builder's names are shorter).
MAX_DECK_NAME = 80


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


class NightRef(msgspec.Struct, frozen=True, eq=False):
    """Which game night a game belongs to.

    Its ``id`` and the game's number in it (``game``, 1-based).

    ``first_place``: where the game's first seat (the archenemy, outside
    Supervillain Rumble) sits round the night's table, counted in seating
    order from the place of the night's first seat (0 to :data:`MAX_PLACE`):
    the seating starts at the archenemy, who changes from game to game, and
    the displays lay the seats out from this place so nobody moves
    (:func:`archenemy.engine.night.seat_place`).  Layout only: two refs of the
    same game compare equal whatever their places.
    """

    id: str
    game: int
    first_place: int = 0

    def __eq__(self, other: object) -> bool:
        """Equal to a ref of the same night and game, whatever its place."""
        if type(other) is not NightRef:
            return NotImplemented
        return self.id == other.id and self.game == other.game

    def __hash__(self) -> int:
        """The hash of the night and the game (the place is layout only)."""
        return hash((self.id, self.game))

    def is_valid(self) -> bool:
        """True when every field of the ref is in its range.

        ``id`` matches :data:`NIGHT_ID_PATTERN`, ``game`` is 1 to
        :data:`MAX_NIGHT_GAMES` and ``first_place`` 0 to :data:`MAX_PLACE`.
        """
        return (
            isinstance(self.id, str)
            and NIGHT_ID_PATTERN.fullmatch(self.id) is not None
            and _whole(self.game, 1, MAX_NIGHT_GAMES)
            and _whole(self.first_place, 0, MAX_PLACE)
        )


def _plain_name(value: object) -> bool:
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_DECK_NAME
        and value == value.strip()
        and all(ch.isprintable() for ch in value)
    )


def notes_to_json(extra: Mapping[str, object]) -> dict[str, Any]:
    """The header fields for a start's ``extra`` notes (``{}`` when it has none).

    Invalid notes are left out.
    """
    found: dict[str, Any] = {}
    night = extra.get("night")
    if isinstance(night, NightRef) and night.is_valid():
        found["night"] = {"id": night.id, "game": night.game}
        if night.first_place:
            found["night"]["first_place"] = night.first_place
    names = extra.get("deck_names")
    if isinstance(names, Mapping):
        kept = {k: v for k, v in names.items() if isinstance(k, str) and _plain_name(v)}
        if kept:
            found["deck_names"] = kept
    return found


def notes_from_json(obj: Mapping[str, Any]) -> dict[str, object]:
    """The notes of a header object, for :attr:`GameStart.extra`.

    A field of the wrong shape is dropped.

    ``deck_names`` keeps only names of players the header seats; a night's
    ``first_place`` of the wrong shape is read as 0 (the night is kept).
    """
    found: dict[str, object] = {}
    night = obj.get("night")
    if isinstance(night, dict):
        ref = NightRef(night.get("id"), night.get("game"))  # type: ignore[arg-type]
        if ref.is_valid():
            place = night.get("first_place", 0)
            found["night"] = replace(ref, first_place=place) if _whole(place, 0, MAX_PLACE) else ref
    names = obj.get("deck_names")
    players = obj.get("players")
    if isinstance(names, dict) and isinstance(players, list):
        seated = {p.get("name") for p in players if isinstance(p, dict)}
        kept = {k: v for k, v in names.items() if k in seated and _plain_name(v)}
        if kept:
            found["deck_names"] = kept
    return found


def night_of(start: GameStart) -> NightRef | None:
    """The night ``start``'s game belongs to, or ``None``."""
    night = start.extra.get("night")
    return night if isinstance(night, NightRef) else None


def deck_names_of(start: GameStart) -> dict[str, str]:
    """Each archenemy's scheme deck name.

    As the header noted it (player name → deck name; maybe empty).
    """
    names = start.extra.get("deck_names")
    return dict(names) if isinstance(names, dict) else {}


def with_notes(
    start: GameStart, *, night: NightRef | None = None, deck_names: Mapping[str, str] | None = None
) -> GameStart:
    """A copy of ``start`` carrying these notes.

    The header writes them; no rule reads them.

    Raises :class:`ValueError` for an invalid ``night`` or a deck name of a
    player ``start`` does not seat, or that is empty, longer than
    :data:`MAX_DECK_NAME` or not printable.
    """
    extra = dict(start.extra)
    if night is not None:
        if not night.is_valid():
            raise ValueError(f"invalid night {night!r}")
        extra["night"] = night
    if deck_names is not None:
        seated = {p.name for p in start.setup.players}
        for player, name in deck_names.items():
            if player not in seated or not _plain_name(name):
                raise ValueError(f"invalid deck name {name!r} for {player!r}")
        extra["deck_names"] = dict(deck_names)
    return replace(start, extra=extra)
