"""Game → "Share with phones…": start or stop sharing, the QR code, the phones.

The connected phones, their seats and the life switch.
"""

from __future__ import annotations

import asyncio
import errno
import io
from collections.abc import Coroutine
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..session import Session
from ..texts import fill
from ..widgets.plain_text import plain_label
from ..widgets.screen_fit import fit_when_shown
from .problems import dialog_failed, dialog_moved
from .server import DEFAULT_PORT, ShareServer

# The QR code's square, in pixels (smaller on a short screen, never under QR_MIN).
QR_SIZE = 300
QR_MIN = 180


def qr_pixmap(text: str, size: int = QR_SIZE) -> QPixmap:
    """A QR code of ``text`` at most ``size`` pixels wide, black on white.

    Made by segno, with error correction M and a quiet zone of 4.
    """
    import segno

    code = segno.make(text, error="m")
    scale = max(1, size // (code.symbol_size(scale=1, border=4)[0]))
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=4, dark="#000000", light="#ffffff")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def qr_side(widget: QWidget) -> int:
    """The QR code's side for ``widget``'s screen.

    :data:`QR_SIZE`, less on a screen under ~600 px tall.
    """
    screen = widget.screen()
    available = screen.availableGeometry().height() if screen is not None else 768
    return max(QR_MIN, min(QR_SIZE, available - 300))


def open_share_dialog(window: QWidget, session: Session) -> ShareDialog:
    """Game → "Share with phones…": show the window's dialog.

    Its server (a child of ``window``) is made once.

    ``archenemy --share`` made the server already; the dialog then shows it running.
    """
    server = window.findChild(ShareServer) or ShareServer(session, window)
    dialog = window.findChild(ShareDialog) or ShareDialog(server, window)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    fit_when_shown(dialog)
    return dialog


class ShareDialog(QDialog):
    """Non-modal dialog around a :class:`ShareServer`.

    Nothing listens until "Start sharing" is pressed.

    ``hosts`` (tests: ``("127.0.0.1",)``) is passed to :meth:`ShareServer.start`;
    ``None`` means every LAN address and 127.0.0.1.  A busy default port
    falls back to any free port.  While sharing, the address list offers
    every address listened on (the QR code follows the choice) and "New
    link" revokes the address phones have.  When sharing could not start
    (here or by ``--share``), it says why.
    """

    def __init__(self, server: ShareServer, parent: QWidget | None = None, hosts: tuple[str, ...] | None = None):
        super().__init__(parent)
        self.server = server
        self.hosts = hosts
        self.starting: asyncio.Future[None] | None = None
        # The usual port, when it was busy and sharing took a free one.
        self.moved_from: int | None = None
        # Why the last "Start sharing" failed, shown until the next press.
        self.failure: OSError | None = None
        self.setObjectName("shareDialog")
        self.qr_side = qr_side(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setFixedSize(self.qr_side, self.qr_side)
        self.qr.setObjectName("shareQr")
        self.address = QLabel()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setObjectName("shareAddress")
        self.hosts_label = QLabel()
        self.host_choice = QComboBox()
        self.host_choice.setObjectName("shareHost")
        self.host_choice.currentIndexChanged.connect(self._host_chosen)
        self.hosts_label.setBuddy(self.host_choice)
        self.new_link = QPushButton()
        self.new_link.setObjectName("shareNewLink")
        self.new_link.clicked.connect(self.revoke_link)
        self.phones = QLabel()
        self.seats = QVBoxLayout()
        self.allow_life = QCheckBox()
        self.allow_life.toggled.connect(self.server.clients.set_allow_life)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("shareProblem")
        self.toggle = QPushButton()
        self.toggle.clicked.connect(self.toggle_sharing)
        self._lay_out()
        for signal in (
            server.running_changed,
            server.clients_changed,
            server.claims_changed,
            server.refused_changed,
            server.address_changed,
        ):
            signal.connect(self.refresh)
        self.refresh()

    def _lay_out(self) -> None:
        """The code on the left, everything else on the right.

        So the dialog fits a 1366×768 screen and nothing overlaps.
        """
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        choice = QHBoxLayout()
        choice.addWidget(self.hosts_label)
        choice.addWidget(self.host_choice, 1)
        choice.addWidget(self.new_link)
        right = QVBoxLayout()
        right.addLayout(choice)
        right.addWidget(self.address)
        right.addWidget(self.phones)
        right.addLayout(self.seats)
        right.addWidget(self.allow_life)
        right.addWidget(self.problem)
        right.addStretch(1)
        right.addWidget(self.toggle)
        grid = QGridLayout(self)
        grid.addWidget(self.intro, 0, 0, 1, 2)
        grid.addWidget(self.qr, 1, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        grid.addLayout(right, 1, 1)
        grid.setColumnStretch(1, 1)
        grid.addWidget(buttons, 2, 0, 1, 2)

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
            self.qr.setPixmap(qr_pixmap(server.url, self.qr_side))
            self.address.setText(server.url)
            self._show_hosts()
            phones = self.tr("%n phone(s) connected", "", len(server.clients))
            if server.refused:
                phones += " · " + fill(self.tr("requests refused without the code: %1"), server.refused)
            self.phones.setText(phones)
            busy = self.moved_from
            self.problem.setText(dialog_moved(busy, server.port) if busy is not None and server.port != busy else "")
        else:
            self.intro.setText(
                self.tr("Sharing is off: nothing listens on the network. Start it to show a code players can scan.")
            )
            self.qr.clear()
            self.address.setText("")
            self.phones.setText("")
            if self.failure is not None:
                self.problem.setText(dialog_failed(self.failure))
            elif server.problem and not self.problem.text():
                # E.g. ``--share`` on a busy port.
                self.problem.setText(server.problem)
        for widget in (self.qr, self.address, self.phones, self.hosts_label, self.host_choice, self.new_link):
            widget.setVisible(running)
        self.hosts_label.setText(self.tr("&Address:"))
        self.new_link.setText(self.tr("&New link"))
        self.new_link.setToolTip(
            self.tr("Make a new address: phones with the old one are sent away and must scan the new code.")
        )
        self.toggle.setText(self.tr("Stop sharing") if running else self.tr("Start sharing"))
        self.toggle.setEnabled(not self.busy)
        self.new_link.setEnabled(not self.busy)
        self.allow_life.setText(self.tr("Players may change their own life"))
        self.allow_life.blockSignals(True)
        self.allow_life.setChecked(server.clients.allow_life)
        self.allow_life.blockSignals(False)
        self._show_seats()
        # Room for the code and the whole address on one line beside it.
        if running:
            advance = self.address.fontMetrics().horizontalAdvance(server.url)
            self.setMinimumWidth(max(self.minimumWidth(), self.qr_side + advance + 72))

    def _show_hosts(self) -> None:
        """The addresses listened on, the one the QR code names selected."""
        hosts = list(self.server.hosts)
        self.host_choice.blockSignals(True)
        if [self.host_choice.itemText(i) for i in range(self.host_choice.count())] != hosts:
            self.host_choice.clear()
            self.host_choice.addItems(hosts)
        self.host_choice.setCurrentIndex(max(0, hosts.index(self.server.host) if self.server.host in hosts else 0))
        self.host_choice.blockSignals(False)

    def _host_chosen(self, index: int) -> None:
        if index >= 0:
            self.server.choose_host(self.host_choice.itemText(index))

    def revoke_link(self) -> None:
        """ "New link": a new address for phones (the old one is refused from now on)."""
        if self.server.running and not self.busy:
            self._run(self._new_link())

    async def _new_link(self) -> None:
        await self.server.new_link()

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
            # A player's name: no markup.
            line.addWidget(plain_label(QLabel(fill(self.tr("%1 is held by a phone"), player))))
            release = QPushButton(self.tr("Release"))
            release.setObjectName(f"release:{player}")
            release.clicked.connect(lambda _=False, p=player: self.server.clients.release(p))
            line.addWidget(release)
            self.seats.addWidget(row)

    def toggle_sharing(self) -> None:
        """Start sharing when it is off, stop it when it is on.

        On the running asyncio loop.
        """
        if self.busy:
            return
        self.problem.setText("")
        self.failure = None
        self.moved_from = None
        self._run(self.server.stop() if self.server.running else self._start())

    @property
    def busy(self) -> bool:
        """True while a start, a stop or a new link is under way.

        The toggle and "New link" are disabled then: the server says it is
        stopped as soon as a stop begins, and a press before the stop ended
        would have been dropped without a word.
        """
        return self.starting is not None and not self.starting.done()

    def _run(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run ``coroutine`` on the loop; the buttons wait for it to end."""
        self.starting = asyncio.ensure_future(coroutine)
        self.starting.add_done_callback(self._ended)
        self.refresh()

    def _ended(self, _task: asyncio.Future[None]) -> None:
        # The dialog may be gone by then (its window closed).
        if shiboken6.isValid(self):
            self.refresh()

    async def _start(self) -> None:
        try:
            try:
                await self.server.start(DEFAULT_PORT, self.hosts)
            except OSError as exc:
                if exc.errno != errno.EADDRINUSE:
                    raise
                # The usual port is busy: any free one, and say so once it runs.
                self.moved_from = DEFAULT_PORT
                await self.server.start(0, self.hosts)
        except OSError as exc:
            self.moved_from = None
            self.failure = exc
        self.refresh()
