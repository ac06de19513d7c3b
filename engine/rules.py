"""The rules: ``apply(state, action) -> (state, events)``, a pure function.

Implements the turn structure (CR 500–514, shared team turns 805), setting
schemes in motion (904.9, 701.32), non-ongoing schemes going to the bottom
once resolved (904.10, 314.6), ongoing schemes staying face up until abandoned
(904.11, 701.33) with every abandonment trigger of
:mod:`archenemy.engine.triggers`, life, poison and commander damage
(704.5a, 704.5c, 903.10a, 810.8–810.9), and the game's outcome
(release notes "Winning the Game", 104.4a, 800.4).

Invalid actions raise :class:`~archenemy.engine.errors.IllegalActionError`
and leave the input state untouched (states are immutable).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .actions import (
    MAX_COUNTER_NAME,
    PLAYER_COUNTERS,
    Action,
    Answer,
    ChangeCounter,
    ChangeLife,
    ChangePoison,
    ChangeTotals,
    CommanderDamage,
    Concede,
    NextStep,
    RecordChoice,
    Rename,
    ReportEvent,
    SetColour,
    SetLife,
    TotalChange,
)
from .catalogue import Catalogue, load_catalogue
from .errors import IllegalActionError
from .events import (
    Abandoned,
    AbandonReason,
    AbandonScheduled,
    Answered,
    ChoiceRecorded,
    CombatAdded,
    CommanderDamageChanged,
    ConditionMet,
    CounterAdded,
    Event,
    EventReported,
    ExtraTurnAdded,
    GameOver,
    LifeChanged,
    NoSchemesThisTurn,
    PlayerCounterChanged,
    PlayerLost,
    PoisonChanged,
    ReminderExpired,
    SchemeDamage,
    SchemeDeckEmpty,
    SchemeResolved,
    SetInMotion,
    StepBegan,
    ToBottom,
    TurnBegan,
)
from .model import (
    HEROES,
    STANDARD_TURN,
    DeckMode,
    ExtraTurn,
    FaceUpScheme,
    GameState,
    LossReason,
    Outcome,
    Player,
    Prompt,
    PromptKind,
    Reminder,
    SchemeCard,
    Step,
    Termination,
    replace,
)
from .questions import Q_CHOOSE, Q_DOOM_TIE, Q_ECHOES, Q_RESOLVE, Q_REVEAL
from .rename import apply_rename
from .triggers import (
    ABANDON_TRIGGERS,
    CHOICES,
    CHOSEN_HIGHEST,
    MODE_REMINDERS,
    RECORDED_CHOICES,
    REMINDER_TAGS,
    Whose,
)

#: Poison counters that make a player lose (704.5c, 904.13c).
POISON_LIMIT = 10
#: Combat damage from one commander that makes a player lose (903.10a).
COMMANDER_DAMAGE_LIMIT = 21
#: Rounds of state-based actions and Your Inescapable Doom settling per action: each round
#: changes something (a loss, a doom resolving), so this only bounds a house deck of many Dooms.
_SBA_ROUNDS = 500
#: Fear My Authority's life payment.
FEAR_MY_AUTHORITY_LIFE = 3

_COMBAT = (
    Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
)
#: Per step, the schemes whose abandonment checkpoint is in it (what :func:`_checkpoint` would look at).
_CHECKPOINTS: dict[Step, frozenset[str]] = {
    step: frozenset(
        scheme for scheme, t in ABANDON_TRIGGERS.items() if t.checkpoint is not None and t.checkpoint.step is step
    )
    for step in {t.checkpoint.step for t in ABANDON_TRIGGERS.values() if t.checkpoint is not None}
}


class _Ctx:
    """A state being changed by one action, and the events it produced."""

    def __init__(self, state: GameState, catalogue: Catalogue) -> None:
        self.state = state
        self.catalogue = catalogue
        self.events: list[Event] = []

    def emit(self, event_type: type[Event], **fields: object) -> None:
        """Record an event of ``event_type`` with ``fields``, at the current turn and step."""
        s = self.state
        self.events.append(event_type(turn=s.turn, step=s.step, **fields))

    def add_prompt(self, kind: PromptKind, question: str, owner: str, **kw: object) -> Prompt:
        s = self.state
        prompt = Prompt(id=s.next_prompt_id, kind=kind, question=question, owner=owner, **kw)  # type: ignore[arg-type]
        self.state = replace(s, prompts=s.prompts + (prompt,), next_prompt_id=s.next_prompt_id + 1)
        return prompt

    def drop_prompts(self, keep: Callable[[Prompt], bool]) -> None:
        self.state = self.state.with_prompts(p for p in self.state.prompts if keep(p))

    def ongoing(self, scheme_id: str) -> bool:
        return self.catalogue[scheme_id].ongoing


def apply(state: GameState, action: Action, catalogue: Catalogue | None = None) -> tuple[GameState, tuple[Event, ...]]:
    """Apply ``action`` to ``state``; return the new state and the events, in order.

    ``catalogue`` defaults to the English catalogue (only card flags are read).
    Raises :class:`IllegalActionError` for an action the state does not allow:
    any action once the game is over, advancing while a prompt waits, an
    unknown player, an answer the prompt does not offer.
    """
    new, events, _ = apply_settled(state, action, catalogue or load_catalogue())
    return new, events


def apply_settled(
    state: GameState, action: Action, catalogue: Catalogue | None = None, *, settled: bool = False
) -> tuple[GameState, tuple[Event, ...], bool]:
    """:func:`apply` for a caller that remembers which states are settled; returns ``(state, events, settled)``.

    A state is *settled* when no state-based action applies to it and its
    Your Inescapable Doom choices are settled (704.3: checking changes
    nothing; :func:`is_settled`).  With ``settled=True`` the caller vouches
    that ``state`` is (it came out of this function with ``True``): the
    first check of 704.5a, 704.5c, 903.10a, 810.8c and the game's outcome
    then looks only at the players the action changed
    (:func:`_losses_possible`), which gives the same result as checking
    everyone (``tests/test_perf_behaviour.py`` compares both over random
    games).  The returned flag says whether the new state is settled:
    ``False`` once the game is over.  ``catalogue``: ``None`` for the English
    one.  Raises as :func:`apply`.
    """
    if state.over:
        raise IllegalActionError("game_over")
    ctx = _Ctx(state, catalogue if catalogue is not None else load_catalogue())
    if isinstance(action, SetColour):
        _set_colour(ctx, action.player, action.colour)
    elif isinstance(action, NextStep):
        _next_step(ctx)
    elif isinstance(action, ChangeLife):
        _require_alive(ctx.state, action.player)
        if action.delta == 0:
            raise IllegalActionError("zero_change", player=action.player)
        _change_life(ctx, action.player, action.delta)
    elif isinstance(action, ChangePoison):
        _change_poison(ctx, action.player, action.delta)
    elif isinstance(action, CommanderDamage):
        _commander_damage(ctx, action.player, action.commander, action.amount)
    elif isinstance(action, Answer):
        _answer(ctx, action.prompt, action.value)
    elif isinstance(action, ReportEvent):
        _report_event(ctx, action.card)
    elif isinstance(action, Concede):
        _require_alive(ctx.state, action.player)
        _lose(ctx, action.player, LossReason.CONCEDED)
    elif isinstance(action, ChangeTotals):
        _change_totals(ctx, action.changes)
    elif isinstance(action, SetLife):
        _set_life(ctx, action.player, action.life)
    elif isinstance(action, ChangeCounter):
        _change_counter(ctx, action.player, action.counter, action.delta)
    elif isinstance(action, RecordChoice):
        _record_choice(ctx, action.card, action.role, action.value)
    elif isinstance(action, Rename):
        _rename(ctx, action.player, action.name)
    else:
        raise IllegalActionError("unsupported_action", type=type(action).__name__)
    now_settled = _check_state_based_actions(ctx, state if settled else None)
    return ctx.state, tuple(ctx.events), now_settled


def is_settled(state: GameState, catalogue: Catalogue | None = None) -> bool:
    """True when checking state-based actions (704.3) would change nothing in ``state`` and the game is not over.

    A :class:`~archenemy.engine.game.Game` asks this of its initial state
    once; every later state's answer comes from :func:`apply_settled`.
    """
    if state.over:
        return False
    ctx = _Ctx(state, catalogue or load_catalogue())
    _sba_round(ctx, full=True)
    return ctx.state is state or ctx.state == state


def why_illegal(state: GameState, action: Action, catalogue: Catalogue | None = None) -> IllegalActionError | None:
    """Why ``action`` cannot be applied to ``state`` now, or ``None`` when it can.

    The same rules as :func:`apply` (it is applied and the result dropped), so
    front ends ask the engine instead of copying a rule: a counter's "−1" is
    offered only while the total stays at 0 or more (704.5c, 903.10a), Next
    step only while no prompt waits.  Model: python-chess's
    ``Board.is_legal``.  Undo and redo are the game's business
    (:meth:`archenemy.engine.game.Game.why_illegal`).
    """
    try:
        apply(state, action, catalogue)
    except IllegalActionError as exc:
        return exc
    return None


def is_legal(state: GameState, action: Action, catalogue: Catalogue | None = None) -> bool:
    """True when :func:`apply` accepts ``action`` in ``state`` (see :func:`why_illegal`)."""
    return why_illegal(state, action, catalogue) is None


# ----- players and life ---------------------------------------------------


def _require_alive(state: GameState, name: str) -> Player:
    player = state.player(name)
    if not player.alive:
        raise IllegalActionError("player_left", player=name)
    return player


def _set_colour(ctx: _Ctx, name: str, colour: str) -> None:
    """A seat's colour corrected (``#rrggbb``); any player, in the game or out.

    Raises ``unknown_player``, ``bad_colour`` (not ``#rrggbb``) or
    ``zero_change`` (already that colour).
    """
    from .events import ColourChanged
    from .setup import COLOUR_PATTERN

    player = ctx.state.player(name)
    if not COLOUR_PATTERN.fullmatch(colour):
        raise IllegalActionError("bad_colour", player=name, colour=colour)
    if player.colour is not None and player.colour.casefold() == colour.casefold():
        raise IllegalActionError("zero_change", player=name)
    ctx.state = ctx.state.with_player(replace(player, colour=colour))
    ctx.emit(ColourChanged, player=name, old=player.colour, new=colour)


def _rename(ctx: _Ctx, name: str, new: str) -> None:
    """A player's name corrected: rewritten everywhere in the state (:mod:`archenemy.engine.rename`)."""
    ctx.state, event = apply_rename(ctx.state, name, new)
    ctx.events.append(event)


def _change_life(ctx: _Ctx, name: str, delta: int) -> None:
    """Change a life total; a hero's change goes to the team's shared total (810.9)."""
    s = ctx.state
    player = s.player(name)
    if player.life is None:
        assert s.team_life is not None
        ctx.state = replace(s, team_life=s.team_life + delta)
        ctx.emit(LifeChanged, player=name, team=True, old=s.team_life, new=s.team_life + delta)
    else:
        ctx.state = s.with_player(replace(player, life=player.life + delta))
        ctx.emit(LifeChanged, player=name, team=False, old=player.life, new=player.life + delta)


def _change_totals(ctx: _Ctx, changes: tuple[TotalChange, ...]) -> None:
    """Several players' life and poison at once; :func:`apply` then checks state-based actions once (104.4a, 704.3).

    Raises ``no_changes`` (empty), ``player_twice``, ``player_left``,
    ``zero_change`` (an entry that changes nothing), ``poison_below_zero``.
    """
    if not changes:
        raise IllegalActionError("no_changes")
    seen: set[str] = set()
    for change in changes:
        _require_alive(ctx.state, change.player)
        if change.player in seen:
            raise IllegalActionError("player_twice", player=change.player)
        seen.add(change.player)
        if change.life == 0 and change.poison == 0:
            raise IllegalActionError("zero_change", player=change.player)
    for change in changes:
        if change.life:
            _change_life(ctx, change.player, change.life)
        if change.poison:
            _change_poison(ctx, change.player, change.poison)


def _set_life(ctx: _Ctx, name: str, life: int) -> None:
    """``name``'s life total becomes ``life``: they gain or lose the difference (119.5; the team's under 810.9)."""
    _require_alive(ctx.state, name)
    current = ctx.state.life_of(name)
    if life == current:
        raise IllegalActionError("zero_change", player=name)
    _change_life(ctx, name, life - current)


def _change_counter(ctx: _Ctx, name: str, counter: str, delta: int) -> None:
    """Counters on a player (122.1): energy, experience or the table's own name; never below 0."""
    player = _require_alive(ctx.state, name)
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


def _change_poison(ctx: _Ctx, name: str, delta: int) -> None:
    player = _require_alive(ctx.state, name)
    new = player.poison + delta
    if delta == 0:
        raise IllegalActionError("zero_change", player=name)
    if new < 0:
        raise IllegalActionError("poison_below_zero", player=name, value=new)
    ctx.state = ctx.state.with_player(replace(player, poison=new))
    ctx.emit(PoisonChanged, player=name, old=player.poison, new=new)


def _commander_damage(ctx: _Ctx, name: str, owner: str, amount: int) -> None:
    """Record combat damage from ``owner``'s commander to ``name`` (903.10a) and its life loss."""
    if not ctx.state.variant.rules.uses_commander:
        raise IllegalActionError("commander_damage_off")
    player = _require_alive(ctx.state, name)
    ctx.state.player(owner)
    if owner == name:
        raise IllegalActionError("own_commander", player=name)
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
    _change_life(ctx, name, -amount)


def _lose(ctx: _Ctx, name: str, reason: LossReason) -> None:
    player = ctx.state.player(name)
    if not player.alive:
        return
    ctx.state = ctx.state.with_player(replace(player, lost=reason))
    ctx.emit(PlayerLost, player=name, reason=reason)
    # 800.4a: a player who leaves takes their cards; their prompts go too.
    ctx.drop_prompts(lambda p: p.owner != name)
    # Nor can they be chosen any more (a pending choice; Your Inescapable Doom's tie: _settle_doom_ties).
    ctx.state = ctx.state.with_prompts(
        replace(p, options=tuple(o for o in p.options if o != name)) if p.question == Q_CHOOSE else p
        for p in ctx.state.prompts
    )
    zone = next((z for z in ctx.state.zones if z.owner == name), None)
    if zone is not None and zone.to_set:
        # 800.4a: nothing of theirs is set in motion any more (Plots That Span Centuries' rest).
        ctx.state = ctx.state.with_zone(replace(zone, to_set=0))


def _check_state_based_actions(ctx: _Ctx, settled_before: GameState | None = None) -> bool:
    """704.3: check state-based actions until none applies; between checks, Your Inescapable Doom's choices settle.

    A doom choice keeps only the tied players still in the game; with none
    left it goes to the highest life among the opponents still in the game
    (asked again only if that is a tie); and a doom waiting for another
    copy's choice resolves (its Oracle text: each copy chooses as it
    resolves).  ``settled_before``: the action's input state when it is
    known to be settled; the first round then skips the players' checks when
    the action changed nothing they read (:func:`_losses_possible`).
    Returns True when the result is settled (False once the game is over).
    """
    full = settled_before is None or _losses_possible(settled_before, ctx.state)
    for _ in range(_SBA_ROUNDS):
        before = ctx.state
        if _sba_round(ctx, full=full):
            return False
        if ctx.state is before or ctx.state == before:
            return True
        full = True
    return False


def _sba_round(ctx: _Ctx, *, full: bool) -> bool:
    """One round of :func:`_check_state_based_actions` (the players' checks only when ``full``); True once over."""
    if full:
        _state_based_actions_once(ctx)
        if ctx.state.over:
            return True
    _settle_doom_ties(ctx)
    _resume_waiting_dooms(ctx)
    return False


def _losses_possible(before: GameState, after: GameState) -> bool:
    """False when 704.5a/704.5c/903.10a/810.8c and the outcome cannot apply to ``after``, given none applied to ``before``.

    ``before`` is settled: every player still in the game passed every check
    and nobody won.  The checks read, of each player, the life, poison,
    commander damage, whether they are still in the game, whether they are an
    archenemy and whether they share the team's life; and the team's life
    and the variant.  So it is enough to check the players the action
    replaced, as long as the team life and the variant are the same and no
    player left the game or changed role or life sharing; anything else is
    checked in full.  (Names are read only to make a player lose: a rename
    alone changes nothing here.)
    """
    if after.team_life != before.team_life or after.variant is not before.variant:
        return True
    old_players, new_players = before.players, after.players
    if new_players is old_players:
        return False
    if len(new_players) != len(old_players):
        return True
    for old, new in zip(old_players, new_players, strict=True):
        if new is old:
            continue
        if (
            new.lost is not old.lost
            or new.is_archenemy is not old.is_archenemy
            or (new.life is None) is not (old.life is None)
        ):
            return True
        if new.lost is None and (
            (new.life is not None and new.life <= 0)
            or new.poison >= POISON_LIMIT
            or any(d >= COMMANDER_DAMAGE_LIMIT for _, d in new.commander_damage)
        ):
            return True
    return False


def _state_based_actions_once(ctx: _Ctx) -> None:
    """704.5a (life), 704.5c/904.13c (poison), 903.10a (commander damage), 810.8c (team life); then the outcome."""
    s = ctx.state
    for p in s.players:
        if not p.alive:
            continue
        if p.life is not None and p.life <= 0:
            _lose(ctx, p.name, LossReason.LIFE)
        elif p.poison >= POISON_LIMIT:
            _lose(ctx, p.name, LossReason.POISON)
        elif any(d >= COMMANDER_DAMAGE_LIMIT for _, d in p.commander_damage):
            _lose(ctx, p.name, LossReason.COMMANDER_DAMAGE)
    if s.team_life is not None and s.team_life <= 0:
        for p in ctx.state.players:
            if p.life is None and p.alive:
                _lose(ctx, p.name, LossReason.TEAM_LIFE)
    _decide_outcome(ctx)


def _decide_outcome(ctx: _Ctx) -> None:
    s = ctx.state
    alive = [p for p in s.players if p.alive]
    outcome: Outcome | None = None
    if s.variant.rules.every_player_archenemy:
        if len(alive) == 1:
            outcome = Outcome(Termination.LAST_PLAYER_STANDING, (alive[0].name,))
        elif not alive:
            outcome = Outcome(Termination.ALL_LOST, ())
    else:
        archenemy = s.archenemies[0]
        heroes = [p for p in s.players if not p.is_archenemy]
        if not archenemy.alive and not any(h.alive for h in heroes):
            outcome = Outcome(Termination.ALL_LOST, ())
        elif not archenemy.alive:
            # Release notes: "each member of that team wins, even those that had previously lost".
            outcome = Outcome(Termination.ARCHENEMY_DEFEATED, tuple(h.name for h in heroes))
        elif not any(h.alive for h in heroes):
            outcome = Outcome(Termination.HEROES_DEFEATED, (archenemy.name,))
    if outcome is not None:
        ctx.state = replace(s, outcome=outcome, prompts=())
        ctx.emit(GameOver, outcome=outcome)


# ----- turns and steps ----------------------------------------------------


def _next_step(ctx: _Ctx) -> None:
    s = ctx.state
    if s.prompts:
        raise IllegalActionError("prompts_pending", count=len(s.prompts))
    if s.step_index + 1 < len(s.steps):
        ctx.state = replace(s, step_index=s.step_index + 1)
    else:
        _next_turn(ctx)
    _enter_step(ctx)


def _side_alive(state: GameState, side: str) -> bool:
    if side == HEROES:
        return any(p.alive for p in state.players if p.team == HEROES)
    return state.player(side).alive


def _next_turn(ctx: _Ctx) -> None:
    """Begin the next turn: a pending extra turn first (500.7), else the next side in turn order."""
    s = ctx.state
    reminders = tuple(r for r in s.reminders if r.until != "end_of_turn")
    extra: ExtraTurn | None = None
    extras = list(s.extra_turns)
    while extras:
        candidate = extras.pop(0)
        if _side_alive(s, candidate.player):
            extra = candidate
            break
    # 800.4m: a departed player's "until your next turn" effects end when that turn would have begun.
    skipped = {t.player for t in s.extra_turns[: len(s.extra_turns) - len(extras) - (extra is not None)]}
    rotation_index = s.rotation_index
    if extra is not None:
        active = extra.player
    else:
        for _ in range(len(s.rotation)):
            rotation_index = (rotation_index + 1) % len(s.rotation)
            if _side_alive(s, s.rotation[rotation_index]):
                break
            skipped.add(s.rotation[rotation_index])
        active = s.rotation[rotation_index]
    steps = STANDARD_TURN
    if extra is not None and extra.skip_untap:
        steps = tuple(x for x in steps if x is not Step.UNTAP)
    expired = [r for r in reminders if r.until == "owner_next_turn" and (r.owner == active or r.owner in skipped)]
    ctx.state = replace(
        s,
        turn=s.turn + 1,
        active=active,
        steps=steps,
        step_index=0,
        rotation_index=rotation_index,
        extra_turns=tuple(extras),
        no_schemes_this_turn=bool(extra and extra.no_schemes),
        reminders=tuple(r for r in reminders if r not in expired),
    )
    ctx.emit(TurnBegan, active=active, extra=extra is not None)
    for r in expired:
        ctx.emit(ReminderExpired, scheme=r.scheme_id, owner=r.owner)


def _enter_step(ctx: _Ctx) -> None:
    s = ctx.state
    step = s.step
    ctx.emit(StepBegan)
    if step is Step.PRECOMBAT_MAIN and s.steps.index(Step.PRECOMBAT_MAIN) == s.step_index:
        _begin_setting_in_motion(ctx)
    if step is Step.END_OF_COMBAT:
        for f in list(ctx.state.face_up()):
            if f.abandon_at_end_of_combat:
                _abandon(ctx, f.uid, reason=AbandonReason.END_OF_COMBAT)
    # Checkpoints: the active player's schemes first (active team first, 101.4).
    asking = _CHECKPOINTS.get(step)
    if asking is None:
        return  # no scheme has a checkpoint in this step
    zones = sorted(ctx.state.zones, key=lambda z: z.owner != ctx.state.active)
    for zone in zones:
        if not ctx.state.player(zone.owner).alive:
            continue
        for f in zone.face_up:
            if f.ongoing and f.card.scheme_id in asking:
                _checkpoint(ctx, zone.owner, f, step)


# ----- setting schemes in motion ------------------------------------------


def _begin_setting_in_motion(ctx: _Ctx) -> None:
    """904.9: the active archenemy sets the top scheme in motion (three after Plots That Span Centuries)."""
    s = ctx.state
    if s.active == HEROES or not s.player(s.active).is_archenemy:
        return
    if not s.player(s.active).alive:
        # 800.4a/800.4j: a player who left sets nothing in motion; their turn goes on without them.
        return
    if s.no_schemes_this_turn:
        ctx.emit(NoSchemesThisTurn, owner=s.active)
        return
    zone = s.zone(s.active)
    ctx.state = s.with_zone(replace(zone, to_set=zone.next_set_count, next_set_count=1))
    _continue_setting(ctx, s.active)


def _continue_setting(ctx: _Ctx, owner: str) -> None:
    zone = ctx.state.zone(owner)
    while zone.to_set > 0:
        if not zone.deck:
            ctx.emit(SchemeDeckEmpty, owner=owner)
            ctx.state = ctx.state.with_zone(replace(zone, to_set=0))
            return
        if ctx.state.deck_mode is DeckMode.PHYSICAL:
            if not any(p.question == Q_REVEAL and p.owner == owner for p in ctx.state.prompts):
                options = tuple(sorted({c.scheme_id for c in zone.deck}))
                ctx.add_prompt(PromptKind.CHOICE, Q_REVEAL, owner, options=options)
            return
        card = zone.deck[0]
        ctx.state = ctx.state.with_zone(replace(zone, deck=zone.deck[1:], to_set=zone.to_set - 1))
        _set_in_motion(ctx, card)
        zone = ctx.state.zone(owner)


def _set_in_motion(ctx: _Ctx, card: SchemeCard, *, again: bool = False) -> None:
    """701.32a: turn ``card`` face up (it already is when ``again``, 701.32b) and start its abilities."""
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
    for role, optional in CHOICES.get(card.scheme_id, ()):
        options = tuple(p.name for p in ctx.state.opponents(card.owner))
        if card.scheme_id == "choose-your-champion":
            # The target opponent chooses any player, themselves or the archenemy (rulings).
            options = tuple(p.name for p in ctx.state.players if p.alive)
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


def _update_face(ctx: _Ctx, face: FaceUpScheme) -> None:
    zone = ctx.state.zone(face.card.owner)
    ctx.state = ctx.state.with_zone(
        replace(zone, face_up=tuple(face if f.uid == face.uid else f for f in zone.face_up))
    )


def _to_bottom(ctx: _Ctx, uid: int) -> None:
    """Turn a face-up scheme face down on the bottom of its owner's scheme deck (904.10, 701.33a)."""
    zone, face = ctx.state.find_face_up(uid)
    ctx.state = ctx.state.with_zone(
        replace(zone, face_up=tuple(f for f in zone.face_up if f.uid != uid), deck=zone.deck + (face.card,))
    )
    ctx.drop_prompts(lambda p: p.card_uid != uid)


def _resolved(ctx: _Ctx, face: FaceUpScheme) -> None:
    """The table finished a non-ongoing scheme's ability: apply what the app tracks, then 904.10."""
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
    _update_face(ctx, face)
    ctx.emit(SchemeResolved, owner=owner, scheme=face.scheme_id, card=face.uid)
    _offer_echoes_or_finish(ctx, face)


def _reminder_durations(face: FaceUpScheme, tags: frozenset[str]) -> list[str]:
    """The reminders a resolved scheme leaves: by its tags, and by its recorded mode (:data:`MODE_REMINDERS`).

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


def _add_combat(ctx: _Ctx, face: FaceUpScheme) -> None:
    """Drench the Soil in Their Blood: after this main phase, an additional combat phase and main phase (500.8, 505.1a).

    The steps are inserted after the current main phase (or the next one);
    the additional main phase is a postcombat main phase (505.1a), so no
    scheme is set in motion there.
    """
    s = ctx.state
    mains = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
    at = next((i for i in range(s.step_index, len(s.steps)) if s.steps[i] in mains), None)
    if at is None:
        return
    extra = (*_COMBAT, Step.END_OF_COMBAT, Step.POSTCOMBAT_MAIN)
    ctx.state = replace(s, steps=s.steps[: at + 1] + extra + s.steps[at + 1 :])
    ctx.emit(CombatAdded, owner=face.card.owner, scheme=face.scheme_id)


def _offer_echoes_or_finish(ctx: _Ctx, face: FaceUpScheme) -> None:
    """My Laughter Echoes (ruling: decide after the scheme resolved); otherwise 904.10."""
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
    """A non-ongoing scheme whose ability is done and whose My Laughter Echoes offer is answered."""
    return face.resolved and not any(
        p.question == Q_ECHOES and p.param("target") == str(face.uid) for p in state.prompts
    )


def _sweep_resolved(ctx: _Ctx) -> None:
    """904.10/314.6: once no scheme ability is waiting, every finished non-ongoing scheme goes to the bottom.

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


def _abandon(ctx: _Ctx, uid: int, *, reason: AbandonReason, then: str | None = None) -> None:
    """701.33a: abandon an ongoing scheme: turn it face down on the bottom of its owner's scheme deck."""
    _, face = ctx.state.find_face_up(uid)
    _to_bottom(ctx, uid)
    ctx.emit(Abandoned, owner=face.card.owner, scheme=face.scheme_id, card=uid, reason=reason, then=then)


# ----- abandonment checkpoints --------------------------------------------


def _checkpoint(ctx: _Ctx, owner: str, face: FaceUpScheme, step: Step) -> None:
    trigger = ABANDON_TRIGGERS.get(face.scheme_id)
    if trigger is None or trigger.checkpoint is None or trigger.checkpoint.step is not step:
        return
    s = ctx.state
    whose = trigger.checkpoint.whose
    if whose is Whose.OWNER and s.active != owner:
        return
    if whose is Whose.OPPONENT and not s.is_opponents_turn(owner):
        return
    params: list[tuple[str, str]] = [("active", s.active)]
    if face.scheme_id == "your-inescapable-doom":
        _doom(ctx, owner, face)
        return
    if face.scheme_id == "you-cannot-hide-from-me":
        _cannot_hide(ctx, owner, face)
        return
    if face.scheme_id == "imprison-this-insolent-wretch":
        chosen = face.choice("chosen")
        # The chosen player can be attacked only on an opponent's turn of theirs, and only by an
        # active player still in the game (800.4a: a departed player's creatures left with them; 800.4j).
        departed = s.active != HEROES and not s.player(s.active).alive
        if chosen is None or departed or not s.player(chosen).alive or s.player(chosen).team == _active_team(s):
            return
        params.append(("chosen", chosen))
    if trigger.kind is None:
        return
    ctx.add_prompt(
        trigger.kind,
        face.scheme_id,
        owner,
        card_uid=face.uid,
        scheme_id=face.scheme_id,
        options=trigger.options,
        threshold=trigger.threshold,
        params=tuple(params),
    )


def _active_team(state: GameState) -> str:
    return HEROES if state.active == HEROES else state.player(state.active).team


def _cannot_hide(ctx: _Ctx, owner: str, face: FaceUpScheme) -> None:
    """You Cannot Hide from Me: decided from life totals, no question (810.9a under shared life)."""
    s = ctx.state
    if s.active == HEROES:
        players = [p for p in s.players if p.team == HEROES and p.alive]
    else:
        players = [s.player(s.active)]
    for p in players:
        life, start = s.life_of(p.name), s.starting_life_of(p.name)
        if 2 * life < start:
            ctx.emit(ConditionMet, scheme=face.scheme_id, player=p.name, life=life, starting_life=start)
            _abandon(ctx, face.uid, reason=AbandonReason.CONDITION)
            return


def _doom(ctx: _Ctx, owner: str, face: FaceUpScheme) -> None:
    """Your Inescapable Doom's end-step ability: resolve now, or wait while another copy's choice is pending.

    Each copy's ability chooses as it resolves (Oracle text: "the opponent
    with the highest life total"), so a second copy waits for the first
    copy's damage (:func:`_resume_waiting_dooms`).
    """
    waiting = any(p.question == Q_DOOM_TIE for p in ctx.state.prompts) or any(
        f.doom_waiting for f in ctx.state.face_up()
    )
    if waiting:
        _update_face(ctx, replace(face, doom_waiting=True))
        return
    _resolve_doom(ctx, owner, face)


def _resume_waiting_dooms(ctx: _Ctx) -> None:
    """Resolve the first waiting Your Inescapable Doom once no doom choice is pending (one per call)."""
    for prompt in ctx.state.prompts:
        if prompt.question == Q_DOOM_TIE:
            return
    waiting = next((f for z in ctx.state.zones for f in z.face_up if f.doom_waiting), None)
    if waiting is not None:
        face = replace(waiting, doom_waiting=False)
        _update_face(ctx, face)
        if ctx.state.player(face.card.owner).alive:
            _resolve_doom(ctx, face.card.owner, face)


def _settle_doom_ties(ctx: _Ctx) -> None:
    """A doom choice whose tied players left (800.4a): the choice stays among the tied players still in the game.

    When none of them is left, the damage goes to the opponent with the
    highest life total among those still in the game, with a question only
    if that is a tie; with no opponent left, nothing.  (Issue 10: Hero 1 and
    Hero 2 tie, both concede before the archenemy chooses: Hero 3 is dealt the
    damage; the game never waits on a question nobody can answer.)
    """
    for prompt in ctx.state.prompts:
        if prompt.question != Q_DOOM_TIE:
            continue
        remaining = tuple(o for o in prompt.options if ctx.state.player(o).alive)
        if remaining == prompt.options:
            continue
        if not remaining:
            opponents = ctx.state.opponents(prompt.owner)
            best = max((ctx.state.life_of(p.name) for p in opponents), default=0)
            remaining = tuple(p.name for p in opponents if ctx.state.life_of(p.name) == best)
        if len(remaining) >= 2 or (remaining and set(remaining) <= set(prompt.options)):
            ctx.state = ctx.state.with_prompts(
                replace(p, options=remaining) if p.id == prompt.id else p for p in ctx.state.prompts
            )
            continue
        ctx.drop_prompts(lambda p, drop=prompt.id: p.id != drop)  # type: ignore[misc]
        if remaining:
            _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
            _doom_damage(ctx, face, remaining[0])
        return


def _resolve_doom(ctx: _Ctx, owner: str, face: FaceUpScheme) -> None:
    """Your Inescapable Doom: a doom counter, then that much damage to the opponent with the highest life."""
    face = replace(face, counters=face.counters + 1)
    _update_face(ctx, face)
    ctx.emit(CounterAdded, scheme=face.scheme_id, card=face.uid, counters=face.counters)
    opponents = ctx.state.opponents(owner)
    if not opponents:
        return
    best = max(ctx.state.life_of(p.name) for p in opponents)
    tied = tuple(p.name for p in opponents if ctx.state.life_of(p.name) == best)
    if len(tied) == 1:
        _doom_damage(ctx, face, tied[0])
    else:
        ctx.add_prompt(
            PromptKind.CHOICE,
            Q_DOOM_TIE,
            owner,
            card_uid=face.uid,
            scheme_id=face.scheme_id,
            options=tied,
            params=(("damage", str(face.counters)),),
        )


def _doom_damage(ctx: _Ctx, face: FaceUpScheme, target: str) -> None:
    ctx.emit(SchemeDamage, scheme=face.scheme_id, player=target, amount=face.counters)
    _change_life(ctx, target, -face.counters)


# ----- prompts and reported events ----------------------------------------


def _check_value(prompt: Prompt, value: object) -> None:
    kind = prompt.kind
    if kind is PromptKind.YES_NO and not isinstance(value, bool):
        raise IllegalActionError("answer_yes_no", prompt=prompt.id)
    if kind is PromptKind.DONE and value is not True:
        raise IllegalActionError("answer_done", prompt=prompt.id)
    if kind is PromptKind.COUNT and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
        raise IllegalActionError("answer_count", prompt=prompt.id)
    if kind is PromptKind.CHOICE and value not in prompt.options:
        raise IllegalActionError("answer_choice", prompt=prompt.id, options=prompt.options)


def _answer(ctx: _Ctx, prompt_id: int, value: object) -> None:
    prompt = ctx.state.prompt(prompt_id)
    _check_value(prompt, value)
    if prompt.question == Q_RESOLVE:
        pending = [p for p in ctx.state.prompts if p.card_uid == prompt.card_uid and p.question == Q_CHOOSE]
        if pending:
            raise IllegalActionError("choices_first", scheme=prompt.scheme_id)
    ctx.drop_prompts(lambda p: p.id != prompt_id)
    ctx.emit(Answered, question=prompt.question, scheme=prompt.scheme_id, value=value)
    q = prompt.question
    if q == Q_REVEAL:
        _reveal(ctx, prompt.owner, str(value))
    elif q == Q_RESOLVE:
        _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
        _resolved(ctx, face)
    elif q == Q_CHOOSE:
        _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
        role = prompt.param("role") or "chosen"
        taken = {name for r, name in face.choices}
        if value != "none" and value in taken:
            raise IllegalActionError("already_chosen", player=value, scheme=face.scheme_id)
        _update_face(ctx, replace(face, choices=face.choices + ((role, str(value)),)))
        # "You can't choose any player as a target more than once" (Know Evil).
        if value != "none":
            ctx.state = ctx.state.with_prompts(
                replace(p, options=tuple(o for o in p.options if o != value))
                if p.card_uid == face.uid and p.question == Q_CHOOSE
                else p
                for p in ctx.state.prompts
            )
    elif q == Q_ECHOES:
        _answer_echoes(ctx, prompt, bool(value))
    elif q == Q_DOOM_TIE:
        _, face = ctx.state.find_face_up(prompt.card_uid)  # type: ignore[arg-type]
        _doom_damage(ctx, face, str(value))
    else:
        _answer_trigger(ctx, prompt, value)


def _reveal(ctx: _Ctx, owner: str, scheme_id: str) -> None:
    """Physical deck mode: the table revealed ``scheme_id``; take one such card from the deck."""
    zone = ctx.state.zone(owner)
    card = next(c for c in zone.deck if c.scheme_id == scheme_id)
    ctx.state = ctx.state.with_zone(
        replace(zone, deck=tuple(c for c in zone.deck if c.uid != card.uid), to_set=zone.to_set - 1)
    )
    _set_in_motion(ctx, card)
    _continue_setting(ctx, owner)


def _answer_echoes(ctx: _Ctx, prompt: Prompt, yes: bool) -> None:
    target_uid = int(prompt.param("target") or 0)
    _, target = ctx.state.find_face_up(target_uid)
    if yes:
        _abandon(ctx, prompt.card_uid, reason=AbandonReason.MY_LAUGHTER_ECHOES)  # type: ignore[arg-type]
        # 701.32b: set it in motion again; it stays where it is.
        _set_in_motion(ctx, target.card, again=True)
    else:
        target = replace(target, echoes_declined=target.echoes_declined + (prompt.card_uid,))  # type: ignore[operator]
        _update_face(ctx, target)
        _offer_echoes_or_finish(ctx, target)


def _answer_trigger(ctx: _Ctx, prompt: Prompt, value: object) -> None:
    trigger = ABANDON_TRIGGERS[prompt.question]
    uid = prompt.card_uid
    assert uid is not None
    if trigger.kind is PromptKind.COUNT:
        met = isinstance(value, int) and trigger.threshold is not None and value >= trigger.threshold
    else:
        met = value == trigger.abandon_if
    if prompt.question == "fear-my-authority" and value == "pay_life":
        # 119.4: a player can pay life only if their life total is at least the payment.
        if ctx.state.life_of(prompt.owner) < FEAR_MY_AUTHORITY_LIFE:
            raise IllegalActionError("cannot_pay_life", player=prompt.owner, amount=FEAR_MY_AUTHORITY_LIFE)
        _change_life(ctx, prompt.owner, -FEAR_MY_AUTHORITY_LIFE)
    if not met:
        return
    if trigger.delayed:
        _, face = ctx.state.find_face_up(uid)
        _update_face(ctx, replace(face, abandon_at_end_of_combat=True))
        ctx.emit(AbandonScheduled, scheme=face.scheme_id, card=uid)
        return
    _abandon(ctx, uid, reason=AbandonReason.CONDITION, then=trigger.then)


def _report_event(ctx: _Ctx, uid: int) -> None:
    """An "it happened" report for a scheme abandoned by an event."""
    _, face = ctx.state.find_face_up(uid)
    trigger = ABANDON_TRIGGERS.get(face.scheme_id)
    if not ctx.state.player(face.card.owner).alive:
        raise IllegalActionError("player_left", player=face.card.owner)
    if trigger is None or not trigger.event:
        raise IllegalActionError("not_event_scheme", scheme=face.scheme_id)
    ctx.emit(EventReported, scheme=face.scheme_id, card=uid)
    if trigger.delayed and ctx.state.step in _COMBAT:
        ctx.drop_prompts(lambda p: p.card_uid != uid)
        _update_face(ctx, replace(face, abandon_at_end_of_combat=True))
        ctx.emit(AbandonScheduled, scheme=face.scheme_id, card=uid)
        return
    _abandon(ctx, uid, reason=AbandonReason.EVENT, then=trigger.then)


def choice_options(state: GameState, face: FaceUpScheme, role: str) -> tuple[str, ...]:
    """The values :class:`~archenemy.engine.actions.RecordChoice` accepts for ``face``'s ``role`` now.

    ``()`` when the scheme has no such role.  Opponents still in the game
    (CR 102.3; 800.4a), for The Mighty Will Fall only those with the highest
    life total among them (its Oracle text), or the role's mode keys.
    """
    kind = dict(RECORDED_CHOICES.get(face.scheme_id, ())).get(role)
    if kind is None:
        return ()
    if isinstance(kind, tuple):
        return kind
    opponents = state.opponents(face.card.owner)
    if kind == CHOSEN_HIGHEST and opponents:
        best = max(state.life_of(p.name) for p in opponents)
        return tuple(p.name for p in opponents if state.life_of(p.name) == best)
    return tuple(p.name for p in opponents)


def _record_choice(ctx: _Ctx, uid: int, role: str, value: str) -> None:
    """Record (or, with ``""``, clear) the player or mode ``face``'s ability chose for ``role``.

    Raises ``not_face_up``, ``player_left`` (the owner), ``choice_role``
    (no such role for the scheme) and ``choice_value`` (not offered now, or
    already the recorded value).
    """
    _, face = ctx.state.find_face_up(uid)
    _require_alive(ctx.state, face.card.owner)
    if role not in dict(RECORDED_CHOICES.get(face.scheme_id, ())):
        raise IllegalActionError("choice_role", scheme=face.scheme_id, role=role)
    options = choice_options(ctx.state, face, role)
    if (value and value not in options) or value == (face.choice(role) or ""):
        raise IllegalActionError("choice_value", scheme=face.scheme_id, value=value, options=options)
    kept = tuple((r, v) for r, v in face.choices if r != role)
    _update_face(ctx, replace(face, choices=kept + (((role, value),) if value else ())))
    ctx.emit(ChoiceRecorded, scheme=face.scheme_id, card=uid, role=role, value=value)


def reportable(state: GameState) -> Iterable[FaceUpScheme]:
    """Face-up schemes the table may report an abandoning event for, now."""
    for face in state.face_up():
        trigger = ABANDON_TRIGGERS.get(face.scheme_id)
        if trigger is not None and trigger.event and not face.abandon_at_end_of_combat:
            if state.player(face.card.owner).alive:
                yield face
