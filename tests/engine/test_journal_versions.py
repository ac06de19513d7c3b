"""Each journal format version names the action types it may hold.

A line whose type is newer than its file's version (a version-1 file with a
``totals`` line, a version-2 file with ``rename``) is damage, named by its
line, type and versions ("line 7: “rename” needs format version 3; this file
says 1"): a strict read refuses it, a lenient one drops it and the rest (the
original kept aside), ``archenemy replay`` reports it as other damaged lines.
A file of an older version that the app continues gets the current version
in its header before the first new line, so what the app appends is never
newer than the file says.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from archenemy.engine.actions import (
    ACTION_SINCE,
    ACTION_TYPES,
    VERSION_2_TYPES,
    VERSION_3_TYPES,
    ChangeLife,
    ChangeTotals,
    Rename,
    TotalChange,
    action_to_json,
)
from archenemy.engine.errors import JournalError
from archenemy.engine.journal import (
    ACTION_TYPES_BY_VERSION,
    FORMAT_VERSION,
    header_to_json,
    header_version,
    parse_journal,
    read_journal,
    recover_file,
)

from support.games import CATALOGUE, FILLER, make_start


def _journal(version: int, actions: list[dict]) -> bytes:
    header = header_to_json(make_start(FILLER))
    header["version"], header["created"] = version, "2025-01-18T20:15:03+0100"
    lines = [json.dumps(header)] + [json.dumps(a) for a in actions]
    return ("\n".join(lines) + "\n").encode()


LIFE = action_to_json(ChangeLife("Hero 1", -1))
TOTALS = action_to_json(ChangeTotals((TotalChange("Hero 1", life=-2), TotalChange("Hero 2", life=-2))))
RENAME = action_to_json(Rename("Hero 2", "Ana"))


def test_every_action_type_names_the_format_version_that_brought_it():
    assert set(ACTION_SINCE) == set(ACTION_TYPES)
    assert {t for t, v in ACTION_SINCE.items() if v == 2} == VERSION_2_TYPES
    assert {t for t, v in ACTION_SINCE.items() if v == 3} == VERSION_3_TYPES
    assert sorted(ACTION_TYPES_BY_VERSION) == list(range(1, FORMAT_VERSION + 1))
    assert ACTION_TYPES_BY_VERSION[1] == frozenset(t for t, v in ACTION_SINCE.items() if v == 1)
    assert ACTION_TYPES_BY_VERSION[FORMAT_VERSION] == frozenset(ACTION_TYPES)
    for version in range(2, FORMAT_VERSION + 1):
        assert ACTION_TYPES_BY_VERSION[version - 1] <= ACTION_TYPES_BY_VERSION[version]


@pytest.mark.parametrize(
    "version, action, needs",
    [(1, TOTALS, 2), (2, RENAME, 3), (1, RENAME, 3), (1, action_to_json(Rename("Hero 1", "Bo")), 3)],
)
def test_a_line_newer_than_its_files_version_is_refused_naming_line_type_and_versions(version, action, needs):
    data = _journal(version, [LIFE, LIFE, action, LIFE])
    with pytest.raises(JournalError) as refused:
        parse_journal(data, catalogue=CATALOGUE)
    error = refused.value
    assert (error.code, error.line) == ("journal_action_version", 4)
    assert error.params == {"type": action["type"], "needs": needs, "version": version}


def test_a_line_of_its_own_version_or_older_is_read():
    for version in range(1, FORMAT_VERSION + 1):
        allowed = [a for a in (LIFE, TOTALS, RENAME) if ACTION_SINCE[a["type"]] <= version]
        loaded = parse_journal(_journal(version, allowed), catalogue=CATALOGUE)
        assert [a.type for _, a in loaded.actions] == [a["type"] for a in allowed]


def test_a_lenient_read_drops_the_newer_line_and_the_rest_and_recovery_keeps_the_original(tmp_path: Path):
    path = tmp_path / "game.jsonl"
    data = _journal(1, [LIFE, TOTALS, LIFE])
    path.write_bytes(data)
    loaded = read_journal(path, strict=False, catalogue=CATALOGUE)
    assert [n for n, _ in loaded.actions] == [2]
    assert [(n, e.code) for n, e in loaded.dropped] == [(3, "journal_action_version"), (4, "journal_after_bad_line")]
    assert not loaded.torn_tail
    backup = recover_file(path, loaded)
    assert backup is not None and backup.read_bytes() == data


def test_a_newer_type_on_the_last_line_is_damage_not_a_torn_tail():
    loaded = parse_journal(_journal(2, [LIFE, RENAME]), strict=False, catalogue=CATALOGUE)
    assert [(n, e.code) for n, e in loaded.dropped] == [(3, "journal_action_version")]
    assert not loaded.torn_tail


def test_the_header_upgrade_is_all_or_nothing_and_tried_again_at_the_next_append(tmp_path: Path, monkeypatch):
    import errno

    from archenemy.engine import journal

    path = tmp_path / "old.jsonl"
    before = _journal(1, [LIFE])
    path.write_bytes(before)
    loaded = read_journal(path, catalogue=CATALOGUE)
    writer = journal.JournalWriter.open(path)
    writer.upgrade_before_appending(loaded.start)

    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(journal, "write_atomically", full)
        with pytest.raises(OSError):
            writer.append(Rename("Hero 2", "Ana"))
    # Neither the header nor the line
    assert path.read_bytes() == before
    writer.append(Rename("Hero 2", "Ana"))
    writer.append(ChangeLife("Ana", -1))
    writer.close()
    again = read_journal(path, catalogue=CATALOGUE)
    assert header_version(again.start) == FORMAT_VERSION
    assert [a.type for _, a in again.actions] == ["life", "rename", "life"]
    assert path.read_bytes().split(b"\n", 1)[1].startswith(before.split(b"\n", 1)[1])
