"""The translations as the tests read them.

The committed ``.ts`` files and English left on screen.

``ts_messages(ts)`` maps ``(context, source)`` to each ``<message>`` of a
``.ts`` file, ``translation_forms(message)`` gives its translation (its plural
forms); ``english_patterns()`` is every English text Spanish translates
differently, as a full-match pattern; ``english_in_widget(widget, allowed)``
lists the English a widget still shows (what a Spanish dialog must not).
"""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

from archenemy.engine.catalogue import load_catalogue

from support.paths import REPO

I18N = REPO / "i18n"
ES_TS = I18N / "archenemy_es.ts"
EN_TS = I18N / "archenemy_en.ts"
PLACEHOLDER = re.compile(r"%(?:[1-9]|n)")


def qt_tool(name: str) -> str | None:
    """The venv's ``pyside6-lupdate`` / ``pyside6-lrelease``, or ``None``.

    Else the PATH's.
    """
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else shutil.which(name)


def ts_messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """``(context, source) -> <message>`` of a ``.ts`` file."""
    found: dict[tuple[str, str], ET.Element] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message
    return found


def translation_forms(message: ET.Element) -> list[str]:
    """The translation's text, or its plural forms."""
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def english_patterns() -> list[tuple[str, re.Pattern[str]]]:
    """Every English UI text Spanish translates differently, as a pattern.

    Full-match patterns.
    """
    english_plurals = {k: translation_forms(m) for k, m in ts_messages(EN_TS).items()}
    spanish = ts_messages(ES_TS)
    # A word Spanish uses itself is no sign of English ("Planes": the
    # English planes, the Spanish schemes)
    spanish_words = {form.replace("&", "") for m in spanish.values() for form in translation_forms(m)}
    patterns = []
    for key, message in spanish.items():
        source = key[1]
        forms = translation_forms(message)
        if message.get("numerus") != "yes" and forms[0] == source:
            # The same word in both languages ("No", "Archenemy Commander")
            continue
        if source.replace("&", "") in spanish_words:
            continue
        for english in {source, *english_plurals.get(key, [])}:
            plain = english.replace("&", "")
            if len(re.sub(r"[^A-Za-z]", "", PLACEHOLDER.sub("", plain))) < 3:
                continue
            regex = PLACEHOLDER.sub(lambda _: "(.+)", re.escape(plain).replace(r"\%", "%"))
            patterns.append((english, re.compile(regex, re.DOTALL)))
    return patterns


def text_pieces(text: str) -> set[str]:
    """A text, its lines, its " · " parts.

    Without mnemonics and without a trailing "  [key]".
    """
    text = text.replace("&", "")
    pieces = {text}
    for line in text.splitlines():
        pieces.add(line)
        pieces.update(part for part in line.split(" · "))
    pieces = {re.sub(r"\s+\[[^\]]*\]$", "", piece) for piece in pieces}
    return {piece.strip() for piece in pieces if piece.strip()}


def widget_texts(widget: QWidget) -> list[str]:
    """The title, labels, buttons, group box titles and tooltips ``widget`` shows."""
    found = [widget.windowTitle()]
    for child in widget.findChildren(QWidget):
        if not child.isVisibleTo(widget):
            continue
        if isinstance(child, (QLabel, QAbstractButton)) and child.text():
            found.append(child.text())
        if isinstance(child, QGroupBox) and child.title():
            found.append(child.title())
        if child.toolTip():
            found.append(child.toolTip())
    return found


def english_in_widget(widget: QWidget, allowed: set[str]) -> list[tuple[str, str]]:
    """``(piece, English source)`` of every English text ``widget`` shows.

    Card and deck names and ``allowed`` aside.
    """
    allowed = allowed | {"Archenemy Companion"} | {s.name_en for s in load_catalogue("en").values()}
    allowed |= {p.name_en for p in load_catalogue("en").precons}
    patterns = english_patterns()
    found = []
    for text in widget_texts(widget):
        for piece in text_pieces(text) - allowed:
            found += [(piece, source) for source, pattern in patterns if pattern.fullmatch(piece)]
    return found
