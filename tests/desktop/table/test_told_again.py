"""A result told over the table while another one still shows.

The second result replaces the first's words: the strip is placed again
for them, so a longer one (a chaos roll told with what its plane did) is
shown whole, never cut at the first one's two lines.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

SHORT = {"en": "Planar die (Archenemy): blank", "es": "Dado planar (Archienemigo): en blanco"}
LONG = {
    "en": "Planar die (Archenemy): chaos · “Celestine Reef”: an effect lasts until a player planeswalks"
    " · Archenemy can't lose the game and Archenemy's opponents can't win the game until a player planeswalks",
    "es": "Dado planar (Archienemigo): caos · «Arrecife Celestino»: un efecto dura hasta que un jugador camine"
    " por los planos · Archienemigo no puede perder la partida hasta que un jugador camine por los planos",
}


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_longer_result_told_while_one_shows_is_shown_whole(make_window, qtbot, language) -> None:
    window = make_window(None, language)
    _settle(qtbot)
    window.notices.tell_over_table(SHORT[language], 5000)
    _settle(qtbot)
    overlay = window.helper_label
    short_height = overlay.height()
    window.notices.tell_over_table(LONG[language], 5000)
    _settle(qtbot)
    assert overlay.isVisible() and overlay.text() == LONG[language]
    # Every line of the longer words inside the strip
    assert overlay.heightForWidth(overlay.width()) <= overlay.height()
    assert overlay.height() > short_height
    assert window.centralWidget().rect().contains(overlay.geometry())
