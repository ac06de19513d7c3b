"""The game shown in other shapes than the operator's table.

The table layout, the tools' results, the game log.

* :mod:`.table_display`: :class:`~.table_display.TableDisplay`, the seats
  around the edges, each turned to its player, the scheme in the middle: the
  second window for a TV or projector (F10, turned with F9) and table mode
  (F11);
* :mod:`.notice`: what the table must act on, in the banner's place of the
  table layout: the end of the game, the question with its answer keys, the
  step's reminders (the table view's);
* :mod:`.seat_places`: where the seats go around a screen lying on the
  table and which way each faces (pure geometry);
* :mod:`.ongoing_strip`: the ongoing schemes' pictures, each with its name,
  in the table layout's middle;
* :mod:`.plane_room`: the planes' room in that middle, their texts whole and
  the middle within the seats;
* :mod:`.overlay`: a coin, a die or an opponent at random, floating over the
  table for a while;
* :mod:`.log`: the game log in its dock, newest first.

The table layout and the log are built after the window's first paint or
on first use (``docs/performance.md``).

May import: the table's other sub-packages, one layer under it (today
:mod:`..schemes`, the card in the middle of the table layout),
:mod:`archenemy.desktop.widgets`, :mod:`~archenemy.desktop.texts`,
:mod:`~archenemy.desktop.table_view`,
:mod:`~archenemy.desktop.theme` and the engine.  Not the window's modules
(``table/*.py``).
"""
