"""Hostile and damaged save files at the app's start and in ``archenemy replay``.

Never blocked, nothing lost.

The corpus is ``tests/data/damaged_saves`` (its README says what each file
is); docs/reliability.md says what each test proves.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from archenemy.desktop.cli.commands import main
from archenemy.desktop.session import Session
from archenemy.engine.catalogue import load_catalogue

from support.paths import DATA
from support.reliability import strict_replay

CORPUS = DATA / "damaged_saves"


CATALOGUE = load_catalogue()


#: file -> the code a strict read (and replay) gives; None: it loads (a torn tail is fine).
EXPECTED = {
    "small_game.jsonl": None,
    "torn_last_line.jsonl": None,
    # A power cut's NUL bytes after the last whole line: a torn tail
    "nul_tail.jsonl": None,
    # Bytes that are no text after the last newline: a torn tail too
    "garbage_tail.jsonl": None,
    "duplicate_key_action.jsonl": "journal_duplicate_key",
    "duplicate_key_header.jsonl": "journal_duplicate_key",
    "deep_nesting_header.jsonl": "not_a_journal",
    "deep_nesting_action.jsonl": "journal_unreadable_line",
    "long_integer_header.jsonl": "not_a_journal",
    "long_integer_action.jsonl": "journal_unreadable_line",
    "huge_integer_action.jsonl": "journal_bad_value",
    "type_not_string.jsonl": "journal_invalid_action",
    "type_object.jsonl": "journal_invalid_action",
    "surrogate_player_name.jsonl": "journal_bad_value",
    "surrogate_in_action.jsonl": "journal_bad_value",
    "players_wrong_types.jsonl": "header_players",
    "scheme_deck_mixed_types.jsonl": "header_unreadable",
    "header_array.jsonl": "not_a_journal",
    "binary.jsonl": "journal_binary",
    "not_utf8.jsonl": "journal_not_utf8",
    "empty.jsonl": "journal_empty",
    "foreign_json.jsonl": "not_a_journal",
    "newer_version.jsonl": "header_newer_version",
    "bad_line_in_middle.jsonl": "journal_unreadable_line",
    "refused_action.jsonl": "journal_invalid_action",
}


#: Files whose header is good: a non-strict load keeps the lines before the bad one.
RECOVERABLE = {
    "deep_nesting_action.jsonl",
    "long_integer_action.jsonl",
    "huge_integer_action.jsonl",
    "type_not_string.jsonl",
    "type_object.jsonl",
    "surrogate_in_action.jsonl",
    "bad_line_in_middle.jsonl",
    "refused_action.jsonl",
    "duplicate_key_action.jsonl",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_bad_file_never_stops_the_start(name: str, tmp_path: Path, qapp) -> None:
    games = tmp_path / "games"
    games.mkdir()
    original = (CORPUS / name).read_bytes()
    target = games / name
    target.write_bytes(original)
    session = Session(games)
    try:
        # Never raises, whatever the file
        session.resume_or_new()
        assert session.game is not None
        if EXPECTED[name] is None or name in RECOVERABLE:
            # The game goes on in its file
            assert session.path == target
            assert session.read_only is None
            assert strict_replay(target).state == session.state
            if name in RECOVERABLE:
                # The damaged original is kept, byte for byte
                (kept,) = games.glob(f"{name}.damaged-*")
                assert kept.read_bytes() == original
        elif EXPECTED[name] == "header_newer_version":
            # Kept in place for a newer app
            assert target.read_bytes() == original
            assert any(name in n for n in session.notices)
        else:
            assert session.path != target
            assert not target.exists()
            # Set aside, byte for byte
            (kept,) = games.glob(f"{name}.damaged-*")
            assert kept.read_bytes() == original
            assert any(name in n and kept.name in n for n in session.notices)
    finally:
        session.close()


def _run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "archenemy.desktop.cli.commands", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_replay_of_a_damaged_save_exits_cleanly(name: str) -> None:
    out, err = io.StringIO(), io.StringIO()
    status = main(["replay", str(CORPUS / name), "--lang", "en"], out, err)
    assert status == (0 if EXPECTED[name] is None else 1), err.getvalue()
    assert "Traceback" not in err.getvalue() and "internal error" not in err.getvalue()


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_replay_of_dev_zero_exits_2_without_reading_it() -> None:
    result = _run_cli("replay", "/dev/zero", "--lang", "en")
    # Unreadable, as a folder: a device is refused before a byte is read
    assert result.returncode == 2
    assert "it is a device, not a file" in result.stderr and "Traceback" not in result.stderr


def test_a_link_loop_and_a_dangling_link_do_not_block_the_start(tmp_path: Path, qapp) -> None:
    games = tmp_path / "games"
    games.mkdir()
    shutil.copy(CORPUS / "small_game.jsonl", games / "game.jsonl")
    (games / "loop.jsonl").symlink_to(games / "loop.jsonl")
    (games / "dangling.jsonl").symlink_to(games / "nowhere")
    # The oldest: the links sort first if they count
    os.utime(games / "game.jsonl", (1, 1))
    session = Session(games)
    try:
        session.resume_or_new()
        assert session.path == games / "game.jsonl"
        assert any("loop.jsonl" in n for n in session.notices)
        assert any("dangling.jsonl" in n for n in session.notices)
    finally:
        session.close()
