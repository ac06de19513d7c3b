"""A fake file layer for the journal.

``os.write``, ``os.fsync``, ``os.ftruncate`` failing as planned.

Only the journal's descriptor (``FakeDisk.fd``) fails; every other file is
written by the real calls.  The fault-injection and journal-limit tests use it.
"""

from __future__ import annotations

import errno
import os

import pytest


class FakeDisk:
    """Wraps the real calls; fails the journal's descriptor as planned.

    ``plan``: ``("write", k)`` writes ``k`` bytes of the next write then
    fails; ``("short", k)`` writes ``k`` bytes and returns ``k`` (a short
    write), the following write fails; ``("fsync", 0)`` fails the next fsync;
    ``truncate_fails`` makes the next ``n`` ftruncate calls fail too.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.fd: int | None = None
        self.plan: tuple[str, int] | None = None
        self.code = errno.ENOSPC
        self.truncate_fails = 0
        self._short_done = False
        real_write, real_fsync, real_truncate = os.write, os.fsync, os.ftruncate

        def fail() -> OSError:
            return OSError(self.code, os.strerror(self.code))

        def write(fd: int, data: bytes) -> int:
            if fd != self.fd or self.plan is None:
                return real_write(fd, data)
            kind, k = self.plan
            if kind == "write" or (kind == "short" and self._short_done):
                if k and not self._short_done:
                    real_write(fd, bytes(data)[:k])
                self.plan = None
                self._short_done = False
                raise fail()
            if kind == "short":
                self._short_done = True
                return real_write(fd, bytes(data)[: max(k, 1)])
            return real_write(fd, data)

        def fsync(fd: int) -> None:
            if fd == self.fd and self.plan == ("fsync", 0):
                self.plan = None
                raise fail()
            real_fsync(fd)

        def ftruncate(fd: int, length: int) -> None:
            if fd == self.fd and self.truncate_fails:
                self.truncate_fails -= 1
                raise fail()
            real_truncate(fd, length)

        monkeypatch.setattr(os, "write", write)
        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(os, "ftruncate", ftruncate)
