"""Every bundled binary ships its notices, those compiled into it included.

``packaging/notices.py``: CPython's incorporated-software list curated for
the bundle (a section a system library replaces, or for another system, is
left out), and the check that a binary without a licence text, or one that
incorporates third-party code without that code's notices, stops the build.
When ``make dist`` has built a bundle here, its ``licenses/`` is checked too.
"""

from __future__ import annotations

import json
import sys

import pytest

from support.paths import REPO

sys.path.insert(0, str(REPO / "packaging"))

import notices  # noqa: E402

BUNDLE = REPO / "build" / "bundle" / "archenemy-companion"


def test_cpython_notices_leave_out_what_the_system_provides() -> None:
    text = notices.cpython_incorporated(["libexpat.so.1", "libz.so.1"], {"http.cookies"}, "linux")
    assert "Mersenne Twister\n----------------" in text and "David M. Gay" in text
    assert "Timothy O'Malley" in text
    assert "Thai Open Source Software Center" not in text
    assert "- expat (the system's libexpat.so: its own notice ships)" in text
    assert "Doug White" not in text and "- Select kqueue (not compiled on linux)" in text
    assert "Lance Ellinghouse" not in text


def test_cpython_notices_keep_the_included_copies() -> None:
    text = notices.cpython_incorporated([], {"uu", "xmlrpc.client"}, "darwin")
    for holder in ("Thai Open Source Software Center", "Red Hat, Inc", "Stefan Krah", "Doug White", "Secret Labs"):
        assert holder in text, holder


def _component(name: str, texts: list[str], files: list[str]) -> dict[str, object]:
    return {"key": name, "name": name, "texts": texts, "files": files}


def test_a_binary_without_its_notices_is_reported() -> None:
    components = [
        _component("python", ["python/LICENSE.txt"], ["_internal/libpython3.11.so.1.0"]),
        _component("pyside6-essentials", ["pyside6-essentials/LGPL-3.0.txt"], ["_internal/PySide6/Qt/lib/libQt6Core.so.6"]),
        _component("msgspec", [], ["_internal/msgspec/_core.cpython-311-x86_64-linux-gnu.so", "_internal/PYZ/msgspec"]),
    ]  # fmt: skip
    problems = notices.missing_notices(components)
    assert any("libpython3.11.so.1.0: python lacks python-incorporated.txt" in line for line in problems), problems
    assert any("libQt6Core.so.6: pyside6-essentials lacks Qt-third-party.txt" in line for line in problems)
    assert any("_core.cpython-311-x86_64-linux-gnu.so: msgspec ships no licence text" in line for line in problems)
    assert len(problems) == 3, problems


def test_binaries_with_their_notices_pass() -> None:
    components = [
        _component("python", ["python/LICENSE.txt", "python/python-incorporated.txt"], ["_internal/libpython3.11.so.1.0"]),
        _component("icu", ["icu/Qt-third-party.txt"], ["_internal/PySide6/Qt/lib/libicuuc.so.73"]),
        _component("app", [], ["_internal/archenemy/resources/schemes.json"]),
    ]  # fmt: skip
    assert notices.missing_notices(components) == []


def test_the_built_bundle_has_every_notice() -> None:
    listing = BUNDLE / "licenses" / "components.json"
    if not listing.is_file():
        pytest.skip("no bundle built here (make dist)")
    components = json.loads(listing.read_text(encoding="utf-8"))
    assert notices.missing_notices(components) == []
    listed = {name for component in components for name in component["files"]}
    binaries = [
        path.relative_to(BUNDLE).as_posix()
        for path in BUNDLE.rglob("*")
        if path.is_file() and not path.is_symlink() and notices.BINARY.search(path.name)
    ]
    unlisted = sorted(name for name in binaries if name not in listed and name != "archenemy-companion")
    assert not unlisted, f"binaries no component names: {unlisted[:20]}"
    python = (BUNDLE / "licenses" / "python" / "python-incorporated.txt").read_text(encoding="utf-8")
    assert "David M. Gay" in python
    qt = (BUNDLE / "licenses" / "pyside6-essentials" / "Qt-third-party.txt").read_text(encoding="utf-8")
    assert "PCRE2" in qt and "HarfBuzz" in qt and "TinyCBOR" in qt
