"""The ``archenemy`` command line.

The app, or the catalogue, deck and replay tools.

Its modules: :mod:`.commands` (the parser and every command), :mod:`.arguments`
(what the tools share: a parser that raises instead of exiting, the usage
errors, ``--lang``), :mod:`.state_text` (a replayed state as JSON and text;
its planes in :mod:`.planes_text`),
:mod:`.deck_check` (``archenemy deck check``), :mod:`.history`
(``archenemy history`` and ``archenemy stats``) and :mod:`.images`
(``archenemy images``).

The package itself imports nothing: :mod:`.commands` loads when :func:`main` runs a
command, after :func:`archenemy.desktop.feature_hook.install`
(``python -m archenemy.desktop.cli.commands`` then runs it once, without a warning);
with no argument :mod:`.desktop` opens the app without it.
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
    import sys

    if not (sys.argv[1:] if argv is None else argv):
        import io

        from .desktop import run_app

        # As a desktop entry starts it: no parser, so neither argparse nor gettext loads before the first frame.
        return run_app(err or sys.stderr or io.StringIO())
    from .commands import main as run

    return run(argv, out, err)
