"""``archenemy deck check`` of planar deck lists (CR 901.3, 901.15a).

The planar deck rules themselves are tested in tests/engine/test_planes.py;
here the command line: the kind of list it read, each problem naming its
line, ``--players`` for the communal deck, ``--json`` shaped as the scheme
check's, both languages.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from archenemy.desktop.cli.deck_check import run
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import format_deck_list
from archenemy.engine.planes import load_planes

PLANES = load_planes()
SPANISH = load_planes("es")
PLANES_BY_NAME = [p.name_en for p in PLANES.product_planes()]
PHENOMENA = [p.name_en for p in PLANES.product_phenomena()]
CATALOGUE = load_catalogue()
SCHEMES = [i for i in sorted(CATALOGUE) if not CATALOGUE[i].needs_commander]


def planar_list(*names: str) -> str:
    return "".join(f"1 {name}\n" for name in names)


def check(tmp_path: Path, content: str, *options: str) -> tuple[int, str, str]:
    """Write ``content`` to a file and run ``deck check`` on it: status, out, err."""
    path = tmp_path / "planes.txt"
    path.write_text(content, encoding="utf-8")
    argv = [str(path), *options]
    if "--lang" not in argv:
        argv += ["--lang", "en"]
    out, err = io.StringIO(), io.StringIO()
    status = run(argv, out, err)
    assert "Traceback" not in out.getvalue() + err.getvalue()
    return status, out.getvalue(), err.getvalue()


def test_901_3_a_planar_list_is_read_as_a_players_own_planar_deck(tmp_path: Path) -> None:
    status, out, err = check(tmp_path, planar_list(*PLANES_BY_NAME[:10]))
    assert (status, err) == (0, "")
    assert out == "The planar deck is legal as a player's own planar deck (CR 901.3): 10 cards.\n"


def test_901_3_every_problem_names_its_line(tmp_path: Path) -> None:
    """An unknown name, a scheme, a name twice and a phenomenon too many."""
    text = (
        planar_list(*PLANES_BY_NAME[:8])
        + "1 Akoumm\n1 Realms Befitting My Majesty\n"
        + planar_list(PLANES_BY_NAME[0], *PHENOMENA[:3])
    )
    status, out, _ = check(tmp_path, text)
    assert status == 1
    assert out.splitlines() == [
        "line 9: unknown plane or phenomenon “Akoumm”; did you mean “Akoum”?",
        "line 10: “Realms Befitting My Majesty” is a scheme; a planar deck list names only planes and phenomena",
        f"lines 1, 11: 2 copies of “{PLANES_BY_NAME[0]}”; each card must have a different English name",
        "lines 12, 13, 14: 3 phenomena; a planar deck can hold at most 2",
        "The planar deck is not legal as a player's own planar deck "
        "(CR 901.3: at least 10 cards, at most 2 phenomena, every English name once).",
    ]


def test_901_3_too_few_cards(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, planar_list(*PLANES_BY_NAME[:9]))
    assert status == 1
    assert out.splitlines()[0] == "deck has 9 cards; at least 10 are needed"


@pytest.mark.parametrize(("players", "minimum", "phenomena"), [(2, 20, 4), (3, 30, 6), (4, 40, 8), (6, 40, 12)])
def test_901_15a_players_give_the_communal_decks_sizes(
    tmp_path: Path, players: int, minimum: int, phenomena: int
) -> None:
    legal = planar_list(*PLANES_BY_NAME[:minimum], *PHENOMENA[: min(phenomena, len(PHENOMENA))])
    status, out, _ = check(tmp_path, legal, "--players", str(players))
    cards = minimum + min(phenomena, len(PHENOMENA))
    assert status == 0, out
    assert out == f"The communal planar deck for {players} players is legal (CR 901.15a): {cards} cards.\n"
    short = planar_list(*PLANES_BY_NAME[: minimum - 1])
    status, out, _ = check(tmp_path, short, "--players", str(players))
    assert status == 1
    assert out.splitlines() == [
        f"deck has {minimum - 1} cards; at least {minimum} are needed",
        f"The communal planar deck for {players} players is not legal (CR 901.15a: at least {minimum} cards, "
        f"at most {phenomena} phenomena, every English name once).",
    ]


def test_901_15a_a_phenomenon_too_many_for_the_communal_deck(tmp_path: Path) -> None:
    text = planar_list(*PLANES_BY_NAME[:20], *PHENOMENA[:5])
    status, out, _ = check(tmp_path, text, "--players", "2")
    assert status == 1
    assert out.splitlines()[0] == "lines 21, 22, 23, 24, 25: 5 phenomena; a planar deck can hold at most 4"


def test_a_plane_in_a_scheme_deck_list_is_refused_naming_its_line(tmp_path: Path) -> None:
    text = format_deck_list({i: 1 for i in SCHEMES[:19]}) + "1 Akoum\n"
    status, out, _ = check(tmp_path, text)
    assert status == 1
    assert out.splitlines() == [
        "line 20: “Akoum” is a planar card; a scheme deck list names only schemes",
        "The scheme deck is not legal for Archenemy.",
    ]


def test_variant_planechase_reads_any_list_as_a_planar_deck(tmp_path: Path) -> None:
    text = format_deck_list({i: 1 for i in SCHEMES[:2]}) + planar_list(*PLANES_BY_NAME[:10])
    status, out, _ = check(tmp_path, text, "--variant", "planechase")
    assert status == 1
    assert out.splitlines()[:2] == [
        f"line 1: “{CATALOGUE[SCHEMES[0]].name_en}” is a scheme; a planar deck list names only planes and phenomena",
        f"line 2: “{CATALOGUE[SCHEMES[1]].name_en}” is a scheme; a planar deck list names only planes and phenomena",
    ]


@pytest.mark.parametrize("players", ["1", "0", "-3", "many", "2.5"])
def test_players_must_be_a_number_of_at_least_two(tmp_path: Path, players: str) -> None:
    status, out, err = check(tmp_path, planar_list(*PLANES_BY_NAME[:10]), "--players", players)
    assert status == 2 and out == ""
    assert err.startswith("archenemy deck check: ") and err.count("\n") == 1


def test_players_with_a_scheme_deck_list_is_a_usage_error(tmp_path: Path) -> None:
    status, out, err = check(tmp_path, format_deck_list({i: 1 for i in SCHEMES[:20]}), "--players", "4")
    assert status == 2 and out == ""
    assert err.startswith("archenemy deck check: --players is for a communal planar deck;")
    assert err.count("\n") == 1


def test_json_of_a_planar_deck_is_shaped_as_the_scheme_checks(tmp_path: Path) -> None:
    text = planar_list(*PLANES_BY_NAME[:9], "Akoumm")
    status, out, _ = check(tmp_path, text, "--json", "--players", "3")
    assert status == 1
    data = json.loads(out)
    assert data["kind"] == "planar" and data["deck"] == "communal" and data["players"] == 3
    assert (data["legal"], data["cards"], data["minimum"], data["max_phenomena"]) == (False, 10, 30, 6)
    assert data["warnings"] == []
    for item in data["problems"]:
        assert set(item) == {"line", "code", "name", "message"}
    assert [(p["line"], p["code"], p["name"]) for p in data["problems"]] == [
        (10, "unknown_name", "Akoumm"),
        (None, "too_few_cards", None),
    ]


def test_json_of_a_legal_own_deck(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, planar_list(*PLANES_BY_NAME[:10]), "--json")
    assert status == 0
    assert json.loads(out) == {
        "kind": "planar",
        "deck": "own",
        "players": None,
        "legal": True,
        "cards": 10,
        "minimum": 10,
        "max_phenomena": 2,
        "problems": [],
        "warnings": [],
    }


def test_json_of_a_scheme_deck_says_its_kind(tmp_path: Path) -> None:
    status, out, _ = check(tmp_path, format_deck_list({i: 1 for i in SCHEMES[:20]}), "--json")
    assert status == 0
    assert json.loads(out)["kind"] == "scheme"


def test_spanish_names_and_messages(tmp_path: Path, translations) -> None:
    """Spanish names are read with ``--lang es``, and the report is in Spanish."""
    names = [SPANISH[PLANES.by_name(n).id].name for n in PLANES_BY_NAME[:9]]
    status, out, _ = check(tmp_path, planar_list(*names, "Akoumm", PHENOMENA[0]), "--lang", "es", "--players", "2")
    assert status == 1
    lines = out.splitlines()
    assert lines[0] == "línea 10: plano o fenómeno desconocido “Akoumm”; ¿querías decir “Akoum”?"
    assert lines[-1].startswith("El mazo planar común para 2 jugadores no es legal (RC 901.15a")
    status, out, _ = check(tmp_path, planar_list(*names, PHENOMENA[0]), "--lang", "es")
    assert status == 0
    assert out == "El mazo planar es legal como mazo planar propio de un jugador (RC 901.3): 10 cartas.\n"
