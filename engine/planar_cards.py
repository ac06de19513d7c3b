"""What the app does for each planar card, as data (CR 311, 312, 901).

A card's abilities are either *acted on* (:data:`PLANAR_ACTS`: the app
changes what it tracks: counters on the plane, life, damage through the
lasting effects, turns, steps, the turn order, the planar deck, effects
lasting "until a player planeswalks") or *reminded* at their step
(:func:`reminder_steps`, read off the Oracle text) with the reason the app
leaves them to the table (:data:`REMINDED`, in
``engine/planar_reasons.py``).  ``tools/plane_audit.py`` turns both into
``docs/plane-audit.md``.
"""

from __future__ import annotations

import enum
import functools
import re

import msgspec

from .model import Step


class When(enum.StrEnum):
    """When a planar card's act happens."""

    #: When the controller planeswalks to it (and at the starting plane? no: 901.5, nothing triggers).
    TO = "to"
    #: At the beginning of the planar controller's upkeep.
    UPKEEP = "upkeep"
    #: At the beginning of the planar controller's end step.
    END = "end"
    #: At the beginning of the planar controller's first main phase.
    FIRST_MAIN = "first_main"
    #: At the beginning of each of the controller's postcombat main phases.
    POSTCOMBAT_MAIN = "postcombat_main"
    #: Whenever chaos ensues (311.7).
    CHAOS = "chaos"
    #: Whenever the controller rolls a blank.
    BLANK = "blank"
    #: When a phenomenon is encountered (312.5).
    ENCOUNTER = "encounter"
    #: While face up (a static ability).
    STATIC = "static"


class Op(enum.StrEnum):
    """What a planar card's act does."""

    #: Put ``amount`` ``arg`` counters on the plane.
    COUNTER = "counter"
    #: The controller gains life equal to the plane's ``arg`` counters.
    GAIN_PER_COUNTER = "gain_per_counter"
    #: The controller loses life equal to the plane's ``arg`` counters.
    LOSE_PER_COUNTER = "lose_per_counter"
    #: The plane deals damage equal to its ``arg`` counters to the controller.
    DAMAGE_YOU_PER_COUNTER = "damage_you_per_counter"
    #: The plane deals damage equal to its ``arg`` counters to each player.
    DAMAGE_EACH_PER_COUNTER = "damage_each_per_counter"
    #: The controller loses ``amount`` life.
    LOSE = "lose"
    #: Planeswalk once the plane has ``amount`` or more ``arg`` counters (a state trigger).
    PLANESWALK_AT = "planeswalk_at"
    #: "Then planeswalk": once the table says the rest is done.
    THEN_PLANESWALK = "then_planeswalk"
    #: Planeswalk at once.
    PLANESWALK = "planeswalk"
    #: "If you can't, planeswalk": asked (yes, it could; no, planeswalk).
    ASK_PLANESWALK = "ask_planeswalk"
    #: Chaos ensues.
    CHAOS = "chaos"
    #: The controller takes an extra turn after this one (500.7).
    EXTRA_TURN = "extra_turn"
    #: In a main phase: an additional combat phase and main phase after it (500.8).
    ADDITIONAL_COMBAT = "additional_combat"
    #: An additional beginning phase after this phase (500.8).
    EXTRA_BEGINNING = "extra_beginning"
    #: Reverse the game's turn order.
    REVERSE = "reverse"
    #: An effect lasting until a player planeswalks (901.11), ``arg`` its key.
    UNTIL_PLANESWALK = "until_planeswalk"
    #: Players skip their untap steps.
    SKIP_UNTAP = "skip_untap"
    #: Blank rolls are chaos until a player planeswalks away from a plane.
    CHAOTIC_AETHER = "chaotic_aether"
    #: Until the controller's next turn, a Planeswalker roll is chaos instead.
    FIXED_POINT = "fixed_point"
    #: Reveal until two planes, planeswalk to both (901.11c).
    SPATIAL_MERGING = "spatial_merging"
    #: Reveal until five planes, one on top, the rest on the bottom at random.
    INTERPLANAR_TUNNEL = "interplanar_tunnel"
    #: Reveal the top planar card; the controller may put it on the bottom.
    STAIRS = "stairs"
    #: Reveal the top three planar cards; their chaos abilities trigger; to the bottom.
    POOLS = "pools"
    #: Reveal until a plane; planeswalk to it without planeswalking away.
    SEEDCORE = "seedcore"
    #: Damage the app deals is doubled (614.1a), through the lasting effects.
    DOUBLE_DAMAGE = "double_damage"
    #: It is turned face up with ``amount`` ``arg`` counters (the starting plane too: no trigger).
    ENTERS_WITH = "enters_with"
    #: Remove ``amount`` ``arg`` counters from the plane.
    REMOVE_COUNTER = "remove_counter"
    #: While the plane has ``arg`` counters, chaos ensues instead of a player planeswalking.
    NO_PLANESWALK = "no_planeswalk"
    #: Reveal until a plane card; chaos ensues on it; the revealed cards to the bottom.
    REVEAL_CHAOS = "reveal_chaos"
    #: Until the controller's next turn, a roll of the planar die is two dice, one ignored.
    PROBABILITY_FLUX = "probability_flux"


class PlanarAct(msgspec.Struct, frozen=True):
    """One thing the app does for a planar card: ``op`` at ``when``.

    ``arg``: a counter's name or an effect's key; ``amount``: a number
    (counters to put, life to lose, the counters that make it planeswalk);
    ``clause``: the Oracle words it carries out; ``since``: the first rules
    version (``GameState.rules_version``) that carries it out, so a game
    saved before it replays as it was played (0: every version).
    """

    when: When
    op: Op
    clause: str
    arg: str = ""
    amount: int = 0
    since: int = 0


def _acts(*acts: PlanarAct) -> tuple[PlanarAct, ...]:
    return acts


A = PlanarAct
#: The rules version that acts on No Way Out, The Fertile Lands of Saulvinia and Probability Flux.
CARDS_SINCE = 7
#: Every planar card the app acts on, by id, with what it does and when.
PLANAR_ACTS: dict[str, tuple[PlanarAct, ...]] = {
    "aretopolis": _acts(
        A(When.TO, Op.COUNTER, "put a scroll counter on Aretopolis", "scroll", 1),
        A(When.TO, Op.GAIN_PER_COUNTER, "you gain life equal to the number of scroll counters", "scroll"),
        A(When.UPKEEP, Op.COUNTER, "put a scroll counter on Aretopolis", "scroll", 1),
        A(When.UPKEEP, Op.GAIN_PER_COUNTER, "you gain life equal to the number of scroll counters", "scroll"),
        A(
            When.STATIC,
            Op.PLANESWALK_AT,
            "When Aretopolis has ten or more scroll counters on it, planeswalk.",
            "scroll",
            10,
        ),
        A(When.CHAOS, Op.COUNTER, "put a scroll counter on Aretopolis", "scroll", 1),
    ),
    "naar-isle": _acts(
        A(When.UPKEEP, Op.COUNTER, "put a flame counter on Naar Isle", "flame", 1),
        A(When.UPKEEP, Op.DAMAGE_YOU_PER_COUNTER, "deals damage to you equal to the number of flame counters", "flame"),
    ),
    "aplan-mortarium": _acts(
        A(When.UPKEEP, Op.COUNTER, "put an exposure counter on Aplan Mortarium", "exposure", 1),
        A(When.UPKEEP, Op.LOSE_PER_COUNTER, "you lose life equal to the number of exposure counters", "exposure"),
    ),
    "mount-keralia": _acts(
        A(When.END, Op.COUNTER, "put a pressure counter on Mount Keralia", "pressure", 1),
    ),
    "pompeii": _acts(
        A(When.TO, Op.COUNTER, "put an eruption counter on it", "eruption", 1),
        A(When.UPKEEP, Op.COUNTER, "put an eruption counter on it", "eruption", 1),
        A(When.BLANK, Op.COUNTER, "Then put an eruption counter on Pompeii.", "eruption", 1),
        A(When.CHAOS, Op.DAMAGE_EACH_PER_COUNTER, "deals damage to each creature and each player", "eruption"),
        A(When.CHAOS, Op.THEN_PLANESWALK, "Then planeswalk."),
    ),
    "kilnspire-district": _acts(
        A(When.TO, Op.COUNTER, "put a charge counter on Kilnspire District", "charge", 1),
        A(When.FIRST_MAIN, Op.COUNTER, "put a charge counter on Kilnspire District", "charge", 1),
    ),
    "spectrox-mines": _acts(
        A(When.TO, Op.LOSE, "you lose 3 life", amount=3),
        A(When.UPKEEP, Op.LOSE, "you lose 3 life", amount=3),
    ),
    "otaria": _acts(
        A(When.CHAOS, Op.EXTRA_TURN, "take an extra turn after this one"),
    ),
    "sokenzan": _acts(
        A(When.CHAOS, Op.ADDITIONAL_COMBAT, "If it's a main phase, there is an additional combat phase"),
    ),
    "valors-reach": _acts(
        A(When.CHAOS, Op.ADDITIONAL_COMBAT, "If it's a main phase, there is an additional combat phase"),
    ),
    "temple-of-atropos": _acts(
        A(When.POSTCOMBAT_MAIN, Op.EXTRA_BEGINNING, "there is an additional beginning phase after this phase"),
        A(When.CHAOS, Op.REVERSE, "reverse the game's turn order"),
        A(When.CHAOS, Op.PLANESWALK, "Then planeswalk."),
    ),
    "time-distortion": _acts(
        A(When.ENCOUNTER, Op.REVERSE, "reverse the game's turn order"),
    ),
    "chaotic-aether": _acts(
        A(When.ENCOUNTER, Op.CHAOTIC_AETHER, "each blank roll of the planar die is a {CHAOS} roll"),
    ),
    "fixed-point-in-time": _acts(
        A(When.ENCOUNTER, Op.FIXED_POINT, "if a player would planeswalk as a result of rolling the planar die"),
    ),
    "spatial-merging": _acts(
        A(When.ENCOUNTER, Op.SPATIAL_MERGING, "Simultaneously planeswalk to both of them."),
    ),
    "interplanar-tunnel": _acts(
        A(When.ENCOUNTER, Op.INTERPLANAR_TUNNEL, "Put a plane card from among them on top of your planar deck"),
    ),
    "stairs-to-infinity": _acts(
        A(When.CHAOS, Op.STAIRS, "reveal the top card of your planar deck"),
    ),
    "pools-of-becoming": _acts(
        A(When.CHAOS, Op.POOLS, "reveal the top three cards of your planar deck"),
    ),
    "norns-seedcore": _acts(
        A(When.TO, Op.CHAOS, "When you planeswalk to Norn's Seedcore, chaos ensues."),
        A(When.CHAOS, Op.SEEDCORE, "Planeswalk to it, except don't planeswalk away from any plane."),
    ),
    "oteclan": _acts(
        A(When.TO, Op.CHAOS, "When you planeswalk to Oteclán ... chaos ensues."),
        A(When.UPKEEP, Op.CHAOS, "at the beginning of your upkeep, chaos ensues."),
    ),
    "the-eon-fog": _acts(
        A(When.STATIC, Op.SKIP_UNTAP, "Players skip their untap steps."),
    ),
    "stronghold-furnace": _acts(
        A(When.STATIC, Op.DOUBLE_DAMAGE, "If a source would deal damage to a permanent or player, it deals double"),
    ),
    "bad-wolf-bay": _acts(
        A(When.CHAOS, Op.THEN_PLANESWALK, "Then planeswalk."),
    ),
    "grand-ossuary": _acts(
        A(When.CHAOS, Op.THEN_PLANESWALK, "Then planeswalk."),
    ),
    "new-players-journey": _acts(
        A(When.CHAOS, Op.THEN_PLANESWALK, "Then planeswalk."),
    ),
    "tardis-bay": _acts(
        A(When.CHAOS, Op.THEN_PLANESWALK, "Then planeswalk."),
    ),
    "lair-of-the-ashen-idol": _acts(
        A(When.UPKEEP, Op.ASK_PLANESWALK, "sacrifice a creature. If you can't, planeswalk."),
    ),
    "celestine-reef": _acts(
        A(When.CHAOS, Op.UNTIL_PLANESWALK, "until a player planeswalks, you can't lose the game", "cant_lose"),
    ),
    "agyrem": _acts(
        A(When.CHAOS, Op.UNTIL_PLANESWALK, "creatures can't attack you until a player planeswalks", "cant_attack_you"),
    ),
    "eloren-wilds": _acts(
        A(When.CHAOS, Op.UNTIL_PLANESWALK, "target player can't cast spells until a player planeswalks", "no_spells"),
    ),
    "unyaro": _acts(
        A(When.END, Op.UNTIL_PLANESWALK, "They phase out until a player planeswalks.", "phased_out"),
    ),
    "no-way-out-playtest": _acts(
        A(When.STATIC, Op.ENTERS_WITH, "No Way Out enters with three dread counters.", "dread", 3, CARDS_SINCE),
        A(
            When.STATIC,
            Op.NO_PLANESWALK,
            "If a player would planeswalk while this plane has dread counters, chaos ensues instead.",
            "dread",
            since=CARDS_SINCE,
        ),
        A(When.CHAOS, Op.REMOVE_COUNTER, "Remove a dread counter from this plane.", "dread", 1, CARDS_SINCE),
    ),
    "the-fertile-lands-of-saulvinia": _acts(
        A(
            When.CHAOS,
            Op.REVEAL_CHAOS,
            "reveal cards from the top of your planar deck until you reveal a plane card. Chaos ensues on that plane.",
            since=CARDS_SINCE,
        ),
    ),
    "probability-flux": _acts(
        A(
            When.ENCOUNTER,
            Op.PROBABILITY_FLUX,
            "instead they roll that many dice plus one and ignore one",
            since=CARDS_SINCE,
        ),
    ),
    "the-doctors-childhood-barn": _acts(
        A(When.CHAOS, Op.UNTIL_PLANESWALK, "When a player planeswalks, those permanents phase in.", "phased_out"),
    ),
}

#: The moments of the planar game a plane's line triggers at, reminded then (not at a step), by
#: plane id: ``(moment, line)``, the line counted as ``planar_reminders.ability_lines`` counts it.
#: Moments: ``"roll"`` (the controller rolls the planar die, 901.9), ``"to"`` (the controller
#: planeswalks to it, 701.31), ``"away"`` (the controller planeswalks away from it, 701.31).
#: No Way Out: "Whenever you roll the planar die, manifest dread."; Sky Deck: "Whenever you
#: planeswalk here, ... put a glass counter" (its chaos line) and "When you planeswalk away from
#: here, destroy all permanents with glass counters on them."
EVENT_LINES: dict[str, tuple[tuple[str, int], ...]] = {
    "no-way-out-playtest": (("roll", 2),),
    "sky-deck": (("to", 1), ("away", 0)),
}


def event_lines(plane_id: str, moment: str) -> tuple[int, ...]:
    """The lines of ``plane_id`` that trigger at ``moment``, in order.

    Read from :data:`EVENT_LINES`.
    """
    return tuple(line for at, line in EVENT_LINES.get(plane_id, ()) if at == moment)


#: The steps a plane's "at the beginning of ..." words name, as the reminders read them.
#: "At the beginning of combat on your turn" is the beginning of combat step (507.1), where
#: the table still acts before attackers are declared (Ghirapur's Vehicles must exist by then);
#: "whenever you attack" and "attacks" are the declare attackers step (508.1).
_STEP_WORDS: tuple[tuple[re.Pattern[str], Step], ...] = (
    (re.compile(r"beginning of (?:your|each player's|the first) upkeep|beginning your upkeep", re.I), Step.UPKEEP),
    (re.compile(r"beginning of (?:your|each player's|the monarch's) end step", re.I), Step.END),
    (re.compile(r"beginning of your draw step", re.I), Step.DRAW),
    (re.compile(r"beginning of combat on your turn", re.I), Step.BEGINNING_OF_COMBAT),
    (re.compile(r"whenever you attack|attacks", re.I), Step.DECLARE_ATTACKERS),
    (re.compile(r"beginning of (?:your )?(?:first|precombat) main phase", re.I), Step.PRECOMBAT_MAIN),
    (re.compile(r"postcombat main phase|second main phase", re.I), Step.POSTCOMBAT_MAIN),
    (re.compile(r"untap step", re.I), Step.UNTAP),
    (re.compile(r"^At end of combat", re.I | re.M), Step.END_OF_COMBAT),
)


@functools.cache
def reminder_steps(text: str) -> tuple[Step, ...]:
    """The steps at which a plane's ``text`` (its plane text) is reminded, in order.

    Read off its trigger words (:data:`_STEP_WORDS`): "at the beginning of
    combat on your turn" at the beginning of combat step (507.1), "whenever
    you attack" at the declare attackers step (508.1), and so on.
    """
    found = {step for pattern, step in _STEP_WORDS if pattern.search(text)}
    return tuple(s for s in Step if s in found)


def acts(plane_id: str, when: When, rules: int | None = None) -> tuple[PlanarAct, ...]:
    """The acts of ``plane_id`` at ``when``, in the card's order.

    ``rules``: a game's rules version; the acts that version carries out
    (``since``), every act when ``None``.
    """
    return tuple(a for a in PLANAR_ACTS.get(plane_id, ()) if a.when is when and (rules is None or a.since <= rules))


def entering_counters(plane_id: str, rules: int) -> tuple[tuple[str, int], ...]:
    """The counters ``plane_id`` is turned face up with under ``rules``, sorted.

    No Way Out's "enters with three dread counters": a replacement, not a
    trigger, so the starting plane has them too (901.5 stops triggers only).
    """
    found = {a.arg: a.amount for a in acts(plane_id, When.STATIC, rules) if a.op is Op.ENTERS_WITH}
    return tuple(sorted(found.items()))


def has_act(plane_id: str, op: Op) -> bool:
    """True when ``plane_id`` has an act ``op``."""
    return any(a.op is op for a in PLANAR_ACTS.get(plane_id, ()))
