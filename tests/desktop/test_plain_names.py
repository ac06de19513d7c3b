"""Player names are always shown as plain text on the desktop.

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
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QGraphicsProxyWidget, QGraphicsView, QLabel, QWidget

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
    """``widget`` named by its class and object name, and its parents'.

    For a failure's report.
    """
    chain = []
    while widget is not None:
        chain.append(f"{type(widget).__name__}{'#' + widget.objectName() if widget.objectName() else ''}")
        widget = widget.parentWidget()
    return " < ".join(chain[:4])


def _shown_widgets(widget: QWidget) -> list[QWidget]:
    """``widget``, its children, and the widgets of its graphics scenes.

    ``widget``, its children, and the widgets of every graphics scene it shows
    (the second window's and table mode's seats and middle live in a scene, not
    among the window's children).
    """
    found = [widget, *widget.findChildren(QWidget)]
    for view in [w for w in found if isinstance(w, QGraphicsView) and w.scene() is not None]:
        for item in view.scene().items():
            if isinstance(item, QGraphicsProxyWidget) and item.widget() is not None:
                found += _shown_widgets(item.widget())
    return found


def _rendered_as_markup(widget: QWidget) -> list[str]:
    """Where ``widget`` and its children would show a raw name as markup.

    Labels and tooltips.
    """
    found = []
    for child in _shown_widgets(widget):
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
    # A refusal may name a player
    window.show_problem(f"{NAMES[2]} said something")
    # "An opponent at random: <name>"
    window.keys.table_helper("opponent")
    log = window.log
    table = window.table_view
    window.second_window.toggle_display(True)
    QApplication.processEvents()
    found = _rendered_as_markup(window) + _rendered_as_markup(log) + _rendered_as_markup(table)
    found += _rendered_as_markup(window.second_window.display)
    for open_dialog in (
        window.dialogs.open_rename_player,
        window.totals.open_counters,
        window.totals.open_set_life,
        window.totals.open_several_changes,
        window.dialogs.open_exact_life,
        window.dialogs.open_all_heroes_life,
    ):
        before = set(window.dialogs.opened)
        open_dialog()
        QApplication.processEvents()
        for dialog in set(window.dialogs.opened) - before:
            found += _rendered_as_markup(dialog)
            dialog.close()
    for name in NAMES[1:]:
        # The heroes concede: the outcome names the winner
        assert act(Concede(name))
    window.show_state()
    QApplication.processEvents()
    found += _rendered_as_markup(window) + _rendered_as_markup(window.second_window.display)
    window.files.open_recent_games()
    QApplication.processEvents()
    found += [f for dialog in window.dialogs.opened for f in _rendered_as_markup(dialog)]
    window.second_window.toggle_display(False)
    assert window.session.state.over
    assert not found, "\n".join(found)


def test_names_in_choices_reminders_and_every_display_of_supervillain_rumble_are_text(make_window, tmp_path) -> None:
    """Rumble names every seat's deck and scheme by player.

    Recorded choices, lasting effects and the step's reminders name the chosen
    player: on the card, the ongoing column, the banner, the second window and
    table mode (names no earlier test met, since none played such a game).
    """
    from archenemy.engine.actions import Answer, RecordChoice
    from archenemy.engine.journal import journal_text
    from archenemy.engine.model import PromptKind

    from support.games import FILLER, keep_schemes, make_rumble_start

    first = ("feed-the-machine", "imprison-this-insolent-wretch", "know-evil", *FILLER)[:20]
    path = tmp_path / "rumble.jsonl"
    path.write_text(
        journal_text(make_rumble_start({name: first if name == NAMES[0] else FILLER for name in NAMES}), [])
    )
    window = make_window()
    window.session.open_file(path)
    window.second_window.toggle_display(True)
    act = window.session.perform
    found: dict[str, None] = {}
    seen: set[str] = set()
    for _ in range(120):
        # Nine turns: the three schemes set in motion, their choices and reminders
        state = window.session.state
        for face in state.face_up():
            if face.scheme_id == "feed-the-machine" and not face.choices:
                assert act(RecordChoice(face.uid, "target", NAMES[1])) and act(
                    RecordChoice(face.uid, "chooses", "others")
                )
        if state.prompts:
            prompt = state.prompts[0]
            names = [o for o in prompt.options if o in NAMES] if prompt.kind is PromptKind.CHOICE else []
            assert act(Answer(prompt.id, names[0] if names else keep_schemes(prompt)))
        else:
            assert act(NextStep())
        window.show_state()
        QApplication.processEvents()
        for widget in (window, window.second_window.display, window.table_view):
            found.update(dict.fromkeys(_rendered_as_markup(widget)))
            seen.update(
                w.objectName() for w in _shown_widgets(widget) if isinstance(w, QLabel) and NAMES[1] in w.text()
            )
    window.second_window.toggle_display(False)
    # The places this game showed a name in (so the check above looked at them).
    assert {"schemeChoices", "reminder", "stepReminder", "stepReminders", "noticeReminders", "tableLasting"} <= seen
    assert not found, "\n".join(found)


def test_a_life_effects_numbers_name_players_as_text(qtbot) -> None:
    from archenemy.desktop.table.prompts.effect_numbers import EffectNumbers
    from archenemy.engine.effects import LifeEffect

    row = EffectNumbers(lambda _action: True)
    qtbot.addWidget(row)
    row.show_effect(LifeEffect("x_damage", NAMES[2], 0, (), numbers=("x", NAMES[1])), None)
    row.show()
    shown = [label.text() for label in row.findChildren(QLabel)]
    assert f"X damage to {NAMES[2]}" in shown and f"Cards in {NAMES[1]}'s hand:" in shown
    assert not _rendered_as_markup(row), _rendered_as_markup(row)


def test_deck_names_in_the_deck_builder_are_text(qtbot) -> None:
    """A saved deck's name, whatever its file says, is shown as text.

    A saved deck's name is whatever its file's first line says (a shared file,
    a hand-made one): its status line and its questions show it as text.
    """
    from archenemy.desktop.deck_builder import DeckBuilderDialog
    from archenemy.desktop.deck_builder import files as deck_store
    from archenemy.engine.catalogue import load_catalogue

    builder = DeckBuilderDialog(lambda: load_catalogue("en"))
    qtbot.addWidget(builder)
    builder.show()
    saved = deck_store.save_deck(NAMES[2], "2 All in Good Time\n")
    builder._fill_load_row()
    assert builder.choose_deck_to_load("saved", str(saved.path))
    builder.load_row.load_button.click()
    assert builder.status_text() == f"Loaded “{NAMES[2]}”."
    found = _rendered_as_markup(builder)
    # "Delete the saved deck “<name>”?"
    builder.load_row.delete_button.click()
    box = builder._question
    assert box is not None and NAMES[2] in box.text()
    found += _rendered_as_markup(box)
    box.button(box.StandardButton.Cancel).click()
    # As typed
    builder.deck_panel.name_edit.setText(NAMES[0])
    builder.add_copy("behold-my-grandeur")
    # "The deck “<name>” has unsaved changes. Save it before closing?"
    builder.reject()
    box = builder._question
    assert box is not None and NAMES[0] in box.text()
    found += _rendered_as_markup(box)
    box.button(box.StandardButton.Save).click()
    assert builder.status_text() == f"Saved “{NAMES[0]}”."
    found += _rendered_as_markup(builder)
    assert not found, "\n".join(found)


def test_a_deck_lists_problems_name_its_lines_as_text_in_the_new_game_choices(qapp) -> None:
    from archenemy.desktop.table.dialogs.deck_reports import deck_model
    from archenemy.engine.catalogue import load_catalogue

    # Schemes no catalogue has, named as markup
    text = f"2 {NAMES[0]}\n1 {NAMES[2]}\n"
    model = deck_model(qapp, load_catalogue(), Variant.ARCHENEMY, [("saved", text, "Mine", "saved:Mine")])
    tip = model.item(0).toolTip()
    shown = QTextDocumentFragment.fromHtml(tip).toPlainText() if QtGui_Qt.mightBeRichText(tip) else tip
    # As typed, as the tooltip shows them
    assert f"“{NAMES[0]}”" in shown and f"“{NAMES[2]}”" in shown


def test_a_refused_rename_names_both_players_as_text(make_window) -> None:
    window = make_window(_setup())
    before = set(window.dialogs.opened)
    window.dialogs.open_rename_player()
    QApplication.processEvents()
    (dialog,) = set(window.dialogs.opened) - before
    # Another player's name: refused, both named
    dialog.name_edit.setText(NAMES[1])
    assert NAMES[0] in dialog.status.text() and NAMES[1] in dialog.status.text()
    found = _rendered_as_markup(dialog)
    dialog.close()
    assert not found, "\n".join(found)


def test_the_labels_that_name_players_decks_or_files_in_new_game_and_statistics_are_text(qtbot, tmp_path) -> None:
    """New game's problems (players, saved decks).

    Statistics' summary and status (names, paths): never markup.
    """
    from archenemy.desktop.statistics.window import StatisticsWindow
    from archenemy.desktop.table.dialogs.new_game import NewGameDialog
    from archenemy.engine.catalogue import load_catalogue

    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    assert dialog.problems.textFormat() is Qt.TextFormat.PlainText
    window = StatisticsWindow()
    qtbot.addWidget(window)
    assert window.summary.textFormat() is Qt.TextFormat.PlainText
    assert window.status.textFormat() is Qt.TextFormat.PlainText
