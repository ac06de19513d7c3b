"""Start-up of the desktop app and its qasync event loop.

The one module that owns the loop glue.

Python 3.11's ``asyncio.run`` has no ``loop_factory``, so the app runs a
:class:`qasync.QEventLoop` until the application quits.  Dialogs inside
coroutines use ``open()`` and a future, never ``exec()``.
"""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from .heap import trim_heap
from .texts import fill

# The desktop entry's name without ``.desktop`` (and the AppStream id): a Wayland
# dock or a taskbar matches the window to its menu entry and icon by it.
APP_ID = "io.github.archenemy_companion.ArchenemyCompanion"
# Set to any value, the app quits as soon as its window is shown (the bundle's
# smoke test and start-up benchmark: ``packaging/smoke.py``).
QUIT_AFTER_START = "ARCHENEMY_COMPANION_QUIT_AFTER_START"


if TYPE_CHECKING:
    import asyncio
    from collections.abc import Callable, Iterator
    from types import TracebackType

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget

    from .resume_ahead import ResumeAhead
    from .session import Session
    from .table import MainWindow


def warm_up(window: MainWindow) -> None:
    """Do the dialogs' one-time work once the table is up.

    So that their first opening is as quick as the next.

    Queues it on the window's sliced work (:attr:`MainWindow.slices`), one
    step per turn of the event loop, none much over ~15 ms (a key waits for
    at most one step): the catalogue of every language (the deck builder
    searches all names), the dialogs' modules one at a time, the deck
    builder's search keys, the New game dialog's deck reports one variant at
    a time, then Qt's first use of the dialogs' widgets, a part at a time
    (:func:`_dialog_parts`; building a whole dialog at once took 40–60 ms in
    one step).  Called when the window's own work after its first paint is
    queued, never before it.
    """

    def catalogues() -> Iterator[None]:
        from ..engine.catalogue import LANGUAGES, load_catalogue

        for language in LANGUAGES:
            load_catalogue(language)
            yield

    # The dialogs' modules, one a step (together ~50 ms)
    def modules() -> Iterator[None]:
        from .table.dialogs import deck_reports  # noqa: F401

        yield
        from .table.dialogs import new_game_roster  # noqa: F401

        yield
        from .table.dialogs import new_game  # noqa: F401

        yield
        from .deck_builder import browser  # noqa: F401

        yield
        from .deck_builder import deck_panel  # noqa: F401

        yield
        from .deck_builder import dialog  # noqa: F401

    def reports() -> Iterator[None]:
        from ..engine.variants import Variant
        from .deck_builder.browser import search_index
        from .table.dialogs.deck_reports import deck_report

        catalogue = window.catalogue()
        # The deck builder's search keys
        search_index(catalogue)
        # The New game dialog's deck choices: each official deck checked
        for variant in Variant:
            yield
            for precon in catalogue.precons:
                deck_report(catalogue, variant, "precon", precon.id)

    window.slices.add_steps(catalogues())
    window.slices.add_steps(modules())
    window.slices.add_steps(reports())
    window.slices.add_steps(_dialog_parts(window))


def _dialog_parts(window: MainWindow) -> Iterator[None]:
    """Qt's first use of what the New game dialog and the deck builder are made of.

    A part per step.

    Each part is built hidden in the window, under the application's style
    sheet, then deleted: what a widget class costs the first time (its
    Python enums, its style sheet rules, the mana font) is then paid.
    """
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import (
        QButtonGroup,
        QComboBox,
        QDialogButtonBox,
        QLineEdit,
        QMenu,
        QPushButton,
        QRadioButton,
        QScrollArea,
        QStyledItemDelegate,
        QToolButton,
        QVBoxLayout,
        QWidget,
    )

    from .deck_builder.browser import SchemeBrowser
    from .deck_builder.deck_panel import DeckPanel
    from .deck_builder.load_row import LoadRow
    from .deck_builder.status_line import StatusLine

    scale, palette = window.theme.scale, window.theme.palette

    # A New game dialog's seat, its variant and modes, its buttons.
    def seat() -> QWidget:
        holder = QWidget(window)
        layout = QVBoxLayout(holder)
        combo = QComboBox()
        model = QStandardItemModel(combo)
        model.appendRow(QStandardItem(""))
        combo.setModel(model)
        combo.setItemDelegate(QStyledItemDelegate(combo))
        button = QToolButton()
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setMenu(QMenu(button))
        radio = QRadioButton()
        QButtonGroup(holder).addButton(radio)
        buttons = QDialogButtonBox()
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        for widget in (combo, button, QLineEdit(), QPushButton(), radio, QScrollArea(), buttons):
            layout.addWidget(widget)
        return holder

    # A widget's style under a style sheet: PySide6 makes QStyle's enums then.
    def styled() -> QWidget:
        widget = QWidget(window)
        widget.style()
        return widget

    parts: tuple[Callable[[], QWidget], ...] = (
        styled,
        seat,
        lambda: SchemeBrowser(window.catalogue, lambda _: 0, scale=scale, palette=palette, parent=window),
        lambda: DeckPanel(scale=scale, palette=palette, parent=window),
        lambda: _in(window, LoadRow(), StatusLine(scale)),
    )
    for part in parts:
        widget = part()
        widget.hide()
        widget.resize(widget.sizeHint())
        # Laid out and painted off screen: the styles' and fonts' first drawing paid too
        widget.grab()
        widget.deleteLater()
        yield
    # The parts are deleted by now: what they and start-up freed goes back to the system
    trim_heap()


def _in(parent: QWidget, *widgets: QWidget) -> QWidget:
    """A widget of ``parent`` holding ``widgets`` in a column."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    holder = QWidget(parent)
    layout = QVBoxLayout(holder)
    for widget in widgets:
        layout.addWidget(widget)
    return holder


def _app_icon() -> QIcon:
    """The app's icon (:func:`archenemy.desktop.icon.app_icon`).

    Its module (and Qt's icon class) loaded when first asked for: after the table's first paint.
    """
    from .icon import app_icon

    return app_icon()


def configure_application(app: QApplication, *, icon: bool = True) -> None:
    """Application-wide settings.

    Names (platformdirs/QSettings), the desktop entry's name, the window icon,
    and no text under 11 pt in any dialog.

    ``icon=False`` leaves the icon out: :func:`run_gui` sets it once the table has
    painted (decoding its eight PNGs costs ~6 ms and 2.5 MiB).
    """
    from PySide6.QtGui import QFont

    app.setApplicationName("archenemy-companion")
    app.setApplicationDisplayName("Archenemy Companion")
    app.setDesktopFileName(APP_ID)
    if icon:
        app.setWindowIcon(_app_icon())
    font = QFont(app.font())
    if font.pointSizeF() < 12:
        font.setPointSizeF(12)
        app.setFont(font)


def install_excepthook(window: MainWindow) -> None:
    """Keep the app running after an unexpected error in a slot.

    Log it and say so in the status bar.

    Every action is journaled before the screen shows it, so the game itself is
    safe; the traceback goes to ``error.log`` in the user's log directory.
    """
    import traceback
    from pathlib import Path

    import platformdirs

    log = Path(platformdirs.user_log_dir("archenemy-companion", appauthor=False)) / "error.log"

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        try:
            log.parent.mkdir(parents=True, exist_ok=True)
            _append_to_log(log, "".join(traceback.format_exception(kind, value, tb)) + "\n")
        except OSError:
            pass
        message = QApplication.translate("App", "Something went wrong (%1). The game is saved; details are in %2.")
        window.show_problem(fill(message, kind.__name__, log))

    sys.excepthook = hook


def _append_to_log(log: Path, text: str) -> None:
    """Append ``text`` to the regular file ``log`` (created if missing).

    Never waits on a FIFO put in its place.

    Opened non-blocking (a FIFO with no reader fails at once) and checked
    with ``fstat``: anything but a regular file is left alone.  Raises :class:`OSError`.
    """
    import stat

    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(log, flags | getattr(os, "O_CLOEXEC", 0), 0o600)
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode):
            os.write(fd, text.encode("utf-8", "replace"))
    finally:
        os.close(fd)


def _stop_sharing(loop: asyncio.AbstractEventLoop, window: MainWindow) -> None:
    """Stop the window's share server.

    If ``--share`` or the Game menu started one (nothing listens after), then
    its card images
    (:meth:`~archenemy.desktop.table.images.TableImages.close_card_images`).

    Phones are told the laptop is going away (1001), not that sharing
    stopped: they keep trying, and the game's address works again at the next start.
    """
    if "archenemy.desktop.share.server" in sys.modules:
        from .share.live import CLOSE_GOING_AWAY
        from .share.server import ShareServer

        server = window.findChild(ShareServer)
        if server is not None:
            loop.run_until_complete(server.stop(CLOSE_GOING_AWAY))
    loop.run_until_complete(window.images.close_card_images())


#: asyncio's heaviest imports, one per turn of the event loop before asyncio and qasync themselves (together
#: ~20 ms in one piece right after the first paint, every key waiting meanwhile).
_EVENT_LOOP_MODULES = ("ssl", "concurrent.futures", "socket", "selectors", "subprocess", "asyncio", "qasync")


def _start_event_loop(
    app: QApplication, window: MainWindow, share_port: int | None, started: list[asyncio.AbstractEventLoop]
) -> Iterator[None]:
    """The asyncio event loop.

    On Qt's running one (``qasync.QEventLoop(already_running=True)``), a step
    per turn.

    Its modules are imported a turn at a time (:data:`_EVENT_LOOP_MODULES`),
    then the loop is made and appended to ``started``, then the card images
    follow their setting, then sharing with phones starts (``--share``).  A coroutine slot clicked meanwhile waits for
    it (:func:`archenemy.desktop.async_slots.async_slot`).
    """
    import importlib

    from .share.descriptors import raise_open_files_limit

    # Connections to the share server and the app's own files share the limit
    raise_open_files_limit()
    for name in _EVENT_LOOP_MODULES:
        yield
        importlib.import_module(name)
    import asyncio

    import qasync

    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)
    started.append(loop)
    yield
    # The setting followed (or asked once), never before the first paint
    window.images.start_card_images()
    if share_port is not None:
        yield
        from .share.startup import start_sharing

        start_sharing(window.session, share_port, window, problem=window.show_problem)
        # Its phones see the card images too, when they are on.
        window.images.lend_to_phones()


def _cannot_save_games(app: QApplication, folder: Path, exc: OSError) -> int:
    """Say on stderr and in a message box that no game can be saved in ``folder``.

    The exit status (1).

    The reason is the real one (a link loop is not "File exists":
    :func:`~archenemy.desktop.journal_files.games_folder`).  No box without a
    real screen (offscreen, minimal): nobody could close it, and the start
    would never end.
    """
    from PySide6.QtWidgets import QMessageBox

    from .texts import file_error_text

    message = QApplication.translate("App", "Archenemy Companion cannot save games in %1: %2")
    message = fill(message, folder, file_error_text(exc))
    sys.stderr.write(message + "\n")
    if QApplication.platformName() in {"offscreen", "minimal", ""}:
        return 1
    # No table will paint: the box wears the icon
    app.setWindowIcon(_app_icon())
    # Before the event loop starts
    QMessageBox.critical(None, "Archenemy Companion", message)
    return 1


def _open_game(session: Session, ahead: ResumeAhead | None) -> None:
    """The session's game reopened, or the default one started.

    With the snapshot ``ahead`` made, if any (then stopped).

    Raises :class:`OSError` only when no game can be saved
    (:meth:`~archenemy.desktop.session.Session.resume_or_new`).
    """
    session.resume.ahead = ahead
    # Start-up builds what lives as long as the app (the resumed game's
    # snapshots, the window): no cyclic collection while building it, and
    # afterwards the collector never scans it again (gc.freeze).  The
    # collector is paused by the caller (run_gui) from the app's start.
    try:
        # Never fails because of one file (it is set aside or shown read-only); only when no game can be saved.
        session.resume_or_new()
        # Frozen at once: the first collection after gc.enable() would otherwise walk every
        # object of a long game's snapshots before the window is built (~17 ms at 10k actions).
        gc.freeze()
    finally:
        if ahead is not None:
            ahead.close()
            session.resume.ahead = None


def _first_frame(
    cli_language: str | None, open_path: Path | None, ahead: ResumeAhead | None
) -> tuple[QApplication, MainWindow, Session] | int:
    """The app's window shown and painted once: ``(app, window, session)``.

    Or the exit code when no game can be saved (said in a message box).
    The arguments are :func:`run_gui`'s.
    """
    from .i18n import install_language
    from .session import Session
    from .settings import effective_language, load_settings
    from .table import MainWindow
    from .table.window_geometry import show_restored
    from .theme import Theme, apply_theme, system_color_scheme

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    # The icon after the first paint (below)
    configure_application(app, icon=False)
    settings = load_settings()
    language = install_language(effective_language(cli_language, settings))
    # The theme before any window, so even the "cannot save games" box below wears it.
    apply_theme(app, Theme(settings.text_scale, system_color_scheme()))
    session = Session()
    session.language = language
    try:
        _open_game(session, ahead)
    except OSError as exc:
        return _cannot_save_games(app, session.games_dir, exc)
    window = MainWindow(session, language, text_scale=settings.text_scale)
    # Every window shows the icon; the window is maximised the first time, else at its last geometry.
    window.after_first_paint(lambda: app.setWindowIcon(_app_icon()))
    install_excepthook(window)
    show_restored(window)
    window.raise_()
    # A desktop without a window manager (kiosk, Xvfb) gives no focus itself.
    window.activateWindow()
    # All of them at once (set-aside files, recovered lines, read-only): one status line
    if session.notices:
        window.show_problem(" ".join(session.notices))
        session.notices.clear()
    if open_path is not None:
        window.files.load_game_file(str(open_path))
    # The first paint, before asyncio and qasync load (the loop needs them, the table not)
    app.processEvents()
    return app, window, session


def run_gui(
    cli_language: str | None,
    open_path: Path | None = None,
    share_port: int | None = None,
    ahead: ResumeAhead | None = None,
) -> int:
    """Open the main window on the unfinished game, or the default; the exit code.

    The language is ``--lang`` if given, else the saved setting, else the
    system locale (:func:`~archenemy.desktop.settings.effective_language`).
    ``open_path``: a saved game to open as Game → Open does (``archenemy open
    FILE``; the command line has checked it already).
    ``share_port`` (``--share``): share the table with phones from the start
    (:func:`archenemy.desktop.share.startup.start_sharing`).  ``ahead``: the
    child making the resumed game's snapshot meanwhile, forked before Qt
    loaded (:mod:`.resume_ahead`); stopped once the game is open.

    No cyclic collection runs from its call (or :func:`run_app`'s, which
    pauses it before the app's modules load) to the first paint: the start
    builds what lives as long as the app (its modules, the resumed game,
    the window), and each collection walked all of it again (about 2 % of
    the start's instructions).  Frozen then (never scanned again), the
    collector runs from the first paint on.
    """
    gc.disable()
    try:
        shown = _first_frame(cli_language, open_path, ahead)
    finally:
        gc.freeze()
        gc.enable()
    if isinstance(shown, int):
        return shown
    app, window, session = shown
    started: list[asyncio.AbstractEventLoop] = []
    window.slices.add_steps(_start_event_loop(app, window, share_port, started), first=True)
    # A window closed during the first paint asked to quit before any loop ran: Qt drops
    # quit() outside exec(), so the app would run on with no window.  Quit once the loop runs.
    if os.environ.get(QUIT_AFTER_START) or not window.isVisible():
        from PySide6.QtCore import QTimer

        # Once the loop runs (quit() before it would be lost)
        QTimer.singleShot(0, app.quit)
    else:
        # Queued after the window's own work (the history first)
        window.after_first_paint(lambda: warm_up(window))
        # The history index, when the start could not trust it: caught up in a child process
        window.after_first_paint(session.catch_up_history)
    app.exec()
    for loop in started:
        # It ran inside Qt's loop (already_running): stopped, it can run the last coroutines
        loop.stop()
        # And the card images: no fetch, task or worker thread left
        _stop_sharing(loop, window)
        loop.close()
    session.close()
    return 0
