"""Where the app keeps its files: platformdirs' directories.

The directories of ``archenemy-companion``.

No path is hard-coded; tests point platformdirs at a temporary directory by
setting ``XDG_*`` variables.

A game's side files (its lock, ``<game>.lock``, and its resume snapshot,
``<game>.resume``) live beside it, except where they cannot
(:func:`side_file`): in a sandbox (``FLATPAK_ID`` set: the file portal hands
the app the chosen file alone, never its folder) for a game outside the app's
own data folder, and for a game whose folder is not writable.  They then live
in :func:`side_files_dir`, named after the game and a hash of its path; see
docs/packaging.md for what that leaves of the protection against a second
computer.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "archenemy-companion"


def data_dir() -> Path:
    """The user data directory (saved games, custom decks)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def games_dir() -> Path:
    """Where game journals (``*.jsonl``) live."""
    return data_dir() / "games"


def config_dir() -> Path:
    """The user config directory (settings)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """The user cache directory: derived files the app can fetch or rebuild again.

    The card images.
    """
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def card_images_dir() -> Path:
    """Where the card images from Scryfall and their card data are cached.

    See :mod:`archenemy.desktop.card_images`.
    """
    return cache_dir() / "card-images"


def side_files_dir() -> Path:
    """Where side files live when they cannot live beside their game."""
    return data_dir() / "side-files"


def side_files_apart(game: Path) -> bool:
    """True if the game file ``game`` keeps its side files apart.

    In :func:`side_files_dir`.

    Sandboxed (``FLATPAK_ID``) for a game outside :func:`data_dir`, or a
    game whose folder this process cannot write.
    """
    folder = Path(os.path.abspath(game)).parent
    if os.environ.get("FLATPAK_ID") and not folder.is_relative_to(os.path.abspath(data_dir())):
        return True
    return folder.is_dir() and not os.access(folder, os.W_OK)


def side_file(game: Path, suffix: str) -> Path:
    """The side file ``suffix`` (``.lock``, ``.resume``) of the game file ``game``.

    Beside the game (``<game><suffix>``), or in :func:`side_files_dir` as
    ``<game name>-<16 hex digits of its path's SHA-256><suffix>`` when
    :func:`side_files_apart`: two games of one name in two folders never
    share one.
    """
    if not side_files_apart(game):
        return Path(str(game) + suffix)
    # Here: hashlib loads OpenSSL, which the first paint of a game beside its files does not need.
    import hashlib

    digest = hashlib.sha256(os.fsencode(os.path.abspath(game))).hexdigest()[:16]
    return side_files_dir() / f"{Path(game).name}-{digest}{suffix}"


def resume_file(journal: Path) -> Path:
    """The resume snapshot of the game file ``journal``.

    :func:`side_file` ``.resume``.

    Beside it, ``<journal>.resume`` as
    :func:`~archenemy.engine.snapshot.snapshot_path` names it, unless its
    side files live apart.
    """
    return side_file(journal, ".resume")
