"""Open files (descriptors): the limit raised at start, and how many are held.

How many the app holds now.

A process may hold only so many open files (``RLIMIT_NOFILE``; often 1,024 on
Linux).  Every connection to the share server is one, and so is every file,
pipe and thread wake-up the app itself needs: when they run out, saving fails
and Qt aborts ("Creating pipes for GWakeup: Too many open files").  The app
raises its soft limit to the hard one at start (:func:`raise_open_files_limit`),
and the share server keeps :data:`APP_RESERVE` descriptors for the app's own
use whatever strangers do (:mod:`.gate`).

No Qt, no asyncio, no aiohttp: the app calls this at every start.
"""

from __future__ import annotations

import os
import sys

__all__ = ["APP_RESERVE", "open_descriptors", "open_files_limit", "raise_open_files_limit"]

# Descriptors the share server never takes: the app's own files, pipes and threads (saving, dialogs, Qt).
APP_RESERVE = 64
# Where the hard limit is "unlimited" (macOS), the soft limit is raised this far at most.
UNLIMITED_CAP = 65536


def open_files_limit() -> int | None:
    """The soft open-files limit now, or ``None``.

    ``None`` where there is none to read (Windows) or it is unlimited.
    """
    try:
        import resource
    except ImportError:
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else int(soft)


def raise_open_files_limit() -> int | None:
    """Raise the soft open-files limit to the hard one; return the soft limit now.

    At most :data:`UNLIMITED_CAP`.

    Never raises: where the limit cannot be read or changed (Windows, a
    sandbox) it stays as it was.  ``ulimit -n N`` sets both limits, so the app
    then keeps N and the share server scales its caps to it.
    """
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard != resource.RLIM_INFINITY else UNLIMITED_CAP
    if sys.platform == "darwin":
        target = min(target, UNLIMITED_CAP)
    if soft == resource.RLIM_INFINITY or soft >= target:
        return open_files_limit()
    for candidate in (target, 10240):
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (candidate, hard))
            break
        except (ValueError, OSError):
            continue
    return open_files_limit()


def open_descriptors() -> int | None:
    """How many descriptors this process holds now, or ``None`` when unknown.

    Counted in ``/proc/self/fd`` or ``/dev/fd``.
    """
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            # Less the one the listing itself opened.
            return max(0, len(os.listdir(folder)) - 1)
        except OSError:
            continue
    return None
