"""The manual page ``archenemy(6)``, generated from the command line's own argparse parsers.

    python packaging/linux/make_manpage.py [--version V] [--date YYYY-MM-DD] > archenemy.6

Every subcommand (``schemes``, ``deck check``, ``replay``, ``open``) and every option of each comes from
the parsers the program itself uses (``archenemy.desktop.cli.commands.build_parser`` and ``deck check``'s
own in ``deck_check``), in English, so the page cannot drift from ``--help``.  The output is roff for
``man`` (the ``an`` macros); ``tests/repo/test_packaging_linux.py`` renders it with ``groff -ww`` and checks that
every option is on it.  ``build_linux.py`` installs it as ``/usr/share/man/man6/archenemy.6.gz`` with
``archenemy-companion.6.gz`` linking to it.
"""

from __future__ import annotations

import argparse
import datetime
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
    ("0", "success (deck check: a legal deck, warnings allowed)"),
    ("1", "a saved game or deck list that is not valid (deck check: a deck that is not legal or empty)"),
    ("2", "bad arguments, or a file that cannot be read"),
]
FILES = [
    ("$XDG_DATA_HOME/archenemy-companion/games/", "saved games, one journal (.jsonl) per game"),
    ("$XDG_CONFIG_HOME/archenemy-companion/", "settings"),
    ("/usr/lib/archenemy-companion/licenses/", "the licences of the bundled third-party software"),
]


def escape(text: str) -> str:
    """``text`` safe in a roff line: backslashes, hyphens (``\\-``), a leading dot or quote, and any
    character outside ASCII as a ``\\[uXXXX]`` escape (the page's encoding is then irrelevant)."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    text = "".join(c if ord(c) < 128 else f"\\[u{ord(c):04X}]" for c in text)
    return "\\&" + text if text[:1] in {".", "'"} else text


def _usage(parser: argparse.ArgumentParser) -> str:
    return " ".join(parser.format_usage().removeprefix("usage:").split())


def _options(parser: argparse.ArgumentParser) -> Iterator[str]:
    """``.TP`` entries for every argument of ``parser`` but ``--help`` (said once, for all)."""
    for action in parser._actions:  # noqa: SLF001 (argparse has no public list of its arguments)
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


def _subcommands(parser: argparse.ArgumentParser) -> Iterator[tuple[str, str, argparse.ArgumentParser]]:
    """``(name, help, parser)`` of every subcommand, ``deck`` replaced by ``deck check``'s own parser."""
    from archenemy.desktop.cli.deck_check import _build_parser

    for action in parser._actions:  # noqa: SLF001
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}  # noqa: SLF001
            for name, sub in action.choices.items():
                if name == "deck":
                    yield "deck check", helps[name], _build_parser(sys.stdout, sys.stderr)
                else:
                    yield name, helps[name], sub


def manpage(version: str, date: str) -> str:
    """The page's roff text for ``version`` dated ``date`` (``YYYY-MM-DD``)."""
    from archenemy.desktop.cli.commands import build_parser

    parser = build_parser()
    subcommands = list(_subcommands(parser))
    lines = [
        f'.TH ARCHENEMY 6 "{date}" "archenemy\\-companion {escape(version)}" "Games"',
        ".SH NAME",
        "archenemy, archenemy\\-companion \\- table\\-side companion for Magic's Archenemy variant",
        ".SH SYNOPSIS",
        *[f".nf\n{escape(_usage(p))}\n.fi" for p in [parser, *(sub for _, _, sub in subcommands)]],
        ".SH DESCRIPTION",
        escape(DESCRIPTION),
        ".PP",
        "\\fBarchenemy\\-companion\\fR is the same program under the name the desktop menu entry runs.",
        ".SH OPTIONS",
        *_options(parser),
        ".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nprint the help of the program or of a command, and exit",
        ".SH COMMANDS",
    ]
    for name, summary, sub in subcommands:
        lines += [f".SS {escape(name)}", escape(summary), ".PP", f".nf\n{escape(_usage(sub))}\n.fi"]
        if sub.description and name == "deck check":
            lines += [".PP", *[escape(line) + "\n.br" for line in sub.description.splitlines()]]
        lines += list(_options(sub))
    lines.append(".SH EXIT STATUS")
    lines += [f".TP\n{code}\n{escape(text)}" for code, text in EXIT_STATUS]
    lines.append(".SH FILES")
    lines += [f".TP\n\\fI{escape(path)}\\fR\n{escape(text)}" for path, text in FILES]
    lines += [".SH SEE ALSO", "The project's documentation: README.md and docs/ in its source."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--version", help="the version on the page (default: the installed one)")
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    args = parser.parse_args(argv)
    from importlib.metadata import version

    sys.stdout.write(manpage(args.version or version("archenemy-companion"), args.date))
    return 0


if __name__ == "__main__":
    sys.exit(main())
