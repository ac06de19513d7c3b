"""Immutable values that make up a game.

Players, scheme cards, prompts, the game state.

Everything here is a frozen :class:`msgspec.Struct` of tuples, so a :class:`GameState` can be
kept as a snapshot, compared with ``==`` (replay equals live play) and shared
between threads without copying.  The rules that move from one state to the
next live in :mod:`archenemy.engine.rules`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator

import msgspec

from .errors import IllegalActionError
from .planar_values import PlanarState
from .variants import Variant

#: The ``active`` value (and team name) of the heroes' shared team turn (CR 805).
HEROES = "heroes"
#: Team name of the archenemy in an Archenemy game.
ARCHENEMY_TEAM = "archenemy"
#: The rules a new game is played by: the journal format version that brought them (``GameState.rules_version``).
#: Version 5 brought the lasting effects' model (:mod:`archenemy.engine.lasting`); version 6 changed no rule;
#: version 7 the physical planar deck's reveals (:data:`PHYSICAL_REVEALS_SINCE`), Pools of Becoming's order
#: (:data:`POOLS_TRIGGERS_AFTER_SINCE`) and No Way Out, The Fertile Lands of Saulvinia and Probability Flux
#: (:data:`~archenemy.engine.planar_cards.CARDS_SINCE`).  A game saved under an older version is replayed, and
#: played on, by the rules it was written under.
CURRENT_RULES = 7
#: The first rules version whose games ask the lasting effects (:mod:`archenemy.engine.lasting`).
LASTING_EFFECTS_SINCE = 5
#: The first rules version whose physical planar deck mode asks for the cards Spatial Merging, Stairs to
#: Infinity and Pools of Becoming reveal (two planes face up, 901.11c); version 6 asked for one card after
#: Spatial Merging, then planeswalked away from it, and did nothing for the other two.
PHYSICAL_REVEALS_SINCE = 7
#: The first rules version in which the chaos abilities of the cards Pools of Becoming reveals resolve after
#: those cards went to the bottom of the planar deck (they trigger during its resolution and go on the stack
#: after it, 603.3: a Stairs to Infinity it revealed reveals the card then on top).  Version 6 let them
#: resolve while the three were still on top, except another Pools of Becoming.
POOLS_TRIGGERS_AFTER_SINCE = 7

#: A copy of a frozen value with some fields changed: ``replace(state, life=3)``.
#: :func:`msgspec.structs.replace`, in C: a replay makes a few such copies per
#: action.  Raises :class:`TypeError` for a name that is not a field.
replace = msgspec.structs.replace


class Step(enum.Enum):
    """Steps of a turn in order (CR 500–514), named as in the save file.

    Main phases count as steps here: the app tracks where the table is.
    """

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"


#: A normal turn's steps (CR 500.1).
STANDARD_TURN: tuple[Step, ...] = tuple(Step)
#: The combat phase's steps before end of combat (506.1): a delayed scheme's event reported in
#: them abandons it at end of combat; Drench the Soil in Their Blood adds them (500.8).
COMBAT_STEPS: tuple[Step, ...] = (
    Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
)


class DeckMode(enum.Enum):
    """Who keeps the scheme deck's order.

    ``SHUFFLED``: the app shuffles and reveals the top card itself.
    ``PHYSICAL``: the table shuffles its paper schemes and tells the app which
    scheme it revealed; the app knows the deck's contents but not its order.
    """

    SHUFFLED = "shuffled"
    PHYSICAL = "physical"


class PromptKind(enum.Enum):
    """How a prompt is answered.

    ``YES_NO`` takes ``True``/``False``; ``COUNT`` a non-negative int (compared
    with the prompt's ``threshold``); ``CHOICE`` one of the prompt's
    ``options``; ``DONE`` only ``True`` (the table finished something).
    """

    YES_NO = "yes_no"
    COUNT = "count"
    CHOICE = "choice"
    DONE = "done"


class SchemeCard(msgspec.Struct, frozen=True):
    """One physical scheme card.

    Two copies of a scheme are two cards (distinct ``uid``).
    """

    uid: int
    scheme_id: str
    owner: str


class FaceUpScheme(msgspec.Struct, frozen=True):
    """A scheme face up in the command zone (CR 904.4, 904.11).

    - ``ongoing``: stays face up until abandoned (314.7, 904.11); otherwise it
      goes to the bottom once the table has resolved it (904.10, 314.6).
    - ``resolved``: a non-ongoing scheme's "set in motion" ability is done.
    - ``counters``: doom counters (Your Inescapable Doom).
    - ``choices``: recorded choices, role -> player name (Bow to My Command's
      chosen opponent, Know Evil's targets...).
    - ``abandon_at_end_of_combat``: Nature Shields Its Own's delayed abandonment.
    - ``no_attackers``: the table answered that no creature attacks the owner
      in this combat (Nature Shields Its Own's count: 0), so its "whenever a
      creature attacks and isn't blocked" Plant ability cannot trigger until
      the next combat; cleared as the combat's steps end.
    - ``echoes_declined``: My Laughter Echoes cards whose offer to set this
      scheme in motion again was declined this time, or that were set in
      motion after this scheme (so this scheme did not trigger them).
    - ``doom_waiting``: Your Inescapable Doom's end-step ability triggered
      while another copy's choice was pending; it resolves (counter, then
      damage to the highest life *then*) once that choice is made.
    - ``life_applied``: the life change the app computes for this scheme
      (:func:`archenemy.engine.effects.life_effects`) was applied
      (:class:`~archenemy.engine.actions.ApplyEffect`): a set-in-motion
      ability resolves once.
    """

    card: SchemeCard
    ongoing: bool
    resolved: bool = False
    counters: int = 0
    choices: tuple[tuple[str, str], ...] = ()
    abandon_at_end_of_combat: bool = False
    no_attackers: bool = False
    echoes_declined: tuple[int, ...] = ()
    doom_waiting: bool = False
    life_applied: bool = False

    @property
    def uid(self) -> int:
        """The card's uid."""
        return self.card.uid

    @property
    def scheme_id(self) -> str:
        """The card's scheme id."""
        return self.card.scheme_id

    def choice(self, role: str) -> str | None:
        """The player recorded for ``role``, or ``None``."""
        return dict(self.choices).get(role)


class SchemeZone(msgspec.Struct, frozen=True):
    """An archenemy's scheme cards in the command zone (CR 904.4).

    ``deck`` is top first.  In :attr:`DeckMode.PHYSICAL` the order is unknown:
    ``deck`` then holds the right cards in no meaningful order.
    ``to_set`` counts schemes still to be set in motion this time (Plots That
    Span Centuries makes it three, 701.32c); ``next_set_count`` is how many the
    next time will set.
    """

    owner: str
    deck: tuple[SchemeCard, ...]
    face_up: tuple[FaceUpScheme, ...] = ()
    next_set_count: int = 1
    to_set: int = 0

    def cards(self) -> Iterator[SchemeCard]:
        """Every card this player owns, in the deck or face up."""
        yield from self.deck
        yield from (f.card for f in self.face_up)

    def find(self, uid: int) -> FaceUpScheme | None:
        """The face-up scheme with card ``uid``, or ``None``."""
        return next((f for f in self.face_up if f.uid == uid), None)


class LossReason(enum.StrEnum):
    """Why a player lost (CR 704.5a, 704.5c, 903.10a, 810.8c, 104.3a)."""

    LIFE = "life"
    POISON = "poison"
    COMMANDER_DAMAGE = "commander_damage"
    TEAM_LIFE = "team_life"
    CONCEDED = "conceded"


class Player(msgspec.Struct, frozen=True):
    """A player at the table.

    ``team`` is ``"archenemy"`` or ``"heroes"`` (the player's own name in
    Supervillain Rumble).  ``life`` is ``None`` for a hero under a shared team
    life (904.13b).  ``commander_damage`` maps a commander's owner to the combat
    damage that commander dealt this player (903.10a).  ``counters`` maps a
    counter's name (``energy``, ``experience`` or the table's own) to how many
    the player has (CR 122.1), sorted by name, zeros left out.
    """

    name: str
    team: str
    is_archenemy: bool
    life: int | None
    starting_life: int
    # the seat's colour (#rrggbb), as set up or corrected (SetColour)
    colour: str | None = None
    poison: int = 0
    commander_damage: tuple[tuple[str, int], ...] = ()
    lost: LossReason | None = None
    counters: tuple[tuple[str, int], ...] = ()

    @property
    def alive(self) -> bool:
        """True while the player is still in the game."""
        return self.lost is None

    def commander_damage_from(self, owner: str) -> int:
        """Combat damage dealt to this player by ``owner``'s commander."""
        return dict(self.commander_damage).get(owner, 0)

    def counter(self, name: str) -> int:
        """How many ``name`` counters this player has (0 when none)."""
        return dict(self.counters).get(name, 0)


class Prompt(msgspec.Struct, frozen=True):
    """A question the table must answer before the game can advance.

    - ``id``: unique in the game, increasing; answers name it.
    - ``question``: a stable key (``"because-i-have-willed-it.spells"``) that
      front ends render in the current language with ``params``.
    - ``card_uid``/``scheme_id``/``owner``: the scheme card concerned.
    - ``options``: for :attr:`PromptKind.CHOICE`, the allowed answers.
    - ``threshold``: for :attr:`PromptKind.COUNT`, the count that triggers.
    """

    id: int
    kind: PromptKind
    question: str
    owner: str
    card_uid: int | None = None
    scheme_id: str | None = None
    options: tuple[str, ...] = ()
    threshold: int | None = None
    params: tuple[tuple[str, str], ...] = ()

    def param(self, key: str) -> str | None:
        """The parameter ``key`` of the question, or ``None``."""
        return dict(self.params).get(key)


class Reminder(msgspec.Struct, frozen=True):
    """A lasting effect of a resolved scheme shown until it expires.

    ``until`` is ``"owner_next_turn"`` (expires when ``owner``'s next turn
    begins) or ``"end_of_turn"``.  ``choices`` as in :class:`FaceUpScheme`.
    """

    scheme_id: str
    owner: str
    until: str
    choices: tuple[tuple[str, str], ...] = ()


class DamageHit(msgspec.Struct, frozen=True):
    """One player's share of damage the app deals, and the order of its changes.

    ``amount``: the damage before the lasting effects change it.  ``order``: the changes (:class:`~archenemy.engine.lasting.DamageOrder`'s
    key: their kinds in the order they apply) the affected player chose, or
    ``None`` while that player's answer waits (CR 616.1).
    """

    player: str
    amount: int
    order: str | None = None


class PendingDamage(msgspec.Struct, frozen=True):
    """Damage a scheme deals, waiting for the order of its changes (CR 616.1).

    The affected players choose the order of the replacement and prevention
    effects that change their share.  ``scheme_id``, ``card`` and ``owner``: the source, a face-up scheme card
    and its controller (314.5); ``hits``: each player's share, dealt all at
    once when every order is chosen.  ``plane``: the source is a face-up
    planar card (``scheme_id`` is then its plane id, 901.7).
    """

    scheme_id: str
    card: int
    owner: str
    hits: tuple[DamageHit, ...]
    plane: bool = False


class ExtraTurn(msgspec.Struct, frozen=True):
    """A turn taken after the current one (All in Good Time, Time Bends to My Will).

    ``no_schemes``: schemes can't be set in motion that turn; ``skip_untap``:
    the turn has no untap step.
    """

    player: str
    no_schemes: bool = False
    skip_untap: bool = False


class Termination(enum.Enum):
    """How a game ended.

    The value is the stable name in save files and JSON (``reason``).

    - ``ARCHENEMY_DEFEATED``: the archenemy lost; every hero wins, even
      eliminated ones (Archenemy: Nicol Bolas release notes, "Winning the Game").
    - ``HEROES_DEFEATED``: every hero lost; the archenemy wins.
    - ``LAST_PLAYER_STANDING``: Supervillain Rumble's winner (904.12, 104.2a).
    - ``ALL_LOST``: every remaining player lost at once: a draw (104.4a).
    """

    ARCHENEMY_DEFEATED = "archenemy_defeated"
    HEROES_DEFEATED = "heroes_defeated"
    LAST_PLAYER_STANDING = "last_player_standing"
    ALL_LOST = "all_lost"


class Outcome(msgspec.Struct, frozen=True):
    """How a game ended: the :class:`Termination` and the ``winners``.

    ``winners``: player names, ``()`` for a draw.

    Model: python-chess's ``Outcome(termination, winner)``.
    """

    termination: Termination
    winners: tuple[str, ...]

    @property
    def draw(self) -> bool:
        """True when nobody won (CR 104.4a)."""
        return self.termination is Termination.ALL_LOST

    @property
    def reason(self) -> str:
        """The termination's stable name (``archenemy_defeated``...).

        As ``archenemy replay --json`` prints it.
        """
        return self.termination.value


class GameState(msgspec.Struct, frozen=True):
    """The whole game at one moment.

    ``players`` in seating order (in Archenemy the archenemy first);
    ``team_life`` is the heroes' shared life total under the Commander option
    (``None`` otherwise).  ``zones`` holds one :class:`SchemeZone` per
    archenemy.  ``turn`` counts every turn taken (1-based); ``active`` is a
    player's name or :data:`HEROES`; ``steps`` this turn's step sequence and
    ``step_index`` the current one.  ``rotation`` is the normal turn order and
    ``rotation_index`` whose normal turn was last.  ``prompts`` must all be
    answered before the game advances.  ``rules_version``: the rules the game
    is played by (:data:`CURRENT_RULES`, or an older save's: its journal
    format version).  ``damage_taken``: the damage each player was dealt this
    turn that the app dealt or recorded, by name, in the order first dealt
    (Nothing Can Stop Me Now's count).  ``pending_damage``: damage waiting
    for its order to be chosen (616.1), or ``None``.  ``planar``: the
    planes (901), ``None`` in a game without them.
    """

    variant: Variant
    deck_mode: DeckMode
    players: tuple[Player, ...]
    team_life: int | None
    zones: tuple[SchemeZone, ...]
    turn: int
    active: str
    steps: tuple[Step, ...]
    step_index: int
    rotation: tuple[str, ...]
    rotation_index: int
    extra_turns: tuple[ExtraTurn, ...] = ()
    no_schemes_this_turn: bool = False
    prompts: tuple[Prompt, ...] = ()
    next_prompt_id: int = 1
    reminders: tuple[Reminder, ...] = ()
    outcome: Outcome | None = None
    rules_version: int = CURRENT_RULES
    damage_taken: tuple[tuple[str, int], ...] = ()
    pending_damage: PendingDamage | None = None
    planar: PlanarState | None = None

    # ----- look-ups -------------------------------------------------------
    @property
    def step(self) -> Step:
        """The current step."""
        return self.steps[self.step_index]

    def player(self, name: str) -> Player:
        """The player called ``name``; raises :class:`IllegalActionError`."""
        for p in self.players:
            if p.name == name:
                return p
        raise IllegalActionError("unknown_player", player=name)

    def zone(self, owner: str) -> SchemeZone:
        """The scheme zone of archenemy ``owner``; raises :class:`IllegalActionError`."""
        for z in self.zones:
            if z.owner == owner:
                return z
        raise IllegalActionError("no_scheme_deck", player=owner)

    def prompt(self, prompt_id: int) -> Prompt:
        """The pending prompt ``prompt_id``; raises :class:`IllegalActionError`."""
        for p in self.prompts:
            if p.id == prompt_id:
                return p
        raise IllegalActionError("unknown_prompt", prompt=prompt_id)

    def face_up(self) -> Iterator[FaceUpScheme]:
        """Every face-up scheme of every archenemy."""
        for z in self.zones:
            yield from z.face_up

    def find_face_up(self, uid: int) -> tuple[SchemeZone, FaceUpScheme]:
        """The zone and face-up scheme with card ``uid``.

        Raises :class:`IllegalActionError`.
        """
        for z in self.zones:
            f = z.find(uid)
            if f is not None:
                return z, f
        raise IllegalActionError("not_face_up", card=uid)

    @property
    def archenemies(self) -> tuple[Player, ...]:
        """The archenemy (or every player, in Supervillain Rumble)."""
        return tuple(p for p in self.players if p.is_archenemy)

    def opponents(self, name: str, *, alive_only: bool = True) -> tuple[Player, ...]:
        """Opponents of ``name`` (every player of another team; CR 102.3)."""
        me = self.player(name)
        return tuple(p for p in self.players if p.team != me.team and (p.alive or not alive_only))

    def is_opponents_turn(self, owner: str) -> bool:
        """True when the active side is an opponent of ``owner`` in the game.

        A player or the heroes' team.

        CR 800.4j: a turn whose player left continues without an active
        player, so it is nobody's turn: not an opponent's (Rumble's "your
        opponents' end step" does not trigger on it).
        """
        if self.active == HEROES:
            return self.player(owner).team != HEROES
        active = self.player(self.active)
        return active.alive and active.team != self.player(owner).team

    def life_of(self, name: str) -> int:
        """The life total that effects reading ``name``'s life see.

        The team's under a shared life (810.9a).
        """
        p = self.player(name)
        if p.life is None:
            assert self.team_life is not None
            return self.team_life
        return p.life

    def damage_taken_by(self, name: str) -> int:
        """The damage the app dealt or recorded to ``name`` this turn (0: none)."""
        return dict(self.damage_taken).get(name, 0)

    def starting_life_of(self, name: str) -> int:
        """``name``'s starting life total; the team's under a shared life (810.9a)."""
        return self.player(name).starting_life

    @property
    def over(self) -> bool:
        """True once the game has an outcome."""
        return self.outcome is not None

    # ----- functional updates --------------------------------------------
    def with_player(self, player: Player) -> GameState:
        """A copy with ``player`` replacing the player of the same name."""
        return replace(self, players=tuple(player if p.name == player.name else p for p in self.players))

    def with_zone(self, zone: SchemeZone) -> GameState:
        """A copy with ``zone`` replacing the zone of the same owner."""
        return replace(self, zones=tuple(zone if z.owner == zone.owner else z for z in self.zones))

    def with_prompts(self, prompts: Iterable[Prompt]) -> GameState:
        """A copy with ``prompts`` as the pending prompts."""
        return replace(self, prompts=tuple(prompts))
