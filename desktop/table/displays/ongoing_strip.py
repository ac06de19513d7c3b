"""The ongoing schemes' pictures on the table layout, each beside its name.

The table layout is table mode's and the second window's.

With card images on, the middle of the table shows each face-up
ongoing scheme's card as a small picture with its name beside it, in a row
that takes the place of the "Ongoing: A · B" line (the row's accessible name
is that line's words, so a screen reader reads the same; a scheme whose
picture is missing shows its name alone).  The pictures come from the app's
:class:`~archenemy.desktop.card_images.provider.CardImageProvider`
(:meth:`~archenemy.desktop.card_images.provider.CardImageProvider.pixmap`:
from memory at once, else ``None`` while a worker thread reads the cache or
the loop fetches it; :attr:`~archenemy.desktop.card_images.provider.CardImageProvider.image_ready`
says when to ask again).  Nothing waits for a picture.

Without any picture (images off, offline, not cached yet) the row is hidden
and asks for no room: the line shows, exactly as without the feature.  The
pictures' height is the table's to give (:meth:`OngoingStrip.set_height`,
see :meth:`~.table_display.TableDisplay._make_room`): the card's rules text
and the question keep the room they need.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from ... import texts
from ...i18n import follow_language
from ...image_client import ImageClient
from ...theme import Theme
from ...widgets.card_image import CARD_ASPECT, CardImage
from ...widgets.layouts import clear_layout
from ...widgets.plain_text import plain_label
from ...widgets.theming import Themed

if TYPE_CHECKING:
    from ...card_images.provider import CardImageProvider

__all__ = ["OngoingStrip", "STRIP_SHARE", "STRIP_MAX", "STRIP_MIN"]

# The pictures' height as a share of the middle of the table's height (pixels follow the screen).
STRIP_SHARE = 0.2
# The pictures' tallest and shortest heights (pixels): below the least, the row is not shown (the line names them).
STRIP_MAX = 170
STRIP_MIN = 48
# The heading and each name beside its picture, in points (bold): the line's size (16) for the heading.
HEADING_PT = 16
NAME_PT = 15
# The names grow with the table's room up to this (the heading as the notice's texts).
NAME_GROWTH = 1.2
# Pixels between two schemes of the row.
GAP = 24


class _Item(NamedTuple):
    """One ongoing scheme's place in the row.

    Its catalogue id, its box and the box's layout, its picture, its name.
    """

    scheme_id: str
    box: QWidget
    layout: QHBoxLayout
    image: CardImage
    name: QLabel


class OngoingStrip(Themed, QWidget):
    """A row of the face-up ongoing schemes, each its picture and name.

    Hidden while none has a picture.

    :meth:`show_ongoing` gives the schemes (``(scheme id, name shown)``, in
    the order they became face up), :meth:`set_images` the provider,
    :meth:`set_height` the pictures' height.  :attr:`pictures` says whether
    any picture is there, :attr:`room` whether the table lets the row show.
    """

    def __init__(self, parent: QWidget | None = None, *, theme: Theme | None = None) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        self.setObjectName("tableOngoingStrip")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 2, 0, 2)
        self._row.setSpacing(GAP)
        self.heading = plain_label(QLabel())
        self.heading.setObjectName("tableOngoingName")
        self._items: list[_Item] = []
        self._key: tuple[object, ...] = ()
        self._images: ImageClient[CardImageProvider] = ImageClient(self.refresh_images, image_ready=self._image_ready)
        self._language = "en"
        # The pictures' height (0: none, the row stays hidden).
        self._height = 0
        # The middle's width, which the names share.
        self._width = 0
        # The texts' sizes times this (larger on a TV, as the notice's).
        self._growth = 1.0
        # True while at least one scheme's picture is there (shown or not, see :attr:`room`).
        self.pictures = False
        # False: the table has no room for the row now (it stays hidden).
        self.room = True
        # Called when the pictures come or go (the table checks it has the room for them).
        self.pictures_changed: Callable[[], object] | None = None
        self.hide()
        self.retranslate()

    @property
    def picture_height(self) -> int:
        """The pictures' height in pixels (0: none)."""
        return self._height

    @property
    def shown_ids(self) -> list[str]:
        """The catalogue ids of the schemes whose picture shows, left to right."""
        if self.isHidden():
            return []
        return [item.scheme_id for item in self._items if not item.image.isHidden()]

    def items(self) -> list[tuple[str, CardImage, QLabel]]:
        """Every scheme's ``(id, picture, name label)`` in the row (shown or not)."""
        return [(item.scheme_id, item.image, item.name) for item in self._items]

    def clipped(self) -> bool:
        """True when the row is shorter than a picture or one of its names needs.

        The layout had no more room.
        """
        # The row's margins.
        room = self.contentsRect().height() - 4
        if room < self._height:
            return True
        return any(
            not item.name.isHidden() and item.name.heightForWidth(item.name.width()) > room for item in self._items
        )

    def retranslate(self) -> None:
        """The heading in the current language (the names come with the next state)."""
        self.heading.setText(self.tr("Ongoing:"))
        # The heading's new width.
        self._size_items()

    def _theme_changed(self) -> None:
        # Rebuilt with the new fonts at the next state.
        self._key = ()

    def set_images(self, images: CardImageProvider | None) -> None:
        """Show the pictures from ``images`` (``None``: none, the row hides)."""
        self._images.follow(images)

    def set_height(self, height: int, width: int) -> None:
        """The pictures ``height`` pixels tall in a middle ``width`` pixels wide.

        At most :data:`STRIP_MAX` tall; under :data:`STRIP_MIN`, none.  The
        names share the width.
        """
        height = min(height, STRIP_MAX)
        height = height if height >= STRIP_MIN else 0
        if (height, width) == (self._height, self._width):
            return
        self._height, self._width = height, width
        self._size_items()

    def set_growth(self, growth: float) -> None:
        """Draw the heading and the names at their sizes times ``growth``.

        The table's room, as the notice's texts; the names at most
        :data:`NAME_GROWTH` times theirs: four of them share the row.
        """
        if growth == self._growth:
            return
        self._growth = growth
        self._set_font(self.heading, HEADING_PT * growth, True)
        for item in self._items:
            self._set_font(item.name, NAME_PT * min(growth, NAME_GROWTH), True)
        self._size_items()

    def _size_items(self) -> None:
        """Size every picture and name for the row's width.

        The heading shows only where the row has room for it.
        """
        heading = self.heading.sizeHint().width() + GAP
        fits = sum(self._size_item(item, heading) for item in self._items) + heading <= self._width
        if not fits:
            # The names take the heading's room too ("Ongoing:" stays in the row's accessible name).
            for item in self._items:
                self._size_item(item, 0)
        self.heading.setVisible(fits)
        self._row.invalidate()

    def _size_item(self, item: _Item, heading: int) -> int:
        """Size ``item`` for a row whose heading takes ``heading`` pixels.

        The width it takes (pixels).
        """
        picture = round(self._height * CARD_ASPECT)
        item.image.setFixedSize(picture, self._height)
        # Its size hint: the row is as tall as its pictures.
        item.image.fit_height(self._height)
        # Its height for its width, remembered by the layouts, is forgotten.
        item.layout.invalidate()
        count = max(1, len(self._items))
        # Each name on one line when its share of the row allows, else wrapped at that share (a label's own hint
        # would wrap it at a guessed, narrower width).
        most = max(110, min(360, (self._width - heading - GAP * count) // count - picture - 8))
        metrics = item.name.fontMetrics()
        natural = metrics.horizontalAdvance(item.name.text()) + 4
        longest = max((metrics.horizontalAdvance(word) for word in item.name.text().split()), default=0) + 4
        # Never narrower than its longest word (a word is never cut): a row too wide for the middle gives way.
        width = min(natural, max(most, longest))
        item.name.setFixedWidth(width)
        return picture + 8 + width + GAP

    def show_ongoing(self, ongoing: list[tuple[str, str]], language: str) -> None:
        """Show the schemes ``ongoing`` (``(scheme id, name shown)`` each).

        Their cards in ``language``.
        """
        key = (tuple(ongoing), language)
        if key == self._key:
            return
        self._key, self._language = key, language
        self._row.removeWidget(self.heading)
        clear_layout(self._row)
        self._items = []
        self._set_font(self.heading, HEADING_PT * self._growth, True)
        self._row.addStretch(1)
        self._row.addWidget(self.heading)
        for scheme_id, name in ongoing:
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(8)
            image = CardImage(alignment=Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            image.setAccessibleName(texts.fill(self.tr("Card image: %1"), name))
            # Its size, set by the row.
            image.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            # A Rumble's names carry a player's: never markup.
            label = plain_label(QLabel(name))
            label.setObjectName("tableOngoingName")
            self._set_font(label, NAME_PT * min(self._growth, NAME_GROWTH), True)
            label.setWordWrap(True)
            row.addWidget(image)
            row.addWidget(label, 0, Qt.AlignmentFlag.AlignVCenter)
            self._items.append(_Item(scheme_id, box, row, image, label))
            self._row.addWidget(box)
        self._size_items()
        self._row.addStretch(1)
        self.refresh_images()

    def _image_ready(self, scheme_id: str, _language: str) -> None:
        if any(item.scheme_id == scheme_id for item in self._items):
            self.refresh_images()

    def refresh_images(self) -> None:
        """Ask for each scheme's picture again (one arrived, the setting changed).

        Show those there are.
        """
        images = self._images.provider
        found = False
        for item in self._items:
            pixmap = images.pixmap(item.scheme_id, self._language) if images is not None else None
            item.image.set_pixmap(pixmap)
            found = found or pixmap is not None
        changed = found != self.pictures
        self.pictures = found
        self.setVisible(found and self.room and self._height > 0)
        if changed and self.pictures_changed is not None:
            self.pictures_changed()
