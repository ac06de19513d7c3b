"""The prompt banner's question at least as large as the card text's, never at the window's or the totals' cost.

:class:`QuestionSizing` is a mixin of
:class:`~archenemy.desktop.table.prompts.banner.PromptBanner`: it reads the
banner's question label and the card's text size (``card_text_size``, given
by the main window) and asks the window for room through the optional hooks
``panels_room``, ``card_text_after`` and ``banner_fits`` (another window
answers with its layout's minimum height).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from ....engine.model import Prompt
from ...theme import Theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFrame, QWidget

    _Base = QFrame
else:
    _Base = object


class QuestionSizing(_Base):
    """Mixin: grows the banner's question a point at a time up to the card text's size (see :meth:`match_card`)."""

    # The question's size in points (before the text scale): never below, and never above.
    QUESTION_PT = 17
    QUESTION_MAX_PT = 28

    card_text_size: Callable[[], float] | None
    prompt: Prompt | None
    theme: Theme
    question: QLabel
    _question_pt: float

    if TYPE_CHECKING:

        def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None: ...

    def match_card(self) -> None:
        """After the layout settles: ask in letters at least as large as the card text's.

        The banner takes its room from the card: a larger question makes the
        card's text smaller.  The question grows a point at a time (up to
        :attr:`QUESTION_MAX_PT`) until it is at least as large as the card's
        text will then be, and never so far that the window would need more
        height than it has, nor at the life totals' cost.  It never shrinks for
        the same question, so the two never chase each other.
        """
        if self.card_text_size is None or self.prompt is None:
            return
        scale = self.theme.scale
        chosen = size = self.question.font().pointSizeF()
        limit = min(self.QUESTION_MAX_PT * scale, self.card_text_size())
        height = self.height()
        panels = self._panels_room()
        while size < limit - 0.01:
            size = min(limit, size + scale)
            self._set_font(self.question, size / scale, True)
            card = self._card_text_after(self.heightForWidth(self.width()) - height)
            if not self._window_has_room() or self._panels_room() < panels - 1:
                break  # the window would grow, or the life totals lose room: the card alone gives it
            chosen = size
            if size >= card - 0.5:
                break
        self._question_pt = chosen / scale
        self._set_font(self.question, self._question_pt, True)

    def _panels_room(self) -> int:
        """The player panels' height as the main window shares it now (0 in another window)."""
        room = getattr(self.window(), "panels_room", None)
        return int(room()) if callable(room) else 0

    def _card_text_after(self, taller: int) -> float:
        """The card text's size (points) once the banner is ``taller`` pixels taller (the main window answers)."""
        after = getattr(self.window(), "card_text_after", None)
        if callable(after):
            return float(after(taller))
        return self.card_text_size() if self.card_text_size is not None else 0.0

    def _window_has_room(self) -> bool:
        """Whether the window still has room for the banner (the question just grew).

        The main window answers itself (``banner_fits``: it shares its height
        again, wrapped lines and the card's least height counted); another
        window: its minimum height still fits its current height.
        """
        top = self.window()
        fits = getattr(top, "banner_fits", None)
        if callable(fits):
            return bool(fits())
        layout = top.layout()
        if top is self or layout is None:
            return True
        layout.activate()
        return top.minimumSizeHint().height() <= top.height()
