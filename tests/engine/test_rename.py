"""A player's name corrected mid-game: one journaled, undoable action (Rename).

The name is the player's identifier everywhere in the state, so the rule
rewrites it everywhere.  The proof: after a rename,
in every variant and with questions pending, the state equals the state with
every occurrence of the old name replaced (a generic walk over the state's
structs), no field holds the old name, renaming back gives the state
before, and playing on gives the same game as before the rename with the name
replaced (random games of every variant, Hypothesis).  Fields that only look
like names (a team called ``archenemy``, a mode key, a counter's name) stay.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.actions import (
    Answer,
    ChangeCounter,
    ChangeLife,
    CommanderDamage,
    NextStep,
    RecordChoice,
    Redo,
    Rename,
    Undo,
    action_from_json,
    action_to_json,
)
from archenemy.engine.errors import ArchenemyError, IllegalActionError
from archenemy.engine.events import PlayerRenamed
from archenemy.engine.game import Game
from archenemy.engine.journal import FORMAT_VERSION, journal_text, read_journal, replay
from archenemy.engine.model import Player, Step
from archenemy.engine.rename import renamed, seat_renames
from archenemy.engine.rules import why_illegal
from archenemy.engine.setup import MAX_NAME_LENGTH, GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant

from support.games import (
    ARCHENEMY,
    CATALOGUE,
    FILLER,
    HEROES,
    advance_to,
    answer,
    keep_schemes,
    make_game,
    make_rumble,
    only_prompt,
    prompts,
)
from support.random_play import draw_action, game_starts

NEW = "Zed Renamed"


# ----- the generic walk ------------------------------------------------------------------------


def deep_replace(value, old: str, new: str):
    """``value`` with every string equal to ``old`` replaced by ``new``.

    A state, an action, events...
    """
    if type(value) is str:
        # A string enum (LossReason...) is a key, never a name
        return new if value == old else value
    if isinstance(value, tuple):
        return tuple(deep_replace(v, old, new) for v in value)
    if isinstance(value, msgspec.Struct):
        changes = {name: deep_replace(getattr(value, name), old, new) for name in value.__struct_fields__}
        if isinstance(value, Player):
            # Commander damage stays sorted by owner, as the rules keep it (903.10a)
            changes["commander_damage"] = tuple(sorted(changes["commander_damage"]))
        return msgspec.structs.replace(value, **changes)
    return value


def strings(value) -> Iterator[str]:
    """Every plain string held anywhere in ``value`` (structs and tuples, walked)."""
    if type(value) is str:
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from strings(item)
    elif isinstance(value, msgspec.Struct):
        for name in value.__struct_fields__:
            yield from strings(getattr(value, name))


def rename_and_check(game: Game, old: str, new: str = NEW) -> None:
    """Rename ``old`` in ``game`` and check the state against the generic walk.

    Both ways.
    """
    before = game.state
    # The walk sees the name before...
    assert old in set(strings(before))
    events = game.do(Rename(old, new))
    assert [type(e) for e in events] == [PlayerRenamed]
    assert (events[0].old, events[0].new) == (old, new)
    assert game.state == deep_replace(before, old, new)
    # ...and nowhere after
    assert old not in set(strings(game.state))
    # Renaming back is the state before
    assert renamed(game.state, new, old) == before
    assert seat_renames(before, game.state) == {old: new}


# ----- every variant, with questions pending ------------------------------------------------------


def test_archenemy_with_know_evil_choices_pending_then_its_reminder():
    game = make_game(["know-evil", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    first = prompts(game, "choose")[0]
    # A recorded choice, two questions still asking for a player
    game.do(Answer(first.id, "Hero 2"))
    rename_and_check(game, "Hero 2", "Ana")
    assert dict(game.state.zone(ARCHENEMY).face_up[0].choices) == {"cant_attack": "Ana"}
    rename_and_check(game, "Hero 3", "Bea")
    assert all(p.options == ("Hero 1", "Bea", "none") for p in prompts(game, "choose"))
    # Owner of the zone, its cards, the prompts; active; rotation
    rename_and_check(game, ARCHENEMY, "Nicol Bolas")
    assert game.state.active == "Nicol Bolas" and game.state.rotation == ("Nicol Bolas", HEROES)
    for p in prompts(game, "choose"):
        game.do(Answer(p.id, "Bea" if p.param("role") == "cant_cast_creature" else "none"))
    answer(game, "resolve", True)
    [reminder] = game.state.reminders
    assert reminder.owner == "Nicol Bolas"
    # The reminder's choices
    rename_and_check(game, "Bea", "Beatriz")
    assert dict(game.state.reminders[0].choices)["cant_cast_creature"] == "Beatriz"
    # The reminder expires on the renamed archenemy's next turn
    advance_to(game, Step.UNTAP, turn=3)
    assert game.state.reminders == () and game.state.active == "Nicol Bolas"


def test_a_pending_question_naming_the_active_and_the_chosen_player():
    game = make_game(["imprison-this-insolent-wretch", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    answer(game, "choose", "Hero 1")
    advance_to(game, Step.DECLARE_ATTACKERS, answers=keep_schemes)
    prompt = only_prompt(game, "imprison-this-insolent-wretch")
    assert (prompt.param("active"), prompt.param("chosen")) == (ARCHENEMY, "Hero 1")
    rename_and_check(game, "Hero 1", "Ana")
    rename_and_check(game, ARCHENEMY, "Nicol Bolas")
    prompt = only_prompt(game, "imprison-this-insolent-wretch")
    assert (prompt.owner, prompt.param("active"), prompt.param("chosen")) == ("Nicol Bolas", "Nicol Bolas", "Ana")


def test_your_inescapable_doom_tie_options_and_the_answer_by_the_new_name():
    game = make_game(["your-inescapable-doom", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    game.do(ChangeLife("Hero 1", -3))
    advance_to(game, Step.END, answers=keep_schemes)
    assert only_prompt(game, "your-inescapable-doom.tie").options == ("Hero 2", "Hero 3")
    rename_and_check(game, "Hero 3", "Bea")
    prompt = only_prompt(game, "your-inescapable-doom.tie")
    assert prompt.options == ("Hero 2", "Bea")
    with pytest.raises(IllegalActionError):
        # The old name is no option any more
        game.do(Answer(prompt.id, "Hero 3"))
    answer(game, "your-inescapable-doom.tie", "Bea")
    assert game.state.player("Bea").life == 19


def test_an_extra_turn_queued_for_the_renamed_archenemy():
    game = make_game(["time-bends-to-my-will", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    answer(game, "resolve", True)
    assert [e.player for e in game.state.extra_turns] == [ARCHENEMY]
    rename_and_check(game, ARCHENEMY, "Nicol Bolas")
    advance_to(game, Step.UPKEEP, turn=2)
    # The extra turn is the renamed player's
    assert game.state.active == "Nicol Bolas"


def test_archenemy_commander_damage_and_the_shared_team_life():
    game = make_game(FILLER, variant=Variant.ARCHENEMY_COMMANDER)
    game.do(CommanderDamage("Hero 1", ARCHENEMY, 5))
    game.do(CommanderDamage(ARCHENEMY, "Hero 2", 3))
    team_life = game.state.team_life
    # The key of Hero 1's commander damage
    rename_and_check(game, ARCHENEMY, "Nicol Bolas")
    assert game.state.player("Hero 1").commander_damage == (("Nicol Bolas", 5),)
    # A key of the archenemy's commander damage
    rename_and_check(game, "Hero 2", "Ana")
    assert game.state.player("Nicol Bolas").commander_damage == (("Ana", 3),)
    assert game.state.team_life == team_life and game.state.player("Ana").team == HEROES
    game.do(CommanderDamage("Hero 1", "Nicol Bolas", 2))
    assert game.state.player("Hero 1").commander_damage_from("Nicol Bolas") == 7
    with pytest.raises(IllegalActionError) as caught:
        game.do(CommanderDamage("Hero 1", ARCHENEMY, 1))
    assert caught.value.code == "unknown_player"


def test_commander_damage_stays_sorted_by_owner_after_a_rename_903_10a():
    """Found by the property test below.

    A rename that changes the owners' order re-sorts the damage.

    The rules keep a player's commander damage sorted by owner; a renamed key
    left in its old place made the same game, played on, compare unequal.
    """
    game = make_game(FILLER, variant=Variant.ARCHENEMY_COMMANDER)
    game.do(CommanderDamage("Hero 2", ARCHENEMY, 1))
    game.do(CommanderDamage("Hero 2", "Hero 1", 1))
    # "Zed Renamed" sorts after "Hero 1"
    game.do(Rename(ARCHENEMY, NEW))
    assert game.state.player("Hero 2").commander_damage == (("Hero 1", 1), (NEW, 1))
    mirror = make_game(FILLER, variant=Variant.ARCHENEMY_COMMANDER)
    mirror.do(Rename(ARCHENEMY, NEW))
    mirror.do(CommanderDamage("Hero 2", NEW, 1))
    mirror.do(CommanderDamage("Hero 2", "Hero 1", 1))
    assert mirror.state.players == game.state.players


def test_supervillain_rumble_team_zone_rotation_and_whose_turn():
    game = make_rumble({"Ann": ("bow-to-my-command", *FILLER), "Ben": FILLER, "Cat": FILLER})
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert only_prompt(game, "choose").options == ("Ben", "Cat")
    # Her team, zone, cards, the prompt's owner, active, rotation
    rename_and_check(game, "Ann", "Anna")
    assert game.state.player("Anna").team == "Anna" and game.state.zone("Anna").owner == "Anna"
    rename_and_check(game, "Ben", "Benito")
    answer(game, "choose", "Benito")
    assert game.state.zone("Anna").face_up[0].choice("chosen") == "Benito"
    advance_to(game, Step.UPKEEP, active="Benito", answers=keep_schemes)
    assert game.state.rotation == ("Anna", "Benito", "Cat")
    # Round the table again
    advance_to(game, Step.UPKEEP, active="Anna", turn=4, answers=keep_schemes)


def test_a_player_who_left_can_be_renamed_and_the_winners_follow_their_team():
    game = make_game(FILLER)
    game.do(ChangeLife("Hero 1", -20))
    assert not game.state.player("Hero 1").alive
    rename_and_check(game, "Hero 1", "Ana")
    game.do(ChangeLife(ARCHENEMY, -40))
    assert set(game.state.outcome.winners) == {"Ana", "Hero 2", "Hero 3"}
    with pytest.raises(IllegalActionError) as caught:
        game.do(Rename("Ana", "Ana María"))
    # Nothing changes once the game is over
    assert caught.value.code == "game_over"


# ----- only names are names -------------------------------------------------------------------


def test_a_player_called_like_a_team_a_mode_or_a_counter_keeps_those_keys():
    setup = GameSetup(Variant.ARCHENEMY, (PlayerSetup("archenemy", FILLER), PlayerSetup("Hero 1")))
    game = Game(GameStart(setup, (("archenemy", FILLER),), "archenemy"), CATALOGUE)
    # A counter of the table's own name
    game.do(ChangeCounter("Hero 1", "archenemy", 2))
    game.do(Rename("archenemy", "Bolas"))
    bolas = game.state.player("Bolas")
    # Teams are no names here
    assert bolas.team == "archenemy" and game.state.player("Hero 1").team == HEROES
    assert game.state.player("Hero 1").counters == (("archenemy", 2),)

    decks = {"others": ("feed-the-machine", *FILLER), "Ben": FILLER, "Cat": FILLER}
    rumble = make_rumble(decks)
    advance_to(rumble, Step.PRECOMBAT_MAIN)
    [face] = rumble.state.zone("others").face_up
    rumble.do(RecordChoice(face.uid, "target", "Ben"))
    # A mode key, spelt like a player
    rumble.do(RecordChoice(face.uid, "chooses", "others"))
    rumble.do(Rename("others", "Olga"))
    [face] = rumble.state.zone("Olga").face_up
    assert dict(face.choices) == {"target": "Ben", "chooses": "others"}
    # A Rumble player's team is their name
    assert rumble.state.player("Olga").team == "Olga"


# ----- refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (Rename("Zed", "Ana"), "unknown_player"),
        (Rename("Hero 1", ""), "rename_empty"),
        (Rename("Hero 1", "   "), "rename_empty"),
        (Rename("Hero 1", " Ana"), "rename_spaces"),
        (Rename("Hero 1", "Ana\t"), "rename_spaces"),
        (Rename("Hero 1", "A" * (MAX_NAME_LENGTH + 1)), "rename_too_long"),
        (Rename("Hero 1", "Hero 1"), "rename_unchanged"),
        (Rename("Hero 1", "Heroes"), "rename_reserved"),
        (Rename("Hero 1", "hero 2"), "rename_taken"),
        (Rename("Hero 1", "ARCHENEMY"), "rename_taken"),
    ],
)
def test_a_bad_name_is_refused_with_a_code(action, code):
    game = make_game(FILLER)
    before = game.state
    assert why_illegal(game.state, action).code == code
    with pytest.raises(IllegalActionError) as caught:
        game.do(action)
    assert caught.value.code == code and game.state == before and game.log == []


def test_the_longest_name_a_change_of_case_and_a_name_someone_had_before_are_accepted():
    game = make_game(FILLER)
    game.do(Rename("Hero 1", "A" * MAX_NAME_LENGTH))
    # Only the case corrected: the same player, no clash
    game.do(Rename("Hero 2", "hero 2"))
    # Free again
    game.do(Rename("Hero 3", "Hero 1"))
    assert [p.name for p in game.state.players] == [ARCHENEMY, "A" * MAX_NAME_LENGTH, "hero 2", "Hero 1"]


# ----- undo, redo, the journal ----------------------------------------------------------------


def test_undo_redo_and_the_journal_replay_round_trip(tmp_path):
    game = make_game(["bow-to-my-command", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    before = game.state
    game.do(Rename("Hero 1", "Ana"))
    after = game.state
    game.do(Undo())
    assert game.state == before and game.events[-1].kind != "renamed"
    game.do(Redo())
    assert game.state == after and isinstance(game.events[-1], PlayerRenamed)
    answer(game, "choose", "Ana")
    game.do(ChangeLife("Ana", -3))
    path = tmp_path / "game.jsonl"
    path.write_text(journal_text(game.start, game.log), encoding="utf-8")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["version"] == FORMAT_VERSION >= 3
    assert {"type": "rename", "player": "Hero 1", "name": "Ana"} in [json.loads(line) for line in lines[1:]]
    again = replay(read_journal(path, catalogue=CATALOGUE), CATALOGUE)
    assert again.state == game.state and again.log == game.log and list(again.events) == list(game.events)
    # The header keeps the set-up as it was
    assert again.start.setup.players[1].name == "Hero 1"


def test_the_action_round_trips_through_json_and_needs_both_fields():
    action = Rename("Hero 1", "Ana%1 “x”")
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
    for broken in ({"type": "rename", "player": "Hero 1"}, {"type": "rename", "player": "Hero 1", "name": 3}):
        with pytest.raises(IllegalActionError):
            action_from_json(broken)


# ----- random games of every variant ------------------------------------------------------------


def fast_forward(game: Game, actions: int) -> None:
    """Take up to ``actions`` steps.

    Answering questions so as to keep the schemes face up.
    """
    for _ in range(actions):
        state = game.state
        if state.over:
            return
        try:
            game.do(Answer(state.prompts[0].id, keep_schemes(state.prompts[0])) if state.prompts else NextStep())
        except IllegalActionError:
            return


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=game_starts(), data=st.data())
def test_a_rename_anywhere_is_the_same_game_with_the_name_replaced(start, data):
    """Random play of every variant (test_properties' actions).

    At every state reached, renaming a player gives the state with the name
    replaced; once, at a random moment, the game is copied with a player
    renamed and the copy plays on with the same actions, names replaced: the
    same states and events.
    """
    game = Game(start, CATALOGUE)
    # Later turns: schemes face up, reminders, extra turns
    fast_forward(game, data.draw(st.integers(0, 60)))
    mirror, old = None, ""
    for _ in range(data.draw(st.integers(20, 90))):
        state = game.state
        if state.over:
            break
        someone = data.draw(st.sampled_from([p.name for p in state.players]))
        assert renamed(state, someone, NEW) == deep_replace(state, someone, NEW)
        if mirror is None and data.draw(st.integers(0, 2 if state.prompts else 15)) == 0:
            old, mirror = someone, Game(start, CATALOGUE)
            mirror.do_all(game.log)
            rename_and_check(mirror, old)
        action = draw_action(data, game)
        if action == "undo_redo" or (mirror is not None and isinstance(action, (Undo, Redo))):
            # The copy's last action may be the rename itself
            continue
        try:
            events = game.do(action)
        except ArchenemyError as exc:
            if mirror is not None:
                with pytest.raises(ArchenemyError) as caught:
                    mirror.do(deep_replace(action, old, NEW))
                assert caught.value.code == exc.code
            continue
        if mirror is not None:
            assert mirror.do(deep_replace(action, old, NEW)) == deep_replace(events, old, NEW)
            assert mirror.state == deep_replace(game.state, old, NEW)
