"""The audit of all 102 schemes.

What the app does for each, generated from the engine itself.

``docs/rules-notes.md`` holds the table between ``<!-- scheme-audit -->``
markers; its "The app" column is generated here and its last column ("Left to
the table, and why") is written by hand and kept.  ``tests/repo/test_scheme_audit.py``
fails when the two differ, so the document cannot drift from the code::

    .venv/bin/python tools/scheme_audit.py           # print the table
    .venv/bin/python tools/scheme_audit.py --write   # rewrite it in docs/rules-notes.md, keeping the last column

The facts come from the engine's data (:data:`~archenemy.engine.triggers.ABANDON_TRIGGERS`,
:data:`~archenemy.engine.triggers.REMINDER_TRIGGERS`, the choices) and from
playing each non-ongoing scheme: set in motion in a three-hero game, what the
rules ask, compute and count, and what marking it done leaves (extra turns,
combats, reminders).  Development only: not in the wheel.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from archenemy.engine.actions import Answer, ChangeLife, NextStep
from archenemy.engine.catalogue import Catalogue, load_catalogue
from archenemy.engine.effects import REDISTRIBUTION_SCHEME, life_effects, token_counts
from archenemy.engine.events import CombatAdded, ExtraTurnAdded
from archenemy.engine.game import Game
from archenemy.engine.interactions import EFFECT_PLAYERS, INTERACTIONS, Change, DamageChange, Deal, On, Recipient, Side
from archenemy.engine.model import PromptKind, Step
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.triggers import (
    ABANDON_TRIGGERS,
    CHOICES,
    MODE_REMINDERS,
    RECORDED_CHOICES,
    REMINDER_TAGS,
    REMINDER_TRIGGERS,
    AbandonTrigger,
    Whose,
)
from archenemy.engine.variants import Variant

REPO = Path(__file__).resolve().parent.parent
DOC = REPO / "docs" / "rules-notes.md"
START, END = "<!-- scheme-audit:start -->", "<!-- scheme-audit:end -->"
HEADER = (
    "| Scheme | Kind | The app | Modifies or reacts to (the app's own actions) | Left to the table, and why |",
    "|---|---|---|---|---|",
)

#: Non-ongoing schemes whose ability the app does not track, dealt after the scheme audited.
_FILLER = ("roots-of-all-evil", "the-iron-guardian-stirs", "look-skyward-and-despair")

_STEPS = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep",
    Step.DRAW: "draw step",
    Step.PRECOMBAT_MAIN: "precombat main phase",
    Step.BEGINNING_OF_COMBAT: "beginning of combat",
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_OF_COMBAT: "end of combat",
    Step.POSTCOMBAT_MAIN: "postcombat main phase",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}
_WHOSE = {
    Whose.OWNER: "your turn",
    Whose.OPPONENT: "opponents' turns",
    Whose.EACH: "every turn",
    Whose.CHOSEN: "the chosen player's turn",
}
_UNTIL = {"owner_next_turn": "until your next turn", "end_of_turn": "until end of turn"}


def _at(steps: tuple[Step, ...], whose: Whose) -> str:
    return f"{' and '.join(_STEPS[s] for s in steps)} of {_WHOSE[whose]}"


def _abandonment(trigger: AbandonTrigger) -> list[str]:
    """What the app does about an ongoing scheme's abandonment clause."""
    sid = trigger.scheme_id
    if sid == "your-inescapable-doom":
        return [
            f"decides at the {_at((Step.END,), Whose.OWNER)}: a doom counter, then that much damage to the "
            "opponent with the highest life total; asks only a tie among players still in the game"
        ]
    if sid == "you-cannot-hide-from-me":
        return [f"decides at the {_at((Step.END,), Whose.OPPONENT)} from the life totals (no question)"]
    if sid == "my-laughter-echoes":
        return [
            "asks after each non-ongoing scheme of yours resolves: yes abandons it and sets that scheme in motion again"
        ]
    facts = []
    if trigger.checkpoint is not None:
        if trigger.kind is PromptKind.COUNT:
            question = f"a count ({trigger.threshold} or more abandons)"
        elif trigger.kind is PromptKind.CHOICE:
            question = f"{' / '.join(trigger.options)} ({trigger.abandon_if} abandons)"
        else:
            question = f"yes/no ({'yes' if trigger.abandon_if else 'no'} abandons)"
        when = " when the chosen player can be attacked" if sid == "imprison-this-insolent-wretch" else ""
        facts.append(f"asks at the {_at((trigger.checkpoint.step,), trigger.checkpoint.whose)}{when}: {question}")
    if trigger.event:
        facts.append("the table can report the event at any time")
    if trigger.delayed:
        facts.append("abandons at the next end of combat")
    if trigger.decided_by_active:
        facts.append("answered no at once when the Rumble opponent asked leaves")
    if trigger.then:
        facts.append(f"then shows `{trigger.then}`")
    return facts


def _ongoing_facts(scheme_id: str) -> list[str]:
    facts = []
    if scheme_id in CHOICES:
        facts.append(f"asks {', '.join(f'`{role}`' for role, _ in CHOICES[scheme_id])} when set in motion")
    trigger = ABANDON_TRIGGERS.get(scheme_id)
    if trigger is not None:
        facts += _abandonment(trigger)
    for reminder in REMINDER_TRIGGERS.get(scheme_id, ()):
        usual = " (where it usually happens)" if reminder.usual else ""
        facts.append(f"reminds `{reminder.key}` at the {_at(reminder.steps, reminder.whose)}{usual}")
    return facts


def _start(scheme_id: str) -> GameStart:
    deck = (scheme_id, *_FILLER)
    players = (PlayerSetup("Archenemy", deck),) + tuple(PlayerSetup(f"Hero {n}") for n in (1, 2, 3))
    return GameStart(GameSetup(Variant.ARCHENEMY, players), (("Archenemy", deck),), "Archenemy")


def _played(scheme_id: str, catalogue: Catalogue) -> list[str]:
    """Set ``scheme_id`` (non-ongoing) in motion and mark it done.

    What the rules asked, computed and left.
    """
    game = Game(_start(scheme_id), catalogue)
    # life totals that differ, for the effects that read them
    game.do(ChangeLife("Hero 3", -5))
    for _ in range(3):
        # untap -> precombat main: the scheme is set in motion
        game.do(NextStep())
    face = next(f for f in game.state.face_up() if f.scheme_id == scheme_id)
    facts = []
    roles = [p.param("role") for p in game.state.prompts if p.question == "choose"]
    if roles:
        facts.append(f"asks {', '.join(f'`{r}`' for r in roles)}")
    if scheme_id in RECORDED_CHOICES:
        recorded = [
            f"`{role}` ({kind if isinstance(kind, str) else ' / '.join(kind)})"
            for role, kind in RECORDED_CHOICES[scheme_id]
        ]
        facts.append(f"records {', '.join(recorded)}")
    keys = sorted({e.key for e in life_effects(game.state, face)})
    if keys:
        facts.append(f"computes the life change ({', '.join(keys)})")
    if scheme_id == REDISTRIBUTION_SCHEME:
        facts.append("checks and applies the redistribution")
    tokens = [t.token for t in token_counts(game.state, face)]
    if tokens:
        facts.append(f"counts the tokens ({', '.join(dict.fromkeys(tokens))})")
    while game.state.prompts:
        prompt = game.state.prompts[0]
        game.do(Answer(prompt.id, prompt.options[0] if prompt.kind is PromptKind.CHOICE else True))
    events = list(game.events)
    facts += [_turn_fact(e, game) for e in events if isinstance(e, (ExtraTurnAdded, CombatAdded))]
    if game.state.zone("Archenemy").next_set_count == 3:
        facts.append("sets three schemes in motion the next time")
    modes = MODE_REMINDERS.get(scheme_id)
    untils = dict.fromkeys(r.until for r in game.state.reminders)
    if modes is not None:
        untils.pop(modes[1], None)
    facts += [f"reminds {_UNTIL[until]}" for until in untils]
    if modes is not None:
        facts.append(f"reminds {_UNTIL[modes[1]]} (mode {' / '.join(modes[0])})")
    return facts or ["waits for Done"]


def _turn_fact(event: ExtraTurnAdded | CombatAdded, game: Game) -> str:
    if isinstance(event, CombatAdded):
        return "adds the combat phase and main phase"
    extra = game.state.extra_turns[0]
    if extra.no_schemes:
        return "adds the extra turn (no scheme set in motion)"
    return "adds the extra turn (no untap step)" if extra.skip_untap else "adds the extra turn"


_CHANGES = {
    Change.DOUBLE: "doubles",
    Change.PLUS_ONE: "adds 1 to",
    Change.PREVENT_ONE: "prevents 1 of",
    Change.PREVENT_ALL: "prevents",
}
_DEALS = {
    Deal.DAMAGE: "its damage goes through the lasting effects",
    Deal.LIFE_LOSS: "life lost, not damage (no damage change applies)",
    Deal.LIFE_GAIN: "life gained",
    Deal.LIFE_TOTAL: "life totals redistributed",
    Deal.LIFE_PAYMENT: "life paid (119.4), not damage",
}


def _change(change: DamageChange) -> str:
    """One damage change in words: what, whose sources, to whom."""
    source = {Side.ANY: " the app deals", Side.YOU: " your sources deal", Side.OPPONENT: " opponents' sources deal"}
    to = {
        Recipient.ANY: "",
        Recipient.YOU: " to you",
        Recipient.YOUR_CREATURES: " to your creatures (the app deals none)",
    }
    if change.to is Recipient.YOUR_CREATURES:
        return f"{_CHANGES[change.change]} the damage{to[change.to]}"
    return f"{_CHANGES[change.change]} the damage{source[change.source]}{to[change.to]}"


def _interactions(scheme_id: str, catalogue: Catalogue) -> str:
    """What ``scheme_id`` modifies or reacts to among the app's actions.

    From :data:`INTERACTIONS`, or "none: why".
    """
    entry = INTERACTIONS[scheme_id]
    if entry.none:
        return f"none: {entry.why}"
    scheme = catalogue[scheme_id]
    if scheme.ongoing:
        lasts = "while face up"
    else:
        lasts = " and ".join(_UNTIL[until] for tag, until in REMINDER_TAGS.items() if tag in scheme.prompts)
    facts = [f"{_change(c)} ({lasts})" for c in entry.changes]
    if entry.hexproof:
        facts.append("hexproof: you are never offered as a target of opponents' schemes")
    for reaction in entry.reacts:
        whom = (
            "combat damage to you is recorded" if reaction.on is On.COMBAT_DAMAGE else "its chosen player is targeted"
        )
        facts.append(f"abandoned when {whom}")
    if entry.counts_damage:
        facts.append("its count starts from the damage the app dealt or recorded (5 or more abandons it unasked)")
    roles = [f"`{role}`" for role in entry.targets if role != EFFECT_PLAYERS]
    if roles:
        are = "are targets" if len(roles) > 1 else "is a target"
        facts.append(f"{', '.join(roles)} {are} (hexproof, Imprison This Insolent Wretch)")
    if EFFECT_PLAYERS in entry.targets:
        facts.append("its life change's players are targets (hexproof, Imprison This Insolent Wretch)")
    facts += [_DEALS[deal] for deal in entry.deals]
    if entry.modes:
        facts.append(f"at most {entry.modes} modes (700.2d)")
    return "; ".join(facts)


def generated(catalogue: Catalogue | None = None) -> dict[str, tuple[str, str, str]]:
    """Every scheme's English name -> its generated columns, sorted by name.

    Its kind, what the app does, what it modifies.
    """
    catalogue = catalogue or load_catalogue()
    rows = {}
    for scheme in sorted(catalogue.values(), key=lambda s: s.name_en.casefold()):
        facts = _ongoing_facts(scheme.id) if scheme.ongoing else _played(scheme.id, catalogue)
        kind = "ongoing" if scheme.ongoing else "non-ongoing"
        rows[scheme.name_en] = (kind, "; ".join(facts) or "nothing", _interactions(scheme.id, catalogue))
    return rows


def documented(text: str) -> dict[str, tuple[str, str, str, str]]:
    """The audit table of ``text`` (docs/rules-notes.md).

    Name -> (kind, the app, modifies, why).
    """
    if START not in text or END not in text:
        return {}
    table = text.split(START, 1)[1].split(END, 1)[0]
    rows = {}
    for line in table.strip().splitlines()[2:]:
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if len(cells) == 5:
            rows[cells[0]] = (cells[1], cells[2], cells[3], cells[4])
        # the table before its "Modifies or reacts to" column
        elif len(cells) == 4:
            rows[cells[0]] = (cells[1], cells[2], "", cells[3])
    return rows


def table(whys: dict[str, str], catalogue: Catalogue | None = None) -> str:
    """The markdown table: the generated columns and the hand-written reasons.

    Each scheme's reason from ``whys``.
    """
    lines = list(HEADER)
    for name, (kind, app, modifies) in generated(catalogue).items():
        lines.append(f"| {name} | {kind} | {app} | {modifies} | {whys.get(name, '')} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the table, or with ``--write`` put it in docs/rules-notes.md.

    Between its markers.
    """
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--write", action="store_true", help="rewrite the table in docs/rules-notes.md")
    args = parser.parse_args(argv)
    text = DOC.read_text(encoding="utf-8")
    whys = {name: why for name, (_, _, _, why) in documented(text).items()}
    new = table(whys)
    if not args.write:
        print(new)
        return 0
    if START not in text:
        print(f"{DOC}: no {START} marker", file=sys.stderr)
        return 1
    before, rest = text.split(START, 1)
    after = rest.split(END, 1)[1]
    DOC.write_text(f"{before}{START}\n{new}\n{END}{after}", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
