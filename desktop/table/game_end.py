"""The end of the game in the main window: who won, what next, the story.

:class:`GameEnd` is a part the main window owns.  Once the game is over the outcome box above the card says who won (the table view's
:class:`~archenemy.desktop.table_view.EndView`, as every display says it)
with a button per action it offers, each with its key (Next game in a game
night, Rematch, New game); the card's place shows the game night's standings
beside the story of the game (:class:`~archenemy.desktop.statistics.story.StoryView`:
winners, turns, minutes, the schemes set in motion in order, life over the
turns), built the first time a game ends, as wide as the card and the
ongoing schemes beside it.  An undo after the end brings them back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.catalogue import Catalogue
from ..session import Session
from ..table_view import TableView
from ..widgets.layouts import FlowLayout
from ..widgets.plain_text import plain_label
from .schemes.views import OngoingPanel, SchemeCardView

if TYPE_CHECKING:
    from ..statistics.story import StoryView


class _ButtonsRow(FlowLayout):
    """The outcome's buttons.

    One row when the window has the room, as many as it takes when it has not.
    """

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        shown = [
            item.sizeHint() for item in (self.itemAt(i) for i in range(self.count())) if item and not item.isEmpty()
        ]
        gaps = max(0, self.spacing()) * max(0, len(shown) - 1)
        return QSize(sum(hint.width() for hint in shown) + gaps, max((hint.height() for hint in shown), default=0))


class EndHost(Protocol):
    """What the end of the game needs of the main window."""

    session: Session
    # The scheme card and the ongoing column, whose place the story takes.
    card: SchemeCardView
    ongoing: OngoingPanel

    def catalogue(self) -> Catalogue:
        """The catalogue in the window's language."""

    def set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` the theme's font of ``size`` points."""


class GameEnd:
    """The outcome box (:attr:`outcome_box`) and the story in the card's place.

    ``column`` is the window's column of the banner and the card: the
    outcome box goes first in it, the story last; ``host`` is the window.  The window connects the
    outcome's buttons (:attr:`next_game_button`, :attr:`rematch_button`,
    :attr:`outcome_new_button`).
    """

    def __init__(self, host: EndHost, column: QVBoxLayout) -> None:
        self._host = host
        self._column = column
        self._story_view: StoryView | None = None
        self._build_outcome()
        column.insertWidget(0, self.outcome_box)

    def _build_outcome(self) -> None:
        self.outcome_box = QFrame()
        self.outcome_box.setObjectName("outcome")
        column = QVBoxLayout(self.outcome_box)
        top = QHBoxLayout()
        # "<name> wins!": a name, never markup.
        self.outcome_label = plain_label(QLabel())
        self._host.set_font(self.outcome_label, 20, True)
        self.outcome_label.setWordWrap(True)
        self.next_game_button = QPushButton()
        self.rematch_button = QPushButton()
        self.outcome_new_button = QPushButton()
        top.addWidget(self.outcome_label, 1)
        # The buttons go to a second row rather than push the window past the screen (Spanish at 1366 px).
        self.outcome_buttons = QWidget()
        flow = _ButtonsRow(self.outcome_buttons)
        for button in (self.next_game_button, self.rematch_button, self.outcome_new_button):
            self._host.set_font(button, 13, True)
            flow.addWidget(button)
        top.addWidget(self.outcome_buttons, 0, Qt.AlignmentFlag.AlignVCenter)
        # The game night's standings, a line each (names).
        self.standings_label = plain_label(QLabel())
        self.standings_label.setObjectName("standings")
        self.standings_label.setWordWrap(True)
        self._host.set_font(self.standings_label, 15, True)
        column.addLayout(top)
        column.addWidget(self.standings_label)
        self.next_game_button.hide()
        self.standings_label.hide()
        self.outcome_box.hide()

    def render(self, view: TableView | None) -> None:
        """The outcome box from the table view's end (hidden while the game goes on).

        Then the story.
        """
        end = view.end if view is not None else None
        if end is None:
            self.outcome_box.hide()
            self._render_story(False, schemes=view is None or view.schemes)
            return
        self.outcome_label.setText(end.text)
        self.outcome_label.setAccessibleName(end.text)
        buttons = {
            "next_game": self.next_game_button,
            "rematch": self.rematch_button,
            "new_game": self.outcome_new_button,
        }
        offered = {hint.action: hint for hint in end.keys}
        for action, button in buttons.items():
            hint = offered.get(action)
            if hint is not None:
                button.setText(hint.text)
                # With its key, as the answers' buttons: a screen reader says both
                button.setAccessibleName(hint.text)
            button.setVisible(hint is not None)
        standings = "\n".join((end.standings_title, *end.standings)) if end.standings else ""
        self.standings_label.setText(standings)
        self.standings_label.setAccessibleName(standings)
        # Beside the life chart once the story is told (the window keeps its height), else under the winner; the
        # story takes the card's and the ongoing schemes' place before the box shows, never beside them.
        told = self._render_story(True, standings)
        self.standings_label.setVisible(bool(standings) and not told)
        self.outcome_box.show()

    @property
    def story_view(self) -> StoryView:
        """The story of the game in the card's place.

        Built on first use, hidden while the game goes on.
        """
        if self._story_view is None:
            from ..statistics.story import StoryView

            view = StoryView(self._host.catalogue, side_by_side=True)
            view.setObjectName("endStory")
            # a click leaves the keys where they were
            view.save_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            view.hide()
            self._column.addWidget(view, 1)
            self._story_view = view
        return self._story_view

    def centre_idle(self) -> bool:
        """Whether the centre holds no scheme and no story.

        The life totals then take most of the height (layout.py).
        """
        return bool(self._host.card.idle) and self.story_least() is None

    def story_least(self) -> int | None:
        """The story's least height (pixels) while it shows in the card's place.

        Else ``None`` (layout.py).
        """
        view = self._story_view
        if view is None or view.isHidden():
            return None
        least = view.minimumSizeHint().height()
        return max(least, view.heightForWidth(view.width())) if view.hasHeightForWidth() else least

    def _render_story(self, over: bool, standings: str = "", *, schemes: bool = True) -> bool:
        """Over: the story in the card's place once it can be told; else the card.

        A resumed game's story is told once its history is rebuilt; the night's
        ``standings`` go above it.  True when the story is shown.  ``schemes``:
        the game has scheme decks (not Planechase alone, 901.2), so the card
        and the ongoing schemes come back when the story goes.
        """
        host = self._host
        story = host.session.story() if over else None
        if story is None:
            if self._story_view is not None and not self._story_view.isHidden():
                self._story_view.hide()
                host.card.setVisible(schemes)
                host.ongoing.setVisible(schemes)
            return False
        view = self.story_view
        if view.header.text() != standings:
            view.set_header(standings)
        if view.story is not story:
            view.show_story(story)
        # The story takes the card's place and the ongoing schemes' (the game is over)
        if view.isHidden():
            host.card.hide()
            host.ongoing.hide()
            view.show()
        return True
