"""The table: the main window and what is on it (player panels, scheme views, prompt banner, log, second screen, new game)."""

from .window import MainWindow

__all__ = ["MainWindow"]
