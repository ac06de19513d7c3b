"""The second window (F10).

Opening it, turning it (F9), its keys, what it is told.

:class:`SecondWindow` is a part the main window owns.  The second window
(:class:`~.displays.table_display.TableDisplay`) is for a TV or a projector,
or it covers the only screen of a laptop: it shows the question the banner
asks with the same answer keys, and the keys typed there answer it through
the banner, the one place that answers (a count's digits and a scheme's name
typed there are shown there as they are typed).  Space or Enter refused
there says why there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow

from ..theme import Theme
from ..widgets.dialog_keys import unfocus_scroll_areas
from .images import TableImages
from .menus import TableMenus
from .prompts.banner import PromptBanner
from .prompts.typed_field import pick_first_match, picker_matches

if TYPE_CHECKING:
    from .displays.table_display import TableDisplay

__all__ = ["TOLD_MS", "DisplayKeys", "SecondWindow", "SecondWindowHost"]

# How long (ms) what a key refused says why stays large over the table (the window's tell_table).
TOLD_MS = 6000


class DisplayKeys(Protocol):
    """What the second window's keys do: the main window's keyboard model."""

    def handle_key(self, event: QKeyEvent) -> bool:
        """The window's plain keys (players, life, Esc, arrows); True if used."""

    def next_step(self) -> None:
        """Space: the next step, or why not."""

    def confirm_prompt(self) -> None:
        """Enter: confirm the banner's answer."""


class SecondWindowHost(Protocol):
    """What the second window needs of the main window."""

    theme: Theme
    # The banner, the one place that answers a question (the second window's keys answer there).
    banner: PromptBanner

    @property
    def menus(self) -> TableMenus:
        """The window's actions (the second window gets them all but Enter's)."""

    @property
    def keys(self) -> DisplayKeys:
        """The keyboard model the second window's keys drive."""

    @property
    def images(self) -> TableImages:
        """The card images, lent to the second window once it is built."""

    def show_state(self) -> None:
        """Show the state on every display."""


class SecondWindow(QObject):
    """The second window of ``window`` (built on first use: :attr:`display`).

    ``host`` is the window.
    """

    def __init__(self, window: QMainWindow, host: SecondWindowHost) -> None:
        super().__init__(window)
        self._window = window
        self._host = host
        self.display: TableDisplay | None = None
        # The second window's own keys: Space, Enter and the keypad's Enter.
        self.display_shortcuts: list[QShortcut] = []

    def shown(self) -> TableDisplay | None:
        """The second window while it is shown, else ``None``."""
        display = self.display
        return display if display is not None and display.isVisible() else None

    # ----- what it is told -------------------------------------------------------------------------------------
    def tell_why(self, reason: str = "") -> None:
        """It says why too when the table tried to go on (a question, or ``reason``).

        A one-screen laptop sees only it.
        """
        display = self.shown()
        if display is not None:
            display.tell_why(reason)

    def tell(self, text: str, ms: int) -> None:
        """It shows ``text`` large for ``ms`` milliseconds ("Undone: …").

        It has no status bar.
        """
        display = self.shown()
        if display is not None:
            display.tell(text, ms)

    def flash(self) -> None:
        """Its notice blinks (the reminder the next stop stopped for)."""
        display = self.shown()
        if display is not None:
            display.notice.flash()

    # ----- opening, turning ------------------------------------------------------------------------------------
    def toggle_display(self, on: bool) -> None:
        """F10: a second window with the scheme and the life totals.

        For a TV or a projector.
        """
        menus = self._host.menus
        if on:
            if self.display is None:
                from .displays.table_display import TableDisplay

                # Styled by the application's theme.
                self.display = TableDisplay(theme=self._host.theme)
                self._wire_display(self.display)
                # The card images, when they are on.
                self._host.images.lend(self.display)
            self.display.set_flipped(menus.flip_action.isChecked())
            self.display.show()
            # Shown again: in front (no window manager would raise it), the keys stay here.
            self.display.raise_()
            self._host.show_state()
        elif self.display is not None:
            self.display.hide()
        menus.display_action.setChecked(on)
        if not on:
            menus.flip_action.setChecked(False)

    def toggle_flip(self, on: bool) -> None:
        """F9: turn the second window 180° for the players across the table."""
        if on and self.shown() is None:
            self.toggle_display(True)
        if self.display is not None:
            self.display.set_flipped(on)
        self._host.menus.flip_action.setChecked(on)

    # ----- its keys --------------------------------------------------------------------------------------------
    def _wire_display(self, display: TableDisplay) -> None:
        """Give the second window the main window's shortcuts and keys.

        Space, Enter, Ctrl+Z, F9–F11...

        It shows the question the banner asks (a one-screen laptop sees only
        it): Enter there confirms what was typed there, Space types a space
        into a scheme's name, else goes on (or says why not, there too).
        """
        confirm = self._host.menus.confirm_action
        display.addActions([action for action in self._window.actions() if action is not confirm])
        unfocus_scroll_areas(display)
        space = QShortcut(QKeySequence(Qt.Key.Key_Space), display)
        space.activated.connect(self._display_space)
        enter = QShortcut(QKeySequence(Qt.Key.Key_Return), display)
        enter.activated.connect(self._display_enter)
        keypad = QShortcut(QKeySequence(Qt.Key.Key_Enter), display)
        keypad.activated.connect(self._display_enter)
        self.display_shortcuts += [space, enter, keypad]
        self._host.banner.typing.connect(self._show_typed)
        display.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """Its keys answer the banner and drive the table; closing it unticks F10, F9.

        A count or a name typed there goes to the banner too.

        Closing it unticks F10 and F9.
        """
        if self.display is not None and watched is self.display:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                banner = self._host.banner
                if banner.answer_key(event) or banner.type_key(event) or self._host.keys.handle_key(event):
                    return True
            elif event.type() in (QEvent.Type.Close, QEvent.Type.Hide):
                self._host.menus.display_action.setChecked(False)
                self._host.menus.flip_action.setChecked(False)
        return super().eventFilter(watched, event)

    def _display_space(self) -> None:
        """Space in the second window.

        A space in the scheme's name being typed, else Next step.
        """
        banner = self._host.banner
        if banner.picker is not None and banner.isVisible():
            banner.type_key(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " "))
            return
        self._host.keys.next_step()

    def _display_enter(self) -> None:
        """Enter in the second window.

        The first scheme its typed name matches (shown there), then confirm.
        """
        pick_first_match(self._host.banner.picker)
        self._host.keys.confirm_prompt()

    def _show_typed(self, typed: str) -> None:
        """The count or the scheme's name typed so far, in the second window too."""
        if self.display is not None:
            self.display.show_typed(typed, picker_matches(self._host.banner.picker))
