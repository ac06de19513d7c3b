"""The history of games.

An SQLite index of the journals (:mod:`.index`, :mod:`.schema`), read safely
(:mod:`.reading`), kept up to date in the background (:mod:`.recorder`), the
statistics (:mod:`.stats`) and the shapes ``archenemy history`` and ``archenemy
stats`` print (:mod:`.export`).  Qt-free.

Importing the package loads nothing: the app's start imports only :mod:`.recorder`, which loads SQLite when
a game ends.
"""
