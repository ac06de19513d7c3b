"""The user's settings: language and text size, kept in ``settings.json``.

In the config directory.

``settings.json`` lives in :func:`archenemy.desktop.paths.config_dir`
(platformdirs' ``user_config_dir("archenemy-companion")``)::

    {"language": "es", "text_scale": 1.25, "keep_awake": true, "alerts": true,
     "announcements": true, "card_images": "on_demand"}

``language`` is ``"en"``, ``"es"`` or ``null`` (follow the system locale);
``text_scale`` multiplies the app's font sizes; ``keep_awake`` keeps the
screen from sleeping while a game is open; ``alerts`` sounds the bell and
flashes when a scheme is set in motion or a question waits; ``announcements``
has a screen reader say what the table must act on as it happens
(:mod:`archenemy.desktop.table.announcements`); ``card_images`` is
whether the app shows the cards' images from Scryfall (:data:`CARD_IMAGE_MODES`:
``"off"``, ``"on_demand"``: each fetched the first time it is shown, ``"all"``:
every image fetched at once; ``null``: not asked yet, shown as ``"off"``, see
:mod:`archenemy.desktop.card_images`).  Reading never raises: a
missing, unreadable or corrupt file (a key given twice included), a FIFO, a
device or a folder in its place, a file over :data:`MAX_SETTINGS_BYTES`, or a
bad value, gives the defaults for what cannot be used; nothing in the folder
can stall the start (:mod:`archenemy.engine.safe_files`).  Writing goes to a temporary file in the same directory
that then replaces ``settings.json`` (``os.replace``), so a crash never
leaves a half-written file.

Which language the app speaks: ``--lang`` on the command line, else the
saved setting, else the system locale (:func:`effective_language`).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import msgspec

from ..engine.safe_files import loads_json, read_regular_file, write_atomically
from . import paths
from .languages import normalize_language, system_language

__all__ = [
    "Settings",
    "SETTINGS_FILE",
    "MIN_TEXT_SCALE",
    "MAX_TEXT_SCALE",
    "MAX_SETTINGS_BYTES",
    "settings_path",
    "load_settings",
    "save_settings",
    "effective_language",
    "CARD_IMAGE_MODES",
]

SETTINGS_FILE = "settings.json"
#: The largest settings file read (a real one is about 100 bytes); a larger one gives the defaults, unread.
MAX_SETTINGS_BYTES = 64 * 1024
# The range of ``text_scale``; values outside are clamped.
MIN_TEXT_SCALE = 0.5
MAX_TEXT_SCALE = 3.0


# ``card_images``: no images; each image fetched the first time a display wants it; every image at once.
CARD_IMAGE_MODES = ("off", "on_demand", "all")


def _clamp_scale(value: float) -> float:
    return min(MAX_TEXT_SCALE, max(MIN_TEXT_SCALE, value))


class Settings(msgspec.Struct):
    """The user's choices.  ``language=None`` means "follow the system"."""

    language: str | None = None
    text_scale: float = 1.0
    keep_awake: bool = True
    alerts: bool = True
    announcements: bool = True
    # One of CARD_IMAGE_MODES; None: the player was not asked yet.
    card_images: str | None = None

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from parsed JSON; never raises.

        Anything unusable falls back to its default.
        """
        settings = cls()
        if not isinstance(data, dict):
            return settings
        language = data.get("language")
        if isinstance(language, str):
            settings.language = normalize_language(language)
        scale = data.get("text_scale")
        if isinstance(scale, (int, float)) and not isinstance(scale, bool) and math.isfinite(scale) and scale > 0:
            settings.text_scale = _clamp_scale(float(scale))
        for name in ("keep_awake", "alerts", "announcements"):
            value = data.get(name)
            if isinstance(value, bool):
                setattr(settings, name, value)
        if data.get("card_images") in CARD_IMAGE_MODES:
            settings.card_images = data["card_images"]
        return settings

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to ``settings.json``."""
        return msgspec.structs.asdict(self)


def settings_path(config_dir: Path | None = None) -> Path:
    """Where the settings are kept.

    ``config_dir`` defaults to the user config directory.
    """
    return (config_dir if config_dir is not None else paths.config_dir()) / SETTINGS_FILE


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings; never raises.

    The defaults when the file is missing, unreadable or corrupt.
    """
    path = path if path is not None else settings_path()
    try:
        data = loads_json(read_regular_file(path, MAX_SETTINGS_BYTES).decode("utf-8"))
    except (OSError, ValueError):
        # Missing, not a regular file, too large, bad UTF-8 or JSON, a key twice.
        return Settings()
    except RecursionError:
        # Absurdly nested JSON.
        return Settings()
    return Settings.from_json(data)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` atomically; return the path.

    A temporary file, then ``os.replace``.

    Raises :class:`OSError` when the directory cannot be created or written.
    """
    path = path if path is not None else settings_path()
    # Normalized: a bad value is not saved.
    data = Settings.from_json(settings.to_json()).to_json()
    write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    return path


def effective_language(cli_lang: str | None, settings: Settings | None) -> str:
    """The language to use: ``--lang``, else the saved setting, else the locale.

    ``--lang`` beats the saved setting, which beats the system locale.

    A value the app does not speak is skipped (``"fr"`` falls through to the
    next source).  Always returns one of :data:`archenemy.desktop.i18n.LANGUAGES`.
    """
    for candidate in (cli_lang, settings.language if settings is not None else None):
        found = normalize_language(candidate)
        if found:
            return found
    return system_language()
