"""The order of the changes to damage the app deals (CR 616.1).

And the damage that waits for it.

616.1: when two or more replacement or prevention effects would change how
an event affects a player, that player chooses the order (616.1e: any of
them; 616.1f: again among those left).  The app asks only when orders give
different damage; the damage waits for every answer, then is dealt at once;
a player who leaves before answering is dealt nothing, and damage whose
source's controller left is not dealt (800.4a).
"""

from __future__ import annotations

from pathlib import Path

from archenemy.engine.actions import Answer, ChangeLife, Concede, NextStep, Rename
from archenemy.engine.game import Game
from archenemy.engine.interactions import Change, DamageChange
from archenemy.engine.lasting import changed_damage, damage_orders
from archenemy.engine.model import Step
from archenemy.engine.questions import Q_DAMAGE_ORDER
from archenemy.engine.snapshot import Snapshot, read_snapshot, snapshot_text

from support.games import FILLER, advance_to, keep_schemes, make_rumble

DOUBLE = DamageChange(Change.DOUBLE, "double")
PLUS = DamageChange(Change.PLUS_ONE, "plus 1")
PREVENT = DamageChange(Change.PREVENT_ONE, "prevent 1")


def test_orders_that_deal_the_same_damage_are_one_choice():
    assert [o.damage for o in damage_orders(2, (DOUBLE,))] == [4]
    # 614.5: each applies once
    assert [o.damage for o in damage_orders(2, (DOUBLE, DOUBLE))] == [8]
    assert sorted(o.damage for o in damage_orders(2, (DOUBLE, PREVENT))) == [2, 3]
    assert sorted(o.damage for o in damage_orders(3, (DOUBLE, PLUS, PREVENT))) == [5, 6, 7]
    assert [o.key for o in damage_orders(3, ())] == [""]


def test_damage_prevented_to_nothing_is_no_event_for_the_next_change():
    """120.8: 1 damage, 1 prevented.

    There is nothing left for "plus 1" or "double" to change.
    """
    assert changed_damage(1, (Change.PREVENT_ONE, Change.PLUS_ONE)) == 0
    assert changed_damage(1, (Change.PLUS_ONE, Change.PREVENT_ONE)) == 1
    assert changed_damage(3, (Change.PREVENT_ALL, Change.DOUBLE)) == 0


def _asked() -> Game:
    """A Rumble of three where Ben is asked the order of Doom's damage.

    On turn 4 Ann's Doom deals Ben 2 under her Approach My Molten Realm and his Nothing Can Stop Me Now.
    """
    game = make_rumble(
        {
            "Ann": ["your-inescapable-doom", "approach-my-molten-realm", *FILLER],
            "Ben": ["nothing-can-stop-me-now", *FILLER],
            "Cat": FILLER,
        }
    )
    game.do(ChangeLife("Cat", -5))
    advance_to(game, Step.END, turn=4, answers=keep_schemes)
    assert game.state.prompts[0].question == Q_DAMAGE_ORDER and game.state.pending_damage is not None
    return game


def test_a_player_who_leaves_before_choosing_is_dealt_nothing_and_the_game_goes_on():
    game = _asked()
    game.do(Concede("Ben"))
    assert game.state.pending_damage is None and not [p for p in game.state.prompts if p.question == Q_DAMAGE_ORDER]
    assert game.state.life_of("Ben") == 39


def test_damage_whose_sources_controller_left_is_not_dealt():
    game = _asked()
    game.do(Concede("Ann"))
    assert game.state.pending_damage is None and game.state.life_of("Ben") == 39
    while game.state.prompts:
        game.do(Answer(game.state.prompts[0].id, 0))
    game.do(NextStep())


def test_a_rename_while_the_order_waits_renames_the_damage_and_its_question():
    game = _asked()
    game.do(Rename("Ben", "Bo"))
    question = game.state.prompts[0]
    assert question.owner == "Bo" and question.param("player") == "Bo"
    assert [h.player for h in game.state.pending_damage.hits] == ["Bo"]
    game.do(Answer(question.id, "double,prevent_one"))
    assert game.state.life_of("Bo") == 39 - 3


def test_the_waiting_damage_survives_a_resume_snapshot(tmp_path: Path):
    game = _asked()
    snapshot = Snapshot(game.state, game.last_set_in_motion, game.last_action, None)
    journal = b"{}\n"
    path = tmp_path / "game.jsonl.resume"
    path.write_text(snapshot_text(snapshot, journal), encoding="utf-8")
    assert read_snapshot(path, journal).state == game.state
