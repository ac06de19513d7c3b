"""Fixtures of the repository's own checks.

One wheel built from a copy of the sources per module.

* ``sources``: the repository's files as a clean clone has them;
* ``tree``: a copy of those files in a temporary folder (no ``.qm``: git ignores them);
* ``wheel``: the wheel ``pip wheel`` builds from that copy, open as a zip file.
"""

from __future__ import annotations

import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

import pytest

from support.paths import REPO
from support.wheel import build_wheel, source_files


@pytest.fixture(scope="module")
def sources() -> list[PurePosixPath]:
    return source_files()


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory, sources: list[PurePosixPath]) -> Path:
    """A copy of the source files as a clean clone has them.

    No ``.qm``: git ignores them.
    """
    tree = tmp_path_factory.mktemp("tree")
    for rel in sources:
        target = tree / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, target)
    return tree


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory, tree: Path) -> Iterator[zipfile.ZipFile]:
    """A wheel built from a copy of the source files.

    Never from the work tree, whose ``build/`` may hold modules that no longer
    exist.
    """
    archive = zipfile.ZipFile(build_wheel(tree, tmp_path_factory.mktemp("wheel")))
    yield archive
    archive.close()
