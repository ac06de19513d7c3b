"""Write ``resources/theme/``: every palette's spin box arrows as PNG files.

Shipped so no start draws them.

    .venv/bin/python tools/theme_arrows.py        (after changing a palette's text or muted colour)

``archenemy.desktop.theme._arrow_file`` uses these files; a colour without
one is drawn into the data folder at first use.  ``tests/desktop/test_theme.py``
checks that every palette has its files and that they are what
:func:`archenemy.desktop.theme.draw_arrow` draws.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FOLDER = REPO / "resources" / "theme"


def main() -> int:
    """Write the arrows of every palette; 0."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from archenemy.desktop.theme import PALETTES, arrow_name, draw_arrow

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    FOLDER.mkdir(parents=True, exist_ok=True)
    for palette in PALETTES.values():
        for colour in (palette.text, palette.muted):
            for up in (True, False):
                if not draw_arrow(colour, up).save(str(FOLDER / arrow_name(colour, up))):
                    raise SystemExit(f"theme_arrows: cannot write {FOLDER / arrow_name(colour, up)}")
    print(f"wrote {FOLDER.relative_to(REPO)}: {', '.join(sorted(p.name for p in FOLDER.glob('*.png')))}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
