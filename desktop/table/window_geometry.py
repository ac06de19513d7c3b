"""The main window's geometry kept between runs, in ``window.ini``.

The window opens maximised the first time and where and as large as it was
left afterwards (:func:`show_restored`), never larger than its screen's
available geometry nor off it (:mod:`..widgets.screen_fit`);
:func:`save_geometry` writes it as the window closes.  The file sits beside
the settings (:func:`~archenemy.desktop.paths.config_dir`) and is read
afresh each time; an unreadable or foreign geometry is ignored, and a file
that is not a small regular one is never opened (:func:`geometry_store`).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow

from ..widgets.screen_fit import fill_when_not_maximised, fit_on_screen, fit_when_shown

__all__ = ["geometry_store", "save_geometry", "show_restored"]

# The file's largest size read (bytes): a geometry takes a few hundred.
_MAX_BYTES = 64 * 1024


def geometry_store() -> QSettings | None:
    """The window geometry file, ``window.ini`` in the user's config directory.

    Read afresh each time.

    ``None`` when it, or the lock file ``QSettings`` takes to write it, is
    not a small regular file (a FIFO, a device, a folder, over 64 KB):
    ``QSettings`` reads both by itself and would wait on a FIFO or read a
    device for ever (:func:`~archenemy.engine.safe_files.check_regular_file`).
    """
    from ...engine.safe_files import check_regular_file
    from ..paths import config_dir

    path = config_dir() / "window.ini"
    try:
        for name in ("", ".lock", ".lock.rmlock"):
            check_regular_file(f"{path}{name}", _MAX_BYTES)
    except OSError:
        return None
    return QSettings(str(path), QSettings.Format.IniFormat)


def show_restored(window: QMainWindow) -> None:
    """Show ``window``: maximised the first time.

    Else where and as large as it was last closed (:func:`save_geometry`);
    never larger than its screen's available geometry, nor off it.
    """
    store = geometry_store()
    stored = None if store is None else store.value("main/geometry")
    if isinstance(stored, QByteArray) and not stored.isEmpty() and window.restoreGeometry(stored):
        window.show()
    else:
        # With no window manager nobody maximises it: at most its screen's free area, on it.
        fit_on_screen(window)
        window.showMaximized()
        fill_when_not_maximised(window)
    # Brought back from a larger screen, or framed larger than it: on this one.
    fit_when_shown(window)


def save_geometry(window: QMainWindow) -> None:
    """Remember ``window``'s geometry for :func:`show_restored`.

    Its position, size, and whether it is maximised.
    """
    store = geometry_store()
    # Else the file is unusable: the geometry is not remembered
    if store is not None:
        store.setValue("main/geometry", window.saveGeometry())
        store.sync()
