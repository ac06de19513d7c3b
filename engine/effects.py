"""What the app computes for the table: life changes, tokens, reminders, choices.

Nothing here changes a state: each function reads a :class:`GameState` and
returns values a front end shows, and for life the one action it performs
when the table says so.

- Life changes (:func:`life_effects`, :class:`LifeEffect`: the rules'
  :mod:`archenemy.engine.rules.life`, offered here), each applied as one
  :class:`~archenemy.engine.actions.ApplyEffect` through the lasting effects
  (damage doubled, increased or prevented, CR 614.1a, 615.1; targets with
  hexproof left out, 702.11).
- You Live Only Because I Will It: :func:`redistribution` checks and builds
  the table's redistribution of life totals.
- Tokens a resolving scheme creates (:func:`token_counts`), the reminders due
  at a step (:func:`step_reminders`) and the choices a scheme records
  (:func:`choice_slots`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

import msgspec

from .actions import ChangeTotals, TotalChange
from .errors import IllegalActionError
from .model import HEROES, FaceUpScheme, GameState, Step
from .rules import choice_options
from .rules.life import NUMBER_KEYS, TIMES, LifeEffect, life_effects
from .triggers import RECORDED_CHOICES, REMINDER_TRIGGERS, Whose

#: The scheme whose life totals the table redistributes (:func:`redistribution`).
REDISTRIBUTION_SCHEME = "you-live-only-because-i-will-it"


def redistribution(state: GameState, new_totals: Mapping[str, int]) -> ChangeTotals:
    """You Live Only Because I Will It.

    Each affected player gets one of the affected life totals back.

    ``new_totals`` maps each affected player (with a life total of their own)
    to the total they get; the totals given must be the totals they had, in
    any order (the card's reminder text).  Raises :class:`IllegalActionError`
    ``not_a_redistribution`` when they are not, ``no_changes`` when nothing moves,
    ``unknown_player``/``player_left`` for a bad name.
    """
    for name in new_totals:
        player = state.player(name)
        if not player.alive:
            raise IllegalActionError("player_left", player=name)
    old = {name: state.life_of(name) for name in new_totals}
    if Counter(old.values()) != Counter(new_totals.values()):
        raise IllegalActionError(
            "not_a_redistribution",
            given=tuple(str(v) for v in new_totals.values()),
            totals=tuple(str(v) for v in old.values()),
        )
    changes = tuple(
        TotalChange(name, life=new_totals[name] - old[name]) for name in new_totals if new_totals[name] != old[name]
    )
    if not changes:
        raise IllegalActionError("no_changes")
    return ChangeTotals(changes)


# ----- tokens ----------------------------------------------------------------


class TokenCount(msgspec.Struct, frozen=True):
    """Tokens a resolving scheme creates.

    ``count`` tokens of ``token`` (a stable key), for ``player`` if any.

    ``token`` keys: ``horror_3_3`` (For Each of You, a Gift: one per
    opponent, attacking that player each combat), ``zombie_2_2`` (Rotted
    Ones, Lay Siege: likewise), ``saproling_1_1`` (Roots of All Evil),
    ``plant_0_1`` and ``elemental_3_3`` (Evil Comes to Fruition; the
    Elementals instead with ten or more lands: ``condition`` ``lands_10_plus``).
    """

    token: str
    count: int
    player: str | None = None
    condition: str | None = None


def token_counts(state: GameState, face: FaceUpScheme) -> tuple[TokenCount, ...]:
    """The tokens ``face`` creates as it resolves.

    Counted from the opponents still in the game (800.4a).
    """
    if face.resolved:
        return ()
    opponents = [p.name for p in state.opponents(face.card.owner)]
    scheme_id = face.scheme_id
    if scheme_id == "for-each-of-you-a-gift":
        return tuple(TokenCount("horror_3_3", 1, name) for name in opponents)
    if scheme_id == "rotted-ones-lay-siege":
        return tuple(TokenCount("zombie_2_2", 1, name) for name in opponents)
    if scheme_id == "roots-of-all-evil":
        return (TokenCount("saproling_1_1", 5),)
    if scheme_id == "evil-comes-to-fruition":
        return (TokenCount("plant_0_1", 7), TokenCount("elemental_3_3", 7, condition="lands_10_plus"))
    return ()


# ----- reminders at their step ------------------------------------------------


class StepReminder(msgspec.Struct, frozen=True):
    """An ongoing scheme's ability that does not abandon it, due now.

    ``key`` of ``scheme`` (card ``card``) of ``owner``.

    ``step``: the step it is due at (the current one); ``player``: the
    player the scheme chose, for the reminders about them.  Keys
    (:data:`~archenemy.engine.triggers.REMINDER_TRIGGERS`, where each
    ability's Oracle words are): ``create_horror`` (My Forces Are
    Innumerable, your end step), ``undead_horde`` (My Undead Horde Awakens,
    your end step), ``cannot_hide`` (You Cannot Hide from Me, beginning of
    combat on your turn), ``dark_wings_demon`` (Dark Wings Bring Your
    Downfall, "whenever you attack": your declare attackers step),
    ``champion_counters`` (My Champion Stands Supreme, "whenever your
    commander attacks": your declare attackers step), ``untap_all`` (I Know
    All, I See All, each opponent's untap step), ``plant_blockers`` (Nature
    Shields Its Own, the declare blockers step of opponents' turns),
    ``draw_on_cast`` (Mine Is the Only Truth, "whenever a player casts a
    spell": every main phase), ``chosen_no_untap`` (Imprison This Insolent
    Wretch, the chosen player's untap step), ``chosen_cant_attack`` (Bow to
    My Command, the chosen player's declare attackers step).  A Qt-free
    value; front ends word it (``desktop/texts``).
    """

    key: str
    scheme: str
    card: int
    owner: str
    step: Step | None = None
    player: str | None = None


#: scheme id -> (the step, the reminder key) of the reminders due on the owner's own turn at one step
#: (the first version's table; :data:`~archenemy.engine.triggers.REMINDER_TRIGGERS` has them all).
STEP_REMINDERS: dict[str, tuple[Step, str]] = {
    scheme: (r.steps[0], r.key)
    for scheme, (r,) in REMINDER_TRIGGERS.items()
    if r.whose is Whose.OWNER and len(r.steps) == 1
}


def step_reminders(state: GameState) -> tuple[StepReminder, ...]:
    """The reminders due at the current step, in seating order of their owners.

    Every face-up ongoing scheme of a player still in the game (800.4a)
    whose :data:`~archenemy.engine.triggers.REMINDER_TRIGGERS` names this
    step, on the turns it names: the owner's; an opponent's (the heroes'
    shared turn counts once, 805; a Supervillain Rumble turn whose player
    left is nobody's, 800.4j); every turn; the chosen player's (while they
    are in the game: Bow to My Command's ruling, "its middle ability won't
    have any effect anymore").  Every combat of the turn (Drench the Soil
    in Their Blood's too).  None once the game is over, and none that needs
    a creature attacking the owner in a combat where the table counted no
    attackers (Nature Shields Its Own's Plant after "0").
    """
    if state.over:
        return ()
    found = []
    for zone in state.zones:
        if not state.player(zone.owner).alive:
            continue
        for face in zone.face_up:
            for trigger in REMINDER_TRIGGERS.get(face.scheme_id, ()):
                if trigger.needs_attackers and face.no_attackers:
                    # the table said no creature attacks the owner this combat
                    continue
                if state.step in trigger.steps:
                    chosen = face.choice("chosen") if trigger.whose is Whose.CHOSEN else None
                    if _turn_matches(state, zone.owner, trigger.whose, chosen):
                        found.append(
                            StepReminder(trigger.key, face.scheme_id, face.uid, zone.owner, state.step, chosen)
                        )
    return tuple(found)


def _turn_matches(state: GameState, owner: str, whose: Whose, chosen: str | None) -> bool:
    """True when the current turn is ``whose`` turn relative to ``owner``.

    ``chosen``: the scheme's chosen player.
    """
    if whose is Whose.EACH:
        return True
    if whose is Whose.OWNER:
        return state.active == owner
    if whose is Whose.OPPONENT:
        return state.is_opponents_turn(owner)
    if chosen is None or not state.player(chosen).alive:
        return False
    if state.active == HEROES:
        return state.player(chosen).team == HEROES
    return state.active == chosen


# ----- recorded choices ---------------------------------------------------------


class ChoiceSlot(msgspec.Struct, frozen=True):
    """A choice face-up scheme ``card`` (``scheme``) records for ``role``.

    ``value`` (or ``None``) among ``options``.
    """

    card: int
    scheme: str
    owner: str
    role: str
    value: str | None
    options: tuple[str, ...]


def choice_slots(state: GameState) -> tuple[ChoiceSlot, ...]:
    """Every recordable choice of the face-up schemes of players in the game.

    The roles of :data:`RECORDED_CHOICES`.
    """
    found = []
    for face in state.face_up():
        if not state.player(face.card.owner).alive:
            continue
        for role, _ in RECORDED_CHOICES.get(face.scheme_id, ()):
            options = choice_options(state, face, role)
            found.append(ChoiceSlot(face.uid, face.scheme_id, face.card.owner, role, face.choice(role), options))
    return tuple(found)


__all__ = [
    "NUMBER_KEYS",
    "REDISTRIBUTION_SCHEME",
    "TIMES",
    "STEP_REMINDERS",
    "ChoiceSlot",
    "LifeEffect",
    "StepReminder",
    "TokenCount",
    "choice_slots",
    "life_effects",
    "redistribution",
    "step_reminders",
    "token_counts",
]
