"""The desktop package's shape.

No name of ours hides a Qt method, no oversized module or function.

A Python method named like a Qt method (``render``, ``result``, ``setText``...)
silently replaces Qt's for every Python caller, while C++ callers still reach
Qt's: the two disagree.  Only genuine virtual overrides (event handlers, size
hints) may reuse a Qt name.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QAccessibleInterface

import archenemy.desktop

# Qt virtual functions the desktop overrides on purpose.
VIRTUAL_OVERRIDES = frozenset(
    {
        "changeEvent",
        "closeEvent",
        "contextMenuEvent",
        "event",
        "eventFilter",
        "focusInEvent",
        "focusOutEvent",
        "hasHeightForWidth",
        "hideEvent",
        "keyPressEvent",
        "keyReleaseEvent",
        "minimumSizeHint",
        "mousePressEvent",
        "paintEvent",
        "resizeEvent",
        "showEvent",
        "sizeHint",
        # QDialog's virtual slots.
        "accept",
        "reject",
        "done",
        # Item models and delegates (the game log's model/view).
        "data",
        "rowCount",
        "paint",
        # QLayout's virtuals (the flow layout of the banner's life changes, Qt's Flow Layout example).
        "addItem",
        "count",
        "itemAt",
        "takeAt",
        "expandingDirections",
        "heightForWidth",
        "setGeometry",
        "minimumSize",
        "invalidate",
        "minimumHeightForWidth",
        # QAccessibleInterface's virtuals (a graphics view's scene read by a screen reader: scene_access.py).
        "child",
        "childCount",
        "indexOfChild",
    }
)

# QAccessibleInterface's virtuals that are common Qt names elsewhere (QObject.parent, QWidget.rect): allowed only
# in a class that is an accessible interface (scene_access.py: a widget in a graphics scene, read by a screen reader).
ACCESSIBLE_OVERRIDES = frozenset({"parent", "rect", "state"})

# Names outside the table package that still hide a Qt name; each goes when its owner renames it.


def _desktop_modules() -> list[str]:
    package = archenemy.desktop
    names = [package.__name__]
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        names.append(info.name)
    return names


def _is_qt(cls: type) -> bool:
    return cls.__module__.startswith(("PySide6", "shiboken6")) or cls.__module__ == "Shiboken"


def _assigned_on_self(cls: type) -> set[str]:
    """Names a class's own methods assign on ``self`` (``self.result = ...``)."""
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return set()
    names = set()
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        for target in targets:
            for leaf in ast.walk(target):
                if isinstance(leaf, ast.Attribute) and isinstance(leaf.value, ast.Name) and leaf.value.id == "self":
                    names.add(leaf.attr)
    return names


def _own_names(cls: type) -> set[str]:
    names = {n for n in vars(cls) if not (n.startswith("__") and n.endswith("__"))}
    # PySide6 gives every QObject subclass its own
    names.discard("staticMetaObject")
    return names | _assigned_on_self(cls)


def shadowing_names() -> dict[str, set[str]]:
    """Names our classes define that a Qt base class already has.

    ``{"module.Class": {names}}``.
    """
    found: dict[str, set[str]] = {}
    for module_name in _desktop_modules():
        module = importlib.import_module(module_name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module_name:
                continue
            qt_bases = [base for base in cls.__mro__ if _is_qt(base) and base is not object]
            if not qt_bases:
                continue
            qt_names = set().union(*(dir(base) for base in qt_bases))
            ours = [base for base in cls.__mro__ if base.__module__.startswith("archenemy.")]
            names = set().union(*(_own_names(base) for base in ours))
            allowed = VIRTUAL_OVERRIDES | (ACCESSIBLE_OVERRIDES if issubclass(cls, QAccessibleInterface) else set())
            clash = {n for n in names & qt_names if n not in allowed}
            if clash:
                found[f"{module_name}.{cls.__qualname__}"] = clash
    return found


def test_no_class_of_the_desktop_hides_a_qt_name() -> None:
    assert shadowing_names() == {}


def test_the_check_sees_a_method_and_an_attribute_that_hide_qt_names() -> None:
    from PySide6.QtWidgets import QDialog, QWidget

    class Hider(QWidget):
        def render(self, state: object) -> None:
            # A Qt method hidden: the check must see it
            pass

    class Holder(QDialog):
        def __init__(self) -> None:
            super().__init__()
            self.result = 1  # type: ignore[assignment,method-assign]

    qt_names = set(dir(QWidget)) | set(dir(QDialog))
    assert "render" in _own_names(Hider) & qt_names
    assert "result" in _own_names(Holder) & qt_names


# ----- size: a newcomer reads a module in one sitting ---------------------------------------------------
DESKTOP = Path(archenemy.desktop.__file__).resolve().parent
CHECKED = sorted([*(DESKTOP / "table").glob("**/*.py"), *(DESKTOP / "widgets").glob("*.py")]) + [
    DESKTOP / "theme.py",
    DESKTOP / "app.py",
]
MAX_MODULE_LINES = 800
MAX_FUNCTION_LINES = 80


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_modules_and_functions_stay_small(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    assert len(source.splitlines()) <= MAX_MODULE_LINES, f"{path.name}: over {MAX_MODULE_LINES} lines"
    long = [
        f"{node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno is not None
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES
    ]
    assert not long, f"{path.name}: functions over {MAX_FUNCTION_LINES} lines: {long}"
