"""The second window (F10) as a part of the main window: opening it, turning it (F9), and its keys.

A mixin of :class:`~archenemy.desktop.table.window.MainWindow` (like
:mod:`.actions`).  The second window
(:class:`~.displays.table_display.TableDisplay`) is for a TV or a projector,
or it covers the only screen of a laptop: it shows the question the banner
asks with the same answer keys, and the keys typed there answer it through
the banner, the one place that answers (a count's digits and a scheme's name
typed there are shown there as they are typed).  Space or Enter refused
there says why there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut

from .actions import unfocus_scroll_areas
from .prompts.typed_field import pick_first_match, picker_matches
from .window_part import WindowPart

if TYPE_CHECKING:
    from .displays.table_display import TableDisplay

# How long (ms) what a key refused says why stays large over the table (:meth:`SecondWindow.tell_table`).
TOLD_MS = 6000


class SecondWindow(WindowPart):
    """Mixin of the main window: the second window, its keys and what it is told."""

    display: TableDisplay | None
    display_shortcuts: list[QShortcut]  # the second window's own keys (built by the window's keyboard set-up)

    def answer_refused(self, answer: str) -> None:
        """An answer's key pressed while that answer is not offered now: said on the status line, in the banner
        (table mode shows it, without the status line) and in the second window's notice, which blink."""
        from .. import texts

        reason = texts.fill(QCoreApplication.translate("MainWindow", "%1 cannot be chosen now."), answer)
        self._problem_about_prompt(reason)
        self.banner.tell_why(reason)
        if self.display is not None and self.display.isVisible():
            self.display.tell_why(reason)

    def _tell_display_why(self) -> None:
        """The second window says it too: Next step waits for the question it shows (a one-screen laptop sees only it)."""
        if self.display is not None and self.display.isVisible():
            self.display.tell_why()

    def tell_table(self, text: str, ms: int = TOLD_MS) -> None:
        """Say ``text`` where the table looks: the status bar, and large over the table in table mode (no status bar
        there) and on the second window ("This game is not part of a game night…" after F5)."""
        self.show_problem(text)
        if self.table_mode:
            self.helper_label.setText(text)
            self.helper_label.show()
            self._helper_timer.start(ms)
        self.tell_display(text, ms)

    def tell_display(self, text: str, ms: int) -> None:
        """The second window shows ``text`` large for ``ms`` milliseconds too ("Undone: …"): it has no status bar."""
        if self.display is not None and self.display.isVisible():
            self.display.tell(text, ms)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """The second window: its keys answer the banner (a count or a name typed there too) and drive the table;
        closing it unticks F10 and F9."""
        if self.display is not None and watched is self.display:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                if self.banner.answer_key(event) or self.banner.type_key(event) or self.handle_key(event):
                    return True
            elif event.type() in (QEvent.Type.Close, QEvent.Type.Hide):
                self.display_action.setChecked(False)
                self.flip_action.setChecked(False)
        return super().eventFilter(watched, event)

    def toggle_display(self, on: bool) -> None:
        """F10: a second window with the scheme and life totals only (for a TV or projector)."""
        if on:
            if self.display is None:
                from .displays.table_display import TableDisplay

                self.display = TableDisplay(theme=self.theme)  # styled by the application's theme
                self._wire_display(self.display)
                self.lend_images()  # the card images, when they are on
            self.display.set_flipped(self.flip_action.isChecked())
            self.display.show()
            self.display.raise_()  # shown again: in front (no window manager would raise it), the keys stay here
            self.show_state()
        elif self.display is not None:
            self.display.hide()
        self.display_action.setChecked(on)
        if not on:
            self.flip_action.setChecked(False)

    def _wire_display(self, display: TableDisplay) -> None:
        """Give the second window the main window's shortcuts (Space, Enter, Ctrl+Z, F9–F11...) and keys.

        It shows the question the banner asks (a one-screen laptop sees only
        it): Enter there confirms what was typed there, Space types a space
        into a scheme's name, else goes on (or says why not, there too).
        """
        display.addActions([action for action in self.actions() if action is not self.confirm_action])
        unfocus_scroll_areas(display)
        space = QShortcut(QKeySequence(Qt.Key.Key_Space), display)
        space.activated.connect(self._display_space)
        enter = QShortcut(QKeySequence(Qt.Key.Key_Return), display)
        enter.activated.connect(self._display_enter)
        keypad = QShortcut(QKeySequence(Qt.Key.Key_Enter), display)
        keypad.activated.connect(self._display_enter)
        self.display_shortcuts += [space, enter, keypad]
        self.banner.typing.connect(self._show_typed)
        display.installEventFilter(self)

    def _display_space(self) -> None:
        """Space in the second window: a space in the scheme's name being typed, else Next step."""
        if self.banner.picker is not None and self.banner.isVisible():
            self.banner.type_key(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " "))
            return
        self.next_step()

    def _display_enter(self) -> None:
        """Enter in the second window: the scheme typed there is the first name it matches (shown there), then confirm."""
        pick_first_match(self.banner.picker)
        self.confirm_prompt()

    def _show_typed(self, typed: str) -> None:
        """The count or the scheme's name typed so far, in the second window too."""
        if self.display is not None:
            self.display.show_typed(typed, picker_matches(self.banner.picker))

    def toggle_flip(self, on: bool) -> None:
        """F9: turn the second window 180° for the players across the table."""
        if on and (self.display is None or not self.display.isVisible()):
            self.toggle_display(True)
        if self.display is not None:
            self.display.set_flipped(on)
        self.flip_action.setChecked(on)
