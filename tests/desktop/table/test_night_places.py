"""A game night keeps every player on their side of the table.

New game continues it with the seats as they are now and the next archenemy in
turn.

The seating of each game starts at its archenemy (904.6: the archenemy takes
the first turn; turns go round in seating order, CR 808.4), so the archenemy's
seat moves round the seating from game to game; the displays lay the seats out
from the game's ``first_place`` so nobody's total moves to another side of a
screen lying on the table.
"""

from __future__ import annotations

import pytest

from archenemy.desktop.table.displays.seat_places import place_order
from archenemy.engine.actions import Concede
from archenemy.engine.header_notes import night_of
from archenemy.engine.night import NightGame, NightSeat
from archenemy.engine.variants import Variant

from support.night import night_window


def places(game: NightGame) -> dict[str, int]:
    """Each player's place round the table.

    Seat ``i`` of the seating sits at ``first_place + i``.
    """
    return {name: (game.night.first_place + i) % len(game.names) for i, name in enumerate(game.names)}


# ----- the engine: where each game's seating starts -------------------------------------------------


# ----- the displays: the seats laid out from the game's first place ---------------------------------


def test_the_seats_are_laid_out_from_the_first_place() -> None:
    assert place_order(4) == [0, 1, 2, 3]
    # Ben, Cat, Dan, Ana: Ana keeps place 0
    assert place_order(4, first_place=1) == [1, 2, 3, 0]
    assert place_order(4, first_place=5) == [1, 2, 3, 0]
    # The Commander option's shared total sits second, at a place of its own: the players go round the others.
    assert place_order(5, first_place=0, team_second=True) == [0, 1, 2, 3, 4]
    assert place_order(5, first_place=1, team_second=True) == [2, 1, 3, 4, 0]


def seat_centres(display) -> dict[str, tuple[int, int]]:
    found = {}
    for name, seat in display.seats.items():
        centre = seat.graphicsProxyWidget().sceneBoundingRect().center()
        found[name] = (round(centre.x()), round(centre.y()))
    return found


@pytest.mark.parametrize("variant", [Variant.ARCHENEMY, Variant.ARCHENEMY_COMMANDER])
def test_next_game_leaves_every_total_on_its_side_of_the_second_window(make_window, qtbot, variant) -> None:
    window = night_window(make_window, variant)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    qtbot.addWidget(display)
    qtbot.waitExposed(display)
    display.resize(1366, 768)
    qtbot.wait(50)
    first = seat_centres(display)
    for archenemy in ("Ben", "Cat"):
        window.session.perform(Concede(window.session.state.players[0].name))
        window.night.next_game()
        assert window.session.state.players[0].name == archenemy
        assert window.session.state.active == archenemy, "the archenemy takes the first turn"
        window.show_state()
        assert seat_centres(display) == first, f"{archenemy}'s game moved the players round the screen"
    window.second_window.display.close()


# ----- New game continues the night: the seats as they are now, the next archenemy in turn ------------


@pytest.mark.parametrize("language", ["en", "es"])
def test_new_game_continues_the_night_where_next_game_would(make_window, qtbot, language) -> None:
    from archenemy.desktop.table.dialogs.new_game import NewGameDialog

    window = night_window(make_window, language=language)
    session = window.session
    for _ in range(2):
        # Game 1 (Ana), game 2 (Ben), game 3 (Cat)
        session.perform(Concede(session.state.players[0].name))
        window.night.next_game()
    assert [p.name for p in session.state.players] == ["Cat", "Dan", "Ana", "Ben"]
    session.perform(Concede("Cat"))
    window.files.open_new_game_dialog()
    (dialog,) = [d for d in window.dialogs.opened if isinstance(d, NewGameDialog)]
    assert dialog.roster_box.night_kind() == "continue"
    assert [row.name.text() for row in dialog.rows] == ["Dan", "Ana", "Ben", "Cat"], "F5 would deal Dan"
    assert "Dan, Ana, Ben, Cat" in dialog.problems.text()
    assert dialog.start_button.isEnabled(), dialog.problems.text()
    dialog.start_button.click()
    start = session.game.start
    assert [p.name for p in start.setup.players] == ["Dan", "Ana", "Ben", "Cat"] and night_of(start).game == 4
    words = {"en": "Game 4 of the night: Dan is the archenemy.", "es": "Partida 4 de la noche: Dan es el archienemigo."}
    assert window.status.text() == words[language]
    game = NightGame(
        night_of(start), start.setup.variant, tuple(NightSeat(p.name) for p in start.setup.players), "Dan", "Dan"
    )
    assert places(game) == {"Ana": 0, "Ben": 1, "Cat": 2, "Dan": 3}, "nobody changed chairs"
