"""Regenerate the schemes', scheme decks' and planar cards' resources.

The curated card data lives in the repository's ``data/`` folder (its
``SOURCES.md`` says where each field came from): this script turns it
(``schemes.json``: 102 scheme cards; ``precons.json``: the 9 official scheme
decks) into the compact, id-keyed files the engine ships with.  Run it from the
repository root when the data changes, then commit the result::

    python tools/generate_resources.py [--data data] [--out resources]

Ids are stable lowercase ASCII slugs of the English name
(``Because I Have Willed It`` -> ``because-i-have-willed-it``); see
:func:`slugify`.  The output is deterministic (sorted, fixed key order), so a
re-run on unchanged input leaves ``git diff`` empty.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path

import planes_resources

REPO = Path(__file__).resolve().parent.parent
#: Where the generated files go (the installed package ``archenemy.resources``).
HERE = REPO / "resources"
#: The curated input: the preferred form of modification of ``resources/*.json``.
DATA = REPO / "data"
FORMAT_VERSION = 1


def slugify(name: str) -> str:
    """Return the stable id of an English card or deck name.

    Accents are stripped, apostrophes (``'`` and ``’``) removed, every other run
    of non-alphanumerics becomes one ``-``; the result is lowercase ASCII.
    """
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    text = text.replace("'", "").lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def build_schemes(raw: list[dict]) -> list[dict]:
    """Convert the shared scheme records into the shipped catalogue records."""
    out = []
    for card in raw:
        abandon = card.get("abandon") or {}
        out.append(
            {
                "id": slugify(card["name"]),
                "name": card["name"],
                "ongoing": bool(card["ongoing"]),
                "type_line": card["type_line"],
                "text": card["oracle_text"],
                "sets": [
                    {
                        "set": s["set"],
                        "set_name": s["set_name"],
                        "collector_number": s.get("collector_number"),
                        "scryfall_id": s.get("scryfall_id"),
                    }
                    for s in card.get("sets") or []
                ],
                "rulings": [{"date": r["date"], "text": r["text"]} for r in card.get("rulings") or []],
                "abandon_clause": abandon.get("clause"),
                "prompts": sorted(card.get("app_prompts") or []),
            }
        )
    out.sort(key=lambda s: s["name"].lower())
    ids = [s["id"] for s in out]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate scheme ids: the slug rule must be changed")
    return out


def build_precons(raw: list[dict], by_name: dict[str, str]) -> list[dict]:
    """Convert the shared deck records, naming schemes by id."""
    out = []
    for deck in raw:
        schemes = []
        for entry in deck["schemes"]:
            try:
                scheme_id = by_name[entry["name"].lower()]
            except KeyError:
                raise SystemExit(f"precon {deck['deck']!r}: unknown scheme {entry['name']!r}") from None
            schemes.append({"id": scheme_id, "count": int(entry["count"])})
        out.append(
            {
                "id": slugify(deck["deck"]),
                "name": deck["deck"],
                "name_es": deck.get("deck_es"),
                "product": deck["product"],
                "set": deck["set"],
                "released": deck["released"],
                "schemes": schemes,
            }
        )
    return out


def dump(path: Path, payload: object) -> None:
    """Write ``payload`` as stable, human-diffable UTF-8 JSON."""
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA, help="the curated input folder (default: data/)")
    parser.add_argument("--out", type=Path, default=HERE, help="where the files go (default: resources/)")
    parser.add_argument("--i18n", type=Path, default=REPO / "i18n", help="where planes.es.json goes (default: i18n/)")
    args = parser.parse_args(argv)
    try:
        raw_schemes = json.loads((args.data / "schemes.json").read_text(encoding="utf-8"))
        raw_precons = json.loads((args.data / "precons.json").read_text(encoding="utf-8"))
        raw_planes = json.loads((args.data / "planes.json").read_text(encoding="utf-8"))
    except OSError as exc:
        print(f"cannot read the curated data: {exc}", file=sys.stderr)
        return 2
    schemes = build_schemes(raw_schemes)
    by_name = {s["name"].lower(): s["id"] for s in schemes}
    precons = build_precons(raw_precons, by_name)
    args.out.mkdir(parents=True, exist_ok=True)
    dump(args.out / "schemes.json", {"format": FORMAT_VERSION, "schemes": schemes})
    dump(args.out / "precons.json", {"format": FORMAT_VERSION, "decks": precons})
    planes = planes_resources.build_planes(raw_planes)
    dump(args.out / "planes.json", {"format": planes_resources.FORMAT_VERSION, "planes": planes})
    args.i18n.mkdir(parents=True, exist_ok=True)
    spanish = planes_resources.build_spanish(raw_planes, planes_resources.read_own_spanish(args.data))
    dump(args.i18n / "planes.es.json", spanish)
    print(f"wrote {len(schemes)} schemes, {len(precons)} scheme decks and {len(planes)} planar cards to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
