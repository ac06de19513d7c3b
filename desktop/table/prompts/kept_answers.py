"""The banner's answer controls kept between two questions of the same shape.

Undoing an answer brings its question back, and a redo takes it away again:
the banner keeps a Done or yes/no question's buttons (hidden, their keys
off) and shows the next question of that shape in them, in place, instead
of deleting them and building, polishing and laying out new ones
(:meth:`~archenemy.desktop.table.prompts.banner.PromptBanner._reuse_answers`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ....engine.actions import Answer
from ....engine.model import Prompt, PromptKind
from ...session import Act
from ...table_view import AnswerKey, QuestionView
from ...widgets.layouts import drop_widget

__all__ = ["AnswersInPlace", "BuiltAnswers", "answers_shape", "hint_text"]


class BuiltAnswers(NamedTuple):
    """A question's answer controls, as built.

    ``shape`` (:func:`answers_shape`) says which questions they fit;
    ``buttons`` one per answer, in order; ``tokens`` the token line beside
    Done, ``hint`` the keys' hint, if built; ``holder`` the widget holding
    them all (what hides and shows); ``shortcuts`` the answers' keys.
    """

    shape: tuple[object, ...]
    buttons: tuple[QPushButton, ...]
    tokens: QLabel | None
    hint: QLabel | None
    holder: QWidget
    shortcuts: tuple[QShortcut, ...]


def answers_shape(prompt: Prompt, asked: QuestionView) -> tuple[object, ...] | None:
    """What the answer controls of ``asked`` look like, or ``None`` if never kept.

    A Done or a yes/no question: its kind, its answers' keys and whether a
    hint shows.  Any other question (a count's field, a picker, a grid of
    choices) is built anew each time.
    """
    if prompt.kind is PromptKind.DONE:
        return (prompt.kind, bool(hint_text(asked)))
    if prompt.kind is PromptKind.YES_NO:
        return (prompt.kind, tuple(answer.key for answer in asked.answers), bool(hint_text(asked)))
    return None


def hint_text(asked: QuestionView) -> str:
    """A count's threshold and how to answer by the keys, in one line."""
    return " ".join(h for h in (asked.threshold, asked.how) if h)


class AnswersInPlace:
    """Answer controls kept for the next question of their shape.

    Mixed into :class:`~archenemy.desktop.table.prompts.banner.PromptBanner`,
    which holds the attributes named here and builds the controls.  A Done
    or yes/no question's controls are built in a holder of their own, kept
    (hidden, their keys off) when the question goes, and shown again, in
    place, for the next question of their shape; any other question's are
    built and deleted as before.
    """

    _built: BuiltAnswers | None
    _kept: dict[tuple[object, ...], BuiltAnswers]
    _holder_now: QWidget | None
    _answers_now: list[tuple[int, AnswerKey]]
    _shortcuts: list[QShortcut]
    _act: Act
    _confirm: Callable[[], object] | None
    buttons: QHBoxLayout
    answer_buttons: list[QPushButton]
    tokens_label: QLabel | None
    done_button: QPushButton | None

    def _clear_answers(self) -> None:
        """Take the answers' controls away (the banner's)."""
        raise NotImplementedError

    def _label_answer(self, button: QPushButton, answer: AnswerKey, text: str) -> None:
        """Word ``button`` for ``answer`` (the banner's)."""
        raise NotImplementedError

    def _park_kept(self) -> None:
        """Hide the kept controls shown now, their keys off."""
        built, self._built = self._built, None
        if built is None:
            return
        for shortcut in built.shortcuts:
            shortcut.setEnabled(False)
        built.holder.hide()

    def _kept_holders(self) -> list[QWidget]:
        """The holders of every kept set of controls."""
        return [built.holder for built in self._kept.values()]

    def _reuse_answers(self, prompt: Prompt, asked: QuestionView) -> bool:
        """Show ``asked``'s answers in the controls kept for its shape.

        True if it did: a Done or yes/no question with the same keys and
        hint as one shown before (undoing an answer brings its question
        back, a redo takes it).  Each button gets its answer's text, name
        and state; its key is on again.  False: nothing of that shape is kept.
        """
        shape = answers_shape(prompt, asked)
        built = self._kept.get(shape) if shape is not None else None
        if built is None:
            return False
        self._clear_answers()
        self._built = built
        self.answer_buttons = list(built.buttons)
        self._answers_now = [(prompt.id, answer) for answer in asked.answers[: len(built.buttons)]]
        for button, answer in zip(built.buttons, asked.answers[: len(built.buttons)], strict=True):
            self._label_answer(button, answer, answer.text)
        if built.hint is not None:
            built.hint.setText(hint_text(asked))
        for shortcut in built.shortcuts:
            shortcut.setEnabled(True)
        built.holder.show()
        if prompt.kind is PromptKind.DONE:
            self.done_button = built.buttons[0]
            self._confirm = self.done_button.click
            self.tokens_label = built.tokens
        return True

    def _answers_row(self, shape: tuple[object, ...] | None) -> QHBoxLayout:
        """Where the answers of a question of ``shape`` are built.

        A holder's row of its own, to be kept (:meth:`_keep_answers`), or the
        banner's row (``shape`` ``None``).
        """
        if shape is None:
            self._holder_now = None
            return self.buttons
        holder = self._holder_now = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons.addWidget(holder, 1)
        return row

    def _keep_answers(self, shape: tuple[object, ...] | None, hint: QLabel | None) -> None:
        """Keep the controls just built in :meth:`_answers_row`'s holder for ``shape``."""
        holder = self._holder_now
        if shape is None or holder is None:
            return
        shortcuts, self._shortcuts = tuple(self._shortcuts), []
        built = BuiltAnswers(shape, tuple(self.answer_buttons), self.tokens_label, hint, holder, shortcuts)
        self._kept[shape] = self._built = built

    def _drop_kept(self) -> None:
        """Delete every kept set of controls (the theme changed: they are built anew)."""
        self._park_kept()
        for built in self._kept.values():
            for shortcut in built.shortcuts:
                shortcut.deleteLater()
            self.buttons.removeWidget(built.holder)
            drop_widget(built.holder)
        self._kept = {}

    def _press_answer(self, index: int) -> None:
        """The answer button ``index`` was pressed: answer its question with its value."""
        prompt_id, answer = self._answers_now[index]
        self._act(Answer(prompt_id, answer.value))  # type: ignore[arg-type]
