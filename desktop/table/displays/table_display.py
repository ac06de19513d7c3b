"""The second window for a TV or projector, or a screen lying on the table: the table layout.

The seats sit around the edges in seating order, each turned to face its
side of the table (:mod:`.seat_places`: the far side 180°, the left and
right sides a quarter turn), with the seat's colour, name and life total;
the scheme in motion, the turn and step and the ongoing schemes sit in the
middle.  No operator text: the players read it, the operator uses the main
window.  Drawn in a :class:`QGraphicsScene` so every seat can be rotated.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QMouseEvent, QShowEvent, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ....engine.catalogue import Catalogue
from ....engine.model import HEROES, FaceUpScheme, GameState
from ... import texts
from ...theme import Theme
from ...widgets.fitted_labels import LifeLabel
from ...widgets.retranslating import Retranslating
from ...widgets.theming import Themed, reapply_theme
from ..schemes.views import SchemeCardView
from .seat_places import seat_rects

# ``on_tap(seat name, ±1)``: a seat was tapped in table mode.
Tap = Callable[[str, int], None]


class SeatView(Themed, QFrame):
    """One seat on the table display: its colour (a thick edge), name, life total and whose turn it is."""

    def __init__(self, name: str, colour: str | None, theme: Theme, on_tap: Tap | None = None) -> None:
        super().__init__()
        self.theme = theme
        self.name = name
        self._on_tap = on_tap
        self.setObjectName("tableSeat")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(0)
        self.name_label = QLabel(texts.side_name(name))
        self.name_label.setObjectName("seatName")
        self._set_font(self.name_label, 16, True)
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.life_label = LifeLabel(40, 150, scale=theme.scale)
        self.life_label.setObjectName("tableLife")
        layout.addWidget(self.name_label)
        layout.addWidget(self.life_label, 1)
        self.colour: str | None = None
        self.set_colour(colour)

    def set_colour(self, colour: str | None) -> None:
        """Draw the seat's colour (``#rrggbb``, or ``None``: no edge) as its thick bottom edge; a no-op when unchanged."""
        if colour == self.colour and self.styleSheet():
            return
        self.colour = colour
        edge = f"border-bottom: 10px solid {colour};" if colour else ""
        self.setStyleSheet(f"#tableSeat {{ {edge} }}")

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        # Table mode: a tap on the seat's left half loses 1 life, on its right half gains 1 (in the seat's own
        # coordinates, so "left" is the left of the player who faces it, whichever way it is turned).
        if self._on_tap is not None and event.button() == Qt.MouseButton.LeftButton:
            self._on_tap(self.name, -1 if event.position().x() < self.width() / 2 else 1)
            event.accept()
            return
        super().mousePressEvent(event)

    def show_seat(self, life: int | None, status: str, active: bool, lost: bool) -> None:
        """Show ``life`` (``None``: shared, not shown here) and ``status`` after the name."""
        self.life_label.show_text("" if life is None else str(life))
        self.life_label.setVisible(life is not None)
        self.name_label.setText(texts.side_name(self.name) + (f" · {status}" if status else ""))
        looks = (active, lost)
        if looks != getattr(self, "_looks", None):
            self._looks = looks
            self.setProperty("active", active)
            self.setProperty("lost", lost)
            for widget in (self, self.name_label, self.life_label):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            self.life_label.show_text(self.life_label.text())


class TableDisplay(Themed, Retranslating, QWidget):
    """A second window: the seats around the edges, facing their sides, the scheme in the middle.

    ``flipped`` turns the whole table 180° (the screen seen from its other end).
    """

    def __init__(self, parent: QWidget | None = None, *, theme: Theme | None = None, on_tap: Tap | None = None) -> None:
        # With ``on_tap`` it is the main window's table mode (a child, seats tapped for ±1 life), else a window.
        super().__init__(parent, Qt.WindowType.Widget if on_tap is not None else Qt.WindowType.Window)
        self.theme = theme or Theme()
        self._on_tap = on_tap
        self.setObjectName("tableDisplay")
        self.inner = QFrame()
        self.inner.setObjectName("tableInner")
        inner_layout = QVBoxLayout(self.inner)
        inner_layout.setContentsMargins(12, 8, 12, 8)
        self.inner_layout = inner_layout  # table mode puts the prompt banner under the turn line
        self.turn_label = QLabel()
        self.turn_label.setObjectName("tableTurn")
        self._set_font(self.turn_label, 20, True)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card = SchemeCardView(theme=self.theme, for_players=True)
        self.ongoing_label = QLabel()
        self.ongoing_label.setObjectName("tableOngoing")
        self._set_font(self.ongoing_label, 16, True)
        self.ongoing_label.setWordWrap(True)
        self.ongoing_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Lasting effects of resolved schemes (Know Evil's chosen heroes...): what the players must remember.
        self.lasting_label = QLabel()
        self.lasting_label.setObjectName("tableLasting")
        self._set_font(self.lasting_label, 14)
        self.lasting_label.setWordWrap(True)
        self.lasting_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lasting_label.hide()
        inner_layout.addWidget(self.turn_label)
        inner_layout.addWidget(self.card, 1)
        inner_layout.addWidget(self.ongoing_label)
        inner_layout.addWidget(self.lasting_label)
        self.scene = QGraphicsScene(self)
        self.proxy = self.scene.addWidget(self.inner)
        self.view = QGraphicsView(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.view.viewport().installEventFilter(self)
        self.flipped = False
        self.seats: dict[str, SeatView] = {}
        self._seat_proxies: list[QGraphicsProxyWidget] = []
        self._labels: dict[str, LifeLabel] = {}
        self._placed = on_tap is not None  # a child is placed by its window's layout
        self.retranslate()

    def retranslate(self) -> None:
        """Set the window title in the current language."""
        # The platform appends " — Archenemy Companion" (the application's display name) itself.
        self.setWindowTitle(self.tr("Table display"))

    def _theme_changed(self) -> None:
        reapply_theme(self.inner, self.theme)  # the middle lives in the scene, not among this widget's children
        self._clear_seats()  # rebuilt with the new fonts

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        # The first time: fill the last screen (a TV or projector is usually the second one), never offset or clipped.
        if not self._placed:
            self._placed = True
            screens = QGuiApplication.screens()
            if screens:
                self.setGeometry(screens[-1].availableGeometry())
        super().showEvent(event)

    def set_flipped(self, flipped: bool) -> None:
        """Turn the whole table 180° (``True``) or back."""
        self.flipped = flipped
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # The view's viewport gets its size after the window's resize event: lay the table out when it does.
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """Place the seats around the edges and the scheme in the middle of the viewport."""
        size = self.view.viewport().size()
        width, height = float(size.width()), float(size.height())
        places, (mx, my, mw, mh) = seat_rects(len(self._seat_proxies), width, height)
        for proxy, place in zip(self._seat_proxies, places, strict=True):
            proxy.resize(place.width, place.height)
            proxy.setTransformOriginPoint(place.width / 2, place.height / 2)
            proxy.setRotation(place.rotation)
            if place.rotation in (90, -90):  # on screen the seat is ``height`` wide and ``width`` tall
                cx, cy = place.x + place.height / 2, place.y + place.width / 2
            else:
                cx, cy = place.x + place.width / 2, place.y + place.height / 2
            proxy.setPos(cx - place.width / 2, cy - place.height / 2)
        self.proxy.setPos(mx, my)
        self.proxy.resize(mw, mh)
        self.inner.resize(int(mw), int(mh))
        self.scene.setSceneRect(QRectF(0, 0, width, height))
        self.view.setTransform(QTransform().rotate(180) if self.flipped else QTransform())
        self.view.centerOn(width / 2, height / 2)

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
            seat = SeatView(name, colours.get(name), self.theme, self._on_tap)
            self.seats[name] = seat
            self._labels[name] = seat.life_label
            self._seat_proxies.append(self.scene.addWidget(seat))
        self._fit()

    def show_state(
        self,
        state: GameState,
        catalogue: Catalogue,
        shown: FaceUpScheme | None,
        last_id: str | None,
        colours: dict[str, str] | None = None,
    ) -> None:
        """Show every seat's life total (up to nine), the turn and step, the scheme, the ongoing schemes and lasting effects."""
        self.card.show_scheme(state, catalogue, shown, last_id)
        self.turn_label.setText(f"{texts.turn_text(state)} · {texts.step_name(state.step)}")
        ongoing = [catalogue[f.scheme_id].name for f in state.face_up() if f.ongoing]
        self.ongoing_label.setText(texts.fill(self.tr("Ongoing: %1"), " · ".join(ongoing)) if ongoing else "")
        self.ongoing_label.setVisible(bool(ongoing))
        lasting = [" · ".join(texts.reminder_lines(r, catalogue)) for r in state.reminders]
        self.lasting_label.setText("\n".join(lasting))
        self.lasting_label.setVisible(bool(lasting))
        names = [p.name for p in state.players]
        if state.team_life is not None:
            names.insert(1, HEROES)
        if list(self.seats) != names:
            self._build_seats(names, colours or {})
        elif colours is not None:  # a seat colour corrected mid-game (SetColour): redrawn in place
            for name, seat in self.seats.items():
                seat.set_colour(colours.get(name))
        for name, seat in self.seats.items():
            if name == HEROES:
                alive = any(p.alive for p in state.players if p.team == HEROES)
                seat.show_seat(state.team_life, "", state.active == HEROES and not state.over, not alive)
                continue
            player = state.player(name)
            active = state.active == name or (state.active == HEROES and player.team == HEROES)
            status = texts.loss_reason(player.lost) if player.lost is not None else ""
            seat.show_seat(player.life, status, active and not state.over, player.lost is not None)
