"""The new-game dialog: variant, players in seating order, scheme decks.

Deck mode.

The dialog builds a :class:`~archenemy.engine.setup.GameSetup`; the engine
checks it.  The last set-up is remembered in the config directory
(``last-setup.json``) and offered the next time; "Default game" restores the
ready game of ``make run`` in one click.

The group's players come from the roster and the game can start or continue
a game night (:mod:`.new_game_roster`): every seat then shows the scheme deck
its player brought.
Nothing that throws work away acts by a stray key: "Add a player" hands the
focus to the new seat's name (so the eighth hero's Space never lands on
"Default game"), "Default game" asks first when names were typed, and both
it and a seat's ✕ can be undone ("Undo: …", Ctrl+Z).

Default names ("Archenemy", "Hero 1", "Player 1"… in either language) are the
dialog's to change: they follow the language when it switches and the
variant when it changes.  Supervillain Rumble starts as "Player 1…n", each
with a different official 20-card deck while there are enough, then random
legal decks.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ....engine.catalogue import Catalogue
from ....engine.decks import check_scheme_ids, parse_deck_list, random_legal_deck
from ....engine.errors import ArchenemyError
from ....engine.header_notes import NightRef
from ....engine.journal import write_atomically
from ....engine.model import DeckMode, replace
from ....engine.safe_files import loads_json, read_regular_file
from ....engine.setup import GameSetup, PlayerSetup
from ....engine.variants import Variant
from ... import paths, texts
from ...texts.players import default_name_kind, default_names
from ...theme import SEAT_COLOURS
from ...widgets.dialog_keys import enter_presses_only
from ...widgets.first_focus import FirstFocus
from ...widgets.layouts import drop_widget
from ...widgets.plain_text import plain_label
from ...widgets.vertical_scroll import VerticalScroll
from ...widgets.wheel_focus import wheel_needs_focus
from .deck_reports import deck_model
from .new_game_planes import PlanarDeckSource, PlanesBox
from .new_game_roster import RosterBox
from .new_game_row import DeckChoice, PlayerRow

__all__ = ["DeckChoice", "NewGameDialog", "last_setup_path", "load_last_setup", "save_last_setup"]

# A saved deck offered in the deck combo: its name and deck-list text.
SavedDeckSource = Callable[[], Iterable[tuple[str, str]]]
# The largest remembered set-up read (bytes): anything larger is no set-up.
MAX_LAST_SETUP_BYTES = 256 * 1024
# The least height of the scrolled body (pixels): the dialog's least size is its layout's (rows, buttons).
BODY_LEAST_HEIGHT = 320


# ----- the set-up remembered for next time: only a convenience, failures ignored -------------------------------
def last_setup_path() -> Path:
    """Where the last set-up is remembered.

    ``last-setup.json`` in the config directory.
    """
    return paths.config_dir() / "last-setup.json"


def load_last_setup() -> dict[str, Any] | None:
    """The remembered set-up, or ``None`` when there is none or it cannot be read.

    Read safely (:func:`~archenemy.engine.safe_files.read_regular_file`): a
    FIFO or a device in its place is never waited on, a file over 256 KB or
    with a key given twice is not read as a set-up.
    """
    try:
        data = loads_json(read_regular_file(last_setup_path(), MAX_LAST_SETUP_BYTES).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def save_last_setup(data: dict[str, Any]) -> None:
    """Remember a set-up, written atomically; a failure is ignored.

    It is only a convenience.
    """
    try:
        write_atomically(last_setup_path(), json.dumps(data, ensure_ascii=False, indent=1))
    except OSError:
        pass


class NewGameDialog(QDialog):
    """Set up a game; emits ``setup_chosen(GameSetup)`` when the table starts it.

    Open it with ``open()`` (never ``exec()`` inside a coroutine).
    """

    setup_chosen = Signal(object)

    def __init__(
        self,
        catalogue: Callable[[], Catalogue],
        saved_decks: SavedDeckSource = lambda: (),
        parent: QWidget | None = None,
        *,
        night_now: NightRef | None = None,
        night: str | None = None,
        continued: dict[str, Any] | None = None,
        saved_planar_decks: PlanarDeckSource = lambda: (),
    ) -> None:
        super().__init__(parent)
        self._catalogue = catalogue
        self._saved_decks = saved_decks
        self.rows: list[PlayerRow] = []
        # Seats replaced as a whole: shown and checked once, at the end (_replace_rows)
        self._replacing = False
        # The roster and the game night (new_game_roster.py): ``night_now`` may be continued, ``night`` is offered.
        self.roster_box = RosterBox(self, catalogue, night_now, night, saved_decks=saved_decks)
        # The theme's rules: 12 pt text, bold section titles, status colours
        self.setObjectName("newGameDialog")
        # Room for a deck's full name at the theme's text size
        self.resize(1120, 660)
        outer = QVBoxLayout(self)
        # Everything above the status and the buttons scrolls as one: on a small screen (1280×720, five own
        # planar decks) no row is squeezed below its height, the status and Start stay in sight.
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        self.body = VerticalScroll(holder)
        self.body.setObjectName("newGameBody")
        self.body.setMinimumHeight(BODY_LEAST_HEIGHT)
        outer.addWidget(self.body, 1)
        layout.addLayout(self._build_top())
        # Planechase, or planes added to the game (new_game_planes.py)
        self.planes_box = PlanesBox(self, saved_planar_decks)
        layout.addWidget(self.planes_box)
        self.players_label = QLabel()
        self.players_label.setObjectName("sectionTitle")
        layout.addWidget(self.players_label)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(2, 1)
        self.grid.setColumnStretch(3, 2)
        layout.addLayout(self.grid)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self._add_seat)
        # What Default game or a seat's ✕ replaced, newest last: "Undo: …" (and Ctrl+Z) puts it back.
        self._undo: list[tuple[str, dict[str, Any]]] = []
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.hide()
        self._undo_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        # A name field keeps its own Ctrl+Z while it has the focus.
        self._undo_key.activated.connect(self.undo)
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.undo_button)
        add_row.addStretch(1)
        layout.addLayout(add_row)
        layout.addWidget(self.roster_box)
        layout.addStretch(1)
        # Names players and decks: text, never markup
        self.problems = plain_label(QLabel())
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        outer.addWidget(self.problems)
        outer.addWidget(self._build_buttons())
        wheel_needs_focus(self.roster_box)
        # Opened by keyboard: the variant has the focus, outlined (Down changes it)
        self.first_focus = FirstFocus(self, self.variant)
        self.retranslate()
        # Continuing the night being played: its next game as Next game deals it (new_game_roster.continued_setup).
        going_on = continued is not None and self.roster_box.night_kind() == "continue"
        remembered = continued if going_on else load_last_setup()
        if not (remembered and self.restore(remembered)):
            self.reset_to_default()

    def _build_top(self) -> QGridLayout:
        """The variant and the deck mode, above the seats."""
        top = QGridLayout()
        self.variant_label = QLabel()
        self.variant = QComboBox()
        for variant in Variant:
            self.variant.addItem("", variant)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        wheel_needs_focus(self.variant)
        self.mode_label = QLabel()
        self.mode_shuffled = QRadioButton()
        self.mode_physical = QRadioButton()
        self.mode_shuffled.setChecked(True)
        self._modes = QButtonGroup(self)
        self._modes.addButton(self.mode_shuffled)
        self._modes.addButton(self.mode_physical)
        top.addWidget(self.variant_label, 0, 0)
        top.addWidget(self.variant, 0, 1)
        top.addWidget(self.mode_label, 1, 0)
        modes = QVBoxLayout()
        modes.addWidget(self.mode_shuffled)
        modes.addWidget(self.mode_physical)
        top.addLayout(modes, 1, 1)
        top.setColumnStretch(1, 1)
        return top

    def _build_buttons(self) -> QDialogButtonBox:
        """Start game (Enter), Default game, Cancel."""
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.default_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ResetRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._start)
        self.buttons.rejected.connect(self.reject)
        self.default_button.clicked.connect(self.ask_default)
        return self.buttons

    def focus_order(self) -> list[QWidget]:
        """Every field and button in Tab order: as the screen reads.

        Top to bottom, left to right: the variant and the scheme deck's mode,
        the planes, each seat (colour, name, deck, up, down, ✕), Add a player
        and Undo, the roster, then Default game, Start game and Cancel last.
        Hidden and disabled ones are skipped by Tab itself.
        """
        seats = [widget for row in self.rows for widget in row.focus_order()]
        return [
            self.variant,
            self.mode_shuffled,
            self.mode_physical,
            *self.planes_box.focus_order(),
            *seats,
            self.add_button,
            self.undo_button,
            *self.roster_box.focus_order(),
            self.default_button,
            self.start_button,
            self.cancel_button,
        ]

    def _order_tabs(self) -> None:
        """Chain the Tab order as :meth:`focus_order` reads (seats come and go)."""
        order = self.focus_order()
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # ----- language -------------------------------------------------------
    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.variant_label.setText(self.tr("Variant"))
        for index in range(self.variant.count()):
            self.variant.setItemText(index, texts.variant_name(self.variant.itemData(index)))
        self.variant.setAccessibleName(self.tr("Variant"))
        self.mode_label.setText(self.tr("Scheme deck"))
        self.mode_shuffled.setText(self.tr("The app shuffles and reveals the schemes"))
        self.mode_physical.setText(self.tr("We shuffle our paper schemes and tell the app what we reveal"))
        self.players_label.setText(self.tr("Players, in seating order"))
        self.add_button.setText(self.tr("Add a player"))
        self.start_button.setText(self.tr("Start game"))
        self.default_button.setText(self.tr("Default game"))
        self.roster_box.retranslate()
        self.planes_box.retranslate()
        self._label_undo()
        for row in self.rows:
            row.name.setAccessibleName(self.tr("Player name"))
            row.deck.setAccessibleName(self.tr("Scheme deck"))
            row.up.setAccessibleName(self.tr("Move up"))
            row.down.setAccessibleName(self.tr("Move down"))
            row.remove.setAccessibleName(self.tr("Remove player"))
            row.colour_button.setToolTip(row.colour_button.toolTip() or self.tr("Colour"))
        self.refresh_rows()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            # "Hero 1" becomes "Héroe 1": default names follow the language
            self._rename_defaults()
            self.retranslate()
        super().changeEvent(event)

    # ----- rows -----------------------------------------------------------
    @property
    def variant_value(self) -> Variant:
        """The chosen variant."""
        variant: Variant = self.variant.currentData()
        return variant

    def plays_deck(self, index: int) -> bool:
        """Whether seat ``index`` plays a scheme deck this game.

        The archenemy's, each Rumble player's.
        """
        rules = self.variant_value.rules
        return rules.scheme_decks and (rules.every_player_archenemy or index == 0)

    def seat_names(self) -> list[str]:
        """The players' names as typed, in seating order."""
        return [row.name.text().strip() for row in self.rows]

    def _has_deck(self, index: int) -> bool:
        """Whether seat ``index`` shows a scheme deck.

        One it plays, or in a game night the one it brought; never in
        Planechase alone (901.2: no scheme deck, no archenemy to rotate).
        """
        return self.plays_deck(index) or self.roster_box.brings_decks()

    def _add_seat(self) -> None:
        """ "Add a player": a seat at the end, its name ready to type.

        The focus never falls on another button.
        """
        row = self.add_row()
        row.name.setFocus()
        row.name.selectAll()
        # The new seat in sight once the scrolled body has laid it out
        QTimer.singleShot(0, row.name, lambda: self.body.ensureWidgetVisible(row.name))

    def add_row(self, name: str | None = None, deck: DeckChoice | None = None, colour: str | None = None) -> PlayerRow:
        """Add a seat at the end (a hero, or a Rumble player)."""
        if name is None:
            taken = {r.name.text() for r in self.rows}
            n = len(self.rows)
            rumble = self.variant_value.rules.free_for_all
            template = self.tr("Player %1") if rumble else self.tr("Hero %1")
            first = n + 1 if rumble else n
            name = next(
                candidate for k in range(first, first + 20) if (candidate := texts.fill(template, k)) not in taken
            )
        if deck is None and self.variant_value.rules.every_player_archenemy:
            # The decks the seats so far show, as each seat added alone would see them
            self._show_replaced()
            used = [choice for r in self.rows if (choice := r.kept_deck or r.choice()) is not None]
            deck = self.rumble_decks(1, used)[0]
        elif deck is None and self.rows and self.roster_box.night_kind() != "none":
            # A hero brings the roster's deck to a night, else none until the table says so.
            deck = self.roster_box.brought_deck(name)
        row = PlayerRow(self, name, deck, colour)
        self.rows.append(row)
        if not self._replacing:
            self.retranslate()
        return row

    def remove_row(self, row: PlayerRow) -> None:
        """Remove a seat."""
        self.rows.remove(row)
        for widget in row.widgets():
            drop_widget(widget)
        if not self._replacing:
            self.refresh_rows()

    def _replace_rows(self, seats: Iterable[tuple[str, DeckChoice | None, str | None]]) -> None:
        """Every seat replaced by ``seats`` (name, deck, colour).

        Shown and checked once at the end (each seat's own refresh re-laid
        every seat out: half the dialog's opening).
        """
        self._replacing = True
        try:
            for row in list(self.rows):
                self.remove_row(row)
            for name, deck, colour in seats:
                self.add_row(name, deck, colour)
        finally:
            self._replacing = False
        self.retranslate()

    def _show_replaced(self) -> None:
        """While seats are replaced, show the ones added so far.

        A Rumble seat's deck depends on theirs.
        """
        if self._replacing:
            self.retranslate()

    def remove_seat(self, row: PlayerRow) -> None:
        """A seat's ✕: remove it (undoable).

        The focus on the name of the seat that takes its place.
        """
        index = self.rows.index(row)
        name = row.name.text().strip() or texts.fill(self.tr("Seat %1"), index + 1)
        self._remember(texts.fill(self.tr("remove “%1”"), name))
        self.remove_row(row)
        if self.rows:
            self.rows[min(index, len(self.rows) - 1)].name.setFocus()

    # ----- undo -------------------------------------------------------------
    def _remember(self, what: str) -> None:
        """Keep the set-up as it is before ``what`` replaces or removes some of it."""
        self._undo.append((what, self._remembered()))
        self._label_undo()

    def undo(self) -> None:
        """Put back the set-up the last Default game or ✕ replaced.

        Nothing when there is none.
        """
        if not self._undo:
            return
        _, data = self._undo.pop()
        self.restore(data)
        self._label_undo()
        if self.rows:
            self.rows[-1].name.setFocus()

    def _label_undo(self) -> None:
        """ "Undo: Default game" / "Undo.

        Remove “Ana”", shown only while there is something to undo.
        """
        if self._undo:
            self.undo_button.setText(texts.fill(self.tr("Undo: %1"), self._undo[-1][0]))
        self.undo_button.setVisible(bool(self._undo))

    def move_row(self, row: PlayerRow, delta: int) -> None:
        """Move a seat up or down the seating order."""
        index = self.rows.index(row)
        target = index + delta
        if 0 <= target < len(self.rows):
            self.rows[index], self.rows[target] = self.rows[target], self.rows[index]
            self.refresh_rows()

    def _deck_model(self, variant: Variant) -> QStandardItemModel:
        """The deck choices for ``variant``.

        One model for every row, built once per catalogue
        (:mod:`.deck_reports`).
        """
        catalogue, saved = self._catalogue(), tuple(self._saved_decks())
        night = self.roster_box.night_kind() != "none"
        key = (id(catalogue), variant, saved, night)
        if key not in getattr(self, "_models", {}):
            official = self.tr("%1 (official, %2 cards)")
            entries = [
                ("precon", p.id, texts.fill(official, p.name, p.card_count), DeckChoice("precon", p.id).token)
                for p in catalogue.precons
            ]
            entries += [
                ("saved", text, texts.fill(self.tr("%1 (saved deck)"), name), DeckChoice("saved", name).token)
                for name, text in saved
            ]
            entries.append(("random", "", self.tr("A random legal deck"), DeckChoice("random").token))
            # a game night: a player may bring no scheme deck (never the archenemy)
            if night:
                entries.append(("none", "", self.tr("No scheme deck of their own"), DeckChoice("none").token))
            # The current catalogue only
            self._models = {key: deck_model(self, catalogue, variant, entries)}
        return self._models[key]

    def refresh_rows(self) -> None:
        """Show the seats again (their decks, their buttons) and check the set-up."""
        while self.grid.count():
            self.grid.takeAt(0)
        variant = self.variant_value
        for index, row in enumerate(self.rows):
            has_deck = self._has_deck(index)
            if variant.rules.free_for_all:
                row.role.setText(texts.fill(self.tr("Seat %1"), index + 1))
            elif index == 0:
                row.role.setText(self.tr("Archenemy"))
            else:
                row.role.setText(texts.fill(self.tr("Hero %1"), index))
            wanted = row.kept_deck or row.choice()
            row.deck.blockSignals(True)
            model = self._deck_model(variant)
            row.deck.setModel(model)
            # The seat's own deck even when this variant cannot use it: its row says why, Start waits.
            row.deck.setCurrentIndex(-1 if wanted is None else row.deck.findData(wanted.token))
            if row.deck.currentIndex() < 0:
                for i in range(row.deck.count()):
                    if model.item(i).isEnabled():
                        row.deck.setCurrentIndex(i)
                        break
            row.deck.setToolTip(model.item(row.deck.currentIndex()).toolTip() if row.deck.currentIndex() >= 0 else "")
            row.deck.blockSignals(False)
            row.deck.setVisible(has_deck)
            row.up.setEnabled(index > (0 if variant.rules.free_for_all else 1))
            row.down.setEnabled(
                index > 0 and index < len(self.rows) - 1 or (variant.rules.free_for_all and index < len(self.rows) - 1)
            )
            row.remove.setEnabled(index > 0 and len(self.rows) > variant.rules.min_heroes + 1)
            for column, widget in enumerate(row.widgets()):
                self.grid.addWidget(widget, index, column)
                widget.show()
            row.deck.setVisible(has_deck)
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(len(self.rows), 1)
        full = len(self.rows) >= variant.rules.max_heroes + 1
        if full and self.add_button.hasFocus() and self.rows:
            # Never on to the next button ("Default game") by itself
            self.rows[-1].name.setFocus()
        self.add_button.setEnabled(not full)
        # The rows' buttons too: Enter is "Start game" only
        enter_presses_only(self, self.start_button)
        # The roster's players not seated now
        self.roster_box.refresh()
        # The scheme deck's mode: a game with scheme decks only (not Planechase alone)
        for widget in (self.mode_label, self.mode_shuffled, self.mode_physical):
            widget.setVisible(variant.rules.scheme_decks)
        self.planes_box.refresh()
        self.validate()

    def _variant_changed(self) -> None:
        variant = self.variant_value
        while len(self.rows) > variant.rules.max_heroes + 1:
            self.remove_row(self.rows[-1])
        if variant.rules.every_player_archenemy:
            self._give_rumble_decks()
        self._rename_defaults()
        self.refresh_rows()

    def default_name(self, index: int) -> str:
        """The default name of seat ``index`` for the chosen variant.

        In the current language (:func:`default_names`).
        """
        return default_names(self.variant_value, index + 1)[index]

    def _rename_defaults(self) -> None:
        """Seats still called by a default name get the default of their seat now.

        Language, variant, order.
        """
        for index, row in enumerate(self.rows):
            if default_name_kind(row.name.text().strip()) is not None:
                wanted = self.default_name(index)
                if row.name.text() != wanted:
                    row.name.setText(wanted)

    def rumble_decks(self, count: int, keep: Iterable[DeckChoice] = ()) -> list[DeckChoice]:
        """``count`` deck choices for Rumble seats.

        Different official 20-card decks legal in Rumble (not already in
        ``keep``), in the catalogue's order, then random legal decks.
        """
        catalogue = self._catalogue()
        taken = set(keep)
        official = [
            DeckChoice("precon", precon.id)
            for precon in catalogue.precons
            if precon.card_count == 20
            and check_scheme_ids(precon.scheme_ids(), Variant.SUPERVILLAIN_RUMBLE, catalogue).legal
        ]
        free = [choice for choice in official if choice not in taken]
        return [free[i] if i < len(free) else DeckChoice("random") for i in range(count)]

    def _give_rumble_decks(self) -> None:
        """Rumble: every seat keeps the deck it has.

        A seat without one gets the next official deck no seat has.
        """
        seen = {row.kept_deck for row in self.rows if row.kept_deck is not None}
        needing = [row for row in self.rows if row.kept_deck is None]
        for row, choice in zip(needing, self.rumble_decks(len(needing), seen), strict=True):
            row.keep_deck(choice)

    # ----- set-ups ---------------------------------------------------------
    def typed_names(self) -> list[str]:
        """The players' names typed by hand.

        Not a default name in a language the app speaks.
        """
        return [name for row in self.rows if default_name_kind(name := row.name.text().strip()) is None and name]

    def ask_default(self) -> None:
        """ "Default game": with names typed by hand, ask first (Cancel is the default).

        Then reset the form.
        """
        if not self.typed_names():
            self._reset_undoably()
            return
        from ...deck_builder.questions import ask_yes_cancel

        self.default_question = ask_yes_cancel(
            self,
            self.tr("Default game"),
            self.tr("Discard this set-up and the names you typed for the default game?"),
            self._reset_undoably,
        )

    def _reset_undoably(self) -> None:
        """Default game, with the set-up it replaces kept for "Undo: Default game"."""
        self._remember(self.tr("Default game"))
        self.reset_to_default()

    def reset_to_default(self) -> None:
        """The ready game of ``make run``: Archenemy Nicol Bolas against three heroes."""
        self.variant.setCurrentIndex(self.variant.findData(Variant.ARCHENEMY))
        self.mode_shuffled.setChecked(True)
        self.planes_box.enabled_box.setChecked(False)
        heroes = [(texts.fill(self.tr("Hero %1"), n), None, None) for n in (1, 2, 3)]
        self._replace_rows([(self.tr("Archenemy"), DeckChoice("precon", "archenemy-nicol-bolas"), None), *heroes])

    def restore(self, data: dict[str, Any]) -> bool:
        """Show a remembered set-up; False when it cannot be used."""
        try:
            variant = Variant(data["variant"])
            mode = DeckMode(data.get("deck_mode", "shuffled"))
            players = [
                (str(p["name"]), DeckChoice(**p["deck"]) if p.get("deck") else None, p.get("colour"))
                for p in data["players"]
            ]
        except (KeyError, TypeError, ValueError):
            return False
        if not 2 <= len(players) <= variant.rules.max_heroes + 1:
            return False
        self.variant.setCurrentIndex(self.variant.findData(variant))
        (self.mode_physical if mode is DeckMode.PHYSICAL else self.mode_shuffled).setChecked(True)
        known = {value for value, _ in SEAT_COLOURS}
        self._replace_rows((name, deck, colour if colour in known else None) for name, deck, colour in players)
        self.planes_box.restore(data.get("planes"))
        self.validate()
        return True

    def _remembered(self) -> dict[str, Any]:
        variant = self.variant_value
        return {
            "variant": variant.value,
            "deck_mode": self.deck_mode.value,
            "planes": self.planes_box.remembered(),
            "players": [
                {
                    "name": r.name.text().strip(),
                    "deck": choice.to_json() if self._has_deck(i) and (choice := r.choice()) else None,
                    "colour": r.colour,
                }
                for i, r in enumerate(self.rows)
            ],
        }

    @property
    def deck_mode(self) -> DeckMode:
        """The chosen deck mode."""
        return DeckMode.PHYSICAL if self.mode_physical.isChecked() else DeckMode.SHUFFLED

    def _deck_ids(self, choice: DeckChoice) -> list[str] | None:
        """The scheme ids of ``choice`` (a random deck is drawn now).

        ``None`` for a saved deck that is gone.
        """
        catalogue = self._catalogue()
        if choice.kind == "precon":
            return catalogue.precon(choice.key).scheme_ids()
        if choice.kind == "saved":
            for name, text in self._saved_decks():
                if name == choice.key:
                    return parse_deck_list(text, catalogue).card_ids()
            return None
        if choice.kind == "none":
            return []
        return random_legal_deck(self.variant_value, catalogue)

    def _tentative_setup(self) -> tuple[GameSetup, list[str]]:
        """The set-up as the rows stand, and the saved decks chosen that no longer exist."""
        players = []
        gone = []
        for index, row in enumerate(self.rows):
            choice = row.choice()
            ids = self._deck_ids(choice) if self.plays_deck(index) and choice else []
            if ids is None and choice is not None:
                gone.append(choice.key)
            players.append(PlayerSetup(row.name.text().strip(), tuple(ids or ()), row.colour))
        planar = self.planes_box.setup(draw=False)
        return GameSetup(self.variant_value, tuple(players), self.deck_mode, planar), gone

    def problems_now(self) -> list[str]:
        """What keeps the set-up from starting, in the current language ([] when ready).

        The engine decides (:meth:`~archenemy.engine.setup.GameSetup.problems`:
        names, seats, decks); this dialog only words its answer.
        """
        setup, gone = self._tentative_setup()
        catalogue = self._catalogue()
        found = [texts.fill(self.tr("The saved deck “%1” is gone."), name) for name in gone]
        found += self._unplayable_decks()
        found += self.planes_box.deck_notes()
        return found + [texts.error_sentence(problem, catalogue) for problem in setup.problems(catalogue)]

    def _unplayable_decks(self) -> list[str]:
        """The seats playing a deck this variant cannot use (its box greys it, 904.3).

        The deck stays chosen, its reason beside it; Start waits for another.
        """
        found = []
        for index, row in enumerate(self.rows):
            model, at = row.deck.model(), row.deck.currentIndex()
            if self.plays_deck(index) and isinstance(model, QStandardItemModel) and at >= 0:
                item = model.item(at)
                if not item.isEnabled():
                    said = self.tr("%1 cannot play this deck in %2: %3")
                    reason = item.toolTip().split("\n")[0]
                    found.append(
                        texts.fill(said, row.name.text().strip(), texts.variant_name(self.variant_value), reason)
                    )
        return found

    def validate(self) -> bool:
        """Show what keeps the set-up from starting; enable Start when nothing does.

        The planes' choices follow the names typed first.  Every change of
        the seats or the planes' boxes ends here: the Tab order follows it.
        """
        self.planes_box.follow_names()
        self._order_tabs()
        found = self.problems_now()
        if found:
            self.problems.setText("\n".join(found))
            self._set_tone("error")
        else:
            heroes = len(self.rows) - 1
            if self.variant_value.rules.planechase:
                summary = self.tr("Ready: Planechase, %n players, each on their own.", "", len(self.rows))
            elif self.variant_value.rules.every_player_archenemy:
                summary = self.tr("Ready: %n players, each with their own scheme deck.", "", len(self.rows))
            else:
                summary = self.tr("Ready: the archenemy against %n hero(es).", "", heroes)
            planes = (self.planes_box.summary(self.seat_names()),)
            notes = [
                line for line in (summary, *planes, self.roster_box.summary(), self.roster_box.room_note()) if line
            ]
            self.problems.setText("\n".join(notes))
            self._set_tone("ok")
        self.start_button.setEnabled(not found)
        return not found

    def _set_tone(self, tone: str) -> None:
        """Colour the status line by the theme's ``error`` or ``ok`` role.

        ``tone`` is ``"error"`` or ``"ok"``.
        """
        if self.problems.property("tone") != tone:
            self.problems.setProperty("tone", tone)
            self.problems.style().unpolish(self.problems)
            self.problems.style().polish(self.problems)

    def build_setup(self) -> GameSetup:
        """The chosen set-up with concrete decks (a random deck is drawn now).

        Raises :class:`ArchenemyError` (the engine's first set-up problem).
        """
        setup, _ = self._tentative_setup()
        # The ready planar deck's phenomena drawn now
        setup = replace(setup, planar=self.planes_box.setup())
        setup.validate(self._catalogue())
        return setup

    def _start(self) -> None:
        if not self.validate():
            return
        try:
            setup = self.build_setup()
        except ArchenemyError as exc:
            self.problems.setText(texts.error_sentence(exc, self._catalogue()))
            self._set_tone("error")
            return
        # The seated players remembered (always in a game night)
        problem = self.roster_box.save()
        if problem is not None:
            self.problems.setText(problem)
            self._set_tone("error")
            return
        save_last_setup(self._remembered())
        self.setup_chosen.emit(setup)
        self.accept()
