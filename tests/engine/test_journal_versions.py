"""Issue 22, fix 3: each journal format version names the action types it may hold.

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

import io
import json
from pathlib import Path

import pytest

from archenemy.desktop.cli.commands import main as cli_main
from archenemy.desktop.session import Session
from archenemy.desktop.texts import Words, error_text
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

from support.games import ARCHENEMY, CATALOGUE, FILLER, make_start


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
    assert ACTION_TYPES_BY_VERSION[1] == frozenset(ACTION_TYPES) - VERSION_2_TYPES - VERSION_3_TYPES
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
    english = error_text(error, CATALOGUE, Words.of("en"))
    assert english == f"line 4: “{action['type']}” needs format version {needs}; this file says {version}"
    spanish = error_text(error, CATALOGUE, Words.of("es"))
    assert "línea 4" in spanish and f"versión de formato {needs}" in spanish and str(version) in spanish


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


@pytest.mark.parametrize("language, words", [("en", "needs format version 2"), ("es", "versión de formato 2")])
def test_archenemy_replay_reports_it_like_other_damaged_lines(tmp_path: Path, language: str, words: str):
    path = tmp_path / "old.jsonl"
    path.write_bytes(_journal(1, [LIFE, LIFE, LIFE, LIFE, LIFE, TOTALS]))
    out, err = io.StringIO(), io.StringIO()
    assert cli_main(["replay", str(path), "--lang", language], out, err) == 1
    assert "7" in err.getvalue() and words in err.getvalue() and "totals" in err.getvalue()
    assert out.getvalue() == ""


def test_the_window_sets_the_newer_line_aside_with_a_copy_and_a_notice(tmp_path: Path):
    games = tmp_path / "games"
    games.mkdir()
    path = games / "old.jsonl"
    data = _journal(2, [LIFE, RENAME, action_to_json(ChangeLife("Ana", -1))])
    path.write_bytes(data)
    session = Session(games)
    try:
        session.open_file(path)
        assert session.state.player("Hero 1").life == 19
        assert [p.name for p in session.state.players][2] == "Hero 2"
        (backup,) = games.glob("old.jsonl.damaged-*")
        assert backup.read_bytes() == data
        assert any("3, 4" in notice for notice in session.notices)
    finally:
        session.close()


@pytest.mark.parametrize("version", [1, 2, 3])
def test_an_older_file_continued_by_the_app_says_the_current_version_before_its_first_new_line(
    tmp_path: Path, version: int
):
    games = tmp_path / "games"
    games.mkdir()
    path = games / "old.jsonl"
    before = _journal(version, [LIFE])
    path.write_bytes(before)
    created = json.loads(path.read_text(encoding="utf-8").splitlines()[0])["created"]
    session = Session(games)
    try:
        session.open_file(path)
        assert path.read_bytes() == before  # opening alone changes nothing
        assert session.perform(Rename("Hero 2", "Ana"))
        assert session.perform(ChangeTotals((TotalChange("Ana", life=-2),)))
    finally:
        session.close()
    loaded = read_journal(path, catalogue=CATALOGUE)  # strict: nothing is damage
    assert header_version(loaded.start) == FORMAT_VERSION
    assert [a.type for _, a in loaded.actions] == ["life", "rename", "totals"]
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[1:] == [json.dumps(LIFE), *lines[2:]]  # the old lines are kept byte for byte
    header = json.loads(lines[0])
    assert header["created"] == created and header["players"][0]["name"] == ARCHENEMY


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
    assert path.read_bytes() == before  # neither the header nor the line
    writer.append(Rename("Hero 2", "Ana"))
    writer.append(ChangeLife("Ana", -1))
    writer.close()
    again = read_journal(path, catalogue=CATALOGUE)
    assert header_version(again.start) == FORMAT_VERSION
    assert [a.type for _, a in again.actions] == ["life", "rename", "life"]
    assert path.read_bytes().split(b"\n", 1)[1].startswith(before.split(b"\n", 1)[1])


def _version_3_commander_save() -> bytes:
    """A save of the version-3 rules: Hero 2's commander hits the archenemy after Hero 2 lost (line 3)."""
    from archenemy.engine.actions import CommanderDamage
    from archenemy.engine.variants import Variant

    header = header_to_json(make_start(FILLER, variant=Variant.ARCHENEMY_COMMANDER))
    header["version"] = 3
    lines = [
        header,
        action_to_json(CommanderDamage("Hero 2", ARCHENEMY, 21)),
        action_to_json(CommanderDamage(ARCHENEMY, "Hero 2", 5)),
        LIFE,
    ]
    return ("\n".join(json.dumps(line) for line in lines) + "\n").encode()


def test_a_version_3_save_the_version_4_rules_refuse_is_kept_and_continued_from_the_line_before(tmp_path: Path):
    """Version 4 changed rules (800.4a): an older save is never cut silently nor rewritten (``rules_changed``)."""
    games = tmp_path / "games"
    games.mkdir()
    path = games / "old.jsonl"
    data = _version_3_commander_save()
    path.write_bytes(data)
    session = Session(games)
    try:
        session.open_file(path)
        assert path.read_bytes() == data and not list(games.glob("*.damaged-*"))
        assert session.path != path and any("line 3" in notice for notice in session.notices)
        assert session.state.player(ARCHENEMY).life == 60
    finally:
        session.close()
    out, err = io.StringIO(), io.StringIO()
    assert cli_main(["replay", str(path), "--lang", "en"], out, err) == 0
    assert "line 3" in err.getvalue() and "format version 3" in err.getvalue()
