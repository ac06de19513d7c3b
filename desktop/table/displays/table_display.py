"""The second window for a TV or projector, or a screen lying on the table.

The table layout.

The seats sit around the edges in seating order, each turned to face its
side of the table (:mod:`.seat_places`: the far side 180°, the left and
right sides a quarter turn), with the seat's colour, name and life total;
the scheme in motion, the turn and step and the ongoing schemes sit in the
middle.  No operator text: the players read it, the operator uses the main
window.  Drawn in a :class:`QGraphicsScene` so every seat can be rotated.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRectF, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QHideEvent, QMouseEvent, QResizeEvent, QShowEvent, QTransform
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ... import texts
from ...i18n import follow_language
from ...table_view import SeatView, TableView
from ...theme import Theme
from ...widgets.fitted_labels import LifeLabel
from ...widgets.plain_text import plain_label
from ...widgets.scene_access import AccessibleSceneView
from ...widgets.theming import Themed, reapply_theme, seat_sheet, set_seat_colour
from ..planes.views import PlaneCardView
from ..schemes.views import SchemeCardView
from .notice import TableNotice
from .ongoing_strip import STRIP_MAX, STRIP_MIN, STRIP_SHARE, OngoingStrip
from .overlay import ResultOverlay
from .plane_room import PlaneRoom
from .seat_places import place_order, seat_rects

if TYPE_CHECKING:
    from ...card_images.provider import CardImageProvider

# The middle of the table is wide (the notice goes beside the card, not above it) from this width-to-height ratio.
WIDE_MIDDLE = 1.6

# The card's recorded choices (points, bold) on the table display at a laptop's size; larger with the room, as the
# notice's texts (:meth:`TableNotice.set_room`).
CHOICES_DISPLAY_PT = 16

# ``on_tap(seat name, ±1)``: a seat was tapped in table mode.
Tap = Callable[[str, int], None]
# ``on_counts(seat name, where on the screen)``: a seat's poison and commander damage asked by touch in table
# mode; False when the game has none to offer (a tap is then ±1 life).
Counts = Callable[[str, QPoint], bool]
# A seat's own style sheet's selector and its colour's edge (theming.seat_sheet).
SEAT_EDGE = ("#tableSeat", "border-bottom: 10px solid {colour};")


class TableSeat(Themed, QFrame):
    """One seat on the table display.

    Its colour (a thick edge), name, life total and whose turn it is.

    Tappable (table mode): faint − and + mark the halves a tap lowers or
    raises.  Every change of its life total shows a running change ("−3")
    in its corner for :data:`RUNNING_MS` after the last one, whoever made it
    (a tap, a key, a phone), as the best life counters do; the operator's
    selected seat is marked.
    """

    RUNNING_MS = 3000

    def __init__(
        self, name: str, colour: str | None, theme: Theme, on_tap: Tap | None = None, on_counts: Counts | None = None
    ) -> None:
        super().__init__()
        # Its own sheet before its children (theming.set_seat_colour)
        self.setStyleSheet(seat_sheet(colour, SEAT_EDGE))
        self.theme = theme
        self.name = name
        self._on_tap = on_tap
        self._on_counts = on_counts
        # Whether the seat shows a total of its own (a hero under the team's shared life does not).
        self._own_life = True
        self.setObjectName("tableSeat")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(0)
        # A player's name, never markup.
        self.name_label = plain_label(QLabel(texts.side_name(name)))
        self.name_label.setObjectName("seatName")
        self._set_font(self.name_label, 16, True)
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A long loss label ("Archenemy · 21 combat damage from one commander") wraps: the seat never widens.
        self.name_label.setWordWrap(True)
        self.life_label = LifeLabel(40, 150, scale=theme.scale)
        self.life_label.setObjectName("tableLife")
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.zones: list[QLabel] = []
        # Where a tap lowers and raises the total (the seat's own left and right)
        for sign in ("−", "+"):
            zone = QLabel(sign)
            zone.setObjectName("tapZone")
            zone.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._set_font(zone, 30, True)
            zone.setVisible(on_tap is not None)
            zone.setAccessibleName(self.tr("Tap to lose life") if sign == "−" else self.tr("Tap to gain life"))
            self.zones.append(zone)
        row.addWidget(self.zones[0])
        row.addWidget(self.life_label, 1)
        row.addWidget(self.zones[1])
        # The Commander option's counts that lose the game (☠ poison, ⚔ the most from one commander), when any: a
        # hero whose life is the team's has only these on their seat.
        self.marks_label = plain_label(QLabel())
        self.marks_label.setObjectName("seatMarks")
        self._set_font(self.marks_label, 22, True)
        self.marks_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.marks_label.hide()
        # The role, the player's counters (CR 122.1) and, in Supervillain
        # Rumble, their scheme deck's count: a line under the name, when any.
        self.details_label = plain_label(QLabel())
        self.details_label.setObjectName("seatDetails")
        self._set_font(self.details_label, 14, True)
        self.details_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details_label.setWordWrap(True)
        self.details_label.hide()
        layout.addWidget(self.name_label)
        layout.addWidget(self.details_label)
        layout.addWidget(self.marks_label)
        layout.addLayout(row, 1)
        # The running change floats in the seat's top right corner: it never moves the total.
        self.delta_label = QLabel(self)
        self.delta_label.setObjectName("seatDelta")
        self.delta_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self._set_font(self.delta_label, 24, True)
        self.delta_label.hide()
        self._running = 0
        self._life: int | None = None
        self._running_timer = QTimer(self)
        self._running_timer.setSingleShot(True)
        self._running_timer.timeout.connect(self._end_running)
        self.colour: str | None = None
        self.set_colour(colour)

    def set_colour(self, colour: str | None) -> None:
        """Draw the seat's colour as its thick bottom edge.

        ``#rrggbb``, or ``None``: no edge; nothing when unchanged.
        """
        self.colour = colour
        set_seat_colour(self, colour, SEAT_EDGE)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        # Table mode: a tap on the seat's left half loses 1 life, on its right half gains 1 (in the seat's own
        # coordinates, so "left" is the left of the player who faces it, whichever way it is turned).
        # The Commander option's counts by touch: anywhere on a seat without its own total (never the team's
        # life), else its name or its marks.
        if self._on_tap is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            where = event.position().toPoint()
            on_counts = not self._own_life or any(
                label.isVisibleTo(self) and label.geometry().contains(where)
                for label in (self.name_label, self.marks_label)
            )
            if (
                on_counts
                and self._on_counts is not None
                and self._on_counts(self.name, event.globalPosition().toPoint())
            ):
                return
            if self._own_life:
                self._on_tap(self.name, -1 if where.x() < self.width() / 2 else 1)
            return
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._place_delta()

    def _place_delta(self) -> None:
        hint = self.delta_label.sizeHint()
        self.delta_label.setGeometry(self.width() - hint.width() - 14, 4, hint.width(), hint.height())

    @property
    def running(self) -> str:
        """The running change shown ("−3", "+2"), or ``""``."""
        return self.delta_label.text() if self.delta_label.isVisibleTo(self) else ""

    def _end_running(self) -> None:
        self._running = 0
        self.delta_label.hide()

    def forget_life(self) -> None:
        """Forget the total last shown.

        The next one starts no running change (the display was hidden
        meanwhile).
        """
        self._running_timer.stop()
        self._end_running()
        self._life = None

    def _follow_life(self, life: int | None) -> None:
        """A new total: add its change to the running change and show it a while longer."""
        if self._life is not None and life is not None and life != self._life:
            self._running += life - self._life
            if self._running:
                self.delta_label.setText(f"{'+' if self._running > 0 else '−'}{abs(self._running)}")
                self.delta_label.adjustSize()
                self._place_delta()
                self.delta_label.show()
                self.delta_label.raise_()
            else:
                self.delta_label.hide()
            self._running_timer.start(self.RUNNING_MS)
        self._life = life

    def _show_marks(self, seat: SeatView) -> str:
        """Show the seat's poison counters and most commander damage.

        "☠ 1   ⚔ 5"; their spoken words.  A seat with the Commander option's
        badges (904.13c, 903.10a) shows them at 0 too, so the table sees
        what a tap there changes; any other seat only when it has any.
        """
        marks = []
        spoken = ""
        if seat.poison or seat.badges:
            marks.append(f"☠ {seat.poison}")
            spoken += " · " + texts.fill(self.tr("Poison counters: %1"), seat.poison)
        if seat.commander_most or seat.badges:
            marks.append(f"⚔ {seat.commander_most}")
            spoken += "".join(f" · {words}" for words in seat.commander_lines)
        # Alone on a hero's seat (their life is the team's) they take the total's place: as large as it allows.
        points = 22.0 if seat.life is not None else 40.0
        if points != self.marks_label.property("themePointSize"):
            self._set_font(self.marks_label, points, True)
        self.marks_label.setText("   ".join(marks))
        self.marks_label.setVisible(bool(marks))
        self.marks_label.setAccessibleName(spoken.removeprefix(" · "))
        return spoken

    def show_seat(self, seat: SeatView, *, playing: bool = True) -> None:
        """Show the table view's ``seat``.

        Its life total (``None``: the team's, not here), status, turn,
        selection; its tap zones while the game is ``playing`` (and the seat is
        tappable).
        """
        life = seat.life
        self._own_life = life is not None
        for zone in self.zones:
            zone.setVisible(self._on_tap is not None and playing and not seat.lost and self._own_life)
        self._follow_life(life)
        self.life_label.show_text("" if life is None else str(life))
        self.life_label.setVisible(life is not None)
        self.name_label.setText(seat.label + (f" · {seat.status}" if seat.status else ""))
        spoken = texts.fill(self.tr("%1: %2 life"), seat.label, life) if life is not None else seat.label
        details = " · ".join(d for d in (seat.role, *seat.counters, seat.deck_text) if d)
        self.details_label.setText(details)
        self.details_label.setVisible(bool(details))
        self.details_label.setAccessibleName(details)
        if details:
            spoken += " · " + details
        spoken += self._show_marks(seat)
        # Why the player is out ("Hero 1: 0 life · Out: 0 life", "Hero 2: 12 life · Out: conceded")
        if seat.status:
            spoken += " · " + texts.fill(self.tr("Out: %1"), seat.status)
        self.setAccessibleName(spoken)
        self.life_label.setAccessibleName(spoken)
        self.name_label.setAccessibleName(self.name_label.text())
        looks = (seat.active, seat.lost, seat.selected)
        if looks != getattr(self, "_looks", None):
            self._looks = looks
            self.setProperty("active", seat.active)
            self.setProperty("lost", seat.lost)
            self.setProperty("selected", seat.selected)
            for widget in (self, self.name_label, self.details_label, self.marks_label, self.life_label, *self.zones):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            self.life_label.show_text(self.life_label.text())


class TableDisplay(Themed, QWidget):
    """A second window: the seats around the edges, facing their sides.

    The scheme in the middle.

    ``flipped`` turns the whole table 180° (the screen seen from its other end).
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        theme: Theme | None = None,
        on_tap: Tap | None = None,
        on_counts: Counts | None = None,
    ) -> None:
        # With ``on_tap`` it is table mode (a child; seats tapped for ±1 life, ``on_counts``), else a window.
        super().__init__(parent, Qt.WindowType.Widget if on_tap is not None else Qt.WindowType.Window)
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        self._on_tap = on_tap
        self._on_counts = on_counts
        self.setObjectName("tableDisplay")
        self.inner = QFrame()
        self.inner.setObjectName("tableInner")
        inner_layout = QVBoxLayout(self.inner)
        inner_layout.setContentsMargins(12, 8, 12, 8)
        # Table mode puts the prompt banner under the turn line.
        self.inner_layout = inner_layout
        self._build_lines()
        # What the table must act on, in the banner's place: the end of the game, the question, the reminders.
        self.notice = TableNotice(theme=self.theme)
        # The card and, beside it on a wide screen (above it on a tall one), what the table must act on.
        self.middle = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.middle.setSpacing(12)
        self.middle.addWidget(self.card, 3)
        self.middle.addWidget(self.plane_card, 3)
        self.middle.addWidget(self.notice, 2)
        # The card's picture takes room: the card gets more of the middle.
        self.card.image_changed = self._fit
        # The planes' texts whole in the middle, the middle within the seats (plane_room.py).
        self.room = PlaneRoom(self.inner, inner_layout, self.card, self.plane_card)
        inner_layout.addWidget(self.turn_label)
        inner_layout.addLayout(self.middle, 1)
        inner_layout.addWidget(self.ongoing_label)
        inner_layout.addWidget(self.ongoing_strip)
        inner_layout.addWidget(self.lasting_label)
        # Table mode puts the main window's banner under the turn line: it shows the question and reminders.
        self.banner_inside = False
        self.shown: TableView | None = None
        self.scene = QGraphicsScene(self)
        self.view = AccessibleSceneView(self.scene)
        self.proxy = self.view.add_widget(self.inner)
        # A screen reader meets the middle (turn, question or winner, scheme), then each seat in seating order.
        self.view.accessible_widgets = lambda: [self.inner, *self.seats.values()]
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.view.viewport().installEventFilter(self)
        self.inner.installEventFilter(self)
        self.flipped = False
        self.seats: dict[str, TableSeat] = {}
        self._seat_proxies: list[QGraphicsProxyWidget] = []
        self._labels: dict[str, LifeLabel] = {}
        # Where the first seat sits round the table (the view's)
        self._first_place = 0
        # A child is placed by its window's layout; a window is made on the last screen.
        self._placed = self._placed_already(window=on_tap is None)
        # What the operator's keys did ("Undone: …"), large over the table for a while (:meth:`tell`).
        self.told = ResultOverlay(self, self.theme)
        # Never over the question the table must answer, nor the planes' texts (a phenomenon just encountered).
        self.told.keep_clear_of(self.notice, self.plane_card)
        self._told_timer = QTimer(self)
        self._told_timer.setSingleShot(True)
        self._told_timer.timeout.connect(self.told.hide)
        self.retranslate()

    def _build_lines(self) -> None:
        """The middle's lines: the turn, the scheme card, the ongoing and lasting."""
        # "Turn 3 · <whose turn>": a name, never markup.
        self.turn_label = plain_label(QLabel())
        self.turn_label.setObjectName("tableTurn")
        self._set_font(self.turn_label, 20, True)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A narrow middle (a screen standing upright) wraps it, never widens.
        self.turn_label.setWordWrap(True)
        self.card = SchemeCardView(theme=self.theme, for_players=True)
        # The face-up planes beside the scheme card (in its place in Planechase alone, 901.2).
        self.plane_card = PlaneCardView(theme=self.theme, for_players=True)
        self.ongoing_label = plain_label(QLabel())
        self.ongoing_label.setObjectName("tableOngoing")
        self._set_font(self.ongoing_label, 16, True)
        self.ongoing_label.setWordWrap(True)
        self.ongoing_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._build_ongoing_strip()
        # Lasting effects of resolved schemes (Know Evil's chosen heroes...):
        # what the players must remember; they name the chosen players.
        self.lasting_label = plain_label(QLabel())
        self.lasting_label.setObjectName("tableLasting")
        self._set_font(self.lasting_label, 14)
        self.lasting_label.setWordWrap(True)
        self.lasting_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lasting_label.hide()

    def _build_ongoing_strip(self) -> None:
        """The ongoing schemes' row: with card images on, in the line's place.

        Each one's picture and name (see :meth:`_make_room`).
        """
        self.ongoing_strip = OngoingStrip(theme=self.theme)
        self.ongoing_strip.pictures_changed = self._pictures_changed
        # Pixels the seats leave the middle (see _crowded)
        self._middle_height = self._middle_width = 0
        # The middle's size as given to it.
        self._middle_width_px = self._middle_height_px = 0
        # What the middle showed when its room was last checked.
        self._room_key: tuple[object, ...] | None = None
        self._fitting_strip = False
        # Checked again whenever the middle is laid out again: what the window does after showing the state (table
        # mode's banner takes its height) may leave the middle less room than the first check saw.
        self._room_timer = QTimer(self)
        self._room_timer.setSingleShot(True)
        self._room_timer.setInterval(0)
        self._room_timer.timeout.connect(self._check_room_again)

    def tell(self, text: str, ms: int) -> None:
        """Show ``text`` large over the table for ``ms`` milliseconds.

        "Undone: Answer to “Know Evil”".
        """
        self.told.show_text(text)
        self._told_timer.start(ms)

    def set_images(self, images: CardImageProvider | None) -> None:
        """Show the card's and the ongoing schemes' pictures beside their words.

        From ``images``; ``None``: words only.
        """
        self.card.set_images(images)
        self.plane_card.set_images(images)
        self.ongoing_strip.set_images(images)

    def retranslate(self) -> None:
        """Set the window title in the current language."""
        # The platform appends " — Archenemy Companion" (the application's display name) itself.
        self.setWindowTitle(self.tr("Table display"))
        # The middle is a window of its own in the scene: named, or a screen reader reads the application's name.
        self.inner.setAccessibleName(self.tr("Middle of the table"))

    def _theme_changed(self) -> None:
        # The middle lives in the scene, not among this widget's children.
        reapply_theme(self.inner, self.theme)
        # Rebuilt with the new fonts.
        self._clear_seats()

    def _placed_already(self, *, window: bool) -> bool:
        """Whether the display is placed already: a child is, by its window's layout.

        A window is made on the last screen, before it exists on any: with
        two X screens (not one wide desktop) a geometry alone opened it on
        the laptop's screen at the TV's size.
        """
        screens = QGuiApplication.screens()
        if window and screens:
            self.setScreen(screens[-1])
        return not window

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        # The first time: fill the last screen (a TV or projector is usually the second one), never offset or clipped.
        if not self._placed:
            self._placed = True
            screens = QGuiApplication.screens()
            if screens:
                self.setGeometry(screens[-1].availableGeometry())
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        # Hidden, it misses changes: shown again, it shows the totals as they
        # are, with no stale "+4" or "−7" (a change made minutes before on
        # the main window once ran in a corner as if just made).
        for seat in self.seats.values():
            seat.forget_life()
        super().hideEvent(event)

    def set_flipped(self, flipped: bool) -> None:
        """Turn the whole table 180° (``True``) or back."""
        self.flipped = flipped
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # The view's viewport gets its size after the window's resize event: lay the table out when it does.
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        elif watched is self.inner and event.type() == QEvent.Type.LayoutRequest:
            if self.ongoing_strip.isVisible():
                self._room_timer.start()
            self.room.laid_out()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """Place the seats around the edges and the scheme in the middle of the viewport."""
        size = self.view.viewport().size()
        width, height = float(size.width()), float(size.height())
        places, (mx, my, mw, mh) = seat_rects(len(self._seat_proxies), width, height)
        # A game night's seating starts at its archenemy: laid out from its place, nobody moves (seat_places.py).
        view = self.shown
        first = view.first_place if view is not None else 0
        team = view is not None and any(seat.team for seat in view.seats)
        order = place_order(len(self._seat_proxies), first, team)
        for proxy, place in zip(self._seat_proxies, [places[index] for index in order], strict=True):
            proxy.resize(place.width, place.height)
            proxy.setTransformOriginPoint(place.width / 2, place.height / 2)
            proxy.setRotation(place.rotation)
            # On screen the seat is ``height`` wide and ``width`` tall.
            if place.rotation in (90, -90):
                cx, cy = place.x + place.height / 2, place.y + place.width / 2
            else:
                cx, cy = place.x + place.width / 2, place.y + place.height / 2
            proxy.setPos(cx - place.width / 2, cy - place.height / 2)
        # Beside the card while the middle is wide (the card keeps its height for its rules text), else above it.
        wide = mw >= WIDE_MIDDLE * mh
        # (Bottom to top puts the notice, added after the card and the planes, above them: the question first.)
        self.middle.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.BottomToTop)
        # With its picture beside its words, the card gets a wider share (its rules text keeps a readable width).
        self.middle.setStretch(0, 5 if self.card.image.isVisibleTo(self.card) else 3)
        self.middle.setStretch(1, self.room.stretch())
        self.middle.setStretch(2, 2 if wide else 0)
        self.notice.set_room(mw, mh, beside=wide, share=self._notice_share(mw) if wide else 0)
        self.card.set_choices_points(round(CHOICES_DISPLAY_PT * self.notice.room_growth))
        self.ongoing_strip.set_growth(self.notice.room_growth)
        self._middle_height, self._middle_width = math.ceil(mh), math.ceil(mw)
        self._middle_width_px, self._middle_height_px = int(mw), int(mh)
        self.room.set_room(int(mw), int(mh))
        self.proxy.setPos(mx, my)
        self.proxy.resize(mw, mh)
        self.inner.resize(int(mw), int(mh))
        self.scene.setSceneRect(QRectF(0, 0, width, height))
        self.view.setTransform(QTransform().rotate(180) if self.flipped else QTransform())
        self.view.centerOn(width / 2, height / 2)
        self._make_room()

    def _notice_share(self, width: float) -> int:
        """The notice's share (pixels) of the middle's ``width`` beside the cards.

        By the middle's stretches, among the parts shown (or to be shown: a
        display not shown yet has its parts hidden).
        """
        middle = self.middle
        parts = [
            index for index, widget in enumerate((self.card, self.plane_card, self.notice)) if not widget.isHidden()
        ]
        parts = sorted({*parts, 2})
        stretches = [middle.stretch(index) for index in parts]
        margins = self.inner_layout.contentsMargins()
        room = width - margins.left() - margins.right() - middle.spacing() * (len(parts) - 1)
        return int(room * middle.stretch(2) / max(1, sum(stretches)))

    def _make_room(self) -> None:
        """The ongoing schemes' pictures in the line's place.

        As tall as the middle has room for: the card's rules text is never cut
        for them, the question (the banner in table mode, the notice here)
        never squeezed, the row itself never clipped; without the room for
        :data:`.ongoing_strip.STRIP_MIN` pixels, the line.

        Tried before the next paint (the layout is run at once), so a row without room never flashes; the answer
        holds while the middle shows the same things at the same size (a life total changes nothing).
        """
        strip, view = self.ongoing_strip, self.shown
        ongoing = view is not None and bool(view.ongoing)
        if not strip.pictures or view is None or not ongoing:
            strip.hide()
            self.ongoing_label.setVisible(ongoing)
            self._room_key = None
            return
        size = self.inner.size()
        key = (view.scheme, view.question, view.reminders, view.end, view.ongoing, view.lasting, size, self.theme)
        if key == self._room_key:
            self.ongoing_label.setVisible(strip.isHidden())
            return
        self._room_key = key
        self._fit_strip(min(STRIP_MAX, round(size.height() * STRIP_SHARE)))

    def _fit_strip(self, height: int) -> None:
        """The row's pictures at ``height`` pixels.

        Or less (a fifth less at each try) while the middle is crowded.
        """
        # The layouts run below resized the table (table mode): the outer try goes on.
        if self._fitting_strip:
            return
        self._fitting_strip = True
        try:
            self._try_strip(height)
        finally:
            self._fitting_strip = False

    def _try_strip(self, height: int) -> None:
        strip, layout = self.ongoing_strip, self.inner_layout
        while True:
            strip.set_height(height, self.inner.width())
            strip.room = height >= STRIP_MIN
            strip.setVisible(strip.room)
            self.ongoing_label.setVisible(not strip.room)
            # The row's own layouts ask their parents with posted events: run them now, then the middle's layout
            # in the middle's own size (a try with a wider row may have stretched it).
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.inner.resize(self._middle_width_px, self._middle_height_px)
            layout.invalidate()
            layout.activate()
            if not strip.room or not self._crowded():
                return
            height = round(height * 0.8)

    def _check_room_again(self) -> None:
        """The middle was laid out again (table mode's banner took its height...).

        A crowded middle gets a smaller row.

        Only ever smaller for what the middle shows (:meth:`_make_room` starts again when it changes): never a loop.
        """
        strip = self.ongoing_strip
        if strip.isVisible() and self._crowded():
            self._fit_strip(round(strip.picture_height * 0.8))

    def _pictures_changed(self) -> None:
        """The first ongoing scheme's picture arrived.

        Or the last went (images turned off): the room is checked again.
        """
        self._room_key = None
        self._make_room()

    def _crowded(self) -> bool:
        """True when something of the middle gets less room than it needs.

        Its text cut or squeezed, the ongoing schemes' row clipped.
        """
        if self.ongoing_strip.clipped():
            return True
        if self.inner.height() > self._middle_height or self.inner.width() > self._middle_width:
            # The middle's least size is more than the table gives it: its edge is under the seats.
            return True
        if self.card.isVisible() and self.card.text_label.elided:
            return True
        if self.plane_card.isVisible() and self.plane_card.elided:
            return True
        if not self.notice.fits_now():
            return True
        # Table mode's banner (see the window)
        item = self.inner_layout.itemAt(1) if self.banner_inside else None
        banner = item.widget() if item is not None else None
        if banner is not None and banner.isVisible() and banner.hasHeightForWidth():
            return banner.heightForWidth(banner.width()) > banner.height()
        return False

    def _clear_seats(self) -> None:
        for proxy in self._seat_proxies:
            self.scene.removeItem(proxy)
            proxy.deleteLater()
        self._seat_proxies = []
        self.seats = {}
        self._labels = {}

    def _build_seats(self, names: list[str], colours: dict[str, str]) -> None:
        self._clear_seats()
        for name in names:
            seat = TableSeat(name, colours.get(name), self.theme, self._on_tap, self._on_counts)
            self.seats[name] = seat
            self._labels[name] = seat.life_label
            self._seat_proxies.append(self.view.add_widget(seat))
        self._fit()

    def show_state(self, view: TableView, language: str) -> None:
        """Show the table ``view``, its card texts and images in ``language``.

        Every seat (up to nine), the turn and step, the scheme card, the end
        of the game, the question and the reminders, the ongoing schemes
        and lasting effects.
        """
        self.shown = self.room.shown = view
        self.card.show_scheme(view.scheme, language)
        # A game night's end: the winner, the keys and the standings take the middle (the card is done with).
        # The encountered phenomenon's own question (704.6f): the phenomenon is what the table acts on, the scheme
        # card gives it the middle (the ongoing line still names an ongoing scheme).
        asked = self.room.phenomenon_asked()
        self.card.setVisible(view.schemes and (view.end is None or not view.end.standings) and not asked)
        planes = len(self.plane_card.faces)
        self.plane_card.show_planes(view.planar if view.end is None else None, language)
        if len(self.plane_card.faces) != planes:
            self._fit()
        self.turn_label.setText(view.turn_line)
        self.turn_label.setAccessibleName(view.turn_line)
        self.notice.show_view(view, questions=not self.banner_inside)
        # The end alone in the middle (no card, no plane): a box its words' height, not an empty purple one.
        alone = view.end is not None and not any(w.isVisibleTo(self.inner) for w in (self.card, self.plane_card))
        self.middle.setAlignment(self.notice, Qt.AlignmentFlag.AlignVCenter if alone else Qt.AlignmentFlag(0))
        # Supervillain Rumble (every seat an archenemy): whose each one is.
        rumble = view.rumble
        ongoing = [texts.fill(self.tr("%1 (%2)"), o.name, o.owner) if rumble else o.name for o in view.ongoing]
        self.ongoing_label.setText(texts.fill(self.tr("Ongoing: %1"), " · ".join(ongoing)) if ongoing else "")
        self.ongoing_label.setVisible(bool(ongoing) and self.ongoing_strip.isHidden())
        # With card images on, each one's picture and name, in the line's place; read as the line by a screen reader.
        self.ongoing_strip.show_ongoing(list(zip((o.scheme_id for o in view.ongoing), ongoing, strict=True)), language)
        self.ongoing_strip.setAccessibleName(self.ongoing_label.text())
        self.lasting_label.setText("\n".join(view.lasting))
        self.lasting_label.setVisible(bool(view.lasting))
        self._make_room()
        names = [seat.name for seat in view.seats]
        if list(self.seats) != names:
            self._build_seats(names, {seat.name: seat.colour for seat in view.seats if seat.colour})
        # A seat colour corrected mid-game (SetColour): redrawn in place.
        else:
            for seat in view.seats:
                self.seats[seat.name].set_colour(seat.colour or None)
            if self._first_place != view.first_place:
                # The same players seated from another place (a game night's next game)
                self._fit()
        self._first_place = view.first_place
        for seat in view.seats:
            self.seats[seat.name].show_seat(seat, playing=view.end is None)
        self._describe(view)

    def _describe(self, view: TableView) -> None:
        """The view's accessible description.

        The whole table in a few lines (a screen reader's summary).
        """
        lines = [view.turn_line]
        if view.end is not None:
            lines.append(view.end.text)
        if view.question is not None:
            lines.append(view.question.heading)
            lines.append(" · ".join(a.text for a in view.question.answers if a.offered and a.key))
        lines += [r.text for r in view.reminders]
        lines += [self.seats[seat.name].accessibleName() for seat in view.seats]
        self.view.setAccessibleName(self.windowTitle())
        self.view.setAccessibleDescription("\n".join(line for line in lines if line))

    def tell_why(self, reason: str = "") -> None:
        """The table tried to go on (Space, Enter) while a question waits.

        The notice says Next step waits (or ``reason``: an answer key not
        offered now), and blinks.
        """
        self.notice.tell_why(reason)

    def show_typed(self, typed: str, matches: list[str] | None = None) -> None:
        """What the table typed for the question.

        From this window's keys or the main window's.
        """
        self.notice.show_typed(typed, matches)
