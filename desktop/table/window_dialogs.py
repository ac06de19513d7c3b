"""The table's dialogs: how they open, and the small ones the window asks.

:class:`TableDialogs` is a part the main window owns.  Every dialog opens
without a nested event loop (``open()`` or ``show()``, never ``exec()``:
qasync's loop must go on) and is kept until it closes; the keyboard focus then
comes back to the last dialog still open, else to the table.  The small
dialogs are here too: a life change by an amount (one player, every opponent
of the archenemy), a concession (confirmed, CR 104.3a), a seat's colour, a
player renamed (F2), a scheme's official rulings, About.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QVBoxLayout, QWidget

from ...engine.actions import Action, ChangeLife, ChangeTotals, Concede, TotalChange
from ...engine.catalogue import Catalogue
from ...engine.model import HEROES, GameState
from .. import texts
from ..async_slots import async_slot
from ..session import Session
from ..table_view import scheme_in_view
from ..widgets.dialog_keys import activate_when_shown, enter_presses_only, give_focus_back
from ..widgets.screen_fit import fit_when_shown
from ..widgets.title_room import room_for_title
from ..widgets.wheel_focus import wheel_needs_focus
from .player_panels import PlayerPanels

if TYPE_CHECKING:
    # Made when a dialog first opens, never for the first frame.
    from PySide6.QtWidgets import QDialog

__all__ = ["DialogsHost", "TableDialogs", "acting_archenemy"]


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context."""
    return QCoreApplication.translate(context, text)


def acting_archenemy(state: GameState) -> str:
    """The archenemy whose "opponents" the table means now.

    The active one, else the first.
    """
    if state.active != HEROES and state.player(state.active).is_archenemy:
        return state.active
    return state.archenemies[0].name


class DialogsHost(Protocol):
    """What the table's dialogs need of the main window."""

    session: Session
    # The selected player (keys 1–9), or None.
    selected: str | None

    @property
    def panels(self) -> PlayerPanels:
        """The player panels (a colour menu pops up over its player's)."""

    def catalogue(self) -> Catalogue:
        """The catalogue in the window's language."""

    def act(self, action: Action) -> bool:
        """Send ``action`` to the session; True if it was applied."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""

    def restore_focus(self) -> None:
        """Put the keyboard focus where the keys work.

        The banner's field, else the table.
        """

    def set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` the theme's font of ``size`` points."""


class TableDialogs:
    """The dialogs of ``window`` (their parent), opened and closed.

    ``host`` is that window.
    """

    def __init__(self, window: QMainWindow, host: DialogsHost) -> None:
        self._window = window
        self._host = host
        # The dialogs open now, oldest first: kept referenced until they close.
        self.opened: list[QDialog] = []
        # The rename dialog last opened (tests and screenshots drive it).
        self.rename_dialog: QDialog | None = None
        # The colour menu, kept while it is open.
        self.colour_menu: QMenu | None = None
        # The game and state the selection was last seen in: it follows a renamed seat.
        self._seen_seats: tuple[object, GameState] | None = None

    # ----- opening and closing ----------------------------------------------------------------------------------
    def open(self, dialog: QDialog) -> None:
        """Open ``dialog`` without a nested event loop, kept until it closes.

        Enter presses its OK, Start or Close, never the focused button.
        """
        self.opened.append(dialog)
        enter_presses_only(dialog)
        wheel_needs_focus(dialog)
        dialog.finished.connect(lambda *_: self.closed(dialog))
        dialog.open()
        fit_when_shown(dialog)

    def keep(self, dialog: QDialog) -> None:
        """Show ``dialog``, not modal (the game goes on), kept until it closes.

        With no window manager it is activated once shown: else its keys (Esc)
        would reach the table.
        """
        self.opened.append(dialog)
        wheel_needs_focus(dialog)
        dialog.finished.connect(lambda *_: self.closed(dialog))
        dialog.show()
        fit_when_shown(dialog)
        activate_when_shown(dialog)

    def closed(self, dialog: QDialog) -> None:
        """A dialog of the window closed: forget it, and give the keyboard focus back.

        The last dialog still open gets it, else the main window (raised,
        activated, its focus restored: :meth:`take_focus_back`).
        """
        if dialog in self.opened:
            self.opened.remove(dialog)
        self.take_focus_back()

    def take_focus_back(self) -> None:
        """Raise the last open dialog, else the window with its focus restored.

        With no window manager the X server leaves the focus on the root
        window when a window closes or table mode ends: no key would work.
        """
        still_open = [d for d in self.opened if d.isWindow() and d.isVisible()]
        if still_open:
            give_focus_back(still_open[-1])
        else:
            give_focus_back(self._window, self._host.restore_focus)

    async def ask(self, title: str, question: str) -> bool:
        """A yes/cancel question, awaited without a nested event loop.

        ``open()`` and a future: ``exec()`` inside a coroutine breaks qasync.
        """
        # Qt's message box class is made when first used, never before the table's first paint.
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self._window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        # A question may name a player or a computer: never markup.
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(question)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        # On first use: not before the first paint.
        import asyncio

        future: asyncio.Future[int] = asyncio.get_event_loop().create_future()

        def answered(result: int) -> None:
            if not future.done():
                future.set_result(result)

        box.finished.connect(answered)
        self.opened.append(box)
        box.open()
        try:
            await future
        finally:
            self.closed(box)
        return box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)

    def show_about(self) -> None:
        """Help → About: version, licence, the Fan Content Policy notice, credits."""
        from .dialogs.about import AboutDialog

        self.open(AboutDialog(self._window))

    # ----- life by an amount ------------------------------------------------------------------------------------
    def _amount_dialog(self, title: str, prompt: str, apply: Callable[[int], object]) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox

        from ..widgets.number_field import NumberField, focus_first

        dialog = QDialog(self._window)
        dialog.setWindowTitle(title)
        # Its title whole in the title bar, however narrow its one field
        room_for_title(dialog)
        # The theme's 14 pt text.
        dialog.setObjectName("amountDialog")
        layout = QVBoxLayout(dialog)
        question = QLabel(prompt)
        # "Life change for <name>:": a name, never markup.
        question.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(question)
        spin = NumberField(-999, 999, -3, _tr("MainWindow", "Amount"))
        layout.addWidget(spin)
        hint = QLabel(_tr("MainWindow", "Negative: loses life. Positive: gains life."))
        hint.setObjectName("hint")
        layout.addWidget(hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.accepted.connect(lambda: spin.value() and apply(spin.value()))
        focus_first(spin)
        self.open(dialog)

    def open_all_heroes_life(self) -> None:
        """ "Each opponent loses N life".

        One amount for every opponent of the active archenemy.
        """
        session = self._host.session
        owner = acting_archenemy(session.state)
        targets = [p.name for p in session.state.opponents(owner)]

        def apply(amount: int) -> None:
            # One action: state-based actions once, so a draw is possible (CR 104.4a).
            session.perform(ChangeTotals(tuple(TotalChange(name, amount) for name in targets)))

        self._amount_dialog(
            _tr("MainWindow", "Every opponent"),
            texts.fill(_tr("MainWindow", "Life change for each opponent of %1:"), owner),
            apply,
        )

    def open_exact_life(self) -> None:
        """Change the selected player's life by a typed amount.

        The first player's when none is.
        """
        session = self._host.session
        name = self._host.selected or session.state.players[0].name

        def apply(amount: int) -> None:
            session.perform(ChangeLife(name, amount))

        self._amount_dialog(
            _tr("MainWindow", "Change life"), texts.fill(_tr("MainWindow", "Life change for %1:"), name), apply
        )

    # ----- a player: concession, colour, name -------------------------------------------------------------------
    @async_slot()
    async def concede_selected(self) -> None:
        """The selected player (keys 1–9) concedes, after a confirmation (CR 104.3a)."""
        name = self._host.selected
        if name is None or name == HEROES:
            self._host.show_problem(_tr("MainWindow", "Select a player first (keys 1–9, A)."))
            return
        await self._confirm_concession(name)

    @async_slot(str)
    async def concede_player(self, name: str) -> None:
        """``name`` concedes after a confirmation, by every route (CR 104.3a).

        The routes: the Edit menu, a panel's right-click.
        """
        await self._confirm_concession(name)

    async def _confirm_concession(self, name: str) -> None:
        if await self.ask(
            _tr("MainWindow", "Concede"), texts.fill(_tr("MainWindow", "Does %1 concede the game?"), name)
        ):
            self._host.act(Concede(name))

    def open_player_colour(self) -> None:
        """Correct the selected player's seat colour.

        One undoable, journaled action: SetColour.
        """
        from PySide6.QtGui import QColor, QCursor, QIcon, QPixmap

        from ...engine.actions import SetColour
        from ..theme import SEAT_COLOURS

        name = self._host.selected
        if name is None or name == HEROES:
            self._host.show_problem(_tr("MainWindow", "Select a player first (keys 1–9, A)."))
            return
        current = self._host.session.state.player(name).colour
        menu = QMenu(self._window)
        menu.setTitle(texts.fill(_tr("MainWindow", "Colour of %1"), name))
        for value, label in SEAT_COLOURS:
            swatch = QPixmap(24, 24)
            swatch.fill(QColor(value))
            action = menu.addAction(QIcon(swatch), QCoreApplication.translate("NewGameDialog", str(label)))
            action.setCheckable(True)
            action.setChecked(value == current)
            action.triggered.connect(lambda _=False, v=value: self._host.act(SetColour(name, v)))
        self.colour_menu = menu
        panel = self._host.panels.get(name)
        where = panel.mapToGlobal(panel.rect().center()) if panel is not None else QCursor.pos()
        menu.popup(where)

    def open_rename_player(self) -> None:
        """Edit → Rename a player… (F2): correct a name mid-game.

        One undoable action: Rename.

        The selected player is offered first (keys 1–9), else the first
        seat; the engine refuses what set-up would (:mod:`.dialogs.player_name`).
        """
        from .dialogs.player_name import PlayerNameDialog

        state, game = self._host.session.state, self._host.session.game
        if game is None or state.over:
            self._host.show_problem(_tr("MainWindow", "The game is over. Start a new game or a rematch."))
            return
        names = [p.name for p in state.players]
        selected = self._host.selected
        current = selected if selected is not None and selected in names else names[0]
        dialog = PlayerNameDialog(names, current, game.why_illegal, self._host.catalogue(), self._window)
        # A refusal shows as every action's does.
        dialog.accepted.connect(lambda: self._host.act(dialog.renamed))
        self.rename_dialog = dialog
        self.open(dialog)

    def follow_renames(self, state: GameState) -> None:
        """Keep the selection on its seat when its player is renamed; drop a player gone.

        A rename undone moves it back.  Seats never move within a game
        (:func:`~archenemy.engine.rename.seat_renames`); a new game clears the
        selection itself.
        """
        from ...engine.rename import seat_renames

        host = self._host
        game = host.session.game
        seen = self._seen_seats
        if seen is not None and seen[0] is game and host.selected is not None:
            host.selected = seat_renames(seen[1], state).get(host.selected, host.selected)
        if host.selected is not None and host.selected not in {p.name for p in state.players}:
            host.selected = None
        self._seen_seats = (game, state)

    # ----- the rulings ------------------------------------------------------------------------------------------
    def show_rulings(self) -> None:
        """The official rulings of the scheme shown, large, in a window that is not modal."""
        session = self._host.session
        assert session.game is not None
        shown, last_id = scheme_in_view(session.state, session.game.last_set_in_motion)
        scheme_id = shown.scheme_id if shown else last_id
        if scheme_id is None:
            self._host.show_problem(_tr("MainWindow", "No scheme has been set in motion yet."))
            return
        scheme = self._host.catalogue()[scheme_id]
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser

        dialog = QDialog(self._window)
        dialog.setWindowTitle(texts.fill(_tr("MainWindow", "Rulings: %1"), scheme.name))
        dialog.resize(760, 520)
        layout = QVBoxLayout(dialog)

        browser = QTextBrowser()
        self._host.set_font(browser, 14)
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
        self.opened.append(dialog)
        dialog.finished.connect(lambda *_: self.opened.remove(dialog) if dialog in self.opened else None)
        dialog.show()
        activate_when_shown(dialog)
