"""A game night: the archenemy rotates from game to game; standings.

The rule of the product (the Archenemy rules insert: "if every player has an
Archenemy pack, they can take turns from game to game as the archenemy, each
with their own scheme deck"): the players who brought their own scheme deck
take turns as the archenemy, going round the table in seat order.  The night
keeps its variant (Archenemy, Supervillain Rumble, the Commander option) until
the table changes it.

A night lives in its journals: each game's header notes the night's id and the
game's number in it (:class:`~archenemy.engine.header_notes.NightRef`), so the
next game is planned from the last one (:func:`night_so_far`) and the
standings are derived from the games' stories (:func:`night_standings`).  No
words, no I/O.

Seats are listed around the table in turn order (CR 808.4: each player's left).
A game's seating is that table order started at the archenemy
(:func:`archenemy.engine.setup.GameSetup`: the archenemy first, 904.6: the
archenemy takes the first turn), so nobody changes chairs when the archenemy
rotates.  Where the seating starts round the table is the game's
``first_place`` (:attr:`NightRef.first_place`, :func:`seat_place`): a display
lying on the table lays the seats out from it, so each player's total stays on
their side of the table from game to game while the turns still go round in
seating order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import msgspec

from .errors import SetupError
from .header_notes import NightRef
from .model import replace
from .setup import name_key
from .story import ARCHENEMY_ROLE, HERO_ROLE, GameStory
from .variants import Variant


class NightSeat(msgspec.Struct, frozen=True):
    """A player at the night's table.

    ``name``, seat ``colour`` (``#rrggbb`` or ``None``), and whether they brought their own scheme deck
    (``own_deck``: they take turns as the archenemy).
    """

    name: str
    colour: str | None = None
    own_deck: bool = False


class NightGame(msgspec.Struct, frozen=True):
    """One game of a night as the rotation plans it.

    ``seats``: the game's seating order (outside Supervillain Rumble the
    archenemy first, then the heroes going round the table); ``archenemy``:
    the archenemy's name, ``None`` in Rumble (every player is one, 904.12b);
    ``last_archenemy``: the night's latest single archenemy, kept through Rumble
    games so that the rotation goes on after them; ``last_seating``: the
    seating of that archenemy's game (names, the archenemy first), where the
    seat after them is found when they have left the table.
    """

    night: NightRef
    variant: Variant
    seats: tuple[NightSeat, ...]
    archenemy: str | None
    last_archenemy: str | None
    last_seating: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names in :attr:`seats` order."""
        return tuple(s.name for s in self.seats)


def _check_table(table: Sequence[NightSeat]) -> None:
    """Raise :class:`SetupError` for a table the night cannot seat.

    Fewer than two players, or a name seated twice.
    """
    if len(table) < 2:
        raise SetupError("player_count", variant="night", minimum=2, maximum=9, count=len(table))
    seen: set[str] = set()
    for seat, player in enumerate(table, 1):
        key = player.name.strip().casefold()
        if not key:
            raise SetupError("no_name", seat=seat)
        if key in seen:
            raise SetupError("name_twice", seat=seat, name=player.name)
        seen.add(key)


def _eligible(table: Sequence[NightSeat]) -> list[bool]:
    """Who may be the archenemy.

    The players with their own scheme deck, or everyone when nobody has one.
    """
    own = [s.own_deck for s in table]
    return own if any(own) else [True] * len(table)


def _seated_from(table: Sequence[NightSeat], archenemy: str | None, variant: Variant) -> tuple[NightSeat, ...]:
    """The game's seating: the table started at the archenemy (as it is in Rumble)."""
    if archenemy is None or variant.rules.every_player_archenemy:
        return tuple(table)
    index = [s.name for s in table].index(archenemy)
    return (*table[index:], *table[:index])


def seat_place(previous: NightGame | None, names: Sequence[str]) -> int:
    """The ``first_place`` of a game seated ``names`` after ``previous``.

    ``names``: its seating order; ``previous`` ``None``: the night's first game, whose first seat sits at
    place 0.  Each player keeps their place round the table.

    The player who sat at place 0 in ``previous`` (or, gone, the first after
    them round the table still seated) stays at place 0, and everyone follows
    in seating order; with nobody from ``previous`` left, the first seat is at
    place 0.  Places run 0 to ``len(names) - 1``.
    """
    if previous is None or not names:
        return 0
    before = list(previous.names)
    start = -previous.night.first_place % len(before) if before else 0
    # from the player at place 0
    round_the_table = before[start:] + before[:start]
    anchor = next((name for name in round_the_table if name in names), None)
    return 0 if anchor is None else -list(names).index(anchor) % len(names)


def first_game(night_id: str, variant: Variant, table: Sequence[NightSeat], archenemy: str | None = None) -> NightGame:
    """The night's first game: ``table`` in seat order.

    ``archenemy`` by default the first player with their own scheme deck (anyone when nobody has one); ignored
    in Supervillain Rumble.

    Raises :class:`SetupError` (``player_count``, ``no_name``, ``name_twice``)
    and :class:`ValueError` for an ``archenemy`` not at the table or an
    invalid ``night_id`` (see :class:`NightRef`).
    """
    _check_table(table)
    night = NightRef(night_id, 1)
    if not night.is_valid():
        raise ValueError(f"invalid night id {night_id!r}")
    if variant.rules.every_player_archenemy:
        return NightGame(night, variant, tuple(table), None, None)
    names = [s.name for s in table]
    if archenemy is None:
        archenemy = names[_eligible(table).index(True)]
    elif archenemy not in names:
        raise ValueError(f"{archenemy!r} is not at the table")
    # the table's first seat keeps place 0
    night = replace(night, first_place=names.index(archenemy))
    seats = _seated_from(table, archenemy, variant)
    return NightGame(night, variant, seats, archenemy, archenemy, tuple(s.name for s in seats))


def _next_archenemy(previous: NightGame, table: Sequence[NightSeat]) -> str:
    """The player after the night's last archenemy who may be the archenemy.

    In seat order.

    When the last archenemy left the table, the turn goes on from the player
    who sat after them (the first one still at the table in the seating of
    the last archenemy's game: a Supervillain Rumble game since, seated from
    anyone, does not move the rotation); players who joined count in the
    seat the table gave them.
    """
    names = [s.name for s in table]
    eligible = _eligible(table)
    last = previous.last_archenemy
    # the night so far was all Rumble: start at the previous game's first seat
    if last is None:
        order = list(range(len(names)))
    elif last in names:
        at = names.index(last)
        # themselves last
        order = [(at + step) % len(names) for step in range(1, len(names) + 1)]
    else:
        before = list(previous.last_seating or previous.names)
        at = before.index(last) if last in before else -1
        after = [n for n in before[at + 1 :] + before[: at + 1] if n in names]
        start = names.index(after[0]) if after else 0
        order = [(start + step) % len(names) for step in range(len(names))]
    return names[next(i for i in order if eligible[i])]


def next_game(
    previous: NightGame, table: Sequence[NightSeat] | None = None, variant: Variant | None = None
) -> NightGame:
    """The night's next game: the archenemy rotates round the table.

    To the next player in seat order who brought a deck.

    ``table``: the table now, in seat order, when someone left or joined
    (default: the previous game's players in their seats); ``variant``: a
    change of variant (default: the night's).  Supervillain Rumble has no
    single archenemy; the rotation resumes after it from the last one.
    Raises :class:`SetupError` as :func:`first_game` does.
    """
    table = tuple(previous.seats if table is None else table)
    _check_table(table)
    variant = variant or previous.variant
    night = NightRef(previous.night.id, previous.night.game + 1)
    if variant.rules.every_player_archenemy:
        seats, archenemy, last = table, None, previous.last_archenemy
        seating = previous.last_seating
    else:
        archenemy = last = _next_archenemy(previous, table)
        seats = _seated_from(table, archenemy, variant)
        seating = tuple(s.name for s in seats)
    night = replace(night, first_place=seat_place(previous, [s.name for s in seats]))
    return NightGame(night, variant, seats, archenemy, last, seating)


def night_so_far(stories: Iterable[GameStory], own_deck: Iterable[str]) -> NightGame | None:
    """The plan of the night's latest game, rebuilt from its games' stories.

    The stories come from the journals; the plan is for :func:`next_game`.

    ``stories``: games of one night (any order; sorted by their number in the
    night); ``own_deck``: names of the players who brought their own scheme
    deck (compared casefolded).  ``None`` when no story belongs to a night.
    """
    games = sorted((s for s in stories if s.night is not None), key=lambda s: s.night.game if s.night else 0)
    if not games:
        return None
    with_deck = {name_key(name) for name in own_deck}
    last = games[-1]
    assert last.night is not None
    seats = tuple(NightSeat(p.name, p.colour, name_key(p.name) in with_deck) for p in last.players)
    last_archenemy = None
    seating: tuple[str, ...] = ()
    for story in reversed(games):
        if not story.variant.rules.every_player_archenemy:
            last_archenemy = story.players[0].name
            seating = tuple(p.name for p in story.players)
            break
    archenemy = None if last.variant.rules.every_player_archenemy else last.players[0].name
    return NightGame(last.night, last.variant, seats, archenemy, last_archenemy, seating)


class Standing(msgspec.Struct, frozen=True):
    """One player's record: games and wins, as the archenemy and as a hero.

    Rumble games count as archenemy games (904.12b); games of Planechase
    alone (901.2) count in ``games`` and ``wins`` only.
    """

    name: str
    games: int = 0
    wins: int = 0
    games_as_archenemy: int = 0
    wins_as_archenemy: int = 0
    games_as_hero: int = 0
    wins_as_hero: int = 0


class NightStandings(msgspec.Struct, frozen=True):
    """The night's finished games and every player's :class:`Standing`.

    ``games``, ``draws``; the standings best first (most wins, then most wins as the archenemy, then by name).
    """

    games: int
    draws: int
    standings: tuple[Standing, ...]


def standings_of(stories: Iterable[GameStory]) -> tuple[Standing, ...]:
    """Every player's :class:`Standing` over the finished ``stories``.

    Sorted by name.

    A player is known by their name at the end of each game, compared
    NFC-normalised and casefolded (:func:`~.setup.name_key`; the latest
    spelling is shown).  Unfinished games are left out.
    """
    rows: dict[str, list[int]] = {}
    shown: dict[str, str] = {}
    for story in stories:
        if not story.over:
            continue
        for player in story.players:
            key = name_key(player.name)
            shown[key] = player.name
            row = rows.setdefault(key, [0] * 6)
            won = int(player.won)
            row[0] += 1
            row[1] += won
            # A player of Planechase alone is neither archenemy nor hero.
            if player.role in (ARCHENEMY_ROLE, HERO_ROLE):
                offset = 2 if player.role == ARCHENEMY_ROLE else 4
                row[offset] += 1
                row[offset + 1] += won
    found = [Standing(shown[key], *row) for key, row in rows.items()]
    found.sort(key=lambda s: (name_key(s.name), s.name))
    return tuple(found)


def night_standings(stories: Iterable[GameStory]) -> NightStandings:
    """The standings of a night's finished games, best first.

    See :func:`standings_of`.
    """
    games = sorted((s for s in stories if s.over), key=lambda s: s.night.game if s.night else 0)
    standings = sorted(standings_of(games), key=lambda s: (-s.wins, -s.wins_as_archenemy, name_key(s.name)))
    return NightStandings(len(games), sum(s.draw for s in games), tuple(standings))
