"""The banner's answer controls kept between two questions of the same shape.

Undoing an answer brings its question back, and a redo takes it away again:
the banner keeps a question's answer controls (hidden, their keys off): a
Done or yes/no question's buttons, a count's field and its OK, a choice's
grid of keyed buttons, and shows the next question of that shape in them,
in place, instead of deleting them and building, polishing and laying out
new ones (:class:`KeptAnswers`, a part the banner owns).  A type-ahead
picker is built anew each time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ....engine.model import Prompt, PromptKind
from ....engine.questions import Q_DAMAGE_ORDER, Q_REVEAL
from ...table_view import QuestionView
from ...widgets.layouts import drop_widget, release_focus

if TYPE_CHECKING:
    # Made on the first question with a count, never for a new game's first frame.
    from ...widgets.number_field import NumberField

__all__ = ["BuiltAnswers", "KeptAnswers", "answers_shape", "choices_per_row", "hint_text"]


class BuiltAnswers(NamedTuple):
    """A question's answer controls, as built.

    ``shape`` (:func:`answers_shape`) says which questions they fit;
    ``buttons`` one per answer, in order (a count's: its OK); ``tokens`` the
    token line beside Done, ``hint`` the keys' hint, if built; ``holder`` the
    widget holding them all (what hides and shows); ``shortcuts`` the
    answers' keys; ``field`` a count's number field.
    """

    shape: tuple[object, ...]
    buttons: tuple[QPushButton, ...]
    tokens: QLabel | None
    hint: QLabel | None
    holder: QWidget
    shortcuts: tuple[QShortcut, ...]
    field: NumberField | None = None


def answers_shape(prompt: Prompt, asked: QuestionView) -> tuple[object, ...] | None:
    """What the answer controls of ``asked`` look like, or ``None`` if never kept.

    Its kind and whether a hint shows; a yes/no question's answers' keys
    too, and a choice's keys and buttons a row (:func:`choices_per_row`).
    A choice answered in a type-ahead picker (a revealed card, an answer
    without a key) is built anew each time: ``None``.
    """
    hinted = bool(hint_text(asked))
    if prompt.kind in (PromptKind.DONE, PromptKind.COUNT):
        return (prompt.kind, hinted)
    keys = tuple(answer.key for answer in asked.answers)
    if prompt.kind is PromptKind.YES_NO:
        return (prompt.kind, keys, hinted)
    if prompt.question == Q_REVEAL or not all(keys):
        return None
    return (prompt.kind, keys, choices_per_row(prompt), hinted)


def choices_per_row(prompt: Prompt) -> int:
    """How many of a choice's buttons a row holds: 5, or 2 for a damage's order.

    Five, so a choice among eight heroes never widens the window; an order
    of a damage's changes is a sentence a button.
    """
    return 2 if prompt.question == Q_DAMAGE_ORDER else 5


def hint_text(asked: QuestionView) -> str:
    """A count's threshold and how to answer by the keys, in one line."""
    return " ".join(h for h in (asked.threshold, asked.how) if h)


class KeptAnswers:
    """Answer controls kept for the next question of their shape.

    A part the :class:`~archenemy.desktop.table.prompts.banner.PromptBanner`
    owns, given the banner's answers ``row``.  A question's controls of a
    kept shape (:func:`answers_shape`) are built in a holder of their own
    (:meth:`row_for`), kept (:meth:`keep`; hidden, their keys off, when the
    question goes: :meth:`park`) and shown again, in place, for the next
    question of their shape (:meth:`find`, then :meth:`show`); a picker's
    are built in the banner's row and deleted as before.  The banner words
    the buttons, resets the field and says what each answers.
    """

    def __init__(self, row: QHBoxLayout) -> None:
        self._row = row
        # The set shown now (None: nothing kept shows), every set kept by shape, and the holder being built.
        self._shown: BuiltAnswers | None = None
        self._kept: dict[tuple[object, ...], BuiltAnswers] = {}
        self._holder_now: QWidget | None = None

    @property
    def shortcuts(self) -> tuple[QShortcut, ...]:
        """The keys of the set shown now (none when nothing kept shows)."""
        return self._shown.shortcuts if self._shown is not None else ()

    def holders(self) -> list[QWidget]:
        """The holders of every kept set of controls, in the banner's row."""
        return [built.holder for built in self._kept.values()]

    def find(self, prompt: Prompt, asked: QuestionView) -> BuiltAnswers | None:
        """The controls kept for ``asked``'s shape, or ``None`` if none are.

        A question of the same kind, keys and hint as one shown before
        (undoing an answer brings its question back, a redo takes it).
        """
        shape = answers_shape(prompt, asked)
        return self._kept.get(shape) if shape is not None else None

    def show(self, built: BuiltAnswers, asked: QuestionView) -> None:
        """Show ``built`` (from :meth:`find`) for ``asked``: its hint, its keys on.

        The banner words its buttons for ``asked``'s answers.
        """
        self.park()
        self._shown = built
        if built.hint is not None:
            built.hint.setText(hint_text(asked))
        for shortcut in built.shortcuts:
            shortcut.setEnabled(True)
        built.holder.show()

    def park(self) -> None:
        """Hide the kept controls shown now, their keys off."""
        built, self._shown = self._shown, None
        if built is None:
            return
        for shortcut in built.shortcuts:
            shortcut.setEnabled(False)
        # A count's field held the keyboard: the table takes it back, never the next "−"
        release_focus(built.holder)
        built.holder.hide()

    def row_for(self, shape: tuple[object, ...] | None) -> QHBoxLayout:
        """Where the answers of a question of ``shape`` are built.

        A holder's row of its own, to be kept (:meth:`keep`), or the
        banner's row (``shape`` ``None``).
        """
        if shape is None:
            self._holder_now = None
            return self._row
        holder = self._holder_now = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self._row.addWidget(holder, 1)
        return row

    def keep(
        self,
        shape: tuple[object, ...] | None,
        buttons: tuple[QPushButton, ...],
        tokens: QLabel | None,
        hint: QLabel | None,
        shortcuts: tuple[QShortcut, ...],
        field: NumberField | None = None,
    ) -> bool:
        """Keep the controls just built in :meth:`row_for`'s holder for ``shape``.

        True if it kept them (they are shown now, and the banner no longer
        deletes their ``shortcuts``); False: a question of another kind, built
        in the banner's row.
        """
        holder = self._holder_now
        if shape is None or holder is None:
            return False
        built = BuiltAnswers(shape, buttons, tokens, hint, holder, shortcuts, field)
        self._kept[shape] = self._shown = built
        return True

    def drop_all(self) -> None:
        """Delete every kept set of controls (the theme changed: they are built anew)."""
        self.park()
        for built in self._kept.values():
            for shortcut in built.shortcuts:
                shortcut.deleteLater()
            self._row.removeWidget(built.holder)
            drop_widget(built.holder)
        self._kept = {}
