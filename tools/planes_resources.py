"""Build the planar cards' resources from the curated ``planes.json``.

``resources/planes.json`` holds the 207 planes and phenomena (CR 311, 312) as
the engine reads them: id, English name, kind, category, Oracle text with the
chaos ability apart (311.7), printings and rulings.  ``i18n/planes.es.json``
holds their Spanish: the official text of the 40 Planechase 2012 printings
(``official: true``) and the project's own translation of the rest, read from
the curated ``planes-es.json`` (``official: false``).  Called by
``tools/generate_resources.py``; needs only the standard library.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Any

#: The ``format`` of both files this module writes.
FORMAT_VERSION = 1
#: A line of the official 2012 Spanish text that is the chaos ability.
_CHAOS_ES = re.compile(r"^(Siempre que|Cuando) lances caos")


def slugify(name: str) -> str:
    """The stable id of an English card name, as the schemes' ids are made."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    text = text.replace("'", "").lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def build_planes(raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The shipped records of the curated planar cards, sorted by English name.

    Raises :class:`SystemExit` when two names give one id.
    """
    out = []
    for card in raw:
        out.append(
            {
                "id": slugify(card["name"]),
                "name": card["name"],
                "kind": card["kind"],
                "category": card["category"],
                "type_line": card["type_line"],
                "text": card["oracle_text"],
                "plane_text": card["plane_text"],
                "chaos": card["chaos"],
                "sets": [
                    {
                        "set": s["set"],
                        "set_name": s["set_name"],
                        "collector_number": s.get("collector_number"),
                        "scryfall_id": s.get("scryfall_id"),
                    }
                    for s in card.get("sets") or []
                ],
                "scryfall_id": card.get("id"),
                "rulings": [{"date": r["date"], "text": r["text"]} for r in card.get("rulings") or []],
            }
        )
    out.sort(key=lambda c: c["name"].lower())
    ids = [c["id"] for c in out]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate plane ids: the slug rule must be changed")
    return out


def _split_chaos_es(text: str) -> tuple[str | None, str | None]:
    """The official Spanish text split as the English is.

    The rest, then the chaos line.
    """
    lines = text.split("\n")
    chaos = [line for line in lines if _CHAOS_ES.match(line)]
    rest = [line for line in lines if not _CHAOS_ES.match(line)]
    return ("\n".join(rest) or None), ("\n".join(chaos) or None)


def build_spanish(raw: list[dict[str, Any]], own: dict[str, Any]) -> dict[str, Any]:
    """``i18n/planes.es.json``: the official Spanish, else the project's own.

    ``own`` is the curated ``planes-es.json`` (``{"planes": {id: {name,
    type_line, text, chaos}}}``).  Official text wins; a card in neither has
    no entry (the catalogue then shows the English).
    """
    entries: dict[str, Any] = {}
    mine = own.get("planes", {})
    for card in sorted(raw, key=lambda c: c["name"].lower()):
        card_id = slugify(card["name"])
        if card.get("oracle_text_es"):
            plane_text, chaos = _split_chaos_es(card["oracle_text_es"])
            entries[card_id] = {
                "name": card["name_es"],
                "type_line": card["type_line_es"],
                "text": card["oracle_text_es"],
                "plane_text": plane_text if card["kind"] == "plane" else None,
                "chaos": chaos if card["kind"] == "plane" else None,
                "official": True,
                "source": card.get("es_source"),
            }
        elif card_id in mine:
            entry = mine[card_id]
            entries[card_id] = {
                "name": entry["name"],
                "type_line": entry["type_line"],
                "text": "\n".join(x for x in (entry.get("plane_text"), entry.get("chaos")) if x)
                if card["kind"] == "plane"
                else entry["text"],
                "plane_text": entry.get("plane_text"),
                "chaos": entry.get("chaos"),
                "official": False,
                "source": None,
            }
    return {
        "format": FORMAT_VERSION,
        "language": "es",
        "note": (
            "Texto oficial de Planechase 2012 donde existe (official: true); "
            "el resto es traducción propia del proyecto, no impresa (official: false)."
        ),
        "planes": entries,
    }


def read_own_spanish(data: Path) -> dict[str, Any]:
    """The curated ``planes-es.json`` of ``data``, or no entries when it is missing."""
    path = data / "planes-es.json"
    if not path.exists():
        return {"planes": {}}
    loaded = json.loads(path.read_text(encoding="utf-8"))
    return loaded if isinstance(loaded, dict) else {"planes": {}}
