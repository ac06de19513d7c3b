"""The deck builder package stays readable.

Modules under 600 lines, functions under 80, the draft Qt-free.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from support.paths import REPO

PACKAGE = REPO / "desktop" / "deck_builder"
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 80


def _modules() -> list[Path]:
    return sorted(PACKAGE.glob("*.py"))


def test_every_module_is_under_600_lines():
    long = {p.name: n for p in _modules() if (n := len(p.read_text(encoding="utf-8").splitlines())) >= MAX_MODULE_LINES}
    assert not long


def test_every_function_is_under_80_lines():
    long = {}
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    long[f"{path.name}:{node.name}"] = lines
    assert not long


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
