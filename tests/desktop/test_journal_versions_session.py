"""A line newer than its file's format version, as the app tells it.

The command line tells it too.

``archenemy replay`` reports it as other damaged lines, in the player's
language; the window sets it aside with a copy and a notice; a file of an
older version that the app continues gets the current version in its header
before its first new line, and a save the current rules refuse is kept and
continued from the line before.
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
    ChangeLife,
    ChangeTotals,
    Rename,
    TotalChange,
    action_to_json,
)
from archenemy.engine.errors import JournalError
from archenemy.engine.journal import (
    FORMAT_VERSION,
    header_to_json,
    header_version,
    parse_journal,
    read_journal,
    replay,
)

from support.games import ARCHENEMY, CATALOGUE, FILLER, make_start
from support.paths import DATA


def _journal(version: int, actions: list[dict]) -> bytes:
    header = header_to_json(make_start(FILLER))
    header["version"], header["created"] = version, "2025-01-18T20:15:03+0100"
    lines = [json.dumps(header)] + [json.dumps(a) for a in actions]
    return ("\n".join(lines) + "\n").encode()


LIFE = action_to_json(ChangeLife("Hero 1", -1))


TOTALS = action_to_json(ChangeTotals((TotalChange("Hero 1", life=-2), TotalChange("Hero 2", life=-2))))


RENAME = action_to_json(Rename("Hero 2", "Ana"))


@pytest.mark.parametrize(
    "version, action, needs",
    [(1, TOTALS, 2), (2, RENAME, 3), (1, RENAME, 3), (1, action_to_json(Rename("Hero 1", "Bo")), 3)],
)
def test_a_line_newer_than_its_files_version_is_worded_naming_line_type_and_versions(version, action, needs):
    data = _journal(version, [LIFE, LIFE, action, LIFE])
    with pytest.raises(JournalError) as refused:
        parse_journal(data, catalogue=CATALOGUE)
    error = refused.value
    english = error_text(error, CATALOGUE, Words.of("en"))
    assert english == f"line 4: “{action['type']}” needs format version {needs}; this file says {version}"
    spanish = error_text(error, CATALOGUE, Words.of("es"))
    assert "línea 4" in spanish and f"versión de formato {needs}" in spanish and str(version) in spanish


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
        # Opening alone changes nothing
        assert path.read_bytes() == before
        assert session.perform(Rename("Hero 2", "Ana"))
        assert session.perform(ChangeTotals((TotalChange("Ana", life=-2),)))
    finally:
        session.close()
    # Strict: nothing is damage
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert header_version(loaded.start) == FORMAT_VERSION
    assert [a.type for _, a in loaded.actions] == ["life", "rename", "totals"]
    lines = path.read_text(encoding="utf-8").splitlines()
    # The old lines are kept byte for byte
    assert lines[1:] == [json.dumps(LIFE), *lines[2:]]
    header = json.loads(lines[0])
    assert header["created"] == created and header["players"][0]["name"] == ARCHENEMY


def _version_3_commander_save() -> bytes:
    """A save of the version-3 rules.

    Hero 2's commander hits the archenemy after Hero 2 lost (line 3).
    """
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
    """Version 4 changed rules (800.4a).

    An older save is never cut silently nor rewritten (``rules_changed``).
    """
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


#: A version-4 save of a game the lasting effects (version 5) would play differently (tests/data/v4).
V4_DOOM = DATA / "v4" / "doom-under-approach-my-molten-realm.jsonl"


def test_a_version_4_game_continued_says_the_current_version_and_keeps_its_rules(tmp_path: Path):
    games = tmp_path / "games"
    games.mkdir()
    path = games / "old.jsonl"
    path.write_bytes(V4_DOOM.read_bytes())
    session = Session(games)
    try:
        session.open_file(path)
        assert session.state.rules_version == 4 and session.state.life_of("Hero 1") == 17
        assert session.perform(ChangeLife("Hero 1", -1))
        shown = session.state
    finally:
        session.close()
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert header["version"] == FORMAT_VERSION and header["rules"] == 4
    # Strict
    again = replay(read_journal(path, catalogue=CATALOGUE), CATALOGUE)
    assert again.state == shown and again.state.rules_version == 4
