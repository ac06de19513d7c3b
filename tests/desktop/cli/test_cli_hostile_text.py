"""The command line shows hostile text as text.

And says plainly when its output cannot be written.

A player named with a terminal escape or a newline is printed escaped by
``history``, ``stats`` and ``replay`` (no retitled terminal, no forged line);
a CSV cell a spreadsheet would run as a formula is neutralised; standard
output on a full disk is one line on standard error and the status 1.
"""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.cli import arguments, commands, main
from archenemy.engine.actions import Rename

from support.games import CATALOGUE
from support.history import finished_game, write_game

ESCAPE = "Zed\x1b]0;pwned\x07"
FORGED = "Amy\n2025-01-01 00:00  Archenemy won"


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def _game_with_names(*names: str):
    """A finished game whose heroes were renamed ``names``.

    A rename is checked as set-up names are.
    """
    from archenemy.engine.game import Game

    from support.history import finish, start_of

    game = Game(start_of(("Archenemy", *[f"Hero {n}" for n in range(1, len(names) + 1)])), CATALOGUE)
    for number, name in enumerate(names, 1):
        game.do(Rename(f"Hero {number}", name))
    finish(game)
    return game


@pytest.fixture
def hostile(isolated_user_dirs) -> Path:
    games = paths.games_dir()
    games.mkdir(parents=True)
    return write_game(games, "hostile.jsonl", _game_with_names(ESCAPE, FORGED, '=HYPERLINK("http://x")', "-2+3"))


def _no_controls(text: str) -> None:
    lines = text.splitlines()
    assert all(not any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 for c in line) for line in lines), lines
    assert not any(line.startswith("2025-01-01 00:00  Archenemy won") for line in lines)


@pytest.mark.parametrize("command", [("history",), ("stats",), ("stats", "--player", ESCAPE)])
def test_history_and_stats_print_names_with_their_controls_escaped(hostile: Path, command) -> None:
    code, out, err = run(*command)
    assert code == 0, err
    _no_controls(out)
    assert arguments.shown(ESCAPE) in out and "Zed\\x1b]0;pwned\\x07" in out
    if "--player" not in command:
        assert "Amy\\n2025-01-01 00:00  Archenemy won" in out


def test_replay_prints_names_with_their_controls_escaped(hostile: Path) -> None:
    code, out, err = run("replay", str(hostile))
    assert code == 0, err
    _no_controls(out)
    assert "Zed\\x1b]0;pwned\\x07" in out


def test_a_file_name_with_controls_is_escaped_in_the_error_line(isolated_user_dirs, tmp_path: Path) -> None:
    path = tmp_path / "evil\x1b]0;x\x07\nforged.jsonl"
    path.write_bytes(b"\x00 not a journal")
    code, _, err = run("replay", str(path))
    assert code == 1
    assert err.count("\n") == 1 and "\x1b" not in err and "evil\\x1b]0;x\\x07\\nforged.jsonl" in err


def test_the_json_output_keeps_every_name_exactly(hostile: Path) -> None:
    import json

    code, out, _ = run("history", "--json")
    assert code == 0
    (game,) = json.loads(out)
    assert [p["name"] for p in game["players"]][1:3] == [ESCAPE, FORGED]


def test_csv_cells_a_spreadsheet_would_run_are_neutralised(hostile: Path) -> None:
    code, out, _ = run("history", "--csv")
    assert code == 0
    (header, row) = list(csv.reader(io.StringIO(out)))
    cells = dict(zip(header, row, strict=True))
    for column in ("players", "heroes", "archenemies", "winners"):
        assert not cells[column].startswith(("=", "+", "-", "@"))
    heroes = cells["heroes"].split("; ")
    assert heroes[2] == '=HYPERLINK("http://x")' and cells["heroes"].startswith(ESCAPE)
    games = paths.games_dir()
    write_game(games, "b.jsonl", _game_with_names("=1+1", "@SUM(A1)", "-5", "+5"))
    code, out, _ = run("history", "--csv")
    rows = {r[0]: r for r in csv.reader(io.StringIO(out))}
    row = rows[str(games / "b.jsonl")]
    assert row[header.index("heroes")] == "'=1+1; @SUM(A1); -5; +5"
    assert row[header.index("winners")] == "'=1+1; @SUM(A1); -5; +5"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full on this system")
@pytest.mark.parametrize(
    "command", [["history"], ["history", "--json"], ["stats"], ["schemes"], ["schemes", "--json"], ["planes"]]
)
def test_a_full_standard_output_is_one_line_on_stderr_and_status_one(isolated_user_dirs, command) -> None:
    games = paths.games_dir()
    games.mkdir(parents=True)
    for number in range(40):
        write_game(games, f"g{number}.jsonl", finished_game())
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-c", "import sys; from archenemy.desktop.cli import main; sys.exit(main())", *command],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            timeout=120,
        )
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "could not be written" in lines[0], done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr


def test_a_file_after_double_dash_is_opened_even_when_it_looks_like_an_option() -> None:
    assert commands.with_open_command(["--", "-odd.jsonl"]) == ["open", "--", "-odd.jsonl"]
    assert commands.with_open_command(["--lang", "es", "--", "-odd.jsonl"]) == [
        "--lang",
        "es",
        "open",
        "--",
        "-odd.jsonl",
    ]
    from archenemy.desktop.cli.commands import build_parser

    args, extra = build_parser().parse_known_args(["open", "--", "-odd.jsonl"])
    assert (args.command, str(args.file), extra) == ("open", "-odd.jsonl", [])


def test_every_subcommand_has_one_real_parser_reachable_from_one_function() -> None:
    parsers = commands.subcommand_parsers(io.StringIO(), io.StringIO())
    assert set(parsers) == {
        "schemes", "planes", "deck check", "replay", "open", "history", "stats", "images fetch", "images status",
    }  # fmt: skip
    options = {name: {o for a in p._actions for o in a.option_strings} for name, p in parsers.items()}  # noqa: SLF001
    assert {"--json", "--csv", "--rebuild", "--lang"} <= options["history"]
    assert {"--player"} <= options["stats"] and {"--all"} <= options["images fetch"]
    assert {"--variant"} <= options["deck check"] and {"--json"} <= options["images status"]
    assert parsers["images fetch"].prog == "archenemy images fetch"


@pytest.mark.parametrize(
    "lines",
    [
        ["plain", "    Ana, Ben", ""],
        ["Zed\x1b]0;pwned\x07", "two\nlines", ""],
        ["a\u2028b", "", "c\x85"],
        [""],
    ],
)
def test_lines_shown_at_once_are_each_line_shown(lines: list[str]) -> None:
    """The game list's text, looked at once, escapes what each line's escaping did."""
    assert arguments.shown_lines(lines) == "\n".join(arguments.shown(line) for line in lines)
