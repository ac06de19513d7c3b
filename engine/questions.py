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
#: Physical planar deck mode: which planar card did the table turn face up from the top of the planar
#: deck (103.7, 701.31b)?  The options are plane ids; ``params["start"]`` is ``"1"`` for the starting plane.
Q_PLANAR_REVEAL = "planar.reveal"
#: A phenomenon encountered (312.5): the table resolved its triggered ability (a ``done`` prompt; 704.6f follows).
Q_ENCOUNTER = "planar.encounter"
#: Interplanar Tunnel: which of the revealed planes goes on top of the planar deck (the options)?
Q_TUNNEL = "planar.tunnel"
#: A chaos ability or a planar card's ability whose last words the app carries out once the table has done the
#: rest ("Then planeswalk.", Lair of the Ashen Idol's "If you can't, planeswalk."): a ``done`` or ``yes_no``
#: prompt; ``params["then"]`` names what follows.
Q_PLANAR_THEN = "planar.then"
#: Stairs to Infinity: put the revealed top card of the planar deck on the bottom?
Q_STAIRS = "planar.stairs"
#: Probability Flux: the planar die was rolled as two dice showing different faces; which one does the roller
#: keep (the options are :class:`~archenemy.engine.planar_values.DieFace` values; ``params``: ``player``,
#: ``cost``, ``caused``)?
Q_FLUX = "planar.flux"
