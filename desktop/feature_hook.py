"""PySide6's ``__feature__`` import hook.

Kept from reading the source of every module the app imports.

PySide6 replaces ``__import__`` to support ``from __feature__ import
snake_case, true_property``.  After every ``import`` statement it looks the
imported module up in its published table, ``__feature__.pyside_feature_dict``
(module name -> feature set; ``-1``: ignore the module), and a module it does
not know yet is read with :func:`inspect.getsource` to see whether its source
mentions PySide6 (``0``: a PySide6 user with no feature) or not (``-1``).
That is ~250 files read, ~60 M instructions, before the table's first paint.

:func:`install` tells the table about every module before the hook asks: the
modules already loaded at once, and every later one as it is found (a
:data:`sys.meta_path` entry that finds nothing and only writes the name down).
The values are what the hook would find where it matters: ``0`` for the
desktop's modules (they use PySide6), ``-1`` for any other.  PySide6 reads
the table to pick a class's feature set for the module calling it: ``-1``
means "whichever was used last", and as no module of the app selects a
feature, that is always ``0``, so both values behave the same for every
module.  A module that does select features sets its own entry when it
imports ``__feature__``.  With another PySide6 (no such table) nothing
happens.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence
    from importlib.machinery import ModuleSpec
    from types import ModuleType

__all__ = ["install"]

# Modules whose source says PySide6: the hook's 0.
_USERS = ("archenemy.desktop", "qasync")


def _feature_set(name: str) -> int:
    """What PySide6's hook would record for the module ``name``.

    See the module's docstring.
    """
    return 0 if name.startswith(_USERS) else -1


def _table() -> dict[str, Any] | None:
    table = getattr(sys.modules.get("__feature__"), "pyside_feature_dict", None)
    return table if isinstance(table, dict) else None


class _TellPySide:
    """A :data:`sys.meta_path` finder that finds nothing.

    It writes each module about to load into PySide6's table (first every
    module loaded before the table existed).
    """

    def __init__(self) -> None:
        self.table: dict[str, Any] | None = None

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        table = self.table
        if table is None:
            table = self.table = _table()
            if table is None:
                # PySide6 not imported yet
                return None
            for known in list(sys.modules):
                table.setdefault(known, _feature_set(known))
        if name not in table:
            table[name] = _feature_set(name)
        return None


def install() -> None:
    """Keep PySide6's import hook off the sources of the modules loaded from now on.

    And of those loaded before.

    Call it once, as early as possible; a second call does nothing.
    """
    if any(isinstance(finder, _TellPySide) for finder in sys.meta_path):
        return
    finder = _TellPySide()
    # the modules loaded so far, if PySide6 is one
    finder.find_spec("archenemy.desktop.feature_hook")
    sys.meta_path.insert(0, finder)
