"""The game log panel: the game's events as short lines, newest first.

In the current language.

A model/view pair built for long games: :class:`LogModel` keeps at most
:data:`MAX_ROWS` lines and follows the game's live event list by appending
what is new and dropping what was undone, so a click costs the same at the
100th action and at the 100,000th.  While the dock is hidden the panel does
nothing at all; it catches up (with the newest lines only) when shown.
Consecutive life changes of one player (fast clicks, which undo takes back as
one step) read as one line, "Hero 1: life 20 → 17".  Under the list, the
game's first line that no action made: the starting plane the app turned
face up (CR 103.7: phenomena go to the bottom; in physical mode the table
says which plane it turned, an action of its own).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QPoint, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QShowEvent, QStaticText, QTransform
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFrame,
    QLabel,
    QListView,
    QMainWindow,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ....engine.catalogue import Catalogue
from ....engine.events import Event, LifeChanged, Planeswalked
from ....engine.model import Step
from ....engine.setup import GameStart, initial_state
from ... import texts
from ...i18n import follow_language
from ...theme import Theme
from ...widgets.theming import Themed

# Lines the log keeps (older ones are trimmed; the journal keeps everything).
MAX_ROWS = 60

# Events the log remembers to tell an undo from a new action (beyond: a catch-up from the tail).
_WINDOW = 4 * MAX_ROWS

_AnyIndex = QModelIndex | QPersistentModelIndex


@dataclass
class _Line:
    """One line of the log: events ``[start, end)``, and their text.

    The events are the game's event list's.
    """

    start: int
    end: int
    first: Event
    last: Event
    text: str


class LogModel(QAbstractListModel):
    """The log's lines, newest first (row 0), for a :class:`QListView`.

    ``render(first, last)`` words a line from its first and last event (the
    same event for most lines) and returns ``""`` for events the log does not
    show.  :meth:`follow` takes the game's live event list (oldest first) and
    does work in proportion to what changed since the last call.
    """

    def __init__(self, render: Callable[[Event, Event], str], tip: Callable[[Event], str] | None = None) -> None:
        super().__init__()
        self._render = render
        self._tip = tip
        # Oldest first; row r is _lines[-1 - r].
        self._lines: list[_Line] = []
        # Events[_offset:_offset + len(_seen)] at the last follow()
        self._seen: list[Event] = []
        self._offset = 0

    # ----- the model --------------------------------------------------------
    def rowCount(self, parent: _AnyIndex = QModelIndex()) -> int:  # noqa: B008, N802 (Qt override)
        """Lines shown (none under a valid parent: a flat list)."""
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        """The line's text for the display and accessibility roles."""
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._lines[-1 - index.row()].text
        if role == Qt.ItemDataRole.ToolTipRole and self._tip is not None:
            return self._tip(self._lines[-1 - index.row()].last)
        return None

    def lines(self) -> list[str]:
        """Every line shown, newest first."""
        return [line.text for line in reversed(self._lines)]

    # ----- following the game --------------------------------------------------
    def _common(self, events: Sequence[Event]) -> int:
        """How many leading events of ``events`` are the ones already followed.

        -1: too far back to know.
        """
        known = self._offset + len(self._seen)
        common = min(known, len(events))
        while common > self._offset and events[common - 1] is not self._seen[common - 1 - self._offset]:
            common -= 1
        if common == self._offset and self._offset > 0:
            return -1
        return common

    def follow(self, events: Sequence[Event]) -> None:
        """Show ``events`` (the game's effective events, oldest first).

        Drop undone lines, add new ones.
        """
        common = self._common(events)
        if common < 0 or len(events) - common > _WINDOW:
            # Too far back to know, or a long stretch at once (the first show of a long game): the tail.
            self.reset_to(events)
            return
        self._add(events, self._drop_from(common))

    def reset_to(self, events: Sequence[Event]) -> None:
        """Forget everything and show the newest lines of ``events``."""
        self.beginResetModel()
        self._lines.clear()
        self._offset = max(0, len(events) - _WINDOW)
        self._seen = []
        self.endResetModel()
        self._add(events, self._offset)

    def rerender(self) -> None:
        """Word every line again (the language changed)."""
        for line in self._lines:
            line.text = self._render(line.first, line.last)
        if self._lines:
            self.dataChanged.emit(self.index(0), self.index(len(self._lines) - 1))

    def _drop_from(self, common: int) -> int:
        """Drop the lines of events from index ``common`` on.

        Return the event index to add from.

        A merged line partly undone is dropped whole and worded again from its
        first event (still in the game's list).
        """
        cut = len(self._lines)
        while cut > 0 and self._lines[cut - 1].end > common:
            cut -= 1
        restart = min(common, self._lines[cut].start) if cut < len(self._lines) else common
        restart = max(restart, self._offset)
        if cut < len(self._lines):
            self.beginRemoveRows(QModelIndex(), 0, len(self._lines) - cut - 1)
            del self._lines[cut:]
            self.endRemoveRows()
        del self._seen[restart - self._offset :]
        return restart

    def _add(self, events: Sequence[Event], start: int) -> None:
        """Append events ``[start, len(events))`` as lines, then trim to :data:`MAX_ROWS`."""
        new: list[_Line] = []
        for index in range(start, len(events)):
            event = events[index]
            self._seen.append(event)
            last = new[-1] if new else (self._lines[-1] if self._lines else None)
            if last is not None and last.end == index and _merges(last.last, event):
                last.end, last.last = index + 1, event
                last.text = self._render(last.first, event)
                # The newest line shown (row 0) changed.
                if not new:
                    self.dataChanged.emit(self.index(0), self.index(0))
                continue
            text = self._render(event, event)
            if text:
                new.append(_Line(index, index + 1, event, event, text))
        if new:
            self.beginInsertRows(QModelIndex(), 0, len(new) - 1)
            self._lines.extend(new)
            self.endInsertRows()
        self._trim()

    def _trim(self) -> None:
        extra = len(self._lines) - MAX_ROWS
        if extra > 0:
            self.beginRemoveRows(QModelIndex(), MAX_ROWS, len(self._lines) - 1)
            del self._lines[:extra]
            self.endRemoveRows()
        excess = len(self._seen) - _WINDOW
        if excess > 0:
            del self._seen[:excess]
            self._offset += excess


def _merges(before: Event, after: Event) -> bool:
    """True when ``after`` continues ``before``'s line.

    The same player's life, moments apart.
    """
    return (
        isinstance(before, LifeChanged)
        and isinstance(after, LifeChanged)
        and (before.player, before.team, before.turn, before.step) == (after.player, after.team, after.turn, after.step)
        and before.new == after.old
    )


class _LineDelegate(QStyledItemDelegate):
    """Draws a log line as plain wrapped text in the list's font and colour.

    The style sheet's item drawing costs milliseconds per repaint of a long
    list, and wrapping a text again on every paint costs most of the rest: each
    line is laid out once per width and font (:class:`QStaticText`) and drawn
    from that layout.
    """

    _PAD = 4

    def __init__(self, parent: QListView) -> None:
        super().__init__(parent)
        self._view = parent
        self._laid_out: dict[tuple[str, int, float], QStaticText] = {}

    def _static(self, text: str, font: QFont) -> QStaticText:
        width = max(40, self._view.viewport().width() - 2 * self._PAD)
        key = (text, width, font.pointSizeF())
        found = self._laid_out.get(key)
        if found is None:
            found = QStaticText(text)
            found.setTextFormat(Qt.TextFormat.PlainText)
            found.setTextWidth(width)
            found.prepare(QTransform(), font)
            if len(self._laid_out) > 4 * MAX_ROWS:
                self._laid_out.clear()
            self._laid_out[key] = found
        return found

    def sizeHint(self, option: QStyleOptionViewItem, index: _AnyIndex) -> QSize:  # noqa: N802 (Qt override)
        size = self._static(index.data() or "", option.font).size()
        return QSize(int(size.width()), math.ceil(size.height()) + 2 * self._PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _AnyIndex) -> None:
        painter.save()
        painter.setFont(option.font)
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        top_left = option.rect.topLeft() + QPoint(self._PAD, self._PAD)
        painter.drawStaticText(top_left, self._static(index.data() or "", option.font))
        painter.restore()


class LogPanel(Themed, QFrame):
    """The game log: newest line first, with its turn (the step in its tooltip).

    In the current language.

    ``catalogue()`` gives the catalogue in the UI's language.  :meth:`show_events`
    is called on every change of the game; while the panel is hidden it only
    keeps a reference to the event list and catches up when shown.  The dock
    around it carries the title ("Game log"), so the panel shows none.
    """

    def __init__(
        self,
        catalogue: Callable[[], Catalogue],
        parent: QWidget | None = None,
        *,
        theme: Theme | None = None,
        origin: Callable[[Event], str | None] | None = None,
    ) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        self._catalogue = catalogue
        # Whose phone caused an event (Session.origin_of), for "(from Ana's phone)".
        self._origin = origin
        self.setObjectName("logPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.model = LogModel(self._line, self._tip)
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.setItemDelegate(_LineDelegate(self.list))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self._set_font(self.list, 12)
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        layout.addWidget(self.list)
        # The starting plane, before every action (show_start).
        self.start_label = QLabel()
        self.start_label.setObjectName("logStart")
        self.start_label.setTextFormat(Qt.TextFormat.PlainText)
        self.start_label.setWordWrap(True)
        self._set_font(self.start_label, 12)
        self.start_label.hide()
        layout.addWidget(self.start_label)
        self._start: GameStart | None = None
        self._opening: Planeswalked | None = None
        self._events: Sequence[Event] = ()
        self._stale = False
        self.retranslate()

    def retranslate(self) -> None:
        """Name the list and word the shown lines in the current language."""
        self.list.setAccessibleName(self.tr("Game log"))
        self.model.rerender()
        self._word_start()

    def show_start(self, start: GameStart) -> None:
        """The game of ``start``: its starting plane under the list, if the app turned it.

        Planes shuffled by the app (CR 103.7, 901.5); none in physical mode,
        whose answer is a line of the log, nor without planes.
        """
        if start is self._start:
            return
        self._start, self._opening = start, None
        if start.setup.planar is not None:
            state = initial_state(start)
            planar = state.planar
            if planar is not None and not planar.physical and planar.face_up:
                ids = tuple(face.plane_id for face in planar.face_up)
                self._opening = Planeswalked(state.turn, state.step, state.active, (), ids, "start")
        self._word_start()

    def _word_start(self) -> None:
        opening = self._opening
        self.start_label.setVisible(opening is not None)
        if opening is not None:
            turn = texts.fill(self.tr("T%1"), opening.turn)
            self.start_label.setText(f"{turn} · {texts.event_text(opening, self._catalogue())}")

    def _line(self, first: Event, last: Event) -> str:
        """The words of a line from its first to its last event.

        ``""`` for events the log does not show.
        """
        catalogue = self._catalogue()
        text = texts.event_text(last, catalogue)
        if not text:
            return ""
        if first is not last and isinstance(first, LifeChanged) and isinstance(last, LifeChanged):
            text = texts.event_text(
                LifeChanged(last.turn, last.step, last.player, last.team, first.old, last.new), catalogue
            )
        origin = (self._origin(last) or self._origin(first)) if self._origin is not None else None
        if origin is not None:
            text = f"{text} ({texts.origin_text(origin)})"
        # A literal tr() call, so lupdate sees it.
        turn = texts.fill(self.tr("T%1"), last.turn)
        return f"{turn} · {text}"

    def _tip(self, event: Event) -> str:
        """A line's tooltip: its turn and step in full ("Turn 3 · Precombat main phase")."""
        turn = texts.fill(self.tr("Turn %1"), event.turn)
        return f"{turn} · {texts.step_name(Step(event.step))}"

    def show_events(self, events: Sequence[Event]) -> None:
        """Follow ``events`` (the game's live effective events, oldest first).

        Nothing to do while hidden.
        """
        self._events = events
        if not self.isVisible():
            self._stale = True
            return
        self.model.follow(events)

    def lines(self) -> list[str]:
        """The lines shown, newest first."""
        return self.model.lines()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """A readable width: about 34 average characters of the log's font.

        Whatever the text size.

        A hint, not a minimum: the dock takes it where the window has room and
        never makes the window wider than the screen.
        """
        hint = super().sizeHint()
        return QSize(self.list.fontMetrics().averageCharWidth() * 34 + 24, hint.height())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        """Catch up with the game (only its newest lines) and show the newest line."""
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.model.follow(self._events)
        self.list.scrollToTop()


#: The least a docked log shows: this many average characters a line, this many lines.
READABLE_CHARS = 26
READABLE_LINES = 6


def give_log_room(window: QMainWindow, dock: QDockWidget) -> None:
    """Give the shown log ``dock`` of ``window`` room to be read.

    Beside the table at its readable width (:meth:`LogPanel.sizeHint`)
    when the table, at its narrowest, leaves that much; else under the
    table, the window's whole width and :data:`READABLE_LINES` lines tall
    (1280×720 without a window manager left a 60–150 px column, a word a
    line).  A floating dock, or one the player moved to the top or bottom,
    only gets its lines.
    """
    panel, central = dock.widget(), window.centralWidget()
    if panel is None or central is None or dock.isFloating() or not dock.isVisible():
        return
    metrics = panel.fontMetrics()
    wide = metrics.averageCharWidth() * READABLE_CHARS + 24
    tall = metrics.lineSpacing() * READABLE_LINES + 48
    side = window.dockWidgetArea(dock)
    if side in (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea):
        room = (
            window.width()
            - central.minimumSizeHint().width()
            - window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent)
        )
        if room >= wide:
            window.resizeDocks([dock], [min(room, max(wide, panel.sizeHint().width()))], Qt.Orientation.Horizontal)
            return
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        dock.show()
    if dock.height() < tall:
        window.resizeDocks([dock], [tall], Qt.Orientation.Vertical)
