"""The deck builder's draft and store load without Qt's widgets.

The module and function sizes are checked for every package at once, by
test_code_structure.py; what is the deck builder's own is that its model
(the draft, the deck files) can be used, and tested, without a dialog.
"""

from __future__ import annotations

import subprocess
import sys


def test_the_draft_and_the_store_load_without_qt_widgets_or_the_dialogs():
    code = (
        "import sys\n"
        "from archenemy.desktop.deck_builder import draft, files\n"
        "from archenemy.desktop.deck_builder.draft import DeckDraft\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
        "assert 'PySide6.QtWidgets' not in sys.modules and 'PySide6.QtGui' not in sys.modules\n"
        "assert 'archenemy.desktop.deck_builder.dialog' not in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_package_still_exports_the_dialogs():
    from archenemy.desktop import deck_builder

    assert deck_builder.DeckBuilderDialog.__name__ == "DeckBuilderDialog"
    assert deck_builder.DeckTextDialog.__name__ == "DeckTextDialog"
