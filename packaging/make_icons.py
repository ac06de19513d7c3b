"""Export the app's icon for every platform.

The icon is ``resources/icons/archenemy-companion.svg``.

    python packaging/make_icons.py      (any Python with PySide6; offscreen is fine)

Writes, from the one SVG (the drawing is the only source; re-run this after changing it and commit the
results):

- ``resources/icons/archenemy-companion-<size>.png`` for 16, 24, 32, 48, 64, 128, 256 and 512 pixels: the
  window icon (:func:`archenemy.desktop.icon.app_icon`) and the freedesktop hicolor theme's sizes;
- ``packaging/icons/archenemy-companion.ico``: Windows (16-256 px, PNG entries, Vista and later);
- ``packaging/icons/archenemy-companion.icns``: macOS (16-1024 px, PNG entries ``icp4`` ... ``ic14``).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SVG = REPO / "resources" / "icons" / "archenemy-companion.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry type -> pixel size (the ``@2x`` types hold twice their point size).
ICNS_TYPES = {
    "icp4": 16,
    "icp5": 32,
    "icp6": 64,
    "ic07": 128,
    "ic08": 256,
    "ic09": 512,
    "ic10": 1024,
    "ic11": 32,
    "ic12": 64,
    "ic13": 256,
    "ic14": 512,
}


def render(size: int) -> bytes:
    """The SVG drawn at ``size`` x ``size`` pixels, as PNG bytes.

    The background is transparent.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding the given PNGs (size -> bytes).

    256 is written as 0 in the directory.
    """
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS ``.icns`` with one PNG entry per :data:`ICNS_TYPES` type."""
    body = b""
    for kind, size in ICNS_TYPES.items():
        data = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (QImage text and painting need one)
    pngs = {size: render(size) for size in sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_TYPES.values()})}
    for size in PNG_SIZES:
        (SVG.parent / f"archenemy-companion-{size}.png").write_bytes(pngs[size])
    out = REPO / "packaging" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    (out / "archenemy-companion.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (out / "archenemy-companion.icns").write_bytes(icns(pngs))
    print(f"wrote {len(PNG_SIZES)} PNGs to {SVG.parent.relative_to(REPO)}/ and the .ico and .icns to packaging/icons/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
