"""Where the app keeps its files: platformdirs' directories.

The directories of ``archenemy-companion``.

No path is hard-coded; tests point platformdirs at a temporary directory by
setting ``XDG_*`` variables.
"""

from __future__ import annotations

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


def snapshot_key_file() -> Path:
    """The file holding this machine's key for resume snapshots.

    In hex; see :mod:`archenemy.engine.snapshot`.
    """
    return config_dir() / "resume-key"
