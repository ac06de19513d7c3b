"""The catalogues by hand stay whole: every module named where a reader looks.

Every module of ``engine/`` and ``desktop/`` (every sub-package too) is named
in ``docs/architecture.md`` and in its package's ``__init__`` docstring: a
module added without a word in either fails here, naming it.  A name counts
in backticks (``session``, ``table/``, ``table/window.py``) in the document,
and in the docstring as ````name```` or ``:mod:`.name```.  The document's
"What must not change" section names every action type, the journal's
format name and version, and the snapshot's fields, read from the engine.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from archenemy.engine.actions import ACTION_SINCE, ACTION_TYPES
from archenemy.engine.journal import FORMAT_NAME, FORMAT_VERSION
from archenemy.engine.snapshot import SNAPSHOT_FORMAT

from support.paths import REPO

sys.path.insert(0, str(REPO / "tools"))
import module_report  # noqa: E402

DOC = REPO / "docs" / "architecture.md"
#: The top-level folders whose modules are catalogued.
FOLDERS = ("engine", "desktop")
#: The snapshot's own fields, as snapshot_text writes them.
SNAPSHOT_FIELDS = ("format", "journal_size", "state", "last_set_in_motion", "last_action", "next_redo")


def _modules() -> list[tuple[Path, str]]:
    """Every module and sub-package of the catalogued folders: ``(folder, name)``."""
    found = set()
    tops = {REPO / folder for folder in FOLDERS}
    for path in module_report.sources():
        if path.name == "__init__.py":
            if path.parent not in tops:
                found.add((path.parent.parent, path.parent.name))
        else:
            found.add((path.parent, path.stem))
    return sorted(found)


def _doc_names(text: str) -> set[str]:
    """The names a markdown text gives in backticks, also without folders or ``.py``."""
    names = set()
    for quoted in re.findall(r"`([^`\n]+)`", text):
        for word in re.split(r"[\s,]+", quoted):
            word = word.strip("()")
            if not word:
                continue
            names.add(word)
            names.add(word.removesuffix(".py").rstrip("/").rsplit("/", 1)[-1])
    return names


def _docstring_names(init: Path) -> set[str]:
    """The modules a package's ``__init__`` docstring names.

    As ````name````, ``:mod:`.name``` and the like.
    """
    text = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
    names = set()
    for quoted in re.findall(r"``([^`]+)``", text) + re.findall(r":mod:`([^`]+)`", text):
        word = quoted.strip().lstrip("~.").removesuffix(".py").rstrip("/")
        names.add(word.rsplit(".", 1)[-1].rsplit("/", 1)[-1])
    return names


def test_every_module_is_named_in_the_architecture_document() -> None:
    named = _doc_names(DOC.read_text(encoding="utf-8"))
    missing = [(folder / name).relative_to(REPO).as_posix() for folder, name in _modules() if name not in named]
    assert not missing, f"docs/architecture.md does not name: {missing}"


def test_every_module_is_named_in_its_packages_docstring() -> None:
    missing = []
    for folder, name in _modules():
        init = folder / "__init__.py"
        if name not in _docstring_names(init):
            missing.append(f"{init.relative_to(REPO).as_posix()}: {name}")
    assert not missing, "package docstrings that do not name a module of theirs:\n  " + "\n  ".join(missing)


def _must_not_change() -> str:
    text = DOC.read_text(encoding="utf-8")
    assert "## What must not change" in text
    return text.split("## What must not change", 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("kind", sorted(ACTION_TYPES))
def test_every_action_type_is_named_with_its_version(kind: str) -> None:
    """Each type is listed before the "(version N)" that brought it."""
    found = re.search(rf"`{kind}`[^()]*\(version\s+(\d+)\)", _must_not_change())
    assert found is not None, kind
    assert int(found.group(1)) == ACTION_SINCE[kind]


def test_the_journal_format_and_the_snapshot_fields_are_named() -> None:
    section = _must_not_change()
    assert f"`{FORMAT_NAME}`" in section and f"`FORMAT_VERSION`, {FORMAT_VERSION}" in section
    assert f"`SNAPSHOT_FORMAT`, {SNAPSHOT_FORMAT}" in section
    for name in SNAPSHOT_FIELDS:
        assert f"`{name}`" in section, name
    assert "`DESKTOP_LAYERS`" in section


def test_the_checks_find_a_module_left_out(tmp_path: Path) -> None:
    """A package whose docstring and document forget a module: both readers miss it."""
    init = tmp_path / "__init__.py"
    init.write_text('"""The package: :mod:`.kept` and ``listed``."""\n', encoding="utf-8")
    assert _docstring_names(init) == {"kept", "listed"}
    assert "forgotten" not in _doc_names("`kept`, `table/listed.py` (a module), `dialogs/`")
    assert {"kept", "listed", "dialogs"} <= _doc_names("`kept`, `table/listed.py` (a module), `dialogs/`")
