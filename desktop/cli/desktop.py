"""The ``archenemy`` command with no argument: the app, with no parser.

As a desktop entry starts it.  The command line's own modules
(:mod:`.commands`, :mod:`.arguments`) load only for a command, or to word
a failure (:func:`app_failed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from ..resume_ahead import ResumeAhead

__all__ = ["app_failed", "run_app", "start_resume_ahead"]


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

    A failure is one line on ``err`` (:func:`app_failed`), never a
    traceback; Ctrl+C is 130.  No cyclic collection runs while the app's
    modules load: :func:`~archenemy.desktop.app.run_gui` keeps it paused to
    the first paint and turns it back on then.
    """
    import gc

    gc.disable()
    try:
        ahead = start_resume_ahead()
        from ..app import run_gui

        return run_gui(None, ahead=ahead)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the command line never shows a traceback
        return app_failed(exc, err)
    finally:
        gc.enable()


def app_failed(exc: Exception, err: TextIO) -> int:
    """The exit status of the app's failure ``exc``, said in one line on ``err``.

    As the command line says a command's: a usage error (2), the app's own
    error (1), a reader of standard output gone (0, nothing said), anything
    else an internal error (2), never a traceback.
    """
    import sys

    from ...engine.errors import ArchenemyError
    from .arguments import UsageError, internal_error, quiet_stdout, write_line

    if isinstance(exc, UsageError):
        write_line(err, str(exc))
        return 2
    if isinstance(exc, ArchenemyError):
        from ..texts import error_text

        write_line(err, f"archenemy: {error_text(exc)}")
        return 1
    if isinstance(exc, BrokenPipeError):
        quiet_stdout(sys.stdout)
        return 0
    return internal_error(err, "archenemy", exc)
