"""Actions: everything the table can do, as values that round-trip through JSON.

A game is its :class:`~archenemy.engine.setup.GameSetup` plus the list of
actions the table took; :func:`archenemy.engine.rules.apply` turns a state and
an action into the next state.  ``Action.from_json(a.to_json()) == a`` for
every action, which is what the save file (:mod:`archenemy.engine.journal`)
relies on.
"""

from __future__ import annotations

from typing import Any, ClassVar

import msgspec

from .errors import IllegalActionError


class NextStep(msgspec.Struct, frozen=True):
    """Advance to the next step (or the next turn after the cleanup step)."""

    type: ClassVar[str] = "next_step"


class ChangeLife(msgspec.Struct, frozen=True):
    """Change ``player``'s life by ``delta`` (negative: loss).

    Under a shared team life, a hero's change applies to the team (810.9).
    """

    player: str
    delta: int
    type: ClassVar[str] = "life"


class ChangePoison(msgspec.Struct, frozen=True):
    """Change ``player``'s poison counters by ``delta`` (704.5c; individual, 904.13c)."""

    player: str
    delta: int
    type: ClassVar[str] = "poison"


class CommanderDamage(msgspec.Struct, frozen=True):
    """``commander``'s owner's commander dealt ``amount`` combat damage to ``player``.

    Records the damage for 903.10a and applies it as life loss (120.3a).
    A negative amount corrects a mistake.
    """

    player: str
    commander: str
    amount: int
    type: ClassVar[str] = "commander_damage"


class TotalChange(msgspec.Struct, frozen=True):
    """One player's part of a :class:`ChangeTotals`.

    ``life`` and ``poison`` deltas (0: unchanged).
    """

    player: str
    life: int = 0
    poison: int = 0


class ChangeTotals(msgspec.Struct, frozen=True):
    """Change several players' life and poison together.

    State-based actions are then checked once.

    What happens at once at the table (combat damage to several players, "each
    player loses N life") is one action, so the archenemy and the last hero
    losing together is a draw (CR 104.4a, 704.3: state-based actions are
    checked once for all of them).  Each player at most once; each entry
    changes something.  Journal format version 2.
    """

    changes: tuple[TotalChange, ...]
    type: ClassVar[str] = "totals"


class SetLife(msgspec.Struct, frozen=True):
    """``player``'s life total becomes ``life``.

    Under a shared life, the team's (810.9).

    CR 119.5: the player gains or loses the difference (events show old and
    new).  Journal format version 2.
    """

    player: str
    life: int
    type: ClassVar[str] = "set_life"


#: The counters a player can have that every table tracks (CR 122.1: energy, experience).
PLAYER_COUNTERS = ("energy", "experience")
#: Longest name of a player counter.
MAX_COUNTER_NAME = 40


class ChangeCounter(msgspec.Struct, frozen=True):
    """Change ``player``'s ``counter`` counters by ``delta`` (CR 122.1).

    Counters on players.

    ``counter`` is ``"energy"``, ``"experience"`` or any other name the table
    uses (1..40 characters, no surrounding spaces); poison has its own action
    (:class:`ChangePoison`, it makes a player lose).  Journal format version 2.
    """

    player: str
    counter: str
    delta: int
    type: ClassVar[str] = "counter"


class Answer(msgspec.Struct, frozen=True):
    """Answer the pending prompt ``prompt`` with ``value``.

    ``value``: a bool, an int or an option string.
    """

    prompt: int
    value: bool | int | str
    type: ClassVar[str] = "answer"


class ReportEvent(msgspec.Struct, frozen=True):
    """The event that abandons face-up scheme ``card`` happened ("it happened").

    Only for schemes whose abandonment is triggered by an event (e.g. The Very
    Soil Shall Shake: "When a creature you control dies").
    """

    card: int
    type: ClassVar[str] = "report"


class RecordChoice(msgspec.Struct, frozen=True):
    """Record who face-up scheme ``card``'s ability chose for ``role``.

    Chose or targeted; ``value``: a player or a mode.

    For the schemes that choose or target opponents without a question of
    their own (The Mighty Will Fall, Feed the Machine...; roles in
    :data:`archenemy.engine.triggers.RECORDED_CHOICES`), so the choice is
    shown while it matters.  Optional: the game never waits for it.
    ``value`` ``""`` clears the role.  Journal format version 2.
    """

    card: int
    role: str
    value: str
    type: ClassVar[str] = "choice"


class Concede(msgspec.Struct, frozen=True):
    """``player`` concedes (CR 104.3a)."""

    player: str
    type: ClassVar[str] = "concede"


class SetColour(msgspec.Struct, frozen=True):
    """``player``'s seat colour becomes ``colour`` (``#rrggbb``).

    A correction at the table.

    Only helps the table tell seats apart (the set-up's colour, corrected
    mid-game); no rule reads it.  Undoable like every action.
    """

    player: str
    colour: str
    type: ClassVar[str] = "colour"


class Rename(msgspec.Struct, frozen=True):
    """``player`` is called ``name`` from now on.

    A name corrected at the table.

    A player's name is their identifier in the state, so the rules rewrite it
    everywhere (seats, teams in Supervillain Rumble, scheme owners, commander
    damage, prompts, recorded choices, whose turn...); earlier events keep the
    old name, which is what happened, and later actions use the new one.
    ``name`` is checked as set-up names are (:meth:`GameSetup.problems`).
    Undoable like every action.  Journal format version 3.
    """

    player: str
    name: str
    type: ClassVar[str] = "rename"


class ApplyEffect(msgspec.Struct, frozen=True):
    """Apply the life change the app computes for face-up scheme ``card``.

    ``key`` and ``player`` name the effect
    (:class:`~archenemy.engine.effects.LifeEffect`; ``player`` ``""`` when it
    names none); ``numbers`` are the table's numbers it asks, ``(name,
    value)`` sorted by name (a JSON object in the journal).  The rules apply
    it as one action: its damage through the lasting effects (614.1a,
    615.1, 616.1), its targets recorded (603.2).  Journal format version 5.
    """

    card: int
    key: str
    player: str
    numbers: tuple[tuple[str, int], ...] = ()
    type: ClassVar[str] = "effect"


class RollPlanarDie(msgspec.Struct, frozen=True):
    """``player`` rolled the planar die and it showed ``face`` (901.9, 116.2i).

    ``face``: ``blank``, ``chaos`` or ``planeswalker``
    (:class:`~archenemy.engine.planar_values.DieFace`), drawn once from a
    secure source (:func:`~archenemy.engine.planar.roll_face`) or, with
    ``paper``, read off the table's own die; recorded, never rolled again.
    ``caused``: an effect made the player roll (it costs nothing and does
    not count towards the next roll's cost, 901.9).  Journal format
    version 6.
    """

    player: str
    face: str
    paper: bool = False
    caused: bool = False
    type: ClassVar[str] = "planar_roll"


class RollPlanarDice(msgspec.Struct, frozen=True):
    """``player`` rolled the planar die as dice showing ``faces`` (Probability Flux).

    "Instead they roll that many dice plus one and ignore one": as many
    faces as :func:`~archenemy.engine.planar.dice_to_roll` says, each drawn
    from a secure source and recorded; one roll action (901.9).  The die
    kept is the answer to the question that follows when the faces differ.
    ``caused`` as :class:`RollPlanarDie`'s.  Journal format version 7.
    """

    player: str
    faces: tuple[str, ...]
    caused: bool = False
    type: ClassVar[str] = "planar_dice"


class Planeswalk(msgspec.Struct, frozen=True):
    """``player``, the planar controller, planeswalks (701.31): an ability says so.

    Journal format version 6.
    """

    player: str
    type: ClassVar[str] = "planeswalk"


class ChaosEnsues(msgspec.Struct, frozen=True):
    """Chaos ensues because an effect says so (311.7).

    ``player``: the planar controller.

    Journal format version 6.
    """

    player: str
    type: ClassVar[str] = "chaos"


class ChoosePlane(msgspec.Struct, frozen=True):
    """Answer the planar prompt ``prompt`` with ``plane``.

    The others go to the bottom in ``bottom``'s order.

    Interplanar Tunnel: the plane put on top, and the random order of the
    rest (drawn once, as a shuffle is: :func:`~archenemy.engine.rules.planar.planar_answer`).
    Journal format version 6.
    """

    prompt: int
    plane: str
    bottom: tuple[str, ...] = ()
    type: ClassVar[str] = "plane_choice"


class Undo(msgspec.Struct, frozen=True):
    """Undo the last action not yet undone (journal-level; the file only grows)."""

    type: ClassVar[str] = "undo"


class Redo(msgspec.Struct, frozen=True):
    """Redo the last undone action."""

    type: ClassVar[str] = "redo"


Action = (
    NextStep
    | ChangeLife
    | ChangePoison
    | CommanderDamage
    | Answer
    | ReportEvent
    | Concede
    | Undo
    | Redo
    | ChangeTotals
    | SetLife
    | ChangeCounter
    | RecordChoice
    | SetColour
    | Rename
    | ApplyEffect
    | RollPlanarDie
    | RollPlanarDice
    | Planeswalk
    | ChaosEnsues
    | ChoosePlane
)

ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (
        NextStep,
        ChangeLife,
        ChangePoison,
        CommanderDamage,
        Answer,
        ReportEvent,
        Concede,
        Undo,
        Redo,
        ChangeTotals,
        SetLife,
        ChangeCounter,
        RecordChoice,
        SetColour,
        Rename,
        ApplyEffect,
        RollPlanarDie,
        RollPlanarDice,
        Planeswalk,
        ChaosEnsues,
        ChoosePlane,
    )
}

#: The journal format version that brought each action type: a file may hold a
#: type only from that version on (a line whose type is newer than its file's
#: version is damage, ``journal_action_version``).  Version 2 brought
#: ``totals``, ``set_life``, ``counter``, ``choice`` and ``colour``; version 3
#: ``rename``; version 4 changed rules, no type; version 5 ``effect``; version 6 the planar actions
#: (``planar_roll``, ``planeswalk``, ``chaos``, ``plane_choice``); version 7 ``planar_dice``.
ACTION_SINCE: dict[str, int] = {
    **{kind: 1 for kind in ("next_step", "life", "poison", "commander_damage", "answer", "report", "concede")},
    **{kind: 1 for kind in ("undo", "redo")},
    **{kind: 2 for kind in ("totals", "set_life", "counter", "choice", "colour")},
    "rename": 3,
    "effect": 5,
    **{kind: 6 for kind in ("planar_roll", "planeswalk", "chaos", "plane_choice")},
    "planar_dice": 7,
}
#: Action types that journal format version 1 did not have (a file using them says version 2).
VERSION_2_TYPES = frozenset(kind for kind, since in ACTION_SINCE.items() if since == 2)
#: Action types that journal format version 2 did not have (version 3: a player renamed mid-game).
VERSION_3_TYPES = frozenset(kind for kind, since in ACTION_SINCE.items() if since == 3)

_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "player": (str,),
    "counter": (str,),
    "role": (str,),
    "life": (int,),
    "poison": (int,),
    "commander": (str,),
    "delta": (int,),
    "colour": (str,),
    "name": (str,),
    "amount": (int,),
    "prompt": (int,),
    "card": (int,),
    "value": (bool, int, str),
    "changes": (list,),
    "key": (str,),
    "numbers": (dict,),
    "face": (str,),
    "paper": (bool,),
    "caused": (bool,),
    "plane": (str,),
    "bottom": (list,),
    "faces": (list,),
}


def action_to_json(action: Action) -> dict[str, Any]:
    """The JSON object of ``action``: ``{"type": ..., <fields>}``.

    An :class:`ApplyEffect`'s ``numbers`` are an object (name -> value).
    """
    obj: dict[str, Any] = {"type": action.type, **msgspec.to_builtins(action)}
    if isinstance(action, ApplyEffect):
        obj["numbers"] = dict(action.numbers)
    return obj


def action_from_json(obj: Any) -> Action:
    """Parse an action object as written by :func:`action_to_json`.

    Raises :class:`IllegalActionError` naming the bad field.
    """
    if not isinstance(obj, dict):
        raise IllegalActionError("action_not_object")
    kind = obj.get("type")
    cls = ACTION_TYPES.get(kind)  # type: ignore[arg-type]
    if cls is None:
        raise IllegalActionError("action_unknown_type", type=kind if isinstance(kind, str) else repr(kind))
    kwargs = {}
    for name in cls.__struct_fields__:
        if name not in obj:
            raise IllegalActionError("action_missing_field", type=kind, field=name)
        value = obj[name]
        allowed = _FIELD_TYPES[name]
        ok = isinstance(value, allowed) and not (isinstance(value, bool) and bool not in allowed)
        if not ok:
            raise IllegalActionError("action_field_type", type=kind, field=name)
        kwargs[name] = value
    if cls is ChangeTotals:
        kwargs["changes"] = tuple(_total_change(str(kind), item) for item in kwargs["changes"])
    elif cls is ApplyEffect:
        kwargs["numbers"] = _numbers(str(kind), kwargs["numbers"])
    elif cls is ChoosePlane:
        if not all(isinstance(x, str) for x in kwargs["bottom"]):
            raise IllegalActionError("action_field_type", type=kind, field="bottom")
        kwargs["bottom"] = tuple(kwargs["bottom"])
    elif cls is RollPlanarDice:
        if not all(isinstance(x, str) for x in kwargs["faces"]):
            raise IllegalActionError("action_field_type", type=kind, field="faces")
        kwargs["faces"] = tuple(kwargs["faces"])
    elif cls is RecordChoice and isinstance(kwargs["value"], bool | int):
        raise IllegalActionError("action_field_type", type=kind, field="value")
    action: Action = cls(**kwargs)
    return action


def _numbers(kind: str, raw: dict[Any, Any]) -> tuple[tuple[str, int], ...]:
    """An ``effect`` line's ``numbers``, sorted by name.

    An object of whole numbers of 0 or more.
    """
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw.values()):
        raise IllegalActionError("action_field_type", type=kind, field="numbers")
    return tuple(sorted((str(k), int(v)) for k, v in raw.items()))


def _total_change(kind: str, item: Any) -> TotalChange:
    """One ``changes`` entry of a ``totals`` line.

    ``{"player": str, "life": int, "poison": int}``.
    """
    if not isinstance(item, dict) or not isinstance(item.get("player"), str):
        raise IllegalActionError("action_field_type", type=kind, field="changes")
    deltas = [item.get("life", 0), item.get("poison", 0)]
    if not all(isinstance(d, int) and not isinstance(d, bool) for d in deltas):
        raise IllegalActionError("action_field_type", type=kind, field="changes")
    return TotalChange(item["player"], deltas[0], deltas[1])
