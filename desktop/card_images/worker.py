"""A worker thread for image reads and decodes that nobody ever waits for.

Decoding a card image is a C++ call of Qt's (the GIL released) that the
image checks keep short (:mod:`.validation`), yet nothing may hang on one:
the app must be able to exit within a second or two of its window closing
while a decode is in flight.  :class:`concurrent.futures.ThreadPoolExecutor`
cannot promise that (its threads are joined when Python exits, whatever
``shutdown(wait=False)`` said), nor can qasync's default executor (QThreads,
which abort a process exiting while they run).  :class:`DaemonWorker` is one
daemon thread taking jobs in order: :meth:`DaemonWorker.run` returns an
asyncio future on the caller's loop, cancelling it abandons the job's result,
and :meth:`DaemonWorker.close` returns at once (the thread ends after the job
it is running, or with the process).  Qt-free.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["DaemonWorker"]

_T = TypeVar("_T")
_Job = tuple[asyncio.AbstractEventLoop, "asyncio.Future[Any]", Callable[..., Any], tuple[Any, ...]]


def _settle(future: asyncio.Future[Any], ok: bool, value: Any) -> None:
    """Give ``future`` its job's result or exception.

    Unless it was cancelled meanwhile (on its loop).
    """
    if future.done():
        return
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)


class DaemonWorker:
    """One daemon thread named ``name`` running jobs in order.

    See the module's docstring.
    """

    def __init__(self, name: str) -> None:
        self.name = name
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False

    @property
    def busy(self) -> bool:
        """True while the thread is alive (a job running or waiting)."""
        return self._thread is not None and self._thread.is_alive()

    def run(self, job: Callable[..., _T], *args: Any) -> asyncio.Future[_T]:
        """``job(*args)`` in the thread; its result as a future of the running loop.

        Raises :class:`RuntimeError` after :meth:`close` (or with no running
        loop).  An exception of the job is the future's.
        """
        if self._closed:
            raise RuntimeError("the worker is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[_T] = loop.create_future()
        self._jobs.put((loop, future, job, args))
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name=self.name, daemon=True)
            self._thread.start()
        return future

    def _work(self) -> None:
        while True:
            item = self._jobs.get()
            # Closed: the jobs still queued are dropped.
            if item is None or self._closed:
                return
            loop, future, job, args = item
            try:
                ok, value = True, job(*args)
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting coroutine
                ok, value = False, exc
            try:
                loop.call_soon_threadsafe(_settle, future, ok, value)
            # The loop closed meanwhile: nobody waits for it.
            except RuntimeError:
                pass

    def close(self) -> None:
        """Take no more jobs and let the thread end; never waits (idempotent)."""
        if not self._closed:
            self._closed = True
            self._jobs.put(None)
