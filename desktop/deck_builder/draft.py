"""The deck being built, as a plain Python object.

No Qt, so tests drive it without widgets.

A :class:`DeckDraft` holds copies per scheme id in first-added order, the
variant whose deck rules apply (CR 904.3; 904.12c; 904.13d) and the deck's
name.  It knows its deck-list text (:func:`~archenemy.engine.decks.format_deck_list`,
English names), its validation report (:func:`~archenemy.engine.decks.check_deck_list`,
so a problem's line number is the deck's row), whether it has changes that
were not saved (compared with the last save or load, not a flag: adding a
copy and removing it again leaves nothing to save) and why it cannot be
saved.  The deck builder dialog is a view of one draft.

:func:`parse_text` reads a deck list typed or pasted by a person with the
names of every language the app has: the catalogue's own language and
English first, then the other languages for the lines those do not know, so
the app's Spanish scheme names work in the English UI and the other way round.

Reasons are codes (:class:`SaveBlock`), never words: the dialog renders them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import Literal

import msgspec

from ...engine.catalogue import LANGUAGES, Catalogue, load_catalogue
from ...engine.decks import (
    DeckLine,
    DeckProblem,
    DeckReport,
    ParsedDeck,
    check_deck_list,
    format_deck_list,
    parse_deck_list,
)
from ...engine.planes import PlaneCatalogue
from ...engine.variants import Variant

__all__ = [
    "MAX_NAME_LENGTH",
    "UNDO_STEPS",
    "AnyCatalogue",
    "CatalogueLoader",
    "DeckDraft",
    "DraftBase",
    "SaveBlock",
    "other_language_names",
    "parse_text",
]

#: How many changes of copies :meth:`DeckDraft.undo` can take back.
UNDO_STEPS = 100

# Longest deck name the saved-deck store accepts (the same value as ``files.MAX_NAME_LENGTH``).
MAX_NAME_LENGTH = 60


class SaveBlock(Enum):
    """Why a draft cannot be saved now."""

    NO_NAME = "no_name"
    NO_CARDS = "no_cards"
    NAME_TOO_LONG = "name_too_long"


def _split_lines(text: str) -> list[str]:
    # The engine's rule (engine.decks): only CR, LF and CRLF end a line, so line numbers match its problems.
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


#: What a deck list's names are looked up in: the schemes' catalogue or the planes'.
AnyCatalogue = Catalogue | PlaneCatalogue
#: Loads a catalogue of one kind in a language (:func:`load_catalogue`, :func:`load_planes`).
CatalogueLoader = Callable[[str], AnyCatalogue]


def _fallback_catalogues(catalogue: AnyCatalogue, load: CatalogueLoader = load_catalogue) -> list[AnyCatalogue]:
    return [load(language) for language in LANGUAGES if language not in (catalogue.language, "en")]


def parse_text(text: str, catalogue: AnyCatalogue, load: CatalogueLoader = load_catalogue) -> ParsedDeck:
    """Parse a deck list with the names of every language the app knows.

    Lines are read with ``catalogue`` (its language and English) as
    :func:`~archenemy.engine.decks.parse_deck_list` does; a line whose name it
    does not know is read again with each other language's catalogue
    (``load(language)``: the schemes', or :func:`load_planes` for a planar
    deck list).  A line no catalogue knows keeps ``catalogue``'s problem (with
    the other catalogue's suggestion if ``catalogue`` had none).  Line
    numbers are the text's; never raises on bad content.
    """
    parsed = parse_deck_list(text, catalogue)
    for other in _fallback_catalogues(catalogue, load):
        unknown = {p.line for p in parsed.problems if p.code == "unknown_name"}
        if not unknown:
            break
        lines = _split_lines(text)
        only_unknown = "\n".join(line if number in unknown else "" for number, line in enumerate(lines, start=1))
        parsed = _merge(parsed, parse_deck_list(only_unknown, other))
    return parsed


def _merge(first: ParsedDeck, second: ParsedDeck) -> ParsedDeck:
    """``first`` with the lines ``second`` understood.

    ``second`` parsed only ``first``'s unknown lines.
    """
    found = {entry.line: entry for entry in second.entries}
    if not found and not second.problems:
        return first
    hints = {p.line: p for p in second.problems if p.args.get("suggestion")}
    entries: list[DeckLine] = [*first.entries, *found.values()]
    entries.sort(key=lambda entry: entry.line)
    problems: list[DeckProblem] = []
    for problem in first.problems:
        if problem.line in found:
            continue
        if problem.code == "unknown_name" and not problem.args.get("suggestion") and problem.line in hints:
            problem = hints[problem.line]
        problems.append(problem)
    unresolved = sum(int(p.args.get("count", 0)) for p in problems if p.code == "unknown_name")
    return ParsedDeck(tuple(entries), tuple(problems), unresolved)


def other_language_names(scheme_id: str, catalogue: AnyCatalogue, load: CatalogueLoader = load_catalogue) -> list[str]:
    """The card's names in the app's other languages, for searching.

    The languages other than ``catalogue``'s and English (``load`` as
    :func:`parse_text` takes it).
    """
    return [other[scheme_id].name for other in _fallback_catalogues(catalogue, load) if scheme_id in other]


class DraftBase:
    """A deck being built: copies per card id, the rules' variant and a name.

    The copies are kept in first-added order.

    ``catalogue`` supplies the card ids a deck may hold and the names of its
    deck list; it may be replaced (the UI's language changed) without
    changing the deck.  Methods that change the deck return whether they did;
    :meth:`undo` takes back the copies added and removed one by one, by
    Remove all copies and by Clear deck (the last :data:`UNDO_STEPS` changes),
    until the whole deck is replaced (:meth:`set_counts`, :meth:`replace`).
    :class:`DeckDraft` is a scheme deck; :class:`~.planar_draft.PlanarDraft`
    a planar deck (``kind``: the saved-deck store's kind of it).
    """

    kind: Literal["scheme", "planar"] = "scheme"
    catalogue: AnyCatalogue

    def __init__(
        self,
        catalogue: AnyCatalogue,
        variant: Variant = Variant.ARCHENEMY,
        name: str = "",
        *,
        stored_as: str | None = None,
    ) -> None:
        self.catalogue = catalogue
        self._variant = variant
        self._counts: dict[str, int] = {}
        self._name = name
        self._stored_as = stored_as
        # The counts before each change, the latest last.
        self._undo: list[dict[str, int]] = []
        self._baseline: tuple[str, tuple[tuple[str, int], ...]] = self._state()
        # The deck as a list gave it, and each card's lines in that list (see in_list_lines).
        self._read_lines: tuple[tuple[tuple[str, int], ...], dict[str, tuple[int, ...]]] | None = None

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self._name!r}, variant={self._variant!r}, counts={self._counts!r})"

    # ----- what the deck is ---------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """Copies per scheme id, in first-added order (a copy)."""
        return dict(self._counts)

    def copies(self, scheme_id: str) -> int:
        """Copies of ``scheme_id`` in the deck (0 if none)."""
        return self._counts.get(scheme_id, 0)

    @property
    def card_count(self) -> int:
        """Cards in the deck, copies counted."""
        return sum(self._counts.values())

    @property
    def variant(self) -> Variant:
        """The variant whose deck rules are checked."""
        return self._variant

    @property
    def name(self) -> str:
        """The deck's name, stripped."""
        return self._name.strip()

    @property
    def stored_as(self) -> str | None:
        """The saved deck this draft was loaded from or last saved as, or ``None``."""
        return self._stored_as

    def deck_text(self) -> str:
        """The deck as a deck list: English names, no name line.

        See :func:`format_deck_list`.
        """
        return format_deck_list(self._counts, self.catalogue)

    def export_text(self) -> str:
        """The deck list with its name as a first comment line.

        What Export and Copy write.
        """
        body = self.deck_text()
        return f"# {self.name}\n{body}" if self.name else body

    # ----- changing the deck ------------------------------------------------------------
    def add_copy(self, scheme_id: str) -> bool:
        """Add one copy of ``scheme_id``; ``False`` for an unknown id.

        A new scheme goes to the end.
        """
        if scheme_id not in self.catalogue:
            return False
        self._remember()
        self._counts[scheme_id] = self._counts.get(scheme_id, 0) + 1
        return True

    def remove_copy(self, scheme_id: str) -> bool:
        """Remove one copy of ``scheme_id``; its row goes when none is left.

        Never below 0.
        """
        count = self._counts.get(scheme_id, 0)
        if count <= 0:
            return False
        self._remember()
        if count == 1:
            del self._counts[scheme_id]
        else:
            self._counts[scheme_id] = count - 1
        return True

    def remove_all(self, scheme_id: str) -> bool:
        """Remove every copy of ``scheme_id``.

        :meth:`undo` puts them back in their place.
        """
        if scheme_id not in self._counts:
            return False
        self._remember()
        del self._counts[scheme_id]
        return True

    def clear(self) -> bool:
        """Remove every card (:meth:`undo` puts them back)."""
        if not self._counts:
            return False
        self._remember()
        self._counts.clear()
        return True

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo` has a change to take back."""
        return bool(self._undo)

    def undo(self) -> bool:
        """Take back the latest change of copies; ``False`` when there is none.

        The rows are in their first-added order again.
        """
        if not self._undo:
            return False
        self._counts = self._undo.pop()
        return True

    def _remember(self) -> None:
        self._undo = [*self._undo[-(UNDO_STEPS - 1) :], dict(self._counts)]

    def set_counts(self, counts: Mapping[str, int] | Iterable[tuple[str, int]]) -> None:
        """Replace the deck by ``counts``, keeping their order.

        Unknown ids and counts below 1 are dropped.
        """
        items = counts.items() if isinstance(counts, Mapping) else counts
        fresh: dict[str, int] = {}
        for scheme_id, count in items:
            if scheme_id in self.catalogue and int(count) > 0:
                fresh[scheme_id] = fresh.get(scheme_id, 0) + int(count)
        self._counts = fresh
        self._undo.clear()

    def set_name(self, name: str) -> bool:
        """Rename the deck (the text as typed; :attr:`name` is it stripped)."""
        if name == self._name:
            return False
        self._name = name
        return True

    def set_variant(self, variant: Variant) -> bool:
        """Check the deck against ``variant``'s rules.

        Not a change to save: the store keeps no variant.
        """
        if not isinstance(variant, Variant):
            raise TypeError(f"variant must be a Variant, not {type(variant).__name__}")
        if variant is self._variant:
            return False
        self._variant = variant
        return True

    def replace(
        self,
        counts: Mapping[str, int] | Iterable[tuple[str, int]],
        name: str,
        *,
        stored_as: str | None = None,
        read_from: ParsedDeck | None = None,
    ) -> None:
        """Replace the whole deck, e.g. by a pasted or imported list.

        Unsaved until saved; ``counts`` as :meth:`set_counts` takes them.

        ``stored_as`` names the saved deck it came from (a saved or official
        deck just loaded: use :meth:`mark_saved` after); ``None`` otherwise.
        ``read_from``: the list it was read from, whose lines the check's
        problems name while the deck is as read (:meth:`in_list_lines`).
        """
        self.set_counts(counts)
        self._name = name
        self._stored_as = stored_as
        self._read_lines = None
        if read_from is not None:
            lines: dict[str, tuple[int, ...]] = {}
            for entry in read_from.entries:
                lines[entry.scheme_id] = (*lines.get(entry.scheme_id, ()), entry.line)
            self._read_lines = (self._counts_now(), lines)

    def _counts_now(self) -> tuple[tuple[str, int], ...]:
        return tuple(self._counts.items())

    def in_list_lines(self, problems: tuple[DeckProblem, ...]) -> tuple[DeckProblem, ...]:
        """``problems`` naming the lines of the list the deck was read from.

        The check reads the deck's rows (one a card, :meth:`deck_text`); while
        the deck is as an imported or pasted list gave it, each row's line is
        that card's line(s) in the list ("lines 2, 11: 2 copies of “Akoum”",
        as the player's file has them).  After a change, or for a deck not
        read from a list, the rows' numbers stay.
        """
        read = self._read_lines
        if read is None or read[0] != self._counts_now():
            return problems
        rows = list(self._counts)
        lines_of = read[1]

        def listed(row_lines: tuple[int, ...]) -> tuple[int, ...]:
            found: list[int] = []
            for row in row_lines:
                card = rows[row - 1] if 0 < row <= len(rows) else None
                found.extend(lines_of.get(card, ()) if card is not None else ())
            return tuple(sorted(set(found))) if found else row_lines

        mapped = []
        for problem in problems:
            if not problem.lines:
                mapped.append(problem)
                continue
            lines = listed(problem.lines)
            mapped.append(msgspec.structs.replace(problem, line=lines[0], lines=lines))
        return tuple(mapped)

    # ----- saving -------------------------------------------------------------------------
    def save_block(self) -> SaveBlock | None:
        """Why the deck cannot be saved now, or ``None``.

        It needs a name (≤ 60 characters) and cards.
        """
        if not self.name:
            return SaveBlock.NO_NAME
        if len(self.name) > MAX_NAME_LENGTH:
            return SaveBlock.NAME_TOO_LONG
        if not self._counts:
            return SaveBlock.NO_CARDS
        return None

    def would_replace(self, existing_name: str) -> bool:
        """Whether saving under :attr:`name` would replace another saved deck.

        The other saved deck is ``existing_name``.
        """
        if existing_name.casefold() != self.name.casefold():
            return False
        return self._stored_as is None or self._stored_as.casefold() != existing_name.casefold()

    def mark_saved(self, stored_as: str | None = None) -> None:
        """Record the deck as now saved (or loaded) as ``stored_as``.

        Nothing is left to save.
        """
        self._stored_as = stored_as
        self._baseline = self._state()

    def forget_store(self, deleted_name: str) -> None:
        """The saved deck ``deleted_name`` is gone: this draft no longer comes from it."""
        if self._stored_as is not None and self._stored_as.casefold() == deleted_name.casefold():
            self._stored_as = None

    @property
    def has_unsaved_changes(self) -> bool:
        """Whether the deck or its name changed since the last save or load.

        The variant aside.
        """
        return self._state() != self._baseline

    @property
    def would_lose_work(self) -> bool:
        """Whether dropping the draft now loses work.

        It does with unsaved changes and at least one card.
        """
        return bool(self._counts) and self.has_unsaved_changes

    def _state(self) -> tuple[str, tuple[tuple[str, int], ...]]:
        return self._name.strip(), tuple(self._counts.items())


class DeckDraft(DraftBase):
    """A scheme deck being built: copies per scheme id, a variant and a name.

    What :class:`DraftBase` holds, checked against the variant's scheme deck
    rules (CR 904.3; 904.12c; 904.13d).
    """

    kind: Literal["scheme", "planar"] = "scheme"
    catalogue: Catalogue

    def report(self) -> DeckReport:
        """The deck checked against its variant's rules.

        A problem's line is the deck's row, or its line in the list it was
        read from while the deck is as read (:meth:`in_list_lines`).
        """
        report = check_deck_list(self.deck_text(), self._variant, self.catalogue)
        return msgspec.structs.replace(
            report, problems=self.in_list_lines(report.problems), warnings=self.in_list_lines(report.warnings)
        )

    def read_text(self, text: str) -> ParsedDeck:
        """Parse a deck list with :func:`parse_text`; changes nothing.

        Any language the app has.
        """
        return parse_text(text, self.catalogue)
