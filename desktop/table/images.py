"""The card images on the table: the one provider, the question, the setting.

:class:`TableImages` is a part the main window owns; View → Card images and
Download all are its too.  Nothing here runs before the first paint: the app
calls :meth:`TableImages.start_card_images` once its event loop runs, and only then
is :mod:`archenemy.desktop.card_images` imported (aiohttp later still, at the
first download).  Then, by the setting ``card_images``:

* ``null`` (never answered): if Scryfall can be reached, the window asks once,
  on a card floating over its top right corner, the ongoing schemes' column
  (:class:`~archenemy.desktop.card_images.question.CardImagesQuestion`): no
  dialog, nothing blocked or moved, no keyboard focus taken;
* ``off``: nothing, not even the provider;
* ``on_demand``: each display shows its card's image, fetched the first time;
* ``all``: the same, and every scheme's image fetched in the background.

View → Card images changes the setting at any time and offers "Download all
card images…" (a dialog with a progress bar and Cancel, not modal: the game
goes on).  Every display is lent the provider (:meth:`TableImages.lend`, a
:class:`ShowsCardImages`): the scheme card and the ongoing schemes, table
mode, the second window, the phones' page, the deck builder and Recent games
(while they are open).  At exit the app awaits
:meth:`TableImages.close_card_images`: no fetch, task or worker thread is left.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from ..settings import load_settings
from .schemes.views import OngoingPanel
from .window_dialogs import TableDialogs

if TYPE_CHECKING:
    import asyncio

    from PySide6.QtWidgets import QDialog

    from ..card_images.download import DownloadAllDialog
    from ..card_images.provider import CardImageProvider
    from ..card_images.question import CardImagesQuestion

__all__ = ["ImagesHost", "ShowsCardImages", "TableImages"]

# The first-time question's width (pixels) where the ongoing column is not shown (table mode).
QUESTION_WIDTH = 340


class _FollowResize(QObject):
    """Calls ``moved()`` whenever ``watched`` is resized.

    The question follows the window's corner.
    """

    def __init__(self, watched: QWidget, moved: Callable[[], None]) -> None:
        super().__init__(watched)
        self._moved = moved
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            # Once the layout has placed the ongoing column
            QTimer.singleShot(0, self, self._moved)
        return False


def _tr(context: str, text: str) -> str:
    """Translate in ``context``.

    The window's texts keep the ``MainWindow`` context wherever their code
    lives.
    """
    return QCoreApplication.translate(context, text)


class ShowsCardImages(Protocol):
    """A display of the cards' images: it follows the provider it is lent."""

    def set_images(self, images: CardImageProvider | None) -> None:
        """Show the cards' images from ``images`` (``None``: words only)."""


class ImagesHost(Protocol):
    """What the card images need of the main window."""

    # The window's language: the images fetched at start are its cards'.
    language: str
    # The ongoing column, over which the first-time question floats.
    ongoing: OngoingPanel
    # The centre (the card and the ongoing column) and the players' area, which the question keeps clear of.
    centre_area: QWidget
    players_area: QWidget

    @property
    def dialogs(self) -> TableDialogs:
        """How the window's dialogs open (Download all is one)."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""


class TableImages:
    """The card images of ``window`` (see the module); ``host`` is the window.

    ``menu`` holds View → Card images' actions by setting (``off``,
    ``on_demand``, ``all``): checked as the setting is followed.
    """

    def __init__(self, window: QMainWindow, host: ImagesHost, menu: dict[str, QAction]) -> None:
        self._window = window
        self._host = host
        self._menu = menu
        self._images: CardImageProvider | None = None
        self._displays: list[ShowsCardImages] = []
        self._dialogs: list[ShowsCardImages] = []
        self.question: CardImagesQuestion | None = None
        self.download: DownloadAllDialog | None = None
        self._question_place: QObject | None = None
        self._closed = False
        self.probe: asyncio.Task[None] | None = None
        self._check_menu(load_settings().card_images)

    @property
    def provider(self) -> CardImageProvider | None:
        """The app's one card image provider once images were turned on (``None`` before)."""
        return self._images

    def _provider(self) -> CardImageProvider:
        """The provider, made on first use with the saved setting, lent to every display."""
        if self._images is None:
            from ..card_images.provider import CardImageProvider

            self._images = CardImageProvider(load_settings().card_images, parent=self._window)
            # One quiet line a session at most.
            self._images.status_line.connect(self._host.show_problem)
            for display in [*self._displays, *self._dialogs]:
                display.set_images(self._images)
            self.lend_to_phones()
        return self._images

    def lend(self, display: ShowsCardImages) -> None:
        """Lend the provider to ``display`` now (if there is one) and whenever it is made."""
        self._displays.append(display)
        if self._images is not None:
            display.set_images(self._images)

    def lend_while_open(self, display: ShowsCardImages, dialog: QDialog) -> None:
        """Lend the provider to ``display`` until ``dialog`` closes.

        ``display`` is ``dialog`` or a part of it.
        """
        self._dialogs.append(display)
        dialog.finished.connect(lambda *_: self._dialogs.remove(display) if display in self._dialogs else None)
        display.set_images(self._images)

    def lend_to_phones(self) -> None:
        """Lend the provider (if any) to the phones' server, when sharing was started."""
        images = self._images
        if images is None or "archenemy.desktop.share.server" not in sys.modules:
            return
        from ..share.server import ShareServer

        for server in self._window.findChildren(ShareServer):
            server.set_images(images)

    # ----- the start ---------------------------------------------------------------------------------------
    def start_card_images(self) -> None:
        """Follow the setting, once the window has painted and the event loop runs.

        See the module.
        """
        # The loop runs by now (never imported before the first paint)
        import asyncio

        mode = load_settings().card_images
        if mode is None:
            self.probe = asyncio.ensure_future(self._ask_when_reachable())
        elif mode != "off":
            provider = self._provider()
            if mode == "all":
                provider.fetch_everything(self._host.language)
        self._check_menu(mode)

    async def _ask_when_reachable(self) -> None:
        """Ask the first-time question if Scryfall can be reached; else stay quiet.

        Reached: a connection, no request.
        """
        from ..card_images.scryfall import reachable

        if not await reachable() or self._closed or load_settings().card_images is not None:
            return
        self.ask_about_card_images()

    def ask_about_card_images(self) -> CardImagesQuestion:
        """Show the first-time question over the window's top right corner.

        Once: the same while it waits.
        """
        if self.question is None or self.question.done:
            from ..card_images.question import CardImagesQuestion

            central = self._window.centralWidget()
            # The window builds it first.
            assert central is not None
            question = CardImagesQuestion(self._answered, central)
            self.question = question
            self._question_place = _FollowResize(central, self._place_question)
            question.show()
            self._place_question()
        return self.question

    def _place_question(self) -> None:
        """Over the ongoing schemes' column (the table's emptiest corner), as wide as it.

        At the window's top; wider to the left, over the card, when it would
        reach down over the players' names (a fresh start, whose card is idle
        and short).
        """
        question = self.question
        central = self._window.centralWidget()
        if question is None or central is None:
            return
        host = self._host
        width, right = QUESTION_WIDTH, central.width() - 16
        if host.ongoing.isVisible():
            # Exactly over the column: the card and the banner stay in view.
            width, right = host.ongoing.width(), host.ongoing.mapTo(central, host.ongoing.rect().topRight()).x()
        top = host.centre_area.y() if host.centre_area.isVisible() else 16
        widest = max(QUESTION_WIDTH, right - 16)
        width = min(width, widest)
        room = host.players_area.y() - 8 - top if host.players_area.isVisible() else central.height()
        while question.height_for(width) > room and width < widest:
            width = min(widest, width + 40)
        question.setGeometry(right - width + 1, top, width, question.height_for(width))
        question.raise_()

    def _answered(self, mode: str) -> None:
        """The question's answer (already saved): follow it."""
        question, self.question = self.question, None
        if question is not None:
            question.hide()
            question.deleteLater()
        if self._question_place is not None:
            self._question_place.deleteLater()
            self._question_place = None
        self._follow_card_images(mode)

    # ----- the setting -------------------------------------------------------------------------------------
    def set_card_images(self, mode: str) -> None:
        """View → Card images: ``off``, ``on_demand`` or ``all``.

        Saved and followed at once (a waiting question goes).
        """
        from ..card_images.question import remember_card_images

        if not remember_card_images(mode):
            self._host.show_problem(_tr("MainWindow", "The setting could not be saved; it holds until the app closes."))
        if self.question is not None:
            self.question.done = True
            self._answered(mode)
        else:
            self._follow_card_images(mode)

    def _follow_card_images(self, mode: str) -> None:
        self._check_menu(mode)
        if mode == "off" and self._images is None:
            return
        provider = self._provider()
        provider.set_mode(mode)
        if mode == "all":
            provider.fetch_everything(self._host.language)

    def open_download_all(self) -> None:
        """View → Card images → Download all card images….

        Every scheme's image, with progress and Cancel.

        Not modal: the game goes on while it downloads.  Choosing it is the
        player's decision to see images: a setting that is off (or was never
        answered) becomes "each when it is first shown".
        """
        if self.download is not None and self.download.isVisible():
            self.download.raise_()
            self.download.activateWindow()
            return
        if self._images is None or self._images.mode == "off":
            self.set_card_images("on_demand")
        from ..card_images.download import DownloadAllDialog

        dialog = DownloadAllDialog(self._provider(), self._host.language, self._window)
        self.download = dialog
        # Activated once shown (no window manager): Esc (Cancel) must reach it.
        self._host.dialogs.keep(dialog)
        dialog.start()

    async def close_card_images(self) -> None:
        """At the app's exit: stop every fetch and read.

        Close the HTTP session and the worker threads.
        """
        import asyncio

        self._closed = True
        probe, self.probe = self.probe, None
        if probe is not None and not probe.done():
            probe.cancel()
            await asyncio.gather(probe, return_exceptions=True)
        if self._images is not None:
            await self._images.aclose()

    # ----- View → Card images ------------------------------------------------------------------------------
    def _check_menu(self, mode: str | None) -> None:
        for key, action in self._menu.items():
            action.setChecked(key == mode)
