"""The table view: what every display shows of one moment of the game.

One value, :class:`TableView`, computed from the state by :func:`table_view`
in one language's words and rendered by every display: the main window (its
turn bar, player panels, prompt banner, scheme card and outcome), table mode
and the second window
(:class:`~archenemy.desktop.table.displays.table_display.TableDisplay`), and
the phone page (:func:`archenemy.desktop.share.protocol.state_message`).  It
holds what the table must see and act on: whose turn and which step, the
scheme in motion with its deck's count, the question waiting with its
answers and their keys, the reminders due at this step, the end of the game,
and every seat with its counters.  A new element added here reaches every
display at once (``tests/desktop/test_table_view_displays.py`` finds each
field on all four).

The engine decides the rules; the view only gathers what is shown, worded by
:mod:`archenemy.desktop.texts` in the language of its ``words`` (a phone may
speak another language than the window).  No widget, no Qt GUI: the tests
read it as they read a display.  Every value is a frozen dataclass, so two
views compare equal when every display shows the same thing.

**Answer keys never move.**  A question among players gives each player one
key for the whole game (:func:`player_answer_key`): a hero the number of
their place among the heroes (Hero 2 is ``2`` in every question), the
archenemy ``A`` (Archenemy, Archienemigo), and in Supervillain Rumble, where
every player is an archenemy, each player the number of their seat.  A
player the question cannot take now (already chosen, out of the game) keeps
their place, shown unavailable.  "Nobody" is ``0``; a question's own words
(Fear My Authority's discard, pay, abandon) are ``1``, ``2``, ``3`` in the
order the engine gives them.  Yes and No are the language's letters, Done
and a typed count take Enter.
"""

from __future__ import annotations

from ..engine.catalogue import Catalogue
from ..engine.effects import step_reminders
from ..engine.events import SetInMotion
from ..engine.game import shown_scheme
from ..engine.model import HEROES, FaceUpScheme, GameState, Player, Prompt, PromptKind
from ..engine.night import NightStandings
from ..engine.questions import Q_REVEAL
from . import texts
from .precompiled import dataclass
from .texts import INSTALLED, Words, fill
from .texts.game import prompt_scheme_name
from .texts.history import standing_lines, standings_title
from .texts.keys import key_name, no_key, yes_key

# The keys of the end of the game's actions (the window's Next game of a
# game night, Rematch and New game), in Qt's portable form.
NEXT_GAME_KEY = "F5"
REMATCH_KEY = "Ctrl+Shift+N"
NEW_GAME_KEY = "Ctrl+N"
# The key of "Nobody" in a question among players (the heroes take 1–8).
NOBODY_KEY = "0"
# The archenemy's key in a question among players (Archenemy,
# Archienemigo), beside the heroes' numbers.
ARCHENEMY_KEY = "A"


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

    def scheme_deck(self, count: int) -> str:
        """ "Scheme deck: 20 cards"."""
        return self.tr("Scheme deck: %n card(s)", "", count)


@dataclass(frozen=True)
class AnswerKey:
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


@dataclass(frozen=True)
class QuestionView:
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


@dataclass(frozen=True)
class StepReminderView:
    """An ongoing scheme's ability due at this step that asks nothing.

    From :func:`~archenemy.engine.effects.step_reminders`: its words, the
    scheme's id and whose scheme it is.
    """

    text: str
    scheme_id: str
    owner: str


@dataclass(frozen=True)
class KeyHint:
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


@dataclass(frozen=True)
class EndView:
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


@dataclass(frozen=True)
class CommanderView:
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


@dataclass(frozen=True)
class SeatView:
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


@dataclass(frozen=True)
class SchemeView:
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


@dataclass(frozen=True)
class OngoingView:
    """A face-up ongoing scheme.

    ``name``, ``owner``, ``text`` (its doom counters after it),
    ``scheme_id``.
    """

    name: str
    owner: str
    text: str
    scheme_id: str = ""


@dataclass(frozen=True)
class TableView:
    """What every display shows of one moment of the game, in ``language``.

    ``turn`` ("Turn 3 · Ana"), ``step``; ``scheme``; ``ongoing``;
    ``lasting`` (resolved schemes' effects still running, a line each);
    ``reminders`` (due at this step); ``question`` (``None``: none waits);
    ``end`` (``None``: the game goes on); ``seats`` (in seating order, the
    heroes' shared total second); ``first_place``: where the first seat sits
    round the table (a game night's,
    :attr:`~archenemy.engine.header_notes.NightRef.first_place`: a display
    lying on the table keeps every player on their side).
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

    @property
    def turn_line(self) -> str:
        """ "Turn 3 · Ana · End step": the turn bar in one line."""
        return f"{self.turn} · {self.step}"

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


def table_view(
    state: GameState,
    set_in_motion: SetInMotion | None,
    catalogue: Catalogue,
    words: Words = INSTALLED,
    *,
    selected: str | None = None,
    night: NightStandings | None = None,
    first_place: int = 0,
) -> TableView:
    """The :class:`TableView` of ``state`` in ``words``' language.

    ``set_in_motion``: the game's last scheme set in motion
    (:attr:`~archenemy.engine.game.Game.last_set_in_motion`); ``catalogue``
    in the same language as ``words`` (its card texts); ``selected``: the
    operator's selected player, marked on every display; ``night``: the
    standings of the game night the game belongs to (``None``: no night),
    shown at its end with the Next game key; ``first_place``: where the
    first seat sits round the table (the night's).
    """
    return TableView(
        language=words.language or catalogue.language or "en",
        turn=texts.turn_text(state, words),
        step=texts.step_name(state.step, words),
        scheme=scheme_view(state, set_in_motion, catalogue, words),
        ongoing=ongoing_view(state, catalogue, words),
        lasting=tuple(" · ".join(texts.reminder_lines(r, catalogue, words)) for r in state.reminders),
        reminders=reminders_view(state, catalogue, words),
        question=question_view(state, catalogue, words),
        end=end_view(state, words, night),
        seats=seats_view(state, words, selected),
        first_place=first_place,
    )


# ----- the question ----------------------------------------------------------------


def question_view(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> QuestionView | None:
    """The first question waiting in ``state``, or ``None``.

    Its answers in their places (see :func:`answer_keys`).
    """
    if not state.prompts or state.over:
        return None
    _tr = words.tr
    prompt = state.prompts[0]
    question = texts.prompt_text(prompt, catalogue, words)
    scheme = prompt_scheme_name(prompt, catalogue)
    named = bool(scheme) and scheme not in question
    heading = fill(_tr("TableView", "“%1”: %2"), scheme, question) if named else question
    answers = answer_keys(state, prompt, catalogue, words)
    enter = key_name("Enter", words)
    typed = prompt.kind is PromptKind.COUNT or prompt.question == Q_REVEAL
    how = ""
    if prompt.kind is PromptKind.COUNT:
        how = fill(_tr("TableView", "Type the number, then press %1."), enter)
    elif prompt.question == Q_REVEAL:
        how = fill(_tr("TableView", "Type the scheme's name, then press %1."), enter)
    threshold = ""
    if prompt.kind is PromptKind.COUNT and prompt.threshold is not None:
        threshold = fill(_tr("TableView", "(%1 or more abandons the scheme)"), prompt.threshold)
    waiting = len(state.prompts) - 1
    more = fill(_tr("TableView", "Questions waiting after this one: %1"), waiting) if waiting else ""
    return QuestionView(
        prompt.id,
        prompt.kind,
        question,
        scheme,
        heading,
        answers,
        typed,
        how,
        threshold,
        waiting,
        more,
        prompt.question,
    )


def answer_keys(
    state: GameState, prompt: Prompt, catalogue: Catalogue, words: Words = INSTALLED
) -> tuple[AnswerKey, ...]:
    """The answers of ``prompt`` in their fixed places, each with its key.

    Done and a count: one answer, Enter (a count's value is typed:
    ``None``).  Yes/no: Yes and No with the language's letters.  A choice
    among players: every opponent of the prompt's owner and every player
    offered, in seat order, each with their key for the whole game
    (:func:`player_answer_key`; those not offered now kept, unavailable),
    then "Nobody" (``0``).  Other options: ``1``, ``2``... in the engine's
    order.  The scheme revealed (physical deck mode): every scheme by name,
    sorted, no key (its name is typed).
    """
    _tr = words.tr
    enter = key_name("Enter", words)
    if prompt.kind is PromptKind.DONE:
        return (AnswerKey(_tr("TableView", "Done"), enter, True),)
    if prompt.kind is PromptKind.COUNT:
        return (AnswerKey(_tr("TableView", "OK"), enter, None),)
    if prompt.kind is PromptKind.YES_NO:
        return (
            AnswerKey(_tr("TableView", "Yes"), yes_key(words), True),
            AnswerKey(_tr("TableView", "No"), no_key(words), False),
        )
    if prompt.question == Q_REVEAL:
        labels = sorted(((texts.option_text(prompt, o, catalogue, words), o) for o in prompt.options), key=_folded)
        return tuple(AnswerKey(label, "", option) for label, option in labels)
    return _choice_keys(state, prompt, catalogue, words)


def _folded(item: tuple[str, str]) -> str:
    return item[0].casefold()


def player_answer_key(state: GameState, name: str) -> str:
    """The key that answers any question of the game with the player ``name``.

    ``"2"``, ``"A"``, or ``""``.  Archenemy and its Commander option (CR
    904.1, 904.13): each hero the number of their place among the heroes in
    seating order (the same key in every question of the game, whoever left
    since), the archenemy ``"A"``.  Supervillain Rumble (904.12), where every
    player is an archenemy: the number of the player's seat.  ``""`` past 9,
    or for a name not at the table.
    """
    rumble = all(p.is_archenemy for p in state.players)
    if not rumble:
        player = next((p for p in state.players if p.name == name), None)
        if player is not None and player.is_archenemy:
            return ARCHENEMY_KEY
        numbered = [p.name for p in state.players if not p.is_archenemy]
    else:
        numbered = [p.name for p in state.players]
    if name not in numbered:
        return ""
    number = numbered.index(name) + 1
    return str(number) if number <= 9 else ""


def _choice_keys(state: GameState, prompt: Prompt, catalogue: Catalogue, words: Words) -> tuple[AnswerKey, ...]:
    """A choice's answers: players with their keys, then "Nobody", or its words.

    See :func:`answer_keys`.
    """
    seats = [p.name for p in state.players]
    offered = set(prompt.options)
    players = [name for name in prompt.options if name in seats]
    found: list[AnswerKey] = []
    if players:
        owner = prompt.owner if prompt.owner in seats else None
        places = {p.name for p in state.opponents(owner, alive_only=False)} if owner is not None else set()
        places |= set(players)
        for name in seats:
            if name in places:
                label = texts.option_text(prompt, name, catalogue, words)
                found.append(AnswerKey(label, player_answer_key(state, name), name, name in offered))
    others = [o for o in prompt.options if o not in seats and o != "none"]
    first = len(state.players) + 1 if players else 1
    for index, option in enumerate(others, first):
        found.append(
            AnswerKey(texts.option_text(prompt, option, catalogue, words), str(index) if index <= 9 else "", option)
        )
    if "none" in offered:
        found.append(AnswerKey(texts.option_text(prompt, "none", catalogue, words), NOBODY_KEY, "none"))
    return tuple(found)


# ----- reminders, the end ------------------------------------------------


def reminders_view(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> tuple[StepReminderView, ...]:
    """The reminders due at this step, in words.

    Whatever the engine's :func:`~archenemy.engine.effects.step_reminders`
    gives.
    """
    return tuple(
        StepReminderView(texts.step_reminder_text(r, catalogue, words), r.scheme, r.owner)
        for r in step_reminders(state)
    )


def end_view(state: GameState, words: Words = INSTALLED, night: NightStandings | None = None) -> EndView | None:
    """Who won (or a draw) and what may come next, once ``state`` is over.

    ``None`` while the game goes on.  In a game night (``night``): Next game
    first, and the night's standings.
    """
    outcome = state.outcome
    if outcome is None:
        return None
    _tr = words.tr
    keys: tuple[KeyHint, ...] = (
        KeyHint(_tr("TableView", "Rematch"), key_name(REMATCH_KEY, words), "rematch"),
        KeyHint(_tr("TableView", "New game"), key_name(NEW_GAME_KEY, words), "new_game"),
    )
    if night is None:
        return EndView(texts.outcome_text(outcome, words), outcome.winners, outcome.draw, keys)
    keys = (KeyHint(_tr("TableView", "Next game"), key_name(NEXT_GAME_KEY, words), "next_game"), *keys)
    return EndView(
        texts.outcome_text(outcome, words),
        outcome.winners,
        outcome.draw,
        keys,
        standing_lines(night, words),
        standings_title(night, words),
    )


# ----- the seats -----------------------------------------------------------------------


def seats_view(state: GameState, words: Words = INSTALLED, selected: str | None = None) -> tuple[SeatView, ...]:
    """Every seat in seating order (the heroes' shared total second)."""
    found = [_player_seat(state, p, words, selected) for p in state.players]
    if state.team_life is not None:
        alive = any(p.alive for p in state.players if p.team == HEROES)
        team = SeatView(
            name=HEROES,
            label=texts.side_name(HEROES, words),
            life=state.team_life,
            team=True,
            poison=0,
            commander=(),
            status="",
            active=state.active == HEROES and not state.over,
            lost=not alive,
            colour="",
            selected=selected == HEROES,
            key="",
            archenemy=False,
        )
        found.insert(1, team)
    return tuple(found)


def _player_seat(state: GameState, p: Player, words: Words, selected: str | None) -> SeatView:
    """The seat of player ``p`` at the table."""
    _tr = words.tr
    rules = state.variant.rules
    if rules.uses_commander:
        # Every commander the player may take damage from: each opponent's,
        # then their own (903.10a).
        sources = [o.name for o in state.opponents(p.name, alive_only=False)] + [p.name]
    else:
        sources = [owner for owner, amount in p.commander_damage if amount]
    left = {o.name for o in state.players if not o.alive}
    commander = tuple(
        CommanderView(
            owner, p.commander_damage_from(owner), _commander_text(p, owner, words), owner == p.name, owner in left
        )
        for owner in sources
    )
    # A player who left takes no turn (800.4a): a departed hero is not
    # marked during the heroes' turn.
    whose = state.active == p.name or (state.active == HEROES and p.team == HEROES)
    role = _tr("TableView", "Archenemy")
    # "Archenemy / Archenemy" says nothing: no role beside a name that is it.
    named_by_role = p.name.casefold() in {role.casefold(), "archenemy"}
    deck = len(state.zone(p.name).deck) if rules.every_player_archenemy and p.alive else None
    return SeatView(
        name=p.name,
        label=p.name,
        life=p.life,
        team=False,
        poison=p.poison,
        commander=commander,
        status=texts.loss_reason(p.lost, words) if p.lost is not None else "",
        active=whose and p.alive and not state.over,
        lost=p.lost is not None,
        colour=p.colour or "",
        selected=selected == p.name,
        key=player_answer_key(state, p.name),
        archenemy=p.is_archenemy,
        commander_most=max((amount for _owner, amount in p.commander_damage), default=0),
        role=role if p.is_archenemy and not rules.every_player_archenemy and not named_by_role else "",
        counters=tuple(f"{texts.counter_name(counter, words)} {count}" for counter, count in p.counters),
        badges=rules.uses_commander,
        deck=deck,
        deck_text=ViewCounts(words).schemes_in_deck(deck) if deck is not None else "",
    )


def _commander_text(p: Player, owner: str, words: Words) -> str:
    """The damage ``p`` took from ``owner``'s commander in words; ``""``: none."""
    _tr = words.tr
    amount = p.commander_damage_from(owner)
    if not amount:
        return ""
    if owner == p.name:
        return texts.own_commander_text(amount, words)
    return fill(_tr("TableView", "%1's commander: %2"), owner, amount)


# ----- the scheme ----------------------------------------------------------------------


def _card_text(catalogue: Catalogue, scheme_id: str) -> str:
    """A scheme's rules text without an ongoing scheme's reminder line."""
    text = catalogue[scheme_id].text
    if catalogue[scheme_id].ongoing and text.startswith("(") and "\n" in text:
        text = text.split("\n", 1)[1]
    return text


def scheme_in_view(state: GameState, set_in_motion: SetInMotion | None) -> tuple[FaceUpScheme | None, str | None]:
    """The scheme every display shows large now, and the last one set in motion.

    The scheme the table is asked about (the first question's card, while
    it is face up), else, while no question waits, the one the step's first
    reminder is about (:func:`~archenemy.engine.effects.step_reminders`);
    else the scheme the table is looking at
    (:func:`~archenemy.engine.game.shown_scheme`: a scheme waiting to be
    resolved, else the last one set in motion while it is face up).  So the
    card beside "“Because I Have Willed It”: How many spells…?" is Because I
    Have Willed It, whichever scheme came last, and after the answer the
    usual card comes back.  The last one set in motion is an id, or
    ``None``.  The window's Rulings follow it too.
    """
    shown, last_id = shown_scheme(state, set_in_motion)
    if state.over:
        return shown, last_id
    if state.prompts:
        wanted: list[int | None] = [state.prompts[0].card_uid]
    else:
        wanted = [reminder.card for reminder in step_reminders(state)]
    faces = {face.uid: face for face in state.face_up()}
    for uid in wanted:
        if uid is not None and uid in faces:
            return faces[uid], last_id
    return shown, last_id


def _deck(state: GameState, owner: str, words: Words) -> tuple[str, int]:
    """The scheme deck's count whose card is shown, in words and as a number.

    ``owner``: whose scheme is shown, or ``""``: in Supervillain Rumble the
    deck of the player whose turn it is, else the first deck.
    """
    _tr = words.tr
    owners = [z.owner for z in state.zones]
    if owner not in owners:
        owner = state.active if state.active in owners else (owners[0] if owners else "")
    if owner not in owners:
        return "", 0
    count = len(state.zone(owner).deck)
    if state.variant.rules.every_player_archenemy:
        cards = ViewCounts(words).cards(count)
        return fill(_tr("TableView", "%1's scheme deck: %2"), owner, cards), count
    return ViewCounts(words).scheme_deck(count), count


def scheme_view(
    state: GameState, set_in_motion: SetInMotion | None, catalogue: Catalogue, words: Words = INSTALLED
) -> SchemeView:
    """The scheme every display shows large (:func:`scheme_in_view`), in words."""
    _tr = words.tr
    shown, last_id = scheme_in_view(state, set_in_motion)
    scheme_id = shown.scheme_id if shown else last_id
    if shown is not None:
        owner = shown.card.owner
    else:
        owner = set_in_motion.owner if set_in_motion is not None and scheme_id is not None else ""
    deck, count = _deck(state, owner, words)
    if scheme_id is None or scheme_id not in catalogue:
        idle = _tr("TableView", "The archenemy sets the top scheme in motion when their precombat main phase begins.")
        return SchemeView(
            _tr("TableView", "Scheme deck"),
            _tr("TableView", "No scheme in motion yet"),
            "",
            "",
            idle=idle,
            deck=deck,
            deck_count=count,
        )
    scheme = catalogue[scheme_id]
    resolving = shown is not None and not shown.ongoing and not shown.resolved and not state.over
    if shown is None:
        caption = _tr("TableView", "Last scheme · now on the bottom of the scheme deck")
    elif shown.ongoing:
        caption = _tr("TableView", "Ongoing scheme · face up until abandoned")
    elif state.over:
        caption = _tr("TableView", "The game is over")
    elif resolving:
        caption = _tr("TableView", "Set in motion")
    else:
        caption = _tr("TableView", "Resolved")
    # Supervillain Rumble: every player has a deck, the caption says whose.
    if state.variant.rules.every_player_archenemy and owner:
        caption = f"{owner} · {caption}"
    choices = shown.choices if shown is not None else ()
    return SchemeView(
        caption,
        scheme.name,
        scheme.type_line,
        _card_text(catalogue, scheme_id),
        scheme_id,
        owner,
        name_en=scheme.name_en if scheme.name_en != scheme.name else "",
        official=scheme.official,
        choices=tuple(f"{texts.role_name(r, words)}: {texts.choice_value_text(n, words)}" for r, n in choices),
        resolving=resolving,
        deck=deck,
        deck_count=count,
    )


def ongoing_view(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> tuple[OngoingView, ...]:
    """Every face-up ongoing scheme, its doom counters after its text."""
    _tr = words.tr
    found = []
    for face in state.face_up():
        if not face.ongoing or face.scheme_id not in catalogue:
            continue
        text = _card_text(catalogue, face.scheme_id)
        if face.counters:
            counters = fill(_tr("TableView", "Doom counters: %1"), face.counters)
            text = f"{text}\n{counters}"
        found.append(OngoingView(catalogue[face.scheme_id].name, face.card.owner, text, face.scheme_id))
    return tuple(found)
