"""Archenemy Companion's rules engine: a Qt-free model of Magic's Archenemy variant (CR 904).

The engine holds no global state and does no I/O except reading its packaged
data (:mod:`archenemy.engine.catalogue`) and the save-file journal
(:mod:`archenemy.engine.journal`).  Front ends (the Qt desktop, the command
line) build a :class:`~archenemy.engine.game.Game`, send it actions and render
the values it returns.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    #: The installed distribution's version: ``pyproject.toml`` is the one place it is written.
    __version__ = version("archenemy-companion")
except PackageNotFoundError:  # a bare source tree, not installed
    __version__ = "unknown"
