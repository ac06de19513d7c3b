"""The window offers nothing the rules refuse of a player who has left.

Nothing of or from them either (CR 800.4a).

The seat's commander damage menu lists no "+N" from a departed opponent's
commander (it left the game with them); a mistake recorded before they left
can still be corrected ("−1", marked as theirs who left); a departed player's
own badges offer nothing.  In English and Spanish.
"""

from __future__ import annotations

import pytest

from archenemy.engine.actions import CommanderDamage, Concede
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.rules import is_legal
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

DEATH_TOLL = tuple(load_catalogue().precon("death-toll").scheme_ids())


def _commander_setup() -> GameSetup:
    players = [PlayerSetup("Archenemy", DEATH_TOLL)] + [PlayerSetup(f"Hero {n}") for n in (1, 2, 3)]
    return GameSetup(Variant.ARCHENEMY_COMMANDER, tuple(players))


def _offered(menu) -> dict[str, list[str]]:
    """The commander menu.

    Each source's submenu title -> its entries' labels (enabled ones only).
    """
    return {a.text(): [x.text() for x in a.menu().actions() if x.isEnabled()] for a in menu.actions() if a.menu()}


@pytest.mark.parametrize("language", ["en", "es"])
def test_no_commander_damage_is_offered_from_a_departed_opponent_only_its_correction(make_window, language):
    window = make_window(_commander_setup(), language)
    session = window.session
    session.perform(CommanderDamage("Archenemy", "Hero 2", 4))
    session.perform(CommanderDamage("Archenemy", "Hero 3", 2))
    session.perform(Concede("Hero 2"))
    session.perform(Concede("Hero 3"))
    # Corrected to 0 after Hero 3 left
    session.perform(CommanderDamage("Archenemy", "Hero 3", -2))
    menu = window.panels["Archenemy"].commander_menu
    offered = _offered(menu)
    titles = list(offered)
    # Hero 1 (in the game), Hero 2 (left, 4 to correct) and the archenemy's own (903.10a); not Hero 3 (nothing left)
    assert len(titles) == 3
    hero_1 = next(t for t in titles if "Hero 1" in t)
    hero_2 = next(t for t in titles if "Hero 2" in t)
    # −1 below 0: disabled
    assert offered[hero_1] == ["+1", "+2", "+3", "+5"]
    assert offered[hero_2] == ["−1"]
    # It says they left
    assert ("left the game" if language == "en" else "dejó la partida") in hero_2
    for action in next(a for a in menu.actions() if a.text() == hero_2).menu().actions():
        assert is_legal(session.state, CommanderDamage("Archenemy", "Hero 2", -1)) and action.isEnabled()
    next(a for a in menu.actions() if a.text() == hero_2).menu().actions()[0].trigger()
    assert session.state.player("Archenemy").commander_damage_from("Hero 2") == 3


def test_a_departed_players_own_badges_offer_nothing(make_window):
    window = make_window(_commander_setup())
    window.session.perform(Concede("Hero 1"))
    panel = window.panels["Hero 1"]
    assert not panel.commander_button.isEnabled() and not panel.poison_button.isEnabled()
    assert [a for a in panel.commander_menu.actions() if a.isEnabled()] == []
    assert [a for a in panel.poison_menu.actions() if a.isEnabled()] == []
    assert window.panels["Hero 2"].commander_button.isEnabled()
