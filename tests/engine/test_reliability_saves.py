"""Hostile and damaged save files.

Typed errors only, the start never blocked, nothing lost (docs/reliability.md).

The corpus is ``tests/data/damaged_saves`` (its README says what each file is).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.errors import JournalError
from archenemy.engine.journal import MAX_JOURNAL_BYTES, read_journal, replay

from support.paths import DATA
from support.reliability import strict_replay

CORPUS = DATA / "damaged_saves"
CATALOGUE = load_catalogue()

#: file -> the code a strict read (and replay) gives; None: it loads (a torn tail is fine).
EXPECTED = {
    "small_game.jsonl": None,
    "torn_last_line.jsonl": None,
    # A power cut's NUL bytes after the last whole line: a torn tail
    "nul_tail.jsonl": None,
    # Bytes that are no text after the last newline: a torn tail too
    "garbage_tail.jsonl": None,
    "duplicate_key_action.jsonl": "journal_duplicate_key",
    "duplicate_key_header.jsonl": "journal_duplicate_key",
    "deep_nesting_header.jsonl": "not_a_journal",
    "deep_nesting_action.jsonl": "journal_unreadable_line",
    "long_integer_header.jsonl": "not_a_journal",
    "long_integer_action.jsonl": "journal_unreadable_line",
    "huge_integer_action.jsonl": "journal_bad_value",
    "type_not_string.jsonl": "journal_invalid_action",
    "type_object.jsonl": "journal_invalid_action",
    "surrogate_player_name.jsonl": "journal_bad_value",
    "surrogate_in_action.jsonl": "journal_bad_value",
    "players_wrong_types.jsonl": "header_players",
    "scheme_deck_mixed_types.jsonl": "header_unreadable",
    "header_array.jsonl": "not_a_journal",
    "binary.jsonl": "journal_binary",
    "not_utf8.jsonl": "journal_not_utf8",
    "empty.jsonl": "journal_empty",
    "foreign_json.jsonl": "not_a_journal",
    "newer_version.jsonl": "header_newer_version",
    "bad_line_in_middle.jsonl": "journal_unreadable_line",
    "refused_action.jsonl": "journal_invalid_action",
}


def test_the_corpus_is_listed_whole() -> None:
    assert sorted(p.name for p in CORPUS.glob("*.jsonl")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_strict_read_gives_the_typed_error(name: str) -> None:
    path = CORPUS / name
    code = EXPECTED[name]
    if code is None:
        strict_replay(path)
        return
    with pytest.raises(JournalError) as caught:
        replay(read_journal(path, strict=True), strict=True)
    assert caught.value.code == code


def test_a_save_truncated_at_every_byte_loads_its_whole_lines(tmp_path: Path) -> None:
    source = CORPUS / "small_game.jsonl"
    data = source.read_bytes()
    lines = data.split(b"\n")
    full = strict_replay(source)
    path = tmp_path / "cut.jsonl"
    for cut in range(len(data) + 1):
        path.write_bytes(data[:cut])
        parts = data[:cut].split(b"\n")
        # Lines ended by a newline
        complete = len(parts) - 1
        if parts[-1] and parts[-1] == lines[complete]:
            # A whole line that only lost its newline
            complete += 1
        if complete == 0:
            # No whole header: not a journal, never a crash
            with pytest.raises(JournalError):
                read_journal(path, strict=False, catalogue=CATALOGUE)
            continue
        loaded = read_journal(path, strict=False, catalogue=CATALOGUE)
        assert [a for _, a in loaded.actions] == full.log[: complete - 1], cut
        assert replay(loaded, CATALOGUE, strict=True).log == full.log[: complete - 1]


def test_a_file_over_the_limit_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.jsonl"
    shutil.copy(CORPUS / "small_game.jsonl", big)
    with big.open("ab") as handle:
        handle.truncate(MAX_JOURNAL_BYTES + 1)
    with pytest.raises(JournalError) as caught:
        read_journal(big)
    assert caught.value.code == "journal_too_large"
