"""The table: the main window and what is on it.

``window`` (the main window and how it shows the game), ``actions`` (menus,
keys, view toggles), ``game_files`` (new game, rematch, open, save as),
``dialogs`` (life amounts, rulings, confirmations), ``panels`` (players),
``scheme_views`` (the scheme card, the ongoing schemes), ``prompt_banner``,
``log``, ``display`` (the second window), ``new_game`` (the set-up dialog),
``keys_help`` (F1), ``recent_games``, ``alerts`` (bell and flash),
``keep_awake`` (the screen-saver inhibition) and ``common`` (what they share:
theme fonts, fitted labels, re-translation).

Importing the package imports none of them: ``MainWindow`` loads the window
(and what its first paint needs) on first use, so ``from .table.new_game
import ...`` costs only that module.
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
