"""The new-game dialog.

Variants, seats, decks (official decks greyed when illegal), remembered set-up.
"""

from __future__ import annotations

from archenemy.desktop.table.dialogs.new_game import DeckChoice, NewGameDialog, load_last_setup
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import check_scheme_ids
from archenemy.engine.model import DeckMode
from archenemy.engine.variants import Variant


def make(qtbot, saved=()):
    dialog = NewGameDialog(load_catalogue, lambda: saved)
    qtbot.addWidget(dialog)
    return dialog


def test_default_is_the_ready_game_of_make_run(qtbot):
    dialog = make(qtbot)
    setup = dialog.build_setup()
    assert setup.variant is Variant.ARCHENEMY
    assert [p.name for p in setup.players] == ["Archenemy", "Hero 1", "Hero 2", "Hero 3"]
    assert sorted(setup.players[0].deck) == sorted(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())
    assert setup.deck_mode is DeckMode.SHUFFLED


def test_duplicate_names_block_start_with_a_reason(qtbot):
    dialog = make(qtbot)
    dialog.rows[2].name.setText("Hero 1")
    assert not dialog.start_button.isEnabled()
    assert "Hero 1" in dialog.problems.text()


def test_official_ten_card_deck_is_greyed_for_904_3_and_enabled_for_commander(qtbot):
    dialog = make(qtbot)
    deck = dialog.rows[0].deck
    model = deck.model()
    index = next(i for i in range(deck.count()) if deck.itemData(i) == DeckChoice("precon", "death-toll").token)
    assert not model.item(index).isEnabled()
    assert "20" in model.item(index).toolTip()
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.ARCHENEMY_COMMANDER))
    deck = dialog.rows[0].deck
    index = next(i for i in range(deck.count()) if deck.itemData(i) == DeckChoice("precon", "death-toll").token)
    assert deck.model().item(index).isEnabled()


def test_rumble_gives_every_player_a_deck_and_random_decks_are_legal(qtbot):
    dialog = make(qtbot)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.SUPERVILLAIN_RUMBLE))
    for row in dialog.rows:
        row.deck.setCurrentIndex(row.deck.findData(DeckChoice("random").token))
    setup = dialog.build_setup()
    assert all(p.deck for p in setup.players)
    assert all(check_scheme_ids(p.deck, Variant.SUPERVILLAIN_RUMBLE).legal for p in setup.players)


def test_seats_can_be_added_moved_and_removed(qtbot):
    dialog = make(qtbot)
    dialog.add_row("Dana")
    dialog.move_row(dialog.rows[-1], -1)
    assert [r.name.text() for r in dialog.rows] == ["Archenemy", "Hero 1", "Hero 2", "Dana", "Hero 3"]
    dialog.remove_row(dialog.rows[1])
    assert [p.name for p in dialog.build_setup().players] == ["Archenemy", "Hero 2", "Dana", "Hero 3"]


def test_saved_decks_are_offered_and_the_setup_is_remembered(qtbot):
    text = "\n".join(f"1 {load_catalogue()[i].name_en}" for i in list(load_catalogue())[:20])
    dialog = make(qtbot, saved=[("My deck", text)])
    deck = dialog.rows[0].deck
    deck.setCurrentIndex(deck.findData(DeckChoice("saved", "My deck").token))
    dialog.mode_physical.setChecked(True)
    chosen = []
    dialog.setup_chosen.connect(chosen.append)
    dialog.start_button.click()
    assert chosen and chosen[0].deck_mode is DeckMode.PHYSICAL
    assert len(chosen[0].players[0].deck) == 20
    remembered = load_last_setup()
    assert remembered["players"][0]["deck"] == {"kind": "saved", "key": "My deck"}
    again = make(qtbot, saved=[("My deck", text)])
    assert again.rows[0].choice() == DeckChoice("saved", "My deck")
    assert again.mode_physical.isChecked()


def test_seats_have_colours_that_reach_the_game_and_its_journal(qtbot, tmp_path):
    import json

    from archenemy.desktop.session import Session

    dialog = make(qtbot)
    dialog.rows[2].set_colour("#8e44ad")
    setup = dialog.build_setup()
    assert setup.players[2].colour == "#8e44ad"
    # Distinct by default
    assert len({p.colour for p in setup.players}) == 4
    session = Session(tmp_path / "games")
    session.new_game(setup)
    header = json.loads(session.path.read_text(encoding="utf-8").splitlines()[0])
    assert header["players"][2]["colour"] == "#8e44ad"
    session.close()


def test_rumble_defaults_player_names_and_a_different_official_deck_each(qtbot):
    from archenemy.desktop.table.dialogs.new_game import DeckChoice

    dialog = make(qtbot)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.SUPERVILLAIN_RUMBLE))
    assert [r.name.text() for r in dialog.rows] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    choices = [r.choice() for r in dialog.rows]
    assert all(c is not None and c.kind == "precon" for c in choices)
    assert len(set(choices)) == len(choices), "a different official deck each"
    catalogue = load_catalogue()
    for choice in choices:
        precon = catalogue.precon(choice.key)
        assert precon.card_count == 20
        assert check_scheme_ids(precon.scheme_ids(), Variant.SUPERVILLAIN_RUMBLE).legal
    official = len(dialog.rumble_decks(99)) - dialog.rumble_decks(99).count(DeckChoice("random"))
    while len(dialog.rows) < min(8, official + 2) and dialog.add_button.isEnabled():
        dialog.add_row()
    choices = [r.choice() for r in dialog.rows]
    precons = [c for c in choices if c.kind == "precon"]
    assert len(set(precons)) == len(precons) == min(len(dialog.rows), official)
    assert all(c == DeckChoice("random") for c in choices[official:]), "random legal decks after that"
    assert dialog.rows[-1].name.text() == f"Player {len(dialog.rows)}"
    setup = dialog.build_setup()
    assert len({p.name for p in setup.players}) == len(setup.players)
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.ARCHENEMY))
    assert [r.name.text() for r in dialog.rows][:2] == ["Archenemy", "Hero 1"]


def test_a_typed_name_stays_when_the_variant_changes(qtbot):
    dialog = make(qtbot)
    dialog.rows[1].name.setText("Ana")
    dialog.variant.setCurrentIndex(dialog.variant.findData(Variant.SUPERVILLAIN_RUMBLE))
    assert [r.name.text() for r in dialog.rows] == ["Player 1", "Ana", "Player 3", "Player 4"]


def test_default_names_follow_the_language(qtbot):
    from PySide6.QtWidgets import QApplication

    from archenemy.desktop.i18n import install_language

    dialog = make(qtbot)
    dialog.rows[2].name.setText("Bea")
    try:
        install_language("es")
        QApplication.processEvents()
        assert [r.name.text() for r in dialog.rows] == ["Archienemigo", "Héroe 1", "Bea", "Héroe 3"]
        install_language("en")
        QApplication.processEvents()
        assert [r.name.text() for r in dialog.rows] == ["Archenemy", "Hero 1", "Bea", "Hero 3"]
    finally:
        install_language("en")


def test_an_illegal_deck_is_drawn_greyed_with_its_reason_in_english_and_spanish(qtbot):
    """Decks that cannot be chosen look it and say why.

    The 10-card decks looked choosable in Archenemy (the theme's style sheet
    coloured every row alike) and said nothing of why they could not be chosen.
    """
    from PySide6.QtWidgets import QApplication

    from archenemy.desktop import theme
    from archenemy.desktop.i18n import install_language

    app = QApplication.instance()
    sheet, palette = app.styleSheet(), app.palette()
    theme.apply_theme(app, theme.Theme(1.0, "dark"))
    said = {
        "en": " — deck has 10 cards; at least 20 are needed",
        "es": " — el mazo tiene 10 cartas; se necesitan al menos 20",
    }
    try:
        for language in ("en", "es"):
            install_language(language)
            dialog = NewGameDialog(lambda language=language: load_catalogue(language), lambda: ())
            qtbot.addWidget(dialog)
            dialog.show()
            deck = dialog.rows[0].deck
            rows = {deck.itemData(i): i for i in range(deck.count())}
            illegal, legal = (
                rows[DeckChoice("precon", "death-toll").token],
                rows[DeckChoice("precon", "archenemy-nicol-bolas").token],
            )
            assert deck.itemText(illegal).endswith(said[language])
            deck.showPopup()
            view = deck.view()
            qtbot.waitUntil(view.isVisible)
            picture = view.viewport().grab().toImage()

            def brightest(row: int, view=view, deck=deck, picture=picture) -> int:
                rect = view.visualRect(deck.model().index(row, 0))
                return max(
                    picture.pixelColor(x, y).lightness()
                    for x in range(rect.left(), rect.right(), 2)
                    for y in range(rect.top(), rect.bottom())
                )

            # Neither row is under the mouse or the current one
            below = rows[DeckChoice("random").token]
            assert brightest(illegal) < brightest(below) - 40, "the illegal deck's row is drawn muted"
            assert legal != illegal
            deck.hidePopup()
            dialog.close()
    finally:
        install_language("en")
        app.setStyleSheet(sheet)
        app.setPalette(palette)
        app.setProperty("archenemyScheme", None)
