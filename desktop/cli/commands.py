"""The ``archenemy`` command.

The desktop app, and the catalogue, deck check and replay tools.

::

    archenemy [--lang en|es] [--share[=PORT]]      open the app (sharing the table with phones)
    archenemy [--lang en|es] [open] FILE           open the app on a saved game (--share too)
    archenemy schemes [--lang en|es] [--json]      the scheme catalogue
    archenemy planes [--lang en|es] [--json]       the planes and phenomena (CR 311, 312)
    archenemy deck check FILE [--variant V] [--lang en|es] [--json]
    archenemy replay FILE [--lang en|es] [--json]  apply a journal, print the final state
    archenemy history [--json|--csv] [--rebuild]   the finished games (cli/history.py)
    archenemy stats [--json] [--player NAME]       their statistics
    archenemy images fetch [--all] [--lang en|es]  fetch the card images from Scryfall into the cache
    archenemy images status [--json]               what the image cache holds

The command line is a front end like the window: it renders the engine's
values and shares the app's translations.  Bad arguments exit with status 2
and a one-line message, never a traceback.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO, cast

from ...engine.catalogue import load_catalogue
from ...engine.errors import ArchenemyError, JournalError
from ..languages import normalize_language
from ..qm import install_plain
from ..settings import effective_language, load_settings
from ..texts import INSTALLED, fill
from .arguments import (
    ExitRequestError,
    GuardedOutput,
    OutputError,
    Parser,
    UsageError,
    internal_error,
    json_text,
    language_option,
    new_parser,
    quiet_stdout,
    shown_path,
    write_line,
    write_text,
)

# The installed language's words: Qt's translators, or history's and stats' own catalogue (no Qt loaded).
_tr = INSTALLED.tr


class _VersionAction(argparse._VersionAction):
    """``--version`` as argparse prints it, the version read only when asked.

    ``importlib.metadata`` is slow.
    """

    @property
    def version(self) -> str | None:
        return f"archenemy-companion {app_version()}"

    @version.setter
    def version(self, _value: str | None) -> None:
        pass


def _add_catalogue_parser(parser: argparse.ArgumentParser) -> None:
    """Give a card list's parser (``schemes``, ``planes``) its options."""
    parser.add_argument("--lang", dest="sub_lang", metavar="LANG", help=_tr("Cli", "language: en or es"))
    parser.add_argument("--json", action="store_true", help=_tr("Cli", "print a JSON array"))


def build_parser(out: TextIO | None = None, err: TextIO | None = None) -> Parser:
    """The argument parser of ``archenemy``.

    ``deck``, ``images``, ``history`` and ``stats`` only take their arguments
    here: their own modules parse them (:func:`subcommand_parsers` has every
    real parser).

    Help goes to ``out`` (default standard output), errors are raised
    (:class:`~.arguments.Parser`).  Help texts are in the installed language
    (see :func:`_early_language`).
    """
    out, err = out or sys.stdout, err or sys.stderr
    parser = new_parser(
        out,
        err,
        "archenemy",
        description=_tr("Cli", "Archenemy Companion: a companion app for paper games of Magic's Archenemy variant."),
    )
    parser.add_argument("--version", action=_VersionAction)
    parser.add_argument(
        "--lang",
        help=_tr("Cli", "language: en or es (default: the saved setting, else the system's)"),
    )
    parser.add_argument(
        "--share",
        action="store_true",
        help=_tr(
            "Cli", "share the table with phones on the local network (--share=PORT: default 8765, 0: any free port)"
        ),
    )
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    streams: dict[str, Any] = {"stdout": out, "stderr": err, "allow_abbrev": False}
    schemes_help = _tr("Cli", "list every scheme card, sorted by English name")
    _add_catalogue_parser(sub.add_parser("schemes", help=schemes_help, **streams))
    planes_help = _tr("Cli", "list every plane and phenomenon, sorted by English name")
    _add_catalogue_parser(sub.add_parser("planes", help=planes_help, **streams))
    deck = sub.add_parser(
        "deck",
        help=_tr("Cli", "scheme and planar deck tools (deck check FILE)"),
        add_help=False,
        **streams,
    )
    deck.add_argument("rest", nargs=argparse.REMAINDER)
    images = sub.add_parser(
        "images",
        help=_tr("Cli", "the card images from Scryfall (images fetch, images status)"),
        add_help=False,
        **streams,
    )
    images.add_argument("rest", nargs=argparse.REMAINDER)
    rep = sub.add_parser(
        "replay",
        help=_tr("Cli", "apply a saved game (journal) and print its final state"),
        **streams,
    )
    rep.add_argument("file", type=Path, help=_tr("Cli", "the saved game, a .jsonl journal"))
    rep.add_argument("--lang", dest="sub_lang", metavar="LANG", help=_tr("Cli", "language: en or es"))
    rep.add_argument("--json", action="store_true", help=_tr("Cli", "print one JSON object"))
    sub.add_parser("history", help=_tr("Cli", "the finished games, newest first"), add_help=False, **streams)
    sub.add_parser("stats", help=_tr("Cli", "statistics of the finished games"), add_help=False, **streams)
    opener = sub.add_parser("open", help=_tr("Cli", "open the app on a saved game (also: archenemy FILE)"), **streams)
    opener.add_argument("file", type=Path, help=_tr("Cli", "the saved game, a .jsonl journal"))
    opener.add_argument("--lang", dest="sub_lang", metavar="LANG", help=_tr("Cli", "language: en or es"))
    return parser


_COMMANDS = ("schemes", "planes", "deck", "replay", "open", "history", "stats", "images")
# The commands that never load PySide6 (their words: qm.install_plain).
_PLAIN_COMMANDS = ("history", "stats")


def subcommand_parsers(out: TextIO | None = None, err: TextIO | None = None) -> dict[str, Parser]:
    """Every subcommand's real parser.

    By its words (``"deck check"``, ``"images fetch"``...), in help order.

    The parsers the commands themselves parse with, so a manual page or a
    completion script made from them cannot drift from ``--help``.
    """
    from . import deck_check, history, images

    out, err = out or sys.stdout, err or sys.stderr
    top = build_parser(out, err)
    found: dict[str, Parser] = {}
    for action in top._actions:  # noqa: SLF001 (argparse has no public list of its subparsers)
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for name, parser in action.choices.items():
                if name == "deck":
                    found["deck check"] = deck_check.build_parser(out, err)
                elif name == "images":
                    found.update({f"images {k}": v for k, v in images.action_parsers(out, err).items()})
                elif name in ("history", "stats"):
                    found[name] = history.build_parser(name, out, err)
                else:
                    found[name] = parser
    return found


def app_version() -> str:
    """The installed distribution's version.

    ``pyproject.toml``'s, read through :mod:`importlib.metadata`.

    ``"unknown"`` when the package is not installed (run from a bare source tree).
    """
    from ... import engine

    return str(engine.__version__)


def _command_index(args: list[str]) -> int | None:
    """Where the subcommand goes.

    The first argument that is neither an option nor ``--lang``'s value.
    """
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "--":
            return index
        if arg == "--lang":
            index += 2
        elif arg.startswith("-"):
            index += 1
        else:
            return index
    return None


def with_open_command(args: list[str]) -> list[str]:
    """``archenemy [--lang L] FILE`` -> ``archenemy [--lang L] open FILE``.

    A file where a subcommand goes.

    When the subcommand's place (:func:`_command_index`) holds no subcommand's
    name it is taken as a saved game (what a desktop entry's
    ``Exec=archenemy-companion %f`` passes); ``--`` before it works too
    (``archenemy -- -odd-name.jsonl``).
    """
    index = _command_index(args)
    if index is None or args[index] in _COMMANDS:
        return list(args)
    if args[index] == "--":
        rest = args[index + 1 :]
        return [*args[:index], "open", "--", *rest] if rest else list(args)
    return [*args[:index], "open", *args[index:]]


def _early_language(args: list[str]) -> None:
    """For a command-line tool, install its language before the parser is built.

    So --help is translated.

    The window (no subcommand) installs its language itself, on a QApplication.
    """
    where = _command_index(args)
    if where is None or args[where] not in _COMMANDS:
        return
    language = None
    for index, arg in enumerate(args):
        if arg == "--lang" and index + 1 < len(args):
            language = normalize_language(args[index + 1])
        elif arg.startswith("--lang="):
            language = normalize_language(arg.split("=", 1)[1])
    language = language or effective_language(None, load_settings())
    if args[where] in _PLAIN_COMMANDS:
        # Their words without Qt: PySide6 is never imported for them.
        install_plain(language)
        return
    from ..i18n import install_language

    _ensure_core_application(gui=args[where] == "open")
    install_language(language)


def schemes_command(language: str, as_json: bool, out: TextIO) -> int:
    """Print the catalogue sorted by English name (``name``/``text`` in ``language``)."""
    catalogue = load_catalogue(language)
    records = [
        {
            "id": s.id,
            "name": s.name,
            "name_en": s.name_en,
            "ongoing": s.ongoing,
            "type_line": s.type_line,
            "text": s.text,
            "sets": list(s.sets),
            "official_translation": s.official,
        }
        for s in sorted(catalogue.values(), key=lambda s: s.name_en.casefold())
    ]
    if as_json:
        write_text(out, json_text(records))
        return 0
    for r in records:
        mark = "*" if r["ongoing"] else " "
        alongside = f"  ({r['name_en']})" if r["name"] != r["name_en"] else ""
        write_line(out, f"{mark} {r['name']}{alongside}")
    return 0


def planes_command(language: str, as_json: bool, out: TextIO) -> int:
    """Print the planar cards sorted by English name (CR 311, 312).

    The fields of :func:`schemes_command` but ``ongoing``, plus ``kind``
    (``plane`` or ``phenomenon``), ``chaos`` (the chaos ability, 311.7, or
    ``None``) and ``category`` (``product``, ``event``, ``secret_lair``).
    The text form marks a phenomenon with ``*``.
    """
    from ...engine.planes import load_planes

    catalogue = load_planes(language)
    records = [
        {
            "id": p.id,
            "name": p.name,
            "name_en": p.name_en,
            "kind": p.kind.value,
            "category": p.category.value,
            "type_line": p.type_line,
            "text": p.text,
            "chaos": p.chaos,
            "sets": list(p.sets),
            "official_translation": p.official,
        }
        for p in sorted(catalogue.values(), key=lambda p: p.name_en.casefold())
    ]
    if as_json:
        write_text(out, json_text(records))
        return 0
    for r in records:
        mark = "*" if r["kind"] == "phenomenon" else " "
        alongside = f"  ({r['name_en']})" if r["name"] != r["name_en"] else ""
        write_line(out, f"{mark} {r['name']}{alongside}")
    return 0


def read_saved_game(path: Path, language: str, prog: str, err: TextIO) -> tuple[int, Any]:
    """Read and replay the journal at ``path`` strictly.

    ``(0, (loaded, game, refusal))``, or ``(status, None)``.

    ``refusal`` is ``None``, or the :class:`JournalError` (code
    ``rules_changed``) of a line that a save of an older format version holds
    and these rules refuse: ``game`` then stops at the line before, as the
    window opens it (the file is never changed).  The status is 1
    for an invalid save (not a journal, a newer format, an invalid action; the
    message names the line) and 2 for an unreadable file (missing, a folder,
    no permission).  Messages go to ``err`` as ``"<prog>: ..."`` in the
    installed language.  A FIFO, a device or a socket is refused before it is
    read (status 2): the command never waits on one.
    """
    # The rules and the journal's reader: loaded by the commands that replay (not by history or stats).
    from ...engine.game import replay_until_refused
    from ...engine.journal import SAME_RULES_SINCE, header_version, read_journal
    from ...engine.safe_files import NotRegularFileError
    from ..texts import error_text, file_error_text

    try:
        loaded = read_journal(path, strict=True)
        version = header_version(loaded.start)
        # Only a file older than these rules is a rules change.
        game, refusal = replay_until_refused(
            loaded.start, loaded.actions, version=version, current_version=SAME_RULES_SINCE
        )
        if refusal is not None and refusal.code != "rules_changed":
            raise refusal
        return 0, (loaded, game, refusal)
    # A FIFO, a device, a folder: refused before a byte is read.
    except NotRegularFileError as exc:
        if exc.kind == "directory":
            message = fill(_tr("Cli", "%1 is a folder, not a saved game"), shown_path(path))
        else:
            message = fill(_tr("Cli", "%1: %2"), shown_path(path), file_error_text(exc))
        status = 2
    except IsADirectoryError:
        message = fill(_tr("Cli", "%1 is a folder, not a saved game"), shown_path(path))
        status = 2
    except FileNotFoundError:
        message = fill(_tr("Cli", "%1: no such file"), shown_path(path))
        status = 2
    except PermissionError:
        message = fill(_tr("Cli", "%1: permission denied"), shown_path(path))
        status = 2
    except OSError as exc:
        message, status = f"{shown_path(path)}: {exc.strerror or exc}", 2
    except JournalError as exc:
        catalogue = load_catalogue(language)
        message = fill(
            _tr("Cli", "%1 is not a valid saved game: %2"),
            shown_path(path),
            error_text(exc, catalogue),
        )
        status = 1
    write_line(err, f"{prog}: {message}")
    return status, None


def replay_command(path: Path, language: str, as_json: bool, out: TextIO, err: TextIO) -> int:
    """Apply the journal at ``path``.

    0 (a torn last line warned about), 1 invalid, 2 unreadable.

    A save of an older format version with a line these rules refuse
    prints the game up to the line before, with a warning naming the line,
    and exits 0: it is a valid save, and the window continues it in a new file.

    A file over :data:`~archenemy.engine.journal.MAX_JOURNAL_BYTES` is
    invalid (1) and is not read whole; no input gives a traceback.

    Messages are in the installed language, a journal error's detail too
    (rendered from its code by :func:`archenemy.desktop.texts.error_text`).
    """
    from ..texts import error_text

    status, result = read_saved_game(path, language, "archenemy replay", err)
    if result is None:
        return status
    loaded, game, refusal = result
    if refusal is not None:
        warned = fill(
            _tr("Cli", "warning: %1; the state below is the game up to line %2"),
            error_text(refusal, load_catalogue(language)),
            (refusal.line or 2) - 1,
        )
        write_line(err, f"archenemy replay: {warned}")
    for number, dropped in loaded.dropped:
        warning = _tr("Cli", "warning: line %1 ignored (%2); a torn tail is what a crash or a power cut leaves")
        reason = error_text(ArchenemyError(dropped.code, **dropped.params), load_catalogue(language))
        write_line(err, "archenemy replay: " + fill(warning, number, reason))
    if as_json:
        # Only for `archenemy replay`: not on the window's start.
        from .state_text import state_to_json

        write_text(out, json_text(state_to_json(game.state, language)))
    else:
        from .state_text import print_state

        print_state(game.state, language, out)
    return 0


def open_command(
    path: Path, language: str, cli_language: str | None, err: TextIO, share_port: int | None = None
) -> int:
    """``archenemy open FILE``.

    Check the save before the main window opens, then open the app on it.

    Exit status 1 for an invalid save and 2 for an unreadable one, as
    ``replay``; else the window's exit status.  The window opens the file as
    Game → Open does.  The message of a refused file goes to ``err``, and,
    when nobody reads that (a menu entry or a double-click started the app:
    :func:`nobody_reads`), to a message box too.  ``share_port``: ``--share``.
    """
    message = io.StringIO()
    status, result = read_saved_game(path, language, "archenemy open", message)
    err.write(message.getvalue())
    if result is None:
        if nobody_reads(err):
            from PySide6.QtWidgets import QMessageBox

            # No event loop yet.
            QMessageBox.critical(None, "Archenemy Companion", message.getvalue().strip())
        return status
    from ..app import run_gui

    # The window's plain call, as without --share.
    if share_port is None:
        return run_gui(cli_language, open_path=path.resolve())
    return run_gui(cli_language, open_path=path.resolve(), share_port=share_port)


def nobody_reads(stream: TextIO) -> bool:
    """True when ``stream`` is no terminal and the app has a real screen.

    Not offscreen or minimal.

    A desktop entry, a file manager or Windows' windowed executable start the
    app with no terminal: a message written to stderr alone would be lost.
    """
    from PySide6.QtGui import QGuiApplication

    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError, OSError):
        terminal = False
    return not terminal and QGuiApplication.platformName() not in {"offscreen", "minimal", ""}


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Entry point of the ``archenemy`` console script; returns the exit status.

    A failed write to standard output (a full disk: ``archenemy history >
    /dev/full``) is one line on standard error and the status 1; a reader
    that went away (``archenemy schemes | head``) is no error (0).
    """
    # Windows' windowed executable has no stdout or stderr (None).
    stream = out or sys.stdout or io.StringIO()
    err = err or sys.stderr or io.StringIO()
    guarded = cast(TextIO, GuardedOutput(stream))
    try:
        status = _main(argv, guarded, err)
        guarded.flush()
        return status
    except BrokenPipeError:
        # The reader went away: not an error of ours.
        quiet_stdout(stream)
        return 0
    except OutputError as exc:
        said = _tr("Cli", "the output could not be written: %1")
        write_line(err, "archenemy: " + fill(said, exc.strerror or str(exc)))
        quiet_stdout(stream)
        return 1
    except Exception as exc:  # noqa: BLE001 - the command line never shows a traceback
        return internal_error(err, "archenemy", exc)


def _ensure_core_application(gui: bool = False) -> None:
    """Translators need a QCoreApplication.

    The command-line tools create a GUI-less one.

    ``open`` creates the window's QApplication instead (no window yet): its
    check of the file speaks the installed language, and a QCoreApplication
    could not become a QApplication later.
    """
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is None:
        if gui:
            from PySide6.QtWidgets import QApplication

            _keep.append(QApplication(["archenemy"]))
        else:
            _keep.append(QCoreApplication(["archenemy"]))


_keep: list[Any] = []


def _share_port(args: list[str]) -> tuple[int | None, list[str]]:
    """``--share`` / ``--share=PORT`` taken out of ``args``.

    See :func:`~archenemy.desktop.share.startup.parse_share_flag`.
    """
    if not any(arg == "--share" or arg.startswith("--share=") for arg in args):
        # The sharing modules stay unloaded (hmac, OpenSSL)
        return None, list(args)
    from ..share.startup import parse_share_flag

    try:
        return parse_share_flag(args)
    except ValueError as exc:
        raise UsageError(f"--share={exc}: the port must be a number from 0 to 65535") from None


def _main(argv: Sequence[str] | None, out: TextIO, err: TextIO) -> int:
    args_list = with_open_command(list(sys.argv[1:] if argv is None else argv))
    try:
        # The app as a desktop entry starts it: no parser, no settings read twice.
        if not args_list:
            from .desktop import run_app

            return run_app(err)
        share_port, args_list = _share_port(args_list)
        _early_language(args_list)
        where, tail = _command_index(args_list), []
        # Their options: cli/history.py.
        if where is not None and args_list[where] in ("history", "stats"):
            args_list, tail = args_list[: where + 1], args_list[where + 1 :]
        args, extra = build_parser().parse_known_args(args_list)
        if extra and args.command not in ("deck", "images"):
            raise UsageError(f"unrecognized arguments: {' '.join(extra)}")
        if args.command == "deck":
            from . import deck_check

            rest = list(args.rest) + list(extra)
            if not rest or rest[0] != "check":
                raise UsageError("use 'archenemy deck check FILE'", "archenemy deck")
            if args.lang and "--lang" not in rest:
                rest += ["--lang", args.lang]
            _ensure_core_application()
            return deck_check.run(rest[1:], out, err)
        # Parsed by their own module, as deck.
        if args.command in ("history", "stats"):
            from . import history

            return history.run(args.command, (["--lang", args.lang] if args.lang else []) + tail, out, err)
        if args.command == "images":
            from . import images

            rest = list(args.rest) + list(extra)
            if args.lang and "--lang" not in rest:
                rest += ["--lang", args.lang]
            _ensure_core_application()
            return images.run(rest, out, err)
        language = language_option(getattr(args, "sub_lang", None) or args.lang)
        if args.command is None:
            from .desktop import start_resume_ahead

            ahead = start_resume_ahead()
            from ..app import run_gui

            return run_gui(language if args.lang else None, share_port=share_port, ahead=ahead)
        if share_port is not None and args.command != "open":
            raise UsageError(f"--share opens the app; it does not go with {args.command}")
        from ..i18n import install_language

        _ensure_core_application(gui=args.command == "open")
        install_language(language)
        if args.command == "open":
            cli_language = language if (args.sub_lang or args.lang) else None
            return open_command(args.file, language, cli_language, err, share_port)
        if args.command == "schemes":
            return schemes_command(language, args.json, out)
        if args.command == "planes":
            return planes_command(language, args.json, out)
        if args.command == "replay":
            return replay_command(args.file, language, args.json, out, err)
    except UsageError as exc:
        write_line(err, str(exc))
        return 2
    except argparse.ArgumentError as exc:
        write_line(err, f"archenemy: {' '.join(str(exc).split())}")
        return 2
    except ExitRequestError as done:
        # The program's own --help and --version end it as argparse does.
        raise SystemExit(done.status) from None
    except ArchenemyError as exc:
        from ..texts import error_text

        write_line(err, f"archenemy: {error_text(exc)}")
        return 1
    except KeyboardInterrupt:
        return 130
    raise AssertionError(f"unhandled command {args.command!r}")


if __name__ == "__main__":
    sys.exit(main())
