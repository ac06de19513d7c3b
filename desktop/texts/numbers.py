"""Numbers as a language writes them, without Qt.

What ``QLocale(language).toString`` gives for the languages the app speaks
(``tests/desktop/texts/test_numbers.py`` compares them), for the command
line's history and statistics, which never load PySide6: English (Qt's
``en_US``) groups thousands with ``,`` and writes ``.`` before decimals;
Spanish (``es_ES``) groups with ``.`` only from five digits on (CLDR's
minimum grouping: ``1234``, ``12.345``) and writes ``,`` before decimals.
"""

from __future__ import annotations

__all__ = ["decimal_text", "integer_text"]

# Per language: the group separator, the decimal point, the fewest digits grouped.
_STYLES = {"en": (",", ".", 4), "es": (".", ",", 5)}


def _grouped(digits: str, language: str | None) -> str:
    separator, _point, fewest = _STYLES.get(language or "en", _STYLES["en"])
    if len(digits) < fewest:
        return digits
    head = len(digits) % 3 or 3
    return separator.join([digits[:head], *(digits[at : at + 3] for at in range(head, len(digits), 3))])


def integer_text(value: int, language: str | None = "en") -> str:
    """``value`` as ``QLocale(language).toString(value)`` writes it.

    ``1,234``; Spanish ``1234``, ``12.345``.
    """
    sign = "-" if value < 0 else ""
    return sign + _grouped(str(abs(value)), language)


def decimal_text(value: float, language: str | None = "en", decimals: int = 1) -> str:
    """``value`` with ``decimals`` decimals, as QLocale writes it.

    ``QLocale(language).toString(value, "f", decimals)``.

    Rounded as Qt rounds: the exact value of the float, half away from zero
    (``0.25`` is ``0.3``).
    """
    from decimal import ROUND_HALF_UP, Decimal

    exact = Decimal(value).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    sign = "-" if exact < 0 else ""
    whole, _, fraction = f"{abs(exact):f}".partition(".")
    point = _STYLES.get(language or "en", _STYLES["en"])[1]
    return sign + _grouped(whole, language) + (point + fraction if decimals > 0 else "")
