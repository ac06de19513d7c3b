"""Game → "Share with phones…": start or stop sharing, the QR code, connected phones, seats and the life switch."""

from __future__ import annotations

import asyncio
import errno
import io

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..session import Session
from ..texts import fill
from ..widgets.plain_text import plain_label
from .server import DEFAULT_PORT, ShareServer

# The QR code's square, in pixels.
QR_SIZE = 300


def qr_pixmap(text: str, size: int = QR_SIZE) -> QPixmap:
    """A QR code of ``text`` (segno, error correction M) at most ``size`` pixels wide, black on white, quiet zone 4."""
    import segno

    code = segno.make(text, error="m")
    scale = max(1, size // (code.symbol_size(scale=1, border=4)[0]))
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=4, dark="#000000", light="#ffffff")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def open_share_dialog(window: QWidget, session: Session) -> ShareDialog:
    """Game → "Share with phones…": show the window's dialog, making its server (a child of ``window``) once.

    ``archenemy --share`` made the server already; the dialog then shows it running.
    """
    server = window.findChild(ShareServer) or ShareServer(session, window)
    dialog = window.findChild(ShareDialog) or ShareDialog(server, window)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


class ShareDialog(QDialog):
    """Non-modal dialog around a :class:`ShareServer`: nothing listens until "Start sharing" is pressed.

    ``hosts`` (tests: ``("127.0.0.1",)``) is passed to :meth:`ShareServer.start`;
    ``None`` means the first LAN address and 127.0.0.1.  A busy default port
    falls back to any free port.
    """

    def __init__(self, server: ShareServer, parent: QWidget | None = None, hosts: tuple[str, ...] | None = None):
        super().__init__(parent)
        self.server = server
        self.hosts = hosts
        self.starting: asyncio.Future[None] | None = None
        self.setObjectName("shareDialog")
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setFixedSize(QR_SIZE, QR_SIZE)
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setObjectName("shareAddress")
        self.phones = QLabel()
        self.seats = QVBoxLayout()
        self.allow_life = QCheckBox()
        self.allow_life.toggled.connect(self.server.clients.set_allow_life)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.toggle = QPushButton()
        self.toggle.clicked.connect(self.toggle_sharing)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(self.intro)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.address)
        layout.addWidget(self.phones)
        layout.addLayout(self.seats)
        for widget in (self.allow_life, self.problem, self.toggle, buttons):
            layout.addWidget(widget)
        server.running_changed.connect(self.refresh)
        server.clients_changed.connect(self.refresh)
        server.claims_changed.connect(self.refresh)
        server.refused_changed.connect(self.refresh)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        """Re-translate when the application's language changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def refresh(self, *_args: object) -> None:
        """Show the server as it is now: code and address, phones, seats, the switch."""
        server = self.server
        self.setWindowTitle(self.tr("Share with phones"))
        running = server.running
        if running:
            self.intro.setText(
                self.tr("Players on the same network scan this code (or type the address) to follow the game.")
            )
            self.qr.setPixmap(qr_pixmap(server.url, QR_SIZE))
            self.address.setText(server.url)
            phones = self.tr("%n phone(s) connected", "", len(server.clients))
            if server.refused:
                phones += " · " + fill(self.tr("requests refused without the code: %1"), server.refused)
            self.phones.setText(phones)
        else:
            self.intro.setText(
                self.tr("Sharing is off: nothing listens on the network. Start it to show a code players can scan.")
            )
            self.qr.clear()
            self.address.setText("")
            self.phones.setText("")
        self.qr.setVisible(running)
        self.address.setVisible(running)
        self.phones.setVisible(running)
        self.toggle.setText(self.tr("Stop sharing") if running else self.tr("Start sharing"))
        self.allow_life.setText(self.tr("Players may change their own life"))
        self.allow_life.blockSignals(True)
        self.allow_life.setChecked(server.clients.allow_life)
        self.allow_life.blockSignals(False)
        self._show_seats()
        if running:  # room for the whole address on one line
            self.setMinimumWidth(
                max(self.minimumWidth(), self.address.fontMetrics().horizontalAdvance(server.url) + 48)
            )

    def _show_seats(self) -> None:
        while self.seats.count():
            item = self.seats.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for player in sorted(self.server.clients.claims):
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(plain_label(QLabel(fill(self.tr("%1 is held by a phone"), player))))  # a name: no markup
            release = QPushButton(self.tr("Release"))
            release.setObjectName(f"release:{player}")
            release.clicked.connect(lambda _=False, p=player: self.server.clients.release(p))
            line.addWidget(release)
            self.seats.addWidget(row)

    def toggle_sharing(self) -> None:
        """Start sharing when it is off, stop it when it is on (on the running asyncio loop)."""
        if self.starting is not None and not self.starting.done():
            return
        self.problem.setText("")
        coroutine = self.server.stop() if self.server.running else self._start()
        self.starting = asyncio.ensure_future(coroutine)

    async def _start(self) -> None:
        try:
            try:
                await self.server.start(DEFAULT_PORT, self.hosts)
            except OSError as exc:
                if exc.errno != errno.EADDRINUSE:
                    raise
                await self.server.start(0, self.hosts)  # the usual port is busy: any free one
        except OSError as exc:
            self.problem.setText(fill(self.tr("Sharing could not start: %1"), exc.strerror or str(exc)))
