"""No file in any folder the app or the command line reads can stop or stall it.

See docs/reliability.md.

Each reader of the app meets a FIFO with no writer (an open() or read()
that would wait for ever), a link to ``/dev/zero`` (a read that never ends)
and a folder, where it expects a file: settings, the resume key, the last
set-up, a saved game, its lock file (QLockFile reads it), its resume
snapshot, a saved deck, ``window.ini`` and the lock ``QSettings`` takes to
write it, the theme's cached images, the error log, Game → Open, Recent
games, ``archenemy replay`` and ``archenemy deck check``.  Each must return
within seconds (``finishes``: a reader still waiting is a failure), with
the defaults, a skip or a worded refusal.  Then the real app is started
with every special file in its folders at once, in a subprocess: it must
start, warm its dialogs up, close and exit 0 within 30 s.
"""

from __future__ import annotations

import io
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.cli import deck_check
from archenemy.desktop.cli.commands import main
from archenemy.desktop.session import Session
from archenemy.engine.actions import ChangeLife

from support.reliability import CORPUS, app_child_env, games_with_good_save
from support.special_files import finishes, make_special, special_kinds

KIND_WORDS = {"fifo": "named pipe", "dev_zero": "device", "directory": "folder"}


@pytest.fixture
def games(tmp_path: Path) -> Path:
    return games_with_good_save(tmp_path, "good.jsonl")


@pytest.mark.parametrize("kind", special_kinds())
def test_settings_and_last_set_up(kind: str, qapp) -> None:
    from archenemy.desktop.settings import Settings, load_settings
    from archenemy.desktop.table.dialogs.new_game import last_setup_path, load_last_setup

    config = paths.config_dir()
    for name in ("settings.json", "last-setup.json"):
        make_special(config / name, kind)
    assert finishes(lambda: load_settings(config / "settings.json"), config / "settings.json") == Settings()
    assert finishes(load_last_setup, last_setup_path()) is None


@pytest.mark.parametrize("kind", special_kinds())
def test_a_special_game_file_is_skipped_and_named(kind: str, games: Path, qapp) -> None:
    make_special(games / "newest.jsonl", kind)
    session = Session(games)
    try:
        finishes(session.resume_or_new, games / "newest.jsonl")
        assert session.path == games / "good.jsonl" and session.read_only is None
        assert any("newest.jsonl" in n and KIND_WORDS[kind] in n for n in session.notices), session.notices
    finally:
        session.close()


@pytest.mark.parametrize("kind", special_kinds())
def test_a_special_lock_file_is_never_handed_to_qlockfile(kind: str, games: Path, qapp) -> None:
    """QLockFile reads a lock file it finds: a FIFO there stalled the start for good."""
    lock = games / "good.jsonl.lock"
    make_special(lock, kind)
    session = Session(games)
    try:
        finishes(session.resume_or_new, lock)
        assert session.path == games / "good.jsonl"
        assert session.read_only is not None and "good.jsonl.lock" in session.read_only
        assert KIND_WORDS[kind] in session.read_only
        assert not session.perform(ChangeLife("Hero 1", -1))
        # The user removes what is in the lock's place
        finishes(session.take_over, lock)
        assert session.read_only is None and session.perform(ChangeLife("Hero 1", -1))
    finally:
        session.close()


@pytest.mark.parametrize("kind", special_kinds())
def test_a_special_resume_snapshot_means_a_replay(kind: str, games: Path, qapp) -> None:
    first = Session(games)
    first.resume_or_new()
    # Writes the key and a snapshot
    first.close()
    snapshot = games / "good.jsonl.resume"
    snapshot.unlink()
    make_special(snapshot, kind)
    session = Session(games)
    try:
        finishes(session.resume_or_new, snapshot)
        # Replayed
        assert session.path == games / "good.jsonl" and not session.game.history_pending
    finally:
        session.close()


@pytest.mark.parametrize("kind", special_kinds())
def test_game_open_and_recent_games_refuse_a_special_file(kind: str, games: Path, qapp) -> None:
    from archenemy.desktop.table.dialogs.recent_games import recent_games
    from archenemy.engine.catalogue import load_catalogue

    special = games / "chosen.jsonl"
    make_special(special, kind)
    session = Session(games)
    try:
        with pytest.raises(OSError):
            finishes(lambda: session.open_file(special), special)
        listed = finishes(lambda: recent_games(games, load_catalogue()), special)
        assert [g.path.name for g in listed] == ["good.jsonl"]
    finally:
        session.close()


@pytest.mark.parametrize("kind", special_kinds())
def test_saved_decks_and_a_deck_import_skip_a_special_file(kind: str, qapp) -> None:
    from archenemy.desktop.deck_builder.files import DeckStoreError, decks_dir, list_saved_decks, read_deck_file

    special = decks_dir() / "odd.txt"
    make_special(special, kind)
    (decks_dir() / "mine.txt").write_text("# Mine\n2 Know Evil\n", encoding="utf-8")
    assert [d.name for d in finishes(list_saved_decks, special)] == ["Mine"]
    with pytest.raises(DeckStoreError) as caught:
        finishes(lambda: read_deck_file(special), special)
    assert "odd.txt" in str(caught.value)


@pytest.mark.parametrize("kind", special_kinds())
def test_the_window_geometry_and_the_theme_images_are_not_read_from_a_special_file(kind: str, qapp) -> None:
    from archenemy.desktop.table.window_geometry import geometry_store
    from archenemy.desktop.theme import _arrow_file

    for name in ("window.ini", "window.ini.lock"):
        ini = paths.config_dir() / name
        make_special(ini, kind)
        # QSettings would read it (or its lock) by itself
        assert finishes(geometry_store, ini) is None
        os.rmdir(ini) if ini.is_dir() and not ini.is_symlink() else ini.unlink()
    arrow = paths.data_dir() / "theme" / "arrow-up-112233.png"
    make_special(arrow, kind)
    # The style sheet would load it
    assert finishes(lambda: _arrow_file("#112233", True), arrow) == ""


@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
def test_the_error_log_is_never_waited_on(kind: str, tmp_path: Path) -> None:
    from archenemy.desktop.app import _append_to_log

    log = tmp_path / "error.log"
    make_special(log, kind)
    try:
        finishes(lambda: _append_to_log(log, "boom\n"), log, seconds=5)
    except OSError:
        # A FIFO with no reader: refused at once, which is all a log can do
        pass


@pytest.mark.parametrize("kind", special_kinds())
def test_the_command_line_refuses_a_special_file_at_once(kind: str, tmp_path: Path, qapp) -> None:
    special = tmp_path / "special.jsonl"
    make_special(special, kind)
    out, err = io.StringIO(), io.StringIO()
    assert finishes(lambda: main(["replay", str(special), "--lang", "en"], out, err), special) == 2
    assert KIND_WORDS[kind] in err.getvalue() and "Traceback" not in err.getvalue()
    out, err = io.StringIO(), io.StringIO()
    assert finishes(lambda: deck_check.run([str(special), "--lang", "en"], out, err), special) == 2
    assert KIND_WORDS[kind] in err.getvalue()


# ----- the real app, every special file at once ---------------------------------------------------------------

# Starts the app as its console script does, warms the dialogs up (saved decks, the last set-up), then closes the
# window (its geometry is saved through QSettings) once the loop has run: every file the app reads is read.
_START = """
import sys
from PySide6.QtCore import QTimer
import archenemy.desktop.app as app

warm_up = app.warm_up

def warm_up_then_close(window):
    warm_up(window)
    QTimer.singleShot(0, window.close)

app.warm_up = warm_up_then_close
sys.exit(app.run_gui("en"))
"""


@pytest.mark.timeout(120)
@pytest.mark.parametrize("kind", special_kinds())
def test_the_app_starts_within_30_s_with_a_special_file_everywhere_it_reads(kind: str, tmp_path: Path) -> None:
    env = app_child_env(tmp_path)
    config = tmp_path / "config" / "archenemy-companion"
    data = tmp_path / "data" / "archenemy-companion"
    games = data / "games"
    games.mkdir(parents=True)
    shutil.copy(CORPUS / "small_game.jsonl", games / "good.jsonl")
    # The special game file is newer
    os.utime(games / "good.jsonl", (1, 1))
    specials = [
        config / "settings.json",
        config / "last-setup.json",
        config / "window.ini",
        config / "window.ini.lock",
        games / "newest.jsonl",
        games / "good.jsonl.lock",
        games / "good.jsonl.resume",
        data / "decks" / "odd.txt",
    ]
    for path in specials:
        make_special(path, kind)
    began = time.monotonic()
    try:
        result = subprocess.run([sys.executable, "-c", _START], env=env, capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired as expired:
        # The child is killed: release what it may wait on
        pytest.fail(f"the start took over 30 s with {kind} files: {expired.stderr!r}"[-2000:], pytrace=False)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr
    assert time.monotonic() - began < 30
    # Nothing of the user's removed
    assert all(os.path.lexists(path) for path in specials)
    # The good game was shown (read-only: its lock is unusable)
    assert not list(games.glob("game-*.jsonl"))


def test_a_new_game_never_takes_a_name_whose_lock_is_something_else(tmp_path: Path, monkeypatch, qapp) -> None:
    games = tmp_path / "games"
    games.mkdir()
    monkeypatch.setattr(time, "strftime", lambda fmt, *a: "game-20260101-120000" if "game" in fmt else "x")
    # A FIFO where the first name's lock goes
    os.mkfifo(games / "game-20260101-120000.jsonl.lock")
    session = Session(games)
    try:
        finishes(lambda: session.new_game(rng=random.Random(1)), games / "game-20260101-120000.jsonl.lock")
        assert session.path == games / "game-20260101-120000-2.jsonl" and session.read_only is None
    finally:
        session.close()
