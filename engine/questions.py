"""The engine's own prompt questions.

The stable keys of :attr:`~archenemy.engine.model.Prompt.question`.

The rules ask these themselves; every other question is the id of the ongoing
scheme whose abandonment trigger asks it (:data:`archenemy.engine.triggers.ABANDON_TRIGGERS`).
Front ends render a question by its key (``desktop/texts/``); the rename rule
(:mod:`archenemy.engine.rename`) reads which of them offer players' names.
"""

from __future__ import annotations

#: "The table resolved this non-ongoing scheme" (a ``done`` prompt; 904.10 follows).
Q_RESOLVE = "resolve"
#: Physical deck mode: which scheme did the table reveal from the top of the scheme deck (904.9, 701.32a)?
Q_REVEAL = "reveal"
#: A scheme set in motion has a player chosen for its ``role`` (:data:`~archenemy.engine.triggers.CHOICES`):
#: an opponent (for Choose Your Champion any player in the game), or ``"none"`` when the choice is optional.
Q_CHOOSE = "choose"
#: My Laughter Echoes: abandon it to set the scheme that just resolved in motion again (701.32b)?
Q_ECHOES = "my-laughter-echoes"
#: Your Inescapable Doom: which of the opponents tied for the highest life total is dealt the damage?
Q_DOOM_TIE = "your-inescapable-doom.tie"
#: Damage the app deals: in which order do the changes to this player's share apply (616.1)?  Asked of the
#: affected player; the options are :attr:`~archenemy.engine.lasting.DamageOrder.key` values.
Q_DAMAGE_ORDER = "damage.order"
