"""The "Download all card images" dialog.

A progress bar and Cancel, then how it went and Close.

Every scheme's and planar card's image (or every printing's) is fetched through the app's
:class:`~.provider.CardImageProvider` (its client, cache and rate limits);
Cancel stops the download and keeps what was downloaded.  Opened with
``show()``/``open()``, never ``exec()`` (no nested event loop inside qasync);
it re-translates itself on ``QEvent.LanguageChange``.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QProgressBar, QVBoxLayout, QWidget

from ..texts import fill
from ..texts.images import failure_reason_text
from .fetcher import FetchReport
from .provider import CardImageProvider

__all__ = ["DownloadAllDialog"]


class DownloadAllDialog(QDialog):
    """The "Download all card images" dialog.

    A progress bar, Cancel, then how it went and Close.

    ``provider`` does the fetching (its client, cache and rate limits);
    ``language`` is the cards' language; ``every_printing`` fetches every
    printing rather than each card's newest.  Call :meth:`start` after
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
        # How many schemes' and planar cards' images the download asks for.
        self.wanted: tuple[int, int] = (0, 0)
        # Then "done", "cancelled" or "failed".
        self.state = "running"
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(480)
        self.bar = QProgressBar()
        # Busy until the first answer.
        self.bar.setRange(0, 0)
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
            schemes, planes = self.report.counts("scheme"), self.report.counts("plane")
            text += " " + fill(self.tr("Schemes: %1 of %2; planes and phenomena: %3 of %4."), *schemes, *planes)
            if self.report.failed:
                reason = failure_reason_text(self.report.failed[0][1])
                text += " " + fill(self.tr("%1 could not be downloaded: %2."), len(self.report.failed), reason)
        elif self.state == "cancelled":
            text = self.tr("Cancelled. The images already downloaded are kept.")
        elif self.state == "failed":
            text = self.tr("The card images could not be downloaded.")
        else:
            text = self.tr("Downloading the card images from Scryfall…")
            if any(self.wanted):
                text += " " + fill(self.tr("%1 schemes, %2 planes and phenomena."), *self.wanted)
        self.label.setText(text)

    def start(self) -> asyncio.Task[FetchReport]:
        """Start fetching (once); returns the task."""
        if self.task is None:
            targets = self.provider.every_target(self.language, self.every_printing)
            planes = sum(1 for target in targets if target.kind == "plane")
            self.wanted = (len(targets) - planes, planes)
            self.retranslate()
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
            # What is there now: 0 of 102 when nothing could be fetched, never a full bar.
            self.bar.setRange(0, max(1, self.report.total))
            self.bar.setValue(self.report.cached)
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.retranslate()
        # The outcome is longer than "Downloading…": room for every line of it.
        self.adjustSize()

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
