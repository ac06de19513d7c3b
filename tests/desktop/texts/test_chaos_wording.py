"""The Spanish of chaos and of rolling: one wording, the cards' own.

The official Planechase 2012 cards say "Siempre que lances caos" for the
ability today's Oracle text writes "Whenever chaos ensues" (CR 311.7), and
"lanzamiento" for a roll of the planar die (Chaotic Aether: "cada
lanzamiento en blanco en el dado planar"); the planar cards' Spanish in
``data/`` follows them.  The app's own words do too (data/SOURCES.md).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

ES = Path(__file__).resolve().parents[3] / "i18n" / "archenemy_es.ts"


def _messages() -> list[tuple[str, str]]:
    root = ET.parse(ES).getroot()
    found = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        found.append((source, translation))
    return found


def test_chaos_ensues_is_lanzar_caos_as_on_the_cards() -> None:
    ensues = [(s, t) for s, t in _messages() if "haos ensues" in s or "haos ens&ues" in s]
    assert ensues, "the app names chaos ensuing"
    for source, translation in ensues:
        assert "desata" not in translation, (source, translation)
        assert "lanza" in translation.lower(), (source, translation)


def test_rolling_a_die_is_lanzar_everywhere() -> None:
    rolls = [(s, t) for s, t in _messages() if s.replace("&", "").startswith(("Roll a d", "Roll the planar die"))]
    assert len(rolls) >= 3
    for source, translation in rolls:
        assert translation.replace("&", "").startswith("Lanzar"), (source, translation)
