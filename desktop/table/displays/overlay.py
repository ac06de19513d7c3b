"""The table tools' result as a transient overlay.

A coin, a die, an opponent at random.

The result floats over the top of the table, large, for a while, and never
takes part in a layout: showing it cannot change the size of anything else
nor grow the window past the screen (the turn bar once doubled in height
and pushed a 1,366 px window to 1,402 px).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QHideEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from ...theme import Theme
from ...widgets.theming import set_theme_font


class ResultOverlay(QLabel):
    """A label over ``host`` (a child outside every layout).

    Centred near its top edge.

    ``setText`` then ``show`` shows a result (the caller's timer hides it);
    a click hides it at once.  The style sheet draws it (object name
    ``resultOverlay``).  It never covers a widget given to
    :meth:`keep_clear_of` while that shows (the question the table must
    answer): it goes below it, else above it.
    """

    def __init__(self, host: QWidget, theme: Theme) -> None:
        super().__init__(host)
        self.setObjectName("resultOverlay")
        # A result may name a player: never markup.
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        set_theme_font(self, theme, 30, True)
        # What it must never cover while shown: the question's banner or notice.
        self._clear_of: list[QWidget] = []
        # Its host and those widgets are watched only while it shows: no Python filter is handed a
        # QEvent before the first frame (PySide6 would build every event class it knows then, ~3 ms).
        self._watching = False
        self.hide()

    def keep_clear_of(self, *widgets: QWidget) -> None:
        """Never cover ``widgets`` while they show; placed again as they move.

        A widget may sit in another window's layout or in a graphics scene
        (table mode's banner): its place is taken on the screen.
        """
        for widget in widgets:
            if widget not in self._clear_of:
                self._clear_of.append(widget)
                if self._watching:
                    widget.installEventFilter(self)

    def _watch(self, on: bool) -> None:
        """Watch the host and the widgets kept clear of (``on``), or let them go."""
        if on == self._watching:
            return
        self._watching = on
        host = self.parentWidget()
        for widget in ([host] if host is not None else []) + self._clear_of:
            if on:
                widget.installEventFilter(self)
            else:
                widget.removeEventFilter(self)

    def show_text(self, text: str) -> None:
        """Show ``text``, placed again for it when a result shows already.

        A longer result told while a shorter one shows (a chaos roll with
        what its plane did) needs more lines: never cut at the first's.
        """
        self.setText(text)
        if self.isVisible():
            self._place()
        self.show()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._watch(True)
        self._place()
        self.raise_()
        # The question shown with the result is laid out on the next turn of the event loop.
        QTimer.singleShot(0, self, self._place_if_shown)

    def _place_if_shown(self) -> None:
        if self.isVisible():
            self._place()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt override)
        super().hideEvent(event)
        self._watch(False)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if self.isVisible() and (
            kind == QEvent.Type.Resize
            or (watched in self._clear_of and kind in (QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide))
        ):
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        """A strip across the host near its top, clear of the question.

        Two lines high, more for a longer result (a plane's ability told
        with a roll), up to six lines: the whole result shows, never cut
        at the strip's edges.  Below the widgets it keeps clear
        of when they are where it would be, else above them, else at the
        host's bottom; where all of those cover one, the place covering least.
        """
        host = self.parentWidget()
        if host is None:
            return
        width = max(0, min(host.width() - 40, 1100))
        metrics = self.fontMetrics()
        spacing = metrics.lineSpacing()
        # The text's own height, wrapped inside the strip's padding (a generous 40 px a side), up to six lines
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        wrapped = metrics.boundingRect(QRect(0, 0, max(1, width - 80), 10 * spacing), flags, self.text()).height()
        height = min(host.height(), max(2 * spacing, min(wrapped, 6 * spacing)) + 40)
        x = (host.width() - width) // 2
        top = min(90, max(0, host.height() // 6))
        clear = [rect for rect in self._clear_rects(host) if rect.intersects(host.rect())]
        gap = 8
        tops = [top, *(r.bottom() + 1 + gap for r in clear), *(r.top() - gap - height for r in clear)]
        tops.append(host.height() - height)
        fitting = [y for y in tops if 0 <= y <= host.height() - height]

        def covered(y: int) -> int:
            place = QRect(x, y, width, height)
            return sum(place.intersected(rect).width() * place.intersected(rect).height() for rect in clear)

        # The first place that covers nothing, else the one that covers least (the usual place first).
        best = min(fitting or [top], key=lambda y: (covered(y) > 0, covered(y)))
        self.setGeometry(x, best, width, height)

    def _clear_rects(self, host: QWidget) -> list[QRect]:
        """The widgets kept clear of, shown, in ``host``'s coordinates."""
        rects = []
        for widget in self._clear_of:
            if not widget.isVisible() or widget.width() <= 0 or widget.height() <= 0:
                continue
            # Through the screen: the widget may be in a graphics scene or another window.
            corner = host.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0)))
            far = host.mapFromGlobal(widget.mapToGlobal(QPoint(widget.width(), widget.height())))
            rects.append(QRect(corner, far).normalized())
        return rects
