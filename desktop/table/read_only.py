"""A game shown read-only looks it: a strip says why, what would change it is off.

A second copy of the app opening the games folder another copy holds (or a
folder that cannot be written, or a lock another computer left) shows the
game as it stands and refuses every change (``Session.read_only`` says why).
:class:`ReadOnlyState` makes that plain: a strip above the table names the
reason (with "Take over…" when another computer's lock is the cause), and
every button, key entry and panel that would change the game is disabled
(New game, Open and Recent games stay: they are the way to a game of its
own).  Table mode shows the strip too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ..session import Session
from .menus import TableMenus
from .prompts.banner import PromptBanner
from .turn_bar import TurnBar

__all__ = ["ReadOnlyHost", "ReadOnlyState"]

_tr = QCoreApplication.translate


class ReadOnlyHost(Protocol):
    """What the read-only state reads and disables of the main window."""

    session: Session
    menus: TableMenus
    turn_bar: TurnBar
    banner: PromptBanner
    players_area: QWidget


def _followed(menus: TableMenus) -> list[QAction]:
    """The menu entries that change the game and that each state shown enables or not."""
    return [
        menus.next_stop_action,
        menus.roll_action,
        menus.paper_roll_action,
        menus.planeswalk_action,
        menus.chaos_action,
        menus.undo_action,
        menus.redo_action,
    ]


def _always(menus: TableMenus) -> list[QAction]:
    """The menu entries that change the game, always on in a writable game."""
    return [
        menus.next_action,
        menus.confirm_action,
        menus.all_heroes_action,
        menus.exact_life_action,
        menus.several_action,
        menus.set_life_action,
        menus.counters_action,
        menus.colour_action,
        menus.rename_action,
        menus.concede_action,
    ]


class ReadOnlyState:
    """The strip at ``index`` of ``layout`` and the disabled controls of ``host``.

    :meth:`render` after every state shown (the window's ``show_state``
    enables its controls from the game first; a language change shows the
    state again).
    """

    def __init__(
        self,
        host: ReadOnlyHost,
        layout: QBoxLayout,
        index: int,
        set_font: Callable[[QWidget, float, bool], None],
        table: Callable[[], QWidget | None],
    ) -> None:
        self._host = host
        # Table mode's table, or None while it was never built.
        self._table = table
        self.strip = QFrame()
        self.strip.setObjectName("readOnlyStrip")
        row = QHBoxLayout(self.strip)
        row.setContentsMargins(14, 8, 14, 8)
        row.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("readOnlyTitle")
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.take_over_button = QPushButton()
        self.take_over_button.clicked.connect(host.menus.take_over_action.trigger)
        row.addWidget(self.title)
        row.addWidget(self.reason, 1)
        row.addWidget(self.take_over_button)
        # The theme's fonts (kept when the text size changes): the title bold, the reason as the status line's.
        set_font(self.title, 14, True)
        set_font(self.reason, 12, False)
        set_font(self.take_over_button, 12, True)
        self.strip.hide()
        layout.insertWidget(index, self.strip)
        self.retranslate()

    def retranslate(self) -> None:
        """The strip's fixed words in the current language."""
        self.title.setText(_tr("MainWindow", "Read-only"))
        self.take_over_button.setText(_tr("MainWindow", "Take over…"))
        self.take_over_button.setAccessibleName(_tr("MainWindow", "Take over this game"))

    @property
    def shown(self) -> bool:
        """Whether the game is read-only now (the strip shows)."""
        return self._host.session.read_only is not None

    def render(self) -> None:
        """Show or hide the strip; disable what would change a read-only game."""
        host = self._host
        why = host.session.read_only
        self.retranslate()
        self.strip.setVisible(why is not None)
        self.reason.setText(why or "")
        self.strip.setAccessibleName(f"{self.title.text()}: {why}" if why else "")
        self.take_over_button.setVisible(host.session.take_over_question is not None)
        if why is None:
            # The window's show_state enabled the others from the game.
            for action in _always(host.menus):
                action.setEnabled(True)
            for widget in self._widgets():
                widget.setEnabled(True)
            return
        for action in _followed(host.menus) + _always(host.menus):
            action.setEnabled(False)
        bar = host.turn_bar
        for button in (bar.next_button, bar.jump_button, bar.undo_button, bar.redo_button, bar.roll_button):
            button.setEnabled(False)
        for widget in self._widgets():
            widget.setEnabled(False)

    def _widgets(self) -> list[QWidget]:
        """The areas disabled as a whole: the question, the players, table mode's table."""
        host = self._host
        table = self._table()
        return [host.banner, host.players_area, *([table] if table is not None else [])]
