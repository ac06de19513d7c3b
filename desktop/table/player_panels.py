"""The window's player panels: one a seat of the table view, placed in rows.

:class:`PlayerPanels` is a part the main window owns: the panels of the
players' area by player name (a mapping: ``panels["Hero 1"]``), built anew
when the players change (a new game, a rename), shown from each view, in
their players' colours.  Up to four players sit in one row of cards, more in
compact rows of three; under a shared team life the archenemy's and the
team's totals share the first row (:func:`panel_places`).  Every life total
is drawn at one size, the largest at which all of them fit
(:meth:`PlayerPanels.equalise_lives`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QMenu, QWidget, QWidgetAction

from ...engine.actions import Action
from ..session import Act
from ..table_view import TableView
from ..theme import Theme
from ..widgets.fitted_labels import LifeLabel
from ..widgets.layouts import clear_layout
from .seats.panels import PlayerPanel, heroes_rows_height

__all__ = ["PanelPlace", "PlayerPanels", "panel_places", "stretch_panel_rows", "text_pixels"]

# Player panels per row: cards up to four players, compact rows of three beyond.
PANELS_PER_ROW = 4
COMPACT_PER_ROW = 3
# The players' grid's space between rows (pixels): cards, and compact rows.
CARD_ROW_SPACING = 10
COMPACT_ROW_SPACING = 4

# Where a panel goes in the players' grid: (row, column, columns spanned, compact row).
PanelPlace = tuple[int, int, int, bool]


def text_pixels(font: QFont) -> int:
    """How tall ``font`` draws digits and capitals (pixels).

    What a player sees of a text's size across the table: the life totals
    are the largest text on it.
    """
    return int(QFontMetrics(font).tightBoundingRect("0123456789").height())


def panel_places(count: int, shared: bool) -> list[PanelPlace]:
    """Where the ``count`` panels go, in seating order.

    Up to four: one row of cards; more: compact rows of three.  Under a shared
    team life (the Commander option, 810.9; the team's panel second) only the
    archenemy and the team have a life total: their two cards share the first
    row, as large as the panels allow, and the heroes' compact rows (name,
    status, poison, commander damage) go under them, four a row (six compact
    rows of three drew the totals at 31 px with half of each panel empty, and
    cut their labels).
    """
    if shared and count > 2:
        heroes = count - 2
        # The grid's columns: the two cards split them.
        per_row = max(2, min(PANELS_PER_ROW, heroes))
        half = per_row // 2
        places: list[PanelPlace] = [(0, 0, half, False), (0, half, per_row - half, False)]
        places += [(1 + i // per_row, i % per_row, 1, True) for i in range(heroes)]
        return places
    compact = count > PANELS_PER_ROW
    per_row = COMPACT_PER_ROW if compact else PANELS_PER_ROW
    return [(i // per_row, i % per_row, 1, compact) for i in range(count)]


def stretch_panel_rows(grid: QGridLayout, places: list[PanelPlace]) -> None:
    """Share the players' height between the rows of cards.

    Compact rows of heroes without a total keep their least height; every
    column is as wide as the others, whatever its panels hold.
    """
    for row in range(grid.rowCount()):
        grid.setRowStretch(row, 0)
    columns = max((column + span for _, column, span, _ in places), default=0)
    for column in range(max(columns, grid.columnCount())):
        grid.setColumnStretch(column, 1 if column < columns else 0)
    rows = {row: compact for row, _, _, compact in places}
    # Compact rows sit closer: one line each, they need less air than cards (9 Commander seats beside the log
    # at 1366×768 were 3 px too tall with the cards' 10 px between every row).
    grid.setVerticalSpacing(COMPACT_ROW_SPACING if any(rows.values()) else CARD_ROW_SPACING)
    shared_cards = any(not compact for compact in rows.values()) and any(rows.values())
    for row, compact in rows.items():
        grid.setRowStretch(row, 0 if shared_cards and compact else 1)


class PlayerPanels(Mapping[str, PlayerPanel]):
    """The player panels in ``grid``, by player name.

    The heroes' team's under :data:`~archenemy.engine.model.HEROES`.

    ``act`` and ``merge`` send a panel's actions (a click on −/+ merged into
    one undo step with its neighbours); ``theme`` gives the theme they are
    built with; ``concede`` is what a panel's right-click asks (the window
    confirms first); ``legal`` whether the rules accept an action now (the
    badges' menus offer only those).
    """

    def __init__(
        self,
        grid: QGridLayout,
        *,
        act: Act,
        merge: Callable[[Action, str], object],
        theme: Callable[[], Theme],
        concede: Callable[[str], object],
        legal: Callable[[Action], bool] | None = None,
    ) -> None:
        self.grid = grid
        self._legal = legal
        self._act = act
        self._merge = merge
        self._theme = theme
        self._concede = concede
        self._panels: dict[str, PlayerPanel] = {}
        # The seat's counts asked by touch in table mode, kept while the menu is open.
        self.touch_menu: QMenu | None = None
        # The players the panels were built for, with the shared team life: () while none is built.
        self.key: tuple[object, ...] = ()

    def __getitem__(self, name: str) -> PlayerPanel:
        return self._panels[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._panels)

    def __len__(self) -> int:
        return len(self._panels)

    # ----- from the state -------------------------------------------------------------------------------------
    def render(self, view: TableView) -> None:
        """Show the table ``view``'s seats, the panels built anew if they changed."""
        shared = any(seat.team for seat in view.seats)
        key = (tuple(seat.name for seat in view.seats if not seat.team), shared)
        if key != self.key:
            self._build(view)
            self.key = key
        for seat in view.seats:
            self._panels[seat.name].show_state(view, seat)

    def _build(self, view: TableView) -> None:
        clear_layout(self.grid)
        self._panels = {}
        shared = any(seat.team for seat in view.seats)
        places = panel_places(len(view.seats), shared)
        theme = self._theme()
        for seat, (row, column, span, compact) in zip(view.seats, places, strict=True):
            name = seat.name
            # Laid out at once as a card or a compact row; its colour comes from the state (render_colours).
            # Made in its place: a widget with a style sheet of its own is polished again whole when it moves.
            panel = PlayerPanel(
                seat.label,
                self._act,
                self.grid.parentWidget(),
                team=seat.team,
                merge=self._merge,
                theme=theme,
                legal=self._legal,
                compact=compact,
            )
            # A right-click concedes after the window asks.
            panel.concede = self._concede
            self._panels[name] = panel
            self.grid.addWidget(panel, row, column, 1, span)
        stretch_panel_rows(self.grid, places)

    def render_colours(self, view: TableView) -> None:
        """Each panel in its seat's colour as the game has it now.

        Corrected with Edit → Colour….
        """
        for seat in view.seats:
            panel = self._panels.get(seat.name)
            if panel is not None and not seat.team:
                panel.set_colour(seat.colour or None)

    def drop(self, central: QWidget | None) -> None:
        """Remove the panels, for the next :meth:`render` to build anew.

        Deleted now when it is safe.

        Now, not on the event loop's next turn (``deleteLater``): a fit tries
        several text sizes in one call, and each try's application-wide
        restyle would polish every panel left waiting, ~90 widgets a try at
        nine seats (a text size change took 0.5–0.8 s).  A fit runs from a
        timer or a menu action, so no panel is on the stack, unless a popup
        menu or a modal dialog runs its own event loop (one opened from a
        panel: its badge's menu, a concede confirmation): then they wait for
        the loop.  The keyboard focus goes to ``central`` (the table) if a
        panel had it.
        """
        now = QApplication.activePopupWidget() is None and QApplication.activeModalWidget() is None
        focus = QApplication.focusWidget()
        if central is not None and focus is not None and any(p.isAncestorOf(focus) for p in self._panels.values()):
            # The keys stay with the table, never on the next panel's "−" by itself.
            central.setFocus()
        for panel in self._panels.values():
            self.grid.removeWidget(panel)
            panel.hide()
            if now:
                shiboken6.delete(panel)
            else:
                panel.setParent(None)
                panel.deleteLater()
        self._panels.clear()
        self.key = ()

    # ----- life -----------------------------------------------------------------------------------------------
    def change_life(self, name: str | None, amount: int) -> None:
        """Change ``name``'s life (the team's for the heroes' name) by ``amount``.

        As its panel's buttons do.

        Merged into one undo step with the clicks around it; no such panel:
        nothing.
        """
        if name is not None and name in self._panels:
            self._panels[name].change_life(amount)

    def tap(self, name: str, delta: int) -> None:
        """A seat tapped in table mode: ±1 life, merged like the panel's clicks.

        Nothing while the panel's buttons are off (the player left).
        """
        panel = self._panels.get(name)
        if panel is not None and panel.plus.isEnabled():
            panel.change_life(delta)

    def counts_menu(self, name: str, where: QPoint) -> bool:
        """A seat's poison and commander damage by touch (table mode), at ``where``.

        The panel's two badge menus in one, popped up on the screen at
        ``where``; False when the seat has none to offer (no Commander
        option, or the player left: 800.4a).
        """
        panel = self._panels.get(name)
        if panel is None or not panel.has_badges or not panel.poison_button.isEnabled() or panel.poison_menu.isEmpty():
            return False
        menu = QMenu(panel)
        menu.setObjectName("touchCounts")
        # Large enough for a finger at the table.
        scale = self._theme().scale
        size = round(20 * scale)
        menu.setStyleSheet(
            f"QMenu {{ font-size: {size}pt; }} QMenu::item {{ padding: 12px 32px; }}"
            f" QLabel#touchSection {{ font-size: {size}pt; font-weight: bold; padding: 10px 16px 4px 16px; }}"
        )
        for title, actions in (
            (panel.poison_button, panel.poison_menu),
            (panel.commander_button, panel.commander_menu),
        ):
            _menu_title(menu, title.text())
            menu.addActions(actions.actions())
        # Kept while it is open; the panel's menus keep their actions.
        self.touch_menu = menu
        menu.popup(where)
        return True

    def shown_lives(self) -> list[LifeLabel]:
        """The life totals shown now (a compact hero under a shared total has none)."""
        return [panel.life_label for panel in self._panels.values() if panel.life_label.isVisibleTo(panel)]

    def equalise_lives(self) -> None:
        """Draw every life total at the same size: the largest at which all of them fit."""
        labels = self.shown_lives()
        sizes = [label.best_point_size() for label in labels]
        for label in labels:
            label.set_cap(min(sizes))

    def life_pixels(self) -> int:
        """How tall the life totals' digits are drawn (pixels; 0 with none shown).

        At one size.
        """
        return min((text_pixels(label.font()) for label in self.shown_lives()), default=0)

    def heroes_rows_height(self) -> int:
        """The heroes' compact rows' least height under the totals' cards.

        Pixels; 0 without.
        """
        return heroes_rows_height(self.grid, self._panels.values())

    def rows(self) -> int:
        """The rows of panels in the grid (1 while none is built)."""
        return self.grid.rowCount() if self._panels else 1


def _menu_title(menu: QMenu, text: str) -> None:
    """A title line in ``menu``: shown whatever the style.

    ``QMenu.addSection``'s text is the style's to draw, and Fusion draws a
    bare separator: the touch menu's "Poison" and "Commander damage" read as
    one list.
    """
    label = QLabel(text, menu)
    label.setObjectName("touchSection")
    label.setTextFormat(Qt.TextFormat.PlainText)
    title = QWidgetAction(menu)
    title.setDefaultWidget(label)
    title.setEnabled(False)
    menu.addAction(title)
