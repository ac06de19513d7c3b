"""The planar cards (CR 311, 312) and planar deck lists (CR 901.3, 901.15a)."""

from __future__ import annotations

import random

import pytest

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.planar_decks import (
    check_planar_deck_list,
    check_planar_setup,
    communal_sizes,
    deck_kind,
    default_communal_deck,
    format_planar_deck,
)
from archenemy.engine.planes import PlanarCategory, UnknownPlaneError, _load_planes, load_planes
from archenemy.engine.setup import default_setup

PLANES = load_planes()
#: Ten product planes, by English name.
TEN = [p.name_en for p in PLANES.product_planes()[:10]]


def _list(*names: str) -> str:
    return "".join(f"1 {name}\n" for name in names)


def test_the_catalogue_holds_185_planes_and_22_phenomena() -> None:
    kinds = [p.phenomenon for p in PLANES.values()]
    assert (len(PLANES), kinds.count(False), kinds.count(True)) == (207, 185, 22)
    product = [p for p in PLANES.values() if p.category is PlanarCategory.PRODUCT]
    assert len(product) == 151
    assert (len(PLANES.product_planes()), len(PLANES.product_phenomena())) == (139, 12)


def test_a_plane_carries_its_chaos_ability_apart_from_its_text() -> None:
    """311.7: the chaos ability, shown apart; a phenomenon has none."""
    bant = PLANES.by_name("bant")
    assert bant.chaos is not None and bant.chaos.startswith("Whenever chaos ensues")
    assert bant.plane_text is not None and bant.chaos not in bant.plane_text
    assert PLANES.by_name("Spatial Merging").chaos is None


def test_an_unknown_name_suggests_the_closest_card() -> None:
    with pytest.raises(UnknownPlaneError) as unknown:
        PLANES.by_name("Akoumm")
    assert unknown.value.code == "unknown_plane" and unknown.value.suggestion == "Akoum"


def test_a_planar_list_suggests_a_misspelt_plane_among_added_words_as_the_schemes_do() -> None:
    report = check_planar_deck_list("1 Akoum\n1 Akomu Plains\n1 Plane of Grixsi\n1 Qqqqqqqq Zzzzz\n")
    suggested = {p.name: p.args.get("suggestion") for p in report.problems if p.code == "unknown_name"}
    assert suggested == {"Akomu Plains": "Akoum", "Plane of Grixsi": "Grixis", "Qqqqqqqq Zzzzz": None}
    # The schemes' look-up follows the same rule: one distinctive word misspelt among others
    assert load_catalogue().suggest("Your Doom") == "Your Inescapable Doom"


def test_the_spanish_catalogue_marks_the_official_text() -> None:
    spanish = load_planes("es")
    assert sum(p.official for p in spanish.values()) == 40
    assert spanish.by_name("Capa del Horno").id == "furnace-layer"
    assert spanish["akoum"].name_en == "Akoum"


def test_every_planar_card_has_spanish_the_rest_marked_unofficial() -> None:
    """Official Planechase 2012 text for 40 cards, the project's own for 167.

    Each Spanish card keeps the English split of its chaos ability (311.7)
    and a Spanish type line.
    """
    spanish = load_planes("es")
    assert [p.id for p in spanish.values() if not p.translated] == []
    assert sum(not p.official for p in spanish.values()) == 207 - 40
    for plane in spanish.values():
        english = PLANES[plane.id]
        assert (plane.chaos is None) == (english.chaos is None), plane.id
        assert (plane.plane_text is None) == (english.plane_text is None), plane.id
        assert plane.type_line.lower().startswith("fenómeno" if plane.phenomenon else "plano"), plane.id
        assert plane.text != english.text, plane.id


def test_901_3_ten_different_cards_make_a_legal_planar_deck() -> None:
    report = check_planar_deck_list(_list(*TEN))
    assert report.legal and report.cards == 10 and not report.communal


def test_901_3_nine_cards_are_too_few() -> None:
    report = check_planar_deck_list(_list(*TEN[:9]))
    assert [p.code for p in report.problems] == ["too_few_cards"]


def test_901_3_a_name_twice_names_both_lines() -> None:
    report = check_planar_deck_list(_list(*TEN, TEN[0]))
    twice = [p for p in report.problems if p.code == "too_many_copies"]
    assert [p.lines for p in twice] == [(1, 11)]


def test_901_3_a_third_phenomenon_names_every_phenomenon_line() -> None:
    phenomena = [p.name_en for p in PLANES.product_phenomena()[:3]]
    report = check_planar_deck_list(_list(*TEN, *phenomena))
    assert [p.code for p in report.problems] == ["too_many_phenomena"]
    assert report.problems[0].lines == (11, 12, 13)
    assert report.problems[0].args == {"count": 3, "maximum": 2}


def test_an_unknown_name_and_a_scheme_name_their_lines() -> None:
    report = check_planar_deck_list(_list(*TEN[:9], "Akoumm", "Realms Befitting My Majesty"))
    found = {p.code: p for p in report.problems}
    assert found["unknown_name"].line == 10
    assert found["mixed_kinds"].line == 11 and found["mixed_kinds"].args == {"kind": "scheme"}


@pytest.mark.parametrize(("players", "sizes"), [(2, (20, 4)), (4, (40, 8)), (6, (40, 12))])
def test_901_15a_the_communal_deck_sizes(players: int, sizes: tuple[int, int]) -> None:
    assert communal_sizes(players) == sizes


def test_901_15a_the_communal_deck_is_checked_for_the_players() -> None:
    report = check_planar_deck_list(_list(*TEN), players=3)
    assert not report.legal and report.minimum == 30
    assert [p.code for p in report.problems] == ["too_few_cards"]


def test_the_default_communal_deck_is_legal_for_its_players() -> None:
    """901.15: the 139 product planes and twice the players in phenomena."""
    deck = default_communal_deck(4, rng=random.Random(7))
    assert len(deck) == 139 + 8 and len(set(deck)) == len(deck)
    report = check_planar_deck_list(format_planar_deck(deck), players=4)
    assert report.legal, report.problems


def test_a_set_ups_planar_decks_are_checked_as_the_rules_want_them() -> None:
    """901.3 for each player's own deck, 901.15a for the communal one.

    A set-up's decks are plane ids (a rematch's, a night's next game's):
    the same checks as a list's, its problems named.
    """
    from archenemy.engine.planar import COMMUNAL, PlanarSetup

    ten = [p.id for p in PLANES.product_planes()[:10]]
    phenomena = [p.id for p in PLANES.product_phenomena()[:3]]
    own = PlanarSetup((("Ana", tuple(ten)), ("Ben", (*ten[:9], ten[0], *phenomena))))
    ana, ben = check_planar_setup(own, 2)
    assert ana[0] == "Ana" and ana[1].legal and not ana[1].communal
    assert ben[0] == "Ben" and [p.code for p in ben[1].problems] == ["too_many_copies", "too_many_phenomena"]
    ((owner, communal),) = check_planar_setup(PlanarSetup(((COMMUNAL, tuple(ten)),)), 4)
    assert owner == COMMUNAL and communal.communal and communal.minimum == 40
    assert [p.code for p in communal.problems] == ["too_few_cards"]


def test_a_deck_list_says_which_kind_it_is() -> None:
    assert deck_kind(_list(*TEN)) == "planar"
    assert deck_kind("2 Realms Befitting My Majesty\n") == "scheme"


def test_a_plane_in_a_scheme_deck_is_mixed_kinds_naming_its_line() -> None:
    """904.3: a scheme deck holds schemes; a planar card's line says what it is."""
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.decks import format_deck_list, parse_deck_list
    from archenemy.engine.planar_decks import check_scheme_deck_among_planes
    from archenemy.engine.variants import Variant

    schemes = load_catalogue()
    text = format_deck_list(sorted(schemes)[:19], schemes) + "1 Akoum\n1 Nowhere Scheme\n"
    report = check_scheme_deck_among_planes(parse_deck_list(text, schemes), Variant.ARCHENEMY, schemes)
    found = [(p.line, p.code, p.name) for p in report.problems]
    assert (20, "mixed_kinds", "Akoum") in found and (21, "unknown_name", "Nowhere Scheme") in found
    assert not report.legal


def test_a_set_up_without_planes_is_checked_without_reading_the_planar_catalogue() -> None:
    catalogue = load_catalogue()
    setup = default_setup(catalogue)
    assert setup.planar is None
    _load_planes.cache_clear()
    assert setup.problems(catalogue) == []
    # The catalogue (~8 ms to read at every start) stays unread.
    assert _load_planes.cache_info().currsize == 0


def test_a_modal_chaos_ability_keeps_its_modes() -> None:
    """311.7: Event Horizon's modes belong to its chaos ability.

    Never to the plane's other text.
    """
    for plane in PLANES.values():
        lines = (plane.plane_text or "").splitlines()
        for index, line in enumerate(lines):
            if line.startswith("•"):
                assert any("choose" in earlier for earlier in lines[:index]), plane.id
    assert PLANES["event-horizon"].chaos is not None
    assert PLANES["event-horizon"].chaos.endswith("graveyard to the battlefield.")


def test_the_plane_name_keys_are_made_on_the_first_look_up_by_name() -> None:
    from archenemy.engine.planes import PlaneCatalogue

    full = load_planes()
    planes = PlaneCatalogue(list(full.values()))
    assert "_by_key" not in vars(planes), "a game with planes shows them by id: no name keys at its start"
    assert planes.by_name("AKOUM").id == "akoum"
    assert set(planes.name_keys) == set(full.name_keys)
