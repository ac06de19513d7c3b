"""The save file's first line.

The header that names the format and records the game's start.

The header holds the format name and version, the variant, the deck mode,
the players in seating order with their scheme decks, every scheme deck's
recorded order (the shuffle is recorded, never re-rolled) and the starting
player (904.6: the archenemy, outside Supervillain Rumble, 904.12c).
:func:`header_to_json` writes it, :func:`header_from_json` checks every field
as it reads it back and names the field it refuses (``line=1``).  The
versions: :data:`FORMAT_VERSION` (written, the newest read) and
:data:`SAME_RULES_SINCE` (the oldest whose games these rules replay as they
were played).  See ``docs/journal-format.md``.
"""

from __future__ import annotations

import time
from typing import Any

from .actions import ACTION_SINCE
from .catalogue import Catalogue, load_catalogue
from .errors import ArchenemyError, JournalError
from .header_notes import notes_from_json, notes_to_json
from .model import CURRENT_RULES, DeckMode
from .planar import PlanarSetup
from .setup import GameSetup, GameStart, PlayerSetup, rules_of
from .variants import Variant

#: The ``format`` value of the header line.
FORMAT_NAME = "archenemy-companion-journal"
#: The journal format version this code writes and the newest it reads.
#: Version 2 added the actions ``totals``, ``set_life``, ``counter``,
#: ``choice`` and ``colour``; version 3 the action ``rename``, so that an app
#: that cannot replay a renamed player refuses the file whole ("newer
#: version") instead of cutting the game at the rename.  Version 4 changed
#: rules and no action: a question whose answer the rules fix is no longer
#: asked (so no line answers it) and a departed player's commander deals no
#: damage (800.4a).  Version 5 brought the lasting effects' model
#: (:mod:`archenemy.engine.lasting`: damage the app deals doubled, increased
#: or prevented, hexproof, triggers on what the app records), the action
#: ``effect`` and the header's ``rules``.  Version 6 brought planes (CR 901): the
#: variant ``planechase``, the header's ``planar`` and the planar actions
#: (``planar_roll``, ``planeswalk``, ``chaos``, ``plane_choice``); it changed no
#: rule of a game without planes.  Version 7 brought the action ``planar_dice``
#: (Probability Flux's two dice) and changed rules of games with planes: in
#: the physical planar deck mode the table is asked for the cards Spatial
#: Merging, Stairs to Infinity and Pools of Becoming reveal
#: (:data:`~archenemy.engine.model.PHYSICAL_REVEALS_SINCE`), and the app acts
#: on No Way Out, The Fertile Lands of Saulvinia and Probability Flux
#: (:data:`~archenemy.engine.planar_cards.CARDS_SINCE`); a version-6 game
#: keeps version 6's.  Older files are still read (their
#: actions are a subset: :data:`ACTION_TYPES_BY_VERSION`) and replayed by the
#: rules they were written under (:func:`~archenemy.engine.setup.rules_of`).
FORMAT_VERSION = 7
#: The first format version with planes (the variant ``planechase``, ``planar``, the planar actions).
PLANES_SINCE = 6
#: The oldest format version whose games these rules replay as they were played.
#: A line of an older file that the rules refuse is a rules change
#: (:func:`~archenemy.engine.game.replay_until_refused`: ``rules_changed``, the
#: file kept as it is); in a file of this version or newer it is damage (the
#: usual recovery).  Version 3 changed no rule; version 4 did (see
#: :data:`FORMAT_VERSION`); version 5's rules apply only to games written
#: under them (a version-4 game keeps version 4's), so it stays 4; so do
#: version 7's (a version-6 game keeps version 6's).
SAME_RULES_SINCE = 4
#: The action types each format version may hold (:data:`~archenemy.engine.actions.ACTION_SINCE`):
#: a line of a newer type is damage (``journal_action_version``).
ACTION_TYPES_BY_VERSION: dict[int, frozenset[str]] = {
    version: frozenset(kind for kind, since in ACTION_SINCE.items() if since <= version)
    for version in range(1, FORMAT_VERSION + 1)
}


def header_to_json(start: GameStart) -> dict[str, Any]:
    """The header object (line 1) of a journal for ``start``: a JSON-ready dict.

    Keys: ``format``, ``version`` (:data:`FORMAT_VERSION`), ``rules`` (only
    for a game begun under older rules: their version,
    :func:`~archenemy.engine.setup.rules_of`), ``variant``, ``deck_mode``,
    ``players`` (name, deck list, colour when set, in seating order),
    ``scheme_decks`` (each archenemy's recorded deck order, so a replay
    deals the same cards), ``starting_player`` and ``created`` (the start's,
    else now, ISO 8601 with the UTC offset).
    """
    setup = start.setup
    rules = rules_of(start)
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        # A game begun under older rules keeps them (docs/journal-format.md, "Versioning").
        **({"rules": rules} if rules != CURRENT_RULES else {}),
        "variant": setup.variant.value,
        "deck_mode": setup.deck_mode.value,
        "players": [
            {"name": p.name, "deck": list(p.deck), **({"colour": p.colour} if p.colour else {})} for p in setup.players
        ],
        "scheme_decks": {owner: list(order) for owner, order in start.decks},
        "starting_player": start.starting_player,
        "created": start.extra.get("created") or time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        **({"planar": _planar_to_json(start)} if setup.planar is not None else {}),
        # the night and the decks' names, when noted (informative)
        **notes_to_json(start.extra),
    }


def header_from_json(obj: Any, catalogue: Catalogue | None = None) -> GameStart:
    """Parse and check a header object.

    Raises :class:`JournalError` (``line=1``) naming the field.  Every field
    is type-checked before use, so no header reaches a traceback.  The starting player must be the archenemy outside
    Supervillain Rumble (CR 904.6; 904.12c: anyone in Rumble), code
    ``header_starting_player_hero``.  The file's version is kept in the
    returned start's ``extra["version"]`` (1 to :data:`FORMAT_VERSION`; see
    :func:`header_version`), its older ``rules`` in ``extra["rules"]``.
    """

    def fail(code: str, **params: object) -> JournalError:
        return JournalError(code, line=1, **params)

    if not isinstance(obj, dict) or obj.get("format") != FORMAT_NAME:
        raise fail("not_a_journal")
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise fail("header_version")
    if version > FORMAT_VERSION:
        raise fail("header_newer_version", version=version, supported=FORMAT_VERSION)
    rules = _rules(obj, version)
    try:
        variant = Variant(obj.get("variant"))
    except ValueError:
        raise fail("header_variant", value=repr(obj.get("variant"))) from None
    try:
        deck_mode = DeckMode(obj.get("deck_mode", "shuffled"))
    except ValueError:
        raise fail("header_deck_mode", value=repr(obj.get("deck_mode"))) from None
    raw_players = obj.get("players")
    if not isinstance(raw_players, list) or not all(
        isinstance(p, dict)
        and isinstance(p.get("name"), str)
        and isinstance(p.get("deck", []), list)
        and all(isinstance(x, str) for x in p.get("deck", []))
        for p in raw_players
    ):
        raise fail("header_players")
    colours = [p.get("colour") for p in raw_players]
    if not all(c is None or isinstance(c, str) for c in colours):
        raise fail("header_colour")
    players = tuple(
        PlayerSetup(p["name"], tuple(str(x) for x in p.get("deck", [])), c)
        for p, c in zip(raw_players, colours, strict=True)
    )
    decks = obj.get("scheme_decks")
    if not isinstance(decks, dict) or not all(isinstance(v, list) for v in decks.values()):
        raise fail("header_scheme_decks")
    if not all(isinstance(x, str) for v in decks.values() for x in v):
        # a recorded deck entry that is no scheme id (as read_journal says it)
        raise fail("header_unreadable")
    start_player = obj.get("starting_player")
    if not isinstance(start_player, str):
        raise fail("header_starting_player_missing")
    planar, planar_order = _planar_from_json(obj, version, variant)
    setup = GameSetup(variant, players, deck_mode, planar)
    catalogue = catalogue or load_catalogue()
    try:
        setup.validate(catalogue)
    except ArchenemyError as exc:
        raise fail("header_setup", cause=exc) from None
    names = [p.name for p in players]
    order = []
    for p in players:
        if not p.deck:
            continue
        recorded = decks.get(p.name)
        if recorded is None or sorted(recorded) != sorted(p.deck):
            raise fail("header_deck_order", player=p.name)
        order.append((p.name, tuple(str(x) for x in recorded)))
    if set(decks) - set(names):
        raise fail("header_deck_owner")
    if start_player not in names:
        raise fail("header_starting_player", player=start_player)
    if not variant.rules.free_for_all and start_player != names[0]:
        raise fail("header_starting_player_hero", player=start_player, archenemy=names[0])
    extra: dict[str, object] = {"created": obj.get("created"), "version": version, **notes_from_json(obj)}
    extra.update({"rules": rules} if rules != version else {})
    return GameStart(setup, tuple(order), start_player, extra, planar_order)


def _planar_to_json(start: GameStart) -> dict[str, Any]:
    """The header's ``planar`` object: the planar decks as chosen and as recorded.

    ``decks``: owner (``""`` for the communal deck) -> plane ids as chosen;
    ``order``: the recorded order, top first; ``deck_mode``, ``primary``
    (the heroes' planar controller, or ``null``), ``default_deck``.
    """
    planar = start.setup.planar
    assert planar is not None
    return {
        "deck_mode": planar.deck_mode.value,
        "primary": planar.primary,
        "default_deck": planar.default_deck,
        "decks": {owner: list(ids) for owner, ids in planar.decks},
        "order": {owner: list(ids) for owner, ids in start.planar_decks},
    }


def _planar_from_json(
    obj: dict[str, Any], version: int, variant: Variant
) -> tuple[PlanarSetup | None, tuple[tuple[str, tuple[str, ...]], ...]]:
    """The header's planes, checked field by field.

    A bad field raises ``header_planar`` (line 1), naming the field.

    ``(None, ())`` when the game has none.  A file older than
    :data:`PLANES_SINCE` has no planes, nor the variant ``planechase``
    (``header_variant``).
    """
    if variant.rules.planechase and version < PLANES_SINCE:
        raise JournalError("header_variant", line=1, value=repr(obj.get("variant")))
    raw = obj.get("planar")
    if raw is None:
        return None, ()

    def bad_field(field: str) -> JournalError:
        return JournalError("header_planar", line=1, field=field)

    if version < PLANES_SINCE or not isinstance(raw, dict):
        raise bad_field("planar")
    try:
        deck_mode = DeckMode(raw.get("deck_mode", "shuffled"))
    except ValueError:
        raise bad_field("deck_mode") from None
    primary = raw.get("primary")
    if primary is not None and not isinstance(primary, str):
        raise bad_field("primary")
    default_deck = raw.get("default_deck", False)
    if not isinstance(default_deck, bool):
        raise bad_field("default_deck")
    decks, order = raw.get("decks"), raw.get("order")
    for name, value in (("decks", decks), ("order", order)):
        if not isinstance(value, dict) or not all(
            isinstance(v, list) and all(isinstance(x, str) for x in v) for v in value.values()
        ):
            raise bad_field(name)
    assert isinstance(decks, dict) and isinstance(order, dict)
    if set(decks) != set(order) or any(sorted(decks[k]) != sorted(order[k]) for k in decks):
        raise bad_field("order")
    chosen = tuple((str(k), tuple(v)) for k, v in decks.items())
    recorded = tuple((str(k), tuple(order[k])) for k, _ in chosen)
    return PlanarSetup(chosen, deck_mode, primary, default_deck), recorded


def _rules(obj: dict[str, Any], version: int) -> int:
    """The header's ``rules``, by default its ``version``.

    ``header_rules`` unless it is 1 to ``version``.
    """
    rules = obj.get("rules", version)
    if not isinstance(rules, int) or isinstance(rules, bool) or not 1 <= rules <= version:
        raise JournalError("header_rules", line=1, value=repr(obj.get("rules")))
    return rules


def header_version(start: GameStart) -> int:
    """The format version of the file ``start`` was read from.

    :data:`FORMAT_VERSION` for a new game.

    A version-1 game replays with the rules of this version; where they
    differ, :func:`archenemy.engine.game.replay_until_refused` says at which
    line (the file is kept as it is).
    """
    version = start.extra.get("version", FORMAT_VERSION)
    return version if isinstance(version, int) else FORMAT_VERSION
