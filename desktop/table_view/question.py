"""The table view's question: the first one waiting, its answers and keys.

See the package's doc for why answer keys never move.
"""

from __future__ import annotations

from ...engine.catalogue import Catalogue
from ...engine.model import GameState, Prompt, PromptKind
from ...engine.questions import Q_PLANAR_REVEAL, Q_REVEAL
from .. import texts
from ..texts import INSTALLED, Words, fill
from ..texts.game import prompt_scheme_name
from ..texts.keys import key_name, no_key, yes_key
from .values import AnswerKey, QuestionView

# The key of "Nobody" in a question among players (the heroes take 1–8).
NOBODY_KEY = "0"
# The archenemy's key in a question among players (Archenemy,
# Archienemigo), beside the heroes' numbers.
ARCHENEMY_KEY = "A"


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
    typed = prompt.kind is PromptKind.COUNT or prompt.question in (Q_REVEAL, Q_PLANAR_REVEAL)
    how = ""
    if prompt.kind is PromptKind.COUNT:
        how = fill(_tr("TableView", "Type the number, then press %1."), enter)
    elif prompt.question == Q_REVEAL:
        how = fill(_tr("TableView", "Type the scheme's name, then press %1."), enter)
    elif prompt.question == Q_PLANAR_REVEAL:
        how = fill(_tr("TableView", "Type the planar card's name, then press %1."), enter)
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
    order.  The scheme or the planar card revealed (physical deck mode):
    every card offered by name, sorted, no key (its name is typed).
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
    if prompt.question in (Q_REVEAL, Q_PLANAR_REVEAL):
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
