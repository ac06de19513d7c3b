"""The words of the planes: the planar die, planeswalking, planar questions.

Part of :mod:`archenemy.desktop.texts` (CR 901, 311, 312, 701.31).

The faces of the planar die, the cost of the next roll (901.9), the
questions the engine asks about planar cards (the physical deck's reveal,
a phenomenon to resolve, Interplanar Tunnel's choice, Stairs to Infinity,
"Then planeswalk."), their options (planes by name in the catalogue's
language), the game log's lines of rolls, planeswalks, chaos and counters,
and the undo steps of the planar actions.  Each returns ``None`` for what
is not a plane's, so :mod:`.game` asks here first.
"""

from __future__ import annotations

from ...engine.actions import Action, ChaosEnsues, ChoosePlane, Planeswalk, RollPlanarDice, RollPlanarDie
from ...engine.catalogue import Catalogue
from ...engine.events import (
    ChaosEnsued,
    Event,
    PhenomenonEncountered,
    PlanarCardsLeft,
    PlanarDiceRolled,
    PlanarDieRolled,
    PlanarEffect,
    PlanarEffectEnded,
    PlanarRevealed,
    PlaneCounterAdded,
    PlaneCounterRemoved,
    PlaneDamage,
    Planeswalked,
    PlaneTriggered,
)
from ...engine.model import Prompt, PromptKind
from ...engine.planes import PlaneCatalogue, load_planes
from ...engine.questions import Q_ENCOUNTER, Q_FLUX, Q_PLANAR_REVEAL, Q_PLANAR_THEN, Q_STAIRS, Q_TUNNEL
from .core import INSTALLED, Words, fill
from .names import side_name
from .reminders import plane_line_text

__all__ = [
    "PLANAR_QUESTIONS",
    "die_face_name",
    "plane_counter_name",
    "plane_name",
    "planar_answer_text",
    "planar_event_text",
    "planar_option_text",
    "planar_prompt_text",
    "planar_step_text",
    "roll_cost_text",
]

# The questions whose options are planar cards by plane id.
PLANAR_QUESTIONS = (Q_PLANAR_REVEAL, Q_TUNNEL)


def _planes(catalogue: Catalogue | None) -> PlaneCatalogue:
    """The planes in the scheme catalogue's language (English without one)."""
    return load_planes((catalogue.language if catalogue is not None else None) or "en")


def plane_name(plane_id: str, catalogue: Catalogue | None = None) -> str:
    """A plane's or phenomenon's name in ``catalogue``'s language.

    The id itself for a card the catalogue does not know.
    """
    planes = _planes(catalogue)
    return planes[plane_id].name if plane_id in planes else plane_id


def _names(plane_ids: tuple[str, ...], catalogue: Catalogue | None, words: Words) -> str:
    """The planar cards' names, each quoted as the language quotes a card's name."""
    _tr = words.tr
    #: A planar card's name in a list of them ("“Akoum”, “Bant”").
    quoted = _tr("Planes", "“%1”")
    return ", ".join(fill(quoted, plane_name(i, catalogue)) for i in plane_ids)


def die_face_name(face: str, words: Words = INSTALLED) -> str:
    """A face of the planar die: blank, chaos or Planeswalker (901.3a, 107.11-12)."""
    _tr = words.tr
    return {
        "blank": _tr("Planes", "blank"),
        "chaos": _tr("Planes", "chaos"),
        "planeswalker": _tr("Planes", "Planeswalker symbol"),
    }.get(face, face)


def roll_cost_text(cost: int, words: Words = INSTALLED) -> str:
    """The mana the next roll of the planar die costs (901.9): "free" or "1 mana"."""
    _tr = words.tr
    if cost <= 0:
        return _tr("Planes", "free")
    # "mana" takes no plural in either language ("2 de maná")
    return fill(_tr("Planes", "%1 mana"), cost)


def plane_counter_name(counter: str, words: Words = INSTALLED) -> str:
    """The name of a counter a planar card carries (scroll, flame, pressure...)."""
    _tr = words.tr
    return {
        "scroll": _tr("Planes", "scroll"),
        "flame": _tr("Planes", "flame"),
        "exposure": _tr("Planes", "exposure"),
        "pressure": _tr("Planes", "pressure"),
        "eruption": _tr("Planes", "eruption"),
        "charge": _tr("Planes", "charge"),
        "dread": _tr("Planes", "dread"),
    }.get(counter, counter)


def planar_prompt_text(prompt: Prompt, catalogue: Catalogue, words: Words = INSTALLED) -> str | None:
    """The question a planar prompt asks the table, or ``None`` for another prompt.

    ``%1`` is the player asked, ``%2`` the planar card asked about.
    """
    _tr = words.tr
    q = prompt.question
    player = side_name(prompt.param("player") or prompt.owner, words)
    card = plane_name(prompt.scheme_id, catalogue) if prompt.scheme_id else ""
    if q == Q_PLANAR_REVEAL and prompt.param("by"):
        return _revealed_by_text(prompt, player, catalogue, words)
    if q == Q_PLANAR_REVEAL:
        if prompt.param("start") == "1":
            return fill(_tr("Planes", "%1: which plane did you turn face up as the starting plane?"), player)
        return fill(_tr("Planes", "%1: which planar card did you turn face up from your planar deck?"), player)
    if q == Q_ENCOUNTER:
        return fill(_tr("Planes", "Resolve “%2”, then press Done (%1 planeswalks away from it)."), player, card)
    if q == Q_TUNNEL:
        return fill(_tr("Planes", "“%2”: %1, which plane goes on top of your planar deck?"), player, card)
    if q == Q_STAIRS:
        top = plane_name(prompt.param("plane") or "", catalogue)
        return fill(_tr("Planes", "“%2”: put “%3”, the top card of the planar deck, on the bottom?"), player, card, top)
    if q == Q_PLANAR_THEN and prompt.kind is PromptKind.YES_NO:
        return fill(_tr("Planes", "“%2”: could %1 sacrifice a creature? (If not, %1 planeswalks.)"), player, card)
    if q == Q_PLANAR_THEN:
        return fill(_tr("Planes", "Resolve the chaos of “%2”, then press Done: %1 planeswalks."), player, card)
    if q == Q_FLUX:
        return fill(_tr("Planes", "“%2”: %1 rolled the planar die twice. Which die does %1 keep?"), player, card)
    return None


def _revealed_by_text(prompt: Prompt, player: str, catalogue: Catalogue, words: Words) -> str:
    """The physical deck's question for a card an ability revealed.

    Spatial Merging's two planes (its phenomena to the bottom), Stairs to
    Infinity's top card, Pools of Becoming's three cards, each by its
    place among them, naming the cards answered before.
    """
    _tr = words.tr
    wanted = int(prompt.param("wanted") or "1")
    before = tuple(x for x in (prompt.param("revealed") or "").split(",") if x)
    place = len(before) + 1
    if prompt.param("by") == "spatial-merging" and place == 1:
        template = _tr(
            "Planes",
            "%1: reveal from the top of your planar deck until a plane. Which plane? (Phenomena go on the bottom.)",
        )
        return fill(template, player)
    if prompt.param("by") == "spatial-merging":
        template = _tr(
            "Planes", "%1: reveal on until a second plane (the first: %2). Which plane? (Phenomena go on the bottom.)"
        )
        return fill(template, player, _names(before, catalogue, words))
    if wanted == 1:
        return fill(_tr("Planes", "%1: which card did you reveal from the top of your planar deck?"), player)
    if before:
        template = _tr(
            "Planes",
            "%1: which card did you reveal next from the top of your planar deck (%2 of %3; before: %4)?",
        )
        return fill(template, player, place, wanted, _names(before, catalogue, words))
    template = _tr(
        "Planes",
        "%1: which card did you reveal from the top of your planar deck (%2 of %3)? All go on the bottom after.",
    )
    return fill(template, player, place, wanted)


def planar_option_text(prompt: Prompt, option: str, catalogue: Catalogue) -> str | None:
    """A planar question's option (a planar card by name, a die's face), or ``None``."""
    if prompt.question in PLANAR_QUESTIONS:
        return plane_name(option, catalogue)
    if prompt.question == Q_FLUX:
        return die_face_name(option)
    return None


def planar_event_text(event: Event, catalogue: Catalogue, words: Words = INSTALLED) -> str | None:
    """The game log's line of a planar event; ``None`` for another event."""
    _tr = words.tr
    if isinstance(event, PlanarDieRolled):
        return _roll_text(event, words)
    if isinstance(event, Planeswalked):
        return _planeswalked_text(event, catalogue, words)
    if isinstance(event, PhenomenonEncountered):
        return fill(_tr("Planes", "%1 encounters “%2”."), event.player, plane_name(event.phenomenon, catalogue))
    if isinstance(event, PlaneTriggered):
        return plane_line_text(event.plane, event.line, event.controller, _planes(catalogue), words, brief=True)
    if isinstance(event, ChaosEnsued):
        return fill(
            _tr("Planes", "Chaos ensues: “%1” (%2 controls it)."), plane_name(event.plane, catalogue), event.controller
        )
    if isinstance(event, PlanarDiceRolled):
        faces = ", ".join(die_face_name(f, words) for f in event.faces)
        return fill(
            _tr("Planes", "%1 rolls %2 planar dice (Probability Flux): %3."), event.player, len(event.faces), faces
        )
    if isinstance(event, PlaneCounterAdded):
        template = _tr("Planes", "“%1” gets a %2 counter (%3).")
        if event.amount > 1:
            template = _tr("Planes", "“%1” gets %4 %2 counters (%3).")
        return fill(
            template,
            plane_name(event.plane, catalogue),
            plane_counter_name(event.counter, words),
            event.counters,
            event.amount,
        )
    if isinstance(event, PlaneCounterRemoved):
        template = _tr("Planes", "A %2 counter is removed from “%1” (%3 left).")
        return fill(
            template, plane_name(event.plane, catalogue), plane_counter_name(event.counter, words), event.counters
        )
    if isinstance(event, PlaneDamage):
        return fill(
            _tr("Planes", "“%1” deals %2 damage to %3."), plane_name(event.plane, catalogue), event.amount, event.player
        )
    if isinstance(event, PlanarRevealed) and event.communal:
        template = _tr("Planes", "“%1” reveals from the planar deck: %2.")
        return fill(template, plane_name(event.by, catalogue), _names(event.planes, catalogue, words))
    if isinstance(event, PlanarRevealed):
        template = _tr("Planes", "“%1” reveals from %2's planar deck: %3.")
        return fill(
            template,
            plane_name(event.by, catalogue),
            side_name(event.player, words),
            _names(event.planes, catalogue, words),
        )
    if isinstance(event, PlanarCardsLeft):
        return fill(
            _tr("Planes", "%1 left the game, and %2 with them."), event.player, _names(event.planes, catalogue, words)
        )
    if isinstance(event, PlanarEffect):
        return _effect_text(event, catalogue, words)
    if isinstance(event, PlanarEffectEnded):
        return fill(_tr("Planes", "The effect of “%1” ends."), plane_name(event.plane, catalogue))
    return None


def _roll_text(event: PlanarDieRolled, words: Words) -> str:
    _tr = words.tr
    face = die_face_name(event.face, words)
    if event.paper:
        line = fill(_tr("Planes", "%1 rolls the table's own planar die: %2."), event.player, face)
    else:
        line = fill(_tr("Planes", "%1 rolls the planar die: %2."), event.player, face)
    if event.result != event.face:
        line += " " + fill(_tr("Planes", "It counts as %1."), die_face_name(event.result, words))
    if event.caused:
        line += " " + _tr("Planes", "An effect made them roll: free.")
    elif event.cost:
        line += " " + fill(_tr("Planes", "It cost %1."), roll_cost_text(event.cost, words))
    return line


def _planeswalked_text(event: Planeswalked, catalogue: Catalogue, words: Words) -> str:
    _tr = words.tr
    to, away = _names(event.to, catalogue, words), _names(event.away, catalogue, words)
    if event.reason == "start":
        return fill(_tr("Planes", "The starting plane: %1."), to)
    if not event.to and event.away:
        return fill(_tr("Planes", "%1 planeswalks away from %2."), event.player, away)
    if not event.to:
        return fill(_tr("Planes", "%1 planeswalks."), event.player)
    if event.away:
        return fill(_tr("Planes", "%1 planeswalks from %2 to %3."), event.player, away, to)
    return fill(_tr("Planes", "%1 planeswalks to %2."), event.player, to)


def _effect_text(event: PlanarEffect, catalogue: Catalogue, words: Words) -> str:
    _tr = words.tr
    templates = {
        "reverse_turn_order": _tr("Planes", "“%1”: the turn order is reversed."),
        "extra_turn": _tr("Planes", "“%1”: %2 will take an extra turn."),
        "additional_combat": _tr("Planes", "“%1”: an additional combat phase and main phase this turn."),
        "extra_beginning_phase": _tr("Planes", "“%1”: an additional beginning phase after this one."),
        "chaotic_aether": _tr(
            "Planes", "“%1”: every blank roll is chaos until a player planeswalks away from a plane."
        ),
        "fixed_point": _tr("Planes", "“%1”: a Planeswalker roll is chaos until %2's next turn."),
        "until_planeswalk": _tr("Planes", "“%1”: an effect lasts until a player planeswalks."),
        "skip_untap": _tr("Planes", "“%1”: %2 skips the untap step."),
        "planeswalk_replaced": _tr("Planes", "“%1” has dread counters: chaos ensues instead of planeswalking."),
        "probability-flux": _tr(
            "Planes", "“%1”: until %2's next turn, each roll of the planar die is two dice, and one is ignored."
        ),
    }
    template = templates.get(event.key, _tr("Planes", "“%1” acts."))
    return fill(template, plane_name(event.plane, catalogue), side_name(event.player, words))


def planar_answer_text(
    value: bool | int | str,
    catalogue: Catalogue,
    words: Words = INSTALLED,
    *,
    question: str | None = None,
    card: str | None = None,
    done: bool = False,
) -> str | None:
    """The undo step's name of an answer to a planar question, or ``None``.

    ``value``: the answer; ``question``: its question's key; ``card``: the
    plane or phenomenon it was about (the question's ``scheme_id``), if
    any; ``done``: the question was a Done.  A phenomenon's Done names it
    and the planeswalk away from it (704.6f); another answer names its
    card and the answer ("Answer to “Interplanar Tunnel”: “Naar Isle”");
    the physical deck's reveal names the card turned.  ``None`` for an
    answer about no planar card.
    """
    _tr = words.tr
    planes = _planes(catalogue)
    if card is not None and card in planes:
        name = plane_name(card, catalogue)
        if done and question == Q_ENCOUNTER:
            return fill(_tr("Planes", "The phenomenon “%1” resolved, and the planeswalk away from it"), name)
        if done:
            return fill(_tr("Planes", "“%1”: Done"), name)
        return fill(_tr("Planes", "Answer to “%1”: %2"), name, _answer_words(value, catalogue, words))
    if question == Q_PLANAR_REVEAL and isinstance(value, str) and value in planes:
        return fill(_tr("Planes", "The planar card turned face up: “%1”"), plane_name(value, catalogue))
    return None


def _answer_words(value: bool | int | str, catalogue: Catalogue, words: Words) -> str:
    """An answer in words: yes or no, a planar card's name quoted, a number."""
    _tr = words.tr
    if isinstance(value, bool):
        return _tr("Planes", "Yes") if value else _tr("Planes", "No")
    if isinstance(value, str) and value in _planes(catalogue):
        return _names((value,), catalogue, words)
    return str(value)


def planar_step_text(action: Action, words: Words = INSTALLED) -> str | None:
    """The undo step's name of a planar action, or ``None`` for another."""
    _tr = words.tr
    if isinstance(action, RollPlanarDie):
        return fill(_tr("Planes", "%1's roll of the planar die (%2)"), action.player, die_face_name(action.face, words))
    if isinstance(action, RollPlanarDice):
        faces = ", ".join(die_face_name(f, words) for f in action.faces)
        return fill(_tr("Planes", "%1's roll of the planar die (%2)"), action.player, faces)
    if isinstance(action, Planeswalk):
        return fill(_tr("Planes", "%1 planeswalks"), action.player)
    if isinstance(action, ChaosEnsues):
        return _tr("Planes", "Chaos ensues")
    if isinstance(action, ChoosePlane):
        return _tr("Planes", "The plane chosen")
    return None
