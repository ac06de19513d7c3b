"""What the server tells phones and what phones may say: the game as words, and the messages' shapes.

The phone page holds no texts of its own: every label and every game text it
shows comes from here, already rendered in the phone's language by the one
renderer (:mod:`archenemy.desktop.texts`) and the catalogue's card texts.

Messages are JSON objects with a ``type``:

* server → phone: ``state`` (the whole table, the same for every phone of one
  language; ``seq`` counts the states sent since sharing started), ``you``
  (this phone's seat and whether it may change its life), ``refused`` (``code``
  and ``text``), ``alive`` (a heartbeat every few seconds).
* phone → server: ``hello`` (``language``, ``phone``: a random id the page keeps
  in local storage, so a phone keeps its seat across reconnections), ``claim``
  (``player``: a name, or ``null`` to watch only), ``life`` (``player``,
  ``delta``).  Anything else is refused with ``bad_message``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.events import SetInMotion
from ...engine.game import shown_scheme
from ...engine.model import HEROES, GameState
from .. import texts
from ..i18n import normalize_language
from ..texts import Words, fill

# The biggest change of life one message may ask for (a typo guard, not a rule).
MAX_LIFE_DELTA = 100
# A phone id: what ``secrets.token_urlsafe`` makes, 8 to 64 characters.
PHONE_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")

# Refusal codes sent to phones (each worded by :func:`refusal_text`).
REFUSALS = (
    "bad_message",
    "too_fast",
    "say_hello",
    "not_allowed",
    "not_your_seat",
    "seat_taken",
    "unknown_player",
    "game_over",
    "not_saved",
    "too_many_connections",
)


def phone_language(value: object) -> str:
    """The language a phone asked for (``"es-AR"`` → ``"es"``); English for anything the app does not speak."""
    if not isinstance(value, str) or len(value) > 35:
        return "en"
    return normalize_language(value) or "en"


@dataclass(frozen=True)
class Request:
    """One parsed message from a phone: ``kind`` (``hello``/``claim``/``life``) and its fields."""

    kind: str
    language: str = "en"
    phone: str = ""
    player: str | None = None
    delta: int = 0


def parse_request(data: object) -> Request | None:
    """The phone's message ``data`` (already decoded JSON) as a :class:`Request`, or ``None`` when malformed.

    ``life`` needs a ``player`` string and an integer ``delta`` (not a bool)
    with ``1 <= |delta| <= MAX_LIFE_DELTA``; ``claim`` a string or ``null``;
    ``hello`` a ``phone`` id matching :data:`PHONE_ID`.
    """
    if not isinstance(data, dict):
        return None
    kind = data.get("type")
    if kind == "hello":
        phone = data.get("phone")
        if not isinstance(phone, str) or not PHONE_ID.fullmatch(phone):
            return None
        return Request("hello", language=phone_language(data.get("language")), phone=phone)
    player = data.get("player")
    if kind == "claim":
        if player is not None and not (isinstance(player, str) and 0 < len(player) <= 200):
            return None
        return Request("claim", player=player)
    if kind == "life":
        delta = data.get("delta")
        if not isinstance(player, str) or isinstance(delta, bool) or not isinstance(delta, int):
            return None
        if not 1 <= abs(delta) <= MAX_LIFE_DELTA:
            return None
        return Request("life", player=player, delta=delta)
    return None


def refusal_text(code: str, words: Words) -> str:
    """Why a phone's message was refused, in ``words``' language (``code`` from :data:`REFUSALS`)."""
    _tr = words.tr
    return {
        "bad_message": _tr("Share", "The laptop did not understand that message."),
        "too_fast": _tr("Share", "Too many messages: wait a moment."),
        "say_hello": _tr("Share", "The page must introduce itself first: reload it."),
        "not_allowed": _tr("Share", "The laptop does not let players change their own life right now."),
        "not_your_seat": _tr("Share", "You can change only your own life."),
        "seat_taken": _tr("Share", "Another phone already holds that seat."),
        "unknown_player": _tr("Share", "There is no such player in this game."),
        "game_over": _tr("Share", "The game is over."),
        "not_saved": _tr("Share", "The laptop could not save that change: look at the laptop."),
        "too_many_connections": _tr("Share", "This phone has too many pages open on the laptop: close the others."),
    }[code]


def page_words(words: Words) -> dict[str, str]:
    """The page's fixed labels in ``words``' language (the page has no texts of its own)."""
    _tr = words.tr
    return {
        "title": _tr("Share", "Archenemy Companion"),
        "connecting": _tr("Share", "Connecting to the laptop…"),
        "stale": _tr("Share", "Out of date: reconnecting to the laptop…"),
        "stopped": _tr("Share", "The laptop stopped sharing the game."),
        "refused": _tr("Share", "This address is no longer valid: scan the code on the laptop again."),
        "no_token": _tr("Share", "Open this page by scanning the code on the laptop."),
        "i_am": _tr("Share", "I am…"),
        "watching": _tr("Share", "Just watching"),
        "held": _tr("Share", "(another phone)"),
        "you": _tr("Share", "You"),
        "life": _tr("Share", "Life"),
        "poison": _tr("Share", "Poison"),
        "team_life": _tr("Share", "The heroes' team life"),
        "scheme": _tr("Share", "Scheme in motion"),
        "ongoing": _tr("Share", "Ongoing schemes"),
        "none_ongoing": _tr("Share", "No ongoing scheme."),
        "question": _tr("Share", "The table must answer"),
        "may_change": _tr("Share", "You may change your life here."),
    }


def _card_text(catalogue: Catalogue, scheme_id: str) -> str:
    text = catalogue[scheme_id].text
    if catalogue[scheme_id].ongoing and text.startswith("(") and "\n" in text:
        text = text.split("\n", 1)[1]  # the ongoing reminder line, in any language
    return text


def _scheme_view(
    state: GameState, set_in_motion: SetInMotion | None, catalogue: Catalogue, words: Words
) -> dict[str, Any]:
    _tr = words.tr
    shown, last_id = shown_scheme(state, set_in_motion)
    scheme_id = shown.scheme_id if shown else last_id
    if scheme_id is None or scheme_id not in catalogue:
        return {"caption": _tr("Share", "Scheme deck"), "name": _tr("Share", "No scheme in motion yet"), "text": ""}
    scheme = catalogue[scheme_id]
    if shown is None:
        caption = _tr("Share", "Last scheme · now on the bottom of the scheme deck")
    elif shown.ongoing:
        caption = _tr("Share", "Ongoing scheme · face up until abandoned")
    elif not shown.resolved:
        caption = _tr("Share", "Set in motion · the table resolves it")
    else:
        caption = _tr("Share", "Resolved")
    if shown is not None and state.variant.rules.every_player_archenemy:
        caption = f"{shown.card.owner} · {caption}"
    text = _card_text(catalogue, scheme_id)
    if shown is not None and shown.choices:
        chosen = "; ".join(f"{texts.role_name(r, words)}: {texts.side_name(n, words)}" for r, n in shown.choices)
        text = f"{text}\n\n{chosen}"
    return {"caption": caption, "name": scheme.name, "type_line": scheme.type_line, "text": text}


def _ongoing_view(state: GameState, catalogue: Catalogue, words: Words) -> list[dict[str, Any]]:
    _tr = words.tr
    found = []
    for face in state.face_up():
        if not face.ongoing or face.scheme_id not in catalogue:
            continue
        text = _card_text(catalogue, face.scheme_id)
        if face.counters:
            counters = fill(_tr("Share", "Doom counters: %1"), face.counters)
            text = f"{text}\n{counters}"
        found.append({"name": catalogue[face.scheme_id].name, "owner": face.card.owner, "text": text})
    return found


def _players_view(state: GameState, colours: Mapping[str, str | None], claimed: set[str], words: Words) -> list[Any]:
    _tr = words.tr
    found = []
    for p in state.players:
        commander = [
            fill(_tr("Share", "%1's commander: %2"), owner, amount) for owner, amount in p.commander_damage if amount
        ]
        found.append(
            {
                "name": p.name,
                "colour": colours.get(p.name) or "",
                "archenemy": p.is_archenemy,
                "life": state.team_life if p.life is None else p.life,
                "team_life": p.life is None,
                "poison": p.poison,
                "commander": commander,
                "lost": texts.loss_reason(p.lost, words) if p.lost else "",
                "claimed": p.name in claimed,
            }
        )
    return found


@dataclass(frozen=True)
class Table:
    """Everything a state message is made from: the state, the last scheme set in motion, seat colours, claims, the switch."""

    state: GameState
    set_in_motion: SetInMotion | None
    colours: Mapping[str, str | None]
    claimed: frozenset[str]
    allow_life: bool


def state_message(table: Table, language: str, seq: int) -> dict[str, Any]:
    """The ``state`` message for phones speaking ``language``: the whole table in words.

    Keys: ``seq``, ``language``, ``words`` (:func:`page_words`), ``variant``,
    ``turn``, ``step``, ``active``, ``scheme`` (caption, name, type line, text),
    ``ongoing`` (name, owner, text), ``players`` (name, colour ``#rrggbb`` or
    ``""``, life, poison, commander damage lines, loss reason or ``""``,
    claimed), ``questions`` (the prompts the table must answer), ``outcome``
    (text or ``null``), ``allow_life``.
    """
    words = Words.of(language)
    catalogue = load_catalogue(words.language or "en")
    state = table.state
    return {
        "type": "state",
        "seq": seq,
        "language": words.language,
        "words": page_words(words),
        "variant": texts.variant_name(state.variant, words),
        "turn": texts.turn_text(state, words),
        "step": texts.step_name(state.step, words),
        "active": state.active if state.active != HEROES else "",
        "scheme": _scheme_view(state, table.set_in_motion, catalogue, words),
        "ongoing": _ongoing_view(state, catalogue, words),
        "players": _players_view(state, table.colours, set(table.claimed), words),
        "questions": [texts.prompt_text(p, catalogue, words) for p in state.prompts],
        "outcome": texts.outcome_text(state.outcome, words) if state.outcome is not None else None,
        "allow_life": table.allow_life,
    }
