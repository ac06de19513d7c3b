"""Replay's fast paths give exactly what the slow reference gives.

At every game length; behaviour, no timings.

Replay's fast paths (the model's own ``replace``, state-based actions
checked only where an action changed something, each distinct journal line
parsed once, one English catalogue and its name index) give exactly what the
slow reference gives: every copy made through the class's constructor and
every check in full.
"""

from __future__ import annotations

import importlib.util

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from archenemy.engine import catalogue as catalogue_module
from archenemy.engine import game as game_module
from archenemy.engine import journal_reader, rules
from archenemy.engine import model as model_module
from archenemy.engine.actions import (
    ChangeLife,
    ChangePoison,
    ChangeTotals,
    CommanderDamage,
    Concede,
    NextStep,
    Redo,
    Rename,
    SetLife,
    TotalChange,
    Undo,
)
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import DeckProblem
from archenemy.engine.errors import ArchenemyError, IllegalActionError, JournalError
from archenemy.engine.events import LifeChanged
from archenemy.engine.game import Game
from archenemy.engine.journal import read_journal, replay
from archenemy.engine.model import FaceUpScheme, LossReason, Player, Prompt, PromptKind, SchemeCard, Step
from archenemy.engine.rules import answers as rules_answers
from archenemy.engine.rules import context as rules_context
from archenemy.engine.rules import losses as rules_losses
from archenemy.engine.rules import ongoing as rules_ongoing
from archenemy.engine.rules import players as rules_players
from archenemy.engine.rules import schemes as rules_schemes
from archenemy.engine.rules import turns as rules_turns

from support.games import CATALOGUE
from support.paths import REPO
from support.random_play import draw_action, game_starts


def test_one_english_catalogue_and_its_name_index_reused(monkeypatch):
    assert load_catalogue() is load_catalogue("en") is load_catalogue("xx")
    calls = [0]
    real = catalogue_module.normalize_name

    def counting(name):
        calls[0] += 1
        return real(name)

    from archenemy.engine import decks

    monkeypatch.setattr(decks, "normalize_name", counting)
    decks.parse_deck_list("1 Behold the Power of Destruction\n", load_catalogue())
    # The catalogue's index, not every name normalised again
    assert calls[0] < 10


def rebuilt(value, /, **changes):
    """A copy of the struct ``value`` with ``changes``, made by calling its class.

    The slow reference of the model's ``replace``: every field passed to the
    constructor again.
    """
    unknown = set(changes) - set(value.__struct_fields__)
    if unknown:
        raise TypeError(f"no field {sorted(unknown)!r}")
    return type(value)(**{name: getattr(value, name) for name in value.__struct_fields__} | changes)


def _slow_reference(monkeypatch) -> None:
    """Make the engine its own slow reference.

    Every copy made by the class's constructor and every state-based action
    checked in full.
    """
    monkeypatch.setattr(model_module, "replace", rebuilt)
    for area in (rules_answers, rules_context, rules_losses, rules_ongoing, rules_players, rules_schemes, rules_turns):
        monkeypatch.setattr(area, "replace", rebuilt)
    full = rules.apply_settled

    def never_settled(state, action, catalogue=None, *, settled=False):
        return full(state, action, catalogue, settled=False)

    monkeypatch.setattr(game_module, "apply_settled", never_settled)


def _every_state(game: Game) -> list:
    """The game's states from the newest back to the start (undoing everything).

    Redone as it was.
    """
    states = [game.state]
    while game.can_undo:
        game.undo()
        states.append(game.state)
    while game.can_redo:
        game.redo()
    return states


def test_the_models_replace_is_a_copy_through_the_constructor():
    card = SchemeCard(7, "feed-the-machine", "Archenemy")
    values = [
        (card, {"uid": 8}),
        (FaceUpScheme(card, ongoing=True), {"counters": 2, "choices": (("chosen", "Hero 1"),)}),
        (Player("Hero 1", "heroes", False, 20, 20), {"life": 0, "poison": 3}),
        (Prompt(1, PromptKind.DONE, "resolve", "Archenemy"), {}),
        (LifeChanged(1, Step.UNTAP, "Hero 1", False, 20, 19), {"new": 18}),
    ]
    for value, changes in values:
        copy = model_module.replace(value, **changes)
        assert copy == rebuilt(value, **changes) and type(copy) is type(value)
        assert copy is not value and all(getattr(copy, k) == v for k, v in changes.items())
        assert hash(copy) == hash(rebuilt(value, **changes))
        with pytest.raises(AttributeError):
            # Still frozen
            setattr(copy, copy.__struct_fields__[0], 1)
        with pytest.raises(TypeError):
            model_module.replace(value, no_such_field=1)
    # A class whose __post_init__ keeps its fields' shapes keeps them in a copy too.
    problem = model_module.replace(DeckProblem(1, "unknown_name"), lines=[3, 4])
    assert problem.lines == (3, 4)


def _bench_module():
    spec = importlib.util.spec_from_file_location("bench", REPO / "tools" / "bench.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_long_generated_game_replays_to_the_slow_references_states(tmp_path, monkeypatch):
    # Plausible play, eight heroes (make bench's games)
    path = _bench_module().long_journal(2500, tmp_path)
    loaded = read_journal(path, catalogue=CATALOGUE)
    fast = replay(loaded, CATALOGUE)
    with monkeypatch.context() as patch:
        _slow_reference(patch)
        slow = replay(read_journal(path, catalogue=CATALOGUE), CATALOGUE)
        assert fast.log == slow.log and list(fast.events) == list(slow.events)
        slow_states = _every_state(slow)
    assert _every_state(fast) == slow_states
    assert len(slow_states) > 2000


def _outcome(state, action, *, settled):
    try:
        return rules.apply_settled(state, action, CATALOGUE, settled=settled)
    except IllegalActionError as exc:
        return ("refused", exc.code)


def _blow(data, state):
    """An action that may well make someone lose or a rename.

    Life, poison, commander damage, several totals, a concession.
    """
    names = [p.name for p in state.players]
    name = data.draw(st.sampled_from(names))
    kind = data.draw(st.sampled_from(["life", "poison", "commander", "totals", "set_life", "concede", "rename"]))
    if kind == "life":
        return ChangeLife(name, data.draw(st.integers(-70, 5)))
    if kind == "poison":
        return ChangePoison(name, data.draw(st.integers(-3, 11)))
    if kind == "commander":
        return CommanderDamage(name, data.draw(st.sampled_from(names)), data.draw(st.integers(-5, 25)))
    if kind == "totals":
        chosen = data.draw(st.lists(st.sampled_from(names), min_size=1, max_size=3, unique=True))
        return ChangeTotals(
            tuple(TotalChange(n, data.draw(st.integers(-70, 3)), data.draw(st.integers(0, 11))) for n in chosen)
        )
    if kind == "set_life":
        return SetLife(name, data.draw(st.integers(-3, 70)))
    if kind == "rename":
        # Names are what every check and the outcome look players up by
        return Rename(name, data.draw(st.sampled_from([f"{name}'", "Zed", *names])))
    return Concede(name)


@settings(max_examples=150, deadline=None)
@given(start=game_starts(), data=st.data())
def test_the_settled_check_gives_the_full_checks_result(start, data):
    # Random play, and at every state a few blows that may make someone lose in each way (CR 704.5a life,
    # 704.5c poison, 903.10a commander damage, 810.8c team life, 104.3a conceding, 104.4a a draw, Your
    # Inescapable Doom): from a settled state, checking only the players an action changed gives the
    # state, events and settledness that checking everyone gives.
    game = Game(start, CATALOGUE)
    for _ in range(data.draw(st.integers(10, 50))):
        state = game.state
        settled = rules.is_settled(state, CATALOGUE)
        candidates = [_blow(data, state) for _ in range(3)]
        played = draw_action(data, game) if data.draw(st.booleans()) else candidates[0]
        # Undo and redo are the game's own business
        by_rules = not isinstance(played, (str, Undo, Redo))
        for action in candidates + ([played] if by_rules else []):
            full = _outcome(state, action, settled=False)
            if settled:
                assert _outcome(state, action, settled=True) == full
            if len(full) == 3:
                # The flag tells the truth
                assert full[2] == rules.is_settled(full[0], CATALOGUE)
        if played == "undo_redo":
            continue
        try:
            events = game.do(played)
        except ArchenemyError:
            continue
        if by_rules:
            assert (game.state, events) == _outcome(state, played, settled=False)[:2]
        if game._done:
            # The flag the game keeps for its state
            assert bool(game._done.settled[-1]) == rules.is_settled(game.state, CATALOGUE)
        if game.state.over:
            break


def _commander_start():
    from archenemy.engine.variants import Variant

    from support.games import make_start

    return make_start(variant=Variant.ARCHENEMY_COMMANDER, heroes=2)


@pytest.mark.parametrize(
    ("change", "possible"),
    [
        (lambda s: s, False),
        (lambda s: s.with_player(rebuilt(s.players[0], life=59)), False),
        # 704.5a
        (lambda s: s.with_player(rebuilt(s.players[0], life=0)), True),
        # 704.5c, 904.13c
        (lambda s: s.with_player(rebuilt(s.players[1], poison=10)), True),
        (lambda s: s.with_player(rebuilt(s.players[0], poison=9, counters=(("energy", 3),))), False),
        (lambda s: s.with_player(rebuilt(s.players[0], commander_damage=(("Hero 1", 21),))), True),
        (lambda s: s.with_player(rebuilt(s.players[0], commander_damage=(("Hero 1", 20),))), False),
        (lambda s: s.with_player(rebuilt(s.players[2], lost=LossReason.CONCEDED)), True),
        (lambda s: s.with_player(rebuilt(s.players[1], is_archenemy=True)), True),
        # No longer shares the team's
        (lambda s: s.with_player(rebuilt(s.players[1], life=60)), True),
        # 810.8c reads the team's life
        (lambda s: rebuilt(s, team_life=59), True),
        (lambda s: rebuilt(s, players=(*s.players, s.players[1])), True),
        (
            lambda s: rebuilt(s, players=tuple(rebuilt(p, name=p.name + "'") for p in s.players)),
            False,
        ),
    ],
)
def test_the_settled_check_looks_again_at_everything_the_checks_read(change, possible):
    before = Game(_commander_start(), CATALOGUE).state
    assert rules.is_settled(before, CATALOGUE) and before.team_life == 60
    assert rules_losses._losses_possible(before, change(before)) is possible


def test_each_distinct_journal_line_is_parsed_once(tmp_path, monkeypatch):
    from archenemy.engine.journal import journal_text

    start = Game(_bench_module_start(), CATALOGUE).start
    actions = [NextStep()] * 3 + [ChangeLife("Hero 1", -1), ChangeLife("Hero 1", 1)] * 20
    path = tmp_path / "game.jsonl"
    path.write_text(journal_text(start, actions), encoding="utf-8")
    parsed: list[str] = []
    real = journal_reader._action_line

    def counting(line, number):
        parsed.append(line)
        return real(line, number)

    monkeypatch.setattr(journal_reader, "_action_line", counting)
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert [a for _, a in loaded.actions] == actions
    assert [n for n, _ in loaded.actions] == list(range(2, len(actions) + 2))
    # Next step, -1, +1
    assert len(parsed) == 3
    # A refused line is refused wherever it repeats: the first one is named (strict) or dropped with the rest.
    bad = '{"type": "life", "player": "Hero 1", "delta": "x"}'
    path.write_text(journal_text(start, actions[:3]) + f"{bad}\n" + '{"type": "next_step"}\n' + f"{bad}\n")
    with pytest.raises(JournalError) as caught:
        read_journal(path, catalogue=CATALOGUE)
    assert caught.value.line == 5
    lenient = read_journal(path, strict=False, catalogue=CATALOGUE)
    assert len(lenient.actions) == 3 and [n for n, _ in lenient.dropped] == [5, 6, 7]


def _bench_module_start():
    import random

    from archenemy.engine.setup import deal, default_setup

    return deal(default_setup(CATALOGUE, "Archenemy", ("Hero 1", "Hero 2", "Hero 3")), CATALOGUE, random.Random(5))


@settings(max_examples=40, deadline=None)
@given(start=game_starts(), data=st.data())
def test_the_last_scheme_set_in_motion_is_kept_through_do_undo_and_redo(start, data):
    """``Game.last_set_in_motion`` is the last SetInMotion of the events.

    Constant time, and the last of the effective events (701.32a).
    """
    from archenemy.engine.events import SetInMotion

    game = Game(start, CATALOGUE)
    for _ in range(data.draw(st.integers(20, 80))):
        action = draw_action(data, game)
        if isinstance(action, str):
            continue
        try:
            game.do(action)
        except ArchenemyError:
            continue
        scanned = next((e for e in reversed(game.events) if isinstance(e, SetInMotion)), None)
        assert game.last_set_in_motion is scanned
        if game.state.over:
            break
