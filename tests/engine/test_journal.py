"""The save file: a JSON Lines journal (docs/journal-format.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from archenemy.engine.actions import (
    ACTION_TYPES,
    Answer,
    ApplyEffect,
    ChangeLife,
    ChangePoison,
    ChaosEnsues,
    ChoosePlane,
    CommanderDamage,
    Concede,
    NextStep,
    Planeswalk,
    Redo,
    ReportEvent,
    RollPlanarDice,
    RollPlanarDie,
    Undo,
    action_from_json,
    action_to_json,
)
from archenemy.engine.errors import IllegalActionError, JournalError
from archenemy.engine.game import Game
from archenemy.engine.journal import (
    FORMAT_NAME,
    FORMAT_VERSION,
    JournalWriter,
    header_from_json,
    header_to_json,
    journal_text,
    read_journal,
    recover_file,
    replay,
)
from archenemy.engine.journal_reader import MAX_KEPT_DROPS
from archenemy.engine.model import DeckMode, Step

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    advance_to,
    answer,
    keep_schemes,
    make_rumble_start,
    make_start,
    rumble_decks,
)

DECK = ("bow-to-my-command", "nothing-can-stop-me-now", *FILLER)


def play_some(game: Game) -> None:
    """A short game touching every kind of prompt answer, undo and redo.

    Str, bool, int.
    """
    advance_to(game, Step.PRECOMBAT_MAIN)
    # Str
    answer(game, "choose", "Hero 2")
    game.do(ChangeLife("Hero 1", -4))
    game.do(Undo())
    game.do(Redo())
    # Bool
    advance_to(game, Step.PRECOMBAT_MAIN, turn=3, answers={"bow-to-my-command": False})
    advance_to(game, Step.END, answers=keep_schemes)
    # Int
    answer(game, "nothing-can-stop-me-now", 2)
    game.do(ChangePoison("Hero 3", 2))
    game.do(Undo())


def write_game(path: Path, start=None) -> Game:
    start = start or make_start(DECK)
    writer = JournalWriter.create(path, start)
    game = Game(start, CATALOGUE, on_action=writer.append)
    play_some(game)
    writer.close()
    return game


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    """An empty folder for save files (tmp_path also holds the test's user dirs)."""
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


# ----- round trip --------------------------------------------------------------------------


def test_round_trip_replay_equals_live_game(saves):
    path = saves / "game.jsonl"
    live = write_game(path)
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert not loaded.recovered and not loaded.torn_tail
    assert [a for _, a in loaded.actions] == live.log
    assert [n for n, _ in loaded.actions] == list(range(2, len(live.log) + 2))
    again = replay(loaded, CATALOGUE)
    assert again.state == live.state
    assert again.events == live.events
    assert again.can_redo == live.can_redo


def test_header_fields(saves):
    path = saves / "game.jsonl"
    start = make_start(DECK, deck_mode=DeckMode.PHYSICAL)
    JournalWriter.create(path, start).close()
    header = json.loads(lines_of(path)[0])
    assert header["format"] == FORMAT_NAME and header["version"] == FORMAT_VERSION
    assert header["variant"] == "archenemy" and header["deck_mode"] == "physical"
    assert header["players"][0] == {"name": ARCHENEMY, "deck": list(DECK)}
    assert header["players"][1] == {"name": "Hero 1", "deck": []}
    assert header["scheme_decks"] == {ARCHENEMY: list(DECK)}
    assert header["starting_player"] == ARCHENEMY
    assert isinstance(header["created"], str) and header["created"]
    assert header_from_json(header, CATALOGUE) == start


def test_header_round_trip_keeps_the_rumble_draw():
    start = make_rumble_start(rumble_decks(3), starting_player="Cat")
    again = header_from_json(json.loads(json.dumps(header_to_json(start))), CATALOGUE)
    assert again == start and again.starting_player == "Cat"


@pytest.mark.parametrize(
    "action",
    [
        NextStep(),
        ChangeLife("Hero 1", -3),
        ChangePoison("Hero 1", 1),
        CommanderDamage("Hero 1", ARCHENEMY, 5),
        Answer(3, True),
        Answer(3, 0),
        Answer(3, "pay_life"),
        ReportEvent(7),
        Concede("Hero 2"),
        Undo(),
        Redo(),
        ApplyEffect(4, "x_damage", "Hero 1", (("x", 3),)),
        ApplyEffect(2, "each_opponent_loses", ""),
        RollPlanarDie("Ann", "chaos"),
        RollPlanarDie("Ann", "blank", paper=True, caused=True),
        Planeswalk("Ann"),
        ChaosEnsues("Ann"),
        ChoosePlane(3, "akoum", ("bant", "jund")),
        RollPlanarDice("Ann", ("blank", "chaos")),
    ],
)
def test_every_action_round_trips_through_json(action):
    obj = json.loads(json.dumps(action_to_json(action)))
    assert obj["type"] == action.type
    again = action_from_json(obj)
    assert again == action and type(getattr(again, "value", None)) is type(getattr(action, "value", None))


def test_every_action_type_is_listed():
    assert set(ACTION_TYPES) == {
        "next_step",
        "life",
        "poison",
        "commander_damage",
        "answer",
        "report",
        "concede",
        "colour",
        "undo",
        "redo",
        # format version 2
        "totals",
        "set_life",
        "counter",
        "choice",
        # format version 3
        "rename",
        # format version 5: a scheme's life change applied through the lasting effects
        "effect",
        # format version 6: the planes
        "planar_roll",
        "planeswalk",
        "chaos",
        "plane_choice",
        "planar_dice",
    }


@pytest.mark.parametrize(
    "obj",
    [
        [],
        {"type": "fly"},
        {"type": "life", "player": "Hero 1"},
        {"type": "life", "player": "Hero 1", "delta": "3"},
        {"type": "life", "player": "Hero 1", "delta": True},
        {"type": "answer", "prompt": 1.5, "value": True},
        {"type": "answer", "prompt": 1, "value": None},
        {"type": "report", "card": [1]},
    ],
)
def test_bad_action_objects_are_refused(obj):
    with pytest.raises(IllegalActionError):
        action_from_json(obj)


# ----- damaged files ------------------------------------------------------------------------


def test_torn_last_line_recovered(saves):
    path = saves / "game.jsonl"
    live = write_game(path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text + '{"type": "life", "player": "He', encoding="utf-8")
    # Strict: a torn tail is still fine
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert loaded.torn_tail and loaded.recovered
    torn_line = len(live.log) + 2
    assert [(n, e.code, e.line) for n, e in loaded.dropped] == [(torn_line, "journal_unreadable_line", torn_line)]
    assert replay(loaded, CATALOGUE).state == live.state


def test_corrupt_middle_line_strict_raises_with_line(saves):
    path = saves / "game.jsonl"
    write_game(path)
    lines = lines_of(path)
    # Line 4
    lines[3] = '{"type": "next_step"'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(JournalError) as info:
        read_journal(path, catalogue=CATALOGUE)
    assert info.value.line == 4
    assert info.value.line == 4 and "line 4" in str(info.value)


def test_unknown_action_in_the_middle_strict_raises_with_line(saves):
    path = saves / "game.jsonl"
    write_game(path)
    lines = lines_of(path)
    lines[2] = '{"type": "shuffle"}'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(JournalError) as info:
        read_journal(path, catalogue=CATALOGUE)
    assert info.value.line == 3 and info.value.code == "journal_invalid_action"
    cause = info.value.params["cause"]
    assert cause.code == "action_unknown_type" and cause.params["type"] == "shuffle"


def test_corrupt_middle_line_non_strict_recovers_and_recover_file_keeps_a_copy(saves):
    path = saves / "game.jsonl"
    live = write_game(path)
    lines = lines_of(path)
    # Line 5: actions on lines 2-4 survive
    lines[4] = "garbage"
    damaged = "\n".join(lines) + "\n"
    path.write_text(damaged, encoding="utf-8")
    loaded = read_journal(path, strict=False, catalogue=CATALOGUE)
    assert loaded.recovered and not loaded.torn_tail
    assert [n for n, _ in loaded.actions] == [2, 3, 4]
    # Every later line is dropped and counted; the first few keep their errors (bounded work).
    assert loaded.dropped_count == len(lines) - 4
    assert [n for n, _ in loaded.dropped] == list(range(5, 5 + MAX_KEPT_DROPS))
    assert loaded.dropped[0][1].code == "journal_unreadable_line"
    assert {e.code for _, e in loaded.dropped[1:]} <= {"journal_after_bad_line"}
    game = replay(loaded, CATALOGUE)
    assert game.log == live.log[:3]

    backup = recover_file(path, loaded)
    assert backup is not None and backup.exists() and backup != path
    # The original, byte for byte
    assert backup.read_text(encoding="utf-8") == damaged
    # Strict now passes
    reread = read_journal(path, catalogue=CATALOGUE)
    assert not reread.recovered
    assert [a for _, a in reread.actions] == live.log[:3]
    # No temp file left
    assert sorted(p.name for p in saves.iterdir()) == sorted([path.name, backup.name])


def test_recover_file_does_nothing_for_a_good_journal(saves):
    path = saves / "game.jsonl"
    write_game(path)
    before = path.read_bytes()
    assert recover_file(path, read_journal(path, catalogue=CATALOGUE)) is None
    assert path.read_bytes() == before
    assert [p.name for p in saves.iterdir()] == [path.name]


def test_newer_version_clear_error(saves):
    path = saves / "game.jsonl"
    write_game(path)
    lines = lines_of(path)
    header = json.loads(lines[0])
    header["version"] = FORMAT_VERSION + 1
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(JournalError) as info:
        read_journal(path, strict=False, catalogue=CATALOGUE)
    assert info.value.line == 1
    assert info.value.code == "header_newer_version"
    assert info.value.params == {"version": FORMAT_VERSION + 1, "supported": FORMAT_VERSION}


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\n\n",
        b"\x00\x01\x02binary\xff",
        b"\xff\xfe not utf-8 \xfa",
        b'{"name": "a package.json", "version": "1.0.0"}\n',
        b"[1, 2, 3]\n",
        b"hello, this is a text file\n",
        b'{"format": "archenemy-companion-journal", "version": "1"}\n',
    ],
    ids=["empty", "blank", "binary", "latin1", "foreign-json", "json-list", "text", "version-string"],
)
def test_foreign_binary_or_empty_file_raises_journal_error(saves, content):
    path = saves / "not-a-game.jsonl"
    path.write_bytes(content)
    with pytest.raises(JournalError):
        read_journal(path, strict=False, catalogue=CATALOGUE)


def test_header_whose_deck_does_not_match_its_list_is_refused(saves):
    path = saves / "game.jsonl"
    write_game(path)
    lines = lines_of(path)
    header = json.loads(lines[0])
    header["scheme_decks"][ARCHENEMY] = header["scheme_decks"][ARCHENEMY][1:]
    lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(JournalError) as info:
        read_journal(path, catalogue=CATALOGUE)
    assert info.value.line == 1


def test_replay_of_invalid_action_names_its_line(saves):
    path = saves / "game.jsonl"
    start = make_start(DECK)
    # Lines 2-4 go to upkeep, draw, precombat main, where Bow to My Command asks
    # for a choice; so the NextStep on line 5 is refused.
    actions = [NextStep(), NextStep(), NextStep(), NextStep(), ChangeLife("Hero 1", -1)]
    path.write_text(journal_text(start, actions), encoding="utf-8")
    loaded = read_journal(path, catalogue=CATALOGUE)
    with pytest.raises(JournalError) as info:
        replay(loaded, CATALOGUE)
    assert info.value.line == 5 and info.value.code == "journal_invalid_action"

    loaded = read_journal(path, catalogue=CATALOGUE)
    game = replay(loaded, CATALOGUE, strict=False)
    assert game.state.step is Step.PRECOMBAT_MAIN
    assert [n for n, _ in loaded.dropped] == [5, 6]
    assert loaded.dropped[0][1].code == "journal_invalid_action"


# ----- appending -------------------------------------------------------------------------------


def test_undo_redo_are_appended_and_the_file_only_grows(saves):
    path = saves / "game.jsonl"
    start = make_start(DECK)
    writer = JournalWriter.create(path, start)
    game = Game(start, CATALOGUE, on_action=writer.append)
    sizes = [path.stat().st_size]
    prefix = path.read_bytes()
    for action in (NextStep(), ChangeLife("Hero 1", -2), Undo(), Undo(), Redo(), ChangeLife("Hero 2", -1), Undo()):
        game.do(action)
        data = path.read_bytes()
        # Never rewritten
        assert data.startswith(prefix)
        prefix = data
        sizes.append(len(data))
    writer.close()
    assert sizes == sorted(sizes) and len(set(sizes)) == len(sizes)
    types = [json.loads(line)["type"] for line in lines_of(path)[1:]]
    assert types == ["next_step", "life", "undo", "undo", "redo", "life", "undo"]
    again = replay(read_journal(path, catalogue=CATALOGUE), CATALOGUE)
    assert again.state == game.state
    assert again.state.step is Step.UPKEEP and again.state.player("Hero 1").life == 20


def test_refused_action_is_not_journaled(saves):
    path = saves / "game.jsonl"
    start = make_start(DECK)
    writer = JournalWriter.create(path, start)
    game = Game(start, CATALOGUE, on_action=writer.append)
    before = path.read_bytes()
    with pytest.raises(IllegalActionError):
        # Nothing to undo
        game.do(Undo())
    with pytest.raises(IllegalActionError):
        game.do(ChangeLife("Nobody", -1))
    writer.close()
    assert path.read_bytes() == before


def test_append_after_a_last_line_without_newline_starts_a_new_line(saves):
    # A crash can cut the final "\n" only: the line is whole and loads, and the
    # next appended action must not be glued onto it.
    path = saves / "game.jsonl"
    start = make_start(DECK)
    path.write_text(journal_text(start, [NextStep()]).rstrip("\n"), encoding="utf-8")
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert not loaded.recovered and len(loaded.actions) == 1
    with JournalWriter.open(path) as writer:
        writer.append(NextStep())
    reread = read_journal(path, catalogue=CATALOGUE)
    assert [a for _, a in reread.actions] == [NextStep(), NextStep()]


def test_create_never_leaves_a_partial_file(saves):
    path = saves / "sub" / "game.jsonl"
    JournalWriter.create(path, make_start(DECK), [NextStep()]).close()
    assert [a for _, a in read_journal(path, catalogue=CATALOGUE).actions] == [NextStep()]
    assert [p.name for p in path.parent.iterdir()] == ["game.jsonl"]


def test_header_rejects_a_colour_that_is_not_rrggbb(tmp_path):
    import json

    from archenemy.engine.errors import JournalError
    from archenemy.engine.journal import read_journal

    header = {
        "format": "archenemy-companion-journal",
        "version": 1,
        "variant": "archenemy",
        "players": [{"name": "A", "deck": ["know-evil"], "colour": "red"}, {"name": "B", "deck": []}],
        "scheme_decks": {"A": ["know-evil"]},
        "starting_player": "A",
    }
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(header) + "\n", encoding="utf-8")
    with pytest.raises(JournalError) as caught:
        read_journal(path)
    assert caught.value.line == 1 and caught.value.code == "header_setup"
    assert caught.value.params["cause"].code == "colour_format"


# ----- origin: the phone that sent an action ----------------------------------------------------------------
def test_a_lines_origin_round_trips_and_is_informative_only(saves):
    """An action sent from a player's phone keeps its player in its line (``origin``).

    The action is the same.
    """
    path = saves / "game.jsonl"
    start = make_start(DECK)
    writer = JournalWriter.create(path, start)
    writer.append(ChangeLife("Hero 1", -2), "Hero 1")
    # The same action from the laptop
    writer.append(ChangeLife("Hero 1", -2))
    # A repeated line: parsed once, its origin kept
    writer.append(ChangeLife("Hero 1", -2), "Hero 1")
    writer.close()
    assert json.loads(lines_of(path)[1]) == {"type": "life", "player": "Hero 1", "delta": -2, "origin": "Hero 1"}
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert [a for _, a in loaded.actions] == [ChangeLife("Hero 1", -2)] * 3
    assert loaded.origins == {2: "Hero 1", 4: "Hero 1"}
    assert loaded.origin_list() == ["Hero 1", None, "Hero 1"]
    assert replay(loaded, CATALOGUE).state.player("Hero 1").life == 14


@pytest.mark.parametrize("origin", [3, True, None, "", "x" * 41, ["Hero 1"], {"name": "Hero 1"}])
def test_an_origin_that_is_no_name_is_ignored_never_an_error(saves, origin):
    path = saves / "game.jsonl"
    start = make_start(DECK)
    line = json.dumps({"type": "life", "player": "Hero 1", "delta": -1, "origin": origin})
    path.write_text(journal_text(start, []) + line + "\n", encoding="utf-8")
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert [a for _, a in loaded.actions] == [ChangeLife("Hero 1", -1)] and loaded.origins == {}


def test_recovering_and_rewriting_a_journal_keep_the_origins(saves):
    path = saves / "game.jsonl"
    start = make_start(DECK)
    actions = [ChangeLife("Hero 1", -1), ChangeLife("Hero 2", -3), NextStep()]
    path.write_text(journal_text(start, actions, ["Hero 1", "Hero 2", None]) + "garbage\n{}\n", encoding="utf-8")
    loaded = read_journal(path, strict=False, catalogue=CATALOGUE)
    assert loaded.recovered and loaded.origins == {2: "Hero 1", 3: "Hero 2"}
    assert recover_file(path, loaded) is not None
    reread = read_journal(path, catalogue=CATALOGUE)
    assert not reread.recovered and reread.origins == {2: "Hero 1", 3: "Hero 2"}
    with pytest.raises(ValueError):
        # One origin per action, or none at all
        journal_text(start, actions, ["Hero 1"])


def test_recovering_and_rewriting_a_journal_keep_the_time_stamps(saves):
    """The history takes a game's end and minutes from its lines' ``at``.

    A recovered file keeps them.
    """
    path = saves / "game.jsonl"
    start = make_start(DECK)
    actions = [ChangeLife("Hero 1", -1), ChangeLife("Hero 1", -1), NextStep()]
    stamps = ["2025-01-18T20:15:03+0100", None, "2025-01-18T20:45:03+0100"]
    path.write_text(journal_text(start, actions, None, stamps) + "garbage\n{}\n", encoding="utf-8")
    loaded = read_journal(path, strict=False, catalogue=CATALOGUE)
    assert loaded.recovered and loaded.stamps == {2: stamps[0], 4: stamps[2]}
    assert loaded.stamp_list() == stamps
    assert recover_file(path, loaded) is not None
    reread = read_journal(path, catalogue=CATALOGUE)
    assert not reread.recovered and reread.stamps == {2: stamps[0], 4: stamps[2]}
    assert [json.loads(line).get("at") for line in lines_of(path)[1:]] == stamps
    with pytest.raises(ValueError):
        # One stamp per action, or none at all
        journal_text(start, actions, None, stamps[:1])


@pytest.mark.parametrize("at", [3, True, None, "", "yesterday", "2025-01-18 20:15:03", "2025-01-18T20:15:03+0100x"])
def test_a_stamp_that_is_no_time_is_ignored_never_an_error(saves, at):
    path = saves / "game.jsonl"
    line = json.dumps({"type": "life", "player": "Hero 1", "delta": -1, "at": at})
    path.write_text(journal_text(make_start(DECK), []) + line + "\n", encoding="utf-8")
    loaded = read_journal(path, catalogue=CATALOGUE)
    assert [a for _, a in loaded.actions] == [ChangeLife("Hero 1", -1)] and loaded.stamps == {}
