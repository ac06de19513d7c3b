"""The main window's layout at the table: the height shared between the card and the life totals, table mode, geometry.

A mixin of :class:`~archenemy.desktop.table.window.MainWindow` (like
:mod:`.actions`): the player panels get a share of the height (most of it
while no scheme is in motion) without squeezing the card's rules text under
a readable size; every life total is drawn at one size, the largest at
which all of them fit; the banner's height is kept while the same scheme is
shown, so the card's text does not jump; F11 swaps the operator's layout
for the table layout (:class:`~.display.TableDisplay` as a child, seats
tapped for ±1 life); the window opens maximised the first time and where
it was left afterwards (``window.ini`` beside the settings).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QResizeEvent

from .common import WindowPart

# How the height is shared between the scheme (centre) and the player panels: the life totals take
# most of it while no scheme is in motion (the card then shrinks to its caption and name).
CENTRE_STRETCH = 3
PLAYERS_STRETCH = 2
PLAYERS_SHARE = 0.22
PLAYERS_SHARE_PER_ROW = 0.03
# The rules text's size (points) the panels' share never squeezes the card under.
CARD_TEXT_PT = 18
IDLE_PLAYERS_SHARE = 0.62


def _geometry_store() -> QSettings:
    """The window geometry file, ``window.ini`` in the user's config directory (read afresh each time)."""
    from ..paths import config_dir

    return QSettings(str(config_dir() / "window.ini"), QSettings.Format.IniFormat)


class TableLayout(WindowPart):
    """Mixin of the main window: how its parts share the screen, table mode, and its geometry."""

    _banner_key: object  # the scheme whose banner height is kept (set by the window)

    def _tap_seat(self, name: str, delta: int) -> None:
        """A seat tapped in table mode: ±1 life, merged like the panel's clicks (the team's total for the heroes)."""
        panel = self.panels.get(name)
        if panel is not None and panel.plus.isEnabled():
            panel.change_life(delta)

    @property
    def table_mode(self) -> bool:
        """True while the table layout fills the window (full screen, F11)."""
        return self.table_view.isVisibleTo(self)

    def _show_table_layout(self, on: bool) -> None:
        """Swap the operator's layout for the table layout (``on``) or back; the banner goes with the scheme."""
        if on == self.table_mode:
            return
        for part in (self.turn_bar, self.centre_area, self.players_area):
            part.setVisible(not on)
        self.table_view.setVisible(on)
        if on:
            self.table_view.inner_layout.insertWidget(1, self.banner)
        else:
            self._slot_layout.addWidget(self.banner)
        self.show_state()

    def _banner_height(self) -> int:
        """The height the banner needs at its slot's width (pixels; 0 while hidden).

        Its height for its width, never its size hint: a word-wrapped label's hint is
        the height of its text wrapped at a guessed, narrower width (the question in
        four lines where it takes one), which kept a tall empty band in the banner.
        """
        if self.banner.isHidden():
            return 0
        width = self.banner_slot.width() or self.banner.width()
        height = self.banner.heightForWidth(width) if self.banner.hasHeightForWidth() else -1
        return height if height > 0 else self.banner.sizeHint().height()

    def _reserve_banner(self, key: object) -> None:
        """Keep the banner's height reserved while the same scheme (``key``) is on the card: its text keeps its size.

        ``key`` is the shown scheme's id (the face-up card's, or the last scheme's once it
        went to the bottom of the deck: the card still shows it) with the turn and step.
        """
        height = self._banner_height()
        if key != self._banner_key or key is None:
            self._banner_key = key
            self.banner_slot.setMinimumHeight(height)
        elif height:
            # The banner as tall as it is now, never a transient maximum kept for good. Once it
            # hides, its room is kept until the step changes (the key holds the turn and step), so
            # an answer does not make the card text jump, and the life totals get it back after.
            self.banner_slot.setMinimumHeight(height)

    def _share_height(self) -> None:
        """Give the player panels their share of the height (more while no scheme is in motion)."""
        if self.table_mode:
            return
        rows = self.players_grid.rowCount() if self.panels else 1
        share = IDLE_PLAYERS_SHARE if self.card.idle else min(0.4, PLAYERS_SHARE + PLAYERS_SHARE_PER_ROW * rows)
        # The central widget's height to be: this window's minus its bars (the central widget may not be resized yet).
        height = self.height() - sum(
            bar.sizeHint().height() for bar in (self.menuBar(), self.statusBar()) if not bar.isHidden()
        )
        players = round(height * share)
        # Never squeeze the card (its rules text under a readable size, or its heading) for the panels' sake.
        text = self.card.text_label
        banner = max(self.banner_slot.minimumHeight(), self._banner_height())
        banner += 10 if banner else 0
        if self.card.idle:  # as tall as its wrapped lines need at its width, no taller
            card = self.card.heightForWidth(self.card.width()) if self.card.hasHeightForWidth() else -1
            card = max(card, self.card.minimumSizeHint().height())
            self.card.setMaximumHeight(card)
        else:
            self.card.setMaximumHeight(16777215)
            card = self.card.minimumSizeHint().height() - text.minimumHeight() + text.height_for(CARD_TEXT_PT)
        spare = height - banner - card - self.turn_bar.sizeHint().height() - 2 * self.root_layout.spacing() - 8
        players = max(self.players_area.minimumSizeHint().height(), min(players, spare))
        spacing = 2 * self.root_layout.spacing() + self.root_layout.contentsMargins().bottom()
        # A maximum, never a minimum: the window's minimum size stays what the widgets need.
        if not self.card.idle and players <= self.players_area.minimumSizeHint().height():
            self.centre_area.setMaximumHeight(16777215)  # the card needs every pixel: the panels at their minimum
            self._equal_lives.start()
            return
        least = self.centre_area.minimumSizeHint().height()
        self.centre_area.setMaximumHeight(max(least, height - players - self.turn_bar.sizeHint().height() - spacing))
        self._equal_lives.start()

    def _equalise_lives(self) -> None:
        """Draw every life total at the same size: the largest at which all of them fit."""
        labels = [panel.life_label for panel in self.panels.values() if panel.life_label.isVisibleTo(panel)]
        sizes = [label.best_point_size() for label in labels]
        for label in labels:
            label.set_cap(min(sizes))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._share_height()

    def show_restored(self) -> None:
        """Show the window: maximised the first time, else where and as large as it was last closed.

        The geometry lives in ``window.ini`` next to the settings
        (:func:`~archenemy.desktop.paths.config_dir`), written by
        :meth:`closeEvent`; an unreadable or foreign geometry is ignored.
        """
        stored = _geometry_store().value("main/geometry")
        if isinstance(stored, QByteArray) and not stored.isEmpty() and self.restoreGeometry(stored):
            self.show()
        else:
            self.showMaximized()

    def save_geometry(self) -> None:
        """Remember the window's geometry (position, size, maximised) for :meth:`show_restored`."""
        store = _geometry_store()
        store.setValue("main/geometry", self.saveGeometry())
        store.sync()
