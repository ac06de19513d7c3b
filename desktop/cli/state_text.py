"""The final state of a replayed game as ``archenemy replay`` prints it.

JSON (``--json``) or text.

The JSON shapes are documented in the README; the text is the same data for a
person, in the installed language.
"""

from __future__ import annotations

from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.model import GameState
from ...engine.triggers import RECORDED_CHOICES
from ..texts import fill
from .arguments import write_line
from .planes_text import plane_lines, planes_to_json

__all__ = ["print_state", "state_to_json"]


def state_to_json(state: GameState, language: str) -> dict[str, Any]:
    """The final state as ``archenemy replay --json`` prints it (see the README)."""
    from .. import texts

    catalogue = load_catalogue(language)
    deck_known = state.deck_mode.value == "shuffled"
    return {
        "variant": state.variant.value,
        "turn": state.turn,
        "active": state.active,
        "step": state.step.value,
        "players": [
            {
                "name": p.name,
                "team": p.team,
                "life": p.life,
                "poison": p.poison,
                "commander_damage": dict(p.commander_damage),
                "lost": p.lost is not None,
                "loss_reason": p.lost.value if p.lost else None,
            }
            for p in state.players
        ],
        "team_life": state.team_life,
        "scheme_decks": {
            z.owner: [catalogue[c.scheme_id].name for c in z.deck] if deck_known else None for z in state.zones
        },
        "scheme_deck_sizes": {z.owner: len(z.deck) for z in state.zones},
        "face_up": {z.owner: [catalogue[f.scheme_id].name for f in z.face_up] for z in state.zones},
        "pending": [
            {
                "scheme": catalogue[p.scheme_id].name if p.scheme_id is not None and p.scheme_id in catalogue else None,
                "planar_card": _planar_card(p.scheme_id, catalogue),
                "question": texts.prompt_text(p, catalogue),
                "id": p.id,
                "kind": p.kind.value,
                "options": list(p.options),
                "threshold": p.threshold,
                "card": p.card_uid,
                "owner": p.owner,
            }
            for p in state.prompts
        ],
        "outcome": None
        if state.outcome is None
        else {"winners": list(state.outcome.winners), "draw": state.outcome.draw, "reason": state.outcome.reason},
        **_table_help_json(state, catalogue),
        "planes": planes_to_json(state, language),
    }


def _planar_card(card_id: str | None, catalogue: Catalogue) -> str | None:
    """The name of the planar card a question is about, or ``None``.

    A phenomenon being encountered (704.6f) or a plane's chaos ability
    asks about its planar card, which no scheme catalogue holds.
    """
    if card_id is None or card_id in catalogue:
        return None
    from ...engine.planes import load_planes

    planes = load_planes(catalogue.language or "en")
    return planes[card_id].name if card_id in planes else None


def _table_help_json(state: GameState, catalogue: Catalogue) -> dict[str, Any]:
    """The keys of ``replay --json`` a player sees besides the totals.

    Their shapes are in the README.
    """
    from ...engine.effects import choice_slots, step_reminders
    from .. import texts

    return {
        "steps": [step.value for step in state.steps],
        "counters": {p.name: dict(p.counters) for p in state.players},
        "choices": [
            {
                "card": slot.card,
                "scheme": catalogue[slot.scheme].name,
                "owner": slot.owner,
                "role": slot.role,
                "value": slot.value,
                "options": list(slot.options),
            }
            for slot in choice_slots(state)
        ]
        + [
            {
                "card": f.uid,
                "scheme": catalogue[f.scheme_id].name,
                "owner": f.card.owner,
                "role": role,
                "value": value,
                "options": [],
            }
            for f in state.face_up()
            for role, value in f.choices
            if f.scheme_id not in RECORDED_CHOICES
        ],
        "doom_counters": [
            {"card": f.uid, "owner": f.card.owner, "counters": f.counters}
            for f in state.face_up()
            if f.scheme_id == "your-inescapable-doom"
        ],
        "reminders": [
            {"scheme": catalogue[r.scheme_id].name, "owner": r.owner, "until": r.until, "choices": dict(r.choices)}
            for r in state.reminders
        ],
        "step_reminders": [
            {
                "key": r.key,
                "scheme": catalogue[r.scheme].name,
                "card": r.card,
                "owner": r.owner,
                "step": r.step.value if r.step is not None else None,
                "player": r.player,
                "text": texts.step_reminder_text(r, catalogue),
            }
            for r in step_reminders(state)
        ],
        "extra_turns": [
            {"player": t.player, "no_schemes": t.no_schemes, "skip_untap": t.skip_untap} for t in state.extra_turns
        ],
        **_resolving_json(state, catalogue),
    }


def _resolving_json(state: GameState, catalogue: Catalogue) -> dict[str, Any]:
    """``life_effects`` and ``tokens``: what the resolving schemes compute."""
    from ...engine.effects import life_effects, token_counts
    from .. import texts

    resolving = [f for f in state.face_up() if not f.ongoing and not f.resolved]
    return {
        "life_effects": [
            {
                "card": f.uid,
                "scheme": catalogue[f.scheme_id].name,
                "key": e.key,
                "player": e.player,
                "amount": e.amount,
                "text": texts.life_effect_text(e),
                "changes": [{"player": c.player, "life": c.life, "poison": c.poison} for c in e.deltas],
                "numbers": list(e.numbers),
            }
            for f in resolving
            for e in life_effects(state, f)
        ],
        "tokens": [
            {
                "card": f.uid,
                "scheme": catalogue[f.scheme_id].name,
                "token": t.token,
                "count": t.count,
                "player": t.player,
                "condition": t.condition,
                "text": texts.token_text(t),
            }
            for f in resolving
            for t in token_counts(state, f)
        ],
    }


def print_state(state: GameState, language: str, out: TextIO) -> None:
    """The final state as ``archenemy replay`` prints it, a line at a time.

    The variant, turn and step, the totals, what is on the table; every
    line's control characters escaped (a player's name is text).
    """
    from .. import texts

    data = state_to_json(state, language)
    write_line(out, f"{texts.variant_name(state.variant)} · {texts.turn_text(state)} · {texts.step_name(state.step)}")
    for p in state.players:
        life = data["team_life"] if p.life is None else p.life
        lost = f"  ({texts.loss_reason(p.lost)})" if p.lost else ""
        write_line(out, f"  {p.name}: {life}{lost}")
    for owner, names in data["face_up"].items():
        if names:
            write_line(out, f"  {owner}: {', '.join(names)}")
    for line in plane_lines(state, language):
        write_line(out, f"  {line}")
    for owner, counts in data["counters"].items():
        if counts:
            shown = ", ".join(f"{texts.counter_name(name)} {n}" for name, n in counts.items())
            write_line(out, f"  {owner}: {shown}")
    for doom in data["doom_counters"]:
        counters = fill(QCoreApplication.translate("Cli", "doom counters: %1"), doom["counters"])
        write_line(out, f"  {doom['owner']}: {counters}")
    for choice in data["choices"]:
        if choice["value"]:
            value = texts.choice_value_text(choice["value"])
            write_line(out, f"  {choice['scheme']}: {texts.choice_role_text(choice['role'])}: {value}")
    for reminder in data["step_reminders"]:
        write_line(out, f"  ! {reminder['text']}")
    for effect in data["life_effects"]:
        write_line(out, f"  + {effect['scheme']}: {effect['text']}")
    for token in data["tokens"]:
        write_line(out, f"  + {token['scheme']}: {token['text']}")
    for pending in data["pending"]:
        write_line(out, f"  ? {pending['question']}")
    if state.outcome is not None:
        write_line(out, texts.outcome_text(state.outcome))
