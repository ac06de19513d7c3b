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

__all__ = ["TABLE_STILL_DOES", "PlaneReminder", "acted_at", "plane_reminders", "reminded_steps"]

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
    return tuple(
        s for s in reminder_steps(plane.plane_text) if not _left_out(plane.id, s) and not (skipped and s is Step.UNTAP)
    )


class PlaneReminder(msgspec.Struct, frozen=True):
    """A face-up plane's ability due at this step that the table carries out.

    ``plane_id`` and ``card`` (its uid) name the plane; ``line``: the
    ability's line (0 first) in the plane's text without its chaos ability
    (``Plane.plane_text``); ``controller``: the planar controller, whose
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
        for index, line in enumerate(plane.plane_text.splitlines()):
            if state.step in reminder_steps(line):
                found.append(PlaneReminder(face.plane_id, face.uid, index, controller, state.step))
    return tuple(found)
