"""Every ongoing scheme's abandonment, encoded as data (CR 701.33, 904.11).

For each of the 21 ongoing schemes, :data:`ABANDON_TRIGGERS` says *when* the
condition is checked (a :class:`Checkpoint`: a step and whose turn), *what*
the table is asked (a :class:`~archenemy.engine.model.PromptKind` with a
threshold or options, or nothing when tracked state decides), and *what
follows* (abandon, and any instruction or cost the app shows or applies).
The wording of each clause is quoted in ``clause`` so tests can check the
encoding against the card.

Schemes abandoned by an event ("When a creature you control dies...") have
``event=True``: besides the question at the step where the event usually
happens, the table can report the event at any time
(:class:`~archenemy.engine.actions.ReportEvent`).

Three ongoing schemes need more than a yes/no and are handled in
:mod:`archenemy.engine.rules` by id: My Laughter Echoes (asked after a
non-ongoing scheme resolves), Your Inescapable Doom (never abandoned; doom
counters and damage) and You Cannot Hide from Me (decided from life totals).

The ongoing schemes' other abilities that act at a step (triggered ones, and
the statics that apply during one step) are :data:`REMINDER_TRIGGERS`: the
app reminds the table of them at that step
(:func:`archenemy.engine.effects.step_reminders`).
"""

from __future__ import annotations

import enum

import msgspec

from .model import PromptKind, Step


class Whose(enum.Enum):
    """Whose turn a checkpoint or a reminder fires on, relative to the scheme's owner."""

    # "your upkeep", "your end step"
    OWNER = "owner"
    # "your opponents' end step", "each opponent's end step"
    OPPONENT = "opponent"
    # "each end step"
    EACH = "each"
    # the turn of the player the scheme chose (their team's, on a shared team turn)
    CHOSEN = "chosen"


class Checkpoint(msgspec.Struct, frozen=True):
    """A step of a turn, and whose turn (relative to the scheme's owner)."""

    step: Step
    whose: Whose


class AbandonTrigger(msgspec.Struct, frozen=True):
    """How one ongoing scheme is abandoned.

    - ``checkpoint``: when the app asks (``None``: only on a reported event or,
      for My Laughter Echoes, after a scheme resolves).
    - ``kind``: the prompt's kind; ``None`` when tracked state decides.
    - ``abandon_if``: for YES_NO, the answer that abandons (``True``/``False``);
      for COUNT, ``"at_least"`` with ``threshold``; for CHOICE, the option that
      abandons.
    - ``options``: CHOICE options (stable keys).
    - ``then``: an instruction shown when the scheme is abandoned
      (``create_scarecrow``, ``draw_two``, ``copy_spell``...), or ``None``.
    - ``event``: the table may report the event at any time.
    - ``delayed``: abandon at the next end of combat instead of at once.
    - ``decided_by_active``: the question asks the opponents whose turn it is
      what they do now ("they may tap", "they may sacrifice"); when that is a
      Supervillain Rumble player who leaves before answering, the answer is
      fixed (a player who left controls nothing, 800.4a; the rulings: "Only
      that player may tap / sacrifice"), so it is settled, not abandoned.
    """

    scheme_id: str
    clause: str
    checkpoint: Checkpoint | None
    kind: PromptKind | None
    abandon_if: object = True
    threshold: int | None = None
    options: tuple[str, ...] = ()
    then: str | None = None
    event: bool = False
    delayed: bool = False
    decided_by_active: bool = False


def _t(*args: object, **kwargs: object) -> AbandonTrigger:
    return AbandonTrigger(*args, **kwargs)  # type: ignore[arg-type]


_OPP_END = Checkpoint(Step.END, Whose.OPPONENT)
_EACH_END = Checkpoint(Step.END, Whose.EACH)
_OWN_END = Checkpoint(Step.END, Whose.OWNER)
_OWN_UPKEEP = Checkpoint(Step.UPKEEP, Whose.OWNER)
_EACH_END_OF_COMBAT = Checkpoint(Step.END_OF_COMBAT, Whose.EACH)

ABANDON_TRIGGERS: dict[str, AbandonTrigger] = {
    t.scheme_id: t
    for t in (
        _t(
            "because-i-have-willed-it",
            "At the beginning of your opponents' end step, if they cast four or more spells this turn",
            _OPP_END,
            PromptKind.COUNT,
            "at_least",
            4,
        ),
        _t(
            "bow-to-my-command",
            "At the beginning of your opponents' end step, they may tap any number of untapped creatures they control with total power 8 or greater",
            _OPP_END,
            PromptKind.YES_NO,
            True,
            decided_by_active=True,
        ),
        _t(
            "dark-wings-bring-your-downfall",
            "At the beginning of each end step, if two or more creatures died under your control this turn",
            _EACH_END,
            PromptKind.COUNT,
            "at_least",
            2,
        ),
        _t(
            "fear-my-authority",
            "At the beginning of your upkeep, abandon this scheme unless you discard a card or pay 3 life",
            _OWN_UPKEEP,
            PromptKind.CHOICE,
            "abandon",
            options=("discard", "pay_life", "abandon"),
        ),
        _t(
            "i-am-duskmourn",
            "At the beginning of your end step, you may cast a spell from your hand without paying its mana cost",
            _OWN_END,
            PromptKind.YES_NO,
            True,
        ),
        _t(
            "i-am-untouchable",
            "When combat damage is dealt to you, create a 4/4 colorless Scarecrow artifact creature token with vigilance, then abandon this scheme",
            Checkpoint(Step.COMBAT_DAMAGE, Whose.OPPONENT),
            PromptKind.YES_NO,
            True,
            then="create_scarecrow",
            event=True,
        ),
        _t(
            "i-bask-in-your-silent-awe",
            "At the beginning of your upkeep, if no opponent cast a spell since your last turn ended",
            _OWN_UPKEEP,
            PromptKind.YES_NO,
            False,
        ),
        _t(
            "i-know-all-i-see-all",
            "At the beginning of each end step, if three or more cards were put into your graveyard this turn from anywhere",
            _EACH_END,
            PromptKind.COUNT,
            "at_least",
            3,
        ),
        _t(
            "imprison-this-insolent-wretch",
            "When the chosen player is attacked or becomes the target of a spell or ability",
            Checkpoint(Step.DECLARE_ATTACKERS, Whose.EACH),
            PromptKind.YES_NO,
            True,
            event=True,
        ),
        _t(
            "mine-is-the-only-truth",
            "At the beginning of your upkeep, if you drew a card last turn",
            _OWN_UPKEEP,
            PromptKind.YES_NO,
            True,
        ),
        _t(
            "my-champion-stands-supreme",
            "When your commander leaves the battlefield",
            _EACH_END_OF_COMBAT,
            PromptKind.YES_NO,
            True,
            event=True,
        ),
        _t(
            "my-forces-are-innumerable",
            "At the beginning of your opponents' end step, they may sacrifice two creatures of their choice",
            _OPP_END,
            PromptKind.YES_NO,
            True,
            decided_by_active=True,
        ),
        _t(
            "my-laughter-echoes",
            "Whenever you set a non-ongoing scheme in motion, you may abandon this scheme. If you do, set that scheme in motion again",
            None,
            PromptKind.YES_NO,
            True,
        ),
        _t(
            "my-tendrils-run-deep",
            "At the beginning of your end step, if you control six or more lands, draw two cards, then abandon this scheme",
            _OWN_END,
            PromptKind.COUNT,
            "at_least",
            6,
            then="draw_two",
        ),
        _t(
            "my-undead-horde-awakens",
            "When a creature put onto the battlefield with this scheme dies",
            _EACH_END_OF_COMBAT,
            PromptKind.YES_NO,
            True,
            event=True,
        ),
        _t(
            "nature-shields-its-own",
            "When four or more creatures attack you, abandon this scheme at end of combat",
            Checkpoint(Step.DECLARE_ATTACKERS, Whose.OPPONENT),
            PromptKind.COUNT,
            "at_least",
            4,
            event=True,
            delayed=True,
        ),
        _t(
            "nothing-can-stop-me-now",
            "At the beginning of each end step, if you've been dealt 5 or more damage this turn",
            _EACH_END,
            PromptKind.COUNT,
            "at_least",
            5,
        ),
        _t(
            "reality-is-mine-to-control",
            "Whenever you cast a spell, you may abandon this scheme. If you do, copy that spell",
            None,
            None,
            then="copy_spell",
            event=True,
        ),
        _t(
            "the-very-soil-shall-shake",
            "When a creature you control dies",
            _EACH_END_OF_COMBAT,
            PromptKind.YES_NO,
            True,
            event=True,
        ),
        _t(
            "you-cannot-hide-from-me",
            "At the beginning of each opponent's end step, if that player has less than half their starting life total",
            _OPP_END,
            None,
        ),
        _t(
            "your-inescapable-doom",
            "(An ongoing scheme remains face up.)",
            _OWN_END,
            None,
        ),
    )
}

#: Schemes whose set-in-motion ability chooses or targets players, recorded on
#: the face-up scheme (ongoing) or in a reminder (non-ongoing): role keys in
#: the order asked, and whether "none" is allowed ("up to one target").
CHOICES: dict[str, tuple[tuple[str, bool], ...]] = {
    "bow-to-my-command": (("chosen", False),),
    "imprison-this-insolent-wretch": (("chosen", False),),
    "know-evil": (("cant_attack", True), ("cant_cast_creature", True), ("cant_cast_noncreature", True)),
    "choose-your-champion": (("chosen", False),),
}

#: Kinds of :data:`RECORDED_CHOICES` roles: an opponent still in the game, or
#: one with the highest life total among them (The Mighty Will Fall).
CHOSEN_OPPONENT = "opponent"
CHOSEN_HIGHEST = "highest_opponent"
#: "Target opponent chooses self or others" (Feed the Machine and its kin).
SELF_OR_OTHERS = ("self", "others")

#: Schemes whose set-in-motion ability chooses or targets opponents (or a mode)
#: without a question of their own: role -> :data:`CHOSEN_OPPONENT`,
#: :data:`CHOSEN_HIGHEST` or the mode keys.  Recorded by the optional
#: :class:`~archenemy.engine.actions.RecordChoice` (the game never waits), shown
#: while the scheme is face up and in its reminder.
RECORDED_CHOICES: dict[str, tuple[tuple[str, str | tuple[str, ...]], ...]] = {
    "behold-the-power-of-destruction": (("target", CHOSEN_OPPONENT),),
    "into-the-earthen-maw": (("graveyard", CHOSEN_OPPONENT),),
    "my-will-is-irresistible": (("target", CHOSEN_OPPONENT),),
    "nature-demands-an-offering": (("target", CHOSEN_OPPONENT),),
    "the-mighty-will-fall": (("chosen", CHOSEN_HIGHEST),),
    "feed-the-machine": (("target", CHOSEN_OPPONENT), ("chooses", SELF_OR_OTHERS)),
    "may-civilization-collapse": (("target", CHOSEN_OPPONENT), ("chooses", SELF_OR_OTHERS)),
    "surrender-your-thoughts": (("target", CHOSEN_OPPONENT), ("chooses", SELF_OR_OTHERS)),
    "the-fate-of-the-flammable": (("target", CHOSEN_OPPONENT), ("chooses", SELF_OR_OTHERS)),
    "which-of-you-burns-brightest": (("target", CHOSEN_OPPONENT),),
    "kneel-before-my-legions": (("mode", ("scarecrow", "legions_pump")),),
    "my-wings-enfold-all": (("mode", ("draw_two", "copy_spells")),),
    "my-followers-ascend": (("mode", ("counters", "scarecrow")),),
    "you-exist-only-to-amuse": (("mode", ("devils", "one_one", "both")),),
}

#: Modal schemes whose lasting effect belongs to some modes only: scheme ->
#: (the modes with the lasting effect, its reminder duration).  Kneel Before
#: My Legions' +3/+3, My Wings Enfold All's copies and My Followers Ascend's
#: flying last until end of turn; You Exist Only to Amuse's 1/1s until your
#: next turn.
MODE_REMINDERS: dict[str, tuple[tuple[str, ...], str]] = {
    "kneel-before-my-legions": (("legions_pump",), "end_of_turn"),
    "my-wings-enfold-all": (("copy_spells",), "end_of_turn"),
    "my-followers-ascend": (("counters",), "end_of_turn"),
    "you-exist-only-to-amuse": (("one_one", "both"), "owner_next_turn"),
}

#: Reminder durations by the catalogue's analysis tags (``Scheme.prompts``):
#: a non-ongoing scheme with one of these tags leaves a reminder listed until
#: its effect expires.
REMINDER_TAGS: dict[str, str] = {
    "until_your_next_turn": "owner_next_turn",
    "this_turn": "end_of_turn",
}


class ReminderTrigger(msgspec.Struct, frozen=True):
    """An ongoing scheme's ability that does not abandon it.

    Reminded at its step.

    - ``key``: the reminder's stable key (front ends word it).
    - ``clause``: the ability's Oracle words (tests check them against the card).
    - ``steps``: the steps it is due at, every combat's for a combat step
      (Drench the Soil in Their Blood's additional combat too).
    - ``whose``: on whose turns, relative to the owner (:class:`Whose`;
      ``CHOSEN``: the turn of the player the scheme chose).
    - ``usual``: "whenever ..." has no step of its own; ``steps`` are where
      it usually happens, the app's choice (as for the event questions:
      attacks in the declare attackers step, spells in the main phases).
    - ``needs_attackers``: it triggers only on a creature attacking the
      owner: none is due in a combat where the table answered the scheme's
      count of attackers with 0 (Nature Shields Its Own's Plant).
    """

    scheme_id: str
    key: str
    clause: str
    steps: tuple[Step, ...]
    whose: Whose
    usual: bool = False
    needs_attackers: bool = False


_MAIN_PHASES = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

#: Every ongoing scheme's ability that acts at a step without abandoning it, by scheme id.
#: The abilities that act at no particular step (cost reductions, +2/+2, hexproof, prevention, an
#: additional land) are on the face-up card the table sees; the abandonment clauses are
#: :data:`ABANDON_TRIGGERS`; Your Inescapable Doom's counters and damage are the rules' own.
REMINDER_TRIGGERS: dict[str, tuple[ReminderTrigger, ...]] = {
    r.scheme_id: (r,)
    for r in (
        ReminderTrigger(
            "my-forces-are-innumerable",
            "create_horror",
            "At the beginning of your end step, create a 3/3 black Horror creature token.",
            (Step.END,),
            Whose.OWNER,
        ),
        ReminderTrigger(
            "my-undead-horde-awakens",
            "undead_horde",
            "At the beginning of your end step, you may put target creature card from an opponent's graveyard onto the battlefield under your control.",
            (Step.END,),
            Whose.OWNER,
        ),
        ReminderTrigger(
            "you-cannot-hide-from-me",
            "cannot_hide",
            "At the beginning of combat on your turn, up to one target creature gets +2/+2 and gains vigilance until end of turn. It can't be blocked this turn.",
            (Step.BEGINNING_OF_COMBAT,),
            Whose.OWNER,
        ),
        ReminderTrigger(
            "dark-wings-bring-your-downfall",
            "dark_wings_demon",
            "Whenever you attack, create a 5/5 black Demon creature token with flying that's tapped and attacking.",
            (Step.DECLARE_ATTACKERS,),
            Whose.OWNER,
            usual=True,
        ),
        ReminderTrigger(
            "my-champion-stands-supreme",
            "champion_counters",
            "Whenever your commander attacks, put two +1/+1 counters on it.",
            (Step.DECLARE_ATTACKERS,),
            Whose.OWNER,
            usual=True,
        ),
        ReminderTrigger(
            "i-know-all-i-see-all",
            "untap_all",
            "Untap all permanents you control during each opponent's untap step.",
            (Step.UNTAP,),
            Whose.OPPONENT,
        ),
        ReminderTrigger(
            "nature-shields-its-own",
            "plant_blockers",
            "Whenever a creature attacks and isn't blocked, if you're the defending player, create a 0/1 green Plant creature token that's blocking that creature.",
            (Step.DECLARE_BLOCKERS,),
            Whose.OPPONENT,
            needs_attackers=True,
        ),
        ReminderTrigger(
            "mine-is-the-only-truth",
            "draw_on_cast",
            "Whenever a player casts a spell, you draw a card.",
            _MAIN_PHASES,
            Whose.EACH,
            usual=True,
        ),
        ReminderTrigger(
            "imprison-this-insolent-wretch",
            "chosen_no_untap",
            "Permanents the chosen player controls don't untap during their untap step.",
            (Step.UNTAP,),
            Whose.CHOSEN,
        ),
        ReminderTrigger(
            "bow-to-my-command",
            "chosen_cant_attack",
            "Creatures the chosen player controls can't attack you or planeswalkers you control.",
            (Step.DECLARE_ATTACKERS,),
            Whose.CHOSEN,
        ),
    )
}
