"""Smaller file defects.

A games folder's real trouble, unique backup names, duplicate JSON keys.
"""

from __future__ import annotations

import errno
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from archenemy.desktop.session import Session
from archenemy.desktop.settings import Settings, load_settings
from archenemy.engine.journal import read_journal, recover_file

from support.reliability import CORPUS, app_child_env


def test_a_games_folder_that_is_a_link_loop_is_named_for_what_it_is(tmp_path: Path, qapp) -> None:
    games = tmp_path / "games"
    games.symlink_to(games)
    with pytest.raises(OSError) as caught:
        Session(games).resume_or_new()
    # Not "File exists"
    assert caught.value.errno == errno.ELOOP


def test_a_games_folder_that_is_a_file_is_not_a_directory(tmp_path: Path, qapp) -> None:
    games = tmp_path / "games"
    games.write_text("not a folder")
    with pytest.raises(OSError) as caught:
        Session(games).new_game(rng=random.Random(1))
    assert caught.value.errno == errno.ENOTDIR


@pytest.mark.timeout(60)
def test_the_app_says_why_it_cannot_save_games_and_never_waits_on_a_box(tmp_path: Path) -> None:
    env = app_child_env(tmp_path)
    games = tmp_path / "data" / "archenemy-companion" / "games"
    games.parent.mkdir(parents=True)
    games.symlink_to(games)
    code = "import sys\nfrom archenemy.desktop.app import run_gui\nsys.exit(run_gui('en'))\n"
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=30)
    assert result.returncode == 1
    assert "cannot save games" in result.stderr and "symbolic links" in result.stderr
    assert "File exists" not in result.stderr


def test_backups_made_in_the_same_second_never_replace_each_other(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "20260101-120000")
    path = tmp_path / "game.jsonl"
    first_damage = (CORPUS / "bad_line_in_middle.jsonl").read_bytes()
    path.write_bytes(first_damage)
    first = recover_file(path, read_journal(path, strict=False))
    second_damage = first_damage.replace(b"\n", b"\n\n", 3) + b"garbage\n{}\n"
    path.write_bytes(second_damage)
    second = recover_file(path, read_journal(path, strict=False))
    assert first is not None and second is not None and first != second
    # Both originals kept
    assert first.read_bytes() == first_damage and second.read_bytes() == second_damage


def test_a_bad_file_set_aside_never_replaces_an_earlier_one(tmp_path: Path, monkeypatch, qapp) -> None:
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "20260101-120000" if "%Y" in fmt else fmt)
    games = tmp_path / "games"
    games.mkdir()
    earlier = games / "bad.jsonl.damaged-20260101-120000"
    earlier.write_bytes(b"an earlier copy")
    shutil.copy(CORPUS / "binary.jsonl", games / "bad.jsonl")
    session = Session(games)
    try:
        session.resume_or_new()
        assert earlier.read_bytes() == b"an earlier copy"
        assert (games / "bad.jsonl.damaged-20260101-120000-2").read_bytes() == (CORPUS / "binary.jsonl").read_bytes()
    finally:
        session.close()


def test_duplicate_keys_in_the_settings_are_damage(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"language": "es", "text_scale": 1.5, "language": "en"}', encoding="utf-8")
    # Refused as a whole, as a corrupt file is: never "the last one wins"
    assert load_settings(path) == Settings()
    path.write_text('{"language": "es", "text_scale": 1.5}', encoding="utf-8")
    assert load_settings(path) == Settings(language="es", text_scale=1.5)


def test_duplicate_keys_in_a_journal_line_name_the_line_and_the_key() -> None:
    from archenemy.desktop.texts import error_text
    from archenemy.engine.errors import JournalError

    with pytest.raises(JournalError) as caught:
        read_journal(CORPUS / "duplicate_key_action.jsonl", strict=True)
    assert caught.value.code == "journal_duplicate_key" and caught.value.line == 5
    assert error_text(caught.value) == "line 5: this line gives the key “delta” twice in one object (a damaged line)"
