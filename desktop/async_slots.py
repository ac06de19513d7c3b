"""Coroutine slots for Qt signals, with qasync loaded at the first call.

asyncio too: neither is loaded before the first paint.

A module of its own, below the widgets that declare such slots (the table's
concession and default-game questions): :mod:`.app`, which runs the event
loop, imports the table, so the table cannot import the helper from there.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QTimer, Slot

__all__ = ["async_slot"]


def async_slot(*slot_args: type) -> Callable[[Callable[..., Coroutine[Any, Any, None]]], Callable[..., Any]]:
    """:func:`qasync.asyncSlot`, with qasync imported at the slot's first call.

    asyncio too is imported then.

    The table's coroutine slots are declared when their modules load, before
    the first paint; asyncio is not needed until the user clicks one.  The
    body starts on the event loop's next iteration, not inside the click.
    A click in the first moments after the paint, while the app still starts
    its asyncio loop on Qt's (``app._start_event_loop``, a step per turn), is
    answered as soon as that loop runs.
    """

    def decorate(function: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., Any]:
        real: Callable[..., Any] | None = None

        @Slot(*slot_args)
        @functools.wraps(function)
        def slot(*args: Any, **kwargs: Any) -> Any:
            nonlocal real
            if not _loop_running():
                # The app is still starting it.
                QTimer.singleShot(10, functools.partial(slot, *args, **kwargs))
                return None
            if real is None:
                from qasync import asyncSlot

                real = asyncSlot(*slot_args)(function)
            return real(*args, **kwargs)

        return slot

    return decorate


def _loop_running() -> bool:
    """True once an asyncio event loop runs (the app's, on Qt's loop).

    asyncio is not imported to find out.
    """
    asyncio = sys.modules.get("asyncio")
    if asyncio is None:
        return False
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True
