"""The save file: a JSON Lines journal of the game's actions (see ``docs/journal-format.md``).

Line 1 is a header (format name and version, variant, deck mode, players,
every scheme deck's recorded order, the starting player); each following line
is one action as :func:`~archenemy.engine.actions.action_to_json` writes it,
appended, flushed and fsynced as it is applied.  The file only grows: undo and
redo are appended like any other action, so a crash can never leave it
half-rewritten.

Reading tolerates the normal leftover of a crash, a torn last line.  A
corrupt line elsewhere is an error in strict mode and, in recovery mode, drops
that line and everything after it; :func:`recover_file` then keeps a copy of
the original before it rewrites the file atomically, so a good save is never
overwritten by a bad one.

Hostile files are refused with a :class:`JournalError`, never another
exception: a file over :data:`MAX_JOURNAL_BYTES` is refused before it is read
whole; JSON nested too deep, integers too long for Python, lone surrogates
(text that cannot be written back as UTF-8), integers beyond
:data:`MAX_JSON_INT` and values of the wrong type each name their line.
Appends are all or nothing (:class:`JournalWriter`).  ``docs/reliability.md``
lists the promises and their tests.

This is the only engine module that does I/O.
"""

from __future__ import annotations

import errno
import gc
import json
import os
import shutil
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action, action_from_json, action_to_json
from .catalogue import Catalogue, load_catalogue
from .errors import ArchenemyError, IllegalActionError, JournalError
from .game import Game
from .model import DeckMode
from .setup import MAX_NAME_LENGTH, GameSetup, GameStart, PlayerSetup
from .variants import Variant

#: The ``format`` value of the header line.
FORMAT_NAME = "archenemy-companion-journal"
#: The journal format version this code writes and the newest it reads.
#: Version 2 (issue 10) added the actions ``totals``, ``set_life``, ``counter``,
#: ``choice`` and ``colour``; version 3 (issue 11) the action ``rename``, so that
#: an app that cannot replay a renamed player refuses the file whole ("newer
#: version") instead of cutting the game at the rename.  Older files are still
#: read (their actions are a subset).
FORMAT_VERSION = 3
#: The oldest format version whose games these rules replay as they were played.
#: A line of an older file that the rules refuse is a rules change
#: (:func:`~archenemy.engine.game.replay_until_refused`: ``rules_changed``, the
#: file kept as it is); in a file of this version or newer it is damage (the
#: usual recovery).  Version 3 changed no rule.
SAME_RULES_SINCE = 2

#: The largest save file read, in bytes (8 MiB).  A 100,000-action game takes
#: about 3 MB; a bigger file is refused (``journal_too_large``) before it is
#: read whole, so ``/dev/zero`` or a runaway file cannot exhaust the memory.
MAX_JOURNAL_BYTES = 8 * 1024 * 1024

#: The largest integer (in absolute value) a journal line may hold: 2**53, the
#: JSON-safe range.  Beyond it a line is ``journal_bad_value`` (a life total
#: with thousands of digits could not even be shown).
MAX_JSON_INT = 2**53


def header_to_json(start: GameStart) -> dict[str, Any]:
    """The header object of a journal for ``start``."""
    setup = start.setup
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "variant": setup.variant.value,
        "deck_mode": setup.deck_mode.value,
        "players": [
            {"name": p.name, "deck": list(p.deck), **({"colour": p.colour} if p.colour else {})} for p in setup.players
        ],
        "scheme_decks": {owner: list(order) for owner, order in start.decks},
        "starting_player": start.starting_player,
        "created": start.extra.get("created") or time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }


def header_from_json(obj: Any, catalogue: Catalogue | None = None) -> GameStart:
    """Parse and check a header object; raise :class:`JournalError` (``line=1``) naming the field.

    Every field is type-checked before use, so no header reaches a
    traceback.  The starting player must be the archenemy outside
    Supervillain Rumble (CR 904.6; 904.12c: anyone in Rumble), code
    ``header_starting_player_hero``.  The file's version is kept in the
    returned start's ``extra["version"]`` (1 or 2; see
    :func:`header_version`).
    """

    def fail(code: str, **params: object) -> JournalError:
        return JournalError(code, line=1, **params)

    if not isinstance(obj, dict) or obj.get("format") != FORMAT_NAME:
        raise fail("not_a_journal")
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise fail("header_version")
    if version > FORMAT_VERSION:
        raise fail("header_newer_version", version=version, supported=FORMAT_VERSION)
    try:
        variant = Variant(obj.get("variant"))
    except ValueError:
        raise fail("header_variant", value=repr(obj.get("variant"))) from None
    try:
        deck_mode = DeckMode(obj.get("deck_mode", "shuffled"))
    except ValueError:
        raise fail("header_deck_mode", value=repr(obj.get("deck_mode"))) from None
    raw_players = obj.get("players")
    if not isinstance(raw_players, list) or not all(
        isinstance(p, dict)
        and isinstance(p.get("name"), str)
        and isinstance(p.get("deck", []), list)
        and all(isinstance(x, str) for x in p.get("deck", []))
        for p in raw_players
    ):
        raise fail("header_players")
    colours = [p.get("colour") for p in raw_players]
    if not all(c is None or isinstance(c, str) for c in colours):
        raise fail("header_colour")
    players = tuple(
        PlayerSetup(p["name"], tuple(str(x) for x in p.get("deck", [])), c)
        for p, c in zip(raw_players, colours, strict=True)
    )
    decks = obj.get("scheme_decks")
    if not isinstance(decks, dict) or not all(isinstance(v, list) for v in decks.values()):
        raise fail("header_scheme_decks")
    if not all(isinstance(x, str) for v in decks.values() for x in v):
        raise fail("header_unreadable")  # a recorded deck entry that is no scheme id (as read_journal says it)
    start_player = obj.get("starting_player")
    if not isinstance(start_player, str):
        raise fail("header_starting_player_missing")
    setup = GameSetup(variant, players, deck_mode)
    catalogue = catalogue or load_catalogue()
    try:
        setup.validate(catalogue)
    except ArchenemyError as exc:
        raise fail("header_setup", cause=exc) from None
    names = [p.name for p in players]
    order = []
    for p in players:
        if not p.deck:
            continue
        recorded = decks.get(p.name)
        if recorded is None or sorted(recorded) != sorted(p.deck):
            raise fail("header_deck_order", player=p.name)
        order.append((p.name, tuple(str(x) for x in recorded)))
    if set(decks) - set(names):
        raise fail("header_deck_owner")
    if start_player not in names:
        raise fail("header_starting_player", player=start_player)
    if not variant.rules.every_player_archenemy and start_player != names[0]:
        raise fail("header_starting_player_hero", player=start_player, archenemy=names[0])
    return GameStart(setup, tuple(order), start_player, {"created": obj.get("created"), "version": version})


def header_version(start: GameStart) -> int:
    """The format version of the file ``start`` was read from (:data:`FORMAT_VERSION` for a new game).

    A version-1 game replays with the rules of this version; where they
    differ, :func:`archenemy.engine.game.replay_until_refused` says at which
    line (issue 10: the file is kept as it is).
    """
    version = start.extra.get("version", FORMAT_VERSION)
    return version if isinstance(version, int) else FORMAT_VERSION


@dataclass
class LoadedJournal:
    """What a journal file holds: the start, the actions (with their line numbers), what was dropped.

    ``dropped`` lists ``(line, error)`` for lines that were not loaded
    (codes ``journal_unreadable_line``, ``journal_invalid_action``,
    ``journal_after_bad_line``);
    ``torn_tail`` is True when only the last line was unreadable (a crash's
    normal leftover).  ``origins`` maps a loaded line to the player whose
    phone sent its action (the line's optional ``origin``: informative, no
    rule reads it).
    """

    start: GameStart
    actions: list[tuple[int, Action]] = field(default_factory=list)
    dropped: list[tuple[int, JournalError]] = field(default_factory=list)
    torn_tail: bool = False
    origins: dict[int, str] = field(default_factory=dict)

    def origin_list(self) -> list[str | None]:
        """The origin of each of :attr:`actions` in order (``None``: the laptop), for :func:`journal_text`."""
        return [self.origins.get(number) for number, _ in self.actions]

    def origins_by_action(self) -> dict[int, str]:
        """The origin of each loaded action object that has one, keyed by the object's ``id``.

        A game replayed from :attr:`actions` holds these same objects (its log, its history): a line's
        origin follows its action there.  A repeated line is one object, and its text (origin included)
        is the same, so an object never has two origins.
        """
        return {id(action): origin for number, action in self.actions if (origin := self.origins.get(number))}

    @property
    def recovered(self) -> bool:
        """True when some lines could not be loaded."""
        return bool(self.dropped)


def read_journal(path: Path, *, strict: bool = True, catalogue: Catalogue | None = None) -> LoadedJournal:
    """Read the journal at ``path``.

    A torn last line is always recovered (listed in ``dropped``).  Another
    unreadable line raises :class:`JournalError` naming it when ``strict``;
    otherwise it and every later line are dropped.  Raises :class:`OSError`
    when the file cannot be read and :class:`JournalError` for a file that is
    not a journal (binary, empty, foreign or newer header, over
    :data:`MAX_JOURNAL_BYTES`: ``journal_too_large``, read no further).  No
    other exception escapes, whatever the bytes.
    """
    return parse_journal(read_journal_bytes(path), strict=strict, catalogue=catalogue)


def read_journal_bytes(path: Path) -> bytes:
    """The bytes of the journal at ``path``, unparsed (see :func:`parse_journal`).

    Raises :class:`OSError`, or :class:`JournalError` ``journal_too_large``
    beyond :data:`MAX_JOURNAL_BYTES` (read no further).
    """
    return _read_bounded(Path(path), MAX_JOURNAL_BYTES)


def _journal_lines(data: bytes) -> list[str]:
    if b"\x00" in data:
        raise JournalError("journal_binary")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise JournalError("journal_not_utf8") from None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or not lines[0].strip():
        raise JournalError("journal_empty", line=1)
    return lines


def journal_start(data: bytes, catalogue: Catalogue | None = None) -> GameStart:
    """The :class:`GameStart` of a journal's bytes (its header line), the actions left unread.

    Raises :class:`JournalError` as :func:`parse_journal` does for the file and its first line.
    """
    first = data.split(b"\n", 1)[0]
    return _header_line(_journal_lines(first)[0], catalogue)


def parse_journal(data: bytes, *, strict: bool = True, catalogue: Catalogue | None = None) -> LoadedJournal:
    """Parse a journal's bytes (see :func:`read_journal`, which reads them from a file first)."""
    lines = _journal_lines(data)
    loaded = LoadedJournal(_header_line(lines[0], catalogue))
    last = len(lines)
    # Most lines repeat ("next step", a click on the same life total): the same
    # text is the same action (they are immutable values), parsed and checked once.
    parsed: dict[str, tuple[Action, str | None]] = {}
    for number, line in enumerate(lines[1:], start=2):
        known = parsed.get(line)
        if known is not None:
            loaded.actions.append((number, known[0]))
            if known[1] is not None:
                loaded.origins[number] = known[1]
            continue
        if not line or line.isspace():
            continue
        try:
            action, origin = parsed[line] = _action_line(line, number)
        except JournalError as error:
            if number == last and error.code == "journal_unreadable_line":
                loaded.dropped.append((number, error))
                loaded.torn_tail = True
                break
            if strict:
                raise
            loaded.dropped.append((number, error))
            loaded.dropped.extend(
                (n, JournalError("journal_after_bad_line", line=n)) for n in range(number + 1, last + 1)
            )
            break
        loaded.actions.append((number, action))
        if origin is not None:
            loaded.origins[number] = origin
    return loaded


def _read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, refused with ``journal_too_large`` beyond ``limit`` (never read whole).

    A regular file is measured first; a device or pipe (``/dev/zero``) is read
    up to ``limit + 1`` bytes at most.  Raises :class:`OSError`.
    """
    with open(path, "rb") as handle:
        if os.fstat(handle.fileno()).st_size > limit:
            raise JournalError("journal_too_large", limit_mb=limit // (1024 * 1024))
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise JournalError("journal_too_large", limit_mb=limit // (1024 * 1024))
    return data


# What a hostile value may raise inside the parsers beyond the engine's own errors.
_HOSTILE = (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError, OverflowError)


def _plain_json(value: Any) -> bool:
    """True when every string of ``value`` is valid Unicode and every integer is within :data:`MAX_JSON_INT`.

    ``json.loads`` accepts lone surrogates (``"\\ud800"``), which cannot be
    written back as UTF-8; walked without recursion.
    """
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
        elif isinstance(item, int) and not isinstance(item, bool):
            if abs(item) > MAX_JSON_INT:
                return False
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
    return True


def _json_line(line: str, number: int) -> Any:
    """Parse one line: ``journal_unreadable_line`` (not JSON, too deep, an integer too long) or ``journal_bad_value``."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        raise JournalError("journal_unreadable_line", line=number) from None
    if not _plain_json(value):
        raise JournalError("journal_bad_value", line=number)
    return value


def _header_line(line: str, catalogue: Catalogue | None) -> GameStart:
    """Line 1 as a :class:`GameStart`; every failure is a :class:`JournalError` with ``line=1``."""
    try:
        header = _json_line(line, 1)
    except JournalError as error:
        raise JournalError("not_a_journal" if error.code == "journal_unreadable_line" else error.code, line=1) from None
    try:
        return header_from_json(header, catalogue)
    except ArchenemyError:
        raise
    except _HOSTILE:
        raise JournalError("header_unreadable", line=1) from None


def _action_line(line: str, number: int) -> tuple[Action, str | None]:
    """One action line as an :class:`Action` and its origin (see :func:`_origin`).

    Every failure is a :class:`JournalError` naming ``number``.
    """
    value = _json_line(line, number)
    try:
        if isinstance(value, dict) and not isinstance(value.get("type", ""), str):
            raise IllegalActionError("action_unknown_type", type=repr(value["type"])[:40])
        return action_from_json(value), _origin(value)
    except IllegalActionError as exc:
        raise JournalError("journal_invalid_action", line=number, cause=exc) from None
    except _HOSTILE:
        raise JournalError("journal_bad_value", line=number) from None


def replay(loaded: LoadedJournal, catalogue: Catalogue | None = None, *, strict: bool = True) -> Game:
    """Build the :class:`Game` a journal describes by applying every action.

    An action the rules refuse raises :class:`JournalError` naming its line
    when ``strict``; otherwise that action and the rest are dropped (and
    listed in ``loaded.dropped``).
    """
    game = Game(loaded.start, catalogue)
    # Replay only builds objects that live as long as the game: the cyclic
    # collector would scan them again and again for nothing (35-40% of a long
    # replay).  Paused here, restored as it was, whatever happens.
    collecting = gc.isenabled()
    gc.disable()
    try:
        _replay_into(game, loaded, strict)
    finally:
        if collecting:
            gc.enable()
    return game


def _replay_into(game: Game, loaded: LoadedJournal, strict: bool) -> None:
    """Apply ``loaded``'s actions to ``game`` (see :func:`replay`)."""
    for index, (number, action) in enumerate(loaded.actions):
        try:
            game.do(action)
        except (IllegalActionError, *_HOSTILE) as exc:
            if isinstance(exc, IllegalActionError):
                error = JournalError("journal_invalid_action", line=number, cause=exc)
            else:  # a value the rules cannot use (never written by the app)
                error = JournalError("journal_bad_value", line=number)
            if strict:
                raise error from None
            rest = loaded.actions[index:]
            loaded.actions = loaded.actions[:index]
            loaded.dropped[:0] = [
                (n, error if n == number else JournalError("journal_after_bad_line", line=n)) for n, _ in rest
            ]
            break


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename: all or nothing."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _origin(value: object) -> str | None:
    """An action line's ``origin``: the player whose phone sent it, or ``None`` (the laptop).

    Informative only (the log says "from Ana's phone"; no rule reads it), so a
    value that is not a player's name (not a string, empty, longer than
    :data:`~archenemy.engine.setup.MAX_NAME_LENGTH`) is ignored, never an error.
    """
    origin = value.get("origin") if isinstance(value, dict) else None
    return origin if isinstance(origin, str) and 0 < len(origin) <= MAX_NAME_LENGTH else None


def _action_object(action: Action, origin: str | None) -> dict[str, Any]:
    """The JSON object of one action line: the action, and its ``origin`` when a phone sent it."""
    value = action_to_json(action)
    if origin is not None:
        value["origin"] = origin
    return value


def journal_text(start: GameStart, actions: list[Action], origins: Sequence[str | None] | None = None) -> str:
    """The full text of a journal for ``start`` and ``actions``.

    ``origins``: each action's origin, in order (see :attr:`LoadedJournal.origins`); none by default.
    """
    origins = origins if origins is not None else [None] * len(actions)
    lines = [json.dumps(header_to_json(start), ensure_ascii=False)]
    lines += [json.dumps(_action_object(a, o), ensure_ascii=False) for a, o in zip(actions, origins, strict=True)]
    return "\n".join(lines) + "\n"


def recover_file(path: Path, loaded: LoadedJournal) -> Path | None:
    """After a recovery, keep a copy of the original and rewrite ``path`` with the loaded lines.

    Returns the copy's path (``<name>.damaged-<time>``), or ``None`` when
    nothing was dropped.  The rewrite is atomic.
    """
    if not loaded.recovered:
        return None
    path = Path(path)
    backup = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    shutil.copy2(path, backup)
    write_atomically(path, journal_text(loaded.start, [a for _, a in loaded.actions], loaded.origin_list()))
    return backup


def _line_bytes(action: Action, origin: str | None = None) -> bytes:
    """The journal line of ``action`` (and its ``origin``) as UTF-8 bytes, newline included.

    Refuses (``journal_bad_value``, no line) what the reader would refuse: a
    lone surrogate or an integer beyond :data:`MAX_JSON_INT`, so the app never
    writes a line it cannot read back.
    """
    value = _action_object(action, origin)
    if not _plain_json(value):
        raise JournalError("journal_bad_value")
    return (json.dumps(value, ensure_ascii=False) + "\n").encode("utf-8")


class JournalWriter:
    """Appends actions to a journal file, all or nothing, each fsynced before it returns.

    Each line goes out in unbuffered :func:`os.write` calls on a descriptor
    opened with ``O_APPEND``, then :func:`os.fsync`.  If any of it fails (a
    full disk, an I/O error, a file system turned read-only) the file is
    truncated back to its length before the action and the error is raised:
    nothing of a refused action stays on disk or in a buffer to be written
    later.  If even the truncation fails, the writer remembers it and truncates
    first at the next append (which fails if it still cannot), so a refused
    action is never followed by an accepted one on disk.
    """

    def __init__(self, path: Path, fd: int) -> None:
        self.path = Path(path)
        self._fd: int | None = fd
        # The file's length after the last action that was written whole.
        self._length = os.fstat(fd).st_size
        # True while bytes of a refused action may still be on disk.
        self._dirty = False

    @classmethod
    def create(
        cls,
        path: Path,
        start: GameStart,
        actions: list[Action] | None = None,
        origins: Sequence[str | None] | None = None,
    ) -> JournalWriter:
        """Write a new journal atomically (header, ``actions`` and their ``origins``) and open it for appending.

        Never replaces ``path`` with a partial file.  Raises :class:`OSError`.
        """
        write_atomically(path, journal_text(start, actions or [], origins))
        return cls.open(path)

    @classmethod
    def open(cls, path: Path) -> JournalWriter:
        """Open an existing, well-formed journal for appending.  Raises :class:`OSError`.

        A last line that lost only its final newline in a crash is whole (it
        loads); the newline is added first so the next action starts a line.
        """
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
        try:
            writer = cls(path, fd)
            if writer._length > 0:
                with open(path, "rb") as raw:
                    raw.seek(-1, os.SEEK_END)
                    if raw.read(1) != b"\n":
                        writer._write_all(b"\n")
        except BaseException:
            os.close(fd)
            raise
        return writer

    @property
    def closed(self) -> bool:
        """True once :meth:`close` was called."""
        return self._fd is None

    def append(self, action: Action, origin: str | None = None) -> None:
        """Append one action line (with the player whose phone sent it, if any) and fsync it,
        or leave the file as it was.

        Raises :class:`OSError` (the file is then its length before the call)
        and :class:`JournalError` ``journal_bad_value`` for an action whose
        line could not be read back (nothing written).
        """
        self._write_all(_line_bytes(action, origin))

    def _write_all(self, data: bytes) -> None:
        if self._fd is None:
            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        fd = self._fd
        if self._dirty:
            self._truncate_back(fd)
        try:
            done = 0
            while done < len(data):
                written = os.write(fd, data[done:])
                if written <= 0:
                    raise OSError(errno.EIO, os.strerror(errno.EIO))
                done += written
            os.fsync(fd)
        except BaseException:
            self._dirty = True
            try:
                self._truncate_back(fd)
            except OSError:
                pass  # still dirty: the next append truncates first
            raise
        self._length += len(data)

    def _truncate_back(self, fd: int) -> None:
        """Cut the file back to the last whole action and fsync; clears the dirty mark.  Raises :class:`OSError`."""
        os.ftruncate(fd, self._length)
        os.fsync(fd)
        self._dirty = False

    def close(self) -> None:
        """Close the file (idempotent)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
