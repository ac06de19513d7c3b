"""Game set-up: who plays, which variant, which scheme decks, shuffles.

The shuffles are recorded.

A :class:`GameSetup` is what the table chooses; :func:`deal` turns it into a
:class:`GameStart`, drawing every random outcome (deck orders, Rumble's
starting player) from :class:`random.SystemRandom` once, so the save file can
record them and replay never re-rolls.  :func:`initial_state` is then a pure
function of the :class:`GameStart`.
"""

from __future__ import annotations

import random
import re
import unicodedata

import msgspec

from .catalogue import Catalogue
from .errors import ArchenemyError, SetupError, UnknownSchemeError
from .model import (
    ARCHENEMY_TEAM,
    CURRENT_RULES,
    HEROES,
    STANDARD_TURN,
    DeckMode,
    GameState,
    Player,
    SchemeCard,
    SchemeZone,
    Step,
)
from .planar import PlanarSetup, planar_problems, starting_plane_prompt, starting_planes
from .planes import load_planes
from .variants import Variant

#: Longest player name accepted.
MAX_NAME_LENGTH = 40


#: A player colour: ``#rrggbb``.
COLOUR_PATTERN = re.compile(r"#[0-9a-fA-F]{6}")


class PlayerSetup(msgspec.Struct, frozen=True):
    """A player's seat: ``name``, an archenemy's scheme deck, a colour.

    The deck as scheme ids.

    ``colour`` (``#rrggbb`` or ``None``) only helps the table tell seats apart;
    no rule reads it.
    """

    name: str
    deck: tuple[str, ...] = ()
    colour: str | None = None


class GameSetup(msgspec.Struct, frozen=True):
    """What the table chose.

    ``players`` in seating order.  In Archenemy and the Commander option the
    first player is the archenemy (only it has a deck); in Supervillain Rumble
    every player is an archenemy with their own deck (904.12b); in
    Planechase alone nobody has one (901.2).  ``planar``: the planes, when
    the game has them (required in Planechase).
    """

    variant: Variant
    players: tuple[PlayerSetup, ...]
    deck_mode: DeckMode = DeckMode.SHUFFLED
    planar: PlanarSetup | None = None

    def problems(self, catalogue: Catalogue) -> list[ArchenemyError]:
        """Every way this set-up breaks the variant's rules, in seat order.

        ``[]`` when it can start.

        Each problem is a :class:`SetupError` (codes ``player_count``,
        ``no_name``, ``name_spaces``, ``name_too_long``, ``name_twice``,
        ``name_reserved``, ``colour_format``, ``needs_deck``,
        ``hero_has_deck``; ``params["seat"]`` is the 1-based seat) or an
        :class:`UnknownSchemeError` for a deck card not in ``catalogue``.
        Player counts: CR 904.2 and the project's table sizes
        (:class:`~archenemy.engine.variants.VariantRules`); decks: 904.4
        (the archenemy's), 904.12b (every Rumble player's).  A deck's legality
        as a scheme deck (904.3) is a separate check
        (:mod:`archenemy.engine.decks`) that front ends show as a warning,
        since tables play house decks too.  Never raises.
        """
        rules = self.variant.rules
        found: list[ArchenemyError] = []
        n = len(self.players)
        if n < rules.min_heroes + 1 or n > rules.max_heroes + 1:
            found.append(
                SetupError(
                    "player_count",
                    variant=self.variant.value,
                    minimum=rules.min_heroes + 1,
                    maximum=rules.max_heroes + 1,
                    count=n,
                )
            )
        seen: set[str] = set()
        for seat, p in enumerate(self.players, 1):
            found.extend(name_problems(p.name, seat, seen))
            seen.add(p.name.strip().casefold())
            if p.colour is not None and not COLOUR_PATTERN.fullmatch(p.colour):
                found.append(SetupError("colour_format", seat=seat, name=p.name, colour=p.colour))
            has_deck = rules.scheme_decks and (rules.every_player_archenemy or seat == 1)
            if has_deck and not p.deck:
                found.append(SetupError("needs_deck", seat=seat, name=p.name))
            if not has_deck and p.deck:
                found.append(SetupError("hero_has_deck", seat=seat, name=p.name))
            for scheme_id in dict.fromkeys(p.deck):
                if scheme_id not in catalogue:
                    found.append(UnknownSchemeError(scheme_id))
        # The planar catalogue (~8 ms to read) only for a set-up that has planes.
        planes = load_planes() if self.planar is not None else None
        found.extend(planar_problems(self.variant, tuple(p.name for p in self.players), self.planar, planes))
        return found

    def validate(self, catalogue: Catalogue) -> None:
        """Raise the first of :meth:`problems`, if any.

        A :class:`SetupError` or :class:`UnknownSchemeError`.
        """
        found = self.problems(catalogue)
        if found:
            raise found[0]


def name_key(name: str) -> str:
    """What tells two players' names apart: NFC-normalised, then casefolded.

    "José" typed as one code point or as ``e`` and a combining accent is one
    player in the history and the standings.  The set-up's own "twice"
    rule keeps comparing casefolded names, so old journals replay unchanged.
    """
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())


def name_problems(raw: str, seat: int = 0, seen: set[str] | frozenset[str] = frozenset()) -> list[ArchenemyError]:
    """The set-up's rule for one player's name: its problems, [] when it is accepted.

    ``seat``: the 1-based seat it is for (0 outside a set-up: the roster);
    ``seen``: the casefolded names of the seats before it.  Codes
    ``no_name``, ``name_spaces``, ``name_too_long``, ``name_twice``,
    ``name_reserved`` (:meth:`GameSetup.problems`).  One rule for every
    place a name is entered (New game, a rename, the roster).
    """
    name = raw.strip()
    if not name:
        return [SetupError("no_name", seat=seat)]
    found: list[ArchenemyError] = []
    if name != raw:
        found.append(SetupError("name_spaces", seat=seat, name=raw))
    if len(name) > MAX_NAME_LENGTH:
        found.append(SetupError("name_too_long", seat=seat, name=name, maximum=MAX_NAME_LENGTH))
    if name.casefold() in seen:
        found.append(SetupError("name_twice", seat=seat, name=name))
    if name.casefold() == HEROES:
        found.append(SetupError("name_reserved", seat=seat, name=name))
    return found


class GameStart(msgspec.Struct, frozen=True, eq=False):
    """A set-up with its random outcomes drawn: the save file's header.

    ``decks`` maps each archenemy to its scheme deck as scheme ids, top first
    (the order is meaningless in :attr:`DeckMode.PHYSICAL`).
    ``starting_player`` takes the first turn (904.6: the archenemy; 904.12c:
    random in Rumble and Planechase, 901.2, 103.1).  ``planar_decks``: each
    planar deck's recorded order, top first (901.3, 901.15), as ``decks``.
    """

    setup: GameSetup
    decks: tuple[tuple[str, tuple[str, ...]], ...]
    starting_player: str
    extra: dict[str, object] = msgspec.field(default_factory=dict)
    planar_decks: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def __eq__(self, other: object) -> bool:
        """Equal to a start of the same set-up and draws.

        ``extra`` is informative: not compared.
        """
        if type(other) is not GameStart:
            return NotImplemented
        return (self.setup, self.decks, self.starting_player, self.planar_decks) == (
            other.setup,
            other.decks,
            other.starting_player,
            other.planar_decks,
        )

    def __hash__(self) -> int:
        """The hash of the set-up and the draws (not of ``extra``, a dictionary)."""
        return hash((self.setup, self.decks, self.starting_player, self.planar_decks))


def deal(setup: GameSetup, catalogue: Catalogue, rng: random.Random | None = None) -> GameStart:
    """Validate ``setup`` and draw its random outcomes.

    ``rng`` defaults to a fresh :class:`random.SystemRandom` (secure, not
    seedable); tests pass a seeded :class:`random.Random`.  Decks are shuffled
    in :attr:`DeckMode.SHUFFLED` only.  Raises :class:`SetupError`.
    """
    setup.validate(catalogue)
    rng = rng or random.SystemRandom()
    decks = []
    for p in setup.players:
        if not p.deck:
            continue
        order = list(p.deck)
        if setup.deck_mode is DeckMode.SHUFFLED:
            rng.shuffle(order)
        decks.append((p.name, tuple(order)))
    if setup.variant.rules.free_for_all:
        starting = rng.choice([p.name for p in setup.players])
    else:
        starting = setup.players[0].name
    planar_decks = []
    for owner, plane_ids in setup.planar.decks if setup.planar is not None else ():
        order = list(plane_ids)
        if setup.planar is not None and setup.planar.deck_mode is DeckMode.SHUFFLED:
            rng.shuffle(order)
        planar_decks.append((owner, tuple(order)))
    return GameStart(setup, tuple(decks), starting, planar_decks=tuple(planar_decks))


def first_turn_steps(player_count: int) -> tuple[Step, ...]:
    """Steps of the game's first turn.

    The starting player skips the first draw step only in a two-player game
    (CR 103.7a, 2022 text); in a multiplayer game it draws (103.7c and the
    Archenemy: Nicol Bolas release notes).
    """
    if player_count == 2:
        return tuple(s for s in STANDARD_TURN if s is not Step.DRAW)
    return STANDARD_TURN


def initial_state(start: GameStart) -> GameState:
    """The state before the first action: turn 1, the starting player's untap step.

    Starting life totals: 904.5 (40 and 20), 904.12c (40 each in Rumble),
    904.13b (60, and a shared 60 for the team).  Scheme card uids are numbered
    1..N in seating order, deck order.  The rules are those the game was
    saved under (:func:`rules_of`).
    """
    setup = start.setup
    rules = setup.variant.rules
    rumble = rules.free_for_all
    players = []
    for index, p in enumerate(setup.players):
        archenemy = rules.every_player_archenemy or (index == 0 and not rules.planechase)
        if rumble:
            team = p.name
        else:
            team = ARCHENEMY_TEAM if archenemy else HEROES
        starting = rules.archenemy_life if archenemy else rules.hero_life
        shared = rules.shared_team_life and not archenemy
        players.append(
            Player(
                name=p.name,
                team=team,
                is_archenemy=archenemy,
                life=None if shared else starting,
                starting_life=starting,
                colour=p.colour,
            )
        )
    uid = 0
    zones = []
    for owner, order in start.decks:
        cards = []
        for scheme_id in order:
            uid += 1
            cards.append(SchemeCard(uid, scheme_id, owner))
        zones.append(SchemeZone(owner, tuple(cards)))
    if rumble:
        rotation = tuple(p.name for p in setup.players)
    else:
        rotation = (setup.players[0].name, HEROES)
    planar = None
    if setup.planar is not None:
        planar = starting_planes(
            setup.planar, start.planar_decks, start.starting_player, load_planes(), rules_of(start)
        )
    state = GameState(
        variant=setup.variant,
        deck_mode=setup.deck_mode,
        players=tuple(players),
        team_life=rules.hero_life if rules.shared_team_life else None,
        zones=tuple(zones),
        turn=1,
        active=start.starting_player,
        steps=first_turn_steps(len(players)),
        step_index=0,
        rotation=rotation,
        rotation_index=rotation.index(start.starting_player),
        rules_version=rules_of(start),
        planar=planar,
    )
    return starting_plane_prompt(state)


def rules_of(start: GameStart) -> int:
    """The rules version ``start``'s game is played by.

    :data:`~archenemy.engine.model.CURRENT_RULES` for a new game.

    A game read from a save is played by the rules it was written under:
    its header's ``rules`` (a game continued from an older save keeps its
    first rules), else its format version (``extra["version"]``, as
    :func:`archenemy.engine.journal_header.header_from_json` keeps it).
    """
    for key in ("rules", "version"):
        value = start.extra.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
            return min(value, CURRENT_RULES)
    return CURRENT_RULES


def default_setup(
    catalogue: Catalogue,
    archenemy: str = "Archenemy",
    heroes: tuple[str, ...] = ("Hero 1", "Hero 2", "Hero 3"),
) -> GameSetup:
    """The ready game of ``make run``.

    The archenemy with the Archenemy Nicol Bolas deck against three heroes.

    Front ends pass the names in the user's language ("Archienemigo",
    "Héroe 1"...); the defaults are the English ones.
    """
    deck = tuple(catalogue.precon("archenemy-nicol-bolas").scheme_ids())
    return GameSetup(Variant.ARCHENEMY, (PlayerSetup(archenemy, deck),) + tuple(PlayerSetup(h) for h in heroes))
