"""The ``archenemy`` command line: opens the app, or runs the catalogue, deck check and replay tools.

The package itself imports nothing: :mod:`.commands` loads when :func:`main` runs
(``python -m archenemy.desktop.cli.commands`` then runs it once, without a warning).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

__all__ = ["main"]


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Entry point of the ``archenemy`` console script (:func:`.commands.main`); returns the exit status."""
    from .commands import main as run

    return run(argv, out, err)
