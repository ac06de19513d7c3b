"""The table's answers: prompts answered, events reported, choices recorded.

CR 701.32, 701.33, 904.9–904.10.

The rules ask (a :class:`~archenemy.engine.model.Prompt` in the state) and the
table answers with :class:`~archenemy.engine.actions.Answer`: a revealed
scheme (physical deck mode), a non-ongoing scheme resolved, the player a
scheme chose, My Laughter Echoes' offer, Your Inescapable Doom's tie, an
ongoing scheme's checkpoint question.  The table also reports an event that
abandons an ongoing scheme (:class:`~archenemy.engine.actions.ReportEvent`)
and records or corrects what a scheme's ability chose
(:class:`~archenemy.engine.actions.RecordChoice`: opponents, CR 102.3, or a
mode).  :func:`choice_options` and :func:`reportable` tell front ends what
these actions accept now.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import IllegalActionError
from ..events import AbandonReason, AbandonScheduled, Answered, ChoiceRecorded, EventReported
from ..lasting import can_target, targeted_roles
from ..model import COMBAT_STEPS, FaceUpScheme, GameState, Prompt, PromptKind, replace
from ..questions import Q_CHOOSE, Q_DAMAGE_ORDER, Q_DOOM_TIE, Q_ECHOES, Q_FLUX, Q_RESOLVE, Q_REVEAL
from ..triggers import ABANDON_TRIGGERS, CHOSEN_HIGHEST, RECORDED_CHOICES, REMINDER_TRIGGERS
from .choices import record_chosen
from .context import Ctx, require_alive, update_face
from .damage import answer_order
from .ongoing import doom_damage
from .planar import PLANAR_QUESTIONS, answer_planar
from .planar_die import kept_die
from .players import change_life
from .reactions import targeted
from .schemes import abandon, offer_echoes_or_finish, reveal, scheme_resolved, set_in_motion

#: Fear My Authority's life payment.
FEAR_MY_AUTHORITY_LIFE = 3


def _check_value(prompt: Prompt, value: object) -> None:
    """Refuse a ``value`` of the wrong shape for ``prompt``'s kind.

    ``answer_yes_no``, ``answer_done``, ``answer_count`` (an int of 0 or more), ``answer_choice`` (one of its
    options).
    """
    kind = prompt.kind
    if kind is PromptKind.YES_NO and not isinstance(value, bool):
        raise IllegalActionError("answer_yes_no", prompt=prompt.id)
    if kind is PromptKind.DONE and value is not True:
        raise IllegalActionError("answer_done", prompt=prompt.id)
    if kind is PromptKind.COUNT and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
        raise IllegalActionError("answer_count", prompt=prompt.id)
    if kind is PromptKind.CHOICE and value not in prompt.options:
        raise IllegalActionError("answer_choice", prompt=prompt.id, options=prompt.options)


def answer(ctx: Ctx, prompt_id: int, value: object) -> None:
    """The table answers the waiting prompt ``prompt_id`` with ``value``.

    What the answer means follows.

    ``value``: ``True`` for a ``done`` prompt, a bool for ``yes_no``, an
    int ≥ 0 for ``count``, one of the options for ``choice``.  A revealed
    scheme is set in motion (904.9), a resolved one finishes (904.10), a
    chosen player is recorded (no player chosen twice for one scheme), My
    Laughter Echoes sets the scheme in motion again (701.32b) or not, Your
    Inescapable Doom's damage goes to the chosen player, and an ongoing
    scheme's checkpoint answer may abandon it (701.33).  Raises
    :class:`IllegalActionError` ``unknown_prompt``, the value's code
    (``answer_yes_no``, ``answer_done``, ``answer_count``,
    ``answer_choice``), ``choices_first`` (a scheme resolved before its
    players were chosen or its damage's order), ``already_chosen`` or
    ``cannot_pay_life`` (119.4).
    """
    prompt = ctx.state.prompt(prompt_id)
    _check_value(prompt, value)
    if prompt.question == Q_RESOLVE:
        asked = (Q_CHOOSE, Q_DAMAGE_ORDER)
        pending = [p for p in ctx.state.prompts if p.card_uid == prompt.card_uid and p.question in asked]
        if pending:
            raise IllegalActionError("choices_first", scheme=prompt.scheme_id)
    ctx.drop_prompts(lambda p: p.id != prompt_id)
    ctx.emit(
        Answered, question=prompt.question, scheme=prompt.scheme_id, value=value, done=prompt.kind is PromptKind.DONE
    )
    q = prompt.question
    if q == Q_REVEAL:
        reveal(ctx, prompt.owner, str(value))
    elif q == Q_RESOLVE:
        _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
        scheme_resolved(ctx, face)
    elif q == Q_CHOOSE:
        _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
        record_chosen(ctx, face, prompt.param("role") or "chosen", str(value))
    elif q == Q_ECHOES:
        _answer_echoes(ctx, prompt, bool(value))
    elif q == Q_DOOM_TIE:
        _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
        doom_damage(ctx, face, str(value))
    elif q == Q_DAMAGE_ORDER:
        answer_order(ctx, prompt.owner, str(value))
    elif q == Q_FLUX:
        kept_die(ctx, prompt.owner, str(value), int(prompt.param("cost") or 0), caused=prompt.param("caused") == "1")
    elif q in PLANAR_QUESTIONS:
        answer_planar(ctx, prompt, value)
    else:
        _answer_trigger(ctx, prompt, value)


def _answer_echoes(ctx: Ctx, prompt: Prompt, yes: bool) -> None:
    """My Laughter Echoes answered.

    Abandon it and set the resolved scheme in motion again, or decline this copy.
    """
    target_uid = int(prompt.param("target") or 0)
    _, target = ctx.state.find_face_up(target_uid)
    if yes:
        abandon(ctx, prompt.card_uid, reason=AbandonReason.MY_LAUGHTER_ECHOES)  # type: ignore[arg-type]
        # 701.32b: set it in motion again; it stays where it is.
        set_in_motion(ctx, target.card, again=True)
    else:
        target = replace(target, echoes_declined=target.echoes_declined + (prompt.card_uid,))
        update_face(ctx, target)
        offer_echoes_or_finish(ctx, target)


def _answer_trigger(ctx: Ctx, prompt: Prompt, value: object) -> None:
    """An ongoing scheme's checkpoint question answered.

    Abandon it when its condition is met (701.33a).

    Fear My Authority's life payment is made here (119.4); a delayed
    abandonment waits for the end of combat.
    """
    trigger = ABANDON_TRIGGERS[prompt.question]
    uid = prompt.card_uid
    assert uid is not None
    if trigger.kind is PromptKind.COUNT:
        # The prompt's threshold: lower than the card's when the app counted some of it (Nothing Can Stop Me Now).
        threshold = prompt.threshold if prompt.threshold is not None else trigger.threshold
        met = isinstance(value, int) and threshold is not None and value >= threshold
    else:
        met = value == trigger.abandon_if
    if prompt.question == "fear-my-authority" and value == "pay_life":
        # 119.4: a player can pay life only if their life total is at least the payment.
        if ctx.state.life_of(prompt.owner) < FEAR_MY_AUTHORITY_LIFE:
            raise IllegalActionError("cannot_pay_life", player=prompt.owner, amount=FEAR_MY_AUTHORITY_LIFE)
        change_life(ctx, prompt.owner, -FEAR_MY_AUTHORITY_LIFE)
    if value == 0 and trigger.kind is PromptKind.COUNT and _needs_attackers(prompt.scheme_id):
        # No creature attacks the owner this combat: their "whenever a creature attacks" reminder is moot.
        _, face = ctx.state.find_face_up(uid)
        update_face(ctx, replace(face, no_attackers=True))
    if not met:
        return
    if trigger.delayed:
        _, face = ctx.state.find_face_up(uid)
        update_face(ctx, replace(face, abandon_at_end_of_combat=True))
        ctx.emit(AbandonScheduled, scheme=face.scheme_id, card=uid)
        return
    abandon(ctx, uid, reason=AbandonReason.CONDITION, then=trigger.then)


def _needs_attackers(scheme_id: str | None) -> bool:
    """True when ``scheme_id`` has a reminder only an attack on its owner triggers."""
    return any(r.needs_attackers for r in REMINDER_TRIGGERS.get(scheme_id or "", ()))


def report_event(ctx: Ctx, uid: int) -> None:
    """The table reports the event that abandons the ongoing scheme ``uid`` (701.33a).

    A delayed one reported during combat is abandoned at end of combat.
    Raises :class:`IllegalActionError` ``not_face_up``, ``player_left``
    (its owner left the game, or Imprison This Insolent Wretch's chosen
    player, who can no longer be attacked or targeted, 800.4a) or
    ``not_event_scheme``.
    """
    _, face = ctx.state.find_face_up(uid)
    trigger = ABANDON_TRIGGERS.get(face.scheme_id)
    departed = _departed_subject(ctx.state, face)
    if departed is not None:
        raise IllegalActionError("player_left", player=departed)
    if trigger is None or not trigger.event:
        raise IllegalActionError("not_event_scheme", scheme=face.scheme_id)
    ctx.emit(EventReported, scheme=face.scheme_id, card=uid)
    if trigger.delayed and ctx.state.step in COMBAT_STEPS:
        ctx.drop_prompts(lambda p: p.card_uid != uid)
        # The event says creatures attacked the owner after all: a count of 0 is corrected.
        update_face(ctx, replace(face, abandon_at_end_of_combat=True, no_attackers=False))
        ctx.emit(AbandonScheduled, scheme=face.scheme_id, card=uid)
        return
    abandon(ctx, uid, reason=AbandonReason.EVENT, then=trigger.then)


def choice_options(state: GameState, face: FaceUpScheme, role: str) -> tuple[str, ...]:
    """The values :class:`RecordChoice` accepts for ``face``'s ``role`` now.

    ``()`` when the scheme has no such role.  Opponents still in the game
    (CR 102.3; 800.4a), for The Mighty Will Fall only those with the highest
    life total among them (its Oracle text), or the role's mode keys.  A
    target role offers no player with hexproof against the scheme's owner
    (702.11; :func:`~archenemy.engine.lasting.can_target`).
    """
    kind = dict(RECORDED_CHOICES.get(face.scheme_id, ())).get(role)
    if kind is None:
        return ()
    if isinstance(kind, tuple):
        return kind
    owner = face.card.owner
    opponents = state.opponents(owner)
    if role in targeted_roles(face.scheme_id):
        opponents = tuple(p for p in opponents if can_target(state, owner, p.name))
    if kind == CHOSEN_HIGHEST and opponents:
        best = max(state.life_of(p.name) for p in opponents)
        return tuple(p.name for p in opponents if state.life_of(p.name) == best)
    return tuple(p.name for p in opponents)


def record_choice(ctx: Ctx, uid: int, role: str, value: str) -> None:
    """Record the player or mode ``face``'s ability chose for ``role``.

    ``""`` clears it.

    A player recorded for a target role becomes a target (603.2: Imprison
    This Insolent Wretch reacts).  Raises ``not_face_up``, ``player_left``
    (the owner), ``choice_role`` (no such role for the scheme), ``hexproof``
    (a target with hexproof against the owner, 702.11) and ``choice_value``
    (not offered now, or already the recorded value).
    """
    _, face = ctx.state.find_face_up(uid)
    owner = require_alive(ctx.state, face.card.owner).name
    if role not in dict(RECORDED_CHOICES.get(face.scheme_id, ())):
        raise IllegalActionError("choice_role", scheme=face.scheme_id, role=role)
    target = role in targeted_roles(face.scheme_id)
    if target and value and not can_target(ctx.state, owner, value):
        raise IllegalActionError("hexproof", player=value, scheme=face.scheme_id)
    options = choice_options(ctx.state, face, role)
    if (value and value not in options) or value == (face.choice(role) or ""):
        raise IllegalActionError("choice_value", scheme=face.scheme_id, value=value, options=options)
    kept = tuple((r, v) for r, v in face.choices if r != role)
    update_face(ctx, replace(face, choices=kept + (((role, value),) if value else ())))
    ctx.emit(ChoiceRecorded, scheme=face.scheme_id, card=uid, role=role, value=value)
    if target and value:
        targeted(ctx, (value,))


def reportable(state: GameState) -> Iterable[FaceUpScheme]:
    """Face-up schemes the table may report an abandoning event for, now.

    What :func:`report_event` accepts: an event scheme of a player still in the game (Imprison This Insolent
    Wretch's chosen player too), not already waiting for the end of combat.
    """
    for face in state.face_up():
        trigger = ABANDON_TRIGGERS.get(face.scheme_id)
        if trigger is not None and trigger.event and not face.abandon_at_end_of_combat:
            if _departed_subject(state, face) is None:
                yield face


def _departed_subject(state: GameState, face: FaceUpScheme) -> str | None:
    """The departed player whose event ``face`` would report, or ``None``.

    800.4a.

    The scheme's owner (their schemes do nothing any more), or the player
    Imprison This Insolent Wretch chose: "When the chosen player is attacked
    or becomes the target of a spell or ability" can no longer happen, and
    the scheme stays (as Bow to My Command's ruling says of its chosen player).
    """
    owner = face.card.owner
    if not state.player(owner).alive:
        return owner
    chosen = face.choice("chosen") if face.scheme_id == "imprison-this-insolent-wretch" else None
    if chosen is not None and not state.player(chosen).alive:
        return chosen
    return None
