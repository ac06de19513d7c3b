"""The table's actions: menus, keyboard, table helpers and the view toggles (table mode, second window).

Keyboard: Space advances the step wherever the focus is, except while typing
(a text field claims Space through Qt's shortcut override); 1–9 select a
player (1 the archenemy, then the seats in order) unless a prompt is asking
for a number; +/− change the selected player's life by 1, Page Up/Down by 5;
Ctrl+Z / Ctrl+Shift+Z undo and redo; F11 table mode; Ctrl+G the game log.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication

from ...engine.actions import NextStep
from ...engine.model import GameState
from .. import texts
from .common import WindowPart
from .display import TableDisplay


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context wherever their code lives."""
    return QCoreApplication.translate(context, text)


class TableActions(WindowPart):
    """Mixin of :class:`~archenemy.desktop.table.window.MainWindow`: its menus, keys and view toggles."""

    display: TableDisplay | None

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
            self.size_menu, lambda: self.set_scale(self.theme.scale * 1.15), QKeySequence.StandardKey.ZoomIn
        )
        self.smaller_action = self._action(
            self.size_menu, lambda: self.set_scale(self.theme.scale / 1.15), QKeySequence.StandardKey.ZoomOut
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

    def _retranslate_menus(self) -> None:
        """Set the menus' texts in the current language."""
        self.game_menu.setTitle(_tr("MainWindow", "&Game"))
        self.new_action.setText(_tr("MainWindow", "&New game…"))
        self.default_action.setText(_tr("MainWindow", "&Default game"))
        self.rematch_action.setText(_tr("MainWindow", "&Rematch (same players and decks, reshuffled)"))
        self.open_action.setText(_tr("MainWindow", "&Open saved game…"))
        self.save_as_action.setText(_tr("MainWindow", "Save game &as…"))
        self.deck_builder_action.setText(_tr("MainWindow", "&Deck builder…"))
        self.quit_action.setText(_tr("MainWindow", "&Quit"))
        self.edit_menu.setTitle(_tr("MainWindow", "&Edit"))
        self.all_heroes_action.setText(_tr("MainWindow", "Life of &every opponent…"))
        self.exact_life_action.setText(_tr("MainWindow", "Change &life by an amount…"))
        self.concede_action.setText(_tr("MainWindow", "The selected player &concedes"))
        self.view_menu.setTitle(_tr("MainWindow", "&View"))
        self.table_mode_action.setText(_tr("MainWindow", "&Table mode (full screen)"))
        self.display_action.setText(_tr("MainWindow", "Second window for a &TV or projector"))
        self.flip_action.setText(_tr("MainWindow", "&Flip the second window 180°"))
        self.log_action.setText(_tr("MainWindow", "Game &log"))
        self.language_menu.setTitle(_tr("MainWindow", "&Language"))
        self.size_menu.setTitle(_tr("MainWindow", "Text &size"))
        self.larger_action.setText(_tr("MainWindow", "&Larger"))
        self.smaller_action.setText(_tr("MainWindow", "&Smaller"))
        self.reset_size_action.setText(_tr("MainWindow", "&Normal size"))
        self.tools_menu.setTitle(_tr("MainWindow", "&Tools"))
        self.coin_action.setText(_tr("MainWindow", "Flip a &coin"))
        self.d6_action.setText(_tr("MainWindow", "Roll a d&6"))
        self.d20_action.setText(_tr("MainWindow", "Roll a d&20"))
        self.random_hero_action.setText(_tr("MainWindow", "An &opponent at random"))

    def next_step(self) -> None:
        """Advance to the next step, or say why the game cannot advance."""
        state = self.session.state
        if state.over:
            self.show_problem(_tr("MainWindow", "The game is over. Start a new game or a rematch."))
            return
        if state.prompts:
            self.show_problem(_tr("MainWindow", "Answer the question above before moving on."))
            return
        self.act(NextStep())

    def jump_to(self, index: int) -> None:
        """Advance step by step to the ``index``-th step of this turn; stop early at a question."""
        state = self.session.state
        turn = state.turn
        key = f"jump-{turn}-{index}"
        while not state.over and state.turn == turn and state.step_index < index:
            if state.prompts:
                self.show_problem(_tr("MainWindow", "Stopped: a question needs an answer first."))
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
        steps: dict[int, int] = {
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

    def table_helper(self, kind: str) -> None:
        """Coin, d6, d20 or a random opponent, from a secure random source; shown large."""
        import secrets  # here: it loads OpenSSL (4 MiB), which the first paint does not need

        rng = secrets.SystemRandom()
        if kind == "coin":
            text = texts.fill(
                _tr("MainWindow", "Coin: %1"), rng.choice([_tr("MainWindow", "heads"), _tr("MainWindow", "tails")])
            )
        elif kind == "d6":
            text = texts.fill(_tr("MainWindow", "d6: %1"), rng.randint(1, 6))
        elif kind == "d20":
            text = texts.fill(_tr("MainWindow", "d20: %1"), rng.randint(1, 20))
        else:
            state = self.session.state
            owner = self._acting_archenemy()
            opponents = [p.name for p in state.opponents(owner)]
            if not opponents:
                return
            text = texts.fill(_tr("MainWindow", "Opponent at random: %1"), rng.choice(opponents))
        self.helper_label.setText(text)
        self.helper_label.show()
        self._helper_timer.start(15000)

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
                self.display = TableDisplay(theme=self.theme)  # styled by the application's theme
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
