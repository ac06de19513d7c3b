"""The Flatpak manifest, checked as far as no flatpak-builder allows.

``packaging/flatpak/``: the manifest parses, names the app id the desktop
entry, the metainfo and the app use, builds on the KDE runtime with the
PySide6 BaseApp of a PySide6 the app supports, asks for no file system
(the file portal opens games), and its Python sources are the ones
``tools/flatpak_sources.py`` pins; with the network, every PyPI file's
SHA-256 is the one pip downloads (skipped without it, as the foreign wheels
of ``test_notices.py`` are).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from support.paths import REPO

FLATPAK = REPO / "packaging" / "flatpak"
APP_ID = "io.github.archenemy_companion.ArchenemyCompanion"
MANIFEST = FLATPAK / f"{APP_ID}.json"

sys.path.insert(0, str(REPO / "tools"))

import flatpak_sources  # noqa: E402


def _manifest() -> dict[str, object]:
    data: dict[str, object] = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return data


def _deps() -> list[dict[str, object]]:
    data: list[dict[str, object]] = json.loads((FLATPAK / "python3-deps.json").read_text(encoding="utf-8"))
    return data


def test_the_manifest_names_the_apps_id_everywhere() -> None:
    manifest = _manifest()
    assert manifest["id"] == APP_ID
    linux = REPO / "packaging" / "linux"
    assert (linux / f"{APP_ID}.desktop").is_file()
    assert f"<id>{APP_ID}</id>" in (linux / f"{APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    assert f'APP_ID = "{APP_ID}"' in (REPO / "desktop" / "app.py").read_text(encoding="utf-8")
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert manifest["command"] in scripts
    desktop = (linux / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={manifest['command']} %f" in desktop and f"Icon={APP_ID}" in desktop


def test_it_builds_on_the_kde_runtime_with_a_supported_pyside6_baseapp() -> None:
    manifest = _manifest()
    assert (manifest["runtime"], manifest["sdk"], manifest["base"]) == (
        "org.kde.Platform",
        "org.kde.Sdk",
        "io.qt.PySide.BaseApp",
    )
    # The BaseApp's branch is its PySide6 (and Qt) version, on the KDE runtime of the same Qt
    assert manifest["runtime-version"] == manifest["base-version"]
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pin = next(d for d in project["dependencies"] if d.startswith("PySide6-Essentials"))
    floor, ceiling = re.findall(r"(\d+\.\d+)", pin)[:2]
    branch = tuple(int(n) for n in str(manifest["base-version"]).split("."))
    assert tuple(int(n) for n in floor.split(".")) <= branch < tuple(int(n) for n in ceiling.split("."))
    assert "/app/cleanup-BaseApp.sh" in manifest["cleanup-commands"]  # type: ignore[operator]


def test_finish_args_are_minimal() -> None:
    """Wayland or X11, GPU, network (images, the phone page); no file system."""
    args = list(_manifest()["finish-args"])  # type: ignore[call-overload]
    assert set(args) == {"--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri", "--share=network"}
    assert not [a for a in args if a.startswith(("--filesystem", "--talk-name", "--own-name", "--socket=session-bus"))]


def test_the_app_module_installs_the_wheel_and_its_freedesktop_files() -> None:
    modules = _manifest()["modules"]
    assert modules[0] == "python3-deps.json"  # type: ignore[index]
    app = modules[-1]  # type: ignore[index]
    assert app["sources"] == [{"type": "dir", "path": "../.."}]
    commands = " ".join(app["build-commands"])
    assert "--no-deps" in commands and "--no-index" in commands
    assert "packaging/flatpak/install_share.py ${FLATPAK_DEST}/share" in commands
    # the BaseApp's PySide6 has no lrelease: the SDK's compiles the translations
    assert 'ARCHENEMY_LRELEASE="$(qtpaths --query QT_HOST_BINS)/lrelease" pip3 install' in commands


def test_install_share_writes_the_files_the_desktop_needs(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(FLATPAK / "install_share.py"), str(tmp_path)], check=True)
    assert (tmp_path / "applications" / f"{APP_ID}.desktop").is_file()
    assert f"<id>{APP_ID}</id>" in (tmp_path / "metainfo" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (tmp_path / "mime" / "packages" / f"{APP_ID}.xml").is_file()


def test_every_python_source_is_pinned_and_every_dependency_is_there() -> None:
    build, deps = _deps()
    for module in (build, deps):
        for source in module["sources"]:  # type: ignore[attr-defined]
            assert source["url"].startswith("https://files.pythonhosted.org/packages/"), source
            assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
            assert set(source.get("only-arches", ["x86_64"])) <= {"x86_64", "aarch64"}
    assert build["cleanup"] == ["*"]
    files = [s["url"].rsplit("/", 1)[1].lower() for s in deps["sources"]]  # type: ignore[attr-defined]
    run, _build = flatpak_sources.requirements()
    for requirement in run:
        name = re.match(r"[A-Za-z0-9_.-]+", requirement)[0].lower().replace("-", "_")  # type: ignore[index]
        assert any(f.startswith(f"{name}-") for f in files), f"{requirement} has no source"
        assert name in deps["build-commands"][0].lower().replace("-", "_")  # type: ignore[index]
    assert not [f for f in files if f.startswith(("pyside6", "shiboken6"))]
    # every compiled wheel exists for both architectures
    for arch in ("x86_64", "aarch64"):
        compiled = {
            f.split("-")[0] for f, s in zip(files, deps["sources"], strict=True) if arch in s.get("only-arches", [])
        }  # type: ignore[call-overload]
        assert compiled == {"aiohttp", "frozenlist", "msgspec", "multidict", "propcache", "yarl"}, (arch, compiled)


@pytest.mark.timeout(900)
def test_every_pypi_sha256_is_what_pip_downloads() -> None:
    result = subprocess.run(
        [sys.executable, str(REPO / "tools" / "flatpak_sources.py"), "--check"], capture_output=True, text=True
    )
    if result.returncode == 2:
        pytest.skip(f"pip cannot download here: {result.stdout[-300:]}")
    assert result.returncode == 0, result.stdout[-2000:]
    assert result.stdout.count("ok ") == sum(len(m["sources"]) for m in _deps())  # type: ignore[misc, arg-type]
