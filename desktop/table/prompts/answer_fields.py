"""The banner's fields a question is answered in: a count, or a name picked.

Built for the :class:`~archenemy.desktop.table.prompts.banner.PromptBanner`,
which places them in its answers' row and keeps them: a count's field and
its OK (:func:`count_field`), a revealed card's type-ahead picker and its
Revealed (:func:`reveal_picker`).  Each answers through ``act``; Enter
reaches them through the banner's ``confirm``, the callable each returns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from ....engine.actions import Answer
from ....engine.catalogue import Catalogue
from ....engine.model import Prompt
from ....engine.questions import Q_PLANAR_REVEAL, Q_REVEAL
from ...session import Act
from ...table_view import AnswerKey
from ...texts.keys import key_name
from .typed_field import phenomenon_names, pick_only_match, picker_refusal, reveal_combo

if TYPE_CHECKING:
    from PySide6.QtWidgets import QComboBox

    from ...widgets.number_field import NumberField

__all__ = ["SetFont", "count_field", "reveal_picker"]

# Gives a control the banner's theme font: the control, its size in points, bold.
SetFont = Callable[[QWidget, float, bool], None]


def _tr(context: str, text: str) -> str:
    """The banner's words in the installed language.

    Their context stays the banner's: ``PromptBanner``.
    """
    return QCoreApplication.translate(context, text)


def count_field(
    answers: tuple[AnswerKey, ...],
    set_font: SetFont,
    answer: Callable[[int], object],
    typing: Callable[[str], object],
) -> tuple[NumberField, QPushButton]:
    """A count's field and its OK button, which calls ``answer`` with the count.

    ``answer`` answers the question shown now (the banner keeps the field
    for the next count: kept_answers.py).  ``typing`` hears each value typed
    (another window shows it).  Enter presses OK through the window (the
    field does not take it).
    """
    from ...widgets.number_field import NumberField

    spin = NumberField(name=_tr("PromptBanner", "Count"))
    set_font(spin, 18, True)
    spin.setMinimumHeight(48)
    spin.setMinimumWidth(110)
    spin.valueChanged.connect(lambda value: typing(str(value)))
    ok = QPushButton(answers[0].text)
    set_font(ok, 15, True)
    ok.setMinimumHeight(48)
    ok.setAccessibleName(_tr("PromptBanner", "OK"))
    ok.clicked.connect(lambda _=False: answer(spin.value()))
    ok.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return spin, ok


def reveal_picker(
    prompt: Prompt,
    answers: tuple[AnswerKey, ...],
    catalogue: Catalogue,
    set_font: SetFont,
    act: Act,
    typing: Callable[[str], object],
    refuse: Callable[[str], object],
) -> tuple[QComboBox, QPushButton, Callable[[], None]]:
    """A type-ahead picker of ``answers``, its button, and what Enter does.

    A few letters of a name (in the card's language or in English), then
    Enter: the one card they name answers ``prompt``; else ``refuse`` hears
    why not.  ``typing`` hears the letters typed.
    """
    combo, line = reveal_combo(prompt, answers, catalogue)
    set_font(combo, 15, False)
    planar = prompt.question == Q_PLANAR_REVEAL
    combo.setAccessibleName(
        _tr("PromptBanner", "Planar card revealed") if planar else _tr("PromptBanner", "Scheme revealed")
    )
    combo.setProperty("planar", planar)
    if planar and prompt.param("start") == "1":
        # 103.7: the starting plane is never a phenomenon; a phenomenon typed is told so, not "not in this deck".
        combo.setProperty("phenomena", phenomenon_names(catalogue.language or "en"))
    line.setPlaceholderText(
        _tr("PromptBanner", "Type the plane's name…") if planar else _tr("PromptBanner", "Type the scheme's name…")
    )
    line.textChanged.connect(typing)
    label = (
        _tr("PromptBanner", "Revealed") if prompt.question in (Q_REVEAL, Q_PLANAR_REVEAL) else _tr("PromptBanner", "OK")
    )
    # Its key, as every answer's button shows it
    ok = QPushButton(f"{label}  [{key_name('Enter')}]")
    ok.setAccessibleName(ok.text())
    set_font(ok, 15, True)
    ok.setMinimumHeight(48)
    prompt_id = prompt.id

    def answer() -> None:
        pick_only_match(combo)
        index = combo.findText(combo.currentText())
        if index < 0:
            refuse(picker_refusal(combo))
            return
        act(Answer(prompt_id, combo.itemData(index)))

    ok.clicked.connect(answer)
    ok.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    # Enter: the window's action (confirm), or the line's own signal after the completer's popup took the key.
    line.returnPressed.connect(answer)
    return combo, ok, answer
