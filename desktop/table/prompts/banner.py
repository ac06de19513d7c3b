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

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ....engine.actions import Answer
from ....engine.catalogue import Catalogue
from ....engine.model import GameState, Prompt, PromptKind
from ....engine.questions import Q_DAMAGE_ORDER, Q_REVEAL
from ... import texts
from ...i18n import follow_language
from ...session import Act
from ...table_view import AnswerKey, QuestionView, TableView
from ...theme import Theme
from ...widgets.flash import flash_widget
from ...widgets.layouts import FlowLayout, clear_layout, release_focus
from ...widgets.plain_text import plain_label
from ...widgets.theming import Themed
from .answer_fields import count_field, reveal_picker
from .effect_numbers import EffectNumbers
from .kept_answers import KeptAnswers, answers_shape, choices_per_row, hint_text
from .question_size import QUESTION_PT, BannerHost, QuestionSizing, TableRoom
from .scheme_row import SchemeRow
from .typed_field import (
    pick_only_match,
    picker_refusal,
    type_into,
)

if TYPE_CHECKING:
    # Made on the first question with a count or a picker, never for a new game's first frame.
    from PySide6.QtWidgets import QComboBox, QSpinBox

    from ....engine.actions import Action
    from ...widgets.fitted_labels import FitLabel
    from ...widgets.number_field import NumberField


# The answer buttons' size (points) and least height (pixels); lower with many answers, and lower still where
# table mode's middle is short of room (compact_answers: as low as their words).
ANSWER_PT, ANSWER_PX, MANY_ANSWERS_PX, COMPACT_ANSWER_PX = 15, 48, 40, 0


class PromptBanner(Themed, QFrame):
    """The first pending prompt, non-modal, with large buttons and keyboard shortcuts.

    Y/N answer yes/no prompts, Enter confirms Done or a count, digits type a
    count or pick the numbered option of a choice.  Its buttons take no
    keyboard focus (Enter is the window's: :meth:`confirm`).
    """

    # The count or the scheme's name typed so far (another window shows it while the table types there).
    typing = Signal(str)
    # An answer's key pressed while that answer is not offered now (Know Evil's hero already named): its text.
    refused = Signal(str)
    # A key typed for the question's field while the field cannot take it: why, in words.
    cannot_type = Signal(str)

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
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        self._act = act
        self._act_all = act_all or (lambda actions: [act(a) for a in actions])
        self._catalogue = catalogue
        self.setObjectName("promptBanner")
        self._build()
        # The row of the scheme being resolved: its life changes, choices and tokens, each with its key.
        self.scheme_row = SchemeRow(self, self._set_font, self.effects, self.extras, self.numbers, act, self._act_all)
        self.scheme_row.redistribute = redistribute
        self.prompt: Prompt | None = None
        self.spin: QSpinBox | None = None
        self.picker: QComboBox | None = None
        self.done_button: QPushButton | None = None
        self._shortcuts: list[QShortcut] = []
        # The question as large as the card text's (question_size.py).
        self.sizing = QuestionSizing(self)
        self._confirm: Callable[[], object] | None = None
        # The banner said why Next step waits (after Space was refused)
        self.told_why = False
        # Or what else it refused (an answer key not offered now)
        self._why = ""
        # The card's rules text shown now (the window sets it: sizes the question) and what to do after each show_state.
        self.card_text: Callable[[], FitLabel] | None = None
        # The window it sits in, asked for room (the main window's layout sets itself; None in table mode).
        self.host: BannerHost | None = None
        # Table mode's middle, asked for room while the banner sits there (the window's layout sets it).
        self.table_room: TableRoom | None = None
        self.after_show: Callable[[GameState], object] | None = None
        # In the table view's places (choices and yes/no)
        self.answer_buttons: list[QPushButton] = []
        # The table view's question shown now, and the view it came with.
        self.asked: QuestionView | None = None
        self._view: TableView | None = None
        # A digit was typed into the count from another window (the first replaces 0).
        self._typed_count = False
        # The answers' controls built (a Done or a yes/no question's), kept while the banner hides: the next
        # question of that shape reuses them in place (an undo of its answer, a redo).
        self.kept = KeptAnswers(self.buttons)
        # The question and answer of each answer button now, by its place (what a press answers).
        self._answers_now: list[tuple[int, AnswerKey]] = []
        self.hide()

    def _build(self) -> None:
        """The banner's lines: question, answers, the scheme's row, reminders, caption."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.question = QLabel()
        self._set_font(self.question, QUESTION_PT, True)
        self.question.setWordWrap(True)
        # The scheme asked about, why Next step waits, how many more questions
        self.more = QLabel()
        self.more.setObjectName("promptMore")
        self.more.setWordWrap(True)
        self._set_font(self.more, 12)
        self.buttons = QHBoxLayout()
        # As many of a scheme's life effects a row as the width holds (one per opponent at nine seats).
        self.effects = FlowLayout()
        layout.addWidget(self.question)
        # The answers, then the life changes beside them (wrapping under when narrow)
        answers = QHBoxLayout()
        answers.addLayout(self.buttons)
        answers.addLayout(self.effects, 1)
        layout.addLayout(answers)
        self._answers = answers
        self.extras = QGridLayout()
        self.tokens_label: QLabel | None = None
        layout.addLayout(self.extras)
        self.numbers = EffectNumbers(self._act, theme=self.theme, act_all=self._act_all)
        layout.addWidget(self.numbers)
        # The reminders due at this step: in the question's place when none waits, else under its answers.
        # They name the chosen player: never markup
        self.reminders = plain_label(QLabel())
        self.reminders.setObjectName("stepReminders")
        self.reminders.setWordWrap(True)
        # Shown by each show_state when reminders are due
        self._set_font(self.reminders, 15, True)
        layout.addWidget(self.reminders)
        layout.addWidget(self.more)
        # Room the banner gets beyond what it needs (its slot keeps a taller height for the step) goes under
        # its lines, never between the question and its answers.
        layout.addStretch(1)
        self.question.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def retranslate(self) -> None:
        """Re-render the current prompt's fixed words in the current language.

        The question's own words come with the next view.
        """
        if self.prompt is not None and self.asked is not None:
            self._show(self.prompt, self.asked)

    def _theme_changed(self) -> None:
        # The next show_state rebuilds the answer controls with the new fonts
        self.asked = None
        self.kept.drop_all()

    # ----- the keyboard ------------------------------------------------------
    def confirm(self) -> bool:
        """Enter: press Done, answer the typed count or the option chosen in the picker.

        True if it did.

        While an effect's numbers are asked (:class:`EffectNumbers`), Enter is
        theirs: it applies them or says why not, and never presses Done.
        Never answers a yes/no question or picks a numbered option by itself.
        """
        if self.prompt is None or not self.isVisible():
            return False
        # The numbers an effect asks: applied, never dropped by Done
        if self.numbers.confirm():
            return True
        if self._confirm is None:
            return False
        # "I Know": the one scheme it names
        pick_only_match(self.picker)
        if self.picker is not None and self.picker.findText(self.picker.currentText()) < 0:
            # Nothing chosen yet: the typed letters name no scheme, or several (said), or none are typed
            refusal = picker_refusal(self.picker)
            if refusal:
                self.tell_why(refusal)
            return bool(refusal)
        self._confirm()
        return True

    def answer_key(self, event: QKeyEvent) -> bool:
        """Answer with one of the banner's own keys pressed in another window.

        Its keys: Y/N, digits.  True if it answered.
        """
        pressed = QKeySequence(event.keyCombination())
        for shortcut in [*self._shortcuts, *self.kept.shortcuts, *self.scheme_row.shortcuts]:
            if shortcut.isEnabled() and shortcut.key().matches(pressed) == QKeySequence.SequenceMatch.ExactMatch:
                shortcut.activated.emit()
                return True
        return False

    def type_key(self, event: QKeyEvent) -> bool:
        """Type ``event`` (pressed in another window) into the question's field.

        A count, a scheme's name (typed_field.py).  A key the field cannot
        take now is used all the same: :attr:`cannot_type` says why.
        """
        if self.prompt is None or not self.isVisible():
            return False
        refused: list[str] = []
        typed = type_into(self.spin, self.picker, event, first=not self._typed_count, refuse=refused.append)
        if refused:
            self.cannot_type.emit(refused[0])
            return True
        self._typed_count = self._typed_count or (typed and self.spin is not None)
        return typed

    def tell_why(self, reason: str = "") -> None:
        """Say in the banner why Next step waits, or ``reason``, and blink.

        Space or Next was refused; ``reason``: an answer key not offered now.
        """
        if self.prompt is None or self.asked is None:
            return
        if not self.told_why or reason != self._why:
            self.told_why, self._why = True, reason
            self._add_caption(self.asked)
            # The window gives the line more its room (then the card's rules text is kept whole), else the card asks.
            QTimer.singleShot(60, self, self.host.banner_resized if self.host is not None else self.match_card)
        self.flash()

    def flash(self) -> None:
        """Blink the banner a few times: the question waits.

        Space was refused, a question came.

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
            if self.host is not None:
                self.host.banner_resized()

    def show_state(self, view: TableView, state: GameState) -> None:
        """Show the table ``view``'s question and reminders (or hide).

        ``state`` is the view's: the resolving scheme's row asks the engine
        for its life changes, choices and tokens.  Then :attr:`after_show`
        (the window's alerts).
        """
        self._show_state(view, state)
        if self.after_show is not None:
            self.after_show(state)

    def _show_state(self, view: TableView, state: GameState) -> None:
        self._view = view
        due = self._show_reminders(view)
        asked = view.question
        if asked is None or not state.prompts:
            if self.prompt is not None:
                self._clear_answers()
            self.prompt = None
            self.asked = None
            self.done_button = None
            # Its field's focus goes back to the table, not to the next "−"
            release_focus(self)
            # The reminders stand in the question's place
            if due:
                self.question.setTextFormat(Qt.TextFormat.PlainText)
                self.question.setText(self.tr("Now, at this step:"))
                self.question.setAccessibleName(self.question.text())
                self.more.hide()
                self.scheme_row.show(state, None, None)
            self.setVisible(due)
            return
        prompt = state.prompts[0]
        if prompt != self.prompt or asked != self.asked:
            self._show(prompt, asked)
        self.scheme_row.show(state, prompt, self.tokens_label)
        self._share_answers_row()
        self.show()

    def _show_reminders(self, view: TableView) -> bool:
        """The reminders due at this step (the table view's), in their label.

        True if there are any.
        """
        due = view.reminders
        self.reminders.setText("\n".join(reminder.text for reminder in due))
        self.reminders.setAccessibleName(self.reminders.text())
        self.reminders.setVisible(bool(due))
        return bool(due)

    def _label_answer(self, button: QPushButton, answer: AnswerKey, text: str) -> None:
        """``button`` says ``answer`` (``text`` on it), enabled when it is offered."""
        button.setText(text)
        # Read with its key, as shown ("Hero 2  [2]"): the answer buttons take no focus, so a screen reader meets
        # them reading the table, where only the name is read; one not offered now says so too, as on the displays.
        button.setAccessibleName(text if answer.offered else texts.fill(self.tr("%1 (not available)"), text))
        button.setEnabled(answer.offered)

    def _reuse_answers(self, prompt: Prompt, asked: QuestionView) -> bool:
        """Show ``asked``'s answers in the controls kept for its shape (kept_answers.py).

        True if it did.  Each button gets its answer's text, name and state;
        its key is on again.  False: nothing of that shape is kept.
        """
        built = self.kept.find(prompt, asked)
        if built is None:
            return False
        self._clear_answers()
        self.kept.show(built, asked)
        if built.field is not None:
            self._reuse_count(prompt, asked, built.field, built.buttons[0])
            return True
        shown = asked.answers[: len(built.buttons)]
        self.answer_buttons = list(built.buttons)
        self._answers_now = [(prompt.id, answer) for answer in shown]
        for button, answer in zip(built.buttons, shown, strict=True):
            self._label_answer(button, answer, answer.text)
        if prompt.kind is PromptKind.DONE:
            self.done_button = built.buttons[0]
            self._confirm = self.done_button.click
            self.tokens_label = built.tokens
        return True

    def _reuse_count(self, prompt: Prompt, asked: QuestionView, spin: NumberField, ok: QPushButton) -> None:
        """A count asked again in the field kept: 0, selected, with the keyboard.

        As a field built for it starts; its OK answers ``prompt``.
        """
        self._answers_now = [(prompt.id, asked.answers[0])]
        ok.setText(asked.answers[0].text)
        # A value reset, never typed: another window hears nothing
        blocked = spin.blockSignals(True)
        spin.setValue(0)
        spin.blockSignals(blocked)
        spin.select_value()
        self.spin = spin
        self._confirm = ok.click
        spin.setFocus()

    def _answer_count(self, value: int) -> None:
        """The count's OK was pressed: answer the count asked now with ``value``."""
        if self._answers_now:
            self._act(Answer(self._answers_now[0][0], value))

    def _press_answer(self, index: int) -> None:
        """The answer button ``index`` was pressed: answer its question with its value."""
        prompt_id, answer = self._answers_now[index]
        self._act(Answer(prompt_id, answer.value))  # type: ignore[arg-type]

    def _answer_key(self, index: int) -> None:
        """The key of answer ``index``: press its button, or say why it is not offered."""
        prompt_id, answer = self._answers_now[index]
        if answer.offered:
            self.answer_buttons[index].click()
        else:
            self.refused.emit(answer.label)

    def _clear_answers(self) -> None:
        """No question: its answers, their keys and its field go (or hide: kept_answers)."""
        self.kept.park()
        self._answers_now = []
        kept = self.kept.holders()
        for holder in kept:
            self.buttons.removeWidget(holder)
        clear_layout(self.buttons)
        for holder in kept:
            self.buttons.addWidget(holder, 1)
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
        """The width beside the answers goes to the life changes when there are some.

        Else to the answers' row (the token line beside Done then takes one
        line, never a narrow column of three).
        """
        has_effects = self.effects.count() > 0
        self._answers.setStretchFactor(self.buttons, 0 if has_effects else 1)
        self._answers.setStretchFactor(self.effects, 1 if has_effects else 0)

    def _answer_button(
        self, answer: AnswerKey, text: str, key: str | None, into: QLayout | Literal[False] | None = None
    ) -> QPushButton:
        """A button that answers ``answer.value`` (``text`` on it, ``key`` its shortcut).

        Disabled when not offered.
        """
        button = QPushButton(text)
        self._set_font(button, ANSWER_PT, True)
        button.setMinimumHeight(ANSWER_PX)
        self._label_answer(button, answer, text)
        # Enter never presses an answer by focus
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        assert self.prompt is not None
        index = len(self.answer_buttons)
        self._answers_now.append((self.prompt.id, answer))
        # The answer of that place now (a question of the same shape reuses the button: _reuse_answers)
        button.clicked.connect(lambda _=False: self._press_answer(index))
        if into is None:
            self.buttons.addWidget(button)
        # False: the caller places it
        elif into is not False:
            into.addWidget(button)
        if key:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda: self._answer_key(index))
            self._shortcuts.append(shortcut)
        self.answer_buttons.append(button)
        return button

    def _show(self, prompt: Prompt, asked: QuestionView) -> None:
        """Show the question ``asked`` (the view's of ``prompt``) and its answers."""
        if self.prompt is None or prompt.id != self.prompt.id:
            self.told_why, self._why = False, ""
            # Once the card has refitted beside the banner.
            self.fit_question_later()
        self.prompt, self.asked, self._typed_count = prompt, asked, False
        if self._reuse_answers(prompt, asked):
            # The same controls, in place: nothing built, polished or deleted
            self._add_caption(asked)
            return
        self._clear_answers()
        self.done_button = None
        self.question.setText(asked.question)
        answers = asked.answers
        row = self.kept.row_for(shape := answers_shape(prompt, asked))
        # A count's field and its OK (kept together)
        count_spin: NumberField | None = None
        count_ok: QPushButton | None = None
        if prompt.kind is PromptKind.DONE:
            # Enter clicks it through the main window, unless another button has the focus.
            self.done_button = self._answer_button(answers[0], answers[0].text, None, row)
            self._confirm = self.done_button.click
            self.tokens_label = QLabel()
            self._set_font(self.tokens_label, 13)
            self.tokens_label.setWordWrap(True)
            row.addWidget(self.tokens_label, 1)
        elif prompt.kind is PromptKind.YES_NO:
            # The keys follow the language: Y/N in English, S/N in Spanish ("Sí"/"No").
            for answer in answers:
                self._answer_button(answer, answer.text, answer.key, row)
        elif prompt.kind is PromptKind.COUNT:
            spin, count_ok = count_field(answers, self._set_font, self._answer_count, self.typing.emit)
            self.spin = count_spin = spin
            self._answers_now = [(prompt.id, answers[0])]
            row.addWidget(spin)
            # Enter, through the window's action (the spin box does not take it)
            self._confirm = count_ok.click
            row.addWidget(count_ok)
            # Selected (NumberField): the digits typed replace its 0
            spin.setFocus()
        elif prompt.question == Q_REVEAL or any(not answer.key for answer in answers):
            self._picker(prompt, answers)
        else:
            self._choices(prompt, answers, row)
        # A count's threshold and how to answer by the keys, beside the answers.
        hint_line = hint_text(asked)
        hint = None
        if hint_line:
            hint = QLabel(hint_line)
            hint.setObjectName("answerHint")
            hint.setWordWrap(True)
            self._set_font(hint, 12)
            row.addWidget(hint)
        # The token line beside Done stretches itself, and a choice's buttons take the row to wrap in
        if self.tokens_label is None and not self._flowed(row):
            row.addStretch(1)
        kept_buttons = tuple(self.answer_buttons) if count_ok is None else (count_ok,)
        if self.kept.keep(shape, kept_buttons, self.tokens_label, hint, tuple(self._shortcuts), count_spin):
            # Theirs now: hidden with their question, never deleted with the next
            self._shortcuts = []
        self._add_caption(asked)

    def _choices(self, prompt: Prompt, answers: tuple[AnswerKey, ...], row: QHBoxLayout) -> None:
        """A choice's buttons, each keyed, in ``row``.

        A damage's order two a row; any other as many a row as the width
        holds.
        """
        if prompt.question == Q_DAMAGE_ORDER:
            # An order of a damage's changes is a sentence: two a row.
            holder = QWidget()
            grid = QGridLayout(holder)
            grid.setContentsMargins(0, 0, 0, 0)
            per_row = choices_per_row(prompt)
            for index, answer in enumerate(answers):
                button = self._answer_button(answer, answer.text, answer.key, False)
                if len(answers) > per_row:
                    button.setMinimumHeight(MANY_ANSWERS_PX)
                grid.addWidget(button, index // per_row, index % per_row)
            row.addWidget(holder)
        else:
            # As many buttons a row as the width holds, so a choice among eight heroes never widens the window,
            # nor five planes' names table mode's middle.  Each in its place, keyed by seat: a player the
            # question cannot take now stays there, disabled.
            holder = QWidget()
            holder.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            flow = FlowLayout(holder, spacing=6)
            for answer in answers:
                button = self._answer_button(answer, answer.text, answer.key, False)
                if len(answers) > choices_per_row(prompt):
                    button.setMinimumHeight(MANY_ANSWERS_PX)
                flow.addWidget(button)
            row.addWidget(holder, 1)

    @staticmethod
    def _flowed(row: QLayout) -> bool:
        """Whether ``row`` holds a choice's buttons as many a row as its width holds."""
        items = (row.itemAt(index) for index in range(row.count()))
        widgets = (item.widget() for item in items if item is not None)
        return any(widget is not None and isinstance(widget.layout(), FlowLayout) for widget in widgets)

    def _add_caption(self, asked: QuestionView) -> None:
        """The first line: the scheme asked about in bold, then the question.

        Both at the question's size (the scheme only when the question does
        not name it); once the table tried to go on, why Next step waits,
        smaller on its own line.
        """
        # The scheme a question is about, then the question: “Because I Have Willed It”: How many…?
        named = asked.heading != asked.question
        self.question.setAccessibleName(asked.heading)
        if not named and not self.told_why:
            self.question.setTextFormat(Qt.TextFormat.PlainText)
            self.question.setText(asked.question)
        else:
            line = texts.escape_markup(asked.heading)
            if named:
                scheme = texts.escape_markup(asked.scheme)
                line = line.replace(scheme, f"<b>{scheme}</b>", 1)
            if self.told_why and self.prompt is not None:
                caption_pt = self.theme.point_size(12)
                waits = texts.escape_markup(self._why or self._waits_text(self.prompt))
                line += f"<br><span style='font-size:{caption_pt:.1f}pt; font-weight:normal'>{waits}</span>"
            self.question.setTextFormat(Qt.TextFormat.RichText)
            self.question.setText(line)
        self.more.setText(asked.more)
        self.more.setVisible(bool(asked.more))

    def _waits_text(self, prompt: Prompt) -> str:
        """Why Next step waits, with the keys that answer.

        Y or N (S or N in Spanish), a number, Enter.
        """
        if prompt.kind is PromptKind.YES_NO:
            return texts.fill(
                self.tr("Next step waits for this answer: press %1 or %2."),
                self.tr("Y", "keyboard key that answers Yes"),
                self.tr("N", "keyboard key that answers No"),
            )
        if prompt.kind is PromptKind.CHOICE and self.picker is None:
            return self.tr("Next step waits for this answer: press its number.")
        return self.tr("Next step waits for this answer.")

    def _picker(self, prompt: Prompt, answers: tuple[AnswerKey, ...]) -> None:
        """A type-ahead picker of ``answers`` (answer_fields.py), Enter its answer."""
        combo, ok, answer = reveal_picker(
            prompt, answers, self._catalogue(), self._set_font, self._act, self.typing.emit, self.tell_why
        )
        self.picker = combo
        self.buttons.addWidget(combo)
        self._confirm = answer
        self.buttons.addWidget(ok)
        combo.setFocus()

    def compact_answers(self, compact: bool) -> None:
        """Make the answer buttons as low as their words (``compact``), or not.

        Not compact: their height given back.  Table mode's middle short of
        room with the question at its least size (question_size.py): a
        choice's rows of buttons take less of it.
        """
        many = len(self.answer_buttons) > 5
        height = COMPACT_ANSWER_PX if compact else MANY_ANSWERS_PX if many else ANSWER_PX
        for button in self.answer_buttons:
            button.setMinimumHeight(height)

    # ----- the question's size (question_size.py) -------------------------------------------------------------
    def match_card(self) -> None:
        """After the layout settles: ask in letters at least as large as the card text's."""
        self.sizing.match_card()

    def fit_question_later(self) -> None:
        """Size the question again from its least size once the layout settles.

        It moved beside another card.
        """
        self.sizing.reset()
        QTimer.singleShot(60, self, self.sizing.fit_due)
