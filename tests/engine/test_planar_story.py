"""The planar part of a game's story: planes visited, rolls, chaos.

The starting plane (103.7), planeswalks (701.31), the rolls (901.9) and
chaos (311.7) as :func:`~archenemy.engine.story.game_story` keeps them, the
roles and winner of Planechase alone (901.2), and a game without planes.
"""

from __future__ import annotations

from archenemy.engine.actions import Concede, Rename
from archenemy.engine.game import Game
from archenemy.engine.planar_story import START, PlanarStory, PlaneVisit, RollStory
from archenemy.engine.story import HERO_ROLE, PLAYER_ROLE, game_story

from support.games import CATALOGUE, FILLER, make_start
from support.planar_games import PLANAR_FILLER, planechase_game, roll, to_main, with_planes


def test_a_planechase_story_has_the_starting_plane_the_planeswalks_rolls_and_chaos() -> None:
    game = planechase_game(["naar-isle", *PLANAR_FILLER], players=2)
    to_main(game)
    roll(game, "chaos")
    roll(game, "planeswalker")
    roll(game, "blank")
    game.do(Concede("Ben"))
    story = game_story(game)
    planar = story.planar
    assert planar is not None
    assert planar.visits == (PlaneVisit(1, 0, ("naar-isle",), START), PlaneVisit(1, 1, ("akoum",), "die"))
    assert planar.planes_visited == ("naar-isle", "akoum") and planar.planeswalks == 1
    assert [(r.seat, r.result, r.cost) for r in planar.rolls] == [
        (1, "chaos", 0),
        (1, "planeswalker", 1),
        (1, "blank", 2),
    ]
    assert [(c.seat, c.plane) for c in planar.chaos] == [(1, "naar-isle")]
    assert planar.results() == {"chaos": 1, "planeswalker": 1, "blank": 1}
    # 901.2: the last player left wins; nobody is an archenemy or a hero
    assert story.winners == ("Ann",) and {p.role for p in story.players} == {PLAYER_ROLE}


def test_without_a_planeswalk_the_starting_plane_is_the_one_face_up() -> None:
    story = game_story(planechase_game(["bant", *PLANAR_FILLER]))
    assert story.planar == PlanarStory((PlaneVisit(1, 0, ("bant",), START),))


def test_a_renamed_player_keeps_their_seat_in_the_planar_story() -> None:
    game = planechase_game(players=2)
    to_main(game)
    game.do(Rename("Ann", "Anna"))
    roll(game, "blank", "Anna")
    (rolled,) = game_story(game).planar.rolls
    assert rolled == RollStory(rolled.turn, 1, "blank", 0, False)


def test_planes_added_to_archenemy_keep_heroes_heroes() -> None:
    game = Game(with_planes(make_start(FILLER, heroes=2)), CATALOGUE)
    story = game_story(game)
    assert story.planar is not None and story.planar.visits[0].reason == START
    assert [p.role for p in story.players][1:] == [HERO_ROLE, HERO_ROLE]


def test_a_game_without_planes_has_no_planar_story() -> None:
    assert game_story(Game(make_start(FILLER, heroes=2), CATALOGUE)).planar is None


def test_a_phenomenon_is_encountered_not_a_plane_visited() -> None:
    # 312.5, 704.6f: a phenomenon is encountered, then a player planeswalks
    planar = PlanarStory(
        (
            PlaneVisit(1, 0, ("naar-isle",), START),
            PlaneVisit(2, 1, ("reality-shaping",), "die"),
            PlaneVisit(2, 1, ("akoum",), "phenomenon"),
            PlaneVisit(3, 2, ("naar-isle",), "die"),
        )
    )
    assert planar.planes_visited == ("naar-isle", "akoum")
    assert planar.phenomena_encountered == ("reality-shaping",)
    assert planar.cards_face_up == ("naar-isle", "reality-shaping", "akoum")
