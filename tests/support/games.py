"""Shared builders for the engine's tests (not a test module).

Games are built with a chosen scheme deck ORDER: the tests construct
:class:`GameStart` directly instead of shuffling with :func:`deal`, so the
scheme set in motion at each archenemy turn is known in advance.

Typical use::

    game = make_game(["bow-to-my-command", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)          # turn 1, the archenemy's
    answer(game, "choose", "Hero 1")
    advance_to(game, Step.END, active=HEROES)       # the heroes' end step
    prompt = only_prompt(game, "bow-to-my-command")
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.model import HEROES, DeckMode, FaceUpScheme, GameState, Prompt, Step
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant

CATALOGUE = load_catalogue()

ARCHENEMY = "Archenemy"
HERO_NAMES = ("Hero 1", "Hero 2", "Hero 3", "Hero 4", "Hero 5", "Hero 6", "Hero 7", "Hero 8")
RUMBLE_NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")

#: Non-ongoing schemes whose ability the app does not track (no choices, no
#: reminders, no extra turns): they only raise the "resolve" prompt.
FILLER: tuple[str, ...] = (
    "a-reckoning-approaches",
    "embrace-my-diabolical-vision",
    "roots-of-all-evil",
    "the-iron-guardian-stirs",
    "look-skyward-and-despair",
    "perhaps-youve-met-my-cohort",
    "realms-befitting-my-majesty",
    "when-will-you-learn",
    "your-fate-is-thrice-sealed",
    "only-i-know-what-awaits",
)

#: Every ongoing scheme id (CR 314.7), from the catalogue.
ONGOING_IDS: tuple[str, ...] = tuple(sorted(s.id for s in CATALOGUE.ongoing()))


# ----- building games -------------------------------------------------------


def make_start(
    deck: Sequence[str] = FILLER,
    *,
    variant: Variant = Variant.ARCHENEMY,
    heroes: int = 3,
    deck_mode: DeckMode = DeckMode.SHUFFLED,
) -> GameStart:
    """An Archenemy game whose scheme deck is ``deck`` in that order, top first.

    Or Commander option.
    """
    players = (PlayerSetup(ARCHENEMY, tuple(deck)),) + tuple(PlayerSetup(n) for n in HERO_NAMES[:heroes])
    setup = GameSetup(variant, players, deck_mode)
    return GameStart(setup, decks=((ARCHENEMY, tuple(deck)),), starting_player=ARCHENEMY)


def make_game(deck: Sequence[str] = FILLER, **kwargs) -> Game:
    """A :class:`Game` of :func:`make_start`."""
    return Game(make_start(deck, **kwargs), CATALOGUE)


def make_rumble_start(
    decks: Mapping[str, Sequence[str]],
    *,
    starting_player: str | None = None,
    deck_mode: DeckMode = DeckMode.SHUFFLED,
) -> GameStart:
    """A Supervillain Rumble game.

    ``decks`` maps each player (in seating order) to their deck order.
    """
    names = list(decks)
    players = tuple(PlayerSetup(n, tuple(d)) for n, d in decks.items())
    setup = GameSetup(Variant.SUPERVILLAIN_RUMBLE, players, deck_mode)
    return GameStart(
        setup,
        decks=tuple((n, tuple(d)) for n, d in decks.items()),
        starting_player=starting_player or names[0],
    )


def make_rumble(decks: Mapping[str, Sequence[str]], **kwargs) -> Game:
    """A :class:`Game` of :func:`make_rumble_start`."""
    return Game(make_rumble_start(decks, **kwargs), CATALOGUE)


def rumble_decks(count: int, first: Sequence[str] | None = None) -> dict[str, tuple[str, ...]]:
    """``count`` Rumble players with filler decks.

    The first player's deck is ``first`` if given.
    """
    decks = {n: FILLER for n in RUMBLE_NAMES[:count]}
    if first is not None:
        decks[RUMBLE_NAMES[0]] = tuple(first)
    return decks


# ----- prompts --------------------------------------------------------------


def prompts(state_or_game: Game | GameState, question: str | None = None) -> list[Prompt]:
    """Pending prompts, optionally only those with ``question``."""
    state = _state(state_or_game)
    return [p for p in state.prompts if question is None or p.question == question]


def only_prompt(game: Game | GameState, question: str) -> Prompt:
    """The one pending prompt with ``question``; fails the test otherwise."""
    found = prompts(game, question)
    assert len(found) == 1, f"expected one {question!r} prompt, got {_state(game).prompts}"
    return found[0]


def answer(game: Game, question: str, value: object) -> tuple:
    """Answer the one pending prompt with ``question``; return the events."""
    return game.do(Answer(only_prompt(game, question).id, value))  # type: ignore[arg-type]


def resolve_all(game: Game) -> None:
    """Mark every pending non-ongoing scheme done (the "resolve" prompt)."""
    while prompts(game, "resolve"):
        game.do(Answer(prompts(game, "resolve")[0].id, True))


# ----- moving through the game ---------------------------------------------

#: Answers used by :func:`advance_to` for prompts met on the way.
Answers = Mapping[str, object] | Callable[[Prompt], object]


def keep_schemes(prompt: Prompt) -> object:
    """An answer that abandons nothing: for :func:`advance_to`'s ``answers``.

    "resolve" is marked done, yes/no questions get the answer that keeps the
    scheme, counts get 0, Fear My Authority discards, My Laughter Echoes is
    declined, choices take the first option.
    """
    from archenemy.engine.model import PromptKind
    from archenemy.engine.triggers import ABANDON_TRIGGERS

    if prompt.question == "resolve":
        return True
    if prompt.question == "fear-my-authority":
        return "discard"
    if prompt.kind is PromptKind.YES_NO:
        trigger = ABANDON_TRIGGERS.get(prompt.question)
        if trigger is not None and prompt.question != "my-laughter-echoes":
            return not trigger.abandon_if
        return False
    if prompt.kind is PromptKind.COUNT:
        return 0
    if prompt.kind is PromptKind.CHOICE:
        return prompt.options[0]
    return True


def _answer_for(answers: Answers | None, prompt: Prompt) -> object:
    if callable(answers):
        return answers(prompt)
    if answers is not None and prompt.question in answers:
        return answers[prompt.question]
    if prompt.question == "resolve":
        return True
    raise AssertionError(f"no answer given for the prompt {prompt} met while advancing")


def advance_to(
    game: Game,
    step: Step,
    *,
    active: str | None = None,
    turn: int | None = None,
    answers: Answers | None = None,
    max_actions: int = 500,
) -> None:
    """Take NextStep until the game is at ``step``.

    Of ``active``'s turn / turn number ``turn``.

    Does nothing when the game is already there.  Prompts met on the way (not at the target) are
    answered from ``answers`` (question -> value, or a function of the
    prompt); "resolve" prompts are marked done by default.  Prompts raised on
    entering the target step are left pending for the test to inspect.
    """

    def there() -> bool:
        s = game.state
        return s.step is step and (active is None or s.active == active) and (turn is None or s.turn == turn)

    for _ in range(max_actions):
        if game.state.over:
            raise AssertionError("the game ended before reaching the step")
        if there():
            return
        while game.state.prompts:
            prompt = game.state.prompts[0]
            game.do(Answer(prompt.id, _answer_for(answers, prompt)))  # type: ignore[arg-type]
            if game.state.over:
                raise AssertionError("the game ended before reaching the step")
        game.do(NextStep())
        if there():
            return
    raise AssertionError(f"did not reach {step} (active={active}, turn={turn})")


def next_step(game: Game, answers: Answers | None = None) -> None:
    """Answer any pending prompts from ``answers``, then take one NextStep."""
    while game.state.prompts:
        prompt = game.state.prompts[0]
        game.do(Answer(prompt.id, _answer_for(answers, prompt)))  # type: ignore[arg-type]
    game.do(NextStep())


# ----- looking at schemes ----------------------------------------------------


def face_up(game: Game | GameState, scheme_id: str | None = None) -> list[FaceUpScheme]:
    """Face-up schemes (of every archenemy), optionally only those of ``scheme_id``."""
    return [f for f in _state(game).face_up() if scheme_id is None or f.scheme_id == scheme_id]


def face_up_ids(game: Game | GameState, owner: str | None = None) -> list[str]:
    """Scheme ids face up, in order, for ``owner`` or everyone."""
    state = _state(game)
    zones = state.zones if owner is None else (state.zone(owner),)
    return [f.scheme_id for z in zones for f in z.face_up]


def deck_ids(game: Game | GameState, owner: str = ARCHENEMY) -> list[str]:
    """The scheme ids of ``owner``'s deck, top first."""
    return [c.scheme_id for c in _state(game).zone(owner).deck]


def event_kinds(events: Iterable) -> list[str]:
    """The ``kind`` of each event."""
    return [e.kind for e in events]


def events_of(events: Iterable, kind: str) -> list:
    """The events of ``kind``."""
    return [e for e in events if e.kind == kind]


def all_cards(state: GameState) -> list[tuple[int, str, str]]:
    """Every scheme card instance as (uid, scheme_id, owner), sorted.

    Deck and face up.
    """
    return sorted((c.uid, c.scheme_id, c.owner) for z in state.zones for c in z.cards())


def _state(obj: Game | GameState) -> GameState:
    return obj.state if isinstance(obj, Game) else obj


__all__ = [
    "ARCHENEMY",
    "CATALOGUE",
    "FILLER",
    "HEROES",
    "HERO_NAMES",
    "ONGOING_IDS",
    "RUMBLE_NAMES",
    "advance_to",
    "all_cards",
    "answer",
    "deck_ids",
    "event_kinds",
    "events_of",
    "face_up",
    "face_up_ids",
    "keep_schemes",
    "make_game",
    "make_rumble",
    "make_rumble_start",
    "make_start",
    "next_step",
    "only_prompt",
    "prompts",
    "resolve_all",
    "rumble_decks",
]
