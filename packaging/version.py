"""The version of what is built, from the tree's own ``VERSION`` file.

    python packaging/version.py             the version (PEP 440), as setup.py gives it to the wheel
    python packaging/version.py --debian    the same as a Debian version (``.dev0`` -> ``~dev0``)

``setup.py`` calls :func:`resolve` when the wheel or sdist is built;
everything after reads the built wheel's version (``importlib.metadata``).
No tag is needed and no commit is counted, so a clone, a ``git archive``
tarball and the sdist of one commit say the same version.

``VERSION`` (the repository's root) holds ``X.Y.Z.dev0`` while ``X.Y.Z`` is
being developed; the release commit changes it to ``X.Y.Z`` (and gives
``CHANGELOG.md`` its ``## [X.Y.Z] - YYYY-MM-DD`` heading), and the commit
after the release opens the next one (``X.Y.(Z+1).dev0`` or
``X.(Y+1).0.dev0``).  The rules, first match wins:

1. ``ARCHENEMY_COMPANION_VERSION`` in the environment: that version (a
   packager's override, checked to be PEP 440).
2. An unpacked sdist (``PKG-INFO`` beside ``setup.py``, no git work tree of
   its own): the version the sdist was made with.
3. ``VERSION`` says a release ``X.Y.Z``: ``X.Y.Z`` (its ``CHANGELOG.md``
   heading is required, else :class:`SystemExit`); in a git work tree with
   uncommitted changes, ``X.Y.Z+dirty``.
4. ``VERSION`` says ``X.Y.Z.dev0``: ``X.Y.Z.dev0+g<commit>``, the commit's
   first :data:`HASH_LENGTH` hexadecimal digits, from git in a work tree
   (``.dirty`` added with uncommitted changes), else from
   ``.git_archival.txt``, which ``git archive`` fills in (``export-subst``);
   ``X.Y.Z.dev0+unknown`` in a copied tree with neither.

Two development builds of one ``VERSION`` differ only in their commit: their
order is not the history's (a package manager may take either for the
newer), the price of a version that needs no count of commits.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = "ARCHENEMY_COMPANION_VERSION"
#: How many hexadecimal digits of the commit a development build names.
HASH_LENGTH = 12
#: What ``VERSION`` may hold: a release, or the development of one.
VERSION_FILE = re.compile(r"(\d+)\.(\d+)\.(\d+)(\.dev0)?")
RELEASE_HEADING = re.compile(r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}\s*$", re.M)
PEP440 = re.compile(r"^\d+\.\d+\.\d+(\.dev\d+)?(\+[a-z0-9]+(\.[a-z0-9]+)*)?$")


def _git(root: Path, *args: str) -> str | None:
    """Git's standard output for ``args`` in ``root``, or None if git fails."""
    try:
        result = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return result.stdout.strip() if result.returncode == 0 else None


def declared(root: Path = ROOT) -> tuple[str, bool]:
    """``(X.Y.Z, is_release)`` from ``root/VERSION``.

    Raises :class:`SystemExit` naming the file when it is missing or holds
    anything but ``X.Y.Z`` or ``X.Y.Z.dev0`` on one line.
    """
    path = root / "VERSION"
    try:
        text = path.read_text(encoding="utf-8").strip()
    except OSError as exc:
        raise SystemExit(f"version: cannot read {path}: {exc.strerror}") from None
    found = VERSION_FILE.fullmatch(text)
    if found is None:
        raise SystemExit(f"version: {path} line 1 is {text[:40]!r}, not X.Y.Z or X.Y.Z.dev0")
    return ".".join(found.group(1, 2, 3)), found[4] is None


def releases(root: Path = ROOT) -> list[str]:
    """The ``## [X.Y.Z] - date`` headings of ``CHANGELOG.md``, newest first."""
    try:
        text = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    except OSError:
        return []
    return RELEASE_HEADING.findall(text)


def _work_tree(root: Path) -> bool:
    """True if ``root`` is the top of a git work tree (not a folder inside one)."""
    top = _git(root, "rev-parse", "--show-toplevel")
    return top is not None and Path(top).resolve() == root.resolve()


def _dirty(root: Path) -> bool:
    """True if the git work tree ``root`` has uncommitted changes to tracked files."""
    return bool(_git(root, "status", "--porcelain", "--untracked-files=no"))


def _from_sdist(root: Path) -> str | None:
    """The ``Version:`` of ``root/PKG-INFO``, or None without one."""
    try:
        text = (root / "PKG-INFO").read_text(encoding="utf-8")
    except OSError:
        return None
    found = re.search(r"^Version: (\S+)$", text, re.M)
    return found[1] if found else None


def _archived_commit(root: Path) -> str | None:
    """The commit ``git archive`` wrote into ``.git_archival.txt``, or None."""
    try:
        text = (root / ".git_archival.txt").read_text(encoding="utf-8")
    except OSError:
        return None
    found = re.search(r"^node: ([0-9a-f]{40})$", text, re.M)
    return found[1] if found else None


def commit_label(root: Path = ROOT) -> str:
    """The local label of a development build: ``g<commit>[.dirty]`` or ``unknown``."""
    if _work_tree(root):
        commit = _git(root, "rev-parse", "HEAD")
        if commit:
            return f"g{commit[:HASH_LENGTH]}" + (".dirty" if _dirty(root) else "")
    archived = _archived_commit(root)
    return f"g{archived[:HASH_LENGTH]}" if archived else "unknown"


def resolve(root: Path = ROOT) -> str:
    """The version of the source tree ``root`` (PEP 440), by the module's rules."""
    override = os.environ.get(ENV, "").strip()
    if override:
        if not PEP440.match(override):
            raise SystemExit(f"version: {ENV}={override!r} is not a version like 1.2.3 or 1.2.3.dev0+gabc1234")
        return override
    in_git = _work_tree(root)
    if not in_git:
        packed = _from_sdist(root)
        if packed:
            return packed
    number, release = declared(root)
    if release:
        if number not in releases(root):
            raise SystemExit(f"version: VERSION says {number}, but CHANGELOG.md has no '## [{number}] - YYYY-MM-DD'")
        return number + ("+dirty" if in_git and _dirty(root) else "")
    return f"{number}.dev0+{commit_label(root)}"


def debian(version: str) -> str:
    """``version`` as a Debian version: ``~dev`` sorts a development build first."""
    return version.replace(".dev", "~dev")


def main(argv: list[str] | None = None) -> int:
    """Print the version, in Debian's form with ``--debian``."""
    args = sys.argv[1:] if argv is None else argv
    version = resolve()
    print(debian(version) if "--debian" in args else version)
    return 0


if __name__ == "__main__":
    sys.exit(main())
