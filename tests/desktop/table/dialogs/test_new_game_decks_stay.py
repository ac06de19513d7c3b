"""A seat's scheme deck stays with its player in the New game dialog.

A deck changes seat or player only when the user moves it: a variant that
cannot use a deck says so on that row and keeps it, and the mouse wheel over
a box that does not have the keyboard focus scrolls the dialog, never
changes the box.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox

from archenemy.desktop.roster.store import DeckRef, RosterPlayer, load_roster, roster_of, save_roster
from archenemy.desktop.table.dialogs.new_game import DeckChoice, NewGameDialog
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.variants import Variant

BROUGHT = {
    "Ana": "assemble-the-doomsday-machine",
    "Bruno": "bring-about-the-undead-apocalypse",
    "Carla": "scorch-the-world-with-dragonfire",
}


def night_dialog(qtbot) -> NewGameDialog:
    players = [RosterPlayer(name, None, (DeckRef("precon", deck),)) for name, deck in BROUGHT.items()]
    save_roster(roster_of(players))
    dialog = NewGameDialog(load_catalogue, lambda: (), night="new")
    qtbot.addWidget(dialog)
    dialog.roster_box.seat_everyone()
    return dialog


def decks(dialog: NewGameDialog) -> dict[str, DeckChoice | None]:
    return {row.name.text(): row.choice() for row in dialog.rows}


def choose(dialog: NewGameDialog, variant: Variant) -> None:
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))


def test_a_nights_decks_stay_with_their_players_through_commander_and_back(qtbot) -> None:
    dialog = night_dialog(qtbot)
    brought = {name: DeckChoice("precon", deck) for name, deck in BROUGHT.items()}
    assert decks(dialog) == brought
    choose(dialog, Variant.ARCHENEMY_COMMANDER)
    assert decks(dialog) == brought, "Commander keeps each deck on its row"
    choose(dialog, Variant.ARCHENEMY)
    assert decks(dialog) == brought, "back in Archenemy, nobody has another's deck"
    choose(dialog, Variant.SUPERVILLAIN_RUMBLE)
    choose(dialog, Variant.ARCHENEMY)
    assert decks(dialog) == brought, "nor after Supervillain Rumble"
    dialog.start_button.click()
    roster = load_roster().roster
    assert {p.name: p.decks[0].key for p in roster.players} == BROUGHT, "Start keeps the roster's decks"


def test_a_deck_the_variant_cannot_use_stays_on_its_row_and_says_why(qtbot) -> None:
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    deck = dialog.rows[0].deck
    deck.setCurrentIndex(deck.findData(DeckChoice("precon", "death-toll").token))
    choose(dialog, Variant.ARCHENEMY)
    choose(dialog, Variant.ARCHENEMY_COMMANDER)
    choose(dialog, Variant.ARCHENEMY)
    assert dialog.rows[0].choice() == DeckChoice("precon", "death-toll")
    assert deck.currentText().endswith(" — deck has 10 cards; at least 20 are needed")
    assert not dialog.start_button.isEnabled()
    choose(dialog, Variant.ARCHENEMY_COMMANDER)
    assert dialog.rows[0].choice() == DeckChoice("precon", "death-toll")
    assert dialog.start_button.isEnabled(), dialog.problems.text()


def test_moving_a_seat_moves_its_deck_with_it(qtbot) -> None:
    dialog = night_dialog(qtbot)
    dialog.move_row(dialog.rows[2], -1)
    choose(dialog, Variant.ARCHENEMY_COMMANDER)
    choose(dialog, Variant.ARCHENEMY)
    assert [row.name.text() for row in dialog.rows] == ["Ana", "Carla", "Bruno"]
    assert decks(dialog) == {name: DeckChoice("precon", deck) for name, deck in BROUGHT.items()}


def wheel(widget, steps: int) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_a_box_without_the_focus_never_changes_it(qtbot) -> None:
    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.rows[1].name.setFocus()
    boxes = [box for box in dialog.findChildren(QComboBox) if box.isVisible() and box.count() > 1]
    assert dialog.variant in boxes and dialog.rows[0].deck in boxes
    before = [box.currentIndex() for box in boxes]
    for box in boxes:
        wheel(box, 2)
    assert [box.currentIndex() for box in boxes] == before
    assert dialog.variant_value is Variant.ARCHENEMY
    assert dialog.rows[1].name.hasFocus() or not dialog.isActiveWindow(), "the wheel takes no focus"


def test_a_new_night_gives_the_players_already_seated_the_decks_the_roster_lists(qtbot) -> None:
    from archenemy.desktop.table.dialogs.new_game import save_last_setup

    players = [RosterPlayer(name, None, (DeckRef("precon", deck),)) for name, deck in BROUGHT.items()]
    save_roster(roster_of(players))
    seats = [{"name": name, "deck": None, "colour": None} for name in BROUGHT]
    seats[0]["deck"] = {"kind": "precon", "key": BROUGHT["Ana"]}
    save_last_setup({"variant": "archenemy", "deck_mode": "shuffled", "players": seats})
    dialog = NewGameDialog(load_catalogue, lambda: (), night="new")
    qtbot.addWidget(dialog)
    assert decks(dialog) == {name: DeckChoice("precon", deck) for name, deck in BROUGHT.items()}
    alone = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(alone)
    alone.roster_box.night_box.setCurrentIndex(alone.roster_box.night_box.findData("new"))
    assert decks(alone) == {name: DeckChoice("precon", deck) for name, deck in BROUGHT.items()}
