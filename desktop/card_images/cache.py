"""The card image cache.

Scryfall's images and their card data, kept for good in the user cache folder.

Qt-free.  An index in the project's sense: anything here can be fetched again,
so a file in doubt is dropped, never shown and never an error.  The folder
(:func:`archenemy.desktop.paths.card_images_dir`, platformdirs'
``user_cache_dir``) holds::

    cards/<printing id>-<lang>.json    the card data of one catalogue printing in one language
    images/<card id>-<url hash>.jpg    one image (.png too), named by the Scryfall id of the printing
                                       shown and a hash of its image URL

``<printing id>`` is the catalogue's Scryfall id (the English printing,
``resources/schemes.json``), ``<lang>`` the language asked for (``en``,
``es``); the record says which printing was found for it (the Spanish one, or
the English one when Scryfall has no Spanish printing).  Scryfall's image URLs
end in a version number that changes when the image does, so the file name
changes with it: a cached image is never fetched again unless the card data
says it changed.

- **Written atomically** (:func:`~archenemy.engine.safe_files.write_atomically`):
  a temporary file (``.<name>.<random>.tmp``) in the same folder, written,
  flushed and fsynced, then renamed over the name (and the folder fsynced).
  A crash leaves at most a temporary file, which no reader looks at and
  :meth:`ImageCache.prune` removes (after a fetch that stored an image).
- **Read safely** (:func:`~archenemy.engine.safe_files.read_regular_file_or_none`):
  without following links and without blocking, never anything but a
  regular file (a FIFO, a device, a folder), at most a bounded number of
  bytes; a file it refuses is missing.  A record that is not valid JSON of the expected shape, or
  an image that fails :func:`~archenemy.desktop.card_images.validation.check_bytes`,
  is deleted and reported missing, so it is fetched again.
- **Bounded**: at most ``cap_bytes`` of images (default :data:`DEFAULT_CAP_BYTES`);
  beyond it the least recently used images go first (a file's modification
  time is its last use: reading an image touches it).  A file under an
  image's name whose size no image has (under :data:`MIN_IMAGE_BYTES` or over
  :data:`MAX_IMAGE_BYTES`: a sparse 4 GiB file) is no image: never counted,
  never served, removed by :meth:`ImageCache.prune`.
- **Never deletes outside itself**: the cache's own folders (the root,
  ``images``, ``cards``) are used only when they are real folders.  One that
  is a link (to a folder of the user's, say) is not the cache's: nothing is
  read, written or deleted through it.  Every deletion opens the folder
  without following links (``O_NOFOLLOW``, the root's own name included) and
  removes a name inside that descriptor (``unlink(name, dir_fd=...)``), so a
  folder swapped for a link after the check is never entered either; a link
  inside a folder is removed as a link, never followed.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import stat
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ...engine.safe_files import loads_json, read_regular_file_or_none, write_atomically
from .scryfall import MAX_IMAGE_BYTES, BadResponseError, CardData, parse_card
from .validation import MIN_IMAGE_BYTES, ImageRejectedError, check_bytes

__all__ = [
    "DEFAULT_CAP_BYTES",
    "MAX_RECORD_BYTES",
    "CachedCard",
    "CacheStatus",
    "ImageCache",
]

#: The images' size cap (bytes).  Every printing in both languages is about 50 MB of ``large`` JPEGs.
DEFAULT_CAP_BYTES = 250_000_000
#: A record is a few hundred bytes; anything over this is not ours.
MAX_RECORD_BYTES = 64 * 1024
#: A temporary file older than this (seconds) is a crash's leftover.
STALE_TEMP_AGE = 3600.0
#: Reading an image touches it (its last use) at most this often (seconds).
TOUCH_AFTER = 60.0
RECORD_FORMAT = 1

_ID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_LANG = re.compile(r"^[a-z]{2,3}$")
_IMAGE_NAME = re.compile(rf"^({_ID})-([0-9a-f]{{16}})\.(jpg|png)$")
_RECORD_NAME = re.compile(rf"^({_ID})-([a-z]{{2,3}})\.json$")
_ID_RE = re.compile(rf"^{_ID}$")
# A folder opened to list it or delete in it: never through a link.
_FOLDER_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
# Whether this system removes and lists by folder descriptor (POSIX); elsewhere lstat checks stand in.
_BY_DESCRIPTOR = os.unlink in os.supports_dir_fd and os.scandir in os.supports_fd and os.stat in os.supports_dir_fd


def _read(path: Path, limit: int) -> bytes | None:
    """A cached file's bytes, or ``None``.

    A regular file of at most ``limit`` bytes, never a link.
    """
    return read_regular_file_or_none(path, limit, follow_links=False)


@dataclass(frozen=True)
class CachedCard:
    """One catalogue printing's card data in one language, as cached.

    ``printing``: the catalogue's Scryfall id (:class:`archenemy.engine.catalogue.Printing`);
    ``lang``: the language asked for; ``card``: the printing found for it
    (``card.lang`` is ``lang``, or ``"en"`` when Scryfall has none in
    ``lang``); ``fetched``: when the card data was fetched (seconds since the
    epoch).
    """

    printing: str
    lang: str
    card: CardData
    fetched: float

    def to_json(self) -> dict[str, Any]:
        """The record file's object."""
        return {
            "format": RECORD_FORMAT,
            "printing": self.printing,
            "lang": self.lang,
            "fetched": self.fetched,
            "card": asdict(self.card),
        }

    @classmethod
    def from_json(cls, value: Any) -> CachedCard:
        """A record from its file's object; raises :class:`ValueError` for anything else."""
        if not isinstance(value, dict) or value.get("format") != RECORD_FORMAT:
            raise ValueError("not a card record")
        printing, lang, fetched, card = (value.get(k) for k in ("printing", "lang", "fetched", "card"))
        if not (isinstance(printing, str) and _ID_RE.match(printing) and isinstance(lang, str) and _LANG.match(lang)):
            raise ValueError("bad printing or language")
        if not isinstance(fetched, (int, float)) or isinstance(fetched, bool) or not fetched == fetched:
            raise ValueError("bad fetched time")
        if not isinstance(card, dict):
            raise ValueError("no card")
        try:
            data = parse_card({"object": "card", **card, "image_uris": {"large": card.get("image_url")}})
        except BadResponseError as exc:
            raise ValueError(str(exc)) from None
        return cls(printing, lang, data, float(fetched))


@dataclass(frozen=True)
class CacheStatus:
    """What the cache holds.

    ``images`` files of ``bytes`` bytes in all, ``records`` card records,
    ``path``, ``cap``.
    """

    path: Path
    images: int
    bytes: int
    records: int
    cap: int


def _url_hash(url: str) -> str:
    return hashlib.sha256(url.encode("utf-8")).hexdigest()[:16]


def _real_folder(path: Path) -> bool:
    """True when ``path`` itself is a folder, not a link to one (``lstat``)."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def _plausible_image(info: os.stat_result) -> bool:
    """True for a regular file of a size an image can have.

    See the module's docstring.
    """
    return stat.S_ISREG(info.st_mode) and MIN_IMAGE_BYTES <= info.st_size <= MAX_IMAGE_BYTES


@contextlib.contextmanager
def _folder(root: Path, name: str) -> Iterator[int | None]:
    """A descriptor on the real folder ``root/name``, opened without following a link.

    ``None`` else.

    ``None`` too where the system has no descriptor-relative calls (the
    callers then check with ``lstat`` before each removal).
    """
    if not _BY_DESCRIPTOR:
        yield None
        return
    try:
        top = os.open(root, _FOLDER_FLAGS)
    except OSError:
        yield None
        return
    try:
        try:
            fd = os.open(name, _FOLDER_FLAGS, dir_fd=top)
        except OSError:
            yield None
            return
        try:
            yield fd
        finally:
            os.close(fd)
    finally:
        os.close(top)


class ImageCache:
    """The cache folder ``root``; see the module.

    ``root`` defaults to :func:`archenemy.desktop.paths.card_images_dir`.

    ``cap_bytes``: the images' size cap; ``clock``: seconds since the epoch
    (injectable for tests).  No method raises for a damaged, missing or
    hostile file; writing raises :class:`OSError` (a full disk, a read-only
    folder), which callers treat as "not cached".
    """

    def __init__(
        self, root: Path | None = None, *, cap_bytes: int = DEFAULT_CAP_BYTES, clock: Callable[[], float] = time.time
    ) -> None:
        if root is None:
            from .. import paths

            root = paths.card_images_dir()
        self.root = Path(root)
        self.cap_bytes = cap_bytes
        self.clock = clock

    @property
    def cards_dir(self) -> Path:
        """The card records' folder."""
        return self.root / "cards"

    @property
    def images_dir(self) -> Path:
        """The images' folder."""
        return self.root / "images"

    def _usable(self, folder: Path) -> bool:
        """True when the root and ``folder`` (one of the cache's two) are real folders.

        Never links.
        """
        return _real_folder(self.root) and _real_folder(folder)

    def _writable(self, folder: Path) -> None:
        """Before a write into ``folder``.

        Raise :class:`OSError` when it or the root is a link (not ours).

        A missing folder is made (a real one) by the write.
        """
        for path in (self.root, folder):
            try:
                info = os.lstat(path)
            except FileNotFoundError:
                return
            if not stat.S_ISDIR(info.st_mode):
                raise OSError(errno.ENOTDIR, "not a real folder of the cache", str(path))

    def _record_path(self, printing: str, lang: str) -> Path:
        if not _ID_RE.match(printing) or not _LANG.match(lang):
            raise ValueError(f"not a Scryfall id and language: {printing!r}, {lang!r}")
        return self.cards_dir / f"{printing}-{lang}.json"

    # --- card records ---------------------------------------------------------------

    def record(self, printing: str, lang: str) -> CachedCard | None:
        """The cached card data of ``printing`` in ``lang``, or ``None``.

        A damaged record is deleted.
        """
        try:
            path = self._record_path(printing, lang)
        except ValueError:
            return None
        if not self._usable(self.cards_dir):
            return None
        data = _read(path, MAX_RECORD_BYTES)
        if data is None:
            if os.path.lexists(path):
                self._remove(path)
            return None
        try:
            # A key given twice: damaged.
            cached = CachedCard.from_json(loads_json(data.decode("utf-8")))
        except (ValueError, RecursionError):
            self._remove(path)
            return None
        if cached.printing != printing or cached.lang != lang:
            self._remove(path)
            return None
        return cached

    def save_record(self, printing: str, lang: str, card: CardData) -> CachedCard:
        """Cache ``card`` as the card data of ``printing`` in ``lang``, fetched now.

        Raises :class:`OSError`.
        """
        cached = CachedCard(printing, lang, card, self.clock())
        text = json.dumps(cached.to_json(), ensure_ascii=False, indent=1) + "\n"
        path = self._record_path(printing, lang)
        self._writable(path.parent)
        write_atomically(path, text.encode("utf-8"))
        return cached

    # --- images --------------------------------------------------------------------

    def image_stem(self, card: CardData) -> str | None:
        """The image file's name without its extension.

        Or ``None`` when the card has no image URL.
        """
        if card.image_url is None or not _ID_RE.match(card.id):
            return None
        return f"{card.id}-{_url_hash(card.image_url)}"

    def image_path(self, card: CardData) -> Path | None:
        """The cached image file of ``card`` (a regular file), or ``None``.

        Cheap: nothing is read.
        """
        stem = self.image_stem(card)
        if stem is None or not self._usable(self.images_dir):
            return None
        for ext in ("jpg", "png"):
            path = self.images_dir / f"{stem}.{ext}"
            try:
                if _plausible_image(os.lstat(path)):
                    return path
            except OSError:
                continue
        return None

    def has_image(self, card: CardData) -> bool:
        """True when ``card``'s image is in the cache.

        Not decoded; :meth:`read_image` checks it.
        """
        return self.image_path(card) is not None

    def read_image(self, card: CardData) -> bytes | None:
        """The cached image bytes of ``card``, checked (:func:`check_bytes`), or ``None``.

        A damaged file is deleted (it is fetched again).  A read counts as a
        use for the least-recently-used eviction.
        """
        path = self.image_path(card)
        if path is None:
            return None
        data = _read(path, MAX_IMAGE_BYTES)
        try:
            if data is None:
                raise ImageRejectedError("unreadable")
            check_bytes(data)
        except ImageRejectedError:
            self._remove(path)
            return None
        self._touch(path)
        return data

    def drop_image(self, card: CardData) -> None:
        """Delete ``card``'s cached image (it failed to decode): it will be fetched again."""
        path = self.image_path(card)
        if path is not None:
            self._remove(path)

    def store_image(self, card: CardData, data: bytes) -> Path:
        """Cache ``data`` (already validated) as ``card``'s image.

        Then evict down to the cap; returns the path.

        Raises :class:`ImageRejectedError` when ``data`` fails :func:`check_bytes`,
        :class:`ValueError` when the card has no image URL, :class:`OSError`
        when it cannot be written.
        """
        kind = check_bytes(data)
        stem = self.image_stem(card)
        if stem is None:
            raise ValueError("a card without an image URL")
        path = self.images_dir / f"{stem}.{kind}"
        self._writable(self.images_dir)
        write_atomically(path, data)
        self.evict(keep={path})
        return path

    def _touch(self, path: Path) -> None:
        try:
            now = self.clock()
            if now - os.lstat(path).st_mtime >= TOUCH_AFTER:
                os.utime(path, (now, now), follow_symlinks=False)
        except OSError:
            pass

    def _remove(self, path: Path) -> None:
        """Delete the file ``path`` of one of the cache's folders, never through a link.

        See the module.
        """
        folder = path.parent
        if folder not in (self.images_dir, self.cards_dir):
            return
        with _folder(self.root, folder.name) as fd:
            if fd is not None:
                with contextlib.suppress(OSError):
                    os.unlink(path.name, dir_fd=fd)
            elif not _BY_DESCRIPTOR and self._usable(folder):
                with contextlib.suppress(OSError):
                    os.unlink(path)

    def _entries(self, folder: Path) -> list[tuple[str, os.stat_result]]:
        """Every name of the real ``folder`` (one of the cache's) with its ``lstat``.

        None through a link.
        """
        found = []
        with _folder(self.root, folder.name) as fd:
            if fd is not None:
                with contextlib.suppress(OSError):
                    for entry in list(os.scandir(fd)):
                        with contextlib.suppress(OSError):
                            found.append((entry.name, os.stat(entry.name, dir_fd=fd, follow_symlinks=False)))
            elif not _BY_DESCRIPTOR and self._usable(folder):
                with contextlib.suppress(OSError):
                    for entry in list(os.scandir(folder)):
                        with contextlib.suppress(OSError):
                            found.append((entry.name, entry.stat(follow_symlinks=False)))
        return found

    def _images(self) -> Iterator[tuple[Path, os.stat_result]]:
        """Every cached image file with its ``lstat``.

        Regular files named as the cache names them, of an image's size.
        """
        for name, info in self._entries(self.images_dir):
            if _IMAGE_NAME.match(name) and _plausible_image(info):
                yield self.images_dir / name, info

    def evict(self, keep: Iterable[Path] = ()) -> int:
        """Delete the least recently used images until the images fit in ``cap_bytes``.

        Returns the bytes freed.

        The files in ``keep`` (the image just written) are not deleted.
        """
        images = sorted(self._images(), key=lambda item: item[1].st_mtime)
        total = sum(info.st_size for _, info in images)
        kept = {Path(path) for path in keep}
        freed = 0
        for path, info in images:
            if total - freed <= self.cap_bytes:
                break
            if path in kept:
                continue
            self._remove(path)
            freed += info.st_size
        return freed

    def prune(self, temp_age: float = STALE_TEMP_AGE) -> None:
        """Remove what no record names and crashed writes' temporary files.

        What no record names: old images, foreign files.

        A temporary file younger than ``temp_age`` seconds may be another
        process's write in progress and is left alone.
        """
        wanted: set[str] = set()
        for cached in self.records():
            stem = self.image_stem(cached.card)
            if stem is not None:
                wanted.add(stem)
        now = self.clock()
        for folder in (self.images_dir, self.cards_dir):
            for name, info in self._entries(folder):
                if name.startswith(".") and name.endswith(".tmp"):
                    if now - info.st_mtime >= temp_age:
                        self._remove(folder / name)
                elif folder == self.images_dir:
                    match = _IMAGE_NAME.match(name)
                    if match is None or name.rsplit(".", 1)[0] not in wanted or not _plausible_image(info):
                        self._remove(folder / name)

    def records(self) -> list[CachedCard]:
        """Every valid card record (damaged ones are deleted on the way)."""
        names = sorted(name for name, _info in self._entries(self.cards_dir))
        found = []
        for name in names:
            match = _RECORD_NAME.match(name)
            if match is not None:
                cached = self.record(match.group(1), match.group(2))
                if cached is not None:
                    found.append(cached)
        return found

    def status(self) -> CacheStatus:
        """How many images, how many bytes, how many card records, where; never raises."""
        images = list(self._images())
        records = sum(1 for name, _info in self._entries(self.cards_dir) if _RECORD_NAME.match(name))
        return CacheStatus(self.root, len(images), sum(info.st_size for _, info in images), records, self.cap_bytes)
