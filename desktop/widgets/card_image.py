"""A card's whole image in a box: scaled to fit, never cropped.

Never covering anything else either.

:class:`CardImage` draws the picture it is given (a scheme's card from
Scryfall, see :mod:`archenemy.desktop.card_images`) as large as its box
allows with the card's own proportions kept, so the frame, the artist's name
and the copyright line at the card's foot always show.  It asks its layout for
the width a card of its box's height takes (:meth:`CardImage.fit_height`) and
for no least size at all: beside a text that needs the room, it gets narrower
(and the picture smaller), never the text.  Without a picture it is hidden, so
the widgets around it are laid out exactly as without images.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

__all__ = ["CARD_ASPECT", "PLANE_ASPECT", "CardImage"]

#: A card's width over its height (63 × 88 mm; Scryfall's ``large`` is 672 × 936).
CARD_ASPECT = 672 / 936
#: A plane's, turned to read (CR 311: a landscape card; its portrait scan turned a quarter).
PLANE_ASPECT = 936 / 672


class CardImage(QWidget):
    """A card's picture scaled to fit the widget, aligned to one edge.

    Aligned to ``alignment``'s edge; hidden while it has none.  ``aspect``:
    the card's width over its height (:data:`PLANE_ASPECT` for a plane's
    picture turned to read).

    :meth:`pixmap` is the picture given (``None``: none); :meth:`drawn_rect`
    where it is drawn (inside the widget, the card's proportions kept).
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter,
        aspect: float = CARD_ASPECT,
    ) -> None:
        super().__init__(parent)
        self.aspect = aspect
        self.setObjectName("cardImage")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self._alignment = alignment
        self._pixmap: QPixmap | None = None
        # The picture at the size it was last drawn.
        self._scaled: QPixmap | None = None
        self._hint = QSize(0, 0)
        self.hide()

    def pixmap(self) -> QPixmap | None:
        """The picture shown (at its own size), or ``None``."""
        return self._pixmap

    def set_pixmap(self, pixmap: QPixmap | None) -> None:
        """Show ``pixmap`` (``None`` or a null pixmap: nothing, and the widget hides)."""
        if pixmap is not None and pixmap.isNull():
            pixmap = None
        same = (pixmap is None and self._pixmap is None) or (
            pixmap is not None and self._pixmap is not None and pixmap.cacheKey() == self._pixmap.cacheKey()
        )
        if same:
            return
        self._pixmap, self._scaled = pixmap, None
        self.setVisible(pixmap is not None)
        self.update()

    def fit_height(self, height: int, most_width: int | None = None) -> None:
        """Ask for the width a card ``height`` pixels tall takes; the layout decides.

        At most ``most_width``.
        """
        width = max(0, round(height * self.aspect))
        if most_width is not None:
            width = min(width, max(0, most_width))
        hint = QSize(width, max(0, height))
        if hint != self._hint:
            self._hint = hint
            self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self._hint)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(0, 0)

    def drawn_rect(self) -> QRect:
        """Where the whole picture is drawn (widget coordinates).

        The largest rectangle of its proportions inside the widget.
        """
        if self._pixmap is None or self.width() <= 0 or self.height() <= 0:
            return QRect()
        size = self._pixmap.size().scaled(self.size(), Qt.AspectRatioMode.KeepAspectRatio)
        x = (self.width() - size.width()) // 2
        if self._alignment & Qt.AlignmentFlag.AlignLeft:
            x = 0
        elif self._alignment & Qt.AlignmentFlag.AlignRight:
            x = self.width() - size.width()
        y = 0 if self._alignment & Qt.AlignmentFlag.AlignTop else (self.height() - size.height()) // 2
        return QRect(x, y, size.width(), size.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        self._scaled = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        rect = self.drawn_rect()
        if self._pixmap is None or rect.isEmpty():
            return
        ratio = self.devicePixelRatioF()
        wanted = QSize(round(rect.width() * ratio), round(rect.height() * ratio))
        if self._scaled is None or self._scaled.size() != wanted:
            # Scaled once per size (smoothly), not at every paint.
            self._scaled = self._pixmap.scaled(
                wanted, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
            self._scaled.setDevicePixelRatio(ratio)
        painter = QPainter(self)
        painter.drawPixmap(rect.topLeft(), self._scaled)
        painter.end()
