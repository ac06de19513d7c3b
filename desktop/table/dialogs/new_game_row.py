"""One seat of the new-game dialog, and a seat's deck choice.

A seat's row: its colour, name, deck and move/remove buttons.

The dialog imports its rows, never the other way round: a row asks its dialog
only for what :class:`SeatRows` names (the rows so far, re-checking, moving and
removing a row).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QStyledItemDelegate,
    QToolButton,
    QWidget,
)

from ....engine.setup import MAX_NAME_LENGTH
from ...theme import SEAT_COLOURS
from ...widgets.elided_combo import ElidedComboBox
from ...widgets.name_field import composed_name_field
from ...widgets.wheel_focus import wheel_needs_focus

__all__ = ["DeckChoice", "PlayerRow", "SeatRows"]


@dataclass(frozen=True)
class DeckChoice:
    """Where a player's scheme deck comes from: ``kind`` is precon, saved or random."""

    kind: str
    key: str = ""

    def to_json(self) -> dict[str, str]:
        """The JSON form stored in ``last-setup.json``."""
        return {"kind": self.kind, "key": self.key}

    @property
    def token(self) -> str:
        """The combo-box item data: ``"kind:key"``.

        Qt compares strings, not Python objects.
        """
        return f"{self.kind}:{self.key}"

    @classmethod
    def from_token(cls, token: object) -> DeckChoice | None:
        """The choice of a combo-box item data, or ``None``."""
        if not isinstance(token, str) or ":" not in token:
            return None
        kind, key = token.split(":", 1)
        return cls(kind, key)


class SeatRows(Protocol):
    """What a row needs of the dialog it sits in (:class:`~.new_game.NewGameDialog`)."""

    @property
    def rows(self) -> Sequence[PlayerRow]:
        """The seats so far, in seating order (a new seat's colour follows their count)."""

    def validate(self) -> bool:
        """Check the set-up again (a name or deck changed)."""

    def move_row(self, row: PlayerRow, delta: int) -> None:
        """Move ``row`` ``delta`` places in the seating order."""

    def remove_seat(self, row: PlayerRow) -> None:
        """Remove ``row``'s seat (its ✕: undoable)."""


class PlayerRow:
    """The widgets of one seat."""

    def __init__(self, dialog: SeatRows, name: str, deck: DeckChoice | None, colour: str | None = None) -> None:
        self.role = QLabel()
        self.colour = colour or SEAT_COLOURS[len(dialog.rows) % len(SEAT_COLOURS)][0]
        self.colour_button = QToolButton()
        self.colour_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.colour_button.setFixedWidth(56)
        menu = QMenu(self.colour_button)
        for value, label in SEAT_COLOURS:
            action = menu.addAction(QCoreApplication.translate("NewGameDialog", str(label)))
            action.setData(value)
            action.triggered.connect(lambda _=False, v=value: self.set_colour(v))
        self.colour_button.setMenu(menu)
        self._menu = menu
        self.set_colour(self.colour)
        self.name = composed_name_field(QLineEdit(name))
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.deck = ElidedComboBox()
        self.deck.setMinimumWidth(300)
        # An item delegate, not the menu-like one: it draws an illegal deck's row in its muted colour.
        self.deck.setItemDelegate(QStyledItemDelegate(self.deck))
        self.up = QPushButton("↑")
        self.down = QPushButton("↓")
        self.remove = QPushButton("✕")
        for button in (self.up, self.down, self.remove):
            button.setFixedWidth(44)
        # The deck this seat keeps: the one given it, then the one chosen in its box.  A variant that cannot
        # use it leaves it chosen, its reason beside it; the dialog never puts another in its place.
        self.kept_deck = deck
        wheel_needs_focus(self.deck)
        self.name.textChanged.connect(dialog.validate)
        self.deck.currentIndexChanged.connect(self._deck_chosen)
        self.deck.currentIndexChanged.connect(dialog.validate)
        self.up.clicked.connect(lambda: dialog.move_row(self, -1))
        self.down.clicked.connect(lambda: dialog.move_row(self, 1))
        self.remove.clicked.connect(lambda: dialog.remove_seat(self))

    def set_colour(self, colour: str) -> None:
        """Show ``colour`` (#rrggbb) on the seat's colour button."""
        self.colour = colour
        self.colour_button.setStyleSheet(f"QToolButton {{ background: {colour}; border-radius: 6px; }}")
        for value, label in SEAT_COLOURS:
            if value == colour:
                self.colour_button.setToolTip(QCoreApplication.translate("NewGameDialog", str(label)))
                self.colour_button.setAccessibleName(QCoreApplication.translate("NewGameDialog", str(label)))

    def _deck_chosen(self) -> None:
        """Keep the deck chosen in the box.

        The dialog's own refresh blocks the box's signals: only a choice arrives.
        """
        choice = self.choice()
        if choice is not None:
            self.kept_deck = choice

    def keep_deck(self, deck: DeckChoice) -> None:
        """Give the seat ``deck``: the dialog's next refresh shows it."""
        self.kept_deck = deck
        self.deck.setCurrentIndex(-1)

    def widgets(self) -> tuple[QWidget, ...]:
        """The seat's widgets, left to right (its grid row's columns)."""
        return (self.role, self.colour_button, self.name, self.deck, self.up, self.down, self.remove)

    def focus_order(self) -> list[QWidget]:
        """The seat's fields and buttons in Tab order: left to right."""
        return [self.colour_button, self.name, self.deck, self.up, self.down, self.remove]

    def choice(self) -> DeckChoice | None:
        return DeckChoice.from_token(self.deck.currentData())
