"""Every bundled binary ships its notices, those compiled into it included.

``packaging/notices.py``: CPython's incorporated-software list curated for
the bundle (a section a system library replaces, or for another system, is
left out), and the check that a binary without a licence text, or one that
incorporates third-party code without that code's notices, stops the build.
When ``make dist`` has built a bundle here, its ``licenses/`` is checked too.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

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


#: Where the foreign wheels are kept between runs (``pip download --platform``).
FOREIGN = REPO / "build" / "foreign-wheels"
#: The range ``make dist`` and the workflow install.
PYSIDE6 = ">=6.8,<6.12"
#: The platform tag pip asks for on macOS: the newest wheels need macOS 13.
MACOS = "macosx_13_0_universal2"


def _foreign_wheel(project: str, platform: str) -> Path:
    """The ``project`` wheel for ``platform``, fetched once by pip."""
    pattern = f"{project.lower().replace('-', '_')}-*-{platform.split('_', 1)[0]}*.whl"
    found = sorted(FOREIGN.glob(pattern))
    if not found:
        # Fetched beside, then renamed in whole: another worker never reads a wheel pip is still writing.
        FOREIGN.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=FOREIGN) as fetching:
            command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:"]
            command += ["--platform", platform, "--python-version", "3.11", "-d", fetching]
            result = subprocess.run([*command, f"{project}{PYSIDE6}"], capture_output=True, text=True)
            for wheel in Path(fetching).glob(pattern):
                os.replace(wheel, FOREIGN / wheel.name)
        found = sorted(FOREIGN.glob(pattern))
        if result.returncode != 0 or not found:
            pytest.skip(f"pip download of the {platform} {project} wheel failed: {result.stderr[-300:]}")
    return found[-1]


def _windows_wheel() -> Path:
    return _foreign_wheel("PySide6-Essentials", "win_amd64")


@pytest.mark.timeout(600)
def test_the_windows_wheel_is_filed_under_its_real_licences() -> None:
    """Mesa, the MSVC runtime and Qt each get their own licence.

    The wheel's only licence file, a stub of Qt's commercial licence, is
    never copied: the bundle uses Qt under the LGPL.
    """
    import licenses

    with zipfile.ZipFile(_windows_wheel()) as wheel:
        names = wheel.namelist()
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        files = [n.split("/", 1)[1] for n in names if "dist-info" not in n]
        stubs = re.findall(r"^License-File: (\S+)\s*$", wheel.read(meta).decode("utf-8"), re.M)
    assert stubs and all(licenses.NOT_OURS.search(name) for name in stubs), stubs
    dlls = [n for n in names if n.startswith("PySide6/") and n.endswith(".dll") and "/" not in n[8:]]
    filed = {name: licenses.foreign_runtime(f"_internal/{name}") for name in dlls}
    assert filed["PySide6/opengl32sw.dll"].license.startswith("MIT")  # type: ignore[union-attr]
    runtime = [name for name, c in filed.items() if c is not None and c.key == "msvc-runtime"]
    assert "PySide6/vcruntime140.dll" in runtime and "PySide6/msvcp140.dll" in runtime, runtime
    assert filed["PySide6/Qt6Core.dll"] is None and filed["PySide6/Qt6Gui.dll"] is None
    components = [
        {"key": "pyside6-essentials", "name": "PySide6", "files": [f"_internal/{n}" for n, c in filed.items() if c is None],
         "texts": [f"pyside6-essentials/{t}" for t in licenses.EXTRA_TEXTS["pyside6-essentials"]]},
        *[{"key": c.key, "name": c.name, "files": [f"_internal/{n}"], "texts": [f"{c.key}/{t.name}" for t in c.texts]}
          for n, c in filed.items() if c is not None],
    ]  # fmt: skip
    assert notices.missing_notices(components) == []
    assert all(text.is_file() for c in filed.values() if c is not None for text in c.texts)
    assert files


def _wheel_files(path: Path) -> tuple[list[str], list[str]]:
    """A wheel's files outside ``.dist-info``, and the licence files it names."""
    with zipfile.ZipFile(path) as wheel:
        names = wheel.namelist()
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        named = re.findall(r"^License-File: (\S+)\s*$", wheel.read(meta).decode("utf-8"), re.M)
    return [n for n in names if ".dist-info/" not in n], named


@pytest.mark.timeout(600)
def test_the_macos_wheels_are_filed_under_their_real_licences() -> None:
    """Qt's frameworks are binaries that need Qt's third-party notices.

    The macOS wheels (PySide6-Essentials and shiboken6) name no licence
    file, carry no ICU, OpenSSL or Mesa of their own, and keep Qt in
    frameworks whose library has no suffix
    (``QtCore.framework/Versions/A/QtCore``).
    """
    import licenses

    pyside, pyside_named = _wheel_files(_foreign_wheel("PySide6-Essentials", MACOS))
    shiboken, shiboken_named = _wheel_files(_foreign_wheel("shiboken6", MACOS))
    assert not [n for n in pyside_named + shiboken_named if not licenses.NOT_OURS.search(n)]
    bundled = [f"_internal/{name}" for name in pyside + shiboken]
    assert not [name for name in bundled if licenses.foreign_runtime(name) or licenses.ICU.search(name)]
    core = "_internal/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore"
    gui = "_internal/PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui"
    assert core in bundled and gui in bundled
    binaries = [name for name in bundled if notices.BINARY.search(name)]
    assert core in binaries and "_internal/PySide6/QtCore.abi3.so" in binaries
    assert any(name.endswith("libqjpeg.dylib") for name in binaries)
    assert any(name.startswith("_internal/shiboken6/libshiboken6") for name in binaries)
    bare = [
        {
            "key": "pyside6-essentials",
            "name": "PySide6",
            "files": binaries,
            "texts": ["pyside6-essentials/LGPL-3.0.txt"],
        }
    ]
    flagged = {line.split(":")[0] for line in notices.missing_notices(bare)}
    assert {core, gui} <= flagged, flagged
    texts = [f"pyside6-essentials/{t}" for t in licenses.EXTRA_TEXTS["pyside6-essentials"]]
    assert notices.missing_notices([{**bare[0], "texts": texts}]) == []


def test_the_macos_interpreter_is_a_binary_with_cpythons_notices() -> None:
    """python.org's framework build: ``_internal/Python`` is libpython."""
    framework = "_internal/Python.framework/Versions/3.11/Python"
    components = [_component("python", ["python/LICENSE.txt"], ["_internal/Python", framework])]
    assert len(notices.missing_notices(components)) == 2


@pytest.mark.timeout(600)
def test_the_app_asks_for_the_macos_the_wheels_need() -> None:
    """The ``.app``'s minimum macOS is no older than the PySide6 wheel's tag."""
    spec = (REPO / "packaging" / "pyinstaller" / "archenemy-companion.spec").read_text(encoding="utf-8")
    wanted = re.search(r'"LSMinimumSystemVersion": "(\d+)\.(\d+)"', spec)
    assert wanted, "no LSMinimumSystemVersion in the spec"
    tag = re.search(r"macosx_(\d+)_(\d+)", _foreign_wheel("PySide6-Essentials", MACOS).name)
    assert tag and (int(wanted[1]), int(wanted[2])) >= (int(tag[1]), int(tag[2]))
