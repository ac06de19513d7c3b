"""The repository's Python sources as a clean clone has them.

For the structural tests.

``python_files(folder)`` lists the ``*.py`` files under ``folder`` (relative
to the repository) that git knows, tracked or new and not ignored; without
git (an unpacked sdist) every file outside the build and cache folders.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from support.paths import REPO

#: Folders that are never sources (virtual environments, builds, caches).
SKIP_DIRS = {".git", ".venv", "venv", "build", "dist", "__pycache__", ".make-stamps", ".mypy_cache", ".ruff_cache"}


def python_files(folder: str) -> list[Path]:
    """The ``*.py`` files under ``folder`` that git knows, sorted.

    Tracked, or new and not ignored.
    """
    git = shutil.which("git")
    if git and (REPO / ".git").exists():
        result = subprocess.run(
            [git, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", folder],
            cwd=REPO,
            capture_output=True,
            check=True,
        )
        names = {name for name in result.stdout.decode("utf-8").split("\0") if name.endswith(".py")}
        files = [REPO / name for name in sorted(names)]
    else:
        files = [p for p in sorted((REPO / folder).rglob("*.py")) if not SKIP_DIRS.intersection(p.parts)]
    return [path for path in files if path.is_file()]
