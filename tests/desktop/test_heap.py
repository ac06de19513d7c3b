"""desktop/heap.py: giving the freed small blocks of a long game back to the system never fails."""

from __future__ import annotations

from archenemy.desktop.heap import trim_heap


def test_trim_heap_never_fails() -> None:
    assert trim_heap() in (True, False)
    assert trim_heap() in (True, False)  # looked up once
