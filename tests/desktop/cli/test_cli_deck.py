"""``archenemy deck check``: exit codes, output, JSON, bad input.

See desktop/deck_check.py.

Deck rules themselves are tested in test_decks.py (CR 904.3, 904.13d); here
the command line front end: 0 legal, 1 not legal or empty, 2 bad arguments
or a file that is not readable text, never a traceback.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from archenemy.desktop import i18n
from archenemy.desktop.cli import deck_check
from archenemy.desktop.cli.deck_check import run
from archenemy.desktop.i18n import system_language
from archenemy.desktop.texts import decks as texts_decks
from archenemy.desktop.texts import problem_message
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import DeckProblem, format_deck_list

CATALOGUE = load_catalogue()
WILLED = "because-i-have-willed-it"
#: Schemes that work in any variant, without the ones the tests add by hand.
PLAIN_IDS = [
    i
    for i in sorted(CATALOGUE)
    if not CATALOGUE[i].needs_commander and i not in (WILLED, "all-in-good-time", "whats-yours-is-now-mine")
]
COMMANDER_ID = next(i for i in sorted(CATALOGUE) if CATALOGUE[i].needs_commander)


def legal_text(cards: int = 20) -> str:
    return format_deck_list({i: 1 for i in PLAIN_IDS[:cards]})


def check(tmp_path: Path, content: str | bytes, *options: str, filename: str = "deck.txt"):
    """Write ``content`` to a file, run ``deck check`` on it.

    Return (status, stdout, stderr).
    """
    path = tmp_path / filename
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8", newline="")
    else:
        path.write_bytes(content)
    return call(str(path), *options)


def call(*argv: str):
    out, err = io.StringIO(), io.StringIO()
    if "--lang" not in argv and "--help" not in argv:
        argv = (*argv, "--lang", "en")
    status = run(list(argv), out, err)
    assert "Traceback" not in out.getvalue() + err.getvalue()
    return status, out.getvalue(), err.getvalue()


def one_line_error(err: str) -> str:
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith("archenemy deck check: ")
    return err


# --- exit 0: legal ----------------------------------------------------------------


def test_legal_deck_exits_0(tmp_path: Path) -> None:
    status, out, err = check(tmp_path, legal_text())
    assert status == 0 and err == ""
    assert out == "The scheme deck is legal for Archenemy: 20 cards.\n"


@pytest.mark.parametrize("precon", CATALOGUE.precons, ids=lambda p: p.id)
def test_official_decks(tmp_path: Path, precon) -> None:
    text = format_deck_list(precon.scheme_ids())
    status, out, _ = check(tmp_path, text)
    if precon.set == "DSC":
        assert status == 1
        assert "deck has 10 cards; at least 20 are needed" in out
        assert check(tmp_path, text, "--variant", "commander")[0] == 0
    else:
        assert status == 0


def test_warnings_keep_exit_0(tmp_path: Path) -> None:
    text = legal_text(19) + f"1 {CATALOGUE[COMMANDER_ID].name_en}\n"
    status, out, _ = check(tmp_path, text)
    assert status == 0
    first, summary = out.splitlines()
    assert first.startswith("warning: line 20: ")
    assert CATALOGUE[COMMANDER_ID].name_en in first
    assert "Archenemy Commander" in first
    assert summary == "The scheme deck is legal for Archenemy: 20 cards."


def test_variants(tmp_path: Path) -> None:
    ten = legal_text(10)
    assert check(tmp_path, ten, "--variant", "commander")[0] == 0
    assert check(tmp_path, ten, "--variant", "archenemy_commander")[0] == 0
    assert check(tmp_path, ten, "--variant", "rumble")[0] == 1
    assert check(tmp_path, ten)[0] == 1
    status, out, _ = check(tmp_path, legal_text(), "--variant", "Rumble")
    assert status == 0 and "Supervillain Rumble" in out


# --- exit 1: not legal --------------------------------------------------------------


def test_problems_name_their_lines_and_cards(tmp_path: Path) -> None:
    text = (
        "# my deck\n"
        "2 Because I Have Willed It\n"
        "Becuase I Hve Willed It\n"
        "0 All in Good Time\n"
        "1x because i have willed it\n" + legal_text(8)
    )
    status, out, err = check(tmp_path, text)
    assert status == 1 and err == ""
    lines = out.splitlines()
    assert lines == [
        "line 3: unknown scheme “Becuase I Hve Willed It”; did you mean “Because I Have Willed It”?",
        "line 4: “0” is not a valid number of copies of “All in Good Time”; use a whole number of at least 1",
        "lines 2, 5: 3 copies of “Because I Have Willed It”; at most 2 with one English name are allowed",
        "deck has 12 cards; at least 20 are needed",
        "The scheme deck is not legal for Archenemy.",
    ]


def test_commander_all_different_message(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, legal_text(9) + "2 Because I Have Willed It\n", "--variant", "commander")
    assert status == 1
    assert "line 10: 2 copies of “Because I Have Willed It”; each card must have a different English name" in out


def test_missing_name_and_one_card(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, "3x\nAll in Good Time\n")
    assert status == 1
    assert out.splitlines()[:2] == [
        "line 1: the count “3x” is not followed by a scheme name",
        "deck has 1 card; at least 20 are needed",
    ]


@pytest.mark.parametrize("content", ["", "\n\n", "# nothing here\n// really\n", b"\xef\xbb\xbf"])
def test_empty_deck_exits_1(tmp_path: Path, content) -> None:
    status, out, _ = check(tmp_path, content)
    assert status == 1
    assert out.splitlines()[0] == "the deck list names no schemes; at least 20 are needed"


# --- JSON -------------------------------------------------------------------------------


def test_json_shape(tmp_path: Path) -> None:
    text = "3 Because I Have Willed It\nFoo Bar\n" + f"{CATALOGUE[COMMANDER_ID].name_en}\n"
    status, out, _ = check(tmp_path, text, "--json")
    assert status == 1
    data = json.loads(out)
    assert set(data) == {"kind", "legal", "cards", "problems", "warnings"}
    assert data["kind"] == "scheme"
    assert data["legal"] is False and data["cards"] == 5
    for item in data["problems"] + data["warnings"]:
        assert set(item) == {"line", "code", "name", "message"}
    assert [(p["line"], p["code"], p["name"]) for p in data["problems"]] == [
        (2, "unknown_name", "Foo Bar"),
        (1, "too_many_copies", "Because I Have Willed It"),
        (None, "too_few_cards", None),
    ]
    assert data["problems"][2]["message"] == "deck has 5 cards; at least 20 are needed"
    assert data["problems"][1]["message"].startswith("line 1: 3 copies of “Because I Have Willed It”")
    (warning,) = data["warnings"]
    assert (warning["line"], warning["code"]) == (3, "needs_commander")


def test_json_legal(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, legal_text(), "--json")
    assert status == 0
    assert json.loads(out) == {"kind": "scheme", "legal": True, "cards": 20, "problems": [], "warnings": []}


# --- encodings --------------------------------------------------------------------------


def test_utf8_bom_and_crlf(tmp_path: Path) -> None:
    text = "\ufeff" + legal_text().replace("\n", "\r\n")
    status, out, _ = check(tmp_path, text.encode("utf-8"))
    assert status == 0, out


def test_cp1252_fallback(tmp_path: Path) -> None:
    # Notepad-era file: ’ is byte 0x92 in Windows-1252 and not valid UTF-8.
    text = legal_text(19) + "1 What’s Yours Is Now Mine\n"
    status, out, _ = check(tmp_path, text.encode("cp1252"))
    assert status == 0, out


def test_cp1252_accented_typo_is_reported_not_crashed(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, "2 Caf\xe9 Scheme\n".encode("cp1252"))
    assert status == 1
    assert "line 1: unknown scheme “Café Scheme”" in out


# --- exit 2: bad files and arguments ----------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    status, out, err = call(str(tmp_path / "nope.txt"))
    assert status == 2 and out == ""
    assert "nope.txt" in one_line_error(err)


def test_directory(tmp_path: Path) -> None:
    status, out, err = call(str(tmp_path))
    assert status == 2 and out == ""
    assert f"{tmp_path} is a folder, not a deck list" in one_line_error(err)


@pytest.mark.parametrize("case", ["missing", "folder", "binary", "huge"])
def test_the_command_line_and_the_deck_builder_read_files_alike(tmp_path: Path, case: str) -> None:
    """One reader (deck_builder.files.read_deck_file) words every refusal for both."""
    from archenemy.desktop.deck_builder.files import DeckStoreError, read_deck_file

    path = {"missing": tmp_path / "absent.txt", "folder": tmp_path}.get(case, tmp_path / "deck.txt")
    if case == "binary":
        path.write_bytes(b"2 Because\x00 I Have Willed It\n")
    if case == "huge":
        path.write_bytes(b"1 Because I Have Willed It\n" * 50_000)
    with pytest.raises(DeckStoreError) as refused:
        read_deck_file(path, shown_name=str(path))
    status, out, err = call(str(path))
    assert status == 2 and out == ""
    assert one_line_error(err) == f"archenemy deck check: {refused.value}\n"


@pytest.mark.parametrize(
    "content",
    [b"\x00\x01\x02\xff\xfe", "2 Because I Have Willed It\n".encode("utf-16"), b"PK\x03\x04\x00\x00"],
)
def test_binary_file(tmp_path: Path, content: bytes) -> None:
    status, out, err = check(tmp_path, content, filename="deck.bin")
    assert status == 2 and out == ""
    assert "not a text file" in one_line_error(err)


def test_undecodable_file(tmp_path: Path) -> None:
    # 0x81 is neither UTF-8 nor defined in Windows-1252.
    status, _, err = check(tmp_path, b"2 Because \x81 I Have\n")
    assert status == 2
    assert "not a text file" in one_line_error(err)


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["deck.txt", "--players", "1"],
        ["deck.txt", "--variant"],
        ["deck.txt", "--lang", "fr"],
        ["deck.txt", "--frobnicate"],
        ["deck.txt", "other.txt"],
        ["--json"],
    ],
)
def test_bad_arguments(tmp_path: Path, argv: list[str]) -> None:
    (tmp_path / "deck.txt").write_text(legal_text(), encoding="utf-8")
    argv = [str(tmp_path / a) if a.endswith(".txt") else a for a in argv]
    out, err = io.StringIO(), io.StringIO()
    status = run(argv, out, err)
    assert status == 2
    assert out.getvalue() == ""
    one_line_error(err.getvalue())
    assert "Traceback" not in err.getvalue()


def test_bad_variant_message_names_the_choices(tmp_path: Path) -> None:
    (tmp_path / "d.txt").write_text(legal_text(), encoding="utf-8")
    status, _, err = call(str(tmp_path / "d.txt"), "--variant", "bogus")
    assert status == 2
    assert "archenemy, rumble or commander" in one_line_error(err)


def test_help_exits_0_and_documents_the_encoding() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert run(["--help"], out, err) == 0
    assert "usage: archenemy deck check" in out.getvalue()
    assert "cp1252" in out.getvalue()
    assert err.getvalue() == ""


def test_internal_errors_are_one_line_not_a_traceback(tmp_path: Path, monkeypatch) -> None:
    def boom(*args, **kwargs):
        raise RuntimeError("simulated\nbug")

    monkeypatch.setattr(deck_check, "check_scheme_deck_among_planes", boom)
    status, out, err = check(tmp_path, legal_text())
    assert status == 2
    assert "simulated bug" in one_line_error(err)


def test_output_stream_that_cannot_encode(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("Becuase I Hve Willed It\n", encoding="utf-8")
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="ascii")
    status = run([str(path), "--lang", "en"], out, io.StringIO())
    out.flush()
    assert status == 1
    assert b"line 1: unknown scheme ?Becuase I Hve Willed It?" in raw.getvalue()


# --- language -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "env, expected",
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX"}, "es"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LC_ALL": "es_AR.UTF-8", "LANG": "en_US"}, "es"),
        ({"LC_ALL": "C", "LANG": "es_ES"}, "en"),
        ({"LANGUAGE": "es:en", "LANG": "en_US"}, "es"),
        ({"LANGUAGE": "es", "LANG": "en_US.UTF-8"}, "es"),
        ({"LANGUAGE": "fr:es", "LANG": "en_US.UTF-8"}, "es"),
        ({"LANGUAGE": "", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US"}, "es"),
        ({}, "en"),
    ],
)
def test_system_language(env: dict[str, str], expected: str) -> None:
    assert system_language(env) == expected


def test_default_language_from_the_environment(tmp_path: Path, monkeypatch) -> None:
    # The catalogue's language changes which names are accepted.
    monkeypatch.setenv("LANGUAGE", "es")
    es = load_catalogue("es")
    path = tmp_path / "d.txt"
    path.write_text(
        format_deck_list({i: 1 for i in PLAIN_IDS[:20]}, es).replace(
            CATALOGUE[PLAIN_IDS[0]].name_en, es[PLAIN_IDS[0]].name
        ),
        encoding="utf-8",
    )
    out, err = io.StringIO(), io.StringIO()
    assert run([str(path)], out, err) == 0
    # Spanish name unknown in en
    assert run([str(path), "--lang", "en"], io.StringIO(), io.StringIO()) == 1


def _qt_tool(name: str) -> str | None:
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else shutil.which(name)


def test_messages_are_extractable_by_lupdate(tmp_path: Path) -> None:
    lupdate = _qt_tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "deck_check.ts"
    sources_py = [deck_check.__file__, texts_decks.__file__]
    alias = ["-tr-function-alias", "translate+=_tr"]
    subprocess.run([lupdate, *alias, *sources_py, "-ts", str(ts)], check=True, capture_output=True)
    sources = {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    for text in (
        "line %1: unknown scheme “%2”",
        "line %1: unknown scheme “%2”; did you mean “%3”?",
        "deck has %1 cards; at least %2 are needed",
        "lines %1: %2 copies of “%3”; at most %4 with one English name are allowed",
        "warning: %1",
    ):
        assert text in sources


def test_spanish_translations_are_used_when_installed(tmp_path: Path, monkeypatch, qapp) -> None:
    lrelease = _qt_tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "archenemy_es.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="es">\n'
        "<context><name>DeckCheck</name><message>"
        "<source>deck has %1 cards; at least %2 are needed</source>"
        "<translation>el mazo tiene %1 cartas; se necesitan al menos %2</translation>"
        "</message></context></TS>\n",
        encoding="utf-8",
    )
    qm = tmp_path / "archenemy_es.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    real = i18n.load_app_translation

    def from_tmp(lang: str):
        if lang != "es":
            return real(lang)
        translator = QTranslator()
        data = qm.read_bytes()
        assert translator.load(data)
        return translator, data

    monkeypatch.setattr(i18n, "load_app_translation", from_tmp)
    status, out, _ = check(tmp_path, legal_text(5), "--lang", "es")
    assert status == 1
    assert "el mazo tiene 5 cartas; se necesitan al menos 20" in out
    # Another language replaces the translator.
    assert "deck has 5 cards" in check(tmp_path, legal_text(5), "--lang", "en")[1]


def test_problem_message_of_an_unknown_code() -> None:
    assert problem_message(DeckProblem(4, "something_new", "X")) == "line 4 something_new X"
