"""The table view: what every display shows of one moment of the game, as plain values in one language.

One value, :class:`TableView`, computed from the state by :func:`table_view`
and rendered by every display: the main window (its prompt banner and its
outcome), table mode and the second window
(:class:`~archenemy.desktop.table.displays.table_display.TableDisplay`), and
the phone page (:func:`archenemy.desktop.share.protocol.state_message`).  It
holds what the table must act on: whose turn and which step, the scheme in
motion, the question waiting with its answers and their keys, the reminders
due at this step, the end of the game, and every seat.  A new element added
here reaches every display at once.

The engine decides the rules; the view only gathers what is shown, worded by
:mod:`archenemy.desktop.texts` in the language of its ``words`` (a phone may
speak another language than the window).  No widget, no Qt GUI: the tests
read it as they read a display.

**Answer keys never move** (issue 21).  A question among players gives each
player one key for the whole game (:func:`player_answer_key`): a hero the
number of their place among the heroes (Hero 2 is ``2`` in every question),
the archenemy ``A`` (Archenemy, Archienemigo), and in Supervillain Rumble,
where every player is an archenemy, each player the number of their seat.  A
player the question cannot take now (already chosen, out of the game) keeps
their place, shown unavailable.  "Nobody" is ``0``; a question's own words
(Fear My Authority's discard, pay, abandon) are ``1``, ``2``, ``3`` in the
order the engine gives them.  Yes and No are the language's letters, Done and
a typed count take Enter.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.catalogue import Catalogue
from ..engine.effects import step_reminders
from ..engine.events import SetInMotion
from ..engine.game import shown_scheme
from ..engine.model import HEROES, FaceUpScheme, GameState, Prompt, PromptKind
from ..engine.night import NightStandings
from ..engine.questions import Q_REVEAL
from . import texts
from .texts import INSTALLED, Words, fill
from .texts.game import prompt_scheme_name
from .texts.history import standing_lines, standings_title
from .texts.keys import key_name, no_key, yes_key

# The keys of the end of the game's actions (the window's Next game of a game night, Rematch and New game), in
# Qt's portable form.
NEXT_GAME_KEY = "F5"
REMATCH_KEY = "Ctrl+Shift+N"
NEW_GAME_KEY = "Ctrl+N"
# The key of "Nobody" in a question among players (the heroes take 1–8).
NOBODY_KEY = "0"
# The archenemy's key in a question among players (Archenemy, Archienemigo), beside the heroes' numbers.
ARCHENEMY_KEY = "A"


@dataclass(frozen=True)
class AnswerKey:
    """One answer a question offers: its words, the key that gives it, the answer's value, and whether it can be given now.

    ``key`` is the key as the table reads it (``"3"``, ``"Y"``, ``"Enter"``;
    ``""`` when it has none: a scheme's name is typed).  ``value`` is what
    :class:`~archenemy.engine.actions.Answer` sends (``True``/``False``, an
    option's key; ``None`` for a typed count, which the table types).
    ``offered``: ``False`` for a player the question cannot take now, kept in
    their place so no key moves.
    """

    label: str
    key: str
    value: bool | str | None
    offered: bool = True

    @property
    def text(self) -> str:
        """ "Hero 2  [3]": the words with the key, as a button or a display reads it."""
        return f"{self.label}  [{self.key}]" if self.key else self.label


@dataclass(frozen=True)
class QuestionView:
    """The first question waiting (:class:`~archenemy.engine.model.Prompt` ``prompt_id``), in words.

    ``question``: the question alone; ``scheme``: the scheme it is about
    (``""`` none); ``heading``: the scheme then the question (“Know Evil”:
    choose a hero.) unless the question names it.  ``answers`` in their fixed
    places (see the module's doc); ``typed``: the answer is typed (a count,
    then Enter; a scheme's name); ``how``: how to answer with the keyboard
    (``""`` when the keys beside the answers say it); ``threshold``: a count's
    threshold in words (``""`` none); ``waiting``: how many more questions wait
    after this one, ``more`` that in words.
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

    def answer(self, key: str) -> AnswerKey | None:
        """The offered answer given by ``key`` (compared without case), or ``None``."""
        for answer in self.answers:
            if answer.offered and answer.key and answer.key.casefold() == key.casefold():
                return answer
        return None


@dataclass(frozen=True)
class StepReminderView:
    """An ongoing scheme's ability due at this step that asks nothing (:func:`~archenemy.engine.effects.step_reminders`)."""

    text: str
    scheme_id: str
    owner: str


@dataclass(frozen=True)
class KeyHint:
    """An action the table may take now and its key: ``label`` ("Rematch"), ``key`` ("Ctrl+Shift+N"), and which
    action it is (``action``: ``"next_game"``, ``"rematch"``, ``"new_game"``), whatever the words."""

    label: str
    key: str
    action: str = ""

    @property
    def text(self) -> str:
        """ "Rematch  [Ctrl+Shift+N]"."""
        return f"{self.label}  [{self.key}]"


@dataclass(frozen=True)
class EndView:
    """The end of the game: ``text`` (who won, or a draw), the ``winners``' names, ``draw``, what next (``keys``:
    Next game first in a game night, then Rematch and New game).

    ``standings``: a game night's standings, one line per player, best first,
    under ``standings_title`` (both empty outside a night).
    """

    text: str
    winners: tuple[str, ...]
    draw: bool
    keys: tuple[KeyHint, ...]
    standings: tuple[str, ...] = ()
    standings_title: str = ""


@dataclass(frozen=True)
class SeatShown:
    """One seat as the displays show it.

    ``name`` the player's (or :data:`~archenemy.engine.model.HEROES` for the
    heroes' shared total), ``label`` the words shown for it; ``life``
    (``None``: this hero's life is the team's, shown on the team's seat);
    ``team``: the heroes' shared total; ``poison``; ``commander``: commander
    damage in words, ``commander_most`` the most from one commander (0: none);
    ``status``: why the player lost (``""``); ``active``: it
    is their turn; ``lost``; ``colour`` (``#rrggbb`` or ``""``); ``selected``:
    the operator's selected player (the keys change their life); ``key``: the
    key that selects it (the operator's 1–9, in seating order; ``""`` for the team).
    """

    name: str
    label: str
    life: int | None
    team: bool
    poison: int
    commander: tuple[str, ...]
    status: str
    active: bool
    lost: bool
    colour: str
    selected: bool
    key: str
    archenemy: bool
    commander_most: int = 0


@dataclass(frozen=True)
class SchemeShown:
    """The scheme the table looks at: ``caption`` (its state), ``name``, ``type_line``, ``text`` (choices after it),
    ``scheme_id`` (the catalogue's id; ``None`` while no scheme is shown: its card image, if any), ``owner`` (whose
    scheme it is; ``""`` while none is shown)."""

    caption: str
    name: str
    type_line: str
    text: str
    scheme_id: str | None = None
    owner: str = ""


@dataclass(frozen=True)
class OngoingShown:
    """A face-up ongoing scheme: ``name``, ``owner``, ``text`` (its doom counters after it), ``scheme_id``."""

    name: str
    owner: str
    text: str
    scheme_id: str = ""


@dataclass(frozen=True)
class TableView:
    """What every display shows of one moment of the game (see the module's doc); words in ``language``.

    ``turn`` ("Turn 3 · Ana"), ``step``, ``active`` (a player's name,
    :data:`~archenemy.engine.model.HEROES`), ``variant``; ``scheme``; ``ongoing``;
    ``lasting`` (resolved schemes' effects still running, a line each);
    ``reminders`` (due at this step); ``question`` (``None``: none waits);
    ``end`` (``None``: the game goes on); ``seats`` (in seating order, the
    heroes' shared total second); ``first_place``: where the first seat sits
    round the table (a game night's, :attr:`~archenemy.engine.header_notes.NightRef.first_place`:
    a display lying on the table keeps every player on their side).
    """

    language: str
    variant: str
    turn: str
    step: str
    active: str
    scheme: SchemeShown
    ongoing: tuple[OngoingShown, ...]
    lasting: tuple[str, ...]
    reminders: tuple[StepReminderView, ...]
    question: QuestionView | None
    end: EndView | None
    seats: tuple[SeatShown, ...]
    first_place: int = 0

    @property
    def turn_line(self) -> str:
        """ "Turn 3 · Ana · End step": the turn bar in one line."""
        return f"{self.turn} · {self.step}"

    def seat(self, name: str) -> SeatShown:
        """The seat of ``name`` (a player's or :data:`~archenemy.engine.model.HEROES`); ``KeyError`` if none."""
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
    (:attr:`~archenemy.engine.game.Game.last_set_in_motion`); ``catalogue`` in
    the same language as ``words`` (its card texts); ``selected``: the
    operator's selected player, marked on every display; ``night``: the
    standings of the game night the game belongs to (``None``: no night), shown
    at its end with the Next game key; ``first_place``: where the first seat
    sits round the table (the night's, :attr:`TableView.first_place`).
    """
    return TableView(
        language=words.language or catalogue.language or "en",
        variant=texts.variant_name(state.variant, words),
        turn=texts.turn_text(state, words),
        step=texts.step_name(state.step, words),
        active=state.active,
        scheme=scheme_shown(state, set_in_motion, catalogue, words),
        ongoing=ongoing_shown(state, catalogue, words),
        lasting=tuple(" · ".join(texts.reminder_lines(r, catalogue, words)) for r in state.reminders),
        reminders=reminders_view(state, catalogue, words),
        question=question_view(state, catalogue, words),
        end=end_view(state, words, night),
        seats=seats_view(state, words, selected),
        first_place=first_place,
    )


# ----- the question ----------------------------------------------------------------


def question_view(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> QuestionView | None:
    """The first question waiting in ``state`` with its answers in their places, or ``None``."""
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
        prompt.id, prompt.kind, question, scheme, heading, answers, typed, how, threshold, waiting, more
    )


def answer_keys(
    state: GameState, prompt: Prompt, catalogue: Catalogue, words: Words = INSTALLED
) -> tuple[AnswerKey, ...]:
    """The answers of ``prompt`` in their fixed places, each with its key (see the module's doc).

    Done and a count: one answer, Enter (a count's value is typed: ``None``).
    Yes/no: Yes and No with the language's letters.  A choice among players:
    every opponent of the prompt's owner and every player offered, in seat
    order, each with their key for the whole game (:func:`player_answer_key`;
    those not offered now kept, unavailable), then "Nobody" (``0``).  Other options: ``1``, ``2``... in the engine's
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
    """The key that answers any question of the game with the player ``name``: ``"2"``, ``"A"``, or ``""``.

    Archenemy and its Commander option (CR 904.1, 904.13): each hero the number
    of their place among the heroes in seating order (the same key in every
    question of the game, whoever left since), the archenemy ``"A"``.
    Supervillain Rumble (904.12), where every player is an archenemy: the number
    of the player's seat.  ``""`` past 9, or for a name not at the table.
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
    """A choice's answers: players in seat order with their keys (see :func:`answer_keys`), then "Nobody", or its own words numbered."""
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


# ----- reminders, the end, the seats ------------------------------------------------


def reminders_view(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> tuple[StepReminderView, ...]:
    """The reminders due at this step (whatever the engine's :func:`~archenemy.engine.effects.step_reminders` gives), in words."""
    return tuple(
        StepReminderView(texts.step_reminder_text(r, catalogue, words), r.scheme, r.owner)
        for r in step_reminders(state)
    )


def end_view(state: GameState, words: Words = INSTALLED, night: NightStandings | None = None) -> EndView | None:
    """Who won (or a draw) and the keys of what may come next, once ``state`` is over; else ``None``.

    In a game night (``night``): Next game first, and the night's standings.
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


def seats_view(state: GameState, words: Words = INSTALLED, selected: str | None = None) -> tuple[SeatShown, ...]:
    """Every seat in seating order (the heroes' shared total second), as :class:`SeatShown`."""
    _tr = words.tr
    over = state.over
    found: list[SeatShown] = []
    for index, p in enumerate(state.players, 1):
        commander = tuple(
            texts.own_commander_text(amount, words)
            if owner == p.name
            else fill(_tr("TableView", "%1's commander: %2"), owner, amount)
            for owner, amount in p.commander_damage
            if amount
        )
        # A player who left takes no turn (800.4a): a departed hero is not marked during the heroes' turn.
        active = p.alive and (state.active == p.name or (state.active == HEROES and p.team == HEROES))
        found.append(
            SeatShown(
                name=p.name,
                label=p.name,
                life=p.life,
                team=False,
                poison=p.poison,
                commander=commander,
                status=texts.loss_reason(p.lost, words) if p.lost is not None else "",
                active=active and not over,
                lost=p.lost is not None,
                colour=p.colour or "",
                selected=selected == p.name,
                key=str(index) if index <= 9 else "",
                archenemy=p.is_archenemy,
                commander_most=max((amount for _owner, amount in p.commander_damage), default=0),
            )
        )
    if state.team_life is not None:
        alive = any(p.alive for p in state.players if p.team == HEROES)
        team = SeatShown(
            name=HEROES,
            label=texts.side_name(HEROES, words),
            life=state.team_life,
            team=True,
            poison=0,
            commander=(),
            status="",
            active=state.active == HEROES and not over,
            lost=not alive,
            colour="",
            selected=selected == HEROES,
            key="",
            archenemy=False,
        )
        found.insert(1, team)
    return tuple(found)


# ----- the scheme ----------------------------------------------------------------------


def _card_text(catalogue: Catalogue, scheme_id: str) -> str:
    """A scheme's rules text without an ongoing scheme's reminder line (in any language)."""
    text = catalogue[scheme_id].text
    if catalogue[scheme_id].ongoing and text.startswith("(") and "\n" in text:
        text = text.split("\n", 1)[1]
    return text


def scheme_in_view(state: GameState, set_in_motion: SetInMotion | None) -> tuple[FaceUpScheme | None, str | None]:
    """The scheme every display shows large now, and the last scheme set in motion (its id, or ``None``).

    The scheme the table is asked about (the first question's card, while it
    is face up), else, while no question waits, the one the step's first
    reminder is about (:func:`~archenemy.engine.effects.step_reminders`); else
    the scheme the table is looking at (:func:`~archenemy.engine.game.shown_scheme`:
    a scheme waiting to be resolved, else the last one set in motion while it
    is face up).  So the card beside "“Because I Have Willed It”: How many
    spells…?" is Because I Have Willed It, whichever scheme came last, and
    after the answer the usual card comes back (issue 21's review, F2 and F6).
    The main window, table mode, the second window and the phones all show
    this one: it is the window's large card, its Rulings and the view's
    :attr:`TableView.scheme`.
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


def scheme_shown(
    state: GameState, set_in_motion: SetInMotion | None, catalogue: Catalogue, words: Words = INSTALLED
) -> SchemeShown:
    """The scheme every display shows large (:func:`scheme_in_view`) in words, for the players."""
    _tr = words.tr
    shown, last_id = scheme_in_view(state, set_in_motion)
    scheme_id = shown.scheme_id if shown else last_id
    if scheme_id is None or scheme_id not in catalogue:
        return SchemeShown(_tr("TableView", "Scheme deck"), _tr("TableView", "No scheme in motion yet"), "", "")
    scheme = catalogue[scheme_id]
    if shown is None:
        caption = _tr("TableView", "Last scheme · now on the bottom of the scheme deck")
    elif shown.ongoing:
        caption = _tr("TableView", "Ongoing scheme · face up until abandoned")
    elif not shown.resolved:
        caption = _tr("TableView", "Set in motion · the table resolves it")
    else:
        caption = _tr("TableView", "Resolved")
    owner = shown.card.owner if shown is not None else (set_in_motion.owner if set_in_motion else "")
    if state.variant.rules.every_player_archenemy and owner:  # Rumble: whose scheme, every player has a deck
        caption = f"{owner} · {caption}"
    text = _card_text(catalogue, scheme_id)
    if shown is not None and shown.choices:
        chosen = "; ".join(
            f"{texts.role_name(r, words)}: {texts.choice_value_text(n, words)}" for r, n in shown.choices
        )
        text = f"{text}\n\n{chosen}"
    return SchemeShown(caption, scheme.name, scheme.type_line, text, scheme_id, owner)


def ongoing_shown(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> tuple[OngoingShown, ...]:
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
        found.append(OngoingShown(catalogue[face.scheme_id].name, face.card.owner, text, face.scheme_id))
    return tuple(found)
