"""Key names, written one way everywhere: as Qt writes a menu's shortcut, in the installed language.

The menus show their shortcuts through :class:`QKeySequence`'s native text,
which the installed translators word ("Ctrl+Mayús+Z" in Spanish: the app's
catalogue overrides ``qtbase_es``'s "Control"/"Mayúsculas", see
:data:`archenemy.desktop.i18n.QT_STRINGS`); every other text that names a key
(a button's "[Intro]", F1's list, a tooltip) takes it from here, so the two
never differ (issue 21: the menu said "Control+G" beside "Ctrl+…").
"""

from __future__ import annotations

__all__ = ["key_text"]


def key_text(*sequences: str) -> str:
    """``sequences`` (Qt's portable names: ``"Ctrl+Shift+Z"``, ``"Enter"``, ``"PgDown"``) as the menus write
    them in the installed language, joined by " / " ("Ctrl+Z / Ctrl+Mayús+Z" in Spanish)."""
    from PySide6.QtGui import QKeySequence  # here: the words load without QtGui (the deck files, the CLI)

    return " / ".join(QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText) for s in sequences)
