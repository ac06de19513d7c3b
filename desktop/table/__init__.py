"""The table: the main window and what is on it.

``window`` (the main window and how it shows the game), ``actions`` (menus,
keys, view toggles), ``game_files`` (new game, rematch, open, save as),
``dialogs`` (life amounts, rulings, confirmations), ``panels`` (players),
``scheme_views`` (the scheme card, the ongoing schemes), ``prompt_banner``,
``log``, ``display`` (the second window), ``new_game`` (the set-up dialog),
``keys_help`` (F1), ``recent_games``, ``alerts`` (bell and flash),
``keep_awake`` (the screen-saver inhibition) and ``common`` (what they share:
theme fonts, fitted labels, re-translation).
"""

from .window import MainWindow

__all__ = ["MainWindow"]
