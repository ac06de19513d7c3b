"""Mana and tap symbols drawn with the Mana font in rules texts.

The symbols as a rules text writes them: ``{1}{U}{B}{R}``, ``{T}``.

The font is Andrew Gioia's Mana (npm ``mana-font`` 1.18.0, SIL OFL 1.1),
vendored unchanged as ``resources/fonts/mana.ttf`` with its licence beside it
and loaded from the package data with
:meth:`QFontDatabase.addApplicationFontFromData` (a wheel, a zip or a frozen
bundle alike).  The code points are the font's own, from its ``mana.css``;
the background colours are its ``.ms-cost`` colours.  A symbol becomes an
inline image, drawn as the printed cards draw it: the font's glyph on a
round cost-coloured disc, as tall as the text's letters, with a little air
on each side (Qt's rich text has no ``border-radius``: a coloured span was a
grey square touching the next word).  The image's ``alt`` keeps
the symbol as written (``{1}``); a text without symbols stays plain.  A
number the font has no glyph for (above 20: the planar die's cost after
twenty rolls in a turn, CR 901.9) is drawn in the regular font's digits on
the same grey disc.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from ..texts import escape_markup

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
    """Register the vendored Mana font once; return its family name.

    ``None`` if it cannot be read or loaded.  Read through the package's
    loader (:mod:`archenemy.engine.package_data`): every plane's text has
    ``{CHAOS}``, so a game with planes loads the font before its first frame,
    and :mod:`importlib.resources` would load its modules then (~12 M
    instructions).
    """
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QFontDatabase

    from ...engine.package_data import read_package_bytes

    try:
        data = read_package_bytes("archenemy.resources", "fonts", "mana.ttf")
    except OSError:
        return None
    font_id = QFontDatabase.addApplicationFontFromData(QByteArray(data))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else None


def is_symbol(code: str) -> bool:
    """Whether ``{code}`` is drawn as a symbol.

    ``code`` is upper case, without braces: one of :data:`CODEPOINTS`, or any
    number (above 20 in the regular font's digits, :func:`symbol_png`).
    """
    return code in CODEPOINTS or (code.isascii() and code.isdigit())


def has_symbols(text: str) -> bool:
    """Whether ``text`` holds a ``{…}`` symbol drawn as one (:func:`is_symbol`)."""
    return any(is_symbol(match.group(1).upper()) for match in _SYMBOL.finditer(text))


#: The disc's diameter against the text's point size (mana.css draws a cost at 1.3 em of 0.95 em type).
DISC_PER_POINT = 4 / 3 * 1.05
#: The symbol's glyph against the disc (mana.css: 0.95 em type in a 1.3 em disc).
GLYPH_IN_DISC = 0.72


def symbol_pixels(point_size: float) -> int:
    """The disc's diameter (pixels) for text of ``point_size`` points.

    About the height of its capitals, and more.
    """
    return max(10, round(point_size * DISC_PER_POINT))


@functools.lru_cache(maxsize=512)
def symbol_image_url(code: str, pixels: int) -> str:
    """One symbol as a PNG ``data:`` URL: its glyph on its cost colour's disc.

    The image of :func:`symbol_png`.  Needs a QGuiApplication (fonts).
    """
    import base64

    return "data:image/png;base64," + base64.b64encode(symbol_png(code, pixels)).decode("ascii")


@functools.lru_cache(maxsize=64)
def symbol_png(code: str, pixels: int) -> bytes:
    """One symbol as PNG bytes: its glyph on its cost colour's disc.

    The glyph is drawn in :data:`SYMBOL_INK`.

    Drawn at twice ``pixels`` (crisp on a high-density screen; the page shows it at ``pixels``), with a
    transparent margin of an eighth of the disc on each side (the next word never touches it).  The
    phones get the same image.  A number the Mana font has no glyph for (above 20) is written in the
    application's regular font, bold, as large as fits the disc.  Needs a QGuiApplication (fonts).
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

    scale = 2
    disc = pixels * scale
    margin = max(1, disc // 8)
    image = QImage(disc + 2 * margin, disc, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(COST_COLOURS.get(code, GENERIC_COLOUR)))
    painter.drawEllipse(QRectF(margin, 0, disc, disc))
    if code in CODEPOINTS:
        font = QFont(load_mana_font() or MANA_FAMILY)
        font.setPixelSize(max(1, round(disc * GLYPH_IN_DISC)))
        glyph = chr(CODEPOINTS[code])
    else:
        font, glyph = _digits_font(code, disc, QFont, QFontMetricsF), code
    painter.setFont(font)
    painter.setPen(QColor(SYMBOL_INK))
    painter.drawText(QRectF(margin, 0, disc, disc), int(Qt.AlignmentFlag.AlignCenter), glyph)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 6.11 takes a str
    return bytes(data.data())


#: The digits' height against the disc, and their widest (a number above 20 in the regular font).
DIGITS_IN_DISC = 0.6
DIGITS_WIDTH_IN_DISC = 0.8


def _digits_font(digits: str, disc: int, font_type: Any, metrics_type: Any) -> Any:
    """The application's regular font, bold, for ``digits`` on a ``disc`` pixels wide.

    As tall as :data:`DIGITS_IN_DISC` of it, smaller when they would be wider
    than :data:`DIGITS_WIDTH_IN_DISC` of it.
    """
    font = font_type()
    font.setBold(True)
    pixels = max(1, round(disc * DIGITS_IN_DISC))
    font.setPixelSize(pixels)
    width = metrics_type(font).horizontalAdvance(digits)
    if width > disc * DIGITS_WIDTH_IN_DISC:
        font.setPixelSize(max(1, int(pixels * disc * DIGITS_WIDTH_IN_DISC / width)))
    return font


#: The ``src`` of a symbol's place when nothing is drawn (``drawn=False``): no image has it.
PLACE_ONLY = "mana-symbol:place"


def symbol_html(code: str, point_size: float = 12, *, drawn: bool = True) -> str:
    """One symbol as an inline image for text of ``point_size`` points.

    ``code`` is the symbol without braces, e.g. ``"U"``.  ``drawn=False``:
    its place only (:data:`PLACE_ONLY`), as wide and tall as the image.
    """
    code = code.upper()
    pixels = symbol_pixels(point_size)
    width = pixels + 2 * max(1, pixels // 8)
    src = symbol_image_url(code, pixels) if drawn else PLACE_ONLY
    return f'<img src="{src}" width="{width}" height="{pixels}" alt="{{{code}}}" style="vertical-align: middle">'


def to_html(text: str, point_size: float = 12, *, drawn: bool = True) -> str:
    """``text`` as HTML for a label of ``point_size`` points.

    Escaped, line breaks kept, every known ``{…}`` symbol an image of the
    Mana font's glyph on its disc (:func:`symbol_html`).

    Unknown ``{…}`` groups stay as written.  Loads the font on first use.
    ``drawn=False`` is for measuring: each symbol's place has the image's
    size, so the text is laid out as drawn, but no image is made (each costs
    ~0.8 ms, and fitting a text tries several sizes).
    """
    if drawn:
        load_mana_font()
    parts: list[str] = []
    last = 0
    for match in _SYMBOL.finditer(text):
        code = match.group(1).upper()
        if not is_symbol(code):
            continue
        parts.append(escape_markup(text[last : match.start()]))
        parts.append(symbol_html(code, point_size, drawn=drawn))
        last = match.end()
    parts.append(escape_markup(text[last:]))
    return "".join(parts).replace("\n", "<br>")
