"""Data checks for the project's own Spanish translation of the scheme cards.

``i18n/schemes.es.json`` is checked against the English catalogue
``resources/schemes.json``.  Both are read as package data, so the test only
depends on files of this repository.  The wording rules are in
``i18n/GLOSSARY.md``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from importlib import resources

import pytest

#: Trigger of "When you set this scheme in motion, ..." (GLOSSARY.md, from the
#: official Spanish Archenemy rules: «Cuando pones en marcha este plan»).
SET_IN_MOTION_EN = "When you set this scheme in motion"
SET_IN_MOTION_ES = "Cuando pones en marcha este plan, "

#: English reminder of ongoing schemes -> its Spanish form.
ONGOING_REMINDERS = {
    "(An ongoing scheme remains face up until it's abandoned.)": (
        "(Un plan continuo permanece boca arriba hasta que se abandona.)"
    ),
    # Your Inescapable Doom can never be abandoned.
    "(An ongoing scheme remains face up.)": "(Un plan continuo permanece boca arriba.)",
}

#: "abandon this scheme": imperative, or infinitive after "puedes" (GLOSSARY.md).
ABANDON_ES = re.compile(r"\babandonar? este plan\b")

MANA_SYMBOL = re.compile(r"\{[^{}]+\}")


def _load(package: str, name: str) -> dict:
    return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def english() -> list[dict]:
    return _load("archenemy.resources", "schemes.json")["schemes"]


@pytest.fixture(scope="module")
def spanish_file() -> dict:
    return _load("archenemy.i18n", "schemes.es.json")


@pytest.fixture(scope="module")
def spanish(spanish_file) -> dict[str, dict]:
    return spanish_file["schemes"]


def _pairs(english, spanish):
    """(English, Spanish) record of every English scheme with a translation.

    (English record, Spanish record) for every English scheme that has a
    translation.
    """
    return [(en, spanish[en["id"]]) for en in english if en["id"] in spanish]


def test_header(spanish_file):
    assert spanish_file["format"] == 1
    assert spanish_file["language"] == "es"
    assert spanish_file["official"] is False
    assert spanish_file["note"].strip()


def test_ids_equal_english_ids_in_same_order(english, spanish):
    assert list(spanish) == [s["id"] for s in english]


def test_entries_complete_and_unofficial(spanish):
    bad = []
    for sid, rec in spanish.items():
        if set(rec) != {"name", "type_line", "text", "official"}:
            bad.append((sid, "keys", sorted(rec)))
        for key in ("name", "type_line", "text"):
            if not isinstance(rec.get(key), str) or not rec[key].strip():
                bad.append((sid, key))
        if rec.get("official") is not False:
            bad.append((sid, "official"))
    assert not bad


def test_type_line(english, spanish):
    bad = [
        (en["id"], es["type_line"])
        for en, es in _pairs(english, spanish)
        if es["type_line"] != ("Plan continuo" if en["ongoing"] else "Plan")
    ]
    assert not bad


def test_ongoing_texts_start_with_reminder(english, spanish):
    bad = []
    ongoing = [(en, es) for en, es in _pairs(english, spanish) if en["ongoing"]]
    assert len(ongoing) == 21
    for en, es in ongoing:
        first_en = en["text"].split("\n", 1)[0]
        assert first_en in ONGOING_REMINDERS, en["id"]
        if not es["text"].startswith(ONGOING_REMINDERS[first_en] + "\n"):
            bad.append(en["id"])
    assert not bad


def test_reminder_only_on_ongoing(english, spanish):
    bad = [en["id"] for en, es in _pairs(english, spanish) if not en["ongoing"] and "(Un plan continuo" in es["text"]]
    assert not bad


def test_set_in_motion_wording(english, spanish):
    """Every line that starts with the English trigger starts with the Spanish one.

    And so every text.
    """
    bad = []
    checked = 0
    for en, es in _pairs(english, spanish):
        en_lines = en["text"].split("\n")
        es_lines = es["text"].split("\n")
        if en["text"].startswith(SET_IN_MOTION_EN) and not es["text"].startswith(SET_IN_MOTION_ES):
            bad.append(en["id"])
        for en_line, es_line in zip(en_lines, es_lines, strict=False):
            if en_line.startswith(SET_IN_MOTION_EN):
                checked += 1
                if not es_line.startswith(SET_IN_MOTION_ES):
                    bad.append((en["id"], es_line[:60]))
    assert checked >= 80
    assert not bad


def test_no_other_set_in_motion_wording(spanish):
    """Only one form of the trigger: no subjunctive or reordered variants."""
    variants = (
        "Cuando pongas en marcha este plan",
        "Cuando pongas este plan en marcha",
        "Cuando pones este plan en marcha",
    )
    bad = [sid for sid, rec in spanish.items() if any(v in rec["text"] for v in variants)]
    assert not bad


def test_abandon_wording(english, spanish):
    bad = [
        en["id"]
        for en, es in _pairs(english, spanish)
        if "abandon this scheme" in en["text"] and not ABANDON_ES.search(es["text"])
    ]
    assert not bad


def test_names_unique(spanish):
    counts = Counter(rec["name"].casefold() for rec in spanish.values())
    assert [name for name, n in counts.items() if n > 1] == []


def test_names_translated(english, spanish):
    same = [en["id"] for en, es in _pairs(english, spanish) if es["name"] == en["name"]]
    assert not same


def test_line_breaks_preserved(english, spanish):
    bad = [
        (en["id"], en["text"].count("\n"), es["text"].count("\n"))
        for en, es in _pairs(english, spanish)
        if en["text"].count("\n") != es["text"].count("\n")
    ]
    assert not bad


def test_mana_symbols_preserved(english, spanish):
    bad = [
        en["id"]
        for en, es in _pairs(english, spanish)
        if Counter(MANA_SYMBOL.findall(en["text"])) != Counter(MANA_SYMBOL.findall(es["text"]))
    ]
    assert not bad


def test_no_english_left(spanish):
    leftovers = re.compile(r"\b(scheme|opponent|creature|token|battlefield|library|graveyard)s?\b", re.I)
    bad = [sid for sid, rec in spanish.items() if leftovers.search(rec["text"]) or leftovers.search(rec["name"])]
    assert not bad


def test_catalogue_uses_translation():
    from archenemy.engine.catalogue import load_catalogue

    es = load_catalogue("es")
    assert len(es) == 102
    untranslated = [s.id for s in es.values() if not s.translated or s.official]
    assert not untranslated
    scheme = es["my-laughter-echoes"]
    assert scheme.type_line == "Plan continuo"
    assert scheme.name_en == "My Laughter Echoes"
    assert es.by_name(scheme.name).id == "my-laughter-echoes"
