"""Seat edges drawn by the application's style sheet; the sheet built once."""

from __future__ import annotations

from archenemy.desktop import theme
from archenemy.desktop.theme import SEAT_COLOURS
from archenemy.engine.actions import SetColour


def left_edge(panel) -> str:
    """The colour drawn in the middle of a player panel's thick left edge."""
    image = panel.grab().toImage()
    return image.pixelColor(3, image.height() // 2).name()


def bottom_edge(seat) -> str:
    """The colour drawn in the middle of a table seat's thick bottom edge."""
    image = seat.grab().toImage()
    return image.pixelColor(image.width() // 2, image.height() - 4).name()


def test_the_offered_seat_colours_need_no_rule_of_a_panels_own(make_window):
    window = make_window()
    colours = [p.colour for p in window.session.state.players]
    assert colours == [value for value, _name in SEAT_COLOURS[: len(colours)]]
    for player, colour in zip(window.session.state.players, colours, strict=True):
        panel = window.panels[player.name]
        # A sheet of its own, set before its children, with no edge in it
        assert panel.styleSheet() == "#playerPanel {  }"
        assert panel.property("seatColour") == colour
        # The active panel's accent border too: the seat's edge wins on its left.
        assert left_edge(panel) == colour


def test_a_colour_the_sheet_does_not_draw_gets_the_panels_own_sheet_and_back(make_window):
    window = make_window()
    panel = window.panels["Hero 1"]
    assert window.session.perform(SetColour("Hero 1", "#123456"))
    assert window.panels["Hero 1"] is panel
    assert "#123456" in panel.styleSheet() and left_edge(panel) == "#123456"
    assert window.session.perform(SetColour("Hero 1", "#8e44ad"))
    assert panel.styleSheet() == "#playerPanel {  }" and left_edge(panel) == "#8e44ad"
    # Upper case is the same colour, drawn by the same rule.
    assert window.session.perform(SetColour("Hero 1", "#27AE60"))
    assert panel.styleSheet() == "#playerPanel {  }" and panel.property("seatColour") == "#27ae60"
    assert left_edge(panel) == "#27ae60"


def test_the_table_displays_seats_show_their_edges_the_same_way(make_window, qtbot):
    window = make_window()
    window.second_window.toggle_display(True)
    qtbot.addWidget(window.second_window.display)
    seats = window.second_window.display.seats
    for player in window.session.state.players:
        assert seats[player.name].styleSheet() == "#tableSeat {  }"
        assert bottom_edge(seats[player.name]) == player.colour
    assert window.session.perform(SetColour("Hero 2", "#123456"))
    assert "#123456" in seats["Hero 2"].styleSheet() and bottom_edge(seats["Hero 2"]) == "#123456"
    assert window.session.perform(SetColour("Hero 2", "#e84393"))
    assert seats["Hero 2"].styleSheet() == "#tableSeat {  }" and bottom_edge(seats["Hero 2"]) == "#e84393"
    window.second_window.toggle_display(False)


def test_the_style_sheet_is_built_once_per_text_size_and_scheme():
    assert theme.style_sheet(1.0, "dark") is theme.style_sheet(1.0, "dark")
    assert theme.style_sheet(1.5, "light") is theme.style_sheet(1.5, "light")
    assert theme.style_sheet(1.5, "light") != theme.style_sheet(1.5, "dark")


def test_a_scheme_switch_keeps_the_seats_fonts(make_window, qtbot, restore_application_look):
    """The application's new sheet re-polishes every widget.

    A seat's widgets keep the fonts they had: the panel's buttons, the
    second window's fitted totals.
    """
    window = make_window()
    window.second_window.toggle_display(True)
    display = window.second_window.display
    qtbot.addWidget(display)
    qtbot.wait(50)

    def fonts():
        panel = window.panels["Hero 1"]
        seats = display.seats.values()
        return [panel.minus.font().pointSizeF(), *(round(seat.life_label.font().pointSizeF()) for seat in seats)]

    before = fonts()
    window.set_color_scheme("light")
    qtbot.wait(50)
    after = fonts()
    assert after[0] == before[0]
    # Fitted again to the same room, give or take a point (not the 40 pt they start from)
    assert all(abs(a - b) <= 1 for a, b in zip(after[1:], before[1:], strict=True)), (before, after)
    window.set_color_scheme("dark")
    window.second_window.toggle_display(False)
