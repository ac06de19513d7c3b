"""What the server tells phones and what phones may say.

The game as words, and the messages' shapes.

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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...engine.catalogue import load_catalogue
from ...engine.events import SetInMotion
from ...engine.model import GameState
from ...engine.night import NightStandings
from ..languages import normalize_language
from ..table_view import EndView, PlanarView, QuestionView, TableView, table_view
from ..texts import Words
from ..widgets.mana_symbols import CODEPOINTS

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
    """The language a phone asked for (``"es-AR"`` → ``"es"``).

    English for anything the app does not speak.
    """
    if not isinstance(value, str) or len(value) > 35:
        return "en"
    return normalize_language(value) or "en"


@dataclass(frozen=True)
class Request:
    """One parsed message from a phone.

    ``kind`` (``hello``/``claim``/``life``) and its fields.
    """

    kind: str
    language: str = "en"
    phone: str = ""
    player: str | None = None
    delta: int = 0


def parse_request(data: object) -> Request | None:
    """The phone's message ``data`` (already decoded JSON) as a :class:`Request`.

    Or ``None`` when malformed.

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
    """Why a phone's message was refused.

    In ``words``' language (``code`` from :data:`REFUSALS`).
    """
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
    """The page's fixed labels in ``words``' language.

    The page has no texts of its own.
    """
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
        # A player's total as a screen reader reads it.
        "life_of": _tr("Share", "%1: %2 life"),
        # Before an answer's key, read by a screen reader: "Hero 2 key 2".
        "key": _tr("Share", "key"),
        # After an answer the table cannot give now.
        "not_available": _tr("Share", "(not available)"),
        "poison": _tr("Share", "Poison"),
        "team_life": _tr("Share", "The heroes' team life"),
        "scheme": _tr("Share", "Scheme in motion"),
        "ongoing": _tr("Share", "Ongoing schemes"),
        "none_ongoing": _tr("Share", "No ongoing scheme."),
        "lasting": _tr("Share", "Lasting effects"),
        "question": _tr("Share", "The table must answer"),
        "reminders": _tr("Share", "Now"),
        "may_change": _tr("Share", "You may change your life here."),
        # A mana cost drawn as a symbol, as a screen reader reads it: "2 mana".
        "mana": _tr("Share", "%1 mana"),
    }


def _question(question: QuestionView | None) -> dict[str, Any] | None:
    """The question waiting as the page shows it.

    Heading, answers with their keys (unavailable ones kept).
    """
    if question is None:
        return None
    return {
        "id": question.prompt_id,
        "kind": question.kind.value,
        "text": question.question,
        "heading": question.heading,
        "answers": [{"label": a.label, "key": a.key, "offered": a.offered} for a in question.answers],
        "how": question.how,
        "threshold": question.threshold,
        "more": question.more,
    }


def _end(end: EndView | None) -> dict[str, Any] | None:
    """The end of the game as the page shows it.

    Who won (or a draw), the keys the laptop takes, the standings.
    """
    if end is None:
        return None
    return {
        "text": end.text,
        "winners": list(end.winners),
        "draw": end.draw,
        "keys": [{"label": k.label, "key": k.key} for k in end.keys],
        "standings_title": end.standings_title,
        "standings": list(end.standings),
    }


def _players(view: TableView, claimed: set[str]) -> list[Any]:
    """Every player's seat (a hero's life is the team's under a shared total).

    As the page shows it.
    """
    team_life = next((seat.life for seat in view.seats if seat.team), None)
    return [
        {
            "name": seat.name,
            "label": seat.label,
            "colour": seat.colour,
            "archenemy": seat.archenemy,
            "life": team_life if seat.life is None else seat.life,
            "team_life": seat.life is None,
            "poison": seat.poison,
            "commander": list(seat.commander_lines),
            "role": seat.role,
            "counters": list(seat.counters),
            "deck": seat.deck_text,
            "lost": seat.status,
            "out": seat.lost,
            "active": seat.active,
            "claimed": seat.name in claimed,
        }
        for seat in view.seats
        if not seat.team
    ]


#: ``images(scheme_id, language)``: the version of the cached card image phones may fetch, or ``None``
#: (:meth:`archenemy.desktop.card_images.provider.CardImageProvider.served_version`).
ImageVersions = Callable[[str, str], str | None]


@dataclass(frozen=True)
class Table:
    """Everything a state message is made from.

    The state, the last scheme set in motion, claims, the switch, which card
    images the laptop has cached (``images``; ``None``: card images are off),
    and the standings of the game night the game belongs to (``night``;
    ``None``: no night).

    Seat colours come from the state (as corrected during the game).
    """

    state: GameState
    set_in_motion: SetInMotion | None
    claimed: frozenset[str]
    allow_life: bool
    images: ImageVersions | None = None
    night: NightStandings | None = None


def image_path(scheme_id: str | None, language: str, images: ImageVersions | None) -> str | None:
    """The page's address of ``scheme_id``'s cached card image in ``language``.

    Relative, or ``None``.

    ``api/card/<scheme>/<language>/<version>``: served by the laptop from its
    cache (:mod:`.server`), never an address at Scryfall; the version changes
    when the image does, so the phone may keep it.
    """
    if images is None or not scheme_id:
        return None
    version = images(scheme_id, language)
    return f"api/card/{scheme_id}/{language}/{version}" if version else None


def _planar(planar: PlanarView | None, language: str, images: ImageVersions | None) -> dict[str, Any] | None:
    """The planes in words (``None`` without planes): see :func:`state_message`."""
    if planar is None:
        return None
    return {
        "caption": planar.caption,
        "planes": [
            {
                "name": p.name,
                "name_en": p.name_en,
                "type_line": p.type_line,
                "text": p.text,
                "chaos": p.chaos,
                "counters": list(p.counters),
                "phenomenon": p.phenomenon,
                "image": image_path(p.plane_id, language, images),
            }
            for p in planar.planes
        ],
        "controller": planar.controller,
        "die": planar.die,
        "die_face": planar.die_face,
        "costs": list(planar.costs),
        "phenomenon": planar.phenomenon,
        "decks": list(planar.decks),
        "notes": list(planar.notes),
    }


#: The symbols of :data:`~archenemy.desktop.widgets.mana_symbols.CODEPOINTS` besides numbers (the page draws any).
DRAWN_CODES = [code for code in CODEPOINTS if not code.isdigit()]


def state_message(table: Table, language: str, seq: int) -> dict[str, Any]:
    """The ``state`` message for phones speaking ``language``.

    The table view (:mod:`~archenemy.desktop.table_view`) in words.

    Keys: ``seq``, ``language``, ``words`` (:func:`page_words`), ``turn``,
    ``step``, ``scheme`` (caption, the deck's count, name, English name, type
    line, text, recorded choices, what happens next while none is shown),
    ``ongoing`` (name, owner, text, details), ``lasting`` (a line each),
    ``players`` (name, label, colour ``#rrggbb`` or ``""``, life, poison,
    commander damage lines, role, counters, a Rumble player's deck count,
    loss reason or ``""``, out, whose turn, claimed), ``question`` (the first
    question waiting: heading, answers with their keys and whether each is
    offered, how to answer, threshold, how many more; or ``null``),
    ``reminders`` (the step's reminders, a line each), ``end`` (who won or a
    draw, the laptop's keys for what next, a game night's standings under
    their title; or ``null``), ``outcome`` (its text or ``null``),
    ``allow_life``, ``schemes`` (the game has scheme decks: ``false`` in
    Planechase alone), ``planar`` (the planes, or ``null`` without: caption,
    each face-up plane's name, English name, type line, text, chaos ability,
    counters and whether it is a phenomenon, the planar controller, the
    die's last result and its face, each active player's next roll's cost,
    the phenomenon's instruction, the planar decks' counts, what lasts).  The
    scheme, each ongoing scheme and each plane have an ``image``
    (:func:`image_path`, or ``null``; a plane's is its portrait scan, which
    the page turns to read).  ``symbols``: the codes of the symbols the
    laptop draws in a text besides numbers (``"U"``, ``"T"``, ``"CHAOS"``…),
    which the page asks for by :func:`~archenemy.desktop.share.server.symbol_file`.
    """
    words = Words.of(language)
    catalogue = load_catalogue(words.language or "en")
    state = table.state
    view = table_view(state, table.set_in_motion, catalogue, words, night=table.night)
    language = words.language or "en"
    return {
        "type": "state",
        "seq": seq,
        "language": words.language,
        "words": page_words(words),
        "turn": view.turn,
        "step": view.step,
        "scheme": {
            "caption": view.scheme.caption,
            "name": view.scheme.name,
            "type_line": view.scheme.type_line,
            "text": view.scheme.text,
            "name_en": view.scheme.name_en,
            "choices": list(view.scheme.choices),
            "idle": view.scheme.idle,
            "deck": view.scheme.deck,
            "image": image_path(view.scheme.scheme_id, language, table.images),
        },
        "ongoing": [
            {
                "name": o.name,
                "owner": o.owner,
                "text": o.text,
                "details": list(o.details),
                "image": image_path(o.scheme_id, language, table.images),
            }
            for o in view.ongoing
        ],
        "lasting": list(view.lasting),
        "players": _players(view, set(table.claimed)),
        "question": _question(view.question),
        "reminders": [r.text for r in view.reminders],
        "end": _end(view.end),
        "outcome": view.end.text if view.end is not None else None,
        "allow_life": table.allow_life,
        "schemes": view.schemes,
        "planar": _planar(view.planar, language, table.images),
        "symbols": DRAWN_CODES,
    }
