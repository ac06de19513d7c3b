"""Player names are always shown as plain text on the desktop (issue 20, Low).

A saved game is a file anyone can write or share: a player called
``<img src=…>`` or ``<b>Ann</b>`` must read as those characters, never as
markup (Qt labels, tooltips and message boxes guess "rich text" from the
text itself).  The window, its second window, the log, the tools' overlay and
the dialogs that name players are rendered with such names; every label or
tooltip that holds a raw name must be plain text (or hold it escaped).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui_Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from archenemy.engine.actions import ChangeLife, ChangePoison, Concede, NextStep
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

NAMES = ("<b>Zed</b>", "<i>Ann</i>", "<img src=x>", "Bo<br>b")
DECK = ("know-evil",) * 2


def _setup() -> GameSetup:
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.decks import random_legal_deck

    catalogue = load_catalogue()
    deck = tuple(random_legal_deck(Variant.ARCHENEMY, catalogue, __import__("random").Random(1)))
    players = (PlayerSetup(NAMES[0], deck),) + tuple(PlayerSetup(name, ()) for name in NAMES[1:])
    return GameSetup(Variant.ARCHENEMY, players)


def _where(widget: QWidget) -> str:
    """``widget`` named by its class and object name, and its parents' (for a failure's report)."""
    chain = []
    while widget is not None:
        chain.append(f"{type(widget).__name__}{'#' + widget.objectName() if widget.objectName() else ''}")
        widget = widget.parentWidget()
    return " < ".join(chain[:4])


def _rendered_as_markup(widget: QWidget) -> list[str]:
    """Where ``widget`` and its children would show a raw name as markup: labels and tooltips."""
    found = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if isinstance(child, QLabel) and any(name in child.text() for name in NAMES):
            plain = child.textFormat() == Qt.TextFormat.PlainText or (
                child.textFormat() == Qt.TextFormat.AutoText and not QtGui_Qt.mightBeRichText(child.text())
            )
            if not plain:
                found.append(f"{_where(child)}: {child.text()[:80]!r}")
        tip = child.toolTip()
        if any(name in tip for name in NAMES) and QtGui_Qt.mightBeRichText(tip):
            found.append(f"tooltip of {_where(child)}: {tip[:80]!r}")
    return found


def test_names_with_markup_are_shown_as_text_everywhere(make_window, qtbot) -> None:
    window = make_window(_setup())
    act = window.session.perform
    for name in NAMES:
        assert act(ChangeLife(name, -1)) and act(ChangePoison(name, 1))
    for _ in range(6):
        act(NextStep())
    window.show_state()
    window.selected = NAMES[1]
    window.show_problem(f"{NAMES[2]} said something")  # a refusal may name a player
    window.table_helper("opponent")  # "An opponent at random: <name>"
    log = window.log
    table = window.table_view
    window.toggle_display(True)
    QApplication.processEvents()
    found = _rendered_as_markup(window) + _rendered_as_markup(log) + _rendered_as_markup(table)
    found += _rendered_as_markup(window.display)
    for open_dialog in (
        window.open_rename_player,
        window.open_counters,
        window.open_set_life,
        window.open_several_changes,
        window.open_exact_life,
        window.open_all_heroes_life,
    ):
        before = set(window._dialogs)
        open_dialog()
        QApplication.processEvents()
        for dialog in set(window._dialogs) - before:
            found += _rendered_as_markup(dialog)
            dialog.close()
    for name in NAMES[1:]:  # the heroes concede: the outcome names the winner
        assert act(Concede(name))
    window.show_state()
    QApplication.processEvents()
    found += _rendered_as_markup(window) + _rendered_as_markup(window.display)
    window.open_recent_games()
    QApplication.processEvents()
    found += [f for dialog in window._dialogs for f in _rendered_as_markup(dialog)]
    window.toggle_display(False)
    assert window.session.state.over
    assert not found, "\n".join(found)
