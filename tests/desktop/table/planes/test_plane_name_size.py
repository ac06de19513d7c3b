"""The face-up plane's name reads as its title on every display.

In table mode (F11) and the second window (F10) the plane's name was drawn
at 22 pt above a rules text fitted up to 28 pt: the title smaller than the
words under it (found under Xvfb at 1366×768, in English and Spanish).  The
name is now as large as the scheme card's there.  On the laptop's main
window a short plane's name stayed 22 pt above a 28 pt text; on every
display the rules text is now never drawn larger than the name above it.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from support.planar_games import planechase_start


def _settle(qtbot) -> None:
    for _ in range(4):
        QApplication.processEvents()
    # The faces refit after their layouts settle
    qtbot.wait(300)


def _sizes(card) -> list[tuple[str, float, int]]:
    """Each face's plane, its name's size and its rules text's size (points)."""
    assert card.faces
    return [
        (face.plane_id, face.name_label.font().pointSizeF(), face.text_label.font().pointSize()) for face in card.faces
    ]


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_planes_name_is_never_smaller_than_its_text_on_the_players_screens(
    make_window, qtbot, translations, size, language
):
    window = make_window(planechase_start(), language)
    window.resize(*size)
    _settle(qtbot)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    display.resize(*size)
    _settle(qtbot)
    second = _sizes(display.plane_card)
    window.second_window.toggle_display(False)
    window.toggle_table_mode(True)
    _settle(qtbot)
    window.resize(*size)
    _settle(qtbot)
    table = _sizes(window.table_view.plane_card)
    window.toggle_table_mode(False)
    for where, found in (("second window", second), ("table mode", table)):
        for plane, name_pt, text_pt in found:
            assert name_pt >= text_pt, (where, plane, name_pt, text_pt)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_planes_name_is_never_smaller_than_its_text_on_the_laptop(make_window, qtbot, translations, size, language):
    """The main window: a short plane's text was fitted to 28 pt under a 22 pt name.

    Krosa, the shortest plane, has room to spare for its large text.
    """
    from support.planar_games import PLANAR_FILLER

    window = make_window(planechase_start(("krosa", *PLANAR_FILLER)), language)
    window.resize(*size)
    _settle(qtbot)
    found = _sizes(window.plane_card)
    assert [plane for plane, _, _ in found] == ["krosa"]
    for plane, name_pt, text_pt in found:
        assert name_pt >= text_pt, (plane, name_pt, text_pt)
