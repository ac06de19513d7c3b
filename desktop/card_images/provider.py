"""The displays' one source of card images.

Ask for a scheme's image, get a signal when it is ready.

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

Planes and phenomena (CR 311, 312) are cards here as schemes are: their ids
never clash with the schemes' (``tests/desktop/card_images``), so
:meth:`~CardImageProvider.pixmap` and :meth:`~CardImageProvider.thumbnail`
answer for either.  Scryfall keeps a plane's image as a portrait scan of a
landscape card; :meth:`~CardImageProvider.plane_pixmap` and
:meth:`~CardImageProvider.plane_thumbnail` give it turned to read
(:func:`turned_to_read`: a quarter turn clockwise, the card whole, never
cropped), for the displays that show planes.

Languages: the card in the language asked for when Scryfall has it (see
:mod:`.fetcher`); meanwhile, or without it, the English card if it is cached.

Thumbnails (:meth:`~CardImageProvider.thumbnail`: the deck builder's rows,
Recent games) come from the cache only, decoded straight to their small size
in a worker thread of their own; asking for one never fetches anything.
The worker threads are :class:`~.worker.DaemonWorker` threads: the app's exit never
waits for a decode in flight.  The
phones' page gets the cached files themselves
(:meth:`~CardImageProvider.served_version`,
:meth:`~CardImageProvider.served_image`): checked again as they are read,
never a Scryfall address.
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QImage, QPixmap, QTransform

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.planes import PlaneCatalogue, load_planes
from ..image_client import ImageSignals
from ..settings import CARD_IMAGE_MODES
from ..texts.images import unavailable_status
from .cache import CachedCard, ImageCache
from .fetcher import FetchReport, PrintedCard, Progress, Target, fetch_images, target_for
from .validation import ImageRejectedError, decode_image, image_kind
from .worker import DaemonWorker

if TYPE_CHECKING:
    from .scryfall import ScryfallClient

__all__ = ["CardImageProvider", "RETRY_AFTER", "MEMORY_IMAGES", "turned_to_read"]

#: Seconds without asking Scryfall after it could not be reached or asked us to wait.
RETRY_AFTER = 600.0
#: Decoded images kept in memory, the least recently used dropped first: about 2.5 MB each (672 × 936 × 4),
#: enough for the scheme in motion and the ongoing schemes of a big table.
MEMORY_IMAGES = 8
#: Thumbnails kept in memory (a few KB each): every scheme's row of the deck builder, in two sizes.
MEMORY_THUMBNAILS = 400
_QUIET = frozenset({"cancelled"})
# A card's width over its height, portrait (as Scryfall's images are: 672 x 936).
_PORTRAIT_ASPECT = 672 / 936


def turned_to_read(pixmap: QPixmap) -> QPixmap:
    """A plane's picture as the card is read: landscape, whole.

    A portrait picture (Scryfall's scan of a plane) is turned a quarter turn
    clockwise, as the card is turned on the table to read it; a picture
    already wider than tall is returned as it is.  Nothing is cropped.
    """
    if pixmap.isNull() or pixmap.width() >= pixmap.height():
        return pixmap
    return pixmap.transformed(QTransform().rotate(90), Qt.TransformationMode.SmoothTransformation)


def _load_cached(cache: ImageCache, target: Target, language: str, height: int | None = None) -> QImage | None:
    """The cached image of ``target`` in ``language`` (at ``height`` pixels), decoded.

    A damaged file is deleted.

    Runs in a worker thread.
    """
    cached = cache.record(target.key, language)
    if cached is None:
        return None
    data = cache.read_image(cached.card)
    if data is None:
        return None
    try:
        return decode_image(data, height)
    except ImageRejectedError:
        cache.drop_image(cached.card)
        return None


def _load_thumbnail(cache: ImageCache, target: Target, height: int) -> QImage | None:
    """``target``'s cached image in its language, else in English.

    Decoded at ``height`` pixels (a worker thread).
    """
    for language in dict.fromkeys((target.language, "en")):
        image = _load_cached(cache, target, language, height)
        if image is not None:
            return image
    return None


def _read_served(cache: ImageCache, card: CachedCard) -> tuple[bytes, str] | None:
    """The cached image file of ``card`` and its media type.

    Checked whole (a decode) as it is read; a worker thread.
    """
    data = cache.read_image(card.card)
    if data is None:
        return None
    try:
        decode_image(data)
    except ImageRejectedError:
        cache.drop_image(card.card)
        return None
    return data, "image/png" if image_kind(data) == "png" else "image/jpeg"


class CardImageProvider(ImageSignals):
    """Card images for the displays (see the module).

    ``mode``: the setting (:data:`~archenemy.desktop.settings.CARD_IMAGE_MODES`,
    ``None`` meaning not asked, treated as ``off``).  ``cache``, ``client``,
    ``catalogue`` and ``planes`` default to the app's (:class:`ImageCache` in
    the cache folder, a new :class:`ScryfallClient`, the English catalogue and
    planar catalogue); ``clock`` is
    monotonic seconds (tests).  Signals: ``image_ready(scheme_id, language)``,
    ``images_changed()`` after a download (every display may ask again),
    ``status_line(text)`` at most once per session,
    ``thumbnail_ready(scheme_id, language)`` when a thumbnail was read.
    """

    # image_ready, images_changed and thumbnail_ready: ImageSignals', which the displays follow.
    status_line = Signal(str)

    def __init__(
        self,
        mode: str | None = None,
        *,
        cache: ImageCache | None = None,
        client: ScryfallClient | None = None,
        catalogue: Catalogue | None = None,
        planes: PlaneCatalogue | None = None,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._mode = mode if mode in CARD_IMAGE_MODES else "off"
        self.cache = cache if cache is not None else ImageCache()
        self._client = client
        self.catalogue = catalogue if catalogue is not None else load_catalogue()
        self.planes = planes if planes is not None else load_planes()
        self.clock = clock
        # Planes' pictures turned to read, by (printing, language, height or 0 for the whole card).
        self._turned: OrderedDict[tuple[str, str, int], QPixmap] = OrderedDict()
        self._pixmaps: OrderedDict[tuple[str, str], QPixmap] = OrderedDict()
        self._tasks: dict[tuple[str, str], asyncio.Task[None]] = {}
        # Images that could not be had, and when: not asked for again for RETRY_AFTER seconds.
        self._failed: dict[tuple[str, str], float] = {}
        self._quiet_until = float("-inf")
        self._status_said = False
        # Reads and decodes, each worker one daemon thread that nobody waits for (the app's exit never does).
        self._pool: DaemonWorker | None = None
        self.last_status: str | None = None
        # Thumbnails by (printing, language, height): a pixmap, or None when the cache had none.
        self._thumbnails: OrderedDict[tuple[str, str, int], QPixmap | None] = OrderedDict()
        self._thumbnail_tasks: dict[tuple[str, str, int], asyncio.Task[None]] = {}
        self._thumbnail_pool: DaemonWorker | None = None
        # What phones are served, by (scheme, language): the cached record and its image's version, or None.
        self._served: dict[tuple[str, str], tuple[CachedCard, str] | None] = {}
        self._downloads: set[asyncio.Task[FetchReport]] = set()
        # Fetch_everything's, by language.
        self._everything: dict[str, asyncio.Task[FetchReport]] = {}
        # Whatever arrived or changed: a thumbnail or a phone's image may be there now.
        self.image_ready.connect(self._forget_misses)
        self.images_changed.connect(self._forget_misses)

    # --- the setting ------------------------------------------------------------------

    @property
    def fetching(self) -> bool:
        """True while an image a display asked for (:meth:`pixmap`) is being fetched."""
        return bool(self._tasks)

    @property
    def mode(self) -> str:
        """``off``, ``on_demand`` or ``all``."""
        return self._mode

    def set_mode(self, mode: str | None) -> None:
        """Follow a new setting.

        ``off`` forgets the images in memory and stops the fetches under way.
        """
        self._mode = mode if mode in CARD_IMAGE_MODES else "off"
        if self._mode == "off":
            self._pixmaps.clear()
            self._thumbnails.clear()
            self._turned.clear()
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
        """The printing shown for ``scheme_id`` in ``language`` (``set_code``'s if given).

        ``scheme_id`` is a scheme's id or a plane's.  Or ``None``.
        """
        card: PrintedCard | None = self.catalogue.get(scheme_id)
        if card is None:
            card = self.planes.get(scheme_id)
        return target_for(card, language, set_code) if card is not None else None

    def is_plane(self, card_id: str) -> bool:
        """Whether ``card_id`` is a plane's or a phenomenon's (a landscape card)."""
        return card_id in self.planes

    def plane_pixmap(self, plane_id: str, language: str) -> QPixmap | None:
        """The picture of plane ``plane_id`` turned to read, if it is ready.

        :meth:`pixmap`, then :func:`turned_to_read` (landscape, whole);
        ``None`` for an id that is no planar card's, or while it is
        readied (:attr:`image_ready` then says to ask again).
        """
        if not self.is_plane(plane_id):
            return None
        return self._turned_picture(plane_id, language, self.pixmap(plane_id, language), 0)

    def plane_thumbnail(self, plane_id: str, language: str, height: int) -> QPixmap | None:
        """A small picture of plane ``plane_id``, turned to read, ``height`` pixels tall.

        From the cache only, as :meth:`thumbnail` (:attr:`thumbnail_ready`
        says to ask again); its width is about 1.4 times ``height``.
        """
        if not self.is_plane(plane_id) or height <= 0:
            return None
        # The portrait scan's width becomes the landscape card's height.
        found = self.thumbnail(plane_id, language, max(1, round(height / _PORTRAIT_ASPECT)))
        return self._turned_picture(plane_id, language, found, height)

    def _turned_picture(self, plane_id: str, language: str, found: QPixmap | None, height: int) -> QPixmap | None:
        target = self.target(plane_id, language)
        if found is None or target is None:
            return None
        key = (f"{target.key}:{found.cacheKey()}", language, height)
        turned = self._turned.get(key)
        if turned is None:
            turned = self._turned[key] = turned_to_read(found)
            while len(self._turned) > MEMORY_IMAGES * 4:
                self._turned.popitem(last=False)
        return turned

    def pixmap(self, scheme_id: str, language: str, set_code: str | None = None) -> QPixmap | None:
        """The image of ``scheme_id`` in ``language`` if it is ready.

        Else ``None`` and it is being readied.

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
            # No event loop: no images, as without the feature.
            except RuntimeError:
                return self._pixmaps.get((target.key, "en"))
            self._tasks[key] = task
            task.add_done_callback(self._forget_task(key))
        # The English card meanwhile, if it is in memory.
        return self._pixmaps.get((target.key, "en"))

    def download(self, targets: Sequence[Target], progress: Progress | None = None) -> asyncio.Task[FetchReport]:
        """Fetch ``targets`` into the cache in the background; returns the task.

        What Download all and the ``all`` setting do.

        Cancel the task to stop.  When it ends, :attr:`images_changed` is
        emitted and failures are forgotten, so the displays ask again.
        """
        task = asyncio.ensure_future(fetch_images(self.client, self.cache, targets, progress=progress))
        self._downloads.add(task)

        def finished(done: asyncio.Task[FetchReport]) -> None:
            self._downloads.discard(task)
            self._failed.clear()
            if not done.cancelled() and done.exception() is None:
                report = done.result()
                if report.failed:
                    self._say(report.failed[0][1])
            self.images_changed.emit()

        task.add_done_callback(finished)
        return task

    async def aclose(self) -> None:
        """Stop the fetches and reads under way.

        Close the HTTP session and the worker threads (at the app's exit).

        Returns once every task it stopped has ended (no task on a closed
        loop), never waiting for a decode in flight: a worker thread busy with
        one is a daemon, left to end with the process (the exit follows within
        a second or two, however long that image would take).
        """
        tasks = [*self._tasks.values(), *self._thumbnail_tasks.values(), *self._downloads]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        if self._client is not None:
            await self._client.close()
        for pool in (self._pool, self._thumbnail_pool):
            if pool is not None:
                pool.close()
        self._pool = self._thumbnail_pool = None

    def _worker(self, thumbnails: bool = False) -> DaemonWorker:
        """The reading thread.

        Or the thumbnails' own: 102 rows never hold up the table's card.
        """
        if thumbnails:
            if self._thumbnail_pool is None:
                self._thumbnail_pool = DaemonWorker("card-thumbnails")
            return self._thumbnail_pool
        if self._pool is None:
            self._pool = DaemonWorker("card-image-read")
        return self._pool

    def thumbnail(self, scheme_id: str, language: str, height: int) -> QPixmap | None:
        """A small picture of ``scheme_id`` (``height`` pixels tall) from the cache.

        Or ``None``; never fetches.

        Never blocks: the first time, ``None``, and the cached image is decoded
        at that size in a worker thread (the card in ``language``, else in
        English); :attr:`thumbnail_ready` then says to ask again.  ``None``
        too while images are off, or when the cache has no image of it.
        """
        if self._mode == "off" or height <= 0:
            return None
        target = self.target(scheme_id, language)
        if target is None:
            return None
        key = (target.key, language, height)
        if key in self._thumbnails:
            self._thumbnails.move_to_end(key)
            return self._thumbnails[key]
        if key not in self._thumbnail_tasks:
            try:
                task = asyncio.ensure_future(self._read_thumbnail(scheme_id, target, height))
            # No event loop: no images.
            except RuntimeError:
                return None
            self._thumbnail_tasks[key] = task
            task.add_done_callback(lambda _task: self._thumbnail_tasks.pop(key, None))
        return None

    async def _read_thumbnail(self, scheme_id: str, target: Target, height: int) -> None:
        try:
            image = await self._worker(thumbnails=True).run(_load_thumbnail, self.cache, target, height)
        # The worker was closed (the app is closing)
        except RuntimeError:
            return
        pixmap = QPixmap.fromImage(image) if image is not None else None
        self._thumbnails[(target.key, target.language, height)] = pixmap if pixmap and not pixmap.isNull() else None
        while len(self._thumbnails) > MEMORY_THUMBNAILS:
            self._thumbnails.popitem(last=False)
        if pixmap is not None and self._mode != "off":
            self.thumbnail_ready.emit(scheme_id, target.language)

    def _forget_misses(self, *_args: object) -> None:
        """An image arrived or the setting changed.

        The thumbnails and phones' images not found are looked for again.
        """
        for key in [key for key, found in self._thumbnails.items() if found is None]:
            del self._thumbnails[key]
        self._served.clear()

    # --- what the phones' page gets ------------------------------------------------------

    def _served_record(self, scheme_id: str, language: str) -> tuple[CachedCard, str] | None:
        """The cached card data whose image phones get for ``scheme_id`` in ``language``.

        And that image's version.
        """
        key = (scheme_id, language)
        if key not in self._served:
            self._served[key] = None
            target = self.target(scheme_id, language)
            for lang in dict.fromkeys((language, "en")):
                cached = self.cache.record(target.key, lang) if target is not None else None
                stem = self.cache.image_stem(cached.card) if cached is not None else None
                if cached is not None and stem is not None and self.cache.has_image(cached.card):
                    self._served[key] = (cached, stem.rsplit("-", 1)[-1])
                    break
        return self._served[key]

    def served_version(self, scheme_id: str, language: str) -> str | None:
        """The version of the image phones get for ``scheme_id``, or ``None``.

        The version (16 hex digits) of the cached image in ``language``.

        ``None`` while images are off or when the cache has no image of the
        scheme (in ``language`` or in English).  The version changes when the
        image does (it is a hash of the image's address at Scryfall), so a
        phone may keep an image for as long as its version is the same.
        Remembered until an image arrives or the setting changes: a card
        record is read from the cache the first time only.
        """
        if self._mode == "off":
            return None
        found = self._served_record(scheme_id, language)
        return found[1] if found is not None else None

    async def served_image(self, scheme_id: str, language: str, version: str) -> tuple[bytes, str] | None:
        """The cached image of ``scheme_id`` in ``version``: its bytes and media type.

        In ``language``, only while ``version`` is its current version.

        Read and checked whole (a decode) in a worker thread; ``None`` while
        images are off, for another version, or when the file is missing or
        damaged (then deleted).  Never fetches.
        """
        if self._mode == "off" or self.served_version(scheme_id, language) != version:
            return None
        found = self._served_record(scheme_id, language)
        if found is None:
            return None
        served = await self._worker().run(_read_served, self.cache, found[0])
        if served is None:
            self._served.pop((scheme_id, language), None)
        return served

    # --- behind the scenes ------------------------------------------------------------

    async def _read(self, target: Target, language: str) -> QPixmap | None:
        """The cached image as a pixmap (read and decoded in a worker thread).

        Or ``None``.
        """
        image = await self._worker().run(_load_cached, self.cache, target, language)
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
        """Read the image from the cache, else (the setting allowing) fetch it.

        Emit :attr:`image_ready`.
        """
        language = target.language
        key = (target.key, language)
        try:
            pixmap = await self._read(target, language)
            if pixmap is None and language != "en":
                english = await self._read(Target(target.scheme_id, target.printing, "en"), "en")
                # The English card while the other is fetched (or for good)
                if english is not None:
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
        """After a failure.

        Wait before asking Scryfall again, and say it once (the status line).
        """
        if reason in ("offline", "rate_limited"):
            self._quiet_until = self.clock() + RETRY_AFTER
        if reason in _QUIET or self._status_said:
            return
        self._status_said = True
        self.last_status = unavailable_status(reason)
        self.status_line.emit(self.last_status)

    def fetch_everything(self, language: str) -> asyncio.Task[FetchReport] | None:
        """The ``all`` setting at start.

        Every scheme's and planar card's image in ``language``, quietly in
        the background.

        While one such download runs for ``language``, the same task is
        returned (choosing "all" again starts no second one).
        """
        if self._mode != "all" or self.clock() < self._quiet_until:
            return None
        running = self._everything.get(language)
        if running is not None and not running.done():
            return running
        task = self._everything[language] = self.download(self.every_target(language))
        return task

    def every_target(self, language: str, every_printing: bool = False) -> list[Target]:
        """Every scheme's target in ``language``, then every planar card's.

        Each card's preferred printing, or with ``every_printing`` each of
        its printings: what Download all fetches.
        """
        from .fetcher import plane_targets_for, targets_for

        schemes = targets_for(self.catalogue, language, every_printing)
        return schemes + plane_targets_for(self.planes, language, every_printing)

    def __repr__(self) -> str:
        return f"<CardImageProvider mode={self._mode!r} cache={str(self.cache.root)!r}>"
