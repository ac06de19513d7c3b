"""The banner's row for the scheme being resolved: its life changes to apply, its recordable choices, its tokens.

:class:`SchemeEffects` is a mixin of
:class:`~archenemy.desktop.table.prompts.banner.PromptBanner`.  Every
control there has a key, shown on it as the answers' buttons show theirs
(review F9: they needed the mouse): the life changes ``A``, ``B``, ``C`` in
their order ("Hero 2 loses 7 life  [A]"); a longer list of them ``L``
(the next one) and its Apply ``A``; each recordable choice ``O``, then
``P`` ("Chosen opponent  [O]:"), each press recording the next option
(``—`` after the last clears it, one undo step each); You Live Only Because
I Will It's "Redistribute life totals…" ``R``.  The keys work from
the second window too (the banner's :meth:`answer_key`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton

from ....engine.actions import RecordChoice
from ... import texts
from ...widgets.layouts import clear_layout

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFrame, QWidget

    from ....engine.actions import Action
    from ....engine.effects import ChoiceSlot, LifeEffect
    from ....engine.model import FaceUpScheme, GameState, Prompt
    from ...session import Act
    from ...widgets.layouts import FlowLayout
    from .effect_numbers import EffectNumbers

    _Base = QFrame
else:
    _Base = object

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
    """The banner's words in the installed language (their context stays the banner's: ``PromptBanner``)."""
    return QCoreApplication.translate(context, text)


def with_key(text: str, key: str) -> str:
    """ "Hero 2 loses 7 life  [A]": the words with their key, as the answers' buttons show theirs."""
    return f"{text}  [{key}]"


class SchemeEffects(_Base):
    """Mixin: the scheme's life changes, choices and tokens under the banner's question, each with its key."""

    prompt: Prompt | None
    effects: FlowLayout
    extras: QGridLayout
    numbers: EffectNumbers
    effect_buttons: list[QPushButton]
    effect_picker: QComboBox | None
    effect_shortcuts: list[QShortcut]  # the keys of the row as shown now (rebuilt with it)
    choice_boxes: dict[str, QComboBox]
    tokens_label: QLabel | None
    applied_effects: Callable[[Prompt, tuple[LifeEffect, ...]], tuple[tuple[LifeEffect, ...], frozenset[int]]] | None
    redistribute_button: QPushButton
    _act: Act
    _act_all: Callable[[list[Action]], object]
    redistribute: Callable[[], object] | None
    _slots: tuple[ChoiceSlot, ...]

    if TYPE_CHECKING:

        def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None: ...

    def _effect_key(self, key: str, action: Callable[[], object], enabled: bool = True) -> None:
        """``key`` does ``action`` while the row shows (from the second window too: the banner's answer_key)."""
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.activated.connect(action)
        shortcut.setEnabled(enabled)
        self.effect_shortcuts.append(shortcut)

    def _clear_effect_keys(self) -> None:
        for shortcut in self.effect_shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self.effect_shortcuts = []

    def _effect_label(self, effect: LifeEffect) -> str:
        """The effect's words (texts.life_effect_text); "…" when the banner asks its numbers first."""
        label = texts.life_effect_text(effect)
        return f"{label}…" if effect.numbers else label

    def _applied_label(self, effect: LifeEffect) -> str:
        """The effect's words marked done ("Hero 5 loses 7 life — Applied ✓")."""
        return texts.fill(_tr("PromptBanner", "%1 — Applied ✓"), texts.life_effect_text(effect))

    def _apply_effect(self, effect: LifeEffect) -> None:
        """Apply a computed life effect as its one action, asking its numbers first (issue 10)."""
        recorded = self._choices_recorded_by(effect)
        if not effect.numbers:
            self._act_all([*recorded, *effect.actions])
            return
        self.numbers.show_effect(effect, self.prompt.card_uid if self.prompt else None, recorded)

    def _choices_recorded_by(self, effect: LifeEffect) -> tuple[RecordChoice, ...]:
        """The scheme's choices ``effect`` stands for and the table has not recorded yet (engine: LifeEffect.choices)."""
        if self.prompt is None or self.prompt.card_uid is None:
            return ()
        card = self.prompt.card_uid
        recorded = {slot.role: slot.value for slot in self._slots if slot.card == card}
        return tuple(
            RecordChoice(card, role, value)
            for role, value in effect.choices
            if role in recorded and recorded[role] != value
        )

    def _show_effects(self, state: GameState, prompt: Prompt | None) -> None:
        """Buttons that apply a scheme's fixed life change in one step (engine.effects); none without a prompt."""
        from ....engine.effects import life_effects

        clear_layout(self.effects)
        clear_layout(self.extras)
        self._clear_effect_keys()
        self.effect_buttons, self.effect_picker = [], None
        if prompt is None or prompt.question != "resolve" or prompt.card_uid != self.numbers.card:
            self.numbers.hide_effect()  # the numbers asked belong to the scheme being resolved
        if prompt is None or prompt.question != "resolve" or prompt.card_uid is None:
            return
        _, face = state.find_face_up(prompt.card_uid)
        self._show_choices_and_tokens(state, face)
        if face.scheme_id == "you-live-only-because-i-will-it" and self.redistribute is not None:
            button = QPushButton(with_key(_tr("PromptBanner", "Redistribute life totals…"), REDISTRIBUTE_KEY))
            self._set_font(button, 13)
            button.setAccessibleName(button.text())
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter stays the window's (Done); the key presses it
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
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter stays the window's (Done); the key presses it
            button.clicked.connect(lambda _=False, e=effect: self._apply_effect(e))
            self._effect_key(key, button.click, not applied)
            if applied:
                button.setEnabled(False)  # the scheme's life change is done (alternatives included)
            if index in applied:
                button.setText(self._applied_label(effect))
            self.effects.addWidget(button)
            self.effect_buttons.append(button)

    def _effect_picker(self, options: tuple[LifeEffect, ...], applied: frozenset[int]) -> None:
        """More alternatives than :data:`MAX_EFFECT_BUTTONS` (one per tied opponent at a big table): a list to
        pick from and Apply, one row, so the banner leaves the table its room."""
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
        if applied:  # the scheme's life change is done: shown, not offered again
            combo.setCurrentIndex(min(applied))
            combo.setEnabled(False)
            button.setEnabled(False)
        self.effects.addWidget(combo)
        self.effects.addWidget(button)
        self.effect_picker = combo
        self.effect_buttons = [button]

    def _show_choices_and_tokens(self, state: GameState, face: FaceUpScheme) -> None:
        """While a scheme resolves: its recordable choices (who it targeted, its mode) and the tokens it creates."""
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
            combo.activated.connect(lambda index, c=combo, s=slot: self._record_choice(s, c.itemData(index)))
            if key:  # each press records the next option ("—" after the last clears it): one undo step each
                self._effect_key(key, self._next_choice(combo, slot))
            self.extras.addWidget(label, row, 0)
            self.extras.addWidget(combo, row, 1)
            self.choice_boxes[slot.role] = combo
            row += 1
        if self.tokens_label is not None:
            # Beside the Done button: no extra row, so the window keeps its height.
            tokens = token_counts(state, face)
            self.tokens_label.setText(
                texts.fill(_tr("PromptBanner", "Tokens: %1"), texts.tokens_text(tokens)) if tokens else ""
            )
            self.tokens_label.setToolTip("\n".join(texts.token_text(t) for t in tokens))

    def _next_choice(self, combo: QComboBox, slot: ChoiceSlot) -> Callable[[], None]:
        """The choice's key: record the option after the one ``combo`` shows ("—" after the last)."""

        def record_next() -> None:
            self._record_choice(slot, combo.itemData((combo.currentIndex() + 1) % combo.count()))

        return record_next

    def _record_choice(self, slot: ChoiceSlot, value: object) -> None:
        """Record (or clear) a scheme's choice; nothing when it is already the recorded value."""
        value = str(value or "")
        if value != (slot.value or ""):
            self._act(RecordChoice(slot.card, slot.role, value))
