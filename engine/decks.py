"""Scheme deck lists: parse, format and validate them (CR 904.3, 904.12, 904.13d).

A deck list is text typed or pasted by a person, one entry per line::

    # Assemble the Doomsday Machine        <- whole-line comment
    2 Because I Have Willed It             <- "N Name"
    1x Behold the Power of Destruction     <- "Nx Name", also "NX Name", "N x Name"
    All in Good Time                       <- bare name: one copy
    1 Approach My Molten Realm (OARC) 7    <- trailing set code and number ignored
    1 Choose Your Champion [ARC]           <- bracketed set code ignored too
    2 The Dead Shall Serve // two copies   <- trailing "//" or "#" comment

Blank lines, surrounding spaces, CRLF/CR line ends and a UTF-8 byte order
mark are fine.  Names are looked up with :meth:`Catalogue.by_name`, so they
match case-insensitively and ’ and ' alike (:func:`normalize_name`).  Line
numbers are 1-based and count every line of the text, blank or not.

Nothing here raises on a bad deck list: problems are values
(:class:`DeckProblem`) with a stable ``code``, the line(s) at fault and the
arguments a front end needs to render a message in any language.  Problem
codes (``PROBLEM_CODES``):

- ``unknown_name`` (line): no scheme has that name; ``args["suggestion"]`` is
  the closest real English name or ``None``; ``args["count"]`` the copies.
- ``bad_count`` (line): the count is 0, not a whole number or longer than
  :data:`MAX_COUNT_DIGITS` digits (``args["count"]`` is the count as typed,
  cut to 20 characters).
- ``missing_name`` (line): a count with no scheme name after it.
- ``too_many_copies`` (``lines`` = every entry naming the scheme): more copies
  of one English name than the variant allows (904.3, 904.13d);
  ``args["count"]``, ``args["maximum"]``, ``args["scheme_id"]``.
- ``too_few_cards`` (deck level, ``line`` is ``None``): ``args["cards"]``,
  ``args["minimum"]`` (904.3, 904.13d).
- ``empty`` (deck level): the list names no card at all.

Warnings use the same type and keep the deck legal:

- ``needs_commander`` (``lines`` = every entry naming it): a scheme that refers
  to "your commander" in a variant without commanders.

Everything runs in time linear in the size of the text: each line is handled
once with string operations of bounded backtracking, copies are added up in a
dict, and unknown-name suggestions are memoized per normalized name and
offered for the first :data:`MAX_SUGGESTIONS` distinct unknown names only.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, KeysView, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

import msgspec

from .catalogue import Catalogue, load_catalogue, normalize_name
from .errors import ArchenemyError
from .variants import Variant

if TYPE_CHECKING:
    from .planes import PlaneCatalogue

__all__ = [
    "PROBLEM_CODES",
    "WARNING_CODES",
    "MAX_SUGGESTIONS",
    "DeckListError",
    "DeckProblem",
    "DeckLine",
    "ParsedDeck",
    "DeckReport",
    "parse_deck_list",
    "check_deck",
    "check_deck_list",
    "format_deck_list",
    "check_scheme_ids",
    "random_legal_deck",
    "DeckTextError",
    "decode_deck_list",
    "MAX_COUNT_DIGITS",
    "MAX_DECK_LIST_BYTES",
]

#: Codes of :class:`DeckProblem` values that make a scheme deck illegal.
PROBLEM_CODES = (
    "unknown_name",
    "bad_count",
    "missing_name",
    "too_many_copies",
    "too_few_cards",
    "empty",
)
#: Codes of :class:`DeckProblem` values that are only warnings.
WARNING_CODES = ("needs_commander",)

#: The most digits a count may have (leading zeros aside); a longer count is a
#: ``bad_count`` problem on its line (``int()`` refuses over 4,300 digits, and
#: 15 digits keep every total exact in JSON too).
MAX_COUNT_DIGITS = 15

#: The largest deck list file read, in bytes (1 MiB: a deck list is a few
#: hundred bytes).  :func:`decode_deck_list` refuses more (``deck_too_large``);
#: readers of files should stop reading after ``MAX_DECK_LIST_BYTES + 1`` bytes.
MAX_DECK_LIST_BYTES = 1024 * 1024

#: Distinct unknown names that get a ``suggestion`` (a fuzzy match costs about a
#: millisecond; a text with more unknown names than this is not a deck list).
MAX_SUGGESTIONS = 100


class DeckListError(ArchenemyError):
    """A value that cannot be written as a deck list (a count below 1, a bad entry).

    Raised by :func:`format_deck_list`; parsing never raises on bad text.
    """


def _frozen_args(args: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(args or {}))


class DeckProblem(msgspec.Struct, frozen=True, eq=False):
    """One problem (or warning) found in a deck list.

    - ``line``: 1-based line at fault; ``None`` for deck-level problems
      (``too_few_cards``, ``empty``).  For problems spanning several entries it
      is the first of ``lines``.
    - ``code``: one of :data:`PROBLEM_CODES` or :data:`WARNING_CODES`.
    - ``name``: the scheme name concerned: as typed for ``unknown_name``,
      ``bad_count`` and ``missing_name`` (``None`` if there is no name), the
      English name for ``too_many_copies`` and ``needs_commander``, ``None`` for
      deck-level problems.
    - ``lines``: every line concerned, ascending (``(line,)`` for a one-line
      problem, ``()`` for deck-level ones).
    - ``args``: read-only mapping of the values a message needs (see the module
      docstring for each code's keys).
    """

    line: int | None
    code: str
    name: str | None = None
    lines: tuple[int, ...] = ()
    args: Mapping[str, Any] = msgspec.field(default_factory=dict)

    def __post_init__(self) -> None:
        """Keep ``lines`` as a tuple and ``args`` as a read-only copy."""
        msgspec.structs.force_setattr(self, "lines", tuple(self.lines))
        msgspec.structs.force_setattr(self, "args", _frozen_args(self.args))

    def __eq__(self, other: object) -> bool:
        """Equal to a problem of the same line, code, name, lines and arguments."""
        if type(other) is not DeckProblem:
            return NotImplemented
        return self._key() == other._key() and dict(self.args) == dict(other.args)

    def __hash__(self) -> int:
        """The hash of the line, code, name and lines (not of ``args``, a mapping)."""
        return hash(self._key())

    def _key(self) -> tuple[object, ...]:
        return (self.line, self.code, self.name, self.lines)

    def __repr__(self) -> str:
        return (
            f"DeckProblem(line={self.line!r}, code={self.code!r}, name={self.name!r}, "
            f"lines={self.lines!r}, args={dict(self.args)!r})"
        )


class DeckLine(msgspec.Struct, frozen=True):
    """One recognised entry of a deck list: ``count`` copies of ``scheme_id``.

    ``line`` is the 1-based line number, ``name`` the scheme's English name.
    """

    line: int
    scheme_id: str
    count: int
    name: str


class ParsedDeck(msgspec.Struct, frozen=True):
    """The result of :func:`parse_deck_list`: recognised entries and line problems.

    - ``entries``: the entries whose name and count were understood, in line
      order; one scheme may appear on several lines (their copies add up).
    - ``problems``: ``unknown_name``, ``bad_count`` and ``missing_name``
      problems, in line order.
    - ``unresolved_cards``: copies listed on lines with an unknown name (so
      :attr:`listed_cards` counts the deck the person meant to write).
    """

    entries: tuple[DeckLine, ...] = ()
    problems: tuple[DeckProblem, ...] = ()
    unresolved_cards: int = 0

    @property
    def card_count(self) -> int:
        """Cards of the recognised entries, copies counted."""
        return sum(e.count for e in self.entries)

    @property
    def listed_cards(self) -> int:
        """Cards listed with a valid count, recognised name or not."""
        return self.card_count + self.unresolved_cards

    def counts(self) -> dict[str, int]:
        """Copies per scheme id, lines of one scheme added up, in first-seen order."""
        totals: dict[str, int] = {}
        for e in self.entries:
            totals[e.scheme_id] = totals.get(e.scheme_id, 0) + e.count
        return totals

    def card_ids(self) -> list[str]:
        """Every card of the deck as a scheme id, copies repeated, in list order.

        The list has :attr:`card_count` items: check the count first if the
        text is untrusted (a line may ask for a billion copies).
        """
        return [e.scheme_id for e in self.entries for _ in range(e.count)]

    def lines_of(self, scheme_id: str) -> tuple[int, ...]:
        """The lines naming ``scheme_id``, ascending (``()`` if none)."""
        return tuple(e.line for e in self.entries if e.scheme_id == scheme_id)


class DeckReport(msgspec.Struct, frozen=True):
    """The result of validating a scheme deck for a :class:`Variant`.

    ``legal`` is ``True`` exactly when ``problems`` is empty; ``warnings`` never
    make a deck illegal.  ``cards`` is :attr:`ParsedDeck.listed_cards`.
    """

    variant: Variant
    legal: bool
    cards: int
    problems: tuple[DeckProblem, ...] = ()
    warnings: tuple[DeckProblem, ...] = ()


# --- parsing ----------------------------------------------------------------


def _split_lines(text: str) -> list[str]:
    # Only CR, LF and CRLF end a line (str.splitlines would also split on form
    # feeds and U+2028, putting line numbers out of step with editors).
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _strip_comment(line: str) -> str:
    cut = len(line)
    for marker in ("#", "//"):
        pos = line.find(marker)
        if pos != -1 and pos < cut:
            cut = pos
    return line[:cut]


def _is_set_code(token: str) -> bool:
    if len(token) < 4 or (token[0], token[-1]) not in (("(", ")"), ("[", "]")):
        return False
    inner = token[1:-1]
    return 2 <= len(inner) <= 8 and inner.isascii() and inner.isalnum()


def _strip_set_code(words: list[str], keep: int = 1) -> list[str]:
    """Drop a trailing ``(SET)``/``[SET]`` and the collector number after it.

    At least ``keep`` words are left (a bare ``(SET)`` line is a name).
    """
    if len(words) >= keep + 1 and _is_set_code(words[-1]):
        return words[:-1]
    if len(words) >= keep + 2 and _is_set_code(words[-2]):
        return words[:-2]
    return words


def _count_token(token: str) -> int | None:
    """The count of a ``N``/``Nx``/``NX`` token, or ``None`` if it is not one."""
    digits = token[:-1] if token[-1:] in ("x", "X") else token
    if digits.isascii() and digits.isdigit() and len(digits.lstrip("0") or "0") <= MAX_COUNT_DIGITS:
        return int(digits)
    return None


def _looks_like_count(token: str) -> bool:
    # A token starting with a digit (or a sign and a digit) was meant as a count.
    body = token[1:] if token[:1] in ("+", "-") else token
    return body[:1].isascii() and body[:1].isdigit()


class _Card(Protocol):
    """What a deck list reads of a card: its id and English name."""

    @property
    def id(self) -> str: ...

    @property
    def name_en(self) -> str: ...


class NameIndex(Protocol):
    """What the parser needs of a catalogue: the schemes' or the planes'."""

    @property
    def name_keys(self) -> KeysView[str]: ...

    def by_name(self, name: str) -> _Card: ...

    def suggest(self, name: str) -> str | None: ...


class _Resolver:
    """Name look-ups with memoized results (suggestions are the costly part).

    :meth:`Catalogue.by_name` computes a fuzzy suggestion whenever a name is
    missing, about a millisecond each; to keep a long list of unknown names
    fast, names are first checked against the set of known look-up keys
    (built with :func:`normalize_name` from every English and localized name,
    as the catalogue does) and only known names go to ``by_name``.
    """

    def __init__(self, catalogue: NameIndex) -> None:
        self.catalogue = catalogue
        # built once with the catalogue
        self._known = catalogue.name_keys
        self._found: dict[str, tuple[str, str] | None] = {}
        self._suggestions: dict[str, str | None] = {}

    def find(self, name: str) -> tuple[str, str] | None:
        """``(scheme id, English name)`` of the scheme called ``name``, or ``None``."""
        key = normalize_name(name)
        if key not in self._found:
            self._found[key] = None
            if key in self._known:
                try:
                    scheme = self.catalogue.by_name(name)
                except KeyError:
                    # an unknown scheme or plane (both errors are KeyErrors)
                    pass
                else:
                    self._found[key] = (scheme.id, scheme.name_en)
        return self._found[key]

    def suggest(self, name: str) -> str | None:
        key = normalize_name(name)
        if key not in self._suggestions:
            if not key or len(self._suggestions) >= MAX_SUGGESTIONS:
                return None
            self._suggestions[key] = self.catalogue.suggest(name)
        return self._suggestions[key]


def parse_deck_list(text: str, catalogue: NameIndex | None = None) -> ParsedDeck:
    """Parse a scheme deck list into a :class:`ParsedDeck`.

    The format is in the module docstring.

    ``text`` is the whole list as ``str`` (decoding bytes is the caller's job;
    a leading BOM is ignored).  ``catalogue`` resolves names (English or the
    catalogue's language; the planes' catalogue reads a planar deck list);
    default: the English scheme catalogue.

    Never raises on bad content: lines that cannot be understood become
    ``unknown_name``, ``bad_count`` or ``missing_name`` problems.  Raises
    :class:`TypeError` if ``text`` is not a ``str``.  This only reads the list;
    the deck construction rules (CR 904.3, 904.13d) are applied by
    :func:`check_deck`.
    """
    if not isinstance(text, str):
        raise TypeError(f"deck list must be str, not {type(text).__name__}")
    resolver = _Resolver(catalogue if catalogue is not None else load_catalogue())
    if text.startswith("\ufeff"):
        text = text[1:]
    entries: list[DeckLine] = []
    problems: list[DeckProblem] = []
    unresolved = 0
    for number, raw in enumerate(_split_lines(text), start=1):
        words = _strip_comment(raw).split()
        if not words:
            continue
        count = 1
        if _looks_like_count(words[0]):
            parsed = _count_token(words[0])
            rest = words[1:]
            if parsed is not None and words[0][-1:] not in ("x", "X") and rest[:1] in (["x"], ["X"]):
                # "N x Name" (but "2 X Marks the Spot" would still be a name).
                candidates = [rest[1:], rest]
            else:
                candidates = [rest]
            candidates = [_strip_set_code(c, keep=0) for c in candidates]
            if parsed is None or parsed == 0:
                whole = " ".join(_strip_set_code(words))
                found = resolver.find(whole)
                # a scheme whose name starts with a digit
                if found is not None:
                    entries.append(DeckLine(number, found[0], 1, found[1]))
                    continue
                name = " ".join(candidates[0]) or None
                typed = words[0] if len(words[0]) <= 20 else words[0][:20] + "…"
                problems.append(DeckProblem(number, "bad_count", name, (number,), {"count": typed}))
                continue
            count = parsed
            if not candidates[0] and not (len(candidates) > 1 and candidates[1]):
                problems.append(DeckProblem(number, "missing_name", None, (number,), {"count": words[0]}))
                continue
        else:
            candidates = [_strip_set_code(words)]
        found = None
        for candidate in candidates:
            if candidate:
                found = resolver.find(" ".join(candidate))
                if found is not None:
                    break
        if found is not None:
            entries.append(DeckLine(number, found[0], count, found[1]))
            continue
        # not empty: checked above
        name = " ".join(candidates[0] or candidates[-1])
        unresolved += count
        problems.append(
            DeckProblem(
                number,
                "unknown_name",
                name,
                (number,),
                {"suggestion": resolver.suggest(name), "count": count},
            )
        )
    return ParsedDeck(tuple(entries), tuple(problems), unresolved)


# --- validation -------------------------------------------------------------


def check_deck(
    deck: ParsedDeck,
    variant: Variant = Variant.ARCHENEMY,
    catalogue: Catalogue | None = None,
) -> DeckReport:
    """Validate a parsed scheme deck for ``variant`` and return a :class:`DeckReport`.

    Applies ``variant.rules``: at least ``min_deck`` cards and at most
    ``max_copies`` cards with one English name, copies on several lines added
    up.  That is CR 904.3 for Archenemy (at least twenty, no more than two of
    any English name), the same per player in Supervillain Rumble (904.12c),
    and CR 904.13d for Archenemy Commander (at least ten, each with a different
    English name).  The parse problems of ``deck`` come first (line order),
    then ``too_many_copies`` (order of first appearance), then ``too_few_cards``
    or ``empty``.  Warns ``needs_commander`` for schemes that refer to a
    commander when ``variant`` has none.

    ``catalogue`` (default English) supplies :attr:`Scheme.needs_commander`.
    Raises :class:`TypeError` if ``variant`` is not a :class:`Variant`.
    """
    if not isinstance(variant, Variant):
        raise TypeError(f"variant must be a Variant, not {type(variant).__name__}")
    catalogue = catalogue if catalogue is not None else load_catalogue()
    rules = variant.rules
    problems = list(deck.problems)
    warnings: list[DeckProblem] = []

    totals: dict[str, int] = {}
    lines: dict[str, list[int]] = {}
    names: dict[str, str] = {}
    for entry in deck.entries:
        totals[entry.scheme_id] = totals.get(entry.scheme_id, 0) + entry.count
        lines.setdefault(entry.scheme_id, []).append(entry.line)
        names.setdefault(entry.scheme_id, entry.name)

    for scheme_id, count in totals.items():
        where = tuple(lines[scheme_id])
        if count > rules.max_copies:
            problems.append(
                DeckProblem(
                    where[0],
                    "too_many_copies",
                    names[scheme_id],
                    where,
                    {"count": count, "maximum": rules.max_copies, "scheme_id": scheme_id},
                )
            )
        if not rules.uses_commander and scheme_id in catalogue and catalogue[scheme_id].needs_commander:
            warnings.append(DeckProblem(where[0], "needs_commander", names[scheme_id], where, {"scheme_id": scheme_id}))

    cards = deck.listed_cards
    if not deck.entries and not deck.problems:
        problems.append(DeckProblem(None, "empty", None, (), {"minimum": rules.min_deck}))
    elif cards < rules.min_deck:
        problems.append(DeckProblem(None, "too_few_cards", None, (), {"cards": cards, "minimum": rules.min_deck}))
    return DeckReport(variant, not problems, cards, tuple(problems), tuple(warnings))


def check_deck_list(
    text: str,
    variant: Variant = Variant.ARCHENEMY,
    catalogue: Catalogue | None = None,
) -> DeckReport:
    """Parse ``text`` and validate it for ``variant``.

    :func:`parse_deck_list` then :func:`check_deck`.

    Same rules (CR 904.3, 904.12c, 904.13d), errors and result as those two.
    """
    catalogue = catalogue if catalogue is not None else load_catalogue()
    return check_deck(parse_deck_list(text, catalogue), variant, catalogue)


# --- formatting -------------------------------------------------------------


def format_deck_list(
    deck: ParsedDeck | Mapping[str, int] | Iterable[str],
    catalogue: Catalogue | PlaneCatalogue | None = None,
) -> str:
    """Write a scheme deck as a deck list: one ``N Name`` line per scheme.

    ``deck`` is a :class:`ParsedDeck`, a mapping of scheme id to copies, or an
    iterable of scheme ids with copies repeated (e.g. ``Precon.scheme_ids()``).
    Copies of one scheme are merged onto one line; lines are in first-seen
    order (so a list keeps the order its author gave it); names are the
    English names (CR 904.3 counts copies per English name; a planar deck
    given with the planes' catalogue likewise, 901.3).  The text ends
    with a newline ("" for an empty deck) and reads back with
    :func:`parse_deck_list` to the same copies per scheme.

    Raises :class:`UnknownSchemeError` for an id not in ``catalogue`` (default
    English) and :class:`DeckListError` for a count that is not a whole number
    of at least 1.
    """
    catalogue = catalogue if catalogue is not None else load_catalogue()
    if isinstance(deck, ParsedDeck):
        totals: Mapping[str, int] = deck.counts()
    elif isinstance(deck, Mapping):
        totals = deck
    elif isinstance(deck, str):
        raise DeckListError("deck_ids_not_text")
    else:
        merged: dict[str, int] = {}
        for scheme_id in deck:
            merged[scheme_id] = merged.get(scheme_id, 0) + 1
        totals = merged
    out = []
    for scheme_id, count in totals.items():
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise DeckListError("deck_bad_count", scheme_id=scheme_id, count=count)
        out.append(f"{count} {catalogue[scheme_id].name_en}\n")
    return "".join(out)


# --- decks as scheme-id lists -------------------------------------------------


def check_scheme_ids(
    scheme_ids: Iterable[str],
    variant: Variant = Variant.ARCHENEMY,
    catalogue: Catalogue | None = None,
) -> DeckReport:
    """Validate a deck given as scheme ids (copies repeated), e.g. an official deck.

    Same rules as :func:`check_deck` (CR 904.3, 904.12c, 904.13d); line
    numbers refer to the lines of ``format_deck_list(scheme_ids)``.  Raises
    :class:`UnknownSchemeError` for an id not in the catalogue.
    """
    catalogue = catalogue if catalogue is not None else load_catalogue()
    return check_deck_list(format_deck_list(list(scheme_ids), catalogue), variant, catalogue)


def random_legal_deck(
    variant: Variant, catalogue: Catalogue | None = None, rng: random.Random | None = None
) -> list[str]:
    """A random scheme deck legal for ``variant``.

    The minimum size, one copy of each scheme.

    Draws from :class:`random.SystemRandom` unless ``rng`` is given.  Schemes
    that need a commander are used only in the Commander option.  The result
    is legal by construction (CR 904.3: 20 cards, no name twice; 904.13d: 10
    all different).
    """
    catalogue = catalogue if catalogue is not None else load_catalogue()
    rng = rng or random.SystemRandom()
    pool = [s.id for s in catalogue.values() if variant.rules.uses_commander or not s.needs_commander]
    return rng.sample(pool, variant.rules.min_deck)


# --- deck list files ------------------------------------------------------------


class DeckTextError(DeckListError):
    """Bytes that are not a deck list's text.

    ``reason`` is ``"binary"`` (NUL bytes) or ``"encoding"`` (code
    ``deck_not_text``), or ``"too_large"`` (code ``deck_too_large``, param
    ``limit_kb``: over :data:`MAX_DECK_LIST_BYTES`).
    """

    def __init__(self, reason: str) -> None:
        self.reason = reason
        if reason == "too_large":
            super().__init__("deck_too_large", limit_kb=MAX_DECK_LIST_BYTES // 1024)
        else:
            super().__init__("deck_not_text", reason=reason)


def decode_deck_list(data: bytes) -> str:
    """The text of a deck list file.

    UTF-8 (a byte order mark is dropped), else Windows-1252.

    Windows-1252 is the documented fallback for lists saved by older Windows
    editors.  Raises :class:`DeckTextError` for more than
    :data:`MAX_DECK_LIST_BYTES`, binary data (NUL bytes) or bytes that neither
    encoding reads.
    """
    if len(data) > MAX_DECK_LIST_BYTES:
        raise DeckTextError("too_large")
    if b"\x00" in data:
        raise DeckTextError("binary")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        raise DeckTextError("encoding") from None
