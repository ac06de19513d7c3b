"""A question's typed answer driven from another window: digits, a name, matches.

The second window (a TV, or the only screen of a laptop) shows the question
the banner asks; the keys typed there reach the banner's own field through
:func:`type_into`, so the banner stays the one place that answers.  A
scheme's name typed there is matched as the banner's picker matches it
(:func:`picker_matches`: the names holding the typed text, case aside) and
Enter takes the first match, which the second window shows
(:func:`pick_first_match`); on the main window Enter takes the only match
(:func:`pick_only_match`), and when the typed letters name none or
several, the banner says which (:func:`picker_refusal`).

A key forwarded to a field never comes back up to the window that forwarded
it: :func:`type_into` hands it to the field's line itself, never through the
application's delivery (which passes a key the line ignores on to its
parents, the window among them, whose keys would forward it again until the
stack overflowed).  A field that cannot take the key (disabled, read-only,
or full) says so through ``refuse`` instead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from ....engine.actions import RecordChoice
from ....engine.planes import load_planes
from ....engine.questions import Q_PLANAR_REVEAL, Q_REVEAL
from ...texts import fill
from ...widgets.undo_keys import GameUndoKeys

if TYPE_CHECKING:
    # Made on the first question that shows one (widgets/number_field.py, reveal_combo):
    # a new game's first frame shows none, and each class costs its making.
    from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox

    from ....engine.catalogue import Catalogue
    from ....engine.effects import ChoiceSlot
    from ....engine.model import Prompt
    from ...session import Act
    from ...table_view import AnswerKey

__all__ = [
    "EDITING",
    "next_choice",
    "pick_first_match",
    "pick_only_match",
    "phenomenon_names",
    "picker_matches",
    "picker_refusal",
    "record_choice",
    "reveal_combo",
    "type_into",
]

# The keys that edit a field's text without typing a character.
EDITING = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)


def _takes_keys(line: QLineEdit | None) -> bool:
    """Whether ``line`` can be typed into now: shown enabled and not read-only."""
    return line is not None and line.isEnabled() and not line.isReadOnly()


def type_into(
    spin: QSpinBox | None,
    picker: QComboBox | None,
    event: QKeyEvent,
    *,
    first: bool,
    refuse: Callable[[str], object],
) -> bool:
    """Type ``event`` into the count ``spin`` or the ``picker``'s line; True if used.

    The count takes digits, Backspace and Delete; the picker's line letters,
    digits, spaces, Backspace and Delete.  ``first``: the count's first key,
    which replaces the 0 it shows (a Backspace then leaves 0).  A key held
    with Ctrl or Meta is a command, never typed (False).  A key the field
    would take but cannot now (the field disabled or read-only, or a digit
    past the count's largest value) is used all the same: ``refuse`` gets
    the reason, in the installed language, and the key goes nowhere else.
    """
    if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier):
        return False
    key, text = event.key(), event.text()
    editing = key in EDITING
    if spin is not None and (editing or (len(text) == 1 and text.isdigit())):
        _type_count(spin, QKeyEvent(event.type(), key, event.modifiers(), text), first=first, refuse=refuse)
        return True
    line = picker.lineEdit() if picker is not None else None
    if line is None or not (editing or (len(text) == 1 and text.isprintable())):
        return False
    if not _takes_keys(line):
        refuse(QCoreApplication.translate("PromptBanner", "The scheme's name cannot be typed into now."))
        return True
    _type_name(line, key, text)
    return True


def _type_count(spin: QSpinBox, event: QKeyEvent, *, first: bool, refuse: Callable[[str], object]) -> None:
    """Hand ``event`` (a digit, Backspace or Delete) to the count's own line.

    To the line's ``event`` itself: the application's delivery would pass a
    key the line ignores on to its parents, up to the window that forwarded
    it.  A digit that changes nothing (the count holds its largest value's
    digits) is refused.
    """
    line = spin.lineEdit()
    if not spin.isEnabled() or spin.isReadOnly() or not _takes_keys(line):
        refuse(QCoreApplication.translate("PromptBanner", "The count cannot be typed into now."))
        return
    assert line is not None
    if first:
        spin.selectAll()
    before = (line.text(), line.hasSelectedText())
    line.event(event)
    if event.key() not in EDITING and (line.text(), line.hasSelectedText()) == before:
        refuse(fill(QCoreApplication.translate("PromptBanner", "The count goes up to %1."), spin.maximum()))


def _type_name(line: QLineEdit, key: int, text: str) -> None:
    """Type ``key`` (``text``) into a scheme's name, as a program sets it.

    Never edited: an edit opens the completer's popup over the main window,
    and the popup takes the keyboard from the second window, where the
    table types.
    """
    old, cursor = line.text(), line.cursorPosition()
    selected = line.hasSelectedText()
    if selected:
        # The selection goes first (and is all that Backspace or Delete remove).
        start = line.selectionStart()
        old, cursor = old[:start] + old[start + len(line.selectedText()) :], start
    if key in EDITING and selected:
        new = old
    elif key == Qt.Key.Key_Backspace:
        new, cursor = old[: max(0, cursor - 1)] + old[cursor:], max(0, cursor - 1)
    elif key == Qt.Key.Key_Delete:
        new = old[:cursor] + old[cursor + 1 :]
    else:
        new, cursor = old[:cursor] + text + old[cursor:], cursor + 1
    line.setText(new)
    line.setCursorPosition(cursor)


def picker_matches(picker: QComboBox | None, limit: int = 4) -> list[str]:
    """The ``picker``'s names that hold its typed text, case aside.

    At most ``limit``; none without text.
    """
    if picker is None:
        return []
    typed = picker.currentText().casefold().strip()
    if not typed:
        return []
    names = (picker.itemText(index) for index in range(picker.count()))
    return [name for name in names if typed in name.casefold()][:limit]


def pick_first_match(picker: QComboBox | None) -> None:
    """Choose the first name holding the ``picker``'s typed text, if any.

    Only when the typed text is not a whole name already.
    """
    if picker is None or picker.findText(picker.currentText()) >= 0:
        return
    matches = picker_matches(picker, 1)
    if matches:
        picker.setCurrentIndex(picker.findText(matches[0]))


# How many of the names holding the typed letters a refusal lists.
REFUSAL_NAMES = 4


def picker_refusal(picker: QComboBox | None) -> str:
    """Why the ``picker``'s typed text names no card to answer with; "" if it does.

    In the installed language: no name holds it (a scheme's, or a planar
    card's when the picker's ``planar`` property is set), or several do (the first
    :data:`REFUSAL_NAMES` of them listed, so the table types on); "" too
    with nothing typed (the banner's own line says what to do).
    """
    if picker is None or picker.findText(picker.currentText()) >= 0 or not picker.currentText().strip():
        return ""
    typed = picker.currentText().strip()
    matches = picker_matches(picker, REFUSAL_NAMES + 1)
    phenomena = picker.property("phenomena") or []
    if not matches and any(typed.casefold() in name.casefold() for name in phenomena):
        # The starting plane's question (103.7): the table turned a phenomenon.
        template = QCoreApplication.translate(
            "PromptBanner",
            "“%1” is a phenomenon, never the starting plane: put it on the bottom of the planar deck and turn "
            "over the next card (CR 103.7).",
        )
        return fill(template, typed)
    if not matches:
        if picker.property("planar"):
            # Physical planar deck mode: the plane or phenomenon the table turned.
            template = QCoreApplication.translate("PromptBanner", "No planar card of this deck has “%1” in its name.")
        else:
            template = QCoreApplication.translate("PromptBanner", "No scheme of this deck has “%1” in its name.")
        return fill(template, typed)
    names = ", ".join(matches[:REFUSAL_NAMES]) + (", …" if len(matches) > REFUSAL_NAMES else "")
    return fill(
        QCoreApplication.translate("PromptBanner", "“%1” is in several names: %2. Type more of the one revealed."),
        typed,
        names,
    )


def pick_only_match(picker: QComboBox | None) -> None:
    """Choose the one name holding the ``picker``'s typed text, if only one does.

    Only when the typed text is not a whole name already: the main window's
    Enter on "I Know" takes the one scheme whose name holds it; with several
    such names, the table types on.
    """
    if picker is None or picker.findText(picker.currentText()) >= 0:
        return
    matches = picker_matches(picker, 2)
    if len(matches) == 1:
        picker.setCurrentIndex(picker.findText(matches[0]))


def phenomenon_names(language: str) -> list[str]:
    """Every phenomenon's name in ``language`` and in English (312.1).

    For the starting plane's question, which offers only planes (103.7).
    """
    planes = load_planes(language)
    found: list[str] = []
    for card in planes.values():
        if card.phenomenon:
            found.extend(dict.fromkeys((card.name, card.name_en)))
    return found


def reveal_combo(prompt: Prompt, answers: tuple[AnswerKey, ...], catalogue: Catalogue) -> tuple[QComboBox, QLineEdit]:
    """The banner's type-ahead picker of ``answers``, and its line.

    Each name in the card's language, with the English one beside it; the
    completer matches a few letters anywhere, in any case.  Nothing chosen.
    """
    from PySide6.QtWidgets import QComboBox, QCompleter

    from .picker_popup import BesideField

    combo = QComboBox()
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.setMinimumWidth(420)
    combo.setMinimumHeight(44)
    planes = load_planes() if prompt.question == Q_PLANAR_REVEAL else None
    for offered in answers:
        option = str(offered.value)
        english = catalogue[option].name_en if prompt.question == Q_REVEAL and option in catalogue else ""
        if planes is not None and option in planes:
            english = planes[option].name_en
        label = offered.label
        combo.addItem(f"{label} — {english}" if english and english != label else label, option)
    completer = combo.completer()
    line = combo.lineEdit()
    # An editable combo has both
    assert completer is not None and line is not None
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    # The combo holds the keyboard for its line and hands it shortcut overrides directly.
    GameUndoKeys(combo)
    GameUndoKeys(line)
    # The names offered stay beside the field, never over it
    BesideField(combo)
    combo.setCurrentIndex(-1)
    return combo, line


def next_choice(combo: QComboBox, slot: ChoiceSlot, act: Act) -> Callable[[], None]:
    """A choice's key: record the option after the one ``combo`` shows.

    "—" after the last.
    """

    def record_next() -> None:
        record_choice(slot, combo.itemData((combo.currentIndex() + 1) % combo.count()), act)

    return record_next


def record_choice(slot: ChoiceSlot, value: object, act: Act) -> None:
    """Record (or clear) a scheme's choice through ``act``.

    Nothing when it is already the recorded value.
    """
    value = str(value or "")
    if value != (slot.value or ""):
        act(RecordChoice(slot.card, slot.role, value))
