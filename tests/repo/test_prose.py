"""The house prose of the code, the tools and the documents.

Checked on the files git knows, as docs/development.md's prose style says.

- Every docstring (module, class, function) of ``engine/``, ``desktop/``,
  ``tools/``, ``packaging/`` and ``setup.py`` opens with a one-line summary of
  at most 79 characters (counted without indentation and quotes), then a
  blank line before the body: what a thing is or does first, the detail and
  the why after it.
- Their comments stand on their own line, never after code; the tools'
  pragmas (``# noqa``, ``# type:``, ``# pragma``, ``# fmt:``) may trail.
- No tracker number (an issue's, a review finding's, a severity rank's) in
  any text file of the repository: code, tests, documents, build files.  The
  why stays in words; the number goes to the commit and to CHANGELOG.md,
  which keeps its references.

The files not swept yet are listed in :data:`NOT_YET_SWEPT`, by path.  A
listed file that is already clean fails the test, so the list only shrinks;
pyproject.toml ignores ruff's docstring rules for those files only.
"""

from __future__ import annotations

import ast
import io
import re
import shutil
import subprocess
import tokenize
import tomllib
from functools import cache
from pathlib import Path

import pytest

from support.paths import REPO
from support.sources import SKIP_DIRS

#: The longest summary line a docstring may open with.
SUMMARY_LIMIT = 79
#: Where docstrings and comments are checked (``tests/`` has its own check, in test_suite_layout.py).
CODE_FOLDERS = ("engine", "desktop", "tools", "packaging")
#: Code files outside those folders.
CODE_FILES = ("setup.py",)
#: Files that may name tracker numbers: the change log keeps its references.
TRACKER_EXEMPT = {"CHANGELOG.md"}
#: Data, translations and binaries: no prose of ours to read.  The ``.ts``
#: catalogues hold the code's own texts (checked in the code) and lupdate's copies.
NOT_TEXT = {".png", ".ico", ".icns", ".ttf", ".svg", ".json", ".jsonl", ".ts", ".qm"}

#: A tracker's numbers: issues, review findings ("F" and a number), severity
#: ranks ("High" and a number), rounds and stops of a review, defects and
#: findings by number.
TRACKER = re.compile(
    r"\bissues? #?[0-9]+"
    r"|\breview(?:'s)?,? F[0-9]+"
    r"|\b(?:high|medium|low|critical) [0-9]+\b"
    r"|\b(?:finding|defect|round|stop)s? #?[0-9]+\b"
    r"|\b(?:PR|pull request) #?[0-9]+",
    re.IGNORECASE,
)
#: Comments that may trail code: the tools' own pragmas.
PRAGMA = re.compile(r"#\s*(noqa|type:|pragma|fmt:)")

#: Files of areas still being worked on elsewhere, swept once that work is in:
#: each breaks a rule above.  Remove a file once it is clean (the test says
#: which), together with its entry in pyproject.toml's per-file-ignores.
NOT_YET_SWEPT = {
    # Performance: the engine, the session, the start, the benchmarks.
    "desktop/feature_hook.py",
    "desktop/heap.py",
    "desktop/journal_files.py",
    "desktop/resume.py",
    "docs/performance.md",
    "engine/game.py",
    "engine/journal.py",
    "engine/rebuild.py",
    "engine/safe_files.py",
    "tools/bench.py",
    "tools/bench_children.py",
    "tools/bench_floor.py",
    "tools/bench_report.py",
    "tools/bench_share.py",
    "tools/bench_table.py",
}


@cache
def _known_files() -> tuple[str, ...]:
    """Every file git knows (tracked, or new and not ignored), relative and sorted.

    Without git (an unpacked sdist), every file outside the build and cache
    folders.
    """
    git = shutil.which("git")
    if git and (REPO / ".git").exists():
        listed = subprocess.run(
            [git, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=REPO,
            capture_output=True,
            check=True,
        ).stdout.decode("utf-8")
        names = {name for name in listed.split("\0") if name and (REPO / name).is_file()}
    else:
        names = {
            path.relative_to(REPO).as_posix()
            for path in REPO.rglob("*")
            if path.is_file() and not SKIP_DIRS.intersection(path.relative_to(REPO).parts)
        }
    return tuple(sorted(names))


def _code_files() -> list[str]:
    return [
        name
        for name in _known_files()
        if name.endswith(".py") and (name.split("/", 1)[0] in CODE_FOLDERS or name in CODE_FILES)
    ]


def _text_files() -> list[str]:
    return [name for name in _known_files() if Path(name).suffix not in NOT_TEXT and name not in TRACKER_EXEMPT]


def docstring_problems(source: str) -> list[str]:
    """``line: summary`` of each docstring whose summary breaks the rule.

    A summary longer than :data:`SUMMARY_LIMIT`, or one that runs onto a
    second line (no blank line after it).
    """
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            text = ast.get_docstring(node, clean=False)
            if text is None or not text.strip():
                continue
            lines = text.strip().splitlines()
            summary = lines[0].strip()
            if len(summary) > SUMMARY_LIMIT or (len(lines) > 1 and lines[1].strip()):
                found.append(f"{getattr(node, 'lineno', 1)}: {summary[:90]}")
    return found


def trailing_comments(source: str) -> list[str]:
    """``line: comment`` of each comment after code on its line (pragmas aside)."""
    return [
        f"{token.start[0]}: {token.string[:80]}"
        for token in tokenize.generate_tokens(io.StringIO(source).readline)
        if token.type == tokenize.COMMENT and token.line[: token.start[1]].strip() and not PRAGMA.match(token.string)
    ]


def tracker_numbers(text: str) -> list[str]:
    """``line: text`` of each line that names a tracker number."""
    return [
        f"{number}: {line.strip()[:90]}"
        for number, line in enumerate(text.splitlines(), start=1)
        if TRACKER.search(line)
    ]


@cache
def _problems(name: str) -> tuple[str, ...]:
    """Every break of the house prose in the file ``name``, with its line."""
    text = (REPO / name).read_text(encoding="utf-8")
    found = [f"{name}:{where} (tracker number)" for where in tracker_numbers(text)]
    if name in _code_files():
        found += [f"{name}:{where} (summary)" for where in docstring_problems(text)]
        found += [f"{name}:{where} (comment after code)" for where in trailing_comments(text)]
    return tuple(found)


def _report(found: list[str]) -> str:
    return "\n".join(found[:60]) + (f"\n... and {len(found) - 60} more" if len(found) > 60 else "")


def test_every_docstring_opens_with_a_summary_line_of_at_most_79_characters() -> None:
    found = [
        f"{name}:{where}"
        for name in _code_files()
        if name not in NOT_YET_SWEPT
        for where in docstring_problems((REPO / name).read_text(encoding="utf-8"))
    ]
    assert not found, (
        f"docstrings whose summary is over {SUMMARY_LIMIT} characters or runs onto a second line "
        "(a one-line summary, a blank line, then the body):\n" + _report(found)
    )


def test_comments_stand_on_their_own_line() -> None:
    found = [
        f"{name}:{where}"
        for name in _code_files()
        if name not in NOT_YET_SWEPT
        for where in trailing_comments((REPO / name).read_text(encoding="utf-8"))
    ]
    assert not found, "comments after code (put each on its own line above the code):\n" + _report(found)


def test_no_tracker_number_in_code_tests_or_documents() -> None:
    found = [
        f"{name}:{where}"
        for name in _text_files()
        if name not in NOT_YET_SWEPT
        for where in tracker_numbers((REPO / name).read_text(encoding="utf-8"))
    ]
    assert not found, (
        "tracker numbers (say the why in words; the number goes to the commit and CHANGELOG.md):\n" + _report(found)
    )


@pytest.mark.parametrize("name", sorted(NOT_YET_SWEPT))
def test_a_file_not_yet_swept_still_needs_it(name: str) -> None:
    """A listed file exists, is checked, and still breaks a rule.

    Once it is clean, it leaves the list.
    """
    assert name in _known_files(), f"{name} is in NOT_YET_SWEPT but is no file of the repository"
    assert name in _text_files(), f"{name} is in NOT_YET_SWEPT but is not checked at all"
    assert _problems(name), f"{name} is clean now: remove it from NOT_YET_SWEPT (and from pyproject's ignores)"


def test_ruff_ignores_the_docstring_rules_only_for_files_not_yet_swept() -> None:
    """pyproject.toml's per-file-ignores of ruff's D rules name only listed files.

    Once a file leaves :data:`NOT_YET_SWEPT`, ruff checks its docstrings too.
    """
    lint = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"]
    assert "D205" in lint["select"]
    ignored = {
        pattern for pattern, codes in lint.get("per-file-ignores", {}).items() if any(c.startswith("D") for c in codes)
    }
    assert ignored <= NOT_YET_SWEPT, (
        f"D rules ignored for files not in NOT_YET_SWEPT: {sorted(ignored - NOT_YET_SWEPT)}"
    )


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ('"""A short summary.\n\nThe body.\n"""\n', 0),
        ('"""' + "x" * 79 + '"""\n', 0),
        ('"""' + "x" * 80 + '"""\n', 1),
        ('def f():\n    """A summary that\n    runs on."""\n', 1),
        ('class C:\n    """ "Quoted" summary.\n\n    Body.\n    """\n', 0),
    ],
)
def test_the_summary_check_counts_the_line_without_quotes_and_indentation(source: str, expected: int) -> None:
    assert len(docstring_problems(source)) == expected


def test_the_comment_and_tracker_checks_catch_what_they_name() -> None:
    assert trailing_comments("x = 1  # why\n# alone\ny = 2  # noqa: E501\nz = [  # type: ignore\n]\n") == ["1: # why"]
    # Each made of a word and a number here, so that this file names no tracker number itself.
    words = ("issue", "Issues", "review", "the review's", "High", "round", "defect", "stop")
    numbers = ("21", "12 and 25", "F9", "F16", "1", "3", "2", "4")
    hits = "\n".join(f"{word} {number}" for word, number in zip(words, numbers, strict=True))
    assert len(tracker_numbers(hits)) == len(words)
    misses = "F11 table mode\n12 rounds\na high 1080p screen\nthe issue of a scheme\nCR 904.3\n"
    assert tracker_numbers(misses) == []
