"""The displays' one source of card images: ask for a scheme's image, get a signal when it is ready.

:class:`CardImageProvider` is the thin Qt layer over the Qt-free cache and
client.  A display calls :meth:`~CardImageProvider.pixmap` while it paints: the
answer is the image at once when it is in memory, else ``None`` (the display
shows the card as text, as without images) while the image is read from the
cache or fetched in the background; :attr:`~CardImageProvider.image_ready`
then says which scheme to paint again.  Nothing waits: reading and decoding
run in a worker thread, fetching on the app's qasync loop through the one
:class:`~archenemy.desktop.card_images.scryfall.ScryfallClient`.

Never needed: with the setting ``off`` (or not answered yet) it returns
``None`` and fetches nothing; without a connection, with Scryfall refusing,
slow, or sending a damaged image, it returns ``None`` and emits
:attr:`~CardImageProvider.status_line` once per session with one quiet
sentence (:func:`~archenemy.desktop.texts.images.unavailable_status`); after a
connection failure it asks Scryfall nothing more for :data:`RETRY_AFTER`
seconds.  No dialog, no traceback.

Languages: the card in the language asked for when Scryfall has it (see
:mod:`.fetcher`); meanwhile, or without it, the English card if it is cached.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage, QPixmap

from ...engine.catalogue import Catalogue, load_catalogue
from ..settings import CARD_IMAGE_MODES
from ..texts.images import unavailable_status
from .cache import ImageCache
from .fetcher import FetchReport, Progress, Target, fetch_images, target_for
from .validation import ImageRejectedError, decode_image

if TYPE_CHECKING:
    from .scryfall import ScryfallClient

__all__ = ["CardImageProvider", "RETRY_AFTER", "MEMORY_IMAGES"]

#: Seconds without asking Scryfall after it could not be reached or asked us to wait.
RETRY_AFTER = 600.0
#: Decoded images kept in memory, the least recently used dropped first: about 2.5 MB each (672 × 936 × 4),
#: enough for the scheme in motion and the ongoing schemes of a big table.
MEMORY_IMAGES = 8
_QUIET = frozenset({"cancelled"})


def _load_cached(cache: ImageCache, target: Target, language: str) -> QImage | None:
    """The cached image of ``target`` in ``language``, decoded; a damaged file is deleted. Runs in a worker thread."""
    cached = cache.record(target.key, language)
    if cached is None:
        return None
    data = cache.read_image(cached.card)
    if data is None:
        return None
    try:
        return decode_image(data)
    except ImageRejectedError:
        cache.drop_image(cached.card)
        return None


class CardImageProvider(QObject):
    """Card images for the displays (see the module).

    ``mode``: the setting (:data:`~archenemy.desktop.settings.CARD_IMAGE_MODES`,
    ``None`` meaning not asked, treated as ``off``).  ``cache``, ``client`` and
    ``catalogue`` default to the app's (:class:`ImageCache` in the cache
    folder, a new :class:`ScryfallClient`, the English catalogue); ``clock`` is
    monotonic seconds (tests).  Signals: ``image_ready(scheme_id, language)``,
    ``images_changed()`` after a download (every display may ask again),
    ``status_line(text)`` at most once per session.
    """

    image_ready = Signal(str, str)
    images_changed = Signal()
    status_line = Signal(str)

    def __init__(
        self,
        mode: str | None = None,
        *,
        cache: ImageCache | None = None,
        client: ScryfallClient | None = None,
        catalogue: Catalogue | None = None,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._mode = mode if mode in CARD_IMAGE_MODES else "off"
        self.cache = cache if cache is not None else ImageCache()
        self._client = client
        self.catalogue = catalogue if catalogue is not None else load_catalogue()
        self.clock = clock
        self._pixmaps: OrderedDict[tuple[str, str], QPixmap] = OrderedDict()
        self._tasks: dict[tuple[str, str], asyncio.Task[None]] = {}
        # Images that could not be had, and when: not asked for again for RETRY_AFTER seconds.
        self._failed: dict[tuple[str, str], float] = {}
        self._quiet_until = float("-inf")
        self._status_said = False
        self._pool: ThreadPoolExecutor | None = None
        self.last_status: str | None = None

    # --- the setting ------------------------------------------------------------------

    @property
    def mode(self) -> str:
        """``off``, ``on_demand`` or ``all``."""
        return self._mode

    def set_mode(self, mode: str | None) -> None:
        """Follow a new setting; ``off`` forgets the images in memory and stops the fetches under way."""
        self._mode = mode if mode in CARD_IMAGE_MODES else "off"
        if self._mode == "off":
            self._pixmaps.clear()
            for task in list(self._tasks.values()):
                task.cancel()
        else:
            self._failed.clear()
        self.images_changed.emit()

    @property
    def client(self) -> ScryfallClient:
        """The app's one Scryfall client (created on first use)."""
        if self._client is None:
            from .scryfall import ScryfallClient

            self._client = ScryfallClient()
        return self._client

    # --- what the displays call -------------------------------------------------------

    def target(self, scheme_id: str, language: str, set_code: str | None = None) -> Target | None:
        """The printing shown for ``scheme_id`` in ``language`` (``set_code``'s if given), or ``None``."""
        scheme = self.catalogue.get(scheme_id)
        return target_for(scheme, language, set_code) if scheme is not None else None

    def pixmap(self, scheme_id: str, language: str, set_code: str | None = None) -> QPixmap | None:
        """The image of ``scheme_id`` in ``language`` if it is ready, else ``None`` and it is being readied.

        Never blocks and never raises.  When the image becomes ready,
        :attr:`image_ready` is emitted with ``(scheme_id, language)``; ask again then.
        """
        if self._mode == "off":
            return None
        target = self.target(scheme_id, language, set_code)
        if target is None:
            return None
        key = (target.key, language)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        failed = self._failed.get(key)
        if key not in self._tasks and (failed is None or self.clock() - failed >= RETRY_AFTER):
            try:
                task = asyncio.ensure_future(self._ready(scheme_id, target))
            except RuntimeError:  # no event loop: no images, as without the feature
                return self._pixmaps.get((target.key, "en"))
            self._tasks[key] = task
            task.add_done_callback(self._forget_task(key))
        return self._pixmaps.get((target.key, "en"))  # the English card meanwhile, if it is in memory

    def download(self, targets: Sequence[Target], progress: Progress | None = None) -> asyncio.Task[FetchReport]:
        """Fetch ``targets`` into the cache in the background (Download all, the ``all`` setting); the task.

        Cancel the task to stop.  When it ends, :attr:`images_changed` is
        emitted and failures are forgotten, so the displays ask again.
        """
        task = asyncio.ensure_future(fetch_images(self.client, self.cache, targets, progress=progress))

        def finished(done: asyncio.Task[FetchReport]) -> None:
            self._failed.clear()
            if not done.cancelled() and done.exception() is None:
                report = done.result()
                if report.failed:
                    self._say(report.failed[0][1])
            self.images_changed.emit()

        task.add_done_callback(finished)
        return task

    async def aclose(self) -> None:
        """Stop the fetches under way and close the HTTP session (at the app's exit)."""
        for task in list(self._tasks.values()):
            task.cancel()
        if self._client is not None:
            await self._client.close()
        if self._pool is not None:
            self._pool.shutdown(wait=False)
            self._pool = None

    # --- behind the scenes ------------------------------------------------------------

    async def _read(self, target: Target, language: str) -> QPixmap | None:
        """The cached image as a pixmap (read and decoded in a worker thread), or ``None``."""
        loop = asyncio.get_running_loop()
        if self._pool is None:  # Python threads: qasync's default executor's QThreads abort an exiting process
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="card-image-read")
        image = await loop.run_in_executor(self._pool, _load_cached, self.cache, target, language)
        if image is None:
            return None
        pixmap = QPixmap.fromImage(image)
        return None if pixmap.isNull() else pixmap

    def _forget_task(self, key: tuple[str, str]) -> Callable[[asyncio.Task[None]], None]:
        def forget(_task: asyncio.Task[None]) -> None:
            self._tasks.pop(key, None)

        return forget

    def _keep(self, key: tuple[str, str], pixmap: QPixmap) -> None:
        self._pixmaps[key] = pixmap
        self._pixmaps.move_to_end(key)
        while len(self._pixmaps) > MEMORY_IMAGES:
            self._pixmaps.popitem(last=False)

    async def _ready(self, scheme_id: str, target: Target) -> None:
        """Read the image from the cache, else (the setting allowing) fetch it; emit :attr:`image_ready`."""
        language = target.language
        key = (target.key, language)
        try:
            pixmap = await self._read(target, language)
            if pixmap is None and language != "en":
                english = await self._read(Target(target.scheme_id, target.printing, "en"), "en")
                if english is not None:  # the English card while the other is fetched (or for good)
                    self._keep((target.key, "en"), english)
                    self.image_ready.emit(scheme_id, language)
            if pixmap is None and self._may_fetch(key):
                report = await fetch_images(self.client, self.cache, [target])
                if report.failed:
                    self._say(report.failed[0][1])
                else:
                    pixmap = await self._read(target, language)
            if pixmap is None:
                self._failed[key] = self.clock()
            elif self._mode != "off":
                self._failed.pop(key, None)
                self._keep(key, pixmap)
                self.image_ready.emit(scheme_id, language)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - an image is never needed: anything unexpected means text
            self._failed[key] = self.clock()

    def _may_fetch(self, key: tuple[str, str]) -> bool:
        return self._mode in ("on_demand", "all") and self.clock() >= self._quiet_until

    def _say(self, reason: str) -> None:
        """After a failure: wait before asking Scryfall again, and say it once (the status line)."""
        if reason in ("offline", "rate_limited"):
            self._quiet_until = self.clock() + RETRY_AFTER
        if reason in _QUIET or self._status_said:
            return
        self._status_said = True
        self.last_status = unavailable_status(reason)
        self.status_line.emit(self.last_status)

    def fetch_everything(self, language: str) -> asyncio.Task[FetchReport] | None:
        """The ``all`` setting at start: every scheme's image in ``language``, quietly in the background."""
        if self._mode != "all" or self.clock() < self._quiet_until:
            return None
        from .fetcher import targets_for

        return self.download(targets_for(self.catalogue, language))

    def __repr__(self) -> str:
        return f"<CardImageProvider mode={self._mode!r} cache={str(self.cache.root)!r}>"
