"""What the command-line tools share.

Parsers, one-line errors, safe text, the language.

:class:`Parser` is the one argument parser of every command (the program's
and each subcommand's, :func:`new_parser` builds them): an
:class:`argparse.ArgumentParser` that raises instead of exiting and writes
its help to the streams it is given (the tools run inside ``archenemy``'s
:func:`~archenemy.desktop.cli.commands.main` and in tests, never as their own
process): a bad argument is a :class:`UsageError` or an
:class:`argparse.ArgumentError`, ``--help`` an :class:`ExitRequestError`.
:func:`parse_arguments` turns those into the exit status and its one line on
standard error, :func:`internal_error` the line of a failure of ours (never a
traceback).  :func:`language_option` is ``--lang``'s language, else the saved
setting's, else the system's (the window's order).

Text from files (a player's name, a file's own name) is shown as text:
:func:`shown` escapes control characters (an escape sequence would retitle
the terminal, a newline forge a line), :func:`shown_path` a name that is not
UTF-8, :func:`json_text` makes JSON that is valid UTF-8 whatever it holds.
:class:`GuardedOutput` turns a failed write to standard output into
:class:`OutputError` (one line on standard error, exit status 1).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from ..languages import normalize_language
from ..settings import effective_language, load_settings

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = [
    "ExitRequestError",
    "GuardedOutput",
    "OutputError",
    "Parser",
    "UsageError",
    "internal_error",
    "json_text",
    "language_option",
    "new_parser",
    "parse_arguments",
    "quiet_stdout",
    "shown",
    "shown_lines",
    "shown_path",
    "write_line",
    "write_text",
]

# What a terminal acts on rather than shows: C0 and C1 controls, DEL, the line and paragraph separators.
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_SURROGATE = re.compile("[\ud800-\udfff]")


class UsageError(Exception):
    """Bad command-line arguments (exit status 2).

    ``message``, one line, about ``prog`` (the command's name).

    ``str(error)`` is ``"<prog>: <message>"``.
    """

    def __init__(self, message: str, prog: str = "archenemy") -> None:
        super().__init__(f"{prog}: {message}")
        self.message = message
        self.prog = prog


class ExitRequestError(Exception):
    """The parser is done and nothing runs (``--help`` printed): exit with ``status``."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def shown(text: str) -> str:
    """``text`` with every control character written as its escape.

    ``\\n``, ``\\x1b``, ``\\u2028``.

    For a command's text output and its one-line messages: a name holding
    an escape sequence or a newline prints as those characters, never
    retitling the terminal or forging a line.  Other characters (accents,
    right-to-left marks, joiners) are kept.
    """
    return _CONTROLS.sub(_escaped, text)


def shown_lines(lines: list[str]) -> str:
    """``lines`` joined by newlines, each line :func:`shown`.

    Looked at once as a whole (the game list's 20,000 lines): each line is
    escaped on its own only when the text holds a control character other
    than the newlines joining them.
    """
    text = "\n".join(lines)
    if text.count("\n") == len(lines) - 1 and not _CONTROLS.search(text.replace("\n", "")):
        return text
    return "\n".join(shown(line) for line in lines)


def shown_path(path: str | os.PathLike[str]) -> str:
    """A path as text to show.

    A name that is not UTF-8 keeps its bytes as ``\\xNN``, controls escaped.
    """
    return shown(os.fsencode(path).decode("utf-8", "backslashreplace"))


def json_text(value: Any) -> str:
    """``value`` as ``archenemy``'s JSON output (``indent=1``, a newline last).

    Made whole before any is written.

    Never ``NaN`` or ``Infinity`` (:class:`ValueError`: no partial output
    goes out); a path's bytes that are not UTF-8 (``os.fsdecode``'s
    surrogates) are written as ``\\udcNN`` escapes, so the text is valid
    UTF-8 and Python's ``json`` reads the same string back (``os.fsencode``
    gives the file's name).
    """
    text = json.dumps(value, ensure_ascii=False, indent=1, allow_nan=False)
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text) + "\n"


def write_line(stream: TextIO, text: str) -> None:
    """Write ``text`` as one line of text output.

    Its control characters escaped (:func:`shown`), a newline.
    """
    write_text(stream, shown(text) + "\n")


class OutputError(OSError):
    """Standard output could not be written (a full disk, a device that refuses).

    The command fails (1).
    """


class GuardedOutput(io.TextIOBase):
    """Standard output whose write and flush errors are :class:`OutputError`.

    A closed pipe stays :class:`BrokenPipeError` (the reader went away: not
    an error of the command's).
    """

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self._stream = stream

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return getattr(self._stream, "encoding", None) or "utf-8"

    def _guarded(self, call: Any, *args: Any) -> Any:
        try:
            return call(*args)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(exc.errno, exc.strerror or str(exc)) from exc

    def write(self, text: str) -> int:
        written = self._guarded(self._stream.write, text)
        return written if isinstance(written, int) else len(text)

    def flush(self) -> None:
        self._guarded(self._stream.flush)

    def isatty(self) -> bool:
        try:
            return bool(self._stream.isatty())
        except (AttributeError, ValueError, OSError):
            return False

    def fileno(self) -> int:
        return self._stream.fileno()

    def writable(self) -> bool:
        return True


def new_parser(stdout: TextIO, stderr: TextIO, prog: str, **kwargs: Any) -> Parser:
    """A command's :class:`Parser`: no abbreviated options, ``prog`` its name.

    Other keywords argparse's.
    """
    return Parser(stdout, stderr, prog=prog, allow_abbrev=False, **kwargs)


def write_text(stream: TextIO, text: str) -> None:
    """Write ``text``, replacing characters the stream's encoding cannot show."""
    try:
        stream.write(text)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "ascii"
        stream.write(text.encode(encoding, "replace").decode(encoding))


class Parser(argparse.ArgumentParser):
    """An argument parser that raises instead of exiting.

    It writes to the ``stdout`` and ``stderr`` it is given.

    ``error`` raises :class:`UsageError` (``prog`` is this parser's, a
    sub-command's for a sub-command); ``exit`` writes its message to
    ``stderr`` and raises :class:`ExitRequestError`; help and usage go to
    ``stdout`` (``stderr`` when argparse asks for it).  Other keyword
    arguments are :class:`argparse.ArgumentParser`'s; ``exit_on_error`` is
    false, so an invalid value raises :class:`argparse.ArgumentError`.
    """

    def __init__(self, stdout: TextIO, stderr: TextIO, **kwargs: Any) -> None:
        super().__init__(exit_on_error=False, **kwargs)
        self._stdout = stdout
        self._stderr = stderr

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self.prog)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            write_text(self._stderr, message)
        raise ExitRequestError(status)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:
            write_text(self._stderr if file is sys.stderr else self._stdout, message)


def parse_arguments(parser: Parser, argv: Sequence[str], stderr: TextIO) -> argparse.Namespace | int:
    """``argv`` read by ``parser``, or the exit status when nothing is to run.

    0 after ``--help``; 2 after bad arguments, with one line on ``stderr``:
    ``<parser's prog>: <message> (see --help)``.
    """
    try:
        return parser.parse_args(list(argv))
    except ExitRequestError as done:
        return done.status
    except (UsageError, argparse.ArgumentError) as exc:
        message = " ".join((exc.message if isinstance(exc, UsageError) else str(exc)).split())
        write_line(stderr, f"{parser.prog}: {message} (see --help)")
        return 2


def internal_error(stream: TextIO, prog: str, exc: Exception, *, detail: bool = False) -> int:
    """Say ``<prog>: internal error: <its type>``.

    ``: <its message>`` too when ``detail``) on ``stream`` instead of a
    traceback; returns 2, the exit status.  Never raises (the stream itself may
    be broken.
    """
    line = f"{prog}: internal error: {type(exc).__name__}"
    if detail:
        line += f": {' '.join(str(exc).split())}"
    try:
        write_line(stream, line)
    except Exception:  # noqa: BLE001 - the stream itself is broken
        pass
    return 2


def language_option(value: str | None) -> str:
    """``--lang``'s language (``value``), else the saved setting's, else the system's.

    The window's order.

    Raises :class:`UsageError` for a language the app does not speak.
    """
    if value is None:
        return effective_language(None, load_settings())
    found = normalize_language(value)
    if found is None or found != value.lower():
        raise UsageError(f"unknown language {value!r}: use en or es")
    return found


def quiet_stdout(stream: TextIO) -> None:
    """Send standard output to the null device after it failed.

    Point its descriptor at the null device, so Python's last flush at exit
    neither fails nor prints a traceback (what is still buffered goes nowhere).
    Any other ``stream`` is left alone.
    """
    if stream is not sys.stdout and stream is not sys.__stdout__:
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, stream.fileno())
        finally:
            os.close(null)
    except (OSError, ValueError, AttributeError):
        pass
