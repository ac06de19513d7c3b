"""The ways to play (Archenemy, CR 904; Planechase, 901) and what differs.

Each :class:`Variant` member maps to a frozen :class:`VariantRules` value that
the rest of the engine reads instead of branching on the variant by name.
"""

from __future__ import annotations

import enum

import msgspec

from .errors import ArchenemyError


class Variant(enum.Enum):
    """A game variant; the value is the stable name used in save files and JSON."""

    #: CR 904.1–904.11: one archenemy against a team of heroes.
    ARCHENEMY = "archenemy"
    #: CR 904.12: free-for-all, every player an archenemy with their own scheme deck.
    SUPERVILLAIN_RUMBLE = "supervillain_rumble"
    #: CR 904.13: Commander game, archenemy 60 life against a team sharing 60 life.
    ARCHENEMY_COMMANDER = "archenemy_commander"
    #: CR 901.2: Planechase alone, free-for-all, no scheme deck, 20 life each.
    PLANECHASE = "planechase"

    @classmethod
    def parse(cls, text: str) -> Variant:
        """Parse a variant name.

        The enum value or a short alias (``rumble``, ``commander``).

        Raises :class:`~archenemy.engine.errors.ArchenemyError` (a ``ValueError``), code ``unknown_variant``.
        """
        aliases = {"rumble": cls.SUPERVILLAIN_RUMBLE, "commander": cls.ARCHENEMY_COMMANDER}
        key = text.strip().lower().replace("-", "_")
        if key in aliases:
            return aliases[key]
        try:
            return cls(key)
        except ValueError:
            raise ArchenemyError("unknown_variant", text=text) from None

    @property
    def rules(self) -> VariantRules:
        """The rule parameters of this variant."""
        return _RULES[self]


class VariantRules(msgspec.Struct, frozen=True):
    """Rule parameters of a variant.

    - ``min_deck``/``max_copies``: scheme deck size and copies per English name
      (904.3; 904.13d: at least ten, all different).
    - ``archenemy_life``/``hero_life``: starting life totals (904.5, 904.13b).
    - ``shared_team_life``: heroes share one life total (904.13b, 810.9).
    - ``min_heroes``/``max_heroes``: opponents of the archenemy (the project
      supports tables of up to 8 heroes); in Rumble, players besides the first.
    - ``every_player_archenemy``: 904.12b.
    - ``planechase``: Planechase alone (901.2): nobody is an archenemy, no
      scheme deck, every player their own team, planes required.
    """

    min_deck: int
    max_copies: int
    archenemy_life: int
    hero_life: int
    shared_team_life: bool
    min_heroes: int
    max_heroes: int
    every_player_archenemy: bool
    uses_commander: bool
    planechase: bool = False

    @property
    def free_for_all(self) -> bool:
        """Every player is their own team and takes their own turn (904.12, 901.2)."""
        return self.every_player_archenemy or self.planechase

    @property
    def scheme_decks(self) -> bool:
        """True when the game has scheme decks (not in Planechase alone)."""
        return not self.planechase


_RULES = {
    Variant.ARCHENEMY: VariantRules(20, 2, 40, 20, False, 1, 8, False, False),
    # 904.12c: "All other rules that apply to the archenemy ... apply to each player".
    Variant.SUPERVILLAIN_RUMBLE: VariantRules(20, 2, 40, 40, False, 1, 7, True, False),
    Variant.ARCHENEMY_COMMANDER: VariantRules(10, 1, 60, 60, True, 1, 8, False, True),
    # 901.2: two-player or free-for-all; 20 life each (103.4).
    Variant.PLANECHASE: VariantRules(10, 1, 20, 20, False, 1, 7, False, False, planechase=True),
}
