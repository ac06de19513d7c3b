"""The planar deck being built, as a plain Python object (no Qt).

A :class:`PlanarDraft` is a :class:`~.draft.DraftBase` over the planes'
catalogue: copies per plane or phenomenon id in first-added order and a
name, checked by :func:`~archenemy.engine.planar_decks.check_planar_deck`
as a player's own planar deck (CR 901.3: at least ten cards, at most two
phenomena, every English name once) or, with :attr:`PlanarDraft.players`
set, as the single communal deck of that many players (901.15a).  Its text
is the deck-list format ``archenemy deck check`` reads.

:func:`parse_planar_text` reads a planar deck list typed or pasted by a
person with the planes' names of every language the app has, a line naming
a scheme reported as such (``mixed_kinds``).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.decks import ParsedDeck
from ...engine.planar_decks import (
    PLANAR_MAX_PHENOMENA,
    PLANAR_MIN_DECK,
    PlanarDeckReport,
    check_planar_deck,
    communal_sizes,
    planar_lines_that_are_schemes,
)
from ...engine.planes import PlaneCatalogue, load_planes
from ...engine.variants import Variant
from .draft import DraftBase, parse_text

__all__ = ["COMMUNAL_PLAYERS", "PlanarDraft", "deck_sizes", "parse_planar_text"]

#: The numbers of players the communal deck's check offers (901.2: two or more; the app seats up to nine).
COMMUNAL_PLAYERS = tuple(range(2, 10))


def deck_sizes(players: int | None) -> tuple[int, int]:
    """The least cards and most phenomena a planar deck is checked against.

    A player's own deck (``players`` ``None``, 901.3), else the communal
    deck of ``players`` (901.15a): the engine's figures.
    """
    return communal_sizes(players) if players else (PLANAR_MIN_DECK, PLANAR_MAX_PHENOMENA)


def parse_planar_text(text: str, planes: PlaneCatalogue, schemes: Catalogue | None = None) -> ParsedDeck:
    """Parse a planar deck list with the planes' names of every language.

    :func:`~.draft.parse_text` over the planes' catalogues; an unknown name
    that is a scheme's (``schemes``, default the English catalogue) is a
    ``mixed_kinds`` problem of its line.  Never raises on bad content.
    """
    parsed = parse_text(text, planes, load_planes)
    return planar_lines_that_are_schemes(parsed, schemes if schemes is not None else load_catalogue(planes.language))


class PlanarDraft(DraftBase):
    """A planar deck being built (CR 901.3), or the communal deck (901.15a).

    ``planes`` is the planes' catalogue in the UI's language; ``players``
    ``None`` checks the deck as a player's own, a number as the communal
    deck of that many players.  The variant is Planechase's (no scheme
    deck rules apply).
    """

    kind: Literal["scheme", "planar"] = "planar"
    catalogue: PlaneCatalogue

    def __init__(
        self, planes: PlaneCatalogue, name: str = "", *, players: int | None = None, stored_as: str | None = None
    ) -> None:
        super().__init__(planes, Variant.PLANECHASE, name, stored_as=stored_as)
        self._players = players

    @property
    def players(self) -> int | None:
        """The players of the communal deck checked (901.15a), ``None``: a player's own."""
        return self._players

    def set_players(self, players: int | None) -> bool:
        """Check the deck as the communal deck of ``players`` (``None``: a player's own).

        Not a change to save: the store keeps no number of players.
        """
        players = players or None
        if players == self._players:
            return False
        self._players = players
        return True

    def set_variant(self, variant: Variant) -> bool:
        """A planar deck keeps Planechase's rules: nothing changes."""
        return False

    @property
    def phenomena(self) -> int:
        """Phenomena in the deck, copies counted."""
        return sum(count for plane_id, count in self._counts.items() if self.catalogue[plane_id].phenomenon)

    def report(self) -> PlanarDeckReport:
        """The deck checked as :attr:`players` says (901.3 or 901.15a).

        A problem's line is the deck's row, or its line in the list it was
        read from while the deck is as read (:meth:`in_list_lines`).
        """
        deck = parse_planar_text(self.deck_text(), self.catalogue)
        report = check_planar_deck(deck, self.catalogue, players=self._players)
        return msgspec.structs.replace(report, problems=self.in_list_lines(report.problems))

    def read_text(self, text: str) -> ParsedDeck:
        """Parse a planar deck list with :func:`parse_planar_text`; changes nothing."""
        return parse_planar_text(text, self.catalogue)
