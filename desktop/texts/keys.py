"""Key names, written one way everywhere: as Qt writes a menu's shortcut.

In the installed language.

The menus show their shortcuts through :class:`QKeySequence`'s native text,
which the installed translators word ("Ctrl+Mayús+Z" in Spanish: the app's
catalogue overrides ``qtbase_es``'s "Control"/"Mayúsculas", see
:data:`archenemy.desktop.i18n.QT_STRINGS`); every other text that names a key
(a button's "[Intro]", F1's list, a tooltip) takes it from here, so the two
never differ (the menu once said "Control+G" beside "Ctrl+…").

Two doors, the same words: :func:`key_text` for the window (Qt's native text
in the installed language, as its menus), :func:`key_name` for a display
that may speak another language than the window (a phone, the table view in
a chosen :class:`~archenemy.desktop.texts.core.Words`), with the same names
("Ctrl", "Mayús", "Intro") from the app's catalogue.
"""

from __future__ import annotations

from .core import INSTALLED, Words

__all__ = ["key_name", "key_text", "no_key", "yes_key"]

# The modifier and named keys a sequence may hold, in the order Qt writes them ("Ctrl+Shift+N").
_NAMED = ("Ctrl", "Shift", "Alt", "Enter", "Space", "Esc", "Backspace")


def key_name(sequence: str, words: Words = INSTALLED) -> str:
    """``sequence`` as the table reads it.

    ``sequence`` is in Qt's portable form: ``"Ctrl+Shift+N"``, ``"Enter"``,
    ``"3"``.

    Each named key is translated ("Enter" is "Intro" in Spanish, "Shift"
    "Mayús", as Qt's own Spanish names them); letters and digits stay as they are.
    """
    _tr = words.tr
    names = {
        "Ctrl": _tr("Keys", "Ctrl"),
        "Shift": _tr("Keys", "Shift"),
        "Alt": _tr("Keys", "Alt"),
        "Enter": _tr("Keys", "Enter"),
        "Space": _tr("Keys", "Space"),
        "Esc": _tr("Keys", "Esc"),
        "Backspace": _tr("Keys", "Backspace"),
    }
    assert set(names) == set(_NAMED)
    return "+".join(names.get(part, part) for part in sequence.split("+"))


def yes_key(words: Words = INSTALLED) -> str:
    """The letter that answers Yes: "Y" in English, "S" in Spanish ("Sí")."""
    # lupdate reads ``_tr(context, text)`` (the Makefile's alias of ``translate``).
    _tr = words.tr
    return _tr("Keys", "Y")


def no_key(words: Words = INSTALLED) -> str:
    """The letter that answers No: "N"."""
    _tr = words.tr
    return _tr("Keys", "N")


def key_text(*sequences: str) -> str:
    """``sequences`` as the menus write them in the installed language.

    ``sequences`` are Qt's portable names (``"Ctrl+Shift+Z"``, ``"Enter"``, ``"PgDown"``), joined by
    " / " ("Ctrl+Z / Ctrl+Mayús+Z" in Spanish).
    """
    # Imported here: the words load without QtGui (the deck files, the CLI).
    from PySide6.QtGui import QKeySequence

    return " / ".join(QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText) for s in sequences)
