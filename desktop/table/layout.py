"""The main window's layout: the height shared, the text size, table mode.

:class:`WindowLayout` is a part the main window owns: the player panels get
a share of the height (most of it while no scheme is in motion) without
squeezing the card's rules text under a readable size; every life total is
drawn at one size, the largest at which all of them fit; the banner's slot
is as tall as the question shown, and the card and the panels take their
room back once it is answered; a text size the window has no room for is
drawn smaller; F11 swaps the operator's layout for the table layout
(:class:`~.displays.table_display.TableDisplay` as a child, seats tapped for
±1 life).  Where the window opens is :mod:`.window_geometry`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import msgspec
from PySide6.QtCore import QCoreApplication, QEvent, QSize, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMainWindow, QVBoxLayout, QWidget

from .. import texts
from ..theme import Theme
from ..widgets.before_paint import BeforePaint
from ..widgets.screen_fit import back_to_room
from .displays.overlay import ResultOverlay
from .game_end import GameEnd
from .player_panels import PlayerPanels, text_pixels
from .prompts.banner import PromptBanner
from .schemes.views import SchemeCardView
from .turn_bar import TurnBar

if TYPE_CHECKING:
    from .displays.table_display import TableDisplay
    from .planes.views import PlaneCardView

__all__ = ["CENTRE_STRETCH", "PLAYERS_STRETCH", "LayoutHost", "WindowLayout"]

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
# A render settles in at most this many passes of the question grown, then the height shared again.
SETTLE_PASSES = 3


def _tr(context: str, text: str) -> str:
    """Translate in ``context`` (the window's texts keep the ``MainWindow`` context)."""
    return QCoreApplication.translate(context, text)


class _Share(msgspec.Struct, frozen=True):
    """How :meth:`WindowLayout.share_height` shares the central widget's height.

    Pixels.
    """

    # The central widget's
    height: int
    # The turn bar's least
    turn: int
    # Between and under the parts
    spacing: int
    # The banner's and the card's least
    centre_least: int
    players_least: int
    # What the panels get
    players: int
    # The card's readable text takes from the panels' room at the normal text size
    short: bool


def _least_height(widget: QWidget) -> int:
    """``widget``'s least height at its width (pixels).

    Its height for its width when it wraps lines.
    """
    least = widget.minimumSizeHint().height()
    if widget.hasHeightForWidth():
        least = max(least, widget.heightForWidth(widget.width()))
    return least


def _least_height_of_lines(widget: QWidget) -> int:
    """``widget``'s least height at its width (pixels).

    Every item of its layout at its least and a wrapped label at the lines it
    takes at its width.

    Not its height for its width, which is a preferred height: it counted the card's rules text at its
    preferred size and a three-line choices line as one (the card's text was cut with room to
    spare in the panels).
    """
    layout = widget.layout()
    least = widget.minimumSizeHint().height()
    if layout is not None and layout.hasHeightForWidth():
        least = max(least, layout.totalMinimumHeightForWidth(widget.width()))
    return least


def _lay_out_posted() -> None:
    """Deliver the layout requests posted so far: every part at its new size.

    Only those: the paint they ask for comes on the event loop's next turn.
    """
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


class LayoutHost(Protocol):
    """What the layout needs of the main window: its parts, its theme, a render."""

    # The theme it draws with: a smaller text size is tried when the window has no room.
    theme: Theme
    # The parts the height is shared between, top first, in the central widget's layout.
    root_layout: QVBoxLayout
    turn_bar: TurnBar
    centre_area: QWidget
    players_area: QWidget
    # The column of the outcome, the banner (in its slot, whose layout is slot_layout) and the card.
    left_column: QVBoxLayout
    banner: PromptBanner
    banner_slot: QWidget
    slot_layout: QVBoxLayout
    card: SchemeCardView
    # The tools' results over the table (not a text of the table's own).
    helper_label: ResultOverlay

    @property
    def panels(self) -> PlayerPanels:
        """The player panels."""

    @property
    def game_end(self) -> GameEnd:
        """The end of the game: its outcome box and its story, in the card's place."""

    @property
    def table_mode(self) -> bool:
        """True while the table layout fills the window."""

    def shown_plane_card(self) -> PlaneCardView | None:
        """The face-up planes beside the card while they show, else ``None``.

        In the card's place in Planechase alone.
        """

    @property
    def table_view(self) -> TableDisplay:
        """Table mode's table layout (built on first use)."""

    def show_state(self) -> None:
        """Show the state on every display."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""

    def restyle(self) -> None:
        """Apply the theme to the application and the window's fonts."""


class WindowLayout:
    """How the window's parts share its room, and table mode.

    ``window`` is the main window whose room it shares; ``host`` the same
    window, for its parts (see :class:`LayoutHost`).  It answers the banner's
    questions about room while the banner sits in the window
    (:class:`~.prompts.question_size.BannerHost`).
    """

    def __init__(self, window: QMainWindow, host: LayoutHost) -> None:
        self._window = window
        self._host = host
        # The card's readable text takes from the panels' room at the normal text size (the last share).
        self._panels_short = False
        # The text size the user chose; the theme may draw smaller (fit_text_scale).
        self._wanted_scale: float | None = None
        # A fit is trying sizes now; the table it was fitted for.
        self._fitting = False
        self._fitted_table: tuple[object, ...] | None = None
        # The size the window was given (by its user, its screen, the code), not one it grew to by itself.
        self._room: QSize | None = None
        self._reshare_timer: QTimer | None = None
        self._refit_timer: QTimer | None = None
        self._refit_start: float | None = None
        # Every life total at one size, once the layout has sized the panels.
        self._equal_lives = QTimer(window)
        self._equal_lives.setSingleShot(True)
        self._equal_lives.setInterval(0)
        self._equal_lives.timeout.connect(host.panels.equalise_lives)
        # The render's layout settled before its paint (see settle).
        self._settler = BeforePaint(window, self._settle_now)

    def show_table_layout(self, on: bool) -> None:
        """Swap the operator's layout for the table layout (``on``) or back.

        The banner goes with the scheme: into the table layout's middle, over
        its card, and back into its slot.  While it sits in the table layout
        it asks this window nothing about room.
        """
        host = self._host
        if on == host.table_mode:
            return
        for part in (host.turn_bar, host.centre_area, host.players_area):
            part.setVisible(not on)
        host.table_view.setVisible(on)
        # The banner shows the question there; its notice only the end.
        host.table_view.banner_inside = on
        # Beside the scheme card under the banner, the plane card's joined decks' line breaks at its "·".
        host.table_view.plane_card.set_in_table_mode(on)
        if on:
            host.table_view.inner_layout.insertWidget(1, host.banner)
            host.banner.host = None
            host.banner.table_room = host.table_view.room
        else:
            host.slot_layout.addWidget(host.banner)
            host.banner.host = self
            host.banner.table_room = None
        host.show_state()
        # Sized again for the card it now sits above.
        host.banner.fit_question_later()

    def _banner_height(self) -> int:
        """The height the banner needs at its slot's width (pixels; 0 while hidden).

        Its height for its width, never its size hint: a word-wrapped label's hint is
        the height of its text wrapped at a guessed, narrower width (the question in
        four lines where it takes one), which kept a tall empty band in the banner.
        """
        if self._host.banner.isHidden():
            return 0
        width = self._host.banner_slot.width() or self._host.banner.width()
        height = self._host.banner.heightForWidth(width) if self._host.banner.hasHeightForWidth() else -1
        return height if height > 0 else self._host.banner.sizeHint().height()

    def reserve_banner(self) -> None:
        """The banner's slot as tall as the banner (0 once it hides).

        When the banner hides, the card and the panels get their room back at once, in
        the same render (no empty band stays above the card, nor into a new game, and
        the panels do not stay small), and the card's text takes the size its new box
        allows: its size follows what the table shows now, never what it showed before
        (it kept the size it had beside the banner, the panels their loss).
        """
        self._host.card.text_label.set_cap(0)
        height = self._banner_height()
        # The banner as tall as it is now; 0 once it hides
        self._host.banner_slot.setMinimumHeight(height)
        # Hidden: no room above the card at all
        self._host.banner_slot.setMaximumHeight(16777215 if height else 0)

    def settle(self) -> None:
        """Lay the window out for the state just shown, once, before it is painted.

        The height is shared now, at the parts' sizes as they were; then, once
        the event loop has delivered what the render posted (the new answers
        shown and polished, the layouts' requests) and before the paint it
        asks for (posted at a lower priority), :meth:`_settle_now` fits the
        question to the card's text and shares the height again: the first
        frame after an action is the settled one, and nothing is measured
        again after it (a second layout and paint after every key).

        A hidden window, or one in table mode (whose banner sits in the table
        layout), shares its height again on the next turn of the event loop
        (:meth:`reshare_later`).
        """
        self.share_height()
        if not self._window.isVisible() or self._host.table_mode:
            self.reshare_later()
        else:
            self._settler.post()

    def _settle_now(self) -> None:
        """The question grown to the card's text, the height shared again at their sizes.

        Then every life total at one size: what the paint shows is settled.
        """
        host = self._host
        if not self._window.isVisible() or host.table_mode:
            return
        _lay_out_posted()
        for _ in range(SETTLE_PASSES):
            grew = False
            if not host.banner.isHidden():
                host.banner_slot.setMinimumHeight(self._banner_height())
                before = host.banner.question.font().pointSizeF()
                host.banner.match_card()
                grew = host.banner.question.font().pointSizeF() != before
                _lay_out_posted()
                host.banner_slot.setMinimumHeight(self._banner_height())
            self.share_height()
            _lay_out_posted()
            if not grew:
                break
        host.panels.equalise_lives()
        # Shared and equal already at the sizes the paint shows
        self._equal_lives.stop()
        if self._reshare_timer is not None:
            self._reshare_timer.stop()

    def share_height(self) -> None:
        """Give the player panels their share of the height.

        More while no scheme is in motion.

        Each part's least height is its height for its width (wrapped lines
        counted): the turn bar, the banner, the card (its rules text at
        :data:`CARD_TEXT_PT` at least) and the panels; the panels get their
        share of what is left, never the card's least height.
        """
        if self._host.table_mode:
            return
        # An idle card is as tall as its wrapped lines need at its width, no taller.
        self._host.card.setMaximumHeight(self._idle_card_height() if self._host.card.idle else 16777215)
        share = self._measure_share()
        self._panels_short = share.short
        # Maxima, never minima: the window's minimum size stays what the widgets need.  A scheme shown: the
        # panels get their share, the card the rest (its text fits the box it gets); idle: the panels the rest.
        rest = share.height - share.players - share.turn - share.spacing
        # Idle, the centre is only as tall as the card's heading needs: the life totals take every other pixel.
        self._host.centre_area.setMaximumHeight(
            share.centre_least if self._centre_idle() else max(share.centre_least, rest)
        )
        self._host.players_area.setMaximumHeight(16777215 if self._centre_idle() else share.players)
        self._equal_lives.start()
        self._check_scale()
        if not self._fitting:
            # Grown past its room by a part that needed it for a moment: back into it (not now: a resize is running).
            QTimer.singleShot(0, self._window, self._back_to_room)

    def _back_to_room(self) -> None:
        """The window back into the size it was given, unless a text size is being tried.

        A try grows the window for a moment; :meth:`fit_text_scale` gives it
        its size back itself (given back in the middle of the tries, the
        window re-fitted its text size again and again).
        """
        if not self._fitting and self._window.isVisible():
            back_to_room(self._window, self._room_size())

    def panels_room(self) -> int:
        """The height the player panels get as the window is now (pixels).

        The banner grows only at the card's cost.
        """
        return self._measure_share().players

    def _measure_share(self) -> _Share:
        """The heights :meth:`_share_height` shares out, measured (nothing is changed)."""
        rows = self._host.panels.rows()
        share = IDLE_PLAYERS_SHARE if self._centre_idle() else min(0.4, PLAYERS_SHARE + PLAYERS_SHARE_PER_ROW * rows)
        # The central widget's height to be: this window's minus its bars (the central widget may not be resized yet).
        height = self._window.height() - sum(
            bar.sizeHint().height() for bar in (self._window.menuBar(), self._window.statusBar()) if not bar.isHidden()
        )
        # The panels' room at the normal text size
        base = round(height * share)
        turn = _least_height(self._host.turn_bar)
        spacing = 2 * self._host.root_layout.spacing() + self._host.root_layout.contentsMargins().bottom()
        wanted, least, whole = self._centre_need()
        players_least = _least_height(self._host.players_area)
        # A larger text size makes the panels' names and buttons larger: the panels grow by what those grew, so
        # the life totals keep their room, and no more (the whole share grown with the size took the card's room:
        # a larger text size drew its rules text smaller).
        grown = players_least * (1.0 - 1.0 / max(1.0, self._host.theme.scale))
        # The panels keep their share while the card's rules text fits the rest at its smallest size at least;
        # past that they give height, down to their own least, before any of the text is cut with "…".
        # Shared team life: the heroes' rows come on top of the totals' share while the text keeps CARD_TEXT_PT
        # (F12; the turn bar's one-line height: its wrapped height is not settled while a text size is tried).
        room = min(round(height * MAX_PLAYERS_SHARE), round(height * share + grown))
        if not self._centre_idle():
            top = min(turn, self._host.turn_bar.minimumSizeHint().height())
            room = max(
                room,
                min(room + self._host.panels.heroes_rows_height(), height - top - spacing - wanted),
            )
        players = max(players_least, min(room, height - turn - spacing - max(least, whole)))
        # The text size is too large for the room when the card's readable text (more than its least) takes
        # more than PANELS_GIVE of the panels' room at the normal size.
        short = wanted > least and height - turn - wanted - spacing < PANELS_GIVE * base
        return _Share(height, turn, spacing, least, players_least, players, short)

    def _centre_idle(self) -> bool:
        """Whether the centre holds no scheme, no story and no plane.

        The life totals then take most of the height.
        """
        return self._host.game_end.centre_idle() and self._host.shown_plane_card() is None

    def _text_least(self) -> int:
        """The card's rules text's least height (pixels): 40 px.

        A longer text is cut with "…" at its smallest size.
        """
        return int(self._host.card.text_label.minimumHeight())

    def _idle_card_height(self) -> int:
        """The card's height while no scheme is shown: its wrapped lines at its width.

        Pixels.
        """
        card = self._host.card.minimumSizeHint().height()
        if self._host.card.hasHeightForWidth():
            card = max(card, self._host.card.heightForWidth(self._host.card.width()))
        return card

    def _centre_need(self) -> tuple[int, int, int]:
        """The centre's wanted, least and whole heights (pixels).

        The outcome, the banner (its room), the card.

        Wanted: the card's rules text at :data:`CARD_TEXT_PT` at least; least: the
        text's box at its least (a longer text is cut with "…"); whole: the whole
        text at its smallest size (what the panels give height for).  An idle card:
        as tall as its wrapped lines need at its width.
        """
        text = self._host.card.text_label
        if (
            story := self._host.game_end.story_least()
            # The game's end (game_end.py): its story in the card's place
        ) is not None:
            card = readable = whole_card = story
        elif self._host.card.isHidden() or self._host.card.idle:
            card = readable = whole_card = 0 if self._host.card.isHidden() else self._idle_card_height()
        else:
            # Its wrapped heading counted, and its rules text at least at the smallest size it is drawn at.
            heading = _least_height_of_lines(self._host.card) - text.minimumHeight()
            card = heading + self._text_least()
            readable = max(card, heading + text.height_for(CARD_TEXT_PT))
            whole_card = max(card, heading + text.height_for(text.min_pt))
        planes = self._host.shown_plane_card() if story is None else None
        if planes is not None:
            # The planes beside the card (or in its place): the taller of the two.
            plane, plane_readable, plane_whole = planes.heights(CARD_TEXT_PT)
            card, readable, whole_card = max(card, plane), max(readable, plane_readable), max(whole_card, plane_whole)
        banner = max(self._host.banner_slot.minimumHeight(), self._banner_height())
        # The column of the outcome, the banner and the card, beside the ongoing schemes.
        gap = self._host.left_column.spacing()
        above = (
            _least_height(self._host.game_end.outcome_box) + gap
            if not self._host.game_end.outcome_box.isHidden()
            else 0
        ) + (banner + gap if banner else 0)
        # Qt lays a box of wrapped lines out at its height for its width, at least: the centre's own is its least.
        least = max(above + card, _least_height(self._host.centre_area))
        return max(least, above + readable), least, max(least, above + whole_card)

    def resized(self, event: QResizeEvent) -> None:
        """The window was resized: its room remembered, its height shared again."""
        self._track_room(event.size(), event.oldSize())
        self.share_height()
        # Measured again at the parts' new widths (wrapped lines follow them)
        self.reshare_later()

    # ----- the text size the window has room for ---------------------------------------------------------
    @property
    def wanted_scale(self) -> float:
        """The text size the user chose (View → Text size, Settings: text_scale).

        :attr:`theme` may draw smaller.
        """
        wanted = self._wanted_scale
        return wanted if wanted is not None else self._host.theme.scale

    def fit_text_scale(self, wanted: float, *, start: float | None = None, tell: bool = True) -> None:
        """Draw at the text size ``wanted``, or the largest smaller one that has room.

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
        self._fitted_table = self._host.panels.key
        if (
            self._window.isVisible()
            and not (self._window.isMaximized() or self._window.isFullScreen())
            and self._window.size() != room
        ):
            # Back from what a larger try made it grow to
            self._window.resize(room)
        if tell and scale < wanted - 0.005:
            self._host.show_problem(
                texts.fill(
                    _tr("MainWindow", "Text size %1% does not fit this window: %2% shown."),
                    round(wanted * 100),
                    round(scale * 100),
                )
            )

    def _largest_fitting_scale(self, scale: float, floor: float, room: QSize) -> float:
        """Try ``scale``, then smaller ones down to ``floor``.

        The first that fits ``room`` is kept and returned.

        A size over ×1 fits when the window has room for it, the life totals are the
        largest text on it (in pixels) and :data:`LIFE_KEEPS` of their height at ×1, and the panels keep
        :data:`PANELS_GIVE` of their height at ×1 at least (measured first, at ×1).
        """
        normal = (
            self._laid_out_at(1.0) if scale > 1.0 and self._window.isVisible() and not self._host.table_mode else None
        )
        while True:
            self._use_scale(scale)
            if not self._window.isVisible() or self._host.table_mode or scale <= floor:
                return scale
            self._lay_out()
            if (
                self._has_room(room)
                and not self._panels_short
                and self._lives_lead(normal)
                and self._card_keeps(normal)
            ):
                return scale
            scale = max(floor, scale / SCALE_TRY_STEP)

    def _lay_out(self) -> None:
        """Lay the window out now.

        The rebuilt panels shown, the layouts activated, the height shared;
        then the question grown to the card's text as it will be, and the
        height shared again (a try measures the card as it will be drawn).
        """
        QApplication.sendPostedEvents()
        # With the banner and the card as tall as their lines now are
        self.share_height()
        QApplication.sendPostedEvents()
        self._host.banner.match_card()
        QApplication.sendPostedEvents()
        self.share_height()
        QApplication.sendPostedEvents()

    def _laid_out_at(self, scale: float) -> tuple[int, int, int]:
        """The life digits', the panels' heights and the card's text at ``scale``.

        Pixels, pixels, points; with the window laid out at ``scale``.
        """
        self._use_scale(scale)
        self._lay_out()
        self._host.panels.equalise_lives()
        card = self._host.card.text_label
        return self._host.panels.life_pixels(), self._host.players_area.height(), card.font().pointSize()

    def _card_keeps(self, normal: tuple[int, int, int] | None) -> bool:
        """Whether the card's rules text is at least as large as at ×1 (``normal``).

        A larger text size makes every text larger: the card's too, never smaller.
        """
        card = self._host.card.text_label
        if normal is None or not card.source or not card.isVisible():
            return True
        return card.font().pointSize() >= normal[2]

    def _use_scale(self, scale: float) -> None:
        """Draw every window and dialog at the text size ``scale``.

        The panels are rebuilt.
        """
        self._host.theme = self._host.theme.with_scale(scale)
        # Rebuilt at the new size by show_state, below.
        self._host.panels.drop(self._window.centralWidget())
        self._host.restyle()
        # The question from its least size again, grown once laid out: its size scaled up with the rest would
        # take the card's room, and a larger text size drew the card's rules text smaller.
        self._host.banner.fit_question_later()
        self._host.turn_bar.label_next_button()
        self._host.show_state()

    def _room_size(self) -> QSize:
        """The size the window was given (by its user, its screen, the code).

        Not one it grew to by itself.
        """
        room = self._room
        return QSize(room) if room is not None else self._window.size()

    def _track_room(self, new: QSize, old: QSize) -> None:
        """Remember ``new`` as the window's room, unless the window grew to its least.

        More room than before: the text size is fitted again.
        """
        room = self._room
        grew_by_itself = old.isValid() and (
            (new.height() > old.height() and new.height() <= self._window.minimumHeight())
            or (new.width() > old.width() and new.width() <= self._window.minimumWidth())
        )
        if grew_by_itself and room is not None:
            return
        self._room = QSize(new)
        more = room is not None and (new.width() > room.width() or new.height() > room.height())
        if more and self._host.theme.scale < self.wanted_scale:
            # a drag to a larger size: once it stops
            self._refit_later(300)

    def banner_resized(self) -> None:
        """The banner changed size after its lines settled.

        Measure its room and share the height again (once, later).
        """
        self.reshare_later()

    def reshare_later(self) -> None:
        """Share the height again once the layout has given every part its new size.

        Their widths decide.
        """
        timer = self._reshare_timer
        if timer is None:
            timer = self._reshare_timer = QTimer(self._window)
            timer.setSingleShot(True)
            timer.setInterval(0)
            timer.timeout.connect(self._reshare)
        timer.start()

    def _reshare(self) -> None:
        """The banner's room as tall as it now needs at its width (while it shows).

        Then the height shared again.
        """
        if not self._host.banner.isHidden() and not self._host.table_mode:
            self._host.banner_slot.setMinimumHeight(self._banner_height())
        self.share_height()
        if not self._host.banner.isHidden():
            # The card's text may have grown meanwhile
            QTimer.singleShot(60, self._host.banner, self._host.banner.match_card)

    def card_text_after(self, taller: int) -> float:
        """The card's rules text size (points) once the banner is ``taller`` px taller.

        The card's text box loses that height; the text is fitted as
        :class:`~archenemy.desktop.widgets.fitted_labels.FitLabel` fits it (the largest size whose wrapped lines fit).
        """
        text = self._host.card.text_label
        if not text.isVisible():
            return text.font().pointSizeF()
        return float(text.size_for_box(text.height() - max(0, taller)))

    def banner_fits(self) -> bool:
        """Whether the window has room for the banner as it is now, without growing.

        Asked as the banner's question just grew.
        """
        return self._has_room(self._room_size())

    def _has_room(self, room: QSize) -> bool:
        """Whether the window's parts fit ``room`` at their least heights.

        Each at its least height for its width, wrapped lines counted.

        Measured, never laid out: a window that grew to find out could not shrink back by itself.
        """
        if self._window.minimumSizeHint().width() > room.width():
            return False
        if self._host.table_mode:
            return self._window.minimumSizeHint().height() <= room.height()
        bars = sum(
            bar.sizeHint().height() for bar in (self._window.menuBar(), self._window.statusBar()) if not bar.isHidden()
        )
        spacing = 2 * self._host.root_layout.spacing() + self._host.root_layout.contentsMargins().bottom()
        parts = _least_height(self._host.turn_bar) + self._centre_need()[1] + _least_height(self._host.players_area)
        return bars + spacing + parts <= room.height()

    def _lives_lead(self, normal: tuple[int, int, int] | None = None) -> bool:
        """Whether the life totals' digits are taller than every other text on the table.

        Pixels, :func:`text_pixels`.

        Every label and button with a text in the window counts (the empty card's
        heading too), the tools' overlay aside.  ``normal``: the digits' and the
        panels' heights at ×1 (:meth:`_laid_out_at`): the digits keep :data:`LIFE_KEEPS`
        of their height at least (a larger text size does not shrink the life totals),
        and the panels :data:`PANELS_GIVE` of theirs.
        """
        lives = self._host.panels.shown_lives()
        if not lives:
            return True
        self._host.panels.equalise_lives()
        life = self._host.panels.life_pixels()
        if normal is not None and (
            life < LIFE_KEEPS * normal[0] or self._host.players_area.height() < PANELS_GIVE * normal[1]
        ):
            return False
        central = self._window.centralWidget()
        # The window builds it first
        assert central is not None
        texts_shown = [
            widget
            for widget in central.findChildren(QWidget)
            if isinstance(widget, QLabel | QAbstractButton)
            and widget.isVisible()
            and widget.text()
            and widget not in lives
            and widget is not self._host.helper_label
        ]
        return life > max((text_pixels(widget.font()) for widget in texts_shown), default=0)

    def _check_scale(self) -> None:
        """After a render: re-fit the text size when it has no room or the table changed."""
        if self._fitting or not self._window.isVisible() or self._host.table_mode:
            return
        fitted = self._fitted_table
        changed = fitted is not None and fitted != self._host.panels.key
        if changed and self._host.theme.scale < self.wanted_scale:
            # a new table may have room for the chosen size
            self._refit_later(0)
        elif self._host.theme.scale > min(self.wanted_scale, 1.0) and not self._has_room(self._room_size()):
            # Smaller than now, not from the top
            self._refit_later(0, self._host.theme.scale / SCALE_TRY_STEP)

    def _refit_later(self, delay_ms: int, start: float | None = None) -> None:
        """Re-fit the text size once the event loop is back.

        ``start``: the first size tried, default the chosen.
        """
        self._refit_start = start
        timer = self._refit_timer
        if timer is None:
            timer = self._refit_timer = QTimer(self._window)
            timer.setSingleShot(True)
            timer.timeout.connect(self._refit)
        timer.start(delay_ms)

    def _refit(self) -> None:
        """The re-fit :meth:`_refit_later` asked for, if the window still shows.

        A closed window's fit restyled the whole application for a table
        nobody sees (the next window's text size with it); deleted in the
        middle of that fit, it crashed in the restyle.
        """
        if self._window.isVisible():
            self.fit_text_scale(self.wanted_scale, start=self._refit_start, tell=False)

    def stop(self) -> None:
        """No fit, share or life totals' sizing left due: the window is closing.

        Its timers are the window's own and die with it; until its
        deletion they would run on a window nobody sees.
        """
        for timer in (self._refit_timer, self._reshare_timer, self._equal_lives):
            if timer is not None:
                timer.stop()
