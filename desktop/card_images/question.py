"""The player decides.

The first-time question about card images ("Show card images from Scryfall?").

:class:`CardImagesQuestion` is what the window shows, once, the first time
images could be fetched (the setting ``card_images`` is ``null`` and Scryfall
can be reached): a card floating over the window's corner (the ongoing
schemes' column), never a dialog and never part of the layout, so it blocks
nothing (not the first paint, not a game action), moves nothing on the
table, and takes no keyboard focus (Space and Enter stay the table's).  It asks "Show card images
from Scryfall? The app will download them once." with three answers, saved as
the setting: ``all`` (download them now), ``on_demand`` (each the first time
it is shown) and ``off`` (no).  A question left unanswered is asked again at
the next start.  It re-translates itself on ``QEvent.LanguageChange``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..settings import CARD_IMAGE_MODES, load_settings, save_settings

__all__ = ["WIDE_ENOUGH", "CardImagesQuestion", "remember_card_images"]

#: From this width (pixels) the three answers stand side by side, not one under the other.
WIDE_ENOUGH = 600


def remember_card_images(mode: str, settings_file: Path | None = None) -> bool:
    """Save ``mode`` as the ``card_images`` setting (the other settings kept).

    ``False`` if it could not be written.
    """
    if mode not in CARD_IMAGE_MODES:
        raise ValueError(f"not a card image mode: {mode!r}")
    settings = load_settings(settings_file)
    settings.card_images = mode
    try:
        save_settings(settings, settings_file)
    except OSError:
        return False
    return True


class _WrappingButton(QPushButton):
    """A push button whose text wraps onto more lines at the width it gets.

    A narrow column, Spanish.
    """

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        inside = QVBoxLayout(self)
        inside.setContentsMargins(10, 6, 10, 6)
        inside.addWidget(self.label)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_words(self, text: str) -> None:
        """Show ``text`` (wrapped) and name the button by it for screen readers."""
        self.label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def words(self) -> str:
        """The button's text."""
        return self.label.text()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        layout = self.layout()
        assert layout is not None
        return layout.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        layout = self.layout()
        assert layout is not None
        return layout.minimumSize()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        layout = self.layout()
        assert layout is not None
        return layout.totalHeightForWidth(width)


class CardImagesQuestion(QFrame):
    """The first-time question as a card.

    The question, what it means, and three buttons that take no focus.

    ``answered(mode)`` is called once with ``all``, ``on_demand`` or ``off``,
    after the answer was saved in ``settings_file`` (default: the app's);
    then it hides.  ``now``, ``later`` and ``no`` are the buttons, one under
    the other (its owner gives it a width and places it: :meth:`height_for`).
    """

    def __init__(
        self, answered: Callable[[str], None], parent: QWidget | None = None, settings_file: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("cardImagesQuestion")
        self._answered = answered
        self._settings_file = settings_file
        self.done = False
        self.question = QLabel()
        self.question.setObjectName("cardImagesAsk")
        self.question.setWordWrap(True)
        font = self.question.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.question.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.now = _WrappingButton()
        self.later = _WrappingButton()
        self.no = _WrappingButton()
        column = QVBoxLayout(self)
        column.setContentsMargins(16, 12, 16, 14)
        column.setSpacing(8)
        column.addWidget(self.question)
        column.addWidget(self.detail)
        self.answers = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.answers.setSpacing(8)
        column.addLayout(self.answers)
        for button, mode in ((self.now, "all"), (self.later, "on_demand"), (self.no, "off")):
            # A click answers; a key never does (Space and Enter go on driving the table).
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, m=mode: self.answer(m))
            self.answers.addWidget(button)
        self.retranslate()

    def height_for(self, width: int) -> int:
        """Its height at ``width`` pixels (its texts wrapped).

        The answers laid out for that width: side by side from
        :data:`WIDE_ENOUGH` pixels, else one under the other.  Its owner asks
        it before placing it.
        """
        self._lay_answers(width)
        layout = self.layout()
        assert layout is not None
        layout.invalidate()
        return max(self.minimumSizeHint().height(), layout.totalHeightForWidth(width))

    def _lay_answers(self, width: int) -> None:
        wide = QBoxLayout.Direction.LeftToRight if width >= WIDE_ENOUGH else QBoxLayout.Direction.TopToBottom
        if self.answers.direction() != wide:
            self.answers.setDirection(wide)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.question.setText(self.tr("Show card images from Scryfall? The app will download them once."))
        self.detail.setText(
            self.tr(
                "About 20 MB, kept in this computer's cache folder. Without images, or without a connection, "
                "the cards are shown as text, as before."
            )
        )
        self.now.set_words(self.tr("Yes, download them now"))
        self.later.set_words(self.tr("Yes, each when it is first shown"))
        self.no.set_words(self.tr("No"))
        self.setAccessibleName(self.tr("Card images"))

    def answer(self, mode: str) -> None:
        """Answer ``mode`` (as a button does).

        Saved as the setting, told once, and the bar hides.
        """
        if self.done:
            return
        self.done = True
        remember_card_images(mode, self._settings_file)
        self.hide()
        self._answered(mode)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
