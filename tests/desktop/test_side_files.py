"""A game's lock and resume snapshot where its folder cannot hold them.

Sandboxed (``FLATPAK_ID`` set: the file portal gives the app the chosen
file, never its folder) or in a folder this process cannot write, the side
files live in the app's own data folder (``paths.side_file``); a second copy
on this computer is still refused, and the game folder gets nothing new.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.journal_files import lock_path
from archenemy.desktop.session import Session
from archenemy.engine.actions import ChangeLife

from support.reliability import games_with_good_save, strict_replay

APP_ID = "io.github.archenemy_companion.ArchenemyCompanion"


@pytest.fixture
def games(tmp_path: Path) -> Path:
    return games_with_good_save(tmp_path, "game.jsonl")


@pytest.fixture
def sandboxed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FLATPAK_ID", APP_ID)


@pytest.fixture
def read_only_folder(games: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """``games`` without write permission, as an unprivileged user sees it.

    Root may write anywhere: there ``os.access`` is made to answer from the
    mode bits, as it does for any other user.
    """
    games.chmod(0o555)
    if os.geteuid() == 0:
        real = os.access

        def by_mode(path: object, mode: int, *args: object, **kwargs: object) -> bool:
            if mode & os.W_OK and not stat.S_IMODE(os.stat(path).st_mode) & stat.S_IWUSR:  # type: ignore[arg-type]
                return False
            return real(path, mode, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(os, "access", by_mode)
    yield games
    games.chmod(0o755)


def test_side_files_stay_beside_a_game_in_a_writable_folder(games: Path) -> None:
    assert paths.side_file(games / "game.jsonl", ".lock") == games / "game.jsonl.lock"
    assert paths.resume_file(games / "game.jsonl") == games / "game.jsonl.resume"


def test_sandboxed_side_files_live_in_the_apps_data_folder(games: Path, tmp_path: Path, sandboxed: None) -> None:
    here, there = games / "game.jsonl", tmp_path / "elsewhere" / "game.jsonl"
    lock = paths.side_file(here, ".lock")
    assert lock.parent == paths.side_files_dir() and lock.name.startswith("game.jsonl-")
    assert lock.name.endswith(".lock") and paths.resume_file(here).name == lock.name.replace(".lock", ".resume")
    # Two games of one name in two folders never share a lock
    assert paths.side_file(there, ".lock") != lock
    # The app's own games folder is the sandbox's: side files stay beside its games
    own = paths.games_dir() / "game.jsonl"
    assert paths.side_file(own, ".lock") == Path(str(own) + ".lock")


def _played_apart(games: Path) -> None:
    """Open ``games/game.jsonl``, play one action, close; side files apart."""
    game = games / "game.jsonl"
    before = sorted(p.name for p in games.iterdir())
    session = Session(games)
    session.open_file(game)
    try:
        assert session.read_only is None
        held = lock_path(game)
        assert held.parent == paths.side_files_dir() and held.is_file()
        # A second copy on this computer is still refused
        second = Session(games)
        second.open_file(game)
        try:
            assert second.read_only is not None and "another copy" in second.read_only
        finally:
            second.close()
        assert session.perform(ChangeLife("Hero 1", -2))
        assert strict_replay(game).state == session.state
    finally:
        session.close()
    assert paths.resume_file(game).parent == paths.side_files_dir()
    assert paths.resume_file(game).is_file()
    assert not lock_path(game).exists()
    # Nothing new beside the game
    assert sorted(p.name for p in games.iterdir()) == before


def test_a_sandboxed_game_keeps_its_lock_and_snapshot_in_the_apps_folder(games: Path, sandboxed: None, qapp) -> None:
    _played_apart(games)


def test_a_game_in_a_read_only_folder_is_played_with_its_side_files_apart(read_only_folder: Path, qapp) -> None:
    _played_apart(read_only_folder)


def test_a_read_only_game_in_a_read_only_folder_is_still_shown_read_only(read_only_folder: Path, qapp) -> None:
    game = read_only_folder / "game.jsonl"
    game.chmod(0o444)
    session = Session(read_only_folder)
    session.open_file(game)
    try:
        assert session.read_only is not None and "read-only" in session.read_only
        assert not lock_path(game).exists()
    finally:
        session.close()
        game.chmod(0o644)
