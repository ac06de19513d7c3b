"""What the command-line tools share: arguments that never exit the process, one-line errors, the language.

:class:`Parser` is an :class:`argparse.ArgumentParser` that raises instead of
exiting and writes its help to the streams it is given (the tools run inside
``archenemy``'s :func:`~archenemy.desktop.cli.commands.main` and in tests,
never as their own process): a bad argument is a :class:`UsageError` or an
:class:`argparse.ArgumentError`, ``--help`` an :class:`ExitRequestError`.
:func:`parse_arguments` turns those into the exit status and its one line on
standard error, :func:`internal_error` the line of a failure of ours (never a
traceback).  :func:`language_option` is ``--lang``'s language, else the saved
setting's, else the system's (the window's order).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from ..i18n import normalize_language
from ..settings import effective_language, load_settings

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = [
    "ExitRequestError",
    "Parser",
    "UsageError",
    "internal_error",
    "language_option",
    "parse_arguments",
    "write_text",
]


class UsageError(Exception):
    """Bad command-line arguments (exit status 2): ``message``, one line, about ``prog`` (the command's name).

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


def write_text(stream: TextIO, text: str) -> None:
    """Write ``text``, replacing characters the stream's encoding cannot show."""
    try:
        stream.write(text)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "ascii"
        stream.write(text.encode(encoding, "replace").decode(encoding))


class Parser(argparse.ArgumentParser):
    """An argument parser that raises instead of exiting and writes to ``stdout`` and ``stderr``.

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
        write_text(stderr, f"{parser.prog}: {message} (see --help)\n")
        return 2


def internal_error(stream: TextIO, prog: str, exc: Exception, *, detail: bool = False) -> int:
    """Say ``<prog>: internal error: <its type>`` (``: <its message>`` too when ``detail``) on ``stream`` instead of
    a traceback; returns 2, the exit status.  Never raises (the stream itself may be broken).
    """
    line = f"{prog}: internal error: {type(exc).__name__}"
    if detail:
        line += f": {' '.join(str(exc).split())}"
    try:
        write_text(stream, line + "\n")
    except Exception:  # noqa: BLE001 - the stream itself is broken
        pass
    return 2


def language_option(value: str | None) -> str:
    """``--lang``'s language (``value``), else the saved setting's, else the system's (the window's order).

    Raises :class:`UsageError` for a language the app does not speak.
    """
    if value is None:
        return effective_language(None, load_settings())
    found = normalize_language(value)
    if found is None or found != value.lower():
        raise UsageError(f"unknown language {value!r}: use en or es")
    return found
