"""The window's controls for the table's effects, driven offscreen.

Several players at once, set life, counters, effect numbers.

Rules: CR 104.4a (a draw when the archenemy and the last hero lose together:
one action, state-based actions once), 119.5 (set life), 122.1 (counters on
players); Know Naught but Fire's Oracle text (damage equal to each opponent's
hand size, asked by the banner).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox

from archenemy.engine.actions import ChangeLife, Concede
from archenemy.engine.model import Step, Termination
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant


def _setup(deck: tuple[str, ...]) -> GameSetup:
    players = (PlayerSetup("Archenemy", deck),) + tuple(PlayerSetup(f"Hero {n}") for n in (1, 2, 3))
    return GameSetup(Variant.ARCHENEMY, players)


def test_several_players_at_once_archenemy_and_last_hero_lose_together_is_a_draw_104_4a(make_window):
    window = make_window()
    window.session.perform(Concede("Hero 1"))
    window.session.perform(Concede("Hero 2"))
    window.menus.several_action.trigger()
    dialog = window.dialogs.opened[-1]
    rows = window.totals.totals_rows
    # Players still in the game
    assert set(rows) == {"Archenemy", "Hero 3"}
    rows["Archenemy"][0].setValue(-40)
    rows["Hero 3"][0].setValue(-20)
    dialog.accept()
    outcome = window.session.state.outcome
    assert outcome is not None and outcome.termination is Termination.ALL_LOST
    assert "draw" in window.game_end.outcome_label.text()
    # One undo step
    window.menus.undo_action.trigger()
    assert window.session.state.outcome is None
    assert window.session.state.player("Archenemy").life == 40


def test_several_players_at_once_life_and_poison_in_one_undo_step(make_window):
    window = make_window()
    window.totals.open_several_changes()
    dialog = window.dialogs.opened[-1]
    window.totals.totals_rows["Hero 1"][0].setValue(-4)
    window.totals.totals_rows["Hero 2"][0].setValue(-3)
    window.totals.totals_rows["Hero 2"][1].setValue(1)
    dialog.accept()
    state = window.session.state
    assert (state.player("Hero 1").life, state.player("Hero 2").life, state.player("Hero 2").poison) == (16, 17, 1)
    assert window.menus.undo_action.text() == "&Undo: life of 2 players"


def test_set_life_to_n_for_the_selected_player_119_5(make_window, qtbot):
    window = make_window()
    # Hero 2
    qtbot.keyClick(window, Qt.Key.Key_2)
    window.menus.set_life_action.trigger()
    dialog = window.dialogs.opened[-1]
    assert dialog.findChild(QComboBox).currentText() == "Hero 2"
    spin = dialog.findChild(QSpinBox)
    assert spin.value() == 20
    spin.setValue(7)
    dialog.accept()
    assert window.session.state.player("Hero 2").life == 7
    assert window.panels["Hero 2"].life_label.text() == "7"


def test_counters_of_the_selected_player_shown_on_the_panel_122_1(make_window, qtbot):
    window = make_window()
    # Hero 1
    qtbot.keyClick(window, Qt.Key.Key_1)
    window.menus.counters_action.trigger()
    dialog = window.dialogs.opened[-1]
    combo = dialog.findChild(QComboBox)
    # Energy
    combo.setCurrentIndex(0)
    dialog.findChild(QSpinBox).setValue(3)
    dialog.accept()
    window.totals.open_counters()
    dialog = window.dialogs.opened[-1]
    dialog.findChild(QComboBox).setEditText("Rad")
    dialog.findChild(QSpinBox).setValue(2)
    dialog.accept()
    assert window.session.state.player("Hero 1").counters == (("Rad", 2), ("energy", 3))
    status = window.panels["Hero 1"].status_label.text()
    assert "Energy 3" in status and "Rad 2" in status


def test_banner_asks_know_naught_but_fire_hand_sizes_and_applies_the_damage(make_window, qtbot):
    window = make_window(_setup(("know-naught-but-fire",)))
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.session.state.step is Step.PRECOMBAT_MAIN
    button = next(b for b in window.banner.findChildren(QPushButton) if b.text().startswith("Damage to each opponent"))
    button.click()
    numbers = window.banner.numbers
    assert numbers.isVisibleTo(window) and set(numbers.spins) == {"Hero 1", "Hero 2", "Hero 3"}
    numbers.spins["Hero 1"].setValue(4)
    numbers.spins["Hero 3"].setValue(2)
    numbers.apply_button.click()
    assert [p.life for p in window.session.state.players] == [40, 16, 20, 18]
    assert not numbers.isVisibleTo(window)
    # One action, one undo step
    window.menus.undo_action.trigger()
    assert [p.life for p in window.session.state.players] == [40, 20, 20, 20]


def test_banner_records_feed_the_machine_target_and_choice_shown_in_its_reminder_ruling(make_window, qtbot):
    window = make_window(_setup(("feed-the-machine",)))
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    boxes = window.banner.scheme_row.choice_boxes
    assert set(boxes) == {"target", "chooses"}
    target = boxes["target"]
    target.activated.emit(target.findData("Hero 2"))
    # Rebuilt with the new state
    chooses = window.banner.scheme_row.choice_boxes["chooses"]
    chooses.activated.emit(chooses.findData("others"))
    face = window.session.state.find_face_up(1)[1]
    assert dict(face.choices) == {"target": "Hero 2", "chooses": "others"}
    assert window.banner.scheme_row.choice_boxes["target"].currentData() == "Hero 2"
    # The recorded choices have their own line on the card: never cut with the rules text when room is short.
    chosen = window.card.choices_label
    assert chosen.isVisible() and chosen.text() == "Target opponent: Hero 2\nThey choose: Others"
    assert "Hero 2" not in window.card.text_label.source
    # A short window: the rules text shrinks or is cut, the choices stay whole.  The window settles through
    # the text size's tries and the height's shares (timers of its own): waited for, never a fixed time.
    window.resize(1366, 500)
    qtbot.waitUntil(lambda: chosen.height() >= chosen.heightForWidth(chosen.width()) - 2, timeout=5000)
    assert chosen.isVisible()


def test_banner_shows_token_counts_for_each_opponent(make_window, qtbot):
    window = make_window(_setup(("rotted-ones-lay-siege",)))
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    text = window.banner.tokens_label.text()
    assert text == "Tokens: 3 × Zombie 2/2, one attacking each opponent"
    assert (
        window.banner.tokens_label.toolTip().count("Zombie") == 3 and "Hero 3" in window.banner.tokens_label.toolTip()
    )


def test_ongoing_panel_reminds_my_forces_are_innumerable_horror_at_your_end_step(make_window, qtbot):
    window = make_window(_setup(("my-forces-are-innumerable",)))
    while window.session.state.step is not Step.END:
        qtbot.keyClick(window, Qt.Key.Key_Space)
    assert any("Horror" in text for text in _step_reminders(window))
    # Cleanup: no longer due
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert _step_reminders(window) == []


def _step_reminders(window) -> list[str]:
    return [label.text() for label in window.ongoing.findChildren(QLabel, "stepReminder") if label.isVisibleTo(window)]


def test_you_live_only_because_i_will_it_redistributes_life_totals_from_the_banner(make_window, qtbot):
    window = make_window(_setup(("you-live-only-because-i-will-it",)))
    window.session.perform(ChangeLife("Hero 1", -15))
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    window.banner.scheme_row.redistribute_button.click()
    dialog = window.dialogs.opened[-1]
    rows = window.totals.redistribution_rows
    # Hero 1's 5
    rows["Archenemy"].setCurrentIndex(1)
    # The archenemy's 40
    rows["Hero 1"].setCurrentIndex(0)
    dialog.accept()
    assert [p.life for p in window.session.state.players] == [5, 40, 20, 20]
    # One action
    window.menus.undo_action.trigger()
    assert [p.life for p in window.session.state.players] == [40, 5, 20, 20]


def test_redistribution_that_is_not_the_same_totals_is_refused_with_a_message(make_window):
    window = make_window()
    window.totals.open_redistribution()
    dialog = window.dialogs.opened[-1]
    # Two players would get 40
    window.totals.redistribution_rows["Hero 1"].setCurrentIndex(0)
    dialog.accept()
    assert [p.life for p in window.session.state.players] == [40, 20, 20, 20]
    assert "is not a redistribution" in window.status.text()
