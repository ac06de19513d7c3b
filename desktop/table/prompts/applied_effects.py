"""Which of a scheme's life effects the table already applied.

While its "resolve, then Done" question waits.

Derived from the game's effective actions (undone ones excluded), never
remembered by the banner: Ctrl+Z makes an effect applicable again, Ctrl+Shift+Z
applied again, and other actions in between (a life click, a recorded choice)
change nothing.  An effect counts as applied when one of the actions taken
while this question waited is the :class:`ApplyEffect` of that effect, or
(in a game saved before those) the :class:`ChangeTotals` the effect gave in
the state it was taken in (for an effect that asks numbers, one that changes
exactly its players by whole multiples of its units).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ....engine.actions import ApplyEffect, ChangeTotals
from ....engine.effects import LifeEffect, life_effects
from ....engine.errors import IllegalActionError
from ....engine.game import Game
from ....engine.model import GameState, Prompt

__all__ = ["applied_effects"]


def _asks_numbers_for(effect: LifeEffect, action: ChangeTotals) -> bool:
    """Whether ``action`` is what ``effect`` gives for some numbers.

    ``effect`` is one that asks numbers.
    """
    units: dict[str, int] = {}
    for _, player, unit in effect.per_unit:
        units[player] = unit
    changes = {change.player: change for change in action.changes}
    if set(changes) - set(units) or not changes:
        return False
    for player, change in changes.items():
        unit = units[player]
        if change.poison or unit == 0 or change.life % unit or change.life // unit < 0:
            return False
    return True


def _matches(effect: LifeEffect, action: ChangeTotals | ApplyEffect) -> bool:
    if isinstance(action, ApplyEffect):
        return (action.card, action.key, action.player) == (effect.card, effect.key, effect.player or "")
    if effect.numbers:
        return _asks_numbers_for(effect, action)
    return tuple(action.changes) == effect.deltas


def _taken_while_waiting(game: Game, prompt: Prompt) -> Iterable[tuple[ChangeTotals | ApplyEffect, GameState]]:
    """The life changes taken while ``prompt`` was the first question.

    :class:`ApplyEffect`, or :class:`ChangeTotals`; newest first.
    """
    for action, before in game.recent():
        if not before.prompts or before.prompts[0].id != prompt.id:
            return
        if isinstance(action, ChangeTotals | ApplyEffect):
            yield action, before


def _offered_first(game: Game, prompt: Prompt) -> tuple[LifeEffect, ...]:
    """The effects offered when ``prompt`` was first asked.

    In their order: the buttons' places.
    """
    first = None
    for _action, before in game.recent():
        if not before.prompts or before.prompts[0].id != prompt.id:
            break
        first = before
    if first is None or prompt.card_uid is None:
        return ()
    try:
        _, face = first.find_face_up(prompt.card_uid)
    except IllegalActionError:
        return ()
    return life_effects(first, face)


def applied_effects(
    game: Game | None, prompt: Prompt, options: Sequence[LifeEffect]
) -> tuple[tuple[LifeEffect, ...], frozenset[int]]:
    """The effects to show for ``prompt``'s scheme.

    And the indices of those already applied.

    ``options`` are the effects the state gives now.  Once one was applied,
    the effects applied and those still given are shown in the places they
    had when the question was asked, followed by any given only now: applying The Mighty
    Will Fall's "Hero 5 loses 7 life" takes Hero 5 out of the highest life
    totals it offers, and the banner must still show that life change done
    where its button was (and so offer no other), not seven new ones.
    """
    shown = tuple(options)
    if game is None or prompt.card_uid is None:
        return shown, frozenset()
    applied: dict[tuple[str, str | None], LifeEffect] = {}
    for action, before in _taken_while_waiting(game, prompt):
        try:
            _, face = before.find_face_up(prompt.card_uid)
        # No longer face up in that state.
        except IllegalActionError:
            continue
        applied.update(((e.key, e.player), e) for e in life_effects(before, face) if _matches(e, action))
    offered_then = _offered_first(game, prompt) if applied else ()
    now = {(effect.key, effect.player) for effect in shown}
    kept = tuple(e for e in offered_then if (e.key, e.player) in now or (e.key, e.player) in applied)
    then = {(effect.key, effect.player) for effect in kept}
    shown = (*kept, *(effect for effect in shown if (effect.key, effect.player) not in then))
    offered = {(effect.key, effect.player) for effect in shown}
    shown += tuple(effect for key, effect in applied.items() if key not in offered)
    return shown, frozenset(index for index, effect in enumerate(shown) if (effect.key, effect.player) in applied)
