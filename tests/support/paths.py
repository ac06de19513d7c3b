"""Where the repository, the tests and their data are, for every test and helper.

Test modules live at different depths (``tests/engine/rules/``,
``tests/desktop/table/displays/``...), so none counts ``parents`` of its own
``__file__``: each imports the folder it needs from here.
"""

from __future__ import annotations

from pathlib import Path

#: This folder: the helpers and the child scripts the tests run.
SUPPORT = Path(__file__).resolve().parent
#: ``tests/``.
TESTS = SUPPORT.parent
#: The repository's root (``engine/``, ``desktop/``, ``tools/``, ``Makefile``...).
REPO = TESTS.parent
#: The tests' data: saves of older format versions (``v1/``), the damaged saves corpus (``damaged_saves/``).
DATA = TESTS / "data"
