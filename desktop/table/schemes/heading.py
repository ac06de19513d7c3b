"""The scheme card's heading, laid out at the card's width.

Its caption and name each with what goes beside them while their lines fit
there: :class:`HeadingLayout`; the card's column under it, which gives the
rules text what a short heading leaves unused: :class:`HeadingColumn`.
"""

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QVBoxLayout

from ...widgets.fitted_labels import WrappedLabel

__all__ = ["HeadingColumn", "HeadingLayout"]


class HeadingLayout(QLayout):
    """The scheme card's heading: the caption's row, the name's, what is left.

    Its items, added in this order: the caption, the name, the English name,
    the type line, then the caption's companions (the deck's count, the card
    tools).  The companions share the caption's row (at its right) when its
    line fits beside them, the English name and the type line the name's
    (one over the other, at its right) when the name's line at its largest
    size does, the type line alone when only it does; else the caption (the
    name) takes the width and its companions go on the last row, in reading
    order, as many a row as the width holds.  Given less height than that
    (a short window shares its height out below every part's wish), it
    leaves out the type line, then the English name, then the deck's count,
    until the rest fits: never an item drawn over the rules text under it
    (:meth:`minimumHeightForWidth`, what the window's share counts, is the
    heading without them).  A line's width is its label's own (a wrapped label's
    :meth:`~archenemy.desktop.widgets.fitted_labels.WrappedLabel.line_width`,
    remembered), measured by the layout only, never by a render.  A long
    Spanish caption beside the deck's count was a column of seven lines; the
    three rows it then always took cut the rules text at nine seats.
    """

    def __init__(self, *, gap: int, row_gap: int) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        # Until invalidate(), as Qt's own layouts keep theirs: by width, the height and each item's place
        # (from the top left); the least size; the rectangle the items were last placed in.
        # (A width, the items left out.)
        self._plans: dict[tuple[int, frozenset[int]], tuple[int, list[tuple[QLayoutItem, QRect]]]] = {}
        self._least: QSize | None = None
        self._placed: QRect | None = None
        # Each item's line (pixels), by its id: the same at every width.
        self._lines: dict[int, int] = {}
        # Pixels between the items of a row; between rows.
        self._gap = gap
        self._row_gap = row_gap
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)
        self._forget()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        self._forget()
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt override)
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def invalidate(self) -> None:
        """Forget the measures: an item changed.

        Qt calls it then, and at every activation.
        """
        self._forget()
        super().invalidate()

    def _forget(self) -> None:
        self._plans.clear()
        self._lines.clear()
        self._least = self._placed = None

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._plan(width)[0]

    def minimumHeightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        """The height at ``width`` with every item it may leave out left out (pixels)."""
        return self._plan(width, self._droppable())[0]

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        if rect == self._placed:
            # Nothing changed since the items were placed there (QBoxLayout skips the same way).
            return
        self._placed = QRect(rect)
        x, y = rect.x(), rect.y()
        places = self._fit(rect.width(), rect.height())[1]
        placed = {id(item) for item, _ in places}
        for item, place in places:
            item.setGeometry(place.translated(x, y))
        for item in self._items:
            if id(item) not in placed and not item.isEmpty():
                # Left out for want of height: drawn nowhere until the heading has room again.
                item.setGeometry(QRect(x, y, 0, 0))

    def _droppable(self) -> list[QLayoutItem]:
        """What a short heading leaves out, first to last.

        The type line, the English name, the deck's count (the card tools
        never: they are actions).
        """
        if len(self._items) < 5:
            return []
        return [self._items[3], self._items[2], self._items[4]]

    def height_within(self, width: int, height: int) -> int:
        """The height the heading takes at ``width`` when given ``height`` (pixels).

        Less than ``height`` when it leaves items out to fit (the rest is
        unused); more when even without them it does not fit.
        """
        return self._fit(width, height)[0]

    def _fit(self, width: int, height: int) -> tuple[int, list[tuple[QLayoutItem, QRect]]]:
        """The plan at ``width`` that leaves out the fewest items to fit in ``height``.

        See :meth:`_droppable`; every droppable item left out when none fits.
        """
        droppable = self._droppable()
        for count in range(len(droppable) + 1):
            plan = self._plan(width, droppable[:count])
            if plan[0] <= height:
                break
        return plan

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        """Its widest item's least width; its caption's and name's least height."""
        if self._least is None:
            shown = [item for item in self._items if not item.isEmpty()]
            width = max((_least_width(item) for item in shown), default=0)
            heights = [item.minimumSize().height() for item in shown[:2]]
            self._least = QSize(width, sum(heights) + self._row_gap * max(0, len(heights) - 1))
        return self._least

    def _plan(
        self, width: int, left_out: list[QLayoutItem] | None = None
    ) -> tuple[int, list[tuple[QLayoutItem, QRect]]]:
        """The height the items take at ``width``, and each one's place from the top left.

        Without ``left_out``.  Measured once a width until :meth:`invalidate`:
        Qt asks a width's height several times a layout pass, then places the
        items at it.
        """
        out = frozenset(id(item) for item in left_out or ())
        plan = self._plans.get((width, out))
        if plan is None:
            places: list[tuple[QLayoutItem, QRect]] = []
            plan = self._plans[width, out] = self._arrange(QRect(0, 0, width, 0), places, out), places
        return plan

    def _line(self, item: QLayoutItem) -> int:
        """The width ``item`` takes on one line (pixels).

        Measured once until :meth:`invalidate`.
        """
        line = self._lines.get(id(item))
        if line is None:
            line = self._lines[id(item)] = _line(item)
        return line

    def _row_width(self, items: list[QLayoutItem]) -> int:
        """The width ``items`` take on one row, the gap apart (pixels)."""
        return sum(self._line(item) for item in items) + self._gap * max(0, len(items) - 1)

    def _arrange(self, rect: QRect, places: list[tuple[QLayoutItem, QRect]], left_out: frozenset[int]) -> int:
        """Place the items in ``rect``, each into ``places``; return the height they take.

        The items whose ids are in ``left_out`` are not placed.
        """
        if len(self._items) < 4:
            return 0
        width = rect.width()

        def shown(item: QLayoutItem) -> bool:
            return not item.isEmpty() and id(item) not in left_out

        caption, name, english, type_line = self._items[:4]
        companions = [item for item in self._items[4:] if shown(item) and self._line(item) > 0]
        beside = [item for item in (english, type_line) if shown(item)]
        rows: list[tuple[QLayoutItem, list[QLayoutItem], bool]] = []
        rest: list[QLayoutItem] = []
        for lead, side, stacked in ((caption, companions, False), (name, beside, True)):
            if lead.isEmpty():
                rest += side
                continue
            # The name's pair, else its type line alone (the English name then goes under it).
            for fitting in [side, side[-1:]] if stacked and len(side) > 1 else [side]:
                room = max((self._line(item) for item in fitting), default=0) if stacked else self._row_width(fitting)
                if fitting and self._line(lead) + self._gap + room <= width:
                    rows.append((lead, fitting, stacked))
                    rest += [item for item in side if item not in fitting]
                    break
            else:
                rows.append((lead, [], stacked))
                rest += side
        y = rect.y()
        for lead, side, stacked in rows:
            y += self._lead_row(lead, side, stacked, QRect(rect.x(), y, width, 0), places) + self._row_gap
        if rest:
            y += self._flow(rest, QRect(rect.x(), y, width, 0), places) + self._row_gap
        return max(0, y - self._row_gap - rect.y())

    def _lead_row(
        self,
        lead: QLayoutItem,
        side: list[QLayoutItem],
        stacked: bool,
        rect: QRect,
        places: list[tuple[QLayoutItem, QRect]],
    ) -> int:
        """Place ``lead`` and ``side`` at its right; return their height (pixels).

        Each item's place goes into ``places``; ``stacked``: the side's items
        one over the other, else in a row.
        """
        sizes = [QSize(min(self._line(item), rect.width()), 0) for item in side]
        sizes = [QSize(size.width(), _height(item, size.width())) for item, size in zip(side, sizes, strict=True)]
        if stacked:
            room = max((size.width() for size in sizes), default=0)
            side_height = sum(size.height() for size in sizes)
        else:
            room = self._row_width(side)
            side_height = max((size.height() for size in sizes), default=0)
        lead_width = rect.width() - (room + self._gap if side else 0)
        lead_height = _height(lead, lead_width)
        height = max(lead_height, side_height)
        places.append((lead, QRect(rect.x(), rect.y(), lead_width, lead_height)))
        right = rect.x() + rect.width()
        x, y = right - room, rect.y() + height - side_height
        for item, size in zip(side, sizes, strict=True):
            if stacked:
                # Flush right, at the bottom of the name's row (as the printed card's title bar).
                places.append((item, QRect(QPoint(right - size.width(), y), size)))
                y += size.height()
            else:
                places.append((item, QRect(QPoint(x, rect.y() + (height - size.height()) // 2), size)))
                x += size.width() + self._gap
        return height

    def _flow(self, items: list[QLayoutItem], rect: QRect, places: list[tuple[QLayoutItem, QRect]]) -> int:
        """Place ``items`` in reading order; return their height (pixels).

        As many a row as the width holds; each item's place goes into ``places``.
        """
        rows: list[list[tuple[QLayoutItem, QSize]]] = []
        x = rect.x() + rect.width()
        for item in items:
            line = min(self._line(item), rect.width())
            if not rows or x + line > rect.x() + rect.width():
                rows.append([])
                x = rect.x()
            rows[-1].append((item, QSize(line, _height(item, line))))
            x += line + self._gap
        y = rect.y()
        for row in rows:
            height = max(size.height() for _, size in row)
            x = rect.x()
            for item, size in row:
                places.append((item, QRect(QPoint(x, y + (height - size.height()) // 2), size)))
                x += size.width() + self._gap
            y += height + self._row_gap
        return max(0, y - self._row_gap - rect.y())


def _line(item: QLayoutItem) -> int:
    """The width ``item`` takes on one line (pixels).

    A wrapped label's line, else its size hint's width.
    """
    widget = item.widget()
    if isinstance(widget, WrappedLabel):
        return max(widget.line_width(), widget.minimumWidth())
    return item.sizeHint().width()


def _least_width(item: QLayoutItem) -> int:
    """The least width ``item`` takes (pixels).

    A wrapped label's least (its longest word), else its line.
    """
    return item.minimumSize().width() if isinstance(item.widget(), WrappedLabel) else _line(item)


def _height(item: QLayoutItem, width: int) -> int:
    """``item``'s height at ``width`` (pixels).

    Its wrapped lines', else its size hint's height.
    """
    return item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()


class HeadingColumn(QVBoxLayout):
    """The scheme card's column: its heading first, the rules text under it.

    A :class:`QVBoxLayout` whose first item is a :class:`HeadingLayout`.
    Given less height than its items want, Qt's box squeezes each of them
    alike, the heading too; the heading then leaves items out (the type line
    first) and would leave part of its share empty while the rules text was
    cut with "…".  This column moves the items under the heading up by what
    it leaves unused, and gives those pixels to the item with a stretch
    (the rules text).
    """

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        heading = self.itemAt(0)
        if heading is None or not isinstance(layout := heading.layout(), HeadingLayout):
            return
        given = layout.geometry()
        spare = given.height() - layout.height_within(given.width(), given.height())
        if spare <= 0:
            return
        layout.setGeometry(QRect(given.x(), given.y(), given.width(), given.height() - spare))
        for index in range(1, self.count()):
            item = self.itemAt(index)
            if item is None or item.isEmpty():
                continue
            if self.stretch(index) > 0:
                # The rules text: its top moves up, its bottom stays (what is under it stays too)
                item.setGeometry(item.geometry().adjusted(0, -spare, 0, 0))
                break
            item.setGeometry(item.geometry().translated(0, -spare))
