"""Fixed life changes of non-ongoing schemes, offered as one action each.

Some schemes change life totals by amounts the app can compute from tracked
state.  :func:`life_effects` lists, for a face-up scheme being resolved, the
ways the table can apply its effect in one step; each option is a list of
:class:`~archenemy.engine.actions.ChangeLife` actions the front end performs as
one undo step.  Nothing is applied automatically: the table may have reasons
(prevention, replacement effects) to do it by hand.

Covered, by card text:

- I Delight in Your Convulsions: "each opponent loses 3 life. You gain life
  equal to the life lost this way."
- The Mighty Will Fall: "choose an opponent with the highest life total among
  your opponents. That player loses 7 life." (one option per tied opponent)
- The Fate of the Flammable: "target opponent chooses self or others. If that
  player chooses self, this scheme deals 6 damage to that player. If the
  player chooses others, this scheme deals 3 damage to each of your other
  opponents." (one option per opponent and choice)

Under a shared team life (810.9) each hero's loss is the team's, so "each
opponent loses 3 life" costs the team 3 per living hero.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import ChangeLife
from .model import FaceUpScheme, GameState


@dataclass(frozen=True)
class LifeEffect:
    """One way to apply a scheme's life change.

    ``key`` names the option for front ends (``each_opponent_loses``,
    ``player_loses``, ``chooses_self``, ``chooses_others``); ``player`` is the
    player the option is about (or ``None``); ``amount`` the life each target
    loses; ``actions`` what to perform, as one undo step.
    """

    key: str
    player: str | None
    amount: int
    actions: tuple[ChangeLife, ...]


def life_effects(state: GameState, face: FaceUpScheme) -> tuple[LifeEffect, ...]:
    """The life-change options of ``face`` now (empty for schemes without a fixed life change)."""
    owner = face.card.owner
    opponents = [p.name for p in state.opponents(owner)]
    if not opponents or face.resolved:
        return ()
    scheme_id = face.scheme_id
    if scheme_id == "i-delight-in-your-convulsions":
        actions = tuple(ChangeLife(name, -3) for name in opponents) + (ChangeLife(owner, 3 * len(opponents)),)
        return (LifeEffect("each_opponent_loses", None, 3, actions),)
    if scheme_id == "the-mighty-will-fall":
        best = max(state.life_of(name) for name in opponents)
        return tuple(
            LifeEffect("player_loses", name, 7, (ChangeLife(name, -7),))
            for name in opponents
            if state.life_of(name) == best
        )
    if scheme_id == "the-fate-of-the-flammable":
        options = []
        for name in opponents:
            options.append(LifeEffect("chooses_self", name, 6, (ChangeLife(name, -6),)))
            others = tuple(ChangeLife(other, -3) for other in opponents if other != name)
            if others:
                options.append(LifeEffect("chooses_others", name, 3, others))
        return tuple(options)
    return ()
