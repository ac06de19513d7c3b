"""The players' seats on the main window: one panel per seat.

A panel per player, and one for the heroes' shared team total.

* :mod:`.panels`: a seat's name, its life total with the −/+ buttons, the
  poison and commander damage badges (tapped for a menu of changes) and its
  status line, in the seat's colour.

Data flow: the window hands each panel its seat of the table view
(``show_state``); a click leaves as an engine action through the ``act``
(or ``merge``) callback.

May import: :mod:`archenemy.desktop.widgets`, :mod:`~archenemy.desktop.texts`,
:mod:`~archenemy.desktop.theme`, :mod:`~archenemy.desktop.session` (the
``Act`` type), :mod:`~archenemy.desktop.table_view` and the engine.  Not the window's modules (``table/*.py``) nor
the table's other sub-packages.
"""
