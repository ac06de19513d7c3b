"""The lasting effects the app knows, and what they do to its own actions.

One model, whatever an effect's source: a face-up ongoing scheme's static
and triggered abilities (314.4: they work while it is face up) and the
recorded "until ..." effect a resolved scheme leaves (its
:class:`~archenemy.engine.model.Reminder`: "until your next turn", "this
turn").  Face-up planes are a third source (their static abilities work
while they are face up, 901.7: Stronghold Furnace doubles the damage the
app deals; the planar controller controls them, 901.6).  What each scheme
does is :data:`~archenemy.engine.interactions.INTERACTIONS`, each plane
:data:`PLANE_INTERACTIONS`.

The rules ask this model wherever they act by themselves:

- damage the app deals (:func:`damage_orders`: the changes that apply to
  one player's share, replacement 614.1a and prevention 615.1, in every
  order the affected player may choose, 616.1, one per distinct result);
- targets the app offers or records (:func:`can_target`: hexproof, 702.11);
- what the app records that a trigger reacts to (:func:`reacting`: a target,
  603.2; combat damage, 120.3a);
- a count of modes (:func:`most_modes`, 700.2d).

A game saved under rules older than
:data:`~archenemy.engine.model.LASTING_EFFECTS_SINCE` knows no lasting
effect: its replay gives what it gave when it was played.  Pure functions of
a :class:`~archenemy.engine.model.GameState`; no words.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterator, Sequence

import msgspec

from .interactions import INTERACTIONS, Change, DamageChange, Interactions, On, Reaction, Recipient, Side, Subject
from .model import LASTING_EFFECTS_SINCE, GameState
from .planar import planar_controller

#: What face-up planes do to the app's own actions (901.7): only damage the app deals so far.
PLANE_INTERACTIONS: dict[str, Interactions] = {
    "stronghold-furnace": Interactions(
        "stronghold-furnace",
        "doubles damage",
        changes=(
            DamageChange(
                Change.DOUBLE, "If a source would deal damage to a permanent or player, it deals double that damage"
            ),
        ),
    ),
}


class Source(enum.StrEnum):
    """Where a lasting effect comes from."""

    #: A face-up ongoing scheme's abilities (314.4, 904.11).
    SCHEME = "scheme"
    #: A resolved scheme's recorded "until ..." effect (a reminder).
    REMINDER = "reminder"
    #: A face-up plane's static ability (901.7).
    PLANE = "plane"


class Duration(enum.StrEnum):
    """How long a lasting effect lasts; the values are the reminders' ``until``."""

    #: While its scheme is face up (an ongoing scheme's static ability).
    FACE_UP = "face_up"
    #: "this turn", "until end of turn" (514.2: it ends in the cleanup step).
    END_OF_TURN = "end_of_turn"
    #: "until your next turn" (it ends as the owner's next turn begins; 800.4m).
    OWNER_NEXT_TURN = "owner_next_turn"


class LastingEffect(msgspec.Struct, frozen=True):
    """One lasting effect in force: its source, controller and duration.

    ``card_id``: the scheme's id; ``card``: the face-up card's uid (``None``
    for a reminder); ``owner``: its controller (314.5); ``choices``: what its
    ability chose (Imprison This Insolent Wretch's chosen player);
    ``interactions``: what it does to the app's actions.
    """

    source: Source
    card_id: str
    owner: str
    duration: Duration
    interactions: Interactions
    card: int | None = None
    choices: tuple[tuple[str, str], ...] = ()

    def choice(self, role: str) -> str | None:
        """The player recorded for ``role``, or ``None``."""
        return dict(self.choices).get(role)


def lasting_effects(state: GameState) -> tuple[LastingEffect, ...]:
    """Every lasting effect in force that does something to the app's actions.

    The face-up ongoing schemes of players still in the game (800.4a: a
    player who left takes their cards) and the recorded effects of resolved
    schemes, which last until they end (a departed player's until their turn
    would have begun, 800.4m).  None under rules older than
    :data:`~archenemy.engine.model.LASTING_EFFECTS_SINCE`.
    """
    if state.rules_version < LASTING_EFFECTS_SINCE:
        return ()
    found = []
    for zone in state.zones:
        if not state.player(zone.owner).alive:
            continue
        for face in zone.face_up:
            entry = INTERACTIONS.get(face.scheme_id)
            if face.ongoing and entry is not None and not entry.none:
                found.append(
                    LastingEffect(
                        Source.SCHEME, face.scheme_id, zone.owner, Duration.FACE_UP, entry, face.uid, face.choices
                    )
                )
    for reminder in state.reminders:
        entry = INTERACTIONS.get(reminder.scheme_id)
        if entry is not None and entry.changes:
            duration = Duration(reminder.until)
            found.append(
                LastingEffect(
                    Source.REMINDER, reminder.scheme_id, reminder.owner, duration, entry, None, reminder.choices
                )
            )
    controller = planar_controller(state)
    for plane in state.planar.face_up if state.planar is not None and controller is not None else ():
        entry = PLANE_INTERACTIONS.get(plane.plane_id)
        if entry is not None:
            found.append(
                LastingEffect(Source.PLANE, plane.plane_id, str(controller), Duration.FACE_UP, entry, plane.uid)
            )
    return tuple(found)


# ----- damage (614.1a, 615.1, 616.1) ----------------------------------------------------------------------------


def _opponents(state: GameState, one: str, other: str) -> bool:
    """True when ``one`` and ``other`` are players of different teams (102.3)."""
    return state.player(one).team != state.player(other).team


def damage_changes(state: GameState, source_owner: str, player: str) -> tuple[DamageChange, ...]:
    """The changes of the lasting effects that apply to damage to ``player``.

    ``source_owner`` controls the source (a face-up scheme: its owner,
    314.5).  A change applies when its source and recipient match
    (:class:`~archenemy.engine.interactions.Side`, ``Recipient``); one to
    creatures never applies to a player.  Each effect's change applies once
    (614.5), so two copies of one scheme apply twice.
    """
    found = []
    for effect in lasting_effects(state):
        for change in effect.interactions.changes:
            if change.to is Recipient.YOUR_CREATURES or (change.to is Recipient.YOU and player != effect.owner):
                continue
            if change.source is Side.YOU and source_owner != effect.owner:
                continue
            if change.source is Side.OPPONENT and not _opponents(state, source_owner, effect.owner):
                continue
            found.append(change)
    return tuple(found)


def changed_damage(amount: int, order: Sequence[Change]) -> int:
    """``amount`` of damage after the changes of ``order``, applied in that order.

    616.1f: each is applied to what the one before left; 120.8: once no
    damage is left, there is no event for the next to change.
    """
    for change in order:
        if amount <= 0:
            return 0
        if change is Change.DOUBLE:
            amount *= 2
        elif change is Change.PLUS_ONE:
            amount += 1
        elif change is Change.PREVENT_ONE:
            amount -= 1
        else:
            amount = 0
    return max(amount, 0)


class DamageOrder(msgspec.Struct, frozen=True):
    """One order of a damage's changes and the damage it deals.

    ``key``: the changes' values joined by commas (``"prevent_one,double"``),
    the answer that chooses this order (:func:`order_changes` reads it back).
    """

    key: str
    changes: tuple[Change, ...]
    damage: int


def order_changes(key: str) -> tuple[Change, ...]:
    """The changes of a :attr:`DamageOrder.key`.

    Raises :class:`ValueError` for a bad one.
    """
    return tuple(Change(part) for part in key.split(",")) if key else ()


def damage_orders(amount: int, changes: Sequence[DamageChange]) -> tuple[DamageOrder, ...]:
    """The orders the affected player may apply ``changes`` in.

    One per distinct damage.

    616.1: the affected player chooses the order of the replacement and
    prevention effects (616.1e: any of them; 616.1f: then again among those
    left).  Orders that deal the same damage are the same choice: only the
    first of them (in the order ``changes`` are listed) is kept, so one order
    means the order does not matter and nothing is asked.
    """
    kinds = [c.change for c in changes]
    found: dict[int, DamageOrder] = {}
    for order in itertools.permutations(kinds):
        damage = changed_damage(amount, order)
        if damage not in found:
            found[damage] = DamageOrder(",".join(order), tuple(order), damage)
    return tuple(found.values())


# ----- targets (702.11) and triggers (603.2) ----------------------------------------------------------------------


def can_target(state: GameState, controller: str, player: str) -> bool:
    """True when ``controller``'s scheme may target ``player`` (702.11: hexproof).

    I Am Untouchable: "You and permanents you control have hexproof": its
    owner can't be the target of spells or abilities their opponents control.
    A name that is no player (``"none"``) is always allowed.
    """
    if player not in {p.name for p in state.players}:
        return True
    for effect in lasting_effects(state):
        if effect.interactions.hexproof and effect.owner == player and _opponents(state, controller, player):
            return False
    return True


def targeted_roles(scheme_id: str) -> tuple[str, ...]:
    """The roles of ``scheme_id`` whose player is a target.

    Its :class:`Interactions` ``targets``.
    """
    entry = INTERACTIONS.get(scheme_id)
    return entry.targets if entry is not None else ()


def reacting(state: GameState, on: On, player: str) -> Iterator[tuple[LastingEffect, Reaction]]:
    """The face-up schemes whose trigger ``on`` watches ``player``, with the trigger.

    603.2: a triggered ability triggers when its event happens: Imprison This
    Insolent Wretch's chosen player becoming a target, combat damage dealt to
    I Am Untouchable's owner.
    """
    for effect in lasting_effects(state):
        for reaction in effect.interactions.reacts:
            if reaction.on is not on or effect.card is None:
                continue
            watched = effect.owner if reaction.subject is Subject.YOU else effect.choice("chosen")
            if watched == player:
                yield effect, reaction


def most_modes(scheme_id: str) -> int | None:
    """How many modes ``scheme_id`` chooses ("choose three", 700.2d), or ``None``."""
    entry = INTERACTIONS.get(scheme_id)
    return entry.modes if entry is not None else None


def counts_damage(scheme_id: str) -> bool:
    """True when ``scheme_id``'s checkpoint counts the app's damage.

    The damage the app dealt or recorded.
    """
    entry = INTERACTIONS.get(scheme_id)
    return entry is not None and entry.counts_damage


__all__ = [
    "DamageOrder",
    "Duration",
    "LastingEffect",
    "Source",
    "can_target",
    "changed_damage",
    "counts_damage",
    "damage_changes",
    "damage_orders",
    "lasting_effects",
    "most_modes",
    "order_changes",
    "reacting",
    "targeted_roles",
]
