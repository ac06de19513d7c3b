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
from .planar_cards import When, acts, reminder_steps
from .planes import PlaneCatalogue, load_planes

__all__ = ["PlaneReminder", "plane_reminders"]

#: The moment a plane's act happens at each step the reminders know.
_ACTED_AT: dict[Step, When] = {
    Step.UPKEEP: When.UPKEEP,
    Step.END: When.END,
    Step.PRECOMBAT_MAIN: When.FIRST_MAIN,
    Step.POSTCOMBAT_MAIN: When.POSTCOMBAT_MAIN,
}


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
    acts on at this step (``PLANAR_ACTS``) is left out: the app did it.
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
        acted = _ACTED_AT.get(state.step)
        if acted is not None and acts(face.plane_id, acted):
            continue
        for index, line in enumerate(plane.plane_text.splitlines()):
            if state.step in reminder_steps(line):
                found.append(PlaneReminder(face.plane_id, face.uid, index, controller, state.step))
    return tuple(found)
