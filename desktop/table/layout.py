"""The main window's layout at the table: the height shared between the card and the life totals, table mode, geometry.

A mixin of :class:`~archenemy.desktop.table.window.MainWindow` (like
:mod:`.actions`): the player panels get a share of the height (most of it
while no scheme is in motion) without squeezing the card's rules text under
a readable size; every life total is drawn at one size, the largest at
which all of them fit; the banner's height is kept while the same scheme is
shown, so the card's text does not jump; F11 swaps the operator's layout
for the table layout (:class:`~.displays.table_display.TableDisplay` as a child, seats
tapped for ±1 life); the window opens maximised the first time and where
it was left afterwards (``window.ini`` beside the settings).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QSize, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QFrame, QLabel, QVBoxLayout, QWidget

from .. import texts
from ..precompiled import dataclass
from .window_part import WindowPart

if TYPE_CHECKING:
    from ..theme import Theme
    from .schemes.views import SchemeCardView

# How the height is shared between the scheme (centre) and the player panels: the life totals take
# most of it while no scheme is in motion (the card then shrinks to its caption and name).
CENTRE_STRETCH = 3
PLAYERS_STRETCH = 2
PLAYERS_SHARE = 0.28
PLAYERS_SHARE_PER_ROW = 0.03
# The rules text's size (points) the panels' share never squeezes the card under.
CARD_TEXT_PT = 18
IDLE_PLAYERS_SHARE = 0.62
# The panels' share grows with the text size (the card gives up room), up to this.
MAX_PLAYERS_SHARE = 0.7
# A larger text size may take this much of the panels' room at the normal size (for the card's readable text),
# no more: beyond, the text size is cut (see fit_text_scale).
PANELS_GIVE = 0.85
# A larger text size keeps the life totals' digits at least this share of their height at the normal size.
LIFE_KEEPS = 0.9
# A text size (View → Text size) the window has no room for is tried again this many times smaller, until it fits.
SCALE_TRY_STEP = 1.1


def _tr(context: str, text: str) -> str:
    """Translate in ``context`` (the window's texts keep the ``MainWindow`` context)."""
    return QCoreApplication.translate(context, text)


@dataclass(frozen=True)
class _Share:
    """How :meth:`TableLayout._share_height` shares the central widget's height (pixels)."""

    height: int  # the central widget's
    turn: int  # the turn bar's least
    spacing: int  # between and under the parts
    centre_least: int  # the banner's and the card's least
    players_least: int
    players: int  # what the panels get
    short: bool  # the card's readable text takes from the panels' room at the normal text size


def text_pixels(font: QFont) -> int:
    """How tall ``font`` draws digits and capitals (pixels): what a player sees of a text's size across the table."""
    return int(QFontMetrics(font).tightBoundingRect("0123456789").height())


def _least_height(widget: QWidget) -> int:
    """``widget``'s least height at its width (pixels): its height for its width when it wraps lines."""
    least = widget.minimumSizeHint().height()
    if widget.hasHeightForWidth():
        least = max(least, widget.heightForWidth(widget.width()))
    return least


def _geometry_store() -> QSettings:
    """The window geometry file, ``window.ini`` in the user's config directory (read afresh each time)."""
    from ..paths import config_dir

    return QSettings(str(config_dir() / "window.ini"), QSettings.Format.IniFormat)


class TableLayout(WindowPart):
    """Mixin of the main window: how its parts share the screen, table mode, and its geometry."""

    _banner_key: object  # the scheme whose banner height is kept (set by the window)
    _panel_key: tuple[object, ...]  # the players the panels were built for (set by the window)
    theme: Theme
    # The parts it shares the height between (built by the window).
    root_layout: QVBoxLayout
    turn_bar: QFrame
    card: SchemeCardView
    players_area: QWidget

    def _tap_seat(self, name: str, delta: int) -> None:
        """A seat tapped in table mode: ±1 life, merged like the panel's clicks (the team's total for the heroes)."""
        panel = self.panels.get(name)
        if panel is not None and panel.plus.isEnabled():
            panel.change_life(delta)

    def _show_table_layout(self, on: bool) -> None:
        """Swap the operator's layout for the table layout (``on``) or back; the banner goes with the scheme."""
        if on == self.table_mode:
            return
        for part in (self.turn_bar, self.centre_area, self.players_area):
            part.setVisible(not on)
        self.table_view.setVisible(on)
        self.table_view.banner_inside = on  # the banner shows the question there; its notice only the end
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
        """The banner's slot as tall as the banner (0 once it hides); the card text keeps its size for ``key``.

        ``key`` is the shown scheme's id (the face-up card's, or the last scheme's once it
        went to the bottom of the deck: the card still shows it) with the turn and step.
        When the banner hides, the card gets its room back at once (no empty band stays
        above it, nor into a new game), while its rules text is capped at the size it had
        until ``key`` changes (an answer does not make the text jump).
        """
        height = self._banner_height()
        text = self.card.text_label
        if key != self._banner_key or key is None:
            self._banner_key = key
            text.set_cap(0)
        elif not height and self.banner_slot.minimumHeight():
            # The banner just hid: the card takes its room back at once (no empty band above it), and its
            # text keeps the size it had beside the banner until the step changes (no jump on an answer).
            text.set_cap(text.font().pointSize())
        self.banner_slot.setMinimumHeight(height)  # the banner as tall as it is now; 0 once it hides

    def _share_height(self) -> None:
        """Give the player panels their share of the height (more while no scheme is in motion).

        Each part's least height is its height for its width (wrapped lines
        counted): the turn bar, the banner, the card (its rules text at
        :data:`CARD_TEXT_PT` at least) and the panels; the panels get their
        share of what is left, never the card's least height.
        """
        if self.table_mode:
            return
        # An idle card is as tall as its wrapped lines need at its width, no taller.
        self.card.setMaximumHeight(self._idle_card_height() if self.card.idle else 16777215)
        share = self._measure_share()
        self._panels_short = share.short
        # Maxima, never minima: the window's minimum size stays what the widgets need.  A scheme shown: the
        # panels get their share, the card the rest (its text fits the box it gets); idle: the panels the rest.
        rest = share.height - share.players - share.turn - share.spacing
        self.centre_area.setMaximumHeight(max(share.centre_least, rest))
        self.players_area.setMaximumHeight(16777215 if self.card.idle else share.players)
        self._equal_lives.start()
        self._check_scale()

    def panels_room(self) -> int:
        """The height the player panels get as the window is now (pixels): the banner grows only at the card's cost."""
        return self._measure_share().players

    def _measure_share(self) -> _Share:
        """The heights :meth:`_share_height` shares out, measured (nothing is changed)."""
        rows = self.players_grid.rowCount() if self.panels else 1
        share = IDLE_PLAYERS_SHARE if self.card.idle else min(0.4, PLAYERS_SHARE + PLAYERS_SHARE_PER_ROW * rows)
        # The central widget's height to be: this window's minus its bars (the central widget may not be resized yet).
        height = self.height() - sum(
            bar.sizeHint().height() for bar in (self.menuBar(), self.statusBar()) if not bar.isHidden()
        )
        base = round(height * share)  # the panels' room at the normal text size
        # A larger text size makes the panels' names and buttons larger: the life totals keep their room.
        share = min(MAX_PLAYERS_SHARE, share * max(1.0, self.theme.scale))
        turn = _least_height(self.turn_bar)
        spacing = 2 * self.root_layout.spacing() + self.root_layout.contentsMargins().bottom()
        wanted, least = self._centre_need()
        players_least = _least_height(self.players_area)
        # The panels keep their share whatever the card holds: its rules text fits the rest (smaller, or cut
        # with "…"); they give only what the centre's least height (the card's heading, 40 px of text) needs.
        players = max(players_least, min(round(height * share), height - turn - spacing - least))
        # The text size is too large for the room when the card's readable text (more than its least) takes
        # more than PANELS_GIVE of the panels' room at the normal size.
        short = wanted > least and height - turn - wanted - spacing < PANELS_GIVE * base
        return _Share(height, turn, spacing, least, players_least, players, short)

    def _text_least(self) -> int:
        """The card's rules text's least height (pixels): 40 px (a longer text is cut with "…" at its smallest size)."""
        return int(self.card.text_label.minimumHeight())

    def _text_fit(self, box: int) -> int:
        """The largest size (points) at which the card's rules text fits ``box`` pixels (its smallest at least)."""
        text = self.card.text_label
        high = max(text.min_pt, round(text.max_pt * text.scale))
        low, high = text.min_pt, min(high, text.cap_pt) if text.cap_pt else high
        while low < high:
            middle = (low + high + 1) // 2
            if text.height_for(middle) <= box:
                low = middle
            else:
                high = middle - 1
        return low

    def _idle_card_height(self) -> int:
        """The card's height while no scheme is shown: its wrapped lines at its width (pixels)."""
        card = self.card.minimumSizeHint().height()
        if self.card.hasHeightForWidth():
            card = max(card, self.card.heightForWidth(self.card.width()))
        return card

    def _centre_need(self) -> tuple[int, int]:
        """The centre's wanted and least heights (pixels): the outcome, the banner (its kept room), the card.

        Wanted: the card's rules text at :data:`CARD_TEXT_PT` at least; least: at its
        smallest size.  An idle card: as tall as its wrapped lines need at its width.
        """
        text = self.card.text_label
        if self.card.idle:
            card = readable = self._idle_card_height()
        else:
            # Its wrapped heading counted, and its rules text at least at the smallest size it is drawn at.
            heading = _least_height(self.card) - text.minimumHeight()
            card = heading + self._text_least()
            readable = max(card, heading + text.height_for(CARD_TEXT_PT))
        banner = max(self.banner_slot.minimumHeight(), self._banner_height())
        column = self.centre_area.layout().itemAt(0)  # the banner and the card, beside the ongoing schemes
        gap = column.layout().spacing() if column is not None and column.layout() is not None else 10
        above = (_least_height(self.outcome_box) + gap if not self.outcome_box.isHidden() else 0) + (
            banner + gap if banner else 0
        )
        # Qt lays a box of wrapped lines out at its height for its width, at least: the centre's own is its least.
        least = max(above + card, _least_height(self.centre_area))
        return max(least, above + readable), least

    def _equalise_lives(self) -> None:
        """Draw every life total at the same size: the largest at which all of them fit."""
        labels = [panel.life_label for panel in self.panels.values() if panel.life_label.isVisibleTo(panel)]
        sizes = [label.best_point_size() for label in labels]
        for label in labels:
            label.set_cap(min(sizes))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._track_room(event.size(), event.oldSize())
        self._share_height()
        self._reshare_later()  # measured again at the parts' new widths (wrapped lines follow them)

    # ----- the text size the window has room for ---------------------------------------------------------
    @property
    def wanted_scale(self) -> float:
        """The text size the user chose (View → Text size, Settings: text_scale); :attr:`theme` may draw smaller."""
        wanted: float | None = getattr(self, "_wanted_scale", None)
        return wanted if wanted is not None else self.theme.scale

    def fit_text_scale(self, wanted: float, *, start: float | None = None, tell: bool = True) -> None:
        """Draw at the text size ``wanted``, or at the largest smaller one the window has room for.

        Room: the window keeps the size it was given (a text size never makes it grow
        past its screen: 1,366×768 included), the panels keep at least the room they
        have at the normal size, and the life totals stay the largest text on it.
        The tries go from ``start`` (default ``wanted``) down, each
        :data:`SCALE_TRY_STEP` times smaller, never under ×1 (nor under ``wanted``
        itself); with ``tell`` the status bar says when the chosen size was cut.  A
        shown window re-fits when its table changes, a render leaves it no room, or it
        gets more room.
        """
        self._wanted_scale = wanted
        room = self._room_size()
        self._fitting = True
        try:
            scale = self._largest_fitting_scale(min(wanted, start or wanted), min(wanted, 1.0), room)
        finally:
            self._fitting = False
        self._fitted_table = self._panel_key
        if self.isVisible() and not (self.isMaximized() or self.isFullScreen()) and self.size() != room:
            self.resize(room)  # back from what a larger try made it grow to
        if tell and scale < wanted - 0.005:
            self.show_problem(
                texts.fill(
                    _tr("MainWindow", "Text size %1% does not fit this window: %2% shown."),
                    round(wanted * 100),
                    round(scale * 100),
                )
            )

    def _largest_fitting_scale(self, scale: float, floor: float, room: QSize) -> float:
        """Try ``scale``, then smaller ones down to ``floor``; the first that fits ``room`` is kept and returned.

        A size over ×1 fits when the window has room for it, the life totals are the
        largest text on it (in pixels) and :data:`LIFE_KEEPS` of their height at ×1, and the panels keep
        :data:`PANELS_GIVE` of their height at ×1 at least (measured first, at ×1).
        """
        normal = self._laid_out_at(1.0) if scale > 1.0 and self.isVisible() and not self.table_mode else None
        while True:
            self._use_scale(scale)
            if not self.isVisible() or self.table_mode or scale <= floor:
                return scale
            self._lay_out()
            if self._has_room(room) and not self._panels_short and self._lives_lead(normal):
                return scale
            scale = max(floor, scale / SCALE_TRY_STEP)

    def _lay_out(self) -> None:
        """Lay the window out now: the rebuilt panels shown, the layouts activated, the height shared."""
        QApplication.sendPostedEvents()
        self._share_height()  # with the banner and the card as tall as their lines now are
        QApplication.sendPostedEvents()

    def _laid_out_at(self, scale: float) -> tuple[int, int]:
        """The life digits' height and the panels' height (pixels) with the window laid out at ``scale``."""
        self._use_scale(scale)
        self._lay_out()
        self._equalise_lives()
        return self._life_pixels(), self.players_area.height()

    def _life_pixels(self) -> int:
        """The life totals' digits' height (pixels; 0 with no total shown): they are drawn at one size."""
        lives = [panel.life_label for panel in self.panels.values() if panel.life_label.isVisibleTo(panel)]
        return min((text_pixels(label.font()) for label in lives), default=0)

    def _use_scale(self, scale: float) -> None:
        """Draw every window and dialog at the text size ``scale`` (the panels are rebuilt)."""
        self.theme = self.theme.with_scale(scale)
        self._drop_panels()  # rebuilt at the new size by show_state, below
        self._restyle()
        self._banner_key = None  # the banner's kept room is measured again at the new size
        self._label_next_button()
        self.show_state()

    def _drop_panels(self) -> None:
        """Remove the player panels, for :meth:`show_state` to build anew, and delete them now when it is safe.

        Now, not on the event loop's next turn (``deleteLater``): a fit tries
        several sizes in one call, and each try's application-wide restyle
        would polish every panel left waiting, ~90 widgets a try at nine seats
        (a text size change took 0.5–0.8 s).  A fit runs from a timer or a
        menu action, so no panel is on the stack, unless a popup menu or a
        modal dialog runs its own event loop (one opened from a panel: its
        badge's menu, a concede confirmation): then they wait for the loop.
        """
        now = QApplication.activePopupWidget() is None and QApplication.activeModalWidget() is None
        for panel in self.panels.values():
            self.players_grid.removeWidget(panel)
            panel.hide()
            if now:
                shiboken6.delete(panel)
            else:
                panel.setParent(None)
                panel.deleteLater()
        self.panels.clear()
        self._panel_key = ()

    def _room_size(self) -> QSize:
        """The size the window was given (by its user, its screen, the code), not one it grew to by itself."""
        room: QSize | None = getattr(self, "_room", None)
        return QSize(room) if room is not None else self.size()

    def _track_room(self, new: QSize, old: QSize) -> None:
        """Remember ``new`` as the window's room unless it grew to its minimum size by itself; more room: re-fit."""
        room: QSize | None = getattr(self, "_room", None)
        grew_by_itself = old.isValid() and (
            (new.height() > old.height() and new.height() <= self.minimumHeight())
            or (new.width() > old.width() and new.width() <= self.minimumWidth())
        )
        if grew_by_itself and room is not None:
            return
        self._room = QSize(new)
        more = room is not None and (new.width() > room.width() or new.height() > room.height())
        if more and self.theme.scale < self.wanted_scale:
            self._refit_later(300)  # a drag to a larger size: once it stops

    def banner_resized(self) -> None:
        """The banner changed size after its lines settled: measure its room and share the height again (once, later)."""
        self._reshare_later()

    def _reshare_later(self) -> None:
        """Share the height again once the layout has given every part its new size (their widths decide)."""
        timer: QTimer | None = getattr(self, "_reshare_timer", None)
        if timer is None:
            timer = self._reshare_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setInterval(0)
            timer.timeout.connect(self._reshare)
        timer.start()

    def _reshare(self) -> None:
        """The banner's room as tall as it now needs at its width (while it shows), then the height shared again."""
        if not self.banner.isHidden() and not self.table_mode:
            self.banner_slot.setMinimumHeight(self._banner_height())
        self._share_height()
        if not self.banner.isHidden():
            QTimer.singleShot(60, self.banner.match_card)  # the card's text may have grown meanwhile

    def card_text_after(self, taller: int) -> float:
        """The card's rules text size (points) once the banner above it is ``taller`` pixels taller.

        The card's text box loses that height; the text is fitted as
        :class:`~archenemy.desktop.widgets.fitted_labels.FitLabel` fits it (the largest size whose wrapped lines fit).
        """
        text = self.card.text_label
        if not text.isVisible():
            return text.font().pointSizeF()
        return float(self._text_fit(text.height() - max(0, taller)))

    def banner_fits(self) -> bool:
        """Whether the window has room for the banner as it is now (its question just grew), without growing."""
        return self._has_room(self._room_size())

    def _has_room(self, room: QSize) -> bool:
        """Whether the window's parts fit ``room`` at their least heights for their widths (wrapped lines counted).

        Measured, never laid out: a window that grew to find out could not shrink back by itself.
        """
        if self.minimumSizeHint().width() > room.width():
            return False
        if self.table_mode:
            return self.minimumSizeHint().height() <= room.height()
        bars = sum(bar.sizeHint().height() for bar in (self.menuBar(), self.statusBar()) if not bar.isHidden())
        spacing = 2 * self.root_layout.spacing() + self.root_layout.contentsMargins().bottom()
        parts = _least_height(self.turn_bar) + self._centre_need()[1] + _least_height(self.players_area)
        return bars + spacing + parts <= room.height()

    def _lives_lead(self, normal: tuple[int, int] | None = None) -> bool:
        """Whether the life totals' digits are taller than every other text on the table (pixels, :func:`text_pixels`).

        Every label and button with a text in the window counts (the empty card's
        heading too), the tools' overlay aside.  ``normal``: the digits' and the
        panels' heights at ×1 (:meth:`_laid_out_at`): the digits keep :data:`LIFE_KEEPS`
        of their height at least (a larger text size does not shrink the life totals),
        and the panels :data:`PANELS_GIVE` of theirs.
        """
        lives = [panel.life_label for panel in self.panels.values() if panel.life_label.isVisibleTo(panel)]
        if not lives:
            return True
        self._equalise_lives()
        life = self._life_pixels()
        if normal is not None and (
            life < LIFE_KEEPS * normal[0] or self.players_area.height() < PANELS_GIVE * normal[1]
        ):
            return False
        central = self.centralWidget()
        assert central is not None  # the window builds it first
        texts_shown = [
            widget
            for widget in central.findChildren(QWidget)
            if isinstance(widget, QLabel | QAbstractButton)
            and widget.isVisible()
            and widget.text()
            and widget not in lives
            and widget is not self.helper_label
        ]
        return life > max((text_pixels(widget.font()) for widget in texts_shown), default=0)

    def _check_scale(self) -> None:
        """After a render: re-fit the text size when the window has no room for it, or its table changed."""
        if getattr(self, "_fitting", False) or not self.isVisible() or self.table_mode:
            return
        changed = getattr(self, "_fitted_table", self._panel_key) != self._panel_key
        if changed and self.theme.scale < self.wanted_scale:
            self._refit_later(0)  # a new table may have room for the chosen size
        elif self.theme.scale > min(self.wanted_scale, 1.0) and not self._has_room(self._room_size()):
            self._refit_later(0, self.theme.scale / SCALE_TRY_STEP)  # smaller than now, not from the top

    def _refit_later(self, delay_ms: int, start: float | None = None) -> None:
        """Re-fit the text size once the event loop is back (``start``: the first size tried, default the chosen)."""
        self._refit_start = start
        timer: QTimer | None = getattr(self, "_refit_timer", None)
        if timer is None:
            timer = self._refit_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda: self.fit_text_scale(self.wanted_scale, start=self._refit_start, tell=False))
        timer.start(delay_ms)

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
