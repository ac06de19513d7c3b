"""A game night's games set up from the roster.

The rotation's plan as a :class:`GameSetup` and its journal notes.

The rotation itself is the engine's (:mod:`archenemy.engine.night`); this
module joins it to the roster (who brought which deck) and to the deck
builder's saved decks, and gives the New game dialog and "Next game" what they
need: the seating with each archenemy's scheme deck, and the header notes (the
night, the decks' names) that let the journals tell the night's story.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from random import Random

from ...engine.catalogue import Catalogue
from ...engine.decks import parse_deck_list
from ...engine.header_notes import with_notes
from ...engine.model import DeckMode
from ...engine.night import NightGame, NightSeat
from ...engine.planar import COMMUNAL, PlanarSetup
from ...engine.planar_decks import default_communal_deck
from ...engine.setup import GameSetup, GameStart, PlayerSetup, deal
from .store import DeckRef, Roster

__all__ = [
    "PlannedGame",
    "new_night_id",
    "next_planes",
    "night_table",
    "plan_setup",
    "resolve_deck",
    "start_planned",
]

#: Chooses a deck for a player who needs one and brought none (the dialog's choice: an official deck, a
#: random legal one): ``(scheme ids, deck name or None)``.
#: The most cards a saved deck may have to be played (a legal deck has 20 or so).
MAX_DECK_CARDS = 200
DeckFallback = Callable[[str], tuple[tuple[str, ...], str | None]]


def new_night_id(now: float | None = None) -> str:
    """A new night's id: the local date and a random suffix (``2025-01-18-3f9a1c``)."""
    return time.strftime("%Y-%m-%d", time.localtime(now)) + "-" + secrets.token_hex(3)


def night_table(roster: Roster, names: Iterable[str]) -> tuple[NightSeat, ...]:
    """The night's table for ``names`` in seat order.

    Each seat's colour and whether the roster gives the player a deck of their
    own (players not in the roster have none).
    """
    seats = []
    for name in names:
        player = roster.find(name)
        seats.append(NightSeat(name, player.colour if player else None, bool(player and player.own_deck)))
    return tuple(seats)


def resolve_deck(ref: DeckRef, catalogue: Catalogue, saved: Mapping[str, str]) -> tuple[tuple[str, ...], str] | None:
    """The scheme ids and name of ``ref``.

    An official deck from ``catalogue``, a saved deck from ``saved`` (deck name
    → deck-list text, names compared casefolded).  ``None`` when it is gone or
    cannot be read.
    """
    if ref.kind == "precon":
        try:
            precon = catalogue.precon(ref.key)
        except KeyError:
            return None
        return tuple(precon.scheme_ids()), precon.name_en
    text = next((t for name, t in saved.items() if name.casefold() == ref.key.casefold()), None)
    if text is None:
        return None
    parsed = parse_deck_list(text, catalogue)
    # A hand-edited file may ask for a billion copies.
    if not 0 < parsed.card_count <= MAX_DECK_CARDS:
        return None
    return tuple(parsed.card_ids()), ref.key


@dataclass(frozen=True)
class PlannedGame:
    """A night's game ready to deal.

    The ``setup``, each archenemy's deck name (``deck_names``), the ``plan`` it
    came from, and the players whose own deck is gone (``missing``: they play
    the fallback).
    """

    setup: GameSetup
    deck_names: dict[str, str]
    plan: NightGame
    missing: tuple[str, ...] = ()


def next_planes(planar: PlanarSetup | None, plan: NightGame, rng: Random | None = None) -> PlanarSetup | None:
    """The planes of the night's next game ``plan``: the last game's ``planar``.

    The same decks and mode (each player's own deck stays theirs, 901.3); the
    ready communal deck's phenomena drawn again for the players now (901.15a);
    the heroes' planar controller kept while they are a hero, else the first
    hero (the archenemy rotated onto them).  ``None`` without planes.
    """
    if planar is None:
        return None
    decks = planar.decks
    if planar.default_deck:
        decks = ((COMMUNAL, default_communal_deck(len(plan.seats), rng=rng)),)
    heroes = _heroes(plan, [seat.name for seat in plan.seats])
    primary = planar.primary if planar.primary in heroes else None
    return PlanarSetup(decks, planar.deck_mode, primary, planar.default_deck)


def _heroes(plan: NightGame, names: Sequence[str]) -> Sequence[str]:
    """The heroes of ``plan`` (none in a game where every player is on their own)."""
    return () if plan.variant.rules.free_for_all else names[1:]


def plan_setup(
    plan: NightGame,
    roster: Roster,
    catalogue: Catalogue,
    saved: Mapping[str, str],
    fallback: DeckFallback,
    deck_mode: DeckMode = DeckMode.SHUFFLED,
    planar: PlanarSetup | None = None,
) -> PlannedGame:
    """The :class:`GameSetup` of ``plan``.

    Each archenemy plays their first own deck from the roster; one who has none
    (or whose deck is gone) plays ``fallback(name)``.  ``deck_mode``: who keeps
    the decks' order; ``planar``: the game's planes (:func:`next_planes`),
    ``None`` without.  Planechase alone has no scheme deck (901.2).  The set-up
    is checked by the caller (``GameSetup.problems``).
    """
    players = []
    names: dict[str, str] = {}
    missing = []
    rumble = plan.variant.rules.every_player_archenemy
    schemes = plan.variant.rules.scheme_decks
    for index, seat in enumerate(plan.seats):
        if not schemes or not (rumble or index == 0):
            players.append(PlayerSetup(seat.name, (), seat.colour))
            continue
        member = roster.find(seat.name)
        found = resolve_deck(member.decks[0], catalogue, saved) if member and member.decks else None
        if found is not None:
            deck, deck_name = found[0], found[1] or None
        else:
            if member is not None and member.decks:
                missing.append(seat.name)
            deck, deck_name = fallback(seat.name)
        players.append(PlayerSetup(seat.name, tuple(deck), seat.colour))
        if deck_name:
            names[seat.name] = deck_name
    setup = GameSetup(plan.variant, tuple(players), deck_mode, planar)
    return PlannedGame(setup, names, plan, tuple(missing))


def start_planned(game: PlannedGame, catalogue: Catalogue, rng: Random | None = None) -> GameStart:
    """Deal ``game`` with its night and deck names in the header's notes.

    Dealt by :func:`~archenemy.engine.setup.deal`.

    Raises :class:`~archenemy.engine.errors.SetupError` as ``deal`` does.
    """
    start = deal(game.setup, catalogue, rng)
    return with_notes(start, night=game.plan.night, deck_names=game.deck_names)
