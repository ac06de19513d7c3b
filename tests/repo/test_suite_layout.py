"""The test suite keeps the code's shape.

Folders, imports and markers, read from its own files.

``tests/engine/`` holds the engine's tests (no Qt, no desktop: ``make
test-engine`` runs them in seconds), ``tests/desktop/<package>/`` the
desktop's, ``tests/repo/`` the repository's own checks, ``tests/soak/`` the
long proofs; helpers and child scripts live in ``tests/support/``.  No test
module imports another (what two need is in ``support/`` or a conftest), and
the markers declared in pyproject.toml are applied by folder.  The tests'
own prose keeps the house style: no tracker numbers, docstrings that open
with a short summary line, comments on their own line.
"""

from __future__ import annotations

import ast
import io
import json
import os
import re
import subprocess
import sys
import tokenize
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from support.paths import REPO, TESTS

#: The top folders of ``tests/`` and what may be in them.
FOLDERS = {"engine", "desktop", "repo", "soak", "support", "data"}
#: Test folders: where test modules may be.
TEST_FOLDERS = {"engine", "desktop", "repo", "soak"}
#: What an engine test may not import: Qt, its bindings' helpers, the desktop.
QT_OR_DESKTOP = ("PySide6", "shiboken6", "qasync", "pytestqt", "archenemy.desktop")
#: Fixtures that bring Qt or a window along.
QT_FIXTURES = {
    "qtbot",
    "qapp",
    "qt_application",
    "qasync_loop",
    "make_window",
    "translations",
    "spanish_window",
    "shared",
    "xvfb_display",
    "fake_scryfall",
    "closing_card_images",
    "restore_application_look",
}


def _python_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if "__pycache__" not in p.parts)


def _test_modules() -> list[Path]:
    return [p for p in _python_files() if p.name.startswith("test_")]


def _imports(tree: ast.Module) -> list[tuple[int, str]]:
    """``(line, module)`` of every import of ``tree``, wherever it stands.

    ``from x import y`` gives ``x``.
    """
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, "." * node.level + (node.module or "")))
    return found


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _rel(path: Path) -> str:
    return path.relative_to(TESTS).as_posix()


def test_test_modules_live_in_the_test_folders_and_the_folders_are_known() -> None:
    assert {p.name for p in TESTS.iterdir() if p.is_dir() and p.name != "__pycache__"} <= FOLDERS
    misplaced = [_rel(p) for p in _test_modules() if p.relative_to(TESTS).parts[0] not in TEST_FOLDERS]
    assert not misplaced, f"test modules outside tests/{{{','.join(sorted(TEST_FOLDERS))}}}/: {misplaced}"


def test_test_module_names_are_unique() -> None:
    """pytest imports each test module by its file name (no ``__init__.py``).

    Two of one name clash.
    """
    counts = Counter(p.name for p in _test_modules())
    assert not [name for name, count in counts.items() if count > 1]


def test_no_test_module_imports_another() -> None:
    names = {p.stem for p in _test_modules()}
    bad = []
    for path in _python_files():
        for line, module in _imports(_parse(path)):
            first = module.lstrip(".").split(".")[0]
            if module.startswith(".") or first in names or first.startswith("test_"):
                bad.append(f"{_rel(path)}:{line}: {module}")
    assert not bad, "a test module imports another (shared helpers go to tests/support/):\n" + "\n".join(bad)


def _support_imports(path: Path, seen: set[Path]) -> list[tuple[str, int, str]]:
    """Every import of ``path`` and of the ``support`` modules it imports.

    Transitively: ``(file, line, module)``.
    """
    found = []
    for line, module in _imports(_parse(path)):
        found.append((_rel(path), line, module))
        if module == "support" or module.startswith("support."):
            target = TESTS / Path(*module.split(".")).with_suffix(".py")
            if target.is_file() and target not in seen:
                seen.add(target)
                found += _support_imports(target, seen)
    return found


@pytest.mark.parametrize("path", [p for p in _test_modules() if _rel(p).startswith("engine/")], ids=_rel)
def test_an_engine_test_imports_neither_qt_nor_the_desktop(path: Path) -> None:
    bad = [
        f"{where}:{line}: {module}"
        for where, line, module in _support_imports(path, set())
        if any(module == forbidden or module.startswith(forbidden + ".") for forbidden in QT_OR_DESKTOP)
    ]
    assert not bad, "an engine test (or a helper it imports) imports Qt or the desktop:\n" + "\n".join(bad)
    uses = [
        f"{node.name}({arg.arg})"
        for node in ast.walk(_parse(path))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for arg in node.args.args
        if arg.arg in QT_FIXTURES
    ]
    assert not uses, f"an engine test asks for a Qt fixture: {uses}"


def test_the_markers_are_declared_and_strict() -> None:
    options = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    assert {line.split(":")[0] for line in options["markers"]} == {"engine", "gui", "slow"}
    assert "--strict-markers" in options["addopts"].split()


def _conftest_entries(table: str) -> set[str]:
    """The keys of ``tests/conftest.py``'s ``table``, read from its syntax tree."""
    for node in _parse(TESTS / "conftest.py").body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == table for t in node.targets):
            return set(ast.literal_eval(node.value))
    raise AssertionError(f"tests/conftest.py has no {table}")


def _slow_entries() -> set[str]:
    """The keys of ``tests/conftest.py``'s ``SLOW``."""
    return _conftest_entries("SLOW")


@pytest.fixture(scope="module")
def collected(tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    """Every test of the suite with its markers, from a fresh collection.

    As a fresh ``pytest --collect-only`` marks them.
    """
    out = tmp_path_factory.mktemp("markers") / "report.json"
    env = {**os.environ, "ARCHENEMY_MARKER_REPORT": str(out), "PYTHONPATH": str(TESTS)}
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "support.marker_report"]
    done = subprocess.run(
        [*command, "-p", "no:cacheprovider", str(TESTS)], cwd=REPO, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report: list[dict] = json.loads(out.read_text(encoding="utf-8"))
    assert report
    return report


def test_every_engine_test_is_marked_engine_and_no_other(collected: list[dict]) -> None:
    engine = [t for t in collected if t["path"].startswith("engine/")]
    assert engine and all("engine" in t["markers"] for t in engine)
    assert not [t["id"] for t in collected if "engine" in t["markers"] and not t["path"].startswith("engine/")]


def test_the_desktop_and_soak_tests_are_gui_and_the_soak_tests_slow(collected: list[dict]) -> None:
    for test in collected:
        folder = test["path"].split("/")[0]
        assert ("gui" in test["markers"]) == (folder in {"desktop", "soak"}), test["id"]
        if folder == "soak":
            assert "slow" in test["markers"], test["id"]


def test_every_slow_entry_names_tests_and_marks_them_slow(collected: list[dict]) -> None:
    entries = _slow_entries()
    for entry in entries:
        module, _, name = entry.partition("::")
        matched = [t for t in collected if t["path"] == module and (not name or t["name"] == name)]
        assert matched, f"tests/conftest.py's SLOW names no test: {entry}"
        assert all("slow" in t["markers"] for t in matched), entry
    slow = {t["id"] for t in collected if "slow" in t["markers"]}
    named = {
        t["id"]
        for t in collected
        if t["path"].startswith("soak/") or t["path"] in entries or f"{t['path']}::{t['name']}" in entries
    }
    assert slow == named


def test_every_serial_entry_names_tests_and_only_they_run_in_the_serial_group(collected: list[dict]) -> None:
    """The tests of ``SERIAL`` (a folder, a module, a test) and no other are grouped.

    ``make test``'s pytest-xdist runs that ``xdist_group`` on one worker, one
    test after another; a stale entry would let them run beside each other.
    """
    entries = _conftest_entries("SERIAL")
    for entry in entries:
        module, _, name = entry.partition("::")
        inside = [t for t in collected if t["path"] == module or t["path"].startswith(f"{module}/")]
        matched = [t for t in inside if not name or t["name"] == name]
        assert matched, f"tests/conftest.py's SERIAL names no test: {entry}"
    grouped = {t["id"] for t in collected if "xdist_group" in t["markers"]}
    named = {
        t["id"]
        for t in collected
        if t["path"].split("/")[0] in entries or t["path"] in entries or f"{t['path']}::{t['name']}" in entries
    }
    assert grouped == named


# ----- the house prose, in the tests themselves --------------------------------------------

#: A tracker's numbers: issue numbers, review findings, severity ranks ("High" and a number).
TRACKER = re.compile(
    r"\bissues? #?[0-9]+|\breview F[0-9]+|\b(high|medium|low) [0-9]+\b|\bfinding [0-9]+", re.IGNORECASE
)
#: Comments that may trail code: the tools' own pragmas.
PRAGMA = re.compile(r"#\s*(noqa|type:\s*ignore|pragma|fmt:)")


def _docstrings(tree: ast.Module) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            text = ast.get_docstring(node, clean=False)
            if text is not None:
                found.append((getattr(node, "lineno", 1), text))
    return found


def test_no_tracker_number_in_the_tests() -> None:
    """No issue, review or severity number in tests/: the why stays in words.

    The number goes to the commit and the CHANGELOG.
    """
    found = [
        f"{_rel(path)}:{number}: {line.strip()[:90]}"
        for path in sorted(p for p in TESTS.rglob("*") if p.suffix in {".py", ".md"} and "__pycache__" not in p.parts)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if TRACKER.search(line)
    ]
    assert not found, "tracker numbers in tests/:\n" + "\n".join(found)


def test_every_docstring_of_the_tests_opens_with_a_summary_of_at_most_79_characters() -> None:
    """A one-line summary of at most 79 characters, then a blank line and the body."""
    bad = []
    for path in _python_files():
        for number, text in _docstrings(_parse(path)):
            lines = text.strip().splitlines()
            if len(lines[0]) > 79 or (len(lines) > 1 and lines[1].strip()):
                bad.append(f"{_rel(path)}:{number}: {lines[0][:90]}")
    assert not bad, "docstrings without a summary line of at most 79 characters:\n" + "\n".join(bad)


def test_comments_of_the_tests_stand_on_their_own_line() -> None:
    bad = []
    for path in _python_files():
        source = path.read_text(encoding="utf-8")
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if (
                token.type == tokenize.COMMENT
                and token.line[: token.start[1]].strip()
                and not PRAGMA.match(token.string)
            ):
                bad.append(f"{_rel(path)}:{token.start[0]}: {token.string[:80]}")
    assert not bad, "comments trailing code (put them on their own line):\n" + "\n".join(bad)


#: Two tests run with the suite's Qt set-up: the first leaves a dialog and a menu shown.
_LEAVES_A_WINDOW_OPEN = """
from PySide6.QtWidgets import QApplication, QDialog, QMenu


def test_leaves_a_dialog_and_a_menu_open(qapp):
    dialog = QDialog()
    dialog.setObjectName("leftOpen")
    dialog.show()
    menu = QMenu(dialog)
    menu.addAction("Kept")
    menu.popup(dialog.pos())
    qapp.kept = (dialog, menu)


def test_starts_without_them(qapp):
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible()]
"""


def test_a_test_that_leaves_a_window_open_fails_and_the_next_starts_without_it(tmp_path: Path) -> None:
    (tmp_path / "test_left_open.py").write_text(_LEAVES_A_WINDOW_OPEN, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(TESTS), "QT_QPA_PLATFORM": "offscreen", "QT_API": "pyside6"}
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-p",
        "support.qt_fixtures",
        "-p",
        "no:randomly",
        "-p",
        "no:cacheprovider",
    ]
    done = subprocess.run(
        [*command, "-q", "-rA", "test_left_open.py"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    out = done.stdout
    assert done.returncode == 1, out[-3000:] + done.stderr[-3000:]
    assert "2 passed, 1 error" in out, out[-3000:]
    assert "ERROR test_left_open.py::test_leaves_a_dialog_and_a_menu_open" in out
    assert "windows left open after the test: " in out and "QDialog 'leftOpen'" in out and "QMenu" in out
    assert "PASSED test_left_open.py::test_starts_without_them" in out
