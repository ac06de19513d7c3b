"""The user's settings: language and text size, kept in ``settings.json`` in the config directory.

``settings.json`` lives in :func:`archenemy.desktop.paths.config_dir`
(platformdirs' ``user_config_dir("archenemy-companion")``)::

    {"language": "es", "text_scale": 1.25, "keep_awake": true, "alerts": true}

``language`` is ``"en"``, ``"es"`` or ``null`` (follow the system locale);
``text_scale`` multiplies the app's font sizes; ``keep_awake`` keeps the
screen from sleeping while a game is open; ``alerts`` sounds the bell and
flashes when a scheme is set in motion or a question waits.  Reading never raises: a
missing, unreadable or corrupt file, or a bad value, gives the defaults for
what cannot be used.  Writing goes to a temporary file in the same directory
that then replaces ``settings.json`` (``os.replace``), so a crash never
leaves a half-written file.

Which language the app speaks: ``--lang`` on the command line, else the
saved setting, else the system locale (:func:`effective_language`).
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ..engine.journal import write_atomically
from . import paths
from .i18n import normalize_language, system_language
from .precompiled import dataclass

__all__ = [
    "Settings",
    "SETTINGS_FILE",
    "MIN_TEXT_SCALE",
    "MAX_TEXT_SCALE",
    "settings_path",
    "load_settings",
    "save_settings",
    "effective_language",
]

SETTINGS_FILE = "settings.json"
# The range of ``text_scale``; values outside are clamped.
MIN_TEXT_SCALE = 0.5
MAX_TEXT_SCALE = 3.0


def _clamp_scale(value: float) -> float:
    return min(MAX_TEXT_SCALE, max(MIN_TEXT_SCALE, value))


@dataclass
class Settings:
    """The user's choices.  ``language=None`` means "follow the system"."""

    language: str | None = None
    text_scale: float = 1.0
    keep_awake: bool = True
    alerts: bool = True

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Settings from parsed JSON; anything unusable falls back to its default (never raises)."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        language = data.get("language")
        if isinstance(language, str):
            settings.language = normalize_language(language)
        scale = data.get("text_scale")
        if isinstance(scale, (int, float)) and not isinstance(scale, bool) and math.isfinite(scale) and scale > 0:
            settings.text_scale = _clamp_scale(float(scale))
        for name in ("keep_awake", "alerts"):
            value = data.get(name)
            if isinstance(value, bool):
                setattr(settings, name, value)
        return settings

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to ``settings.json``."""
        return asdict(self)


def settings_path(config_dir: Path | None = None) -> Path:
    """Where the settings are kept (``config_dir`` defaults to the user config directory)."""
    return (config_dir if config_dir is not None else paths.config_dir()) / SETTINGS_FILE


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings; the defaults when the file is missing, unreadable or corrupt (never raises)."""
    path = path if path is not None else settings_path()
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, ValueError):  # missing, a directory, no permission, bad UTF-8 or JSON
        return Settings()
    except RecursionError:  # absurdly nested JSON
        return Settings()
    return Settings.from_json(data)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` atomically (temporary file, then ``os.replace``); return the path.

    Raises :class:`OSError` when the directory cannot be created or written.
    """
    path = path if path is not None else settings_path()
    data = Settings.from_json(settings.to_json()).to_json()  # normalized: a bad value is not saved
    write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    return path


def effective_language(cli_lang: str | None, settings: Settings | None) -> str:
    """The language to use: ``--lang`` beats the saved setting beats the system locale.

    A value the app does not speak is skipped (``"fr"`` falls through to the
    next source).  Always returns one of :data:`archenemy.desktop.i18n.LANGUAGES`.
    """
    for candidate in (cli_lang, settings.language if settings is not None else None):
        found = normalize_language(candidate)
        if found:
            return found
    return system_language()
