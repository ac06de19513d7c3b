"""Untrusted deck lists in ``archenemy deck check`` and the deck builder.

A problem on its line, never a hang.

A count of 5,000 digits is named on its line (exit 1); ``/dev/zero`` is
refused unread (exit 2); the deck builder imports and pastes such a count as
a problem.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from archenemy.desktop.cli import deck_check
from archenemy.engine.catalogue import load_catalogue

CATALOGUE = load_catalogue()


def test_deck_check_of_a_5000_digit_count_exits_1_naming_the_line(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("5" * 5000 + " Because I Have Willed It\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert deck_check.run([str(deck), "--lang", "en"], out, err) == 1
    assert out.getvalue().startswith("line 1: ") and "not a valid number of copies" in out.getvalue()
    assert err.getvalue() == ""


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_deck_check_of_dev_zero_exits_2_without_reading_it() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert deck_check.run(["/dev/zero", "--lang", "en"], out, err) == 2
    assert "it is a device, not a file" in err.getvalue()


def test_the_deck_builder_imports_and_pastes_a_5000_digit_count_as_a_problem(qtbot, tmp_path: Path) -> None:
    from archenemy.desktop.deck_builder import DeckBuilderDialog

    dialog = DeckBuilderDialog(lambda: load_catalogue("en"))
    qtbot.addWidget(dialog)
    deck = tmp_path / "deck.txt"
    deck.write_text("5" * 5000 + " Because I Have Willed It\n1 All in Good Time\n", encoding="utf-8")
    # Raised ValueError before the parser bounded counts
    dialog.import_from(str(deck))
    assert "line 1" in dialog.status_label.text()
    paste = dialog.open_paste_dialog()
    paste.editor.setPlainText("9" * 5000 + " All in Good Time\n")
    paste.refresh()
    assert "line 1" in paste.result_label.text()
    paste.reject()
    dialog.close()
