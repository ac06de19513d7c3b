"""Give the C heap's free memory back to the system once a burst of work is over.

Rebuilding a resumed game's history builds and drops a state per action
(100,000 at 100,000 actions) and start-up builds and drops widgets: once
freed, that memory stays in the process (glibc keeps freed heap pages for
later ``malloc`` calls), several MiB at 100,000 actions.  :func:`trim_heap`
asks glibc to return it (``malloc_trim(0)``, ~1 ms).  Elsewhere (macOS,
Windows, musl) it does nothing.
"""

from __future__ import annotations

import sys

__all__ = ["trim_heap"]

# glibc's malloc_trim, once looked up (an empty list: not looked up yet)
_TRIM: list[object] = []


def trim_heap() -> bool:
    """Return the C heap's free pages to the system.

    True when glibc did (False elsewhere or with nothing to give).
    """
    if not _TRIM:
        _TRIM.append(_malloc_trim())
    trim = _TRIM[0]
    return bool(trim(0)) if callable(trim) else False


def _malloc_trim() -> object:
    """glibc's ``malloc_trim``, or ``None`` (not Linux, another C library)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        libc = ctypes.CDLL(None)
        trim = libc.malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim
