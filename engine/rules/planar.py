"""The planes in play.

The planar die, planeswalking, phenomena (CR 901, 311, 312).

- The roll (901.9) is :mod:`.planar_die`'s.
- Planeswalking (701.31): every face-up card goes to the bottom of its
  owner's planar deck (901.11c: both planes after Spatial Merging), then
  the top card is turned face up; effects lasting until a player
  planeswalks end (901.11).  A phenomenon turned face up is encountered
  (312.5): the table resolves it (a ``done`` question), then the planar
  controller planeswalks away from it (704.6f, :func:`check_phenomena`).
- A player who leaves takes the face-up cards and the planar deck they own
  (901.10); if a face-up card left, the planar controller turns the top
  card of their planar deck face up.
- What each card does is :data:`~archenemy.engine.planar_cards.PLANAR_ACTS`
  (:func:`run_acts`; No Way Out and The Fertile Lands of Saulvinia:
  :mod:`.planar_effects`).
"""

from __future__ import annotations

from ..errors import IllegalActionError
from ..events import (
    ChaosEnsued,
    PhenomenonEncountered,
    PlanarCardsLeft,
    PlanarEffect,
    PlanarEffectEnded,
    PlanarRevealed,
    PlaneCounterAdded,
    Planeswalked,
)
from ..model import (
    COMBAT_STEPS,
    PHYSICAL_REVEALS_SINCE,
    POOLS_TRIGGERS_AFTER_SINCE,
    ExtraTurn,
    Prompt,
    PromptKind,
    Step,
    replace,
)
from ..planar import FLUX, planar_controller, reveal_prompt
from ..planar_cards import Op, PlanarAct, When, acts, entering_counters
from ..planar_values import FacePlane, PlanarCard, PlanarReminder, PlanarState
from ..planes import load_planes
from ..questions import Q_ENCOUNTER, Q_PLANAR_REVEAL, Q_PLANAR_THEN, Q_STAIRS, Q_TUNNEL
from .context import Ctx
from .damage import deal_damage_from
from .planar_effects import planeswalk_replaced, remind_at, remove_counter, reveal_chaos
from .planar_physical import PHYSICAL_REVEALS, ask_revealed, next_revealed, take_revealed
from .players import change_life

__all__ = [
    "answer_planar",
    "chaos_action",
    "check_phenomena",
    "choose_plane",
    "planar_departure",
    "planeswalk",
    "planeswalk_action",
]


def planar_of(ctx: Ctx) -> PlanarState:
    """The game's planes; raises :class:`IllegalActionError` ``no_planes``."""
    planar = ctx.state.planar
    if planar is None:
        raise IllegalActionError("no_planes")
    return planar


_planar = planar_of


def _set(ctx: Ctx, planar: PlanarState) -> None:
    ctx.state = replace(ctx.state, planar=planar)


def refuse_while_cards_revealed(ctx: Ctx) -> None:
    """Refuse an effect's roll or chaos while revealed cards wait (701.31b).

    Interplanar Tunnel's choice and a physical deck's reveal hold planar
    cards out of every deck until they are answered; a planeswalk then
    would planeswalk from a deck those cards are missing from.  Raises
    :class:`IllegalActionError` ``prompts_pending``.
    """
    waiting = [p for p in ctx.state.prompts if p.question in (Q_TUNNEL, Q_PLANAR_REVEAL)]
    if waiting:
        raise IllegalActionError("prompts_pending", count=len(ctx.state.prompts))


def planeswalk_action(ctx: Ctx, player: str) -> None:
    """``player`` planeswalks because an ability says so (701.31a.

    Only the planar controller).

    Raises :class:`IllegalActionError` ``no_planes``, ``not_planar_controller`` or ``prompts_pending``.
    """
    _planar(ctx)
    if player != planar_controller(ctx.state):
        raise IllegalActionError("not_planar_controller", player=player)
    if ctx.state.prompts:
        raise IllegalActionError("prompts_pending", count=len(ctx.state.prompts))
    planeswalk(ctx, player, reason="ability")


def chaos_action(ctx: Ctx, player: str) -> None:
    """Chaos ensues because an effect says so (311.7).

    Raises as :func:`planeswalk_action`.
    """
    _planar(ctx)
    if player != planar_controller(ctx.state):
        raise IllegalActionError("not_planar_controller", player=player)
    refuse_while_cards_revealed(ctx)
    chaos_ensues(ctx)


def chaos_ensues(ctx: Ctx, planes: tuple[FacePlane, ...] | None = None) -> None:
    """Chaos ensues: each face-up plane's chaos ability triggers.

    (311.7), controlled by the planar controller.

    ``planes``: the planes it ensues for (Pools of Becoming's revealed
    cards), by default every face-up plane.
    """
    controller = planar_controller(ctx.state)
    planar = _planar(ctx)
    if controller is None:
        return
    catalogue = load_planes()
    for plane in planes if planes is not None else planar.face_up:
        if catalogue[plane.plane_id].chaos_en is None:
            continue
        ctx.emit(ChaosEnsued, plane=plane.plane_id, controller=controller, rolls=_planar(ctx).rolls_of(controller))
        run_acts(ctx, plane, acts(plane.plane_id, When.CHAOS, ctx.state.rules_version))


def planeswalk(ctx: Ctx, player: str, *, reason: str, away: bool = True) -> None:
    """``player`` planeswalks (701.31b).

    The face-up cards to the bottom, then the top card face up.

    901.11c: away from every face-up plane; 901.11: the effects lasting
    until a player planeswalks end, and Chaotic Aether's with a plane
    planeswalked away from.  ``away=False``: to a plane without leaving any
    (Norn's Seedcore).  In physical mode the table turns the card and says
    which (a :data:`~archenemy.engine.questions.Q_PLANAR_REVEAL` question).
    While No Way Out has dread counters chaos ensues instead
    (:func:`~.planar_effects.planeswalk_replaced`).
    """
    if planeswalk_replaced(ctx, chaos_ensues):
        return
    planar = _planar(ctx)
    catalogue = load_planes()
    left: tuple[FacePlane, ...] = planar.face_up if away else ()
    zones = planar.zones
    for face in left:
        zones = _to_bottom(planar, zones, face.card, player)
    kept = () if away else planar.face_up
    gone = {f.uid for f in left}
    # 311.6, 312.6: a card turned face down is a new object; questions about it go
    ctx.drop_prompts(lambda p: not (p.question.startswith("planar.") and p.card_uid in gone))
    planar = replace(planar, zones=zones, face_up=kept, revealed=())
    if any(not catalogue[f.plane_id].phenomenon for f in left):
        planar = replace(planar, chaotic_aether=False)
    _set(ctx, planar)
    _end_until_planeswalk(ctx)
    away_ids = tuple(f.plane_id for f in left)
    if planar.physical:
        ctx.state = reveal_prompt(ctx.state, player)
        ctx.emit(Planeswalked, player=player, away=away_ids, to=(), reason=reason)
        remind_at(ctx, left, "away", player)
        return
    top = _take_top(ctx, player)
    ctx.emit(Planeswalked, player=player, away=away_ids, to=(top.plane_id,) if top else (), reason=reason)
    # Sky Deck: "When you planeswalk away from here, destroy ...", reminded as it happens
    remind_at(ctx, left, "away", player)
    if top is not None:
        arrive(ctx, player, top)


def _to_bottom(planar: PlanarState, zones: tuple, card: PlanarCard, player: str) -> tuple:  # type: ignore[type-arg]
    """``zones`` with ``card`` on the bottom of its owner's planar deck (701.31b.

    901.15b: the communal one).
    """
    owner = card.owner if not planar.communal else zones[0].owner
    return tuple(replace(z, deck=z.deck + (card,)) if z.owner == owner else z for z in zones)


def _take_top(ctx: Ctx, player: str) -> PlanarCard | None:
    """Take the top card of ``player``'s planar deck off it.

    ``None`` when it is empty.
    """
    planar = _planar(ctx)
    zone = planar.zone(player)
    if zone is None or not zone.deck:
        return None
    top = zone.deck[0]
    _set(ctx, replace(planar, zones=tuple(replace(z, deck=z.deck[1:]) if z is zone else z for z in planar.zones)))
    return top


def arrive(ctx: Ctx, player: str, card: PlanarCard) -> None:
    """``card`` is turned face up by ``player``.

    A plane planeswalked to, or a phenomenon encountered (312.5).
    """
    planar = _planar(ctx)
    rules = ctx.state.rules_version
    face = FacePlane(card, counters=entering_counters(card.plane_id, rules), arrived=ctx.state.turn)
    _set(ctx, replace(planar, face_up=planar.face_up + (face,)))
    for name, count in face.counters:
        ctx.emit(PlaneCounterAdded, plane=card.plane_id, counter=name, counters=count, amount=count)
    if load_planes()[card.plane_id].phenomenon:
        ctx.emit(PhenomenonEncountered, player=player, phenomenon=card.plane_id)
        encounter(ctx, player, face)
        return
    remind_at(ctx, (face,), "to", player)
    run_acts(ctx, face, acts(card.plane_id, When.TO, rules))


def encounter(ctx: Ctx, player: str, face: FacePlane) -> None:
    """The phenomenon ``face``'s encounter ability triggers (312.5).

    The app carries out what it tracks (:mod:`~.planar_acts`); the rest the
    table resolves and says so (a ``done`` question), then 704.6f.
    """
    encounter_acts = acts(face.plane_id, When.ENCOUNTER, ctx.state.rules_version)
    if encounter_acts:
        run_acts(ctx, face, encounter_acts)
        return
    ctx.add_prompt(
        PromptKind.DONE, Q_ENCOUNTER, player, card_uid=face.uid, scheme_id=face.plane_id, params=(("player", player),)
    )


def _end_until_planeswalk(ctx: Ctx) -> None:
    """901.11: the effects lasting until a player planeswalks end."""
    planar = _planar(ctx)
    ending = [r for r in planar.reminders if r.until == "planeswalk"]
    if not ending:
        return
    _set(ctx, replace(planar, reminders=tuple(r for r in planar.reminders if r.until != "planeswalk")))
    for r in ending:
        ctx.emit(PlanarEffectEnded, plane=r.plane_id, key=r.key)


def check_phenomena(ctx: Ctx) -> None:
    """704.6f: a face-up phenomenon no longer waiting is planeswalked away from.

    Its ability waits while its question does (the encounter, Interplanar
    Tunnel's choice); in physical mode, while the table says which card it
    turned.  A state-based action: checked after every action.
    """
    planar = ctx.state.planar
    if planar is None or ctx.state.over:
        return
    catalogue = load_planes()
    waiting = {p.card_uid for p in ctx.state.prompts if p.question in (Q_ENCOUNTER, Q_TUNNEL)}
    reveal_waits = any(p.question == Q_PLANAR_REVEAL for p in ctx.state.prompts)
    for face in planar.face_up:
        if catalogue[face.plane_id].phenomenon and face.uid not in waiting and not reveal_waits:
            controller = planar_controller(ctx.state)
            if controller is not None:
                planeswalk(ctx, controller, reason="phenomenon")
            return


def planar_departure(ctx: Ctx, name: str) -> None:
    """901.10: ``name`` left: the planar cards they own leave with them.

    Their planar deck and their face-up cards; if a face-up card left, the
    planar controller turns the top card of their planar deck face up
    (which is planeswalking, 901.11).  Nothing leaves with a player from
    the communal deck (901.15b: the planar controller owns it, and a
    leaving controller hands the designation on first, 901.6).
    """
    planar = ctx.state.planar
    if planar is None or planar.communal:
        return
    gone = tuple(f for f in planar.face_up if f.card.owner == name)
    planar = replace(
        planar,
        zones=tuple(z for z in planar.zones if z.owner != name),
        face_up=tuple(f for f in planar.face_up if f.card.owner != name),
        revealed=tuple(c for c in planar.revealed if c.owner != name),
    )
    _set(ctx, planar)
    if not gone:
        return
    ctx.emit(PlanarCardsLeft, player=name, planes=tuple(f.plane_id for f in gone))
    controller = planar_controller(ctx.state)
    if controller is None or controller == name:
        return
    ctx.drop_prompts(lambda p: p.card_uid not in {f.uid for f in gone} or not p.question.startswith("planar."))
    if planar.physical:
        ctx.state = reveal_prompt(ctx.state, controller)
        ctx.emit(Planeswalked, player=controller, away=(), to=(), reason="left")
        return
    _end_until_planeswalk(ctx)
    top = _take_top(ctx, controller)
    ctx.emit(Planeswalked, player=controller, away=(), to=(top.plane_id,) if top else (), reason="left")
    if top is not None:
        arrive(ctx, controller, top)


#: The planar questions :func:`answer_planar` reads the answers of.
PLANAR_QUESTIONS = (Q_PLANAR_REVEAL, Q_STAIRS, Q_PLANAR_THEN, Q_TUNNEL, Q_ENCOUNTER)

# Pools of Becoming revealing another inside its own reveal, at most this deep:
# a planar deck small enough to reveal it every time loops for ever on paper,
# a mandatory loop (104.4b), and the app stops there instead
POOLS_NESTING = 8


def answer_planar(ctx: Ctx, prompt: Prompt, value: object) -> None:
    """What the table's answer to a planar question means.

    (after :func:`~.answers.answer` checked it).

    A revealed card turned face up (physical mode), Stairs to Infinity's
    "put it on the bottom", a "Then planeswalk." done or Lair of the Ashen
    Idol's "could you sacrifice?" (no: planeswalk), a phenomenon resolved
    (704.6f follows).  Interplanar Tunnel is answered by
    :class:`~archenemy.engine.actions.ChoosePlane` (``planar_choice``).
    """
    question, owner = prompt.question, prompt.owner
    if question == Q_PLANAR_REVEAL and prompt.param("by"):
        revealed = next_revealed(ctx, prompt, str(value))
        if revealed is not None:
            _all_revealed(ctx, prompt, revealed)
    elif question == Q_PLANAR_REVEAL:
        _revealed(ctx, owner, str(value), start=prompt.param("start") == "1")
    elif question == Q_STAIRS:
        _stairs(ctx, owner, bool(value))
    elif question == Q_PLANAR_THEN:
        # "If you can't, planeswalk": yes, it could (nothing); no, planeswalk
        if value is False or (value is True and prompt.kind is PromptKind.DONE):
            planeswalk(ctx, owner, reason="ability")
    elif question == Q_TUNNEL:
        raise IllegalActionError("planar_choice", prompt=prompt.id, plane=str(value))


def _revealed(ctx: Ctx, player: str, plane_id: str, *, start: bool) -> None:
    """Physical mode: the table turned ``plane_id`` face up from its planar deck."""
    planar = _planar(ctx)
    zone = planar.zone(player)
    card = next((c for c in zone.deck if c.plane_id == plane_id), None) if zone is not None else None
    if card is None or zone is None:
        return
    deck = tuple(c for c in zone.deck if c is not card)
    _set(ctx, replace(planar, zones=tuple(replace(z, deck=deck) if z is zone else z for z in planar.zones)))
    if start:
        # 103.7, 901.5: the starting plane; nothing triggers (No Way Out's counters are no trigger)
        face = FacePlane(card, entering_counters(plane_id, ctx.state.rules_version), arrived=ctx.state.turn)
        _set(ctx, replace(_planar(ctx), face_up=(face,)))
        ctx.emit(Planeswalked, player=player, away=(), to=(plane_id,), reason="start")
        return
    ctx.emit(Planeswalked, player=player, away=(), to=(plane_id,), reason="revealed")
    arrive(ctx, player, card)


def _all_revealed(ctx: Ctx, prompt: Prompt, plane_ids: tuple[str, ...]) -> None:
    """Physical mode: the table named every card ``prompt``'s ability revealed.

    Spatial Merging: planeswalk to both planes (901.11c).  Stairs to
    Infinity: ask whether the card goes to the bottom.  Pools of Becoming:
    the cards to the bottom (the table orders its paper ones), then each
    revealed plane's chaos ability triggers (another Pools of Becoming's
    last, asking for three more, as its ruling says).
    """
    owner, by = prompt.owner, prompt.param("by") or ""
    if by == "spatial-merging":
        _merge(ctx, owner, take_revealed(ctx, owner, plane_ids))
        return
    cards = take_revealed(ctx, owner, plane_ids)
    planar = _planar(ctx)
    ctx.emit(PlanarRevealed, player=owner, by=by, planes=plane_ids, communal=planar.communal)
    zone = planar.zone(owner)
    zones = tuple(replace(z, deck=z.deck + cards) if z is zone else z for z in planar.zones)
    if by == "stairs-to-infinity":
        # still on top on the table: the deck's order is the table's, the card is the app's to name
        _set(ctx, replace(planar, revealed=cards, zones=zones))
        ctx.add_prompt(
            PromptKind.YES_NO,
            Q_STAIRS,
            owner,
            card_uid=prompt.card_uid,
            scheme_id=by,
            params=(("player", owner), ("plane", plane_ids[0])),
        )
        return
    _set(ctx, replace(planar, zones=zones))
    catalogue = load_planes()
    chaos_ensues(ctx, tuple(FacePlane(c) for c in cards if not catalogue[c.plane_id].phenomenon and c.plane_id != by))
    chaos_ensues(ctx, tuple(FacePlane(c) for c in cards if c.plane_id == by))


def _stairs(ctx: Ctx, player: str, to_bottom: bool) -> None:
    """Stairs to Infinity: the revealed top planar card goes to the bottom, or stays."""
    planar = _planar(ctx)
    zone = planar.zone(player)
    if planar.physical and ctx.state.rules_version >= PHYSICAL_REVEALS_SINCE:
        # the table moves its paper card; the app's deck holds no order to change
        _set(ctx, replace(planar, revealed=()))
        return
    if to_bottom and zone is not None and zone.deck:
        top, rest = zone.deck[0], zone.deck[1:]
        planar = replace(planar, zones=tuple(replace(z, deck=rest + (top,)) if z is zone else z for z in planar.zones))
    _set(ctx, replace(planar, revealed=()))


def choose_plane(ctx: Ctx, prompt_id: int, plane_id: str, bottom: tuple[str, ...]) -> None:
    """Interplanar Tunnel answered.

    ``plane_id`` on top, the other revealed cards on the bottom in ``bottom``'s order.

    Raises :class:`IllegalActionError` ``unknown_prompt`` or
    ``planar_choice`` (a plane not offered, or ``bottom`` not the other
    revealed cards).
    """
    prompt = ctx.state.prompt(prompt_id)
    planar = _planar(ctx)
    revealed = planar.revealed
    ids = [c.plane_id for c in revealed]
    rest = list(ids)
    if prompt.question != Q_TUNNEL or plane_id not in prompt.options or plane_id not in rest:
        raise IllegalActionError("planar_choice", prompt=prompt_id, plane=plane_id)
    rest.remove(plane_id)
    if sorted(rest) != sorted(bottom):
        raise IllegalActionError("planar_choice", prompt=prompt_id, plane=plane_id)
    ctx.drop_prompts(lambda p: p.id != prompt_id)
    chosen = next(c for c in revealed if c.plane_id == plane_id)
    pool = [c for c in revealed if c is not chosen]
    ordered = []
    for pid in bottom:
        card = next(c for c in pool if c.plane_id == pid)
        pool.remove(card)
        ordered.append(card)
    zone = planar.zone(prompt.owner)
    if zone is None:
        return
    deck = (chosen,) + zone.deck + tuple(ordered)
    _set(
        ctx, replace(planar, zones=tuple(replace(z, deck=deck) if z is zone else z for z in planar.zones), revealed=())
    )


# ----- what the cards do (PLANAR_ACTS) -----------------------------------------------------------------------


def run_acts(ctx: Ctx, face: FacePlane, todo: tuple[PlanarAct, ...]) -> None:
    """Carry out ``todo``, acts of the face-up card ``face``, in the card's order.

    The planar controller controls them (901.6).  An act that planeswalks
    ends the list (the card is gone).
    """
    for act in todo:
        controller = planar_controller(ctx.state)
        if controller is None or ctx.state.over:
            return
        current = next((f for f in _planar(ctx).face_up if f.uid == face.uid), None)
        if current is None and act.when is not When.CHAOS:
            return
        if _run_act(ctx, current or face, act, controller):
            return


def _run_act(ctx: Ctx, face: FacePlane, act: PlanarAct, controller: str) -> bool:
    """One act; True when it planeswalked (nothing of this card follows)."""
    op = act.op
    if op is Op.COUNTER:
        _add_counter(ctx, face, act.arg, act.amount)
        _check_counters(ctx, face)
        return face.uid not in {f.uid for f in _planar(ctx).face_up}
    if op in (Op.GAIN_PER_COUNTER, Op.LOSE_PER_COUNTER, Op.LOSE):
        count = act.amount if op is Op.LOSE else _counters(ctx, face, act.arg)
        if count:
            change_life(ctx, controller, count if op is Op.GAIN_PER_COUNTER else -count)
        return False
    if op in (Op.DAMAGE_YOU_PER_COUNTER, Op.DAMAGE_EACH_PER_COUNTER):
        count = _counters(ctx, face, act.arg)
        alive = [p.name for p in ctx.state.players if p.alive]
        hits = [(controller, count)] if op is Op.DAMAGE_YOU_PER_COUNTER else [(name, count) for name in alive]
        deal_damage_from(ctx, face.plane_id, face.uid, controller, hits, plane=True)
        return False
    if op is Op.THEN_PLANESWALK:
        params = (("player", controller), ("then", "planeswalk"))
        ctx.add_prompt(
            PromptKind.DONE, Q_PLANAR_THEN, controller, card_uid=face.uid, scheme_id=face.plane_id, params=params
        )
        return True
    if op is Op.ASK_PLANESWALK:
        params = (("player", controller), ("then", "planeswalk_if_not"))
        ctx.add_prompt(
            PromptKind.YES_NO, Q_PLANAR_THEN, controller, card_uid=face.uid, scheme_id=face.plane_id, params=params
        )
        return True
    if op is Op.PLANESWALK:
        planeswalk(ctx, controller, reason="ability")
        return True
    if op is Op.CHAOS:
        chaos_ensues(ctx)
        return False
    if op in (Op.REMOVE_COUNTER, Op.REVEAL_CHAOS, Op.PROBABILITY_FLUX):
        _run_card_act(ctx, face, act, controller)
        return False
    return _run_turn_act(ctx, face, act, controller) or _run_deck_act(ctx, face, act, controller)


def _run_card_act(ctx: Ctx, face: FacePlane, act: PlanarAct, controller: str) -> None:
    """No Way Out's dread counter, The Fertile Lands' reveal, Probability Flux."""
    if act.op is Op.REMOVE_COUNTER:
        remove_counter(ctx, face, act.arg, act.amount)
    elif act.op is Op.REVEAL_CHAOS:
        reveal_chaos(ctx, face, controller, chaos=chaos_ensues, reveal=reveal_cards)
    else:
        # Probability Flux: until the controller's next turn (ended by planar_die.flux_turn_began)
        planar = _planar(ctx)
        reminder = PlanarReminder(face.plane_id, FLUX, controller, "owner_next_turn")
        _set(ctx, replace(planar, reminders=planar.reminders + (reminder,)))
        ctx.emit(PlanarEffect, plane=face.plane_id, key=FLUX, player=controller)


def _run_turn_act(ctx: Ctx, face: FacePlane, act: PlanarAct, controller: str) -> bool:
    """The acts on turns, steps and lasting effects; False (none planeswalks)."""
    op, s = act.op, ctx.state
    planar = _planar(ctx)
    key = op.value
    if op is Op.EXTRA_TURN:
        ctx.state = replace(s, extra_turns=(ExtraTurn(controller),) + s.extra_turns)
    elif op is Op.ADDITIONAL_COMBAT:
        if s.step not in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN):
            return False
        extra = (*COMBAT_STEPS, Step.END_OF_COMBAT, Step.POSTCOMBAT_MAIN)
        ctx.state = replace(s, steps=s.steps[: s.step_index + 1] + extra + s.steps[s.step_index + 1 :])
    elif op is Op.EXTRA_BEGINNING:
        extra = (Step.UNTAP, Step.UPKEEP, Step.DRAW)
        ctx.state = replace(s, steps=s.steps[: s.step_index + 1] + extra + s.steps[s.step_index + 1 :])
        key = "extra_beginning_phase"
    elif op is Op.REVERSE:
        _reverse_turn_order(ctx)
        reversed_by = None if planar.reversed_by is not None else face.plane_id
        _set(ctx, replace(_planar(ctx), reversed_by=reversed_by))
        key = "reverse_turn_order"
    elif op is Op.UNTIL_PLANESWALK:
        reminder = PlanarReminder(face.plane_id, act.arg, controller, "planeswalk")
        _set(ctx, replace(planar, reminders=planar.reminders + (reminder,)))
        key = "until_planeswalk"
    elif op is Op.CHAOTIC_AETHER:
        _set(ctx, replace(planar, chaotic_aether=True))
    elif op is Op.FIXED_POINT:
        _set(ctx, replace(planar, fixed_point=controller))
    else:
        return False
    ctx.emit(PlanarEffect, plane=face.plane_id, key=key, player=controller)
    return False


def _reverse_turn_order(ctx: Ctx) -> None:
    """The game's turn order reversed.

    The next turn is the previous side's (Time Distortion).
    """
    s = ctx.state
    rotation = tuple(reversed(s.rotation))
    ctx.state = replace(s, rotation=rotation, rotation_index=len(rotation) - 1 - s.rotation_index)


def _run_deck_act(ctx: Ctx, face: FacePlane, act: PlanarAct, controller: str) -> bool:
    """The acts on the planar deck.

    Revealed cards, Spatial Merging, the tunnel; True when one planeswalked.
    """
    op = act.op
    planar = _planar(ctx)
    zone = planar.zone(controller)
    if zone is None:
        return False
    catalogue = load_planes()
    if planar.physical:
        # the table reveals its paper cards itself: the app asks what it turned
        if op in PHYSICAL_REVEALS and ctx.state.rules_version >= PHYSICAL_REVEALS_SINCE:
            if not ask_revealed(ctx, controller, face, op) and op is Op.SPATIAL_MERGING:
                # no plane card left in the deck: nothing to planeswalk to
                _merge(ctx, controller, ())
        elif op in (Op.SPATIAL_MERGING, Op.SEEDCORE):
            ctx.state = reveal_prompt(ctx.state, controller)
        elif op is Op.INTERPLANAR_TUNNEL:
            encounter_done = (("player", controller),)
            ctx.add_prompt(
                PromptKind.DONE,
                Q_ENCOUNTER,
                controller,
                card_uid=face.uid,
                scheme_id=face.plane_id,
                params=encounter_done,
            )
        return False
    if op is Op.STAIRS and zone.deck:
        reveal_cards(ctx, controller, face, zone.deck[:1])
        ctx.add_prompt(
            PromptKind.YES_NO,
            Q_STAIRS,
            controller,
            card_uid=face.uid,
            scheme_id=face.plane_id,
            params=(("player", controller), ("plane", zone.deck[0].plane_id)),
        )
    elif op is Op.POOLS:
        if ctx.pools_depth >= POOLS_NESTING:
            return False
        top = zone.deck[:3]
        reveal_cards(ctx, controller, face, top)
        # Another Pools of Becoming among them resolves after this one's cards
        # went to the bottom, and reveals three more (its ruling); since rules
        # 7 every revealed plane's chaos does (603.3: they trigger during its
        # resolution and go on the stack after it)
        nested = tuple(FacePlane(c) for c in top if c.plane_id == face.plane_id)
        others = tuple(
            FacePlane(c) for c in top if not catalogue[c.plane_id].phenomenon and c.plane_id != face.plane_id
        )
        after = ctx.state.rules_version >= POOLS_TRIGGERS_AFTER_SINCE
        if not after:
            chaos_ensues(ctx, others)
        planar = _planar(ctx)
        zone = planar.zone(controller)
        if zone is not None:
            rest = tuple(c for c in zone.deck if c not in top)
            moved = tuple(c for c in top if c in zone.deck)
            _set(
                ctx,
                replace(planar, zones=tuple(replace(z, deck=rest + moved) if z is zone else z for z in planar.zones)),
            )
        if after:
            chaos_ensues(ctx, others)
        ctx.pools_depth += 1
        try:
            chaos_ensues(ctx, nested)
        finally:
            ctx.pools_depth -= 1
    elif op in (Op.SPATIAL_MERGING, Op.SEEDCORE, Op.INTERPLANAR_TUNNEL):
        wanted = {Op.SPATIAL_MERGING: 2, Op.SEEDCORE: 1, Op.INTERPLANAR_TUNNEL: 5}[op]
        return _reveal_planes(ctx, face, controller, op, wanted)
    return False


def reveal_cards(ctx: Ctx, player: str, face: FacePlane, cards: tuple[PlanarCard, ...]) -> None:
    """``cards`` revealed from ``player``'s planar deck by ``face``'s ability."""
    planar = _planar(ctx)
    _set(ctx, replace(planar, revealed=cards))
    ctx.emit(
        PlanarRevealed,
        player=player,
        by=face.plane_id,
        planes=tuple(c.plane_id for c in cards),
        communal=planar.communal,
    )


def _reveal_planes(ctx: Ctx, face: FacePlane, controller: str, op: Op, wanted: int) -> bool:
    """Reveal from the top until ``wanted`` plane cards.

    (Spatial Merging, Norn's Seedcore, Interplanar Tunnel).

    Spatial Merging: planeswalk to both (901.11c), the rest to the bottom;
    Norn's Seedcore: to the one, away from none, the rest to the bottom;
    Interplanar Tunnel: the controller chooses one for the top
    (:data:`Q_TUNNEL`), the rest go to the bottom in a random order.
    """
    catalogue = load_planes()
    planar = _planar(ctx)
    zone = planar.zone(controller)
    assert zone is not None
    taken: list[PlanarCard] = []
    found: list[PlanarCard] = []
    for card in zone.deck:
        if len(found) == wanted:
            break
        taken.append(card)
        if not catalogue[card.plane_id].phenomenon:
            found.append(card)
    reveal_cards(ctx, controller, face, tuple(taken))
    planar = _planar(ctx)
    rest = tuple(c for c in zone.deck if c not in taken)
    others = tuple(c for c in taken if c not in found)
    if op is Op.INTERPLANAR_TUNNEL and not found:
        # No plane card in the deck (its phenomena only, or nothing): there is
        # nothing to choose, and the revealed cards are the whole deck, so
        # they stay as they are; 704.6f then planeswalks away.
        _set(ctx, replace(planar, revealed=()))
        return False
    if op is Op.INTERPLANAR_TUNNEL:
        _set(ctx, replace(planar, zones=tuple(replace(z, deck=rest) if z is zone else z for z in planar.zones)))
        params = (("player", controller),)
        ctx.add_prompt(
            PromptKind.CHOICE,
            Q_TUNNEL,
            controller,
            card_uid=face.uid,
            scheme_id=face.plane_id,
            options=tuple(dict.fromkeys(c.plane_id for c in found)),
            params=params,
        )
        return False
    _set(
        ctx,
        replace(
            planar, zones=tuple(replace(z, deck=rest + others) if z is zone else z for z in planar.zones), revealed=()
        ),
    )
    if op is Op.SPATIAL_MERGING:
        _merge(ctx, controller, tuple(found))
        return True
    ctx.emit(Planeswalked, player=controller, away=(), to=tuple(c.plane_id for c in found), reason="ability")
    for card in found:
        arrive(ctx, controller, card)
    return True


def _merge(ctx: Ctx, controller: str, found: tuple[PlanarCard, ...]) -> None:
    """Spatial Merging: planeswalk away from every face-up card to both ``found``.

    (901.11c: simultaneously; the effects lasting until a player
    planeswalks end, 901.11).  ``found`` is already out of the deck.
    """
    left = _planar(ctx).face_up
    away = tuple(f.plane_id for f in left)
    for f in left:
        planar = _planar(ctx)
        _set(
            ctx,
            replace(
                planar,
                zones=_to_bottom(planar, planar.zones, f.card, controller),
                face_up=tuple(x for x in planar.face_up if x is not f),
            ),
        )
    _end_until_planeswalk(ctx)
    ctx.emit(Planeswalked, player=controller, away=away, to=tuple(c.plane_id for c in found), reason="ability")
    remind_at(ctx, left, "away", controller)
    for card in found:
        arrive(ctx, controller, card)


def _counters(ctx: Ctx, face: FacePlane, name: str) -> int:
    current = next((f for f in _planar(ctx).face_up if f.uid == face.uid), face)
    return current.counter(name)


def _add_counter(ctx: Ctx, face: FacePlane, name: str, amount: int) -> None:
    """Put ``amount`` ``name`` counters on the face-up card ``face``."""
    planar = _planar(ctx)
    current = next((f for f in planar.face_up if f.uid == face.uid), None)
    if current is None:
        return
    total = current.counter(name) + amount
    counters = tuple(sorted({**dict(current.counters), name: total}.items()))
    new = replace(current, counters=counters)
    _set(ctx, replace(planar, face_up=tuple(new if f.uid == face.uid else f for f in planar.face_up)))
    ctx.emit(PlaneCounterAdded, plane=face.plane_id, counter=name, counters=total)


def _check_counters(ctx: Ctx, face: FacePlane) -> None:
    """Aretopolis: "When it has ten or more scroll counters on it, planeswalk.".

    (a state trigger, 603.8).
    """
    for act in acts(face.plane_id, When.STATIC):
        if act.op is Op.PLANESWALK_AT and _counters(ctx, face, act.arg) >= act.amount:
            controller = planar_controller(ctx.state)
            if controller is not None:
                planeswalk(ctx, controller, reason="ability")
            return
