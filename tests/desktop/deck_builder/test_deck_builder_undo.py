"""The deck builder takes back Remove all copies and Clear deck with Ctrl+Z.

In English and Spanish.

Nothing destroys work without a confirmation or an undo.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from archenemy.desktop.deck_builder import DeckBuilderDialog
from archenemy.desktop.deck_builder.draft import UNDO_STEPS, DeckDraft
from archenemy.desktop.i18n import install_language
from archenemy.engine.catalogue import load_catalogue

from support.deck_builders import hide_unasked

EN = load_catalogue("en")
TWENTY = list(EN)[:18]


def test_the_draft_takes_back_its_changes_of_copies_in_order() -> None:
    draft = DeckDraft(EN)
    first, second, third = TWENTY[:3]
    for scheme_id in (first, second, second, third):
        draft.add_copy(scheme_id)
    assert draft.remove_all(second) and draft.counts() == {first: 1, third: 1}
    assert draft.undo() and list(draft.counts().items()) == [(first, 1), (second, 2), (third, 1)], "back in place"
    assert draft.clear() and draft.undo() and draft.card_count == 4
    assert draft.remove_copy(first) and draft.undo() and draft.copies(first) == 1
    # The whole deck replaced (load, paste, import): nothing to take back
    draft.set_counts({third: 2})
    assert not draft.can_undo and not draft.undo() and draft.counts() == {third: 2}
    for _ in range(UNDO_STEPS + 5):
        draft.add_copy(first)
    while draft.undo():
        pass
    assert draft.copies(first) == 5, "only the last UNDO_STEPS changes are kept"


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Removed 2 × “{}”. Ctrl+Z puts them back."),
        ("es", "Quitado: 2 × «{}». Ctrl+Z lo deshace."),
    ],
)
def test_remove_all_copies_says_how_to_undo_it_and_ctrl_z_puts_them_back(qtbot, language, said) -> None:
    install_language(language)
    try:
        catalogue = load_catalogue(language)
        builder = DeckBuilderDialog(lambda: catalogue)
        # Closed after the test without asking about its unsaved deck: the question would stay open
        qtbot.addWidget(builder, before_close_func=hide_unasked)
        builder.show()
        builder.activateWindow()
        qtbot.waitUntil(builder.isActiveWindow, timeout=3000)
        builder.set_counts({scheme_id: 2 if i == 1 else 1 for i, scheme_id in enumerate(TWENTY)}, "Mine")
        before = builder.counts()
        panel = builder.deck_panel
        panel.deck_list.setCurrentRow(1)
        panel.remove_all_button.setFocus()
        qtbot.keyClick(panel.remove_all_button, Qt.Key.Key_Space)
        assert TWENTY[1] not in builder.counts() and builder.draft.card_count == 17
        assert builder.status_text() == said.format(catalogue[TWENTY[1]].name)
        assert builder.focusWidget() is panel.deck_list, "Space again must not empty the next row"
        qtbot.keyClick(panel.deck_list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert builder.counts() == before and list(builder.counts()) == list(before)
    finally:
        install_language("en")
