"""The banner's question as large as the card text's, never at the totals' cost.

:class:`QuestionSizing` is a part the
:class:`~archenemy.desktop.table.prompts.banner.PromptBanner` owns: it reads
the banner's question label and the card's rules text (``card_text``, given by
the main window: its own card's, or table mode's card's) and asks the window
it sits in for room through its :attr:`~QuestionSizing.host`, a
:class:`BannerHost` (the main window's layout; ``None`` elsewhere: another
window answers with its layout's minimum height).

In table mode the banner sits above the table's own card, in a scene the main
window's layout does not share out (no host): the card's rules text answers,
and the question gives back size, down to :data:`QUESTION_MIN_PT`,
before that text would be cut with "…" (the words that say what abandons the
scheme were cut).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QLabel, QWidget

from ....engine.model import Prompt
from ...theme import Theme

if TYPE_CHECKING:
    from ...widgets.fitted_labels import FitLabel

__all__ = ["QUESTION_MAX_PT", "QUESTION_MIN_PT", "QUESTION_PT", "BannerHost", "QuestionSizing", "SizedBanner"]

# The question's size in points (before the text scale): never below, and never above.
QUESTION_PT = 17
QUESTION_MAX_PT = 28
# In table mode, the least it shrinks to so that the card's rules text is whole (the hint's size).
QUESTION_MIN_PT = 12


class BannerHost(Protocol):
    """What the banner asks the window it sits in: room for a larger question."""

    def card_text_after(self, taller: int) -> float:
        """The card's rules text size (points) once the banner is ``taller`` pixels more."""

    def panels_room(self) -> int:
        """The height the player panels get as the window is now (pixels)."""

    def banner_fits(self) -> bool:
        """Whether the window has room for the banner as it is now, without growing."""

    def banner_resized(self) -> None:
        """The banner changed size once its lines settled: the height is shared again."""


class SizedBanner(Protocol):
    """What the sizing reads and sets of its banner."""

    # The question's label, sized here.
    question: QLabel
    theme: Theme
    # The question asked now (None: none).
    prompt: Prompt | None
    # The card's rules text shown now (table mode's card there).
    card_text: Callable[[], FitLabel] | None
    # The window the banner sits in, asked for room (None: none asked, as in table mode's scene).
    host: BannerHost | None

    def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` the theme's font of ``size`` points."""

    def width(self) -> int:
        """The banner's width (pixels)."""

    def height(self) -> int:
        """The banner's height (pixels)."""

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """The banner's height at ``width`` (pixels)."""

    def window(self) -> QWidget:
        """The window the banner is in."""

    def isWindow(self) -> bool:  # noqa: N802 (Qt's name)
        """Whether the banner is a window of its own (alone, in a test)."""


class QuestionSizing:
    """Grows the ``banner``'s question a point at a time up to the card text's size.

    See :meth:`match_card`.
    """

    def __init__(self, banner: SizedBanner) -> None:
        self._banner = banner
        # The question's size now (points, before the text scale).
        self.question_pt = float(QUESTION_PT)
        # Drawn at its least size since the last fit (reset): fit_due grows it.
        self._due = False

    def match_card(self) -> None:
        """After the layout settles: ask in letters at least as large as the card text's.

        The banner takes its room from the card: a larger question makes the
        card's text smaller.  The question grows a point at a time (up to
        :attr:`QUESTION_MAX_PT`) until it is at least as large as the card's
        text will then be, and never so far that the window would need more
        height than it has, nor at the life totals' cost.  It never shrinks for
        the same question, so the two never chase each other.
        """
        if self._banner.card_text is None or self._banner.prompt is None:
            return
        scale = self._banner.theme.scale
        chosen = size = self._banner.question.font().pointSizeF()
        limit = min(QUESTION_MAX_PT * scale, self._banner.card_text().font().pointSizeF())
        height = self._banner.height()
        panels = self._panels_room()
        # First the card's rules text whole (table mode): the question gives back size while it would be cut.
        while size > QUESTION_MIN_PT * scale + 0.01 and self._card_cut_after(self._taller(height)):
            chosen = size = max(QUESTION_MIN_PT * scale, size - scale)
            self._banner._set_font(self._banner.question, size / scale, True)
        while size < limit - 0.01:
            size = min(limit, size + scale)
            self._banner._set_font(self._banner.question, size / scale, True)
            taller = self._taller(height)
            card = self._card_text_after(taller)
            if not self._window_has_room() or self._panels_room() < panels - 1 or self._card_cut_after(taller):
                # The window would grow, the life totals lose room or the rules text be cut: the card gives it
                break
            chosen = size
            if size >= card - 0.5:
                break
        self.question_pt = chosen / scale
        self._banner._set_font(self._banner.question, self.question_pt, True)
        self._due = False

    def fit_due(self) -> None:
        """Grow the question as :meth:`match_card` does, if not done since :meth:`reset`.

        The window that laid itself out before its paint (its layout's
        ``settle``) fitted it already: nothing is measured or drawn again.
        """
        if self._due:
            self.match_card()

    def reset(self) -> None:
        """Draw the question at its least size again.

        A new question, or the banner moved beside another card.
        """
        self.question_pt = float(QUESTION_PT)
        self._banner._set_font(self._banner.question, self.question_pt, True)
        self._due = True

    def _taller(self, height: int) -> int:
        """How much taller than ``height`` the banner is with its question as it is now.

        At its width, in pixels.
        """
        return self._banner.heightForWidth(self._banner.width()) - height

    def _shown_card_text(self) -> FitLabel | None:
        """The card's rules text where the banner shows (table mode's card in table mode).

        If it is shown.
        """
        text = self._banner.card_text() if self._banner.card_text is not None else None
        return text if text is not None and text.isVisible() and text.height() > 0 else None

    def _card_cut_after(self, taller: int) -> bool:
        """Whether the card's rules text would be cut once the banner is ``taller``.

        Cut: with "…"; ``taller`` in pixels.

        Asked in table mode only (no host): the main window shares its height
        itself, its panels giving room before the text is cut (layout.py).
        """
        if self._banner.host is not None:
            return False
        text = self._shown_card_text()
        return text is not None and text.cut_in(text.height() - taller)

    def _panels_room(self) -> int:
        """The player panels' height as the main window shares it now.

        0 in another window.
        """
        return self._banner.host.panels_room() if self._banner.host is not None else 0

    def _card_text_after(self, taller: int) -> float:
        """The card text's size (points) once the banner is ``taller`` pixels taller.

        The main window answers.
        """
        if self._banner.host is not None:
            return self._banner.host.card_text_after(taller)
        text = self._shown_card_text()
        # Table mode: the table's card, fitted to the box it keeps.
        if text is not None:
            return float(text.size_for_box(text.height() - max(0, taller)))
        return self._banner.card_text().font().pointSizeF() if self._banner.card_text is not None else 0.0

    def _window_has_room(self) -> bool:
        """Whether the window still has room for the banner (the question just grew).

        The main window answers itself (:meth:`BannerHost.banner_fits`: it
        shares its height again, wrapped lines and the card's least height
        counted); another window: its minimum height still fits its current
        height.
        """
        if self._banner.host is not None:
            return self._banner.host.banner_fits()
        top = self._banner.window()
        layout = top.layout()
        if self._banner.isWindow() or layout is None:
            return True
        layout.activate()
        return top.minimumSizeHint().height() <= top.height()
