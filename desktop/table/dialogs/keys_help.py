"""F1: the table's keys, in a themed, readable window.

The README's key list says the same.

The list scrolls by keyboard (arrows, Page Up/Down, Home/End: it has the
focus when the window opens); Esc or Enter closes it.  It lists the keys of
the game at the table: no scheme's keys in Planechase alone (CR 901.2: no
scheme card), no planar keys in a game without planes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ...table_view import CHAOS_KEY, NEXT_GAME_KEY, PAPER_ROLL_KEY, PLANESWALK_KEY, REMATCH_KEY, ROLL_KEY
from ...texts.keys import key_text as _keys
from ...texts.keys import no_key, yes_key
from ...theme import Theme
from ...widgets.theming import set_theme_font


class KeysDialog(QDialog):
    """Every key of the table, two columns, at the theme's text size.

    The columns: the key, what it does.

    Non-modal: it stays open beside the table; Esc or Close closes it.
    ``schemes``: the game has scheme decks (the archenemy's and the
    schemes' keys are listed); ``planes``: it has planes (the planar die's
    keys are).
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        theme: Theme | None = None,
        *,
        schemes: bool = True,
        planes: bool = True,
    ) -> None:
        super().__init__(parent)
        self._schemes, self._planes = schemes, planes
        self.setObjectName("keysDialog")
        self.theme = theme or getattr(parent, "theme", None) or Theme()
        self.resize(880, 640)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("sectionTitle")
        set_theme_font(self.title, self.theme, 18, True)
        layout.addWidget(self.title)
        scroll = QScrollArea()
        scroll.setObjectName("keysList")
        scroll.setWidgetResizable(True)
        # The arrows and Page Up/Down scroll it.
        scroll.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scroll.setAccessibleName(self.tr("Keys at the table"))
        self.keys_list = scroll
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        holder = QWidget()
        holder.setObjectName("keysHolder")
        self.grid = QGridLayout(holder)
        self.grid.setHorizontalSpacing(24)
        self.grid.setVerticalSpacing(8)
        scroll.setWidget(holder)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        scroll.setFocus()

    def rows(self) -> list[tuple[str, str]]:
        """(key, what it does) in the current language, in the order shown.

        Key names as Qt writes them.
        """
        # The banner's and every display's answer keys (table_view.py).
        answer_keys = " / ".join((yes_key(), no_key()))
        schemes, planes = self._scheme_rows(), self._planar_rows()
        return [
            (_keys("Space"), self.tr("Next step (waits while a question is asked)")),
            (_keys("Ctrl+Space"), self.tr("Next stop: the next question, scheme set in motion, reminder or turn")),
            (_keys("Enter"), self.tr("Confirm the question: Done, the count typed, the scheme chosen")),
            (answer_keys, self.tr("Answer yes or no")),
            (
                "1 – 9",
                self.tr(
                    "Select a player by the key that answers a question with them (a hero's number; in "
                    "Supervillain Rumble the seat's); in a question, the answer with that key beside it"
                ),
            ),
            *schemes,
            ("+ / −", self.tr("The selected player's life +1 / −1")),
            (_keys("PgUp", "PgDown"), self.tr("The selected player's life +5 / −5")),
            (_keys("Ctrl+Z", "Ctrl+Shift+Z"), self.tr("Undo / redo")),
            *planes,
            (_keys("Ctrl+E"), self.tr("Life of every opponent")),
            (_keys("Ctrl+L"), self.tr("Change the selected player's life by an amount")),
            (_keys("Ctrl+Shift+L"), self.tr("Set the selected player's life to a number")),
            (_keys("Ctrl+M"), self.tr("Several players' life and poison at once")),
            (_keys("Ctrl+K"), self.tr("Counters of the selected player (energy, experience…)")),
            (_keys("F2"), self.tr("Rename a player (the selected one first); undo with Ctrl+Z")),
            (_keys("F11", "Esc"), self.tr("Table mode (full screen) on / off")),
            (_keys("F10"), self.tr("Second window for a TV or projector")),
            (_keys("F9"), self.tr("Turn the second window 180°")),
            (_keys("Ctrl+G"), self.tr("Game log")),
            (_keys("Ctrl++", "Ctrl+-", "Ctrl+0"), self.tr("Larger / smaller / normal text")),
            (_keys("Ctrl+N", "Ctrl+O", "Ctrl+R"), self.tr("New game / open a saved game / recent games")),
            (_keys(REMATCH_KEY), self.tr("Rematch: the same players and decks, reshuffled")),
            (_keys(NEXT_GAME_KEY), self.tr("Next game of a game night: the next archenemy in seat order")),
            (_keys("Ctrl+D"), self.tr("Deck builder")),
            (_keys("F1"), self.tr("These keys")),
        ]

    def _scheme_rows(self) -> list[tuple[str, str]]:
        """The archenemy's and the schemes' keys, where the game has scheme decks."""
        nobody = ("0", self.tr("In a question among players: nobody"))
        if not self._schemes:
            return [nobody]
        return [
            ("A", self.tr("Select the archenemy; in a question among players, answer with the archenemy")),
            nobody,
            ("A, B, C", self.tr("While a scheme resolves: apply the life change with that key beside it")),
            ("O, P", self.tr("While a scheme resolves: record its choice with that key beside it (the next option)")),
            ("R", self.tr("While “You Live Only Because I Will It” resolves: redistribute the life totals")),
        ]

    def _planar_rows(self) -> list[tuple[str, str]]:
        """The planar die's and planeswalking's keys, where the game has planes."""
        if not self._planes:
            return []
        return [
            (
                _keys(ROLL_KEY),
                self.tr(
                    "Planes: roll the planar die for the selected player if it is their turn, else for the planar "
                    "controller (the turn bar's button says what the roll costs)"
                ),
            ),
            (
                _keys(PAPER_ROLL_KEY),
                self.tr("Planes: we roll our own planar die (then 1 blank, 2 chaos, 3 Planeswalker)"),
            ),
            (_keys(PLANESWALK_KEY), self.tr("Planes: the planar controller planeswalks (an ability says so)")),
            (_keys(CHAOS_KEY), self.tr("Planes: chaos ensues (an effect says so)")),
        ]

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Keys"))
        self.title.setText(self.tr("Keys at the table (they work in table mode and from the second window)"))
        self.title.setWordWrap(True)
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for row, (key, meaning) in enumerate(self.rows()):
            key_label = QLabel(key)
            key_label.setObjectName("keyName")
            set_theme_font(key_label, self.theme, 15, True)
            key_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            meaning_label = QLabel(meaning)
            set_theme_font(meaning_label, self.theme, 15)
            meaning_label.setWordWrap(True)
            self.grid.addWidget(key_label, row, 0)
            self.grid.addWidget(meaning_label, row, 1)
        self.grid.setColumnStretch(1, 1)
        self.grid.setRowStretch(len(self.rows()), 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        # Home and End, which a scroll area leaves to its parent: the top and the end of the list.
        bar = self.keys_list.verticalScrollBar()
        if event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End) and not event.modifiers():
            bar.setValue(bar.minimum() if event.key() == Qt.Key.Key_Home else bar.maximum())
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
