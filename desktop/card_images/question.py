"""The player decides: the first-time question about card images ("Show card images from Scryfall?").

:func:`ask_about_card_images` is what the window calls the first time images
could be fetched (the setting ``card_images`` is ``null``): "Show card images
from Scryfall? The app will download them once.", with three answers saved as
the setting (``all``: download them now; ``on_demand``: each the first time it
is shown; ``off``: no, also what Escape or closing the box means).  Opened
with ``open()``, never ``exec()`` (no nested event loop inside qasync); it
re-translates itself on ``QEvent.LanguageChange``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from ..settings import CARD_IMAGE_MODES, load_settings, save_settings

__all__ = ["ask_about_card_images", "remember_card_images", "CardImagesQuestion"]


def remember_card_images(mode: str, settings_file: Path | None = None) -> bool:
    """Save ``mode`` as the ``card_images`` setting (the other settings kept); ``False`` if it could not be written."""
    if mode not in CARD_IMAGE_MODES:
        raise ValueError(f"not a card image mode: {mode!r}")
    settings = load_settings(settings_file)
    settings.card_images = mode
    try:
        save_settings(settings, settings_file)
    except OSError:
        return False
    return True


class CardImagesQuestion(QMessageBox):
    """The first-time question; ``answered(mode)`` is called once with ``all``, ``on_demand`` or ``off``."""

    def __init__(self, answered: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardImagesQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        self._answered = answered
        self._done = False
        self.now = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.later = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.no = self.addButton("", QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.now)
        self.setEscapeButton(self.no)
        self.buttonClicked.connect(self._clicked)
        self.finished.connect(lambda _result: self._answer("off"))  # closed without a button: no
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Card images"))
        self.setText(self.tr("Show card images from Scryfall? The app will download them once."))
        self.setInformativeText(
            self.tr(
                "About 20 MB, kept in this computer's cache folder. Without images, or without a connection, "
                "the cards are shown as text, as before."
            )
        )
        self.now.setText(self.tr("Yes, download them now"))
        self.later.setText(self.tr("Yes, each when it is first shown"))
        self.no.setText(self.tr("No"))

    def _clicked(self, button: QAbstractButton) -> None:
        self._answer("all" if button is self.now else "on_demand" if button is self.later else "off")

    def _answer(self, mode: str) -> None:
        if not self._done:
            self._done = True
            self._answered(mode)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def ask_about_card_images(
    parent: QWidget | None,
    answered: Callable[[str], None] | None = None,
    settings_file: Path | None = None,
) -> CardImagesQuestion:
    """Open the first-time question (``open()``, not modal to the loop); the answer is saved as the setting.

    ``answered(mode)`` is then called with the mode (``all``, ``on_demand``,
    ``off``).  Returns the box: keep a reference until it is answered.
    """

    def save_then_tell(mode: str) -> None:
        remember_card_images(mode, settings_file)
        if answered is not None:
            answered(mode)

    box = CardImagesQuestion(save_then_tell, parent)
    box.open()
    return box
