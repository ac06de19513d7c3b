"""The words of issue 22, part of :mod:`archenemy.desktop.texts`: what the rules settle and remind by themselves.

A question the rules answered without asking it
(:class:`~archenemy.engine.events.PromptSettled`: a choice with one option
left, a question to a player who has left) as a log line.  Use them through
:mod:`archenemy.desktop.texts`, which re-exports the public ones.
"""

from __future__ import annotations

from ...engine.events import Event, PromptSettled, SettleReason
from ...engine.questions import Q_CHOOSE, Q_DOOM_TIE, Q_REVEAL
from .core import Words, fill
from .game import role_name, side_name


def settled_text(event: Event, scheme: str, words: Words) -> str:
    """The log line of a question the rules answered themselves (``""`` for other events).

    ``scheme``: the scheme's name in the log's language.  "“Bow to My
    Command”: Chosen player: Hero 1, the only choice left."; "Hero 2 has left
    the game and does not do it: “Bow to My Command” stays." (issue 22).
    """
    if not isinstance(event, PromptSettled):
        return ""
    _tr = words.tr
    value = str(event.value)
    if event.reason is SettleReason.PLAYER_LEFT:
        return fill(_tr("Log", "%1 has left the game and cannot do what “%2” asks: it stays."), event.player, scheme)
    if event.question == Q_CHOOSE:
        chosen = _tr("Log", "nobody") if value == "none" else side_name(value, words)
        role = role_name(event.role or "chosen", words)
        return fill(_tr("Log", "“%1”: %2: %3, the only choice left."), scheme, role, chosen)
    if event.question == Q_DOOM_TIE:
        return fill(_tr("Log", "“%1”: %2 is the only tied opponent left; no choice to make."), scheme, value)
    if event.question == Q_REVEAL:
        return fill(_tr("Log", "Every card left in the scheme deck is “%1”: it is the one revealed."), scheme)
    return ""
