"""Sample card images for the screenshots, never Scryfall's.

Generated pictures in the card image cache.

The repository ships no card image, and the screenshots must not show one
either: :func:`fill_cache` writes, for each scheme's printing the displays
show, a generated 672 × 936 picture (a frame, the scheme's name, an art box
in a colour of its own, a text box, and at its foot an artist's line and a
notice that it is a sample) with its card record, as the fetcher would have
cached Scryfall's.  The foot's lines show where a real card's artist and
copyright line are: the displays never cover or crop them.

    .venv/bin/python tools/sample_card_images.py [CACHE_FOLDER]

fills the given folder (default: the app's card image cache).
"""

from __future__ import annotations

import hashlib
import sys
import uuid
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, Qt
from PySide6.QtGui import QColor, QFont, QImage, QLinearGradient, QPainter

from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.fetcher import targets_for
from archenemy.desktop.card_images.scryfall import CardData
from archenemy.engine.catalogue import load_catalogue

WIDTH, HEIGHT = 672, 936


def _colour(seed: str, index: int) -> QColor:
    digest = hashlib.sha256(seed.encode()).digest()
    return QColor(digest[index] // 2 + 60, digest[index + 1] // 2 + 40, digest[index + 2] // 2 + 60)


def sample_card_jpeg(name: str, type_line: str, seed: str) -> bytes:
    """A generated card picture (JPEG, 672 × 936) named ``name``.

    ``seed`` picks its colours.
    """
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    image.fill(QColor(18, 16, 20))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_colour(seed, 0))
    painter.drawRoundedRect(QRect(28, 28, WIDTH - 56, HEIGHT - 96), 18, 18)
    title = QFont("DejaVu Sans", 26, QFont.Weight.Bold)
    painter.setBrush(QColor(236, 228, 212))
    painter.drawRoundedRect(QRect(48, 48, WIDTH - 96, 64), 10, 10)
    painter.setPen(QColor(20, 18, 22))
    painter.setFont(title)
    painter.drawText(QRect(64, 48, WIDTH - 128, 64), Qt.AlignmentFlag.AlignVCenter, name)
    art = QRect(56, 124, WIDTH - 112, 420)
    gradient = QLinearGradient(art.topLeft(), art.bottomRight())
    gradient.setColorAt(0, _colour(seed, 3))
    gradient.setColorAt(1, _colour(seed, 6))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawRect(art)
    painter.setBrush(QColor(236, 228, 212))
    painter.drawRoundedRect(QRect(48, 556, WIDTH - 96, 52), 8, 8)
    painter.setPen(QColor(20, 18, 22))
    painter.setFont(QFont("DejaVu Sans", 20, QFont.Weight.Bold))
    painter.drawText(QRect(64, 556, WIDTH - 128, 52), Qt.AlignmentFlag.AlignVCenter, type_line)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(244, 238, 226))
    painter.drawRect(QRect(56, 620, WIDTH - 112, 212))
    painter.setPen(QColor(236, 228, 212))
    painter.setFont(QFont("DejaVu Sans", 15))
    foot = QRect(40, HEIGHT - 64, WIDTH - 80, 26)
    painter.drawText(foot, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "Illus. Sample Artist")
    painter.drawText(foot, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "Sample · not a card")
    painter.end()
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, "JPEG", 88)
    return bytes(array)


def fill_cache(cache: ImageCache, languages: tuple[str, ...] = ("en", "es")) -> int:
    """Cache a sample picture and its card record for each scheme's printing.

    For each scheme's shown printing in ``languages``; returns how many.
    """
    count = 0
    for language in languages:
        catalogue = load_catalogue(language)
        for target in targets_for(catalogue, language):
            scheme = catalogue[target.scheme_id]
            card_id = (
                target.key if language == "en" else str(uuid.uuid5(uuid.NAMESPACE_URL, f"{target.key}/{language}"))
            )
            card = CardData(
                id=card_id,
                lang=language,
                set=target.printing.set.lower(),
                collector_number=target.printing.collector_number or "1",
                image_url=f"https://cards.scryfall.io/large/front/sample/{card_id}.jpg?1",
                image_status="highres_scan",
                name=scheme.name,
                artist="Sample Artist",
            )
            cache.save_record(target.key, language, card)
            cache.store_image(card, sample_card_jpeg(scheme.name, scheme.type_line, card_id))
            count += 1
    return count


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    assert app is not None
    cache = ImageCache(Path(sys.argv[1])) if len(sys.argv) > 1 else ImageCache()
    print(f"{fill_cache(cache)} sample card images in {cache.root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
