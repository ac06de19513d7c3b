"""Words of what the lasting effects do to the app's actions.

Part of :mod:`archenemy.desktop.texts`.

The question of the order of damage's changes (CR 616.1) and its answers,
the log lines of damage a lasting effect changed and of damage the app
counted (:mod:`archenemy.engine.lasting`), Nothing Can Stop Me Now's count
when the app counted some of it, and a player's own commander (903.10a).
"""

from __future__ import annotations

from ...engine.events import DamageCounted, Event, SchemeDamage
from ...engine.interactions import Change
from ...engine.lasting import changed_damage, order_changes
from ...engine.model import Prompt
from .core import INSTALLED, Words, fill


def change_name(change: str, words: Words = INSTALLED) -> str:
    """A change to damage in a few words: "double", "+1", "prevent 1", "prevent all"."""
    _tr = words.tr
    names: dict[str, str] = {
        Change.DOUBLE: _tr("Lasting", "double"),
        Change.PLUS_ONE: _tr("Lasting", "+1"),
        Change.PREVENT_ONE: _tr("Lasting", "prevent 1"),
        Change.PREVENT_ALL: _tr("Lasting", "prevent all"),
    }
    return names.get(change, change)


def order_question(prompt: Prompt, scheme: str, words: Words = INSTALLED) -> str:
    """The question of the order of a damage's changes (616.1).

    Asked of the player dealt it.
    """
    _tr = words.tr
    template = _tr("Lasting", "“%1” deals %2 damage to %3: %3, in which order do the effects that change it apply?")
    return fill(template, scheme, prompt.param("damage") or "", prompt.param("player") or prompt.owner)


def order_option(prompt: Prompt, option: str, words: Words = INSTALLED) -> str:
    """One order of a damage's changes as a button: "prevent 1, then double.

    4 damage".
    """
    _tr = words.tr
    try:
        changes = order_changes(option)
        amount = int(prompt.param("damage") or 0)
    except ValueError:
        return option
    steps = _tr("Lasting", ", then ").join(change_name(c, words) for c in changes)
    # a button's words begin with a capital, as the others'
    steps = steps[:1].upper() + steps[1:]
    return fill(_tr("Lasting", "%1: %2 damage"), steps, changed_damage(amount, changes))


def counted_question(prompt: Prompt, words: Words = INSTALLED) -> str | None:
    """Nothing Can Stop Me Now's count beside the app's, or ``None``.

    ``None`` when the app counted none of the damage.
    """
    counted = prompt.param("counted")
    if not counted:
        return None
    _tr = words.tr
    template = _tr("Lasting", "How much damage has %1 been dealt this turn besides the %2 the app dealt or recorded?")
    return fill(template, prompt.owner, counted)


def lasting_event_text(event: Event, scheme: str, words: Words = INSTALLED) -> str | None:
    """The log line of damage changed or counted; ``None`` for others.

    Damage a lasting effect changed, or damage the app counted.
    """
    _tr = words.tr
    if isinstance(event, SchemeDamage) and event.changes:
        steps = _tr("Lasting", ", then ").join(change_name(c, words) for c in event.changes)
        template = _tr("Lasting", "“%1” deals %2 damage to %3 (%4 damage: %5).")
        return fill(template, scheme, event.amount, event.player, event.base, steps)
    if isinstance(event, DamageCounted):
        template = _tr("Lasting", "%1 was dealt %2 damage this turn, as the app counted it: “%3” is abandoned.")
        return fill(template, event.player, event.damage, scheme)
    return None


def own_commander_text(amount: int, words: Words = INSTALLED) -> str:
    """A seat's line of combat damage from its own commander (903.10a).

    "Own commander: 5".
    """
    _tr = words.tr
    return fill(_tr("Lasting", "Own commander: %1"), amount)


def own_commander_log(player: str, old: int, new: int, words: Words = INSTALLED) -> str:
    """The log line of combat damage from a player's own commander (903.10a)."""
    _tr = words.tr
    return fill(_tr("Lasting", "%1: damage from their own commander %2 → %3"), player, old, new)
