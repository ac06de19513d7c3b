"""Where the seats go around a screen lying on the table.

And which way each one faces.

Pure geometry, no widgets: :func:`seat_sides` spreads ``n`` seats over the
four edges in seating order, :func:`seat_rects` turns that into rectangles
of a ``width``×``height`` screen with each seat's rotation (the near side
upright, the far side turned 180°, the left and right sides a quarter turn
so every player reads their own total from their chair), and the rectangle
left in the middle for the scheme.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The edges of the screen, in the order the seats go round, clockwise seen from above as turn order goes
#: to each player's left (CR 808.4): near (bottom), left, far (top), right.
SIDES = ("bottom", "left", "top", "right")
#: The rotation in degrees (clockwise) of a seat on each side, so its text faces that side's players.
ROTATION = {"bottom": 0, "right": -90, "top": 180, "left": 90}


@dataclass(frozen=True)
class SeatPlace:
    """One seat: its side, its rectangle on the screen.

    The rectangle as x, y, width, height in pixels; then its rotation.

    ``width``×``height`` are the seat's own size before rotation (for a side
    seat, ``width`` runs along the side of the screen).
    """

    side: str
    x: float
    y: float
    width: float
    height: float
    rotation: int


def seat_sides(count: int) -> list[str]:
    """The side of each of ``count`` seats (1–9).

    In seating order going round the table clockwise.

    Up to three seats sit on the near and far sides only; from four, one seat
    on each of the left and right; from eight, two.  The near side takes the
    odd seat out.  Clockwise seen from above: the next seat is on each
    player's left, where turn order goes (CR 808.4; a Supervillain Rumble
    plays in seating order).
    """
    if count <= 0:
        return []
    per_side = 0 if count <= 3 else (1 if count <= 7 else 2)
    rest = count - 2 * per_side
    bottom = (rest + 1) // 2
    top = rest - bottom
    return ["bottom"] * bottom + ["left"] * per_side + ["top"] * top + ["right"] * per_side


def seat_rects(count: int, width: float, height: float) -> tuple[list[SeatPlace], tuple[float, float, float, float]]:
    """The places of ``count`` seats on a ``width``×``height`` screen.

    And the middle rectangle, as (x, y, w, h).

    Near and far rows are ``band`` pixels deep (a fifth of the height, at
    least 110); side columns ``band`` wide when there are side seats.  Seats
    on a side share its length equally; the near row runs right to left, the
    left column bottom to top, the far row left to right, the right column
    top to bottom (seating order, going round clockwise: each next seat on
    the previous player's left).
    """
    sides = seat_sides(count)
    band = max(110.0, min(height, width) / 5)
    has_columns = "left" in sides
    column = band if has_columns else 0.0
    places: list[SeatPlace] = []
    for side in SIDES:
        seats = [s for s in sides if s == side]
        if not seats:
            continue
        if side in ("bottom", "top"):
            length = (width - 2 * column) / len(seats)
            xs = [column + i * length for i in range(len(seats))]
            if side == "bottom":
                xs.reverse()
            y = height - band if side == "bottom" else 0.0
            places += [SeatPlace(side, x, y, length, band, ROTATION[side]) for x in xs]
        else:
            length = (height - 2 * band) / len(seats)
            ys = [band + i * length for i in range(len(seats))]
            if side == "left":
                ys.reverse()
            x = width - column if side == "right" else 0.0
            # On screen a side seat is ``column`` wide and ``length`` tall; its own width runs along the side.
            places += [SeatPlace(side, x, y, length, column, ROTATION[side]) for y in ys]
    top_band = band if "top" in sides else 0.0
    middle = (column, top_band, width - 2 * column, height - band - top_band)
    return places, middle


def place_order(count: int, first_place: int = 0, team_second: bool = False) -> list[int]:
    """Where each of ``count`` seats sits, in seating order.

    The index of its place in :func:`seat_rects`' places.

    A game night's seating starts at its archenemy, who changes from game to
    game (:mod:`archenemy.engine.night`); the first seat sits ``first_place``
    places round the table and the others follow it, so every player's seat
    stays where they sit.  ``team_second``: the second seat is the heroes'
    shared total (the Commander option), which keeps place 1 while the
    players go round the others.
    """
    players = count - 1 if team_second and count > 1 else count
    if players <= 0:
        return list(range(count))
    order = []
    for index in range(players):
        place = (first_place + index) % players
        order.append(place + 1 if team_second and place > 0 else place)
    if team_second and count > 1:
        order.insert(1, 1)
    return order
