"""The ``archenemy`` command line.

The app, or the catalogue, deck and replay tools.

Its modules: :mod:`.commands` (the parser and every command), :mod:`.arguments`
(what the tools share: a parser that raises instead of exiting, the usage
errors, ``--lang``), :mod:`.state_text` (a replayed state as JSON and text;
its planes in :mod:`.planes_text`),
:mod:`.deck_check` (``archenemy deck check``), :mod:`.history`
(``archenemy history`` and ``archenemy stats``) and :mod:`.images`
(``archenemy images``).

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

    # Before PySide6 loads: its import hook then reads no module's source
    install()
    from .commands import main as run

    return run(argv, out, err)
