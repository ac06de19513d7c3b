"""The deck builder's planar deck, offscreen (CR 901.3, 901.15a).

A planar deck built, checked, saved, reopened as a planar deck, exported,
imported; bad lines named; the same in Spanish.
"""

from __future__ import annotations

import io

import pytest
from PySide6.QtCore import Qt

from archenemy.desktop.cli import deck_check
from archenemy.desktop.deck_builder import DeckBuilderDialog
from archenemy.desktop.deck_builder import files as deck_store
from archenemy.desktop.deck_builder.planar_browser import (
    PLANAR_KIND_EVENT,
    PLANAR_KIND_PHENOMENA,
    PLANAR_KIND_PLANES,
)
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.planar_decks import check_planar_deck_list
from archenemy.engine.planes import PlanarCategory, load_planes
from archenemy.engine.variants import Variant

from support.deck_builders import hide_unasked, make_builder

PLANES = load_planes("en")
# Eleven product planes and two product phenomena.
TEN_PLANES = [p.id for p in PLANES.product_planes()][:10]
PHENOMENA = [p.id for p in PLANES.product_phenomena()]


@pytest.fixture
def planar(qtbot):
    return make_builder(qtbot, kind="planar")


def set_combo_data(combo, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def check(*args: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    status = deck_check.run(list(args), out, err)
    return status, out.getvalue() + err.getvalue()


# ----- the kind of deck -----------------------------------------------------------


def test_the_kind_menu_turns_the_builder_to_a_planar_deck(qtbot):
    builder = make_builder(qtbot)
    assert builder.kind == "scheme"
    assert len(builder.browser.visible_card_ids()) == 102
    set_combo_data(builder.deck_panel.kind_combo, "planar")
    # Nothing was built: no question, a planar deck at once.
    assert builder._question is None
    assert builder.kind == "planar" and builder.variant is Variant.PLANECHASE
    assert len(builder.browser.visible_card_ids()) == 207
    assert "207" in builder.browser.shown_label.text()
    assert "planar" in builder.status_text()
    set_combo_data(builder.deck_panel.kind_combo, "scheme")
    assert builder.kind == "scheme" and len(builder.browser.visible_card_ids()) == 102


def test_switching_kind_with_unsaved_work_asks_and_cancel_keeps_the_deck(qtbot):
    builder = make_builder(qtbot)
    builder.add_copy("all-in-good-time")
    set_combo_data(builder.deck_panel.kind_combo, "planar")
    box = builder._question
    assert box is not None and box.isVisible()
    # The menu shows the deck still being built.
    assert builder.deck_panel.kind_combo.currentData() == "scheme"
    box.button(box.StandardButton.Cancel).click()
    assert builder.kind == "scheme" and builder.counts() == {"all-in-good-time": 1}
    set_combo_data(builder.deck_panel.kind_combo, "planar")
    box = builder._question
    box.button(box.StandardButton.Yes).click()
    assert builder.kind == "planar" and builder.counts() == {}
    assert builder.deck_panel.kind_combo.currentData() == "planar"


def test_a_planechase_game_opens_a_planar_deck(qtbot):
    builder = make_builder(qtbot, variant=Variant.PLANECHASE)
    assert builder.kind == "planar"
    # The scheme deck's rules come back as Archenemy's.
    set_combo_data(builder.deck_panel.kind_combo, "scheme")
    assert builder.variant is Variant.ARCHENEMY


# ----- the browser ----------------------------------------------------------------


def test_the_browser_lists_planes_and_phenomena_marked(planar):
    browser = planar.browser
    rows = {
        browser.card_list.item(i).data(Qt.ItemDataRole.UserRole): browser.card_list.item(i).text()
        for i in range(browser.card_list.count())
    }
    assert len(rows) == 207
    assert "phenomenon" in rows["chaotic-aether"]
    event = next(p for p in PLANES.values() if p.category is PlanarCategory.EVENT)
    lair = next(p for p in PLANES.values() if p.category is PlanarCategory.SECRET_LAIR)
    assert "★ event" in rows[event.id] and "★ Secret Lair" in rows[lair.id]
    assert "★" not in rows["academy-at-tolaria-west"]
    set_combo_data(browser.kind_combo, PLANAR_KIND_PHENOMENA)
    assert len(browser.visible_card_ids()) == 22
    set_combo_data(browser.kind_combo, PLANAR_KIND_PLANES)
    assert len(browser.visible_card_ids()) == 185
    set_combo_data(browser.kind_combo, PLANAR_KIND_EVENT)
    assert len(browser.visible_card_ids()) == 56


def test_search_and_set_filter_of_planar_cards(planar):
    browser = planar.browser
    browser.search.setText("tolaria")
    assert browser.visible_card_ids() == ["academy-at-tolaria-west"]
    # Rules text
    browser.search.setText("blank roll")
    assert "chaotic-aether" in browser.visible_card_ids()
    browser.search.setText("")
    set_combo_data(browser.set_combo, "OHOP")
    ohop = browser.visible_card_ids()
    assert len(ohop) == 40 and all("OHOP" in PLANES[i].sets for i in ohop)


def test_the_preview_shows_the_text_and_the_chaos_ability_apart(planar):
    planar.browser.show_preview("academy-at-tolaria-west")
    text = planar.browser.preview.text()
    assert "Academy at Tolaria West" in text and "Plane — Dominaria" in text
    assert "Chaos ability:" in text and "discard your hand" in text
    assert text.index("draw seven cards") < text.index("Chaos ability:")


def test_enter_in_the_search_adds_the_first_match(planar):
    planar.browser.search.setText("tolaria")
    planar.browser.add_first_match()
    assert planar.counts() == {"academy-at-tolaria-west": 1}
    planar.browser.search.setText("no such plane anywhere")
    planar.browser.add_first_match()
    assert "No plane or phenomenon matches" in planar.status_text()


# ----- the live check ----------------------------------------------------------------


def test_the_live_check_cites_901_3_and_names_each_problem(planar):
    for plane_id in TEN_PLANES[:9]:
        planar.add_copy(plane_id)
    text = planar.deck_panel.validation_label.text()
    assert "Not legal as a player's own planar deck" in text.replace("&#x27;", "'")
    assert "CR 901.3" in text
    assert planar.validation_messages() == ["deck has 9 cards; at least 10 are needed"]
    planar.add_copy(TEN_PLANES[9])
    assert planar.report.legal and "✔" in planar.deck_panel.validation_label.text()
    for phenomenon in PHENOMENA[:3]:
        planar.add_copy(phenomenon)
    assert not planar.report.legal
    assert any("3 phenomena" in m and "at most 2" in m for m in planar.validation_messages())
    assert "3 phenomena" in planar.deck_panel.deck_heading.text()
    planar.remove_copy(PHENOMENA[2])
    # Every English name once: a second copy is named and its row red.
    planar.add_copy(TEN_PLANES[0])
    assert any("each card must have a different English name" in m for m in planar.validation_messages())
    row = planar.deck_panel.deck_list.item(0)
    assert row.foreground().color().name() == planar._palette.error.lower()


def test_the_communal_check_follows_901_15a(planar):
    for plane_id in TEN_PLANES:
        planar.add_copy(plane_id)
    for phenomenon in PHENOMENA[:3]:
        planar.add_copy(phenomenon)
    assert not planar.report.legal
    set_combo_data(planar.deck_panel.variant_combo, 2)
    # Two players: 20 cards, 4 phenomena.
    assert planar.players == 2 and planar.report.communal
    assert planar.validation_messages() == ["deck has 13 cards; at least 20 are needed"]
    assert "CR 901.15a: at least 20 cards, at most 4 phenomena" in planar.deck_panel.validation_label.text()
    set_combo_data(planar.deck_panel.variant_combo, 6)
    assert "at least 40 cards, at most 12 phenomena" in planar.deck_panel.validation_label.text()
    set_combo_data(planar.deck_panel.variant_combo, 0)
    assert planar.players is None and not planar.report.communal


# ----- saving, reopening, export, import ------------------------------------------


def test_a_planar_deck_is_saved_and_reopens_as_a_planar_deck(planar, qtbot):
    for plane_id in TEN_PLANES:
        planar.add_copy(plane_id)
    planar.add_copy(PHENOMENA[0])
    planar.deck_panel.name_edit.setText("Our planes")
    with qtbot.waitSignal(planar.deck_saved, timeout=2000):
        planar.save()
    assert deck_store.list_saved_decks("scheme") == []
    [saved] = deck_store.list_saved_planar_decks()
    assert saved.name == "Our planes" and saved.kind == "planar"
    assert check_planar_deck_list(saved.text).legal
    # A scheme deck builder lists it and opens it as a planar deck.
    builder = make_builder(qtbot)
    assert builder.choose_deck_to_load("saved", str(saved.path))
    assert "Saved planar deck: Our planes" in builder.load_row.combo.currentText()
    builder.load_chosen()
    assert builder.kind == "planar" and builder.deck_panel.kind_combo.currentData() == "planar"
    assert builder.counts() == planar.counts() and builder.deck_name() == "Our planes"
    assert not builder.draft.has_unsaved_changes and builder.report.legal


def test_export_writes_what_deck_check_reads_and_import_reads_it_back(planar, qtbot, tmp_path):
    for plane_id in TEN_PLANES:
        planar.add_copy(plane_id)
    planar.add_copy(PHENOMENA[1])
    planar.deck_panel.name_edit.setText("Exported planes")
    target = tmp_path / "planes.txt"
    planar.export_to(str(target))
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# Exported planes\n1 ")
    status, out = check(str(target))
    assert status == 0 and "CR 901.3" in out
    # A scheme deck builder imports it as a planar deck.
    builder = make_builder(qtbot)
    builder.import_from(str(target))
    assert builder.kind == "planar"
    assert builder.counts() == planar.counts() and builder.deck_name() == "Exported planes"
    assert builder.status_text() == "Imported planes.txt: a planar deck list."


def test_an_imported_planar_list_names_its_bad_lines(planar, tmp_path):
    source = tmp_path / "bad.txt"
    lines = [f"1 {PLANES[i].name_en}" for i in TEN_PLANES]
    lines += ["1 Academy at Tolaria Wset", "2 Because I Have Willed It", "1 Nowhere At All"]
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    planar.import_from(str(source))
    status = planar.status_text()
    assert "left out" in status
    assert "line 11: unknown plane or phenomenon “Academy at Tolaria Wset”" in status
    assert "did you mean “Academy at Tolaria West”" in status
    assert "line 12: “Because I Have Willed It” is a scheme" in status
    assert "line 13: unknown plane or phenomenon “Nowhere At All”" in status
    assert len(planar.counts()) == 10 and planar.report.legal


def test_an_imported_lists_check_names_the_files_lines_not_the_builders_rows(planar, tmp_path):
    """The live check of an imported list names the lines of the file.

    "# my planar deck" on line 1, Akoum on lines 2 and 11, three phenomena
    on 14–16: the check said "line 1: 2 copies" and "lines 12, 13, 14", the
    builder's rows, while the left-out note said "line 17" (the file's).
    """
    source = tmp_path / "bad_planar.txt"
    names = ["Akoum", "Agyrem", "Aretopolis", "Academy at Tolaria West", "Bant", "Cliffside Market"]
    names += ["Edge of Malacol", "Eloren Wilds", "Fields of Summer", "Akoum", "Glimmervoid Basin", "Grixis"]
    names += ["Chaotic Aether", "Interplanar Tunnel", "Spatial Merging", "Akomu Plains"]
    source.write_text("# my planar deck\n" + "\n".join(names) + "\n", encoding="utf-8")
    planar.import_from(str(source))
    said = planar.validation_messages()
    assert "lines 2, 11: 2 copies of “Akoum”; each card must have a different English name" in said, said
    assert "lines 14, 15, 16: 3 phenomena; a planar deck can hold at most 2" in said, said
    assert "line 17: unknown plane or phenomenon “Akomu Plains”" in planar.status_text()
    # Changed in the builder: the list's lines no longer say where; the rows do
    planar.add_copy("bant")
    assert not any("lines 2, 11" in line for line in planar.validation_messages())


def test_the_paste_dialog_reads_a_planar_list(planar):
    dialog = planar.open_paste_dialog("1 Academy at Tolaria West\n1 Chaotic Aether\n2 Because I Have Willed It\n")
    assert dialog.windowTitle() == "Paste a planar deck list"
    dialog.refresh()
    assert "2 cards recognized" in dialog.result_label.text()
    assert "line 3: “Because I Have Willed It” is a scheme" in dialog.result_label.text()
    dialog.use_button.click()
    assert planar.counts() == {"academy-at-tolaria-west": 1, "chaotic-aether": 1}


def test_saving_a_planar_deck_without_cards_says_planes(planar):
    planar.deck_panel.name_edit.setText("Empty")
    assert "planes or phenomena" in planar.save_button.toolTip()


# ----- Spanish ---------------------------------------------------------------------


def test_spanish_planar_deck_builder(qtbot, translations, tmp_path):
    from archenemy.desktop.i18n import install_language

    install_language("es")
    builder = make_builder(qtbot, "es", kind="planar")
    browser = builder.browser
    assert browser.heading.text() == "Planos y fenómenos"
    rows = {
        browser.card_list.item(i).data(Qt.ItemDataRole.UserRole): browser.card_list.item(i).text()
        for i in range(browser.card_list.count())
    }
    assert rows["academy-at-tolaria-west"].startswith("Academia en Tolaria Oeste")
    assert "Academy at Tolaria West" in rows["academy-at-tolaria-west"]
    browser.search.setText("tolaria oeste")
    assert browser.visible_card_ids() == ["academy-at-tolaria-west"]
    browser.show_preview("academy-at-tolaria-west")
    assert "Habilidad de caos:" in browser.preview.text()
    # A Spanish name in the pasted list; English in the saved one.
    source = tmp_path / "es.txt"
    source.write_text("1 Academia en Tolaria Oeste\n1 Tolaria en ningún sitio\n", encoding="utf-8")
    builder.import_from(str(source))
    assert builder.counts() == {"academy-at-tolaria-west": 1}
    assert "línea 2" in builder.status_text()
    assert builder.deck_text() == "1 Academy at Tolaria West\n"
    check_text = builder.deck_panel.validation_label.text()
    assert "No es legal como mazo planar propio de un jugador" in check_text
    assert "RC 901.3: al menos 10 cartas, como máximo 2 fenómenos" in check_text
    assert builder.deck_panel.kind_combo.currentText() == "Mazo planar"


# ----- without a window manager -------------------------------------------------------


def test_the_paste_dialog_opened_after_a_question_gets_the_focus(planar, monkeypatch):
    from archenemy.desktop.deck_builder import questions

    raised = []
    monkeypatch.setattr(questions, "give_focus_back", lambda window, then=None: raised.append(window))
    planar.add_copy("academy-at-tolaria-west")
    planar.show()
    planar._ask_paste()
    box = planar._question
    box.button(box.StandardButton.Yes).click()
    # Raised over the deck builder, not under it (found under Xvfb without a window manager).
    assert raised == [planar._text_dialog]


def test_a_language_change_keeps_the_planar_deck(qtbot, translations):
    from archenemy.desktop.i18n import install_language

    language = ["en"]
    builder = DeckBuilderDialog(lambda: load_catalogue(language[0]), kind="planar")
    qtbot.addWidget(builder, before_close_func=hide_unasked)
    builder.add_copy("academy-at-tolaria-west")
    language[0] = "es"
    install_language("es")
    builder.retranslate()
    assert builder.kind == "planar" and builder.counts() == {"academy-at-tolaria-west": 1}
    assert builder.deck_panel.deck_list.item(0).text() == "1 × Academia en Tolaria Oeste"
    assert builder.browser.heading.text() == "Planos y fenómenos"
    assert builder.deck_panel.variant_combo.currentText() == "El mazo planar propio de un jugador (RC 901.3)"
    # The list keeps the English names (CR 901.3 counts them).
    assert builder.deck_text() == "1 Academy at Tolaria West\n"
