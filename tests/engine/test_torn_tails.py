"""Torn tails, whatever the crash left.

The whole lines load, the file is kept, the notice says so.

A power cut after the last fsynced line can leave the file longer than what
reached the disk: NUL bytes, or whatever bytes were there.  The defect: a
valid 11-action game followed by 300 NUL bytes was "binary data", set aside
at start (a new game shown) and ``archenemy replay`` exited 1.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from archenemy.engine.journal import parse_journal, read_journal, replay

from support.paths import DATA
from support.reliability import strict_replay

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


@pytest.mark.parametrize("tail", sorted(TAILS))
def test_a_torn_tail_loads_every_whole_line(tail: str) -> None:
    loaded = parse_journal(ELEVEN + TAILS[tail], strict=True)
    assert len(loaded.actions) == 11
    assert loaded.torn_tail and loaded.recovered
    assert loaded.dropped_count == 1 and loaded.dropped[0][0] == 13
    assert replay(loaded, strict=True).log == strict_replay(CORPUS / "small_game.jsonl").log[:11]


def test_nul_bytes_inside_the_game_are_still_damage_not_a_tail() -> None:
    lines = ELEVEN.split(b"\n")
    lines[5] = b"\x00" * 20
    with pytest.raises(Exception) as caught:
        parse_journal(b"\n".join(lines), strict=True)
    assert getattr(caught.value, "code", None) == "journal_unreadable_line" and caught.value.line == 6
    loaded = parse_journal(b"\n".join(lines), strict=False)
    assert len(loaded.actions) == 4 and not loaded.torn_tail


def test_a_binary_file_is_still_not_a_journal() -> None:
    with pytest.raises(Exception) as caught:
        parse_journal(b"\x00" * 300, strict=False)
    assert caught.value.code == "journal_binary"


def test_a_torn_tail_rewritten_reads_back_strictly(tmp_path: Path) -> None:
    from archenemy.engine.journal import recover_file

    path = tmp_path / "game.jsonl"
    path.write_bytes(ELEVEN + TAILS["garbage"])
    loaded = read_journal(path, strict=False)
    backup = recover_file(path, loaded)
    assert backup is not None and backup.read_bytes() == ELEVEN + TAILS["garbage"]
    assert not read_journal(path, strict=True).recovered
    shutil.rmtree(tmp_path, ignore_errors=True)
