"""The table's dialogs: life amounts, the rulings of a scheme, confirmations (never a nested event loop)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QMessageBox,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import ChangeLife, ChangeTotals, Concede, TotalChange
from ...engine.model import HEROES, GameState
from .. import texts
from ..async_slots import async_slot
from ..table_view import scheme_in_view
from ..widgets.dialog_keys import activate_when_shown, enter_presses_only, give_focus_back
from .window_part import WindowPart

if TYPE_CHECKING:
    from ..session import Session


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context wherever their code lives."""
    return QCoreApplication.translate(context, text)


class TableDialogs(WindowPart):
    """Mixin of :class:`~archenemy.desktop.table.window.MainWindow`: the dialogs it opens."""

    selected: str | None
    session: Session

    def _open(self, dialog: QWidget) -> None:
        """Open a dialog without a nested event loop, keeping a reference until it closes."""
        self._dialogs.append(dialog)
        enter_presses_only(dialog)  # Enter presses OK / Start / Close, never the focused button
        dialog.finished.connect(lambda *_: self.dialog_closed(dialog))  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    def dialog_closed(self, dialog: QWidget) -> None:
        """A dialog or message box of the window closed: forget it, and give the keyboard focus back.

        The last dialog still open gets it, else the main window (raised,
        activated, its focus restored: :meth:`take_focus_back`).
        """
        if dialog in self._dialogs:
            self._dialogs.remove(dialog)
        self.take_focus_back()

    def take_focus_back(self) -> None:
        """Raise and activate the last open dialog, else this window with its focus restored (after a close).

        With no window manager the X server leaves the focus on the root
        window when a window closes or table mode ends: no key would work.
        """
        still_open = [d for d in self._dialogs if d.isWindow() and d.isVisible()]
        if still_open:
            give_focus_back(still_open[-1])
        else:
            give_focus_back(self, self.restore_focus)

    def show_about(self) -> None:
        """Help → About: version, licence, the Fan Content Policy notice, credits (:mod:`.dialogs.about`)."""
        from .dialogs.about import AboutDialog

        self._open(AboutDialog(self))

    async def _ask(self, title: str, question: str) -> bool:
        """A yes/cancel question, awaited without a nested event loop (``open()`` and a future)."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a question may name a player or a computer: never markup
        box.setText(question)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        import asyncio  # on first use: not before the first paint

        future: asyncio.Future[int] = asyncio.get_event_loop().create_future()

        def answered(result: int) -> None:
            if not future.done():
                future.set_result(result)

        box.finished.connect(answered)
        self._dialogs.append(box)
        box.open()  # never exec() inside a coroutine (nested loops break qasync)
        try:
            await future
        finally:
            self.dialog_closed(box)
        return box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)

    def _amount_dialog(self, title: str, prompt: str, apply: Callable[[int], object]) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(title)
        dialog.setObjectName("amountDialog")  # the theme's 14 pt text
        layout = QVBoxLayout(dialog)
        question = QLabel(prompt)
        question.setTextFormat(Qt.TextFormat.PlainText)  # "Life change for <name>:": a name, never markup
        layout.addWidget(question)
        spin = QSpinBox()
        spin.setRange(-999, 999)
        spin.setValue(-3)
        spin.setAccessibleName(_tr("MainWindow", "Amount"))
        layout.addWidget(spin)
        hint = QLabel(_tr("MainWindow", "Negative: loses life. Positive: gains life."))
        hint.setObjectName("hint")
        layout.addWidget(hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.accepted.connect(lambda: spin.value() and apply(spin.value()))
        spin.selectAll()
        self._open(dialog)

    @async_slot()
    async def concede_selected(self) -> None:
        """The selected player (keys 1–9) concedes, after a confirmation (CR 104.3a)."""
        name = self.selected
        if name is None or name == HEROES:
            self.show_problem(_tr("MainWindow", "Select a player first (keys 1–9)."))
            return
        await self._confirm_concession(name)

    @async_slot(str)
    async def concede_player(self, name: str) -> None:
        """``name`` concedes after a confirmation: every route (menu, right-click on a panel) asks (CR 104.3a)."""
        await self._confirm_concession(name)

    async def _confirm_concession(self, name: str) -> None:
        if await self._ask(
            _tr("MainWindow", "Concede"), texts.fill(_tr("MainWindow", "Does %1 concede the game?"), name)
        ):
            self.act(Concede(name))

    def open_player_colour(self) -> None:
        """Correct the selected player's seat colour (one undoable, journaled action: SetColour)."""
        from PySide6.QtGui import QColor, QCursor, QIcon, QPixmap

        from ...engine.actions import SetColour
        from ..theme import SEAT_COLOURS

        name = self.selected
        if name is None or name == HEROES:
            self.show_problem(_tr("MainWindow", "Select a player first (keys 1–9)."))
            return
        current = self.session.state.player(name).colour
        menu = QMenu(self)
        menu.setTitle(texts.fill(_tr("MainWindow", "Colour of %1"), name))
        for value, label in SEAT_COLOURS:
            swatch = QPixmap(24, 24)
            swatch.fill(QColor(value))
            action = menu.addAction(QIcon(swatch), QCoreApplication.translate("NewGameDialog", str(label)))
            action.setCheckable(True)
            action.setChecked(value == current)
            action.triggered.connect(lambda _=False, v=value: self.act(SetColour(name, v)))
        self.colour_menu = menu  # kept while it is open
        panel = self.panels.get(name)
        where = panel.mapToGlobal(panel.rect().center()) if panel is not None else QCursor.pos()
        menu.popup(where)

    def open_rename_player(self) -> None:
        """Edit → Rename a player… (F2): correct a name mid-game (one undoable, journaled action: Rename).

        The selected player is offered first (keys 1–9), else the first
        seat; the engine refuses what set-up would (:mod:`.dialogs.player_name`).
        """
        from .dialogs.player_name import PlayerNameDialog

        state, game = self.session.state, self.session.game
        if game is None or state.over:
            self.show_problem(_tr("MainWindow", "The game is over. Start a new game or a rematch."))
            return
        names = [p.name for p in state.players]
        current = self.selected if self.selected is not None and self.selected in names else names[0]
        dialog = PlayerNameDialog(names, current, game.why_illegal, self.catalogue(), self)
        dialog.accepted.connect(lambda: self.act(dialog.renamed))  # a refusal shows as every action's does
        self.rename_dialog = dialog  # for tests and screenshots
        self._open(dialog)

    def _follow_renames(self, state: GameState) -> None:
        """Keep the selection on its seat when its player is renamed (or the rename undone); drop a player gone.

        Seats never move within a game (:func:`~archenemy.engine.rename.seat_renames`);
        a new game clears the selection itself.
        """
        from ...engine.rename import seat_renames

        game = self.session.game
        seen = getattr(self, "_seen_seats", None)
        if seen is not None and seen[0] is game and self.selected is not None:
            self.selected = seat_renames(seen[1], state).get(self.selected, self.selected)
        if self.selected is not None and self.selected not in {p.name for p in state.players}:
            self.selected = None
        self._seen_seats = (game, state)

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
            # One action: state-based actions once, so a draw is possible (CR 104.4a).
            self.session.perform(ChangeTotals(tuple(TotalChange(name, amount) for name in targets)))

        self._amount_dialog(
            _tr("MainWindow", "Every opponent"),
            texts.fill(_tr("MainWindow", "Life change for each opponent of %1:"), owner),
            apply,
        )

    def open_exact_life(self) -> None:
        """Change the selected player's life by a typed amount."""
        state = self.session.state
        name = self.selected or state.players[0].name

        def apply(amount: int) -> None:
            self.session.perform(ChangeLife(name, amount))

        self._amount_dialog(
            _tr("MainWindow", "Change life"), texts.fill(_tr("MainWindow", "Life change for %1:"), name), apply
        )

    def show_rulings(self) -> None:
        """The official rulings of the scheme shown large, in a non-modal window."""
        assert self.session.game is not None
        shown, last_id = scheme_in_view(self.session.state, self.session.game.last_set_in_motion)
        scheme_id = shown.scheme_id if shown else last_id
        if scheme_id is None:
            self.show_problem(_tr("MainWindow", "No scheme has been set in motion yet."))
            return
        scheme = self.catalogue()[scheme_id]
        dialog = QDialog(self)
        dialog.setWindowTitle(texts.fill(_tr("MainWindow", "Rulings: %1"), scheme.name))
        dialog.resize(760, 520)
        layout = QVBoxLayout(dialog)
        browser = QTextBrowser()
        self._set_font(browser, 14)
        parts = [f"<h2>{scheme.name}</h2>"]
        if scheme.name != scheme.name_en:
            parts.append(f"<p><i>{scheme.name_en}</i></p>")
        parts.append("<p>" + scheme.text.replace("\n", "<br>") + "</p>")
        if scheme.rulings:
            parts.append("<h3>" + _tr("MainWindow", "Official rulings (English)") + "</h3><ul>")
            parts += [f"<li>{r.date}: {r.text}</li>" for r in scheme.rulings]
            parts.append("</ul>")
        else:
            parts.append("<p>" + _tr("MainWindow", "This scheme has no official rulings.") + "</p>")
        browser.setHtml("".join(parts))
        layout.addWidget(browser)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(dialog.reject)
        layout.addWidget(close)
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda *_: self._dialogs.remove(dialog) if dialog in self._dialogs else None)
        dialog.show()
        activate_when_shown(dialog)
