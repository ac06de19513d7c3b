"""Table mode (F11): the table layout full screen, built on first use.

The seats around the edges, the banner and the scheme in the middle
(:class:`~.displays.table_display.TableDisplay`), in the window's central
widget under its own parts, hidden until F11.  Going in hides the menus and
the status bar and gives the scheme its largest text; leaving (Esc or F11)
puts the window back as it was, maximised or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QVBoxLayout

from ..theme import Theme
from ..widgets.dialog_keys import unfocus_scroll_areas
from ..widgets.screen_fit import fit_when_shown
from .images import TableImages
from .menus import TableMenus
from .player_panels import PlayerPanels
from .schemes.views import OngoingPanel, SchemeCardView
from .window_dialogs import TableDialogs

if TYPE_CHECKING:
    from .displays.overlay import ResultOverlay
    from .displays.table_display import TableDisplay

__all__ = ["TableMode", "TableModeHost"]

# The scheme's largest text (points), in table mode and in the window.
TABLE_CARD_PT, WINDOW_CARD_PT = 48, 40
# The ongoing column's widest (pixels), in table mode and in the window.
TABLE_ONGOING_PX, WINDOW_ONGOING_PX = 320, 380
# How long a window manager has to make the window full screen before table mode fills the screen itself (ms).
FULL_SCREEN_WAIT_MS = 250


class TableModeHost(Protocol):
    """What table mode needs of the main window."""

    # The theme the table layout is drawn with when it is built.
    theme: Theme
    # The central widget's layout: the table layout goes last in it.
    root_layout: QVBoxLayout
    # The scheme card and the ongoing column, sized anew for table mode.
    card: SchemeCardView
    ongoing: OngoingPanel
    # The results shown large over the table (they keep clear of table mode's planes too).
    helper_label: ResultOverlay

    @property
    def panels(self) -> PlayerPanels:
        """The player panels (a seat's tap zones and counts menu act through them)."""

    @property
    def images(self) -> TableImages:
        """The card images, lent to the table layout once it is built."""

    @property
    def menus(self) -> TableMenus:
        """The window's actions (table mode's entry is ticked)."""

    @property
    def dialogs(self) -> TableDialogs:
        """How the window's dialogs give the focus back."""


class TableMode:
    """Table mode of ``window``; ``host`` is that window."""

    def __init__(self, window: QMainWindow, host: TableModeHost) -> None:
        self._window = window
        self._host = host
        # The table layout, once built (after the first paint, or on first use).
        self.built: TableDisplay | None = None
        # Whether the window was maximised when table mode began: leaving it maximises it again.
        self._maximised_before = False
        # The window's geometry before table mode filled the screen itself (no window manager did).
        self._geometry_before: QRect | None = None

    @property
    def view(self) -> TableDisplay:
        """The table layout: the seats around the edges, the scheme in the middle.

        Hidden until F11; built on first use.
        """
        if self.built is None:
            from .displays.table_display import TableDisplay

            host = self._host
            view = TableDisplay(
                self._window.centralWidget(),
                theme=host.theme,
                on_tap=host.panels.tap,
                on_counts=host.panels.counts_menu,
            )
            view.setObjectName("tableMode")
            unfocus_scroll_areas(view)
            view.hide()
            host.root_layout.addWidget(view, 1)
            self.built = view
            # The window's results over the table never cover table mode's planes either.
            host.helper_label.keep_clear_of(view.plane_card)
            # The card images, when they are on.
            host.images.lend(view)
        return self.built

    @property
    def on(self) -> bool:
        """True while the table layout fills the window; never builds it."""
        return self.built is not None and self.built.isVisibleTo(self._window)

    def toggle(self, on: bool) -> None:
        """F11: full screen, the scheme at the largest size, no menus (Esc or F11 leaves)."""
        window, host = self._window, self._host
        host.menus.table_mode_action.setChecked(on)
        window.menuBar().setVisible(not on)
        window.statusBar().setVisible(not on)
        host.ongoing.setMaximumWidth(TABLE_ONGOING_PX if on else WINDOW_ONGOING_PX)
        text = host.card.text_label
        text.max_pt = TABLE_CARD_PT if on else WINDOW_CARD_PT
        if on:
            # Leaving puts it back as it was: maximised stays maximised under a window manager.
            if not window.isFullScreen():
                self._maximised_before = window.isMaximized()
            window.showFullScreen()
            # With no window manager nobody makes it full screen: it fills its screen itself.
            QTimer.singleShot(FULL_SCREEN_WAIT_MS, window, self._fill_screen)
        else:
            before, self._geometry_before = self._geometry_before, None
            if self._maximised_before:
                if before is not None:
                    window.setGeometry(before)
                window.showMaximized()
            else:
                # Out of full screen first: a geometry set on a full-screen window ends its state for Qt, and
                # leaving would then be no change (the table layout stayed).
                window.showNormal()
                if before is not None:
                    window.setGeometry(before)
                fit_when_shown(window)
        text.show_text(text.text())
        # No window manager: the X focus is lost when the window changes state.
        host.dialogs.take_focus_back()

    def _fill_screen(self) -> None:
        """Cover the whole screen when table mode is on and no window manager did.

        Without one, a full-screen window keeps its size (1366×768 in the
        corner of a 1920×1080 screen); leaving table mode gives it back.
        """
        window = self._window
        if not self.on:
            return
        screen = window.screen() or QGuiApplication.primaryScreen()
        if screen is None or window.geometry() == screen.geometry():
            return
        if self._geometry_before is None:
            self._geometry_before = window.geometry()
        window.setGeometry(screen.geometry())
        # Qt ends a window's full-screen state when its geometry is set: Esc, leaving and closing ask for it.
        window.setWindowState(window.windowState() | Qt.WindowState.WindowFullScreen)
