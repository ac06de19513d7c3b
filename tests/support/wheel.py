"""Building the app's wheel offline from a copy of the sources.

As a clean clone would.

``source_files()`` lists the repository's files as a clean clone has them;
``build_wheel(tree, out)`` runs ``pip wheel`` on such a copy (no build
isolation, no network: the venv's setuptools and PySide6); ``wheel_names``
lists a wheel's files.  The ``sources``, ``tree`` and ``wheel`` fixtures
(``tests/repo/conftest.py``) are built on these.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path, PurePosixPath

from support.paths import REPO

#: Folders never copied when git is not available.
SKIP_DIRS = {
    ".git",
    ".venv",
    "venv",
    "build",
    "dist",
    "__pycache__",
    ".make-stamps",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    ".hypothesis",
}


def source_files() -> list[PurePosixPath]:
    """The repository's files as a clean clone would have them (relative paths).

    With git: tracked files that still exist plus new files git does not
    ignore.  Without git (an unpacked sdist, say): every file outside the
    caches, the venv and the build folders.
    """
    git = shutil.which("git")
    if git and (REPO / ".git").exists():
        result = subprocess.run(
            [git, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=REPO,
            capture_output=True,
            check=True,
        )
        names = sorted({name for name in result.stdout.decode("utf-8").split("\0") if name})
        return [PurePosixPath(name) for name in names if (REPO / name).is_file()]
    found = []
    for path in sorted(REPO.rglob("*")):
        rel = path.relative_to(REPO)
        if path.is_file() and not SKIP_DIRS.intersection(rel.parts) and not rel.parts[0].endswith(".egg-info"):
            found.append(PurePosixPath(rel.as_posix()))
    return found


def build_wheel(tree: Path, out: Path) -> Path:
    """``pip wheel`` of the source tree ``tree`` into ``out``.

    Offline, the venv's setuptools and PySide6.
    """
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q"]
    result = subprocess.run([*command, "-w", str(out), str(tree)], capture_output=True, text=True)
    assert result.returncode == 0, (
        "building the wheel failed (the test extra brings setuptools>=77; `make test` installs it):\n"
        + result.stdout
        + result.stderr
    )
    built = sorted(out.glob("*.whl"))
    assert len(built) == 1, f"expected one wheel, got {built}"
    return built[0]


def wheel_names(wheel: zipfile.ZipFile) -> set[str]:
    """The files of ``wheel`` (its folders left out)."""
    return {name for name in wheel.namelist() if not name.endswith("/")}
