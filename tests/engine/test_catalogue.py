"""The scheme catalogue (CR 314) and the official scheme decks.

From the packaged resources.
"""

from __future__ import annotations

import pytest

from archenemy.engine.catalogue import load_catalogue, normalize_name
from archenemy.engine.errors import UnknownSchemeError


def test_catalogue_has_all_102_schemes_21_of_them_ongoing():
    catalogue = load_catalogue()
    assert len(catalogue) == 102
    assert len(catalogue.ongoing()) == 21
    assert all(s.ongoing == s.type_line.startswith("Ongoing") for s in catalogue.values())


def test_ids_are_lowercase_ascii_slugs_of_the_english_name():
    catalogue = load_catalogue()
    assert catalogue["because-i-have-willed-it"].name_en == "Because I Have Willed It"
    assert catalogue["whats-yours-is-now-mine"].name_en == "What's Yours Is Now Mine"
    for scheme_id in catalogue:
        assert scheme_id.isascii() and scheme_id == scheme_id.lower() and " " not in scheme_id


def test_name_lookup_ignores_case_and_apostrophe_style():
    catalogue = load_catalogue()
    assert catalogue.by_name("what’s yours is now MINE").id == "whats-yours-is-now-mine"
    assert normalize_name("I Know All, I See All") == normalize_name("i know all i see all")


def test_unknown_name_suggests_the_closest_scheme():
    with pytest.raises(UnknownSchemeError) as caught:
        load_catalogue().by_name("Because I Have Wiled It")
    assert caught.value.suggestion == "Because I Have Willed It"


def test_nine_official_scheme_decks_with_their_sizes():
    decks = {d.name: d.card_count for d in load_catalogue().precons}
    assert len(decks) == 9
    assert decks["Archenemy Nicol Bolas"] == 20
    assert decks["Assemble the Doomsday Machine"] == 20
    assert decks["Death Toll"] == 10


def test_rulings_and_printings_are_carried():
    scheme = load_catalogue()["my-laughter-echoes"]
    assert any("resolve the new non-ongoing scheme" in r.text for r in scheme.rulings) or scheme.rulings == ()
    assert "OE01" in scheme.sets
    assert scheme.abandon_clause and "abandon this scheme" in scheme.abandon_clause


def test_spanish_catalogue_translates_and_keeps_english_name():
    scheme = load_catalogue("es")["my-laughter-echoes"]
    assert scheme.name_en == "My Laughter Echoes"
    assert scheme.name != scheme.name_en
    assert scheme.translated and not scheme.official


def _slow_key(name: str) -> str:
    """normalize_name without its ASCII shortcut: every name through NFKD."""
    import re
    import unicodedata

    text = "".join(ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch))
    text = re.sub(r"['’‘`´]", "", text).casefold()
    return " ".join(re.findall(r"[0-9a-z]+", text))


@pytest.mark.parametrize("name", ["What's Yours Is Now MINE", "a`b--c  d", "Plan ¡Ñandú!", "Ðé́jà ﬁ vu", "Ⅻ ½"])
def test_the_ascii_shortcut_keys_a_name_as_the_full_normalisation_does(name) -> None:
    assert normalize_name(name) == _slow_key(name)


def test_every_scheme_name_keys_as_the_full_normalisation_does() -> None:
    for language in ("en", "es"):
        for scheme in load_catalogue(language).values():
            assert normalize_name(scheme.name) == _slow_key(scheme.name)


def test_the_name_keys_are_made_on_the_first_look_up_by_name() -> None:
    from archenemy.engine.catalogue import Catalogue

    full = load_catalogue()
    catalogue = Catalogue(list(full.values()), list(full.precons))
    assert "_by_key" not in vars(catalogue), "a start that shows schemes by id builds no name keys"
    assert catalogue.by_name("whats yours is now mine").id == "whats-yours-is-now-mine"
    assert set(catalogue.name_keys) == set(full.name_keys)
