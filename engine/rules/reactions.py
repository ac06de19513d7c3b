"""Triggers on what the app records: a target, combat damage (CR 603.2, 701.33a).

When the app records a player as the target of a scheme's ability (Know
Evil's prompt, a recorded target, a life effect's target) or the table
records combat damage to a player (a commander's, 903.10a), the face-up
schemes whose triggers watch that event react
(:func:`~archenemy.engine.lasting.reacting`): Imprison This Insolent Wretch
("When the chosen player ... becomes the target of a spell or ability,
abandon this scheme") and I Am Untouchable ("When combat damage is dealt to
you, create a 4/4 ... Scarecrow ..., then abandon this scheme").  Damage the
app deals or records is also counted for the turn (Nothing Can Stop Me Now's
"if you've been dealt 5 or more damage this turn").
"""

from __future__ import annotations

from collections.abc import Iterable

from ..events import AbandonReason
from ..interactions import On
from ..lasting import reacting
from ..model import LASTING_EFFECTS_SINCE, replace
from ..triggers import ABANDON_TRIGGERS
from .context import Ctx
from .schemes import abandon

_REASONS = {On.TARGET: AbandonReason.TARGETED, On.COMBAT_DAMAGE: AbandonReason.COMBAT_DAMAGE}


def _react(ctx: Ctx, on: On, player: str) -> None:
    """Abandon every face-up scheme whose trigger ``on`` watches ``player`` (701.33a)."""
    for effect, _ in list(reacting(ctx.state, on, player)):
        uid = effect.card
        if uid is None or not any(f.uid == uid for f in ctx.state.face_up()):
            # already abandoned by an earlier reaction to the same record
            continue
        trigger = ABANDON_TRIGGERS.get(effect.card_id)
        abandon(ctx, uid, reason=_REASONS[on], then=trigger.then if trigger is not None else None)


def targeted(ctx: Ctx, players: Iterable[str]) -> None:
    """``players`` became targets of a scheme's ability the app records (603.2).

    Names that are no player (``"none"``: "up to one target") target nobody.
    """
    names = {p.name for p in ctx.state.players}
    for player in dict.fromkeys(players):
        if player in names:
            _react(ctx, On.TARGET, player)


def damage_dealt(ctx: Ctx, player: str, amount: int, *, combat: bool = False) -> None:
    """``player`` was dealt ``amount`` damage that the app dealt or recorded.

    Counted for the turn (:attr:`~archenemy.engine.model.GameState.damage_taken`),
    then, for combat damage, the triggers on it react (120.3a, 903.10a).
    Nothing under rules older than the lasting effects, or for no damage
    (120.8).
    """
    if amount <= 0 or ctx.state.rules_version < LASTING_EFFECTS_SINCE:
        return
    taken = dict(ctx.state.damage_taken)
    taken[player] = taken.get(player, 0) + amount
    ctx.state = replace(ctx.state, damage_taken=tuple(taken.items()))
    if combat:
        _react(ctx, On.COMBAT_DAMAGE, player)
