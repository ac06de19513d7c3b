"""What the main window shows is there for a screen reader: walked through AT-SPI under Xvfb (issue 21).

The life totals (with whose they are), the question that waits and the
winner are read from the accessibility tree the way Orca reads it: the app
runs under Xvfb with Qt's AT-SPI bridge on, and the system's Python walks
its tree (``tests/atspi_walk.py``).  Other displays (table mode, the second
window) can be walked the same way with another scenario.
"""

from __future__ import annotations

import pytest
from atspi_support import accessible_tree, readable


def _has(found: list[str], *parts: str) -> bool:
    """Whether one text a screen reader finds holds every one of ``parts``."""
    return any(all(part in text for part in parts) for text in found)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_life_totals_and_the_question_are_read_by_a_screen_reader(xvfb_display, tmp_path, language) -> None:
    with accessible_tree("accessible_main_window", xvfb_display, tmp_path, "question", language) as (seen, nodes):
        found = readable(nodes)
    for name, life in seen["lives"]:
        assert _has(found, name, str(life)), (name, life, found)
    assert seen["question"] and seen["question"] in found, (seen["question"], found)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_winner_is_read_by_a_screen_reader(xvfb_display, tmp_path, language) -> None:
    with accessible_tree("accessible_main_window", xvfb_display, tmp_path, "winner", language) as (seen, nodes):
        found = readable(nodes)
    assert seen["winner"] and _has(found, seen["winner"]), (seen["winner"], found)
