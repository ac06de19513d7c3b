"""A player's totals and details.

Life, poison, counters, commander damage, colour and name.

Life changes (119.3; a hero's go to the team's shared life total under 810.9),
a life total set to a value (119.5), poison and other player counters (122.1),
combat damage from a commander (903.10a, with its life loss), a seat's colour
and a player's name corrected (:mod:`archenemy.engine.rename`).  These
functions change the totals and refuse what cannot be; whether a player loses
is :mod:`~archenemy.engine.rules.losses`' business, checked after the action
(704.3).
"""

from __future__ import annotations

from ..actions import MAX_COUNTER_NAME, PLAYER_COUNTERS, TotalChange
from ..errors import IllegalActionError
from ..events import ColourChanged, CommanderDamageChanged, LifeChanged, PlayerCounterChanged, PoisonChanged
from ..model import replace
from ..rename import apply_rename
from ..setup import COLOUR_PATTERN
from .context import Ctx, require_alive


def set_colour(ctx: Ctx, name: str, colour: str) -> None:
    """A seat's colour corrected to ``colour`` (``#rrggbb``).

    Any player, in the game or out.

    No rule reads it (the table's bookkeeping).  Raises
    :class:`IllegalActionError` ``unknown_player``, ``bad_colour`` (not
    ``#rrggbb``) or ``zero_change`` (already that colour, compared
    casefolded).
    """
    player = ctx.state.player(name)
    if not COLOUR_PATTERN.fullmatch(colour):
        raise IllegalActionError("bad_colour", player=name, colour=colour)
    if player.colour is not None and player.colour.casefold() == colour.casefold():
        raise IllegalActionError("zero_change", player=name)
    ctx.state = ctx.state.with_player(replace(player, colour=colour))
    ctx.emit(ColourChanged, player=name, old=player.colour, new=colour)


def rename_player(ctx: Ctx, name: str, new: str) -> None:
    """``name`` is called ``new`` from now on.

    Rewritten everywhere in the state (:mod:`archenemy.engine.rename`).

    Raises :class:`IllegalActionError` with
    :func:`~archenemy.engine.rename.rename_problem`'s codes.
    """
    ctx.state, event = apply_rename(ctx.state, name, new)
    ctx.events.append(event)


def change_life(ctx: Ctx, name: str, delta: int) -> None:
    """``name`` gains (``delta`` > 0) or loses life (119.3).

    A hero's change goes to the team's shared total (810.9).

    Checks nothing (callers do; state-based actions come after the action,
    704.3).  Raises :class:`IllegalActionError` ``unknown_player``.
    """
    s = ctx.state
    player = s.player(name)
    if player.life is None:
        assert s.team_life is not None
        ctx.state = replace(s, team_life=s.team_life + delta)
        ctx.emit(LifeChanged, player=name, team=True, old=s.team_life, new=s.team_life + delta)
    else:
        ctx.state = s.with_player(replace(player, life=player.life + delta))
        ctx.emit(LifeChanged, player=name, team=False, old=player.life, new=player.life + delta)


def change_totals(ctx: Ctx, changes: tuple[TotalChange, ...]) -> None:
    """Several players' life and poison at once.

    :func:`~archenemy.engine.rules.apply` then checks state-based actions once (104.4a, 704.3).

    Every entry is checked before anything changes.  Raises
    :class:`IllegalActionError` ``no_changes`` (empty), ``unknown_player``,
    ``player_twice``, ``player_left``, ``zero_change`` (an entry that changes
    nothing), ``poison_below_zero``.
    """
    if not changes:
        raise IllegalActionError("no_changes")
    seen: set[str] = set()
    for change in changes:
        require_alive(ctx.state, change.player)
        if change.player in seen:
            raise IllegalActionError("player_twice", player=change.player)
        seen.add(change.player)
        if change.life == 0 and change.poison == 0:
            raise IllegalActionError("zero_change", player=change.player)
    for change in changes:
        if change.life:
            change_life(ctx, change.player, change.life)
        if change.poison:
            change_poison(ctx, change.player, change.poison)


def set_life(ctx: Ctx, name: str, life: int) -> None:
    """``name``'s life total becomes ``life``: the difference is gained or lost.

    119.5; the team's under 810.9.

    Raises :class:`IllegalActionError` ``unknown_player``, ``player_left``
    or ``zero_change`` (already ``life``).
    """
    require_alive(ctx.state, name)
    current = ctx.state.life_of(name)
    if life == current:
        raise IllegalActionError("zero_change", player=name)
    change_life(ctx, name, life - current)


def change_counter(ctx: Ctx, name: str, counter: str, delta: int) -> None:
    """``delta`` ``counter`` counters on ``name`` (122.1).

    Energy, experience or the table's own name; never below 0.

    A counter at 0 is dropped from the player's ``counters``.  Raises
    :class:`IllegalActionError` ``unknown_player``, ``player_left``,
    ``counter_name`` (empty, over
    :data:`~archenemy.engine.actions.MAX_COUNTER_NAME` characters, with
    surrounding spaces, or ``poison``: poison has its own action),
    ``zero_change`` or ``counter_below_zero``.
    """
    player = require_alive(ctx.state, name)
    valid = counter in PLAYER_COUNTERS or (
        0 < len(counter) <= MAX_COUNTER_NAME and counter == counter.strip() and counter.casefold() != "poison"
    )
    if not valid:
        raise IllegalActionError("counter_name", counter=counter)
    if delta == 0:
        raise IllegalActionError("zero_change", player=name)
    old = player.counter(counter)
    new = old + delta
    if new < 0:
        raise IllegalActionError("counter_below_zero", player=name, counter=counter, value=new)
    counts = dict(player.counters)
    counts[counter] = new
    kept = tuple(sorted((k, v) for k, v in counts.items() if v))
    ctx.state = ctx.state.with_player(replace(player, counters=kept))
    ctx.emit(PlayerCounterChanged, player=name, counter=counter, old=old, new=new)


def change_poison(ctx: Ctx, name: str, delta: int) -> None:
    """``delta`` poison counters on ``name`` (122.1; ten make them lose, 704.5c).

    Raises :class:`IllegalActionError` ``unknown_player``, ``player_left``,
    ``zero_change`` or ``poison_below_zero``.
    """
    player = require_alive(ctx.state, name)
    new = player.poison + delta
    if delta == 0:
        raise IllegalActionError("zero_change", player=name)
    if new < 0:
        raise IllegalActionError("poison_below_zero", player=name, value=new)
    ctx.state = ctx.state.with_player(replace(player, poison=new))
    ctx.emit(PoisonChanged, player=name, old=player.poison, new=new)


def commander_damage(ctx: Ctx, name: str, owner: str, amount: int) -> None:
    """Record ``owner``'s commander's ``amount`` combat damage to ``name``.

    And its life loss.

    903.10a: "21 or more combat damage by the same commander", whoever
    controls it: a player's own commander counts too (My Crushing
    Masterstroke's stolen permanents attack their owner).  A negative
    ``amount`` corrects a mistake (never below 0), also for the commander
    of a player who has left: a value recorded before they left.  A
    positive one from the commander of a player who has left is refused: it
    left the game with them (800.4a).  Raises :class:`IllegalActionError`
    ``commander_damage_off`` (the variant has no commanders),
    ``unknown_player``, ``player_left``, ``commander_left``, ``zero_change``
    or ``commander_damage_below_zero``.
    """
    if not ctx.state.variant.rules.uses_commander:
        raise IllegalActionError("commander_damage_off")
    player = require_alive(ctx.state, name)
    source = ctx.state.player(owner)
    if amount > 0 and not source.alive:
        raise IllegalActionError("commander_left", player=name, commander=owner)
    old = player.commander_damage_from(owner)
    new = old + amount
    if amount == 0:
        raise IllegalActionError("zero_change", player=name)
    if new < 0:
        raise IllegalActionError("commander_damage_below_zero", player=name, commander=owner, value=new)
    damage = dict(player.commander_damage)
    damage[owner] = new
    ctx.state = ctx.state.with_player(replace(player, commander_damage=tuple(sorted(damage.items()))))
    ctx.emit(CommanderDamageChanged, player=name, commander=owner, old=old, new=new)
    change_life(ctx, name, -amount)
