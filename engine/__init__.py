"""Archenemy Companion's rules engine: a Qt-free model of the Archenemy variant.

Magic's Archenemy variant is CR 904.

The engine holds no global state and does no I/O except reading its packaged
data (:mod:`archenemy.engine.catalogue`) and the save-file journal
(:mod:`archenemy.engine.journal`).  Front ends (the Qt desktop, the command
line) build a :class:`~archenemy.engine.game.Game`, send it actions and render
the values it returns.

Its modules, from the values up (each described in ``docs/architecture.md``):
the values ``errors``, ``variants``, ``catalogue``, ``model``, ``events``,
``actions``, ``questions``, ``triggers``, ``interactions``, ``setup``,
``decks``, the planes ``planes``, ``planar_values``, ``planar``,
``planar_cards``, ``planar_reasons``, ``planar_decks``, ``planar_reminders``; the lasting effects ``lasting``; the rules
``rules`` (a package of rule areas), ``effects``, ``rename``; the game
``game``, its resume ``snapshot`` and ``rebuild``; the save file ``journal``,
``journal_header``, ``journal_reader``; ``header_notes``, ``story``,
``planar_story`` and ``night`` (game nights); ``safe_files`` (every file read and created)
and ``package_data`` (the package's own data files).
The values are frozen :class:`msgspec.Struct` classes: defined in C, cheap to
make at start-up, compared and hashed by their fields.

``__version__`` is the installed distribution's version, read on first use
(:mod:`importlib.metadata` costs the app's start-up ~17 ms and 2 MiB otherwise).
"""

from typing import Any


def __getattr__(name: str) -> Any:
    """``__version__``: ``pyproject.toml``'s version as installed, or ``"unknown"``.

    ``"unknown"`` in a bare source tree.
    """
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("archenemy-companion")
    # a bare source tree, not installed
    except PackageNotFoundError:
        found = "unknown"
    globals()["__version__"] = found
    return found
