"""Structure rules for the repository's Python sources.

Checked on their syntax trees.

- No module under ``engine/`` or ``desktop/`` is over 800 lines (split it by
  responsibility, into an object, never a mixin: the engine by rule area, the
  desktop by feature).  The
  modules over 600 lines are listed for review in ``docs/architecture.md``
  (``tools/module_report.py``, ``make module-report``), and the list is current.
- No function or method in ``engine/``, ``desktop/`` or ``tools/`` is over 80
  lines, counted from its ``def`` line to its last line (decorators not
  counted; a nested function counts inside its parent and on its own).
- ``engine/`` imports no Qt (PySide6, shiboken6, qasync, or any other binding)
  and nothing of ``desktop/``, anywhere: at the top, inside functions, under
  ``TYPE_CHECKING``, through ``importlib.import_module`` or ``__import__``.
- ``engine/`` keeps no module-level state that changes after import: no
  ``global`` statement, and no function that mutates a module-level name
  (``NAME[k] = v``, ``del NAME[k]``, ``NAME.append(...)``, ``NAME.update(...)``
  and the other mutating methods of list, dict and set) unless it is a local of
  that function.

A failure lists every offender (file, line, name, length) so the report says
what to split.  The sources are the files git knows (tracked or new and not
ignored); without git, every ``*.py`` outside caches and virtual environments.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from support.paths import REPO
from support.sources import python_files

sys.path.insert(0, str(REPO / "tools"))
import module_report  # noqa: E402

MAX_MODULE_LINES = 800
MODULE_FOLDERS = ("engine", "desktop")
MAX_FUNCTION_LINES = 80
FUNCTION_FOLDERS = ("engine", "desktop", "tools")
#: Top-level modules the engine must not import.
QT_MODULES = {"PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2", "qasync", "pytestqt"}
#: Methods that change a list, dict or set in place.
MUTATING_METHODS = {
    "append", "extend", "insert", "remove", "pop", "clear", "sort", "reverse",
    "update", "setdefault", "popitem", "add", "discard", "difference_update",
    "intersection_update", "symmetric_difference_update",
}  # fmt: skip


def _rel(path: Path) -> str:
    return path.relative_to(REPO).as_posix()


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=_rel(path))


def _functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Every function and method with its qualified name.

    ``Class.method``, ``outer.<locals>.inner``.
    """
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            name = prefix + node.name
            yield name, node
            yield from _functions(node, name + ".<locals>.")
        elif isinstance(node, ast.ClassDef):
            yield from _functions(node, prefix + node.name + ".")
        else:
            yield from _functions(node, prefix)


def _length(node: ast.AST) -> int:
    end = node.end_lineno
    assert end is not None
    return end - node.lineno + 1


@pytest.mark.parametrize("folder", ["engine", "desktop", "tools"])
def test_there_are_sources(folder: str) -> None:
    """The checks below look at something.

    A wrong path would make them pass vacuously.
    """
    assert python_files(folder), f"no Python files found under {folder}/"


@pytest.mark.parametrize("folder", MODULE_FOLDERS)
def test_modules_are_at_most_800_lines(folder: str) -> None:
    offenders = []
    for path in python_files(folder):
        text = path.read_text(encoding="utf-8")
        lines = len(text.splitlines())
        if lines > MAX_MODULE_LINES:
            offenders.append((lines, _rel(path)))
    report = "\n".join(f"  {rel}: {lines} lines" for lines, rel in sorted(offenders, reverse=True))
    if offenders:
        how = "by rule area" if folder == "engine" else "by feature"
        pytest.fail(f"{folder} modules over {MAX_MODULE_LINES} lines (split them {how}):\n{report}", pytrace=False)


def test_the_modules_over_600_lines_are_listed_for_review() -> None:
    """docs/architecture.md lists exactly the modules over 600 lines.

    ``tools/module_report.py --write`` writes that list.
    """
    listed = module_report.listed((REPO / "docs" / "architecture.md").read_text(encoding="utf-8"))
    long = sorted(path for path, _ in module_report.long_modules())
    assert sorted(listed) == long, "run: .venv/bin/python tools/module_report.py --write"


def test_the_review_list_reads_what_the_report_writes() -> None:
    """The list the report writes is the list it reads back.

    A reader that found none would always pass.
    """
    modules = [("desktop/b.py", 700), ("engine/a.py", 650)]
    text = f"before\n{module_report.START}\n{module_report.block(modules)}\n{module_report.END}\nafter"
    assert module_report.listed(text) == ["desktop/b.py", "engine/a.py"]
    assert module_report.MAX_LINES == MAX_MODULE_LINES


def test_functions_are_at_most_80_lines() -> None:
    offenders = []
    for folder in FUNCTION_FOLDERS:
        for path in python_files(folder):
            for name, node in _functions(_parse(path)):
                length = _length(node)
                if length > MAX_FUNCTION_LINES:
                    offenders.append((length, f"{_rel(path)}:{node.lineno} {name}"))
    report = "\n".join(f"  {where}: {length} lines" for length, where in sorted(offenders, reverse=True))
    if offenders:
        pytest.fail(f"functions over {MAX_FUNCTION_LINES} lines (def to last line):\n{report}", pytrace=False)


def _imported_modules(tree: ast.Module) -> Iterator[tuple[int, str, int]]:
    """``(line, module, level)`` of every import; level > 0 for relative imports."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, 0
        elif isinstance(node, ast.ImportFrom):
            yield node.lineno, node.module or "", node.level
            if node.module is None or node.level > 0:
                for alias in node.names:
                    # From .. import desktop
                    yield node.lineno, f"{node.module or ''}.{alias.name}".lstrip("."), node.level
        elif isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if called in {"import_module", "__import__"} and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    yield node.lineno, first.value, 0


def test_engine_imports_no_qt() -> None:
    offenders = []
    for path in python_files("engine"):
        for line, module, level in _imported_modules(_parse(path)):
            parts = module.split(".")
            qt = level == 0 and parts[0] in QT_MODULES
            # archenemy.desktop, or ..desktop from inside archenemy.engine
            desktop = (level == 0 and parts[:2] == ["archenemy", "desktop"]) or (level >= 2 and parts[0] == "desktop")
            if qt or desktop:
                offenders.append(f"  {_rel(path)}:{line} imports {'.' * level}{module}")
    if offenders:
        pytest.fail("the engine must not import Qt or the desktop:\n" + "\n".join(offenders), pytrace=False)


def _module_names(tree: ast.Module) -> set[str]:
    """Names bound at module level by assignment."""
    names: set[str] = set()
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign | ast.AugAssign):
            targets = [node.target]
        for target in targets:
            for sub in ast.walk(target):
                if isinstance(sub, ast.Name):
                    names.add(sub.id)
    return names


def _local_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """Parameters and names the function binds itself (they shadow module names)."""
    args = function.args
    params = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    names = {arg.arg for arg in params if arg is not None}
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


def _mutations(function: ast.FunctionDef | ast.AsyncFunctionDef, shared: set[str]) -> Iterator[tuple[int, str]]:
    """``(line, what)`` of each in-place change of a module-level name.

    ``(line, what)`` for each in-place change of a module-level name in the
    function.
    """
    mutable = shared - _local_names(function)
    for node in ast.walk(function):
        if isinstance(node, ast.Global):
            yield node.lineno, f"global {', '.join(node.names)}"
        elif isinstance(node, ast.Subscript | ast.Attribute) and isinstance(node.ctx, ast.Store | ast.Del):
            if isinstance(node.value, ast.Name) and node.value.id in mutable:
                yield node.lineno, f"assigns into {node.value.id}"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id in mutable and node.func.attr in MUTATING_METHODS:
                yield node.lineno, f"{owner.id}.{node.func.attr}(...)"


def test_engine_has_no_module_level_state_changed_after_import() -> None:
    offenders = []
    for path in python_files("engine"):
        tree = _parse(path)
        shared = _module_names(tree)
        for name, function in _functions(tree):
            for line, what in _mutations(function, shared):
                offenders.append(f"  {_rel(path)}:{line} {name}: {what}")
    if offenders:
        report = "\n".join(sorted(set(offenders)))
        pytest.fail(f"the engine keeps no module-level state that changes after import:\n{report}", pytrace=False)
