"""Saved decks: deck-list files, scheme and planar, under the data dir.

Qt-free apart from translations.

Scheme decks (``<data dir>/decks``) and planar decks (CR 901.3,
``<data dir>/planar-decks``) are two kinds (:data:`DeckKind`) kept
in two folders, so each list shows only its own kind: :func:`list_saved_decks`
takes the kind (default ``"scheme"``) and :func:`list_saved_planar_decks` is
the planar one.  Everything below holds for both kinds.

Each saved deck is one UTF-8 ``*.txt`` file in the engine's deck-list format
(:func:`archenemy.engine.decks.format_deck_list`) whose first line is a
comment naming the deck::

    # Assemble the Doomsday Machine, my version
    2 Because I Have Willed It
    1 Behold the Power of Destruction

The file name is a safe slug of the deck name (``assemble-the-doomsday-machine-my-version.txt``);
two different names with the same slug get ``-2``, ``-3``... suffixes.  Names
are compared without regard to case: saving "My deck" again, or "MY DECK",
replaces that deck's file.  Files are written atomically (a temporary file in
the same folder, then :func:`os.replace`), so a crash never leaves half a deck.

A file someone dropped into the folder by hand is listed too (named after its
first ``#`` line, else its file name); a file that cannot be read as text is
skipped.  :func:`read_deck_file` reads a deck list chosen for import the way
``archenemy deck check`` does: UTF-8 (a byte order mark is fine), else
Windows-1252.

Error messages are Qt translations (context ``DeckStore``) with ``%1``
placeholders filled by :func:`archenemy.desktop.texts.fill`; only
:class:`QCoreApplication.translate` is used, which needs no application object.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QCoreApplication

from ...engine.decks import MAX_DECK_LIST_BYTES, DeckTextError, decode_deck_list
from ...engine.safe_files import FileTooLargeError, NotRegularFileError, read_regular_file, write_atomically
from .. import paths
from ..texts import file_error_text, fill
from .draft import MAX_NAME_LENGTH

__all__ = [
    "DECK_KINDS",
    "MAX_NAME_LENGTH",
    "MAX_FILE_BYTES",
    "DeckKind",
    "DeckStoreError",
    "SavedDeck",
    "decks_dir",
    "list_saved_decks",
    "list_saved_planar_decks",
    "save_deck",
    "delete_deck",
    "read_deck_file",
    "safe_file_stem",
    "split_header",
]

# MAX_NAME_LENGTH (from .draft): the longest deck name accepted by :func:`save_deck` (after stripping spaces).
# Largest file :func:`read_deck_file` reads (a deck list is a few kilobytes).
MAX_FILE_BYTES = MAX_DECK_LIST_BYTES

#: The kinds of saved deck: a scheme deck (CR 314) or a planar deck (CR 901.3).
DeckKind = Literal["scheme", "planar"]
DECK_KINDS: tuple[DeckKind, ...] = ("scheme", "planar")
# Each kind's folder under the data dir.
_FOLDERS: dict[DeckKind, str] = {"scheme": "decks", "planar": "planar-decks"}

_STEM_LENGTH = 48
_WINDOWS_RESERVED = {"con", "prn", "aux", "nul"} | {f"com{i}" for i in range(10)} | {f"lpt{i}" for i in range(10)}


class DeckStoreError(ValueError):
    """A deck that cannot be saved, deleted or read.

    ``str(error)`` is one line for the user, already worded.

    A desktop error, not an engine one: the store words its own messages (in
    the UI language) because they are about files and names, not rules.
    """


@dataclass(frozen=True)
class SavedDeck:
    """A saved deck: its ``name``, its file ``path`` and its deck-list ``text``.

    The text is without the name line; ``kind`` is which folder it is in
    (a scheme deck or a planar deck).
    """

    name: str
    path: Path
    text: str
    kind: DeckKind = "scheme"


def decks_dir(kind: DeckKind = "scheme") -> Path:
    """The folder of saved decks of ``kind`` (may not exist yet).

    ``paths.data_dir() / "decks"`` for scheme decks, ``/ "planar-decks"``
    for planar decks.
    """
    return paths.data_dir() / _FOLDERS[kind]


def safe_file_stem(name: str) -> str:
    """A file name stem for a deck called ``name``.

    Lowercase ASCII letters, digits and ``-``.

    Accents are dropped, every other run of characters becomes one ``-``, at
    most 48 characters; ``"deck"`` when nothing is left, and Windows device
    names (``con``, ``nul``, ``com1``...) get ``-deck`` appended.
    """
    text = unicodedata.normalize("NFKD", name)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    stem = re.sub(r"[^a-z0-9]+", "-", text).strip("-")[:_STEM_LENGTH].strip("-") or "deck"
    if stem in _WINDOWS_RESERVED:
        stem += "-deck"
    return stem


def split_header(text: str) -> tuple[str | None, str]:
    """Split a deck-list text into its name line and the rest.

    ``"# My deck\\n2 Name\\n"`` gives ``("My deck", "2 Name\\n")``; a text whose
    first line is not a ``#`` comment (or an empty one) gives ``(None, text)``.
    A leading byte order mark is dropped.
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    first, newline, rest = text.partition("\n")
    first = first.rstrip("\r")
    if first.lstrip().startswith("#"):
        name = first.lstrip()[1:].strip()
        if name:
            return name, rest
    return None, text


def _check_name(name: str) -> str:
    if not isinstance(name, str):
        raise DeckStoreError(QCoreApplication.translate("DeckStore", "A deck name must be text."))
    name = name.strip()
    if not name:
        raise DeckStoreError(QCoreApplication.translate("DeckStore", "Type a name for the deck."))
    if len(name) > MAX_NAME_LENGTH:
        raise DeckStoreError(
            fill(
                QCoreApplication.translate("DeckStore", "A deck name can have at most %1 characters; this one has %2."),
                MAX_NAME_LENGTH,
                len(name),
            )
        )
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in name):
        raise DeckStoreError(
            QCoreApplication.translate("DeckStore", "A deck name cannot contain line breaks or control characters.")
        )
    return name


def _decode(data: bytes, file_name: str) -> str:
    try:
        return decode_deck_list(data)
    except DeckTextError as exc:
        raise _not_a_deck_list(exc.reason, file_name) from None


def _not_a_deck_list(reason: str, file_name: str) -> DeckStoreError:
    """The error for a file that is no deck list.

    ``too_large``, ``binary`` or anything else (an encoding).
    """
    if reason == "too_large":
        message = QCoreApplication.translate("DeckStore", "%1 is larger than %2 KB: not a deck list.")
    elif reason == "binary":
        message = QCoreApplication.translate(
            "DeckStore", "%1 is not a text file (it has NUL bytes); save it as UTF-8 text."
        )
    else:
        message = QCoreApplication.translate("DeckStore", "%1 is not a text file (neither UTF-8 nor Windows-1252).")
    return DeckStoreError(fill(message, file_name, MAX_FILE_BYTES // 1024))


def read_deck_file(path: Path, shown_name: str | None = None) -> str:
    """Read a deck list file and return its text.

    The one reader of the deck builder's Import and of ``archenemy deck check``.

    UTF-8 (a byte order mark is dropped), else Windows-1252.  Never reads
    more than :data:`MAX_FILE_BYTES` and one byte, and never waits on a FIFO
    or reads a device (:func:`~archenemy.engine.safe_files.read_regular_file`).  ``shown_name`` is how
    messages name the file (default: its base name; the command line passes
    the path as typed).  Raises :class:`DeckStoreError`, one line in the UI
    language naming the file, when it is missing, a folder, unreadable,
    larger than :data:`MAX_FILE_BYTES`, or not text (NUL bytes, or bytes
    neither encoding reads).
    """
    path = Path(path)
    file_name = shown_name or path.name or str(path)
    try:
        # Never a FIFO or a device; never more than the limit.
        data = read_regular_file(path, MAX_FILE_BYTES)
    except FileTooLargeError:
        raise _not_a_deck_list("too_large", file_name) from None
    except NotRegularFileError as exc:
        if exc.kind == "directory":
            message = fill(QCoreApplication.translate("DeckStore", "%1 is a folder, not a deck list."), file_name)
        else:
            message = fill(
                QCoreApplication.translate("DeckStore", "Cannot read %1: %2"), file_name, file_error_text(exc)
            )
        raise DeckStoreError(message) from None
    except FileNotFoundError:
        raise DeckStoreError(fill(QCoreApplication.translate("DeckStore", "%1: no such file."), file_name)) from None
    except IsADirectoryError:
        raise DeckStoreError(
            fill(QCoreApplication.translate("DeckStore", "%1 is a folder, not a deck list."), file_name)
        ) from None
    # Permissions, bad path characters...
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise DeckStoreError(
            fill(QCoreApplication.translate("DeckStore", "Cannot read %1: %2"), file_name, reason)
        ) from None
    return _decode(data, file_name)


def _read_saved(path: Path, kind: DeckKind) -> SavedDeck | None:
    try:
        text = _decode(read_regular_file(path, MAX_FILE_BYTES), path.name)
    # Not a regular file, too large, unreadable; DeckStoreError is a ValueError.
    except (OSError, ValueError):
        return None
    name, body = split_header(text)
    return SavedDeck(name or path.stem, path, body, kind)


def list_saved_decks(kind: DeckKind = "scheme") -> list[SavedDeck]:
    """Every saved deck of ``kind``, sorted by name without regard to case.

    The ``*.txt`` files in :func:`decks_dir` of ``kind``.

    Files that cannot be read as text are skipped; never raises for one bad
    file (an unreadable folder gives an empty list).
    """
    folder = decks_dir(kind)
    try:
        files = sorted(p for p in folder.glob("*.txt") if not p.name.startswith("."))
    except OSError:
        return []
    decks = [deck for deck in (_read_saved(p, kind) for p in files) if deck is not None]
    decks.sort(key=lambda d: (d.name.casefold(), d.path.name))
    return decks


def list_saved_planar_decks() -> list[SavedDeck]:
    """Every saved planar deck (CR 901.3), sorted by name without regard to case.

    :func:`list_saved_decks` of ``"planar"``: what New game offers as each
    player's own planar deck.  The texts are planar deck lists, checked by
    :func:`archenemy.engine.planar_decks.check_planar_deck_list`.
    """
    return list_saved_decks("planar")


def _target_path(name: str, kind: DeckKind) -> Path:
    folder = decks_dir(kind)
    key = name.casefold()
    for deck in list_saved_decks(kind):
        if deck.name.casefold() == key:
            return deck.path
    stem = safe_file_stem(name)
    candidate = folder / f"{stem}.txt"
    number = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = folder / f"{stem}-{number}.txt"
        number += 1
    return candidate


def save_deck(name: str, text: str, kind: DeckKind = "scheme") -> SavedDeck:
    """Save the deck list ``text`` as the deck of ``kind`` called ``name``.

    Returns the saved deck.  ``name`` is stripped; it must not be empty, be longer than
    :data:`MAX_NAME_LENGTH` or hold control characters (else
    :class:`DeckStoreError`).  A saved deck with the same name (any case) is
    replaced; otherwise a new file named after :func:`safe_file_stem` is
    created.  The file is ``# <name>`` then ``text`` (which should come from
    :func:`format_deck_list`), written atomically.  Raises
    :class:`DeckStoreError` when the file cannot be written.
    """
    name = _check_name(name)
    if not isinstance(text, str):
        raise DeckStoreError(QCoreApplication.translate("DeckStore", "A deck list must be text."))
    header, body = split_header(text)
    # Keep the text whole unless it already starts with this name's line.
    if header != name:
        body = text[1:] if text.startswith("\ufeff") else text
    if body and not body.endswith("\n"):
        body += "\n"
    try:
        path = _target_path(name, kind)
        write_atomically(path, f"# {name}\n{body}")
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise DeckStoreError(
            fill(QCoreApplication.translate("DeckStore", "Cannot save the deck “%1”: %2"), name, reason)
        ) from None
    return SavedDeck(name, path, body, kind)


def delete_deck(deck: SavedDeck) -> None:
    """Delete a saved deck's file (nothing happens if it is already gone).

    Refuses (:class:`DeckStoreError`) a path outside :func:`decks_dir` of
    the deck's kind or a file that cannot be removed.
    """
    path = Path(deck.path)
    try:
        inside = path.resolve().parent == decks_dir(deck.kind).resolve()
    except OSError:
        inside = False
    if not inside or path.suffix != ".txt":
        raise DeckStoreError(fill(QCoreApplication.translate("DeckStore", "“%1” is not a saved deck."), deck.name))
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise DeckStoreError(
            fill(QCoreApplication.translate("DeckStore", "Cannot delete the deck “%1”: %2"), deck.name, reason)
        ) from None
