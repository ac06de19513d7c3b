"""``archenemy history`` and ``stats`` load no Qt, nor the rules once warm.

Run as a player runs them, each in a process of its own: their words come
from the catalogues read without Qt (``desktop/qm.py``, checked against
QTranslator in ``tests/desktop/test_qm.py``), their numbers are written as
QLocale writes them (``texts/numbers.py``), and a sync that finds nothing
changed replays no journal.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from support.history import finished_game, write_game

# What the child prints after the command's own output: the modules it loaded that it must not.
PROBE = (
    "import io, json, sys\n"
    "from archenemy.desktop.cli import main\n"
    "out = io.StringIO()\n"
    "status = main(sys.argv[1:], out=out)\n"
    "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')"
    " or m in ('archenemy.engine.rules', 'archenemy.engine.game', 'archenemy.desktop.i18n'))\n"
    "print(json.dumps({'status': status, 'out': out.getvalue(), 'loaded': loaded}))\n"
)


def _run(env: dict[str, str], *args: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args], env=env, capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    found = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_"))}
    found.update(XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c"), HOME=str(tmp_path))
    found.update(LANGUAGE="en", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    games = tmp_path / "d" / "archenemy-companion" / "games"
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game(("Ana", "Ben", "Cat"), steps=14, winner="Ana"))
    write_game(games, "b.jsonl", finished_game(("Ben", "Ana"), steps=9))
    return found


@pytest.mark.parametrize(
    "args",
    [
        ("history",),
        ("stats",),
        ("stats", "--lang", "es"),
        ("--lang", "es", "history"),
        ("stats", "--player", "ana"),
        ("history", "--json"),
        ("history", "--csv"),
        ("stats", "--json"),
        ("history", "--help"),
    ],
)
def test_the_history_commands_load_no_qt(env: dict[str, str], args: tuple[str, ...]) -> None:
    # The first run builds the index (and replays the journals); the second finds it warm.
    first = _run(env, *args)
    second = _run(env, *args)
    assert second["status"] == first["status"] == 0
    assert second["out"] == first["out"] and second["out"].strip()
    assert not [m for m in first["loaded"] if m.startswith(("PySide6", "shiboken6"))]
    assert second["loaded"] == []


def test_a_game_s_minute_is_written_as_strftime_writes_it() -> None:
    from datetime import UTC, datetime, timedelta, timezone

    from archenemy.desktop.cli.history import _minute

    zones = (None, UTC, timezone(timedelta(hours=-3, minutes=-30)), timezone(timedelta(hours=14)))
    moments = [
        datetime(year, 1 + year % 12, 1 + year % 28, year % 24, year % 60, 59, 999_999)
        for year in (1, 999, 1000, 2026, 9999)
    ]
    for moment in moments:
        for zone in zones:
            dated = moment.replace(tzinfo=zone)
            assert _minute(dated) == dated.strftime("%Y-%m-%d %H:%M")
