"""The deck builder dialog, offscreen.

Browsing, building, live validation, saving, import and export.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QLineEdit, QListWidget, QMessageBox, QPlainTextEdit, QPushButton, QWidget

from archenemy.desktop import theme
from archenemy.desktop.deck_builder import DeckBuilderDialog, DeckTextDialog
from archenemy.desktop.deck_builder import dialog as dialog_module
from archenemy.desktop.deck_builder import files as deck_store
from archenemy.desktop.i18n import language_notices
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import parse_deck_list
from archenemy.engine.variants import Variant

from support.deck_builders import make_builder

EN = load_catalogue("en")
ES = load_catalogue("es")
FIRST_20 = list(EN)[:20]


@pytest.fixture
def builder(qtbot):
    return make_builder(qtbot)


def codes(dialog: DeckBuilderDialog) -> list[str]:
    assert dialog.report is not None
    return [p.code for p in dialog.report.problems]


def set_combo_data(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


# ----- browsing -------------------------------------------------------------------


def test_lists_all_102_schemes(builder):
    assert len(builder.browser.visible_scheme_ids()) == len(EN) == 102
    assert "102" in builder.browser.shown_label.text()


def test_search_by_name_text_and_set_code(builder):
    builder.browser.search.setText("doomsday")
    assert builder.browser.visible_scheme_ids() == []
    builder.browser.search.setText("inescapable DOOM")
    assert builder.browser.visible_scheme_ids() == ["your-inescapable-doom"]
    # Rules text
    builder.browser.search.setText("extra turn")
    assert sorted(builder.browser.visible_scheme_ids()) == ["all-in-good-time", "time-bends-to-my-will"]
    # Set code
    builder.browser.search.setText("parc")
    parc = builder.browser.visible_scheme_ids()
    assert len(parc) == 5 and all("PARC" in EN[i].sets for i in parc)
    assert "5 of 102" in builder.browser.shown_label.text()
    builder.browser.search.setText("")
    assert len(builder.browser.visible_scheme_ids()) == 102


def test_ongoing_and_set_filters(builder):
    # Ongoing
    set_combo_data(builder.browser.kind_combo, 1)
    ongoing = builder.browser.visible_scheme_ids()
    assert len(ongoing) == 21 and all(EN[i].ongoing for i in ongoing)
    # Not ongoing
    set_combo_data(builder.browser.kind_combo, 2)
    others = builder.browser.visible_scheme_ids()
    assert len(others) == 81 and not any(EN[i].ongoing for i in others)
    set_combo_data(builder.browser.kind_combo, 0)
    set_combo_data(builder.browser.set_combo, "DSC")
    dsc = builder.browser.visible_scheme_ids()
    assert len(dsc) == 40 and all("DSC" in EN[i].sets for i in dsc)
    set_combo_data(builder.browser.kind_combo, 1)
    assert set(builder.browser.visible_scheme_ids()) == {i for i in dsc if EN[i].ongoing}
    assert [builder.browser.set_combo.itemData(i) for i in range(builder.browser.set_combo.count())] == [
        "",
        "OARC",
        "PARC",
        "OE01",
        "DSC",
    ]


def test_spanish_rows_show_the_english_name_and_search_finds_both(qtbot):
    dialog = make_builder(qtbot, "es")
    rows = {
        dialog.browser.scheme_list.item(i).data(Qt.ItemDataRole.UserRole): dialog.browser.scheme_list.item(i).text()
        for i in range(dialog.browser.scheme_list.count())
    }
    assert rows["all-in-good-time"].startswith("Todo a su debido tiempo")
    assert "All in Good Time" in rows["all-in-good-time"]
    dialog.browser.search.setText("debido tiempo")
    assert dialog.browser.visible_scheme_ids() == ["all-in-good-time"]
    dialog.browser.search.setText("all in good time")
    assert dialog.browser.visible_scheme_ids() == ["all-in-good-time"]
    # Accents are optional
    dialog.browser.search.setText("destruccion")
    assert "behold-the-power-of-destruction" in dialog.browser.visible_scheme_ids()


def test_ongoing_marker_in_rows(builder):
    texts = {
        builder.browser.scheme_list.item(i).data(Qt.ItemDataRole.UserRole): builder.browser.scheme_list.item(i).text()
        for i in range(builder.browser.scheme_list.count())
    }
    assert "ongoing" in texts["because-i-have-willed-it"]
    assert "ongoing" not in texts["all-in-good-time"]


# ----- building and validation ------------------------------------------------------


def test_twenty_distinct_schemes_are_legal_and_a_third_copy_is_not(builder):
    for scheme_id in FIRST_20[:19]:
        builder.add_copy(scheme_id)
    assert codes(builder) == ["too_few_cards"]
    assert "19 cards" in builder.deck_panel.validation_label.text()
    builder.add_copy(FIRST_20[19])
    assert builder.report.legal and codes(builder) == []
    assert "Legal for Archenemy: 20 cards" in builder.deck_panel.validation_label.text()
    assert builder.deck_panel.validation_frame.property("legal") == "true"
    builder.add_copy(FIRST_20[0])
    # Two copies are fine
    assert builder.report.legal
    builder.add_copy(FIRST_20[0])
    assert codes(builder) == ["too_many_copies"]
    assert builder.deck_panel.validation_frame.property("legal") == "false"
    assert f"3 copies of “{EN[FIRST_20[0]].name}”" in builder.deck_panel.validation_label.text()
    assert builder.counts()[FIRST_20[0]] == 3
    assert builder.deck_panel.deck_list.item(0).text() == f"3 × {EN[FIRST_20[0]].name}"
    builder.remove_copy(FIRST_20[0])
    assert builder.report.legal


def test_commander_rules(builder):
    set_combo_data(builder.deck_panel.variant_combo, Variant.ARCHENEMY_COMMANDER)
    assert builder.variant is Variant.ARCHENEMY_COMMANDER
    for scheme_id in FIRST_20[:10]:
        builder.add_copy(scheme_id)
    assert builder.report.legal and builder.report.variant is Variant.ARCHENEMY_COMMANDER
    assert "Legal for Archenemy Commander: 10 cards" in builder.deck_panel.validation_label.text()
    builder.add_copy(FIRST_20[3])
    assert codes(builder) == ["too_many_copies"]
    assert "each card must have a different English name" in builder.deck_panel.validation_label.text()
    # The same deck, other rules: too few
    set_combo_data(builder.deck_panel.variant_combo, Variant.ARCHENEMY)
    assert codes(builder) == ["too_few_cards"]


def test_commander_warning_outside_commander(builder):
    builder.add_copy("my-champion-stands-supreme")
    assert builder.report.warnings and builder.report.warnings[0].code == "needs_commander"
    assert "refers to your commander" in builder.deck_panel.validation_label.text()
    builder.set_variant(Variant.ARCHENEMY_COMMANDER)
    assert not builder.report.warnings


def test_copies_never_go_below_zero_and_rows_keep_first_added_order(builder):
    builder.add_copy("behold-my-grandeur")
    builder.add_copy("all-in-good-time")
    builder.add_copy("behold-my-grandeur")
    assert list(builder.counts().items()) == [("behold-my-grandeur", 2), ("all-in-good-time", 1)]
    builder.remove_copy("all-in-good-time")
    builder.remove_copy("all-in-good-time")
    builder.remove_copy("no-such-scheme")
    builder.add_copy("no-such-scheme")
    assert builder.counts() == {"behold-my-grandeur": 2}
    assert builder.deck_text() == "2 Behold My Grandeur\n"


def test_keyboard_enter_in_search_adds_first_match_and_delete_removes_a_copy(builder, qtbot):
    builder.show()
    qtbot.waitExposed(builder)
    builder.browser.search.setFocus()
    qtbot.keyClicks(builder.browser.search, "grandeur")
    qtbot.keyClick(builder.browser.search, Qt.Key.Key_Return)
    qtbot.keyClick(builder.browser.search, Qt.Key.Key_Return)
    assert builder.counts() == {"behold-my-grandeur": 2}
    builder.deck_panel.deck_list.setFocus()
    builder.deck_panel.deck_list.setCurrentRow(0)
    qtbot.keyClick(builder.deck_panel.deck_list, Qt.Key.Key_Delete)
    assert builder.counts() == {"behold-my-grandeur": 1}
    qtbot.keyClick(builder.deck_panel.deck_list, Qt.Key.Key_Plus)
    assert builder.counts() == {"behold-my-grandeur": 2}
    qtbot.keyClick(builder.deck_panel.deck_list, Qt.Key.Key_Delete)
    qtbot.keyClick(builder.deck_panel.deck_list, Qt.Key.Key_Delete)
    qtbot.keyClick(builder.deck_panel.deck_list, Qt.Key.Key_Delete)
    assert builder.counts() == {}


def test_activating_a_catalogue_row_and_the_buttons(builder, qtbot):
    builder.browser.search.setText("extra turn")
    item = builder.browser.scheme_list.currentItem()
    assert item is not None and not item.isHidden()
    # What a double-click or Enter does
    builder.browser.scheme_list.itemActivated.emit(item)
    scheme_id = item.data(Qt.ItemDataRole.UserRole)
    assert builder.counts() == {scheme_id: 1}
    qtbot.mouseClick(builder.browser.add_button, Qt.MouseButton.LeftButton)
    builder.deck_panel.deck_list.setCurrentRow(0)
    qtbot.mouseClick(builder.deck_panel.plus_button, Qt.MouseButton.LeftButton)
    assert builder.counts() == {scheme_id: 3}
    qtbot.mouseClick(builder.deck_panel.minus_button, Qt.MouseButton.LeftButton)
    assert builder.counts() == {scheme_id: 2}
    qtbot.mouseClick(builder.deck_panel.remove_all_button, Qt.MouseButton.LeftButton)
    assert builder.counts() == {}
    assert not builder.deck_panel.minus_button.isEnabled()


def test_start_from_text_and_name(qtbot):
    dialog = make_builder(
        qtbot, text="2 All in Good Time\n1 Behold My Grandeur\n", name="Start", variant=Variant.SUPERVILLAIN_RUMBLE
    )
    assert dialog.counts() == {"all-in-good-time": 2, "behold-my-grandeur": 1}
    assert dialog.deck_name() == "Start"
    assert dialog.variant is Variant.SUPERVILLAIN_RUMBLE
    assert dialog.deck_panel.variant_combo.currentData() is Variant.SUPERVILLAIN_RUMBLE
    assert "Supervillain Rumble" in dialog.deck_panel.validation_label.text()


# ----- loading, pasting ------------------------------------------------------------


def test_loading_an_official_deck(builder):
    combo_data = [builder.load_row.combo.itemData(i) for i in range(builder.load_row.combo.count())]
    assert sum(1 for d in combo_data if isinstance(d, str) and d.startswith("precon")) == len(EN.precons) == 9
    assert builder.choose_deck_to_load("precon", "archenemy-nicol-bolas")
    builder.load_row.load_button.click()
    precon = EN.precon("archenemy-nicol-bolas")
    assert builder.counts() == {e.scheme_id: e.count for e in precon.entries}
    assert builder.deck_name() == precon.name
    assert builder.report.legal and builder.report.cards == 20
    assert "Legal for Archenemy: 20 cards" in builder.deck_panel.validation_label.text()


def test_loading_a_saved_deck_and_confirming_when_the_deck_has_changes(builder):
    saved = deck_store.save_deck("Mine", "2 All in Good Time\n")
    builder._fill_load_row()
    builder.add_copy("behold-my-grandeur")
    assert builder.choose_deck_to_load("saved", str(saved.path))
    builder.load_row.load_button.click()
    box = builder._question
    # Asks before dropping unsaved changes
    assert box is not None and box.isVisible()
    assert builder.counts() == {"behold-my-grandeur": 1}
    box.button(box.StandardButton.Yes).click()
    assert builder.counts() == {"all-in-good-time": 2}
    assert builder.deck_name() == "Mine"


def test_paste_shows_a_line_numbered_problem_with_the_suggestion(builder):
    paste = builder.open_paste_dialog()
    assert paste.isVisible()
    paste.editor.setPlainText("2 All in Good Time\n\n1 Behold the Power of Destructon\n")
    paste.refresh()
    shown = paste.result_label.text()
    assert "line 3" in shown and "Behold the Power of Destructon" in shown
    assert "did you mean “Behold the Power of Destruction”" in shown
    assert "2 cards recognized" in shown
    paste.use_button.click()
    assert builder.counts() == {"all-in-good-time": 2}
    assert "line 3" in builder.status_text()
    assert not paste.isVisible()


def test_paste_with_nothing_readable_cannot_be_used(builder):
    paste = builder.open_paste_dialog()
    paste.editor.setPlainText("Nothing here\n")
    paste.refresh()
    assert not paste.use_button.isEnabled()
    assert "line 1" in paste.result_label.text()


# ----- saving, export, import, clipboard ----------------------------------------------


def test_save_is_disabled_without_a_name_and_explains_why(builder):
    builder.add_copy("all-in-good-time")
    assert not builder.save_button.isEnabled()
    assert "name" in builder.save_button.toolTip()
    builder.deck_panel.name_edit.setText("   ")
    assert not builder.save_button.isEnabled()
    builder.deck_panel.name_edit.setText("Doom")
    assert builder.save_button.isEnabled()


def test_save_emits_deck_saved_and_writes_the_file(builder, qtbot, isolated_user_dirs):
    for scheme_id in FIRST_20:
        builder.add_copy(scheme_id)
    builder.deck_panel.name_edit.setText("  Twenty of the best ")
    with qtbot.waitSignal(builder.deck_saved, timeout=2000) as signal:
        builder.save_button.click()
    assert signal.args == ["Twenty of the best"]
    decks = deck_store.list_saved_decks()
    assert [d.name for d in decks] == ["Twenty of the best"]
    assert decks[0].path.is_file() and isolated_user_dirs.data in decks[0].path.parents
    assert parse_deck_list(decks[0].text).counts() == builder.counts()
    assert "Saved" in builder.status_text()
    # Offered in "Start from"
    assert builder.choose_deck_to_load("saved", str(decks[0].path))


def test_saving_over_another_saved_deck_asks_first(builder, qtbot):
    deck_store.save_deck("Taken", "1 Behold My Grandeur\n")
    builder.add_copy("all-in-good-time")
    builder.deck_panel.name_edit.setText("taken")
    with qtbot.assertNotEmitted(builder.deck_saved):
        builder.save()
    box = builder._question
    assert box is not None and box.isVisible()
    with qtbot.waitSignal(builder.deck_saved, timeout=2000):
        box.button(box.StandardButton.Yes).click()
    assert [(d.name, d.text) for d in deck_store.list_saved_decks()] == [("taken", "1 All in Good Time\n")]


def test_export_writes_a_list_the_engine_reads_back(builder, tmp_path):
    builder.add_copy("all-in-good-time")
    builder.add_copy("behold-my-grandeur")
    builder.add_copy("all-in-good-time")
    builder.add_copy("my-champion-stands-supreme")
    builder.deck_panel.name_edit.setText("Exported")
    target = tmp_path / "out" / "deck.txt"
    target.parent.mkdir()
    builder.export_to(str(target))
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# Exported\n")
    parsed = parse_deck_list(text)
    assert parsed.problems == ()
    assert (
        parsed.counts()
        == builder.counts()
        == {"all-in-good-time": 2, "behold-my-grandeur": 1, "my-champion-stands-supreme": 1}
    )
    assert "deck.txt" in builder.status_text()


def test_export_dialog_is_non_blocking(builder):
    builder.add_copy("all-in-good-time")
    # open(), not exec(): returns at once
    builder.export_button.click()
    dialog = builder._file_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


def test_import_cp1252_file(qtbot, tmp_path):
    # Spanish names are read with the Spanish catalogue
    builder = make_builder(qtbot, "es")
    path = tmp_path / "viejo.txt"
    path.write_bytes(
        "# Mazo viejo\r\n2 Contemplad el poder de la destrucción\r\n1 Behold My Grandeur\r\n".encode("cp1252")
    )
    builder.import_from(str(path))
    assert builder.counts() == {"behold-the-power-of-destruction": 2, "behold-my-grandeur": 1}
    assert builder.deck_name() == "Mazo viejo"


def test_import_refuses_a_binary_file(builder, tmp_path):
    builder.add_copy("all-in-good-time")
    path = tmp_path / "image.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    builder.import_from(str(path))
    assert "image.png" in builder.status_text()
    assert builder.status_label.property("tone") == "error"
    # The deck is untouched
    assert builder.counts() == {"all-in-good-time": 1}


def test_copy_puts_the_list_on_the_clipboard(builder):
    builder.add_copy("all-in-good-time")
    builder.deck_panel.name_edit.setText("Clip")
    builder.copy_button.click()
    assert QGuiApplication.clipboard().text() == "# Clip\n1 All in Good Time\n"


# ----- language, accessibility, fonts ------------------------------------------------------


def test_language_change_retranslates(builder):
    builder.save_button.setText("stale")
    language_notices().changed.emit()
    assert builder.save_button.text() == "Save deck"


def test_every_control_has_an_accessible_name_and_readable_font(builder, qtbot):
    builder.add_copy("all-in-good-time")
    builder.resize(1366, 768)
    builder.show()
    qtbot.waitExposed(builder)
    controls = [
        w
        for w in builder.findChildren(QWidget)
        if isinstance(w, (QPushButton, QLineEdit, QComboBox, QListWidget, QPlainTextEdit)) and w.isVisible()
    ]
    assert len(controls) >= 20
    unnamed = [w.objectName() or type(w).__name__ for w in controls if not w.accessibleName()]
    assert unnamed == []
    small = [
        (type(w).__name__, w.text() if hasattr(w, "text") else "")
        for w in builder.findChildren(QWidget)
        if w.isVisible() and 0 < w.font().pointSizeF() < 11
    ]
    assert small == []


# ----- never losing work: closing, pasting, importing, loading ------------------

Button = QMessageBox.StandardButton


def paste(builder: DeckBuilderDialog, text: str) -> None:
    dialog = builder.open_paste_dialog()
    dialog.editor.setPlainText(text)
    # What the typing timer does
    dialog.refresh()
    dialog.use_button.click()
    assert not dialog.isVisible()


def shown(builder: DeckBuilderDialog, qtbot) -> DeckBuilderDialog:
    builder.show()
    qtbot.waitExposed(builder)
    return builder


def question(builder: DeckBuilderDialog) -> QMessageBox:
    box = builder._question
    assert box is not None and box.isVisible()
    return box


def test_closing_an_unsaved_pasted_deck_asks_and_cancel_keeps_it(builder, qtbot):
    shown(builder, qtbot)
    paste(builder, "2 All in Good Time\n")
    builder.close_button.click()
    box = question(builder)
    assert box.standardButtons() == Button.Save | Button.Discard | Button.Cancel
    assert "unsaved" in box.text()
    assert builder.isVisible()
    box.button(Button.Cancel).click()
    assert builder.isVisible() and builder.counts() == {"all-in-good-time": 2}
    assert builder._question is None


def test_discard_closes_without_saving(builder, qtbot):
    shown(builder, qtbot)
    paste(builder, "2 All in Good Time\n")
    builder.close_button.click()
    with qtbot.waitSignal(builder.finished, timeout=2000):
        question(builder).button(Button.Discard).click()
    assert not builder.isVisible()
    assert deck_store.list_saved_decks() == []


def test_escape_and_the_window_close_button_ask_too(builder, qtbot):
    shown(builder, qtbot)
    builder.add_copy("all-in-good-time")
    qtbot.keyClick(builder, Qt.Key.Key_Escape)
    question(builder).button(Button.Cancel).click()
    assert builder.isVisible()
    # What the window manager's close button does
    builder.close()
    box = question(builder)
    assert builder.isVisible()
    box.button(Button.Discard).click()
    assert not builder.isVisible()


def test_save_in_the_close_question_saves_then_closes(builder, qtbot):
    shown(builder, qtbot)
    paste(builder, "# Pasted deck\n2 All in Good Time\n")
    assert builder.deck_name() == "Pasted deck"
    builder.close_button.click()
    assert "Pasted deck" in question(builder).text()
    with qtbot.waitSignal(builder.deck_saved, timeout=2000) as saved:
        question(builder).button(Button.Save).click()
    assert saved.args == ["Pasted deck"]
    assert not builder.isVisible()
    assert [(d.name, d.text) for d in deck_store.list_saved_decks()] == [("Pasted deck", "2 All in Good Time\n")]


def test_save_in_the_close_question_without_a_name_keeps_the_builder_open(builder, qtbot):
    shown(builder, qtbot)
    paste(builder, "2 All in Good Time\n")
    builder.close_button.click()
    question(builder).button(Button.Save).click()
    assert builder.isVisible()
    assert "Type a name" in builder.status_text()
    assert builder.status_label.property("tone") == "error"
    assert builder.counts() == {"all-in-good-time": 2}


def test_save_in_the_close_question_over_another_saved_deck_asks_to_replace_first(builder, qtbot):
    deck_store.save_deck("Taken", "1 Behold My Grandeur\n")
    shown(builder, qtbot)
    builder.add_copy("all-in-good-time")
    builder.deck_panel.name_edit.setText("Taken")
    builder.close_button.click()
    question(builder).button(Button.Save).click()
    replace = question(builder)
    assert "Replace" in replace.text()
    replace.button(Button.Yes).click()
    assert not builder.isVisible()
    assert [(d.name, d.text) for d in deck_store.list_saved_decks()] == [("Taken", "1 All in Good Time\n")]


def test_closing_without_unsaved_work_does_not_ask(qtbot):
    for prepare in (
        # Nothing built
        lambda b: None,
        # Back to empty
        lambda b: (b.add_copy("all-in-good-time"), b.remove_copy("all-in-good-time")),
        # Saved
        lambda b: (b.add_copy("all-in-good-time"), b.deck_panel.name_edit.setText("Kept"), b.save()),
    ):
        builder = shown(make_builder(qtbot), qtbot)
        prepare(builder)
        builder.close_button.click()
        assert builder._question is None and not builder.isVisible()


def test_a_loaded_official_deck_closes_without_asking(builder, qtbot):
    shown(builder, qtbot)
    builder.choose_deck_to_load("precon", "archenemy-nicol-bolas")
    builder.load_row.load_button.click()
    builder.close_button.click()
    assert builder._question is None and not builder.isVisible()


def test_paste_asks_before_replacing_unsaved_work(builder):
    builder.add_copy("behold-my-grandeur")
    builder.paste_button.click()
    box = question(builder)
    assert "Replace the deck" in box.text()
    box.button(Button.Cancel).click()
    assert builder._text_dialog is None and builder.counts() == {"behold-my-grandeur": 1}
    builder.paste_button.click()
    question(builder).button(Button.Yes).click()
    assert builder._text_dialog is not None and builder._text_dialog.isVisible()
    # Replaced only when the list is used
    assert builder.counts() == {"behold-my-grandeur": 1}
    builder._text_dialog.reject()


def test_paste_without_unsaved_work_opens_at_once(builder):
    builder.paste_button.click()
    assert builder._question is None
    assert builder._text_dialog is not None and builder._text_dialog.isVisible()
    builder._text_dialog.reject()


def test_import_asks_before_replacing_unsaved_work(builder):
    paste(builder, "2 All in Good Time\n")
    builder.import_button.click()
    assert builder._file_dialog is None
    question(builder).button(Button.Yes).click()
    dialog = builder._file_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


def test_loading_an_official_deck_over_a_pasted_one_asks(builder):
    paste(builder, "2 All in Good Time\n")
    builder.choose_deck_to_load("precon", "archenemy-nicol-bolas")
    builder.load_row.load_button.click()
    question(builder).button(Button.Cancel).click()
    assert builder.counts() == {"all-in-good-time": 2}
    builder.load_row.load_button.click()
    question(builder).button(Button.Yes).click()
    assert builder.report.cards == 20 and not builder.draft.has_unsaved_changes


# ----- names in either language ---------------------------------------------------


def test_the_english_ui_accepts_the_apps_spanish_names_when_pasting(builder):
    dialog = builder.open_paste_dialog()
    dialog.editor.setPlainText("2 Mi risa resuena\n1 Todo a su debido tiempo\n")
    dialog.refresh()
    assert "3 cards recognized" in dialog.result_label.text() and "line" not in dialog.result_label.text()
    dialog.use_button.click()
    assert builder.counts() == {"my-laughter-echoes": 2, "all-in-good-time": 1}
    assert builder.status_text() == ""
    assert builder.deck_text() == "2 My Laughter Echoes\n1 All in Good Time\n"


def test_the_english_ui_imports_spanish_names_and_the_spanish_ui_english_ones(qtbot, tmp_path):
    path = tmp_path / "mixto.txt"
    path.write_text("# Mixto\n2 Mi risa resuena\n1 Behold My Grandeur\n", encoding="utf-8")
    for language in ("en", "es"):
        builder = make_builder(qtbot, language)
        builder.import_from(str(path))
        assert builder.counts() == {"my-laughter-echoes": 2, "behold-my-grandeur": 1}, language


def test_the_english_ui_search_finds_spanish_names(builder):
    builder.browser.search.setText("risa resuena")
    assert builder.browser.visible_scheme_ids() == ["my-laughter-echoes"]
    builder.browser.add_first_match()
    assert builder.counts() == {"my-laughter-echoes": 1}


# ----- one theme --------------------------------------------------------------------------


def test_the_builder_uses_the_apps_theme(qtbot):
    builder = make_builder(qtbot, scale=1.5, color_scheme="light")
    assert builder.objectName() == "deckBuilder"
    assert builder.styleSheet() == theme.deck_builder_style_sheet(1.5, "light")
    assert not hasattr(dialog_module, "STYLE")
    assert builder.deck_panel.deck_list.font().pointSizeF() == pytest.approx(13 * 1.5)
    builder.add_copy("all-in-good-time")
    assert theme.palette("light").error in builder.deck_panel.validation_label.text()
    default = make_builder(qtbot)
    assert default.styleSheet() == theme.deck_builder_style_sheet(1.0, theme.system_color_scheme())


def test_the_paste_dialog_alone_applies_the_theme(qtbot):
    dialog = DeckTextDialog(lambda: EN, color_scheme="light")
    qtbot.addWidget(dialog)
    assert dialog.styleSheet() == theme.deck_builder_style_sheet(1.0, "light")
    dialog.editor.setPlainText("1 Nope\n")
    dialog.refresh()
    assert theme.palette("light").error in dialog.result_label.text()


def test_scroll_areas_let_the_themed_frames_show_through(builder):
    # Under a real X server Qt paints a scroll area's viewport white: light text on it was unreadable.
    areas = [builder.browser.preview_area, builder.deck_panel.validation_area]
    assert all(not area.viewport().autoFillBackground() and not area.widget().autoFillBackground() for area in areas)
