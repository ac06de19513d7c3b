"""Archenemy Companion's rules engine: a Qt-free model of Magic's Archenemy variant (CR 904).

The engine holds no global state and does no I/O except reading its packaged
data (:mod:`archenemy.engine.catalogue`) and the save-file journal
(:mod:`archenemy.engine.journal`).  Front ends (the Qt desktop, the command
line) build a :class:`~archenemy.engine.game.Game`, send it actions and render
the values it returns.
"""

__version__ = "0.1.0"
