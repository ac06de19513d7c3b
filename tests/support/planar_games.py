"""Games with planes for the engine's tests.

Chosen planar deck orders, no shuffle.

``planechase_game(["naar-isle", *PLANAR_FILLER])`` is Planechase alone with
that communal deck, top first; ``with_planes(make_start(...), ...)`` adds
planes to an Archenemy start.
"""

from __future__ import annotations

from collections.abc import Sequence

from archenemy.engine.actions import NextStep, RollPlanarDie
from archenemy.engine.game import Game
from archenemy.engine.model import DeckMode, Step
from archenemy.engine.planar import COMMUNAL, PlanarSetup, planar_controller
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant

from support.games import CATALOGUE, RUMBLE_NAMES

#: Planes the app only reminds (no counters, no turns, no deck): a deck's filler.
PLANAR_FILLER: tuple[str, ...] = (
    "akoum",
    "academy-at-tolaria-west",
    "astral-arena",
    "bant",
    "cliffside-market",
    "edge-of-malacol",
    "feeding-grounds",
    "glimmervoid-basin",
    "goldmeadow",
    "immersturm",
    "isle-of-vesuva",
    "jund",
)


def planechase_start(
    deck: Sequence[str] = PLANAR_FILLER,
    *,
    players: int = 3,
    starting_player: str | None = None,
    decks: dict[str, Sequence[str]] | None = None,
    deck_mode: DeckMode = DeckMode.SHUFFLED,
) -> GameStart:
    """Planechase alone.

    (901.2) with the communal ``deck`` in that order, or each player's ``decks``.
    """
    names = RUMBLE_NAMES[:players]
    order = tuple(decks.items()) if decks is not None else ((COMMUNAL, tuple(deck)),)
    order = tuple((owner, tuple(ids)) for owner, ids in order)
    planar = PlanarSetup(order, deck_mode)
    setup = GameSetup(Variant.PLANECHASE, tuple(PlayerSetup(n) for n in names), planar=planar)
    return GameStart(setup, (), starting_player or names[0], planar_decks=order)


def planechase_game(deck: Sequence[str] = PLANAR_FILLER, **kwargs: object) -> Game:
    """A :class:`Game` of :func:`planechase_start`."""
    return Game(planechase_start(deck, **kwargs), CATALOGUE)  # type: ignore[arg-type]


def with_planes(
    start: GameStart,
    deck: Sequence[str] = PLANAR_FILLER,
    *,
    decks: dict[str, Sequence[str]] | None = None,
    primary: str | None = None,
    deck_mode: DeckMode = DeckMode.SHUFFLED,
) -> GameStart:
    """``start`` with planes added.

    The communal ``deck`` or each player's ``decks``, in that order.
    """
    order = tuple(decks.items()) if decks is not None else ((COMMUNAL, tuple(deck)),)
    order = tuple((owner, tuple(ids)) for owner, ids in order)
    setup = start.setup
    planar = PlanarSetup(order, deck_mode, primary)
    new_setup = GameSetup(setup.variant, setup.players, setup.deck_mode, planar)
    return GameStart(new_setup, start.decks, start.starting_player, dict(start.extra), order)


def to_main(game: Game) -> None:
    """Advance ``game`` to the next main phase, answering nothing.

    (fails on a question).
    """
    for _ in range(40):
        if game.state.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN) and not game.state.prompts:
            return
        game.do(NextStep())
    raise AssertionError("no main phase reached")


def roll(game: Game, face: str, player: str | None = None, **kwargs: bool) -> None:
    """``player`` (by default the planar controller) rolls ``face``."""
    who = player or planar_controller(game.state)
    assert who is not None
    game.do(RollPlanarDie(who, face, **kwargs))


def face_up_ids(game: Game) -> list[str]:
    """The face-up planar cards' ids."""
    planar = game.state.planar
    assert planar is not None
    return [f.plane_id for f in planar.face_up]


def deck_ids(game: Game, owner: str = COMMUNAL) -> list[str]:
    """The ids of ``owner``'s planar deck, top first (the communal one by default)."""
    planar = game.state.planar
    assert planar is not None
    zone = planar.zone(owner)
    assert zone is not None
    return [c.plane_id for c in zone.deck]
