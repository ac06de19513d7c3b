"""``archenemy deck check FILE``: check a scheme deck list from the command line.

Usage (``argv`` of :func:`run` is what follows ``deck check``)::

    archenemy deck check FILE [--variant archenemy|rumble|commander]
                              [--lang en|es] [--json]

The list is parsed and validated by :mod:`archenemy.engine.decks` (CR 904.3;
904.12c for Supervillain Rumble, per player; 904.13d for Archenemy Commander).

Exit status:

- 0: the scheme deck is legal (warnings, such as a scheme that needs a
  commander, are printed but keep the status 0);
- 1: the deck is not legal or empty; each problem is printed on its own line
  on standard output, naming its line (``line 4: ...``, ``lines 2, 9: ...``
  for a scheme over its copy limit) or the deck's counts (``deck has 12 cards;
  at least 20 are needed``) and the scheme name;
- 2: wrong arguments, or FILE is missing, a directory, a named pipe
  (FIFO), a device (``/dev/zero``) or a socket (each refused before a byte
  is read: the command never waits), unreadable, not text or larger than
  1 MiB (``MAX_DECK_LIST_BYTES``; refused before it is read whole); a
  one-line message goes to standard error.  Never a traceback.

Encoding: FILE is decoded as UTF-8 (a byte order mark is ignored); if it is
not valid UTF-8 it is decoded as Windows-1252 (cp1252), the usual encoding of
text saved by older Windows editors.  A file with NUL bytes (binary, or
UTF-16) is not text.

``--json`` prints ``{"legal": bool, "cards": int, "problems": [{"line",
"code", "name", "message"}], "warnings": [same shape]}`` instead (``line`` is
``null`` for deck-level problems; ``message`` in the chosen language).

Language: ``--lang``, else the saved setting, else the system's
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), as for the window
(:func:`archenemy.desktop.settings.effective_language`).  Messages come from
:mod:`archenemy.desktop.texts`, the app's one renderer.  Scheme names may be
typed in English or in the chosen language.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.decks import DeckProblem, DeckReport, check_deck_list
from ...engine.errors import ArchenemyError
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
        variant = Variant.parse(text)
    except ArchenemyError as exc:
        raise argparse.ArgumentTypeError(error_text(exc)) from None
    if not variant.rules.scheme_decks:
        # Planechase alone plays no scheme deck (901.2): no scheme list to check.
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate("DeckCheck", "Planechase has no scheme deck to check.")
        )
    return variant


def build_parser(stdout: TextIO, stderr: TextIO) -> Parser:
    """The parser of ``archenemy deck check`` (help to ``stdout``, errors raised)."""
    parser = new_parser(
        stdout,
        stderr,
        _PROG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=QCoreApplication.translate(
            "DeckCheck",
            "Check a scheme deck list: one scheme per line as “2 Name”, “2x Name” or “Name”;\n"
            "# and // start comments; set codes such as (OE01) 7 are ignored.",
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
        default=Variant.ARCHENEMY,
        metavar="{archenemy,rumble,commander}",
        help=QCoreApplication.translate("DeckCheck", "the deck rules to check against (default: archenemy)"),
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


def _report_json(report: DeckReport, catalogue: Catalogue) -> str:
    def shape(problem: DeckProblem) -> dict[str, object]:
        return {
            "line": problem.line,
            "code": problem.code,
            "name": problem.name,
            "message": problem_message(problem, catalogue),
        }

    return (
        json.dumps(
            {
                "legal": report.legal,
                "cards": report.cards,
                "problems": [shape(p) for p in report.problems],
                "warnings": [shape(w) for w in report.warnings],
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


# --- entry point ------------------------------------------------------------


def run(argv: list[str], stdout: TextIO, stderr: TextIO) -> int:
    """Run ``archenemy deck check`` with ``argv``.

    The arguments after ``deck check``.

    Writes the report to ``stdout`` and one-line errors to ``stderr``; returns
    the exit status: 0 legal, 1 not legal or empty, 2 bad arguments or
    unreadable FILE (see the module docstring).  Implements the deck rules of
    CR 904.3 / 904.12c / 904.13d through :func:`check_deck_list`.  Never
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
        catalogue = load_catalogue(lang)
        report = check_deck_list(text, args.variant, catalogue)
        if args.json:
            write_text(stdout, _report_json(report, catalogue))
        else:
            write_text(stdout, _report_text(report, catalogue))
        return 0 if report.legal else 1
    except ArchenemyError as exc:
        write_line(stderr, f"{_PROG}: {' '.join(error_text(exc).split())}")
        return 2
    except OutputError:
        raise
    except Exception as exc:  # noqa: BLE001 - the command line never shows a traceback
        return internal_error(stderr, _PROG, exc, detail=True)
