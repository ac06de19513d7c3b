"""The face-up planes' abilities due at this step, reminded (CR 311, 901.6).

A plane's triggered abilities that name a step ("At the beginning of your
upkeep", "At the beginning of your end step", "Whenever you attack"...) are
reminded at that step, as the ongoing schemes' are
(:func:`~archenemy.engine.effects.step_reminders`), unless the app carries
them out itself at that moment (:data:`~archenemy.engine.planar_cards.PLANAR_ACTS`:
Naar Isle's upkeep is acted on, not reminded).  "Your" on a plane is its
controller's, the planar controller (901.6): normally the active player,
so a plane's "your upkeep" is every player's upkeep in turn.  Each
reminder names the ability by its line in the plane's text (without the
chaos ability), so a front end words it in its own language.
"""

from __future__ import annotations

import msgspec

from .model import GameState, Step
from .planar import planar_controller
from .planar_cards import Op, When, acts, has_act, reminder_steps
from .planes import Plane, PlaneCatalogue, load_planes

__all__ = [
    "CHAOS_LINE_STEPS",
    "FIRST_UPKEEP_ONLY",
    "TABLE_STILL_DOES",
    "PlaneReminder",
    "acted_at",
    "ability_lines",
    "plane_reminders",
    "reminded_steps",
]

#: The moment a plane's act happens at each step the reminders know.
_ACTED_AT: dict[Step, When] = {
    Step.UPKEEP: When.UPKEEP,
    Step.END: When.END,
    Step.PRECOMBAT_MAIN: When.FIRST_MAIN,
    Step.POSTCOMBAT_MAIN: When.POSTCOMBAT_MAIN,
}
#: The words of a step's ability that the table still carries out after the
#: app's act at that step, by plane id: the line is reminded all the same.
TABLE_STILL_DOES: dict[str, str] = {
    "spectrox-mines": "create a Treasure token",
    "kilnspire-district": "add {R} for each charge counter on it",
}


#: A chaos ability whose trigger also names a step, by plane id: reminded at
#: that step too (Sky Deck: "Whenever you planeswalk here, at the beginning
#: of your upkeep, or whenever chaos ensues, put a glass counter ...").  Its
#: line is the first after the plane's text (:func:`ability_lines`).
CHAOS_LINE_STEPS: dict[str, tuple[Step, ...]] = {
    "sky-deck": (Step.UPKEEP,),
}
#: A plane's line that triggers only at the beginning of the game's first
#: upkeep, by plane id (Two Streams Facility: "at the beginning of the first
#: upkeep of the game"): reminded then, never at a later upkeep.
FIRST_UPKEEP_ONLY: dict[str, int] = {
    "two-streams-facility": 0,
}


def ability_lines(plane: Plane) -> tuple[str, ...]:
    """The lines a :class:`PlaneReminder`'s ``line`` counts: plane text, then chaos.

    The plane's text without its chaos ability (``Plane.plane_text``) a
    line each, then the chaos ability's lines; the chaos lines are reminded
    only for a card of :data:`CHAOS_LINE_STEPS`.
    """
    return tuple((plane.plane_text or "").splitlines()) + tuple((plane.chaos or "").splitlines())


def _first_upkeep(state: GameState) -> bool:
    """True at the beginning of the game's first upkeep.

    Turn 1's first upkeep step, not one an additional beginning phase adds.
    """
    return state.turn == 1 and Step.UPKEEP in state.steps and state.steps.index(Step.UPKEEP) == state.step_index


def _line_steps(plane: Plane) -> tuple[tuple[int, tuple[Step, ...]], ...]:
    """Each line of ``plane`` a step reminds, with its steps (:func:`ability_lines`)."""
    lines = (plane.plane_text or "").splitlines()
    found = [(index, reminder_steps(line)) for index, line in enumerate(lines)]
    chaos_steps = CHAOS_LINE_STEPS.get(plane.id)
    if chaos_steps:
        found.append((len(lines), chaos_steps))
    return tuple((index, steps) for index, steps in found if steps)


def acted_at(plane_id: str, step: Step) -> bool:
    """True when the app acts on ``plane_id`` at the beginning of ``step``.

    Its reminders at that step are then left out (:func:`_left_out`).
    """
    when = _ACTED_AT.get(step)
    return when is not None and bool(acts(plane_id, when))


def _left_out(plane_id: str, step: Step) -> bool:
    """True when ``plane_id``'s lines due at ``step`` are not reminded there.

    The app acts on the card at that step and did what its line says; not
    for a card of :data:`TABLE_STILL_DOES`, whose line the table still
    finishes (Spectrox Mines' Treasure, Kilnspire District's mana): that
    line is reminded even though the app acts at the step.
    """
    return acted_at(plane_id, step) and plane_id not in TABLE_STILL_DOES


def reminded_steps(plane: Plane) -> tuple[Step, ...]:
    """The steps at which :func:`plane_reminders` reminds a line of ``plane``.

    In turn order.  None for a phenomenon (312.5: encountered once, never
    reminded); a step the app acts on for this card is left out
    (:func:`acted_at`, unless the table still finishes the line), and so is the untap step while the card skips it
    (The Eon Fog).  ``tools/plane_audit.py`` writes these into the audit.
    """
    if plane.phenomenon or not plane.plane_text:
        return ()
    skipped = has_act(plane.id, Op.SKIP_UNTAP)
    named = {step for _, steps in _line_steps(plane) for step in steps}
    return tuple(s for s in Step if s in named and not _left_out(plane.id, s) and not (skipped and s is Step.UNTAP))


class PlaneReminder(msgspec.Struct, frozen=True):
    """A face-up plane's ability due at this step that the table carries out.

    ``plane_id`` and ``card`` (its uid) name the plane; ``line``: the
    ability's line (0 first) in the plane's text without its chaos ability
    (``Plane.plane_text``), the chaos ability's lines after it
    (:func:`ability_lines`: Sky Deck's upkeep); ``controller``: the planar controller, whose
    "you" it is; ``step``: the step it is due at.
    """

    plane_id: str
    card: int
    line: int
    controller: str
    step: Step


def plane_reminders(state: GameState, planes: PlaneCatalogue | None = None) -> tuple[PlaneReminder, ...]:
    """The face-up planes' abilities due at the current step, in card then line order.

    None in a game without planes, once the game is over, while no player
    controls the planes, and none for a phenomenon (its ability is
    encountered once, 312.5, and the table resolves it).  A line the app
    acts on at this step (``PLANAR_ACTS``) is left out: the app did it;
    one the table still finishes (:data:`TABLE_STILL_DOES`) is reminded.
    A chaos ability whose trigger names a step is reminded then too
    (:data:`CHAOS_LINE_STEPS`: Sky Deck's upkeep glass counter); a line of
    :data:`FIRST_UPKEEP_ONLY` only at the game's first upkeep (Two Streams
    Facility).
    """
    if state.planar is None or state.over:
        return ()
    controller = planar_controller(state)
    if controller is None:
        return ()
    planes = planes if planes is not None else load_planes()
    found = []
    for face in state.planar.face_up:
        plane = planes[face.plane_id]
        if plane.phenomenon or not plane.plane_text:
            continue
        if _left_out(face.plane_id, state.step):
            continue
        for index, steps in _line_steps(plane):
            if state.step not in steps:
                continue
            if FIRST_UPKEEP_ONLY.get(face.plane_id) == index and not _first_upkeep(state):
                continue
            found.append(PlaneReminder(face.plane_id, face.uid, index, controller, state.step))
    return tuple(found)
