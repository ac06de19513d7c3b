"""The banner's row that asks the numbers a scheme's life effect needs.

X, a toughness, hand sizes: asked before the effect applies.

Shown under the prompt banner (:mod:`.banner`) when the table picks an effect
that asks numbers; its Apply performs the effect's one action.  Enter acts on
this row while one of its fields has the keyboard focus
(:meth:`EffectNumbers.confirm`): it applies the numbers typed, or says in
the row why nothing was applied; it never presses the banner's Done with
the numbers dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from ....engine.actions import Action, RecordChoice
from ....engine.errors import IllegalActionError
from ... import texts
from ...session import Act
from ...theme import Theme
from ...widgets.layouts import clear_layout
from ...widgets.plain_text import plain_label
from ...widgets.theming import Themed

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSpinBox

    from ....engine.effects import LifeEffect

__all__ = ["EffectNumbers"]


class EffectNumbers(Themed, QFrame):
    """The banner's row that asks a life effect's numbers, then applies it.

    X, a toughness, hand sizes.

    One spin box per number the effect names (:attr:`LifeEffect.numbers`),
    then Apply performs :meth:`LifeEffect.action_for` as one action, with the
    choices the effect stands for recorded first (:attr:`LifeEffect.choices`)
    in the same undo step; Cancel closes the row.  :attr:`note` says why
    nothing was applied (every number 0, or Enter pressed away from the row).
    """

    def __init__(
        self,
        act: Act,
        parent: QWidget | None = None,
        theme: Theme | None = None,
        act_all: Callable[[list[Action]], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.theme = theme or Theme()
        self._act = act
        self._act_all = act_all or (lambda actions: all([act(a) for a in actions]))
        self.effect: LifeEffect | None = None
        self.card: int | None = None
        self.spins: dict[str, QSpinBox] = {}
        # The choices to record with the life change.
        self.recorded: tuple[RecordChoice, ...] = ()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 0)
        self.note: QLabel | None = None
        self.hide()

    def show_effect(self, effect: LifeEffect, card: int | None, recorded: tuple[RecordChoice, ...] = ()) -> None:
        """Ask ``effect``'s numbers (for the scheme card ``card`` being resolved).

        ``recorded``: choices to record first.
        """
        self.hide_effect()
        self.effect = effect
        self.card = card
        self.recorded = recorded
        # "X damage to <name>": never markup.
        title = plain_label(QLabel(texts.life_effect_text(effect)))
        self._set_font(title, 13, True)
        self.grid.addWidget(title, 0, 0, 1, 2)
        from ...widgets.number_field import NumberField

        for row, key in enumerate(effect.numbers, start=1):
            # "Cards in <name>'s hand:".
            label = plain_label(QLabel(texts.number_question(key)))
            self._set_font(label, 13)
            label.setWordWrap(True)
            # Its 0 replaced by the first digit; Ctrl+Z / Ctrl+Shift+Z are the game's.
            spin = NumberField(name=texts.number_question(key))
            self._set_font(spin, 13)
            spin.setMinimumWidth(110)
            label.setBuddy(spin)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(spin, row, 1)
            self.spins[key] = spin
        self.apply_button = QPushButton(texts.fill(self.tr("Apply  [%1]"), texts.key_text("Enter")))
        self.apply_button.setAccessibleName(self.tr("Apply"))
        self._set_font(self.apply_button, 13, True)
        self.apply_button.clicked.connect(self.apply)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self._set_font(self.cancel_button, 13)
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.cancel_button)
        self.grid.addLayout(buttons, len(effect.numbers) + 1, 1)
        self.note = plain_label(QLabel())
        self.note.setObjectName("numbersNote")
        self.note.setWordWrap(True)
        self._set_font(self.note, 12, True)
        self.note.hide()
        self.grid.addWidget(self.note, len(effect.numbers) + 2, 0, 1, 2)
        self.grid.setColumnStretch(0, 1)
        self.show()
        self.focus_first()

    def focus_first(self) -> None:
        """Put the keyboard focus in the first number.

        Its digits selected (typing replaces them).
        """
        first = next(iter(self.spins.values()), None)
        if first is not None:
            first.setFocus()
            first.selectAll()

    @property
    def is_open(self) -> bool:
        """True while the row asks an effect's numbers."""
        return self.effect is not None and not self.isHidden()

    def has_focus(self) -> bool:
        """Whether the keyboard focus is in this row (one of its numbers or buttons)."""
        focus = QApplication.focusWidget()
        return focus is not None and (focus is self or self.isAncestorOf(focus))

    def confirm(self) -> bool:
        """Enter while the row is open.

        Apply the numbers when the focus is in the row; True (the key was
        used).

        With the focus elsewhere the row keeps its numbers, takes the focus and
        says how to go on: Enter never drops numbers the table typed.  False
        when the row is closed.
        """
        if not self.is_open:
            return False
        if self.has_focus():
            self.apply()
        else:
            self._say(self.tr("Press Enter to apply these numbers, or Cancel."))
            self.focus_first()
        return True

    def hide_effect(self) -> None:
        """Forget the effect asked about and hide."""
        self.effect = None
        self.card = None
        self.spins = {}
        self.recorded = ()
        self.note = None
        clear_layout(self.grid)
        self.hide()

    def cancel(self) -> None:
        """Close the row without applying anything."""
        self.hide_effect()

    def apply(self) -> None:
        """Perform the effect's one action for the numbers typed.

        With its choices recorded first.

        Every number 0 changes nothing: the row stays open and says so, as it
        says why numbers the card cannot take (more modes than it chooses,
        CR 700.2d) are refused.  A refused action (the session says why in
        the status bar) leaves the row open with its numbers.
        """
        if self.effect is None:
            return
        for spin in self.spins.values():
            # A number still being typed counts.
            spin.interpretText()
        try:
            action = self.effect.action_for({key: spin.value() for key, spin in self.spins.items()})
        except IllegalActionError as refusal:
            # More modes than the card chooses (700.2d): said in the row, the numbers kept to correct
            self._say(texts.fill(self.tr("Nothing applied: %1."), texts.error_text(refusal)))
            self.focus_first()
            return
        if action is None:
            self._say(self.tr("Every number is 0: nothing to apply. Type the number, or Cancel."))
            self.focus_first()
            return
        actions: list[Action] = [*self.recorded, action]
        done = self._act(action) if len(actions) == 1 else self._act_all(actions)
        if done is not False:
            self.hide_effect()

    def _say(self, message: str) -> None:
        """Show ``message`` under the row's buttons (why nothing was applied)."""
        if self.note is not None:
            self.note.setText(message)
            self.note.show()
