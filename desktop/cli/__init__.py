"""The ``archenemy`` command line.

Opens the app, or runs the catalogue, deck check and replay tools.

The package itself imports nothing: :mod:`.commands` loads when :func:`main` runs, after
:func:`archenemy.desktop.feature_hook.install`
(``python -m archenemy.desktop.cli.commands`` then runs it once, without a warning).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

__all__ = ["main"]


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Entry point of the ``archenemy`` console script (:func:`.commands.main`).

    Returns the exit status.
    """
    from ..feature_hook import install

    # Before PySide6 loads: its import hook then reads no module's source.
    install()
    from .commands import main as run

    return run(argv, out, err)
