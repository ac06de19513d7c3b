"""What each scheme's text does to the app's own actions, one entry a scheme.

The app acts by itself: it deals damage (Your Inescapable Doom, the life
effects it computes), offers and records targets, records combat damage and
applies life changes.  A scheme face up (or the lasting effect a resolved one
leaves) can change those actions: replace or prevent damage (CR 614.1a,
615.1), forbid a target (hexproof, 702.11), trigger on what the app records
(603.2), bound a count of modes (700.2d).  :data:`INTERACTIONS` says, for
every one of the 102 schemes, which of these its Oracle text does, or why it
does none; :mod:`archenemy.engine.lasting` reads it, and the rules ask that
model wherever they act.

Words of a text that sound like such an effect but concern only what the
table tracks (damage to a creature, a target permanent, a self-replacement
of a token count) are ``notes``, keyed by the word's category
(:data:`WORDS`): ``tests/engine/test_interactions.py`` checks that every
category a text speaks of is covered by the entry.  Data only, no words
shown to players.
"""

from __future__ import annotations

import enum
import re

import msgspec


class Change(enum.StrEnum):
    """How a lasting effect changes damage (replacement 614.1a, prevention 615.1)."""

    #: "it deals double that damage instead" (614.1a).
    DOUBLE = "double"
    #: "it deals that much damage plus 1 instead" (614.1a).
    PLUS_ONE = "plus_one"
    #: "prevent 1 of that damage" (615.1).
    PREVENT_ONE = "prevent_one"
    #: "prevent all damage that would be dealt" (615.1).
    PREVENT_ALL = "prevent_all"


class Side(enum.StrEnum):
    """Who controls the damage's source, seen from the effect's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


class Recipient(enum.StrEnum):
    """Who is dealt the damage an effect changes, seen from its controller.

    ``YOUR_CREATURES`` is never a player: the app deals damage to players
    only, so such a change never applies to it (Delight in the Hunt).
    """

    ANY = "any"
    YOU = "you"
    YOUR_CREATURES = "your_creatures"


class DamageChange(msgspec.Struct, frozen=True):
    """A replacement or prevention of damage (614.1a, 615.1), in its words.

    ``source``: whose sources it changes; ``to``: whose damage.
    """

    change: Change
    clause: str
    source: Side = Side.ANY
    to: Recipient = Recipient.ANY


class On(enum.StrEnum):
    """What the app records that a scheme's trigger reacts to (603.2)."""

    #: A player the app records as the target of a scheme's ability (Know Evil's prompt, a recorded target).
    TARGET = "target"
    #: Combat damage the table records (a commander's, 903.10a; 120.3a).
    COMBAT_DAMAGE = "combat_damage"


class Subject(enum.StrEnum):
    """Whom a reaction watches: the scheme's controller, or its chosen player."""

    YOU = "you"
    CHOSEN = "chosen"


class Reaction(msgspec.Struct, frozen=True):
    """A trigger that abandons its scheme when the app records ``on`` (701.33a).

    ``subject``: the player it watches.  What follows the abandonment is the
    scheme's :data:`~archenemy.engine.triggers.ABANDON_TRIGGERS` ``then``.
    """

    on: On
    subject: Subject
    clause: str


class Deal(enum.StrEnum):
    """A life change the app applies for a scheme, and what it is in the rules."""

    #: Damage (120.3a: a player dealt damage loses that much life): the damage changes apply.
    DAMAGE = "damage"
    #: Life lost, not damage (119.3): no damage change applies.
    LIFE_LOSS = "life_loss"
    LIFE_GAIN = "life_gain"
    #: A life total set or redistributed (119.5: the difference is gained or lost).
    LIFE_TOTAL = "life_total"
    #: Life paid as a cost (119.4).
    LIFE_PAYMENT = "life_payment"


#: The targets of a scheme's life effect: the players its
#: :class:`~archenemy.engine.effects.LifeEffect` names ("any target", "target player").
EFFECT_PLAYERS = "effect"

#: The categories of words a text may speak of that an app action could meet, and their patterns.
WORDS: dict[str, str] = {
    "damage": r"\bdamage\b",
    "prevention": r"\bprevent",
    "instead": r"\binstead\b",
    "target": r"\btargets?\b",
    "hexproof": r"\bhexproof\b",
    "life": r"\blife\b",
}


class Interactions(msgspec.Struct, frozen=True):
    """What one scheme does to the app's own actions; :attr:`none` when nothing.

    - ``why``: in a few words, what the entry says, or why it is nothing.
    - ``changes``: the damage the app deals that it replaces or prevents.
    - ``hexproof``: its controller can't be the target of opponents' schemes.
    - ``reacts``: the triggers the app's records set off (abandonments).
    - ``deals``: the life changes the app applies for it.
    - ``targets``: its roles (:data:`~archenemy.engine.triggers.CHOICES`,
      :data:`~archenemy.engine.triggers.RECORDED_CHOICES`) whose player is a
      target, or :data:`EFFECT_PLAYERS`.
    - ``counts_damage``: its checkpoint counts the damage the app dealt or
      recorded (Nothing Can Stop Me Now: "if you've been dealt 5 or more
      damage this turn").
    - ``modes``: "choose three": how many modes it chooses (700.2d).
    - ``notes``: ``(category, note)``: words of a :data:`WORDS` category
      that concern only what the table tracks, and why.
    """

    scheme_id: str
    why: str
    changes: tuple[DamageChange, ...] = ()
    hexproof: bool = False
    reacts: tuple[Reaction, ...] = ()
    deals: tuple[Deal, ...] = ()
    targets: tuple[str, ...] = ()
    counts_damage: bool = False
    modes: int | None = None
    notes: tuple[tuple[str, str], ...] = ()

    @property
    def none(self) -> bool:
        """True when the scheme does nothing to the app's actions."""
        concrete = (self.changes, self.reacts, self.deals, self.targets)
        return not (any(concrete) or self.hexproof or self.counts_damage or self.modes)

    @property
    def covered(self) -> frozenset[str]:
        """The :data:`WORDS` categories this entry accounts for."""
        found = {category for category, _ in self.notes}
        kinds = {c.change for c in self.changes}
        if self.changes or Deal.DAMAGE in self.deals or self.counts_damage:
            found.add("damage")
        if any(r.on is On.COMBAT_DAMAGE for r in self.reacts):
            found.add("damage")
        if kinds & {Change.PREVENT_ONE, Change.PREVENT_ALL}:
            found.add("prevention")
        if kinds & {Change.DOUBLE, Change.PLUS_ONE}:
            found.add("instead")
        if self.targets or any(r.on is On.TARGET for r in self.reacts):
            found.add("target")
        if self.hexproof:
            found.add("hexproof")
        if any(d is not Deal.DAMAGE for d in self.deals):
            found.add("life")
        return frozenset(found)


def spoken_of(text: str) -> frozenset[str]:
    """The :data:`WORDS` categories ``text`` speaks of, reminder text left out."""
    plain = re.sub(r"\([^)]*\)", "", text)
    return frozenset(c for c, pattern in WORDS.items() if re.search(pattern, plain, re.IGNORECASE))


def _none(scheme_id: str, why: str) -> Interactions:
    return Interactions(scheme_id, why)


_PERMANENTS = "its targets are permanents or cards, the table's"
_NOT_RECORDED = (
    "its target players are not recorded: the table keeps hexproof and reports Imprison This Insolent Wretch's event"
)

#: Every scheme's entry, by id.
INTERACTIONS: dict[str, Interactions] = {
    entry.scheme_id: entry
    for entry in (
        _none("a-display-of-my-dark-power", "mana: the table's"),
        Interactions(
            "a-premonition-of-your-demise",
            "its damage to the target player is the app's life effect",
            deals=(Deal.DAMAGE,),
            targets=(EFFECT_PLAYERS,),
        ),
        _none("a-reckoning-approaches", "library and battlefield: the table's"),
        _none("all-in-good-time", "an extra turn: no damage, target or life"),
        Interactions(
            "all-shall-smolder-in-my-wake",
            "destroys permanents only",
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "approach-my-molten-realm",
            "doubles the damage the app deals until your next turn",
            changes=(
                DamageChange(Change.DOUBLE, "if a source would deal damage, it deals double that damage instead"),
            ),
        ),
        _none("because-i-have-willed-it", "spells: the table's"),
        _none("behold-my-grandeur", "mana and library: the table's"),
        Interactions(
            "behold-the-power-of-destruction",
            "its target opponent is recorded",
            targets=("target",),
        ),
        _none("bow-to-my-command", "its opponent is chosen, not targeted"),
        Interactions(
            "chaos-is-my-plaything",
            "exiles permanents only",
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "choose-your-champion",
            "the chosen player is chosen, not targeted",
            notes=(("target", _NOT_RECORDED),),
        ),
        _none("choose-your-demise", "library piles: the table's"),
        _none("dance-pathetic-marionette", "libraries: the table's"),
        _none("dark-wings-bring-your-downfall", "creatures: the table's"),
        Interactions(
            "delight-in-the-hunt",
            "prevents damage to your creatures this turn; the app deals none",
            changes=(
                DamageChange(
                    Change.PREVENT_ALL,
                    "prevent all damage that would be dealt to creatures you control this turn",
                    to=Recipient.YOUR_CREATURES,
                ),
            ),
        ),
        _none("drench-the-soil-in-their-blood", "an additional combat: no damage, target or life"),
        _none("embrace-my-diabolical-vision", "hands and libraries: the table's"),
        _none("every-dream-a-nightmare", "discards and draws: the table's"),
        _none("every-hope-shall-vanish", "hands: the table's"),
        Interactions(
            "every-last-vestige-shall-rot",
            "its target player is not recorded",
            notes=(("target", _NOT_RECORDED),),
        ),
        Interactions(
            "evil-comes-to-fruition",
            "a self-replacement of its tokens",
            notes=(("instead", "the Elementals replace the Plants with ten lands: the app shows both counts"),),
        ),
        Interactions(
            "fear-my-authority",
            "pay 3 life is the app's, refused under 3 life (119.4)",
            deals=(Deal.LIFE_PAYMENT,),
        ),
        Interactions(
            "feed-the-machine",
            "its target opponent is recorded",
            targets=("target",),
        ),
        _none("for-each-of-you-a-gift", "tokens: counted, not damage"),
        _none("i-am-duskmourn", "a free spell: the table's"),
        _none("i-am-never-alone", "a token copy: the table's"),
        Interactions(
            "i-am-untouchable",
            "hexproof, and abandoned when combat damage to you is recorded",
            hexproof=True,
            reacts=(Reaction(On.COMBAT_DAMAGE, Subject.YOU, "When combat damage is dealt to you"),),
        ),
        _none("i-bask-in-your-silent-awe", "spells: the table's"),
        Interactions(
            "i-call-for-slaughter",
            "adds 1 to the damage your sources deal this turn",
            changes=(
                DamageChange(
                    Change.PLUS_ONE,
                    "If a source you control would deal damage this turn, it deals that much damage plus 1 instead",
                    source=Side.YOU,
                ),
            ),
            notes=(("target", "the Devils' “any target” is the tokens' own ability, the table's"),),
        ),
        _none("i-call-on-the-ancient-magics", "libraries and hands: the table's"),
        Interactions(
            "i-delight-in-your-convulsions",
            "life lost and gained, not damage",
            deals=(Deal.LIFE_LOSS, Deal.LIFE_GAIN),
        ),
        _none("i-know-all-i-see-all", "graveyards: the table's"),
        Interactions(
            "i-will-savor-your-agony",
            "three modes; its gains of 5 life target players",
            deals=(Deal.LIFE_GAIN,),
            targets=(EFFECT_PLAYERS,),
            modes=3,
            notes=(("target", "the creature and the draw's target player are not recorded"),),
        ),
        Interactions(
            "ignite-the-cloneforge",
            "copies a permanent",
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "imprison-this-insolent-wretch",
            "abandoned when the chosen player is recorded as a target",
            reacts=(
                Reaction(
                    On.TARGET, Subject.CHOSEN, "When the chosen player ... becomes the target of a spell or ability"
                ),
            ),
        ),
        Interactions(
            "into-the-earthen-maw",
            "its target opponent's graveyard is recorded",
            targets=("graveyard",),
        ),
        _none("introductions-are-in-order", "library and hand: the table's"),
        _none("kneel-before-my-legions", "tokens and creatures: the table's"),
        Interactions(
            "know-evil",
            "its three target opponents are asked",
            targets=("cant_attack", "cant_cast_creature", "cant_cast_noncreature"),
        ),
        Interactions(
            "know-naught-but-fire",
            "its damage to each opponent is the app's life effect",
            deals=(Deal.DAMAGE,),
        ),
        _none("look-skyward-and-despair", "a token: the table's"),
        Interactions(
            "make-yourself-useful",
            "life gained is the app's life effect",
            deals=(Deal.LIFE_GAIN,),
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "may-civilization-collapse",
            "its target opponent is recorded",
            targets=("target",),
        ),
        _none("mine-is-the-only-truth", "draws: the table's"),
        Interactions(
            "mortal-flesh-is-weak",
            "life lost down to the lowest total, not damage",
            deals=(Deal.LIFE_LOSS,),
        ),
        _none("my-champion-stands-supreme", "the commander: the table's"),
        _none("my-crushing-masterstroke", "control and attacks: the table's"),
        Interactions(
            "my-followers-ascend",
            "a self-replacement of its counters",
            notes=(("instead", "the Scarecrow replaces the counters: the recorded mode says which"),),
        ),
        _none("my-forces-are-innumerable", "tokens and sacrifices: the table's"),
        Interactions(
            "my-genius-knows-no-bounds",
            "life gained is the app's life effect",
            deals=(Deal.LIFE_GAIN,),
        ),
        _none("my-laughter-echoes", "setting a scheme in motion again is the app's"),
        _none("my-tendrils-run-deep", "lands: the table's"),
        Interactions(
            "my-undead-horde-awakens",
            "its target is a creature card",
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "my-wealth-will-bury-you",
            "a self-replacement of its Treasures",
            notes=(("instead", "the four Treasures replace the count: the table's"),),
        ),
        Interactions(
            "my-will-is-irresistible",
            "its target opponent is recorded",
            targets=("target",),
        ),
        Interactions(
            "my-wings-enfold-all",
            "the copies' new targets are the spells'",
            notes=(("target", "new targets for copies of spells: the table's"),),
        ),
        _none("my-wish-is-your-command", "hands and a free spell: the table's"),
        Interactions(
            "nature-demands-an-offering",
            "its target opponent is recorded",
            targets=("target",),
        ),
        _none("nature-shields-its-own", "tokens and attacks: the table's"),
        _none("no-one-will-hear-your-cries", "sacrifices: the table's"),
        _none("no-secret-is-hidden-from-me", "library and free spells: the table's"),
        Interactions(
            "nothing-can-stop-me-now",
            "prevents 1 of each damage to you from opponents' sources; counts it",
            changes=(
                DamageChange(
                    Change.PREVENT_ONE,
                    "If a source an opponent controls would deal damage to you, prevent 1 of that damage",
                    source=Side.OPPONENT,
                    to=Recipient.YOU,
                ),
            ),
            counts_damage=True,
        ),
        _none("only-blood-ends-your-nightmares", "sacrifices and discards: the table's"),
        _none("only-i-know-what-awaits", "permanents and hand: the table's"),
        _none("pay-tribute-to-me", "sacrifices: the table's"),
        _none("perhaps-youve-met-my-cohort", "library: the table's"),
        Interactions(
            "plots-that-span-centuries",
            "its replacement of setting in motion is the app's",
            notes=(("instead", "three schemes the next time: the app sets them in motion"),),
        ),
        _none("power-without-equal", "draws and free spells: the table's"),
        Interactions(
            "reality-is-mine-to-control",
            "the copy's new targets are the spell's",
            notes=(("target", "new targets for a copy of a spell: the table's"),),
        ),
        _none("realms-befitting-my-majesty", "lands: the table's"),
        _none("roots-of-all-evil", "tokens: counted, not damage"),
        _none("rot-like-the-scum-you-are", "a token and counters: the table's"),
        _none("rotted-ones-lay-siege", "tokens: counted, not damage"),
        _none("running-is-useless", "creatures: the table's"),
        Interactions(
            "surrender-your-thoughts",
            "its target opponent is recorded",
            targets=("target",),
        ),
        Interactions(
            "the-dead-shall-serve",
            "its targets are creature cards",
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "the-fate-of-the-flammable",
            "its target opponent is recorded; its damage is the app's life effect",
            deals=(Deal.DAMAGE,),
            targets=("target",),
        ),
        _none("the-iron-guardian-stirs", "a token: the table's"),
        Interactions(
            "the-mighty-will-fall",
            "life lost, not damage; its opponent is chosen, not targeted",
            deals=(Deal.LIFE_LOSS,),
        ),
        _none("the-pieces-are-coming-together", "draws and costs: the table's"),
        _none("the-very-soil-shall-shake", "creatures: the table's"),
        Interactions(
            "there-is-no-refuge",
            "damage to a creature, the table's",
            notes=(("damage", "3 damage to a creature: the app deals none"), ("target", _PERMANENTS)),
        ),
        _none("this-world-belongs-to-me", "draws and lands: the table's"),
        _none("time-bends-to-my-will", "an extra turn: no damage, target or life"),
        Interactions(
            "tooth-claw-and-tail",
            "destroys permanents only",
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "whats-yours-is-now-mine",
            "takes a creature",
            notes=(("target", _PERMANENTS),),
        ),
        _none("when-will-you-learn", "libraries and free spells: the table's"),
        Interactions(
            "which-of-you-burns-brightest",
            "its target opponent is recorded; its damage is the app's life effect",
            deals=(Deal.DAMAGE,),
            targets=("target",),
            notes=(("damage", "its damage to creatures is the table's"),),
        ),
        Interactions(
            "you-are-unworthy-of-mercy",
            "a self-replacement of its sacrifices",
            notes=(("instead", "three sacrifices with six lands: the table's"),),
        ),
        Interactions(
            "you-cannot-hide-from-me",
            "decided from life totals at its checkpoint",
            notes=(
                ("target", _PERMANENTS),
                ("life", "the rules read the life totals at the opponents' end step"),
            ),
        ),
        Interactions(
            "you-exist-only-to-amuse",
            "the Devils' damage is the tokens'",
            notes=(
                ("damage", "the Devils' damage is the tokens' own ability, the table's"),
                ("instead", "both modes with six lands: the recorded mode says which"),
                ("target", "the Devils' “any target” is the table's"),
            ),
        ),
        Interactions(
            "you-live-only-because-i-will-it",
            "life totals redistributed: the app checks them",
            deals=(Deal.LIFE_TOTAL,),
        ),
        Interactions(
            "you-will-know-true-suffering",
            "damage to creatures, the table's",
            notes=(("damage", "damage to creatures: the app deals none"),),
        ),
        _none("your-fate-is-thrice-sealed", "library and lands: the table's"),
        Interactions(
            "your-inescapable-doom",
            "its damage is the app's, changed by the lasting effects",
            deals=(Deal.DAMAGE,),
            notes=(("life", "the rules choose the highest life total, asking only a tie"),),
        ),
        _none("your-mistake-is-my-triumph", "milled cards: the table's"),
        _none("your-nightmares-are-delicious", "hands: the table's"),
        Interactions(
            "your-own-face-mocks-you",
            "copies creatures",
            notes=(("target", _PERMANENTS),),
        ),
        Interactions(
            "your-plans-mean-nothing",
            "its target players are not recorded",
            notes=(("target", _NOT_RECORDED),),
        ),
        _none("your-puny-minds-cannot-fathom", "draws: the table's"),
        Interactions(
            "your-will-is-not-your-own",
            "takes a creature",
            notes=(("target", _PERMANENTS),),
        ),
    )
}
