"""The story of one game: what it lists under the summary."""

from __future__ import annotations

from archenemy.desktop.statistics.story import StoryView
from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.model import Step
from archenemy.engine.story import game_story

from support.games import CATALOGUE, FILLER, make_start
from support.planar_games import PLANAR_FILLER, planechase_game, roll, to_main, with_planes


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


def test_archenemy_with_planes_lists_the_planes_visited_under_the_schemes(qtbot) -> None:
    """Planes added to Archenemy: its story lists the planes as Planechase alone's.

    The schemes set in motion first (the game has a scheme deck), then the
    starting plane (103.7) and the plane the heroes' planar controller
    planeswalked to (901.12b by analogy: the primary hero).
    """
    game = Game(with_planes(make_start(FILLER, heroes=2), ["naar-isle", *PLANAR_FILLER]), CATALOGUE)
    while game.state.prompts or game.state.step is not Step.PRECOMBAT_MAIN:
        game.do(Answer(game.state.prompts[0].id, True) if game.state.prompts else NextStep())
    roll(game, "planeswalker")
    view = StoryView(lambda: CATALOGUE)
    qtbot.addWidget(view)
    view.show_story(game_story(game))
    assert view.schemes_title.text() == "Schemes set in motion, in order"
    assert not view.planes.isHidden()
    assert view.planes_title.text() == "Planes visited, in order"
    assert view.planes.text().splitlines() == ["Turn 1 · starting plane: Naar Isle", "Turn 1 · Archenemy: Akoum"]


def test_a_game_without_planes_shows_no_planes_list(qtbot) -> None:
    """Archenemy without planes: only the schemes."""
    view = StoryView(lambda: CATALOGUE)
    qtbot.addWidget(view)
    view.show_story(game_story(Game(make_start(FILLER, heroes=2), CATALOGUE)))
    assert view.planes.isHidden() and view.planes_title.isHidden()


def test_a_starting_plane_the_table_typed_is_told_as_the_starting_plane(qtbot) -> None:
    """103.7: the starting plane is no planeswalk, even when a player turned it.

    Physical planar deck mode: the archenemy says which plane they turned
    face up; the story says "starting plane", not "Archenemy: Bant".
    """
    from archenemy.engine.model import DeckMode

    start = with_planes(make_start(FILLER, heroes=2), PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL)
    game = Game(start, CATALOGUE)
    (asked,) = game.state.prompts
    game.do(Answer(asked.id, "bant"))
    view = StoryView(lambda: CATALOGUE)
    qtbot.addWidget(view)
    view.show_story(game_story(game))
    assert view.planes.text().splitlines() == ["Turn 1 · starting plane: Bant"]


def test_a_phenomenon_is_listed_as_encountered_not_as_a_plane_visited(qtbot) -> None:
    """312.5, 704.6f: a phenomenon is encountered, then the player planeswalks on."""
    game = planechase_game(["naar-isle", "reality-shaping", *PLANAR_FILLER], players=2)
    to_main(game)
    roll(game, "planeswalker")
    view = StoryView(lambda: CATALOGUE)
    qtbot.addWidget(view)
    story = game_story(game)
    view.show_story(story)
    assert view.schemes_title.text() == "Planes visited and phenomena encountered, in order"
    assert "Turn 1 · Ann: Reality Shaping (phenomenon)" in view.schemes.text().splitlines()
    assert "planes 1, phenomena 1, planeswalks 1" in view.summary.text()
