"""The main window: the table view of the current game.

Top: the turn bar (turn, active player or team, step, undo/redo, "Next
step").  Centre: the prompt banner and the scheme in motion as an oversized
card, the face-up ongoing schemes beside it, the game log in a dock.  Bottom:
one panel per player (in rows of four, compact rows of three beyond).

The window builds its widgets, owns its parts and wires them in one block
(as novelWriter's ``guimain.py`` does): each part is an object built with
the window as its host, typed by the part's own protocol (``DialogsHost``,
``LayoutHost``...), so every call between parts is checked.  The parts: the
menus (:mod:`.menus`), the keyboard model (:mod:`.actions`), the layout
(:mod:`.layout`), the player panels (:mod:`.player_panels`), the dialogs
(:mod:`.window_dialogs`), the totals (:mod:`.totals`), the game files
(:mod:`.game_files`), game nights (:mod:`.game_night`), the end of a game
(:mod:`.game_end`), the second window (:mod:`.second_window`), the card
images (:mod:`.images`), the alerts (:mod:`.alerts`), what a screen
reader is told (:mod:`.announcements`), the status line and the overlay
(:mod:`.notices`), table mode (:mod:`.table_mode`) and the work after the
first paint (:mod:`.start_up`).  The window shows
the session's state and sends actions (:meth:`MainWindow.show_state`, the
one place every display is fed from).  Its look (text size and colour
scheme) is a :class:`~archenemy.desktop.theme.Theme` value it holds and
applies to the whole application, so every dialog shares it.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent, QWindow
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action
from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.effects import LifeEffect
from ...engine.header_notes import night_of
from ...engine.model import Prompt
from ...engine.rules import is_legal
from .. import texts
from ..i18n import follow_language, install_language
from ..session import Session
from ..table_view import TableView, table_view
from ..theme import Theme, apply_theme, system_color_scheme
from ..widgets.dialog_keys import unfocus_scroll_areas
from ..widgets.fitted_labels import FitLabel
from ..widgets.focus_holder import FocusHolder
from ..widgets.theming import reapply_theme, set_theme_font
from .actions import TableKeys
from .alerts import TableAlerts
from .announcements import TableAnnouncer
from .game_end import GameEnd
from .game_files import GameFiles
from .game_night import GameNight
from .images import TableImages
from .layout import CENTRE_STRETCH, PLAYERS_STRETCH, WindowLayout
from .menus import TableMenus
from .notices import HELPER_MS, TableNotices
from .planar_actions import TablePlanes
from .player_panels import PlayerPanels
from .prompts.banner import PromptBanner
from .read_only import ReadOnlyState
from .schemes.views import OngoingPanel, SchemeCardView
from .second_window import TOLD_MS, SecondWindow
from .start_up import WindowStart
from .table_mode import WINDOW_ONGOING_PX, TableMode
from .totals import TableTotals
from .turn_bar import TurnBar
from .window_dialogs import TableDialogs
from .window_geometry import save_geometry

if TYPE_CHECKING:
    from .displays.log import LogPanel
    from .displays.table_display import TableDisplay
    from .planes.views import PlaneCardView


class MainWindow(QMainWindow):
    """The table view of :class:`Session`'s game, the host of its parts.

    ``text_scale`` is the user's text size (Settings → text_scale); the colour
    scheme follows the system's (:func:`~archenemy.desktop.theme.system_color_scheme`).
    """

    def __init__(self, session: Session, language: str = "en", *, text_scale: float = 1.0) -> None:
        super().__init__()
        # Before its parts: a new language retranslates the window first, then its widgets (as Qt's event did).
        follow_language(self._language_changed)
        # The window whose state changes the table layout follows (:meth:`follow_window_state`).
        self._state_followed: QWindow | None = None
        self.session = session
        self.language = language
        session.language = language
        # The selected player (keys 1–9), or None.
        self.selected: str | None = None
        # The table view every display shows now (:meth:`show_state`), a value two states compare by.
        self.shown_view: TableView | None = None
        # The shuffles of the games the window deals itself (Next game; screenshots and tests seed it).
        self.deal_rng: Random | None = None
        self.theme = Theme(text_scale, system_color_scheme())
        self.setObjectName("mainWindow")
        apply_theme(self._application(), self.theme)
        self.resize(1366, 768)
        self._build_widgets()
        # The game log is built after the first paint (WindowStart.finish_start), as table mode is.
        self._log: LogPanel | None = None
        # ----- the parts, each built with the window as its host; wired below, in one place -----
        # Table mode (F11), built on first use, or after the first paint (WindowStart).
        self.table_screen = TableMode(self, self)
        self.dialogs = TableDialogs(self, self)
        self.panels = PlayerPanels(
            self.players_grid,
            act=self.act,
            merge=self.merge,
            theme=self._theme,
            concede=self.dialogs.concede_player,
            legal=self.legal,
        )
        self.menus = TableMenus(self, self.language, self.log_dock.toggleViewAction())
        self.images = TableImages(self, self, self.menus.images_actions)
        self.game_end = GameEnd(self, self.left_column)
        self.files = GameFiles(self, self)
        self.night = GameNight(self, self, start_game=self.files.start_game)
        self.totals = TableTotals(self, self)
        self.window_layout = WindowLayout(self, self)
        self.second_window = SecondWindow(self, self)
        self.alerts = TableAlerts(self, game=lambda: self.session.game, card=self.card, banner=self.banner)
        self.announcer = TableAnnouncer(self)
        self.keys = TableKeys(self, self)
        # The planar die, planeswalking, chaos: their entries, keys and the turn bar's button.
        self.planes = TablePlanes(self, self, self.menus, self.turn_bar)
        self.read_only = ReadOnlyState(self, self.root_layout, 1, self.set_font, lambda: self.table_screen.built)
        self._wire_parts()
        self._wire_menus()
        # Buttons that take no focus, the table's first focus, the settings' ticks: once the menus exist.  The
        # widgets with buttons now (the panels' come with their panels, the banner's take Enter; Qt's own in the
        # dock's title and the menu bar take none).
        self.keys.set_up_focus((self.turn_bar, self.card, self.game_end.outcome_box, self.read_only.strip))
        self._connect(session)
        self.retranslate()
        self.show_state()
        # The work after the first paint, a slice per turn of the event loop (``app.warm_up`` queues its own).
        self.start_up = WindowStart(self, self)
        self.slices = self.start_up.slices

    # ----- construction -------------------------------------------------------
    @staticmethod
    def _application() -> QApplication:
        app = QApplication.instance()
        assert isinstance(app, QApplication), "the table needs a QApplication"
        return app

    def _theme(self) -> Theme:
        return self.theme

    def set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` the theme's font of ``size`` points.

        Re-applied when the theme changes.
        """
        set_theme_font(widget, self.theme, size, bold)

    def _build_widgets(self) -> None:
        """The widgets the parts drive.

        The turn bar, the centre, the players' area, the dock, the status.
        """
        # The table itself holds the focus when no field does; it repaints nothing for it.
        central = FocusHolder()
        central.setObjectName("central")
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 8)
        root.setSpacing(10)
        # The status line and the tools' results over the table.
        self.notices = TableNotices(self, self, self.theme)
        self.status, self.helper_label = self.notices.status, self.notices.overlay
        self.turn_bar: TurnBar = TurnBar(self._theme)
        root.addWidget(self.turn_bar)
        self.centre_area = QWidget()
        self.centre_area.setLayout(self._build_centre())
        # A result over the table never hides the question (a paper die's "which card did you turn?"), nor the
        # planes' texts once there are planes (plane_card).
        self.helper_label.keep_clear_of(self.banner)
        root.addWidget(self.centre_area, CENTRE_STRETCH)
        self.players_area = QWidget()
        self.players_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.players_grid: QGridLayout = QGridLayout(self.players_area)
        self.players_grid.setContentsMargins(16, 0, 16, 0)
        self.players_grid.setSpacing(10)
        root.addWidget(self.players_area, PLAYERS_STRETCH)
        self.root_layout: QVBoxLayout = root
        self._build_log_and_status()

    def _build_centre(self) -> QHBoxLayout:
        centre = QHBoxLayout()
        centre.setContentsMargins(16, 0, 16, 0)
        centre.setSpacing(14)
        # The outcome (the game end's, put first), the banner and the card (or the game's story).
        left = self.left_column = QVBoxLayout()
        self.banner = PromptBanner(self.act, self.catalogue, act_all=self.session.perform_all, theme=self.theme)
        self.card = SchemeCardView(theme=self.theme)
        self.rulings_button = QPushButton()
        self.set_font(self.rulings_button, 12)
        # The banner sits in a slot as tall as it, none once it hides: the card and the panels take their
        # room back as soon as the question is answered (see WindowLayout.reserve_banner).
        self.banner_slot = QWidget()
        self.slot_layout = QVBoxLayout(self.banner_slot)
        self.slot_layout.setContentsMargins(0, 0, 0, 0)
        self.slot_layout.addWidget(self.banner)
        left.addWidget(self.banner_slot)
        # The face-up planes beside the scheme card (in its place in Planechase alone): built for the first game
        # with planes the window shows (plane_card).
        self._plane_card: PlaneCardView | None = None
        cards = self.cards_row = QHBoxLayout()
        cards.addWidget(self.card, 3)
        left.addLayout(cards, 1)
        self.card.tools.addWidget(self.rulings_button)
        self.ongoing = OngoingPanel(self.act, theme=self.theme)
        self.ongoing.setMinimumWidth(300)
        self.ongoing.setMaximumWidth(WINDOW_ONGOING_PX)
        centre.addLayout(left, 1)
        centre.addWidget(self.ongoing)
        return centre

    def _build_log_and_status(self) -> None:
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self.statusBar().addWidget(self.status, 1)

    # ----- the wiring: every tie between the widgets and the parts --------------------------------------------
    def _wire_parts(self) -> None:
        """Connect the widgets' signals and hooks to the parts that answer them."""
        banner, layout = self.banner, self.window_layout
        banner.refused.connect(self.keys.answer_refused)
        banner.cannot_type.connect(self.keys.say_refused)
        banner.scheme_row.redistribute = self.totals.open_redistribution
        # Once the banner shows the state's question: the bell and the flash.
        banner.after_show = self.alerts.show_state
        banner.card_text = self._card_text
        banner.scheme_row.applied_effects = self._applied_effects
        # The banner asks the window's layout for room while it sits in the window.
        banner.host = layout
        # Wrapped anew: the height is shared again.
        for label in (self.card.caption, self.card.name_label):
            label.changed = layout.reshare_later
        self.rulings_button.clicked.connect(self.dialogs.show_rulings)
        # The log, built before it shows; the table gets narrower or wider, not the window: its height shared again.
        self.log_dock.visibilityChanged.connect(lambda shown: shown and self.log)
        # Room to read it: beside the table, else under it (a narrow screen).
        self.log_dock.visibilityChanged.connect(lambda shown: shown and QTimer.singleShot(0, self, self._give_log_room))
        self.log_dock.visibilityChanged.connect(lambda _shown: layout.reshare_later())
        bar = self.turn_bar
        bar.undo_button.clicked.connect(self.totals.undo_step)
        bar.redo_button.clicked.connect(self.totals.redo_step)
        bar.next_button.clicked.connect(self.keys.next_step)
        end = self.game_end
        end.next_game_button.clicked.connect(self.night.next_game)
        end.rematch_button.clicked.connect(self.files.rematch)
        end.outcome_new_button.clicked.connect(self.files.open_new_game_dialog)
        # The card images, when they are on (table mode and the second window are lent them once built).
        self.images.lend(self.card)
        self.images.lend(self.ongoing)

    def _wire_menus(self) -> None:
        """Connect every menu entry and window-level key to the part that does it."""
        m, keys, files, night, dialogs, totals = (
            self.menus,
            self.keys,
            self.files,
            self.night,
            self.dialogs,
            self.totals,
        )
        m.next_action.triggered.connect(keys.next_step)
        m.next_stop_action.triggered.connect(keys.next_stop)
        m.confirm_action.triggered.connect(keys.confirm_prompt)
        m.new_action.triggered.connect(files.open_new_game_dialog)
        m.default_action.triggered.connect(files.confirm_default_game)
        m.rematch_action.triggered.connect(files.rematch)
        m.next_game_action.triggered.connect(night.next_game)
        m.night_action.triggered.connect(lambda: files.open_new_game_dialog(night="new"))
        m.open_action.triggered.connect(files.open_game)
        m.recent_action.triggered.connect(files.open_recent_games)
        m.save_as_action.triggered.connect(files.save_game_as)
        m.take_over_action.triggered.connect(files.take_over_game)
        m.deck_builder_action.triggered.connect(files.open_deck_builder)
        m.roster_action.triggered.connect(night.open_roster)
        m.statistics_action.triggered.connect(night.open_statistics)
        m.share_action.triggered.connect(keys.open_share_dialog)
        m.quit_action.triggered.connect(self.close)
        m.undo_action.triggered.connect(totals.undo_step)
        m.redo_action.triggered.connect(totals.redo_step)
        m.all_heroes_action.triggered.connect(dialogs.open_all_heroes_life)
        m.exact_life_action.triggered.connect(dialogs.open_exact_life)
        m.several_action.triggered.connect(totals.open_several_changes)
        m.set_life_action.triggered.connect(totals.open_set_life)
        m.counters_action.triggered.connect(totals.open_counters)
        m.colour_action.triggered.connect(dialogs.open_player_colour)
        m.rename_action.triggered.connect(dialogs.open_rename_player)
        m.concede_action.triggered.connect(dialogs.concede_selected)
        m.table_mode_action.triggered.connect(self.toggle_table_mode)
        m.display_action.triggered.connect(self.second_window.toggle_display)
        m.flip_action.triggered.connect(self.second_window.toggle_flip)
        m.larger_action.triggered.connect(lambda: self.set_scale(self.theme.scale * 1.15))
        m.smaller_action.triggered.connect(lambda: self.set_scale(self.theme.scale / 1.15))
        m.reset_size_action.triggered.connect(lambda: self.set_scale(1.0))
        for code, action in m.language_actions.items():
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
        for mode, action in m.images_actions.items():
            action.triggered.connect(lambda _=False, mode=mode: self.images.set_card_images(mode))
        m.download_images_action.triggered.connect(self.images.open_download_all)
        m.keep_awake_action.triggered.connect(keys.set_keep_awake)
        m.alerts_action.triggered.connect(keys.set_alerts)
        m.announcements_action.triggered.connect(keys.set_announcements)
        m.keys_action.triggered.connect(keys.show_keys)
        for kind, action in (("coin", m.coin_action), ("d6", m.d6_action), ("d20", m.d20_action)):
            action.triggered.connect(lambda _=False, kind=kind: keys.table_helper(kind))
        m.random_hero_action.triggered.connect(lambda: keys.table_helper("opponent"))
        m.about_action.triggered.connect(dialogs.show_about)
        for amount, action in m.life_actions.items():
            action.triggered.connect(lambda _=False, a=amount: keys.change_selected_life(a))

    def _connect(self, session: Session) -> None:
        self.next_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.next_shortcut.activated.connect(self.keys.next_step)
        # What the table took, said once its state is shown (announcements.py).
        session.applied.connect(self.announcer.note_taken)
        session.applied.connect(self.planes.note_applied)
        session.changed.connect(self.show_state)
        session.problem.connect(self.show_problem)
        try:
            from PySide6.QtGui import QGuiApplication

            QGuiApplication.styleHints().colorSchemeChanged.connect(
                lambda scheme: self.set_color_scheme("light" if scheme == Qt.ColorScheme.Light else "dark")
            )
        # Qt before 6.5: no colour scheme hints.
        except AttributeError:
            pass

    def _card_text(self) -> FitLabel:
        """The card's rules text the banner's question is sized against.

        Table mode's card there.
        """
        return (self.table_view.card if self.table_mode else self.card).text_label

    def _applied_effects(
        self, prompt: Prompt, options: tuple[LifeEffect, ...]
    ) -> tuple[tuple[LifeEffect, ...], frozenset[int]]:
        """The banner's life effects and which were applied while ``prompt`` waits."""
        from .prompts.applied_effects import applied_effects

        return applied_effects(self.session.game, prompt, options)

    # ----- what the first paint does not need ----------------------------------
    def after_first_paint(self, work: Callable[[], object]) -> None:
        """Run ``work`` once the window has painted for the first time.

        At once if it already has.
        """
        self.start_up.after_first_paint(work)

    def _give_log_room(self) -> None:
        from .displays.log import give_log_room

        give_log_room(self, self.log_dock)

    @property
    def log(self) -> LogPanel:
        """The game log in its dock (hidden by default).

        Following the game from the moment it exists.
        """
        if self._log is None:
            from .displays.log import LogPanel

            self._log = LogPanel(self.catalogue, theme=self.theme, origin=self.session.origin_of)
            unfocus_scroll_areas(self._log)
            self.log_dock.setWidget(self._log)
            if self.session.game is not None:
                self._log.show_events(self.session.game.events)
                self._log.show_start(self.session.game.start)
        return self._log

    @property
    def plane_card(self) -> PlaneCardView:
        """The face-up planes beside the scheme card (in its place in Planechase alone).

        Built on first use, hidden until it shows planes; a game without
        planes never builds it (:meth:`shown_plane_card` asks without building).
        """
        if self._plane_card is None:
            from .planes.views import PlaneCardView

            card = PlaneCardView(theme=self.theme)
            card.hide()
            self.cards_row.addWidget(card, 2)
            # Between the scheme card and the ongoing schemes, where a screen reader finds it.
            card.stackUnder(self.ongoing)
            # A result over the table never hides the planes' texts (the phenomenon just encountered, the chaos
            # ability just rolled).
            self.helper_label.keep_clear_of(card)
            self.images.lend(card)
            self._plane_card = card
        return self._plane_card

    def shown_plane_card(self) -> PlaneCardView | None:
        """The plane card while it shows planes, else ``None``; never builds it."""
        card = self._plane_card
        return card if card is not None and not card.isHidden() else None

    @property
    def table_view(self) -> TableDisplay:
        """Table mode's table layout (F11), built on first use.

        See :class:`~.table_mode.TableMode`.
        """
        return self.table_screen.view

    @property
    def table_mode(self) -> bool:
        """True while the table layout fills the window (full screen, F11).

        Never builds the table view.
        """
        return self.table_screen.on

    def toggle_table_mode(self, on: bool) -> None:
        """F11: full screen, the scheme at the largest size, no menus (Esc or F11 leaves)."""
        self.table_screen.toggle(on)

    # ----- language, text size, colours ------------------------------------------------------------------------
    def catalogue(self) -> Catalogue:
        """The catalogue in the UI's language."""
        return load_catalogue(self.language)

    def set_language(self, language: str) -> None:
        """Switch the UI and card texts to ``language`` at run time and remember it."""
        from ..settings import load_settings, save_settings

        self.language = install_language(language)
        self.session.language = self.language
        settings = load_settings()
        settings.language = self.language
        try:
            save_settings(settings)
        except OSError:
            pass
        self.menus.check_language(self.language)
        self.show_state()

    def set_scale(self, scale: float) -> None:
        """Change the text size of every window and dialog, and remember it.

        Settings: text_scale.
        """
        from ..settings import MAX_TEXT_SCALE, MIN_TEXT_SCALE, load_settings, save_settings

        scale = min(MAX_TEXT_SCALE, max(MIN_TEXT_SCALE, scale))
        # Smaller while the window has no room for it.
        self.window_layout.fit_text_scale(scale)
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
        self.restyle()

    def restyle(self) -> None:
        """Apply :attr:`theme` to the application and to this window's fonts.

        The second window's too.
        """
        apply_theme(self._application(), self.theme)
        reapply_theme(self, self.theme)
        display = self.second_window.display
        if display is not None:
            reapply_theme(display, self.theme)

    def _show_title(self) -> None:
        """The window title; it says so when the game is shown read-only.

        Session.read_only.  It ends with the app's name, which Qt adds after a
        title that does not end with it (the application's display name).

        Game → Take over is offered only while a lock another computer left
        keeps the game read-only (Session.take_over_question).
        """
        title = self.tr("Archenemy Companion")
        if self.session.read_only is not None:
            # Ending with the app's name: the window manager's title adds it after a title that does not
            title = texts.fill(self.tr("Read-only — %1"), title)
        self.setWindowTitle(title)
        self.menus.take_over_action.setVisible(self.session.take_over_question is not None)

    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self._show_title()
        self.turn_bar.retranslate()
        self.rulings_button.setText(self.tr("Rulings"))
        self.rulings_button.setAccessibleName(self.tr("Official rulings of the scheme"))
        self.game_end.rematch_button.setText(self.tr("Rematch"))
        self.game_end.outcome_new_button.setText(self.tr("New game"))
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.menus.retranslate()
        self.planes.retranslate()
        self._render_undo_texts()

    def _language_changed(self) -> None:
        """The application's language changed: the texts and the table again.

        Called through :func:`~archenemy.desktop.i18n.follow_language`.
        """
        self.retranslate()
        if self.session.game is not None:
            self.show_state()

    def follow_window_state(self) -> None:
        """Swap the table layout in and out as the window enters and leaves full screen.

        From its first show (its ``QWindow`` exists then), whoever changes
        the state: F11, Esc, the window manager.  Through the window's
        ``windowStateChanged`` signal, not a ``changeEvent``: no Python
        override is handed a ``QEvent`` before the first frame.
        """
        handle = self.windowHandle()
        if handle is None:
            return
        if handle is not self._state_followed:
            self._state_followed = handle
            handle.windowStateChanged.connect(self._window_state_changed)
        self._window_state_changed()

    def _window_state_changed(self) -> None:
        handle = self.windowHandle()
        # The window's own state: the widget's follows it after the signal when the window manager changed it.
        full = handle is not None and handle.windowState() == Qt.WindowState.WindowFullScreen
        self.window_layout.show_table_layout(full)

    # ----- Qt's events ------------------------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        # Restored in full screen (closed in table mode): the table layout from the first frame.
        self.follow_window_state()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.window_layout.resized(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not self.keys.handle_key(event):
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.start_up.cancel()
        # Nothing left to fit or share on a window nobody sees (it may be deleted before its timers run).
        self.window_layout.stop()
        # Table mode's full screen is not a place to restore.
        if self.isVisible() and not self.isFullScreen():
            save_geometry(self)
        if self.second_window.display is not None:
            self.second_window.display.close()
        if self.keys.screen_keeper_built:
            self.keys.screen_keeper.release()
        self.session.close()
        super().closeEvent(event)

    # ----- actions and what the table is told ------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Send ``action`` to the session (refusals show in the status bar).

        True if it was applied.
        """
        return self.session.perform(action)

    def legal(self, action: Action) -> bool:
        """True when the rules accept ``action`` now (the game's state)."""
        return self.session.game is not None and is_legal(self.session.state, action)

    def merge(self, action: Action, key: str) -> bool:
        """Send ``action`` merged into one undo step with recent ones of ``key``.

        True if it was applied.
        """
        return self.session.perform(action, merge_key=key)

    def restore_focus(self) -> None:
        """Put the keyboard focus where the keys work: the banner's field, else the table.

        The banner's field: a count, the reveal picker.
        """
        for field in (self.banner.spin, self.banner.picker):
            if field is not None and field.isVisibleTo(self):
                field.setFocus()
                return
        central = self.centralWidget()
        if central is not None:
            central.setFocus()

    def show_problem(self, message: str) -> None:
        """Show ``message``, a refusal or a problem, in the status bar for a while."""
        self.notices.show_problem(message)

    def show_note(self, message: str) -> None:
        """Show ``message``, plain information, in the status bar for a while."""
        self.notices.show_note(message)

    def show_overlay(self, text: str, ms: int = HELPER_MS) -> None:
        """Show ``text`` large over the table for ``ms`` milliseconds."""
        self.notices.show_overlay(text, ms)

    def tell_over_table(self, text: str, ms: int) -> None:
        """Show ``text`` over the table and on the second window; a screen reader says it."""
        self.notices.tell_over_table(text, ms)

    def tell_table(self, text: str, ms: int = TOLD_MS) -> None:
        """Say ``text`` where the table looks.

        The status bar, large in table mode, the second window.
        """
        self.notices.tell_table(text, ms)

    # ----- the state shown --------------------------------------------------------------------------------------
    def _render_undo_texts(self) -> None:
        session, m = self.session, self.menus
        undo = session.undo_group() if session.game else []
        redo = session.redo_group() if session.game else []
        # An answer named by its scheme.
        undo_name = self.totals.step_name(undo, undo=True)
        redo_name = self.totals.step_name(redo, undo=False)
        m.undo_action.setText(texts.fill(self.tr("&Undo: %1"), undo_name) if undo_name else self.tr("&Undo"))
        m.redo_action.setText(texts.fill(self.tr("&Redo: %1"), redo_name) if redo_name else self.tr("&Redo"))
        m.undo_action.setEnabled(bool(undo))
        m.redo_action.setEnabled(bool(redo))
        self.turn_bar.show_undo(undo_name, redo_name, bool(undo), bool(redo))

    def show_state(self) -> None:
        """Re-render every widget from the session's state.

        The one place every display is fed from: the table view
        (:func:`~archenemy.desktop.table_view.table_view`) is computed once
        and every display renders it, the window's turn bar, panels, card,
        banner and outcome, table mode and the second window.
        """
        state = self.session.state
        game = self.session.game
        assert game is not None
        catalogue = self.catalogue()
        # The selection follows a renamed player, before the view marks it.
        self.dialogs.follow_renames(state)
        view = self.view_now(catalogue)
        self.shown_view = view
        self._show_title()
        self.turn_bar.show_state(view)
        self.panels.render(view)
        self.keys.render_jump_menu(state)
        # The scheme asked about or reminded of, else the one in motion: the same on every display.
        language = catalogue.language or "en"
        self.card.show_scheme(view.scheme, language)
        # Planechase alone (901.2): no scheme card, no ongoing schemes; the planes take the centre (the game's
        # story, at its end: game_end).
        question, planar = view.question, view.planar
        # The banner asks the encountered phenomenon's own question (704.6f): the phenomenon is what the table
        # acts on, the scheme card gives it the row until it is answered (an ongoing scheme keeps its column).
        asked = view.end is None and planar is not None and bool(planar.phenomenon) and bool(question)
        asked = asked and question is not None and not question.scheme
        if view.end is None:
            self.card.setVisible(view.schemes and not asked)
            self.ongoing.setVisible(view.schemes)
        planes = view.planar if view.end is None else None
        if planes is not None or self._plane_card is not None:
            self.plane_card.show_planes(planes, language)
            if asked:
                # The planes' texts get the room of the lines that say what the banner says.
                self.plane_card.make_room(asked=True)
            self.cards_row.setStretch(1, self.plane_card.share)
        self.rulings_button.setEnabled(view.scheme.scheme_id is not None)
        self.ongoing.show_state(view, catalogue)
        # Next step waits for a question; the screen keeper follows the game; each panel in its colour.
        self.keys.render(state)
        self.planes.render(state)
        self.panels.render_colours(view)
        self.banner.show_state(view, state)
        self.window_layout.reserve_banner()
        # Who won, what next, the night's standings, the story.
        self.game_end.render(view)
        # Else built later, from the events of that moment.
        if self._log is not None:
            self._log.show_events(game.events)
            self._log.show_start(game.start)
        display = self.second_window.shown()
        if display is not None:
            display.show_state(view, language)
        if self.table_mode:
            self.table_view.show_state(view, language)
        self._render_undo_texts()
        # Laid out once, the question fitted, before the paint
        self.window_layout.settle()
        # Once every display shows it: what the table must act on, for a screen reader.
        self.announcer.show_state(view, catalogue)
        self.read_only.render()

    def view_now(self, catalogue: Catalogue | None = None) -> TableView:
        """The table view of the game as it stands, in the window's language.

        See :func:`~archenemy.desktop.table_view.table_view`.
        """
        game = self.session.game
        assert game is not None
        night = self.session.night_standings() if game.state.over else None
        # A game night keeps every player on their side of the table.
        ref = night_of(game.start)
        return table_view(
            game.state,
            game.last_set_in_motion,
            catalogue or self.catalogue(),
            selected=self.selected,
            night=night,
            first_place=ref.first_place if ref is not None else 0,
        )
