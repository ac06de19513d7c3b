"""Why sharing could not listen, in the app's words.

A port in use, a port not allowed, no usable address, too many open files:
each a sentence of its own, never the system's raw message (Python's
``create_server`` adds "(while attempting to bind on address …)").
"""

from __future__ import annotations

import errno
import os

from PySide6.QtCore import QCoreApplication

from ..texts import fill


def _tr(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def share_reason(exc: OSError) -> str:
    """A sentence saying why listening failed with ``exc``, in the app's language.

    A busy port (``EADDRINUSE``), a port not allowed (``EACCES``), no usable
    address (``EADDRNOTAVAIL``), too many open files (``EMFILE``/``ENFILE``);
    any other error gives the system's own short message for its number,
    without the address Python adds to it.
    """
    code = exc.errno
    if code == errno.EADDRINUSE:
        return _tr("ShareProblem", "Another program (perhaps another copy of this app) uses that port.")
    if code == errno.EACCES:
        return _tr("ShareProblem", "This computer does not allow the app to use that port.")
    if code == errno.EADDRNOTAVAIL:
        return _tr(
            "ShareProblem", "None of this computer's network addresses can be used: check its network connection."
        )
    if code in (errno.EMFILE, errno.ENFILE):
        return _tr("ShareProblem", "Too many files are open on this computer: close a few programs.")
    if code:
        return fill(_tr("ShareProblem", "The system refused: %1."), os.strerror(code))
    return _tr("ShareProblem", "The system refused to listen on the network.")


def dialog_failed(exc: OSError) -> str:
    """The share dialog's line when neither the usual port nor a free one worked.

    The reason (:func:`share_reason`), then the way forward: try again.
    """
    return fill(_tr("ShareProblem", "Sharing could not start. %1 Press Start sharing to try again."), share_reason(exc))


def dialog_moved(busy: int, port: int) -> str:
    """The share dialog's line while sharing on ``port`` because ``busy`` was in use.

    Phones that kept the usual address must scan the new code.
    """
    return fill(
        _tr(
            "ShareProblem",
            "Port %1 is in use by another program (perhaps another copy of this app): sharing on port %2 "
            "instead. Phones that kept the usual address must scan this code.",
        ),
        busy,
        port,
    )


def startup_failed(exc: OSError, port: int) -> str:
    """``archenemy --share=PORT``'s line when ``port`` could not be used.

    The reason, then the way forward: the share dialog, which takes a free
    port when the usual one is busy.  Short: the window's status bar is one line.
    """
    return fill(
        _tr(
            "ShareProblem",
            "Sharing could not start on port %1. %2 Game → Share with phones… takes a free port.",
        ),
        port,
        share_reason(exc),
    )
