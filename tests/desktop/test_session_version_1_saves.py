"""A version-1 save the rules now refuse opens up to the refused line.

The rest of the file is kept as it is.

CR 800.4a: a Rumble player who left sets no scheme in motion any more, so a
version-1 journal that answered that player's prompt is refused from that
line on.  The session keeps the file byte for byte, names the line, and goes
on in a new file of the current format.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from archenemy.desktop.session import Session
from archenemy.engine.journal import FORMAT_VERSION, header_version, read_journal, replay

from support.paths import DATA

V1 = DATA / "v1"


@pytest.mark.parametrize(
    "name, refused_line",
    [("rumble-departed-player-sets-scheme.jsonl", 6), ("rumble-departed-player-end-step.jsonl", 32)],
)
@pytest.mark.parametrize("route", ["open", "resume"])
def test_a_version_1_game_the_new_rules_refuse_is_kept_and_continued(
    tmp_path: Path, name: str, refused_line: int, route: str
) -> None:
    games = tmp_path / "games"
    games.mkdir()
    original = games / name
    shutil.copyfile(V1 / name, original)
    before = original.read_bytes()
    session = Session(games)
    if route == "open":
        session.open_file(original)
    else:
        session.resume_or_new()
    try:
        # Kept as it is, no .damaged copy
        assert original.read_bytes() == before
        assert not list(games.glob("*.damaged-*"))
        assert session.path is not None and session.path != original
        assert any(f"line {refused_line}" in notice and name in notice for notice in session.notices)
        continued = read_journal(session.path)
        assert header_version(continued.start) == FORMAT_VERSION
        # Every line before the refused one
        assert len(continued.actions) == refused_line - 2
        assert replay(continued).state == session.state
        assert session.read_only is None
    finally:
        session.close()
