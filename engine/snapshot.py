"""The resume snapshot.

The state a journal ends in, so a long game reopens before it is replayed.

The journal stays the only source of truth.  A snapshot is a cache written
beside it (``<journal>.resume``) as the game goes and when the app closes it:
the state the journal's actions lead to, the last scheme set in motion
(701.32a), the actions undo and redo would take back or repeat, and the size
of the journal it was taken from.  On the next start the app paints that
state at once when the journal begins with exactly the bytes it was taken
from (the journal as the snapshot saw it, or that journal with more lines
after it: what a crash leaves, the lines written since the last snapshot,
which the app applies on top, :func:`archenemy.engine.rebuild.caught_up`),
then replays the journal (to rebuild undo, redo and the log) and checks that
the replay ends in the same place; if it does not, the replayed game wins (see
:meth:`archenemy.engine.game.Game.resumed`).

The check line says which journal bytes the snapshot was taken from and
that the snapshot itself is whole: it detects a snapshot that does not match
its journal's first bytes (stale, torn, edited, of another game), not an
attacker, so it needs no secret and no cryptographic digest.  A snapshot
copied with its journal to another machine is used there too.  Nothing in a
snapshot is trusted for good: the journal is replayed after the first paint
and wins wherever the two disagree, and whatever the file holds can build
nothing but a :class:`~archenemy.engine.model.GameState`.  A snapshot that is
missing, stale (the journal grew or changed since), from another format,
damaged, hostile or huge is refused with a
:class:`SnapshotError` (code ``snapshot_unusable``, ``field`` naming the
part at fault) and the journal is replayed as if there were none: it can
slow a start down, never stop it or change what it shows.

The format is two lines: a JSON object ``{"format": 1, "journal_size": int,
"state": ..., "last_set_in_motion": ... | null, "last_action": ... | null,
"next_redo": ... | null}``, then the check: 16 hex digits, the CRC-32
(:func:`zlib.crc32`) of the size of the journal it was taken from as 8 bytes
and the journal's first bytes up to that size, then the CRC-32 of the first
line's bytes.  States and events are written field by
field from their structs (enums as their values, tuples as lists) and
read back against the fields' declared types, so nothing in the file can
build anything but a :class:`~archenemy.engine.model.GameState`.
"""

from __future__ import annotations

import enum
import json
import types
import typing
import zlib
from pathlib import Path
from typing import Any

import msgspec

from .actions import Action, action_from_json, action_to_json
from .errors import ArchenemyError, SnapshotError
from .events import SetInMotion
from .model import GameState
from .safe_files import loads_json, read_regular_file

__all__ = [
    "MAX_SNAPSHOT_BYTES",
    "SNAPSHOT_FORMAT",
    "Snapshot",
    "parse_snapshot",
    "read_snapshot",
    "snapshot_path",
    "snapshot_text",
]

#: The snapshot format this code writes and reads; any other is refused (1: checked with a keyed BLAKE2b MAC).
SNAPSHOT_FORMAT = 2

#: A snapshot is a few kilobytes; anything larger is not one (refused unread).
MAX_SNAPSHOT_BYTES = 1024 * 1024

# How deep a snapshot's JSON may nest (a state is about six levels deep).
_MAX_DEPTH = 12


class Snapshot(msgspec.Struct, frozen=True, eq=False):
    """Where a journal's game stands.

    What a resumed game shows before its history is rebuilt.

    ``state`` is the state the journal's actions lead to;
    ``last_set_in_motion`` the game's last :class:`SetInMotion` among its
    effective events (or ``None``); ``last_action`` and ``next_redo`` what
    undo and redo would act on (or ``None``).
    """

    state: GameState
    last_set_in_motion: SetInMotion | None
    last_action: Action | None
    next_redo: Action | None
    #: Read back: how many of the journal's first bytes it was taken from (``None``: the whole journal); not
    #: part of what the snapshot says of the game, so not compared.
    journal_size: int | None = None

    def __eq__(self, other: object) -> bool:
        """Equal to a snapshot of the same game, whatever journal size it was read with."""
        if type(other) is not Snapshot:
            return NotImplemented
        return self._game() == other._game()

    def __hash__(self) -> int:
        """The hash of what the snapshot says of the game."""
        return hash(self._game())

    def _game(self) -> tuple[object, ...]:
        return (self.state, self.last_set_in_motion, self.last_action, self.next_redo)


def snapshot_path(journal: Path) -> Path:
    """Where the snapshot of ``journal`` lives.

    ``<journal name>.resume`` beside it (not a ``*.jsonl`` file).
    """
    journal = Path(journal)
    return journal.with_name(journal.name + ".resume")


def _check(journal: bytes | memoryview, payload: bytes) -> str:
    # journal: bytes or a memoryview of a journal's first bytes.  zlib is loaded at start already
    # (shutil imports it), unlike hashlib, which loads OpenSSL (3 ms, 3.7 MiB).
    taken = zlib.crc32(journal, zlib.crc32(len(journal).to_bytes(8, "big")))
    return f"{taken:08x}{zlib.crc32(payload):08x}"


def snapshot_text(snapshot: Snapshot, journal: bytes) -> str:
    """The text of ``snapshot`` taken from the journal bytes ``journal``.

    Its check line ties it to those bytes (see the module's doc).

    Raises :class:`TypeError` if the state holds a kind of value the codec
    does not know (a bug, caught by the tests).
    """
    obj = {
        "format": SNAPSHOT_FORMAT,
        "journal_size": len(journal),
        "state": _encode(snapshot.state),
        "last_set_in_motion": _encode(snapshot.last_set_in_motion),
        "last_action": None if snapshot.last_action is None else action_to_json(snapshot.last_action),
        "next_redo": None if snapshot.next_redo is None else action_to_json(snapshot.next_redo),
    }
    payload = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return payload + "\n" + _check(journal, payload.encode("utf-8")) + "\n"


def read_snapshot(path: Path, journal: bytes) -> Snapshot:
    """Read the snapshot at ``path``.

    Taken from ``journal``'s first bytes (all of them or fewer).

    :attr:`Snapshot.journal_size` says how many: a journal longer than that
    holds lines written after the snapshot (its caller applies them).
    Raises :class:`SnapshotError` (code ``snapshot_unusable``; ``field``:
    ``file`` when it cannot be read, is no regular file or is over :data:`MAX_SNAPSHOT_BYTES`,
    ``check`` when it was not taken from these journal bytes or is not whole
    (stale, of another game, edited or damaged), ``json``, ``format``, ``journal`` (a
    size beyond the journal's, or not at a line's end), or the dotted path of
    a value that does not fit its declared type, such as
    ``state.players.2.life``).  Never raises anything else, whatever the file
    holds.
    """
    try:
        # a FIFO or a device is refused, never waited on
        data = read_regular_file(path, MAX_SNAPSHOT_BYTES)
    except OSError:
        raise SnapshotError("snapshot_unusable", field="file") from None
    return parse_snapshot(data, journal)


def parse_snapshot(data: bytes, journal: bytes) -> Snapshot:
    """The snapshot whose text is ``data``, taken from ``journal``'s first bytes.

    As :func:`read_snapshot` reads a file's (the same refusals, ``file`` when
    ``data`` is over :data:`MAX_SNAPSHOT_BYTES`); for a snapshot handed over
    by another process (:mod:`archenemy.desktop.resume_ahead`).
    """
    if len(data) > MAX_SNAPSHOT_BYTES:
        raise SnapshotError("snapshot_unusable", field="file")
    payload, _, rest = data.partition(b"\n")
    # read before the check only for the size it names, which the check covers
    try:
        # a key given twice is damage
        obj = loads_json(payload.decode("utf-8"))
    # UnicodeDecodeError and DuplicateKeyError are ValueErrors
    except (ValueError, RecursionError):
        raise SnapshotError("snapshot_unusable", field="json") from None
    size = obj.get("journal_size") if isinstance(obj, dict) else None
    if type(size) is not int or not 0 < size <= len(journal) or journal[size - 1 : size] != b"\n":
        raise SnapshotError("snapshot_unusable", field="journal")
    if rest.strip() != _check(memoryview(journal)[:size], payload).encode("ascii"):
        raise SnapshotError("snapshot_unusable", field="check")
    if obj.get("format") != SNAPSHOT_FORMAT or type(obj.get("format")) is not int:
        raise SnapshotError("snapshot_unusable", field="format")
    hints: dict[type, dict[str, Any]] = {}
    try:
        state = _decode(GameState, obj.get("state"), "state", hints, 0)
        last = _decode(SetInMotion | None, obj.get("last_set_in_motion"), "last_set_in_motion", hints, 0)
        last_action = _action(obj.get("last_action"), "last_action")
        next_redo = _action(obj.get("next_redo"), "next_redo")
    except SnapshotError:
        raise
    except (ArchenemyError, TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
        raise SnapshotError("snapshot_unusable", field=type(exc).__name__) from None
    return Snapshot(state, last, last_action, next_redo, size)


def _action(raw: Any, where: str) -> Action | None:
    if raw is None:
        return None
    try:
        return action_from_json(raw)
    except ArchenemyError:
        raise SnapshotError("snapshot_unusable", field=where) from None


# ----- the codec: structs by their declared field types ---------------------
def _encode(value: Any) -> Any:
    """``value`` as plain JSON values.

    Structs as objects of their fields, enums as values, tuples as lists.
    """
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    if isinstance(value, msgspec.Struct):
        return {name: _encode(getattr(value, name)) for name in value.__struct_fields__}
    # a bug: the state holds a new kind of value
    raise TypeError(f"a snapshot cannot hold {type(value).__name__}")


def _decode(tp: Any, raw: Any, where: str, hints: dict[type, dict[str, Any]], depth: int) -> Any:
    """``raw`` read back as type ``tp``.

    :class:`SnapshotError` naming ``where`` when it does not fit.
    """
    if depth > _MAX_DEPTH:
        raise SnapshotError("snapshot_unusable", field=where)
    origin = typing.get_origin(tp)
    if origin is typing.Union or origin is types.UnionType:
        options = typing.get_args(tp)
        if raw is None and type(None) in options:
            return None
        real = [option for option in options if option is not type(None)]
        # the state has no other unions; a new one needs a tag here
        if len(real) != 1:
            raise SnapshotError("snapshot_unusable", field=where)
        return _decode(real[0], raw, where, hints, depth + 1)
    if origin is tuple:
        args = typing.get_args(tp)
        if not isinstance(raw, list):
            raise SnapshotError("snapshot_unusable", field=where)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], item, f"{where}.{i}", hints, depth + 1) for i, item in enumerate(raw))
        if len(args) != len(raw):
            raise SnapshotError("snapshot_unusable", field=where)
        return tuple(
            _decode(a, item, f"{where}.{i}", hints, depth + 1)
            for i, (a, item) in enumerate(zip(args, raw, strict=True))
        )
    if tp is bool:
        if type(raw) is not bool:
            raise SnapshotError("snapshot_unusable", field=where)
        return raw
    if tp is int or tp is str:
        if type(raw) is not tp:
            raise SnapshotError("snapshot_unusable", field=where)
        return raw
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(raw)
        except ValueError:
            raise SnapshotError("snapshot_unusable", field=where) from None
    if isinstance(tp, type) and issubclass(tp, msgspec.Struct):
        if not isinstance(raw, dict):
            raise SnapshotError("snapshot_unusable", field=where)
        declared = hints.get(tp)
        if declared is None:
            declared = hints[tp] = typing.get_type_hints(tp)
        names = tp.__struct_fields__
        if set(raw) != set(names):
            raise SnapshotError("snapshot_unusable", field=where)
        values = {name: _decode(declared[name], raw[name], f"{where}.{name}", hints, depth + 1) for name in names}
        return tp(**values)
    # a type the codec does not know
    raise SnapshotError("snapshot_unusable", field=where)
