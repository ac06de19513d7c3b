"""The table's controls for totals: several changes at once, set life, counters.

:class:`TableTotals` is a part the main window owns.  Undo and redo show
what they changed: "Undone: …" over the table for a moment and in the status
bar, and each life total they moved shows the change beside it ("+3"), as a
click does.

Each dialog opens without a nested event loop and performs one action, so one
undo step: :class:`~archenemy.engine.actions.ChangeTotals` (state-based
actions checked once: the archenemy and the last hero losing together is a
draw, CR 104.4a), :class:`~archenemy.engine.actions.SetLife` (119.5) and
:class:`~archenemy.engine.actions.ChangeCounter` (122.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QLabel, QMainWindow, QVBoxLayout, QWidget

from ...engine.actions import PLAYER_COUNTERS, Action, Answer, ChangeCounter, ChangeTotals, SetLife, TotalChange
from ...engine.catalogue import Catalogue
from ...engine.effects import redistribution
from ...engine.errors import IllegalActionError
from ...engine.events import Answered
from ...engine.model import HEROES, GameState, PromptKind
from .. import texts
from ..session import Session
from ..widgets.plain_text import plain_label
from ..widgets.title_room import room_for_title
from .player_panels import PlayerPanels
from .window_dialogs import TableDialogs

if TYPE_CHECKING:
    # The dialogs' classes are made when one first opens, never for the first frame.
    from PySide6.QtWidgets import QComboBox, QDialog, QSpinBox

    from ..widgets.number_field import NumberField


def _tr(context: str, text: str) -> str:
    """Translate in ``context`` (the window's texts keep the ``MainWindow`` context)."""
    return QCoreApplication.translate(context, text)


def _spin(low: int, high: int, value: int, name: str) -> NumberField:
    """A number from ``low`` to ``high`` showing ``value``: what is typed replaces it."""
    from ..widgets.number_field import NumberField

    return NumberField(low, high, value, name)


def _dialog(parent: QWidget, title: str) -> tuple[QDialog, QVBoxLayout]:
    from PySide6.QtWidgets import QDialog

    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    # Its title whole in the title bar, however narrow its one field
    room_for_title(dialog)
    # The theme's 14 pt text
    dialog.setObjectName("amountDialog")
    return dialog, QVBoxLayout(dialog)


def _buttons(dialog: QDialog, layout: QVBoxLayout, ok_text: str) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)


# How long "Undone: …" floats over the table (milliseconds).
UNDO_NOTICE_MS = 2500


class TotalsHost(Protocol):
    """What the totals' controls need of the main window."""

    session: Session
    # The selected player (keys 1–9), or None.
    selected: str | None

    @property
    def panels(self) -> PlayerPanels:
        """The player panels (undo and redo show their changes there)."""

    @property
    def dialogs(self) -> TableDialogs:
        """How the window's dialogs open."""

    def catalogue(self) -> Catalogue:
        """The catalogue in the window's language."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""

    def show_note(self, message: str) -> None:
        """Say ``message``, plain information, in the status bar for a while."""

    def tell_over_table(self, text: str, ms: int) -> None:
        """Show ``text`` over the table and on the second window for ``ms`` ms."""


class TableTotals:
    """The totals' dialogs of ``window``, and undo and redo saying what they did."""

    def __init__(self, window: QMainWindow, host: TotalsHost) -> None:
        self._window = window
        self._host = host
        # The last dialogs' rows, for tests and the keyboard: name -> (life, poison); name -> combo.
        self.totals_rows: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        self.redistribution_rows: dict[str, QComboBox] = {}

    def undo_step(self) -> bool:
        """Ctrl+Z / ↶: undo the last step and show what it undid.

        True if something was undone.
        """
        return self._step_back_or_forth(undo=True)

    def redo_step(self) -> bool:
        """Ctrl+Shift+Z / ↷: redo the last undone step and show what it redid.

        True if something was redone.
        """
        return self._step_back_or_forth(undo=False)

    def _step_back_or_forth(self, *, undo: bool) -> bool:
        session = self._host.session
        if session.game is None:
            return False
        group = session.undo_group() if undo else session.redo_group()
        name = self.step_name(group, undo=undo)
        before = self._totals_shown(session.state)
        if not (session.undo() if undo else session.redo()):
            return False
        after = self._totals_shown(session.state)
        for panel_name, total in after.items():
            panel = self._host.panels.get(panel_name)
            old = before.get(panel_name)
            if panel is not None and old is not None and total is not None and total != old:
                panel.show_change(total - old)
        template = _tr("MainWindow", "Undone: %1") if undo else _tr("MainWindow", "Redone: %1")
        notice = (
            texts.fill(template, name)
            if name
            else (_tr("MainWindow", "Undone") if undo else _tr("MainWindow", "Redone"))
        )
        self._host.show_note(notice)
        # Over the table, and on the second window's table too (it may press the keys).
        self._host.tell_over_table(notice, UNDO_NOTICE_MS)
        return True

    def step_name(self, group: list[Action], *, undo: bool) -> str:
        """The undo (``undo``) or redo step ``group`` in words.

        An answer named by its scheme ("Answer to “Know Evil”"), a planar
        one by its plane or phenomenon and the answer.

        The scheme of an answer to undo is the last answer's (its ``Answered``
        event); of an answer to redo, its question's, asked again now.
        """
        game = self._host.session.game
        scheme = question = None
        done = False
        if game is not None and group and isinstance(group[-1], Answer):
            if undo:
                # The last Answered only (a list of every one walked the whole game: 3 ms at 10,000 actions); a
                # resumed game's history still pending names the scheme once it arrives (the session re-renders).
                answered = next((e for e in game.latest_events() if isinstance(e, Answered)), None)
                if answered is not None:
                    scheme, question, done = answered.scheme, answered.question, answered.done
            else:
                asked = [p for p in game.state.prompts if p.id == group[-1].prompt]
                if asked:
                    scheme, question, done = asked[0].scheme_id, asked[0].question, asked[0].kind is PromptKind.DONE
        return texts.describe_actions(group, self._host.catalogue(), scheme=scheme, question=question, done=done)

    @staticmethod
    def _totals_shown(state: GameState) -> dict[str, int | None]:
        """Each panel's life total in ``state``.

        A player's own, and the heroes' shared one under ``HEROES``.
        """
        totals: dict[str, int | None] = {p.name: p.life for p in state.players}
        if state.team_life is not None:
            totals[HEROES] = state.team_life
        return totals

    def open_several_changes(self) -> None:
        """Enter several players' life and poison changes, then apply them together.

        One ``totals`` action.
        """
        from ..widgets.number_field import focus_first

        state = self._host.session.state
        dialog, layout = _dialog(self._window, _tr("MainWindow", "Several players at once"))
        layout.addWidget(QLabel(_tr("MainWindow", "Enter each player's change, then apply them together:")))
        grid = QGridLayout()
        grid.addWidget(QLabel(_tr("MainWindow", "Life")), 0, 1)
        grid.addWidget(QLabel(_tr("MainWindow", "Poison")), 0, 2)
        rows: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        for row, player in enumerate((p for p in state.players if p.alive), start=1):
            grid.addWidget(plain_label(QLabel(player.name)), row, 0)
            life = _spin(-999, 999, 0, texts.fill(_tr("MainWindow", "%1: life change"), player.name))
            poison = _spin(-player.poison, 10, 0, texts.fill(_tr("MainWindow", "%1: poison change"), player.name))
            grid.addWidget(life, row, 1)
            grid.addWidget(poison, row, 2)
            rows[player.name] = (life, poison)
        layout.addLayout(grid)
        hint = QLabel(
            _tr(
                "MainWindow",
                "Negative: loses. State-based actions are checked once, after every change: "
                "if the archenemy and the last hero lose together, the game is a draw.",
            )
        )
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        _buttons(dialog, layout, _tr("MainWindow", "Apply"))

        def apply() -> None:
            changes = tuple(
                TotalChange(name, life.value(), poison.value())
                for name, (life, poison) in rows.items()
                if life.value() or poison.value()
            )
            if changes:
                self._host.session.perform(ChangeTotals(changes))

        dialog.accepted.connect(apply)
        dialog.setProperty("rows", len(rows))
        if rows:
            focus_first(next(iter(rows.values()))[0])
        self.totals_rows = rows
        self._host.dialogs.open(dialog)

    def open_set_life(self) -> None:
        """Set a player's life total to a number (the team's under a shared life, 810.9)."""
        from PySide6.QtWidgets import QComboBox

        from ..widgets.number_field import focus_first

        state = self._host.session.state
        alive = [p.name for p in state.players if p.alive]
        if not alive:
            return
        dialog, layout = _dialog(self._window, _tr("MainWindow", "Set life"))
        layout.addWidget(QLabel(_tr("MainWindow", "Set the life total of:")))
        who = QComboBox()
        who.addItems(alive)
        who.setAccessibleName(_tr("MainWindow", "Player"))
        if self._host.selected in alive:
            who.setCurrentText(self._host.selected)
        layout.addWidget(who)
        spin = _spin(-999, 999, state.life_of(who.currentText()), _tr("MainWindow", "Life total"))
        who.currentTextChanged.connect(lambda name: spin.setValue(self._host.session.state.life_of(name)))
        layout.addWidget(spin)
        _buttons(dialog, layout, _tr("MainWindow", "Set"))

        def apply() -> None:
            name = who.currentText()
            if spin.value() != self._host.session.state.life_of(name):
                self._host.session.perform(SetLife(name, spin.value()))

        dialog.accepted.connect(apply)
        # The typed total replaces the old one: the player is chosen first only when none was selected.
        focus_first(spin)
        self._host.dialogs.open(dialog)

    def open_counters(self) -> None:
        """Add or remove the selected player's energy, experience or named counters."""
        from PySide6.QtWidgets import QComboBox

        from ..widgets.number_field import focus_first

        state = self._host.session.state
        alive = [p.name for p in state.players if p.alive]
        if not alive:
            return
        name = self._host.selected if self._host.selected in alive else alive[0]
        dialog, layout = _dialog(self._window, texts.fill(_tr("MainWindow", "Counters of %1"), name))
        layout.addWidget(QLabel(_tr("MainWindow", "Counter (energy, experience or a name of your own):")))
        counter = QComboBox()
        counter.setEditable(True)
        counter.setAccessibleName(_tr("MainWindow", "Counter"))
        known = list(PLAYER_COUNTERS) + [c for c, _ in state.player(name).counters if c not in PLAYER_COUNTERS]
        for key in known:
            counter.addItem(texts.counter_name(key), key)
        layout.addWidget(counter)
        spin = _spin(-99, 99, 1, _tr("MainWindow", "Amount"))
        layout.addWidget(spin)
        _buttons(dialog, layout, _tr("MainWindow", "Apply"))

        def apply() -> None:
            text = counter.currentText().strip()
            index = counter.findText(text)
            key = counter.itemData(index) if index >= 0 else text
            if spin.value() and key:
                self._host.session.perform(ChangeCounter(name, str(key), spin.value()))

        dialog.accepted.connect(apply)
        focus_first(spin)
        self._host.dialogs.open(dialog)

    def open_redistribution(self) -> None:
        """You Live Only Because I Will It: each player gets one of the life totals back.

        One action.

        Players under a shared team life are not listed (their total is the
        team's; change it with "Set life to…").
        """
        from PySide6.QtWidgets import QComboBox

        state = self._host.session.state
        players = [p for p in state.players if p.alive and p.life is not None]
        dialog, layout = _dialog(self._window, _tr("MainWindow", "Redistribute life totals"))
        layout.addWidget(QLabel(_tr("MainWindow", "Each player gets one of these life totals:")))
        grid = QGridLayout()
        combos: dict[str, QComboBox] = {}
        for row, player in enumerate(players):
            grid.addWidget(plain_label(QLabel(player.name)), row, 0)
            combo = QComboBox()
            combo.setAccessibleName(texts.fill(_tr("MainWindow", "%1's new life total"), player.name))
            for other in players:
                combo.addItem(texts.fill(_tr("MainWindow", "%1 (%2's)"), other.life, other.name), other.life)
            combo.setCurrentIndex(players.index(player))
            grid.addWidget(combo, row, 1)
            combos[player.name] = combo
        layout.addLayout(grid)
        _buttons(dialog, layout, _tr("MainWindow", "Apply"))

        def apply() -> None:
            try:
                action = redistribution(self._host.session.state, {n: int(c.currentData()) for n, c in combos.items()})
            except IllegalActionError as exc:
                self._host.show_problem(texts.error_text(exc, self._host.catalogue()))
                return
            self._host.session.perform(action)

        dialog.accepted.connect(apply)
        self.redistribution_rows = combos
        self._host.dialogs.open(dialog)
