"""Is it a real card image? The checks of every image, arrived or read back.

:func:`check_bytes` is Qt-free and cheap: the size within
[:data:`MIN_IMAGE_BYTES`, :data:`MAX_IMAGE_BYTES`], the magic bytes of a JPEG
(``FF D8 FF``) or a PNG (``89 50 4E 47 0D 0A 1A 0A``), and the format's end
(a JPEG's end-of-image marker ``FF D9`` near the end, a PNG's ``IEND`` chunk
last), so a download cut short is refused before anything decodes it; and
a JPEG's scans counted (:func:`jpeg_scans`, its start-of-scan markers
``FF DA``): more than :data:`MAX_JPEG_SCANS` is refused.  A progressive JPEG
repeating one scan a hundred thousand times passes every other check and
takes minutes of CPU to decode; libjpeg's usual progressive script has about
ten scans (Pillow's and Qt's progressive writers make 10 for a colour image).

:func:`decode_image` decodes with Qt's :class:`QImageReader` (QtGui; no
QGuiApplication needed): it reads the declared dimensions from the header
first and refuses, before allocating anything, dimensions outside
[:data:`MIN_SIDE`, :data:`MAX_SIDE`], a card that is not portrait (width /
height within :data:`ASPECT_RANGE`; Scryfall's full-card images are 0.70-0.72)
or more than :data:`MAX_PIXELS` pixels: our own allocation limit, below Qt's
global one (``QImageReader.allocationLimit()``, 256 MB by default, which stays
as a second net).  A format the content does not match, or a decode error, is
refused too.  Safe to call from a worker thread (QImage is reentrant).

Every refusal is an :class:`ImageRejectedError` with a stable ``reason``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .scryfall import MAX_IMAGE_BYTES

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

__all__ = [
    "ImageRejectedError",
    "MAX_JPEG_SCANS",
    "MIN_IMAGE_BYTES",
    "MAX_IMAGE_BYTES",
    "check_bytes",
    "decode_image",
    "validate_image",
    "image_kind",
    "jpeg_scans",
]

#: Smaller than this is no card image (a 672 × 936 JPEG is about 100-250 KB; the tests' images are a few KB).
MIN_IMAGE_BYTES = 256
#: Plausible card image sides (pixels) and their ratio: Scryfall's ``large`` is 672 × 936, ``png`` 745 × 1040.
MIN_SIDE = 64
MAX_SIDE = 3000
ASPECT_RANGE = (0.55, 0.85)
#: The decode's allocation limit, in pixels (4 bytes each: about 24 MB).
MAX_PIXELS = 2400 * 2400

JPEG_MAGIC = b"\xff\xd8\xff"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
_PNG_END = b"IEND\xaeB`\x82"
# A JPEG's end-of-image marker may be followed by a little padding.
_JPEG_TAIL = 64
#: The most scans a JPEG may have (libjpeg's progressive script has about 10; a baseline JPEG has 1).
MAX_JPEG_SCANS = 32
#: The most marker segments a JPEG may have (each scan may bring its tables: a few per scan).
MAX_JPEG_SEGMENTS = 256
# Markers without a length: TEM, the restart markers RST0-RST7, SOI (EOI ends the walk).
_NO_LENGTH = frozenset({0x01, *range(0xD0, 0xD8), 0xD8})


class ImageRejectedError(ValueError):
    """Not an acceptable card image; ``reason`` is a stable code.

    One of ``too_small``, ``too_large``, ``not_an_image``, ``truncated``,
    ``too_many_scans``, ``bad_dimensions``, ``undecodable``.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def image_kind(data: bytes) -> str | None:
    """``"jpg"`` or ``"png"`` from the magic bytes, else ``None``."""
    if data.startswith(JPEG_MAGIC):
        return "jpg"
    if data.startswith(PNG_MAGIC):
        return "png"
    return None


def jpeg_scans(data: bytes, most: int = MAX_JPEG_SCANS) -> int:
    """How many scans (start-of-scan ``FF DA`` segments) the JPEG ``data`` has.

    Walking its markers.

    The walk reads each segment's length and skips it; after a scan header
    it skips the entropy-coded data to the next marker (a ``FF 00`` stuffed
    byte, a restart marker or fill ``FF`` bytes are data).  It stops at the
    end-of-image marker.  Raises :class:`ImageRejectedError`:
    ``too_many_scans`` past ``most`` scans or :data:`MAX_JPEG_SEGMENTS`
    segments, ``truncated`` for a walk that runs off the end or finds no
    marker where one must be.  Linear in the size; reads nothing twice.
    """
    end = len(data)
    # After SOI.
    at = 2
    scans = segments = 0
    while True:
        if at + 1 >= end or data[at] != 0xFF:
            raise ImageRejectedError("truncated")
        # Fill bytes before a marker.
        while at + 1 < end and data[at + 1] == 0xFF:
            at += 1
        marker = data[at + 1] if at + 1 < end else 0xD9
        if marker == 0xD9:
            return scans
        segments += 1
        if segments > MAX_JPEG_SEGMENTS:
            raise ImageRejectedError("too_many_scans")
        if marker in _NO_LENGTH:
            at += 2
            continue
        if at + 3 >= end:
            raise ImageRejectedError("truncated")
        at += 2 + int.from_bytes(data[at + 2 : at + 4], "big")
        if marker != 0xDA:
            continue
        scans += 1
        if scans > most:
            raise ImageRejectedError("too_many_scans")
        # The scan's entropy-coded data, up to the next marker that is not data.
        while True:
            at = data.find(b"\xff", at)
            if at < 0 or at + 1 >= end:
                raise ImageRejectedError("truncated")
            following = data[at + 1]
            if following == 0x00 or 0xD0 <= following <= 0xD7:
                at += 2
            elif following == 0xFF:
                at += 1
            else:
                break


def check_bytes(data: bytes) -> str:
    """The checks that need no decoder.

    Returns ``"jpg"`` or ``"png"``, raises :class:`ImageRejectedError`.
    """
    if len(data) < MIN_IMAGE_BYTES:
        raise ImageRejectedError("too_small")
    if len(data) > MAX_IMAGE_BYTES:
        raise ImageRejectedError("too_large")
    kind = image_kind(data)
    if kind is None:
        raise ImageRejectedError("not_an_image")
    if kind == "jpg" and b"\xff\xd9" not in data[-_JPEG_TAIL:]:
        raise ImageRejectedError("truncated")
    if kind == "jpg":
        jpeg_scans(data)
    if kind == "png" and not data.endswith(_PNG_END):
        raise ImageRejectedError("truncated")
    return kind


def plausible_size(width: int, height: int) -> bool:
    """True for the dimensions of a card image (see the module's docstring)."""
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE):
        return False
    return ASPECT_RANGE[0] <= width / height <= ASPECT_RANGE[1] and width * height <= MAX_PIXELS


def decode_image(data: bytes, height: int | None = None) -> QImage:
    """The decoded image of ``data``, after :func:`check_bytes`.

    Raises :class:`ImageRejectedError`.

    With ``height`` (pixels) smaller than the image's, it is decoded straight
    to that height, its proportions kept (``QImageReader.setScaledSize``: a
    JPEG decoder then skips most of the work): a thumbnail costs a fraction of
    the whole image's time and memory.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
    from PySide6.QtGui import QImageReader

    kind = check_bytes(data)
    array = QByteArray(data)
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, b"jpeg" if kind == "jpg" else b"png")
    # The magic bytes chose the format: no other decoder runs.
    reader.setDecideFormatFromContent(False)
    if not reader.canRead():
        raise ImageRejectedError("undecodable")
    size = reader.size()
    if not size.isValid() or not plausible_size(size.width(), size.height()):
        raise ImageRejectedError("bad_dimensions")
    if height is not None and 0 < height < size.height():
        size = QSize(max(1, round(size.width() * height / size.height())), height)
        reader.setScaledSize(size)
    image = reader.read()
    buffer.close()
    if image.isNull() or image.width() != size.width() or image.height() != size.height():
        raise ImageRejectedError("undecodable")
    return image


def validate_image(data: bytes) -> tuple[int, int]:
    """Every check, the decode included.

    Returns ``(width, height)``, raises :class:`ImageRejectedError`.
    """
    image = decode_image(data)
    return image.width(), image.height()
