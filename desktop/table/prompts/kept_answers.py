"""The banner's answer controls kept between two questions of the same shape.

Undoing an answer brings its question back, and a redo takes it away again:
the banner keeps a Done or yes/no question's buttons (hidden, their keys
off) and shows the next question of that shape in them, in place, instead
of deleting them and building, polishing and laying out new ones
(:class:`KeptAnswers`, a part the banner owns).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ....engine.model import Prompt, PromptKind
from ...table_view import QuestionView
from ...widgets.layouts import drop_widget

__all__ = ["BuiltAnswers", "KeptAnswers", "answers_shape", "hint_text"]


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


class KeptAnswers:
    """Answer controls kept for the next question of their shape.

    A part the :class:`~archenemy.desktop.table.prompts.banner.PromptBanner`
    owns, given the banner's answers ``row``.  A Done or yes/no question's
    controls are built in a holder of their own (:meth:`row_for`), kept
    (:meth:`keep`; hidden, their keys off, when the question goes:
    :meth:`park`) and shown again, in place, for the next question of their
    shape (:meth:`find`, then :meth:`show`); any other question's are built
    in the banner's row and deleted as before.  The banner words the buttons
    and says what each answers.
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

        A Done or yes/no question with the same keys and hint as one shown
        before (undoing an answer brings its question back, a redo takes it).
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
    ) -> bool:
        """Keep the controls just built in :meth:`row_for`'s holder for ``shape``.

        True if it kept them (they are shown now, and the banner no longer
        deletes their ``shortcuts``); False: a question of another kind, built
        in the banner's row.
        """
        holder = self._holder_now
        if shape is None or holder is None:
            return False
        built = BuiltAnswers(shape, buttons, tokens, hint, holder, shortcuts)
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
