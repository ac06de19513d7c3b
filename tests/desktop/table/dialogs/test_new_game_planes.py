"""The new-game dialog's planes: Planechase alone, planes added, the planar deck.

Planechase (901.2: every seat a player of their own, no scheme deck), the
"planes" tick of Archenemy, its Commander option and Supervillain Rumble,
the ready communal deck (901.15, the default), one communal deck from a
list, each player's own deck (901.3), the physical planar deck, the heroes'
primary player (901.12 by analogy); a variant change moves no deck.
"""

from __future__ import annotations

from archenemy.desktop.table.dialogs.new_game import NewGameDialog, load_last_setup
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import DeckMode
from archenemy.engine.planar import COMMUNAL
from archenemy.engine.planes import load_planes
from archenemy.engine.setup import deal
from archenemy.engine.variants import Variant

PLANES = load_planes()
TEN = [p.name_en for p in PLANES.product_planes()[:10]]


def planar_list(names):
    return "".join(f"1 {name}\n" for name in names)


def make(qtbot, planar=()):
    dialog = NewGameDialog(load_catalogue, saved_planar_decks=lambda: planar)
    qtbot.addWidget(dialog)
    return dialog


def choose(dialog, variant):
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))


def test_planechase_alone_seats_players_without_scheme_decks_on_the_ready_deck(qtbot):
    dialog = make(qtbot)
    choose(dialog, Variant.PLANECHASE)
    assert [r.name.text() for r in dialog.rows] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    assert [r.role.text() for r in dialog.rows] == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    assert not dialog.mode_shuffled.isVisible()
    assert dialog.start_button.isEnabled()
    assert "Planechase" in dialog.problems.text()
    setup = dialog.build_setup()
    assert setup.variant is Variant.PLANECHASE
    assert all(not p.deck for p in setup.players)
    assert setup.planar is not None and setup.planar.communal and setup.planar.default_deck
    ids = setup.planar.decks[0][1]
    phenomena = [i for i in ids if PLANES[i].phenomenon]
    # 901.15a: up to twice the players' number of phenomena
    assert len(phenomena) == 8 and len(ids) == len(PLANES.product_planes()) + 8
    # 20 life each, a random starting player recorded (901.2, 103.1)
    start = deal(setup, load_catalogue())
    assert start.starting_player in [p.name for p in setup.players]


def test_a_variant_change_moves_no_deck(qtbot):
    dialog = make(qtbot)
    before = dialog.rows[0].choice()
    choose(dialog, Variant.PLANECHASE)
    choose(dialog, Variant.ARCHENEMY)
    assert dialog.rows[0].choice() == before
    assert dialog.build_setup().planar is None


def test_the_planes_option_adds_planes_with_the_heroes_primary_player(qtbot):
    dialog = make(qtbot)
    assert not dialog.planes_box.deck.isVisible()
    dialog.planes_box.enabled_box.setChecked(True)
    assert dialog.planes_box.primary.isVisibleTo(dialog)
    dialog.planes_box.primary.setCurrentIndex(dialog.planes_box.primary.findData("Hero 2"))
    setup = dialog.build_setup()
    assert setup.variant is Variant.ARCHENEMY
    assert setup.planar is not None and setup.planar.primary == "Hero 2"
    for variant in (Variant.ARCHENEMY_COMMANDER, Variant.SUPERVILLAIN_RUMBLE):
        choose(dialog, variant)
        assert dialog.build_setup().planar is not None, variant
    # Rumble has no team: no primary player
    assert not dialog.planes_box.primary.isVisibleTo(dialog)
    assert dialog.build_setup().planar.primary is None


def test_each_players_own_planar_deck_from_the_saved_lists(qtbot):
    dialog = make(qtbot, planar=[("Mine", planar_list(TEN))])
    choose(dialog, Variant.PLANECHASE)
    box = dialog.planes_box
    box.deck.setCurrentIndex(box.deck.findData("own"))
    # Nobody has a deck yet: the engine names the seat (901.3)
    assert not dialog.start_button.isEnabled()
    assert "Seat 1 (Player 1) needs a planar deck" in dialog.problems.text()
    for seat in dialog.seat_names():
        box.set_own_deck(seat, "Mine")
    assert dialog.start_button.isEnabled()
    setup = dialog.build_setup()
    assert not setup.planar.communal
    assert [owner for owner, _ in setup.planar.decks] == dialog.seat_names()
    assert all(len(ids) == 10 for _, ids in setup.planar.decks)


def test_own_decks_problems_are_said_once_naming_the_seats_that_chose_the_list(qtbot):
    """Four seats on one illegal list: each problem was said four times, twice.

    Once a seat, naming no seat, under the deck choice and again in the
    status: eight identical lines, then eight more.
    """
    bad = planar_list([*TEN, TEN[0]])
    dialog = make(qtbot, planar=[("Bad", bad), ("Also bad", planar_list(TEN[:5]))])
    choose(dialog, Variant.PLANECHASE)
    box = dialog.planes_box
    box.deck.setCurrentIndex(box.deck.findData("own"))
    seats = dialog.seat_names()
    for seat in seats[:3]:
        box.set_own_deck(seat, "Bad")
    box.set_own_deck(seats[3], "Also bad")
    lines = dialog.problems.text().split("\n")
    copies = [line for line in lines if "2 copies of" in line]
    assert copies == [
        f"Planar deck “Bad” ({', '.join(seats[:3])}): lines 1, 11: 2 copies of “{TEN[0]}”; "
        "each card must have a different English name"
    ], lines
    short = [line for line in lines if "Also bad" in line]
    assert len(short) == 1 and short[0].startswith(f"Planar deck “Also bad” ({seats[3]}): "), lines
    # Said once: in the status, in red, not again under the deck choice
    assert box.notes.text() == "" and dialog.problems.property("tone") == "error"
    assert not dialog.start_button.isEnabled()


def test_an_imported_list_is_the_communal_deck_and_its_problems_name_the_line(qtbot, tmp_path):
    dialog = make(qtbot)
    choose(dialog, Variant.PLANECHASE)
    path = tmp_path / "ours.txt"
    path.write_text(planar_list(TEN) + "1 Nowhere Plane\n", encoding="utf-8")
    assert dialog.planes_box.import_file(path) is None
    assert dialog.planes_box.deck.currentData() == "list:ours"
    assert "line 11: unknown plane or phenomenon “Nowhere Plane”" in dialog.problems.text()
    # An illegal list never starts a game without its bad lines (901.15a: 40 cards for four players too).
    assert not dialog.start_button.isEnabled()
    assert dialog.problems.property("tone") == "error"
    setup = dialog.build_setup()
    assert setup.planar.decks[0][0] == COMMUNAL and len(setup.planar.decks[0][1]) == 10
    assert not setup.planar.default_deck


def test_the_physical_planar_deck_and_the_planes_are_remembered(qtbot):
    dialog = make(qtbot)
    dialog.planes_box.enabled_box.setChecked(True)
    dialog.planes_box.mode.setCurrentIndex(dialog.planes_box.mode.findData(DeckMode.PHYSICAL))
    chosen = []
    dialog.setup_chosen.connect(chosen.append)
    dialog.start_button.click()
    assert chosen and chosen[0].planar.deck_mode is DeckMode.PHYSICAL
    # The scheme deck keeps its own mode
    assert chosen[0].deck_mode is DeckMode.SHUFFLED
    assert load_last_setup()["planes"]["on"] is True
    again = make(qtbot)
    assert again.planes_box.enabled_box.isChecked()
    assert again.planes_box.mode.currentData() is DeckMode.PHYSICAL


def test_names_typed_after_adding_planes_are_followed_by_the_planes_choices(qtbot):
    """The planar controller and the own decks follow the seats as names are typed.

    The heroes' planar controller (901.12 by analogy): a table ticks "Add planes" first, then types its names: the chosen
    controller stays the same seat, and Start is never refused for a name
    that no seat has any more.
    """
    dialog = make(qtbot, planar=[("Mine", planar_list(TEN))])
    box = dialog.planes_box
    box.enabled_box.setChecked(True)
    box.primary.setCurrentIndex(box.primary.findData("Hero 2"))
    for row, name in zip(dialog.rows, ("Vera", "Hugo", "Iris", "Joel"), strict=True):
        row.name.setText(name)
    assert [box.primary.itemText(i) for i in range(box.primary.count())] == ["Hugo", "Iris", "Joel"]
    assert box.primary.currentData() == "Iris"
    assert dialog.start_button.isEnabled(), dialog.problems.text()
    assert dialog.build_setup().planar.primary == "Iris"
    # Each player's own deck stays with its seat when the seat is renamed.
    choose(dialog, Variant.PLANECHASE)
    box.deck.setCurrentIndex(box.deck.findData("own"))
    for seat in dialog.seat_names():
        box.set_own_deck(seat, "Mine")
    dialog.rows[0].name.setText("Vera Q")
    assert dialog.start_button.isEnabled(), dialog.problems.text()
    assert [owner for owner, _ in dialog.build_setup().planar.decks] == ["Vera Q", "Hugo", "Iris", "Joel"]


def test_the_problems_are_sentences_each_starting_with_a_capital(qtbot):
    dialog = make(qtbot)
    choose(dialog, Variant.PLANECHASE)
    dialog.add_row()
    dialog.planes_box.deck.setCurrentIndex(dialog.planes_box.deck.findData("own"))
    dialog.rows[1].name.setText("")
    lines = dialog.problems.text().split("\n")
    assert "Seat 2 has no name" in lines
    assert len(lines) >= 5 and all(line[:1].isupper() for line in lines), lines


def test_five_own_planar_decks_keep_every_row_readable_on_a_1280x720_screen(qtbot):
    dialog = make(qtbot)
    choose(dialog, Variant.PLANECHASE)
    dialog.add_row()
    box = dialog.planes_box
    box.deck.setCurrentIndex(box.deck.findData("own"))
    dialog.show()
    # Its least height, less than the rows need (a 1280×720 screen with the theme's text leaves 660)
    dialog.resize(1120, dialog.minimumHeight())
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    combos = list(box.own_boxes.values())
    assert len(combos) == 5
    for combo in combos:
        assert combo.height() >= combo.sizeHint().height(), combo.accessibleName()
    for row in dialog.rows:
        assert row.name.height() >= row.name.sizeHint().height()
    # The status and Start stay in sight: the body scrolls instead
    assert dialog.body.verticalScrollBar().maximum() > 0
    assert dialog.start_button.isVisible() and dialog.problems.isVisible()


def test_ticking_add_planes_does_not_widen_the_dialog_in_english_or_spanish(qtbot):
    """A 1280 px screen: the planes' rows elide, never push Cancel off it."""
    from PySide6.QtWidgets import QApplication

    from archenemy.desktop.i18n import install_language

    try:
        for language in ("en", "es"):
            install_language(language)
            dialog = make(qtbot)
            choose(dialog, Variant.ARCHENEMY)
            dialog.show()
            qtbot.waitExposed(dialog)
            QApplication.processEvents()
            without = dialog.minimumSizeHint().width()
            dialog.planes_box.enabled_box.setChecked(True)
            dialog.planes_box.mode.setCurrentIndex(1)
            QApplication.processEvents()
            assert dialog.minimumSizeHint().width() <= without * 1.05, language
            assert dialog.width() <= 1120, language
            dialog.close()
    finally:
        install_language("en")
