"""The life changes the app computes for a scheme, and how the rules apply them.

:func:`life_effects` lists the ways a resolving scheme's life change can go,
each a :class:`LifeEffect` (a front end shows it, asks its numbers, and
performs its one action, :class:`~archenemy.engine.actions.ApplyEffect`);
:func:`apply_effect` applies it as one action, so state-based actions are
checked once (104.4a: a draw is possible):

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
  of its three modes were "target player gains 5 life", for each player:
  700.2d), A Premonition of Your Demise (the revealed cards' total mana
  value, to the target player).

Damage (what :data:`~archenemy.engine.interactions.INTERACTIONS` says a
scheme deals as damage) goes through the lasting effects
(:func:`~archenemy.engine.rules.damage.deal_damage`); life lost or gained is
not damage and is applied as it is (119.3).  A player who is a target
(Interactions ``targets``) is never offered with hexproof against the
scheme's owner (702.11) and becomes a target as the effect is applied
(603.2).  Under a shared team life (810.9) each hero's loss is the team's,
so "each opponent loses 3 life" costs the team 3 per hero still in the game.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from ..actions import ApplyEffect, TotalChange
from ..errors import IllegalActionError
from ..interactions import INTERACTIONS, Deal
from ..lasting import can_target, most_modes
from ..model import FaceUpScheme, GameState, replace
from .answers import choice_options
from .context import Ctx, require_alive, update_face
from .damage import deal_damage
from .players import change_life
from .reactions import targeted

#: The numbers a ``numbers`` key of a :class:`LifeEffect` asks for, besides a player's name (their hand
#: size) and :data:`TIMES` followed by one (I Will Savor Your Agony's modes for that player).
NUMBER_KEYS = ("x", "toughness", "mana_value")
#: The start of a ``numbers`` key asking how many modes chose a player (``"times:Hero 1"``).
TIMES = "times:"


class LifeEffect(msgspec.Struct, frozen=True):
    """One way to apply a scheme's life change.

    ``key`` names the option for front ends (``each_opponent_loses``,
    ``player_loses``, ``chooses_self``, ``chooses_others``, ``lowest_life``,
    ``hand_size_damage``, ``gain_toughness``, ``gain_x``, ``x_damage``,
    ``gains_5_times``, ``mana_value_damage``); ``player`` is the player the
    option is about (or ``None``); ``amount`` the life each target loses (or
    gains, for gains; 0 when it depends on a number), as the card says it
    (before the lasting effects change damage).

    ``actions`` is what to perform, as one undo step: one
    :class:`~archenemy.engine.actions.ApplyEffect` (empty when the effect
    needs numbers); ``deltas`` the life changes it makes as the card says
    them.  ``numbers`` names the numbers the table must give (``"x"``,
    ``"toughness"``, ``"mana_value"``, a player's name for that player's
    hand size, or :data:`TIMES` and a player's name); ``per_unit`` is
    ``(number, player, life per unit)``; then :meth:`action_for` gives the
    action.  ``most``: the most the numbers may add up to (700.2d: "choose
    three").

    ``choices`` are the scheme's recordable choices
    (:data:`~archenemy.engine.triggers.RECORDED_CHOICES`) this option stands
    for, ``(role, value)``: applying "Hero 1 loses 7 life" of The Mighty Will
    Fall means Hero 1 was the opponent chosen, so a front end records it too.
    ``card``: the scheme card's uid; ``damage``: it deals damage (not life
    loss); ``target``: its players are targets.
    """

    key: str
    player: str | None
    amount: int
    actions: tuple[ApplyEffect, ...]
    numbers: tuple[str, ...] = ()
    per_unit: tuple[tuple[str, str, int], ...] = ()
    choices: tuple[tuple[str, str], ...] = ()
    card: int = 0
    deltas: tuple[TotalChange, ...] = ()
    most: int | None = None
    damage: bool = False
    target: bool = False

    def action_for(self, numbers: Mapping[str, int]) -> ApplyEffect | None:
        """The one action once the table gave ``numbers``.

        Each of :attr:`numbers`, 0 or more.

        ``None`` when nothing changes (every number 0).  Raises
        :class:`IllegalActionError` ``answer_count`` for a missing or
        negative number, ``mode_count`` for more modes than the card
        chooses (700.2d).
        """
        if not self.numbers:
            return self.actions[0] if self.actions else None
        changes = self.changes_for(numbers)
        if not any(changes.values()):
            return None
        given = tuple(sorted((key, numbers[key]) for key in self.numbers))
        return ApplyEffect(self.card, self.key, self.player or "", given)

    def changes_for(self, numbers: Mapping[str, int]) -> dict[str, int]:
        """The life change of each player for ``numbers``, as the card says it.

        Name -> delta.

        Raises :class:`IllegalActionError` as :meth:`action_for` does.
        """
        if not self.numbers:
            return {c.player: c.life for c in self.deltas}
        for key in self.numbers:
            value = numbers.get(key)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise IllegalActionError("answer_count", prompt=0)
        if self.most is not None and sum(numbers[key] for key in self.numbers) > self.most:
            given = sum(numbers[key] for key in self.numbers)
            raise IllegalActionError("mode_count", most=self.most, given=given)
        changes: dict[str, int] = {}
        for key, player, unit in self.per_unit:
            changes[player] = changes.get(player, 0) + numbers[key] * unit
        return changes

    def targets_for(self, numbers: Mapping[str, int]) -> tuple[str, ...]:
        """The players this effect targets for ``numbers`` (none when it targets nobody)."""
        if not self.target:
            return ()
        if self.player is not None:
            return (self.player,)
        return tuple(dict.fromkeys(p for key, p, _ in self.per_unit if numbers.get(key, 0) > 0))


def _deltas(deltas: Mapping[str, int]) -> tuple[TotalChange, ...]:
    """The non-zero ``deltas`` (player -> life) as total changes."""
    return tuple(TotalChange(player, life=delta) for player, delta in deltas.items() if delta)


class _Maker:
    """Builds one scheme's :class:`LifeEffect` values.

    With what every one of them shares.
    """

    def __init__(self, face: FaceUpScheme) -> None:
        entry = INTERACTIONS.get(face.scheme_id)
        self.card = face.uid
        self.damage = entry is not None and Deal.DAMAGE in entry.deals
        self.target = entry is not None and bool(entry.targets)
        self.most = most_modes(face.scheme_id)

    def fixed(
        self,
        key: str,
        player: str | None,
        amount: int,
        deltas: Mapping[str, int],
        choices: tuple[tuple[str, str], ...] = (),
    ) -> LifeEffect | None:
        changes = _deltas(deltas)
        if not changes:
            return None
        action = ApplyEffect(self.card, key, player or "")
        return LifeEffect(
            key, player, amount, (action,), (), (), choices, self.card, changes, None, self.damage, self.target
        )

    def per_number(
        self,
        key: str,
        player: str | None,
        per_unit: tuple[tuple[str, str, int], ...],
        choices: tuple[tuple[str, str], ...] = (),
        amount: int = 0,
    ) -> LifeEffect:
        numbers = tuple(dict.fromkeys(k for k, _, _ in per_unit))
        return LifeEffect(
            key, player, amount, (), numbers, per_unit, choices, self.card, (), self.most, self.damage, self.target
        )


def life_effects(state: GameState, face: FaceUpScheme) -> tuple[LifeEffect, ...]:
    """The life-change options of ``face`` now.

    Empty for schemes without a computed life change, resolved ones, or an
    owner who left.  A target with hexproof against the owner is not
    offered (702.11).
    """
    owner = face.card.owner
    opponents = [p.name for p in state.opponents(owner)]
    if not opponents or face.resolved or not state.player(owner).alive:
        return ()
    scheme_id = face.scheme_id
    make = _Maker(face)
    target = face.choice("target")
    targets = [target] if target in opponents else opponents
    if make.target:
        targets = [name for name in targets if can_target(state, owner, name)]
    found: list[LifeEffect | None] = []
    if scheme_id == "i-delight-in-your-convulsions":
        deltas = {name: -3 for name in opponents}
        deltas[owner] = 3 * len(opponents)
        found.append(make.fixed("each_opponent_loses", None, 3, deltas))
    elif scheme_id == "the-mighty-will-fall":
        chosen = face.choice("chosen")
        tied = choice_options(state, face, "chosen")
        for name in [chosen] if chosen in tied else tied:
            found.append(make.fixed("player_loses", name, 7, {name: -7}, (("chosen", name),)))
    elif scheme_id == "the-fate-of-the-flammable":
        found.extend(_fate_of_the_flammable(make, opponents, targets, face.choice("chooses")))
    elif scheme_id == "mortal-flesh-is-weak":
        found.append(_mortal_flesh(make, state, opponents))
    else:
        found.extend(_number_effects(make, state, face, opponents, targets))
    return tuple(e for e in found if e is not None)


def _fate_of_the_flammable(
    make: _Maker, opponents: list[str], targets: list[str], chooses: str | None
) -> list[LifeEffect | None]:
    found: list[LifeEffect | None] = []
    for name in targets:
        if chooses in (None, "self"):
            found.append(make.fixed("chooses_self", name, 6, {name: -6}, (("target", name), ("chooses", "self"))))
        others = {other: -3 for other in opponents if other != name}
        if others and chooses in (None, "others"):
            found.append(make.fixed("chooses_others", name, 3, others, (("target", name), ("chooses", "others"))))
    return found


def _mortal_flesh(make: _Maker, state: GameState, opponents: list[str]) -> LifeEffect | None:
    """Mortal Flesh Is Weak: each opponent loses down to the lowest (ruling).

    Nothing under a shared life.
    """
    if any(state.player(name).life is None for name in opponents):
        # 810.9d: the heroes all read the one team total
        return None
    lowest = min(state.life_of(name) for name in opponents)
    return make.fixed("lowest_life", None, lowest, {name: lowest - state.life_of(name) for name in opponents})


def _number_effects(
    make: _Maker, state: GameState, face: FaceUpScheme, opponents: list[str], targets: list[str]
) -> list[LifeEffect | None]:
    """The effects whose amount is a number only the table knows."""
    owner = face.card.owner
    scheme_id = face.scheme_id
    players = [p.name for p in state.players if p.alive]
    if scheme_id == "know-naught-but-fire":
        return [make.per_number("hand_size_damage", None, tuple((name, name, -1) for name in opponents))]
    if scheme_id == "make-yourself-useful":
        return [make.per_number("gain_toughness", owner, (("toughness", owner, 1),))]
    if scheme_id == "my-genius-knows-no-bounds":
        return [make.per_number("gain_x", owner, (("x", owner, 1),))]
    if scheme_id == "which-of-you-burns-brightest":
        return [make.per_number("x_damage", name, (("x", name, -1),), (("target", name),)) for name in targets]
    if scheme_id == "i-will-savor-your-agony":
        # 700.2d: "choose three. You may choose the same mode more than once": one count per target player.
        chosen = tuple((TIMES + name, name, 5) for name in players if can_target(state, owner, name))
        return [make.per_number("gains_5_times", None, chosen, amount=5)] if chosen else []
    if scheme_id == "a-premonition-of-your-demise":
        named = [name for name in players if can_target(state, owner, name)]
        return [make.per_number("mana_value_damage", name, (("mana_value", name, -1),)) for name in named]
    return []


def apply_effect(ctx: Ctx, uid: int, key: str, player: str, numbers: Mapping[str, int]) -> None:
    """Apply face-up scheme ``uid``'s life effect ``key`` with ``numbers``.

    For ``player``.

    Its targets become targets (603.2); damage goes through the lasting
    effects (614.1a, 615.1, 616.1), life lost or gained as it is (119.3).
    Once per scheme set in motion.  Raises :class:`IllegalActionError`
    ``not_face_up``, ``player_left`` (the owner), ``effect_applied``,
    ``effect_unknown`` (no such effect now), ``answer_count``,
    ``mode_count`` (700.2d), ``no_changes`` (every number 0) or
    ``hexproof`` (702.11).
    """
    _, face = ctx.state.find_face_up(uid)
    owner = require_alive(ctx.state, face.card.owner).name
    if face.life_applied:
        raise IllegalActionError("effect_applied", scheme=face.scheme_id)
    effect = next((e for e in life_effects(ctx.state, face) if e.key == key and (e.player or "") == player), None)
    if effect is None or (set(numbers) != set(effect.numbers)):
        raise IllegalActionError("effect_unknown", scheme=face.scheme_id, key=key)
    changes = effect.changes_for(numbers)
    if not any(changes.values()):
        raise IllegalActionError("no_changes")
    hit = effect.targets_for(numbers)
    for name in hit:
        if not can_target(ctx.state, owner, name):
            raise IllegalActionError("hexproof", player=name, scheme=face.scheme_id)
    update_face(ctx, replace(face, life_applied=True))
    targeted(ctx, hit)
    if effect.damage:
        _, face = ctx.state.find_face_up(uid)
        deal_damage(ctx, face, tuple((name, -delta) for name, delta in changes.items() if delta < 0))
        return
    for name, delta in changes.items():
        if delta:
            change_life(ctx, name, delta)


__all__ = ["NUMBER_KEYS", "TIMES", "LifeEffect", "apply_effect", "life_effects"]
