"""Players chosen or targeted by a scheme set in motion (CR 102.3, 603.2).

A scheme set in motion asks who its ability chose or targeted
(:data:`~archenemy.engine.questions.Q_CHOOSE`, one prompt per role of
:data:`~archenemy.engine.triggers.CHOICES`); the answer is recorded on the
face-up card.  A role whose player is a target
(:func:`~archenemy.engine.lasting.targeted_roles`: Know Evil's three) makes
that player a target, which Imprison This Insolent Wretch reacts to
(:mod:`~archenemy.engine.rules.reactions`).  A choice the rules leave one
answer to is answered at once.
"""

from __future__ import annotations

from ..errors import IllegalActionError
from ..events import PromptSettled, SettleReason
from ..lasting import targeted_roles
from ..model import FaceUpScheme, replace
from ..questions import Q_CHOOSE
from .context import Ctx, update_face
from .reactions import targeted


def record_chosen(ctx: Ctx, face: FaceUpScheme, role: str, value: str) -> None:
    """Record ``value`` (a player or ``"none"``) as what ``face`` chose for ``role``.

    Know Evil: "You can't choose any player as a target more than once", so
    the player is no longer offered for the card's other roles.  A player
    recorded for a target role becomes a target (603.2).  Raises
    :class:`IllegalActionError` ``already_chosen`` for a player chosen for
    another role of the card.
    """
    taken = {name for _, name in face.choices}
    if value != "none" and value in taken:
        raise IllegalActionError("already_chosen", player=value, scheme=face.scheme_id)
    update_face(ctx, replace(face, choices=face.choices + ((role, value),)))
    if value != "none":
        ctx.state = ctx.state.with_prompts(
            replace(p, options=tuple(o for o in p.options if o != value))
            if p.card_uid == face.uid and p.question == Q_CHOOSE
            else p
            for p in ctx.state.prompts
        )
    if role in targeted_roles(face.scheme_id):
        targeted(ctx, (value,))


def settle_lone_choices(ctx: Ctx) -> None:
    """Answer at once every waiting choice of a player with one option left.

    The rules leave no choice (:data:`~archenemy.engine.questions.Q_CHOOSE`).
    One option is left when the scheme has one opponent in the game (Bow to
    My Command, Imprison This Insolent Wretch in a two-player game, or after
    the others left, 800.4a), or when every opponent was already chosen for
    Know Evil's other targets ("up to one target opponent": nobody).  Each
    answer may leave another choice of the card with one option: repeated
    until none is left.  The event
    :class:`~archenemy.engine.events.PromptSettled` says so.
    """
    while True:
        lone = next((p for p in ctx.state.prompts if p.question == Q_CHOOSE and len(p.options) == 1), None)
        if lone is None:
            return
        ctx.drop_prompts(lambda p, settled=lone.id: p.id != settled)  # type: ignore[misc]
        _, face = ctx.state.find_face_up(lone.card_uid)  # type: ignore[arg-type]
        role = lone.param("role") or "chosen"
        ctx.emit(
            PromptSettled,
            question=Q_CHOOSE,
            scheme=face.scheme_id,
            card=face.uid,
            value=lone.options[0],
            reason=SettleReason.ONLY_OPTION,
            role=role,
        )
        record_chosen(ctx, face, role, lone.options[0])
