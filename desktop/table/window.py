"""The main window: the table view of the current game.

Top: the turn bar (turn, active player or team, step, undo/redo, "Next
step").  Centre: the prompt banner and the scheme in motion as an oversized
card, the face-up ongoing schemes beside it, the game log in a dock.  Bottom:
one panel per player (in rows of five at most).

Keyboard: Space advances the step wherever the focus is, except while typing
(a text field claims Space through Qt's shortcut override); 1–9 select a
player (1 the archenemy, then the seats in order) unless a prompt is asking
for a number; +/− change the selected player's life by 1, Page Up/Down by 5;
Ctrl+Z / Ctrl+Shift+Z undo and redo; F11 table mode; Ctrl+L the game log.
"""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from qasync import asyncSlot

from ...engine.actions import Action, ChangeLife, Concede, NextStep
from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.errors import ArchenemyError, JournalError
from ...engine.model import HEROES, FaceUpScheme, GameState
from ...engine.setup import GameSetup, PlayerSetup
from .. import texts
from ..i18n import install_language
from ..session import Session
from ..theme import PALETTES, style_sheet, system_color_scheme
from .common import _font, clear_layout, set_text_scale, text_scale
from .display import TableDisplay
from .log import LogPanel
from .panels import PlayerPanel
from .prompt_banner import PromptBanner
from .scheme_views import OngoingPanel, SchemeCardView

# Player panels per row: cards up to four players, compact rows of three beyond.
PANELS_PER_ROW = 4
COMPACT_PER_ROW = 3


class MainWindow(QMainWindow):
    """The table view of :class:`Session`'s game."""

    def __init__(self, session: Session, language: str = "en") -> None:
        super().__init__()
        self.session = session
        self.language = language
        self.selected: str | None = None
        self.setObjectName("mainWindow")
        self.color_scheme = system_color_scheme()
        self.setStyleSheet(style_sheet(text_scale(), self.color_scheme))
        self.resize(1366, 768)
        central = QWidget()
        central.setObjectName("central")
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 8)
        root.setSpacing(10)
        self.helper_label = QLabel()
        self.helper_label.setObjectName("helper")
        self.helper_label.setFont(_font(18, True))
        self.helper_label.hide()
        root.addWidget(self._build_turn_bar())

        centre = QHBoxLayout()
        centre.setContentsMargins(16, 0, 16, 0)
        centre.setSpacing(14)
        left = QVBoxLayout()
        left.addWidget(self._build_outcome())
        self.banner = PromptBanner(self.act, self.catalogue, act_all=self.session.perform_all)
        self.card = SchemeCardView()
        self.rulings_button = QPushButton()
        self.rulings_button.setFont(_font(12))
        self.rulings_button.clicked.connect(self.show_rulings)
        left.addWidget(self.banner)
        left.addWidget(self.card, 1)
        self.card.tools.addWidget(self.rulings_button)
        self.ongoing = OngoingPanel(self.act)
        self.ongoing.setMinimumWidth(300)
        self.ongoing.setMaximumWidth(380)
        centre.addLayout(left, 1)
        centre.addWidget(self.ongoing)
        root.addLayout(centre, 1)

        self.players_grid = QGridLayout()
        self.players_grid.setContentsMargins(16, 0, 16, 0)
        self.players_grid.setSpacing(10)
        root.addLayout(self.players_grid)
        self.panels: dict[str, PlayerPanel] = {}
        self._panel_key: tuple = ()

        self.log = LogPanel(self.catalogue)
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setWidget(self.log)
        self.log_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()

        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setFont(_font(12))
        self.statusBar().addWidget(self.status, 1)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.status.setText(""))
        self._helper_timer = QTimer(self)
        self._helper_timer.setSingleShot(True)
        self._helper_timer.timeout.connect(self.helper_label.hide)

        self.display: TableDisplay | None = None
        self._dialogs: list[QWidget] = []
        self._build_menus()
        self.next_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.next_shortcut.activated.connect(self.next_step)
        session.changed.connect(self.show_state)
        session.problem.connect(self.show_problem)
        try:
            from PySide6.QtGui import QGuiApplication

            QGuiApplication.styleHints().colorSchemeChanged.connect(
                lambda scheme: self.set_color_scheme("light" if scheme == Qt.ColorScheme.Light else "dark")
            )
        except AttributeError:  # Qt before 6.5: no colour scheme hints
            pass
        self.retranslate()
        self.show_state()
        self.next_button.setFocus()

    # ----- construction -------------------------------------------------------
    def _build_turn_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("turnBar")
        layout = QHBoxLayout(bar)
        layout.setContentsMargins(16, 8, 16, 8)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setFont(_font(20, True))
        self.step_label = QLabel()
        self.step_label.setObjectName("stepLabel")
        self.step_label.setFont(_font(20, True))
        self.step_label.setWordWrap(True)
        self.step_label.setMinimumWidth(120)
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        for button in (self.undo_button, self.redo_button):
            button.setObjectName("arrowButton")
            button.setFont(_font(18, True))
            button.setMinimumSize(52, 44)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextStep")
        self.next_button.setFont(_font(16, True))
        self.next_button.setMinimumHeight(48)
        self.undo_button.clicked.connect(self.session.undo)
        self.redo_button.clicked.connect(self.session.redo)
        self.next_button.clicked.connect(self.next_step)
        layout.addWidget(self.turn_label)
        layout.addSpacing(24)
        layout.addWidget(self.step_label, 1)
        self.jump_button = QToolButton()
        self.jump_button.setFont(_font(13))
        self.jump_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.jump_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.jump_menu = QMenu(self)
        self.jump_button.setMenu(self.jump_menu)
        layout.addWidget(self.jump_button)
        layout.addWidget(self.helper_label)
        layout.addSpacing(16)
        layout.addWidget(self.undo_button)
        layout.addWidget(self.redo_button)
        layout.addWidget(self.next_button)
        return bar

    def _build_outcome(self) -> QFrame:
        self.outcome_box = QFrame()
        self.outcome_box.setObjectName("outcome")
        layout = QHBoxLayout(self.outcome_box)
        self.outcome_label = QLabel()
        self.outcome_label.setFont(_font(20, True))
        self.outcome_label.setWordWrap(True)
        self.rematch_button = QPushButton()
        self.rematch_button.clicked.connect(self.rematch)
        self.outcome_new_button = QPushButton()
        self.outcome_new_button.clicked.connect(self.open_new_game_dialog)
        layout.addWidget(self.outcome_label, 1)
        layout.addWidget(self.rematch_button)
        layout.addWidget(self.outcome_new_button)
        self.outcome_box.hide()
        return self.outcome_box

    def _action(self, menu, slot, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        g = self.game_menu
        self.new_action = self._action(g, self.open_new_game_dialog, QKeySequence.StandardKey.New)
        self.default_action = self._action(g, self.confirm_default_game)
        self.rematch_action = self._action(g, self.rematch)
        g.addSeparator()
        self.open_action = self._action(g, self.open_game, QKeySequence.StandardKey.Open)
        self.save_as_action = self._action(g, self.save_game_as, QKeySequence("Ctrl+Shift+S"))
        g.addSeparator()
        self.deck_builder_action = self._action(g, self.open_deck_builder, QKeySequence("Ctrl+D"))
        g.addSeparator()
        self.quit_action = self._action(g, self.close, QKeySequence.StandardKey.Quit)

        self.edit_menu = bar.addMenu("")
        e = self.edit_menu
        self.undo_action = self._action(e, self.session.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(e, self.session.redo, [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        e.addSeparator()
        self.all_heroes_action = self._action(e, self.open_all_heroes_life, QKeySequence("Ctrl+E"))
        self.exact_life_action = self._action(e, self.open_exact_life, QKeySequence("Ctrl+L"))
        e.addSeparator()
        self.concede_action = self._action(e, self.concede_selected)

        self.view_menu = bar.addMenu("")
        v = self.view_menu
        self.table_mode_action = self._action(v, self.toggle_table_mode, QKeySequence("F11"), checkable=True)
        self.display_action = self._action(v, self.toggle_display, QKeySequence("F10"), checkable=True)
        self.flip_action = self._action(v, self.toggle_flip, QKeySequence("F9"), checkable=True)
        self.size_menu = v.addMenu("")
        self.larger_action = self._action(
            self.size_menu, lambda: self.set_scale(text_scale() * 1.15), QKeySequence.StandardKey.ZoomIn
        )
        self.smaller_action = self._action(
            self.size_menu, lambda: self.set_scale(text_scale() / 1.15), QKeySequence.StandardKey.ZoomOut
        )
        self.reset_size_action = self._action(self.size_menu, lambda: self.set_scale(1.0), QKeySequence("Ctrl+0"))
        self.log_action = self.log_dock.toggleViewAction()
        self.log_action.setShortcut(QKeySequence("Ctrl+G"))
        v.addAction(self.log_action)
        self.language_menu = v.addMenu("")
        self._languages = QActionGroup(self)
        self.language_actions = {}
        for code, name in (("en", "English"), ("es", "Español")):
            action = QAction(name, self, checkable=True)
            action.setChecked(code == self.language)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self._languages.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        self.tools_menu = bar.addMenu("")
        t = self.tools_menu
        self.coin_action = self._action(t, lambda: self.table_helper("coin"))
        self.d6_action = self._action(t, lambda: self.table_helper("d6"))
        self.d20_action = self._action(t, lambda: self.table_helper("d20"))
        self.random_hero_action = self._action(t, lambda: self.table_helper("opponent"))

    # ----- language -----------------------------------------------------------
    def catalogue(self) -> Catalogue:
        """The catalogue in the UI's language."""
        return load_catalogue(self.language)

    def set_language(self, language: str) -> None:
        """Switch the UI and card texts to ``language`` at run time and remember it."""
        self.language = install_language(language)
        try:
            from ..settings import load_settings, save_settings

            settings = load_settings()
            settings.language = self.language
            save_settings(settings)
        except (ImportError, OSError, AttributeError):
            pass
        self.language_actions[self.language].setChecked(True)
        self.show_state()

    def set_scale(self, scale: float) -> None:
        """Change the text size of the whole table view (Settings: text_scale) and remember it."""
        from ..settings import MAX_TEXT_SCALE, MIN_TEXT_SCALE, load_settings, save_settings

        scale = min(MAX_TEXT_SCALE, max(MIN_TEXT_SCALE, scale))
        ratio = scale / text_scale()
        set_text_scale(scale)
        for widget in [self] + self.findChildren(QWidget):
            font = widget.font()
            if font.pointSizeF() > 0:
                font.setPointSizeF(max(11.0, font.pointSizeF() * ratio))
                widget.setFont(font)
        self.setStyleSheet(style_sheet(scale, self.color_scheme))
        self._panel_key = ()
        self.show_state()
        try:
            settings = load_settings()
            settings.text_scale = scale
            save_settings(settings)
        except OSError:
            pass

    def set_color_scheme(self, scheme: str) -> None:
        """Follow the system's light or dark colour scheme."""
        self.color_scheme = scheme if scheme in PALETTES else "dark"
        self.setStyleSheet(style_sheet(text_scale(), self.color_scheme))
        if self.display is not None:
            self.display.setStyleSheet(style_sheet(text_scale(), self.color_scheme))

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.setWindowTitle(self.tr("Archenemy Companion"))
        self.next_button.setText(self.tr("Next step  [Space]"))
        self.next_button.setAccessibleName(self.tr("Next step"))
        self.next_button.setToolTip(self.tr("Go to the next step (Space)"))
        self.undo_button.setText("↶")
        self.undo_button.setAccessibleName(self.tr("Undo"))
        self.redo_button.setText("↷")
        self.redo_button.setAccessibleName(self.tr("Redo"))
        self.rulings_button.setText(self.tr("Rulings"))
        self.rulings_button.setAccessibleName(self.tr("Official rulings of the scheme"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.outcome_new_button.setText(self.tr("New game"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.default_action.setText(self.tr("&Default game"))
        self.rematch_action.setText(self.tr("&Rematch (same players and decks, reshuffled)"))
        self.open_action.setText(self.tr("&Open saved game…"))
        self.save_as_action.setText(self.tr("Save game &as…"))
        self.deck_builder_action.setText(self.tr("&Deck builder…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.all_heroes_action.setText(self.tr("Life of &every opponent…"))
        self.exact_life_action.setText(self.tr("Change &life by an amount…"))
        self.concede_action.setText(self.tr("The selected player &concedes"))
        self.view_menu.setTitle(self.tr("&View"))
        self.table_mode_action.setText(self.tr("&Table mode (full screen)"))
        self.display_action.setText(self.tr("Second window for a &TV or projector"))
        self.flip_action.setText(self.tr("&Flip the second window 180°"))
        self.log_action.setText(self.tr("Game &log"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.size_menu.setTitle(self.tr("Text &size"))
        self.larger_action.setText(self.tr("&Larger"))
        self.smaller_action.setText(self.tr("&Smaller"))
        self.reset_size_action.setText(self.tr("&Normal size"))
        self.jump_button.setText(self.tr("Go to step…"))
        self.jump_button.setAccessibleName(self.tr("Go to a later step of this turn"))
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.coin_action.setText(self.tr("Flip a &coin"))
        self.d6_action.setText(self.tr("Roll a d&6"))
        self.d20_action.setText(self.tr("Roll a d&20"))
        self.random_hero_action.setText(self.tr("An &opponent at random"))
        self._render_undo_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.session.game is not None:
                self.show_state()
        super().changeEvent(event)

    # ----- actions --------------------------------------------------------------
    def act(self, action: Action) -> None:
        """Send ``action`` to the session (refusals show in the status bar)."""
        self.session.perform(action)

    def merge(self, action: Action, key: str) -> None:
        """Send ``action`` merged into one undo step with recent actions of the same ``key``."""
        self.session.perform(action, merge_key=key)

    def next_step(self) -> None:
        """Advance to the next step, or say why the game cannot advance."""
        state = self.session.state
        if state.over:
            self.show_problem(self.tr("The game is over. Start a new game or a rematch."))
            return
        if state.prompts:
            self.show_problem(self.tr("Answer the question above before moving on."))
            return
        self.act(NextStep())

    def jump_to(self, index: int) -> None:
        """Advance step by step to the ``index``-th step of this turn; stop early at a question."""
        state = self.session.state
        turn = state.turn
        key = f"jump-{turn}-{index}"
        while not state.over and state.turn == turn and state.step_index < index:
            if state.prompts:
                self.show_problem(self.tr("Stopped: a question needs an answer first."))
                break
            if not self.session.perform(NextStep(), merge_key=key):
                break
            state = self.session.state

    def _render_jump_menu(self, state: GameState) -> None:
        self.jump_menu.clear()
        later = list(enumerate(state.steps))[state.step_index + 1 :]
        for index, step in later:
            action = self.jump_menu.addAction(texts.step_name(step))
            action.triggered.connect(lambda _=False, i=index: self.jump_to(i))
        self.jump_button.setEnabled(bool(later) and not state.over and not state.prompts)

    def show_problem(self, message: str) -> None:
        """Show ``message`` in the status bar for a while."""
        self.status.setText(message)
        self._status_timer.start(8000)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        state = self.session.state
        names = [p.name for p in state.players]
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            index = key - Qt.Key.Key_1
            if index < len(names):
                self.selected = names[index]
                self.show_state()
            return
        steps = {
            Qt.Key.Key_Plus: 1,
            Qt.Key.Key_Equal: 1,
            Qt.Key.Key_Minus: -1,
            Qt.Key.Key_PageUp: 5,
            Qt.Key.Key_PageDown: -5,
        }
        if key in steps and self.selected in self.panels:
            self.panels[self.selected].change_life(steps[key])
            return
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            # Reached only when the Space shortcut could not fire (no active window).
            self.next_step()
            return
        if key == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_table_mode(False)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = QApplication.focusWidget()
            if isinstance(focused, QAbstractButton) and focused.isEnabled():
                focused.click()  # Enter activates the focused button
                return
            if self.banner.done_button is not None:
                self.banner.done_button.click()
                return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.focusNextPrevChild(False)
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focusNextPrevChild(True)
            return
        super().keyPressEvent(event)

    def _open(self, dialog: QWidget) -> None:
        """Open a dialog without a nested event loop, keeping a reference until it closes."""
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda *_: self._dialogs.remove(dialog) if dialog in self._dialogs else None)  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    # ----- games ------------------------------------------------------------------
    def _saved_decks(self):
        try:
            from ..deck_builder.files import list_saved_decks
        except ImportError:
            return []
        return [(d.name, d.text) for d in list_saved_decks()]

    def open_new_game_dialog(self) -> None:
        """The new-game dialog (variant, players, decks, deck mode)."""
        from .new_game import NewGameDialog

        dialog = NewGameDialog(self.catalogue, self._saved_decks, self)
        dialog.setup_chosen.connect(self.start_game)
        self._open(dialog)

    def start_game(self, setup: GameSetup) -> None:
        """Start ``setup`` in a new journal (the current game stays saved)."""
        try:
            self.session.new_game(setup)
        except (ArchenemyError, OSError) as exc:
            self.show_problem(str(exc))
            return
        self.selected = None

    def rematch(self) -> None:
        """The same players and decks, reshuffled (Rumble: a new random starting player)."""
        game = self.session.game
        if game is None:
            return
        setup = game.start.setup
        players = tuple(PlayerSetup(p.name, p.deck, p.colour) for p in setup.players)
        self.start_game(GameSetup(setup.variant, players, setup.deck_mode))

    @asyncSlot()
    async def confirm_default_game(self) -> None:
        """Ask before replacing a game in progress, then start the default game, reshuffled."""
        state = self.session.state
        if not state.over and self.session.game is not None and self.session.game.log:
            if not await self._ask(
                self.tr("Default game"), self.tr("Start the default game? The current game stays saved.")
            ):
                return
        self.start_game(None)  # type: ignore[arg-type]

    def open_game(self) -> None:
        """Open a saved game (a journal file) and continue it."""
        dialog = QFileDialog(self, self.tr("Open saved game"), str(self.session.games_dir))
        dialog.setNameFilter(self.tr("Archenemy games (*.jsonl)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.load_game_file)
        self._open(dialog)

    def load_game_file(self, path: str) -> None:
        """Continue the game journaled at ``path``; a bad file leaves the current game as it is."""
        try:
            self.session.open_file(Path(path))
        except JournalError as exc:
            self.show_problem(texts.fill(self.tr("%1 cannot be opened: %2"), Path(path).name, str(exc)))
            return
        except OSError as exc:
            self.show_problem(texts.fill(self.tr("%1 cannot be read: %2"), Path(path).name, exc.strerror or str(exc)))
            return
        for notice in self.session.notices:
            self.show_problem(notice)
        self.session.notices.clear()

    def save_game_as(self) -> None:
        """Save a copy of the game's journal under a name the user picks."""
        dialog = QFileDialog(self, self.tr("Save game as"), str(self.session.games_dir))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("Archenemy games (*.jsonl)"))
        dialog.setDefaultSuffix("jsonl")
        dialog.fileSelected.connect(self.save_game_file)
        self._open(dialog)

    def save_game_file(self, path: str) -> None:
        """Write the game's journal to ``path``."""
        try:
            self.session.save_copy(Path(path))
        except OSError as exc:
            self.show_problem(texts.fill(self.tr("The game could not be saved: %1"), exc.strerror or str(exc)))
            return
        self.show_problem(texts.fill(self.tr("Saved as %1."), Path(path).name))

    def open_deck_builder(self) -> None:
        """The deck builder (browse the 102 schemes, build, check and save scheme decks)."""
        from ..deck_builder import DeckBuilderDialog

        dialog = DeckBuilderDialog(self.catalogue, self, variant=self.session.state.variant)
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda *_: self._dialogs.remove(dialog) if dialog in self._dialogs else None)
        dialog.show()

    # ----- life helpers -------------------------------------------------------------
    def _amount_dialog(self, title: str, prompt: str, apply) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(title)
        dialog.setStyleSheet("QWidget { font-size: 14pt; }")
        layout = QVBoxLayout(dialog)
        layout.addWidget(QLabel(prompt))
        spin = QSpinBox()
        spin.setRange(-999, 999)
        spin.setValue(-3)
        spin.setAccessibleName(self.tr("Amount"))
        layout.addWidget(spin)
        hint = QLabel(self.tr("Negative: loses life. Positive: gains life."))
        hint.setFont(_font(12))
        layout.addWidget(hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.accepted.connect(lambda: spin.value() and apply(spin.value()))
        spin.selectAll()
        self._open(dialog)

    @asyncSlot()
    async def concede_selected(self) -> None:
        """The selected player (keys 1–9) concedes, after a confirmation (CR 104.3a)."""
        name = self.selected
        if name is None or name == HEROES:
            self.show_problem(self.tr("Select a player first (keys 1–9)."))
            return
        if await self._ask(self.tr("Concede"), texts.fill(self.tr("Does %1 concede the game?"), name)):
            self.act(Concede(name))

    async def _ask(self, title: str, question: str) -> bool:
        """A yes/cancel question, awaited without a nested event loop (``open()`` and a future)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setText(question)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        future: asyncio.Future[int] = asyncio.get_event_loop().create_future()
        box.finished.connect(lambda result: future.done() or future.set_result(result))
        self._dialogs.append(box)
        box.open()  # never exec() inside a coroutine (nested loops break qasync)
        try:
            await future
        finally:
            self._dialogs.remove(box)
        return box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)

    def _acting_archenemy(self) -> str:
        """The archenemy whose "opponents" the table means now: the active one, else the first."""
        state = self.session.state
        if state.active != HEROES and state.player(state.active).is_archenemy:
            return state.active
        return state.archenemies[0].name

    def open_all_heroes_life(self) -> None:
        """ "Each opponent loses N life": one amount for every opponent of the active archenemy."""
        state = self.session.state
        owner = self._acting_archenemy()
        targets = [p.name for p in state.opponents(owner)]

        def apply(amount: int) -> None:
            self.session.perform_all([ChangeLife(name, amount) for name in targets])

        self._amount_dialog(
            self.tr("Every opponent"),
            texts.fill(self.tr("Life change for each opponent of %1:"), owner),
            apply,
        )

    def open_exact_life(self) -> None:
        """Change the selected player's life by a typed amount."""
        state = self.session.state
        name = self.selected or state.players[0].name

        def apply(amount: int) -> None:
            self.session.perform(ChangeLife(name, amount))

        self._amount_dialog(self.tr("Change life"), texts.fill(self.tr("Life change for %1:"), name), apply)

    # ----- table helpers -------------------------------------------------------------
    def table_helper(self, kind: str) -> None:
        """Coin, d6, d20 or a random opponent, from a secure random source; shown large."""
        rng = secrets.SystemRandom()
        if kind == "coin":
            text = texts.fill(self.tr("Coin: %1"), rng.choice([self.tr("heads"), self.tr("tails")]))
        elif kind == "d6":
            text = texts.fill(self.tr("d6: %1"), rng.randint(1, 6))
        elif kind == "d20":
            text = texts.fill(self.tr("d20: %1"), rng.randint(1, 20))
        else:
            state = self.session.state
            owner = self._acting_archenemy()
            opponents = [p.name for p in state.opponents(owner)]
            if not opponents:
                return
            text = texts.fill(self.tr("Opponent at random: %1"), rng.choice(opponents))
        self.helper_label.setText(text)
        self.helper_label.show()
        self._helper_timer.start(15000)

    # ----- views -----------------------------------------------------------------------
    def toggle_table_mode(self, on: bool) -> None:
        """F11: full screen, the scheme at the largest size, no menus (Esc or F11 leaves)."""
        self.table_mode_action.setChecked(on)
        self.menuBar().setVisible(not on)
        self.statusBar().setVisible(not on)
        self.ongoing.setMaximumWidth(320 if on else 380)
        self.card.text_label.max_pt = 48 if on else 40
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
        self.card.text_label.show_text(self.card.text_label.text())

    def toggle_display(self, on: bool) -> None:
        """F10: a second window with the scheme and life totals only (for a TV or projector)."""
        if on:
            if self.display is None:
                self.display = TableDisplay()
                self.display.setStyleSheet(style_sheet(text_scale(), self.color_scheme))
            self.display.set_flipped(self.flip_action.isChecked())
            self.display.show()
            self.show_state()
        elif self.display is not None:
            self.display.hide()
        self.display_action.setChecked(on)

    def toggle_flip(self, on: bool) -> None:
        """F9: turn the second window 180° for the players across the table."""
        if self.display is None or not self.display.isVisible():
            self.toggle_display(True)
        assert self.display is not None
        self.display.set_flipped(on)

    def show_rulings(self) -> None:
        """The official rulings of the scheme shown large, in a non-modal window."""
        assert self.session.game is not None
        shown, last_id = self._shown_scheme(self.session.state, self.session.game.events)
        scheme_id = shown.scheme_id if shown else last_id
        if scheme_id is None:
            self.show_problem(self.tr("No scheme has been set in motion yet."))
            return
        scheme = self.catalogue()[scheme_id]
        dialog = QDialog(self)
        dialog.setWindowTitle(texts.fill(self.tr("Rulings: %1"), scheme.name))
        dialog.resize(760, 520)
        layout = QVBoxLayout(dialog)
        browser = QTextBrowser()
        browser.setFont(_font(14))
        parts = [f"<h2>{scheme.name}</h2>"]
        if scheme.name != scheme.name_en:
            parts.append(f"<p><i>{scheme.name_en}</i></p>")
        parts.append("<p>" + scheme.text.replace("\n", "<br>") + "</p>")
        if scheme.rulings:
            parts.append("<h3>" + self.tr("Official rulings (English)") + "</h3><ul>")
            parts += [f"<li>{r.date}: {r.text}</li>" for r in scheme.rulings]
            parts.append("</ul>")
        else:
            parts.append("<p>" + self.tr("This scheme has no official rulings.") + "</p>")
        browser.setHtml("".join(parts))
        layout.addWidget(browser)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(dialog.reject)
        layout.addWidget(close)
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda *_: self._dialogs.remove(dialog) if dialog in self._dialogs else None)
        dialog.show()

    # ----- rendering ----------------------------------------------------------------------
    def _render_undo_texts(self) -> None:
        catalogue = self.catalogue()
        undo = self.session.undo_group() if self.session.game else []
        redo = self.session.redo_group() if self.session.game else []
        undo_name = texts.describe_actions(undo, catalogue)
        redo_name = texts.describe_actions(redo, catalogue)
        self.undo_action.setText(texts.fill(self.tr("&Undo: %1"), undo_name) if undo_name else self.tr("&Undo"))
        self.redo_action.setText(texts.fill(self.tr("&Redo: %1"), redo_name) if redo_name else self.tr("&Redo"))
        self.undo_button.setToolTip(
            (texts.fill(self.tr("Undo: %1"), undo_name) if undo_name else self.tr("Undo")) + " (Ctrl+Z)"
        )
        self.redo_button.setToolTip(
            (texts.fill(self.tr("Redo: %1"), redo_name) if redo_name else self.tr("Redo")) + " (Ctrl+Shift+Z)"
        )
        self.undo_action.setEnabled(bool(undo))
        self.redo_action.setEnabled(bool(redo))
        self.undo_button.setEnabled(bool(undo))
        self.redo_button.setEnabled(bool(redo))

    def _shown_scheme(self, state: GameState, events: list) -> tuple[FaceUpScheme | None, str | None]:
        """The face-up scheme to show large, and the last scheme set in motion (from ``events``)."""
        last_uid = last_id = None
        for event in reversed(events):
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

    def _render_panels(self, state: GameState) -> None:
        shared = state.team_life is not None
        key = (tuple(p.name for p in state.players), shared)
        if key != self._panel_key:
            clear_layout(self.players_grid)
            self.panels = {}
            entries: list[tuple[str, bool]] = [(p.name, False) for p in state.players]
            if shared:
                entries.insert(1, (HEROES, True))
            assert self.session.game is not None
            colours = {p.name: p.colour for p in self.session.game.start.setup.players}
            compact = len(entries) > PANELS_PER_ROW
            per_row = COMPACT_PER_ROW if compact else PANELS_PER_ROW
            for index, (name, team) in enumerate(entries):
                panel = PlayerPanel(texts.side_name(name) if team else name, self.act, team=team, merge=self.merge)
                panel.set_compact(compact)
                panel.set_colour(colours.get(name))
                self.panels[name] = panel
                self.players_grid.addWidget(panel, index // per_row, index % per_row)
            self._panel_key = key
        for name, panel in self.panels.items():
            if name == HEROES:
                panel.show_state(state, None, self.selected == HEROES)
            else:
                panel.show_state(state, state.player(name), self.selected == name)

    def show_state(self) -> None:
        """Re-render every widget from the session's state."""
        state = self.session.state
        catalogue = self.catalogue()
        self.turn_label.setText(texts.turn_text(state))
        self.step_label.setText(texts.step_name(state.step))
        self.next_button.setEnabled(not state.over)
        if self.selected is not None and self.selected not in {p.name for p in state.players}:
            self.selected = None
        self._render_panels(state)
        self._render_jump_menu(state)
        assert self.session.game is not None
        events = self.session.game.events  # built once per render: it grows with the game
        shown, last_id = self._shown_scheme(state, events)
        self.card.show_scheme(state, catalogue, shown, last_id)
        self.rulings_button.setEnabled((shown.scheme_id if shown else last_id) is not None)
        self.ongoing.show_state(state, catalogue)
        self.banner.show_state(state)
        if state.outcome is not None:
            self.outcome_label.setText(texts.outcome_text(state.outcome))
            self.outcome_box.show()
        else:
            self.outcome_box.hide()
        self.log.show_events(events)
        if self.display is not None and self.display.isVisible():
            self.display.show_state(state, catalogue, shown, last_id)
        self._render_undo_texts()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.display is not None:
            self.display.close()
        self.session.close()
        super().closeEvent(event)
