"""The table: the main window and what is on it, by what a player sees.

The package's own modules are the window and the parts it owns, each an
object built with the window as its host (a protocol of the part's own):
``window`` (:class:`~.window.MainWindow`: builds the widgets, owns and wires
the parts, shows a state, sends actions), ``player_panels`` (the player
panels by name, where each goes, the life totals at one size),
``window_dialogs`` (how a dialog opens and gives the focus back; amounts,
concession, colour, rename, rulings), ``totals`` (several totals, set life,
counters, undo and redo saying what they did), ``images`` (the card images:
the provider lent to every display, the first-time question, the setting),
``game_end`` (who won, what next, the night's standings and the story),
``game_night`` (Next game, a night, the roster, Statistics), ``game_files``
(new, default, rematch, open, save as, the deck builder), ``menus`` (the
menu bar and its actions), ``turn_bar`` (the turn, the step, undo, redo,
Next step), ``layout`` (the height shared between the card and the life
totals, the text size that fits, table mode), ``window_geometry`` (where
and how large the window opens, kept in ``window.ini``),
``second_window`` (the second window, its keys, what it is told),
``read_only`` (a game another copy keeps: the strip, the controls off), ``alerts``
(the bell and the flash), ``announcements`` (what a screen reader is told
as it happens), ``actions`` (the keyboard model, the next stop,
the table's helpers), ``planar_actions`` (the planar die, planeswalking, chaos:
their keys and the next roll's cost), ``notices`` (the status line, the
overlay, what the whole table is told), ``table_mode`` (F11's table layout,
built on first use), ``start_up`` (the work after the first paint, a slice at
a time); and beside them ``keep_awake`` (the screen-saver
inhibition) and ``step_label`` (the turn bar's step name).  Every display
renders the table view (:mod:`archenemy.desktop.table_view`) the window
computes.

Its sub-packages hold what the window shows, one part of the screen each:

* :mod:`.prompts`: the question the table must answer (the banner);
* :mod:`.seats`: the players' panels;
* :mod:`.schemes`: the scheme card and the ongoing column;
* :mod:`.planes`: the face-up planes and the planar die, a landscape card;
* :mod:`.displays`: the table layout (second window, table mode), the
  tools' overlay, the game log;
* :mod:`.dialogs`: new game, recent games, rename, keys, about.

Imports go one way, from the window down: the window's modules may import
every sub-package; a sub-package imports none of the window's modules and
none of its siblings, but :mod:`.displays`, one layer above the others,
shows what they show in other shapes (the scheme card).  All may import
:mod:`archenemy.desktop.widgets`, the desktop's services (``session``,
``texts``, ``theme``, ``settings``, ``paths``...) and the engine; nothing
below the table imports it (the layers of ``docs/architecture.md``, checked
by ``tests/repo/test_import_graph.py``).

Importing the package imports none of them: ``MainWindow`` loads the window
(and what its first paint needs) on first use, so ``from .table.dialogs.new_game
import ...`` costs only that dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .window import MainWindow

__all__ = ["MainWindow"]


def __getattr__(name: str) -> Any:
    """``MainWindow``, imported on first use."""
    if name == "MainWindow":
        from .window import MainWindow

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
