"""Words for deck problems and warnings (CR 904.3, 904.13d, 901.3, 901.15a).

The :class:`~archenemy.engine.decks.DeckProblem` codes, worded: a scheme
deck's, and a planar deck's when the catalogue given is the planes'.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.catalogue import Catalogue
from ...engine.decks import DeckProblem
from ...engine.planes import PlaneCatalogue
from .core import INSTALLED, Words, fill


def _lines(problem: DeckProblem) -> str:
    return ", ".join(str(n) for n in problem.lines)


def _display_name(problem: DeckProblem, catalogue: Catalogue | PlaneCatalogue | None) -> str:
    """The card name to show: localized when the problem names a known card."""
    scheme_id = problem.args.get("scheme_id")
    if catalogue is not None and isinstance(scheme_id, str) and scheme_id in catalogue:
        return catalogue[scheme_id].name
    return problem.name or ""


def problem_message(
    problem: DeckProblem, catalogue: Catalogue | PlaneCatalogue | None = None, words: Words = INSTALLED
) -> str:
    """Render a :class:`DeckProblem` as one line of text in ``words``' language.

    A problem or a warning alike.

    Messages are Qt translations in the context ``DeckCheck``.  Known cards
    are named as in ``catalogue`` (its language); typed names as typed.  A
    :class:`PlaneCatalogue` words the problems of a planar deck list (an
    unknown plane or phenomenon, 901.3).  An unknown code renders as
    ``line N code name``.  Never raises.
    """
    name = _display_name(problem, catalogue)
    if isinstance(catalogue, PlaneCatalogue):
        planar = _PLANAR_RENDERERS.get(problem.code)
        if planar is not None:
            return planar(problem, name, words)
    render = _RENDERERS.get(problem.code)
    if render is not None:
        return render(problem, name, words)
    _tr = words.tr
    where = fill(_tr("DeckCheck", "line %1"), problem.line) if problem.line else ""
    return " ".join(part for part in (where, problem.code, problem.name or "") if part)


def _unknown_name(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    suggestion = problem.args.get("suggestion")
    if suggestion:
        template = _tr("DeckCheck", "line %1: unknown scheme “%2”; did you mean “%3”?")
        return fill(template, problem.line, name, suggestion)
    return fill(_tr("DeckCheck", "line %1: unknown scheme “%2”"), problem.line, name)


def _bad_count(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    count = problem.args.get("count", "")
    if name:
        template = _tr(
            "DeckCheck", "line %1: “%2” is not a valid number of copies of “%3”; use a whole number of at least 1"
        )
        return fill(template, problem.line, count, name)
    template = _tr("DeckCheck", "line %1: “%2” is not a valid number of copies; use a whole number of at least 1")
    return fill(template, problem.line, count)


def _missing_name(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    template = _tr("DeckCheck", "line %1: the count “%2” is not followed by a scheme name")
    return fill(template, problem.line, problem.args.get("count", ""))


def _too_many_copies(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    args = problem.args
    several = len(problem.lines) > 1
    if args.get("maximum") == 1:
        if several:
            text = _tr("DeckCheck", "lines %1: %2 copies of “%3”; each card must have a different English name")
        else:
            text = _tr("DeckCheck", "line %1: %2 copies of “%3”; each card must have a different English name")
        return fill(text, _lines(problem), args.get("count"), name)
    if several:
        text = _tr("DeckCheck", "lines %1: %2 copies of “%3”; at most %4 with one English name are allowed")
    else:
        text = _tr("DeckCheck", "line %1: %2 copies of “%3”; at most %4 with one English name are allowed")
    return fill(text, _lines(problem), args.get("count"), name, args.get("maximum"))


def _too_few_cards(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    args = problem.args
    if args.get("cards") == 1:
        return fill(_tr("DeckCheck", "deck has 1 card; at least %1 are needed"), args.get("minimum"))
    template = _tr("DeckCheck", "deck has %1 cards; at least %2 are needed")
    return fill(template, args.get("cards"), args.get("minimum"))


def _empty(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    template = _tr("DeckCheck", "the deck list names no schemes; at least %1 are needed")
    return fill(template, problem.args.get("minimum", ""))


def _needs_commander(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    if len(problem.lines) > 1:
        text = _tr("DeckCheck", "lines %1: “%2” refers to your commander; it only works in an Archenemy Commander game")
    else:
        text = _tr("DeckCheck", "line %1: “%2” refers to your commander; it only works in an Archenemy Commander game")
    return fill(text, _lines(problem), name)


def _unknown_planar_name(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    suggestion = problem.args.get("suggestion")
    if suggestion:
        template = _tr("DeckCheck", "line %1: unknown plane or phenomenon “%2”; did you mean “%3”?")
        return fill(template, problem.line, name, suggestion)
    return fill(_tr("DeckCheck", "line %1: unknown plane or phenomenon “%2”"), problem.line, name)


def _planar_missing_name(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    template = _tr("DeckCheck", "line %1: the count “%2” is not followed by the name of a plane or phenomenon")
    return fill(template, problem.line, problem.args.get("count", ""))


def _planar_empty(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    template = _tr("DeckCheck", "the deck list names no planes; at least %1 are needed")
    return fill(template, problem.args.get("minimum", ""))


def _too_many_phenomena(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    if len(problem.lines) > 1:
        text = _tr("DeckCheck", "lines %1: %2 phenomena; a planar deck can hold at most %3")
    else:
        text = _tr("DeckCheck", "line %1: %2 phenomena; a planar deck can hold at most %3")
    return fill(text, _lines(problem), problem.args.get("count"), problem.args.get("maximum"))


def _mixed_kinds(problem: DeckProblem, name: str, words: Words) -> str:
    _tr = words.tr
    if problem.args.get("kind") == "scheme":
        text = _tr("DeckCheck", "line %1: “%2” is a scheme; a planar deck list names only planes and phenomena")
    else:
        text = _tr("DeckCheck", "line %1: “%2” is a planar card; a scheme deck list names only schemes")
    return fill(text, problem.line, name)


# One renderer per problem code (engine/decks.py: PROBLEM_CODES and WARNING_CODES).
_RENDERERS: dict[str, Callable[[DeckProblem, str, Words], str]] = {
    "unknown_name": _unknown_name,
    "bad_count": _bad_count,
    "missing_name": _missing_name,
    "too_many_copies": _too_many_copies,
    "too_few_cards": _too_few_cards,
    "empty": _empty,
    "needs_commander": _needs_commander,
    "mixed_kinds": _mixed_kinds,
    "too_many_phenomena": _too_many_phenomena,
}

# A planar deck list's own wording of a code (engine/planar_decks.py).
_PLANAR_RENDERERS: dict[str, Callable[[DeckProblem, str, Words], str]] = {
    "unknown_name": _unknown_planar_name,
    "missing_name": _planar_missing_name,
    "empty": _planar_empty,
}
