"""Torn tails at the app's start and in ``archenemy replay``.

The game kept, the notice or the warning says so.

A power cut after the last fsynced line can leave NUL bytes, or whatever
bytes were there, after the whole lines: the session keeps the game and says
what happened; replay exits 0 with a warning.
"""

from __future__ import annotations

import io
from pathlib import Path

from archenemy.desktop.cli.commands import main
from archenemy.desktop.session import Session

from support.paths import DATA

CORPUS = DATA / "damaged_saves"


GOOD = (CORPUS / "small_game.jsonl").read_bytes()


# The header and 11 actions
ELEVEN = b"\n".join(GOOD.split(b"\n")[:12]) + b"\n"


TAILS = {
    # What a power cut leaves
    "nul": b"\x00" * 300,
    # NUL blocks with newlines among them
    "nul_lines": b"\x00" * 100 + b"\n" + b"\x00" * 40 + b"\n\x00",
    # A line cut short, then NUL bytes
    "cut_then_nul": b'{"type": "ne' + b"\x00" * 64,
    # Bytes that are no UTF-8 text after the last newline
    "garbage": b'\x8f\xa3{"ty\xc3\x28\xff\xfe',
}


def test_the_session_keeps_the_game_and_says_what_happened(tmp_path: Path, qapp) -> None:
    games = tmp_path / "games"
    games.mkdir()
    damaged = ELEVEN + TAILS["nul"]
    (games / "game.jsonl").write_bytes(damaged)
    session = Session(games)
    try:
        session.resume_or_new()
        # The game goes on in its file
        assert session.path == games / "game.jsonl" and session.read_only is None
        assert len(session.game.log) == 11
        (kept,) = games.glob("game.jsonl.damaged-*")
        # The original, byte for byte
        assert kept.read_bytes() == damaged
        # The whole lines, no NUL left to append after
        rewritten = (games / "game.jsonl").read_bytes()
        assert b"\x00" not in rewritten and rewritten.split(b"\n")[1:] == ELEVEN.split(b"\n")[1:]
        (notice,) = session.notices
        assert "cut off by a crash or a power cut at line 13" in notice and "11 whole actions" in notice
        assert kept.name in notice
        # No new game instead
        assert not list(games.glob("game-*.jsonl"))
    finally:
        session.close()


def test_replay_exits_0_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_bytes(ELEVEN + TAILS["nul"])
    out, err = io.StringIO(), io.StringIO()
    assert main(["replay", str(path), "--lang", "en"], out, err) == 0
    assert "line 13 ignored" in err.getvalue() and "power cut" in err.getvalue()
    # The state of the 11 actions
    assert out.getvalue()
