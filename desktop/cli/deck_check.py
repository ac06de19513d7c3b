"""``archenemy deck check FILE``: check a scheme or planar deck list.

Usage (``argv`` of :func:`run` is what follows ``deck check``)::

    archenemy deck check FILE [--variant archenemy|rumble|commander|planechase]
                              [--players N] [--lang en|es] [--json]

The command first says which kind of list it read
(:func:`~archenemy.engine.planar_decks.deck_kind`: the kind most of its
lines name).  A scheme deck list is validated by
:mod:`archenemy.engine.decks` (CR 904.3; 904.12c for Supervillain Rumble,
per player; 904.13d for Archenemy Commander).  A planar deck list (or any
list with ``--variant planechase``) is validated by
:mod:`archenemy.engine.planar_decks`: as a player's own planar deck (901.3:
at least ten cards, at most two phenomena, every English name once), or with
``--players N`` as the single communal deck of a game of N players (901.15a:
at least forty cards or ten times N, whichever is smaller, at most twice N
phenomena).  A line naming a card of the other kind (a scheme in a planar
list, a plane in a scheme list) is a ``mixed_kinds`` problem naming that
line; ``--players`` with a scheme deck list is a usage error.

Exit status:

- 0: the deck is legal (warnings, such as a scheme that needs a
  commander, are printed but keep the status 0);
- 1: the deck is not legal or empty; each problem is printed on its own line
  on standard output, naming its line (``line 4: ...``, ``lines 2, 9: ...``
  for a scheme over its copy limit) or the deck's counts (``deck has 12 cards;
  at least 20 are needed``) and the card's name;
- 2: wrong arguments (``--players`` with a scheme deck list), or FILE is missing, a directory, a named pipe
  (FIFO), a device (``/dev/zero``) or a socket (each refused before a byte
  is read: the command never waits), unreadable, not text or larger than
  1 MiB (``MAX_DECK_LIST_BYTES``; refused before it is read whole); a
  one-line message goes to standard error.  Never a traceback.

Encoding: FILE is decoded as UTF-8 (a byte order mark is ignored); if it is
not valid UTF-8 it is decoded as Windows-1252 (cp1252), the usual encoding of
text saved by older Windows editors.  A file with NUL bytes (binary, or
UTF-16) is not text.

``--json`` prints ``{"kind": "scheme", "legal": bool, "cards": int,
"problems": [{"line", "code", "name", "message"}], "warnings": [same
shape]}`` instead (``line`` is ``null`` for deck-level problems; ``message``
in the chosen language); for a planar list ``kind`` is ``"planar"`` and the
object also holds ``"deck"`` (``"own"``, 901.3, or ``"communal"``, 901.15),
``"players"`` (``null`` for an own deck), ``"minimum"`` (the least cards)
and ``"max_phenomena"``; its ``warnings`` are always empty.

Language: ``--lang``, else the saved setting, else the system's
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), as for the window
(:func:`archenemy.desktop.settings.effective_language`).  Messages come from
:mod:`archenemy.desktop.texts`, the app's one renderer.  Card names may be
typed in English or in the chosen language.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.decks import DeckProblem, DeckReport, parse_deck_list
from ...engine.errors import ArchenemyError
from ...engine.planar_decks import PlanarDeckReport, check_planar_deck, check_scheme_deck_among_planes, deck_kind
from ...engine.planes import PlaneCatalogue, load_planes
from ...engine.variants import Variant
from ..deck_builder.files import DeckStoreError, read_deck_file
from ..i18n import LANGUAGES, install_language
from ..texts import error_text, fill, problem_message, variant_name
from .arguments import (
    OutputError,
    Parser,
    internal_error,
    language_option,
    new_parser,
    parse_arguments,
    shown,
    write_line,
    write_text,
)

__all__ = ["LANGUAGES", "build_parser", "run"]


_PROG = "archenemy deck check"


# --- arguments --------------------------------------------------------------


def _variant_arg(text: str) -> Variant:
    try:
        return Variant.parse(text)
    except ArchenemyError as exc:
        raise argparse.ArgumentTypeError(error_text(exc)) from None


def _players_arg(text: str) -> int:
    """``--players``: a whole number of at least two (901.2: two or more players)."""
    try:
        players = int(text.strip())
    except ValueError:
        players = 0
    if players < 2:
        raise argparse.ArgumentTypeError(
            fill(QCoreApplication.translate("DeckCheck", "“%1” is not a number of players of at least 2"), text)
        )
    return players


def build_parser(stdout: TextIO, stderr: TextIO) -> Parser:
    """The parser of ``archenemy deck check`` (help to ``stdout``, errors raised)."""
    parser = new_parser(
        stdout,
        stderr,
        _PROG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=QCoreApplication.translate(
            "DeckCheck",
            "Check a scheme deck list or a planar deck list: one card per line as “2 Name”,\n"
            "“2x Name” or “Name”; # and // start comments; set codes such as (OE01) 7 are\n"
            "ignored. The command says which kind of list it read: a planar deck list is\n"
            "checked as a player's own planar deck (CR 901.3), or with --players as the\n"
            "communal planar deck (CR 901.15a).",
        ),
        epilog=QCoreApplication.translate(
            "DeckCheck",
            "FILE is read as UTF-8 (a byte order mark is fine); if it is not valid UTF-8,\n"
            "as Windows-1252 (cp1252).\n"
            "Exit status: 0 legal (warnings allowed), 1 not legal or empty,\n"
            "2 bad arguments or a file that cannot be read as text.",
        ),
    )
    parser.add_argument("file", metavar="FILE", help=QCoreApplication.translate("DeckCheck", "the deck list"))
    parser.add_argument(
        "--variant",
        type=_variant_arg,
        default=None,
        metavar="{archenemy,rumble,commander,planechase}",
        help=QCoreApplication.translate(
            "DeckCheck",
            "the scheme deck rules to check against (default: archenemy); planechase checks the list as a planar deck",
        ),
    )
    parser.add_argument(
        "--players",
        type=_players_arg,
        default=None,
        metavar="N",
        help=QCoreApplication.translate(
            "DeckCheck", "check a planar deck list as the communal planar deck of N players (CR 901.15a)"
        ),
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help=QCoreApplication.translate("DeckCheck", "language of the messages (default: the system locale, else en)"),
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help=QCoreApplication.translate("DeckCheck", "print the result as JSON"),
    )
    return parser


# The name the manual page's generator has used (``packaging/linux/make_manpage.py``).
_build_parser = build_parser


# --- input and output -------------------------------------------------------


def _shape(problem: DeckProblem, catalogue: Catalogue | PlaneCatalogue) -> dict[str, object]:
    return {
        "line": problem.line,
        "code": problem.code,
        "name": problem.name,
        "message": problem_message(problem, catalogue),
    }


def _report_json(report: DeckReport, catalogue: Catalogue) -> str:
    return (
        json.dumps(
            {
                "kind": "scheme",
                "legal": report.legal,
                "cards": report.cards,
                "problems": [_shape(p, catalogue) for p in report.problems],
                "warnings": [_shape(w, catalogue) for w in report.warnings],
            },
            indent=2,
        )
        + "\n"
    )


def _planar_json(report: PlanarDeckReport, planes: PlaneCatalogue) -> str:
    return (
        json.dumps(
            {
                "kind": "planar",
                "deck": "communal" if report.communal else "own",
                "players": report.players if report.communal else None,
                "legal": report.legal,
                "cards": report.cards,
                "minimum": report.minimum,
                "max_phenomena": report.max_phenomena,
                "problems": [_shape(p, planes) for p in report.problems],
                "warnings": [],
            },
            indent=2,
        )
        + "\n"
    )


def _report_text(report: DeckReport, catalogue: Catalogue) -> str:
    out = [problem_message(p, catalogue) for p in report.problems]
    out += [
        fill(QCoreApplication.translate("DeckCheck", "warning: %1"), problem_message(w, catalogue))
        for w in report.warnings
    ]
    variant = variant_name(report.variant)
    if report.legal:
        if report.cards == 1:
            summary = fill(QCoreApplication.translate("DeckCheck", "The scheme deck is legal for %1: 1 card."), variant)
        else:
            summary = fill(
                QCoreApplication.translate("DeckCheck", "The scheme deck is legal for %1: %2 cards."),
                variant,
                report.cards,
            )
    else:
        summary = fill(QCoreApplication.translate("DeckCheck", "The scheme deck is not legal for %1."), variant)
    out.append(summary)
    return "".join(shown(line) + "\n" for line in out)


def _planar_summary(report: PlanarDeckReport) -> str:
    """A planar deck report's last line: its kind (901.3, 901.15a), its verdict."""
    _tr = QCoreApplication.translate
    if report.communal:
        if report.legal:
            text = _tr("DeckCheck", "The communal planar deck for %1 players is legal (CR 901.15a): %2 cards.")
            return fill(text, report.players, report.cards)
        text = _tr(
            "DeckCheck",
            "The communal planar deck for %1 players is not legal (CR 901.15a: at least %2 cards, "
            "at most %3 phenomena, every English name once).",
        )
        return fill(text, report.players, report.minimum, report.max_phenomena)
    if report.legal:
        text = _tr("DeckCheck", "The planar deck is legal as a player's own planar deck (CR 901.3): %1 cards.")
        return fill(text, report.cards)
    text = _tr(
        "DeckCheck",
        "The planar deck is not legal as a player's own planar deck (CR 901.3: at least %1 cards, "
        "at most %2 phenomena, every English name once).",
    )
    return fill(text, report.minimum, report.max_phenomena)


def _planar_text(report: PlanarDeckReport, planes: PlaneCatalogue) -> str:
    out = [problem_message(p, planes) for p in report.problems]
    out.append(_planar_summary(report))
    return "".join(shown(line) + "\n" for line in out)


def _check(args: argparse.Namespace, text: str, lang: str, stdout: TextIO, stderr: TextIO) -> int:
    """Check ``text`` as the kind of deck it is; write the report; the exit status."""
    catalogue = load_catalogue(lang)
    planes = load_planes(lang)
    planar = args.variant is Variant.PLANECHASE or deck_kind(text, catalogue, planes) == "planar"
    if planar:
        deck = parse_deck_list(text, planes)
        planar_report = check_planar_deck(deck, planes, players=args.players, schemes=catalogue)
        render = _planar_json if args.json else _planar_text
        write_text(stdout, render(planar_report, planes))
        return 0 if planar_report.legal else 1
    if args.players is not None:
        message = QCoreApplication.translate(
            "DeckCheck", "--players is for a communal planar deck; %1 is a scheme deck list"
        )
        write_line(stderr, f"{_PROG}: {shown(fill(message, args.file))}")
        return 2
    deck = parse_deck_list(text, catalogue)
    report = check_scheme_deck_among_planes(deck, args.variant or Variant.ARCHENEMY, catalogue, planes)
    write_text(stdout, _report_json(report, catalogue) if args.json else _report_text(report, catalogue))
    return 0 if report.legal else 1


# --- entry point ------------------------------------------------------------


def run(argv: list[str], stdout: TextIO, stderr: TextIO) -> int:
    """Run ``archenemy deck check`` with ``argv``.

    The arguments after ``deck check``.

    Writes the report to ``stdout`` and one-line errors to ``stderr``; returns
    the exit status: 0 legal, 1 not legal or empty, 2 bad arguments or
    unreadable FILE (see the module docstring).  Implements the deck rules of
    CR 904.3 / 904.12c / 904.13d through :func:`check_scheme_deck_among_planes`
    and those of 901.3 / 901.15a through :func:`check_planar_deck`.  Never
    raises (``--help`` returns 0 after printing the help).
    """
    try:
        args = parse_arguments(build_parser(stdout, stderr), argv, stderr)
        if isinstance(args, int):
            return args
        lang = language_option(args.lang)
        install_language(lang)
        try:
            text = read_deck_file(Path(args.file), shown_name=args.file)
        except DeckStoreError as exc:
            write_line(stderr, f"{_PROG}: {exc}")
            return 2
        return _check(args, text, lang, stdout, stderr)
    except ArchenemyError as exc:
        write_line(stderr, f"{_PROG}: {' '.join(error_text(exc).split())}")
        return 2
    except OutputError:
        raise
    except Exception as exc:  # noqa: BLE001 - the command line never shows a traceback
        return internal_error(stderr, _PROG, exc, detail=True)
