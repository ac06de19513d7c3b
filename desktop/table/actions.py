"""The table's actions: menus, keyboard, table helpers and the view toggles (table mode, second window).

The keyboard model (issue 11: no surprises):

- Every shortcut is a window-level :class:`QAction` (added to the window
  itself, not only to its menus), so it works in table mode, where the menu
  bar is hidden, and from the second window, which gets the same actions
  (its own Space and Enter: :mod:`.second_window`).
- Enter / Return confirm the prompt banner only (Done, a typed count, the
  option chosen in the picker); they never answer yes/no by themselves and
  never press a toolbar button.  Toolbar buttons take no keyboard focus.
- Space advances one step (refused, with the reason in the banner, while a
  question waits: Next step is disabled then); Ctrl+Space, the "next stop",
  advances step by step and stops at every question, every scheme set in
  motion, every reminder due and the start of each turn.
- 1–9 select a player (1 the archenemy, then the seats in order) unless a
  prompt is asking for a number; +/− change the selected player's life by 1,
  Page Up/Down by 5; Ctrl+Z / Ctrl+Shift+Z undo and redo; F2 renames a
  player; F11 table mode; F10 the second window, F9 turn it; Ctrl+G the game
  log; F1 the keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QMenu, QMenuBar, QWidget

from ...engine.actions import NextStep
from ...engine.catalogue import Catalogue
from ...engine.events import Event, SetInMotion, TurnBegan
from ...engine.model import GameState, Reminder
from .. import texts
from ..table_view import REMATCH_KEY, reminders_view
from ..widgets.dialog_keys import enter_presses_only
from .window_part import WindowPart

if TYPE_CHECKING:
    from ...engine.effects import LifeEffect
    from ...engine.model import Prompt
    from .displays.table_display import TableDisplay
    from .keep_awake import ScreenKeeper

# The next stop never runs further than this many steps (a turn has twelve).
MAX_STOP_STEPS = 40


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context wherever their code lives."""
    return QCoreApplication.translate(context, text)


def _reminders_due(state: GameState) -> bool:
    """Whether a scheme's reminder is due at this step (the rules branch's ``step_reminders``, when present)."""
    try:
        from ...engine import effects
    except ImportError:  # pragma: no cover - the engine always has it
        return False
    due = getattr(effects, "step_reminders", None)
    return bool(due(state)) if due is not None else False


def unfocus_scroll_areas(root: QWidget) -> None:
    """No keyboard focus for ``root``'s scroll areas (views, lists): the window's keys are never theirs.

    A focused scroll area takes Page Up/Down and the arrows before the
    window sees them; the wheel and the scroll bars still scroll it.
    """
    for area in root.findChildren(QAbstractScrollArea):
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def stop_reason(
    state: GameState, new: Sequence[Event], reminders_before: tuple[Reminder, ...], catalogue: Catalogue
) -> str:
    """Why the next stop stops after a step that produced ``new`` events, in words; ``""``: it goes on.

    In order: the end of the game, a question, a reminder due at the step
    (named), a scheme set in motion (named), a lasting effect that began or
    ended, a new turn (whose).
    """
    if state.over:
        return _tr("MainWindow", "Stopped: the game is over.")
    if state.prompts:
        return _tr("MainWindow", "Stopped: a question needs an answer.")
    due = reminders_view(state, catalogue)
    if due:
        return texts.fill(_tr("MainWindow", "Stopped for a reminder: %1"), " ".join(r.text for r in due))
    for event in new:
        if isinstance(event, SetInMotion):
            name = catalogue[event.scheme].name if event.scheme in catalogue else event.scheme
            return texts.fill(_tr("MainWindow", "Stopped: “%1” was set in motion."), name)
    if state.reminders != reminders_before:
        return _tr("MainWindow", "Stopped: a lasting effect began or ended.")
    if any(isinstance(event, TurnBegan) for event in new):
        return texts.fill(_tr("MainWindow", "Stopped: a new turn, %1."), texts.turn_text(state))
    return ""


class TableActions(WindowPart):
    """Mixin of :class:`~archenemy.desktop.table.window.MainWindow`: its menus, keys and view toggles."""

    display: TableDisplay | None

    def _action(
        self,
        menu: QMenu,
        slot: Callable[..., object],
        shortcut: QKeySequence | QKeySequence.StandardKey | list[QKeySequence] | None = None,
        checkable: bool = False,
    ) -> QAction:
        """A menu entry that is also a window-level action (its shortcut works with the menu bar hidden)."""
        action = QAction(self)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)  # table mode hides the menu bar: the window keeps the shortcut
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        g = self.game_menu
        self.next_action = self._action(g, self.next_step)
        self.next_stop_action = self._action(g, self.next_stop, QKeySequence("Ctrl+Space"))
        self.confirm_action = self._action(
            g, self.confirm_prompt, [QKeySequence(Qt.Key.Key_Enter), QKeySequence(Qt.Key.Key_Return)]
        )  # the menu writes the first: "Enter", as every button and F1 do (Return is the same key, F30)
        g.addSeparator()
        self.new_action = self._action(g, self.open_new_game_dialog, QKeySequence.StandardKey.New)
        self.default_action = self._action(g, self.confirm_default_game)
        self.rematch_action = self._action(g, self.rematch, QKeySequence(REMATCH_KEY))
        self._build_night_menu(g)  # game_night.py: Next game, Start a game night
        g.addSeparator()
        self.open_action = self._action(g, self.open_game, QKeySequence.StandardKey.Open)
        self.recent_action = self._action(g, self.open_recent_games, QKeySequence("Ctrl+R"))
        self.save_as_action = self._action(g, self.save_game_as, QKeySequence("Ctrl+Shift+S"))
        self.take_over_action = self._action(g, self.take_over_game)  # shown only when another computer holds it
        g.addSeparator()
        self.deck_builder_action = self._action(g, self.open_deck_builder, QKeySequence("Ctrl+D"))
        self._build_history_menu(g)  # game_night.py: the roster, Statistics
        self.share_action = self._action(g, self.open_share_dialog)
        g.addSeparator()
        self.quit_action = self._action(g, self.close, QKeySequence.StandardKey.Quit)

        self.edit_menu = bar.addMenu("")
        e = self.edit_menu
        self.undo_action = self._action(e, self.undo_step, QKeySequence.StandardKey.Undo)  # totals.py: says what
        self.redo_action = self._action(e, self.redo_step, [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        e.addSeparator()
        self.all_heroes_action = self._action(e, self.open_all_heroes_life, QKeySequence("Ctrl+E"))
        self.exact_life_action = self._action(e, self.open_exact_life, QKeySequence("Ctrl+L"))
        self.several_action = self._action(e, self.open_several_changes, QKeySequence("Ctrl+M"))
        self.set_life_action = self._action(e, self.open_set_life, QKeySequence("Ctrl+Shift+L"))
        self.counters_action = self._action(e, self.open_counters, QKeySequence("Ctrl+K"))
        e.addSeparator()
        self.colour_action = self._action(e, self.open_player_colour)
        self.rename_action = self._action(e, self.open_rename_player, QKeySequence("F2"))
        self.concede_action = self._action(e, self.concede_selected)
        self._build_view_menu(bar)
        self._build_tools_menu(bar)

    def _build_view_menu(self, bar: QMenuBar) -> None:
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
        self.addAction(self.log_action)
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
        self._build_images_menu(v)  # images.py: View → Card images
        v.addSeparator()
        self.keep_awake_action = self._action(v, self.set_keep_awake, checkable=True)
        self.alerts_action = self._action(v, self.set_alerts, checkable=True)
        v.addSeparator()
        self.keys_action = self._action(v, self.show_keys, QKeySequence(Qt.Key.Key_F1))

    def _build_tools_menu(self, bar: QMenuBar) -> None:
        self.tools_menu = bar.addMenu("")
        t = self.tools_menu
        self.coin_action = self._action(t, lambda: self.table_helper("coin"))
        self.d6_action = self._action(t, lambda: self.table_helper("d6"))
        self.d20_action = self._action(t, lambda: self.table_helper("d20"))
        self.random_hero_action = self._action(t, lambda: self.table_helper("opponent"))

        self.help_menu = bar.addMenu("")
        self.about_action = self._action(self.help_menu, self.show_about)

    def _retranslate_menus(self) -> None:
        """Set the menus' texts in the current language."""
        self.game_menu.setTitle(_tr("MainWindow", "&Game"))
        self.next_action.setText(_tr("MainWindow", "Ne&xt step\tSpace"))
        self.next_stop_action.setText(_tr("MainWindow", "Next s&top (a question, a scheme, a new turn)"))
        self.confirm_action.setText(_tr("MainWindow", "&Confirm the question's answer"))
        self.new_action.setText(_tr("MainWindow", "&New game…"))
        self.default_action.setText(_tr("MainWindow", "&Default game"))
        self.rematch_action.setText(_tr("MainWindow", "&Rematch (same players and decks, reshuffled)"))
        self.open_action.setText(_tr("MainWindow", "&Open saved game…"))
        self.recent_action.setText(_tr("MainWindow", "Recent &games…"))
        self.save_as_action.setText(_tr("MainWindow", "Save game &as…"))
        self.take_over_action.setText(_tr("MainWindow", "Ta&ke over this game…"))
        self.deck_builder_action.setText(_tr("MainWindow", "Deck &builder…"))
        self.share_action.setText(_tr("MainWindow", "S&hare with phones…"))
        self._retranslate_night_menus()
        self.quit_action.setText(_tr("MainWindow", "&Quit"))
        self.edit_menu.setTitle(_tr("MainWindow", "&Edit"))
        self.all_heroes_action.setText(_tr("MainWindow", "Life of &every opponent…"))
        self.exact_life_action.setText(_tr("MainWindow", "Change &life by an amount…"))
        self.several_action.setText(_tr("MainWindow", "&Several players at once…"))
        self.set_life_action.setText(_tr("MainWindow", "Se&t life to…"))
        self.counters_action.setText(_tr("MainWindow", "C&ounters of the selected player…"))
        self.concede_action.setText(_tr("MainWindow", "The selected player &concedes"))
        self.colour_action.setText(_tr("MainWindow", "Colour of the selected &player…"))
        self.rename_action.setText(_tr("MainWindow", "Re&name a player…"))
        self.view_menu.setTitle(_tr("MainWindow", "&View"))
        self.table_mode_action.setText(_tr("MainWindow", "&Table mode (full screen)"))
        self.display_action.setText(_tr("MainWindow", "Second &window for a TV or projector"))
        self.flip_action.setText(_tr("MainWindow", "&Flip the second window 180°"))
        self.log_action.setText(_tr("MainWindow", "Game &log"))
        self.language_menu.setTitle(_tr("MainWindow", "Lan&guage"))
        self.size_menu.setTitle(_tr("MainWindow", "Text &size"))
        self.larger_action.setText(_tr("MainWindow", "&Larger"))
        self.smaller_action.setText(_tr("MainWindow", "&Smaller"))
        self.reset_size_action.setText(_tr("MainWindow", "&Normal size"))
        self.keep_awake_action.setText(_tr("MainWindow", "Keep the screen &awake during a game"))
        self.alerts_action.setText(_tr("MainWindow", "So&und and flash when a scheme or a question comes"))
        self.keys_action.setText(_tr("MainWindow", "&Keys…"))
        self._retranslate_images_menu()
        self.tools_menu.setTitle(_tr("MainWindow", "&Tools"))
        self.coin_action.setText(_tr("MainWindow", "Flip a &coin"))
        self.d6_action.setText(_tr("MainWindow", "Roll a d&6"))
        self.d20_action.setText(_tr("MainWindow", "Roll a d&20"))
        self.random_hero_action.setText(_tr("MainWindow", "An &opponent at random"))
        self.help_menu.setTitle(_tr("MainWindow", "&Help"))
        self.about_action.setText(_tr("MainWindow", "&About Archenemy Companion"))

    # ----- the keyboard model ---------------------------------------------------
    def _install_keyboard(self) -> None:
        """Buttons that never take the focus (Enter is the banner's), the alerts and the screen keeper.

        Called once by the window after its menus exist.
        """
        from .alerts import TableAlerts

        for button in self.findChildren(QAbstractButton):
            if button.parent() is not None and not self.banner.isAncestorOf(button):
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click leaves the focus where it was
        unfocus_scroll_areas(self)
        # The table itself holds the focus when no field of the banner does: keys reach the window from it.
        central = self.centralWidget()
        assert central is not None  # the window builds it first
        central.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        central.setFocus()  # the window's first focus: never the first panel's "−" with its ring (issue 21)
        self._build_life_actions()
        self.display_shortcuts: list[QShortcut] = []
        self.alerts = TableAlerts(self)
        self.banner.after_show = self.alerts.show_state  # once the banner shows the state's question
        self.banner.card_text = lambda: (self.table_view.card if self.table_mode else self.card).text_label
        self.banner.applied_effects = self._applied_effects
        self._screen_keeper: ScreenKeeper | None = None  # after the first paint (ctypes, D-Bus): screen_keeper
        self.keep_awake_action.setChecked(self._setting("keep_awake", True))
        self.alerts_action.setChecked(self._setting("alerts", True))
        self.alerts.enabled = self.alerts_action.isChecked()

    def _build_life_actions(self) -> None:
        """+ / = / − (±1) and Page Up / Page Down (±5) for the selected player, as window-level actions.

        Shortcuts, not key presses: whatever widget has the focus (a scroll
        area takes Page Up/Down for itself) the window gets them, in table
        mode and from the second window too.  A text field still types + and −
        (it claims printable keys first); a key held down changes life once.
        """
        self.life_actions: list[QAction] = []
        keys = (
            ((Qt.Key.Key_Plus, Qt.Key.Key_Equal), 1),
            ((Qt.Key.Key_Minus,), -1),
            ((Qt.Key.Key_PageUp,), 5),
            ((Qt.Key.Key_PageDown,), -5),
        )
        for sequence, amount in keys:
            action = QAction(self)
            action.setShortcuts([QKeySequence(key) for key in sequence])
            action.setAutoRepeat(False)
            action.triggered.connect(lambda _=False, a=amount: self.change_selected_life(a))
            self.addAction(action)
            self.life_actions.append(action)

    def _applied_effects(
        self, prompt: Prompt, options: tuple[LifeEffect, ...]
    ) -> tuple[tuple[LifeEffect, ...], frozenset[int]]:
        """The banner's life effects and which were applied while ``prompt`` waits (:mod:`.prompts.applied_effects`)."""
        from .prompts.applied_effects import applied_effects

        return applied_effects(self.session.game, prompt, options)

    def restore_focus(self) -> None:
        """Put the keyboard focus where the keys work: the banner's field (a count, the reveal picker), else the table."""
        for field in (self.banner.spin, self.banner.picker):
            if field is not None and field.isVisibleTo(self):
                field.setFocus()
                return
        central = self.centralWidget()
        if central is not None:
            central.setFocus()

    def change_selected_life(self, amount: int) -> None:
        """Change the selected player's (or team's) life by ``amount`` (merged into one undo step); none: nothing."""
        if self.selected in self.panels:
            self.panels[self.selected].change_life(amount)

    @property
    def screen_keeper(self) -> ScreenKeeper:
        """The screen keeper, following the setting and the game from the moment it exists.

        Built on first use or right after the first paint (the window's
        ``finish_start``): it loads ctypes and QtDBus and calls the session bus.
        """
        if self._screen_keeper is None:
            from .keep_awake import ScreenKeeper

            keeper = ScreenKeeper(self, status_bar=self.statusBar())  # says when the screen may sleep
            keeper.set_wanted(self.keep_awake_action.isChecked())
            keeper.set_game_open(not self.session.state.over)
            self._screen_keeper = keeper
        return self._screen_keeper

    @staticmethod
    def _setting(name: str, default: bool) -> bool:
        from ..settings import load_settings

        return bool(getattr(load_settings(), name, default))

    @staticmethod
    def _save_setting(name: str, value: bool) -> None:
        from ..settings import load_settings, save_settings

        settings = load_settings()
        setattr(settings, name, value)
        try:
            save_settings(settings)
        except OSError:
            pass

    def set_keep_awake(self, on: bool) -> None:
        """View → Keep the screen awake: the platform's inhibit call while a game is open (Settings: keep_awake)."""
        self.screen_keeper.set_wanted(on)
        self._save_setting("keep_awake", on)

    def set_alerts(self, on: bool) -> None:
        """View → Sound and flash: when a scheme is set in motion or a question waits (Settings: alerts)."""
        self.alerts.enabled = on
        self._save_setting("alerts", on)

    def _render_keys(self, state: GameState) -> None:
        """Next step waits while a question does (the banner says why); the screen keeper follows the game."""
        waiting = bool(state.prompts) and not state.over
        self.next_button.setEnabled(not state.over and not waiting)
        self.next_button.setToolTip(
            _tr("MainWindow", "Answer the question first")
            if waiting
            else _tr("MainWindow", "Go to the next step (Space)")
        )
        self.next_stop_action.setEnabled(not state.over)
        self._render_seat_colours(state)
        asked = getattr(self, "_status_prompt", None)
        if asked is not None and (not waiting or state.prompts[0].id != asked):
            self._status_prompt = None
            if self.status.text() in self._prompt_problems():
                self.status.setText("")  # the question it was about is answered (or undone): the refusal is stale
        if self._screen_keeper is not None:  # else it starts from the game's state when built
            self._screen_keeper.set_game_open(not state.over)

    def _render_seat_colours(self, state: GameState) -> None:
        """Each panel in its player's colour as the game has it now (corrected with Edit → Colour…)."""
        for player in state.players:
            panel = self.panels.get(player.name)
            if panel is not None and panel.property("seatColour") != (player.colour or ""):
                panel.set_colour(player.colour)
                panel.setProperty("seatColour", player.colour or "")

    def confirm_prompt(self) -> None:
        """Enter: confirm the banner (Done, a typed count, the chosen option); never a yes/no, never a button."""
        if not self.banner.confirm():
            state = self.session.state
            if state.prompts and not state.over:
                self.banner.tell_why()
                self._tell_display_why()

    def next_step(self) -> None:
        """Advance to the next step, or say why the game cannot advance."""
        state = self.session.state
        if state.over:
            self.show_problem(_tr("MainWindow", "The game is over. Start a new game or a rematch."))
            return
        if state.prompts:
            self._problem_about_prompt(_tr("MainWindow", "Answer the question above before moving on."))
            self.banner.tell_why()
            self._tell_display_why()
            return
        self.act(NextStep())

    def _prompt_problems(self) -> tuple[str, ...]:
        """The status line's refusals that are about the waiting question (cleared once it is gone)."""
        return (
            _tr("MainWindow", "Answer the question above before moving on."),
            _tr("MainWindow", "Stopped: a question needs an answer first."),
            _tr("MainWindow", "Stopped: a question needs an answer."),
        )

    def _problem_about_prompt(self, message: str) -> None:
        """Show ``message`` in the status line until the first waiting question is answered (or undone)."""
        state = self.session.state
        self._status_prompt = state.prompts[0].id if state.prompts else None
        self.show_problem(message)

    def next_stop(self) -> None:
        """Ctrl+Space: advance step by step to the next stop, as one undo step.

        Stops at a question, a scheme set in motion (CR 904.9), a reminder due
        at the step, the start of a turn, or the end of the game.
        """
        state = self.session.state
        if state.prompts or state.over:
            self.next_step()  # says why it cannot advance
            return
        game = self.session.game
        assert game is not None
        key = f"stop-{len(game.log)}"
        why = ""
        for _ in range(MAX_STOP_STEPS):
            seen = len(game.events)
            reminders = state.reminders
            if not self.session.perform(NextStep(), merge_key=key):
                return  # refused: the status line says why
            state = self.session.state
            why = stop_reason(state, game.events[seen:], reminders, self.catalogue())
            if why:
                break
        else:
            why = texts.fill(_tr("MainWindow", "Stopped: no stop within %1 steps."), MAX_STOP_STEPS)
        if state.prompts:
            self._problem_about_prompt(why)  # goes once the question is answered
        else:
            self.show_problem(why)
        if _reminders_due(state) and not state.prompts:  # the reminder it stopped for, in the banner's place
            self.banner.flash()
            if self.display is not None and self.display.isVisible():
                self.display.notice.flash()

    def jump_to(self, index: int) -> None:
        """Advance step by step to the ``index``-th step of this turn; stop early at a question."""
        state = self.session.state
        turn = state.turn
        key = f"jump-{turn}-{index}"
        while not state.over and state.turn == turn and state.step_index < index:
            if state.prompts:
                self._problem_about_prompt(_tr("MainWindow", "Stopped: a question needs an answer first."))
                break
            if not self.session.perform(NextStep(), merge_key=key):
                break
            state = self.session.state

    def _render_jump_menu(self, state: GameState) -> None:
        """The "Go to step…" menu: the later steps of this turn, rebuilt only when they (or their words) change."""
        later = list(enumerate(state.steps))[state.step_index + 1 :]
        # A language switch renames every step: the first one's words stand for them all.
        key = (later, texts.step_name(later[0][1]) if later else "")
        if key != getattr(self, "_jump_key", None):  # a life click leaves the menu as it is
            self._jump_key = key
            self.jump_menu.clear()
            for index, step in later:
                action = self.jump_menu.addAction(texts.step_name(step))
                action.triggered.connect(lambda _=False, i=index: self.jump_to(i))
        self.jump_button.setEnabled(bool(later) and not state.over and not state.prompts)

    def handle_key(self, event: QKeyEvent) -> bool:
        """The window's plain keys (players, life, Esc, arrows), from this window or the second; True if used."""
        if self.banner.spin is not None and self.banner.type_key(event):  # a count waits: digits type it (F24)
            return True
        key = event.key()
        state = self.session.state
        names = [p.name for p in state.players]
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            index = key - Qt.Key.Key_1
            if index < len(names):
                self.selected = names[index]
                self.show_state()
            return True
        steps: dict[int, int] = {
            Qt.Key.Key_Plus: 1,
            Qt.Key.Key_Equal: 1,
            Qt.Key.Key_Minus: -1,
            Qt.Key.Key_PageUp: 5,
            Qt.Key.Key_PageDown: -5,
        }
        if key in steps and self.selected in self.panels:
            # One press, one change: a key held down (or a lagging X server's auto-repeat)
            # must never invent actions; Page Up/Down give ±5 for big changes.
            if not event.isAutoRepeat():
                self.change_selected_life(steps[key])
            return True
        if key == Qt.Key.Key_Space and not event.isAutoRepeat() and not event.modifiers():
            self.next_step()  # reached only when the Space shortcut could not fire (no active window)
            return True
        if key == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_table_mode(False)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focusNextPrevChild(key in (Qt.Key.Key_Right, Qt.Key.Key_Down))
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def show_keys(self) -> None:
        """F1: the keys, in a themed, readable window."""
        from .dialogs.keys_help import KeysDialog

        dialog = KeysDialog(self)
        self._open(dialog)

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

    def open_share_dialog(self) -> None:
        """Game → "Share with phones…" (``desktop/share``; aiohttp is imported only now)."""
        from ..share.dialog import open_share_dialog

        dialog = open_share_dialog(self, self.session)
        self.lend_images()  # the phones get the cached card images too
        if not dialog.property("focusBack"):  # one dialog for the whole session: connect once
            dialog.setProperty("focusBack", True)
            enter_presses_only(dialog)
            dialog.finished.connect(lambda *_: self.take_focus_back())

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
        self.take_focus_back()  # no window manager: the X focus is lost when the window changes state
