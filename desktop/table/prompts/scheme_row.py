"""The row of the scheme being resolved: its life changes, choices and tokens.

:class:`SchemeRow` is a part the
:class:`~archenemy.desktop.table.prompts.banner.PromptBanner` owns, in the
banner's two layouts it is given: the life changes' buttons (one step each,
engine.effects; a list to pick from at a big table; You Live Only Because I
Will It's Redistribute), and the scheme's recordable choices, each with its
key, and the tokens it creates, on the token line beside Done.  An effect
that needs numbers asks them in the banner's :class:`EffectNumbers` first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from ....engine.actions import RecordChoice
from ....engine.model import FaceUpScheme, GameState, Prompt
from ... import texts
from ...session import Act
from ...widgets.layouts import FlowLayout, clear_layout
from .effect_numbers import EffectNumbers
from .typed_field import next_choice, record_choice

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox

    from ....engine.actions import Action
    from ....engine.effects import ChoiceSlot, LifeEffect

__all__ = [
    "CHOICE_KEYS",
    "EFFECT_KEYS",
    "EFFECT_LIST_KEY",
    "MAX_EFFECT_BUTTONS",
    "REDISTRIBUTE_KEY",
    "SchemeRow",
    "with_key",
]

# A scheme's life changes shown as buttons up to this many; more (one per tied opponent at a big table,
# The Mighty Will Fall before the table records whom it chose) are a list to pick from and Apply.
MAX_EFFECT_BUTTONS = 3
# The keys of the life changes' buttons, in their order (the list's Apply: the first); the list's own key.
EFFECT_KEYS = ("A", "B", "C")
EFFECT_LIST_KEY = "L"
# The keys of the scheme's recordable choices, in their order (no scheme records more than two).
CHOICE_KEYS = ("O", "P")
# The key of "Redistribute life totals…" (You Live Only Because I Will It).
REDISTRIBUTE_KEY = "R"


def _tr(context: str, text: str) -> str:
    """The banner's words in the installed language.

    Their context stays the banner's: ``PromptBanner``.
    """
    return QCoreApplication.translate(context, text)


def with_key(text: str, key: str) -> str:
    """ "Hero 2 loses 7 life  [A]".

    The words with their key, as the answers' buttons show theirs.
    """
    return f"{text}  [{key}]"


class SchemeRow:
    """The resolving scheme's life changes, choices and tokens, each with its key.

    ``owner`` (the banner) holds the keys; ``set_font`` gives a control the
    banner's theme font; ``effects`` and ``extras`` are the banner's layouts
    it fills; ``numbers`` asks an effect's numbers.  :attr:`redistribute`
    opens the life totals' redistribution, :attr:`applied_effects` says
    which life effects the table already applied (both the window's).
    """

    def __init__(
        self,
        owner: QWidget,
        set_font: Callable[[QWidget, float, bool], None],
        effects: FlowLayout,
        extras: QGridLayout,
        numbers: EffectNumbers,
        act: Act,
        act_all: Callable[[list[Action]], object],
    ) -> None:
        self._owner = owner
        self._font = set_font
        self.effects = effects
        self.extras = extras
        self.numbers = numbers
        self._act = act
        self._act_all = act_all
        self.redistribute: Callable[[], object] | None = None
        # The life effects to show for a prompt and which the table already applied (the window: applied_effects.py).
        self.applied_effects: (
            Callable[[Prompt, tuple[LifeEffect, ...]], tuple[tuple[LifeEffect, ...], frozenset[int]]] | None
        ) = None
        self.effect_buttons: list[QPushButton] = []
        # The keys of the scheme's life changes and choices
        self.shortcuts: list[QShortcut] = []
        # The alternatives, when more than buttons would fit
        self.effect_picker: QComboBox | None = None
        self.redistribute_button: QPushButton | None = None
        self.choice_boxes: dict[str, QComboBox] = {}
        # The resolving scheme's recordable choices
        self._slots: tuple[ChoiceSlot, ...] = ()
        # The question shown and the token line beside its Done (show's)
        self._prompt: Prompt | None = None
        self._tokens: QLabel | None = None

    def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` the banner's theme font of ``size`` points."""
        self._font(widget, size, bold)

    def _effect_key(self, key: str, action: Callable[[], object], enabled: bool = True) -> None:
        """``key`` does ``action`` while the row shows.

        From the second window too: the banner's answer_key.
        """
        shortcut = QShortcut(QKeySequence(key), self._owner)
        shortcut.activated.connect(action)
        shortcut.setEnabled(enabled)
        self.shortcuts.append(shortcut)

    def _clear_effect_keys(self) -> None:
        for shortcut in self.shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self.shortcuts = []

    def _effect_label(self, effect: LifeEffect) -> str:
        """The effect's words (texts.life_effect_text).

        "…" when the banner asks its numbers first.
        """
        label = texts.life_effect_text(effect)
        return f"{label}…" if effect.numbers else label

    def _applied_label(self, effect: LifeEffect) -> str:
        """The effect's words marked done ("Hero 5 loses 7 life — Applied ✓")."""
        return texts.fill(_tr("PromptBanner", "%1 — Applied ✓"), texts.life_effect_text(effect))

    def _apply_effect(self, effect: LifeEffect) -> None:
        """Apply a computed life effect as its one action, asking its numbers first."""
        recorded = self._choices_recorded_by(effect)
        if not effect.numbers:
            self._act_all([*recorded, *effect.actions])
            return
        self.numbers.show_effect(effect, self._prompt.card_uid if self._prompt else None, recorded)

    def _choices_recorded_by(self, effect: LifeEffect) -> tuple[RecordChoice, ...]:
        """The scheme's choices ``effect`` stands for and the table has not recorded yet.

        Engine: LifeEffect.choices.
        """
        if self._prompt is None or self._prompt.card_uid is None:
            return ()
        card = self._prompt.card_uid
        recorded = {slot.role: slot.value for slot in self._slots if slot.card == card}
        return tuple(
            RecordChoice(card, role, value)
            for role, value in effect.choices
            if role in recorded and recorded[role] != value
        )

    def show(self, state: GameState, prompt: Prompt | None, tokens: QLabel | None) -> None:
        """Buttons that apply a scheme's fixed life change in one step (engine.effects).

        None without a prompt.
        """
        from ....engine.effects import life_effects

        self._prompt, self._tokens = prompt, tokens
        # A kept Done's token line may still say the last scheme's tokens: only this scheme's are shown.
        if tokens is not None:
            tokens.setText("")
            tokens.setToolTip("")
        clear_layout(self.effects)
        clear_layout(self.extras)
        self._clear_effect_keys()
        self.effect_buttons, self.effect_picker = [], None
        if prompt is None or prompt.question != "resolve" or prompt.card_uid != self.numbers.card:
            # The numbers asked belong to the scheme being resolved
            self.numbers.hide_effect()
        if prompt is None or prompt.question != "resolve" or prompt.card_uid is None:
            return
        _, face = state.find_face_up(prompt.card_uid)
        self._show_choices_and_tokens(state, face)
        if face.scheme_id == "you-live-only-because-i-will-it" and self.redistribute is not None:
            button = QPushButton(with_key(_tr("PromptBanner", "Redistribute life totals…"), REDISTRIBUTE_KEY))
            self._set_font(button, 13)
            button.setAccessibleName(button.text())
            # Enter stays the window's (Done); the key presses it
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False: self.redistribute())
            self._effect_key(REDISTRIBUTE_KEY, button.click)
            self.effects.addWidget(button)
            self.redistribute_button = button
        options = life_effects(state, face)
        if not options:
            return
        title = QLabel(_tr("PromptBanner", "Apply:"))
        self._set_font(title, 13, True)
        self.effects.addWidget(title)
        # Applied once (derived from the game's actions, so Ctrl+Z offers it again): shown done, never twice.
        if self.applied_effects is not None:
            options, applied = self.applied_effects(prompt, options)
        else:
            applied = frozenset()
        if len(options) > MAX_EFFECT_BUTTONS:
            self._effect_picker(options, applied)
            return
        for index, effect in enumerate(options):
            key = EFFECT_KEYS[index]
            button = QPushButton(with_key(self._effect_label(effect), key))
            self._set_font(button, 13)
            button.setAccessibleName(button.text())
            # Enter stays the window's (Done); the key presses it
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, e=effect: self._apply_effect(e))
            self._effect_key(key, button.click, not applied)
            if applied:
                # The scheme's life change is done (alternatives included)
                button.setEnabled(False)
            if index in applied:
                button.setText(self._applied_label(effect))
            self.effects.addWidget(button)
            self.effect_buttons.append(button)

    def _effect_picker(self, options: tuple[LifeEffect, ...], applied: frozenset[int]) -> None:
        """More alternatives than :data:`MAX_EFFECT_BUTTONS`: a list to pick and Apply.

        One per tied opponent at a big table, in one row, so the banner leaves
        the table its room.
        """
        from PySide6.QtWidgets import QComboBox

        combo = QComboBox()
        self._set_font(combo, 13)
        combo.setAccessibleName(_tr("PromptBanner", "Life change to apply"))
        for index, effect in enumerate(options):
            combo.addItem(self._applied_label(effect) if index in applied else self._effect_label(effect), index)
        button = QPushButton(with_key(_tr("PromptBanner", "Apply"), EFFECT_KEYS[0]))
        self._set_font(button, 13, True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False: self._apply_effect(options[combo.currentData()]))
        combo.setToolTip(with_key(combo.accessibleName(), EFFECT_LIST_KEY))
        combo.setAccessibleName(combo.toolTip())
        self._effect_key(
            EFFECT_LIST_KEY, lambda: combo.setCurrentIndex((combo.currentIndex() + 1) % combo.count()), not applied
        )
        self._effect_key(EFFECT_KEYS[0], button.click, not applied)
        # The scheme's life change is done: shown, not offered again
        if applied:
            combo.setCurrentIndex(min(applied))
            combo.setEnabled(False)
            button.setEnabled(False)
        self.effects.addWidget(combo)
        self.effects.addWidget(button)
        self.effect_picker = combo
        self.effect_buttons = [button]

    def _show_choices_and_tokens(self, state: GameState, face: FaceUpScheme) -> None:
        """While a scheme resolves.

        Its recordable choices (who it targeted, its mode) and the tokens it
        creates.
        """
        from PySide6.QtWidgets import QComboBox

        from ....engine.effects import choice_slots, token_counts

        self.choice_boxes = {}
        row = 0
        self._slots = tuple(s for s in choice_slots(state) if s.card == face.uid)
        for slot in self._slots:
            key = CHOICE_KEYS[row] if row < len(CHOICE_KEYS) else ""
            role = texts.choice_role_text(slot.role)
            label = QLabel((with_key(role, key) if key else role) + ":")
            self._set_font(label, 13)
            combo = QComboBox()
            self._set_font(combo, 13)
            combo.setAccessibleName(texts.choice_role_text(slot.role))
            combo.addItem("—", "")
            # The recorded value stays listed when the state no longer offers it (the chosen opponent lost the
            # highest life total to the very life change the table applied).
            shown = slot.options if slot.value is None or slot.value in slot.options else (*slot.options, slot.value)
            for option in shown:
                combo.addItem(texts.choice_value_text(option), option)
            combo.setCurrentIndex(max(0, combo.findData(slot.value or "")))
            combo.activated.connect(lambda index, c=combo, s=slot: record_choice(s, c.itemData(index), self._act))
            # Each press records the next option ("—" after the last clears it): one undo step each
            if key:
                self._effect_key(key, next_choice(combo, slot, self._act))
            self.extras.addWidget(label, row, 0)
            self.extras.addWidget(combo, row, 1)
            self.choice_boxes[slot.role] = combo
            row += 1
        if self._tokens is not None:
            # Beside the Done button: no extra row, so the window keeps its height.
            tokens = token_counts(state, face)
            self._tokens.setText(
                texts.fill(_tr("PromptBanner", "Tokens: %1"), texts.tokens_text(tokens)) if tokens else ""
            )
            self._tokens.setToolTip("\n".join(texts.token_text(t) for t in tokens))
