"""The history of games: an index of the journals, read safely, kept current.

An SQLite index of the journals (:mod:`.index`, :mod:`.schema`, its files
checked by :mod:`.database_files`, brought up to date in a child process by
:mod:`.child`), read safely (:mod:`.reading`), on every core for a rebuild (:mod:`.pool`), kept up to date in the
background (:mod:`.recorder`), the statistics (:mod:`.stats`; their sums kept in the index, :mod:`.tallies`), the game list
read without stories (:mod:`.listing`), the shapes ``archenemy history`` and ``archenemy
stats`` print (:mod:`.export`), and a game night's earlier games read in the
background (:mod:`.night`), and what the app's start reads of the games
folder, the finished games skipped unopened (:mod:`.start_scan`).  Qt-free.

Importing the package loads nothing: the app's start imports :mod:`.recorder`
and :mod:`.start_scan`, which reads the index with one query when there is
one.
"""
