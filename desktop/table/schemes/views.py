"""The scheme in motion as an oversized card.

And the column of face-up ongoing schemes.

With card images on (:mod:`archenemy.desktop.card_images`), the card's picture
goes beside its words (the scheme card) or beside its name (each ongoing
scheme), never instead of them; without one, both look exactly as without images.
"""

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ....engine.actions import ReportEvent
from ....engine.catalogue import Catalogue
from ... import texts
from ...i18n import follow_language
from ...image_client import ImageClient
from ...session import Act
from ...table_view import OngoingView, SchemeView, StepReminderView, TableView
from ...theme import Theme
from ...widgets.card_image import CARD_ASPECT, CardImage
from ...widgets.fitted_labels import FitLabel, WrappedLabel
from ...widgets.layouts import clear_layout
from ...widgets.mana_symbols import has_symbols, to_html
from ...widgets.plain_text import plain_label
from ...widgets.theming import Themed
from .heading import HeadingColumn, HeadingLayout

if TYPE_CHECKING:
    from ...card_images.provider import CardImageProvider

# The card's picture takes at most this share of the card's width: the rules text keeps the rest.
IMAGE_SHARE = 0.45
# An ongoing scheme's picture beside its words (pixels; its height follows, the card's proportions kept).
ONGOING_IMAGE_WIDTH = 72

# The smallest size (points) the card's rules text shrinks to before the player panels give it height (and only
# past their least is it cut with "…").  Read from 2 m under Xvfb on a 1366×768 15.6" laptop: at 13 pt
# the capitals are about 3.2 mm, 5.5 minutes of arc, just over the 5 a 20/20 eye needs; 12 pt was at the limit.
CARD_MIN_PT = 13
# The recorded choices' line (Know Evil's targets, the chosen player): bold, never smaller than the rules text's
# floor (at 12 pt it was the smallest text on the card, unreadable from 2 m); the table display
# makes it larger with its room (:meth:`SchemeCardView.set_choices_points`).
CHOICES_PT = 14


class SchemeCardView(Themed, QFrame):
    """The scheme in motion, drawn as an oversized landscape card.

    Readable across a table.
    """

    def __init__(self, parent: QWidget | None = None, *, theme: Theme | None = None, for_players: bool = False) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        # On the players' screen (the second window) the card carries no operator instructions.
        self.for_players = for_players
        self.setObjectName("schemeCard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # The words on the left; the card's picture, when there is one, on the right at the card's height.
        row = self._row = QHBoxLayout(self)
        row.setContentsMargins(28, 12, 28, 12)
        row.setSpacing(20)
        layout = HeadingColumn()
        layout.setSpacing(6)
        row.addLayout(layout, 1)
        self.image = CardImage(alignment=Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        row.addWidget(self.image)
        self.image_share = IMAGE_SHARE
        # Called when the picture comes or goes (the second window gives the card more room beside it).
        self.image_changed: Callable[[], object] | None = None
        self._images: ImageClient[CardImageProvider] = ImageClient(self.refresh_image, image_ready=self._image_ready)
        self._language = "en"
        # A long caption at a large text size wraps, never widens the window; in Supervillain Rumble it names the
        # scheme's owner: never markup (so are the deck's count, the choices and the ongoing column's names).
        self.caption = plain_label(WrappedLabel())
        self.caption.setObjectName("caption")
        self._set_font(self.caption, 13, True)
        # The name under it, at the card's width too: one line if it can, lines held whole.
        self.name_label = WrappedLabel(shrink=0.7)
        self.name_label.setObjectName("schemeName")
        self._set_font(self.name_label, 28, True)
        # The English name under the name, before the type line (it, the type line and the deck's count: see
        # _line_label).
        self.english_label = self._line_label()
        self.english_label.setObjectName("englishName")
        self._set_font(self.english_label, 12)
        # While no scheme is shown: when the archenemy sets one in motion, under the heading.
        self.idle_label = QLabel()
        self.idle_label.setObjectName("idleHint")
        self._set_font(self.idle_label, 12)
        self.idle_label.setWordWrap(True)
        self.idle_label.hide()
        self.type_label = self._line_label()
        self.type_label.setObjectName("typeLine")
        self._set_font(self.type_label, 16, True)
        self.text_label = FitLabel(40, CARD_MIN_PT, scale=self.theme.scale)
        self.text_label.setObjectName("rulesText")
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # What the table recorded (its targets, its mode): a line of its own, never cut with the rules text.
        self.choices_label = plain_label(QLabel())
        self.choices_label.setObjectName("schemeChoices")
        self.choices_points: float = CHOICES_PT
        self._set_font(self.choices_label, CHOICES_PT, True)
        self.choices_label.setWordWrap(True)
        self.choices_label.hide()
        self.deck_label = plain_label(self._line_label())
        self.deck_label.setObjectName("deckCount")
        self._set_font(self.deck_label, 12)
        self._lay_out_heading(layout)
        layout.addWidget(self.idle_label)
        layout.addWidget(self.text_label, 1)
        layout.addWidget(self.choices_label)
        self._scheme_id: str | None = None
        self._idle = False
        self.retranslate()

    def _lay_out_heading(self, layout: QVBoxLayout) -> None:
        """Lay the heading out into ``layout``: its rows at the card's width.

        The caption with the deck's count and the card tools (Rulings, put in
        :attr:`tools` by the main window) at its right, the name with the
        English name over the type line at its right, each pair on one row
        when the caption's (the name's) line fits beside them; else the caption
        (the name) takes the card's width and what did not fit goes on a row
        under the name, as many a row as the width holds (:class:`HeadingLayout`).
        """
        # The card tools' row, after the deck's count: the main window adds its buttons here.
        holder = QWidget()
        self.tools = QHBoxLayout(holder)
        self.tools.setContentsMargins(0, 0, 0, 0)
        heading = HeadingLayout(gap=12, row_gap=layout.spacing())
        for part in (self.caption, self.name_label, self.english_label, self.type_label, self.deck_label, holder):
            heading.addWidget(part)
        layout.addLayout(heading)

    def _line_label(self) -> QLabel:
        """A line of the card's heading: wrapped on the players' screens, else one line.

        There the card beside the planes and a question never widens the
        middle under a seat.
        """
        return WrappedLabel() if self.for_players else QLabel()

    def set_choices_points(self, points: float) -> None:
        """Draw the recorded choices' line at ``points``.

        Bold; the table display's, larger with its room.
        """
        if points != self.choices_points:
            self.choices_points = points
            self._set_font(self.choices_label, points, True)

    def retranslate(self) -> None:
        """Fixed texts are set in :meth:`show_scheme`; nothing to do until then."""
        self.setAccessibleName(self.tr("Scheme in motion"))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        # The rules text fits whatever box it gets: ask for no more than the minimum, the window shares the rest.
        return super().sizeHint() if self._idle else self.minimumSizeHint()

    @property
    def idle(self) -> bool:
        """True while no scheme is shown.

        The card is only as tall as its caption, name and a line.
        """
        return self._idle

    def set_idle(self, idle: bool) -> None:
        """Shrink the card to its heading (``idle``), or give it room for a rules text."""
        if idle == getattr(self, "_idle", None):
            return
        self._idle = idle
        self.text_label.setVisible(not idle)
        vertical = QSizePolicy.Policy.Maximum if idle else QSizePolicy.Policy.Expanding
        self.setSizePolicy(QSizePolicy.Policy.Expanding, vertical)

    def _theme_changed(self) -> None:
        self.text_label.scale = self.theme.scale
        self.text_label.show_text(self.text_label.source)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        large = self.width() >= 1100 and self.height() >= 500
        self._set_font(self.name_label, 36 if large else 28, True)
        margins = self._row.contentsMargins()
        self.image.fit_height(
            self.contentsRect().height() - margins.top() - margins.bottom(), round(self.width() * self.image_share)
        )

    # ----- the card's picture ---------------------------------------------------------
    def set_images(self, images: "CardImageProvider | None") -> None:
        """Show the card's picture from ``images`` beside its words.

        ``None``: words only.
        """
        self._images.follow(images)

    def _image_ready(self, scheme_id: str, _language: str) -> None:
        if scheme_id == self._scheme_id:
            self.refresh_image()

    def refresh_image(self) -> None:
        """Ask for the shown scheme's picture again (it arrived, or the setting changed).

        Nothing else changes.
        """
        images, scheme_id = self._images.provider, self._scheme_id
        pixmap = None
        if images is not None and scheme_id is not None and not self._idle:
            pixmap = images.pixmap(scheme_id, self._language)
        shown = not self.image.isHidden()
        self.image.set_pixmap(pixmap)
        if pixmap is not None:
            name = self.name_label.text()
            self.image.setAccessibleName(texts.fill(self.tr("Card image: %1"), name))
        if shown == self.image.isHidden() and self.image_changed is not None:
            self.image_changed()

    def _cards(self, count: int) -> str:
        """ "20 cards" (the scheme deck's count in words)."""
        return self.tr("%n card(s)", "", count)

    def show_scheme(self, scheme: SchemeView, language: str) -> None:
        """Show the table view's ``scheme`` (its card texts in ``language``).

        The scheme face up, the last one set in motion, or the deck's state,
        with the deck's count (whose deck in a Supervillain Rumble).
        """
        self._show_scheme(scheme, language)
        self.refresh_image()
        for label in (self.caption, self.name_label, self.english_label, self.type_label, self.deck_label):
            if isinstance(label, WrappedLabel):
                # Their new texts' lines, at the width they have.
                label.hold_height()

    def _show_scheme(self, scheme: SchemeView, language: str) -> None:
        self._scheme_id = scheme.scheme_id
        self._language = language
        if scheme.deck:
            self.deck_label.setText(scheme.deck)
        self.set_idle(scheme.scheme_id is None)
        self.caption.setText(scheme.caption)
        self.name_label.setText(scheme.name)
        if scheme.scheme_id is None:
            # The card shrinks to its caption, name and this line: the life totals take the room.
            self.idle_label.setText(scheme.idle)
            self.idle_label.show()
            self.english_label.hide()
            self.type_label.setText("")
            self.type_label.hide()
            self.text_label.show_text("")
            self.choices_label.hide()
            return
        if scheme.resolving and not self.for_players:
            # The operator resolves it at the table, then answers Done.
            self.caption.setText(texts.fill(self.tr("%1 · resolve it, then press Done"), scheme.caption))
        self.idle_label.hide()
        self.english_label.setText(scheme.name_en)
        self.english_label.setVisible(bool(scheme.name_en))
        self.english_label.setToolTip(
            "" if scheme.official else self.tr("Unofficial translation by the Archenemy Companion project")
        )
        self.type_label.setText(scheme.type_line)
        self.type_label.show()
        self.text_label.show_text(scheme.text)
        chosen = "\n".join(scheme.choices)
        self.choices_label.setText(chosen)
        self.choices_label.setVisible(bool(chosen))


class OngoingPanel(Themed, QFrame):
    """The face-up ongoing schemes.

    Each with its state and "It happened" where an event abandons it.
    """

    def __init__(self, act: Act, parent: QWidget | None = None, *, theme: Theme | None = None) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        self._act = act
        self.setObjectName("ongoingPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self._set_font(self.title, 16, True)
        outer.addWidget(self.title)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # The keys stay the window's (Page Up/Down, the arrows); the wheel and the bar still scroll it.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        holder = QWidget()
        self.list_layout = QVBoxLayout(holder)
        self.list_layout.setContentsMargins(0, 0, 0, 0)
        self.list_layout.setSpacing(8)
        # Three parts, each rebuilt only when what it shows changed: a step change rebuilds "Now" at
        # most, never the face-up schemes' boxes (new widgets cost a click's worth of polish and layout).
        self._now_layout, self._faces_layout, self._lasting_layout = (self._part(self.list_layout) for _ in range(3))
        self.list_layout.addStretch(1)
        self._keys: dict[str, tuple[object, ...]] = {}
        scroll.setWidget(holder)
        outer.addWidget(scroll)
        # Each face-up scheme's picture beside its words, when card images are on.
        self._images: ImageClient[CardImageProvider] = ImageClient(self.refresh_images, image_ready=self._image_ready)
        self._face_images: list[tuple[str, CardImage]] = []
        self._language = "en"
        self.retranslate()

    def set_images(self, images: "CardImageProvider | None") -> None:
        """Show each ongoing scheme's picture from ``images`` beside its words.

        ``None``: words only.
        """
        self._images.follow(images)

    def _image_ready(self, scheme_id: str, _language: str) -> None:
        self.refresh_images(scheme_id)

    def refresh_images(self, only: str | None = None) -> None:
        """Ask for the face-up schemes' pictures again (``only`` that scheme's).

        Nothing else is rebuilt.
        """
        images = self._images.provider
        for scheme_id, image in self._face_images:
            if only is None or scheme_id == only:
                found = images.pixmap(scheme_id, self._language) if images is not None else None
                image.set_pixmap(found)

    @staticmethod
    def _part(parent: QVBoxLayout) -> QVBoxLayout:
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        parent.addWidget(holder)
        return layout

    def retranslate(self) -> None:
        """Set the fixed texts in the current language.

        Every part is rebuilt at the next state.
        """
        self.title.setText(self.tr("Ongoing schemes"))
        self._keys = {}

    def _theme_changed(self) -> None:
        # Every part is rebuilt with the new fonts.
        self._keys = {}

    def _changed(self, part: str, key: tuple[object, ...]) -> bool:
        """True (and ``key`` remembered) when ``part`` must be rebuilt to show ``key``."""
        if self._keys.get(part) == key:
            return False
        self._keys[part] = key
        return True

    def show_state(self, view: TableView, catalogue: Catalogue) -> None:
        """List the table ``view``'s face-up ongoing schemes and what is due.

        The abilities due at this step on top, then each ongoing scheme,
        then the lasting effects; ``catalogue`` in the view's language gives
        the cards' whole texts as tooltips.  Each part is rebuilt only when
        what it shows changed.
        """
        language = catalogue.language or "en"
        self._language = language
        if self._changed("now", (view.reminders, language)):
            clear_layout(self._now_layout)
            self._show_step_reminders(view.reminders)
        if self._changed("faces", (view.ongoing, view.rumble, language)):
            clear_layout(self._faces_layout)
            self._face_images = []
            if not view.ongoing:
                empty = QLabel(self.tr("None face up."))
                empty.setObjectName("empty")
                self._set_font(empty, 13)
                self._faces_layout.addWidget(empty)
            for ongoing in view.ongoing:
                self._faces_layout.addWidget(self._face_box(ongoing, catalogue, view.rumble))
            self.refresh_images()
        if self._changed("lasting", (view.lasting, language)):
            clear_layout(self._lasting_layout)
            if view.lasting:
                header = QLabel(self.tr("Lasting effects"))
                self._set_font(header, 14, True)
                self._lasting_layout.addWidget(header)
            for line in view.lasting:
                label = plain_label(QLabel(line))
                label.setObjectName("reminder")
                self._set_font(label, 12)
                label.setWordWrap(True)
                self._lasting_layout.addWidget(label)
        for layout in (self._now_layout, self._lasting_layout):
            # An empty part takes no room.
            holder = layout.parentWidget()
            if holder is not None:
                holder.setVisible(layout.count() > 0)

    def _show_step_reminders(self, due: Sequence[StepReminderView]) -> None:
        """Ongoing schemes' abilities due at this step that do not abandon them, on top."""
        if not due:
            return
        header = QLabel(self.tr("Now"))
        self._set_font(header, 14, True)
        self._now_layout.addWidget(header)
        for reminder in due:
            label = plain_label(QLabel(reminder.text))
            label.setObjectName("stepReminder")
            self._set_font(label, 13, True)
            label.setWordWrap(True)
            self._now_layout.addWidget(label)

    def _face_box(self, ongoing: OngoingView, catalogue: Catalogue, rumble: bool) -> QFrame:
        """One ongoing scheme: name, rules text, its state, "It happened" if asked.

        "It happened" is there when an event abandons it.
        """
        known = ongoing.scheme_id in catalogue
        whole = catalogue[ongoing.scheme_id].text if known else ongoing.text
        abandon = (catalogue[ongoing.scheme_id].abandon_clause if known else None) or ""
        box = QFrame()
        box.setObjectName("ongoingCard")
        # The card's picture (when card images are on) beside its words.
        row = QHBoxLayout(box)
        row.setContentsMargins(10, 8, 10, 8)
        image = CardImage(alignment=Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        image.setFixedWidth(ONGOING_IMAGE_WIDTH)
        # The whole card, its foot included.
        image.setMinimumHeight(round(ONGOING_IMAGE_WIDTH / CARD_ASPECT))
        image.setAccessibleName(texts.fill(self.tr("Card image: %1"), ongoing.name))
        row.addWidget(image)
        self._face_images.append((ongoing.scheme_id, image))
        lay = QVBoxLayout()
        lay.setContentsMargins(0, 0, 0, 0)
        row.addLayout(lay, 1)
        if rumble:
            # Supervillain Rumble: whose scheme it is, first.
            whose = QLabel(texts.fill(self.tr("%1's ongoing scheme"), ongoing.owner))
            whose.setObjectName("ongoingOwner")
            # A player's name, never markup.
            whose.setTextFormat(Qt.TextFormat.PlainText)
            self._set_font(whose, 12, True)
            whose.setWordWrap(True)
            lay.addWidget(whose)
        name = plain_label(QLabel(ongoing.name))
        self._set_font(name, 15, True)
        name.setWordWrap(True)
        name.setToolTip(whole)
        lay.addWidget(name)
        rules = QLabel()
        self._set_font(rules, 11)
        text = ongoing.text
        rules.setText(to_html(text, rules.font().pointSizeF()) if has_symbols(text) else text)
        rules.setAccessibleName(text)
        rules.setWordWrap(True)
        lay.addWidget(rules)
        if ongoing.details:
            info = plain_label(QLabel("\n".join(ongoing.details)))
            self._set_font(info, 12)
            info.setWordWrap(True)
            lay.addWidget(info)
        if ongoing.reportable:
            button = QPushButton(self.tr("It happened"))
            self._set_font(button, 12, True)
            button.setToolTip(abandon)
            button.setAccessibleName(texts.fill(self.tr("It happened: %1"), ongoing.name))
            button.clicked.connect(lambda _=False, uid=ongoing.uid: self._act(ReportEvent(uid)))
            lay.addWidget(button)
        return box
