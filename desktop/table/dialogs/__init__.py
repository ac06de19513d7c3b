"""The dialogs the table's menus open, each a window of its own.

Opened with ``open()``, never ``exec()``.

* :mod:`.new_game`: Game → New game (variant, players in seating order,
  scheme decks, deck mode; the set-up remembered for next time), with
  :mod:`.new_game_row` (one seat's row; the dialog uses its rows, never the
  other way), :mod:`.new_game_roster` (the roster seated, the game night
  chosen), :mod:`.new_game_planes` (the planes: Planechase or planes added,
  the planar deck, who shuffles it, the heroes' planar controller) and :mod:`.deck_reports` (each deck's legality, computed once per
  catalogue and variant);
* :mod:`.roster`: Game → Roster of players;
* :mod:`.recent_games`: Game → Recent games, to continue or delete;
* :mod:`.player_name`: Edit → Rename a player (F2);
* :mod:`.keys_help`: View → Keys (F1);
* :mod:`.planar_die`: Game → We roll our own planar die (Shift+F6);
* :mod:`.about`: Help → About.

The small dialogs the window builds itself (amounts, rulings,
confirmations, totals) are window parts: ``table/window_dialogs.py`` and
``table/totals.py``.

May import: :mod:`archenemy.desktop.widgets`, :mod:`~archenemy.desktop.texts`,
:mod:`~archenemy.desktop.theme`, :mod:`~archenemy.desktop.table_view` (keys), :mod:`~archenemy.desktop.paths`,
:mod:`~archenemy.desktop.resume`, :mod:`~archenemy.desktop.icon`,
:mod:`archenemy.desktop.deck_builder` (its questions) and the engine.  Not
the window's modules (``table/*.py``) nor the table's other sub-packages.
"""
