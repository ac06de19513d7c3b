"""``docs/journal-format.md`` says the format version the code writes.

Its title names :data:`FORMAT_VERSION`, its Versioning section has a
"**Version N**" paragraph and a row of the action-types table for every
version after the first, and each example header says the current version;
the Planechase example replays to what its text says (two planes face up,
901.11c).
"""

from __future__ import annotations

import json
import re

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.journal import FORMAT_VERSION, parse_journal, replay

from support.paths import REPO

DOC = REPO / "docs" / "journal-format.md"


def _text() -> str:
    return DOC.read_text(encoding="utf-8")


def test_the_title_and_the_versioning_name_the_current_version() -> None:
    text = _text()
    assert text.splitlines()[0] == f"# The save file: journal format, version {FORMAT_VERSION}"
    assert f"This code writes version {FORMAT_VERSION} and" in text
    assert f"reads versions 1 to `FORMAT_VERSION` ({FORMAT_VERSION})" in text
    for version in range(2, FORMAT_VERSION + 1):
        assert f"**Version {version}**" in text, version
    for version in range(1, FORMAT_VERSION + 1):
        assert re.search(rf"^\| {version} \| ", text, re.M), version


def test_every_example_header_is_of_the_current_version() -> None:
    headers = [json.loads(line) for line in _text().splitlines() if line.startswith('{"format": ')]
    assert len(headers) >= 2
    assert all(h["version"] == FORMAT_VERSION for h in headers)


def test_the_planechase_example_replays_to_two_planes_face_up() -> None:
    blocks = re.findall(r"```json\n(.*?)```", _text(), re.S)
    (planechase,) = [b for b in blocks if '"variant": "planechase"' in b]
    catalogue = load_catalogue()
    game = replay(parse_journal(planechase.encode(), catalogue=catalogue), catalogue)
    planar = game.state.planar
    assert planar is not None
    assert [f.plane_id for f in planar.face_up] == ["bant", "jund"]
