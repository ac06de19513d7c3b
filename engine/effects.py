"""What the app computes for the table: schemes' life changes, token counts, reminders at their step, choices.

Nothing here changes a state: each function reads a :class:`GameState` and
returns values a front end shows (and, for life, the one action it performs
when the table says so).  Nothing is applied automatically: the table may have
reasons (prevention, replacement effects) to do it by hand.

Life changes (:func:`life_effects`), each applied as one
:class:`~archenemy.engine.actions.ChangeTotals` (one undo step, state-based
actions checked once, so a draw is possible, CR 104.4a):

- I Delight in Your Convulsions: "each opponent loses 3 life. You gain life
  equal to the life lost this way."
- The Mighty Will Fall: "choose an opponent with the highest life total among
  your opponents. That player loses 7 life." (one option per tied opponent,
  or the recorded choice)
- The Fate of the Flammable: 6 damage to the target if they choose self, 3 to
  each other opponent if they choose others (one option per opponent and
  choice, or the recorded ones).
- Mortal Flesh Is Weak: "each opponent's life total becomes the lowest life
  total among your opponents" (ruling: they lose the difference, 119.5);
  nothing under a shared team life, whose heroes all read the one total
  (810.9d).
- Effects that need a number from the table (``numbers``): Know Naught but
  Fire (each opponent's hand size), Make Yourself Useful (the destroyed
  creature's toughness), My Genius Knows No Bounds (X), Which of You Burns
  Brightest? (X, to the target opponent), I Will Savor Your Agony (how many
  times "target player gains 5 life" was chosen for that player), A
  Premonition of Your Demise (the revealed cards' total mana value, to the
  target player).
- You Live Only Because I Will It: :func:`redistribution` checks and builds
  the table's redistribution of life totals.

Under a shared team life (810.9) each hero's loss is the team's, so "each
opponent loses 3 life" costs the team 3 per hero still in the game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from .actions import ChangeTotals, TotalChange
from .errors import IllegalActionError
from .model import HEROES, FaceUpScheme, GameState, Step
from .precompiled import dataclass
from .rules import choice_options
from .triggers import RECORDED_CHOICES, REMINDER_TRIGGERS, Whose

#: The number a ``numbers`` key of a :class:`LifeEffect` asks for (besides player names: a hand size).
NUMBER_KEYS = ("x", "toughness", "times", "mana_value")


@dataclass(frozen=True)
class LifeEffect:
    """One way to apply a scheme's life change.

    ``key`` names the option for front ends (``each_opponent_loses``,
    ``player_loses``, ``chooses_self``, ``chooses_others``, ``lowest_life``,
    ``hand_size_damage``, ``gain_toughness``, ``gain_x``, ``x_damage``,
    ``gains_5_times``, ``mana_value_damage``); ``player`` is the player the
    option is about (or ``None``); ``amount`` the life each target loses (or
    gains, for gains; 0 when it depends on a number).

    ``actions`` is what to perform, as one undo step: one
    :class:`ChangeTotals` (empty when the effect needs numbers).  ``numbers``
    names the numbers the table must give (``"x"``, ``"toughness"``,
    ``"times"``, ``"mana_value"`` or a player's name for that player's hand
    size); ``per_unit`` is ``(number, player, life per unit)``; then
    :meth:`action_for` gives the action.

    ``choices`` are the scheme's recordable choices
    (:data:`~archenemy.engine.triggers.RECORDED_CHOICES`) this option stands
    for, ``(role, value)``: applying "Hero 1 loses 7 life" of The Mighty Will
    Fall means Hero 1 was the opponent chosen, so a front end records it too.
    """

    key: str
    player: str | None
    amount: int
    actions: tuple[ChangeTotals, ...]
    numbers: tuple[str, ...] = ()
    per_unit: tuple[tuple[str, str, int], ...] = ()
    choices: tuple[tuple[str, str], ...] = ()

    def action_for(self, numbers: Mapping[str, int]) -> ChangeTotals | None:
        """The one action once the table gave ``numbers`` (each key of :attr:`numbers`, 0 or more).

        ``None`` when nothing changes (every number 0).  Raises
        :class:`IllegalActionError` ``answer_count`` for a missing or negative number.
        """
        if not self.numbers:
            return self.actions[0] if self.actions else None
        for key in self.numbers:
            value = numbers.get(key)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise IllegalActionError("answer_count", prompt=0)
        return _totals({player: numbers[key] * unit for key, player, unit in self.per_unit})


def _totals(deltas: Mapping[str, int]) -> ChangeTotals | None:
    """One :class:`ChangeTotals` of the non-zero ``deltas`` (player -> life), or ``None``."""
    changes = tuple(TotalChange(player, life=delta) for player, delta in deltas.items() if delta)
    return ChangeTotals(changes) if changes else None


def _fixed(
    key: str,
    player: str | None,
    amount: int,
    deltas: Mapping[str, int],
    choices: tuple[tuple[str, str], ...] = (),
) -> LifeEffect | None:
    action = _totals(deltas)
    return LifeEffect(key, player, amount, (action,), choices=choices) if action is not None else None


def _per_number(
    key: str,
    player: str | None,
    per_unit: tuple[tuple[str, str, int], ...],
    choices: tuple[tuple[str, str], ...] = (),
) -> LifeEffect:
    numbers = tuple(dict.fromkeys(k for k, _, _ in per_unit))
    return LifeEffect(key, player, 0, (), numbers, per_unit, choices)


def life_effects(state: GameState, face: FaceUpScheme) -> tuple[LifeEffect, ...]:
    """The life-change options of ``face`` now (empty for schemes without a computed life change, or resolved ones)."""
    owner = face.card.owner
    opponents = [p.name for p in state.opponents(owner)]
    if not opponents or face.resolved or not state.player(owner).alive:
        return ()
    scheme_id = face.scheme_id
    target = face.choice("target")
    targets = [target] if target in opponents else opponents
    found: list[LifeEffect | None] = []
    if scheme_id == "i-delight-in-your-convulsions":
        deltas = {name: -3 for name in opponents}
        deltas[owner] = 3 * len(opponents)
        found.append(_fixed("each_opponent_loses", None, 3, deltas))
    elif scheme_id == "the-mighty-will-fall":
        chosen = face.choice("chosen")
        tied = choice_options(state, face, "chosen")
        for name in [chosen] if chosen in tied else tied:
            found.append(_fixed("player_loses", name, 7, {name: -7}, (("chosen", name),)))
    elif scheme_id == "the-fate-of-the-flammable":
        found.extend(_fate_of_the_flammable(opponents, targets, face.choice("chooses")))
    elif scheme_id == "mortal-flesh-is-weak":
        found.append(_mortal_flesh(state, opponents))
    else:
        found.extend(_number_effects(state, face, opponents, targets))
    return tuple(e for e in found if e is not None)


def _fate_of_the_flammable(opponents: list[str], targets: list[str], chooses: str | None) -> list[LifeEffect | None]:
    found: list[LifeEffect | None] = []
    for name in targets:
        if chooses in (None, "self"):
            found.append(_fixed("chooses_self", name, 6, {name: -6}, (("target", name), ("chooses", "self"))))
        others = {other: -3 for other in opponents if other != name}
        if others and chooses in (None, "others"):
            found.append(_fixed("chooses_others", name, 3, others, (("target", name), ("chooses", "others"))))
    return found


def _mortal_flesh(state: GameState, opponents: list[str]) -> LifeEffect | None:
    """Mortal Flesh Is Weak: each opponent loses down to the lowest (ruling); nothing under a shared life (810.9d)."""
    if any(state.player(name).life is None for name in opponents):
        return None
    lowest = min(state.life_of(name) for name in opponents)
    return _fixed("lowest_life", None, lowest, {name: lowest - state.life_of(name) for name in opponents})


def _number_effects(
    state: GameState, face: FaceUpScheme, opponents: list[str], targets: list[str]
) -> list[LifeEffect | None]:
    """The effects whose amount is a number only the table knows."""
    owner = face.card.owner
    scheme_id = face.scheme_id
    players = [p.name for p in state.players if p.alive]
    if scheme_id == "know-naught-but-fire":
        return [_per_number("hand_size_damage", None, tuple((name, name, -1) for name in opponents))]
    if scheme_id == "make-yourself-useful":
        return [_per_number("gain_toughness", owner, (("toughness", owner, 1),))]
    if scheme_id == "my-genius-knows-no-bounds":
        return [_per_number("gain_x", owner, (("x", owner, 1),))]
    if scheme_id == "which-of-you-burns-brightest":
        return [_per_number("x_damage", name, (("x", name, -1),), (("target", name),)) for name in targets]
    if scheme_id == "i-will-savor-your-agony":
        return [_per_number("gains_5_times", name, (("times", name, 5),)) for name in players]
    if scheme_id == "a-premonition-of-your-demise":
        return [_per_number("mana_value_damage", name, (("mana_value", name, -1),)) for name in players]
    return []


#: The scheme whose life totals the table redistributes (:func:`redistribution`).
REDISTRIBUTION_SCHEME = "you-live-only-because-i-will-it"


def redistribution(state: GameState, new_totals: Mapping[str, int]) -> ChangeTotals:
    """You Live Only Because I Will It: each affected player gets one of the affected life totals back.

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
    action = _totals({name: new_totals[name] - old[name] for name in new_totals})
    if action is None:
        raise IllegalActionError("no_changes")
    return action


# ----- tokens ----------------------------------------------------------------


@dataclass(frozen=True)
class TokenCount:
    """Tokens a resolving scheme creates: ``count`` tokens of ``token`` (a stable key), for ``player`` if any.

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
    """The tokens ``face`` creates as it resolves (counted from the opponents still in the game, 800.4a)."""
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


@dataclass(frozen=True)
class StepReminder:
    """An ongoing scheme's ability that does not abandon it, due now: ``key`` of ``scheme`` (card ``card``) of ``owner``.

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
    """The reminders due at the current step, in seating order of their owners (issue 22).

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
                    continue  # the table said no creature attacks the owner this combat
                if state.step in trigger.steps:
                    chosen = face.choice("chosen") if trigger.whose is Whose.CHOSEN else None
                    if _turn_matches(state, zone.owner, trigger.whose, chosen):
                        found.append(
                            StepReminder(trigger.key, face.scheme_id, face.uid, zone.owner, state.step, chosen)
                        )
    return tuple(found)


def _turn_matches(state: GameState, owner: str, whose: Whose, chosen: str | None) -> bool:
    """True when the current turn is ``whose`` turn relative to ``owner`` (``chosen``: the scheme's chosen player)."""
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


@dataclass(frozen=True)
class ChoiceSlot:
    """A choice face-up scheme ``card`` (``scheme``) records for ``role``: ``value`` (or ``None``) among ``options``."""

    card: int
    scheme: str
    owner: str
    role: str
    value: str | None
    options: tuple[str, ...]


def choice_slots(state: GameState) -> tuple[ChoiceSlot, ...]:
    """Every recordable choice of the face-up schemes of players still in the game (:data:`RECORDED_CHOICES`)."""
    found = []
    for face in state.face_up():
        if not state.player(face.card.owner).alive:
            continue
        for role, _ in RECORDED_CHOICES.get(face.scheme_id, ()):
            options = choice_options(state, face, role)
            found.append(ChoiceSlot(face.uid, face.scheme_id, face.card.owner, role, face.choice(role), options))
    return tuple(found)


__all__ = [
    "REDISTRIBUTION_SCHEME",
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
