"""The main window: the table view of the current game.

Top: the turn bar (turn, active player or team, step, undo/redo, "Next
step").  Centre: the prompt banner and the scheme in motion as an oversized
card, the face-up ongoing schemes beside it, the game log in a dock.  Bottom:
one panel per player (in rows of four, compact rows of three beyond).

The window shows the session's state and sends actions; its menus and keys
live in :mod:`.actions`, new/open/save in :mod:`.game_files`, the dialogs it
opens in :mod:`.window_dialogs` and :mod:`.dialogs`.  Its look (text size and
colour scheme) is a :class:`~archenemy.desktop.theme.Theme` value it holds
and applies to the whole application, so every dialog shares it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action
from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.header_notes import night_of
from ...engine.model import HEROES, GameState, Step
from .. import texts
from ..heap import trim_heap
from ..i18n import install_language
from ..session import Session
from ..table_view import TableView, scheme_in_view, table_view
from ..theme import Theme, apply_theme, system_color_scheme
from ..widgets.layouts import clear_layout
from ..widgets.plain_text import plain_tooltip
from ..widgets.slices import SLICE_SECONDS, SlicedWork
from ..widgets.theming import reapply_theme, set_theme_font
from .actions import TableActions, unfocus_scroll_areas
from .displays.overlay import ResultOverlay
from .game_end import GameEnd
from .game_files import GameFiles
from .game_night import GameNight
from .images import TableImages
from .layout import CENTRE_STRETCH, PLAYERS_STRETCH, TableLayout, panel_places, stretch_panel_rows
from .prompts.banner import PromptBanner
from .schemes.views import OngoingPanel, SchemeCardView
from .seats.panels import PlayerPanel
from .second_window import SecondWindow
from .step_label import KEY_KEEPS_SHARE, StepLabel
from .totals import TableTotals
from .window_dialogs import TableDialogs

if TYPE_CHECKING:
    from .displays.log import LogPanel
    from .displays.table_display import TableDisplay

# From this text size on, the turn bar's "Next step" button puts its key on a second line.
TWO_LINE_BUTTON_SCALE = 1.3


class _FirstPaint(QObject):
    """Calls ``done`` once, on the event loop's turn after ``widget``'s first paint (then lets go of it)."""

    def __init__(self, widget: QWidget, done: Callable[[], None]) -> None:
        super().__init__(widget)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(done)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self._timer.start(0)  # after the whole frame: every widget of the window paints in this pass
        return False


class MainWindow(
    TableActions,
    SecondWindow,
    GameFiles,
    GameNight,
    GameEnd,
    TableDialogs,
    TableLayout,
    TableTotals,
    TableImages,
    QMainWindow,
):
    """The table view of :class:`Session`'s game.

    ``text_scale`` is the user's text size (Settings → text_scale); the colour
    scheme follows the system's (:func:`~archenemy.desktop.theme.system_color_scheme`).
    """

    def __init__(self, session: Session, language: str = "en", *, text_scale: float = 1.0) -> None:
        super().__init__()
        self.session = session
        self.language = language
        session.language = language
        self.selected: str | None = None
        self.theme = Theme(text_scale, system_color_scheme())
        self.setObjectName("mainWindow")
        apply_theme(self._application(), self.theme)
        self.resize(1366, 768)
        central = QWidget()
        central.setObjectName("central")
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 8)
        root.setSpacing(10)
        # The table tools' results float over the table: never part of a layout (see overlay.py).
        self.helper_label = ResultOverlay(central, self.theme)
        self.turn_bar = self._build_turn_bar()
        root.addWidget(self.turn_bar)
        self.centre_area = QWidget()
        self.centre_area.setLayout(self._build_centre())
        root.addWidget(self.centre_area, CENTRE_STRETCH)
        self.players_area = QWidget()
        self.players_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.players_grid = QGridLayout(self.players_area)
        self.players_grid.setContentsMargins(16, 0, 16, 0)
        self.players_grid.setSpacing(10)
        root.addWidget(self.players_area, PLAYERS_STRETCH)
        self.root_layout = root
        # Table mode (F11) and the game log are built after the first paint (see finish_start).
        self._table_view: TableDisplay | None = None
        self._log: LogPanel | None = None
        self.panels: dict[str, PlayerPanel] = {}
        self._panel_key: tuple[object, ...] = ()
        self._build_log_and_status()
        self.display: TableDisplay | None = None
        self._dialogs: list[QWidget] = []
        self._build_menus()
        self._install_keyboard()  # actions.py: focus-free buttons, alerts, screen keeper
        self._connect(session)
        self.retranslate()
        self.show_state()
        # The work after the first paint, a slice per turn of the event loop (:meth:`finish_start`, ``app.warm_up``).
        self.slices = SlicedWork(self)
        self._after_paint: list[Callable[[], object]] | None = []
        _FirstPaint(central, self._run_after_paint)

    # ----- construction -------------------------------------------------------
    @staticmethod
    def _application() -> QApplication:
        app = QApplication.instance()
        assert isinstance(app, QApplication), "the table needs a QApplication"
        return app

    def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` the theme's font of ``size`` points (re-applied when the theme changes)."""
        set_theme_font(widget, self.theme, size, bold)

    def _build_centre(self) -> QHBoxLayout:
        centre = QHBoxLayout()
        centre.setContentsMargins(16, 0, 16, 0)
        centre.setSpacing(14)
        left = self.left_column = QVBoxLayout()  # the outcome, the banner and the card (or the game's story)
        left.addWidget(self._build_outcome())
        self.banner = PromptBanner(
            self.act,
            self.catalogue,
            act_all=self.session.perform_all,
            theme=self.theme,
            redistribute=self.open_redistribution,
        )
        self.banner.refused.connect(self.answer_refused)
        self.card = SchemeCardView(theme=self.theme)
        for label in (self.card.caption, self.card.name_label):  # wrapped anew: the height shared again
            label.changed = self._reshare_later
        self.rulings_button = QPushButton()
        self._set_font(self.rulings_button, 12)
        self.rulings_button.clicked.connect(self.show_rulings)
        # The banner sits in a slot that keeps its height while the same scheme is shown: the card's
        # text does not jump size when a question comes or goes (see _reserve_banner).
        self.banner_slot = QWidget()
        self._slot_layout = QVBoxLayout(self.banner_slot)
        self._slot_layout.setContentsMargins(0, 0, 0, 0)
        self._slot_layout.addWidget(self.banner)
        self._banner_key: object = None
        left.addWidget(self.banner_slot)
        left.addWidget(self.card, 1)
        self.card.tools.addWidget(self.rulings_button)
        self.ongoing = OngoingPanel(self.act, theme=self.theme)
        self.ongoing.setMinimumWidth(300)
        self.ongoing.setMaximumWidth(380)
        centre.addLayout(left, 1)
        centre.addWidget(self.ongoing)
        return centre

    def _build_log_and_status(self) -> None:
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.visibilityChanged.connect(lambda shown: shown and self.log)  # the log, built before it shows
        # The table gets narrower or wider, not the window: its height shared again, its totals equalised.
        self.log_dock.visibilityChanged.connect(lambda _shown: self._reshare_later())
        self.log_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a message may name a player: never markup
        self._set_font(self.status, 12)
        self.statusBar().addWidget(self.status, 1)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.status.setText(""))
        self._equal_lives = QTimer(self)  # after the layout has sized the panels
        self._equal_lives.setSingleShot(True)
        self._equal_lives.setInterval(0)
        self._equal_lives.timeout.connect(self._equalise_lives)
        self._helper_timer = QTimer(self)
        self._helper_timer.setSingleShot(True)
        self._helper_timer.timeout.connect(self.helper_label.hide)

    # ----- what the first paint does not need ----------------------------------
    def after_first_paint(self, work: Callable[[], object]) -> None:
        """Run ``work`` once the window has painted for the first time (at once if it already has)."""
        if self._after_paint is None:
            work()
        else:
            self._after_paint.append(work)

    def _run_after_paint(self) -> None:
        work, self._after_paint = self._after_paint or [], None
        self.finish_start()  # queued first: the history, then the window's own parts
        for item in work:
            self.slices.add_once(item)  # each at a turn of the event loop of its own

    def finish_start(self) -> None:
        """After the first paint, a slice at a time: rebuild a resumed game's history, then build the game log,
        table mode and the screen keeper (:attr:`slices`: keys and clicks are handled between two slices).

        A game resumed from its snapshot was painted before its journal was
        replayed (:meth:`Session.advance_history`); undo, redo and the log
        need that history.  Each part is also built on first use (:attr:`log`,
        :attr:`table_view`, :attr:`screen_keeper`) and every action rebuilds
        the history first (at once), so nothing depends on when this runs.
        """
        self.slices.add(lambda: self.session.advance_history(SLICE_SECONDS))
        for part in (lambda: self.log, lambda: self.table_view, lambda: self.screen_keeper):
            self.slices.add_once(part)  # each property builds its part on first use
        self.slices.add_once(trim_heap)  # what the history's replay freed goes back to the system

    @property
    def log(self) -> LogPanel:
        """The game log in its dock (hidden by default), following the game from the moment it exists."""
        if self._log is None:
            from .displays.log import LogPanel

            self._log = LogPanel(self.catalogue, theme=self.theme, origin=self.session.origin_of)
            unfocus_scroll_areas(self._log)
            self.log_dock.setWidget(self._log)
            if self.session.game is not None:
                self._log.show_events(self.session.game.events)
        return self._log

    @property
    def table_view(self) -> TableDisplay:
        """Table mode (F11): the seats around the edges, the banner and the scheme in the middle (hidden until F11)."""
        if self._table_view is None:
            from .displays.table_display import TableDisplay

            view = TableDisplay(self.centralWidget(), theme=self.theme, on_tap=self._tap_seat)
            view.setObjectName("tableMode")
            unfocus_scroll_areas(view)
            view.hide()
            self.root_layout.addWidget(view, 1)
            self._table_view = view
            self.lend_images()  # the card images, when they are on
        return self._table_view

    @property
    def table_mode(self) -> bool:
        """True while the table layout fills the window (full screen, F11); never builds the table view."""
        return self._table_view is not None and self._table_view.isVisibleTo(self)

    def _connect(self, session: Session) -> None:
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

    def _build_turn_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("turnBar")
        layout = QHBoxLayout(bar)
        layout.setContentsMargins(16, 8, 16, 8)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)  # "Turn 3 · <whose turn>": a name, never markup
        self._set_font(self.turn_label, 20, True)
        self.step_label = StepLabel()  # holds the tallest step name's height: the table never jumps a line
        self._step_wants_room = False
        self.step_label.fitted = self._give_step_room
        self.step_label.setObjectName("stepLabel")
        self._set_font(self.step_label, 20, True)  # its largest size; its least width is its longest word's
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        for button in (self.undo_button, self.redo_button):
            button.setObjectName("arrowButton")
            self._set_font(button, 18, True)
            button.setMinimumSize(52, 44)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextStep")
        self._set_font(self.next_button, 16, True)
        self.next_button.setMinimumHeight(48)
        self.undo_button.clicked.connect(self.undo_step)
        self.redo_button.clicked.connect(self.redo_step)
        self.next_button.clicked.connect(self.next_step)
        layout.addWidget(self.turn_label)
        layout.addSpacing(24)
        layout.addWidget(self.step_label, 1)
        self.jump_button = QToolButton()
        self._set_font(self.jump_button, 13)
        self.jump_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.jump_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.jump_menu = QMenu(self)
        self.jump_button.setMenu(self.jump_menu)
        layout.addWidget(self.jump_button)
        layout.addSpacing(16)
        layout.addWidget(self.undo_button)
        layout.addWidget(self.redo_button)
        layout.addWidget(self.next_button)
        return bar

    def catalogue(self) -> Catalogue:
        """The catalogue in the UI's language."""
        return load_catalogue(self.language)

    def set_language(self, language: str) -> None:
        """Switch the UI and card texts to ``language`` at run time and remember it."""
        self.language = install_language(language)
        self.session.language = self.language
        try:
            from ..settings import load_settings, save_settings

            settings = load_settings()
            settings.language = self.language
            save_settings(settings)
        except (ImportError, OSError, AttributeError):
            pass
        self.language_actions[self.language].setChecked(True)
        self.show_state()

    def _label_next_button(self) -> None:
        """ "Next step  [Space]": its key on a second line at large text sizes (the bar never widens the window);
        left out (its tooltip says it) while the step name beside it would be smaller than the theme's size."""
        text = self.tr("Next step  [Space]")
        if self.theme.scale >= TWO_LINE_BUTTON_SCALE:
            text = text.replace("  [", "\n[")
        elif self._step_wants_room:
            text = self.tr("Next step")
        self.next_button.setText(text)

    def _give_step_room(self) -> None:
        """After each fit of the step name: "Next step" without its key while the name would shrink too far.

        The name is what the table reads from afar; with the log shown, a narrow
        window or Spanish names, the button's key takes width the name needs
        (the bar keeps its height: a second line would have grown it).  The name
        shrinks down to ``KEY_KEEPS_SHARE`` of its size for the key; past that
        the key goes, and it comes back only when the name would fit a little
        larger with the key's width taken from it (no flip-flop at the threshold).
        """
        label = self.step_label
        metrics = self.next_button.fontMetrics()
        key = metrics.horizontalAdvance(self.tr("Next step  [Space]")) - metrics.horizontalAdvance(self.tr("Next step"))
        # The key stays while the names fit beside it at KEY_KEEPS_SHARE of their size (issue 21); it comes back
        # only when they would fit a little larger with its width taken (no flip-flop at the threshold).
        share = min(1.0, KEY_KEEPS_SHARE + 0.1) if self._step_wants_room else KEY_KEEPS_SHARE
        width = label.contentsRect().width() - (max(0, key) if self._step_wants_room else 0)
        wants = not label.fits_at_full_size(width, share)
        if wants != self._step_wants_room:
            self._step_wants_room = wants
            self._label_next_button()

    def set_scale(self, scale: float) -> None:
        """Change the text size of every window and dialog (Settings: text_scale) and remember it."""
        from ..settings import MAX_TEXT_SCALE, MIN_TEXT_SCALE, load_settings, save_settings

        scale = min(MAX_TEXT_SCALE, max(MIN_TEXT_SCALE, scale))
        self.fit_text_scale(scale)  # layout.py: smaller while the window has no room for it
        try:
            settings = load_settings()
            settings.text_scale = scale
            save_settings(settings)
        except OSError:
            pass

    @property
    def color_scheme(self) -> str:
        """``"dark"`` or ``"light"``: the colour scheme the app draws now."""
        return self.theme.scheme

    def set_color_scheme(self, scheme: str) -> None:
        """Follow the system's light or dark colour scheme (every window and dialog)."""
        self.theme = self.theme.with_scheme(scheme)
        self._restyle()

    def _restyle(self) -> None:
        """Apply :attr:`theme` to the application (palette, style sheet) and to this window's and the display's fonts."""
        apply_theme(self._application(), self.theme)
        reapply_theme(self, self.theme)
        if self.display is not None:
            reapply_theme(self.display, self.theme)

    def _show_title(self) -> None:
        """The window title; it says so when the game is shown read-only (Session.read_only).

        Game → Take over is offered only while a lock another computer left
        keeps the game read-only (Session.take_over_question).
        """
        title = self.tr("Archenemy Companion")
        if self.session.read_only is not None:
            title = texts.fill(self.tr("%1 (read-only)"), title)
        self.setWindowTitle(title)
        self.take_over_action.setVisible(self.session.take_over_question is not None)

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self._show_title()
        self.step_label.set_names(texts.step_name(step) for step in Step)
        self._label_next_button()
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
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.jump_button.setText(self.tr("Go to step…"))
        self.jump_button.setAccessibleName(self.tr("Go to a later step of this turn"))
        self._retranslate_menus()
        self._render_undo_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.WindowStateChange:
            self._show_table_layout(self.isFullScreen())
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.session.game is not None:
                self.show_state()
        super().changeEvent(event)

    def act(self, action: Action) -> bool:
        """Send ``action`` to the session (refusals show in the status bar); True if it was applied."""
        return self.session.perform(action)

    def merge(self, action: Action, key: str) -> bool:
        """Send ``action`` merged into one undo step with recent actions of the same ``key``; True if applied."""
        return self.session.perform(action, merge_key=key)

    def show_problem(self, message: str) -> None:
        """Show ``message`` in the status bar for a while."""
        self.status.setText(message)
        self.status.setToolTip(plain_tooltip(message))  # a long notice is cut at the window's edge: whole here
        self._status_timer.start(8000)

    def _render_undo_texts(self) -> None:
        undo = self.session.undo_group() if self.session.game else []
        redo = self.session.redo_group() if self.session.game else []
        undo_name = self.step_name(undo, undo=True)  # totals.py: an answer named by its scheme
        redo_name = self.step_name(redo, undo=False)
        self.undo_action.setText(texts.fill(self.tr("&Undo: %1"), undo_name) if undo_name else self.tr("&Undo"))
        self.redo_action.setText(texts.fill(self.tr("&Redo: %1"), redo_name) if redo_name else self.tr("&Redo"))
        self.undo_button.setToolTip(  # "Undo: <name> life −3": a name, never markup
            plain_tooltip(
                (texts.fill(self.tr("Undo: %1"), undo_name) if undo_name else self.tr("Undo"))
                + f" ({texts.key_text('Ctrl+Z')})"
            )
        )
        self.redo_button.setToolTip(
            plain_tooltip(
                (texts.fill(self.tr("Redo: %1"), redo_name) if redo_name else self.tr("Redo"))
                + f" ({texts.key_text('Ctrl+Shift+Z')})"
            )
        )
        self.undo_action.setEnabled(bool(undo))
        self.redo_action.setEnabled(bool(redo))
        self.undo_button.setEnabled(bool(undo))
        self.redo_button.setEnabled(bool(redo))

    def _render_panels(self, state: GameState) -> None:
        shared = state.team_life is not None
        key = (tuple(p.name for p in state.players), shared)
        if key != self._panel_key:
            clear_layout(self.players_grid)
            self.panels = {}
            entries: list[tuple[str, bool]] = [(p.name, False) for p in state.players]
            if shared:
                entries.insert(1, (HEROES, True))
            places = panel_places(len(entries), shared)  # layout.py: where each panel goes, and its shape
            for (name, team), (row, column, span, compact) in zip(entries, places, strict=True):
                panel = PlayerPanel(
                    texts.side_name(name) if team else name, self.act, team=team, merge=self.merge, theme=self.theme
                )
                panel.set_compact(compact)  # its colour: _render_seat_colours, from the state
                panel.concede = self.concede_player  # right-click → concede asks first (dialogs.py)
                self.panels[name] = panel
                self.players_grid.addWidget(panel, row, column, 1, span)
            stretch_panel_rows(self.players_grid, places)
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
        self._show_title()
        self.turn_label.setText(texts.turn_text(state))
        self.step_label.setText(texts.step_name(state.step))
        self.next_button.setEnabled(not state.over)
        self._follow_renames(state)  # dialogs.py: the selection follows a renamed player
        self._render_panels(state)
        self._render_jump_menu(state)
        assert self.session.game is not None
        # The scheme asked about or reminded of, else the one in motion: the same on every display.
        shown, last_id = scheme_in_view(state, self.session.game.last_set_in_motion)
        last = self.session.game.last_set_in_motion
        self.card.show_scheme(state, catalogue, shown, last_id, last.owner if last is not None else None)
        self.rulings_button.setEnabled((shown.scheme_id if shown else last_id) is not None)
        self.ongoing.show_state(state, catalogue)
        self._render_keys(state)  # actions.py: Next step waits for a question; alerts; screen keeper
        self.banner.show_state(state)
        scheme = shown.scheme_id if shown is not None else last_id
        self._reserve_banner(None if scheme is None else (scheme, state.turn, state.step_index))
        displayed = (self.display is not None and self.display.isVisible()) or self.table_mode
        # The table view every display renders (table_view.py), made only when one shows it or the game ended.
        view = self.view_now(catalogue) if displayed or state.over else None
        self._render_end(view)  # game_end.py: who won, what next, the night's standings, the story
        if self._log is not None:  # else built later, from the events of that moment
            self._log.show_events(self.session.game.events)
        if view is not None and self.display is not None and self.display.isVisible():
            self.display.show_state(state, catalogue, shown, last_id, view)
        if view is not None and self.table_mode:
            self.table_view.show_state(state, catalogue, shown, last_id, view)
        self._render_undo_texts()
        self._share_height()

    def view_now(self, catalogue: Catalogue | None = None) -> TableView:
        """The table view of the game as it stands (:func:`~archenemy.desktop.table_view.table_view`), in the window's language."""
        game = self.session.game
        assert game is not None
        night = self.session.night_standings() if game.state.over else None
        ref = night_of(game.start)  # a game night keeps every player on their side of the table
        return table_view(
            game.state,
            game.last_set_in_motion,
            catalogue or self.catalogue(),
            selected=self.selected,
            night=night,
            first_place=ref.first_place if ref is not None else 0,
        )

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self._after_paint is not None:
            self._after_paint.clear()  # closed before its first paint's follow-up: nothing to start any more
        if self.isVisible() and not self.isFullScreen():  # table mode's full screen is not a place to restore
            self.save_geometry()
        if self.display is not None:
            self.display.close()
        if self._screen_keeper is not None:
            self._screen_keeper.release()
        self.session.close()
        super().closeEvent(event)
