"""The resume snapshot (engine/snapshot.py).

A cache of where a journal's game stands.

It must read back exactly what was written, for any game; refuse anything it
was not written for (another journal, damage, hostile values);
and a game resumed from it must behave exactly as the journal replayed, the
journal winning wherever the two disagree.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.errors import SnapshotError
from archenemy.engine.game import Game
from archenemy.engine.journal import journal_text, read_journal, replay
from archenemy.engine.model import GameState
from archenemy.engine.setup import deal, default_setup
from archenemy.engine.snapshot import (
    MAX_SNAPSHOT_BYTES,
    Snapshot,
    _check,
    read_snapshot,
    snapshot_path,
    snapshot_text,
)
from archenemy.engine.variants import Variant

from support.games import CATALOGUE, make_start
from support.reliability import random_action


def _played(seed: int, actions: int, variant: Variant = Variant.ARCHENEMY) -> Game:
    """A seeded game of random play in ``variant``.

    Answers, steps, life, poison, undo, redo.
    """
    rng = random.Random(seed)
    if variant is Variant.ARCHENEMY:
        start = deal(default_setup(CATALOGUE, "Archenemy", ("Ana", "Ben", "Cy")), CATALOGUE, rng)
    elif variant is Variant.ARCHENEMY_COMMANDER:
        deck = tuple(dict.fromkeys(CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids()))[:12]
        start = make_start(deck, variant=variant, heroes=3)
    else:
        from support.games import make_rumble_start, rumble_decks

        start = make_rumble_start(rumble_decks(3))
    game = Game(start, CATALOGUE)
    for _ in range(actions):
        action = random_action(game.state, rng, game.why_illegal)
        if action is None:
            break
        game.do(action)
    return game


def _snapshot_of(game: Game) -> Snapshot:
    return Snapshot(game.state, game.last_set_in_motion, game.last_action, game.next_redo)


def _journal(game: Game) -> bytes:
    return journal_text(game.start, game.log).encode("utf-8")


def _write(tmp_path: Path, game: Game) -> tuple[Path, bytes]:
    journal = _journal(game)
    path = tmp_path / "game.jsonl.resume"
    path.write_text(snapshot_text(_snapshot_of(game), journal), encoding="utf-8")
    return path, journal


def _forged(tmp_path: Path, journal: bytes, payload: object) -> Path:
    """A snapshot file holding ``payload`` with a right check line.

    What a hand that knows the format could write.
    """
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    path = tmp_path / "forged.resume"
    path.write_text(text + "\n" + _check(journal, text.encode("utf-8")) + "\n", encoding="utf-8")
    return path


# ----- the codec ----------------------------------------------------------------------
@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    actions=st.integers(0, 400),
    variant=st.sampled_from(list(Variant)),
)
def test_a_snapshot_reads_back_exactly_what_was_written_for_any_game(
    tmp_path_factory: pytest.TempPathFactory, seed: int, actions: int, variant: Variant
) -> None:
    game = _played(seed, actions, variant)
    path, journal = _write(tmp_path_factory.mktemp("snap"), game)
    assert read_snapshot(path, journal) == _snapshot_of(game)


def test_a_snapshot_is_small_and_two_lines(tmp_path: Path) -> None:
    path, _ = _write(tmp_path, _played(7, 2000))
    text = path.read_text(encoding="utf-8")
    assert len(text) < 64 * 1024 and text.count("\n") == 2
    # Never a *.jsonl game file
    assert snapshot_path(Path("/x/game.jsonl")) == Path("/x/game.jsonl.resume")


# ----- refusals -----------------------------------------------------------------------
def test_a_snapshot_is_refused_for_other_journal_bytes(tmp_path: Path) -> None:
    game = _played(3, 200)
    path, journal = _write(tmp_path, game)
    for data in (journal.replace(b"Ana", b"Ann"), b"x" + journal[1:], journal.replace(b"1", b"2", 1)):
        with pytest.raises(SnapshotError) as caught:
            read_snapshot(path, data)
        assert caught.value.code == "snapshot_unusable" and caught.value.params["field"] == "check"
    for shorter in (journal[:-1], journal[: len(journal) // 2]):
        # The journal lost lines since: stale
        with pytest.raises(SnapshotError) as caught:
            read_snapshot(path, shorter)
        assert caught.value.params["field"] == "journal"


def test_a_snapshot_of_the_journal_s_first_lines_reads_back_with_their_size(tmp_path: Path) -> None:
    """Lines written after the snapshot (what a crash leaves) do not make it stale.

    It says how much of the journal it was taken from, and its MAC still covers
    those bytes and that size.
    """
    game = _played(3, 200)
    path, journal = _write(tmp_path, game)
    grown = journal + b'{"type":"next_step"}\n{"type":"undo"}\n'
    snapshot = read_snapshot(path, grown)
    assert snapshot == _snapshot_of(game) and snapshot.journal_size == len(journal)
    assert read_snapshot(path, journal).journal_size == len(journal)
    with pytest.raises(SnapshotError):
        read_snapshot(path, journal.replace(b"Ana", b"Ann") + b'{"type":"next_step"}\n')


@pytest.mark.parametrize(
    "damage",
    [
        # Torn
        lambda text: text[: len(text) // 2],
        # Edited by hand
        lambda text: text.replace('"life":', '"lives":', 1),
        lambda text: "",
        lambda text: "\x00" * 100,
        # No check line
        lambda text: text.split("\n")[0] + "\n",
        # A value edited into another valid one, the check line kept
        lambda text: text.replace('"turn":', '"turn":1', 1),
    ],
)
def test_a_damaged_snapshot_is_refused(tmp_path: Path, damage) -> None:
    path, journal = _write(tmp_path, _played(5, 100))
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(SnapshotError):
        read_snapshot(path, journal)


def test_a_missing_or_huge_snapshot_is_refused_unread(tmp_path: Path) -> None:
    with pytest.raises(SnapshotError) as caught:
        read_snapshot(tmp_path / "none.resume", b"")
    assert caught.value.params["field"] == "file"
    huge = tmp_path / "huge.resume"
    with open(huge, "wb") as handle:
        handle.truncate(MAX_SNAPSHOT_BYTES + 1)
    with pytest.raises(SnapshotError) as caught:
        read_snapshot(huge, b"")
    assert caught.value.params["field"] == "file"


def test_values_that_do_not_fit_their_types_are_refused_even_with_a_right_check(tmp_path: Path) -> None:
    game = _played(11, 150)
    path, journal = _write(tmp_path, game)
    good = json.loads(path.read_text(encoding="utf-8").split("\n")[0])

    def refused(change, field: str | None = None) -> None:
        payload = json.loads(json.dumps(good))
        change(payload)
        with pytest.raises(SnapshotError) as caught:
            read_snapshot(_forged(tmp_path, journal, payload), journal)
        assert caught.value.code == "snapshot_unusable"
        if field is not None:
            assert caught.value.params["field"] == field

    refused(lambda p: p["state"]["players"][1].__setitem__("life", "20"), "state.players.1.life")
    refused(lambda p: p["state"]["players"][1].__setitem__("life", True), "state.players.1.life")
    refused(lambda p: p["state"].__setitem__("steps", ["no_such_step"]), "state.steps.0")
    refused(lambda p: p["state"].__setitem__("turn", 1.5), "state.turn")
    refused(lambda p: p["state"].__setitem__("extra", 1), "state")
    refused(lambda p: p["state"].pop("players"), "state")
    refused(lambda p: p["state"].__setitem__("players", {"a": 1}), "state.players")
    refused(lambda p: p.__setitem__("format", 1), "format")
    refused(lambda p: p.__setitem__("format", True), "format")
    refused(lambda p: p.__setitem__("journal_size", 1), "journal")
    refused(lambda p: p.__setitem__("last_action", {"type": "no_such_action"}), "last_action")
    refused(lambda p: p.__setitem__("last_set_in_motion", [1, 2]), "last_set_in_motion")
    # Nested 5,000 deep (json.loads itself gives up, as with any RecursionError): refused, never raised.
    text = json.dumps(good, separators=(",", ":"))
    marker = json.dumps(good["state"]["players"], separators=(",", ":"))
    deep = text.replace(marker, "[" * 5000 + "1" + "]" * 5000, 1)
    path = tmp_path / "deep.resume"
    path.write_text(deep + "\n" + _check(journal, deep.encode("utf-8")) + "\n", encoding="utf-8")
    with pytest.raises(SnapshotError):
        read_snapshot(path, journal)


# ----- a resumed game -----------------------------------------------------------------
def _resumed(game: Game, snapshot: Snapshot | None = None) -> tuple[Game, list[int]]:
    calls: list[int] = []
    text = journal_text(game.start, game.log)

    def history() -> Game:
        calls.append(1)
        return replay_text(text)

    return Game.resumed(game.start, CATALOGUE, snapshot or _snapshot_of(game), history), calls


def replay_text(text: str) -> Game:
    from archenemy.engine.journal import parse_journal

    return replay(parse_journal(text.encode("utf-8"), catalogue=CATALOGUE), CATALOGUE)


def test_a_resumed_game_shows_its_snapshot_without_replaying_until_its_history_is_needed() -> None:
    game = _played(21, 600)
    resumed, calls = _resumed(game)
    assert resumed.history_pending
    assert resumed.state == game.state and resumed.last_set_in_motion == game.last_set_in_motion
    assert (resumed.can_undo, resumed.can_redo) == (game.can_undo, game.can_redo)
    assert (resumed.last_action, resumed.next_redo) == (game.last_action, game.next_redo)
    # Everything the first paint reads came from the snapshot
    assert calls == []
    # The first reader of the history rebuilds it, once
    assert list(resumed.events) == list(game.events)
    assert calls == [1] and not resumed.history_pending and resumed.resume_matched
    assert resumed.log == game.log and list(resumed.recent()) == list(game.recent())


@pytest.mark.parametrize("first_use", ["do", "why_illegal"])
def test_an_action_and_its_check_need_no_history(first_use: str) -> None:
    """An action is applied on the snapshot's state at once.

    The history still arrives whole.
    """
    game = _played(23, 300)
    resumed, calls = _resumed(game)
    if first_use == "do":
        resumed.do(ChangeLife("Ana", -1))
        game.do(ChangeLife("Ana", -1))
    else:
        assert resumed.why_illegal(NextStep()) == game.why_illegal(NextStep())
    assert calls == [] and resumed.state == game.state
    assert list(resumed.events) == list(game.events) and resumed.log == game.log and calls == [1]


@pytest.mark.parametrize("first_use", ["log", "recent", "undo"])
def test_every_use_of_the_history_rebuilds_it_first(first_use: str) -> None:
    game = _played(23, 300)
    resumed, calls = _resumed(game)
    if first_use == "log":
        assert resumed.log == game.log
    elif first_use == "recent":
        assert next(resumed.recent(), None) == next(game.recent(), None)
    elif game.can_undo:
        resumed.undo()
        game.undo()
    assert calls == [1]
    assert resumed.state == game.state and list(resumed.events) == list(game.events) and resumed.log == game.log


def test_where_snapshot_and_journal_disagree_the_journal_wins() -> None:
    game = _played(29, 300)
    wrong = _snapshot_of(game)
    state: GameState = wrong.state
    hero = next(p for p in state.players if not p.is_archenemy)
    from archenemy.engine.model import replace

    wrong = Snapshot(
        replace(state, players=tuple(replace(p, life=77) if p is hero else p for p in state.players)),
        wrong.last_set_in_motion,
        wrong.last_action,
        wrong.next_redo,
    )
    resumed, _ = _resumed(game, wrong)
    # Shown until the history is rebuilt
    assert resumed.state.player(hero.name).life == 77
    resumed.complete_history()
    assert not resumed.resume_matched
    assert resumed.state == game.state and resumed.state.player(hero.name).life != 77


def test_a_game_read_from_its_journal_is_never_pending(tmp_path: Path) -> None:
    game = _played(31, 100)
    path = tmp_path / "game.jsonl"
    path.write_text(journal_text(game.start, game.log), encoding="utf-8")
    replayed = replay(read_journal(path, catalogue=CATALOGUE), CATALOGUE)
    assert not replayed.history_pending and replayed.resume_matched
    # Nothing to do
    replayed.complete_history()
    assert replayed.state == game.state
