"""Mana and tap symbols (``{1}{U}{B}{R}``, ``{T}``) drawn with the Mana font in rules texts.

The font is Andrew Gioia's Mana (npm ``mana-font`` 1.18.0, SIL OFL 1.1),
vendored unchanged as ``resources/fonts/mana.ttf`` with its licence beside it
and loaded from the package data with
:meth:`QFontDatabase.addApplicationFontFromData` (a wheel, a zip or a frozen
bundle alike).  The code points are the font's own, from its ``mana.css``;
the background colours are its ``.ms-cost`` colours.  A symbol becomes an
HTML span in that font; a text without symbols stays plain.
"""

from __future__ import annotations

import functools
import re

#: The family name the vendored font registers.
MANA_FAMILY = "Mana"

#: ``{CODE}`` → the Mana font's code point (``.ms-<code>::before`` in mana.css 1.18.0).
CODEPOINTS: dict[str, int] = {
    "W": 0xE600,
    "U": 0xE601,
    "B": 0xE602,
    "R": 0xE603,
    "G": 0xE604,
    "C": 0xE904,
    "S": 0xE619,
    "X": 0xE615,
    "Y": 0xE616,
    "Z": 0xE617,
    "P": 0xE618,
    "T": 0xE61A,
    "Q": 0xE61B,
    "CHAOS": 0xE61D,
    "∞": 0xE903,
    **{str(n): 0xE605 + n for n in range(16)},
    **{str(n): 0xE62A + n - 16 for n in range(16, 21)},
}

#: The symbol's background, as mana.css draws a cost (``.ms-cost``): coloured mana by colour, the rest grey.
COST_COLOURS = {"W": "#f0f2c0", "U": "#b5cde3", "B": "#aca29a", "R": "#db8664", "G": "#93b483"}
GENERIC_COLOUR = "#beb9b2"
#: The symbols' ink: the same on every background (the card is cream in both colour schemes).
SYMBOL_INK = "#111111"

_SYMBOL = re.compile(r"\{([^{}]{1,6})\}")


@functools.cache
def load_mana_font() -> str | None:
    """Register the vendored Mana font once; its family name, or ``None`` if it cannot be read or loaded."""
    from importlib import resources

    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QFontDatabase

    try:
        data = resources.files("archenemy.resources").joinpath("fonts", "mana.ttf").read_bytes()
    except OSError:
        return None
    font_id = QFontDatabase.addApplicationFontFromData(QByteArray(data))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else None


def has_symbols(text: str) -> bool:
    """Whether ``text`` holds a ``{…}`` symbol the Mana font draws."""
    return any(match.group(1).upper() in CODEPOINTS for match in _SYMBOL.finditer(text))


def symbol_html(code: str) -> str:
    """One symbol as an HTML span in the Mana font on its cost colour (``code`` without braces, e.g. ``"U"``)."""
    point = CODEPOINTS[code.upper()]
    background = COST_COLOURS.get(code.upper(), GENERIC_COLOUR)
    return (
        f'<span style="font-family:{MANA_FAMILY}; color:{SYMBOL_INK}; background-color:{background};">'
        f"&#x202f;&#x{point:x};&#x202f;</span>"
    )


def to_html(text: str) -> str:
    """``text`` as HTML: escaped, line breaks kept, every known ``{…}`` symbol drawn with the Mana font.

    Unknown ``{…}`` groups stay as written.  Loads the font on first use.
    """
    from html import escape  # here: a table with no symbol on show never loads html (and its entities)

    load_mana_font()
    parts: list[str] = []
    last = 0
    for match in _SYMBOL.finditer(text):
        code = match.group(1).upper()
        if code not in CODEPOINTS:
            continue
        parts.append(escape(text[last : match.start()]))
        parts.append(symbol_html(code))
        last = match.end()
    parts.append(escape(text[last:]))
    return "".join(parts).replace("\n", "<br>")
