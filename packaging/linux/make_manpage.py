"""The manual page ``archenemy(6)``, generated from the command line's parsers.

    python packaging/linux/make_manpage.py [--version V] [--date YYYY-MM-DD] > archenemy.6

Every subcommand (``schemes``, ``deck check``, ``images fetch``, ``images
status``, ``replay``, ``history``, ``stats``, ``open``) and every option of
each comes from the parsers the commands themselves parse with
(``archenemy.desktop.cli.commands.subcommand_parsers``), in English, so the
page cannot drift from ``--help``.  The output is roff for ``man`` (the
``an`` macros); ``tests/repo/test_packaging_linux.py`` renders it with
``groff -ww`` and checks that every option of every real parser is on it.
``build_linux.py`` installs it as ``/usr/share/man/man6/archenemy.6.gz``
with ``archenemy-companion.6.gz`` linking to it.
"""

from __future__ import annotations

import argparse
import datetime
import io
import sys
from collections.abc import Iterator

#: What the page says that no parser says: the program as a whole, exit statuses, files.
DESCRIPTION = (
    "Archenemy Companion sits beside a paper game of Magic: The Gathering's Archenemy variant and does the "
    "bookkeeping: life totals, the scheme deck, setting schemes in motion, ongoing schemes and turns, in "
    "English and Spanish. Without a command it opens its window on the unfinished game, or a new one; "
    "the commands below work in a terminal without a window."
)
EXIT_STATUS = [
    ("0", "success (deck check: a legal deck, warnings allowed; images fetch: every image is cached)"),
    ("1", "a saved game or deck list that is not valid (deck check: a deck that is not legal or empty; "
     "images fetch: some images could not be fetched)"),
    ("2", "bad arguments, or a file that cannot be read"),
]  # fmt: skip
FILES = [
    ("$XDG_DATA_HOME/archenemy-companion/games/", "saved games, one journal (.jsonl) per game"),
    ("$XDG_DATA_HOME/archenemy-companion/history.sqlite3", "the index of finished games (rebuilt from the games)"),
    ("$XDG_DATA_HOME/archenemy-companion/roster.json", "the group's players, their colours and scheme decks"),
    ("$XDG_CONFIG_HOME/archenemy-companion/", "settings, and the key of the resume snapshots"),
    ("$XDG_CACHE_HOME/archenemy-companion/card-images/", "the card images fetched from Scryfall"),
    ("/usr/lib/archenemy-companion/licenses/", "the licences and notices of the bundled third-party software"),
]


def escape(text: str) -> str:
    """``text`` safe in a roff line.

    Backslashes, hyphens (``\\-``), a leading dot or quote, and any
    character outside ASCII as a ``\\[uXXXX]`` escape (the page's encoding
    is then irrelevant).
    """
    text = text.replace("\\", "\\e").replace("-", "\\-")
    text = "".join(c if ord(c) < 128 else f"\\[u{ord(c):04X}]" for c in text)
    return "\\&" + text if text[:1] in {".", "'"} else text


def _usage(parser: argparse.ArgumentParser) -> str:
    """The parser's usage line, on one line, without ``usage:``."""
    return " ".join(parser.format_usage().removeprefix("usage:").split())


def _options(parser: argparse.ArgumentParser) -> Iterator[str]:
    """``.TP`` entries for every argument of ``parser`` but ``--help``.

    ``--help`` is said once, for all.
    """
    # argparse has no public list of its arguments.
    for action in parser._actions:  # noqa: SLF001
        if isinstance(action, argparse._HelpAction | argparse._SubParsersAction):  # noqa: SLF001
            continue
        choices = "{" + ",".join(map(str, action.choices)) + "}" if action.choices else None
        if action.option_strings:
            metavar = "" if action.nargs == 0 else " " + (action.metavar or choices or action.dest.upper())
            names = ", ".join(f"\\fB{escape(name)}\\fR" for name in action.option_strings)
            term = names + (f"\\fI{escape(metavar)}\\fR" if metavar else "")
        else:
            term = f"\\fI{escape(str(action.metavar or action.dest))}\\fR"
        yield f".TP\n{term}\n{escape(action.help or '')}"


def summaries(parser: argparse.ArgumentParser, prefix: str = "") -> dict[str, str]:
    """The help line of every subcommand under ``parser``, by its words."""
    found: dict[str, str] = {}
    for action in parser._actions:  # noqa: SLF001
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for choice in action._choices_actions:  # noqa: SLF001
                found[prefix + choice.dest] = choice.help or ""
            for name, sub in action.choices.items():
                found |= summaries(sub, f"{prefix}{name} ")
    return found


def subcommands() -> Iterator[tuple[str, str, argparse.ArgumentParser]]:
    """``(words, help, parser)`` of every subcommand's real parser, in help order."""
    from archenemy.desktop.cli import images
    from archenemy.desktop.cli.commands import build_parser, subcommand_parsers

    quiet = io.StringIO()
    helps = summaries(build_parser(quiet, quiet)) | summaries(images.build_parser(quiet, quiet), "images ")
    for words, parser in subcommand_parsers(quiet, quiet).items():
        yield words, helps.get(words) or helps.get(words.split()[0], ""), parser


def _description(parser: argparse.ArgumentParser) -> list[str]:
    """The parser's own description, line by line, as roff."""
    if not parser.description:
        return []
    return [".PP", *[escape(line) + "\n.br" for line in parser.description.splitlines() if line.strip()]]


def manpage(version: str, date: str) -> str:
    """The page's roff text for ``version`` dated ``date`` (``YYYY-MM-DD``)."""
    from archenemy.desktop.cli.commands import build_parser

    parser = build_parser()
    found = list(subcommands())
    lines = [
        f'.TH ARCHENEMY 6 "{date}" "archenemy\\-companion {escape(version)}" "Games"',
        ".SH NAME",
        "archenemy, archenemy\\-companion \\- table\\-side companion for Magic's Archenemy variant",
        ".SH SYNOPSIS",
        *[f".nf\n{escape(_usage(p))}\n.fi" for p in [parser, *(sub for _, _, sub in found)]],
        ".SH DESCRIPTION",
        escape(DESCRIPTION),
        ".PP",
        "\\fBarchenemy\\-companion\\fR is the same program under the name the desktop menu entry runs.",
        ".SH OPTIONS",
        *_options(parser),
        ".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nprint the help of the program or of a command, and exit",
        ".SH COMMANDS",
    ]
    for words, summary, sub in found:
        lines += [f".SS {escape(words)}", escape(summary), ".PP", f".nf\n{escape(_usage(sub))}\n.fi"]
        lines += _description(sub)
        lines += list(_options(sub))
    lines.append(".SH EXIT STATUS")
    lines += [f".TP\n{code}\n{escape(text)}" for code, text in EXIT_STATUS]
    lines.append(".SH FILES")
    lines += [f".TP\n\\fI{escape(path)}\\fR\n{escape(text)}" for path, text in FILES]
    lines += [".SH SEE ALSO", "The project's documentation: README.md and docs/ in its source."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Print the page for the installed version (or ``--version``)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--version", help="the version on the page (default: the installed one)")
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    args = parser.parse_args(argv)
    from importlib.metadata import version

    sys.stdout.write(manpage(args.version or version("archenemy-companion"), args.date))
    return 0


if __name__ == "__main__":
    sys.exit(main())
