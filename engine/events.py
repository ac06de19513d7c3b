"""What happened, as typed values.

One frozen :class:`msgspec.Struct` per kind of event, for the game log.

:func:`archenemy.engine.rules.apply` returns the events an action produced,
oldest first.  Every event has the ``turn`` and ``step`` it happened in and a
:class:`EventKind` (a string enum, so ``event.kind == "life"`` reads as the
save-file and test vocabulary); its other fields are ids, names, numbers and
enums, never words, so the log can be shown in whatever language a front end
speaks (:func:`archenemy.desktop.texts.event_text`).

Model: Cockatrice's life-change events carry old and new values.
"""

from __future__ import annotations

import enum
from typing import ClassVar

import msgspec

from .model import LossReason, Outcome, Step


class EventKind(enum.StrEnum):
    """The kind of an :class:`Event`; the value is its stable name."""

    LIFE = "life"
    POISON = "poison"
    COMMANDER_DAMAGE = "commander_damage"
    LOST = "lost"
    COLOUR_CHANGED = "colour_changed"
    RENAMED = "renamed"
    GAME_OVER = "game_over"
    TURN = "turn"
    REMINDER_EXPIRED = "reminder_expired"
    STEP = "step"
    NO_SCHEMES_THIS_TURN = "no_schemes_this_turn"
    SCHEME_DECK_EMPTY = "scheme_deck_empty"
    SET_IN_MOTION = "set_in_motion"
    EXTRA_TURN = "extra_turn"
    RESOLVED = "resolved"
    TO_BOTTOM = "to_bottom"
    ABANDONED = "abandoned"
    CONDITION_MET = "condition_met"
    COUNTER_ADDED = "counter_added"
    SCHEME_DAMAGE = "scheme_damage"
    ANSWERED = "answered"
    ABANDON_SCHEDULED = "abandon_scheduled"
    EVENT_REPORTED = "event_reported"
    PLAYER_COUNTER = "player_counter"
    CHOICE_RECORDED = "choice_recorded"
    COMBAT_ADDED = "combat_added"
    PROMPT_SETTLED = "prompt_settled"
    DAMAGE_COUNTED = "damage_counted"
    PLANAR_ROLL = "planar_roll"
    PLANESWALKED = "planeswalked"
    ENCOUNTERED = "encountered"
    CHAOS = "chaos"
    PLANE_COUNTER = "plane_counter"
    PLANAR_EFFECT = "planar_effect"
    PLANAR_CARDS_LEFT = "planar_cards_left"
    PLANAR_REVEALED = "planar_revealed"
    PLANE_DAMAGE = "plane_damage"
    PLANAR_EFFECT_ENDED = "planar_effect_ended"
    PLANAR_DICE = "planar_dice"
    PLANE_COUNTER_REMOVED = "plane_counter_removed"
    PLANE_TRIGGERED = "plane_triggered"


class AbandonReason(enum.StrEnum):
    """Why an ongoing scheme was abandoned (CR 701.33).

    ``CONDITION``: its trigger's condition was met at its checkpoint;
    ``EVENT``: the table reported the event that abandons it;
    ``END_OF_COMBAT``: a delayed abandonment (Nature Shields Its Own);
    ``MY_LAUGHTER_ECHOES``: abandoned to set a scheme in motion again;
    ``TARGETED``: the app recorded its chosen player as a target (Imprison
    This Insolent Wretch); ``COMBAT_DAMAGE``: the table recorded combat
    damage to its owner (I Am Untouchable).
    """

    CONDITION = "condition"
    EVENT = "event"
    END_OF_COMBAT = "end_of_combat"
    MY_LAUGHTER_ECHOES = "my_laughter_echoes"
    TARGETED = "targeted"
    COMBAT_DAMAGE = "combat_damage"


class SettleReason(enum.StrEnum):
    """Why the rules answered a question themselves (:class:`PromptSettled`).

    ``ONLY_OPTION``: one answer was left (a choice among players of whom one
    is still in the game, 800.4a; Know Evil's "up to one target opponent"
    when every opponent was already chosen; Your Inescapable Doom's tie down
    to one player).  ``PLAYER_LEFT``: the question asked a player who
    left the game what they do ("they may tap", "they may sacrifice"); a
    player who left controls nothing (800.4a), so they do not.
    """

    ONLY_OPTION = "only_option"
    PLAYER_LEFT = "player_left"


class Event(msgspec.Struct, frozen=True):
    """Base of every event: when it happened (``turn``, 1-based, and ``step``)."""

    turn: int
    step: Step
    kind: ClassVar[EventKind]

    def arg(self, key: str) -> object:
        """The field ``key``, or ``None`` when this kind has no such field.

        For generic readers.
        """
        return getattr(self, key, None) if key in self.field_names() else None

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        """The names of this kind's own fields (``turn`` and ``step`` excluded)."""
        return tuple(name for name in cls.__struct_fields__ if name not in ("turn", "step"))


class LifeChanged(Event, frozen=True):
    """``player``'s life went from ``old`` to ``new``.

    ``team``: the heroes' shared life (810.9).
    """

    player: str
    team: bool
    old: int
    new: int
    kind: ClassVar[EventKind] = EventKind.LIFE


class PoisonChanged(Event, frozen=True):
    """``player``'s poison counters went from ``old`` to ``new`` (704.5c)."""

    player: str
    old: int
    new: int
    kind: ClassVar[EventKind] = EventKind.POISON


class CommanderDamageChanged(Event, frozen=True):
    """Combat damage from ``commander``'s commander to ``player``, old and new.

    903.10a.
    """

    player: str
    commander: str
    old: int
    new: int
    kind: ClassVar[EventKind] = EventKind.COMMANDER_DAMAGE


class PlayerLost(Event, frozen=True):
    """``player`` lost the game for ``reason`` (704.5, 104.3a, 810.8c)."""

    player: str
    reason: LossReason
    kind: ClassVar[EventKind] = EventKind.LOST


class ColourChanged(Event, frozen=True):
    """``player``'s seat colour went from ``old`` to ``new``.

    ``old``: ``None`` for none; ``new``: ``#rrggbb``.
    """

    player: str
    old: str | None
    new: str
    kind: ClassVar[EventKind] = EventKind.COLOUR_CHANGED


class PlayerRenamed(Event, frozen=True):
    """The player called ``old`` is called ``new`` from now on.

    A name corrected at the table.
    """

    old: str
    new: str
    kind: ClassVar[EventKind] = EventKind.RENAMED


class GameOver(Event, frozen=True):
    """The game ended with ``outcome``."""

    outcome: Outcome
    kind: ClassVar[EventKind] = EventKind.GAME_OVER


class TurnBegan(Event, frozen=True):
    """A turn began for ``active`` (a player or the heroes' team, 805).

    ``extra``: an extra turn (500.7).
    """

    active: str
    extra: bool
    kind: ClassVar[EventKind] = EventKind.TURN


class ReminderExpired(Event, frozen=True):
    """The lasting effect of ``owner``'s ``scheme`` ended."""

    scheme: str
    owner: str
    kind: ClassVar[EventKind] = EventKind.REMINDER_EXPIRED


class StepBegan(Event, frozen=True):
    """The step :attr:`Event.step` began."""

    kind: ClassVar[EventKind] = EventKind.STEP


class NoSchemesThisTurn(Event, frozen=True):
    """``owner`` sets no scheme in motion this turn.

    All in Good Time's extra turn, or (``left``) ``owner`` left the game during their own turn, which goes on
    without them (Supervillain Rumble; 800.4a, 800.4j).
    """

    owner: str
    left: bool = False
    kind: ClassVar[EventKind] = EventKind.NO_SCHEMES_THIS_TURN


class SchemeDeckEmpty(Event, frozen=True):
    """``owner``'s scheme deck had no card to set in motion."""

    owner: str
    kind: ClassVar[EventKind] = EventKind.SCHEME_DECK_EMPTY


class SetInMotion(Event, frozen=True):
    """``owner`` set ``scheme`` (card ``card``) in motion (701.32a).

    ``again``: set in motion again (701.32b).
    """

    owner: str
    scheme: str
    card: int
    again: bool
    kind: ClassVar[EventKind] = EventKind.SET_IN_MOTION


class ExtraTurnAdded(Event, frozen=True):
    """``player`` will take an extra turn because of ``scheme``."""

    player: str
    scheme: str
    kind: ClassVar[EventKind] = EventKind.EXTRA_TURN


class SchemeResolved(Event, frozen=True):
    """The table finished ``owner``'s non-ongoing ``scheme`` (card ``card``)."""

    owner: str
    scheme: str
    card: int
    kind: ClassVar[EventKind] = EventKind.RESOLVED


class ToBottom(Event, frozen=True):
    """``owner``'s resolved ``scheme`` went to the bottom of the scheme deck.

    Face down (904.10).
    """

    owner: str
    scheme: str
    card: int
    kind: ClassVar[EventKind] = EventKind.TO_BOTTOM


class Abandoned(Event, frozen=True):
    """``owner`` abandoned ``scheme`` (701.33) for ``reason``.

    ``then``: what the table does next, or ``None``.

    ``then`` is an instruction key of the scheme's trigger (``create_scarecrow``,
    ``draw_two``, ``copy_spell``).
    """

    owner: str
    scheme: str
    card: int
    reason: AbandonReason
    then: str | None
    kind: ClassVar[EventKind] = EventKind.ABANDONED


class ConditionMet(Event, frozen=True):
    """Tracked life decided ``scheme``'s condition.

    ``player`` had ``life`` of ``starting_life``.
    """

    scheme: str
    player: str
    life: int
    starting_life: int
    kind: ClassVar[EventKind] = EventKind.CONDITION_MET


class CounterAdded(Event, frozen=True):
    """``scheme`` (card ``card``) got a doom counter; it has ``counters`` now."""

    scheme: str
    card: int
    counters: int
    kind: ClassVar[EventKind] = EventKind.COUNTER_ADDED


class DamageCounted(Event, frozen=True):
    """``player`` was dealt ``damage`` this turn, as the app dealt or recorded it.

    Nothing Can Stop Me Now's checkpoint decided from that count, without a
    question: "if you've been dealt 5 or more damage this turn".
    """

    scheme: str
    card: int
    player: str
    damage: int
    kind: ClassVar[EventKind] = EventKind.DAMAGE_COUNTED


class SchemeDamage(Event, frozen=True):
    """``scheme`` dealt ``amount`` damage to ``player``.

    ``base``: the damage before the lasting effects changed it, and
    ``changes`` the changes in the order they applied (their values:
    ``double``, ``plus_one``, ``prevent_one``, ``prevent_all``; 616.1);
    ``None`` and ``()`` when nothing changed it.  An ``amount`` of 0: all of
    it was prevented.
    """

    scheme: str
    player: str
    amount: int
    base: int | None = None
    changes: tuple[str, ...] = ()
    kind: ClassVar[EventKind] = EventKind.SCHEME_DAMAGE


class Answered(Event, frozen=True):
    """The table answered ``question`` (about ``scheme``, if any) with ``value``.

    ``done``: the question was a ``done`` prompt (a scheme resolved, a
    phenomenon or a chaos ability carried out): ``value`` is then ``True``
    and says nothing but that the table pressed Done.
    """

    question: str
    scheme: str | None
    value: bool | int | str
    done: bool = False
    kind: ClassVar[EventKind] = EventKind.ANSWERED


class AbandonScheduled(Event, frozen=True):
    """``scheme`` (card ``card``) will be abandoned at end of combat."""

    scheme: str
    card: int
    kind: ClassVar[EventKind] = EventKind.ABANDON_SCHEDULED


class EventReported(Event, frozen=True):
    """The table reported the event that abandons ``scheme`` (card ``card``)."""

    scheme: str
    card: int
    kind: ClassVar[EventKind] = EventKind.EVENT_REPORTED


class PlayerCounterChanged(Event, frozen=True):
    """``player``'s ``counter`` counters went from ``old`` to ``new`` (122.1).

    Energy, experience or the table's own name.
    """

    player: str
    counter: str
    old: int
    new: int
    kind: ClassVar[EventKind] = EventKind.PLAYER_COUNTER


class ChoiceRecorded(Event, frozen=True):
    """The table recorded ``value`` for ``scheme``'s ``role`` (card ``card``).

    ``value``: a player or a mode key; ``""``: cleared.
    """

    scheme: str
    card: int
    role: str
    value: str
    kind: ClassVar[EventKind] = EventKind.CHOICE_RECORDED


class CombatAdded(Event, frozen=True):
    """``owner``'s ``scheme`` added a combat phase and a main phase (500.8).

    Drench the Soil in Their Blood, to this turn.
    """

    owner: str
    scheme: str
    kind: ClassVar[EventKind] = EventKind.COMBAT_ADDED


class PromptSettled(Event, frozen=True):
    """The rules answered ``question`` themselves with ``value``.

    Its answer was fixed (``reason``).

    ``scheme``/``card``: the scheme card concerned; ``role``: a choice's role
    (``"choose"`` questions);
    ``player``: for :attr:`SettleReason.PLAYER_LEFT`, the player who left.
    The question was never asked, or its prompt went away unanswered: no
    answer to it is journaled.
    """

    question: str
    scheme: str | None
    card: int | None
    value: bool | int | str
    reason: SettleReason
    role: str | None = None
    player: str | None = None
    kind: ClassVar[EventKind] = EventKind.PROMPT_SETTLED


class PlanarDieRolled(Event, frozen=True):
    """``player`` rolled the planar die: ``face``, counted as ``result`` (901.9).

    ``cost``: the mana the roll cost (901.9; 0 for one an effect
    caused); ``paper``: the table's own die; ``caused``: an effect made
    the player roll.
    """

    player: str
    face: str
    result: str
    cost: int
    paper: bool = False
    caused: bool = False
    kind: ClassVar[EventKind] = EventKind.PLANAR_ROLL


class PlanarDiceRolled(Event, frozen=True):
    """``player`` rolled the planar die as dice showing ``faces`` (Probability Flux).

    One roll action costing ``cost`` (901.9); the die kept is the
    :class:`PlanarDieRolled` that follows.
    """

    player: str
    faces: tuple[str, ...]
    cost: int
    kind: ClassVar[EventKind] = EventKind.PLANAR_DICE


class Planeswalked(Event, frozen=True):
    """``player`` planeswalked (901.11, 701.31) from ``away`` to ``to``.

    Plane ids; ``reason``: ``die`` (901.8), ``phenomenon`` (704.6f),
    ``left`` (901.10), ``ability`` (an ability said so) or ``start`` (the
    starting plane, 103.7, which is no planeswalk).
    """

    player: str
    away: tuple[str, ...]
    to: tuple[str, ...]
    reason: str
    kind: ClassVar[EventKind] = EventKind.PLANESWALKED


class PhenomenonEncountered(Event, frozen=True):
    """``player`` encountered ``phenomenon`` (312.5): its ability triggered."""

    player: str
    phenomenon: str
    kind: ClassVar[EventKind] = EventKind.ENCOUNTERED


class ChaosEnsued(Event, frozen=True):
    """Chaos ensued for ``plane`` (311.7).

    Its chaos ability triggered, controlled by ``controller``.

    ``rolls``: the times the controller rolled the planar die this turn
    (Li'l Giri Saves the Day and sAnS mERcY count them).
    """

    plane: str
    controller: str
    rolls: int = 0
    kind: ClassVar[EventKind] = EventKind.CHAOS


class PlaneCounterAdded(Event, frozen=True):
    """``plane`` got ``amount`` ``counter`` counters; it has ``counters`` now."""

    plane: str
    counter: str
    counters: int
    amount: int = 1
    kind: ClassVar[EventKind] = EventKind.PLANE_COUNTER


class PlaneCounterRemoved(Event, frozen=True):
    """A ``counter`` counter was removed from ``plane``; it has ``counters`` now."""

    plane: str
    counter: str
    counters: int
    kind: ClassVar[EventKind] = EventKind.PLANE_COUNTER_REMOVED


class PlanarEffect(Event, frozen=True):
    """A planar card's ability did ``key`` to the game (an extra turn...).

    Keys: ``reverse_turn_order``, ``extra_turn``, ``additional_combat``,
    ``extra_beginning_phase``, ``chaotic_aether``, ``fixed_point``,
    ``until_planeswalk`` (an effect lasting until a player planeswalks,
    901.11), ``skip_untap``; ``player``: whom it concerns.
    """

    plane: str
    key: str
    player: str
    kind: ClassVar[EventKind] = EventKind.PLANAR_EFFECT


class PlanarCardsLeft(Event, frozen=True):
    """``player`` left the game and their face-up ``planes`` with them (901.10)."""

    player: str
    planes: tuple[str, ...]
    kind: ClassVar[EventKind] = EventKind.PLANAR_CARDS_LEFT


class PlanarRevealed(Event, frozen=True):
    """``planes`` were revealed from ``player``'s planar deck by ``by``'s ability.

    ``communal``: the deck was the single communal planar deck (901.15),
    which no player owns; ``player`` is then the one who revealed.
    """

    player: str
    by: str
    planes: tuple[str, ...]
    communal: bool = False
    kind: ClassVar[EventKind] = EventKind.PLANAR_REVEALED


class PlaneDamage(Event, frozen=True):
    """``plane`` dealt ``amount`` damage to ``player``.

    Changed as :class:`SchemeDamage`'s.
    """

    plane: str
    player: str
    amount: int
    base: int | None = None
    changes: tuple[str, ...] = ()
    kind: ClassVar[EventKind] = EventKind.PLANE_DAMAGE


class PlaneTriggered(Event, frozen=True):
    """A face-up plane's ability the table carries out triggered at a moment.

    ``plane`` (its id) and ``card`` (its uid); ``line``: the ability's line
    as :func:`~archenemy.engine.planar_reminders.ability_lines` counts it;
    ``controller``: whose "you" it is (901.6); ``moment``: ``roll`` (the
    controller rolled the planar die), ``to`` or ``away`` (planeswalked to
    or away from it, 701.31).  Reminded then, as a step's abilities are at
    their step (``planar_cards.EVENT_LINES``).
    """

    plane: str
    card: int
    line: int
    controller: str
    moment: str
    kind: ClassVar[EventKind] = EventKind.PLANE_TRIGGERED


class PlanarEffectEnded(Event, frozen=True):
    """``plane``'s effect ``key`` ended (901.11.

    A player planeswalked, or its turn came).
    """

    plane: str
    key: str
    kind: ClassVar[EventKind] = EventKind.PLANAR_EFFECT_ENDED


#: Every event class by kind.
EVENT_TYPES: dict[EventKind, type[Event]] = {
    cls.kind: cls
    for cls in (
        LifeChanged,
        PoisonChanged,
        CommanderDamageChanged,
        PlayerLost,
        ColourChanged,
        PlayerRenamed,
        GameOver,
        TurnBegan,
        ReminderExpired,
        StepBegan,
        NoSchemesThisTurn,
        SchemeDeckEmpty,
        SetInMotion,
        ExtraTurnAdded,
        SchemeResolved,
        ToBottom,
        Abandoned,
        ConditionMet,
        CounterAdded,
        SchemeDamage,
        Answered,
        AbandonScheduled,
        EventReported,
        PlayerCounterChanged,
        ChoiceRecorded,
        CombatAdded,
        PromptSettled,
        DamageCounted,
        PlanarDieRolled,
        Planeswalked,
        PhenomenonEncountered,
        ChaosEnsued,
        PlaneCounterAdded,
        PlanarEffect,
        PlanarCardsLeft,
        PlanarRevealed,
        PlaneDamage,
        PlanarEffectEnded,
        PlaneTriggered,
        PlanarDiceRolled,
        PlaneCounterRemoved,
    )
}
