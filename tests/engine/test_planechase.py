"""Planechase in the engine.

One scenario per rule (CR 103.7, 901.9, 901.10, 901.11c, 704.6f, 901.12).
"""

from __future__ import annotations

import json

import pytest

from archenemy.engine.actions import (
    Answer,
    Concede,
    NextStep,
    Planeswalk,
    RollPlanarDie,
    action_from_json,
    action_to_json,
)
from archenemy.engine.errors import IllegalActionError, JournalError
from archenemy.engine.events import PlanarRevealed
from archenemy.engine.game import Game
from archenemy.engine.journal_header import header_from_json, header_to_json
from archenemy.engine.model import HEROES, Step, Termination
from archenemy.engine.planar import planar_answer, planar_controller, roll_cost
from archenemy.engine.rules.planar import POOLS_NESTING
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup, initial_state
from archenemy.engine.variants import Variant

from support.games import ARCHENEMY, CATALOGUE, FILLER, make_start
from support.planar_games import (
    PLANAR_FILLER,
    deck_ids,
    face_up_ids,
    planechase_game,
    planechase_start,
    roll,
    to_main,
    with_planes,
)
from support.random_play import check_state


def test_103_7_phenomena_on_top_go_to_the_bottom_before_the_starting_plane() -> None:
    game = planechase_game(["mutual-epiphany", "chaotic-aether", "akoum", "bant"])
    assert face_up_ids(game) == ["akoum"]
    # 901.5: nothing triggered, the phenomena are at the bottom in the order they were turned
    assert deck_ids(game) == ["bant", "mutual-epiphany", "chaotic-aether"]
    assert game.state.prompts == ()


def test_the_starting_player_of_planechase_alone_plays_by_901_2() -> None:
    state = initial_state(planechase_start(starting_player="Ben"))
    assert state.active == "Ben" and state.rotation == ("Ann", "Ben", "Cat")
    assert all(p.life == 20 and not p.is_archenemy and p.team == p.name for p in state.players)
    assert state.zones == ()


def test_901_9_each_roll_costs_the_rolls_taken_before_not_those_an_effect_caused() -> None:
    game = planechase_game()
    to_main(game)
    assert roll_cost(game.state, "Ann") == 0
    roll(game, "blank")
    roll(game, "blank", caused=True)
    assert roll_cost(game.state, "Ann") == 1
    roll(game, "blank", paper=True)
    assert roll_cost(game.state, "Ann") == 2
    assert game.state.planar is not None and game.state.planar.last_roll is not None
    assert game.state.planar.last_roll.paper and game.state.planar.last_roll.cost == 1


def test_901_9_only_an_active_player_in_a_main_phase_may_roll() -> None:
    game = planechase_game()
    with pytest.raises(IllegalActionError) as refused:
        game.do(RollPlanarDie("Ann", "blank"))
    assert refused.value.code == "planar_roll_not_now"
    to_main(game)
    with pytest.raises(IllegalActionError):
        game.do(RollPlanarDie("Ben", "blank"))
    with pytest.raises(IllegalActionError):
        game.do(RollPlanarDie("Ann", "sideways"))


def test_the_cost_starts_again_each_turn() -> None:
    game = planechase_game()
    to_main(game)
    roll(game, "blank")
    while game.state.active == "Ann":
        game.do(NextStep())
    assert roll_cost(game.state, "Ann") == 0


def test_rolling_the_planeswalker_symbol_planeswalks_and_undo_takes_it_back() -> None:
    game = planechase_game()
    to_main(game)
    roll(game, "planeswalker")
    assert face_up_ids(game) == ["academy-at-tolaria-west"]
    assert deck_ids(game)[-1] == "akoum"
    game.undo()
    assert face_up_ids(game) == ["akoum"]


def test_704_6f_a_phenomenon_is_resolved_then_planeswalked_away_from() -> None:
    game = planechase_game(["akoum", "mutual-epiphany", "bant", "jund"])
    to_main(game)
    roll(game, "planeswalker")
    assert face_up_ids(game) == ["mutual-epiphany"]
    (prompt,) = game.state.prompts
    assert prompt.question == "planar.encounter"
    game.do(Answer(prompt.id, True))
    assert face_up_ids(game) == ["bant"]
    assert deck_ids(game) == ["jund", "akoum", "mutual-epiphany"]


def test_901_11c_spatial_merging_leaves_two_planes_and_planeswalks_away_from_both() -> None:
    game = planechase_game(["akoum", "spatial-merging", "mutual-epiphany", "bant", "jund", "goldmeadow"])
    to_main(game)
    roll(game, "planeswalker")
    assert face_up_ids(game) == ["bant", "jund"]
    assert deck_ids(game) == ["goldmeadow", "akoum", "mutual-epiphany", "spatial-merging"]
    roll(game, "planeswalker")
    assert face_up_ids(game) == ["goldmeadow"]
    assert deck_ids(game)[-2:] == ["bant", "jund"]


def test_901_10_a_player_leaving_takes_the_face_up_plane_they_own() -> None:
    decks = {"Ann": ["akoum", "bant"], "Ben": ["jund", "goldmeadow"], "Cat": ["astral-arena", "immersturm"]}
    game = planechase_game(decks=decks)
    assert face_up_ids(game) == ["akoum"]
    game.do(Concede("Ann"))
    # Ann's turn goes on without her: the next player in turn order controls the planes (901.6)
    assert planar_controller(game.state) == "Ben"
    assert face_up_ids(game) == ["jund"]
    assert game.state.planar is not None and game.state.planar.zone("Ann") is None


def test_the_last_player_left_wins_planechase() -> None:
    game = planechase_game(players=2)
    game.do(Concede("Ben"))
    assert game.state.outcome is not None
    assert game.state.outcome.termination is Termination.LAST_PLAYER_STANDING
    assert game.state.outcome.winners == ("Ann",)


def test_901_12_by_analogy_the_heroes_primary_player_controls_the_planes_and_each_hero_rolls() -> None:
    start = with_planes(make_start(FILLER, heroes=2), primary="Hero 2")
    game = Game(start, CATALOGUE)
    assert planar_controller(game.state) == ARCHENEMY
    while game.state.active != HEROES:
        game.do(NextStep() if not game.state.prompts else Answer(game.state.prompts[0].id, True))
    assert planar_controller(game.state) == "Hero 2"
    to_main(game)
    game.do(RollPlanarDie("Hero 1", "blank"))
    game.do(RollPlanarDie("Hero 2", "blank"))
    game.do(RollPlanarDie("Hero 2", "blank"))
    # 901.12d: each hero's cost counts their own rolls
    assert (roll_cost(game.state, "Hero 1"), roll_cost(game.state, "Hero 2")) == (1, 2)
    with pytest.raises(IllegalActionError):
        game.do(RollPlanarDie(ARCHENEMY, "blank"))
    game.do(Concede("Hero 2"))
    assert planar_controller(game.state) == "Hero 1"


def test_a_planeswalk_is_the_planar_controllers_alone() -> None:
    game = planechase_game()
    with pytest.raises(IllegalActionError) as refused:
        game.do(Planeswalk("Ben"))
    assert refused.value.code == "not_planar_controller"
    game.do(Planeswalk("Ann"))
    assert face_up_ids(game) == ["academy-at-tolaria-west"]


def test_naar_isle_counts_flame_counters_and_stronghold_furnace_doubles_its_damage() -> None:
    game = planechase_game(["naar-isle", "stronghold-furnace", *PLANAR_FILLER[:4]])
    game.do(NextStep())
    assert game.state.step is Step.UPKEEP
    assert game.state.life_of("Ann") == 19
    assert game.state.planar is not None and game.state.planar.face_up[0].counter("flame") == 1


def test_chaos_on_otaria_adds_an_extra_turn() -> None:
    game = planechase_game(["otaria", *PLANAR_FILLER[:4]])
    to_main(game)
    roll(game, "chaos")
    assert [t.player for t in game.state.extra_turns] == ["Ann"]


def test_time_distortion_reverses_the_turn_order() -> None:
    game = planechase_game(["akoum", "time-distortion", "bant"])
    to_main(game)
    roll(game, "planeswalker")
    assert face_up_ids(game) == ["bant"]
    while game.state.active == "Ann":
        game.do(NextStep())
    assert game.state.active == "Cat"


def test_a_reversed_turn_order_is_kept_with_the_card_that_reversed_it() -> None:
    """The card that reversed the turn order is kept; a second reversal restores it.

    Time Distortion resolves as it is encountered (312.5, 704.6f), so the
    table never sees it face up: the displays name it from this record.
    """
    game = planechase_game(["akoum", "time-distortion", "temple-of-atropos", "bant", "jund"])
    to_main(game)
    assert game.state.planar is not None and game.state.planar.reversed_by is None
    roll(game, "planeswalker")
    assert face_up_ids(game) == ["temple-of-atropos"]
    assert game.state.planar is not None and game.state.planar.reversed_by == "time-distortion"
    # Temple of Atropos's chaos reverses it again: the normal order.
    roll(game, "chaos")
    assert game.state.planar is not None and game.state.planar.reversed_by is None


def test_interplanar_tunnel_puts_the_chosen_plane_on_top_and_records_the_rest() -> None:
    deck = ["akoum", "interplanar-tunnel", "bant", "jund", "goldmeadow", "immersturm", "isle-of-vesuva", "astral-arena"]
    game = planechase_game(deck)
    to_main(game)
    roll(game, "planeswalker")
    (prompt,) = game.state.prompts
    assert prompt.options == ("bant", "jund", "goldmeadow", "immersturm", "isle-of-vesuva")
    action = planar_answer(game.state, prompt.id, "goldmeadow")
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
    game.do(action)
    assert face_up_ids(game) == ["goldmeadow"]


def test_the_planar_header_round_trips_and_an_older_file_with_planes_is_refused_at_line_1() -> None:
    start = planechase_start()
    header = json.loads(json.dumps(header_to_json(start)))
    assert header_from_json(header, CATALOGUE).planar_decks == start.planar_decks
    header["version"] = 5
    with pytest.raises(JournalError) as refused:
        header_from_json(header, CATALOGUE)
    assert refused.value.line == 1


def test_no_roll_while_the_tunnel_holds_its_revealed_planes() -> None:
    """701.31b: a roll an effect causes waits for Interplanar Tunnel's choice."""
    game = planechase_game(["akoum", "interplanar-tunnel", "bant"])
    to_main(game)
    roll(game, "planeswalker")
    (prompt,) = game.state.prompts
    assert prompt.options == ("bant", "akoum")
    with pytest.raises(IllegalActionError):
        roll(game, "planeswalker", caused=True)
    assert deck_ids(game) == []
    game.do(planar_answer(game.state, prompt.id, "bant"))
    assert face_up_ids(game) == ["bant"]
    assert sorted(deck_ids(game)) == ["akoum", "interplanar-tunnel"]


def test_the_turns_rolls_keep_the_order_they_were_taken_whatever_the_names() -> None:
    """901.9: each player's count of rolls, in the order of their first roll.

    Never sorted by name, so a game with a hero renamed is the same game.
    """

    def rolls_of(first: str) -> list[tuple[str, int]]:
        setup = GameSetup(
            Variant.ARCHENEMY, (PlayerSetup(ARCHENEMY, tuple(FILLER)), PlayerSetup(first), PlayerSetup("Hero 2"))
        )
        start = with_planes(GameStart(setup, decks=((ARCHENEMY, tuple(FILLER)),), starting_player=ARCHENEMY))
        game = Game(start, CATALOGUE)
        while game.state.active != HEROES:
            game.do(NextStep() if not game.state.prompts else Answer(game.state.prompts[0].id, True))
        to_main(game)
        game.do(RollPlanarDie(first, "blank"))
        game.do(RollPlanarDie("Hero 2", "blank"))
        planar = game.state.planar
        assert planar is not None
        return [(name if name != first else "first", count) for name, count in planar.rolls]

    assert rolls_of("Hero 1") == rolls_of("Zed") == [("first", 1), ("Hero 2", 1)]


def test_a_revealed_cards_then_planeswalk_planeswalks_away_from_pools_of_becoming() -> None:
    """Pools of Becoming's chaos: each revealed card's chaos ability triggers.

    Its ruling: the revealed cards' chaos abilities resolve, so Pompeii's
    "Then planeswalk." is asked about Pompeii, which is back in the planar
    deck by then, and answering it planeswalks away from Pools of Becoming.
    """
    game = planechase_game(["pools-of-becoming", "pompeii", "akoum", "bant"])
    to_main(game)
    roll(game, "chaos")
    (prompt,) = game.state.prompts
    assert (prompt.question, prompt.scheme_id) == ("planar.then", "pompeii")
    assert face_up_ids(game) == ["pools-of-becoming"]
    game.do(planar_answer(game.state, prompt.id, True))
    assert face_up_ids(game) == ["pompeii"]
    assert game.state.prompts == ()


def test_stairs_to_infinity_revealed_by_pools_of_becoming_asks_of_itself() -> None:
    """Pools of Becoming reveals Stairs to Infinity: Stairs' chaos asks its question.

    Pools of Becoming's chaos makes each revealed card's chaos ability
    trigger; Stairs to Infinity's reveals the next card and asks whether it
    goes to the bottom. The question is about Stairs, which is shown as
    revealed (not face up) while it is asked.
    """
    game = planechase_game(["pools-of-becoming", "stairs-to-infinity", "akoum"])
    to_main(game)
    roll(game, "chaos")
    planar = game.state.planar
    assert planar is not None
    stairs = [p for p in game.state.prompts if p.question == "planar.stairs"]
    assert stairs, game.state.prompts
    assert stairs[0].scheme_id == "stairs-to-infinity"
    assert stairs[0].card_uid in {c.uid for c in planar.revealed}
    assert face_up_ids(game) == ["pools-of-becoming"]
    # The random games' invariant holds of this state
    check_state(game.state)


def test_pools_of_becoming_revealed_by_another_reveals_the_next_three() -> None:
    """A Pools of Becoming revealed by another reveals three more cards.

    Its ruling: the revealed Pools' chaos ability resolves after the first
    one's cards went to the bottom of the planar deck, so it reveals the
    next three from the top.
    """
    deck = ["pools-of-becoming", "akoum", "pools-of-becoming", "bant", "otaria", "celestine-reef", "mount-keralia"]
    game = planechase_game(deck)
    to_main(game)
    controller = planar_controller(game.state)
    assert controller is not None
    events = game.do(RollPlanarDie(controller, "chaos"))
    # The communal deck (901.15) is no player's: the event says so.
    assert all(e.communal for e in events if isinstance(e, PlanarRevealed))
    shown = [e.planes for e in events if isinstance(e, PlanarRevealed)]
    assert shown == [
        ("akoum", "pools-of-becoming", "bant"),
        ("otaria", "celestine-reef", "mount-keralia"),
    ]


def test_pools_of_becoming_that_reveals_itself_every_time_stops() -> None:
    """A deck small enough to reveal Pools of Becoming every time stops.

    On paper that is a mandatory loop (104.4b); the app reveals at most
    ``POOLS_NESTING`` times instead of never ending.
    """
    game = planechase_game(["pools-of-becoming", "akoum", "pools-of-becoming", "bant"])
    to_main(game)
    controller = planar_controller(game.state)
    assert controller is not None
    events = game.do(RollPlanarDie(controller, "chaos"))
    revealed = [e for e in events if isinstance(e, PlanarRevealed)]
    assert len(revealed) == POOLS_NESTING
    assert sorted(c.plane_id for c in game.state.planar.cards()) == sorted(  # type: ignore[union-attr]
        ["pools-of-becoming", "akoum", "pools-of-becoming", "bant"]
    )


def test_a_stairs_to_infinity_pools_revealed_reveals_the_card_after_the_three() -> None:
    """The revealed planes' chaos abilities resolve after Pools of Becoming (603.3).

    They trigger during its resolution and go on the stack after it, when
    the three revealed cards are on the bottom: Stairs to Infinity's chaos
    then reveals the card on top, the fourth of the deck before.  Version 6
    rules revealed the first of the three (a save of that version replays so).
    """
    from archenemy.engine.questions import Q_STAIRS

    deck = ["pools-of-becoming", "stairs-to-infinity", "akoum", "bant", "jund", "naya"]
    for rules, shown in ((None, "jund"), (6, "stairs-to-infinity")):
        start = planechase_start(deck)
        if rules is not None:
            start = GameStart(start.setup, start.decks, start.starting_player, {"rules": rules}, start.planar_decks)
        game = Game(start, CATALOGUE)
        to_main(game)
        controller = planar_controller(game.state)
        assert controller is not None
        game.do(RollPlanarDie(controller, "chaos"))
        (asked,) = [p for p in game.state.prompts if p.question == Q_STAIRS]
        assert asked.param("plane") == shown, rules
        check_state(game.state)
