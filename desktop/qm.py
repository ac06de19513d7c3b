"""Qt's compiled translation catalogues (``.qm``) read without Qt.

For what must not load PySide6: ``archenemy history`` and ``archenemy stats``
(a hundred milliseconds of importing QtCore for a few dozen strings), and
:meth:`archenemy.desktop.texts.Words.of`.  :class:`QmCatalogue` looks a message
up as ``QTranslator::translate`` does (Qt's ``qtranslator.cpp``): the ELF hash
of the source text and disambiguation in the sorted hash table, every message
of that hash tried in order (its context, source text and comment compared
when the file holds them), then the same without the disambiguation; a plural
message's form chosen by the file's numerus rules.
``tests/desktop/test_qm.py`` checks every message of the app's catalogues
against ``QTranslator``.
"""

from __future__ import annotations

from ..engine.package_data import read_package_bytes

__all__ = ["QmCatalogue", "QmError", "install_plain", "load_app_catalogue", "plain_catalogue", "uninstall_plain"]

_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
# The blocks of a .qm file.
_HASHES, _MESSAGES, _CONTEXTS, _NUMERUS, _LANGUAGE = 0x42, 0x69, 0x2F, 0x88, 0xA7
# The fields of a message.
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
# The numerus rules' byte code (qtranslator.cpp).
_EQ, _LT, _LEQ, _BETWEEN, _OP_MASK = 0x01, 0x02, 0x03, 0x04, 0x07
_NOT, _MOD_10, _MOD_100, _LEAD_1000 = 0x08, 0x10, 0x20, 0x40
_AND, _OR, _NEWRULE = 0xFD, 0xFE, 0xFF


class QmError(ValueError):
    """Bytes that are not a ``.qm`` catalogue this reader understands."""


def _elf_hash(*parts: bytes) -> int:
    h = 0
    for part in parts:
        for byte in part:
            h = ((h << 4) + byte) & 0xFFFFFFFF
            g = h & 0xF0000000
            if g:
                h ^= g >> 24
            h &= ~g & 0xFFFFFFFF
    return h or 1


def _matches(found: bytes, target: bytes) -> bool:
    # A stored value may end with its NUL.
    if found.endswith(b"\0"):
        found = found[:-1]
    return found == target


def numerus_form(n: int, rules: bytes) -> int:
    """The plural form (0, 1, ...) ``rules`` (a ``.qm`` file's byte code) gives ``n``.

    As Qt's ``numerusHelper``: 0 when the rules are empty or malformed.
    """
    size = len(rules)
    if not size:
        return 0
    result, i = 0, 0
    try:
        while True:
            or_value = False
            while True:
                and_value = True
                while True:
                    opcode = rules[i]
                    i += 1
                    left = n
                    if opcode & _MOD_10:
                        left %= 10
                    elif opcode & _MOD_100:
                        left %= 100
                    elif opcode & _LEAD_1000:
                        while left >= 1000:
                            left //= 1000
                    right = rules[i]
                    i += 1
                    op = opcode & _OP_MASK
                    if op == _EQ:
                        truth = left == right
                    elif op == _LT:
                        truth = left < right
                    elif op == _LEQ:
                        truth = left <= right
                    elif op == _BETWEEN:
                        top = rules[i]
                        i += 1
                        truth = right <= left <= top
                    else:
                        truth = True
                    if opcode & _NOT:
                        truth = not truth
                    and_value = and_value and truth
                    if i == size or rules[i] != _AND:
                        break
                    i += 1
                or_value = or_value or and_value
                if i == size or rules[i] != _OR:
                    break
                i += 1
            if or_value:
                return result
            result += 1
            if i == size:
                return result
            if rules[i] != _NEWRULE:
                return 0
            i += 1
    except IndexError:
        return 0


class QmCatalogue:
    """One compiled catalogue's messages, looked up as ``QTranslator`` does.

    ``QmCatalogue(data)`` reads the bytes of a ``.qm`` file; raises
    :class:`QmError` when they are not one.  :attr:`language` is the
    catalogue's own (``"es"``), ``""`` when it names none.
    """

    def __init__(self, data: bytes) -> None:
        if not data.startswith(_MAGIC):
            raise QmError("not a Qt translation catalogue")
        blocks: dict[int, bytes] = {}
        at = len(_MAGIC)
        while at < len(data):
            if at + 5 > len(data):
                raise QmError("a block cut short")
            tag, size = data[at], int.from_bytes(data[at + 1 : at + 5], "big")
            blocks[tag] = data[at + 5 : at + 5 + size]
            at += 5 + size
        self._messages = blocks.get(_MESSAGES, b"")
        self._rules = blocks.get(_NUMERUS, b"")
        self._contexts = blocks.get(_CONTEXTS, b"")
        self.language = blocks.get(_LANGUAGE, b"").decode("utf-8", "replace")
        table = blocks.get(_HASHES, b"")
        self._offsets: dict[int, list[int]] = {}
        for at in range(0, len(table) - 7, 8):
            h, offset = int.from_bytes(table[at : at + 4], "big"), int.from_bytes(table[at + 4 : at + 8], "big")
            self._offsets.setdefault(h, []).append(offset)
        self._found: dict[tuple[str, str, str, int], str] = {}

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The translation of ``source`` in ``context``, or ``""`` when there is none.

        ``n`` (``>= 0``) picks a plural message's form; ``%n`` is left for the
        caller, as ``QTranslator.translate`` leaves it.
        """
        key = (context, source, disambiguation or "", n)
        found = self._found.get(key)
        if found is None:
            found = self._found[key] = self._lookup(*key)
        return found

    def _lookup(self, context: str, source: str, comment: str, n: int) -> str:
        ctx, src, note = (s.encode("utf-8", "surrogatepass") for s in (context, source, comment))
        if self._contexts and not self._has_context(ctx):
            return ""
        if not self._offsets:
            return ""
        form = numerus_form(n, self._rules) if n >= 0 else 0
        while True:
            for offset in self._offsets.get(_elf_hash(src, note), ()):
                found = self._message(offset, ctx, src, note, form)
                if found is not None:
                    return found
            if not note:
                return ""
            note = b""

    def _has_context(self, ctx: str | bytes) -> bool:
        table = self._contexts
        if not isinstance(ctx, bytes):
            ctx = ctx.encode("utf-8")
        try:
            size = int.from_bytes(table[0:2], "big")
            slot = 2 + 2 * (_elf_hash(ctx) % size)
            offset = int.from_bytes(table[slot : slot + 2], "big")
            if offset == 0:
                return False
            at = 2 + 2 * size + 2 * offset
            while True:
                length = table[at]
                at += 1
                if length == 0:
                    return False
                if _matches(table[at : at + length], ctx):
                    return True
                at += length
        except (IndexError, ZeroDivisionError):
            return False

    def _message(self, at: int, ctx: bytes, src: bytes, note: bytes, form: int) -> str | None:
        """The message at ``at`` when it is this one, in plural ``form``; else ``None``."""
        data, chosen = self._messages, None
        while True:
            if at >= len(data):
                break
            tag = data[at]
            at += 1
            if tag == _END:
                break
            if tag == _OBSOLETE1:
                at += 4
                continue
            if tag not in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
                return None
            size = int.from_bytes(data[at : at + 4], "big")
            at += 4
            if tag == _TRANSLATION:
                if size & 1:
                    return None
                if form == 0:
                    chosen = data[at : at + size]
                form -= 1
                at += size
                continue
            value = data[at : at + size]
            if tag == _SOURCE and not _matches(value, src):
                return None
            if tag == _CONTEXT and not _matches(value, ctx):
                return None
            # Qt looks at the comment's first byte (the next field's tag when it is empty).
            if tag == _COMMENT and at < len(data) and data[at] and not _matches(value, note):
                return None
            at += size
        return None if chosen is None else chosen.decode("utf-16-be", "surrogatepass")


def load_app_catalogue(language: str) -> QmCatalogue | None:
    """The app's catalogue for ``language`` (``i18n/archenemy_<language>.qm``).

    ``None`` when it is missing or unreadable (a checkout without ``make``):
    English then.
    """
    try:
        data = read_package_bytes("archenemy.i18n", f"archenemy_{language}.qm")
    except OSError:
        return None
    try:
        return QmCatalogue(data) if data else None
    except QmError:
        return None


# The catalogue install_plain() installed (None inside: English), while no Qt translator is.
_plain: list[QmCatalogue | None] = []


def install_plain(language: str) -> str:
    """Install ``language``'s catalogue for a command that never loads Qt.

    ``archenemy history`` and ``archenemy stats``: the words of
    :data:`archenemy.desktop.texts.INSTALLED` then come from it.
    :func:`archenemy.desktop.i18n.install_language` undoes it (Qt's
    translators are then the installed ones again).  Returns the language
    used.
    """
    from .languages import normalize_language

    language = normalize_language(language) or "en"
    _plain[:] = [load_app_catalogue(language)]
    return language


def uninstall_plain() -> None:
    """Let the installed words follow Qt's installed translators again."""
    _plain.clear()


def plain_catalogue() -> tuple[bool, QmCatalogue | None]:
    """Whether a catalogue is installed without Qt, and which (``None``: English)."""
    return (True, _plain[0]) if _plain else (False, None)
