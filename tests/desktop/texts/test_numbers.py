"""Numbers written without Qt are those QLocale writes."""

from __future__ import annotations

import random

import pytest

from archenemy.desktop.texts.numbers import decimal_text, integer_text


@pytest.mark.parametrize("language", ["en", "es"])
def test_numbers_as_qlocale_writes_them(language: str) -> None:
    from PySide6.QtCore import QLocale

    locale = QLocale(language)
    rng = random.Random(7)
    integers = [*range(0, 1200), *(10**k + d for k in range(3, 10) for d in (-1, 0, 1)), -5, -1234, -12345]
    for value in integers:
        assert integer_text(value, language) == locale.toString(value), value
    floats = [n / 20 for n in range(0, 400)] + [rng.uniform(0, 10**7) for _ in range(500)] + [0.25, 2.675, 1e6 + 0.25]
    for value in floats:
        assert decimal_text(value, language) == locale.toString(value, "f", 1), value
