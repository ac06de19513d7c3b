"""The planar values: planar decks, face-up planes, the planar die (CR 901).

Immutable values, as :mod:`archenemy.engine.model`'s: a game with planes
(Planechase alone, 901.2, or planes added to an Archenemy game) carries a
:class:`PlanarState` in :attr:`GameState.planar`; a game without has
``None``.  The rules that change it are :mod:`archenemy.engine.rules.planar`'s;
here are only the values and the questions a front end asks of them (the
planar controller, 901.6; the cost of the next roll, 901.9; who may roll).
"""

from __future__ import annotations

import random

import msgspec

from .actions import Action, Answer, ChoosePlane
from .errors import ArchenemyError, SetupError
from .model import HEROES, DeckMode, GameState, Prompt, PromptKind, Step, replace
from .planar_cards import CARDS_SINCE, entering_counters
from .planar_values import COMMUNAL, DIE_FACES, DieFace, FacePlane, PlanarCard, PlanarState, PlanarZone
from .planes import PlaneCatalogue, UnknownPlaneError, load_planes
from .questions import Q_PLANAR_REVEAL, Q_TUNNEL
from .variants import Variant

__all__ = ["COMMUNAL", "FLUX", "PlanarSetup", "dice_to_roll", "roll_face"]

#: The main phases, when the active player may roll the planar die (901.9).
MAIN_PHASES = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
#: Probability Flux: its id, and its effect's key in ``PlanarState.reminders``.
FLUX = "probability-flux"


def roll_face(rng: random.Random | None = None) -> DieFace:
    """One roll of the planar die, from ``rng``.

    (default a fresh :class:`random.SystemRandom`).

    The face is then recorded in the roll's action, never rolled again.
    """
    return (rng or random.SystemRandom()).choice(DIE_FACES)


class PlanarSetup(msgspec.Struct, frozen=True):
    """The planes of a game, as the table chose them.

    ``decks``: each player's planar deck as plane ids (901.3), in seat
    order, or one deck owned by :data:`COMMUNAL` (901.15).  ``deck_mode``:
    the app shuffles, or the table shuffles paper planes and says what it
    revealed.  ``primary``: in Archenemy, the heroes' planar controller on
    their shared turn (901.12b by analogy; the first hero when ``None``).
    ``default_deck``: the communal deck was the app's ready default (the
    product planes and phenomena drawn at random: informative).
    """

    decks: tuple[tuple[str, tuple[str, ...]], ...]
    deck_mode: DeckMode = DeckMode.SHUFFLED
    primary: str | None = None
    default_deck: bool = False

    @property
    def communal(self) -> bool:
        """True for the single communal planar deck (901.15)."""
        return len(self.decks) == 1 and self.decks[0][0] == COMMUNAL


def planar_controller(state: GameState) -> str | None:
    """The planar controller (901.6), or ``None`` in a game without planes.

    Normally the active player; on the heroes' shared team turn the
    primary hero chosen at set-up (901.12b by analogy), else the next hero
    in seat order still in the game; on a turn whose player left (800.4j),
    the next player in turn order still in the game.
    """
    if state.planar is None:
        return None
    alive = [p.name for p in state.players if p.alive]
    if not alive:
        return None
    if state.active == HEROES:
        heroes = [p.name for p in state.players if p.team == HEROES]
        primary = state.planar.primary or heroes[0]
        start = heroes.index(primary) if primary in heroes else 0
        for name in heroes[start:] + heroes[:start]:
            if name in alive:
                return name
        return _next_in_turn_order(state, alive)
    if state.active in alive:
        return state.active
    return _next_in_turn_order(state, alive)


def _next_in_turn_order(state: GameState, alive: list[str]) -> str:
    """The next player in turn order after the active side still in the game (901.6)."""
    seats = [p.name for p in state.players]
    heroes = [p.name for p in state.players if p.team == HEROES]
    anchor = heroes[0] if state.active == HEROES and heroes else state.active
    start = seats.index(anchor) if anchor in seats else 0
    order = seats[start + 1 :] + seats[: start + 1]
    return next((name for name in order if name in alive), alive[0])


def active_players(state: GameState) -> tuple[str, ...]:
    """The active players still in the game.

    The active player, or each hero on the team turn (901.12d).
    """
    if state.active == HEROES:
        return tuple(p.name for p in state.players if p.team == HEROES and p.alive)
    return tuple(p.name for p in state.players if p.name == state.active and p.alive)


def roll_cost(state: GameState, player: str) -> int:
    """The mana ``player``'s next roll of the planar die costs this turn.

    (901.9, 901.12d).
    """
    return state.planar.rolls_of(player) if state.planar is not None else 0


def may_roll(state: GameState, player: str) -> bool:
    """True when ``player`` may take the roll action now (901.9, 116.2i).

    An active player, in a main phase of their turn, with the stack empty:
    no question of the app waiting.
    """
    return (
        state.planar is not None
        and not state.over
        and not state.prompts
        and state.step in MAIN_PHASES
        and player in active_players(state)
    )


def dice_to_roll(state: GameState) -> int:
    """How many dice a roll of the planar die is now: more under Probability Flux.

    "Until your next turn, if a player would roll one or more dice, instead
    they roll that many dice plus one and ignore one": one more die for each
    such effect (the front end rolls them all; the roller keeps one).
    """
    planar = state.planar
    if planar is None or state.rules_version < CARDS_SINCE:
        return 1
    return 1 + sum(1 for r in planar.reminders if r.plane_id == FLUX)


def face_up_planes(state: GameState) -> tuple[FacePlane, ...]:
    """The face-up planes and phenomenon of the game, ``()`` without planes."""
    return state.planar.face_up if state.planar is not None else ()


def planar_problems(
    variant: Variant, names: tuple[str, ...], planar: PlanarSetup | None, planes: PlaneCatalogue | None
) -> list[ArchenemyError]:
    """The set-up's planar problems: ``[]`` when the planes can start.

    Planechase alone needs planes (``needs_planes``); each player has their
    own planar deck (901.3, ``needs_planar_deck``: seat and name) unless
    the deck is communal (901.15); a deck for someone not at the table is
    ``planar_deck_owner``; a deck with no plane card could never set a
    starting plane (103.7, ``planar_no_plane``: seat, 0 for the communal
    deck); an unknown id is :class:`UnknownPlaneError`; the heroes' primary
    player (901.12b by analogy) must be a hero (``planar_primary``).  A
    deck's legality as a planar deck (901.3, 901.15a) is
    :mod:`archenemy.engine.planar_decks`' warning, as the scheme decks' is.
    ``planes``: the planar catalogue; ``None`` reads it (:func:`load_planes`)
    only when the set-up has planes.
    """
    found: list[ArchenemyError] = []
    if planar is None:
        if variant.rules.planechase:
            found.append(SetupError("needs_planes", variant=variant.value))
        return found
    if planes is None:
        planes = load_planes()
    decks = dict(planar.decks)
    if not planar.communal:
        for owner in decks:
            if owner not in names:
                found.append(SetupError("planar_deck_owner", name=owner))
        for seat, name in enumerate(names, 1):
            if not decks.get(name):
                found.append(SetupError("needs_planar_deck", seat=seat, name=name))
    for owner, plane_ids in planar.decks:
        seat = names.index(owner) + 1 if owner in names else 0
        unknown = [i for i in dict.fromkeys(plane_ids) if i not in planes]
        found.extend(UnknownPlaneError(i) for i in unknown)
        if plane_ids and not unknown and all(planes[i].phenomenon for i in plane_ids):
            found.append(SetupError("planar_no_plane", seat=seat, name=owner))
    if planar.primary is not None:
        heroes = names[1:] if not variant.rules.free_for_all else ()
        if planar.primary not in heroes:
            found.append(SetupError("planar_primary", name=planar.primary))
    return found


def starting_planes(
    planar: PlanarSetup,
    order: tuple[tuple[str, tuple[str, ...]], ...],
    starting: str,
    planes: PlaneCatalogue,
    rules: int = CARDS_SINCE,
) -> PlanarState:
    """The planes before the first turn.

    The decks dealt, the starting plane set (103.7, 901.5).

    Planar card uids are numbered 1..N in the recorded decks' order.  The
    starting player turns the top card of their planar deck (the communal
    one) face up; a phenomenon goes to the bottom and the next card is
    turned, until a plane is face up; nothing triggers (901.5).  In
    physical mode the table does it and says which plane it turned
    (:func:`starting_plane_prompt`).  ``rules``: the game's rules version
    (No Way Out's dread counters, which are no trigger, since
    :data:`~archenemy.engine.planar_cards.CARDS_SINCE`).
    """
    uid = 0
    zones = []
    for owner, plane_ids in order:
        cards = []
        for plane_id in plane_ids:
            uid += 1
            cards.append(PlanarCard(uid, plane_id, owner))
        zones.append(PlanarZone(owner, tuple(cards)))
    state = PlanarState(
        physical=planar.deck_mode is DeckMode.PHYSICAL, zones=tuple(zones), primary=planar.primary, next_uid=uid + 1
    )
    if state.physical:
        return state
    zone = state.zone(starting)
    if zone is None:
        return state
    deck = list(zone.deck)
    for _ in range(len(deck)):
        top = deck.pop(0)
        if not planes[top.plane_id].phenomenon:
            return replace(
                state,
                zones=tuple(replace(z, deck=tuple(deck)) if z.owner == zone.owner else z for z in state.zones),
                face_up=(FacePlane(top, entering_counters(top.plane_id, rules), arrived=1),),
            )
        deck.append(top)
    return state


def starting_plane_prompt(state: GameState) -> GameState:
    """``state`` with the physical mode's question for the starting plane.

    (103.7), if it needs one.
    """
    planar = state.planar
    if planar is None or not planar.physical or planar.face_up:
        return state
    return reveal_prompt(state, state.active, start=True)


def reveal_prompt(
    state: GameState,
    player: str,
    *,
    start: bool = False,
    by: str | None = None,
    by_uid: int | None = None,
    wanted: int = 1,
    revealed: tuple[str, ...] = (),
    planes_only: bool = False,
) -> GameState:
    """``state`` asking which planar card ``player``'s table turned face up.

    (physical mode).

    The options: :func:`reveal_options`; for the starting plane only the
    planes (103.7: the table puts a phenomenon on the bottom itself and
    turns the next card).  ``by``: the plane id of the card whose ability
    reveals (Spatial Merging, Stairs to Infinity, Pools of Becoming; its
    uid ``by_uid``), asking for
    ``wanted`` cards one question at a time; ``revealed`` are the plane ids
    answered before (kept in the question's ``revealed``, comma-separated,
    so nothing waits outside it), left out of the options.
    """
    planar = state.planar
    assert planar is not None
    options = reveal_options(planar, player, revealed, planes_only=start or planes_only)
    prompt_params: tuple[tuple[str, str], ...] = (("player", player), ("start", "1" if start else "0"))
    if by is not None:
        prompt_params += (
            ("by", by),
            ("wanted", str(wanted)),
            ("revealed", ",".join(revealed)),
            ("planes", "1" if planes_only else "0"),
        )
    prompt = Prompt(
        id=state.next_prompt_id,
        kind=PromptKind.CHOICE,
        question=Q_PLANAR_REVEAL,
        owner=player,
        card_uid=by_uid,
        scheme_id=by,
        options=options,
        params=prompt_params,
    )
    return replace(state, prompts=state.prompts + (prompt,), next_prompt_id=state.next_prompt_id + 1)


def reveal_options(
    planar: PlanarState, player: str, revealed: tuple[str, ...] = (), *, planes_only: bool = False
) -> tuple[str, ...]:
    """The planar cards ``player``'s table may say it turned, by plane id.

    Every card of that planar deck once each, less one card for each of
    ``revealed`` (already turned, still counted in the deck), only the
    planes when ``planes_only``.
    """
    zone = planar.zone(player)
    left = [c.plane_id for c in zone.deck] if zone is not None else []
    for plane_id in revealed:
        if plane_id in left:
            left.remove(plane_id)
    options = tuple(dict.fromkeys(left))
    if planes_only:
        planes = load_planes()
        options = tuple(o for o in options if not planes[o].phenomenon)
    return options


def planar_answer(
    state: GameState, prompt_id: int, value: bool | int | str, rng: random.Random | None = None
) -> Action:
    """The action that answers prompt ``prompt_id`` with ``value``.

    An :class:`Answer`, or a :class:`ChoosePlane`.

    Interplanar Tunnel's choice puts the other revealed cards on the
    bottom "in a random order": drawn here from ``rng`` (default a fresh
    :class:`random.SystemRandom`) and recorded in the action.  Front ends
    answer every prompt through this, so they never need to know which.
    """
    prompt = next((p for p in state.prompts if p.id == prompt_id), None)
    if prompt is None or prompt.question != Q_TUNNEL or state.planar is None or not isinstance(value, str):
        return Answer(prompt_id, value)
    rest = [c.plane_id for c in state.planar.revealed]
    if value in rest:
        rest.remove(value)
    (rng or random.SystemRandom()).shuffle(rest)
    return ChoosePlane(prompt_id, value, tuple(rest))
