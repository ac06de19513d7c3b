"""The roster: the group's players kept between games.

Name, seat colour, their own scheme decks.

Kept in ``roster.json`` in the data folder (:func:`roster_path`)::

    {"format": "archenemy-companion-roster", "version": 1,
     "players": [{"name": "Ana", "colour": "#c0392b",
                  "decks": [{"kind": "saved", "key": "Ana's doom"},
                            {"kind": "precon", "key": "archenemy-nicol-bolas"}]}]}

A deck is a reference (:class:`DeckRef`): ``saved`` names a deck of the deck
builder's store (:mod:`archenemy.desktop.deck_builder.files`), ``precon`` an
official deck's id in the catalogue.  The first deck is the one the player
plays as the archenemy; a player with a deck takes turns as the archenemy in
a game night (:mod:`archenemy.engine.night`).

Written atomically (a temporary file, then a rename) and read safely
(:mod:`archenemy.engine.safe_files`): only a regular file (a FIFO or a
device is never read), at most
:data:`MAX_ROSTER_BYTES`; a file that is not a roster (not JSON, a field of
the wrong type, an invalid name or colour) is kept aside as
``roster.json.damaged-<time>`` and the app goes on with an empty roster and a
message naming the problem and the kept copy, never a traceback; a roster
written by a newer version of the app is left in place and not overwritten.
Messages are Qt translations (context ``Roster``); only
:meth:`QCoreApplication.translate` is used, so no application object is needed.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.safe_files import (
    FileTooLargeError,
    NotRegularFileError,
    loads_json,
    read_regular_file,
    set_aside,
    write_atomically,
)
from ...engine.setup import COLOUR_PATTERN, MAX_NAME_LENGTH, name_key, name_problems
from .. import paths
from ..texts import fill

__all__ = [
    "DECK_KINDS",
    "MAX_PLAYERS",
    "MAX_ROSTER_BYTES",
    "DeckRef",
    "LoadedRoster",
    "Roster",
    "RosterError",
    "RosterPlayer",
    "load_roster",
    "check_player",
    "full_message",
    "quoted_name",
    "roster_of",
    "roster_path",
    "save_roster",
]

FORMAT_NAME = "archenemy-companion-roster"
FORMAT_VERSION = 1
# The largest roster file read (a roster of 64 players is a few kilobytes).
MAX_ROSTER_BYTES = 256 * 1024
# The most players a roster keeps.
MAX_PLAYERS = 64
# The most decks a player keeps.
MAX_DECKS = 16
# Where a deck comes from: a saved deck of the deck builder, or an official deck.
DECK_KINDS = ("saved", "precon")
# The longest deck key (a saved deck's name, an official deck's id).
MAX_DECK_KEY = 80


_tr = QCoreApplication.translate


class RosterError(ValueError):
    """A roster change or file refused.

    ``str(error)`` is one line for the user, in the UI language.
    """


@dataclass(frozen=True)
class DeckRef:
    """A player's scheme deck.

    ``kind`` ``saved`` (``key``: the saved deck's name) or ``precon`` (``key``:
    the official deck's id).
    """

    kind: str
    key: str

    def to_json(self) -> dict[str, str]:
        """The roster file's form."""
        return {"kind": self.kind, "key": self.key}


@dataclass(frozen=True)
class RosterPlayer:
    """A player of the group.

    ``name``, seat ``colour`` (``#rrggbb`` or ``None``), their own scheme
    ``decks`` (the first is the one they play).
    """

    name: str
    colour: str | None = None
    decks: tuple[DeckRef, ...] = ()

    @property
    def own_deck(self) -> bool:
        """True when the player brought their own scheme deck.

        They take turns as the archenemy.
        """
        return bool(self.decks)


def quoted_name(name: str) -> str:
    """``name`` as a message quotes it.

    At most :data:`MAX_NAME_LENGTH` characters, then "…".
    """
    return name if len(name) <= MAX_NAME_LENGTH else name[:MAX_NAME_LENGTH] + "…"


def check_player(player: RosterPlayer) -> None:
    """Raise :class:`RosterError` for a name a game would refuse.

    A bad colour or a bad deck reference.

    The name follows the set-up's own rule
    (:func:`~archenemy.engine.setup.name_problems`): the roster accepts
    exactly the names New game accepts, a Persian name with a zero-width
    non-joiner or a Hebrew one with a right-to-left mark among them.
    """
    name = player.name
    if not isinstance(name, str):
        raise RosterError(_tr("Roster", "Type a name for the player."))
    problems = name_problems(name)
    code = problems[0].code if problems else None
    if code == "no_name":
        raise RosterError(_tr("Roster", "Type a name for the player."))
    if code == "name_spaces":
        raise RosterError(fill(_tr("Roster", "“%1” starts or ends with a space."), quoted_name(name)))
    if code == "name_too_long":
        raise RosterError(
            fill(
                _tr("Roster", "A name can have at most %1 characters; “%2” has %3."),
                MAX_NAME_LENGTH,
                quoted_name(name),
                len(name),
            )
        )
    if code is not None:
        raise RosterError(fill(_tr("Roster", "“%1” cannot be a player's name."), quoted_name(name)))
    if player.colour is not None and (
        not isinstance(player.colour, str) or not COLOUR_PATTERN.fullmatch(player.colour)
    ):
        raise RosterError(fill(_tr("Roster", "%1's colour must be written #rrggbb."), name))
    if len(player.decks) > MAX_DECKS:
        raise RosterError(fill(_tr("Roster", "%1 has more than %2 decks."), name, MAX_DECKS))
    for deck in player.decks:
        if deck.kind not in DECK_KINDS or not isinstance(deck.key, str) or not 0 < len(deck.key) <= MAX_DECK_KEY:
            raise RosterError(
                fill(_tr("Roster", "%1 has a deck that is neither a saved deck nor an official one."), name)
            )


def full_message() -> str:
    """What a full roster says: its cap, and how to make room."""
    return fill(
        _tr(
            "Roster",
            "The roster keeps at most %1 players. To make room, remove someone in Game → Roster of players… "
            "(their games stay in the history).",
        ),
        MAX_PLAYERS,
    )


@dataclass(frozen=True)
class Roster:
    """The group's players, in the order they were added.

    Names are unique, compared by :func:`~archenemy.engine.setup.name_key`
    (NFC-normalised, casefolded: "José" one player however it was typed).
    """

    players: tuple[RosterPlayer, ...] = ()

    def find(self, name: str) -> RosterPlayer | None:
        """The player called ``name`` (compared by ``name_key``), or ``None``."""
        key = name_key(name)
        return next((p for p in self.players if name_key(p.name) == key), None)

    def with_player(self, player: RosterPlayer, *, replacing: str | None = None) -> Roster:
        """A roster with ``player`` added, or replacing the player called ``replacing``.

        Default: the same name.

        Raises :class:`RosterError` (see :func:`check_player`; a name another
        player has; more than :data:`MAX_PLAYERS`).
        """
        check_player(player)
        old = name_key(replacing or player.name)
        clash = self.find(player.name)
        if clash is not None and name_key(clash.name) != old:
            raise RosterError(fill(_tr("Roster", "The roster already has a player called %1."), clash.name))
        if any(name_key(p.name) == old for p in self.players):
            return Roster(tuple(player if name_key(p.name) == old else p for p in self.players))
        if self.full:
            raise RosterError(full_message())
        return Roster((*self.players, player))

    @property
    def full(self) -> bool:
        """True when the roster keeps :data:`MAX_PLAYERS` already.

        A new player needs room first.
        """
        return len(self.players) >= MAX_PLAYERS

    def without(self, name: str) -> Roster:
        """A roster without the player called ``name``.

        The same roster when there is none.
        """
        key = name_key(name)
        return Roster(tuple(p for p in self.players if name_key(p.name) != key))

    def renamed(self, old: str, new: str) -> Roster:
        """A roster where the player called ``old`` is called ``new``.

        Raises :class:`RosterError`.
        """
        player = self.find(old)
        if player is None:
            raise RosterError(fill(_tr("Roster", "The roster has no player called %1."), old))
        return self.with_player(replace(player, name=new), replacing=old)

    def own_decks(self) -> tuple[str, ...]:
        """The names of the players who brought their own scheme deck."""
        return tuple(p.name for p in self.players if p.own_deck)


@dataclass(frozen=True)
class LoadedRoster:
    """What :func:`load_roster` found: the ``roster``.

    ``problem``, a message for the user (or ``None``); ``kept``, where a
    damaged file was kept; ``read_only``: the file is a newer version's, never
    overwritten.
    """

    roster: Roster
    problem: str | None = None
    kept: Path | None = None
    read_only: bool = False


def roster_path() -> Path:
    """The roster file: ``<data folder>/roster.json``."""
    return paths.data_dir() / "roster.json"


def _roster_from_json(value: Any) -> Roster:
    """The roster of a parsed file.

    Raises :class:`RosterError` naming the first problem.
    """
    if not isinstance(value, dict) or value.get("format") != FORMAT_NAME:
        raise RosterError(_tr("Roster", "it is not a roster file"))
    raw = value.get("players")
    if not isinstance(raw, list):
        raise RosterError(_tr("Roster", "it has no list of players"))
    roster = Roster()
    for number, item in enumerate(raw, 1):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            raise RosterError(fill(_tr("Roster", "player %1 has no name"), number))
        decks = item.get("decks", [])
        if not isinstance(decks, list) or not all(
            isinstance(d, dict) and isinstance(d.get("kind"), str) and isinstance(d.get("key"), str) for d in decks
        ):
            raise RosterError(fill(_tr("Roster", "player %1's decks cannot be read"), number))
        if roster.find(item["name"]) is not None:
            raise RosterError(fill(_tr("Roster", "the name %1 is there twice"), quoted_name(item["name"])))
        colour = item.get("colour")
        player = RosterPlayer(item["name"], colour, tuple(DeckRef(d["kind"], d["key"]) for d in decks))
        roster = roster.with_player(player)
    return roster


def load_roster(path: Path | None = None) -> LoadedRoster:
    """Read the roster (default :func:`roster_path`).

    Never raises (see the module's docstring).
    """
    path = Path(path) if path is not None else roster_path()
    if not os.path.lexists(path):
        return LoadedRoster(Roster())
    try:
        data = read_regular_file(path, MAX_ROSTER_BYTES)
        # A key given twice is damage, never "the last wins".
        value = loads_json(data.decode("utf-8"))
        version = value.get("version") if isinstance(value, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
            message = _tr(
                "Roster", "The roster was saved by a newer version of Archenemy Companion; it is left as it is."
            )
            return LoadedRoster(Roster(), message, None, True)
        roster = _roster_from_json(value)
    # Kept aside, as a file too large or not a roster.
    except NotRegularFileError:
        reason = _tr("Roster", "it is not a regular file")
    except FileTooLargeError:
        reason = _tr("Roster", "it is too large")
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return LoadedRoster(Roster(), fill(_tr("Roster", "The roster could not be read: %1"), reason), None, True)
    # Not UTF-8, not JSON, RosterError.
    except (ValueError, RecursionError) as exc:
        reason = str(exc) if isinstance(exc, RosterError) else _tr("Roster", "it is not readable JSON")
    else:
        return LoadedRoster(roster)
    kept = set_aside(path)
    if kept is None:
        return LoadedRoster(Roster(), fill(_tr("Roster", "The roster could not be read (%1)."), reason), None, True)
    message = fill(
        _tr("Roster", "The roster could not be read (%1); it was kept as %2 and the roster starts empty."),
        reason,
        kept.name,
    )
    return LoadedRoster(Roster(), message, kept)


def roster_to_json(roster: Roster) -> dict[str, Any]:
    """The roster file's object."""
    players: list[dict[str, Any]] = []
    for p in roster.players:
        entry: dict[str, Any] = {"name": p.name}
        if p.colour:
            entry["colour"] = p.colour
        entry["decks"] = [d.to_json() for d in p.decks]
        players.append(entry)
    return {"format": FORMAT_NAME, "version": FORMAT_VERSION, "players": players}


def save_roster(roster: Roster, path: Path | None = None) -> None:
    """Write the roster atomically (default :func:`roster_path`).

    Raises :class:`RosterError` (worded).
    """
    path = Path(path) if path is not None else roster_path()
    try:
        write_atomically(path, json.dumps(roster_to_json(roster), ensure_ascii=False, indent=1) + "\n")
    except OSError as exc:
        raise RosterError(fill(_tr("Roster", "The roster could not be saved: %1"), exc.strerror or str(exc))) from None


def roster_of(players: Iterable[RosterPlayer]) -> Roster:
    """A roster of ``players`` (checked as :meth:`Roster.with_player` checks each)."""
    roster = Roster()
    for player in players:
        roster = roster.with_player(player)
    return roster
