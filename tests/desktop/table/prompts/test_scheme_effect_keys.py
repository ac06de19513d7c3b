"""A resolving scheme's life changes and recordable choices by keys.

Shown on them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _twenty(scheme_id: str) -> GameSetup:
    players = [PlayerSetup("Archenemy", (scheme_id,) * 20)]
    return GameSetup(Variant.ARCHENEMY, tuple(players + [PlayerSetup(f"Hero {n}") for n in (1, 2, 3)]))


def _to_resolve(qtbot, window) -> None:
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.session.state.prompts[0].question == "resolve"


def test_a_applies_make_yourself_useful_and_its_number_is_typed(make_window, qtbot):
    window = make_window(_twenty("make-yourself-useful"))
    _to_resolve(qtbot, window)
    texts = [button.text() for button in window.banner.scheme_row.effect_buttons]
    assert any(text.endswith("  [A]") and "toughness" in text for text in texts), texts
    qtbot.keyClick(window, Qt.Key.Key_A)
    assert window.banner.numbers.isVisibleTo(window), "A asked the effect's number"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_4)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert window.session.state.player("Archenemy").life == 44


def test_the_mighty_will_fall_chosen_opponent_and_its_life_change_by_keys(make_window, qtbot):
    window = make_window(_twenty("the-mighty-will-fall"))
    _to_resolve(qtbot, window)
    items = [window.banner.scheme_row.extras.itemAt(i).widget() for i in range(window.banner.extras.count())]
    labels = [item.text() for item in items if hasattr(item, "text")]
    assert any(label.endswith("  [O]:") for label in labels), labels
    # The first opponent offered
    qtbot.keyClick(window, Qt.Key.Key_O)
    (combo,) = window.banner.scheme_row.choice_boxes.values()
    chosen = combo.currentData()
    assert chosen, "O recorded the chosen opponent"
    buttons = window.banner.scheme_row.effect_buttons
    assert buttons and all("[" in button.text() for button in buttons)
    life = window.session.state.player(chosen).life
    qtbot.keyClick(window, Qt.Key.Key_A)
    assert window.session.state.player(chosen).life < life, "A applied the life change"
    window.menus.undo_action.trigger()
    assert window.session.state.player(chosen).life == life


def test_r_opens_you_live_only_because_i_will_it_s_redistribution(make_window, qtbot):
    """The last button that needed the mouse.

    "Redistribute life totals…" needed the mouse; R opens it, as its label
    says.
    """
    window = make_window(_twenty("you-live-only-because-i-will-it"))
    _to_resolve(qtbot, window)
    button = window.banner.scheme_row.redistribute_button
    assert button.text().endswith("  [R]") and button.accessibleName() == button.text()
    assert not window.totals.redistribution_rows
    qtbot.keyClick(window, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: bool(window.totals.redistribution_rows), timeout=2000)
    dialog = next(iter(window.totals.redistribution_rows.values())).window()
    assert dialog.isVisible()
    dialog.reject()
