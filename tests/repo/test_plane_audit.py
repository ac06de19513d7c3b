"""The audit of all 207 planar cards in docs/plane-audit.md agrees with the code.

``tools/plane_audit.py`` generates the whole file from the engine; this test
fails when the committed file is stale, when a card is neither acted on nor
given a reason, and when a reminded card's text speaks of what the app
tracks (planeswalking, the planar die, counters, extra turns, additional
combats, skipped steps, life, damage) and its reason says nothing of it.
"""

from __future__ import annotations

import re
import sys

import pytest

from archenemy.engine.planar_cards import PLANAR_ACTS
from archenemy.engine.planar_reasons import REMINDED
from archenemy.engine.planes import load_planes

from support.paths import REPO

sys.path.insert(0, str(REPO / "tools"))
import plane_audit  # noqa: E402

PLANES = load_planes()
REMINDED_IDS = sorted(set(PLANES) - set(PLANAR_ACTS))

#: What a card's text may speak of that the app tracks, and the word its reason must then use.
TOPICS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("planeswalking", re.compile(r"planeswalk", re.I), "planeswalk"),
    ("the planar die", re.compile(r"planar die", re.I), "planar die"),
    ("counters", re.compile(r"\bcounters?\b", re.I), "counter"),
    ("extra turns", re.compile(r"extra turn", re.I), "turn"),
    ("additional combats", re.compile(r"additional combat", re.I), "combat"),
    ("skipped steps", re.compile(r"\bskips?\b", re.I), "skip"),
    ("life", re.compile(r"\blife\b", re.I), "life"),
    ("damage", re.compile(r"\bdamage\b", re.I), "damage"),
)


def test_the_committed_audit_is_what_the_tool_makes_of_the_engine() -> None:
    committed = (REPO / "docs" / "plane-audit.md").read_text(encoding="utf-8")
    assert committed == plane_audit.generate(PLANES), "run: .venv/bin/python tools/plane_audit.py --write"


def test_every_card_has_one_row_acted_on_or_reminded() -> None:
    rows = [line for line in plane_audit.generate(PLANES).splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) == 1 + 207
    statuses = [line.split(" | ")[3] for line in rows[1:]]
    assert statuses.count("acted on") == len(PLANAR_ACTS)
    assert statuses.count("reminded") == 207 - len(PLANAR_ACTS)


def test_every_reminded_card_and_only_those_have_a_written_reason() -> None:
    assert sorted(REMINDED) == REMINDED_IDS
    assert set(PLANAR_ACTS) <= set(PLANES)
    assert all(reason.strip() for reason in REMINDED.values())


@pytest.mark.parametrize("plane_id", REMINDED_IDS)
def test_a_reminded_cards_reason_speaks_of_what_its_text_speaks_of(plane_id: str) -> None:
    """A reminded card's reason speaks of what the app tracks that its text names."""
    text = PLANES[plane_id].text_en
    reason = REMINDED[plane_id].casefold()
    for topic, pattern, word in TOPICS:
        if pattern.search(text):
            assert word in reason, f"{plane_id}: its text speaks of {topic}; its reason must say why the table's"


def test_the_audit_names_only_the_steps_a_reminder_shows_at() -> None:
    """A step the app acts on, or a phenomenon's step, is no reminder's step.

    Unless the table still finishes that ability there (Spectrox Mines).
    """
    rows = {line.split(" | ")[0][2:]: line for line in plane_audit.generate(PLANES).splitlines()}
    assert "reminded at: no step (shown while it is encountered)" in rows["Royal Booster"]
    naar = rows["Naar Isle"]
    assert "reminded at: no step (shown while face up); not reminded at: upkeep (the app acts then" in naar
    # the app takes the life, the table still makes the Treasure: reminded at upkeep
    assert rows["Spectrox Mines"].endswith("the rest of its text is reminded at: upkeep |")
    assert "not reminded at: untap step (the step is skipped)" in rows["The Eon Fog"]
