"""The ``.qm`` reader without Qt answers every message as ``QTranslator`` does."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from archenemy.desktop.qm import QmCatalogue, QmError, numerus_form

from support.i18n import I18N

COUNTS = (-1, 0, 1, 2, 3, 5, 11, 21, 101, 1000)


def _messages(ts: Path) -> list[tuple[str, str, str, bool]]:
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = message.findtext("comment") or ""
            found.append((name, source, comment, message.get("numerus") == "yes"))
    return found


@pytest.mark.parametrize("language", ["es", "en"])
def test_every_message_as_qtranslator_gives_it(qm_dir: Path, language: str) -> None:
    from PySide6.QtCore import QTranslator

    data = (qm_dir / f"archenemy_{language}.qm").read_bytes()
    qt = QTranslator()
    assert qt.load(data)
    ours = QmCatalogue(data)
    assert ours.language == language
    messages = _messages(I18N / f"archenemy_{language}.ts")
    assert len(messages) > (1000 if language == "es" else 10)
    checked = 0
    for context, source, comment, numerus in messages:
        for disambiguation in {comment, "", "no such comment"}:
            for n in COUNTS if numerus else (-1,):
                expected = qt.translate(context, source, disambiguation or None, n)
                assert ours.translate(context, source, disambiguation or None, n) == expected, (context, source, n)
                checked += 1
        # Another context, another text: nothing.
        assert ours.translate("NoSuchContext", source) == qt.translate("NoSuchContext", source, None, -1)
        assert ours.translate(context, source + " (not a message)") == ""
    assert checked > len(messages)


def test_numerus_rules_as_qt_reads_them() -> None:
    # English and Spanish: one form for 1, another for the rest.
    assert [numerus_form(n, b"\x01\x01") for n in (0, 1, 2, 11)] == [1, 0, 1, 1]
    # Polish-like: n == 1; n % 10 in 2..4 and n % 100 not in 12..14; the rest.
    rules = bytes([0x01, 0x01, 0xFF, 0x14, 0x02, 0x04, 0xFD, 0x2C, 0x0C, 0x0E])
    assert [numerus_form(n, rules) for n in (1, 2, 4, 5, 12, 22, 112)] == [0, 1, 1, 2, 2, 1, 2]
    assert numerus_form(3, b"") == 0
    # Cut short: the first form, as Qt answers.
    assert numerus_form(3, b"\x01") == 0


def test_not_a_catalogue_is_refused() -> None:
    with pytest.raises(QmError):
        QmCatalogue(b"not a catalogue")
