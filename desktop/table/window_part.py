"""What a part of the main window may reach: the window's other parts, for type checkers.

The window (:class:`~archenemy.desktop.table.window.MainWindow`) is built from
mixins, one a module of this package (its menus and keys, its layout, its game
files, its dialogs, its totals, its alerts); each reaches the others through
``self``.  A mixin derives from :data:`WindowPart`: a plain ``object`` at run
time (the window brings :class:`QMainWindow`), a :class:`QMainWindow` whose
unknown attributes are ``Any`` for type checkers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["WindowPart"]

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    class WindowPart(QMainWindow):
        """For type checkers only: a part (mixin) of the main window reaches the window's other parts."""

        def __getattr__(self, name: str) -> Any: ...

else:
    WindowPart = object  # at run time a plain mixin; MainWindow brings QMainWindow
