"""The table view's values: one frozen value (a msgspec.Struct) per thing shown.

Each is named ``*View`` (or is a part of one: an answer's key, an action's
key hint); :class:`TableView` holds them all.  :class:`ViewCounts` words
the view's counts in one language's plural forms.
"""

from __future__ import annotations

import msgspec

from ...engine.model import PromptKind
from ..texts import Words

# The translation context of the view's counted words.
COUNTS_CONTEXT = "ViewCounts"


class ViewCounts:
    """The view's counted words in ``words``' language, in its plural forms.

    A class of its own: ``lupdate`` reads a text's plural forms only from
    a ``self.tr`` call in a class, whose name is the context.
    """

    def __init__(self, words: Words) -> None:
        self._words = words

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        """``source`` with ``%n`` as ``n``, in the plural form ``n`` asks for."""
        words = self._words
        return words.tr(COUNTS_CONTEXT, source, disambiguation, n)

    def schemes_in_deck(self, count: int) -> str:
        """ "20 schemes in the deck": a Supervillain Rumble player's own deck."""
        return self.tr("%n scheme(s) in the deck", "", count)

    def cards(self, count: int) -> str:
        """ "20 cards"."""
        return self.tr("%n card(s)", "", count)

    def doom_counters(self, count: int) -> str:
        """ "3 doom counters": Your Inescapable Doom's."""
        return self.tr("%n doom counter(s)", "", count)

    def planar_deck(self, count: int) -> str:
        """ "Planar deck: 10 cards": the communal planar deck's (901.15)."""
        return self.tr("Planar deck: %n card(s)", "", count)

    def scheme_deck(self, count: int) -> str:
        """ "Scheme deck: 20 cards"."""
        return self.tr("Scheme deck: %n card(s)", "", count)


class AnswerKey(msgspec.Struct, frozen=True):
    """One answer a question offers, with its key.

    ``label``: its words.  ``key`` is the key as the table reads it
    (``"3"``, ``"Y"``, ``"Enter"``; ``""`` when it has none: a scheme's name
    is typed).  ``value`` is what :class:`~archenemy.engine.actions.Answer`
    sends (``True``/``False``, an option's key; ``None`` for a typed count,
    which the table types).  ``offered``: ``False`` for a player the question
    cannot take now, kept in their place so no key moves.
    """

    label: str
    key: str
    value: bool | str | None
    offered: bool = True

    @property
    def text(self) -> str:
        """ "Hero 2  [3]": the words with the key, as a button reads it."""
        return f"{self.label}  [{self.key}]" if self.key else self.label


class QuestionView(msgspec.Struct, frozen=True):
    """The first question waiting, in words.

    ``prompt_id``: its :class:`~archenemy.engine.model.Prompt`'s.
    ``question``: the question alone; ``scheme``: the scheme it is about
    (``""`` none); ``heading``: the scheme then the question (“Know Evil”:
    choose a hero.) unless the question names it.  ``answers`` in their
    fixed places (see the module's doc); ``typed``: the answer is typed (a
    count, then Enter; a scheme's name); ``how``: how to answer with the
    keyboard (``""`` when the keys beside the answers say it); ``threshold``:
    a count's threshold in words (``""`` none); ``waiting``: how many more
    questions wait after this one, ``more`` that in words; ``key``: the
    engine's key of the question (``resolve``, ``reveal``...).
    """

    prompt_id: int
    kind: PromptKind
    question: str
    scheme: str
    heading: str
    answers: tuple[AnswerKey, ...]
    typed: bool
    how: str
    threshold: str
    waiting: int
    more: str
    key: str = ""

    def answer(self, key: str) -> AnswerKey | None:
        """The offered answer given by ``key`` (without case), or ``None``."""
        for answer in self.answers:
            if answer.offered and answer.key and answer.key.casefold() == key.casefold():
                return answer
        return None


class StepReminderView(msgspec.Struct, frozen=True):
    """An ongoing scheme's ability due at this step that asks nothing.

    From :func:`~archenemy.engine.effects.step_reminders`: its words, the
    scheme's id and whose scheme it is.
    """

    text: str
    scheme_id: str
    owner: str


class KeyHint(msgspec.Struct, frozen=True):
    """An action the table may take now and its key.

    ``label`` ("Rematch"), ``key`` ("Ctrl+Shift+N"), and which action it is
    (``action``: ``"next_game"``, ``"rematch"``, ``"new_game"``), whatever
    the words.
    """

    label: str
    key: str
    action: str = ""

    @property
    def text(self) -> str:
        """ "Rematch  [Ctrl+Shift+N]"."""
        return f"{self.label}  [{self.key}]"


class EndView(msgspec.Struct, frozen=True):
    """The end of the game: who won, or a draw, and what next.

    ``text`` in words, the ``winners``' names, ``draw``; ``keys``: Next game
    first in a game night, then Rematch and New game.  ``standings``: a game
    night's standings, one line per player, best first, under
    ``standings_title`` (both empty outside a night).
    """

    text: str
    winners: tuple[str, ...]
    draw: bool
    keys: tuple[KeyHint, ...]
    standings: tuple[str, ...] = ()
    standings_title: str = ""


class CommanderView(msgspec.Struct, frozen=True):
    """Combat damage a player took, or may take, from one commander.

    CR 903.10a.  ``source``: the commander's owner (each opponent's, then
    the player's own: a stolen commander attacking its owner); ``amount``;
    ``text`` in words ("Ana's commander: 5", "Own commander: 3"; ``""`` for
    none yet); ``left``: its owner left the game, and their commander with
    them (800.4a).
    """

    source: str
    amount: int
    text: str
    own: bool = False
    left: bool = False


class SeatView(msgspec.Struct, frozen=True):
    """One seat as the displays show it.

    ``name`` the player's (or :data:`~archenemy.engine.model.HEROES` for the
    heroes' shared total), ``label`` the words shown for it; ``life``
    (``None``: this hero's life is the team's, shown on the team's seat);
    ``team``: the heroes' shared total; ``poison``; ``commander``: commander
    damage by commander, ``commander_most`` the most from one (0: none);
    ``status``: why the player lost (``""``); ``active``: it is their turn
    (a player who left takes none, 800.4a); ``lost``; ``colour``
    (``#rrggbb`` or ``""``); ``selected``: the operator's selected player
    (the keys change their life); ``key``: the key that selects it (its
    answer key: a hero's number, ``A`` the archenemy; ``""`` for the team);
    ``archenemy``.

    ``role``: "Archenemy" beside a name that does not say it (``""`` in
    Supervillain Rumble, where every player is one).  ``counters``: energy,
    experience and the table's own counters in words, "Energy 3" (CR 122.1).
    ``badges``: the Commander option's poison and commander damage badges
    are this seat's (904.13c, 903.10a).  ``deck``: in Supervillain Rumble,
    the cards left in the player's own scheme deck (``None`` otherwise, or
    once the player left), ``deck_text`` that in words.
    """

    name: str
    label: str
    life: int | None
    team: bool
    poison: int
    commander: tuple[CommanderView, ...]
    status: str
    active: bool
    lost: bool
    colour: str
    selected: bool
    key: str
    archenemy: bool
    commander_most: int = 0
    role: str = ""
    counters: tuple[str, ...] = ()
    badges: bool = False
    deck: int | None = None
    deck_text: str = ""

    @property
    def commander_lines(self) -> tuple[str, ...]:
        """The commander damage taken in words, a line per commander."""
        return tuple(entry.text for entry in self.commander if entry.text)

    def commander_from(self, source: str) -> int:
        """The combat damage this player took from ``source``'s commander."""
        return next((entry.amount for entry in self.commander if entry.source == source), 0)


class SchemeView(msgspec.Struct, frozen=True):
    """The scheme the table looks at, and its deck.

    ``caption`` (its state), ``name``, ``type_line``, ``text`` (its rules
    text), ``scheme_id`` (the catalogue's id; ``None`` while no scheme is
    shown: its card image, if any), ``owner`` (whose scheme it is; ``""``
    while none is shown).  ``name_en``: the English name beside a
    translated one (``""``: the same), ``official``: the translation is
    Wizards' own.  ``choices``: what the table recorded for it ("Target:
    Hero 2"), a line each.  ``resolving``: set in motion and not resolved
    yet.  ``idle``: what happens next while no scheme is shown (``""``
    otherwise).  ``deck``: the scheme deck's count in words, whose deck in
    Supervillain Rumble; ``deck_count`` the number.
    """

    caption: str
    name: str
    type_line: str
    text: str
    scheme_id: str | None = None
    owner: str = ""
    name_en: str = ""
    official: bool = True
    choices: tuple[str, ...] = ()
    resolving: bool = False
    idle: str = ""
    deck: str = ""
    deck_count: int = 0


class OngoingView(msgspec.Struct, frozen=True):
    """A face-up ongoing scheme.

    ``name``, ``owner``, ``text`` (its rules text), ``scheme_id``;
    ``details``: its doom counters, what the table recorded for it, that it
    is abandoned at end of combat, a line each.  ``uid``: the card's;
    ``reportable``: the event that abandons it may be reported now ("It
    happened").
    """

    name: str
    owner: str
    text: str
    scheme_id: str = ""
    details: tuple[str, ...] = ()
    uid: int = 0
    reportable: bool = False


class PlaneView(msgspec.Struct, frozen=True):
    """A face-up plane or phenomenon (CR 311, 312), in words.

    ``plane_id`` (the planar catalogue's id: its card image), ``name``,
    ``type_line``, ``text`` (its rules text without the chaos ability),
    ``chaos`` (the chaos ability apart, 311.7; ``""`` for a phenomenon and
    a plane without one).  ``name_en``: the English name beside a
    translated one (``""``: the same), ``official``: the translation is
    Wizards' own.  ``counters``: the counters on it in words ("Flame
    counters: 3"), a line each.  ``phenomenon``: a phenomenon card, being
    encountered (312.5).
    """

    plane_id: str
    name: str
    type_line: str
    text: str
    chaos: str = ""
    name_en: str = ""
    official: bool = True
    counters: tuple[str, ...] = ()
    phenomenon: bool = False


class PlanarView(msgspec.Struct, frozen=True):
    """The planes of a game (CR 901), in words.

    ``caption``: what is face up ("Plane", "Two planes face up" after Spatial Merging or Norn's Seedcore,
    "Phenomenon"); ``planes``: the face-up planes (two after Spatial
    Merging, 901.11c) or the phenomenon; ``controller``: who controls them
    ("Planar controller: Ann", 901.6; on the heroes' turn the primary
    hero, 901.12b by analogy); ``die``: this turn's roll of the planar die
    and who rolled it (``""`` before this turn's first roll); ``costs``: each active
    player's next roll's cost this turn (901.9, 901.12d), a line each;
    ``phenomenon``: the phenomenon being encountered and what follows
    (704.6f; ``""`` none); ``decks``: the planar deck's count (the communal
    one, 901.15) or each player's, a line each; ``notes``: what lasts
    (Chaotic Aether, effects until a player planeswalks, cards revealed),
    a line each.  ``die_face``: this turn's roll's result
    (:class:`~archenemy.engine.planar_values.DieFace`'s value, ``""``
    none), for a display's die symbol.  ``keys``: the planar actions with
    their keys in words, "Roll  [F6]" (roll, a paper die's
    roll, planeswalk, chaos; none once the game is over; the two rolls only
    while an active player may take the roll action, the engine's
    :func:`~archenemy.engine.planar.may_roll`: a main phase, nothing
    waiting, 901.9).
    """

    caption: str
    planes: tuple[PlaneView, ...]
    controller: str
    die: str = ""
    costs: tuple[str, ...] = ()
    phenomenon: str = ""
    decks: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    die_face: str = ""
    keys: tuple[str, ...] = ()


class TableView(msgspec.Struct, frozen=True):
    """What every display shows of one moment of the game, in ``language``.

    ``turn`` ("Turn 3 · Ana"), ``step``; ``scheme``; ``ongoing``;
    ``lasting`` (resolved schemes' effects still running, a line each);
    ``reminders`` (due at this step); ``question`` (``None``: none waits);
    ``end`` (``None``: the game goes on); ``seats`` (in seating order, the
    heroes' shared total second); ``first_place``: where the first seat sits
    round the table (a game night's,
    :attr:`~archenemy.engine.header_notes.NightRef.first_place`: a display
    lying on the table keeps every player on their side).  ``planar``: the
    planes (``None`` in a game without them); ``schemes``: the game has
    scheme decks (``False`` in Planechase alone, 901.2: no scheme card).
    """

    language: str
    turn: str
    step: str
    scheme: SchemeView
    ongoing: tuple[OngoingView, ...]
    lasting: tuple[str, ...]
    reminders: tuple[StepReminderView, ...]
    question: QuestionView | None
    end: EndView | None
    seats: tuple[SeatView, ...]
    first_place: int = 0
    planar: PlanarView | None = None
    schemes: bool = True

    @property
    def turn_line(self) -> str:
        """ "Turn 3 · Ana · End step": the turn bar in one line."""
        return f"{self.turn} · {self.step}"

    @property
    def rumble(self) -> bool:
        """True in Supervillain Rumble: every player an archenemy (904.12)."""
        players = [seat for seat in self.seats if not seat.team]
        return len(players) > 1 and all(seat.archenemy for seat in players)

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.end is not None

    def seat(self, name: str) -> SeatView:
        """The seat of ``name`` (a player's or the heroes' team).

        Raises ``KeyError`` when there is none.
        """
        for seat in self.seats:
            if seat.name == name:
                return seat
        raise KeyError(name)
