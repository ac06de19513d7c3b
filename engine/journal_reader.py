"""Reading the save file.

A journal's bytes to a :class:`LoadedJournal`, and replaying it into a :class:`Game`.

Reading tolerates the normal leftover of a crash or a power cut, a torn
tail: a last line cut short, or bytes that are no text at all after the last
whole line (a power cut leaves NUL bytes where the file grew but its data
never reached the disk).  The whole lines load; the torn tail is listed in
``dropped`` with ``torn_tail`` set.  A corrupt line elsewhere is an error in
strict mode and, in recovery mode, drops that line and everything after it
(:func:`archenemy.engine.journal.recover_file` then keeps a copy of the
original before it rewrites the file).  An action the rules refuse on replay
is handled the same way.  Damage costs bounded work: the lines after a bad one
are counted, not parsed, and only the first :data:`MAX_KEPT_DROPS` dropped
lines keep an error object (``dropped_count`` counts them all).

Hostile files are refused with a :class:`JournalError`, never another
exception: a file over :data:`MAX_JOURNAL_BYTES` is refused before it is read
whole; JSON nested too deep, integers too long for Python, lone surrogates
(text that cannot be written back as UTF-8), integers beyond
:data:`MAX_JSON_INT` and values of the wrong type each name their line
(:func:`plain_json` is also what the writer checks, so the app never writes a
line it cannot read back).  ``docs/reliability.md`` lists the promises and
their tests.
"""

from __future__ import annotations

import gc
import re
from array import array
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, overload

import msgspec

from .actions import ACTION_SINCE, Action, action_from_json
from .catalogue import Catalogue
from .errors import ArchenemyError, IllegalActionError, JournalError
from .game import Game
from .journal_header import ACTION_TYPES_BY_VERSION, header_from_json, header_version
from .model import GameState
from .safe_files import DuplicateKeyError, FileTooLargeError, loads_json, read_regular_file
from .setup import MAX_NAME_LENGTH, GameStart

#: The largest save file read, in bytes (8 MiB).  A 100,000-action game takes
#: about 3 MB; a bigger file is refused (``journal_too_large``) before it is
#: read whole, so ``/dev/zero`` or a runaway file cannot exhaust the memory.
MAX_JOURNAL_BYTES = 8 * 1024 * 1024
#: An action line's time stamp ``at`` as the app writes it (``docs/journal-format.md``): local time with its
#: UTC offset, ``2025-01-18T20:15:03+0100``.
STAMP_PATTERN = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}")
#: The largest integer (in absolute value) a journal line may hold: 2**53, the
#: JSON-safe range.  Beyond it a line is ``journal_bad_value`` (a life total
#: with thousands of digits could not even be shown).
MAX_JSON_INT = 2**53
#: How many dropped lines a :class:`LoadedJournal` keeps with their errors (the first ones, for a
#: notice); any further ones are only counted (:attr:`LoadedJournal.dropped_count`).
MAX_KEPT_DROPS = 5


class LineActions(Sequence[tuple[int, Action]]):
    """A journal's actions with their line numbers.

    A sequence of ``(line, action)`` pairs, stored compactly.

    The line numbers live in one machine-integer array and the actions in one
    list (a repeated line is one action object), instead of a tuple and an
    integer object per line: at 100,000 actions the pairs took ~10 MiB while
    the history was rebuilt, and the small blocks they left behind stayed in
    the process once they were freed.  Reads as a list of pairs:
    ``len``, indexing, slicing (a :class:`LineActions`), iteration, ``==``
    with any sequence of pairs; :meth:`append` adds one.
    """

    __slots__ = ("_actions", "_lines")

    def __init__(self, pairs: Iterable[tuple[int, Action]] = ()) -> None:
        self._lines = array("q")
        self._actions: list[Action] = []
        for number, action in pairs:
            self.append((number, action))

    def append(self, pair: tuple[int, Action]) -> None:
        """Add ``(line, action)`` at the end."""
        self._lines.append(pair[0])
        self._actions.append(pair[1])

    def __len__(self) -> int:
        return len(self._actions)

    @overload
    def __getitem__(self, index: int) -> tuple[int, Action]: ...

    @overload
    def __getitem__(self, index: slice) -> LineActions: ...

    def __getitem__(self, index: int | slice) -> tuple[int, Action] | LineActions:
        if isinstance(index, slice):
            part = LineActions()
            part._lines = self._lines[index]
            part._actions = self._actions[index]
            return part
        return self._lines[index], self._actions[index]

    def __iter__(self) -> Iterator[tuple[int, Action]]:
        return zip(self._lines, self._actions, strict=True)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LineActions):
            return self._lines == other._lines and self._actions == other._actions
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(other) == len(self) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, as a list

    def __repr__(self) -> str:
        return f"LineActions({list(self)!r})"


class LoadedJournal(msgspec.Struct):
    """What a journal file holds.

    The start, the actions (with their line numbers), what was dropped.

    ``dropped`` lists ``(line, error)`` for the first :data:`MAX_KEPT_DROPS`
    lines that were not loaded (codes ``journal_unreadable_line``,
    ``journal_invalid_action``, ``journal_action_version``,
    ``journal_after_bad_line``...), in line
    order; ``dropped_count`` counts every line not loaded (blank ones after a
    bad line included), however many.  ``torn_tail`` is True when only the
    end was unreadable (a crash's or a power cut's normal leftover: a cut
    last line, NUL bytes or other bytes that are no text after the last whole
    line).  ``origins`` maps a loaded line to the player whose phone sent its
    action (the line's optional ``origin``: informative, no rule reads it),
    ``stamps`` a loaded line to its time stamp (``at``, kept as written: see
    :data:`STAMP_PATTERN`), so a rewritten file keeps both.
    """

    start: GameStart
    actions: LineActions = msgspec.field(default_factory=LineActions)
    dropped: list[tuple[int, JournalError]] = msgspec.field(default_factory=list)
    torn_tail: bool = False
    origins: dict[int, str] = msgspec.field(default_factory=dict)
    stamps: dict[int, str] = msgspec.field(default_factory=dict)
    dropped_count: int = 0

    def drop(self, number: int, error: JournalError) -> None:
        """Count line ``number`` as not loaded.

        Keeping its ``error`` while fewer than :data:`MAX_KEPT_DROPS` are.
        """
        self.dropped_count += 1
        if len(self.dropped) < MAX_KEPT_DROPS:
            self.dropped.append((number, error))

    def drop_after(self, number: int, count: int) -> None:
        """Count the ``count`` lines after line ``number`` as dropped after a bad line.

        ``journal_after_bad_line``.
        """
        kept = max(0, min(count, MAX_KEPT_DROPS - len(self.dropped)))
        self.dropped.extend(
            (n, JournalError("journal_after_bad_line", line=n)) for n in range(number + 1, number + 1 + kept)
        )
        self.dropped_count += count

    def origin_list(self) -> list[str | None]:
        """The origin of each of :attr:`actions` in order (``None``: the laptop).

        For :func:`~archenemy.engine.journal.journal_text`.
        """
        return [self.origins.get(number) for number, _ in self.actions]

    def origins_by_action(self) -> dict[int, str]:
        """The origin of each loaded action object that has one.

        Keyed by the object's ``id``.

        A game replayed from :attr:`actions` holds these same objects (its log, its history): a line's
        origin follows its action there.  A repeated line is one object, and its text (origin included)
        is the same, so an object never has two origins.
        """
        return {id(action): origin for number, action in self.actions if (origin := self.origins.get(number))}

    def stamp_list(self) -> list[str | None]:
        """The time stamp of each of :attr:`actions` in order.

        ``None``: the line had none.  For
        :func:`~archenemy.engine.journal.journal_text`.
        """
        return [self.stamps.get(number) for number, _ in self.actions]

    def stamps_by_action(self) -> dict[int, str]:
        """The time stamp of each loaded action object whose line had one.

        Keyed by the object's ``id`` (as :meth:`origins_by_action`: a stamped line's text is its
        own, so its object is too).
        """
        return {id(action): at for number, action in self.actions if (at := self.stamps.get(number))}

    @property
    def recovered(self) -> bool:
        """True when some lines could not be loaded."""
        return self.dropped_count > 0


def read_journal(path: Path, *, strict: bool = True, catalogue: Catalogue | None = None) -> LoadedJournal:
    """Read the journal at ``path``.

    A torn tail is always recovered (listed in ``dropped``).  Another
    unreadable line raises :class:`JournalError` naming it when ``strict``;
    otherwise it and every later line are dropped.  Raises :class:`OSError`
    when the file cannot be read (a FIFO, a device or a folder is
    :class:`~archenemy.engine.safe_files.NotRegularFileError`, refused before
    it is read) and :class:`JournalError` for a file that is not a journal
    (binary, empty, foreign or newer header, over :data:`MAX_JOURNAL_BYTES`:
    ``journal_too_large``, read no further).  No other exception escapes,
    whatever the bytes.
    """
    return parse_journal(read_journal_bytes(path), strict=strict, catalogue=catalogue)


def read_journal_bytes(path: Path) -> bytes:
    """The bytes of the journal at ``path``, unparsed (see :func:`parse_journal`).

    Read by :func:`~archenemy.engine.safe_files.read_regular_file`: a FIFO,
    a device or a folder raises
    :class:`~archenemy.engine.safe_files.NotRegularFileError` (an
    :class:`OSError`) unread.  Raises :class:`OSError`, or
    :class:`JournalError` ``journal_too_large`` beyond
    :data:`MAX_JOURNAL_BYTES` (read no further).
    """
    try:
        return read_regular_file(path, MAX_JOURNAL_BYTES)
    except FileTooLargeError:
        raise JournalError("journal_too_large", limit_mb=MAX_JOURNAL_BYTES // (1024 * 1024)) from None


def _without_torn_tail(data: bytes) -> bytes:
    """``data`` with a tail of NUL bytes made one unreadable last line.

    Newlines and spaces among the NUL bytes count as part of the tail.

    A power cut can leave the file longer than what reached the disk, the
    rest NUL bytes.  Whatever those bytes span, they become a single ``NUL``
    line, unreadable as JSON: the torn last line :func:`parse_journal`
    recovers, on the line where they begin.
    """
    body = data.rstrip(b"\x00\r\n\t ")
    tail = data[len(body) :]
    if b"\x00" not in tail:
        return data
    torn_line_starts = tail.find(b"\n") != -1 and tail.find(b"\n") < tail.find(b"\x00")
    return body + (b"\n\x00" if torn_line_starts else b"\x00")


def _journal_text(data: bytes) -> tuple[str, bool]:
    """The journal's text and whether some bytes were not UTF-8.

    A byte order mark is dropped.

    Bytes that are not UTF-8 are kept as lone surrogates (``surrogateescape``):
    the lines holding them are unreadable, the others still load.
    """
    data = _without_torn_tail(data)
    try:
        return data.decode("utf-8-sig"), False
    except UnicodeDecodeError:
        text = data.decode("utf-8", "surrogateescape")
        return (text[1:] if text.startswith("\ufeff") else text), True


def _header_text(text: str, escaped: bool) -> str:
    """Line 1 of the journal's text.

    ``journal_binary``, ``journal_not_utf8`` or ``journal_empty`` if it is none.
    """
    first = text.find("\n")
    header = text if first < 0 else text[:first]
    if "\x00" in header:
        raise JournalError("journal_binary")
    if escaped and not _is_text(header):
        raise JournalError("journal_not_utf8")
    if not header.strip():
        raise JournalError("journal_empty", line=1)
    return header


def _is_text(line: str) -> bool:
    """True unless ``line`` holds bytes that were not UTF-8.

    Lone surrogates from ``surrogateescape``.
    """
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def journal_start(data: bytes, catalogue: Catalogue | None = None) -> GameStart:
    """The :class:`GameStart` of a journal's bytes (its header line).

    The actions left unread.

    Raises :class:`JournalError` as :func:`parse_journal` does for the file and its first line.
    """
    first = data.split(b"\n", 1)[0]
    return _header_line(_header_text(*_journal_text(first)), catalogue)


def parse_journal(data: bytes, *, strict: bool = True, catalogue: Catalogue | None = None) -> LoadedJournal:
    """Parse a journal's bytes.

    See :func:`read_journal`, which reads them from a file first.

    The work is bounded whatever the damage: the lines after a bad one are
    counted, never parsed or kept, and a line repeated is parsed once.
    """
    steps = parse_journal_steps(data, strict=strict, catalogue=catalogue, chunk=1 << 30)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            loaded: LoadedJournal = done.value
            return loaded


def parse_journal_steps(
    data: bytes, *, strict: bool = True, catalogue: Catalogue | None = None, chunk: int = 256
) -> Generator[None, None, LoadedJournal]:
    """:func:`parse_journal` a slice at a time.

    Yields every ``chunk`` lines and returns the :class:`LoadedJournal` (``loaded = yield
    from parse_journal_steps(...)``; raises as :func:`parse_journal`).
    """
    text, escaped = _journal_text(data)
    loaded = LoadedJournal(_header_line(_header_text(text, escaped), catalogue))
    version = header_version(loaded.start)
    # Most lines repeat ("next step", a click on the same life total): the same
    # text is the same action (they are immutable values), parsed and checked once.
    parsed: dict[str, tuple[Action, str | None, str | None]] = {}
    # Where the last line ends: a final newline ends the last line, it starts none.
    last_end = len(text) - 1 if text.endswith("\n") else len(text)
    for number, line, end in _lines(text):
        if number % chunk == 0:
            yield
        known = parsed.get(line)
        if known is not None:
            loaded.actions.append((number, known[0]))
            _note_line(loaded, number, known[1], known[2])
            continue
        if not line or line.isspace():
            continue
        try:
            if escaped and not _is_text(line):
                raise JournalError("journal_unreadable_line", line=number)
            action, origin, at = _action_line(line, number)
            _check_version(action, number, version)
            parsed[line] = (action, origin, at)
        except JournalError as error:
            if end >= last_end and error.code == "journal_unreadable_line":
                loaded.drop(number, error)
                loaded.torn_tail = True
                break
            if strict:
                raise
            loaded.drop(number, error)
            loaded.drop_after(number, text.count("\n", end, last_end))
            break
        loaded.actions.append((number, action))
        _note_line(loaded, number, origin, at)
    return loaded


def parse_tail(data: bytes, offset: int, version: int) -> list[Action] | None:
    """The actions of a journal's lines after its first ``offset`` bytes.

    ``offset`` is a resume snapshot's size.

    ``version`` is the file's format version (:func:`header_version`).  Only
    lines the app wrote whole are read: ``None`` when ``offset`` is not at a
    line's end or any line after it cannot be read (a torn last line, damage),
    for the caller to read the whole journal instead (:func:`parse_journal`,
    which recovers what can be).
    """
    if offset <= 0 or offset > len(data) or data[offset - 1 : offset] != b"\n":
        return None
    try:
        lines = data[offset:].decode("utf-8").split("\n")
        # no newline at the end: a torn last line
        if lines.pop() != "":
            return None
        actions = []
        for line in lines:
            if line and not line.isspace():
                action, _, _ = _action_line(line, 0)
                _check_version(action, 0, version)
                actions.append(action)
    except (UnicodeDecodeError, JournalError):
        return None
    return actions


def _note_line(loaded: LoadedJournal, number: int, origin: str | None, at: str | None) -> None:
    """Keep line ``number``'s ``origin`` and time stamp ``at`` (each when it has one)."""
    if origin is not None:
        loaded.origins[number] = origin
    if at is not None:
        loaded.stamps[number] = at


def _lines(text: str) -> Iterator[tuple[int, str, int]]:
    """Each line after the header.

    ``(number, line, where it ends in text)``, one at a time (never all in a list).
    """
    find = text.find
    size = len(text)
    first = find("\n")
    pos = size if first < 0 else first + 1
    number = 1
    while pos < size:
        number += 1
        end = find("\n", pos)
        if end < 0:
            end = size
        yield number, text[pos:end], end
        pos = end + 1


# What a hostile value may raise inside the parsers beyond the engine's own errors.
_HOSTILE = (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError, OverflowError)


def plain_json(value: Any) -> bool:
    """True when ``value`` holds only valid Unicode and integers in range.

    Every string valid Unicode, every integer within :data:`MAX_JSON_INT`.

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
    """Parse one line as JSON.

    Refused as ``journal_unreadable_line`` (not JSON, too deep, an integer
    too long), ``journal_duplicate_key`` (an object giving a key twice:
    damage) or ``journal_bad_value``.
    """
    try:
        value = loads_json(line)
    except DuplicateKeyError as exc:
        raise JournalError("journal_duplicate_key", line=number, key=exc.key[:40]) from None
    except (ValueError, RecursionError):
        raise JournalError("journal_unreadable_line", line=number) from None
    if not plain_json(value):
        raise JournalError("journal_bad_value", line=number)
    return value


def _header_line(line: str, catalogue: Catalogue | None) -> GameStart:
    """Line 1 as a :class:`GameStart`.

    Every failure is a :class:`JournalError` with ``line=1``.
    """
    try:
        header = _json_line(line, 1)
    except JournalError as error:
        if error.code == "journal_unreadable_line":
            raise JournalError("not_a_journal", line=1) from None
        raise
    try:
        return header_from_json(header, catalogue)
    except ArchenemyError:
        raise
    except _HOSTILE:
        raise JournalError("header_unreadable", line=1) from None


def _action_line(line: str, number: int) -> tuple[Action, str | None, str | None]:
    """One action line as an :class:`Action`.

    Its origin (see :func:`_origin`) and its time stamp (:func:`_stamp`).

    Every failure is a :class:`JournalError` naming ``number``.
    """
    value = _json_line(line, number)
    try:
        if isinstance(value, dict) and not isinstance(value.get("type", ""), str):
            raise IllegalActionError("action_unknown_type", type=repr(value["type"])[:40])
        return action_from_json(value), _origin(value), _stamp(value)
    except IllegalActionError as exc:
        raise JournalError("journal_invalid_action", line=number, cause=exc) from None
    except _HOSTILE:
        raise JournalError("journal_bad_value", line=number) from None


def _check_version(action: Action, number: int, version: int) -> None:
    """Refuse line ``number``'s ``action`` when its type is newer than its file.

    Newer than the file's format ``version``.

    :data:`~archenemy.engine.journal_header.ACTION_TYPES_BY_VERSION` names
    the types each version may hold; a newer one is damage: a
    :class:`JournalError` ``journal_action_version`` (params ``type``,
    ``needs``: the version that brought it, ``version``: the file's).
    """
    if action.type not in ACTION_TYPES_BY_VERSION[version]:
        needs = ACTION_SINCE[action.type]
        raise JournalError("journal_action_version", line=number, type=action.type, needs=needs, version=version)


def replay(
    loaded: LoadedJournal,
    catalogue: Catalogue | None = None,
    *,
    strict: bool = True,
    after: Callable[[Action, GameState], None] | None = None,
) -> Game:
    """Build the :class:`Game` a journal describes by applying every action.

    An action the rules refuse raises :class:`JournalError` naming its line
    when ``strict``; otherwise that action and the rest are dropped (and
    listed in ``loaded.dropped``).  ``after`` (optional) is called with each
    action the game took (undo and redo included) and the state it left, so
    a reader can follow the game in the same replay (the history's life
    lines: :class:`~archenemy.engine.story.LifeTrack`).
    """
    game = Game(loaded.start, catalogue)
    # Replay only builds objects that live as long as the game: the cyclic
    # collector would scan them again and again for nothing (35-40% of a long
    # replay).  Paused here, restored as it was, whatever happens.
    collecting = gc.isenabled()
    gc.disable()
    try:
        for _ in replay_steps(game, loaded, strict=strict, chunk=1 << 30, after=after):
            pass
    finally:
        if collecting:
            gc.enable()
    return game


def replay_steps(
    game: Game,
    loaded: LoadedJournal,
    *,
    strict: bool = True,
    chunk: int = 64,
    after: Callable[[Action, GameState], None] | None = None,
) -> Iterator[None]:
    """Apply ``loaded``'s actions to ``game`` a slice at a time.

    Yielding every ``chunk`` actions (as :func:`replay` does, without pausing the collector:
    the caller decides); ``after`` as :func:`replay`'s.
    """
    for index, (number, action) in enumerate(loaded.actions):
        if index % chunk == chunk - 1:
            yield
        try:
            game.do(action)
        except (IllegalActionError, *_HOSTILE) as exc:
            if isinstance(exc, IllegalActionError):
                error = JournalError("journal_invalid_action", line=number, cause=exc)
            # a value the rules cannot use (never written by the app)
            else:
                error = JournalError("journal_bad_value", line=number)
            if strict:
                raise error from None
            _drop_from(loaded, index, error)
            break
        if after is not None:
            after(action, game.state)


def _drop_from(loaded: LoadedJournal, index: int, error: JournalError) -> None:
    """Drop ``loaded``'s actions from ``index`` on (the first refused with ``error``).

    Before what was dropped already.

    Bounded as parsing is: the first :data:`MAX_KEPT_DROPS` keep an error, the rest are counted.
    """
    rest = loaded.actions[index:]
    loaded.actions = loaded.actions[:index]
    earlier, earlier_count = loaded.dropped, loaded.dropped_count
    loaded.dropped, loaded.dropped_count = [], 0
    loaded.drop(rest[0][0], error)
    for n, _ in rest[1 : MAX_KEPT_DROPS + 1]:
        loaded.drop(n, JournalError("journal_after_bad_line", line=n))
    loaded.dropped_count += max(0, len(rest) - 1 - MAX_KEPT_DROPS) + earlier_count
    loaded.dropped = (loaded.dropped + earlier)[:MAX_KEPT_DROPS]


def _origin(value: object) -> str | None:
    """An action line's ``origin``.

    The player whose phone sent it, or ``None`` (the laptop).

    Informative only (the log says "from Ana's phone"; no rule reads it), so a
    value that is not a player's name (not a string, empty, longer than
    :data:`~archenemy.engine.setup.MAX_NAME_LENGTH`) is ignored, never an error.
    """
    origin = value.get("origin") if isinstance(value, dict) else None
    return origin if isinstance(origin, str) and 0 < len(origin) <= MAX_NAME_LENGTH else None


def _stamp(value: object) -> str | None:
    """An action line's ``at``.

    When it was written, as the app writes it (:data:`STAMP_PATTERN`), or ``None``.

    Informative only (the history's end and minutes of a game), so anything
    else is ignored, never an error.
    """
    at = value.get("at") if isinstance(value, dict) else None
    return at if isinstance(at, str) and STAMP_PATTERN.fullmatch(at) else None
