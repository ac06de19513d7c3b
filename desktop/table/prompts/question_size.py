"""The banner's question as large as the card text's, never at the totals' cost.

:class:`QuestionSizing` is a part the
:class:`~archenemy.desktop.table.prompts.banner.PromptBanner` owns: it reads
the banner's question label and the card's rules text (``card_text``, given by
the main window: its own card's, or table mode's card's) and asks the window
it sits in for room through its :attr:`~QuestionSizing.host`, a
:class:`BannerHost` (the main window's layout; ``None`` elsewhere: another
window answers with its layout's minimum height).

In table mode the banner sits above the table's own card and planes, in a
scene the main window's layout does not share out (no host): the middle of
the table answers (:attr:`SizedBanner.table_room`, a :class:`TableRoom`), and
the question gives back size, down to :data:`QUESTION_MIN_PT`, before the
scheme's or a plane's rules text would be cut with "…" (the words that say
what abandons the scheme were cut) or the middle would need more height than
the seats leave it (an encountered phenomenon's name was drawn over its type
line, its text under the seats).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QLabel, QWidget

from ....engine.model import Prompt
from ...theme import Theme

if TYPE_CHECKING:
    from ...widgets.fitted_labels import FitLabel

__all__ = [
    "QUESTION_MAX_PT",
    "QUESTION_MIN_PT",
    "QUESTION_PT",
    "BannerHost",
    "QuestionSizing",
    "SizedBanner",
    "TableRoom",
]

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


class TableRoom(Protocol):
    """What the banner asks table mode's middle, where it sits over the cards."""

    def card_texts(self) -> list[FitLabel]:
        """The rules texts shown under the banner: the scheme's and each plane's."""

    def middle_fits(self) -> bool:
        """Whether the middle's parts fit the height the seats leave it.

        Each at its least height for its width, the banner as it is now.
        """


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
    # Table mode's middle, asked for room there (None elsewhere).
    table_room: TableRoom | None

    def _set_font(self, widget: QWidget, size: float, bold: bool = False) -> None:
        """Give ``widget`` the theme's font of ``size`` points."""

    def compact_answers(self, compact: bool) -> None:
        """Make the answer buttons as low as their words, or give their height back."""

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
        limit = min(QUESTION_MAX_PT * scale, self._card_points())
        height = self._banner.height()
        panels = self._panels_room()
        # First the rules texts whole and the middle within the seats (table mode): the question gives back size
        # while a text would be cut or the middle run under the seats.
        while size > QUESTION_MIN_PT * scale + 0.01 and (
            self._card_cut_after(self._taller(height)) or self._middle_runs_over()
        ):
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
        if chosen <= QUESTION_MIN_PT * scale + 0.01 and (
            self._card_cut_after(self._taller(height)) or self._middle_runs_over()
        ):
            # Table mode with no more room at the question's least size: its answers smaller too.
            self._banner.compact_answers(True)

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
        self._banner.compact_answers(False)
        self._due = True

    def _taller(self, height: int) -> int:
        """How much taller than ``height`` the banner is with its question as it is now.

        At its width, in pixels.
        """
        return self._banner.heightForWidth(self._banner.width()) - height

    def _shown_card_texts(self) -> list[FitLabel]:
        """The rules texts shown where the banner shows.

        The card's; in table mode the table's card's and each face-up
        plane's (:attr:`SizedBanner.table_room`).
        """
        room = self._banner.table_room
        if room is not None:
            texts = room.card_texts()
        else:
            texts = [self._banner.card_text()] if self._banner.card_text is not None else []
        return [text for text in texts if text.isVisible() and text.height() > 0]

    def _card_points(self) -> float:
        """The smallest size (points) of the rules texts shown, or the card's."""
        shown = self._shown_card_texts()
        if shown:
            return min(text.font().pointSizeF() for text in shown)
        return self._banner.card_text().font().pointSizeF() if self._banner.card_text is not None else 0.0

    def _card_cut_after(self, taller: int) -> bool:
        """Whether the card's rules text would be cut once the banner is ``taller``.

        Cut: with "…"; ``taller`` in pixels.

        Asked in table mode only (no host): the main window shares its height
        itself, its panels giving room before the text is cut (layout.py).
        """
        if self._banner.host is not None:
            return False
        return any(text.cut_in(text.height() - taller) for text in self._shown_card_texts())

    def _middle_runs_over(self) -> bool:
        """Whether table mode's middle needs more height than the seats leave it.

        Never elsewhere (the window shares its own height).
        """
        room = self._banner.table_room
        return room is not None and not room.middle_fits()

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
        shown = self._shown_card_texts()
        # Table mode: the table's card and planes, each fitted to the box it keeps.
        if shown:
            return float(min(text.size_for_box(text.height() - max(0, taller)) for text in shown))
        return self._card_points()

    def _window_has_room(self) -> bool:
        """Whether the window still has room for the banner (the question just grew).

        The main window answers itself (:meth:`BannerHost.banner_fits`: it
        shares its height again, wrapped lines and the card's least height
        counted); another window: its minimum height still fits its current
        height.
        """
        if self._banner.host is not None:
            return self._banner.host.banner_fits()
        if self._banner.table_room is not None:
            return self._banner.table_room.middle_fits()
        top = self._banner.window()
        layout = top.layout()
        if self._banner.isWindow() or layout is None:
            return True
        layout.activate()
        return top.minimumSizeHint().height() <= top.height()
