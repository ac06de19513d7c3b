"""The planes on the table: the face-up plane or planes, the planar die.

* :mod:`.views`: :class:`~.views.PlaneCardView` (the face-up planes, two
  after Spatial Merging, or the phenomenon being encountered, each a
  landscape card with its chaos ability apart and its counters; the planar
  die's last result, each active player's next roll's cost, the planar
  controller and the planar decks' counts).

Data flow: the window (and the table layout of :mod:`..displays`) hands the
card the table view's planes each state (``TableView.planar``).

May import: :mod:`archenemy.desktop.widgets`, :mod:`~archenemy.desktop.theme`,
:mod:`~archenemy.desktop.image_client`, :mod:`~archenemy.desktop.texts`,
:mod:`~archenemy.desktop.table_view` and the engine.  Not the window's modules (``table/*.py``) nor the table's
other sub-packages.
"""
