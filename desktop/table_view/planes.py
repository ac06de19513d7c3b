"""The table view's planes: the face-up ones, the planar die, the decks (CR 901).

Every answer is the engine's: the planar controller
(:func:`~archenemy.engine.planar.planar_controller`, 901.6 and 901.12b by
analogy), the active players and their next roll's cost
(:func:`~archenemy.engine.planar.active_players`,
:func:`~archenemy.engine.planar.roll_cost`, 901.9, 901.12d).  Here they are
only worded, with each card's text from the planar catalogue in the view's
language (:func:`~archenemy.engine.planes.load_planes`).
"""

from __future__ import annotations

from ...engine.model import GameState
from ...engine.planar import active_players, may_roll, planar_controller, roll_cost
from ...engine.planar_values import DieFace, FacePlane, PlanarRoll, PlanarState
from ...engine.planes import PlaneCatalogue, load_planes
from ..texts import INSTALLED, Words, fill
from ..texts.keys import key_name
from .values import KeyHint, PlanarView, PlaneView, ViewCounts

# The planar keys (the window's planar actions, table/planar_actions.py): roll the
# planar die, enter a paper die's roll, planeswalk, chaos ensues.
ROLL_KEY = "F6"
PAPER_ROLL_KEY = "Shift+F6"
PLANESWALK_KEY = "F7"
CHAOS_KEY = "F8"


def planar_view(state: GameState, language: str, words: Words = INSTALLED) -> PlanarView | None:
    """The planes of ``state`` in words, or ``None`` in a game without planes.

    ``language``: the card texts' (the scheme catalogue's).
    """
    planar = state.planar
    if planar is None:
        return None
    planes = load_planes(language)
    faces = tuple(plane_view(face, planes, words) for face in planar.face_up if face.plane_id in planes)
    controller = planar_controller(state)
    roll = this_turns_roll(state)
    rolling = any(may_roll(state, name) for name in active_players(state))
    _tr = words.tr
    return PlanarView(
        caption=_caption(faces, words),
        planes=faces,
        controller=fill(_tr("TableView", "Planar controller: %1"), controller) if controller else "",
        die=die_text(roll, words),
        costs=() if state.over else cost_lines(state, words),
        phenomenon=_phenomenon(state, faces, controller, words),
        decks=deck_lines(planar, words),
        notes=_notes(planar, planes, words) + _extra_turns(state, words),
        die_face=roll.result.value if roll is not None else "",
        keys=() if state.over else planar_keys(words, rolls=rolling),
    )


def planar_keys(words: Words = INSTALLED, *, rolls: bool = True) -> tuple[str, ...]:
    """The planar actions and their keys, as F1 and the window's menu give them.

    "Roll  [F6]" (the planar die), a paper die's roll (Shift+F6), planeswalk
    (F7), chaos ensues (F8): the players' screens show them, which have no
    menu (table mode, the second window).  ``rolls``: the engine would take
    a roll now (:func:`~archenemy.engine.planar.may_roll`); else the two
    rolls' keys are left out, since F6 would be refused.
    """
    _tr = words.tr
    keys = (
        (_tr("TableView", "Roll"), ROLL_KEY),
        (_tr("TableView", "Our own die"), PAPER_ROLL_KEY),
        (_tr("TableView", "Planeswalk"), PLANESWALK_KEY),
        (_tr("TableView", "Chaos ensues"), CHAOS_KEY),
    )
    return tuple(KeyHint(label, key_name(key, words)).text for label, key in keys[0 if rolls else 2 :])


def plane_view(face: FacePlane, planes: PlaneCatalogue, words: Words = INSTALLED) -> PlaneView:
    """One face-up planar card, its chaos ability apart, its counters in words."""
    plane = planes[face.plane_id]
    text = plane.plane_text if plane.plane_text is not None else plane.text
    return PlaneView(
        plane.id,
        plane.name,
        plane.type_line,
        text,
        plane.chaos or "",
        name_en=plane.name_en if plane.name_en != plane.name else "",
        official=plane.official,
        counters=tuple(counter_text(name, count, words) for name, count in face.counters if count),
        phenomenon=plane.phenomenon,
    )


def counter_text(name: str, count: int, words: Words = INSTALLED) -> str:
    """ "Flame counters: 3": a plane's counters (the names its cards use)."""
    _tr = words.tr
    named = {
        "charge": _tr("TableView", "Charge counters: %1"),
        "dread": _tr("TableView", "Dread counters: %1"),
        "eruption": _tr("TableView", "Eruption counters: %1"),
        "exposure": _tr("TableView", "Exposure counters: %1"),
        "flame": _tr("TableView", "Flame counters: %1"),
        "pressure": _tr("TableView", "Pressure counters: %1"),
        "scroll": _tr("TableView", "Scroll counters: %1"),
    }.get(name)
    if named is None:
        return fill(_tr("TableView", "%1 counters: %2"), name, count)
    return fill(named, count)


def face_name(face: DieFace, words: Words = INSTALLED) -> str:
    """A face of the planar die in words (901.3a): blank, chaos, Planeswalker."""
    _tr = words.tr
    return {
        DieFace.BLANK: _tr("TableView", "blank"),
        DieFace.CHAOS: _tr("TableView", "chaos"),
        DieFace.PLANESWALKER: _tr("TableView", "Planeswalker symbol"),
    }[face]


def this_turns_roll(state: GameState) -> PlanarRoll | None:
    """The planar die's last roll if it was rolled this turn, else ``None``.

    A display says this turn's roll only: the roll's cost and its result
    are this turn's (901.9), and a line from an earlier turn would read as
    if the active player had rolled it.  The game log keeps every roll.
    """
    planar = state.planar
    roll = planar.last_roll if planar is not None else None
    return roll if roll is not None and roll.turn == state.turn else None


def die_text(roll: PlanarRoll | None, words: Words = INSTALLED) -> str:
    """The planar die's roll and who rolled it, ``""`` for none.

    "Planar die: chaos · rolled by Ann for {1}": the face it counted as
    (a blank counted as chaos under Chaotic Aether says so), a paper die's
    roll, a roll an effect caused (free, 901.9).
    """
    if roll is None:
        return ""
    _tr = words.tr
    parts = [fill(_tr("TableView", "Planar die: %1"), face_name(roll.result, words))]
    if roll.face is not roll.result:
        parts.append(fill(_tr("TableView", "the die showed %1"), face_name(roll.face, words)))
    if roll.caused:
        parts.append(fill(_tr("TableView", "rolled by %1 for an effect"), roll.player))
    else:
        parts.append(fill(_tr("TableView", "rolled by %1 for {%2}"), roll.player, roll.cost))
    if roll.paper:
        parts.append(_tr("TableView", "a paper die"))
    return " · ".join(parts)


def cost_lines(state: GameState, words: Words = INSTALLED) -> tuple[str, ...]:
    """Each active player's next roll of the planar die this turn, and its cost.

    (901.9; each hero of the team turn their own, 901.12d.)
    """
    _tr = words.tr
    template = _tr("TableView", "%1's next roll: {%2}")
    return tuple(fill(template, name, roll_cost(state, name)) for name in active_players(state))


def deck_lines(planar: PlanarState, words: Words = INSTALLED) -> tuple[str, ...]:
    """The planar deck's count, or each player's (901.3, 901.15), in words."""
    counts = ViewCounts(words)
    if planar.communal:
        return (counts.planar_deck(len(planar.zones[0].deck)),)
    _tr = words.tr
    template = _tr("TableView", "%1's planar deck: %2")
    return tuple(fill(template, zone.owner, counts.cards(len(zone.deck))) for zone in planar.zones)


def _caption(faces: tuple[PlaneView, ...], words: Words) -> str:
    _tr = words.tr
    if not faces:
        return _tr("TableView", "No plane face up yet")
    if any(face.phenomenon for face in faces):
        return _tr("TableView", "Phenomenon · being encountered")
    if len(faces) > 1:
        return _tr("TableView", "Two planes face up")
    return _tr("TableView", "Plane")


def _phenomenon(state: GameState, faces: tuple[PlaneView, ...], controller: str | None, words: Words) -> str:
    """The phenomenon being encountered and what follows it (312.5, 704.6f)."""
    found = next((face for face in faces if face.phenomenon), None)
    if found is None or state.over:
        return ""
    _tr = words.tr
    return fill(
        _tr("TableView", "Encountering “%1”: resolve it, then %2 planeswalks away from it (CR 704.6f)"),
        found.name,
        controller or "",
    )


def _notes(planar: PlanarState, planes: PlaneCatalogue, words: Words) -> tuple[str, ...]:
    """What lasts among the planes.

    Chaotic Aether, effects, a reversed turn order, cards revealed.
    """
    _tr = words.tr
    found = []
    if planar.chaotic_aether:
        name = planes["chaotic-aether"].name if "chaotic-aether" in planes else "Chaotic Aether"
        found.append(
            fill(_tr("TableView", "“%1”: each blank roll is a chaos roll until a player planeswalks away"), name)
        )
    if planar.fixed_point is not None:
        name = planes["fixed-point-in-time"].name if "fixed-point-in-time" in planes else "Fixed Point in Time"
        found.append(
            fill(
                _tr("TableView", "“%1”: a Planeswalker roll is a chaos roll until %2's next turn"),
                name,
                planar.fixed_point,
            )
        )
    found.extend(_effect_lines(planar, planes, words))
    if planar.reversed_by is not None:
        name = planes[planar.reversed_by].name if planar.reversed_by in planes else planar.reversed_by
        found.append(fill(_tr("TableView", "“%1”: the turn order is reversed"), name))
    if planar.revealed:
        names = ", ".join(planes[c.plane_id].name for c in planar.revealed if c.plane_id in planes)
        found.append(fill(_tr("TableView", "Revealed: %1"), names))
    return tuple(found)


def _extra_turns(state: GameState, words: Words) -> tuple[str, ...]:
    """The extra turns coming after this one, next first (500.7), as a lasting line.

    Otaria's chaos says so over the table for a moment; the line stays
    until the turn is taken.  ``()`` when none is coming or the game is over.
    """
    if state.over or not state.extra_turns:
        return ()
    _tr = words.tr
    names = ", ".join(extra.player for extra in state.extra_turns)
    return (fill(_tr("TableView", "Extra turn coming: %1 (CR 500.7)"), names),)


def _effect_lines(planar: PlanarState, planes: PlaneCatalogue, words: Words) -> list[str]:
    """The lasting planar effects, one line each that a player tells apart.

    Each names whose chaos or ability it came from (901.6: the planar
    controller's); the same effect from the same player again (Eloren Wilds'
    chaos rolled twice, each lasting until a player planeswalks, 901.11) is
    one line ending "×2", in the order the first of them began.
    """
    _tr = words.tr
    counts: dict[str, int] = {}
    for reminder in planar.reminders:
        name = planes[reminder.plane_id].name if reminder.plane_id in planes else reminder.plane_id
        line = fill(_reminder_template(reminder.key, reminder.until, words), name, reminder.owner)
        counts[line] = counts.get(line, 0) + 1
    return [line if count == 1 else fill(_tr("TableView", "%1 ×%2"), line, count) for line, count in counts.items()]


def _reminder_template(key: str, until: str, words: Words) -> str:
    """A planar effect's words: ``%1`` the plane, ``%2`` its controller."""
    _tr = words.tr
    known = {
        "cant_lose": _tr("TableView", "“%1”: %2 can't lose the game until a player planeswalks"),
        "cant_attack_you": _tr("TableView", "“%1”: creatures can't attack %2 until a player planeswalks"),
        "no_spells": _tr(
            "TableView", "“%1” (%2's chaos): the target player can't cast spells until a player planeswalks"
        ),
        "phased_out": _tr("TableView", "“%1”: the permanents phased out phase in when a player planeswalks"),
        "probability-flux": _tr(
            "TableView", "“%1”: until %2's next turn, each roll of the planar die is two dice, and one is ignored"
        ),
    }.get(key)
    if known is not None:
        return known
    if until == "planeswalk":
        return _tr("TableView", "“%1” (%2): until a player planeswalks")
    return _tr("TableView", "“%1” (%2): in effect")
