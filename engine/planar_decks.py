"""Planar deck lists: read, check and write them (CR 901.3, 901.15a).

A planar deck list is written as a scheme deck list is
(:mod:`archenemy.engine.decks`: ``N Name`` lines, comments, set codes), its
names looked up among the planes and phenomena.  A player's planar deck
has at least ten cards, at most two phenomena and every English name once
(901.3); the single communal deck at least forty cards or ten times the
players, whichever is smaller, and at most twice the players in phenomena
(901.15a).  Problems are :class:`~archenemy.engine.decks.DeckProblem`
values naming their lines, as the scheme decks' are, plus:

- ``too_many_phenomena`` (``lines``: every phenomenon's line):
  ``args["count"]``, ``args["maximum"]``;
- ``mixed_kinds`` (line): a scheme named in a planar deck list, or a
  plane in a scheme deck list; ``args["kind"]`` is what the line named.

The ready default (:func:`default_communal_deck`): the 139 product planes
and up to twice the players' number of product phenomena drawn at random.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import msgspec

from .catalogue import Catalogue, load_catalogue
from .decks import DeckLine, DeckProblem, DeckReport, ParsedDeck, check_deck, parse_deck_list
from .planar import PlanarSetup
from .planes import PlaneCatalogue, load_planes
from .variants import Variant

__all__ = [
    "PLANAR_MIN_DECK",
    "PLANAR_MAX_PHENOMENA",
    "PlanarDeckReport",
    "check_planar_deck",
    "check_planar_deck_list",
    "check_planar_setup",
    "check_scheme_deck_among_planes",
    "communal_sizes",
    "deck_kind",
    "default_communal_deck",
    "format_planar_deck",
    "planar_lines_that_are_schemes",
]

#: A player's planar deck: at least ten cards (901.3).
PLANAR_MIN_DECK = 10
#: A player's planar deck: at most two phenomena (901.3).
PLANAR_MAX_PHENOMENA = 2


def communal_sizes(players: int) -> tuple[int, int]:
    """The communal deck's least cards and most phenomena for ``players`` (901.15a)."""
    return min(40, 10 * players), 2 * players


class PlanarDeckReport(msgspec.Struct, frozen=True):
    """A planar deck checked: ``legal`` when ``problems`` is empty.

    ``communal``: checked as the single communal deck for ``players``
    (901.15a), else as a player's own (901.3); ``cards``: the listed cards;
    ``minimum`` and ``max_phenomena``: the sizes it was checked against.
    """

    legal: bool
    cards: int
    communal: bool
    players: int
    minimum: int
    max_phenomena: int
    problems: tuple[DeckProblem, ...] = ()


def check_planar_deck(
    deck: ParsedDeck,
    planes: PlaneCatalogue | None = None,
    *,
    players: int | None = None,
    schemes: Catalogue | None = None,
    text: str | None = None,
) -> PlanarDeckReport:
    """Check a parsed planar deck: 901.3, or 901.15a when ``players`` is given.

    Parse problems first (line order); a line of ``text`` naming a scheme
    is ``mixed_kinds`` instead of ``unknown_name``; then ``too_many_copies``
    (every name once), ``too_many_phenomena``, and ``too_few_cards`` or
    ``empty``.  Never raises.
    """
    planes = planes if planes is not None else load_planes()
    problems = [_mixed(p, schemes) for p in deck.problems]
    totals: dict[str, list[int]] = {}
    for entry in deck.entries:
        totals.setdefault(entry.scheme_id, []).extend([entry.line] * entry.count)
    for plane_id, lines in totals.items():
        if len(lines) > 1:
            where = tuple(sorted(set(lines)))
            args = {"count": len(lines), "maximum": 1, "scheme_id": plane_id}
            problems.append(DeckProblem(where[0], "too_many_copies", planes[plane_id].name_en, where, args))
    minimum, max_phenomena = communal_sizes(players) if players else (PLANAR_MIN_DECK, PLANAR_MAX_PHENOMENA)
    phenomena = [e for e in deck.entries if planes[e.scheme_id].phenomenon]
    count = sum(e.count for e in phenomena)
    if count > max_phenomena:
        where = tuple(sorted({e.line for e in phenomena}))
        problems.append(
            DeckProblem(where[0], "too_many_phenomena", None, where, {"count": count, "maximum": max_phenomena})
        )
    cards = deck.listed_cards
    if not deck.entries and not deck.problems:
        problems.append(DeckProblem(None, "empty", None, (), {"minimum": minimum}))
    elif cards < minimum:
        problems.append(DeckProblem(None, "too_few_cards", None, (), {"cards": cards, "minimum": minimum}))
    return PlanarDeckReport(
        not problems, cards, players is not None, players or 0, minimum, max_phenomena, tuple(problems)
    )


def check_planar_setup(
    planar: PlanarSetup, players: int, planes: PlaneCatalogue | None = None
) -> tuple[tuple[str, PlanarDeckReport], ...]:
    """Each planar deck of a set-up checked, with its owner, in set-up order.

    A player's own deck as 901.3 wants it, the single communal deck (owner
    :data:`~archenemy.engine.planar.COMMUNAL`) for ``players`` as 901.15a
    does (:func:`check_planar_deck`).  A deck's cards are its plane ids, one
    line each in deck order; an id no card holds is left to the set-up's
    own check (``UnknownPlaneError``).  Never raises.
    """
    planes = planes if planes is not None else load_planes()
    found = []
    for owner, plane_ids in planar.decks:
        entries = tuple(
            DeckLine(line, plane_id, 1, planes[plane_id].name_en)
            for line, plane_id in enumerate(plane_ids, 1)
            if plane_id in planes
        )
        report = check_planar_deck(ParsedDeck(entries), planes, players=players if planar.communal else None)
        found.append((owner, report))
    return tuple(found)


def _mixed(problem: DeckProblem, schemes: Catalogue | None) -> DeckProblem:
    """``problem``, or ``mixed_kinds`` when its unknown name is a scheme's."""
    if schemes is None or problem.code != "unknown_name" or problem.name is None:
        return problem
    try:
        scheme = schemes.by_name(problem.name)
    except KeyError:
        return problem
    return DeckProblem(problem.line, "mixed_kinds", scheme.name_en, problem.lines, {"kind": "scheme"})


def planar_lines_that_are_schemes(deck: ParsedDeck, schemes: Catalogue | None = None) -> ParsedDeck:
    """``deck`` (a planar deck list read) with its scheme lines named as such.

    Each ``unknown_name`` problem whose name is a scheme's becomes
    ``mixed_kinds`` (``args["kind"]`` ``"scheme"``) for its line: a planar
    deck holds planes and phenomena only (901.3).  The entries are kept;
    never raises.
    """
    schemes = schemes if schemes is not None else load_catalogue()
    problems = tuple(_mixed(p, schemes) for p in deck.problems)
    return msgspec.structs.replace(deck, problems=problems)


def check_planar_deck_list(
    text: str, planes: PlaneCatalogue | None = None, *, players: int | None = None
) -> PlanarDeckReport:
    """Parse ``text`` as a planar deck list and check it (:func:`check_planar_deck`)."""
    planes = planes if planes is not None else load_planes()
    return check_planar_deck(parse_deck_list(text, planes), planes, players=players, schemes=load_catalogue())


def deck_kind(text: str, schemes: Catalogue | None = None, planes: PlaneCatalogue | None = None) -> str:
    """Which kind of deck list ``text`` is: ``"planar"`` or ``"scheme"``.

    The kind most of its recognised lines name; a scheme deck list when it
    names no card at all or as many of each.
    """
    schemes = schemes if schemes is not None else load_catalogue()
    planes = planes if planes is not None else load_planes()
    as_planes = parse_deck_list(text, planes)
    as_schemes = parse_deck_list(text, schemes)
    return "planar" if len(as_planes.entries) > len(as_schemes.entries) else "scheme"


def scheme_lines_that_are_planes(deck: ParsedDeck, planes: PlaneCatalogue | None = None) -> tuple[DeckProblem, ...]:
    """A scheme deck's unknown names that are planes, as ``mixed_kinds`` problems."""
    planes = planes if planes is not None else load_planes()
    found = []
    for problem in deck.problems:
        if problem.code != "unknown_name" or problem.name is None:
            continue
        try:
            plane = planes.by_name(problem.name)
        except KeyError:
            continue
        found.append(DeckProblem(problem.line, "mixed_kinds", plane.name_en, problem.lines, {"kind": "plane"}))
    return tuple(found)


def check_scheme_deck_among_planes(
    deck: ParsedDeck,
    variant: Variant,
    schemes: Catalogue | None = None,
    planes: PlaneCatalogue | None = None,
) -> DeckReport:
    """Check a parsed scheme deck; a line naming a planar card is ``mixed_kinds``.

    :func:`~archenemy.engine.decks.check_deck` (CR 904.3, 904.12c,
    904.13d), each ``unknown_name`` problem whose name is a plane's or a
    phenomenon's replaced by ``mixed_kinds`` for its line (``args["kind"]``
    ``"plane"``): a scheme deck holds schemes only (904.3).  Never raises.
    """
    schemes = schemes if schemes is not None else load_catalogue()
    report = check_deck(deck, variant, schemes)
    mixed = {p.line: p for p in scheme_lines_that_are_planes(deck, planes)}
    if not mixed:
        return report
    problems = tuple(
        mixed.get(p.line, p) if p.code == "unknown_name" and p.line is not None else p for p in report.problems
    )
    return msgspec.structs.replace(report, problems=problems)


def default_communal_deck(
    players: int, planes: PlaneCatalogue | None = None, rng: random.Random | None = None
) -> tuple[str, ...]:
    """The ready communal deck (901.15).

    The product planes and up to 2 × ``players`` product phenomena.

    The phenomena are drawn at random (``rng``, default a fresh
    :class:`random.SystemRandom`); the deck is then recorded as any deck is.
    """
    planes = planes if planes is not None else load_planes()
    rng = rng or random.SystemRandom()
    phenomena = [p.id for p in planes.product_phenomena()]
    chosen = rng.sample(phenomena, min(len(phenomena), 2 * players))
    return tuple(p.id for p in planes.product_planes()) + tuple(sorted(chosen))


def format_planar_deck(plane_ids: Iterable[str], planes: PlaneCatalogue | None = None) -> str:
    """A planar deck as a list: one ``1 Name`` line per card, by English name."""
    planes = planes if planes is not None else load_planes()
    names = sorted(planes[i].name_en for i in plane_ids)
    return "".join(f"1 {name}\n" for name in names)
