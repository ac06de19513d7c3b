"""The players' seats on the main window: one panel per player (or the heroes' shared team).

* :mod:`.panels`: a seat's name, its life total with the −/+ buttons, the
  poison and commander damage badges (tapped for a menu of changes) and its
  status line, in the seat's colour.

Data flow: the window hands each panel the state (``show_state``); a click
leaves as an engine action through the ``act`` (or ``merge``) callback.

May import: :mod:`archenemy.desktop.widgets`, :mod:`~archenemy.desktop.texts`,
:mod:`~archenemy.desktop.theme`, :mod:`~archenemy.desktop.session` (the
``Act`` type) and the engine.  Not the window's modules (``table/*.py``) nor
the table's other sub-packages.
"""
