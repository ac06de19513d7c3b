"""Game → Roster of players.

The group's players kept between games, their seat colours and scheme decks.

The roster (:mod:`archenemy.desktop.roster.store`, ``roster.json``) is what
the New game dialog seats players from and what a game night's rotation reads
(who brought a scheme deck, and which).  Here a player is added, renamed,
recoloured or removed, and their scheme decks (official decks or the deck
builder's saved decks; the first is the one they play) added, put first or
removed.  Every change is saved at once (atomically); one the roster refuses
(a name taken, a name a game would refuse) is said on the status line and
nothing is written.  Keyboard first: every field has its Alt letter, Enter in
the name field renames, Delete in the lists removes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....engine.catalogue import Catalogue
from ....engine.setup import MAX_NAME_LENGTH
from ... import texts
from ...roster.store import (
    DeckRef,
    LoadedRoster,
    Roster,
    RosterError,
    RosterPlayer,
    full_message,
    load_roster,
    save_roster,
)
from ...theme import SEAT_COLOURS
from ...widgets.dialog_keys import enter_presses_only
from ...widgets.name_field import composed_name_field
from ...widgets.plain_text import plain_label

__all__ = ["RosterDialog"]


class RosterDialog(QDialog):
    """The roster, edited (see the module's docstring).

    ``saved_decks()`` gives the deck builder's decks as ``(name, text)``.  Open
    it with ``open()``.
    """

    def __init__(
        self,
        catalogue: Callable[[], Catalogue],
        saved_decks: Callable[[], Iterable[tuple[str, str]]] = lambda: (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rosterDialog")
        self._catalogue = catalogue
        self._saved_decks = saved_decks
        self.loaded = load_roster()
        self.resize(980, 560)
        self.players = QListWidget()
        self.players.currentRowChanged.connect(lambda _row: self._show_player())
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_player)
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self.remove_player)
        self.name_label, self.name = QLabel(), composed_name_field(QLineEdit())
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.rename_button = QPushButton()
        self.rename_button.clicked.connect(self.rename_player)
        self.colour_label, self.colour = QLabel(), QComboBox()
        self.colour.activated.connect(lambda _i: self.set_colour())
        self.decks_label, self.decks = QLabel(), QListWidget()
        self.decks.currentRowChanged.connect(lambda _row: self._enable_decks())
        self.deck_label, self.deck_pick = QLabel(), QComboBox()
        self.add_deck_button = QPushButton()
        self.add_deck_button.clicked.connect(self.add_deck)
        self.first_button = QPushButton()
        self.first_button.clicked.connect(self.deck_first)
        self.remove_deck_button = QPushButton()
        self.remove_deck_button.clicked.connect(self.remove_deck)
        for label, buddy in (
            (self.name_label, self.name),
            (self.colour_label, self.colour),
            (self.decks_label, self.decks),
            (self.deck_label, self.deck_pick),
        ):
            label.setBuddy(buddy)
        # An empty roster says how to fill it, under the empty list.
        self.empty_hint = QLabel()
        self.empty_hint.setObjectName("hint")
        self.empty_hint.setWordWrap(True)
        # Names a player (or a damaged roster.json's problem): text, never markup.
        self.status = plain_label(QLabel())
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self.retranslate()
        self.refresh()
        # Enter closes it (in the name field it renames: keyPressEvent), never a button.
        enter_presses_only(self)

    def _lay_out(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.players, 1)
        left.addWidget(self.empty_hint)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        left.addLayout(row)
        right = QGridLayout()
        right.addWidget(self.name_label, 0, 0)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name, 1)
        name_row.addWidget(self.rename_button)
        right.addLayout(name_row, 0, 1)
        right.addWidget(self.colour_label, 1, 0)
        right.addWidget(self.colour, 1, 1)
        right.addWidget(self.decks_label, 2, 0, 1, 2)
        right.addWidget(self.decks, 3, 0, 1, 2)
        deck_buttons = QHBoxLayout()
        deck_buttons.addWidget(self.first_button)
        deck_buttons.addWidget(self.remove_deck_button)
        deck_buttons.addStretch(1)
        right.addLayout(deck_buttons, 4, 0, 1, 2)
        right.addWidget(self.deck_label, 5, 0)
        adding = QHBoxLayout()
        adding.addWidget(self.deck_pick, 1)
        adding.addWidget(self.add_deck_button)
        right.addLayout(adding, 5, 1)
        right.setRowStretch(3, 1)
        right.setColumnStretch(1, 1)
        body = QHBoxLayout()
        body.addLayout(left, 2)
        body.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)

    def retranslate(self) -> None:
        """Fixed words in the installed language."""
        self.setWindowTitle(self.tr("Roster of players"))
        self.players.setAccessibleName(self.tr("The roster's players"))
        self.add_button.setText(self.tr("Ne&w player"))
        self.remove_button.setText(self.tr("Remove pla&yer"))
        self.name_label.setText(self.tr("&Name:"))
        self.rename_button.setText(self.tr("&Rename"))
        self.colour_label.setText(self.tr("&Colour:"))
        self.decks_label.setText(self.tr("Their scheme decks (the &first is the one they play):"))
        self.deck_label.setText(self.tr("&Deck:"))
        self.add_deck_button.setText(self.tr("&Add to their decks"))
        self.first_button.setText(self.tr("Play this one (&put first)"))
        self.remove_deck_button.setText(self.tr("Remo&ve the deck"))
        self.empty_hint.setText(
            self.tr(
                "No players yet. New player adds one: give them a name, a colour and their scheme decks. "
                "New game then seats them from the roster, and a game night plays them in turn."
            )
        )
        self.colour.clear()
        for value, label in SEAT_COLOURS:
            # As New game names it.
            self.colour.addItem(QCoreApplication.translate("NewGameDialog", str(label)), value)
        self.deck_pick.clear()
        for precon in self._catalogue().precons:
            self.deck_pick.addItem(texts.fill(self.tr("%1 (official)"), precon.name), DeckRef("precon", precon.id))
        for name, _text in self._saved_decks():
            self.deck_pick.addItem(texts.fill(self.tr("%1 (saved deck)"), name), DeckRef("saved", name))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """Enter in the name field renames (never closes).

        Delete removes the deck or player the list shows.
        """
        key, focused = event.key(), self.focusWidget()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and focused is self.name:
            self.rename_player()
            return
        if key == Qt.Key.Key_Delete and focused is self.decks:
            self.remove_deck()
            return
        if key == Qt.Key.Key_Delete and focused is self.players:
            self.remove_player()
            return
        super().keyPressEvent(event)

    # ----- showing ----------------------------------------------------------------
    @property
    def roster(self) -> Roster:
        """The roster as saved last."""
        return self.loaded.roster

    def current(self) -> RosterPlayer | None:
        """The player chosen in the list, or ``None``."""
        row = self.players.currentRow()
        return self.roster.players[row] if 0 <= row < len(self.roster.players) else None

    def deck_title(self, deck: DeckRef) -> str:
        """A deck's words: an official deck's name, or a saved deck's.

        "(saved deck)"; "(gone)" once deleted.
        """
        if deck.kind == "precon":
            try:
                return texts.fill(self.tr("%1 (official)"), self._catalogue().precon(deck.key).name)
            except KeyError:
                return texts.fill(self.tr("%1 (gone)"), deck.key)
        saved = {name.casefold() for name, _ in self._saved_decks()}
        template = self.tr("%1 (saved deck)") if deck.key.casefold() in saved else self.tr("%1 (gone)")
        return texts.fill(template, deck.key)

    def refresh(self, chosen: str | None = None) -> None:
        """Show the roster.

        The player called ``chosen`` (default: the one chosen now) chosen.
        """
        current = self.current()
        chosen = chosen if chosen is not None else (current.name if current is not None else None)
        self.players.blockSignals(True)
        self.players.clear()
        for player in self.roster.players:
            count = len(player.decks)
            self.players.addItem(texts.fill(self.tr("%1 · %n scheme deck(s)", "", count), player.name))
        names = [p.name.casefold() for p in self.roster.players]
        row = names.index(chosen.casefold()) if chosen and chosen.casefold() in names else 0
        self.players.setCurrentRow(row if names else -1)
        self.players.blockSignals(False)
        self.empty_hint.setVisible(not names)
        self.status.setText(self.loaded.problem or self.status.text())
        self._show_player()

    def _show_player(self) -> None:
        player = self.current()
        editable = player is not None and not self.loaded.read_only
        for widget in (self.name, self.rename_button, self.colour, self.decks, self.deck_pick, self.add_deck_button):
            widget.setEnabled(editable)
        self.remove_button.setEnabled(editable)
        self.add_button.setEnabled(not self.loaded.read_only)
        self.decks.clear()
        if player is None:
            self.name.setText("")
            self._enable_decks()
            return
        self.name.setText(player.name)
        self.colour.setCurrentIndex(max(0, self.colour.findData(player.colour)))
        for deck in player.decks:
            self.decks.addItem(self.deck_title(deck))
        self.decks.setCurrentRow(0 if player.decks else -1)
        self._enable_decks()

    def _enable_decks(self) -> None:
        player = self.current()
        row = self.decks.currentRow()
        editable = player is not None and not self.loaded.read_only and 0 <= row < len(player.decks)
        self.first_button.setEnabled(editable and row > 0)
        self.remove_deck_button.setEnabled(editable)

    # ----- changing -----------------------------------------------------------------
    def _save(self, roster: Roster, chosen: str | None, said: str) -> bool:
        """Write ``roster`` and show it (``chosen`` chosen).

        The status line says ``said`` or why it was refused.
        """
        try:
            save_roster(roster)
        except RosterError as exc:
            self.status.setText(str(exc))
            return False
        self.loaded = LoadedRoster(roster)
        self.status.setText(said)
        self.refresh(chosen)
        return True

    def _change(self, change: Callable[[], Roster], chosen: str | None, said: str) -> bool:
        if self.loaded.read_only:
            self.status.setText(self.loaded.problem or self.tr("The roster cannot be changed."))
            return False
        try:
            roster = change()
        except RosterError as exc:
            self.status.setText(str(exc))
            return False
        return self._save(roster, chosen, said)

    def add_player(self) -> None:
        """A new player ("Player 4"…), chosen, their name ready to be typed.

        A full roster says how to make room.
        """
        if self.roster.full and not self.loaded.read_only:
            self.status.setText(full_message())
            return
        taken = {p.name.casefold() for p in self.roster.players}
        name = next(n for k in range(1, 200) if (n := texts.fill(self.tr("Player %1"), k)).casefold() not in taken)
        colour = SEAT_COLOURS[len(self.roster.players) % len(SEAT_COLOURS)][0]
        if self._change(lambda: self.roster.with_player(RosterPlayer(name, colour)), name,
                        texts.fill(self.tr("%1 joined the roster."), name)):  # fmt: skip
            self.name.setFocus()
            self.name.selectAll()

    def remove_player(self) -> None:
        """Take the chosen player off the roster (their games stay in the history)."""
        player = self.current()
        if player is not None:
            said = texts.fill(self.tr("%1 left the roster (their games stay in the history)."), player.name)
            self._change(lambda: self.roster.without(player.name), None, said)

    def rename_player(self) -> None:
        """The chosen player is called what the name field says."""
        player = self.current()
        new = self.name.text()
        if player is not None and new != player.name:
            said = texts.fill(self.tr("%1 is now %2."), player.name, new)
            self._change(lambda: self.roster.renamed(player.name, new), new, said)

    def set_colour(self) -> None:
        """The chosen player's seat colour is the one picked."""
        player = self.current()
        colour = self.colour.currentData()
        if player is not None and isinstance(colour, str) and colour != player.colour:
            updated = RosterPlayer(player.name, colour, player.decks)
            self._change(lambda: self.roster.with_player(updated), player.name, self.tr("Colour saved."))

    def _with_decks(self, player: RosterPlayer, decks: tuple[DeckRef, ...], said: str) -> None:
        updated = RosterPlayer(player.name, player.colour, decks)
        self._change(lambda: self.roster.with_player(updated), player.name, said)

    def add_deck(self) -> None:
        """Add the deck picked to the chosen player's decks.

        Last; the first stays the one they play.
        """
        player = self.current()
        deck = self.deck_pick.currentData()
        if player is None or not isinstance(deck, DeckRef):
            return
        if deck in player.decks:
            self.status.setText(texts.fill(self.tr("%1 already has this deck."), player.name))
            return
        self._with_decks(player, (*player.decks, deck), texts.fill(self.tr("Deck added for %1."), player.name))

    def deck_first(self) -> None:
        """The deck chosen in the player's list becomes the one they play."""
        player, row = self.current(), self.decks.currentRow()
        if player is not None and 0 < row < len(player.decks):
            decks = (player.decks[row], *player.decks[:row], *player.decks[row + 1 :])
            self._with_decks(player, decks, texts.fill(self.tr("%1 plays this deck now."), player.name))

    def remove_deck(self) -> None:
        """Take the deck chosen off the player's decks."""
        player, row = self.current(), self.decks.currentRow()
        if player is not None and 0 <= row < len(player.decks):
            decks = (*player.decks[:row], *player.decks[row + 1 :])
            self._with_decks(player, decks, texts.fill(self.tr("Deck removed for %1."), player.name))
