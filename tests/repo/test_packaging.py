"""The wheel holds every module and data file of the app, and nothing else.

An editable install (``pip install -e .``, what ``make test`` uses) reads the
source tree directly, so a sub-package missing from ``[tool.setuptools]
packages`` in ``pyproject.toml`` goes unnoticed until someone installs the
wheel.  Here a wheel is built with the venv's setuptools (no build isolation,
no network) from a copy of the files git knows (tracked, or new and not
ignored), the way a clean clone would build it, and its contents are checked:

- every ``*.py`` of ``engine/``, ``desktop/`` (all sub-packages),
  ``resources/`` and ``i18n/`` is in it as ``archenemy/<folder>/...``;
- the data: ``resources/*.json``, ``resources/icons/*.svg`` and ``*.png``, ``i18n/*.json``;
- the compiled translations: an ``archenemy/i18n/<name>.qm`` for every ``i18n/<name>.ts``, built by the
  wheel's own build (``setup.py``), loadable, and Spanish where it should be;
- at the top level only ``archenemy/`` and the ``.dist-info`` folder: nothing
  generic such as ``engine`` lands in site-packages;
- no ``tools/`` (the resource generator ``tools/generate_resources.py``, bench,
  screenshots) and no ``tests/``;
- the ``archenemy`` command's module is in it.

The sdist carries the whole source tree git tracks (but the hosting's own
files): what a wheel is built from (``setup.py``, ``VERSION``, the ``.ts``
sources, every module and data file), the tests with their helpers and data,
the Makefile, ``tools/`` and ``data/``.  A wheel built from the unpacked sdist
has its translations, the unpacked sdist regenerates its ``resources/`` from
its ``data/``, and its engine tests pass against that wheel.

Also: the Makefile's ``DESKTOP_PY`` (the sources ``make i18n-update`` gives
lupdate) covers every desktop module, sub-packages included.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path, PurePosixPath
from xml.etree import ElementTree

import pytest

from support.paths import REPO
from support.wheel import build_wheel, wheel_names

#: Source folder -> its name inside the wheel (``[tool.setuptools.package-dir]``).
PACKAGE_DIRS = {
    "engine": "archenemy/engine",
    "desktop": "archenemy/desktop",
    "resources": "archenemy/resources",
    "i18n": "archenemy/i18n",
}
#: Data files that must be in the wheel (globs relative to the repository).
DATA_GLOBS = ["resources/*.json", "resources/icons/*.svg", "resources/icons/*.png", "i18n/*.json"]
#: Data globs that must match at least one file (else the check above is empty).
REQUIRED_DATA = [
    "resources/schemes.json",
    "resources/precons.json",
    "i18n/schemes.*.json",
    "resources/icons/archenemy-companion.svg",
    "resources/icons/archenemy-companion-256.png",
]


def _in_wheel(source: PurePosixPath) -> str:
    """Where a source file of a package folder lies in the wheel."""
    return "/".join([PACKAGE_DIRS[source.parts[0]], *source.parts[1:]])


def test_every_module_is_in_the_wheel(wheel: zipfile.ZipFile, sources: list[PurePosixPath]) -> None:
    modules = [rel for rel in sources if rel.parts[0] in PACKAGE_DIRS and rel.suffix == ".py"]
    assert any(rel.parts[0] == "desktop" and len(rel.parts) > 2 for rel in modules), "no desktop sub-package found"
    names = wheel_names(wheel)
    missing = [f"{rel} (as {_in_wheel(rel)})" for rel in modules if _in_wheel(rel) not in names]
    assert not missing, (
        "modules missing from the wheel (is every sub-package listed in pyproject.toml's "
        "[tool.setuptools] packages?):\n  " + "\n  ".join(missing)
    )


def test_every_package_is_declared(sources: list[PurePosixPath]) -> None:
    """Every folder of Python modules is a listed package.

    Listed in ``[tool.setuptools] packages``.
    """
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    declared = set(config["tool"]["setuptools"]["packages"])
    folders = {rel.parent for rel in sources if rel.parts[0] in PACKAGE_DIRS and rel.suffix == ".py"}
    wanted = {_in_wheel(folder).replace("/", ".") for folder in folders}
    undeclared = sorted(wanted - declared)
    assert not undeclared, f"add to [tool.setuptools] packages in pyproject.toml: {undeclared}"
    gone = sorted(declared - wanted)
    assert not gone, f"[tool.setuptools] packages lists packages with no module: {gone}"


def test_data_files_are_in_the_wheel(wheel: zipfile.ZipFile, sources: list[PurePosixPath]) -> None:
    for pattern in REQUIRED_DATA:
        assert any(rel.match(pattern) for rel in sources), f"no {pattern} in the repository"
    data = [rel for rel in sources if any(rel.match(pattern) for pattern in DATA_GLOBS)]
    names = wheel_names(wheel)
    missing = [f"{rel} (as {_in_wheel(rel)})" for rel in data if _in_wheel(rel) not in names]
    assert not missing, "data files missing from the wheel (see [tool.setuptools.package-data]):\n  " + "\n  ".join(
        missing
    )


def test_only_the_archenemy_package_at_the_top(wheel: zipfile.ZipFile) -> None:
    tops = {name.split("/", 1)[0] for name in wheel.namelist()}
    dist_info = {top for top in tops if top.endswith(".dist-info")}
    assert len(dist_info) == 1, f"expected one .dist-info folder, got {sorted(dist_info)}"
    assert tops - dist_info == {"archenemy"}, f"top-level names other than archenemy: {sorted(tops - dist_info)}"


def test_no_tools_or_tests_in_the_wheel(wheel: zipfile.ZipFile) -> None:
    unwanted = [
        name
        for name in wheel.namelist()
        if {"tools", "tests"}.intersection(name.split("/")[:-1])
        or PurePosixPath(name).name
        in {"generate_resources.py", "generate.py", "bench.py", "screenshots.py", "conftest.py"}
    ]
    assert not unwanted, f"development files in the wheel: {unwanted}"


def test_the_command_is_in_the_wheel(wheel: zipfile.ZipFile) -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    target = config["project"]["scripts"]["archenemy"]
    module = target.split(":", 1)[0].replace(".", "/")
    names = wheel_names(wheel)
    assert f"{module}.py" in names or f"{module}/__init__.py" in names, f"{target}: module not in the wheel"
    [entry_points] = [name for name in names if name.endswith(".dist-info/entry_points.txt")]
    assert f"archenemy = {target}" in wheel.read(entry_points).decode("utf-8")
    # the bundle's name too, which packaging/linux's desktop entry runs
    assert f"archenemy-companion = {target}" in wheel.read(entry_points).decode("utf-8")


def test_lupdate_reads_every_desktop_module() -> None:
    """``make i18n-update`` gives lupdate every ``desktop/**/*.py`` (``DESKTOP_PY``).

    In both runs.
    """
    make = shutil.which("make")
    if make is None:
        pytest.skip("GNU make is not installed")
    result = subprocess.run(
        [make, "--no-print-directory", "-n", "i18n-update"], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    runs = [shlex.split(line) for line in result.stdout.splitlines() if "pyside6-lupdate" in line]
    assert len(runs) == 2, f"expected two lupdate runs (es, en) in `make -n i18n-update`:\n{result.stdout}"
    modules = {
        path.relative_to(REPO).as_posix()
        for path in (REPO / "desktop").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert any("/" in name.removeprefix("desktop/") for name in modules), "no desktop sub-package found"
    for run in runs:
        given = {arg for arg in run if arg.endswith(".py")}
        missing = sorted(modules - given)
        assert not missing, f"DESKTOP_PY in the Makefile leaves these out of lupdate: {missing}\n{' '.join(run)}"


def test_sources_hold_no_compiled_translations(sources: list[PurePosixPath]) -> None:
    """The wheel's ``.qm`` files are the build's own, not the tree's.

    The ``.qm`` files the wheel holds are the build's own, not copies of files
    in the tree.
    """
    assert not [rel for rel in sources if rel.suffix == ".qm"], "a .qm file is tracked by git"


def _qm_translates(data: bytes, context: str, source: str) -> str:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(data), "QTranslator cannot load it"
    return translator.translate(context, source)


def test_translations_are_compiled_into_the_wheel(wheel: zipfile.ZipFile, sources: list[PurePosixPath]) -> None:
    """Every ``i18n/<name>.ts`` is ``archenemy/i18n/<name>.qm`` in the wheel.

    The Spanish one is Spanish.
    """
    ts_files = [rel for rel in sources if rel.match("i18n/*.ts")]
    assert {rel.stem for rel in ts_files} >= {"archenemy_es", "archenemy_en"}
    names = wheel_names(wheel)
    missing = [
        f"{rel} (as archenemy/i18n/{rel.stem}.qm)" for rel in ts_files if f"archenemy/i18n/{rel.stem}.qm" not in names
    ]
    assert not missing, "translations not compiled into the wheel (setup.py's build_py):\n  " + "\n  ".join(missing)
    # A few messages of the Spanish source, translated by the compiled catalogue as the .ts says.
    root = ElementTree.parse(REPO / "i18n" / "archenemy_es.ts").getroot()
    samples = [
        (context.findtext("name"), message.findtext("source"), message.findtext("translation"))
        for context in root.iter("context")
        for message in context.iter("message")
        if message.get("numerus") != "yes" and message.findtext("translation")
    ][::25]
    assert samples, "no translated message in i18n/archenemy_es.ts"
    spanish = wheel.read("archenemy/i18n/archenemy_es.qm")
    for context, source, translation in samples:
        assert _qm_translates(spanish, context or "", source or "") == translation, (context, source)
    assert not [name for name in names if name.endswith(".ts")], "the .ts sources are not for the wheel"


#: Files of the repository that stay out of the sdist: the hosting's and git's own.
NOT_IN_SDIST = (".github/", ".gitignore", ".gitattributes", ".git_archival.txt")


@pytest.mark.timeout(600)
def test_the_sdist_builds_a_complete_wheel(tmp_path: Path, tree: Path, sources: list[PurePosixPath]) -> None:
    """The sdist holds the whole source tree, and its wheel has the ``.qm``.

    Every file git knows but the hosting's own, so a packager rebuilds and
    tests everything from it: setup.py, the ``.ts`` sources, every module and
    data file, the tests with their helpers and data, the Makefile, tools/
    and data/ (the input of resources/).
    """
    code = "import sys; from setuptools import build_meta; print(build_meta.build_sdist(sys.argv[1]))"
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path)], cwd=tree, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    sdist = tmp_path / result.stdout.strip().splitlines()[-1]
    with tarfile.open(sdist) as archive:
        top = archive.getnames()[0].split("/", 1)[0]
        inside = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
        archive.extractall(tmp_path / "unpacked", filter="data")
    wanted = {rel.as_posix() for rel in sources if not rel.as_posix().startswith(NOT_IN_SDIST)}
    assert {"Makefile", "VERSION", "tests/conftest.py", "tools/generate_resources.py", "data/schemes.json"} <= wanted
    missing = sorted(wanted - inside)
    assert not missing, f"missing from the sdist (MANIFEST.in): {missing}"
    built = zipfile.ZipFile(build_wheel(tmp_path / "unpacked" / top, tmp_path / "wheel"))
    qm = {name for name in built.namelist() if name.endswith(".qm")}
    assert {"archenemy/i18n/archenemy_es.qm", "archenemy/i18n/archenemy_en.qm"} <= qm, sorted(qm)
    # the wheel built from the sdist has the sdist's version (PKG-INFO) and PEP 639's licence fields
    metadata = next(n for n in built.namelist() if n.endswith(".dist-info/METADATA"))
    text = built.read(metadata).decode("utf-8")
    version = sdist.name.removeprefix("archenemy_companion-").removesuffix(".tar.gz")
    assert f"\nVersion: {version}\n" in text and "\nLicense-Expression: MIT\n" in text, text[:600]
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in built.namelist())
    built.close()
    # the README's pipx line names the sdist as it is built (PEP 625: an underscore)
    assert sdist.name.startswith("archenemy_companion-")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert re.search(r"pipx install archenemy_companion-\d+\.\d+\.\d+\.tar\.gz", readme)
    assert "pipx install archenemy-companion-" not in readme
    _run_the_sdist_engine_tests(tmp_path, tmp_path / "unpacked" / top, next((tmp_path / "wheel").glob("*.whl")))


def _run_the_sdist_engine_tests(tmp_path: Path, unpacked: Path, wheel: Path) -> None:
    """The unpacked sdist regenerates its resources and passes its engine tests.

    Run against the wheel built from it, never the checkout: a fresh venv
    whose only sources are that wheel (unzipped) and, for pytest and its
    plugins, this venv's site-packages through a ``.pth`` file (whose own
    ``.pth`` files, the editable install among them, are then not run).
    """
    regenerated = tmp_path / "regenerated"
    result = subprocess.run(
        [sys.executable, "tools/generate_resources.py", "--out", str(regenerated)],
        cwd=unpacked,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    for name in ("schemes.json", "precons.json"):
        assert (regenerated / name).read_bytes() == (unpacked / "resources" / name).read_bytes(), name
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    [packages] = venv.glob("lib/python3.*/site-packages")
    here = next(p for p in map(Path, sys.path) if p.name == "site-packages" and (p / "pytest").is_dir())
    (packages / "sources.pth").write_text(f"{site}\n{here}\n", encoding="utf-8")
    check = [str(venv / "bin" / "python"), "-c", "import archenemy.engine as e; print(e.__file__)"]
    where = subprocess.run(check, cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert where.startswith(str(site)), where
    engine = subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-m", "engine"]
        + ["tests/engine"],
        cwd=unpacked,
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert engine.returncode == 0, engine.stdout[-3000:] + engine.stderr[-2000:]
    assert re.search(r"\b\d{3,} passed\b", engine.stdout), engine.stdout[-500:]
