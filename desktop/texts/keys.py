"""Key names as the table reads them beside an answer or an action: "Y", "Enter", "Ctrl+Shift+N", in a language."""

from __future__ import annotations

from .core import INSTALLED, Words

# The modifier and named keys a sequence may hold, in the order Qt writes them ("Ctrl+Shift+N").
_NAMED = ("Ctrl", "Shift", "Alt", "Enter", "Space", "Esc", "Backspace")


def key_name(sequence: str, words: Words = INSTALLED) -> str:
    """``sequence`` (Qt's portable form: ``"Ctrl+Shift+N"``, ``"Enter"``, ``"3"``) as the table reads it.

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
    _tr = words.tr  # lupdate reads ``_tr(context, text)`` (the Makefile's alias of ``translate``)
    return _tr("Keys", "Y")


def no_key(words: Words = INSTALLED) -> str:
    """The letter that answers No: "N"."""
    _tr = words.tr
    return _tr("Keys", "N")
