"""Archenemy Commander at 1366×768.

The two life totals far larger than the card's rules text.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import PromptKind, Step
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _commander(heroes: int = 4) -> GameSetup:
    # 904.13d
    schemes = sorted(set(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids()))[:10]
    names = ("Ana", "Ben", "Cris", "Dana", "Eva", "Fede", "Gus", "Hugo")[:heroes]
    return GameSetup(Variant.ARCHENEMY_COMMANDER, (PlayerSetup("Archenemy", tuple(schemes)), *map(PlayerSetup, names)))


def _resolve_the_first_scheme(qtbot, window) -> None:
    session = window.session
    for _ in range(20):
        state = session.state
        if state.step is Step.PRECOMBAT_MAIN and not state.prompts:
            return
        if not state.prompts:
            session.perform(NextStep())
            continue
        prompt = state.prompts[0]
        if prompt.kind is PromptKind.CHOICE:
            session.perform(Answer(prompt.id, "none" if "none" in prompt.options else prompt.options[0]))
        elif prompt.kind is PromptKind.COUNT:
            session.perform(Answer(prompt.id, 0))
        elif prompt.kind is PromptKind.YES_NO:
            session.perform(Answer(prompt.id, False))
        else:
            window.banner.confirm()
    raise AssertionError("the first scheme was not resolved")


def test_the_commander_totals_are_far_larger_than_the_rules_text(make_window, qtbot):
    window = make_window(_commander())
    _resolve_the_first_scheme(qtbot, window)
    # The height shared again once the card and the panels settle
    qtbot.wait(300)
    QApplication.processEvents()
    text = window.card.text_label
    assert text.isVisible() and not text.elided
    lives = [panel.life_label for panel in window.panels.values() if panel.life_label.isVisible()]
    # The archenemy's and the team's
    assert len(lives) == 2
    for life in lives:
        ratio = life.font().pointSizeF() / text.font().pointSizeF()
        assert ratio >= 3, (life.font().pointSizeF(), text.font().pointSizeF())


def test_a_players_own_commander_is_offered_on_their_panel_and_shown_as_their_own(make_window, qtbot):
    """The archenemy's panel offers their own commander (903.10a).

    "21 or more combat damage by the same commander", whoever controls it (My Crushing Masterstroke's stolen
    permanents attack their owner).
    """
    from archenemy.desktop.table_view import seats_view
    from archenemy.desktop.texts import Words

    window = make_window(_commander(2))
    panel = window.panels["Archenemy"]
    menus = {action.text(): action.menu() for action in panel.commander_menu.actions()}
    own = menus["From Archenemy's own commander (0)"]
    plus_three = next(action for action in own.actions() if action.text() == "+3")
    assert plus_three.isEnabled()
    plus_three.trigger()
    state = window.session.state
    assert state.player("Archenemy").commander_damage_from("Archenemy") == 3 and state.life_of("Archenemy") == 57
    for language, words in (("en", "Own commander: 3"), ("es", "Comandante propio: 3")):
        (seat,) = [s for s in seats_view(state, Words.of(language)) if s.name == "Archenemy"]
        assert seat.commander_lines == (words,)
