"""Reading many journals for the index: on every core, results in order.

A rebuild of the history index reads every journal of the games folder
(:func:`read_journals`): each is hashed and replayed once into its
:class:`~archenemy.engine.story.GameStory` (its life lines followed in the
same replay).  With more than one worker the journals are read by a process
pool (:class:`concurrent.futures.ProcessPoolExecutor`, ``spawn`` processes
on every system, so nothing of the caller's state is copied: only the paths
go out and the stories come back, pickled), and handed back in the order of
the paths asked for, so the index is written in the same order whatever
the pool did.  The caller writes them in one transaction (all or nothing).

A pool that cannot start or breaks (no process can be spawned, a worker
killed) hands the journals it did not read to this process, one after
another: the answer is the same.  Few journals (:data:`POOL_FROM`) are read
here too, where starting the workers would cost more than it saves, and
every journal in a frozen bundle (its executable is the app: a ``spawn``
worker would need :func:`multiprocessing.freeze_support` at the app's entry,
which is not there yet).  Qt-free.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.story import GameStory
from .reading import NotReadable, content_hash, read_bytes, story_of

__all__ = ["POOL_FROM", "Progress", "ReadJournal", "default_workers", "read_journal", "read_journals"]

#: From how many journals a pool is worth its start (each worker imports the engine: ~0.2 s).
POOL_FROM = 200
#: How many journals a worker takes at a time (fewer messages; progress still moves often).
CHUNK = 16

#: What reading one journal gives: its content hash (empty when nothing could be read) and its story, or why not.
ReadJournal = tuple[bytes, GameStory | NotReadable]
#: Called with how many journals are read and how many there are, as the reading goes.
Progress = Callable[[int, int], None]

# The worker process's catalogue (one per process: see _start_worker).
_worker_catalogue: list[Catalogue] = []


def default_workers() -> int:
    """How many processes a rebuild uses by default: every core it may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def read_journal(path: Path, catalogue: Catalogue) -> ReadJournal:
    """The journal's content hash and its story, or why not.

    The hash is empty when nothing could be read.
    """
    data = read_bytes(path)
    if isinstance(data, NotReadable):
        return b"", data
    return content_hash(data), story_of(data, catalogue)


def _start_worker(language: str) -> None:
    """A worker's start: its catalogue, loaded once."""
    _worker_catalogue.append(load_catalogue(language))


def _read_in_worker(file: bytes) -> ReadJournal:
    """:func:`read_journal` in a worker (the path as the system's bytes)."""
    return read_journal(Path(os.fsdecode(file)), _worker_catalogue[0])


def read_journals(
    paths: Sequence[Path],
    catalogue: Catalogue,
    *,
    workers: int = 1,
    progress: Progress | None = None,
) -> list[ReadJournal]:
    """Every journal of ``paths`` read (:func:`read_journal`), in their order.

    ``workers``: how many processes read them (1: this one alone).
    ``progress`` is called in this process after each journal read.
    """
    total = len(paths)
    found: list[ReadJournal] = []

    def done(result: ReadJournal) -> None:
        found.append(result)
        if progress is not None:
            progress(len(found), total)

    if workers > 1 and total >= POOL_FROM and not getattr(sys, "frozen", False):
        _read_in_pool(paths, catalogue.language, min(workers, total), done)
    for path in paths[len(found) :]:
        done(read_journal(path, catalogue))
    return found


def _read_in_pool(paths: Sequence[Path], language: str, workers: int, done: Callable[[ReadJournal], None]) -> None:
    """Read ``paths`` in a pool of ``workers`` processes, in order, to ``done``.

    Stops quietly when the pool cannot start or breaks: the caller reads
    the rest itself.
    """
    import multiprocessing
    from concurrent.futures import BrokenExecutor, ProcessPoolExecutor

    files = [os.fsencode(path) for path in paths]
    try:
        with ProcessPoolExecutor(
            max_workers=workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(language,),
        ) as pool:
            for result in pool.map(_read_in_worker, files, chunksize=CHUNK):
                done(result)
    except (BrokenExecutor, OSError, EOFError):
        return
