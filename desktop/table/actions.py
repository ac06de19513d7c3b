"""The table's keyboard model and its actions: steps, stops, players, helpers.

:class:`TableKeys` is a part the main window owns.  The keyboard model (no
surprises):

- Every shortcut is a window-level :class:`QAction` (added to the window
  itself, not only to its menus: :mod:`.menus`), so it works in table mode,
  where the menu bar is hidden, and from the second window, which gets the
  same actions (its own Space and Enter: :mod:`.second_window`).
- Enter / Return confirm the prompt banner only (Done, a typed count, the
  option chosen in the picker); they never answer yes/no by themselves and
  never press a toolbar button.  Toolbar buttons take no keyboard focus.
- Space advances one step (refused, with the reason in the banner, while a
  question waits: Next step is disabled then); Ctrl+Space, the "next stop",
  advances step by step and stops at every question, every scheme set in
  motion, every reminder due and the start of each turn.
- 1–9 and A select a player by the key that answers a question with them
  (a hero's number, A the archenemy; in Supervillain Rumble the seat's
  number) unless a prompt is asking for a number; +/− change the selected
  player's life by 1,
  Page Up/Down by 5; Ctrl+Z / Ctrl+Shift+Z undo and redo; F2 renames a
  player; F11 table mode; F10 the second window, F9 turn it; Ctrl+G the game
  log; F1 the keys.

The table's helpers (a coin, a die, an opponent at random), the keep-awake
and alerts settings and sharing with phones are here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QLabel, QMainWindow, QWidget

from ...engine.actions import Action, NextStep
from ...engine.catalogue import Catalogue
from ...engine.effects import step_reminders
from ...engine.events import Event, SetInMotion, TurnBegan
from ...engine.model import GameState, Reminder, Step
from ...engine.planar_reminders import plane_reminders
from .. import texts
from ..session import Session
from ..table_view import ARCHENEMY_KEY, TableView, player_answer_key, reminders_view
from ..widgets.dialog_keys import enter_presses_only
from .alerts import TableAlerts
from .announcements import TableAnnouncer
from .images import TableImages
from .menus import TableMenus
from .player_panels import PlayerPanels
from .prompts.banner import PromptBanner
from .second_window import SecondWindow
from .turn_bar import TurnBar
from .window_dialogs import TableDialogs, acting_archenemy

if TYPE_CHECKING:
    from .keep_awake import ScreenKeeper

__all__ = ["MAX_STOP_STEPS", "KeysHost", "TableKeys", "stop_reason"]

# The next stop never runs further than this many steps (a turn has twelve).
MAX_STOP_STEPS = 40


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context."""
    return QCoreApplication.translate(context, text)


def stop_reason(
    state: GameState, new: Sequence[Event], reminders_before: tuple[Reminder, ...], catalogue: Catalogue
) -> str:
    """Why the next stop stops after a step that made ``new`` events.

    ``""``: it goes on.

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


class KeysHost(Protocol):
    """What the keyboard model needs of the main window."""

    session: Session
    # The selected player (keys 1–9), or None.
    selected: str | None
    # The table view every display shows now (None before the first).
    shown_view: TableView | None
    # The banner (its keys and fields come first), the turn bar (Next step, Go to step), the status line.
    banner: PromptBanner
    turn_bar: TurnBar
    status: QLabel
    # The bell and the flash (View → Sound and flash).
    alerts: TableAlerts
    # What a screen reader is told (View → Announce what happens to a screen reader).
    announcer: TableAnnouncer

    @property
    def panels(self) -> PlayerPanels:
        """The player panels (the life keys change the selected one's total)."""

    @property
    def menus(self) -> TableMenus:
        """The window's actions."""

    @property
    def dialogs(self) -> TableDialogs:
        """How the window's dialogs open."""

    @property
    def second_window(self) -> SecondWindow:
        """The second window: told why too when Space or Enter is refused."""

    @property
    def images(self) -> TableImages:
        """The card images, lent to the phones when sharing starts."""

    def catalogue(self) -> Catalogue:
        """The catalogue in the window's language."""

    def act(self, action: Action) -> bool:
        """Send ``action`` to the session; True if it was applied."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""

    def show_note(self, message: str) -> None:
        """Say ``message``, plain information, in the status bar for a while."""

    def show_overlay(self, text: str, ms: int) -> None:
        """Show ``text`` large over the table for ``ms`` milliseconds.

        The tools' results.
        """

    def show_state(self) -> None:
        """Show the state on every display."""

    def toggle_table_mode(self, on: bool) -> None:
        """F11: table mode on or off."""


class TableKeys:
    """The keyboard model of ``window`` (see the module); ``host`` is the window."""

    def __init__(self, window: QMainWindow, host: KeysHost) -> None:
        self._window = window
        self._host = host
        # The question a refusal on the status line is about (cleared with it once it is answered).
        self._status_prompt: int | None = None
        # This turn's later steps (index, step) at the state shown; the "Go to step…" menu is filled from them
        # as it opens.
        self._jump_later: list[tuple[int, Step]] = []
        # The later steps the "Go to step…" menu was built for, with their words.
        self._jump_key: object = None
        host.turn_bar.jump_menu.aboutToShow.connect(self._fill_jump_menu)
        # Built after the first paint (ctypes, D-Bus): screen_keeper.
        self._screen_keeper: ScreenKeeper | None = None

    def set_up_focus(self, holders: Sequence[QWidget]) -> None:
        """Set buttons that never take the focus, and the table's first focus.

        Enter is the banner's: no button may take it.  ``holders`` are the
        widgets whose buttons those are (the turn bar, the card...): each is
        searched, never the whole window, whose search would wrap every
        object Qt made in it (the scroll bars, the size grip: their classes
        made, ~2 ms of the start).  The window's scroll areas take no focus
        by themselves (the ongoing panel's, the log's).

        Called once by the window after its menus exist.
        """
        banner = self._host.banner
        for holder in holders:
            for button in holder.findChildren(QAbstractButton):
                if not banner.isAncestorOf(button):
                    # A click leaves the focus where it was.
                    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The table itself holds the focus when no field of the banner does: keys reach the window from it.
        central = self._window.centralWidget()
        # The window builds it first.
        assert central is not None
        central.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        # The window's first focus: never the first panel's "−" with its ring.
        central.setFocus()
        menus = self._host.menus
        menus.keep_awake_action.setChecked(self._setting("keep_awake", True))
        menus.alerts_action.setChecked(self._setting("alerts", True))
        self._host.alerts.enabled = menus.alerts_action.isChecked()
        menus.announcements_action.setChecked(self._setting("announcements", True))
        self._host.announcer.enabled = menus.announcements_action.isChecked()

    # ----- the screen keeper and the alerts ------------------------------------------------------------------
    @property
    def screen_keeper(self) -> ScreenKeeper:
        """The screen keeper, following the setting and the game once it exists.

        Built on first use or right after the first paint (the window's
        ``finish_start``): it loads ctypes and QtDBus and calls the session bus.
        """
        if self._screen_keeper is None:
            from .keep_awake import ScreenKeeper

            # It says on the status bar when the screen may sleep.
            keeper = ScreenKeeper(self._window, status_bar=self._window.statusBar())
            keeper.set_wanted(self._host.menus.keep_awake_action.isChecked())
            keeper.set_game_open(not self._host.session.state.over)
            self._screen_keeper = keeper
        return self._screen_keeper

    @property
    def screen_keeper_built(self) -> bool:
        """Whether the screen keeper exists yet (it is built after the first paint)."""
        return self._screen_keeper is not None

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
        """View → Keep the screen awake: inhibit the screen saver while a game is open.

        Settings: keep_awake.
        """
        self.screen_keeper.set_wanted(on)
        self._save_setting("keep_awake", on)

    def set_alerts(self, on: bool) -> None:
        """View → Sound and flash: a scheme set in motion, a question that waits.

        Settings: alerts.
        """
        self._host.alerts.enabled = on
        self._save_setting("alerts", on)

    def set_announcements(self, on: bool) -> None:
        """View → Announce what happens to a screen reader.

        Settings: announcements.
        """
        self._host.announcer.enabled = on
        self._save_setting("announcements", on)

    # ----- from the state --------------------------------------------------------------------------------------
    def render(self, state: GameState) -> None:
        """Next step waits while a question does (the banner says why).

        The screen keeper follows the game.
        """
        host = self._host
        waiting = bool(state.prompts) and not state.over
        host.turn_bar.next_button.setEnabled(not state.over and not waiting)
        host.turn_bar.next_button.setToolTip(
            _tr("MainWindow", "Answer the question first")
            if waiting
            else _tr("MainWindow", "Go to the next step (Space)")
        )
        host.menus.next_stop_action.setEnabled(not state.over)
        asked = self._status_prompt
        if asked is not None and (not waiting or state.prompts[0].id != asked):
            self._status_prompt = None
            if host.status.text() in self._prompt_problems():
                # The question it was about is answered (or undone): the refusal is stale.
                host.status.setText("")
        # Else it starts from the game's state when built.
        if self._screen_keeper is not None:
            self._screen_keeper.set_game_open(not state.over)

    def render_jump_menu(self, state: GameState) -> None:
        """The "Go to step…" button, on while this turn has later steps to go to.

        Its menu is filled as it opens (:meth:`_fill_jump_menu`), from the
        steps noted here.
        """
        self._jump_later = list(enumerate(state.steps))[state.step_index + 1 :]
        self._host.turn_bar.jump_button.setEnabled(bool(self._jump_later) and not state.over and not state.prompts)

    def _fill_jump_menu(self) -> None:
        """The "Go to step…" menu as it opens: this turn's later steps.

        Rebuilt only when they (or their words) changed since it was last
        filled.  Filled on ``aboutToShow``, which the mouse and the keyboard
        both open it through, not at every state: a hidden menu's actions
        cost every step's frame, the first one's too (~5 M instructions).
        """
        later = self._jump_later
        # A language switch renames every step: the first one's words stand for them all.
        key = (later, texts.step_name(later[0][1]) if later else "")
        # A life click leaves the menu as it is.
        if key != self._jump_key:
            self._jump_key = key
            menu = self._host.turn_bar.jump_menu
            menu.clear()
            for index, step in later:
                action = menu.addAction(texts.step_name(step))
                action.triggered.connect(lambda _=False, i=index: self.jump_to(i))

    # ----- the question ----------------------------------------------------------------------------------------
    def confirm_prompt(self) -> None:
        """Enter: confirm the banner (Done, a typed count, the chosen option).

        Never a yes/no, never a button.
        """
        host = self._host
        if not host.banner.confirm():
            state = host.session.state
            if state.prompts and not state.over:
                host.banner.tell_why()
                host.second_window.tell_why()

    def answer_refused(self, answer: str) -> None:
        """An answer's key pressed while that answer is not offered now.

        Said where the table looks.

        On the status line, in the banner (table mode shows it, without the
        status line) and in the second window's notice, which blink.
        """
        self.say_refused(texts.fill(_tr("MainWindow", "%1 cannot be chosen now."), answer))

    def say_refused(self, reason: str) -> None:
        """Say why a key was refused, where the table looks.

        On the status line, in the banner and in the second window's notice,
        which blink: an answer not offered now, a field that cannot take
        the key typed for it.
        """
        self.problem_about_prompt(reason)
        self._host.banner.tell_why(reason)
        self._host.second_window.tell_why(reason)

    def _prompt_problems(self) -> tuple[str, ...]:
        """The status line's refusals that are about the waiting question.

        Cleared once it is gone.
        """
        return (
            _tr("MainWindow", "Answer the question above before moving on."),
            _tr("MainWindow", "Stopped: a question needs an answer first."),
            _tr("MainWindow", "Stopped: a question needs an answer."),
        )

    def problem_about_prompt(self, message: str, *, note: bool = False) -> None:
        """Show ``message`` on the status line until the waiting question is answered.

        An undo that takes the question away clears it too.  ``note``: it is
        information (why the next stop stopped), not a refusal.
        """
        state = self._host.session.state
        self._status_prompt = state.prompts[0].id if state.prompts else None
        (self._host.show_note if note else self._host.show_problem)(message)

    # ----- steps -----------------------------------------------------------------------------------------------
    def next_step(self) -> None:
        """Advance to the next step, or say why the game cannot advance."""
        host = self._host
        state = host.session.state
        if state.over:
            host.show_problem(_tr("MainWindow", "The game is over. Start a new game or a rematch."))
            return
        if state.prompts:
            self.problem_about_prompt(_tr("MainWindow", "Answer the question above before moving on."))
            host.banner.tell_why()
            host.second_window.tell_why()
            return
        host.act(NextStep())

    def next_stop(self) -> None:
        """Ctrl+Space: advance step by step to the next stop, as one undo step.

        Stops at a question, a scheme set in motion (CR 904.9), a reminder due
        at the step, the start of a turn, or the end of the game.
        """
        host = self._host
        session = host.session
        state = session.state
        if state.prompts or state.over:
            # It says why it cannot advance.
            self.next_step()
            return
        game = session.game
        assert game is not None
        key = f"stop-{len(game.log)}"
        why = ""
        for _ in range(MAX_STOP_STEPS):
            seen = len(game.events)
            reminders = state.reminders
            if not session.perform(NextStep(), merge_key=key):
                # Refused: the status line says why.
                return
            state = session.state
            why = stop_reason(state, game.events[seen:], reminders, host.catalogue())
            if why:
                break
        else:
            why = texts.fill(_tr("MainWindow", "Stopped: no stop within %1 steps."), MAX_STOP_STEPS)
        # Why it stopped is information, not a refusal.
        if state.prompts:
            # It goes once the question is answered.
            self.problem_about_prompt(why, note=True)
        else:
            host.show_note(why)
        if (step_reminders(state) or plane_reminders(state)) and not state.prompts:
            # The reminder it stopped for (a scheme's or a face-up plane's), in the banner's place.
            host.banner.flash()
            host.second_window.flash()

    def jump_to(self, index: int) -> None:
        """Advance step by step to the ``index``-th step of this turn.

        Stop early at a question.
        """
        session = self._host.session
        state = session.state
        turn = state.turn
        key = f"jump-{turn}-{index}"
        while not state.over and state.turn == turn and state.step_index < index:
            if state.prompts:
                self.problem_about_prompt(_tr("MainWindow", "Stopped: a question needs an answer first."), note=True)
                break
            if not session.perform(NextStep(), merge_key=key):
                break
            state = session.state

    # ----- players ---------------------------------------------------------------------------------------------
    def change_selected_life(self, amount: int) -> None:
        """Change the selected player's (or team's) life by ``amount``.

        Merged into one undo step.

        No player selected: nothing.
        """
        self._host.panels.change_life(self._host.selected, amount)

    def handle_key(self, event: QKeyEvent) -> bool:
        """The window's plain keys (players, life, Esc, arrows).

        From this window or the second; True if used.
        """
        host = self._host
        # A count waits: digits type it.
        if host.banner.spin is not None and host.banner.type_key(event):
            return True
        key = event.key()
        state = host.session.state
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if plain and (Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_A):
            # The player's answer key, as in every question: a hero's number, A the archenemy.
            typed = ARCHENEMY_KEY if key == Qt.Key.Key_A else str(key - Qt.Key.Key_0)
            chosen = next((p.name for p in state.players if player_answer_key(state, p.name) == typed), None)
            if chosen is not None:
                host.selected = chosen
                host.show_state()
            return True
        steps: dict[int, int] = {
            Qt.Key.Key_Plus: 1,
            Qt.Key.Key_Equal: 1,
            Qt.Key.Key_Minus: -1,
            Qt.Key.Key_PageUp: 5,
            Qt.Key.Key_PageDown: -5,
        }
        if key in steps and host.selected in host.panels:
            # One press, one change: a key held down (or a lagging X server's auto-repeat)
            # must never invent actions; Page Up/Down give ±5 for big changes.
            if not event.isAutoRepeat():
                self.change_selected_life(steps[key])
            return True
        if key == Qt.Key.Key_Space and not event.isAutoRepeat() and not event.modifiers():
            # Reached only when the Space shortcut could not fire (no active window).
            self.next_step()
            return True
        if key == Qt.Key.Key_Escape and self._window.isFullScreen():
            host.toggle_table_mode(False)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._window.focusNextPrevChild(key in (Qt.Key.Key_Right, Qt.Key.Key_Down))
            return True
        return False

    # ----- help, tools, phones ---------------------------------------------------------------------------------
    def show_keys(self) -> None:
        """F1: the keys, in a themed, readable window."""
        from .dialogs.keys_help import KeysDialog

        # The keys of the game at the table (its view's, as every display shows it).
        view = self._host.shown_view
        schemes, planes = (True, True) if view is None else (view.schemes, view.planar is not None)
        self._host.dialogs.open(KeysDialog(self._window, schemes=schemes, planes=planes))

    def table_helper(self, kind: str) -> None:
        """Coin, d6, d20 or a random opponent, from a secure random source; shown large."""
        # Here: it loads OpenSSL (4 MiB), which the first paint does not need.
        import secrets

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
            state = self._host.session.state
            opponents = [p.name for p in state.opponents(acting_archenemy(state))]
            if not opponents:
                return
            text = texts.fill(_tr("MainWindow", "Opponent at random: %1"), rng.choice(opponents))
        self._host.show_overlay(text, 15000)

    def open_share_dialog(self) -> None:
        """Game → "Share with phones…" (``desktop/share``; aiohttp is imported only now)."""
        from ..share.dialog import open_share_dialog

        host = self._host
        dialog = open_share_dialog(self._window, host.session)
        # The phones get the cached card images too.
        host.images.lend_to_phones()
        # One dialog for the whole session: connect once.
        if not dialog.property("focusBack"):
            dialog.setProperty("focusBack", True)
            enter_presses_only(dialog)
            dialog.finished.connect(lambda *_: host.dialogs.take_focus_back())
