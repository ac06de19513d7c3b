"""The face-up planes as landscape cards, and the planar die beside them.

:class:`PlaneCardView` shows the table view's planes
(:class:`~archenemy.desktop.table_view.PlanarView`): each face-up plane
(two after Spatial Merging, CR 901.11c) or the phenomenon being
encountered (312.5) as a landscape card, its name, type line, rules text and
chaos ability apart (311.7), the counters on it; then the planar die's last
result and who rolled it, each active player's next roll's cost (901.9),
the phenomenon's instruction (704.6f), the planar controller (901.6), the
planar decks' counts and, on the players' screens, the planar keys.  With card images on, each card's picture, turned to
read and never cropped, goes beside its words.  The name is the card's
title: on every display its rules text is never drawn larger than it, and on
the players' screens it is as large as the scheme card's.

A plane's whole text is read on every display: the windows give it room at
:data:`PLANE_MIN_PT`; where there is none, a long plane gets a wider share
of its row (:attr:`PlaneCardView.share`), its text shrinks on to
:data:`PLANE_LEAST_PT`, and while a text is still cut with "…" its face
draws its other lines smaller, then the card puts its die's result and
costs on one line, and its decks' counts and controller on another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ... import texts
from ...i18n import follow_language
from ...image_client import ImageClient
from ...table_view import PlanarView, PlaneView
from ...theme import Theme
from ...widgets.card_image import PLANE_ASPECT, CardImage
from ...widgets.fitted_labels import FitLabel, WrappedLabel
from ...widgets.layouts import clear_layout
from ...widgets.mana_symbols import to_html
from ...widgets.plain_text import plain_label
from ...widgets.theming import Themed

if TYPE_CHECKING:
    from ...card_images.provider import CardImageProvider

__all__ = ["PLANE_LEAST_PT", "PLANE_MIN_PT", "PlaneCardView"]

# The size (points) the windows give a plane's rules text room for: the scheme card's floor, read from 2 m.
PLANE_MIN_PT = 13
# Where that room is not to be had (the longest event planes beside a scheme on a laptop), the text shrinks
# on to the project's floor rather than being cut with "…".
PLANE_LEAST_PT = 11
# A plane whose words (rules text and chaos ability) are longer than this many characters gets a wider
# share of the row it shares with the scheme card, and of table mode's middle.
LONG_PLANE_CHARS = 300
# A plane's name (points), two planes side by side the second size; on the players' screens (table mode, the
# second window) as large as the scheme card's there, and its rules text never larger than it: the card's title.
NAME_PT, TWO_NAMES_PT = 22, 18
PLAYERS_NAME_PT, PLAYERS_TWO_NAMES_PT = 28, 22
# A face whose rules text is cut draws its name and type line at these sizes (points), and its English name
# only in the name's tooltip: the text gets their room.
COMPACT_NAME_PT = 15
COMPACT_TYPE_PT = 11
# A plane's picture takes at most this share of its card's width: the words keep the rest.
IMAGE_SHARE = 0.5


def chaos_line(chaos: str) -> str:
    """The chaos ability as the card prints it: the chaos symbol, then its words."""
    return f"{{CHAOS}} {chaos}" if chaos else ""


def _unbroken(line: str) -> str:
    """``line`` with no break between its words (no-break spaces)."""
    return line.replace(" ", "\u00a0")


class _LinesLabel(WrappedLabel):
    """A wrapped label that asks for the width of its longest line, unwrapped.

    Beside the caption it keeps its lines whole while there is room, and
    wraps only when there is none (its least width is its longest word's).
    """

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        lines = self.text().split("\n") if self.text() else [""]
        margins = self.contentsMargins()
        wide = max(self.fontMetrics().horizontalAdvance(line) for line in lines) + margins.left() + margins.right()
        return QSize(max(hint.width(), wide + 2), hint.height())


class _PlaneFace(Themed, QFrame):
    """One face-up planar card: its words and, with images on, its picture.

    Its rules text is drawn no larger than its name (:meth:`_cap_text`);
    ``for_players``: on the players' screens (the name's size is the
    card view's choice, :meth:`PlaneCardView.show_planes`).
    """

    def __init__(self, theme: Theme, *, for_players: bool = False) -> None:
        super().__init__()
        self.theme = theme
        self.for_players = for_players
        self.setObjectName("planeFace")
        self.plane_id = ""
        # The lines around the rules text made smaller (set_compact), and the name's size otherwise.
        self.compact = False
        self._name_pt = float(NAME_PT)
        row = self.row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(12)
        words = QVBoxLayout()
        words.setContentsMargins(0, 0, 0, 0)
        words.setSpacing(2)
        row.addLayout(words, 1)
        self.name_label = WrappedLabel(shrink=0.7)
        self.name_label.setObjectName("planeName")
        self._set_font(self.name_label, 22, True)
        self.english_label = QLabel()
        self.english_label.setObjectName("englishName")
        self._set_font(self.english_label, 11)
        self.type_label = QLabel()
        self.type_label.setObjectName("typeLine")
        self._set_font(self.type_label, 13, True)
        self.type_label.setWordWrap(True)
        # The rules text, then the chaos ability on its own line (311.7), fitted to the box together.
        self.text_label = FitLabel(28, PLANE_LEAST_PT, scale=theme.scale)
        self.text_label.setObjectName("rulesText")
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.counters_label = plain_label(QLabel())
        self.counters_label.setObjectName("planeCounters")
        self._set_font(self.counters_label, 15, True)
        self.counters_label.setWordWrap(True)
        for widget in (self.name_label, self.english_label, self.type_label):
            words.addWidget(widget)
        words.addWidget(self.text_label, 1)
        words.addWidget(self.counters_label)
        self.image = CardImage(alignment=Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight, aspect=PLANE_ASPECT)
        row.addWidget(self.image)
        # The name's size changes with the card's (set_name_points, compact) and its one-line fit: on the laptop
        # too, a 22 pt name stood above a rules text fitted up to 28 pt.
        self.name_label.installEventFilter(self)
        self._cap_text()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.name_label and event.type() == QEvent.Type.FontChange:
            self._cap_text()
        return super().eventFilter(watched, event)

    def _cap_text(self) -> None:
        """The rules text no larger than the name drawn above it (points).

        The name is the card's title, as the scheme card's is; never under
        the text's least size.
        """
        text = self.text_label
        text.set_cap(max(text.min_pt, int(self.name_label.font().pointSizeF())))

    def set_name_points(self, points: float) -> None:
        """Draw the plane's name at ``points`` (bold)."""
        self._name_pt = points
        self._set_font(self.name_label, COMPACT_NAME_PT if self.compact else points, True)

    def set_compact(self, compact: bool) -> None:
        """Give the rules text the room of the lines around it, or give it back.

        Compact: the name smaller, the type line smaller, the English name
        beside a translated one only in the name's tooltip.
        """
        self.compact = compact
        self.set_name_points(self._name_pt)
        self._set_font(self.type_label, COMPACT_TYPE_PT if compact else 13, True)
        self.english_label.setVisible(bool(self.english_label.text()) and not compact)
        self.name_label.setToolTip(self.english_label.text() if compact else "")
        self.name_label.hold_height()

    def show_plane(self, plane: PlaneView, unofficial: str) -> None:
        """Show ``plane``'s words (``unofficial``: the English name's tooltip)."""
        self.plane_id = plane.plane_id
        self.name_label.setText(plane.name)
        self.english_label.setText(plane.name_en)
        self.english_label.setVisible(bool(plane.name_en) and not self.compact)
        self.english_label.setToolTip("" if plane.official else unofficial)
        self.type_label.setText(plane.type_line)
        text = "\n".join(part for part in (plane.text, chaos_line(plane.chaos)) if part)
        self.text_label.show_text(text)
        self.text_label.setAccessibleName(text)
        self.counters_label.setText("\n".join(plane.counters))
        self.counters_label.setVisible(bool(plane.counters))
        self.name_label.hold_height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        margins = self.row.contentsMargins()
        height = self.contentsRect().height() - margins.top() - margins.bottom()
        self.image.fit_height(height, round(self.width() * IMAGE_SHARE))


class PlaneCardView(Themed, QFrame):
    """The face-up planes and the planar die, readable across a table.

    ``for_players``: on the players' screens (table mode, the second
    window) the planes stand side by side or one above the other as their
    room is wide or tall (:meth:`set_direction`), and the decks' counts and
    the controller keep their lines whole; in table mode
    (:meth:`set_in_table_mode`) their joined line may break at its "·".
    """

    # In table mode, beside the scheme card under the banner (see set_in_table_mode).
    _in_table_mode = False

    def __init__(self, parent: QWidget | None = None, *, theme: Theme | None = None, for_players: bool = False) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        self.for_players = for_players
        self.setObjectName("planeCard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout = self._column = QVBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(4)
        # The caption, and the decks' counts and controller on its right; under it while the card is too narrow
        # for both on a line (the caption once wrapped into a column of four lines beside them).
        top = self.top_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.caption = plain_label(WrappedLabel())
        self.caption.setObjectName("caption")
        self._set_font(self.caption, 13, True)
        # Both wrap (a narrow card's joined line "Planar deck: 146 cards · Planar controller: …" once made the
        # window wider than the screen).
        self.deck_label = plain_label(_LinesLabel())
        self.deck_label.setObjectName("deckCount")
        self._set_font(self.deck_label, 12)
        self.deck_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # Who controls the planes (901.6), under the decks' counts.
        self.controller_label = plain_label(_LinesLabel())
        self.controller_label.setObjectName("planarController")
        self._set_font(self.controller_label, 13, True)
        self.controller_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        side = QVBoxLayout()
        side.setSpacing(0)
        side.addWidget(self.deck_label)
        side.addWidget(self.controller_label)
        top.addWidget(self.caption, 1)
        top.addLayout(side)
        layout.addLayout(top)
        self.faces_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.faces_layout.setSpacing(8)
        layout.addLayout(self.faces_layout, 1)
        self.faces: list[_PlaneFace] = []
        # What to do now: the phenomenon being encountered (704.6f), in the banner's colours.
        self.phenomenon_label = plain_label(QLabel())
        self.phenomenon_label.setObjectName("planePhenomenon")
        self._set_font(self.phenomenon_label, 15, True)
        self.phenomenon_label.setWordWrap(True)
        # The planar die: its last result, then each active player's next roll's cost (mana symbols).
        self.die_label = QLabel()
        self.die_label.setObjectName("planarDie")
        self.die_label.setTextFormat(Qt.TextFormat.RichText)
        # On the players' screens the die's lines are smaller: the planes' rules texts keep the room.
        self._die_pt, self._costs_pt = (13, 12) if for_players else (14, 13)
        self._set_font(self.die_label, self._die_pt, True)
        self.die_label.setWordWrap(True)
        self.costs_label = QLabel()
        self.costs_label.setObjectName("planarCosts")
        self._set_font(self.costs_label, self._costs_pt)
        self.costs_label.setWordWrap(True)
        self.costs_label.setTextFormat(Qt.TextFormat.RichText)
        self.notes_label = plain_label(QLabel())
        self.notes_label.setObjectName("planarNotes")
        self._set_font(self.notes_label, 12)
        self.notes_label.setWordWrap(True)
        # The planar keys, on the players' screens: they have no menu (the window's turn bar and F1 name them).
        self.keys_label = plain_label(QLabel())
        self.keys_label.setObjectName("planarKeys")
        self._set_font(self.keys_label, 12)
        self.keys_label.setWordWrap(True)
        self.keys_label.hide()
        layout.addWidget(self.phenomenon_label)
        layout.addWidget(self.die_label)
        layout.addWidget(self.costs_label)
        layout.addWidget(self.notes_label)
        layout.addWidget(self.keys_label)
        self._images: ImageClient[CardImageProvider] = ImageClient(self.refresh_images, image_ready=self._image_ready)
        self._language = "en"
        self._shown: PlanarView | None = None
        # A rules text was cut with its faces compact: the die's result and the costs share a line, and the
        # decks' counts and the controller another (see _show_lines).
        self._lines_joined = False
        # The phenomenon's line left to the question above the card (see make_room).
        self._phenomenon_dropped = False
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._place_top()
        # Once the faces took their new sizes (their texts refit then).
        QTimer.singleShot(0, self, self._compact_if_cut)

    def _place_top(self) -> None:
        """The decks' lines beside the caption when both fit on a line, else under it."""

        def widest(label: QLabel) -> int:
            if label.isHidden() or not label.text():
                return 0
            metrics = label.fontMetrics()
            return max(metrics.horizontalAdvance(line) for line in label.text().split("\n"))

        margins = self._column.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        side = max(widest(self.deck_label), widest(self.controller_label))
        beside = self.for_players or widest(self.caption) + self.top_row.spacing() + side + 4 <= room
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.top_row.direction() != direction:
            self.top_row.setDirection(direction)
            edge = Qt.AlignmentFlag.AlignRight if beside else Qt.AlignmentFlag.AlignLeft
            for label in (self.deck_label, self.controller_label):
                label.setAlignment(edge | Qt.AlignmentFlag.AlignVCenter)

    def _compact_if_cut(self) -> None:
        """A rules text cut with "…": each face gives it the room of its other lines.

        Kept while the same planes show (a face never grows back into the
        room its text took, so the two never chase each other).
        """
        if not any(face.text_label.elided for face in self.faces):
            return
        if not all(face.compact for face in self.faces):
            for face in self.faces:
                face.set_compact(True)
            # Then, if a text is still cut, the card's own lines.
            QTimer.singleShot(0, self, self._compact_if_cut)
        elif not self._lines_joined:
            self._lines_joined = True
            self._show_lines()

    def make_room(self, *, asked: bool = False) -> bool:
        """Give the rules texts the room of every other line, as a cut text does.

        Each face compact, then the card's lines two by two; ``asked``: the
        question shown above the card says what the phenomenon's line says
        (resolve it, then planeswalk), which then goes, with the planar keys'
        line (they wait for the answer).  Kept while the same planes show.
        Asked by a display whose middle has no more room (table mode under a
        question).  True when a line changed.
        """
        changed = False
        for face in self.faces:
            if not face.compact:
                face.set_compact(True)
                changed = True
        if asked and self.faces and not self._phenomenon_dropped:
            self._phenomenon_dropped = changed = True
            self.phenomenon_label.hide()
            # The planar keys wait for the question too (refused until it is answered).
            if self._shown is not None and self._shown.phenomenon:
                self.keys_label.hide()
        if self.faces and not self._lines_joined:
            self._lines_joined = changed = True
            self._show_lines()
        return changed

    def set_in_table_mode(self, on: bool) -> None:
        """Let the joined decks' line break at its "·" (table mode) or not.

        In table mode the card shares the middle's row with the scheme card
        under the banner: the line "Planar deck: 140 cards · Planar
        controller: Archenemy" kept whole made the card wider than its half
        (525 pixels for 513 at 1366×768).  There it breaks between its two
        parts, never inside one.  The second window keeps it whole: its
        middle is wider, and a wrapped line there costs the rules text a
        line of height.
        """
        if on != self._in_table_mode:
            self._in_table_mode = on
            self._show_lines()

    def retranslate(self) -> None:
        """Fixed texts are the view's; the card's accessible name only."""
        self.setAccessibleName(self.tr("Planes"))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # The rules text fits whatever box it gets: ask for no more than the minimum, the window shares the rest.
        return self.minimumSizeHint()

    def set_direction(self, direction: QBoxLayout.Direction) -> None:
        """Put two planes side by side (``LeftToRight``) or one above the other."""
        if self.faces_layout.direction() != direction:
            self.faces_layout.setDirection(direction)

    def _theme_changed(self) -> None:
        for face in self.faces:
            face.set_theme(self.theme)
            face.text_label.scale = self.theme.scale
            face.text_label.show_text(face.text_label.source)

    def heights(self, readable_pt: int) -> tuple[int, int, int]:
        """The card's least, readable and whole heights at its width (pixels).

        Least: every rules text at its least box; readable: at
        ``readable_pt``; whole: every text whole at its smallest size.  Two
        planes one above the other add their texts, side by side the taller.
        """
        least = self.minimumSizeHint().height()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            least = max(least, layout.minimumHeightForWidth(self.width()))
        if not self.faces:
            return least, least, least
        boxes = [face.text_label.minimumHeight() for face in self.faces]
        stacked = self.faces_layout.direction() in (QBoxLayout.Direction.TopToBottom, QBoxLayout.Direction.BottomToTop)
        combine = sum if stacked else max
        heading = least - combine(boxes)

        def need(points: int) -> int:
            return max(least, heading + combine(face.text_label.height_for(points) for face in self.faces))

        return least, need(readable_pt), need(PLANE_MIN_PT)

    @property
    def share(self) -> int:
        """The card's share of the row it shares with the scheme card.

        The scheme card's is 3; two planes side by side take as much, and a
        long plane's words (:data:`LONG_PLANE_CHARS`) one more, up to 4 (the
        scheme's text keeps its room too).
        """
        long = any(len(face.text_label.source) > LONG_PLANE_CHARS for face in self.faces)
        return min(4, (3 if len(self.faces) > 1 else 2) + long)

    @property
    def counter_labels(self) -> list[QLabel]:
        """Each face's counters line (shown or not)."""
        return [face.counters_label for face in self.faces]

    @property
    def elided(self) -> bool:
        """True while a plane's rules text is cut with "…" (its room is too small)."""
        return any(face.text_label.elided for face in self.faces)

    # ----- the cards' pictures ---------------------------------------------------------
    def set_images(self, images: CardImageProvider | None) -> None:
        """Show each plane's picture from ``images`` beside its words.

        ``None``: words only.
        """
        self._images.follow(images)

    def _image_ready(self, card_id: str, _language: str) -> None:
        if any(face.plane_id == card_id for face in self.faces):
            self.refresh_images()

    def refresh_images(self) -> None:
        """Ask for the face-up planes' pictures again; nothing else changes."""
        images = self._images.provider
        for face in self.faces:
            # Turned to read, whole (the provider's: Scryfall keeps a plane as a portrait scan).
            pixmap = images.plane_pixmap(face.plane_id, self._language) if images is not None else None
            face.image.set_pixmap(pixmap)
            if pixmap is not None:
                face.image.setAccessibleName(texts.fill(self.tr("Card image: %1"), face.name_label.text()))

    # ----- the view ---------------------------------------------------------
    def show_planes(self, planar: PlanarView | None, language: str) -> None:
        """Show the table view's planes (card texts in ``language``); hidden without."""
        self.setVisible(planar is not None)
        if planar is None or (planar == self._shown and language == self._language):
            return
        if self._shown is None or [p.plane_id for p in planar.planes] != [p.plane_id for p in self._shown.planes]:
            # Other planes: each face as large as its room allows again
            for face in self.faces:
                face.set_compact(False)
            self._lines_joined = self._phenomenon_dropped = False
        self._shown, self._language = planar, language
        self.caption.setText(planar.caption)
        self._show_faces(planar.planes)
        self.phenomenon_label.setText(planar.phenomenon)
        self.phenomenon_label.setVisible(bool(planar.phenomenon) and not self._phenomenon_dropped)
        self._show_lines()
        self.notes_label.setText("\n".join(planar.notes))
        self.notes_label.setVisible(bool(planar.notes))
        self.keys_label.setText(" · ".join(planar.keys))
        asked = self._phenomenon_dropped and bool(planar.phenomenon)
        self.keys_label.setVisible(self.for_players and bool(planar.keys) and not asked)
        self.refresh_images()
        self.caption.hold_height()
        QTimer.singleShot(0, self, self._compact_if_cut)

    def _show_lines(self) -> None:
        """The decks' counts and the controller, the die's result and the costs.

        Each on a line of its own, or, once the rules text is cut with its
        faces compact (:meth:`_compact_if_cut`), two by two on one line.
        """
        planar = self._shown
        if planar is None:
            return
        joined = self._lines_joined
        # In table mode each part whole on its line, the joined line broken at its " · " alone where the card
        # is short of room (a label's least width is then its longest part's).
        breaks = self.for_players and self._in_table_mode
        decks = "\n".join(_unbroken(line) if breaks else line for line in planar.decks)
        controller = _unbroken(planar.controller) if breaks else planar.controller
        self.deck_label.setText(" · ".join(p for p in (decks, controller) if p) if joined else decks)
        self.controller_label.setText(controller)
        self.controller_label.setVisible(bool(planar.controller) and not joined)
        if self.for_players:
            # The players' screens keep these lines whole: the second window's middle gives the card the width
            # (a wrapped line there cost the rules text its room); in table mode their no-break parts do.
            for label in (self.deck_label, self.controller_label):
                label.setMinimumWidth(0 if breaks else label.sizeHint().width())
        self._place_top()
        self.deck_label.hold_height()
        self.controller_label.hold_height()
        costs = " · ".join(to_html(line, self._costs_pt) for line in planar.costs)
        die = to_html(planar.die, self._die_pt)
        self.die_label.setText(" · ".join(p for p in (die, costs) if p) if joined else die)
        self.die_label.setAccessibleName(
            " · ".join(p for p in (planar.die, *planar.costs) if p) if joined else planar.die
        )
        self.die_label.setVisible(bool(planar.die) or (joined and bool(planar.costs)))
        self.costs_label.setText(costs)
        self.costs_label.setVisible(bool(planar.costs) and not joined)
        self.costs_label.setAccessibleName(" · ".join(planar.costs))

    def _show_faces(self, planes: tuple[PlaneView, ...]) -> None:
        """One face per plane: rebuilt only when their number changes."""
        if len(self.faces) != len(planes):
            clear_layout(self.faces_layout)
            self.faces = [_PlaneFace(self.theme, for_players=self.for_players) for _ in planes]
            for face in self.faces:
                self.faces_layout.addWidget(face, 1)
        unofficial = self.tr("Unofficial translation by the Archenemy Companion project")
        for face, plane in zip(self.faces, planes, strict=True):
            # Two planes side by side: their names smaller, their rules text keeps the room.
            one, two = (PLAYERS_NAME_PT, PLAYERS_TWO_NAMES_PT) if self.for_players else (NAME_PT, TWO_NAMES_PT)
            face.set_name_points(one if len(planes) == 1 else two)
            face.show_plane(plane, unofficial)
