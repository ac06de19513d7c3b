"""The ``archenemy`` command with no argument: the app, as a desktop entry starts it.

No parser is built, so none is loaded: argparse, gettext and the command
line's own modules (:mod:`.commands`, :mod:`.arguments`) load only for a
command, or to word a failure (:func:`.commands.app_failed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from ..resume_ahead import ResumeAhead

__all__ = ["run_app", "start_resume_ahead"]


def start_resume_ahead() -> ResumeAhead | None:
    """The child that makes the resumed game's snapshot while Qt loads, if any.

    Forked before the app's Qt modules load (:mod:`..resume_ahead`).
    """
    from .. import paths
    from ..history.start_scan import scan_games
    from ..resume_ahead import start_ahead

    return start_ahead(paths.games_dir(), scan_games)


def run_app(err: TextIO) -> int:
    """Open the app on the unfinished game, or the default; the exit status.

    A failure is one line on ``err``, as the command line words every
    failure (:func:`.commands.app_failed`), never a traceback; Ctrl+C is
    130.
    """
    try:
        ahead = start_resume_ahead()
        from ..app import run_gui

        return run_gui(None, ahead=ahead)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the command line never shows a traceback
        from .commands import app_failed

        return app_failed(exc, err)
