"""A paper planar die's roll: which face did the table's own die show?

"We roll our own die" (CR 901.9): the table rolls its paper planar die and
tells the app the face, which it records as it records its own rolls.  Three
large buttons, each with its key (1 blank, 2 chaos, 3 Planeswalker symbol);
Esc cancels.  Opened with ``open()``, never ``exec()``.  Under Probability
Flux the table rolls two paper dice (or more) and ignores all but one: the
dialog says so and asks for the face of the die the roller keeps, which the
app records as the roll.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ....engine.planar_values import DieFace
from ...texts import fill
from ...texts.planes import die_face_name, roll_cost_text

__all__ = ["FACE_KEYS", "PaperRollDialog"]

#: The faces in the dialog's order, with their keys.
FACE_KEYS: tuple[tuple[DieFace, str], ...] = (
    (DieFace.BLANK, "1"),
    (DieFace.CHAOS, "2"),
    (DieFace.PLANESWALKER, "3"),
)


class PaperRollDialog(QDialog):
    """Ask which face ``player``'s paper planar die showed; emits ``rolled(face)``.

    ``cost``: what this roll costs (901.9), said under the question;
    ``dice``: how many dice the roll is (:func:`~archenemy.engine.planar.dice_to_roll`:
    two under Probability Flux, which the roller keeps one of).
    """

    rolled = Signal(str)

    def __init__(self, player: str, cost: int, parent: QWidget | None = None, *, dice: int = 1) -> None:
        super().__init__(parent)
        self.setObjectName("paperRollDialog")
        self._player = player
        self._cost = cost
        self._dice = dice
        layout = QVBoxLayout(self)
        self.question = QLabel()
        self.question.setObjectName("sectionTitle")
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        self.cost_label = QLabel()
        self.cost_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.cost_label)
        row = QHBoxLayout()
        self.face_buttons: dict[DieFace, QPushButton] = {}
        for face, _key in FACE_KEYS:
            button = QPushButton()
            button.setMinimumHeight(56)
            button.clicked.connect(lambda _=False, f=face: self._choose(f))
            row.addWidget(button)
            self.face_buttons[face] = button
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        if self._dice > 1:
            self.setWindowTitle(self.tr("Our own planar dice"))
            question = self.tr(
                "Probability Flux: %1 rolls %2 of the table's planar dice and ignores all but one."
                " Which face does the die %1 keeps show?"
            )
            self.question.setText(fill(question, self._player, self._dice))
        else:
            self.setWindowTitle(self.tr("Our own planar die"))
            question = self.tr("%1 rolled the table's planar die. Which face did it show?")
            self.question.setText(fill(question, self._player))
        if self._cost <= 0:
            self.cost_label.setText(self.tr("This roll is free (CR 901.9)."))
        else:
            self.cost_label.setText(fill(self.tr("This roll costs %1 (CR 901.9)."), roll_cost_text(self._cost)))
        for face, key in FACE_KEYS:
            name = die_face_name(face.value)
            self.face_buttons[face].setText(f"{name[:1].upper()}{name[1:]}  [{key}]")
            self.face_buttons[face].setAccessibleName(name)

    def _choose(self, face: DieFace) -> None:
        self.rolled.emit(face.value)
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        # 1, 2, 3: the faces, wherever the dialog's focus is
        face = next((f for f, key in FACE_KEYS if event.text() == key and not event.modifiers()), None)
        if face is not None:
            self.face_buttons[face].click()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
