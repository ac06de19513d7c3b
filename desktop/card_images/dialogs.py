"""The player decides: the first-time question about card images, and "Download all card images".

Both are opened with ``open()``/``show()``, never ``exec()`` (no nested event
loop inside qasync), and re-translate themselves on ``QEvent.LanguageChange``.
The window calls them (a later round wires them in):

- :func:`ask_about_card_images` the first time images could be fetched (the
  setting ``card_images`` is ``null``): "Show card images from Scryfall? The
  app will download them once." with three answers, saved as the setting
  (``all``: download them now; ``on_demand``: each the first time it is shown;
  ``off``: no, also what Escape or closing the box means).
- :class:`DownloadAllDialog`: a progress bar and Cancel while every scheme's
  image is fetched (:meth:`CardImageProvider.download`); then one line saying
  how it went, and Close.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from ..settings import CARD_IMAGE_MODES, load_settings, save_settings
from ..texts import fill
from ..texts.images import failure_reason_text
from .fetcher import FetchReport, targets_for
from .provider import CardImageProvider

__all__ = ["ask_about_card_images", "remember_card_images", "CardImagesQuestion", "DownloadAllDialog"]


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


class DownloadAllDialog(QDialog):
    """The "Download all card images" dialog: a progress bar, Cancel, then how it went and Close.

    ``provider`` does the fetching (its client, cache and rate limits);
    ``language`` is the cards' language; ``every_printing`` fetches every
    printing rather than each scheme's newest.  Call :meth:`start` after
    ``show()``/``open()``; :attr:`task` is the running fetch, :attr:`report`
    its :class:`FetchReport` once done.
    """

    def __init__(
        self,
        provider: CardImageProvider,
        language: str,
        parent: QWidget | None = None,
        *,
        every_printing: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("downloadAllDialog")
        self.provider = provider
        self.language = language
        self.every_printing = every_printing
        self.task: asyncio.Task[FetchReport] | None = None
        self.report: FetchReport | None = None
        self.state = "running"  # then "done", "cancelled" or "failed"
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(480)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy until the first answer
        self.bar.setTextVisible(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.buttons, 0, Qt.AlignmentFlag.AlignRight)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Download all card images"))
        if self.state == "done" and self.report is not None:
            text = fill(self.tr("Card images ready: %1 of %2."), self.report.cached, self.report.total)
            if self.report.failed:
                reason = failure_reason_text(self.report.failed[0][1])
                text += " " + fill(self.tr("%1 could not be downloaded: %2."), len(self.report.failed), reason)
        elif self.state == "cancelled":
            text = self.tr("Cancelled. The images already downloaded are kept.")
        elif self.state == "failed":
            text = self.tr("The card images could not be downloaded.")
        else:
            text = self.tr("Downloading the card images from Scryfall…")
        self.label.setText(text)

    def start(self) -> asyncio.Task[FetchReport]:
        """Start fetching (once); returns the task."""
        if self.task is None:
            targets = targets_for(self.provider.catalogue, self.language, self.every_printing)
            self.bar.setRange(0, max(1, len(targets)))
            self.bar.setValue(0)
            self.task = self.provider.download(targets, progress=self._progress)
            self.task.add_done_callback(self._finished)
        return self.task

    def _progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)

    def _finished(self, task: asyncio.Task[FetchReport]) -> None:
        if task.cancelled():
            self.state = "cancelled"
        elif task.exception() is not None:
            self.state = "failed"
        else:
            self.state, self.report = "done", task.result()
            self.bar.setValue(self.bar.maximum())
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.retranslate()

    def reject(self) -> None:
        """Cancel stops the download (what was downloaded stays); Close closes."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
            return
        super().reject()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
