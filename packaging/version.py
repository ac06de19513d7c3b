"""The version of what is built: one answer for the wheel, the bundle, the ``.deb``, the metainfo and ``--version``.

    python packaging/version.py             the version (PEP 440), as setup.py gives it to the wheel
    python packaging/version.py --debian    the same as a Debian version (``.devN`` -> ``~devN``)

``setup.py`` calls :func:`resolve` when the wheel or sdist is built; everything after reads the built
wheel's version (``importlib.metadata``).  The rules, first match wins:

1. ``ARCHENEMY_COMPANION_VERSION`` in the environment: that version (a packager's override).
2. A git checkout (this folder is the top of a work tree): ``git describe --tags --match 'v[0-9]*'``.
   On the tag ``vX.Y.Z`` with no change: ``X.Y.Z``, a release.  ``N`` commits after it:
   ``X.(Y+1).0.devN+g<commit>``, a development build of the next minor release; uncommitted changes add
   ``.dirty`` (``X.(Y+1).0.devN+g<commit>.dirty``).  Without any such tag (a clone without tags) the
   commit that wrote the newest release heading of ``CHANGELOG.md`` (``## [X.Y.Z] - YYYY-MM-DD``) stands
   for the tag: on it, with no change, the build is the release ``X.Y.Z``; ``N`` commits after it,
   ``X.(Y+1).0.devN+g<commit>`` (without any heading, ``N`` counts the whole history).
3. An unpacked sdist (``PKG-INFO`` beside ``setup.py``): the version the sdist was made with.
4. A ``git archive`` tarball: ``.git_archival.txt`` (``export-subst``) holds what ``git describe`` said and
   the commit.
5. Anything else (a copied tree): ``X.(Y+1).0.dev0+unknown`` from ``CHANGELOG.md``.

A release (rule 2 on a tag) needs its ``CHANGELOG.md`` heading, else :class:`SystemExit`: the metainfo's
releases and the ``.deb``'s changelog come from there.  Why not setuptools-scm: it does rules 2-4 the same
way, but without a tag it says ``0.1.devN``, and this project's history has no tags yet (nor do clones made
without them); the fallback to CHANGELOG.md's releases is what keeps such a build honest.  No build
dependency is added either (``tests/repo/test_packaging.py`` builds the wheel offline).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = "ARCHENEMY_COMPANION_VERSION"
RELEASE_HEADING = re.compile(r"^## \[(\d+)\.(\d+)\.(\d+)\] - \d{4}-\d{2}-\d{2}\s*$", re.M)
DESCRIBE = re.compile(r"^v(\d+)\.(\d+)\.(\d+)-(\d+)-g([0-9a-f]+)(-dirty)?$")
PEP440 = re.compile(r"^\d+\.\d+\.\d+(\.dev\d+\+[a-z0-9]+(\.[a-z0-9]+)*)?$")


def _git(root: Path, *args: str) -> str | None:
    try:
        result = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return result.stdout.strip() if result.returncode == 0 else None


def last_release(root: Path = ROOT) -> tuple[int, int, int]:
    """The newest ``## [X.Y.Z] - date`` heading of ``CHANGELOG.md`` (``(0, 0, 0)`` without one)."""
    try:
        text = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    except OSError:
        return (0, 0, 0)
    found = RELEASE_HEADING.search(text)
    return (int(found[1]), int(found[2]), int(found[3])) if found else (0, 0, 0)


def development(release: tuple[int, int, int], distance: int, local: str) -> str:
    """``X.(Y+1).0.devN+<local>``: a build after ``release`` (the next minor release's development)."""
    return f"{release[0]}.{release[1] + 1}.0.dev{distance}+{local}"


def from_describe(described: str, root: Path = ROOT) -> str | None:
    """The version for ``git describe --long --dirty`` output ``vX.Y.Z-N-gHASH[-dirty]``; None if it is not."""
    found = DESCRIBE.match(described)
    if found is None:
        return None
    release = (int(found[1]), int(found[2]), int(found[3]))
    distance, commit, dirty = int(found[4]), found[5], bool(found[6])
    if distance == 0 and not dirty:
        version = ".".join(map(str, release))
        if last_release(root) != release:
            raise SystemExit(f"version: the tag v{version} has no '## [{version}] - YYYY-MM-DD' in CHANGELOG.md")
        return version
    return development(release, distance, f"g{commit}" + (".dirty" if dirty else ""))


def _from_git(root: Path) -> str | None:
    top = _git(root, "rev-parse", "--show-toplevel")
    if top is None or Path(top).resolve() != root.resolve():
        return None  # not a checkout, or a folder inside someone else's repository
    described = _git(root, "describe", "--tags", "--match", "v[0-9]*", "--long", "--dirty", "--abbrev=7")
    if described:
        return from_describe(described, root)
    commit = _git(root, "rev-parse", "--short=7", "HEAD")
    if commit is None:
        return None
    dirty = bool(_git(root, "status", "--porcelain", "--untracked-files=no"))
    release = last_release(root)
    # No tag (a clone made without them): the commit that wrote the release's heading stands for its tag.
    heading = f"## [{'.'.join(map(str, release))}] - "
    released = (
        _git(root, "log", "-1", "--format=%H", "-S", heading, "--", "CHANGELOG.md") if release != (0, 0, 0) else None
    )
    if released:
        count = _git(root, "rev-list", "--count", f"{released}..HEAD")
    else:
        count = _git(root, "rev-list", "--count", "HEAD")
    if count is None:
        return None
    if released and int(count) == 0 and not dirty:
        return ".".join(map(str, release))
    return development(release, int(count), f"g{commit}" + (".dirty" if dirty else ""))


def _from_sdist(root: Path) -> str | None:
    try:
        text = (root / "PKG-INFO").read_text(encoding="utf-8")
    except OSError:
        return None
    found = re.search(r"^Version: (\S+)$", text, re.M)
    return found[1] if found else None


def _from_archive(root: Path) -> str | None:
    try:
        text = (root / ".git_archival.txt").read_text(encoding="utf-8")
    except OSError:
        return None
    fields = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line)
    node, described = fields.get("node", ""), fields.get("describe-name", "")
    if not re.fullmatch(r"[0-9a-f]{40}", node):
        return None  # not substituted: not made by git archive
    if re.fullmatch(r"v\d+\.\d+\.\d+", described):  # describe on the tag itself prints no -N-gHASH
        described += f"-0-g{node[:7]}"
    return from_describe(described, root) or development(last_release(root), 0, f"g{node[:7]}")


def resolve(root: Path = ROOT) -> str:
    """The version of the source tree ``root`` (PEP 440), by the rules of the module's doc."""
    import os

    override = os.environ.get(ENV, "").strip()
    if override:
        if not PEP440.match(override):
            raise SystemExit(f"version: {ENV}={override!r} is not a version like 1.2.3 or 1.2.3.dev4+gabc1234")
        return override
    for rule in (_from_git, _from_sdist, _from_archive):
        found = rule(root)
        if found:
            return found
    return development(last_release(root), 0, "unknown")


def debian(version: str) -> str:
    """``version`` as a Debian package version: a development build sorts before its release (``~dev``)."""
    return version.replace(".dev", "~dev")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    version = resolve()
    print(debian(version) if "--debian" in args else version)
    return 0


if __name__ == "__main__":
    sys.exit(main())
