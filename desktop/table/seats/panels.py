"""A player's panel: name, life total, −/+ buttons, poison and commander damage.

Each panel renders its seat of the table view
(:class:`~archenemy.desktop.table_view.SeatView`): the rules of what a seat
shows are the view's, written once for every display.
"""

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....engine.actions import Action, ChangeLife, ChangePoison, CommanderDamage, Concede
from ....engine.rules import COMMANDER_DAMAGE_LIMIT, POISON_LIMIT
from ... import texts
from ...i18n import follow_language
from ...session import Act
from ...table_view import SeatView, TableView
from ...theme import Theme
from ...widgets.fitted_labels import LifeLabel, OneLineLabel
from ...widgets.plain_text import plain_tooltip
from ...widgets.theming import Themed, seat_sheet, set_seat_colour

# The life total's size in points (before the text size): a card panel, a compact row, and the
# largest it grows to when the window gives it room.
LIFE_PT = 44
COMPACT_LIFE_PT = 32
LIFE_MAX_PT = 150
# The panel's own style sheet's selector and its seat colour's edge (theming.seat_sheet).
PANEL_EDGE = ("#playerPanel", "border-left: 8px solid {colour};")


class StatusLine(QLabel):
    """A panel's status: wrapped on a card, one line cut with "…" in a row.

    A compact row is one line high whatever the language or text size, so
    the rows of a big table keep their height for the life totals.
    :meth:`text` is always the whole status (the panel shows it as the tooltip).
    """

    def __init__(self) -> None:
        super().__init__()
        # The status names players (commander damage): never markup.
        self.setTextFormat(Qt.TextFormat.PlainText)

    def set_one_line(self, one_line: bool) -> None:
        """One line cut with "…" (``True``) or word-wrapped lines."""
        self.setWordWrap(not one_line)
        self.updateGeometry()
        self.update()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        # As narrow as a few letters: the row cuts the line, never widens for it.
        if not self.wordWrap():
            hint.setWidth(min(hint.width(), self.fontMetrics().horizontalAdvance("MMMM…")))
        return hint

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        if not self.wordWrap():
            hint.setWidth(self.minimumSizeHint().width())
        return hint

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self.wordWrap():
            super().paintEvent(event)
            return
        rect = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        painter = QPainter(self)
        self.style().drawItemText(
            painter, rect, int(self.alignment()), self.palette(), self.isEnabled(), shown, self.foregroundRole()
        )


class PlayerPanel(Themed, QFrame):
    """A player's name, big life total and −/+ buttons.

    Click: ±1; Shift-click: ±5.  Fast clicks merge into one running delta
    shown beside the total ("−3") and one undo step (each click is journaled
    at once); a refused click (a player out, a write error) does not count.
    Under a shared team life (904.13b) the hero panels show no life: the
    :class:`PlayerPanel` made with ``team=True`` shows the team's total once.
    In the Commander option the panel also tracks poison counters (904.13c)
    and commander damage (903.10a).  ``legal`` says whether the rules accept
    an action now (the badges' menus offer only those); without it, every
    one is offered.  ``compact``: laid out as a compact row from the start
    (:meth:`set_compact`).
    """

    def __init__(
        self,
        name: str,
        act: Act,
        parent: QWidget | None = None,
        *,
        team: bool = False,
        merge: Callable[[Action, str], object] | None = None,
        theme: Theme | None = None,
        legal: Callable[[Action], bool] | None = None,
        compact: bool = False,
    ) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        # Its own sheet before its children (theming.set_seat_colour)
        self.setStyleSheet(seat_sheet(None, PANEL_EDGE))
        self.theme = theme or Theme()
        self.name = name
        self.team = team
        self._act = act
        self._merge = merge
        self._legal: Callable[[Action], bool] = legal or (lambda _action: True)
        self._life_target = name
        self._delta = 0
        self._delta_timer = QTimer(self)
        self._delta_timer.setSingleShot(True)
        self._delta_timer.setInterval(2000)
        self._delta_timer.timeout.connect(self._clear_delta)
        self.setObjectName("playerPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # Panels take their share of the height (the window's stretch factors): the totals grow with it.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(2)
        self.grid.setVerticalSpacing(4)
        # A name from a saved game: never markup (plain text); smaller, then cut, where the panel is narrow.
        self.name_label = OneLineLabel(name)
        # Their fonts and sizes are set_compact's (below): laid out once, as a card or a row.
        self.life_label = LifeLabel(COMPACT_LIFE_PT if compact else LIFE_PT, LIFE_MAX_PT, scale=self.theme.scale)
        self.life_label.setObjectName("life")
        self.delta_label = QLabel()
        self.delta_label.setObjectName("delta")
        self.status_label = StatusLine()
        self._set_font(self.status_label, 12)
        self.status_label.setWordWrap(True)
        self.minus = QPushButton("−")
        self.plus = QPushButton("+")
        for button, delta in ((self.minus, -1), (self.plus, 1)):
            self._set_font(button, 20, True)
            # The keys act on the selected player (1–9, +/−).
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, d=delta: self.change_life(d * self._step()))
        # Poison counters and commander damage: large badges, tapped for a
        # menu of changes, made when a seat first shows them (the Commander
        # option): a table without it never builds their buttons and menus.
        self._badges: tuple[QToolButton, QMenu, QToolButton, QMenu] | None = None
        self._compact: bool | None = None
        self.set_compact(compact)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)
        # Right-click → concede: the window sets a confirming callback; alone, the panel acts.
        self.concede: Callable[[str], object] = lambda name: self._act(Concede(name))
        self._view: TableView | None = None
        self._seat: SeatView | None = None
        self._looks: tuple[bool, bool, bool] | None = None
        self.retranslate()

    @property
    def poison_button(self) -> QToolButton:
        """The poison counters' badge (made on first use)."""
        return self._built_badges()[0]

    @property
    def poison_menu(self) -> QMenu:
        """The poison badge's menu of changes (made on first use)."""
        return self._built_badges()[1]

    @property
    def commander_button(self) -> QToolButton:
        """The commander damage's badge (made on first use)."""
        return self._built_badges()[2]

    @property
    def commander_menu(self) -> QMenu:
        """The commander badge's menu of changes (made on first use)."""
        return self._built_badges()[3]

    @property
    def has_badges(self) -> bool:
        """True once the badges are made: a seat that showed them, or asked."""
        return self._badges is not None

    def _built_badges(self) -> tuple[QToolButton, QMenu, QToolButton, QMenu]:
        """The two badges and their menus, made, named and laid out once."""
        if self._badges is None:
            poison, poison_menu = self._badge()
            commander, commander_menu = self._badge()
            # Hidden until a seat's view shows them.
            poison.hide()
            commander.hide()
            self._badges = (poison, poison_menu, commander, commander_menu)
            self._place_badges()
            self._name_badges()
        return self._badges

    def _place_badges(self) -> None:
        """Put the badges made in the grid, for a card or a compact row."""
        if self._badges is None:
            return
        poison, _, commander, _ = self._badges
        compact = bool(self._compact)
        for badge in (poison, commander):
            badge.setMinimumSize(52 if compact else 64, 44)
        if compact:
            self.grid.addWidget(poison, 0, 5, 2, 1)
            self.grid.addWidget(commander, 0, 6, 2, 1)
        else:
            extra = QHBoxLayout()
            extra.addWidget(poison)
            extra.addWidget(commander)
            self.grid.addLayout(extra, 3, 0, 1, 5)

    def _name_badges(self) -> None:
        """The badges' accessible names in the current language."""
        if self._badges is None:
            return
        poison, _, commander, _ = self._badges
        poison.setAccessibleName(texts.fill(self.tr("%1: poison counters"), self.name))
        commander.setAccessibleName(texts.fill(self.tr("%1: commander damage"), self.name))

    def _badge(self) -> tuple[QToolButton, QMenu]:
        button = QToolButton()
        button.setObjectName("badge")
        self._set_font(button, 18, True)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumSize(64, 44)
        menu = QMenu(self)
        button.setMenu(menu)
        return button, menu

    def _context_menu(self, position: QPoint) -> None:
        """Right-click: concede (CR 104.3a) for a player still in the game."""
        view, seat = self._view, self._seat
        if self.team or view is None or seat is None or view.over or seat.lost:
            return
        menu = QMenu(self)
        action = menu.addAction(texts.fill(self.tr("%1 concedes"), self.name))
        # The window confirms first.
        action.triggered.connect(lambda: self.concede(self.name))
        menu.popup(self.mapToGlobal(position))
        self._menu = menu

    @property
    def compact(self) -> bool:
        """True while the panel is laid out as one compact row (:meth:`set_compact`)."""
        return bool(self._compact)

    def set_compact(self, compact: bool) -> None:
        """Lay the panel out as a card, or as one row at a big table.

        A card: the name, the big total, the buttons.  A compact row (more than five players) shows name and status on the
        left, then −, the total and + in a line: the spec's "compact player
        rows" that keep eight heroes and the scheme on a 1366×768 screen.
        """
        if compact == self._compact:
            return
        self._compact = compact
        grid = self.grid
        while grid.count():
            grid.takeAt(0)
        center = Qt.AlignmentFlag.AlignCenter
        self._set_font(self.name_label, 14 if compact else 16, True)
        self.life_label.set_sizes(COMPACT_LIFE_PT if compact else LIFE_PT, LIFE_MAX_PT)
        self._set_font(self.delta_label, 14 if compact else 18, True)
        self.delta_label.setMinimumWidth(24 if compact else 32)
        # With the total's own margin, "−" never touches it.
        grid.setHorizontalSpacing(6)
        for button in (self.minus, self.plus):
            # A compact row gives up a little of its buttons' height before
            # the card's rules text is cut: still a 40 px target.
            button.setMinimumSize(48, 40 if compact else 48)
            button.setMaximumWidth(56 if compact else 72)
        if compact:
            grid.setContentsMargins(10, 2, 8, 2)
            self.name_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            names = QVBoxLayout()
            names.setSpacing(0)
            names.addStretch(1)
            names.addWidget(self.name_label)
            names.addWidget(self.status_label)
            names.addStretch(1)
            grid.addLayout(names, 0, 0, 2, 1)
            grid.addWidget(self.minus, 0, 1, 2, 1)
            grid.addWidget(self.life_label, 0, 2, 2, 1)
            grid.addWidget(self.delta_label, 0, 3, 2, 1)
            grid.addWidget(self.plus, 0, 4, 2, 1)
            for column, stretch in enumerate((1, 0, 2, 0, 0, 0, 0)):
                grid.setColumnStretch(column, stretch)
            grid.setRowStretch(1, 0)
        else:
            grid.setContentsMargins(10, 6, 10, 8)
            self.name_label.setAlignment(center)
            self.status_label.setAlignment(center)
            # −, the total and + in one row that takes the panel's height; the running delta under the total.
            grid.addWidget(self.name_label, 0, 1, 1, 3)
            grid.addWidget(self.delta_label, 0, 4, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(self.minus, 1, 0)
            grid.addWidget(self.life_label, 1, 1, 1, 3)
            grid.addWidget(self.plus, 1, 4)
            grid.addWidget(self.status_label, 2, 0, 1, 5)
            for column, stretch in enumerate((0, 1, 1, 1, 0, 0, 0)):
                grid.setColumnStretch(column, stretch)
            grid.setRowStretch(1, 1)
        self._place_badges()
        self.status_label.set_one_line(compact)
        self.status_label.setMinimumHeight(0 if compact else self.status_label.fontMetrics().height())

    def set_colour(self, colour: str | None) -> None:
        """Mark the panel with the seat's colour (a thick left edge), or none.

        ``#rrggbb``; nothing when unchanged.
        """
        set_seat_colour(self, colour, PANEL_EDGE)

    @staticmethod
    def _step() -> int:
        return 5 if QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier else 1

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        self.minus.setAccessibleName(texts.fill(self.tr("%1: lose life"), self.name))
        self.plus.setAccessibleName(texts.fill(self.tr("%1: gain life"), self.name))
        self.minus.setToolTip(self.tr("Lose 1 life (Shift: 5)"))
        self.plus.setToolTip(self.tr("Gain 1 life (Shift: 5)"))
        self._name_badges()
        if self._view is not None and self._seat is not None:
            self._render_extra(self._view, self._seat)

    def change_life(self, delta: int) -> None:
        """Change this panel's life total by ``delta``, merged with recent clicks."""
        action = ChangeLife(self._life_target, delta)
        if self._merge is not None:
            applied = self._merge(action, f"life:{self.name}")
        else:
            applied = self._act(action)
        # Refused (a player at 0, a write error): the badge counts applied changes only.
        if applied is False:
            return
        self._delta += delta
        self.delta_label.setText(f"{'+' if self._delta > 0 else '−'}{abs(self._delta)}" if self._delta else "")
        self._delta_timer.start()

    def _say_life(self) -> None:
        """What a screen reader reads for the total: whose, then the number.

        "Hero 1: 20 life".
        """
        name = texts.fill(self.tr("%1: %2 life"), self.name, self.life_label.text()) if self.life_label.text() else ""
        if self.life_label.accessibleName() != name:
            self.life_label.setAccessibleName(name)
        self.setAccessibleName(self.name)

    def show_change(self, delta: int) -> None:
        """Show ``delta`` beside the total for a moment ("+3"), as a click does.

        What an undo or redo moved.
        """
        self._delta = delta
        self.delta_label.setText(f"{'+' if delta > 0 else '−'}{abs(delta)}" if delta else "")
        self._delta_timer.start()

    def _clear_delta(self) -> None:
        self._delta = 0
        self.delta_label.setText("")

    def _render_extra(self, view: TableView, seat: SeatView) -> None:
        """The Commander option's badges and their menus (904.13c, 903.10a)."""
        # A departed player's badges do nothing (800.4a): on a compact row
        # their room goes to "Out: 10 poison counters".
        show = seat.badges and not seat.team and (not seat.lost or not self._compact)
        # A seat that never showed them has no badges to hide or empty.
        if not seat.badges and self._badges is None:
            return
        self.poison_button.setVisible(show)
        self.commander_button.setVisible(show)
        # Nothing of a player who left (800.4a), shown or not.
        alive = not seat.team and not seat.lost
        self.poison_button.setEnabled(alive)
        self.commander_button.setEnabled(alive)
        self.poison_menu.clear()
        self.commander_menu.clear()
        if not show:
            return
        self.poison_button.setText(f"☠ {seat.poison}")
        self.poison_button.setToolTip(
            texts.fill(self.tr("Poison counters: %1 (%2 loses the game)"), seat.poison, POISON_LIMIT)
        )
        for delta in (1, -1) if alive else ():
            label = self.tr("+1 poison counter") if delta > 0 else self.tr("−1 poison counter")
            action = self.poison_menu.addAction(label)
            action.setEnabled(self._legal(ChangePoison(self.name, delta)))
            action.triggered.connect(lambda _=False, d=delta: self._act(ChangePoison(self.name, d)))
        worst = seat.commander_most
        self.commander_button.setText(f"⚔ {worst}")
        most = texts.fill(
            self.tr("Most combat damage from one commander: %1 (%2 loses the game)"), worst, COMMANDER_DAMAGE_LIMIT
        )
        # Then the damage from each commander, a line each.
        self.commander_button.setToolTip(plain_tooltip("\n".join((most, *seat.commander_lines))))
        if alive:
            self._commander_entries(seat)

    def _commander_entries(self, seat: SeatView) -> None:
        """The commander menu: a submenu per commander, with its amounts.

        Each opponent's, then the player's own (903.10a: a stolen commander
        attacking its owner, My Crushing Masterstroke).  A departed
        opponent's commander left the game with them (800.4a): no "+N";
        only "−1" while damage recorded before they left is left to
        correct, and the submenu says they left.  Each amount is offered
        as the rules accept it now.
        """
        for source in seat.commander:
            taken = source.amount
            amounts: tuple[int, ...]
            if source.own:
                title = texts.fill(self.tr("From %1's own commander (%2)"), source.source, taken)
                amounts = (1, 2, 3, 5, -1)
            elif not source.left:
                title, amounts = texts.fill(self.tr("From %1's commander (%2)"), source.source, taken), (1, 2, 3, 5, -1)
            elif taken:
                title = texts.fill(self.tr("From %1's commander (%2; %1 left the game)"), source.source, taken)
                amounts = (-1,)
            else:
                continue
            sub = self.commander_menu.addMenu(title)
            for amount in amounts:
                label = f"+{amount}" if amount > 0 else f"−{-amount}"
                action = sub.addAction(label)
                action.setEnabled(self._legal(CommanderDamage(self.name, source.source, amount)))
                action.triggered.connect(
                    lambda _=False, o=source.source, a=amount: self._act(CommanderDamage(self.name, o, a))
                )

    def show_state(self, view: TableView, seat: SeatView) -> None:
        """Show ``seat`` of the table ``view``."""
        self._view, self._seat = view, seat
        if self.name_label.text() != seat.label:
            self.name_label.setText(seat.label)
            self.name_label.fit()
        # The operator's key that selects the seat (its answer key).
        self.name_label.setToolTip(texts.fill(self.tr("Select with %1"), seat.key) if seat.key else "")
        status: list[str] = []
        # Supervillain Rumble: the scheme deck's count in full words.
        deck_words = ""
        if seat.team:
            # The team's total changes through a hero still in the game.
            heroes = [s for s in view.seats if not s.team and s.life is None]
            alive = [s for s in heroes if not s.lost]
            self._life_target = (alive or heroes)[0].name if heroes else self.name
            self.life_label.show_text(str(seat.life))
            self.life_label.show()
            status.append(self.tr("Shared team life"))
        else:
            self._show_own_life(seat)
            if seat.role:
                status.append(seat.role)
            if seat.poison and not seat.badges:
                status.append(texts.fill(self.tr("%1 poison"), seat.poison))
            # Energy, experience and the table's own counters (CR 122.1).
            status.extend(seat.counters)
            if seat.status:
                status.append(texts.fill(self.tr("Out: %1"), seat.status))
            if seat.deck is not None:
                deck_words = seat.deck_text
                # A compact row is one short line: "Deck 20", the words in the tooltip.
                status.append(texts.fill(self.tr("Deck %1"), seat.deck) if self._compact else deck_words)
        self._say_life()
        self.status_label.setText(" · ".join(status))
        # A compact row may cut its line or shorten the deck count: the tooltip has every word.
        whole = status[:-1] + [deck_words] if deck_words else status
        self.status_label.setToolTip(plain_tooltip(" · ".join(whole)) if self._compact else "")
        # Compact rows keep the status line only when it says something.
        self.status_label.setVisible(bool(status) or not self._compact)
        enabled = not seat.lost and not view.over
        self.minus.setEnabled(enabled)
        self.plus.setEnabled(enabled)
        self._render_extra(view, seat)
        self._show_looks((seat.active, seat.lost, seat.selected))

    def _show_own_life(self, seat: SeatView) -> None:
        """A player's own total, or none: a hero whose life is the team's."""
        shared = seat.life is None
        self.life_label.setVisible(not shared)
        self.minus.setVisible(not shared)
        self.plus.setVisible(not shared)
        self.delta_label.setVisible(not shared)
        if self._compact:
            # No total of its own: its name and status take the total's
            # width, the status its lines ("Out: t…" was cut).
            self.grid.setColumnStretch(2, 0 if shared else 2)
            if self.status_label.wordWrap() != shared:
                self.status_label.set_one_line(not shared)
        if seat.life is not None:
            self.life_label.show_text(str(seat.life))

    def _show_looks(self, looks: tuple[bool, bool, bool]) -> None:
        """Whose turn, out of the game, selected: the panel's style properties."""
        # Re-polishing is the costly part of a render: only on a change.
        if looks == self._looks:
            return
        self._looks = looks
        self.setProperty("active", looks[0])
        self.setProperty("lost", looks[1])
        self.setProperty("selected", looks[2])
        # Before its first polish the style reads them itself.
        if self.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
            for widget in (self, self.name_label, self.life_label, self.status_label):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            # Re-polishing restores the first font.
            self.life_label.show_text(self.life_label.text())


def heroes_rows_height(grid: QGridLayout, panels: Iterable[PlayerPanel]) -> int:
    """The heroes' compact rows' least height in ``grid`` (pixels).

    When the totals' cards sit above them (a shared team life); 0 without
    such cards.
    """
    panels = list(panels)
    rows: dict[int, int] = {}
    for panel in (p for p in panels if p.compact and not p.isHidden()):
        # (row, column, spans)
        row = int(grid.getItemPosition(grid.indexOf(panel))[0])  # type: ignore[index]
        rows[row] = max(rows.get(row, 0), panel.minimumSizeHint().height())
    cards = any(not panel.compact for panel in panels)
    return sum(rows.values()) + grid.verticalSpacing() * len(rows) if cards else 0
