"""Random legal-ish play for property tests (Hypothesis).

Game starts, actions, invariants.

``game_starts()`` draws a :class:`GameStart` of any variant, deck mode, table
size and deck order; ``draw_action(data, game)`` one action from the current
state (weighted towards moving on); ``play(data, start)`` a whole game, checking
after every action that each card instance is in exactly one place, the
multiset of cards never changes and a refused action changes nothing.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import strategies as st

from archenemy.engine.actions import (
    Answer,
    ChangeCounter,
    ChangeLife,
    ChangePoison,
    ChangeTotals,
    ChaosEnsues,
    CommanderDamage,
    Concede,
    NextStep,
    Planeswalk,
    RecordChoice,
    Redo,
    ReportEvent,
    RollPlanarDie,
    SetLife,
    TotalChange,
    Undo,
)
from archenemy.engine.effects import choice_slots, life_effects
from archenemy.engine.errors import ArchenemyError
from archenemy.engine.game import Game
from archenemy.engine.model import DeckMode, GameState, PromptKind
from archenemy.engine.planar import planar_answer, planar_controller
from archenemy.engine.planar_cards import PLANAR_ACTS
from archenemy.engine.variants import Variant

from support.games import CATALOGUE, FILLER, ONGOING_IDS, make_rumble_start, make_start
from support.planar_games import PLANAR_FILLER, planechase_start, with_planes

#: Planar cards worth mixing into random planar decks: every card the app acts on and some filler.
PLANES = sorted(set(PLANAR_ACTS) | set(PLANAR_FILLER) | {"mutual-epiphany", "planewide-disaster"})

#: Schemes worth mixing into random decks: every ongoing one, the tracked
#: non-ongoing ones, and a few plain ones.
SCHEMES = sorted(
    set(ONGOING_IDS)
    | {
        "plots-that-span-centuries",
        "all-in-good-time",
        "time-bends-to-my-will",
        "know-evil",
        "choose-your-champion",
        "i-call-for-slaughter",
        "a-display-of-my-dark-power",
        "drench-the-soil-in-their-blood",
        "mortal-flesh-is-weak",
        "the-mighty-will-fall",
        "feed-the-machine",
        "know-naught-but-fire",
        "kneel-before-my-legions",
        "you-exist-only-to-amuse",
    }
    | set(FILLER[:4])
)

MAX_ACTIONS = 60


@st.composite
def game_starts(draw):
    """A GameStart: any variant, deck mode, table size and deck order."""
    deck_mode = draw(st.sampled_from(DeckMode))
    deck = st.lists(st.sampled_from(SCHEMES), min_size=1, max_size=8)
    variant = draw(st.sampled_from(Variant))
    planes = st.lists(st.sampled_from(PLANES), min_size=1, max_size=14, unique=True)
    if variant is Variant.PLANECHASE:
        count = draw(st.integers(2, 4))
        names = ("Ann", "Ben", "Cat", "Dan")[:count]
        if draw(st.booleans()):
            decks = {n: tuple(draw(planes)) + ("akoum",) for n in names}
            decks = {n: tuple(dict.fromkeys(d)) for n, d in decks.items()}
            return planechase_start(players=count, decks=decks, starting_player=draw(st.sampled_from(names)))
        deck = tuple(dict.fromkeys(tuple(draw(planes)) + ("akoum",)))
        return planechase_start(deck, players=count, starting_player=draw(st.sampled_from(names)))
    if variant is Variant.SUPERVILLAIN_RUMBLE:
        count = draw(st.integers(2, 4))
        names = ("Ann", "Ben", "Cat", "Dan")[:count]
        decks = {n: tuple(draw(deck)) for n in names}
        return make_rumble_start(decks, starting_player=draw(st.sampled_from(names)), deck_mode=deck_mode)
    start = make_start(tuple(draw(deck)), variant=variant, heroes=draw(st.integers(1, 4)), deck_mode=deck_mode)
    if draw(st.booleans()):
        return with_planes(start, tuple(dict.fromkeys(tuple(draw(planes)) + ("akoum",))))
    return start


def _answer_value(data, kind: PromptKind, options: tuple[str, ...]):
    if kind is PromptKind.YES_NO:
        return data.draw(st.booleans())
    if kind is PromptKind.COUNT:
        return data.draw(st.integers(0, 8))
    if kind is PromptKind.CHOICE:
        return data.draw(st.sampled_from(options))
    return True


def draw_action(data, game: Game):
    """One action chosen from the current state."""
    state = game.state
    names = [p.name for p in state.players]
    uids = [f.uid for f in state.face_up()]
    # Weighted towards moving on, so that games reach later turns.
    moves = ["life", "poison", "undo", "redo", "undo_redo", "report", "commander", "odd"]
    moves += ["totals", "set_life", "counter", "choice", "effect"]
    if state.prompts:
        moves += ["answer"] * 30
    else:
        moves += ["next"] * 40
    if state.planar is not None:
        moves += ["roll"] * 8 + ["planeswalk", "chaos"]
    move = data.draw(st.sampled_from(moves))
    if move in ("roll", "planeswalk", "chaos"):
        return _draw_planar_action(data, state, move, names)
    if move == "answer" and state.planar is not None:
        prompt = data.draw(st.sampled_from(state.prompts))
        return planar_answer(state, prompt.id, _answer_value(data, prompt.kind, prompt.options), random.Random(0))
    if move == "life" and data.draw(st.integers(0, 9)) == 0:
        move = "concede"
    if move == "next":
        return NextStep()
    if move == "answer":
        prompt = data.draw(st.sampled_from(state.prompts))
        return Answer(prompt.id, _answer_value(data, prompt.kind, prompt.options))
    if move == "life":
        return ChangeLife(data.draw(st.sampled_from(names)), data.draw(st.integers(-12, 6)))
    if move == "poison":
        return ChangePoison(data.draw(st.sampled_from(names)), data.draw(st.integers(-2, 6)))
    if move == "commander":
        return CommanderDamage(
            data.draw(st.sampled_from(names)), data.draw(st.sampled_from(names)), data.draw(st.integers(-3, 12))
        )
    if move == "concede":
        return Concede(data.draw(st.sampled_from(names)))
    if move in ("totals", "set_life", "counter", "choice", "effect"):
        return _draw_v2_action(data, state, move, names)
    if move == "report":
        return ReportEvent(data.draw(st.sampled_from(uids)) if uids else 999)
    if move == "undo":
        return Undo()
    if move == "redo":
        return Redo()
    if move == "undo_redo":
        return "undo_redo"
    # "odd": values no front end should send, which must be refused cleanly.
    return data.draw(
        st.sampled_from(
            [
                Answer(999, True),
                Answer(state.prompts[0].id, -1) if state.prompts else NextStep(),
                Answer(state.prompts[0].id, "no-such-option") if state.prompts else NextStep(),
                ChangeLife("Nobody", -1),
                ChangeLife(names[0], 0),
                ReportEvent(-5),
            ]
        )
    )


def _draw_planar_action(data, state: GameState, move: str, names: list[str]):
    """A planar action: a roll (mostly by a player who may), a planeswalk, chaos."""
    who = planar_controller(state) or names[0]
    player = data.draw(st.sampled_from([who, who, who, *names]))
    if move == "roll":
        face = data.draw(st.sampled_from(["blank", "chaos", "planeswalker", "planeswalker", "odd"]))
        return RollPlanarDie(player, face, data.draw(st.booleans()), data.draw(st.booleans()))
    if move == "planeswalk":
        return Planeswalk(player)
    return ChaosEnsues(player)


def _draw_v2_action(data, state: GameState, move: str, names: list[str]):
    """An action of journal format version 2."""
    if move == "totals":
        chosen = data.draw(st.lists(st.sampled_from(names), min_size=0, max_size=len(names) + 1))
        life = st.integers(-25, 5)
        return ChangeTotals(tuple(TotalChange(n, data.draw(life), data.draw(st.integers(-1, 4))) for n in chosen))
    if move == "set_life":
        return SetLife(data.draw(st.sampled_from(names)), data.draw(st.integers(-3, 45)))
    if move == "counter":
        counter = data.draw(st.sampled_from(["energy", "experience", "Oil", "poison", "", " x"]))
        return ChangeCounter(data.draw(st.sampled_from(names)), counter, data.draw(st.integers(-2, 3)))
    if move == "choice":
        slots = choice_slots(state)
        if not slots:
            return RecordChoice(999, "target", "Nobody")
        slot = data.draw(st.sampled_from(slots))
        return RecordChoice(slot.card, slot.role, data.draw(st.sampled_from(slot.options + ("", "Nobody"))))
    effects = [e for f in state.face_up() for e in life_effects(state, f)]
    if not effects:
        return NextStep()
    effect = data.draw(st.sampled_from(effects))
    action = effect.action_for({key: data.draw(st.integers(0, 6)) for key in effect.numbers})
    return action or NextStep()


def cards_of(state: GameState) -> Counter:
    return Counter((c.uid, c.scheme_id, c.owner) for z in state.zones for c in z.cards())


def check_cards(state: GameState, expected: Counter) -> None:
    # The multiset never changes
    assert cards_of(state) == expected
    for zone in state.zones:
        places = [c.uid for c in zone.deck] + [f.uid for f in zone.face_up]
        assert len(places) == len(set(places)), f"a card is in two places: {places}"
        assert all(c.owner == zone.owner for c in zone.cards())
    uids = [c.uid for z in state.zones for c in z.cards()]
    assert len(uids) == len(set(uids))


def check_state(state: GameState) -> None:
    ids = [p.id for p in state.prompts]
    assert len(ids) == len(set(ids)) and all(i < state.next_prompt_id for i in ids)
    if state.over:
        assert state.prompts == ()
    for p in state.prompts:
        if p.kind is PromptKind.CHOICE:
            assert p.options, p
        if p.card_uid is not None and p.question in ("planar.then", "planar.stairs"):
            # "Then planeswalk." and Stairs to Infinity's question may come from a
            # card Pools of Becoming revealed, which is back in the planar deck when
            # it is asked (a Pools it revealed in turn reveals three more first)
            assert state.planar is not None and p.card_uid in {c.uid for c in state.planar.cards()}, p
        elif p.card_uid is not None and p.question.startswith("planar."):
            # A planar question is about a face-up planar card, or about one an
            # effect revealed whose chaos ability triggered (Pools of Becoming
            # revealing Stairs to Infinity asks Stairs' question)
            assert state.planar is not None, p
            shown = {f.uid for f in state.planar.face_up} | {c.uid for c in state.planar.revealed}
            assert p.card_uid in shown, p
        elif p.card_uid is not None and p.question not in ("reveal",):
            # A prompt about a card that is face up
            state.find_face_up(p.card_uid)
    if state.planar is not None:
        uids = [c.uid for c in state.planar.cards()]
        assert len(uids) == len(set(uids)), f"a planar card is in two places: {uids}"


def play(data, start) -> Game:
    game = Game(start, CATALOGUE)
    expected = cards_of(game.state)
    check_cards(game.state, expected)
    for _ in range(data.draw(st.integers(MAX_ACTIONS // 2, MAX_ACTIONS))):
        action = draw_action(data, game)
        if action == "undo_redo":
            if not game.can_undo:
                continue
            before = game.state
            game.undo()
            game.redo()
            assert game.state == before
            continue
        before = game.state
        try:
            game.do(action)
        except ArchenemyError:
            # A refused action changes nothing
            assert game.state == before
            assert not isinstance(action, NextStep) or before.prompts or before.over
            continue
        check_cards(game.state, expected)
        check_state(game.state)
        if isinstance(action, NextStep):
            assert not before.prompts
    return game
