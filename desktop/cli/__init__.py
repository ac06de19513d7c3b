"""The ``archenemy`` command line: opens the app, or runs the catalogue, deck check and replay tools."""

from .commands import main

__all__ = ["main"]
