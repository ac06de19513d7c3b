"""Every PySide6 pin of the repository agrees with the package's own.

The package's dependency (``pyproject.toml``'s ``[project]``) sets the range
the app runs on; the build system, ``make dist``, the workflow and the docs
install PySide6 by hand, and a pin left behind there builds or bundles a Qt
the app does not support (``lrelease`` of 6.6 compiled the wheel's
translations while the app needed 6.8).
"""

from __future__ import annotations

import re
import tomllib

from support.paths import REPO
from support.wheel import source_files

#: A PySide6-Essentials requirement with a range, as a pin writes it.
PIN = re.compile(r"PySide6-Essentials\s*(>=\s*[\d.]+\s*,\s*<\s*[\d.]+)")
#: Text that may quote an old pin: the history of releases.
HISTORY = {"CHANGELOG.md"}


def _project_range() -> str:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = [PIN.search(dep) for dep in project["dependencies"]]
    ranges = [match[1] for match in found if match]
    assert len(ranges) == 1, project["dependencies"]
    return ranges[0].replace(" ", "")


def test_every_pyside6_pin_is_the_packages_own() -> None:
    wanted = _project_range()
    seen: dict[str, str] = {}
    for rel in source_files():
        if str(rel) in HISTORY or rel.suffix in {".png", ".svg", ".ico", ".icns", ".ttf", ".qm", ".whl"}:
            continue
        try:
            text = (REPO / rel).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for match in PIN.finditer(text):
            seen[f"{rel}:{text.count(chr(10), 0, match.start()) + 1}"] = match[1].replace(" ", "")
    wrong = {place: pin for place, pin in seen.items() if pin != wanted}
    assert not wrong, f"pins other than the package's {wanted}: {wrong}"
    places = {place.split(":")[0] for place in seen}
    for expected in ("pyproject.toml", "Makefile", ".github/workflows/bundle.yml", "docs/packaging.md"):
        assert expected in places, f"no PySide6 pin found in {expected}"


def test_the_build_system_floor_is_the_apps() -> None:
    """The wheel's translations are compiled by a PySide6 the app supports."""
    build = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]
    pins = [PIN.search(req) for req in build["requires"]]
    assert [m[1].replace(" ", "") for m in pins if m] == [_project_range()]
