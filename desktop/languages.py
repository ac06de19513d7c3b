"""The languages the app speaks, and the user's, without Qt.

:mod:`archenemy.desktop.i18n` installs Qt's translators; what only names a
language is here, so the command line's history and statistics (which never
load PySide6) and the settings can use it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

__all__ = ["LANGUAGES", "LANGUAGE_VARIABLES", "normalize_language", "system_language"]

# Languages the app speaks.
LANGUAGES = ("en", "es")


def normalize_language(code: str | None) -> str | None:
    """``"es_ES.UTF-8"`` -> ``"es"``; ``None`` for a language the app does not speak."""
    if not code:
        return None
    short = code.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    return short if short in LANGUAGES else None


#: The environment variables that name the user's language, in the order they count
#: (GNU gettext's: ``LANGUAGE`` first, then POSIX's ``LC_ALL``, ``LC_MESSAGES``, ``LANG``).
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The user's language if the app speaks it (``es*`` -> ``es``), else ``"en"``.

    The first of :data:`LANGUAGE_VARIABLES` that is set decides (``LANGUAGE``
    may list several, ``es:en``: the first the app speaks wins; ``C`` and
    ``POSIX`` mean English).  With none set, the platform's locale (Windows
    and macOS settings through Qt, imported only then).  ``environ`` defaults
    to :data:`os.environ`.
    """
    env = os.environ if environ is None else environ
    for var in LANGUAGE_VARIABLES:
        value = (env.get(var) or "").strip()
        if not value:
            continue
        for entry in value.split(":"):
            found = normalize_language(entry)
            if found:
                return found
        return "en"
    if environ is not None:
        return "en"
    # Imported only here: with a language variable set (the usual case) start-up never needs it.
    import locale

    try:
        found = normalize_language(locale.getlocale()[0])
    except ValueError:
        found = None
    if found:
        return found
    from PySide6.QtCore import QLocale

    return normalize_language(QLocale.system().name()) or "en"
