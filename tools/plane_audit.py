"""The audit of all 207 planar cards, generated from the engine.

``docs/plane-audit.md`` is this tool's output, whole: one row per plane and
phenomenon (CR 311, 312), each either *acted on* (what the app does, at
which step: :data:`~archenemy.engine.planar_cards.PLANAR_ACTS`) or
*reminded* (the steps its text is reminded at,
:func:`~archenemy.engine.planar_reminders.reminded_steps`, and why the app
leaves it to the table: :data:`~archenemy.engine.planar_reasons.REMINDED`).
``tests/repo/test_plane_audit.py`` fails when the file is not what this
tool makes of the engine, so the document cannot drift::

    .venv/bin/python tools/plane_audit.py           # print the document
    .venv/bin/python tools/plane_audit.py --write   # rewrite docs/plane-audit.md

Development only: not in the wheel.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from archenemy.engine.model import Step
from archenemy.engine.planar_cards import EVENT_LINES, PLANAR_ACTS, Op, PlanarAct, When, reminder_steps
from archenemy.engine.planar_reasons import REMINDED
from archenemy.engine.planar_reminders import reminded_steps
from archenemy.engine.planes import Plane, PlaneCatalogue, load_planes

REPO = Path(__file__).resolve().parent.parent
DOC = REPO / "docs" / "plane-audit.md"

_WHEN = {
    When.TO: "when the controller planeswalks to it",
    When.UPKEEP: "at the beginning of the planar controller's upkeep",
    When.END: "at the beginning of the planar controller's end step",
    When.FIRST_MAIN: "at the beginning of the planar controller's first main phase",
    When.POSTCOMBAT_MAIN: "at the beginning of each of the controller's postcombat main phases",
    When.CHAOS: "when chaos ensues (311.7)",
    When.BLANK: "when the controller rolls a blank",
    When.ENCOUNTER: "when it is encountered (312.5)",
    When.STATIC: "while it is face up",
}

#: The physical planar deck mode, where the table turns its own paper cards.
_PAPER = "in the physical deck mode"

_OP = {
    Op.COUNTER: "puts {amount} {arg} counter(s) on the plane",
    Op.GAIN_PER_COUNTER: "gives the controller life equal to its {arg} counters",
    Op.LOSE_PER_COUNTER: "takes life from the controller equal to its {arg} counters",
    Op.DAMAGE_YOU_PER_COUNTER: "deals the controller damage equal to its {arg} counters, through the lasting effects",
    Op.DAMAGE_EACH_PER_COUNTER: "deals each player damage equal to its {arg} counters, through the lasting effects",
    Op.LOSE: "takes {amount} life from the controller",
    Op.PLANESWALK_AT: "planeswalks once it has {amount} or more {arg} counters",
    Op.THEN_PLANESWALK: "planeswalks once the table says the rest is done",
    Op.PLANESWALK: "planeswalks",
    Op.ASK_PLANESWALK: "asks whether the controller could; planeswalks on no",
    Op.CHAOS: "makes chaos ensue",
    Op.EXTRA_TURN: "adds an extra turn for the controller after this one (500.7)",
    Op.ADDITIONAL_COMBAT: "adds a combat phase and a main phase in a main phase (500.8)",
    Op.EXTRA_BEGINNING: "adds a beginning phase after this phase (500.8)",
    Op.REVERSE: "reverses the turn order",
    Op.UNTIL_PLANESWALK: "shows `{arg}` until a player planeswalks (901.11)",
    Op.SKIP_UNTAP: "skips every untap step",
    Op.CHAOTIC_AETHER: "counts blank rolls as chaos until a player planeswalks away from a plane",
    Op.FIXED_POINT: "counts a Planeswalker roll as chaos until the controller's next turn",
    Op.SPATIAL_MERGING: (
        "reveals until two planes and planeswalks to both (901.11c)"
        f" ({_PAPER}: asks which two planes the table revealed, one question each, and turns both face up; the"
        " table puts the phenomena revealed on the bottom)"
    ),
    Op.INTERPLANAR_TUNNEL: (
        "reveals until five planes, asks which goes on top, the rest to the bottom in a recorded random order"
        f" ({_PAPER}: the table does it and says when it is done)"
    ),
    Op.STAIRS: (
        "reveals the top planar card and asks whether it goes to the bottom"
        f" ({_PAPER}: asks which card the table revealed, then whether it went to the bottom; the table keeps its"
        " deck's order, so the answer is recorded and changes nothing the app holds)"
    ),
    Op.POOLS: (
        "reveals the top three planar cards and makes their chaos abilities trigger (each shown, and carried out where"
        " the app acts on that card's chaos ability), then puts them on the bottom in the order revealed"
        f" ({_PAPER}: asks which three cards the table revealed, one question each, then their chaos abilities"
        " trigger as in the app's own deck; the table puts its paper cards on the bottom in the order it likes)"
    ),
    Op.SEEDCORE: (
        "reveals until a plane and planeswalks to it without planeswalking away"
        f" ({_PAPER}: asks which card the table turned face up)"
    ),
    Op.DOUBLE_DAMAGE: "doubles the damage the app deals (614.1a), through the lasting effects",
    Op.ENTERS_WITH: "turns it face up with {amount} {arg} counters (the starting plane too: a replacement, no trigger)",
    Op.REMOVE_COUNTER: "removes {amount} {arg} counter(s) from the plane",
    Op.NO_PLANESWALK: (
        "makes chaos ensue instead of any planeswalk (a Planeswalker roll, F7, an ability's) while it has {arg} counters"
    ),
    Op.REVEAL_CHAOS: (
        "reveals the planar deck until a plane card, makes chaos ensue on it (carried out where the app acts on that"
        " card's chaos ability), then puts the revealed cards on the bottom in the order revealed"
        f" ({_PAPER}: nothing, the table does it)"
    ),
    Op.PROBABILITY_FLUX: (
        "until the controller's next turn makes each roll of the app's planar die two dice, recorded, and asks the"
        " roller which to keep (one roll action, 901.9); a paper roll is the die the table kept"
    ),
}

_STEPS = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep",
    Step.DRAW: "draw step",
    Step.PRECOMBAT_MAIN: "precombat main phase",
    Step.BEGINNING_OF_COMBAT: "beginning of combat step",
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_OF_COMBAT: "end of combat",
    Step.POSTCOMBAT_MAIN: "postcombat main phase",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}

#: The moments a plane's line is reminded at (``EVENT_LINES``), in words.
_MOMENTS = {
    "roll": "when the controller rolls the planar die",
    "to": "when the controller planeswalks to it",
    "away": "when the controller planeswalks away from it",
}

_INTRO = """\
# The planar cards: what the app does with each

Generated by `tools/plane_audit.py` from the engine (`engine/planar_cards.py`,
`engine/planar_reasons.py`); do not edit by hand: `tests/repo/test_plane_audit.py`
fails when this file is not what the tool makes of the code. Each of the 207
planes and phenomena (CR 311, 312) is **acted on** (the app changes what it
tracks: counters on the plane, life, damage through the lasting effects,
turns, steps, the turn order, the planar deck, effects lasting until a player
planeswalks; the step or moment each act happens at) or **reminded** (its
text is shown, and reminded at the steps it names, or at the moment it
names: a roll of the planar die, a planeswalk to or away from it, for the
table to carry out; the reason the app leaves it to the table). A phenomenon is shown while
it is encountered and never reminded at a step; a plane is not reminded at a
step the app acts on it at, unless the table still finishes that ability
(Spectrox Mines' Treasure, Kilnspire District's mana). Every plane's chaos ability is shown when chaos
ensues (311.7), every face-up card's text is shown, and every phenomenon is
planeswalked away from once the table says it resolved (704.6f). "The physical
deck mode" is the one where the table turns its own paper planar cards. How the
engine plays Planechase: [rules-notes.md](rules-notes.md#planechase-cr-901-in-the-engine).
"""


def _act(act: PlanarAct) -> str:
    what = _OP[act.op].format(arg=act.arg, amount=act.amount)
    if act.since:
        what += f" (from rules version {act.since}: a game saved before is replayed as it was played)"
    return f"{_WHEN[act.when]}, {what}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _row(plane: Plane) -> str:
    acts = PLANAR_ACTS.get(plane.id)
    steps = reminded_steps(plane)
    shown = "shown while it is encountered" if plane.phenomenon else "shown while face up"
    moments = [_MOMENTS[moment] for moment, _ in EVENT_LINES.get(plane.id, ())]
    at = ", ".join([_STEPS[s] for s in steps] + moments) if steps or moments else f"no step ({shown})"
    if acts:
        status = "acted on"
        app = "; ".join(_act(a) for a in acts)
        why = f"the rest of its text is reminded at: {at}"
        for step in (s for s in reminder_steps(plane.plane_text or "") if s not in steps):
            if step is Step.UNTAP and any(a.op is Op.SKIP_UNTAP for a in acts):
                why += f"; not reminded at: {_STEPS[step]} (the step is skipped)"
            else:
                why += (
                    f"; not reminded at: {_STEPS[step]} (the app acts then;"
                    " anything else that ability does is the table's, from the card)"
                )
    else:
        status = "reminded"
        app = f"reminded at: {at}"
        why = REMINDED.get(plane.id, "")
    return f"| {_cell(plane.name_en)} | {plane.kind.value} | {plane.category.value} | {status} | {_cell(app)} | {_cell(why)} |"


def generate(planes: PlaneCatalogue | None = None) -> str:
    """The whole of ``docs/plane-audit.md``, one row per card by English name."""
    planes = planes if planes is not None else load_planes()
    acted = sum(1 for p in planes if p in PLANAR_ACTS)
    lines = [
        _INTRO,
        f"{len(planes)} cards: {acted} acted on, {len(planes) - acted} reminded.",
        "",
        "| Card | Kind | Category | Status | The app | Left to the table, and why |",
        "|---|---|---|---|---|---|",
    ]
    lines += [_row(p) for p in planes.values()]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Print the audit, or with ``--write`` rewrite ``docs/plane-audit.md``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite docs/plane-audit.md")
    args = parser.parse_args(argv)
    text = generate()
    if args.write:
        DOC.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
