"""The committed translation catalogues hold every message translated.

i18n/archenemy_es.ts and archenemy_en.ts.

- The committed ``.ts`` files hold every message of ``desktop/*.py``:
  ``pyside6-lupdate`` (with the Makefile's ``LUPDATE_FLAGS``) run over the
  sources finds nothing new, so a new ``tr()`` string without a translation
  fails here.  Refresh with ``make i18n-update`` and translate.
- Every Spanish message is translated (plural forms too), with the source's
  placeholders, its menu mnemonics and the official Magic terms; English
  holds only the plural messages.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from support.i18n import (
    EN_TS,
    ES_TS,
    PLACEHOLDER,
    qt_tool,
    translation_forms,
    ts_messages,
)
from support.paths import REPO


def _lupdate_flags() -> list[str]:
    """``LUPDATE_FLAGS`` of the Makefile.

    The tests and ``make i18n-update`` use the same options.
    """
    for line in (REPO / "Makefile").read_text(encoding="utf-8").splitlines():
        match = re.match(r"LUPDATE_FLAGS\s*:?=\s*(.*)$", line)
        if match:
            return shlex.split(match.group(1))
    raise AssertionError("the Makefile has no LUPDATE_FLAGS line")


def _sources() -> list[str]:
    return sorted(str(p.relative_to(REPO)) for p in (REPO / "desktop").rglob("*.py"))


def _run_lupdate(tmp_path: Path, committed: Path, *extra: str) -> Path:
    lupdate = qt_tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed (pip install PySide6-Essentials)")
    copy = tmp_path / committed.name
    shutil.copyfile(committed, copy)
    result = subprocess.run(
        [lupdate, *_lupdate_flags(), *extra, *_sources(), "-ts", str(copy)],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return copy


def test_spanish_ts_has_every_message_of_the_sources(tmp_path: Path) -> None:
    committed = ts_messages(ES_TS)
    updated = ts_messages(_run_lupdate(tmp_path, ES_TS, "-target-language", "es"))
    missing = sorted(set(updated) - set(committed))
    assert not missing, (
        "messages in desktop/*.py that i18n/archenemy_es.ts lacks; run `make i18n-update` "
        f"and translate them: {missing}"
    )
    unfinished = sorted(k for k, m in updated.items() if m.find("translation").get("type") == "unfinished")
    assert not unfinished, f"lupdate left these unfinished (a changed source text?): {unfinished}"


def test_english_ts_has_every_plural_message_and_nothing_else(tmp_path: Path) -> None:
    committed = ts_messages(EN_TS)
    updated = ts_messages(_run_lupdate(tmp_path, EN_TS, "-target-language", "en", "-pluralonly"))
    missing = sorted(set(updated) - set(committed))
    assert not missing, f"plural messages that i18n/archenemy_en.ts lacks; run `make i18n-update`: {missing}"
    assert all(m.get("numerus") == "yes" for m in committed.values())
    spanish_plurals = {k for k, m in ts_messages(ES_TS).items() if m.get("numerus") == "yes"}
    assert spanish_plurals <= set(committed)


def test_ts_files_declare_their_languages() -> None:
    for ts, language in ((ES_TS, "es"), (EN_TS, "en")):
        root = ET.parse(ts).getroot()
        assert root.get("language") == language
        assert root.get("sourcelanguage") == "en"


@pytest.mark.parametrize("ts", [ES_TS, EN_TS], ids=["es", "en"])
def test_every_message_is_translated(ts: Path) -> None:
    problems = []
    for (context, source), message in ts_messages(ts).items():
        translation = message.find("translation")
        if translation.get("type") is not None:
            # Unfinished, vanished, obsolete
            problems.append((context, source, translation.get("type")))
            continue
        forms = translation_forms(message)
        if message.get("numerus") == "yes":
            if len(forms) != 2:
                # Spanish and English: singular and plural
                problems.append((context, source, f"{len(forms)} plural forms"))
            elif forms[0] == forms[1]:
                problems.append((context, source, "singular and plural forms are equal"))
        if not all(form.strip() for form in forms):
            problems.append((context, source, "empty"))
    assert not problems


def test_spanish_translations_differ_from_english_except_known_cases() -> None:
    # Names that Spanish keeps: the product, the format names (es-terms.txt: "Archenemy"
    # stays English, as "Planechase" does in Wizards' Spanish products), words spelled alike, and texts with hardly any words ("d6: %1").
    # "Ctrl": the key's name as Spanish keyboards print it (Qt's own catalogue says "Control").
    # "Secret Lair": a product's name, as Wizards' Spanish pages keep it.
    same_allowed = {
        "Archenemy Companion",
        "Archenemy",
        "Archenemy Commander",
        "Planechase",
        "No",
        "Ctrl",
        "Secret Lair",
    }

    def wordless(source: str) -> bool:
        return len(re.sub(r"[^A-Za-z]", "", PLACEHOLDER.sub("", source))) <= 3

    same = sorted(
        source
        for (context, source), message in ts_messages(ES_TS).items()
        if message.get("numerus") != "yes"
        and translation_forms(message)[0] == source
        and source not in same_allowed
        and not wordless(source)
    )
    assert not same, f"copied, not translated: {same}"


@pytest.mark.parametrize("ts", [ES_TS, EN_TS], ids=["es", "en"])
def test_placeholders_match_the_source(ts: Path) -> None:
    problems = []
    for (context, source), message in ts_messages(ts).items():
        expected = set(PLACEHOLDER.findall(source))
        for form in translation_forms(message):
            if set(PLACEHOLDER.findall(form)) != expected:
                problems.append((context, source, form))
    assert not problems


def test_menu_mnemonics_are_kept() -> None:
    for (_context, source), message in ts_messages(ES_TS).items():
        for form in translation_forms(message):
            assert form.replace("&&", "").count("&") == source.replace("&&", "").count("&"), (source, form)


def test_spanish_uses_the_official_magic_terms() -> None:
    spanish = {k: translation_forms(m) for k, m in ts_messages(ES_TS).items()}
    steps = {source: forms[0] for (context, source), forms in spanish.items() if context == "Steps"}
    assert steps == {
        "Untap step": "Paso de enderezar",
        "Upkeep": "Paso de mantenimiento",
        "Draw step": "Paso de robar",
        "Precombat main phase": "Fase principal precombate",
        "Beginning of combat": "Inicio del combate",
        "Declare attackers": "Declarar atacantes",
        "Declare blockers": "Declarar bloqueadores",
        "Combat damage": "Daño de combate",
        "End of combat": "Final del combate",
        "Postcombat main phase": "Fase principal poscombate",
        "End step": "Paso final",
        "Cleanup step": "Paso de limpieza",
    }
    text = "\n".join(form for forms in spanish.values() for form in forms)
    for term in (
        "archienemigo",
        "mazo de planes",
        "pone en marcha",
        "continuo",
        "abandona",
        "héroes",
        "contadores de veneno",
        "comandante",
        "vidas",
        "Contienda de Supervillanos",
    ):
        assert term.lower() in text.lower(), term
    for wrong in ("esquema", "archienemiga", "en curso", "puntos de vida", "Archienemigo Commander"):
        assert wrong.lower() not in text.lower(), wrong


def test_spanish_planar_words_follow_the_official_cards_and_cite_rc() -> None:
    """Planar words as on the official 2012 Spanish cards; the rules cited as RC.

    "camina por los planos" (planeswalk), "dado planar", "fenómeno",
    "quedan fuera de fase" (phase out) as the cards say; planeswalker in
    lower case as a card type is; a paper die is the table's own die (not
    "de papel"); "RC", the Spanish rules' name, never "CR".
    """
    text = "\n".join(form for m in ts_messages(ES_TS).values() for form in translation_forms(m))
    for term in ("camina por los planos", "dado planar", "fenómeno", "mazo planar"):
        assert term in text, term
    for wrong in ("(CR ", "dado de papel", "fase de salida", "de Planeswalker"):
        assert wrong not in text, wrong


def test_a_seat_is_asiento_in_spanish_never_puesto() -> None:
    # i18n/GLOSSARY.md: "puesto" is already "puesto en marcha"; a seat at the table is one word everywhere
    seats = [
        (source, form)
        for (_context, source), message in ts_messages(ES_TS).items()
        if re.search(r"\bseats?\b", source, re.IGNORECASE)
        for form in translation_forms(message)
    ]
    assert seats
    assert [(source, form) for source, form in seats if re.search(r"\bpuestos?\b(?! en marcha)", form, re.I)] == []


#: Spanish lines that start in lower case where the English starts with a name: a reason or a die face
#: set inside a sentence (``failure_reason_text``, ``face_name``).
LOWER_CASE_FRAGMENTS = {"Scryfall could not be reached", "Planeswalker symbol"}


def test_spanish_starts_in_capitals_where_the_english_does() -> None:
    lower = [
        (source, form)
        for (_context, source), message in ts_messages(ES_TS).items()
        if source not in LOWER_CASE_FRAGMENTS and source.lstrip('“"(¿¡ ')[:1].isupper()
        for form in translation_forms(message)
        if form.lstrip('“"«(¿¡ ')[:1].islower()
    ]
    assert lower == []
