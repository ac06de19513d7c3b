"""desktop/heap.py: giving freed small blocks back never fails.

The blocks a long game freed are given back to the system.
"""

from __future__ import annotations

from archenemy.desktop.heap import trim_heap


def test_trim_heap_never_fails() -> None:
    assert trim_heap() in (True, False)
    # Looked up once
    assert trim_heap() in (True, False)
