"""The main window: the table view of the current game.

Top: the turn bar (turn, active player or team, step, "Next step").  Centre:
the prompt banner and the scheme in motion as an oversized card, the face-up
ongoing schemes beside it.  Bottom: one panel per player.  Space advances the
step wherever the focus is, except while typing in a text field (a text
field claims Space through Qt's shortcut override).
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot

from ..engine.actions import Action, NextStep, Redo, Undo
from ..engine.catalogue import Catalogue, load_catalogue
from ..engine.model import HEROES, FaceUpScheme, GameState
from . import texts
from .session import Session
from .widgets import OngoingPanel, PlayerPanel, PromptBanner, SchemeCardView, clear_layout, _font

STYLE = """
QMainWindow { background: #1d1b22; }
QLabel { color: #f1ece2; }
#turnBar { background: #2b2733; border-bottom: 2px solid #5a4a7a; }
#turnLabel { color: #f1ece2; }
#stepLabel { color: #ffcf6e; }
#schemeCard { background: #f3ead8; border: 3px solid #3b2a52; border-radius: 18px; }
#schemeCard QLabel { color: #1c1420; }
#schemeCard QLabel#caption { color: #6b4f8f; }
#schemeCard QLabel#typeLine { color: #3b2a52; border-bottom: 2px solid #b9a27a; padding-bottom: 4px; }
#ongoingPanel { background: #26222d; border-radius: 10px; }
#ongoingPanel QScrollArea, #ongoingPanel QScrollArea > QWidget > QWidget { background: transparent; }
#ongoingCard { background: #e9dec6; border: 2px solid #3b2a52; border-radius: 10px; }
#ongoingCard QLabel { color: #1c1420; }
#promptBanner { background: #ffcf6e; border-radius: 12px; }
#promptBanner QLabel { color: #1c1420; }
#playerPanel { background: #2b2733; border: 2px solid #3d3747; border-radius: 12px; }
#playerPanel[active="true"] { border: 3px solid #ffcf6e; }
#playerPanel[lost="true"] { background: #1f1d24; }
#playerPanel[lost="true"] QLabel { color: #777; }
#outcome { background: #5a4a7a; color: #fff; border-radius: 10px; padding: 10px; }
#status { color: #ffb4a8; }
QPushButton { font-size: 14pt; padding: 6px 14px; }
"""


class MainWindow(QMainWindow):
    """The table view of :class:`Session`'s game."""

    def __init__(self, session: Session, language: str = "en") -> None:
        super().__init__()
        self.session = session
        self.language = language
        self.setObjectName("mainWindow")
        self.setStyleSheet(STYLE)
        self.resize(1366, 768)
        central = QWidget()
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 8)
        root.setSpacing(10)

        # Turn bar.
        bar = QFrame()
        bar.setObjectName("turnBar")
        bar_layout = QHBoxLayout(bar)
        bar_layout.setContentsMargins(16, 8, 16, 8)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setFont(_font(20, True))
        self.step_label = QLabel()
        self.step_label.setObjectName("stepLabel")
        self.step_label.setFont(_font(20, True))
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextStep")
        self.next_button.setFont(_font(16, True))
        self.next_button.setMinimumHeight(48)
        self.undo_button.clicked.connect(lambda: self.act(Undo()))
        self.redo_button.clicked.connect(lambda: self.act(Redo()))
        self.next_button.clicked.connect(self.next_step)
        bar_layout.addWidget(self.turn_label)
        bar_layout.addSpacing(24)
        bar_layout.addWidget(self.step_label, 1)
        bar_layout.addWidget(self.undo_button)
        bar_layout.addWidget(self.redo_button)
        bar_layout.addWidget(self.next_button)
        root.addWidget(bar)

        # Centre: prompt + scheme card | ongoing schemes.
        centre = QHBoxLayout()
        centre.setContentsMargins(16, 0, 16, 0)
        centre.setSpacing(14)
        left = QVBoxLayout()
        self.outcome_label = QLabel()
        self.outcome_label.setObjectName("outcome")
        self.outcome_label.setFont(_font(20, True))
        self.outcome_label.setWordWrap(True)
        self.outcome_label.hide()
        self.banner = PromptBanner(self.act, self.catalogue)
        self.card = SchemeCardView()
        left.addWidget(self.outcome_label)
        left.addWidget(self.banner)
        left.addWidget(self.card, 1)
        self.ongoing = OngoingPanel(self.act)
        self.ongoing.setMinimumWidth(300)
        self.ongoing.setMaximumWidth(380)
        centre.addLayout(left, 1)
        centre.addWidget(self.ongoing)
        root.addLayout(centre, 1)

        # Players.
        self.players_layout = QHBoxLayout()
        self.players_layout.setContentsMargins(16, 0, 16, 0)
        self.players_layout.setSpacing(10)
        root.addLayout(self.players_layout)
        self.panels: dict[str, PlayerPanel] = {}
        self._panel_names: tuple[str, ...] = ()

        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setFont(_font(12))
        self.statusBar().addWidget(self.status, 1)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.status.setText(""))

        # Menu and shortcuts.
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.confirm_new_game)
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(lambda: self.act(Undo()))
        self.redo_action = QAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence.StandardKey.Redo])
        self.redo_action.triggered.connect(lambda: self.act(Redo()))
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.undo_action, self.redo_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.next_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.next_shortcut.activated.connect(self.next_step)

        session.changed.connect(self.render)
        session.problem.connect(self.show_problem)
        self.retranslate()
        self.render()

    # ----- language -----------------------------------------------------------
    def catalogue(self) -> Catalogue:
        """The catalogue in the UI's language."""
        return load_catalogue(self.language)

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.setWindowTitle(self.tr("Archenemy Companion"))
        self.next_button.setText(self.tr("Next step  [Space]"))
        self.next_button.setAccessibleName(self.tr("Next step"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game"))
        self.quit_action.setText(self.tr("&Quit"))
        self._render_undo_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.session.game is not None:
                self.render()
        super().changeEvent(event)

    # ----- actions --------------------------------------------------------------
    def act(self, action: Action) -> None:
        """Send ``action`` to the session (refusals show in the status bar)."""
        self.session.perform(action)

    def next_step(self) -> None:
        """Advance to the next step, or say why the game cannot advance."""
        state = self.session.state
        if state.over:
            self.show_problem(self.tr("The game is over. Start a new game from the Game menu."))
            return
        if state.prompts:
            self.show_problem(self.tr("Answer the question above before moving on."))
            return
        self.act(NextStep())

    def show_problem(self, message: str) -> None:
        """Show ``message`` in the status bar for a while."""
        self.status.setText(message)
        self._status_timer.start(6000)

    @asyncSlot()
    async def confirm_new_game(self) -> None:
        """Ask before replacing a game in progress, then start the default game, reshuffled."""
        state = self.session.state
        if not state.over and self.session.game is not None and self.session.game.log:
            box = QMessageBox(self)
            box.setIcon(QMessageBox.Icon.Question)
            box.setWindowTitle(self.tr("New game"))
            box.setText(self.tr("Start a new game? The current game stays saved."))
            box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
            future: asyncio.Future[int] = asyncio.get_event_loop().create_future()
            box.finished.connect(lambda result: future.done() or future.set_result(result))
            box.open()  # never exec() inside a coroutine (nested loops break qasync)
            self._new_game_box = box
            result = await future
            if box.clickedButton() is not box.button(QMessageBox.StandardButton.Yes):
                return
        self.session.new_game()

    # ----- rendering ------------------------------------------------------------
    def _render_undo_texts(self) -> None:
        game = self.session.game
        can_undo = bool(game and game.can_undo)
        can_redo = bool(game and game.can_redo)
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        self.undo_button.setEnabled(can_undo)
        self.redo_button.setEnabled(can_redo)

    def _shown_scheme(self, state: GameState) -> tuple[FaceUpScheme | None, str | None]:
        """The face-up scheme to show large, and the last scheme set in motion."""
        assert self.session.game is not None
        last_uid = last_id = None
        for event in reversed(self.session.game.events):
            if event.kind == "set_in_motion":
                last_uid, last_id = event.arg("card"), event.arg("scheme")
                break
        waiting = [f for f in state.face_up() if not f.resolved]
        if waiting:
            return waiting[-1], last_id  # type: ignore[return-value]
        for face in state.face_up():
            if face.uid == last_uid:
                return face, last_id  # type: ignore[return-value]
        return None, last_id  # type: ignore[return-value]

    def render(self) -> None:
        """Re-render every widget from the session's state."""
        state = self.session.state
        catalogue = self.catalogue()
        self.turn_label.setText(texts.turn_text(state))
        self.step_label.setText(texts.step_name(state.step))
        self.next_button.setEnabled(not state.over)
        names = tuple(p.name for p in state.players)
        if names != self._panel_names:
            clear_layout(self.players_layout)
            self.panels = {name: PlayerPanel(name, self.act) for name in names}
            for name in names:
                self.players_layout.addWidget(self.panels[name])
            self._panel_names = names
        for player in state.players:
            self.panels[player.name].render(state, player)
        shown, last_id = self._shown_scheme(state)
        self.card.render(state, catalogue, shown, last_id)
        self.ongoing.render(state, catalogue)
        self.banner.render(state)
        if state.outcome is not None:
            self.outcome_label.setText(texts.outcome_text(state.outcome))
            self.outcome_label.show()
        else:
            self.outcome_label.hide()
        self._render_undo_texts()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.session.close()
        super().closeEvent(event)


__all__ = ["MainWindow", "HEROES"]
