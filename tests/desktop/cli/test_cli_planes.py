"""``archenemy planes``: every planar card, as the schemes are listed."""

from __future__ import annotations

import io
import json

from archenemy.desktop.cli import main


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def test_planes_json_lists_207_sorted_by_english_name() -> None:
    code, out, _ = run("planes", "--json", "--lang", "en")
    assert code == 0
    records = json.loads(out)
    assert len(records) == 207
    assert sum(r["kind"] == "phenomenon" for r in records) == 22
    assert sum(r["category"] == "product" for r in records) == 151
    names = [r["name_en"] for r in records]
    assert names == sorted(names, key=str.casefold)
    fields = {"id", "name", "name_en", "type_line", "text", "sets", "official_translation", "kind", "chaos"}
    assert fields | {"category"} <= set(records[0])


def test_a_plane_has_its_chaos_ability_apart_and_a_phenomenon_none() -> None:
    records = {r["id"]: r for r in json.loads(run("planes", "--json")[1])}
    tolaria = records["academy-at-tolaria-west"]
    assert tolaria["chaos"] == "Whenever chaos ensues, discard your hand."
    assert tolaria["chaos"] in tolaria["text"]
    assert records["spatial-merging"]["kind"] == "phenomenon"
    assert records["spatial-merging"]["chaos"] is None


def test_planes_in_spanish_give_the_official_text_where_printed() -> None:
    code, out, _ = run("planes", "--lang", "es", "--json")
    assert code == 0
    records = json.loads(out)
    official = [r for r in records if r["official_translation"]]
    assert len(official) == 40
    assert all(set(r["sets"]) & {"PC2", "OPC2"} for r in official), [r["sets"] for r in official][:3]
    furnace = next(r for r in records if r["id"] == "furnace-layer")
    assert furnace["name"] == "Capa del Horno"


def test_the_text_list_marks_phenomena_and_names_each_card_once() -> None:
    code, out, _ = run("planes")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 207
    assert sum(line.startswith("* ") for line in lines) == 22
    assert "* Spatial Merging" in lines
