"""The card images on the table: the app's one provider, the first-time question, the setting, Download all.

A mixin of :class:`~archenemy.desktop.table.window.MainWindow` (like
:mod:`.actions`).  Nothing here runs before the first paint: the app calls
:meth:`TableImages.start_card_images` once its event loop runs, and only then
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
goes on).  Every display is lent the provider (:meth:`TableImages.lend_images`):
the scheme card and the ongoing schemes, table mode, the second window, the
phones' page, the deck builder and Recent games.  At exit the app awaits
:meth:`TableImages.close_card_images`: no fetch, task or worker thread is left.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ..settings import load_settings
from ..widgets.dialog_keys import activate_when_shown
from .window_part import WindowPart

if TYPE_CHECKING:
    import asyncio

    from ..card_images.download import DownloadAllDialog
    from ..card_images.provider import CardImageProvider
    from ..card_images.question import CardImagesQuestion

__all__ = ["TableImages"]

# The first-time question's width (pixels) where the ongoing column is not shown (table mode).
QUESTION_WIDTH = 340


class _FollowResize(QObject):
    """Calls ``moved()`` whenever ``watched`` is resized (the question follows the window's corner)."""

    def __init__(self, watched: QWidget, moved: Callable[[], None]) -> None:
        super().__init__(watched)
        self._moved = moved
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            QTimer.singleShot(0, self, self._moved)  # once the layout has placed the ongoing column
        return False


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context wherever their code lives."""
    return QCoreApplication.translate(context, text)


class TableImages(WindowPart):
    """Mixin of the main window: the card images' provider, question, setting and download (see the module)."""

    _images: CardImageProvider | None = None
    _images_question: CardImagesQuestion | None = None
    _images_download: DownloadAllDialog | None = None
    _question_place: QObject | None = None
    _images_closed = False
    _images_probe: asyncio.Task[None] | None = None

    @property
    def card_images(self) -> CardImageProvider | None:
        """The app's one card image provider, once images were turned on (``None`` before, and while never on)."""
        return self._images

    def _provider(self) -> CardImageProvider:
        """The provider, made on first use with the saved setting, and lent to every display."""
        if self._images is None:
            from ..card_images.provider import CardImageProvider

            self._images = CardImageProvider(load_settings().card_images, parent=self)
            self._images.status_line.connect(self.show_problem)  # one quiet line a session at most
            self.lend_images()
        return self._images

    def lend_images(self) -> None:
        """Give the provider (if any) to every display that exists: each shows its cards' images from now on."""
        images = self._images
        if images is None:
            return
        self.card.set_images(images)
        self.ongoing.set_images(images)
        for display in (self._table_view, self.display):  # table mode and the second window, once built
            if display is not None:
                display.set_images(images)
        if "archenemy.desktop.share.server" in sys.modules:  # sharing was started: its phones see them too
            from ..share.server import ShareServer

            for server in self.findChildren(ShareServer):
                server.set_images(images)
        for dialog in self._dialogs:
            lend = getattr(dialog, "set_images", None)
            if callable(lend):
                lend(images)

    # ----- the start ---------------------------------------------------------------------------------------
    def start_card_images(self) -> None:
        """Follow the setting, once the window has painted and the event loop runs (see the module)."""
        import asyncio  # the loop runs by now (never imported before the first paint)

        mode = load_settings().card_images
        if mode is None:
            self._images_probe = asyncio.ensure_future(self._ask_when_reachable())
        elif mode != "off":
            provider = self._provider()
            if mode == "all":
                provider.fetch_everything(self.language)
        self._check_images_menu(mode)

    async def _ask_when_reachable(self) -> None:
        """Ask the first-time question if Scryfall can be reached (a connection, no request); else stay quiet."""
        from ..card_images.scryfall import reachable

        if not await reachable() or self._images_closed or load_settings().card_images is not None:
            return
        self.ask_about_card_images()

    def ask_about_card_images(self) -> CardImagesQuestion:
        """Show the first-time question over the window's top right corner (once: the same while it waits)."""
        if self._images_question is None or self._images_question.done:
            from ..card_images.question import CardImagesQuestion

            central = self.centralWidget()
            assert central is not None  # the window builds it first
            question = CardImagesQuestion(self._answered, central)
            self._images_question = question
            self._question_place = _FollowResize(central, self._place_question)
            question.show()
            self._place_question()
        return self._images_question

    def _place_question(self) -> None:
        """Over the ongoing schemes' column (the table's emptiest corner), as wide as it, at the window's top;
        wider to the left, over the card, when it would reach down over the players' names (a fresh start, whose
        card is idle and short)."""
        question = self._images_question
        central = self.centralWidget()
        if question is None or central is None:
            return
        width, right = QUESTION_WIDTH, central.width() - 16
        if self.ongoing.isVisible():  # exactly over the column: the card and the banner stay in view
            width, right = self.ongoing.width(), self.ongoing.mapTo(central, self.ongoing.rect().topRight()).x()
        top = self.centre_area.y() if self.centre_area.isVisible() else 16
        widest = max(QUESTION_WIDTH, right - 16)
        width = min(width, widest)
        room = self.players_area.y() - 8 - top if self.players_area.isVisible() else central.height()
        while question.height_for(width) > room and width < widest:
            width = min(widest, width + 40)
        question.setGeometry(right - width + 1, top, width, question.height_for(width))
        question.raise_()

    def _answered(self, mode: str) -> None:
        """The question's answer (already saved): follow it."""
        question, self._images_question = self._images_question, None
        if question is not None:
            question.hide()
            question.deleteLater()
        if self._question_place is not None:
            self._question_place.deleteLater()
            self._question_place = None
        self._follow_card_images(mode)

    # ----- the setting -------------------------------------------------------------------------------------
    def set_card_images(self, mode: str) -> None:
        """View → Card images: ``off``, ``on_demand`` or ``all``, saved and followed at once (a waiting question goes)."""
        from ..card_images.question import remember_card_images

        if not remember_card_images(mode):
            self.show_problem(_tr("MainWindow", "The setting could not be saved; it holds until the app closes."))
        if self._images_question is not None:
            self._images_question.done = True
            self._answered(mode)
        else:
            self._follow_card_images(mode)

    def _follow_card_images(self, mode: str) -> None:
        self._check_images_menu(mode)
        if mode == "off" and self._images is None:
            return
        provider = self._provider()
        provider.set_mode(mode)
        if mode == "all":
            provider.fetch_everything(self.language)

    def open_download_all(self) -> None:
        """View → Card images → Download all card images…: every scheme's image, with progress and Cancel.

        Not modal: the game goes on while it downloads.  Choosing it is the
        player's decision to see images: a setting that is off (or was never
        answered) becomes "each when it is first shown".
        """
        if self._images_download is not None and self._images_download.isVisible():
            self._images_download.raise_()
            self._images_download.activateWindow()
            return
        if self._images is None or self._images.mode == "off":
            self.set_card_images("on_demand")
        from ..card_images.download import DownloadAllDialog

        dialog = DownloadAllDialog(self._provider(), self.language, self)
        self._images_download = dialog
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda *_: self.dialog_closed(dialog))
        dialog.show()
        dialog.start()
        activate_when_shown(dialog)  # no window manager: Esc (Cancel) must reach it

    async def close_card_images(self) -> None:
        """At the app's exit: stop every fetch and read, close the HTTP session and the worker threads."""
        import asyncio

        self._images_closed = True
        probe, self._images_probe = self._images_probe, None
        if probe is not None and not probe.done():
            probe.cancel()
            await asyncio.gather(probe, return_exceptions=True)
        if self._images is not None:
            await self._images.aclose()

    # ----- View → Card images ------------------------------------------------------------------------------
    def _build_images_menu(self, view_menu: QMenu) -> None:
        """View → Card images: off, each when first shown, all now; Download all card images…."""
        menu = self.images_menu = view_menu.addMenu("")
        group = QActionGroup(self)
        self.images_actions: dict[str, QAction] = {}
        for mode in ("off", "on_demand", "all"):
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _=False, m=mode: self.set_card_images(m))
            group.addAction(action)
            menu.addAction(action)
            self.images_actions[mode] = action
        menu.addSeparator()
        self.download_images_action = QAction(self)
        self.download_images_action.triggered.connect(self.open_download_all)
        menu.addAction(self.download_images_action)
        self._check_images_menu(load_settings().card_images)

    def _check_images_menu(self, mode: str | None) -> None:
        for key, action in getattr(self, "images_actions", {}).items():
            action.setChecked(key == mode)

    def _retranslate_images_menu(self) -> None:
        self.images_menu.setTitle(_tr("MainWindow", "Card &images from Scryfall"))
        self.images_actions["off"].setText(_tr("MainWindow", "&Off (the cards as text)"))
        self.images_actions["on_demand"].setText(_tr("MainWindow", "&Each when it is first shown"))
        self.images_actions["all"].setText(_tr("MainWindow", "&All of them, downloaded at start"))
        self.download_images_action.setText(_tr("MainWindow", "&Download all card images…"))
