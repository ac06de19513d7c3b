"""A deck's remembered report speaks the language installed now.

The reports were remembered by catalogue, variant and deck only: after the
language was switched at run time, New game gave a deck's reason in the
language of the first opening ("Cat cannot play this deck in Archenemy: el
mazo tiene 10 cartas…" in English), one catalogue serving both.
"""

from __future__ import annotations

from archenemy.desktop.i18n import install_language
from archenemy.desktop.table.dialogs.deck_reports import deck_report
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.variants import Variant

# Death Toll has 10 cards: too few for Archenemy (at least 20, CR 904.3).
SAID = {
    "es": "el mazo tiene 10 cartas; se necesitan al menos 20",
    "en": "deck has 10 cards; at least 20 are needed",
}


def test_a_report_follows_the_language_switched_at_run_time(translations) -> None:
    catalogue = load_catalogue("en")
    try:
        for language in ("es", "en", "es"):
            install_language(language)
            assert deck_report(catalogue, Variant.ARCHENEMY, "precon", "death-toll") == SAID[language]
    finally:
        install_language("en")
