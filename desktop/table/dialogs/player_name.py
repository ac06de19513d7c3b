"""Edit → "Rename a player…" (F2): correct a player's name mid-game.

One journaled, undoable action.

The dialog asks the engine about every name typed
(:meth:`~archenemy.engine.game.Game.why_illegal` of a
:class:`~archenemy.engine.actions.Rename`) and shows its refusal in words
(:func:`archenemy.desktop.texts.error_text`) with OK disabled; what it sends
is the name typed without surrounding spaces.  Themed by the application's
one theme (object name ``amountDialog``: the small input dialogs' text size).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....engine.actions import Rename
from ....engine.catalogue import Catalogue
from ....engine.errors import ArchenemyError
from ... import texts
from ...widgets.name_field import composed_name_field
from ...widgets.plain_text import plain_label


class PlayerNameDialog(QDialog):
    """Choose a player and type their new name; :attr:`renamed` is the action.

    The selected player comes first; :attr:`renamed` is the action to
    send.

    ``players`` in seating order; ``why_illegal(action)`` is the game's
    question (``None`` when the rename is allowed).  Accepted only with a
    name the engine allows.
    """

    def __init__(
        self,
        players: list[str],
        current: str,
        why_illegal: Callable[[Rename], ArchenemyError | None],
        catalogue: Catalogue,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # The theme's 14 pt dialog text.
        self.setObjectName("amountDialog")
        self._why_illegal = why_illegal
        self._catalogue = catalogue
        self.setWindowTitle(self.tr("Rename a player"))
        layout = QVBoxLayout(self)
        # It grows with a refusal's lines.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        who = QLabel(self.tr("&Player:"))
        self.player_box = QComboBox()
        self.player_box.addItems(players)
        self.player_box.setCurrentText(current)
        who.setBuddy(self.player_box)
        layout.addWidget(who)
        layout.addWidget(self.player_box)
        label = QLabel(self.tr("New &name:"))
        self.name_edit = composed_name_field(QLineEdit())
        # A 40-character name and a two-line refusal fit.
        self.name_edit.setMinimumWidth(460)
        self.name_edit.setAccessibleName(self.tr("New name"))
        label.setBuddy(self.name_edit)
        layout.addWidget(label)
        layout.addWidget(self.name_edit)
        # A refusal names players: never markup.
        self.status = plain_label(QLabel())
        # The theme's error colour.
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        hint = QLabel(self.tr("The game log keeps the old name for what already happened."))
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Rename"))
        buttons.accepted.connect(self._accept_if_allowed)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.player_box.currentTextChanged.connect(self._player_chosen)
        self.name_edit.textChanged.connect(self.check)
        self._player_chosen(self.player_box.currentText())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        # Typing replaces the name, selected.
        self.name_edit.setFocus()

    @property
    def player(self) -> str:
        """The player being renamed."""
        return self.player_box.currentText()

    @property
    def renamed(self) -> Rename:
        """The action the dialog stands for: the chosen player and the name typed.

        The name without surrounding spaces.
        """
        return Rename(self.player, self.name_edit.text().strip())

    def _player_chosen(self, name: str) -> None:
        self.name_edit.setText(name)
        self.name_edit.selectAll()
        self.name_edit.setFocus()
        self.check()

    def check(self) -> bool:
        """Ask the engine about the name typed; show its refusal.

        OK is enabled only for a change it allows.
        """
        action = self.renamed
        problem = None if action.name == action.player else self._why_illegal(action)
        allowed = action.name != action.player and problem is None
        self.status.setText(texts.error_sentence(problem, self._catalogue) if problem is not None else "")
        self.status.setVisible(problem is not None)
        self.ok_button.setEnabled(allowed)
        return allowed

    def _accept_if_allowed(self) -> None:
        if self.check():
            self.accept()
