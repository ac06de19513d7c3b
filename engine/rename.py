"""A player's name corrected mid-game.

The rule behind :class:`~archenemy.engine.actions.Rename`.

A player's name is their identifier everywhere in a :class:`GameState`: the
seat, the team in Supervillain Rumble (904.12: each player is their own team),
the owner of scheme cards, zones, prompts and reminders, the keys of
commander damage (903.10a), whose turn it is and the turn rotation, queued
extra turns, the opponents a scheme chose, the options and parameters of
pending questions, the winners.  :func:`renamed` rewrites every one of these
fields, and only these: a team called ``"archenemy"``, a mode key such as
``"self"`` or a counter of the table's own name stay what they are even when a
player has the same name.  Events already produced keep the old name (that is
what happened); later actions name the new one.  ``tests/engine/test_rename.py``
checks, for random games of every variant, that the result equals the state
with every occurrence of the old name replaced.

No rule reads a name's spelling: the new name is checked as a set-up name is
(:meth:`~archenemy.engine.setup.GameSetup.problems`).
"""

from __future__ import annotations

from collections.abc import Callable

from .errors import IllegalActionError
from .events import PlayerRenamed
from .model import HEROES, FaceUpScheme, GameState, PendingDamage, Prompt, SchemeCard, SchemeZone, replace
from .planar_values import PlanarCard, PlanarState
from .questions import Q_CHOOSE, Q_DOOM_TIE
from .setup import MAX_NAME_LENGTH
from .triggers import RECORDED_CHOICES

#: Questions whose options are player names (the rest are scheme ids or keys).
_NAME_OPTIONS = (Q_CHOOSE, Q_DOOM_TIE)
#: Prompt parameters whose values are player names (``active`` can also be :data:`HEROES`).
_NAME_PARAMS = ("active", "chosen", "player")

_Name = Callable[[str], str]


def rename_problem(state: GameState, player: str, name: str) -> IllegalActionError | None:
    """Why ``player`` cannot be renamed ``name`` in ``state``, or ``None``.

    Codes: ``unknown_player`` (player), ``rename_empty`` (player: nothing
    but spaces), ``rename_spaces`` (player, name: surrounding spaces; front
    ends strip them first), ``rename_too_long`` (player, name, maximum:
    :data:`~archenemy.engine.setup.MAX_NAME_LENGTH`), ``rename_reserved``
    (player, name: ``heroes``, the heroes' team), ``rename_taken`` (player,
    name, other: another player's name, compared casefolded as the set-up
    does), ``rename_unchanged`` (player).  A player who has left the game can
    be renamed too (their panel and the log still name them).
    """
    # unknown_player
    state.player(player)
    stripped = name.strip()
    if not stripped:
        return IllegalActionError("rename_empty", player=player)
    if stripped != name:
        return IllegalActionError("rename_spaces", player=player, name=name)
    if len(name) > MAX_NAME_LENGTH:
        return IllegalActionError("rename_too_long", player=player, name=name, maximum=MAX_NAME_LENGTH)
    if name == player:
        return IllegalActionError("rename_unchanged", player=player)
    if name.casefold() == HEROES:
        return IllegalActionError("rename_reserved", player=player, name=name)
    folded = name.casefold()
    for other in state.players:
        if other.name != player and other.name.casefold() == folded:
            return IllegalActionError("rename_taken", player=player, name=name, other=other.name)
    return None


def apply_rename(state: GameState, player: str, name: str) -> tuple[GameState, PlayerRenamed]:
    """``state`` with ``player`` called ``name``, and the event.

    The event is at the current turn and step.

    Raises :class:`IllegalActionError` (:func:`rename_problem`'s codes).
    """
    problem = rename_problem(state, player, name)
    if problem is not None:
        raise problem
    event = PlayerRenamed(turn=state.turn, step=state.step, old=player, new=name)
    return renamed(state, player, name), event


def renamed(state: GameState, old: str, new: str) -> GameState:
    """``state`` with the player ``old`` called ``new`` everywhere.

    In every field that holds a player's name.

    Pure; checks nothing (see :func:`rename_problem`).  A Supervillain Rumble
    player's team is their name (904.12); elsewhere teams are ``archenemy``
    and ``heroes`` and stay.
    """

    def n(value: str) -> str:
        return new if value == old else value

    rumble = state.variant.rules.free_for_all
    players = tuple(
        replace(
            p,
            name=n(p.name),
            team=n(p.team) if rumble else p.team,
            # Kept sorted by commander's owner, as the rules keep it (rules.players.commander_damage).
            commander_damage=tuple(sorted((n(owner), amount) for owner, amount in p.commander_damage)),
        )
        for p in state.players
    )
    outcome = state.outcome
    if outcome is not None:
        outcome = replace(outcome, winners=tuple(n(w) for w in outcome.winners))
    return replace(
        state,
        players=players,
        zones=tuple(_zone(z, n) for z in state.zones),
        active=n(state.active),
        rotation=tuple(n(r) for r in state.rotation),
        extra_turns=tuple(replace(e, player=n(e.player)) for e in state.extra_turns),
        prompts=tuple(_prompt(p, n) for p in state.prompts),
        reminders=tuple(
            replace(r, owner=n(r.owner), choices=_choices(r.scheme_id, r.choices, n)) for r in state.reminders
        ),
        outcome=outcome,
        damage_taken=tuple((n(name), amount) for name, amount in state.damage_taken),
        pending_damage=_pending(state.pending_damage, n),
        planar=rename_planar(state.planar, n),
    )


def rename_planar(planar: PlanarState | None, n: _Name) -> PlanarState | None:
    """The planes with every player's name renamed by ``n``.

    Owners, the primary hero, the rolls this turn, the last roll, the effects' controllers.
    """
    if planar is None:
        return None

    def card(c: PlanarCard) -> PlanarCard:
        return replace(c, owner=n(c.owner))

    return replace(
        planar,
        zones=tuple(replace(z, owner=n(z.owner), deck=tuple(card(c) for c in z.deck)) for z in planar.zones),
        face_up=tuple(replace(f, card=card(f.card)) for f in planar.face_up),
        primary=n(planar.primary) if planar.primary is not None else None,
        rolls=tuple((n(name), count) for name, count in planar.rolls),
        last_roll=replace(planar.last_roll, player=n(planar.last_roll.player)) if planar.last_roll else None,
        reminders=tuple(replace(r, owner=n(r.owner)) for r in planar.reminders),
        fixed_point=n(planar.fixed_point) if planar.fixed_point is not None else None,
        revealed=tuple(card(c) for c in planar.revealed),
    )


def _pending(pending: PendingDamage | None, n: _Name) -> PendingDamage | None:
    """Damage waiting for its order, with its players renamed.

    Its source's controller too.
    """
    if pending is None:
        return None
    hits = tuple(replace(h, player=n(h.player)) for h in pending.hits)
    return replace(pending, owner=n(pending.owner), hits=hits)


def seat_renames(before: GameState, after: GameState) -> dict[str, str]:
    """``{old: new}`` for every seat whose player's name changed.

    Called differently in ``after`` than in ``before``.

    Both states must be of the same game (seats never move in a game), e.g.
    the states before and after an action, an undo or a redo: front ends move
    what they keep by name (a selection, a phone's seat) with it.  ``{}``
    when the seats differ in number (not the same game).
    """
    if len(before.players) != len(after.players):
        return {}
    return {b.name: a.name for b, a in zip(before.players, after.players, strict=True) if b.name != a.name}


def _card(card: SchemeCard, n: _Name) -> SchemeCard:
    return replace(card, owner=n(card.owner))


def _zone(zone: SchemeZone, n: _Name) -> SchemeZone:
    return replace(
        zone,
        owner=n(zone.owner),
        deck=tuple(_card(c, n) for c in zone.deck),
        face_up=tuple(_face(f, n) for f in zone.face_up),
    )


def _face(face: FaceUpScheme, n: _Name) -> FaceUpScheme:
    return replace(face, card=_card(face.card, n), choices=_choices(face.scheme_id, face.choices, n))


def _choices(scheme_id: str, choices: tuple[tuple[str, str], ...], n: _Name) -> tuple[tuple[str, str], ...]:
    """Recorded choices with the players renamed.

    A mode's value (``self``, ``scarecrow``...) is a key and stays.
    """
    modes = {role for role, kind in RECORDED_CHOICES.get(scheme_id, ()) if isinstance(kind, tuple)}
    return tuple((role, value if role in modes else n(value)) for role, value in choices)


def _prompt(prompt: Prompt, n: _Name) -> Prompt:
    options = tuple(n(o) for o in prompt.options) if prompt.question in _NAME_OPTIONS else prompt.options
    params = tuple((key, n(value) if key in _NAME_PARAMS else value) for key, value in prompt.params)
    return replace(prompt, owner=n(prompt.owner), options=options, params=params)
