"""The version comes from the tree's ``VERSION`` file, never from a tag.

``packaging/version.py``: a release is the ``X.Y.Z`` that ``VERSION`` says
(with its CHANGELOG heading), a development build ``X.Y.Z.dev0+g<commit>``
with the commit from git or from ``.git_archival.txt``; no count of commits,
so a clone, a ``git archive`` tarball and the sdist of one commit report one
version, checked here in a throw-away repository and on this repository's
own ``HEAD``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from support.paths import REPO

sys.path.insert(0, str(REPO / "packaging"))

import version  # noqa: E402

CHANGELOG = "# Changelog\n\n## [Unreleased]\n\n- A new thing. More words.\n\n## [0.2.0] - 2026-11-23\n\n- Old thing.\n"


def _git(tree: Path, *args: str) -> str:
    env = dict(
        os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t"
    )
    return subprocess.run(["git", *args], cwd=tree, env=env, capture_output=True, text=True, check=True).stdout


def _archive(tree: Path, into: Path) -> Path:
    """``git archive HEAD`` of ``tree`` unpacked into ``into``."""
    into.mkdir(exist_ok=True)
    tar = subprocess.run(["git", "archive", "HEAD"], cwd=tree, capture_output=True, check=True).stdout
    subprocess.run(["tar", "x", "-C", str(into)], input=tar, check=True)
    return into


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A git repository developing 0.3.0 after the release 0.2.0, one commit, no tag."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    monkeypatch.delenv(version.ENV, raising=False)
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "CHANGELOG.md").write_text(CHANGELOG, encoding="utf-8")
    (repo / "VERSION").write_text("0.3.0.dev0\n", encoding="utf-8")
    shutil.copyfile(REPO / ".git_archival.txt", repo / ".git_archival.txt")
    shutil.copyfile(REPO / ".gitattributes", repo / ".gitattributes")
    _git(repo, "init", "-q")
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "one")
    return repo


def _head(tree: Path) -> str:
    return _git(tree, "rev-parse", "HEAD").strip()[: version.HASH_LENGTH]


def test_a_development_build_names_its_commit_and_no_count(tree: Path) -> None:
    assert version.resolve(tree) == f"0.3.0.dev0+g{_head(tree)}"
    (tree / "a.txt").write_text("a", encoding="utf-8")
    _git(tree, "add", ".")
    _git(tree, "commit", "-qm", "two")
    assert version.resolve(tree) == f"0.3.0.dev0+g{_head(tree)}"
    (tree / "a.txt").write_text("changed", encoding="utf-8")
    assert version.resolve(tree) == f"0.3.0.dev0+g{_head(tree)}.dirty"
    assert version.debian(version.resolve(tree)).startswith("0.3.0~dev0+g")


def test_a_clone_an_archive_and_a_copy_with_pkg_info_agree(tree: Path, tmp_path: Path) -> None:
    expected = version.resolve(tree)
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{tree}", str(clone)], check=True)
    archive = _archive(tree, tmp_path / "archive")
    assert not (archive / ".git").exists()
    assert version.resolve(clone) == version.resolve(archive) == expected
    sdist = tmp_path / "sdist"
    sdist.mkdir()
    (sdist / "VERSION").write_text("0.3.0.dev0\n", encoding="utf-8")
    (sdist / "PKG-INFO").write_text(f"Metadata-Version: 2.4\nName: x\nVersion: {expected}\n", encoding="utf-8")
    assert version.resolve(sdist) == expected


def test_a_copied_tree_says_it_does_not_know_its_commit(tree: Path, tmp_path: Path) -> None:
    copied = tmp_path / "copied"
    copied.mkdir()
    for name in ("VERSION", "CHANGELOG.md", ".git_archival.txt"):
        shutil.copyfile(tree / name, copied / name)
    assert version.resolve(copied) == "0.3.0.dev0+unknown"


def test_the_release_commit_changes_version_and_needs_its_heading(tree: Path, tmp_path: Path) -> None:
    (tree / "VERSION").write_text("0.3.0\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"VERSION says 0\.3\.0, but CHANGELOG\.md has no"):
        version.resolve(tree)
    text = CHANGELOG.replace("## [Unreleased]\n\n", "## [Unreleased]\n\n## [0.3.0] - 2026-12-02\n\n")
    (tree / "CHANGELOG.md").write_text(text, encoding="utf-8")
    assert version.resolve(tree) == "0.3.0+dirty"
    _git(tree, "commit", "-qam", "Release 0.3.0")
    assert version.resolve(tree) == "0.3.0"
    assert version.resolve(_archive(tree, tmp_path / "archive")) == "0.3.0"
    assert version.debian("0.3.0") == "0.3.0"


@pytest.mark.parametrize("text", ["", "0.3\n", "v0.3.0\n", "0.3.0.dev4\n", "0.3.0\n0.4.0\n"])
def test_a_bad_version_file_is_named(tree: Path, text: str) -> None:
    (tree / "VERSION").write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit, match=r"VERSION line 1 is .*, not X\.Y\.Z or X\.Y\.Z\.dev0"):
        version.resolve(tree)


def test_the_environment_overrides_and_is_checked(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(version.ENV, "1.2.3")
    assert version.resolve(tree) == "1.2.3"
    monkeypatch.setenv(version.ENV, "one point two")
    with pytest.raises(SystemExit, match="not a version"):
        version.resolve(tree)


def test_version_and_changelog_agree() -> None:
    """A release has its heading; a development version is above every release."""
    number, release = version.declared()
    headings = version.releases()
    assert headings, "CHANGELOG.md has no '## [X.Y.Z] - YYYY-MM-DD' heading"

    def key(text: str) -> tuple[int, ...]:
        return tuple(int(part) for part in text.split("."))

    if release:
        assert headings[0] == number, f"VERSION says {number}, CHANGELOG.md's newest release is {headings[0]}"
    else:
        assert key(number) > key(headings[0]), f"VERSION develops {number}, but {headings[0]} is released"


def test_this_commit_has_one_version_as_a_clone_an_archive_and_an_sdist(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The repository's own ``HEAD``, cloned, archived and packed as an sdist."""
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout")
    monkeypatch.delenv(version.ENV, raising=False)
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--no-local", "--depth", "1", f"file://{REPO}", str(clone)], check=True)
    archive = _archive(clone, tmp_path / "archive")
    expected = version.resolve(clone)
    assert re.fullmatch(r"\d+\.\d+\.\d+(\.dev0\+g[0-9a-f]{12})?", expected), expected
    assert version.resolve(archive) == expected
    code = "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    out = tmp_path / "sdist"
    result = subprocess.run([sys.executable, "-c", code, str(out)], cwd=clone, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    sdist = out / result.stdout.strip().splitlines()[-1]
    assert sdist.name == f"archenemy_companion-{expected}.tar.gz"
    with tarfile.open(sdist) as packed:
        packed.extractall(tmp_path / "unpacked", filter="data")
    assert version.resolve(tmp_path / "unpacked" / sdist.name.removesuffix(".tar.gz")) == expected


def test_the_readme_names_the_newest_release() -> None:
    """README's file names and ``--version`` example are the newest release's."""
    newest = version.releases()[0]
    named = re.findall(
        r"(?:archenemy[-_]companion[-_ ]|ArchenemyCompanion-)(\d+\.\d+\.\d+)(?!\.dev)(?![\d.]*\d)",
        (REPO / "README.md").read_text(encoding="utf-8"),
    )
    assert named, "README.md names no package file"
    assert set(named) == {newest}, f"README.md names {sorted(set(named))}, the newest release is {newest}"
