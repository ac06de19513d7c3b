"""The planes of a replayed game as ``archenemy replay`` prints them (CR 901).

``planes_to_json`` is the ``planes`` key of ``replay --json`` (``None`` in a
game without planes; its shape is in the README); ``plane_lines`` the same
for a person, in the installed language.  The planar decks are shown as the
scheme decks are: their order top first when the app shuffled them, ``None``
when the table shuffles paper planes (the order is then the table's, not the
app's); their counts always.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.model import GameState
from ...engine.planar import active_players, planar_controller, roll_cost
from ...engine.planar_reminders import plane_reminders
from ...engine.planar_values import COMMUNAL, PlanarRoll
from ...engine.planes import load_planes
from ..texts import fill, plane_counter_name, plane_reminder_text

__all__ = ["plane_lines", "planes_to_json"]


def _roll_json(roll: PlanarRoll | None) -> dict[str, Any] | None:
    if roll is None:
        return None
    return {
        "player": roll.player,
        "face": roll.face.value,
        "result": roll.result.value,
        "cost": roll.cost,
        "paper": roll.paper,
        "caused": roll.caused,
        "turn": roll.turn,
    }


def planes_to_json(state: GameState, language: str) -> dict[str, Any] | None:
    """The ``planes`` key of ``replay --json``: the planes as the table sees them.

    ``face_up`` (two after Spatial Merging, 901.11c; a phenomenon being
    encountered, 312.5), ``decks`` (``owner`` ``None`` for the communal deck,
    901.15; ``cards``; ``top_first`` ``None`` in the physical deck mode),
    ``controller`` (901.6), ``last_roll``, ``rolls`` this turn and each active
    player's ``next_cost`` (901.9), the effects lasting until a player
    planeswalks (901.11), Chaotic Aether, Fixed Point in Time and the cards
    an effect revealed, and the face-up planes' abilities due at this step
    (``step_reminders``).  ``None`` in a game without planes.
    """
    planar = state.planar
    if planar is None:
        return None
    planes = load_planes(language)
    return {
        "face_up": [
            {
                "card": f.uid,
                "id": f.plane_id,
                "name": planes[f.plane_id].name,
                "kind": planes[f.plane_id].kind.value,
                "owner": f.card.owner or None,
                "counters": dict(f.counters),
                "chaos": planes[f.plane_id].chaos,
            }
            for f in planar.face_up
        ],
        "communal": planar.communal,
        "physical": planar.physical,
        "decks": [
            {
                "owner": None if z.owner == COMMUNAL else z.owner,
                "cards": len(z.deck),
                "top_first": None if planar.physical else [planes[c.plane_id].name for c in z.deck],
            }
            for z in planar.zones
        ],
        "controller": planar_controller(state),
        "last_roll": _roll_json(planar.last_roll),
        "rolls": dict(planar.rolls),
        "next_cost": {p: roll_cost(state, p) for p in active_players(state)},
        "reminders": [
            {"id": r.plane_id, "name": planes[r.plane_id].name, "key": r.key, "owner": r.owner, "until": r.until}
            for r in planar.reminders
        ],
        "chaotic_aether": planar.chaotic_aether,
        "fixed_point": planar.fixed_point,
        "revealed": [planes[c.plane_id].name for c in planar.revealed],
        "step_reminders": [
            {
                "id": r.plane_id,
                "card": r.card,
                "line": r.line,
                "controller": r.controller,
                "step": r.step.value,
                "text": plane_reminder_text(r, planes),
            }
            for r in plane_reminders(state)
        ],
    }


def _face_name(face: str) -> str:
    _tr = QCoreApplication.translate
    names = {
        "blank": _tr("Cli", "blank"),
        "chaos": _tr("Cli", "chaos"),
        "planeswalker": _tr("Cli", "Planeswalker symbol"),
    }
    return names.get(face, face)


def plane_lines(state: GameState, language: str) -> list[str]:
    """``archenemy replay``'s lines of the planes, in the installed language.

    The face-up planes with their counters, each planar deck's count, the
    planar die's last roll; none in a game without planes.
    """
    data = planes_to_json(state, language)
    if data is None:
        return []
    _tr = QCoreApplication.translate
    lines = []
    for face in data["face_up"]:
        counters = ", ".join(f"{plane_counter_name(name)} {n}" for name, n in face["counters"].items())
        shown = f"{face['name']} ({counters})" if counters else face["name"]
        lines.append(fill(_tr("Cli", "face up: %1"), shown))
    for deck in data["decks"]:
        if deck["owner"] is None:
            lines.append(fill(_tr("Cli", "cards left in the communal planar deck: %1"), deck["cards"]))
        else:
            left = _tr("Cli", "cards left in the planar deck of %1: %2")
            lines.append(fill(left, deck["owner"], deck["cards"]))
    roll = data["last_roll"]
    if roll is not None:
        result = _face_name(roll["result"])
        if roll["result"] != roll["face"]:
            result = fill(_tr("Cli", "%1, counted as %2"), _face_name(roll["face"]), result)
        lines.append(fill(_tr("Cli", "planar die: %1 rolled %2"), roll["player"], result))
    for name in data["revealed"]:
        lines.append(fill(_tr("Cli", "revealed: %1"), name))
    lines += [f"! {reminder['text']}" for reminder in data["step_reminders"]]
    return lines
