"""The planes' room in the table layout's middle.

Their texts whole, the middle within the seats.

:class:`PlaneRoom` is a part :class:`~.table_display.TableDisplay` owns.
Whenever the middle is laid out again with planes shown, and while a plane's
rules text is cut with "…" or the middle needs more height than the seats
leave it, it gives the planes' texts the room of the planes' other lines
(:meth:`~..planes.views.PlaneCardView.make_room`), and puts the middle that
grew past the seats while it ran over back into their room.  Table mode's
banner asks it (:class:`TableRoom` of :mod:`..prompts.question_size`)
whether the middle fits, before its question grows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QVBoxLayout

from ..planes.views import PlaneCardView
from ..schemes.views import SchemeCardView

if TYPE_CHECKING:
    from ...table_view import TableView
    from ...widgets.fitted_labels import FitLabel

__all__ = ["PlaneRoom"]


class PlaneRoom:
    """The room of the planes in a table display's middle.

    ``inner`` is the middle (its layout ``inner_layout``), beside the scheme
    ``card`` and the ``planes``.  The display tells it the middle's room
    (:meth:`set_room`) and what it shows (:attr:`shown`).
    """

    def __init__(self, inner: QFrame, inner_layout: QVBoxLayout, card: SchemeCardView, planes: PlaneCardView) -> None:
        self._inner, self._layout = inner, inner_layout
        self._card, self._planes = card, planes
        # The table view shown (the display's).
        self.shown: TableView | None = None
        # The room (pixels) the seats leave the middle.
        self.width = self.height = 0
        self._timer = QTimer(inner)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.squeeze)

    def set_room(self, width: int, height: int) -> None:
        """The seats leave the middle ``width``×``height`` pixels."""
        self.width, self.height = width, height

    def stretch(self) -> int:
        """The planes' stretch in the middle's row.

        The scheme card's, one more for a long plane.
        """
        share = self._planes.share
        return 3 if share < 3 else share + 1

    def laid_out(self) -> None:
        """The middle was laid out again: its room is checked on the loop's next turn."""
        if self._planes.isVisible():
            self._timer.start()

    def squeeze(self) -> None:
        """A plane's text cut with "…", or the middle under the seats: room for the texts.

        The planes' names smaller, the die's and the decks' lines two by
        two, the phenomenon's line left to the question shown (table mode's
        banner, else the notice).
        """
        if not self.height or not self._planes.isVisible():
            return
        changed = False
        if self._planes.elided or not self.middle_fits():
            changed = self._planes.make_room(asked=self.phenomenon_asked())
            self._layout.activate()
        # The middle grew past the seats' room while it ran over (its least size then): back into it, no smaller
        # than its least now.
        if self._inner.height() > self.height or self._inner.width() > self.width:
            self._inner.resize(self.width, self.height)
        if changed:
            # Looked at again once the texts refitted to their new boxes (each line goes once: it ends).
            self._timer.start()

    def phenomenon_asked(self) -> bool:
        """Whether the question shown is the encountered phenomenon's own.

        A planar card's question (no scheme's) while a phenomenon is being
        encountered (704.6f): it says what the phenomenon's line says.  A
        scheme's question says nothing of it, so the line stays.
        """
        shown = self.shown
        if shown is None or shown.question is None or shown.planar is None:
            return False
        return not shown.question.scheme and bool(shown.planar.phenomenon)

    def card_texts(self) -> list[FitLabel]:
        """The rules texts shown in the middle: the scheme's and each plane's."""
        texts = [self._card.text_label] if self._card.isVisible() else []
        if self._planes.isVisible():
            texts += [face.text_label for face in self._planes.faces]
        return texts

    def middle_fits(self) -> bool:
        """Whether the middle's parts fit the height the seats leave it.

        Each at its least height for the middle's width (wrapped lines
        counted), table mode's banner as it is now: a middle taller than
        that runs under the seats, its parts squeezed over each other.
        """
        layout = self._layout
        layout.invalidate()
        layout.activate()
        need = layout.minimumSize().height()
        if layout.hasHeightForWidth():
            need = max(need, layout.minimumHeightForWidth(self.width))
        return need <= self.height
