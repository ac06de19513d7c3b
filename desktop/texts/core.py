"""The language a text is rendered in, and Qt-style placeholder filling.

:class:`Words` holds the language; :func:`fill` fills the placeholders.
No Qt is imported here: :data:`INSTALLED` asks Qt only when no plain
catalogue is installed.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from ..languages import normalize_language
from ..qm import load_app_catalogue, plain_catalogue

__all__ = ["INSTALLED", "Words", "escape_markup", "fill"]


class Words:
    """The words of one language: the app's translations for it.

    ``Words.of(language)`` (``"en"``/``"es"``) reads the compiled catalogue
    ``archenemy_<language>.qm`` itself (:mod:`archenemy.desktop.qm`, without
    Qt), independent of what the application installed; :data:`INSTALLED`
    follows the installed translators (Qt's, or the catalogue
    :func:`archenemy.desktop.qm.install_plain` installed for a command that
    never loads Qt).  A missing catalogue gives the English source texts.
    """

    def __init__(self, language: str | None, translator: Any = None, data: bytes = b"") -> None:
        self.language = language
        # A QmCatalogue, or anything with QTranslator's translate().
        self._translator = translator
        # This language's texts as asked for (the game list asks the same few thousands of times).
        self._said: dict[tuple[str, str, str | None, int], str] = {}
        # Kept: QTranslator.load(data) does not copy the bytes.
        self._data = data

    @classmethod
    @functools.cache
    def of(cls, language: str) -> Words:
        """The words of ``language``; cached per language.

        Anything the app does not speak gives English.
        """
        language = normalize_language(language) or "en"
        return cls(language, load_app_catalogue(language))

    def tr(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``source`` (English) of ``context`` in this language.

        As :meth:`QCoreApplication.translate` takes them (so ``lupdate``
        reads a plural: ``tr("Ctx", "%n card(s)", "", count)``): ``%n``
        becomes ``n`` when ``n >= 0``, in the plural form it asks for.
        """
        disambiguation = disambiguation or None
        if self.language is not None:
            key = (context, source, disambiguation, n)
            said = self._said.get(key)
            if said is None:
                said = self._said[key] = self._translate(self._translator, context, source, disambiguation, n)
            return said
        plain, translator = plain_catalogue()
        if not plain:
            from PySide6.QtCore import QCoreApplication

            return QCoreApplication.translate(context, source, disambiguation, n)
        return self._translate(translator, context, source, disambiguation, n)

    @staticmethod
    def _translate(translator: Any, context: str, source: str, disambiguation: str | None, n: int) -> str:
        text = translator.translate(context, source, disambiguation, n) if translator is not None else ""
        text = text or source
        return text.replace("%n", str(n)) if n >= 0 else text

    def __repr__(self) -> str:
        return f"Words({self.language or 'installed'!r})"


# The words of the language the application installed (the window's).
INSTALLED = Words(None)

_PLACEHOLDER = re.compile(r"%([1-9][0-9]?)")


#: What Qt's rich text would read as markup, and its entity (``html.escape``'s, quotes included).
_MARKUP = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape_markup(text: str) -> str:
    """``text`` for Qt's rich text: ``&``, ``<``, ``>`` and quotes as entities.

    What :func:`html.escape` answers, without loading :mod:`html` and its
    entity table (~2 ms at start, where a card's symbols or a named question
    show).
    """
    return text.translate(_MARKUP)


def fill(template: str, *args: object) -> str:
    """Replace ``%1`` … ``%99`` in ``template`` with ``args`` in one pass.

    As Qt's ``arg()`` does.

    A placeholder without an argument is left as it is; text coming from an
    argument is never looked at again (a name ``"Ana%1"`` stays verbatim).
    """
    parts = _parts(template)
    count = len(parts)
    if count == 1:
        return template
    if count == 3:
        # One placeholder (most of them).
        index = parts[1]
        assert isinstance(index, int)
        return f"{parts[0]}{args[index - 1] if index <= len(args) else f'%{index}'!s}{parts[2]}"
    found: list[str] = []
    for part in parts:
        if isinstance(part, str):
            found.append(part)
        else:
            found.append(str(args[part - 1]) if part <= len(args) else f"%{part}")
    return "".join(found)


@functools.lru_cache(maxsize=1024)
def _parts(template: str) -> tuple[str | int, ...]:
    """``template`` split at its placeholders: text, a placeholder's number, text…

    Cached: the game list fills the same few templates thousands of times.
    """
    split = _PLACEHOLDER.split(template)
    return tuple(int(part) if place % 2 else part for place, part in enumerate(split))
