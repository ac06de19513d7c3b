"""The story of one game: what it lists under the summary."""

from __future__ import annotations

from archenemy.desktop.statistics.story import StoryView
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.story import game_story

from support.games import CATALOGUE
from support.planar_games import PLANAR_FILLER, planechase_game, roll, to_main


def test_planechase_alone_lists_the_planes_visited_not_schemes(qtbot) -> None:
    """901.2: Planechase alone has no scheme deck; its story is the planes.

    The starting plane (103.7), then each plane a player planeswalked to.
    """
    game = planechase_game(["naar-isle", *PLANAR_FILLER], players=2)
    to_main(game)
    roll(game, "planeswalker")
    view = StoryView(lambda: CATALOGUE)
    qtbot.addWidget(view)
    view.show_story(game_story(game))
    assert view.schemes_title.text() == "Planes visited, in order"
    assert view.schemes.text().splitlines() == ["Turn 1 · starting plane: Naar Isle", "Turn 1 · Ann: Akoum"]


def test_the_planes_visited_are_named_in_the_storys_language(qtbot) -> None:
    """In Spanish the story names the planes as their cards do.

    "Isla Naar", not "Naar Isle".
    """
    game = planechase_game(["naar-isle", *PLANAR_FILLER], players=2)
    view = StoryView(lambda: load_catalogue("es"))
    qtbot.addWidget(view)
    view.show_story(game_story(game))
    [starting] = view.schemes.text().splitlines()
    assert starting.endswith(": Isla Naar"), starting
