"""The prompt banner: the question the table must answer before the game goes on.

It names the scheme it asks about, asks in letters at least as large as the
card text's, and says that Next step waits for the answer.  Enter confirms
it (:meth:`PromptBanner.confirm`: Done, a typed count, the option chosen in
the picker) and never answers yes/no; Y/N (S/N in Spanish) and the digits
answer through its own keys, also from the second window
(:meth:`PromptBanner.answer_key`, :meth:`PromptBanner.type_key`).  Its
answers and keys are the table view's (a player's is their seat's, kept in
place when not offered); the step's reminders stand in the question's place.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ....engine.actions import Answer
from ....engine.catalogue import Catalogue
from ....engine.model import GameState, Prompt, PromptKind
from ....engine.questions import Q_DAMAGE_ORDER
from ... import texts
from ...session import Act
from ...table_view import AnswerKey, answer_keys, reminders_view
from ...texts.game import prompt_scheme_name
from ...texts.keys import key_name
from ...theme import Theme
from ...widgets.flash import flash_widget
from ...widgets.layouts import FlowLayout, clear_layout, release_focus
from ...widgets.plain_text import plain_label
from ...widgets.retranslating import Retranslating
from ...widgets.theming import Themed
from .effect_numbers import EffectNumbers
from .question_size import QuestionSizing
from .scheme_effects import SchemeEffects
from .typed_field import CountField, pick_only_match, type_into

if TYPE_CHECKING:
    from ....engine.actions import Action
    from ....engine.effects import ChoiceSlot, LifeEffect
    from ...widgets.fitted_labels import FitLabel


class PromptBanner(SchemeEffects, QuestionSizing, Themed, Retranslating, QFrame):
    """The first pending prompt, non-modal, with large buttons and keyboard shortcuts.

    Y/N answer yes/no prompts, Enter confirms Done or a count, digits type a
    count or pick the numbered option of a choice.  Its buttons take no
    keyboard focus (Enter is the window's: :meth:`confirm`).
    """

    # The count or the scheme's name typed so far (another window shows it while the table types there).
    typing = Signal(str)
    # An answer's key pressed while that answer is not offered now (Know Evil's hero already named): its text.
    refused = Signal(str)

    def __init__(
        self,
        act: Act,
        catalogue: Callable[[], Catalogue],
        parent: QWidget | None = None,
        act_all: Callable[[list[Action]], object] | None = None,
        theme: Theme | None = None,
        redistribute: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.theme = theme or Theme()
        self._act = act
        self._act_all = act_all or (lambda actions: [act(a) for a in actions])
        self._catalogue = catalogue
        self._redistribute = redistribute
        self.setObjectName("promptBanner")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.question = QLabel()
        self._set_font(self.question, self.QUESTION_PT, True)
        self.question.setWordWrap(True)
        self.more = QLabel()  # the scheme asked about, why Next step waits, how many more questions
        self.more.setObjectName("promptMore")
        self.more.setWordWrap(True)
        self._set_font(self.more, 12)
        self.buttons = QHBoxLayout()
        # As many of a scheme's life effects a row as the width holds (one per opponent at nine seats).
        self.effects = FlowLayout()
        layout.addWidget(self.question)
        answers = QHBoxLayout()  # the answers, then the life changes beside them (wrapping under when narrow)
        answers.addLayout(self.buttons)
        answers.addLayout(self.effects, 1)
        layout.addLayout(answers)
        self._answers = answers
        self.extras = QGridLayout()
        self.choice_boxes: dict[str, QComboBox] = {}
        self.tokens_label: QLabel | None = None
        layout.addLayout(self.extras)
        self.numbers = EffectNumbers(self._act, theme=self.theme, act_all=self._act_all)
        layout.addWidget(self.numbers)
        # The reminders due at this step: in the question's place when none waits, else under its answers.
        self.reminders = plain_label(QLabel())  # they name the chosen player: never markup
        self.reminders.setObjectName("stepReminders")
        self.reminders.setWordWrap(True)
        self._set_font(self.reminders, 15, True)  # shown by each show_state when reminders are due
        layout.addWidget(self.reminders)
        layout.addWidget(self.more)
        # Room the banner gets beyond what it needs (its slot keeps a taller height for the step) goes under
        # its lines, never between the question and its answers.
        layout.addStretch(1)
        self.question.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.prompt: Prompt | None = None
        self.spin: QSpinBox | None = None
        self.picker: QComboBox | None = None
        self.done_button: QPushButton | None = None
        self._shortcuts: list[QShortcut] = []
        self._question_pt = float(self.QUESTION_PT)
        self._confirm: Callable[[], object] | None = None
        self.told_why = False  # the banner said why Next step waits (after Space was refused)
        self._why = ""  # or what else it refused (an answer key not offered now)
        # The card's rules text shown now (the window sets it: sizes the question) and what to do after each show_state.
        self.card_text: Callable[[], FitLabel] | None = None
        self.after_show: Callable[[GameState], object] | None = None
        # The life effects to show for a prompt and which the table already applied (the window: applied_effects.py).
        self.applied_effects: (
            Callable[[Prompt, tuple[LifeEffect, ...]], tuple[tuple[LifeEffect, ...], frozenset[int]]] | None
        ) = None
        self.effect_buttons: list[QPushButton] = []
        self.effect_shortcuts: list[QShortcut] = []  # the keys of the scheme's life changes and choices
        self.effect_picker: QComboBox | None = None  # the alternatives, when more than buttons would fit
        self.answer_buttons: list[QPushButton] = []  # in the table view's places (choices and yes/no)
        self._slots: tuple[ChoiceSlot, ...] = ()  # the resolving scheme's recordable choices
        self._pending = 0
        self._state: GameState | None = None
        self._typed_count = False  # a digit was typed into the count from another window (the first replaces 0)
        self.hide()

    def retranslate(self) -> None:
        """Re-render the current prompt and reminders in the current language."""
        if self.prompt is not None:
            self._show(self.prompt, self._pending)
        if self._state is not None:
            self._show_reminders(self._state)

    def _theme_changed(self) -> None:
        self.prompt = None  # the next show_state rebuilds the answer controls with the new fonts

    # ----- the keyboard ------------------------------------------------------
    def confirm(self) -> bool:
        """Enter: press Done, answer the typed count or the option chosen in the picker; True if it did.

        While an effect's numbers are asked (:class:`EffectNumbers`), Enter is
        theirs: it applies them or says why not, and never presses Done.
        Never answers a yes/no question or picks a numbered option by itself.
        """
        if self.prompt is None or not self.isVisible():
            return False
        if self.numbers.confirm():  # the numbers an effect asks: applied, never dropped by Done (issue 21)
            return True
        if self._confirm is None:
            return False
        pick_only_match(self.picker)  # "I Know": the one scheme it names
        if self.picker is not None and self.picker.findText(self.picker.currentText()) < 0:
            return False  # nothing chosen yet
        self._confirm()
        return True

    def answer_key(self, event: QKeyEvent) -> bool:
        """Answer with one of the banner's own keys (Y/N, digits) pressed in another window; True if it did."""
        pressed = QKeySequence(event.keyCombination())
        for shortcut in [*self._shortcuts, *self.effect_shortcuts]:
            if shortcut.isEnabled() and shortcut.key().matches(pressed) == QKeySequence.SequenceMatch.ExactMatch:
                shortcut.activated.emit()
                return True
        return False

    def type_key(self, event: QKeyEvent) -> bool:
        """Type ``event`` (pressed in another window) into the question's field: a count, a scheme's name (typed_field.py)."""
        if self.prompt is None or not self.isVisible():
            return False
        typed = type_into(self.spin, self.picker, event, first=not self._typed_count)
        self._typed_count = self._typed_count or (typed and self.spin is not None)
        return typed

    def tell_why(self, reason: str = "") -> None:
        """Say in the banner that Next step waits for this answer (Space or Next was refused), or ``reason`` (an
        answer key not offered now), and blink."""
        if self.prompt is None:
            return
        if not self.told_why or reason != self._why:
            self.told_why, self._why = True, reason
            self._add_caption(self.prompt, self._catalogue(), self._pending)
            QTimer.singleShot(60, self.match_card)  # a line more: the card's rules text is kept whole
        self.flash()

    def flash(self) -> None:
        """Blink the banner a few times: the question waits (Space was refused, a question came).

        The theme's ``#promptBanner[flash="true"]`` gives it the card's colour
        (the text stays dark on it); a border would change the banner's size.
        """
        if self.isVisible():
            flash_widget(self)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.size() != event.oldSize():
            # Wider, taller or shorter once its lines settled (a new text size, a grown question): the
            # main window measures its room again and shares its height, the card keeps its least height.
            resized = getattr(self.window(), "banner_resized", None)
            if callable(resized):
                resized()

    def show_state(self, state: GameState) -> None:
        """Show the first pending prompt of ``state`` (or hide); then :attr:`after_show` (the window's alerts)."""
        self._show_state(state)
        if self.after_show is not None:
            self.after_show(state)

    def _show_state(self, state: GameState) -> None:
        self._pending = len(state.prompts)
        self._state = state
        due = self._show_reminders(state)
        if not state.prompts:
            if self.prompt is not None:
                self._clear_answers()
            self.prompt = None
            self.done_button = None
            release_focus(self)  # its field's focus goes back to the table, not to the next "−" (issue 21)
            if due:  # the reminders stand in the question's place
                self.question.setTextFormat(Qt.TextFormat.PlainText)
                self.question.setText(self.tr("Now, at this step:"))
                self.question.setAccessibleName(self.question.text())
                self.more.hide()
                self._show_effects(state, None)
            self.setVisible(due)
            return
        prompt = state.prompts[0]
        if prompt != self.prompt:
            self._show(prompt, self._pending)
        self._show_effects(state, prompt)
        self._share_answers_row()
        self.show()

    def _show_reminders(self, state: GameState) -> bool:
        """The reminders due at this step (the table view's), in their label; True if there are any."""
        due = reminders_view(state, self._catalogue())
        self.reminders.setText("\n".join(reminder.text for reminder in due))
        self.reminders.setAccessibleName(self.reminders.text())
        self.reminders.setVisible(bool(due))
        return bool(due)

    def _clear_answers(self) -> None:
        """No question: its answers, their keys and its field go."""
        clear_layout(self.buttons)
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = []
        self.answer_buttons = []
        self.spin = None
        self.picker = None
        self._confirm = None
        self.tokens_label = None

    def _share_answers_row(self) -> None:
        """The width beside the answers goes to the life changes when there are some, else to the answers' row
        (the token line beside Done then takes one line, never a narrow column of three)."""
        has_effects = self.effects.count() > 0
        self._answers.setStretchFactor(self.buttons, 0 if has_effects else 1)
        self._answers.setStretchFactor(self.effects, 1 if has_effects else 0)

    def _answer_button(
        self, answer: AnswerKey, text: str, key: str | None, into: QLayout | Literal[False] | None = None
    ) -> QPushButton:
        """A button that answers ``answer.value`` (``text`` on it, ``key`` its shortcut), disabled when not offered."""
        value = answer.value
        button = QPushButton(text)
        self._set_font(button, 15, True)
        button.setMinimumHeight(48)
        # Read with its key, as shown ("Hero 2  [2]"): the answer buttons take no focus, so a screen reader meets
        # them reading the table, where only the name is read; one not offered now says so too, as on the displays.
        button.setAccessibleName(text if answer.offered else texts.fill(self.tr("%1 (not available)"), text))
        button.setEnabled(answer.offered)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter never presses an answer by focus
        assert self.prompt is not None
        prompt_id = self.prompt.id
        button.clicked.connect(lambda _=False: self._act(Answer(prompt_id, value)))  # type: ignore[arg-type]
        if into is None:
            self.buttons.addWidget(button)
        elif into is not False:  # False: the caller places it
            into.addWidget(button)
        if key:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(button.click if answer.offered else lambda: self.refused.emit(answer.label))
            self._shortcuts.append(shortcut)
        self.answer_buttons.append(button)
        return button

    def _show(self, prompt: Prompt, pending: int) -> None:
        if self.prompt is None or prompt.id != self.prompt.id:
            self.told_why, self._why = False, ""
            self._question_pt = float(self.QUESTION_PT)
            self._set_font(self.question, self._question_pt, True)
            QTimer.singleShot(60, self.match_card)  # once the card has refitted beside the banner
        self.prompt = prompt
        self._clear_answers()
        self.done_button = None
        self._typed_count = False
        catalogue = self._catalogue()
        self.question.setText(texts.prompt_text(prompt, catalogue))
        assert self._state is not None  # a prompt comes with its state (_show_state)
        answers = answer_keys(self._state, prompt, catalogue)
        if prompt.kind is PromptKind.DONE:
            # Enter clicks it through the main window, unless another button has the focus.
            self.done_button = self._answer_button(answers[0], answers[0].text, None)
            self._confirm = self.done_button.click
            self.tokens_label = QLabel()
            self._set_font(self.tokens_label, 13)
            self.tokens_label.setWordWrap(True)
            self.buttons.addWidget(self.tokens_label, 1)
        elif prompt.kind is PromptKind.YES_NO:
            # The keys follow the language: Y/N in English, S/N in Spanish ("Sí"/"No").
            for answer in answers:
                self._answer_button(answer, answer.text, answer.key)
        elif prompt.kind is PromptKind.COUNT:
            spin = CountField()
            self._set_font(spin, 18, True)
            spin.setMinimumHeight(48)
            spin.setMinimumWidth(110)
            spin.setAccessibleName(self.tr("Count"))
            spin.valueChanged.connect(lambda value: self.typing.emit(str(value)))
            self.spin = spin
            self.buttons.addWidget(spin)
            ok = QPushButton(answers[0].text)
            self._set_font(ok, 15, True)
            ok.setMinimumHeight(48)
            ok.setAccessibleName(self.tr("OK"))
            prompt_id = prompt.id
            ok.clicked.connect(lambda _=False: self._act(Answer(prompt_id, spin.value())))
            ok.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self._confirm = ok.click  # Enter, through the window's action (the spin box does not take it)
            self.buttons.addWidget(ok)
            if prompt.threshold is not None:
                hint = QLabel(texts.fill(self.tr("(%1 or more abandons the scheme)"), prompt.threshold))
                self._set_font(hint, 12)
                self.buttons.addWidget(hint)
            spin.setFocus()  # selected (CountField): the digits typed replace its 0
        elif prompt.question == "reveal" or any(not answer.key for answer in answers):
            self._picker(prompt, catalogue)
        else:
            # Up to five buttons a row, so a choice among eight heroes never widens the window.  Each in its
            # place, keyed by seat: a player the question cannot take now stays there, disabled.
            holder = QWidget()
            grid = QGridLayout(holder)
            grid.setContentsMargins(0, 0, 0, 0)
            # An order of a damage's changes is a sentence: two a row.
            per_row = 2 if prompt.question == Q_DAMAGE_ORDER else 5
            for index, answer in enumerate(answers):
                button = self._answer_button(answer, answer.text, answer.key, False)
                if len(answers) > per_row:
                    button.setMinimumHeight(40)
                grid.addWidget(button, index // per_row, index % per_row)
            self.buttons.addWidget(holder)
        if self.tokens_label is None:  # the token line beside Done stretches itself
            self.buttons.addStretch(1)
        self._add_caption(prompt, catalogue, pending)

    def _add_caption(self, prompt: Prompt, catalogue: Catalogue, pending: int) -> None:
        """The first line: the scheme asked about in bold (unless the question names it), then the question,
        both at the question's size; once the table tried to go on, why Next step waits, smaller on its own line."""
        question = texts.prompt_text(prompt, catalogue)
        scheme = prompt_scheme_name(prompt, catalogue)
        named = bool(scheme) and scheme not in question
        # The scheme a question is about, then the question: “Because I Have Willed It”: How many…?
        template = self.tr("“%1”: %2")
        self.question.setAccessibleName(texts.fill(template, scheme, question) if named else question)
        if not named and not self.told_why:
            self.question.setTextFormat(Qt.TextFormat.PlainText)
            self.question.setText(question)
        else:
            line = html.escape(question)
            if named:
                line = texts.fill(html.escape(template), f"<b>{html.escape(scheme)}</b>", line)
            if self.told_why:
                caption_pt = self.theme.point_size(12)
                waits = html.escape(self._why or self._waits_text(prompt))
                line += f"<br><span style='font-size:{caption_pt:.1f}pt; font-weight:normal'>{waits}</span>"
            self.question.setTextFormat(Qt.TextFormat.RichText)
            self.question.setText(line)
        self.more.setText(self.tr("%n more question(s) waiting", "", pending - 1) if pending > 1 else "")
        self.more.setVisible(pending > 1)

    def _waits_text(self, prompt: Prompt) -> str:
        """Why Next step waits, with the keys that answer: Y or N (S or N in Spanish), a number, Enter."""
        if prompt.kind is PromptKind.YES_NO:
            return texts.fill(
                self.tr("Next step waits for this answer: press %1 or %2."),
                self.tr("Y", "keyboard key that answers Yes"),
                self.tr("N", "keyboard key that answers No"),
            )
        if prompt.kind is PromptKind.CHOICE and self.picker is None:
            return self.tr("Next step waits for this answer: press its number.")
        return self.tr("Next step waits for this answer.")

    def _picker(self, prompt: Prompt, catalogue: Catalogue) -> None:
        """A type-ahead picker: type a few letters of the name (localized or English), Enter."""
        combo = QComboBox()
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self._set_font(combo, 15)
        combo.setMinimumWidth(420)
        combo.setMinimumHeight(44)
        combo.setAccessibleName(self.tr("Scheme revealed"))
        labels = sorted(
            ((texts.option_text(prompt, o, catalogue), o) for o in prompt.options), key=lambda x: x[0].casefold()
        )
        for label, option in labels:
            english = catalogue[option].name_en if prompt.question == "reveal" else ""
            combo.addItem(f"{label} — {english}" if english and english != label else label, option)
        completer = combo.completer()
        line = combo.lineEdit()
        assert completer is not None and line is not None  # an editable combo has both
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        combo.setCurrentIndex(-1)
        line.setPlaceholderText(self.tr("Type the scheme's name…"))
        line.textChanged.connect(self.typing.emit)
        self.picker = combo
        self.buttons.addWidget(combo)
        label = self.tr("Revealed") if prompt.question == "reveal" else self.tr("OK")
        ok = QPushButton(f"{label}  [{key_name('Enter')}]")  # its key, as every answer's button shows it
        ok.setAccessibleName(ok.text())
        self._set_font(ok, 15, True)
        ok.setMinimumHeight(48)
        prompt_id = prompt.id

        def answer() -> None:
            pick_only_match(combo)
            text = combo.currentText()
            index = combo.findText(text)
            if index < 0:
                return
            self._act(Answer(prompt_id, combo.itemData(index)))

        ok.clicked.connect(answer)
        ok.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Enter: the window's action (confirm), or the line's own signal after the completer's popup took the key.
        line.returnPressed.connect(answer)
        self._confirm = answer
        self.buttons.addWidget(ok)
        combo.setFocus()
