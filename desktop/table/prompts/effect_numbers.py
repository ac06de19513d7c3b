"""The banner's row that asks the numbers a scheme's life effect needs (X, a toughness, hand sizes) before it applies.

Shown under the prompt banner (:mod:`.banner`) when the table picks an effect
that asks numbers; its Apply performs the effect's one action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSpinBox, QWidget

from ... import texts
from ...session import Act
from ...theme import Theme
from ...widgets.layouts import clear_layout
from ...widgets.theming import Themed

if TYPE_CHECKING:
    from ....engine.effects import LifeEffect

__all__ = ["EffectNumbers"]


class EffectNumbers(Themed, QFrame):
    """The banner's row that asks a life effect's numbers (X, a toughness, hand sizes) and applies the result.

    One spin box per number the effect names (:attr:`LifeEffect.numbers`),
    then Apply performs :meth:`LifeEffect.action_for` as one action.
    """

    def __init__(self, act: Act, parent: QWidget | None = None, theme: Theme | None = None) -> None:
        super().__init__(parent)
        self.theme = theme or Theme()
        self._act = act
        self.effect: LifeEffect | None = None
        self.card: int | None = None
        self.spins: dict[str, QSpinBox] = {}
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 0)
        self.hide()

    def show_effect(self, effect: LifeEffect, card: int | None) -> None:
        """Ask ``effect``'s numbers (for the scheme card ``card`` being resolved)."""
        self.hide_effect()
        self.effect = effect
        self.card = card
        title = QLabel(texts.life_effect_text(effect))
        self._set_font(title, 13, True)
        self.grid.addWidget(title, 0, 0, 1, 2)
        for row, key in enumerate(effect.numbers, start=1):
            label = QLabel(texts.number_question(key))
            self._set_font(label, 13)
            spin = QSpinBox()
            spin.setRange(0, 999)
            spin.setAccessibleName(texts.number_question(key))
            self._set_font(spin, 13)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(spin, row, 1)
            self.spins[key] = spin
        self.apply_button = QPushButton(self.tr("Apply"))
        self._set_font(self.apply_button, 13, True)
        self.apply_button.clicked.connect(self.apply)
        self.grid.addWidget(self.apply_button, len(effect.numbers) + 1, 1)
        self.show()
        first = next(iter(self.spins.values()), None)
        if first is not None:
            first.setFocus()
            first.selectAll()

    def hide_effect(self) -> None:
        """Forget the effect asked about and hide."""
        self.effect = None
        self.card = None
        self.spins = {}
        clear_layout(self.grid)
        self.hide()

    def apply(self) -> None:
        """Perform the effect's one action for the numbers typed (nothing when every number is 0)."""
        if self.effect is None:
            return
        action = self.effect.action_for({key: spin.value() for key, spin in self.spins.items()})
        self.hide_effect()
        if action is not None:
            self._act(action)
