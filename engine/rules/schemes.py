"""Schemes set in motion, resolved, put on the bottom, abandoned.

CR 904.9–904.11, 701.32, 701.33, 314.6.

On the archenemy's first precombat main phase the top scheme of their scheme
deck is set in motion (904.9, 701.32a; three after Plots That Span
Centuries); a scheme set in motion again stays where it is (701.32b).  A
non-ongoing scheme's ability is resolved at the table, which says so; the app
applies what it tracks (extra turns, an additional combat, reminders), offers
My Laughter Echoes, and once nothing is waiting every resolved scheme goes
face down on the bottom of its owner's scheme deck (904.10, 314.6).  An
ongoing scheme stays face up until it is abandoned (904.11, 701.33a); what
abandons it is :mod:`~archenemy.engine.rules.ongoing`'s and
:mod:`~archenemy.engine.rules.answers`'.
"""

from __future__ import annotations

from ..events import (
    Abandoned,
    AbandonReason,
    CombatAdded,
    ExtraTurnAdded,
    NoSchemesThisTurn,
    SchemeDeckEmpty,
    SchemeResolved,
    SetInMotion,
    ToBottom,
)
from ..lasting import can_target, targeted_roles
from ..model import (
    COMBAT_STEPS,
    HEROES,
    DeckMode,
    ExtraTurn,
    FaceUpScheme,
    GameState,
    PromptKind,
    Reminder,
    SchemeCard,
    Step,
    replace,
)
from ..questions import Q_CHOOSE, Q_ECHOES, Q_RESOLVE, Q_REVEAL
from ..triggers import CHOICES, MODE_REMINDERS, REMINDER_TAGS
from .context import Ctx, update_face


def begin_setting_in_motion(ctx: Ctx) -> None:
    """904.9: the active archenemy sets the top scheme in motion.

    Three after Plots That Span Centuries.

    Nothing on a heroes' turn, an archenemy who left the game (800.4a), or
    after All in Good Time's extra turn (``no_schemes_this_turn``).  Raises
    :class:`IllegalActionError` ``unknown_player`` or ``no_scheme_deck``.
    """
    s = ctx.state
    if s.active == HEROES or not s.player(s.active).is_archenemy:
        return
    if not s.player(s.active).alive:
        # 800.4a/800.4j: a player who left sets nothing in motion; their turn goes on without them.
        ctx.emit(NoSchemesThisTurn, owner=s.active, left=True)
        return
    if s.no_schemes_this_turn:
        ctx.emit(NoSchemesThisTurn, owner=s.active)
        return
    zone = s.zone(s.active)
    ctx.state = s.with_zone(replace(zone, to_set=zone.next_set_count, next_set_count=1))
    continue_setting(ctx, s.active)


def continue_setting(ctx: Ctx, owner: str) -> None:
    """Set ``owner``'s remaining schemes in motion one by one (904.9, 701.32a).

    From the top of the scheme deck.

    With an empty scheme deck the rest is dropped (``SchemeDeckEmpty``).  In
    the physical deck mode the table says which scheme it revealed: a
    :data:`~archenemy.engine.questions.Q_REVEAL` choice is asked (once) and
    setting goes on after its answer.  Raises :class:`IllegalActionError`
    ``no_scheme_deck``.
    """
    zone = ctx.state.zone(owner)
    while zone.to_set > 0:
        if not zone.deck:
            ctx.emit(SchemeDeckEmpty, owner=owner)
            ctx.state = ctx.state.with_zone(replace(zone, to_set=0))
            return
        if ctx.state.deck_mode is DeckMode.PHYSICAL:
            # Asked even when every card left is one scheme: the answer is the table's word that it turned a
            # card face up (the app does not see the table), and a legal deck never comes to one scheme (904.3).
            if not any(p.question == Q_REVEAL and p.owner == owner for p in ctx.state.prompts):
                options = tuple(sorted({c.scheme_id for c in zone.deck}))
                ctx.add_prompt(PromptKind.CHOICE, Q_REVEAL, owner, options=options)
            return
        card = zone.deck[0]
        ctx.state = ctx.state.with_zone(replace(zone, deck=zone.deck[1:], to_set=zone.to_set - 1))
        set_in_motion(ctx, card)
        zone = ctx.state.zone(owner)


def reveal(ctx: Ctx, owner: str, scheme_id: str) -> None:
    """Physical deck mode: the table revealed ``scheme_id``.

    One such card leaves the deck, is set in motion (701.32a) and setting goes on (:func:`continue_setting`).

    Raises :class:`IllegalActionError` ``no_scheme_deck``; ``scheme_id`` must be in ``owner``'s deck (the
    reveal question offers only those).
    """
    zone = ctx.state.zone(owner)
    card = next(c for c in zone.deck if c.scheme_id == scheme_id)
    ctx.state = ctx.state.with_zone(
        replace(zone, deck=tuple(c for c in zone.deck if c.uid != card.uid), to_set=zone.to_set - 1)
    )
    set_in_motion(ctx, card)
    continue_setting(ctx, owner)


def set_in_motion(ctx: Ctx, card: SchemeCard, *, again: bool = False) -> None:
    """Turn ``card`` face up and start its abilities (701.32a).

    It already is face up when ``again`` (701.32b).  An ongoing scheme stays
    face up (904.11); a non-ongoing one waits for the table's "done"
    (:data:`~archenemy.engine.questions.Q_RESOLVE`) after the players its
    ability chooses (:data:`~archenemy.engine.questions.Q_CHOOSE`,
    :data:`~archenemy.engine.triggers.CHOICES`); a target role offers no
    player with hexproof against its owner (702.11).  Raises
    :class:`IllegalActionError` ``no_scheme_deck``.
    """
    zone = ctx.state.zone(card.owner)
    ongoing = ctx.ongoing(card.scheme_id)
    face = FaceUpScheme(card, ongoing=ongoing, resolved=ongoing)
    if again:
        faces = tuple(face if f.uid == card.uid else f for f in zone.face_up)
    else:
        faces = zone.face_up + (face,)
    if card.scheme_id == Q_ECHOES and not again:
        # Schemes set in motion before this My Laughter Echoes was face up did not trigger it.
        faces = tuple(
            replace(f, echoes_declined=f.echoes_declined + (card.uid,)) if not f.ongoing and not f.resolved else f
            for f in faces
        )
    ctx.state = ctx.state.with_zone(replace(zone, face_up=faces))
    ctx.emit(SetInMotion, owner=card.owner, scheme=card.scheme_id, card=card.uid, again=again)
    targets = targeted_roles(card.scheme_id)
    for role, optional in CHOICES.get(card.scheme_id, ()):
        options = tuple(p.name for p in ctx.state.opponents(card.owner))
        if card.scheme_id == "choose-your-champion":
            # The target opponent chooses any player, themselves or the archenemy (rulings).
            options = tuple(p.name for p in ctx.state.players if p.alive)
        if role in targets:
            # 702.11: a player with hexproof is not offered as a target of an opponent's scheme.
            options = tuple(name for name in options if can_target(ctx.state, card.owner, name))
        if optional:
            options += ("none",)
        ctx.add_prompt(
            PromptKind.CHOICE,
            Q_CHOOSE,
            card.owner,
            card_uid=card.uid,
            scheme_id=card.scheme_id,
            options=options,
            params=(("role", role),),
        )
    if not ongoing:
        ctx.add_prompt(PromptKind.DONE, Q_RESOLVE, card.owner, card_uid=card.uid, scheme_id=card.scheme_id)


def _to_bottom(ctx: Ctx, uid: int) -> None:
    """Turn a face-up scheme face down on the bottom of its owner's deck.

    904.10, 701.33a.
    """
    zone, face = ctx.state.find_face_up(uid)
    ctx.state = ctx.state.with_zone(
        replace(zone, face_up=tuple(f for f in zone.face_up if f.uid != uid), deck=zone.deck + (face.card,))
    )
    ctx.drop_prompts(lambda p: p.card_uid != uid)


def scheme_resolved(ctx: Ctx, face: FaceUpScheme) -> None:
    """The table finished ``face``'s (non-ongoing) ability.

    Apply what the app tracks, then 904.10.

    Plots That Span Centuries (three schemes next turn), All in Good Time and
    Time Bends to My Will (an extra turn, 500.7), Drench the Soil in Their
    Blood (an additional combat, 500.8), the reminders it leaves; then My
    Laughter Echoes' offer or the scheme to the bottom
    (:func:`offer_echoes_or_finish`).
    """
    owner = face.card.owner
    scheme = ctx.catalogue[face.scheme_id]
    s = ctx.state
    if face.scheme_id == "plots-that-span-centuries":
        zone = s.zone(owner)
        ctx.state = s.with_zone(replace(zone, next_set_count=3))
    elif face.scheme_id in ("all-in-good-time", "time-bends-to-my-will"):
        # 500.7: the most recently created extra turn is taken first.
        extra = ExtraTurn(
            owner,
            no_schemes=face.scheme_id == "all-in-good-time",
            skip_untap=face.scheme_id == "time-bends-to-my-will",
        )
        ctx.state = replace(s, extra_turns=(extra,) + s.extra_turns)
        ctx.emit(ExtraTurnAdded, player=owner, scheme=face.scheme_id)
    elif face.scheme_id == "drench-the-soil-in-their-blood":
        _add_combat(ctx, face)
    for until in _reminder_durations(face, scheme.prompts):
        reminder = Reminder(face.scheme_id, owner, until, face.choices)
        ctx.state = replace(ctx.state, reminders=ctx.state.reminders + (reminder,))
    face = replace(face, resolved=True)
    update_face(ctx, face)
    ctx.emit(SchemeResolved, owner=owner, scheme=face.scheme_id, card=face.uid)
    offer_echoes_or_finish(ctx, face)


def _reminder_durations(face: FaceUpScheme, tags: frozenset[str]) -> list[str]:
    """The reminders a resolved scheme leaves.

    By its tags, and by its recorded mode (:data:`MODE_REMINDERS`).

    A modal scheme's tag reminder is left out when the recorded mode is not
    the lasting one (You Exist Only to Amuse's Devils only); unrecorded, it
    is shown (the version-1 behaviour).
    """
    mode = face.choice("mode")
    durations = [until for tag, until in REMINDER_TAGS.items() if tag in tags]
    lasting = MODE_REMINDERS.get(face.scheme_id)
    if lasting is not None:
        modes, until = lasting
        if mode is not None and mode not in modes:
            return [d for d in durations if d != until]
        if mode is not None and until not in durations:
            durations.append(until)
    return durations


def _add_combat(ctx: Ctx, face: FaceUpScheme) -> None:
    """Drench the Soil in Their Blood.

    After this main phase, an additional combat phase and main phase (500.8, 505.1a).

    The steps are inserted after the current main phase (or the next one);
    the additional main phase is a postcombat main phase (505.1a), so no
    scheme is set in motion there.
    """
    s = ctx.state
    mains = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
    at = next((i for i in range(s.step_index, len(s.steps)) if s.steps[i] in mains), None)
    if at is None:
        return
    extra = (*COMBAT_STEPS, Step.END_OF_COMBAT, Step.POSTCOMBAT_MAIN)
    ctx.state = replace(s, steps=s.steps[: at + 1] + extra + s.steps[at + 1 :])
    ctx.emit(CombatAdded, owner=face.card.owner, scheme=face.scheme_id)


def offer_echoes_or_finish(ctx: Ctx, face: FaceUpScheme) -> None:
    """My Laughter Echoes' offer for the resolved ``face``; otherwise 904.10.

    Ruling: decide after the scheme resolved.

    One offer at a time, from the owner's face-up copies that did not decline
    ``face`` yet; with none left, every finished scheme goes to the bottom.
    """
    zone = ctx.state.zone(face.card.owner)
    echoes = [f for f in zone.face_up if f.scheme_id == Q_ECHOES and f.uid not in face.echoes_declined]
    if echoes:
        ctx.add_prompt(
            PromptKind.YES_NO,
            Q_ECHOES,
            face.card.owner,
            card_uid=echoes[0].uid,
            scheme_id=Q_ECHOES,
            params=(("scheme", face.scheme_id), ("target", str(face.uid))),
        )
        return
    _sweep_resolved(ctx)


def _finished(state: GameState, face: FaceUpScheme) -> bool:
    """A non-ongoing scheme done, its My Laughter Echoes offer answered."""
    return face.resolved and not any(
        p.question == Q_ECHOES and p.param("target") == str(face.uid) for p in state.prompts
    )


def _sweep_resolved(ctx: Ctx) -> None:
    """904.10, 314.6: finished non-ongoing schemes go to the bottom.

    Once no scheme ability is waiting.

    Waiting: a scheme still to be set in motion (Plots That Span Centuries'
    three, a physical deck's reveal) or a non-ongoing scheme not finished.
    They go in the order they were set in motion.
    """
    s = ctx.state
    live = [z for z in s.zones if s.player(z.owner).alive]
    if any(z.to_set > 0 for z in live):
        return
    if any(not f.ongoing and not _finished(s, f) for z in live for f in z.face_up):
        return
    for zone in s.zones:
        for face in zone.face_up:
            if not face.ongoing and face.resolved:
                _to_bottom(ctx, face.uid)
                ctx.emit(ToBottom, owner=face.card.owner, scheme=face.scheme_id, card=face.uid)


def abandon(ctx: Ctx, uid: int, *, reason: AbandonReason, then: str | None = None) -> None:
    """701.33a: abandon the ongoing scheme ``uid``.

    Turn it face down on the bottom of its owner's scheme deck.

    Its prompts go with it.  ``reason`` and ``then`` (what the card says
    follows) are the ``Abandoned`` event's.  Raises
    :class:`IllegalActionError` ``not_face_up``.
    """
    _, face = ctx.state.find_face_up(uid)
    _to_bottom(ctx, uid)
    ctx.emit(Abandoned, owner=face.card.owner, scheme=face.scheme_id, card=uid, reason=reason, then=then)
