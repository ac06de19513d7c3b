"""``archenemy history`` and ``archenemy stats``.

The finished games and their statistics, for people and scripts.

Usage (``argv`` of :func:`run` is what follows the command's name)::

    archenemy history [--json | --csv] [--rebuild] [--lang en|es]
    archenemy stats [--json] [--player NAME] [--lang en|es]

Both read the games folder of the data folder the app uses (platformdirs,
so the ``XDG_*`` variables are respected) through the history index
(:mod:`archenemy.desktop.history.index`: brought up to date first, rebuilt
when missing, damaged or of an older schema, or with ``--rebuild``); they never
write a journal.  When the index cannot be used (another copy of the app
holds it past its busy timeout, a read-only folder) they work from the
journals in memory: the answer is the same.

``history`` lists the finished games, newest first; a journal that cannot be
read is skipped with one line on standard error.  ``--json`` prints one JSON
array, ``--csv`` a CSV table; the shapes are in ``docs/history.md`` (a stable
contract).  ``stats`` prints the statistics (``--json``: one object);
``--player NAME`` keeps only NAME's games, record, decks and schemes.

Exit status: 0; 2 for wrong arguments (a one-line message, never a traceback).
Words follow ``--lang``, else the saved setting, else the system's, as for the
window.
"""

from __future__ import annotations

import argparse
import io
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.planar_story import PlanarStory
from ...engine.planes import Plane
from .. import paths
from ..history.index import HistoryBusyError, HistoryIndex
from ..history.listing import Listed
from ..history.pool import Progress, default_workers
from ..history.reading import error_of
from ..history.stats import Statistics, compute_statistics
from ..qm import install_plain
from ..texts import INSTALLED, Words, fill
from ..texts.history import GameLines, deck_title, skipped_text
from ..texts.numbers import decimal_text, integer_text
from ..texts.players import default_name_kind
from .arguments import (
    ExitRequestError,
    Parser,
    UsageError,
    json_text,
    language_option,
    new_parser,
    shown_lines,
    shown_path,
    write_line,
    write_text,
)

__all__ = ["build_parser", "configure", "open_index", "run"]

# The installed language's words (history and stats install theirs without Qt: qm.install_plain).
_tr = INSTALLED.tr


def configure(command: str, parser: Parser) -> Parser:
    """Add ``history``'s or ``stats``' (``command``) arguments to ``parser``.

    Returns it.
    """
    if command == "history":
        formats = parser.add_mutually_exclusive_group()
        formats.add_argument("--json", action="store_true", help=_tr("Cli", "print a JSON array"))
        formats.add_argument("--csv", action="store_true", help=_tr("History", "print CSV"))
        formats.add_argument(
            "--sync",
            action="store_true",
            help=_tr("History", "only bring the history index up to date with the saved games; print nothing"),
        )
        parser.add_argument(
            "--rebuild",
            action="store_true",
            help=_tr("History", "build the history index again from the saved games"),
        )
        parser.add_argument(
            "--progress",
            action="store_true",
            help=_tr("History", "with --sync: print how many saved games were read, a line at a time"),
        )
    else:
        parser.add_argument("--json", action="store_true", help=_tr("Cli", "print one JSON object"))
        parser.add_argument("--player", metavar="NAME", help=_tr("History", "only this player's games"))
    parser.add_argument("--lang", metavar="LANG", help=_tr("Cli", "language: en or es"))
    return parser


def build_parser(command: str, out: TextIO, err: TextIO) -> Parser:
    """The parser of ``archenemy history`` or ``archenemy stats`` (``command``)."""
    if command == "history":
        description = _tr("History", "The finished games, newest first.")
    else:
        description = _tr("History", "Statistics of the finished games.")
    return configure(command, new_parser(out, err, f"archenemy {command}", description=description))


def open_index(
    games_dir: Path,
    catalogue: Catalogue | None,
    *,
    rebuild: bool = False,
    workers: int = 1,
    progress: Progress | None = None,
    full_check: bool = True,
) -> HistoryIndex:
    """The history index of ``games_dir``, up to date (rebuilt when asked).

    In memory when the file is busy.  ``workers``, ``progress`` and
    ``full_check`` as :class:`~archenemy.desktop.history.index.HistoryIndex`'s.
    """
    try:
        index = HistoryIndex(games_dir, catalogue=catalogue, workers=workers, progress=progress, full_check=full_check)
        try:
            if rebuild and not index.rebuilt:
                index.rebuild()
            index.sync()
        except BaseException:
            index.close()
            raise
        return index
    except HistoryBusyError:
        return HistoryIndex(games_dir, catalogue=catalogue, memory=True, workers=workers, progress=progress)


def run(command: str, argv: list[str], out: TextIO, err: TextIO) -> int:
    """Run ``archenemy history`` or ``archenemy stats`` (``command``) with ``argv``.

    Returns the exit status.
    """
    try:
        args = build_parser(command, out, err).parse_args(argv)
        language = language_option(args.lang)
    except argparse.ArgumentError as exc:
        write_line(err, f"archenemy {command}: {exc}")
        return 2
    except UsageError as exc:
        write_line(err, str(exc))
        return 2
    except ExitRequestError as exc:
        return exc.status
    install_plain(language)
    # The game list names no card: the catalogue is loaded only for the statistics (and a journal to read).
    catalogue = load_catalogue(language) if command == "stats" else None
    words = Words.of(language)
    _tr = words.tr
    sync = getattr(args, "sync", False)
    # The app's background child leaves the other cores to the table; a command asked for uses them all.
    workers = 1 if sync else default_workers()
    progress = _progress_lines(out) if sync and args.progress else None
    # A command that only reads leaves the file's full check to its first write (and to the app's background
    # child, which runs it: --sync).
    with open_index(
        paths.games_dir(),
        catalogue,
        rebuild=getattr(args, "rebuild", False),
        workers=workers,
        progress=progress,
        full_check=sync,
    ) as index:
        if sync:
            # What the Statistics window asks of a child process: the file is up to date (0) or not kept (1).
            return 1 if index.in_memory else 0
        for skipped in index.skipped():
            reason = skipped_text(skipped.why.reason, skipped.why.detail, error_of(skipped.why), words)
            line = fill(_tr("History", "skipped %1: %2"), shown_path(skipped.file), reason)
            write_line(err, f"archenemy {command}: {line}")
        if command == "history":
            if not args.json and not args.csv:
                # Two lines a game: only the columns they need, no story.
                return _print_listing(index.listing(), out, words)
            # Neither shape reads the life lines.
            return _print_history(index.games(life=False), args, out, words)
        if args.player is None:
            # Counted by the index itself (its tallies): no story is read.
            stats = index.statistics()
        else:
            stats = compute_statistics((g.story for g in index.games(life=False)), args.player)
    assert catalogue is not None
    if args.json:
        from ..history.export import stats_json

        write_text(out, json_text(stats_json(stats, catalogue)))
    else:
        _print_stats(stats, catalogue, args.player, out, words)
    return 0


def _progress_lines(out: TextIO) -> Progress:
    """Progress as ``--sync --progress`` prints it: ``READ TOTAL`` lines, flushed.

    At most one line per percent of the journals, and the last one.
    """
    shown = [-1]

    def report(done: int, total: int) -> None:
        step = done * 100 // max(total, 1)
        if step != shown[0] or done == total:
            shown[0] = step
            out.write(f"{done} {total}\n")
            out.flush()

    return report


def _print_listing(games: list[Listed], out: TextIO, words: Words) -> int:
    """The games for people: two lines each, every line's controls escaped.

    Written at once (one write of the whole text).
    """
    _tr = words.tr
    if not games:
        write_line(out, _tr("History", "No finished games yet."))
        return 0
    lines = []
    # Each template translated and split once for the whole list.
    worded = GameLines(words)
    summary, players = worded.summary, worded.players
    planar = _PlanarLines(words)
    for game in games:
        lines.append(f"{_minute(game.started)}  {summary(game)}")
        lines.append(f"    {players(game)}")
        if game.planar is not None:
            lines.extend(f"    {line}" for line in planar.lines(game.planar))
    lines.append("")
    write_text(out, shown_lines(lines))
    return 0


class _PlanarLines:
    """A game's planes visited and phenomena encountered, named in one language.

    "Planes visited: Naar Isle, Akoum" and, if any, "Phenomena encountered:
    Reality Shaping" (312.5); the catalogue read on the first game with planes.
    """

    def __init__(self, words: Words) -> None:
        self._words = words
        self._names: Mapping[str, Plane] | None = None

    def lines(self, planar: PlanarStory) -> list[str]:
        """The lines of ``planar`` (no line for an empty list)."""
        _tr = self._words.tr
        if self._names is None:
            from ...engine.planes import load_planes

            self._names = load_planes(self._words.language or "en")
        names = self._names
        found = []
        for template, cards in (
            (_tr("History", "Planes visited: %1"), planar.planes_visited),
            (_tr("History", "Phenomena encountered: %1"), planar.phenomena_encountered),
        ):
            if cards:
                found.append(fill(template, ", ".join(names[c].name if c in names else c for c in cards)))
        return found


def _minute(moment: datetime) -> str:
    """``moment`` as ``strftime("%Y-%m-%d %H:%M")`` writes it.

    A tenth of strftime's time for a year of four digits.
    """
    if moment.year < 1000:
        return moment.strftime("%Y-%m-%d %H:%M")
    # isoformat's first 16 characters (its offset after them), written in C.
    return moment.isoformat(" ", "minutes")[:16]


def _print_history(games: list[Any], args: argparse.Namespace, out: TextIO, words: Words) -> int:
    """The games as ``--json`` or ``--csv``."""
    if args.json:
        from ..history.export import game_json

        write_text(out, json_text([game_json(g) for g in games]))
        return 0
    if args.csv:
        from ..history.export import write_history_csv

        table = io.StringIO()
        write_history_csv(games, table)
        write_text(out, table.getvalue())
    return 0


def _print_stats(stats: Statistics, catalogue: Catalogue, player: str | None, out: TextIO, words: Words) -> None:
    """The statistics for people, a line at a time.

    Names' control characters escaped.
    """
    _tr = words.tr
    if not stats.games:
        message = fill(_tr("History", "No finished game with %1."), player) if player else None
        write_line(out, message or _tr("History", "No finished games yet."))
        return
    line = fill(_tr("History", "Finished games: %1"), stats.games)
    if stats.draws:
        line += " · " + fill(_tr("History", "draws: %1"), stats.draws)
    write_line(out, line)
    if stats.archenemy_games:
        line = _tr("History", "The archenemy won %1 of %2 games (Supervillain Rumble aside).")
        write_line(out, fill(line, stats.archenemy_wins, stats.archenemy_games))
    write_line(out, "")
    write_line(out, _tr("History", "Players"))
    # "Hero 2" is a seat, not a person: left out as the Statistics window leaves it out.
    for record in (r for r in stats.players if default_name_kind(r.name) is None):
        t = record.total
        if not t.games_as_archenemy and not t.games_as_hero:
            # Planechase alone only: neither archenemy nor hero.
            write_line(out, "  " + fill(_tr("History", "%1 · games %2, wins %3"), t.name, t.games, t.wins))
            continue
        row = fill(
            _tr("History", "%1 · games %2, wins %3 · as the archenemy %4 of %5 · as a hero %6 of %7"),
            t.name,
            t.games,
            t.wins,
            t.wins_as_archenemy,
            t.games_as_archenemy,
            t.wins_as_hero,
            t.games_as_hero,
        )
        write_line(out, f"  {row}")
    if stats.decks:
        write_line(out, "")
        write_line(out, _tr("History", "Scheme decks: the archenemy's wins"))
        for deck in stats.decks:
            title = deck_title(deck.key, deck.name, deck.cards, catalogue, words)
            row = fill(_tr("History", "%1: %2 of %3 (%4%)"), title, deck.wins, deck.games, round(100 * deck.win_rate))
            write_line(out, f"  {row}")
    _print_schemes(stats, catalogue, out, words)
    _print_planes(stats, out, words)
    length = stats.length
    if length.turns.median is not None:
        line = fill(
            _tr("History", "Length: %1 turns on average (median %2)"),
            _number(length.turns.mean, words.language),
            _number(length.turns.median, words.language),
        )
        if length.minutes.median is not None:
            line += fill(
                _tr("History", "; %1 minutes (median %2)"),
                _number(length.minutes.mean, words.language),
                _number(length.minutes.median, words.language),
            )
        write_line(out, "")
        write_line(out, line)


# The most visited planes `archenemy stats` lists.
MOST_VISITED = 10


def _print_planes(stats: Statistics, out: TextIO, words: Words) -> None:
    """The games with planes: rolls and planeswalks per game, the most visited planes."""
    _tr = words.tr
    planar = stats.planar
    if not planar.games:
        return
    write_line(out, "")
    line = fill(
        _tr("History", "Games with planes: %1 · rolls per game %2 (median %3) · planeswalks per game %4 · chaos %5"),
        planar.games,
        _number(planar.rolls.mean, words.language),
        _number(planar.rolls.median, words.language),
        _number(planar.planeswalks.mean, words.language),
        planar.chaos,
    )
    write_line(out, line)
    if not planar.planes:
        return
    write_line(out, _tr("History", "Most visited planes"))
    from ...engine.planes import load_planes

    names = load_planes(words.language or "en")
    for plane in planar.planes[:MOST_VISITED]:
        name = names[plane.id].name if plane.id in names else plane.id
        write_line(out, f"  {History(words).visited(name, plane.visits, plane.games)}")


class History:
    """The plural words of ``History`` in ``words``' language, Qt-free.

    ``lupdate`` reads a plural (``%n``) only in a ``tr(source, "", n)`` call,
    its context the class it is in: this class is named for that context.
    """

    # The Qt context of these words (the class's name, as lupdate takes it)
    CONTEXT = "History"

    def __init__(self, words: Words) -> None:
        self._words = words

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``source`` in the ``History`` context; ``%n`` is ``n``, in its plural form."""
        return self._words.tr(self.CONTEXT, source, disambiguation, n)

    def visited(self, name: str, times: int, games: int) -> str:
        """A plane's line: "Akoum: 3 times, in 2 games" ("1 time, in 1 game")."""
        return fill(self.tr("%1: %2, %3"), name, self.tr("%n time(s)", "", times), self.tr("in %n game(s)", "", games))


def _print_schemes(stats: Statistics, catalogue: Catalogue, out: TextIO, words: Words) -> None:
    _tr = words.tr
    if not stats.schemes:
        return
    write_line(out, "")
    write_line(out, _tr("History", "Schemes set in motion"))
    for scheme in stats.schemes:
        name = catalogue[scheme.id].name if scheme.id in catalogue else scheme.id
        row = fill(_tr("History", "%1: %2"), name, scheme.set_in_motion)
        if scheme.median_turns is not None:
            row += " · " + fill(
                _tr("History", "abandoned %1 times, after %2 turns face up (median)"),
                scheme.abandoned,
                _number(scheme.median_turns, words.language),
            )
        write_line(out, f"  {row}")


def _number(value: float | None, language: str | None = "en") -> str:
    """``value`` with one decimal at most, as ``language`` writes it.

    ``11``, ``11.5``; Spanish ``11,5``; ``""`` for ``None``.
    """
    if value is None:
        return ""
    return integer_text(round(value), language) if abs(value - round(value)) < 0.05 else decimal_text(value, language)
