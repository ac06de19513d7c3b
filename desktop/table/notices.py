"""What the window tells the table: the status line and the overlay.

The status bar's line says a refusal (in the theme's error colour) or plain
information for a while; the tools' results float large over the table
(:class:`~.displays.overlay.ResultOverlay`); what the whole table must see
goes to the second window and a screen reader too.  Table mode has no
status bar: what it must see floats over it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow

from ..theme import Theme
from ..widgets.plain_text import plain_tooltip
from ..widgets.theming import set_theme_font
from .announcements import TableAnnouncer
from .displays.overlay import ResultOverlay
from .second_window import TOLD_MS, SecondWindow

__all__ = ["HELPER_MS", "NoticesHost", "STATUS_MS", "TableNotices"]

# How long the tools' results float over the table (milliseconds).
HELPER_MS = 15000
# How long a line stays in the status bar (milliseconds).
STATUS_MS = 8000


class NoticesHost(Protocol):
    """What the notices need of the main window."""

    @property
    def table_mode(self) -> bool:
        """True while the table layout fills the window (no status bar)."""

    @property
    def second_window(self) -> SecondWindow:
        """The second window, told large what the table is told."""

    @property
    def announcer(self) -> TableAnnouncer:
        """What a screen reader is told."""


class TableNotices:
    """The status line and the overlay of ``window``; ``host`` is that window.

    The window's central widget exists before: the overlay floats over it.
    """

    def __init__(self, window: QMainWindow, host: NoticesHost, theme: Theme) -> None:
        self._host = host
        central = window.centralWidget()
        assert central is not None, "the window builds its central widget first"
        # The table tools' results float over the table: never part of a layout (see overlay.py).
        self.overlay = ResultOverlay(central, theme)
        self.status = QLabel()
        self.status.setObjectName("status")
        # A message may name a player: never markup.
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        set_theme_font(self.status, theme, 12)
        self._status_timer = QTimer(window)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.status.setText(""))
        self._overlay_timer = QTimer(window)
        self._overlay_timer.setSingleShot(True)
        self._overlay_timer.timeout.connect(self.overlay.hide)

    def show_problem(self, message: str) -> None:
        """Show ``message``, a refusal or a problem, in the status bar for a while.

        In the theme's error colour; :meth:`show_note` for plain information.
        """
        self._say(message, "error")

    def show_note(self, message: str) -> None:
        """Show ``message``, plain information, in the status bar for a while.

        "Undone: …", "Saved as …", a game night's next game: in the text colour.
        """
        self._say(message, "note")

    def _say(self, message: str, tone: str) -> None:
        status = self.status
        if status.property("tone") != tone:
            status.setProperty("tone", tone)
            status.style().unpolish(status)
            status.style().polish(status)
        status.setText(message)
        # A long notice is cut at the window's edge: whole here.
        status.setToolTip(plain_tooltip(message))
        self._status_timer.start(STATUS_MS)

    def show_overlay(self, text: str, ms: int = HELPER_MS) -> None:
        """Show ``text`` large over the table for ``ms`` milliseconds.

        The tools' results, "Undone: …".
        """
        self.overlay.show_text(text)
        self._overlay_timer.start(ms)

    def tell_over_table(self, text: str, ms: int) -> None:
        """Show ``text`` over the table and on the second window for ``ms`` ms.

        A screen reader says it too ("Undone: …").
        """
        self.show_overlay(text, ms)
        self._host.second_window.tell(text, ms)
        self._host.announcer.say(text)

    def tell_table(self, text: str, ms: int = TOLD_MS) -> None:
        """Say ``text`` where the table looks.

        The status bar, large in table mode, the second window.

        Table mode and the second window have no status bar ("This game is
        not part of a game night…" after F5).
        """
        self.show_note(text)
        if self._host.table_mode:
            self.show_overlay(text, ms)
        self._host.second_window.tell(text, ms)
