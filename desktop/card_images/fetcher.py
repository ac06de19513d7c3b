"""Which images to fetch, and fetching them into the cache.

The command line and the app share this.

Qt-free (the decode check is passed in; the default is
:func:`~archenemy.desktop.card_images.validation.validate_image`, QtGui's
QImageReader, run in a worker thread so the loop never waits for a decode).

**What is fetched.**  A :class:`Target` is one printing of a card (a scheme,
or a plane or phenomenon: its ``kind``) in one language.  :func:`targets_for`
gives one target per scheme, its preferred printing
(:func:`preferred_printing`: the newest, a modern scan and the only one
Scryfall may have in Spanish), or with ``every_printing`` one per printing
(110 printings of 102 schemes: the 8 Duskmourn reprints have two);
:func:`plane_targets_for` the same for the 207 planar cards (262 printings;
the 56 event and Secret Lair cards have one Scryfall id for the card, not per
printing: their newest printing carries it).  Scryfall's images of planes
are portrait scans of a landscape card; turning them to read is the
displays' (:func:`~archenemy.desktop.card_images.provider.turned_to_read`).

**How a target is fetched** (:func:`fetch_images`):

1. Its cached card data younger than :data:`CARD_DATA_MAX_AGE` with its image
   cached: done, no request at all.
2. Card data missing or older: one ``POST /cards/collection`` per 75 printings
   (Scryfall answers with the English printing of each catalogue id); for a
   language other than English, ``GET /cards/:set/:number/:lang`` per
   printing: a Spanish printing with a real image (not Scryfall's placeholder)
   is used, else the English one (a 404 means Scryfall has none).  When
   refreshing fails, an older record and its image stay in use.
3. The image, from the URL the card data gives, checked (magic bytes, size,
   a full decode with an allocation limit) before it is written atomically.
   An image whose URL did not change is not fetched again.

Cancelling the task stops it; what was written stays (every write is atomic).
When the server cannot be reached the run stops at the first such failure
instead of trying every image: the rest are reported ``offline``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from ...engine.catalogue import Catalogue, Printing
from ...engine.planes import Plane, PlaneCatalogue
from .cache import CachedCard, ImageCache
from .scryfall import CardData, ScryfallClient, ScryfallError, UnavailableError
from .validation import ImageRejectedError, validate_image
from .worker import DaemonWorker

__all__ = [
    "CARD_DATA_MAX_AGE",
    "CardKind",
    "PrintedCard",
    "Target",
    "FetchReport",
    "preferred_printing",
    "targets_for",
    "plane_targets_for",
    "printings_of",
    "target_for",
    "fetch_images",
]

#: Card data older than this (seconds: 30 days) is asked for again, to learn whether an image changed.
#: Scryfall asks clients to keep its data at least a day.
CARD_DATA_MAX_AGE = 30 * 24 * 3600.0
#: How far in the future a record's fetch time may be (seconds: a day of clock skew) and still count as fresh.
CLOCK_SKEW = 24 * 3600.0
#: Images fetched at once (each still waits for its turn in the client's rate limiter).
WORKERS = 3

Progress = Callable[[int, int], None]
#: What a target is a picture of: a scheme, or a planar card (a plane or a phenomenon).
CardKind = Literal["scheme", "plane"]


class PrintedCard(Protocol):
    """A card with printings: a scheme or a planar card."""

    @property
    def id(self) -> str:
        """The card's id in its catalogue."""

    @property
    def printings(self) -> tuple[Printing, ...]:
        """Its printings, oldest first."""


@dataclass(frozen=True)
class Target:
    """One card printing's image in one language.

    ``scheme_id`` (the card's id: a scheme's, or a plane's), the catalogue's
    ``printing``, ``language``; ``kind``, a scheme or a planar card.
    """

    scheme_id: str
    printing: Printing
    language: str
    kind: CardKind = "scheme"

    @property
    def key(self) -> str:
        """The printing's Scryfall id (the catalogue's English printing)."""
        assert self.printing.scryfall_id is not None
        return self.printing.scryfall_id


@dataclass
class FetchReport:
    """How a run went: ``total`` targets.

    How many were ``already`` cached (no request), ``fetched`` images,
    ``failed`` ``[(target, reason)]`` (``offline``, ``rate_limited``,
    ``bad_response``, ``not_found``, or an :class:`ImageRejectedError` reason),
    ``requests``, the HTTP requests the run sent, and ``kinds``, how many
    targets of each kind (schemes, planar cards) the run had.
    """

    total: int = 0
    already: int = 0
    fetched: int = 0
    failed: list[tuple[Target, str]] = field(default_factory=list)
    requests: int = 0
    kinds: dict[CardKind, int] = field(default_factory=dict)

    @property
    def cached(self) -> int:
        """Targets whose image is in the cache after the run."""
        return self.total - len(self.failed)

    @property
    def reason(self) -> str | None:
        """The first failure's reason, or ``None`` when nothing failed."""
        return self.failed[0][1] if self.failed else None

    def counts(self, kind: CardKind) -> tuple[int, int]:
        """The targets of ``kind`` cached after the run, and all of them."""
        failed = sum(1 for target, _ in self.failed if target.kind == kind)
        total = self.kinds.get(kind, 0)
        return total - failed, total


def printings_of(card: PrintedCard) -> tuple[Printing, ...]:
    """``card``'s printings as images are fetched for them.

    A planar card whose printings have no Scryfall id but which has one
    itself (the event and Secret Lair cards) lends it to its newest printing.
    """
    printings = card.printings
    if isinstance(card, Plane) and card.scryfall_id and not any(p.scryfall_id for p in printings):
        if not printings:
            return (Printing("", "", None, card.scryfall_id),)
        last = printings[-1]
        return (*printings[:-1], Printing(last.set, last.set_name, last.collector_number, card.scryfall_id))
    return printings


def preferred_printing(card: PrintedCard) -> Printing | None:
    """The printing shown for ``card`` (a scheme or a planar card).

    Its newest with a Scryfall id (the catalogue lists them oldest first).
    """
    for printing in reversed(printings_of(card)):
        if printing.scryfall_id:
            return printing
    return None


def _kind(card: PrintedCard) -> CardKind:
    return "plane" if isinstance(card, Plane) else "scheme"


def target_for(card: PrintedCard, language: str, set_code: str | None = None) -> Target | None:
    """``card``'s target in ``language``.

    The printing of ``set_code`` if it has one, else the preferred one.
    """
    if set_code is not None:
        for printing in printings_of(card):
            if printing.set.casefold() == set_code.casefold() and printing.scryfall_id:
                return Target(card.id, printing, language, _kind(card))
    preferred = preferred_printing(card)
    return Target(card.id, preferred, language, _kind(card)) if preferred is not None else None


def _targets(cards: Iterable[PrintedCard], language: str, every_printing: bool) -> list[Target]:
    targets: list[Target] = []
    for card in cards:
        if every_printing:
            kind = _kind(card)
            targets.extend(Target(card.id, p, language, kind) for p in printings_of(card) if p.scryfall_id)
        else:
            target = target_for(card, language)
            if target is not None:
                targets.append(target)
    return targets


def targets_for(catalogue: Catalogue, language: str, every_printing: bool = False) -> list[Target]:
    """Every scheme's target in ``language`` (its preferred printing).

    Or with ``every_printing`` every printing.
    """
    return _targets(catalogue.values(), language, every_printing)


def plane_targets_for(planes: PlaneCatalogue, language: str, every_printing: bool = False) -> list[Target]:
    """Every plane's and phenomenon's target in ``language`` (kind ``plane``).

    Its preferred printing, or with ``every_printing`` every printing.
    """
    return _targets(planes.values(), language, every_printing)


class _Run:
    """One :func:`fetch_images` call's state."""

    def __init__(
        self,
        client: ScryfallClient,
        cache: ImageCache,
        targets: Sequence[Target],
        progress: Progress | None,
        validate: Callable[[bytes], Any],
        now: float,
        max_age: float,
    ) -> None:
        self.client, self.cache, self.progress, self.validate = client, cache, progress, validate
        self.targets = list(dict.fromkeys(targets))
        self.now, self.max_age = now, max_age
        self.report = FetchReport(total=len(self.targets))
        for target in self.targets:
            self.report.kinds[target.kind] = self.report.kinds.get(target.kind, 0) + 1
        self.done = 0
        self.offline: str | None = None
        self.reasons: dict[Target, str] = {}
        # Decoding happens here, off the loop, in a daemon thread nobody waits for (see .worker).
        self.pool = DaemonWorker("card-image-check")

    def step(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, self.report.total)

    def fail(self, target: Target, reason: str) -> None:
        self.report.failed.append((target, reason))
        self.step()

    async def english(self, targets: list[Target]) -> dict[str, CardData]:
        """The English card data of ``targets``' printings by id (``/cards/collection``).

        ``{}`` when it fails.
        """
        try:
            found, _missing = await self.client.cards_by_ids([t.key for t in targets])
        except ScryfallError as exc:
            self.note(exc)
            self.reasons.update({t: exc.reason for t in targets})
            return {}
        self.reasons.update({t: "not_found" for t in targets if t.key not in found})
        return found

    async def refreshed(self, target: Target, english: CardData) -> CachedCard | None:
        """``target``'s new card data (in its language when Scryfall has it), saved.

        ``None`` if it failed.
        """
        card = english
        if target.language != english.lang:
            try:
                card = await self.in_language(english, target.language)
            except ScryfallError as exc:
                self.reasons[target] = exc.reason
                return None
        try:
            return self.cache.save_record(target.key, target.language, card)
        # Not written: used for this run only.
        except OSError:
            return CachedCard(target.key, target.language, card, self.now)

    async def in_language(self, english: CardData, language: str) -> CardData:
        """The printing of ``english`` in ``language``, else ``english``.

        The other language's printing when Scryfall has it with a real image.
        """
        if self.offline is not None:
            raise UnavailableError(self.offline)
        try:
            local = await self.client.card_in_language(english.set, english.collector_number, language)
        except ScryfallError as exc:
            self.note(exc)
            raise
        return local if local is not None and local.has_real_image else english

    def note(self, error: ScryfallError) -> None:
        """After a server that cannot be reached, the run asks nothing more."""
        if isinstance(error, UnavailableError):
            self.offline = error.reason

    async def image(self, target: Target, cached: CachedCard, fetching: dict[str, asyncio.Future[str | None]]) -> None:
        """Fetch, check and store the image of ``cached``.

        One fetch per file however many targets share it.
        """
        card = cached.card
        stem = self.cache.image_stem(card)
        # Scryfall has no image of this card.
        if stem is None:
            self.fail(target, "not_found")
            return
        if stem in fetching:
            reason = await fetching[stem]
        else:
            fetching[stem] = future = asyncio.get_running_loop().create_future()
            try:
                reason = await self._download(card)
            # Cancelled: the targets waiting for the same file fail too.
            except BaseException:
                future.set_result("cancelled")
                raise
            future.set_result(reason)
        if reason is None:
            self.step()
        else:
            self.fail(target, reason)

    async def _download(self, card: CardData) -> str | None:
        """``None`` when the image is cached after this, else the failure's reason."""
        if self.cache.has_image(card):
            return None
        if self.offline is not None:
            return self.offline
        assert card.image_url is not None
        try:
            data = await self.client.image(card.image_url)
            await self.pool.run(self.validate, data)
            self.cache.store_image(card, data)
        except ScryfallError as exc:
            self.note(exc)
            return exc.reason
        except ImageRejectedError as exc:
            return exc.reason
        except OSError:
            return "not_written"
        self.report.fetched += 1
        return None


async def fetch_images(
    client: ScryfallClient,
    cache: ImageCache,
    targets: Sequence[Target],
    *,
    progress: Progress | None = None,
    validate: Callable[[bytes], Any] = validate_image,
    now: float | None = None,
    max_age: float = CARD_DATA_MAX_AGE,
) -> FetchReport:
    """Fetch into ``cache`` every target's image not cached yet (see the module).

    Returns the :class:`FetchReport`.

    ``progress(done, total)`` is called after each target; ``validate(data)``
    raises :class:`ImageRejectedError` for an image not to keep; ``now``
    (seconds since the epoch) and ``max_age`` decide which card data is too
    old.  Never raises :class:`ScryfallError` or :class:`OSError`: failures
    are in the report.  Cancellation (``CancelledError``) propagates.
    """
    run = _Run(client, cache, targets, progress, validate, time.time() if now is None else now, max_age)
    sent_before = client.requests
    # (target, cached card data, whether to refresh it): the images to fetch, and the card data to ask first
    work: list[tuple[Target, CachedCard | None, bool]] = []
    for target in run.targets:
        cached = cache.record(target.key, target.language)
        # A record fetched "in the future" (a clock set wrong, a planted file) is stale, never fresh for good.
        fresh = cached is not None and -CLOCK_SKEW <= run.now - cached.fetched < max_age
        if fresh and cached is not None and cache.has_image(cached.card):
            run.report.already += 1
            run.step()
        else:
            work.append((target, cached, not fresh))
    stale = [target for target, _, refresh in work if refresh]
    english = await run.english(stale) if stale else {}
    queue: asyncio.Queue[tuple[Target, CachedCard | None, bool]] = asyncio.Queue()
    for item in work:
        queue.put_nowait(item)
    fetching: dict[str, asyncio.Future[str | None]] = {}

    async def worker() -> None:
        while not queue.empty():
            target, cached, refresh = queue.get_nowait()
            card = english.get(target.key) if refresh else None
            new = await run.refreshed(target, card) if card is not None else None
            # Could not refresh: the old card data still names an image.
            cached = new or cached
            if cached is None:
                run.fail(target, run.reasons.get(target, "not_found"))
            else:
                await run.image(target, cached, fetching)

    try:
        await asyncio.gather(*(worker() for _ in range(min(WORKERS, len(work)))))
    finally:
        run.pool.close()
    if run.report.fetched:
        cache.prune()
    run.report.requests = client.requests - sent_before
    return run.report
