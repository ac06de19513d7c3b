"""The game log panel: every event with its turn and step, in the current language."""

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue
from ...engine.events import Event
from .. import texts
from ..theme import Theme
from .common import Retranslating, Themed


class LogPanel(Themed, Retranslating, QFrame):
    """The game log: one line per event, with turn and step, in the current language.

    Events hold ids and numbers only, so a language change re-renders the whole
    log; otherwise new events are appended.
    """

    def __init__(
        self, catalogue: Callable[[], Catalogue], parent: QWidget | None = None, *, theme: Theme | None = None
    ) -> None:
        from PySide6.QtWidgets import QListWidget

        super().__init__(parent)
        self.theme = theme or Theme()
        self._catalogue = catalogue
        self.setObjectName("logPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self._set_font(self.title, 14, True)
        self.list = QListWidget()
        self._set_font(self.list, 12)
        self.list.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.list)
        self._events: list = []
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts and re-render the log in the current language."""
        self.title.setText(self.tr("Game log"))
        self.list.setAccessibleName(self.tr("Game log"))
        events, self._events = self._events, []
        self.list.clear()
        self.show_events(events)

    def _line(self, event) -> str | None:
        from ...engine.model import Step

        text = texts.event_text(event, self._catalogue())
        if not text:
            return None
        turn = texts.fill(self.tr("T%1"), event.turn)  # a literal tr() call, so lupdate sees it
        return f"{turn} · {texts.step_name(Step(event.step))} — {text}"

    def show_events(self, events: Sequence[Event]) -> None:
        """Show ``events`` (the game's effective events, oldest first)."""
        n = len(self._events)
        if len(events) >= n and list(events[:n]) == self._events:
            new = events[n:]
        else:
            self.list.clear()
            new = events
        for event in new:
            line = self._line(event)
            if line:
                self.list.addItem(line)
        self._events = list(events)
        self.list.scrollToBottom()
