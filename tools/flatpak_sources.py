"""The Flatpak manifest's Python sources: PyPI files pinned by URL and SHA-256.

``python tools/flatpak_sources.py`` writes ``packaging/flatpak/python3-deps.json``
(two flatpak-builder modules: the build's setuptools, removed after the build,
and the app's dependencies) from ``pyproject.toml``'s dependencies but
PySide6, which the PySide6 BaseApp provides.  pip resolves them as the
Flatpak's interpreter would (``--platform`` manylinux for x86_64 and aarch64,
``--python-version`` of the runtime) against PyPI itself (``--isolated``: no
local index or wheel folder), and its ``--report`` gives each file's URL and
SHA-256; a file only one architecture uses is marked ``only-arches``.

``python tools/flatpak_sources.py --check`` downloads every source again with
``pip download`` and fails (exit 1) on a file whose SHA-256 or name differs
from the manifest's; exit 2 when pip cannot download at all (no network).
``make flatpak-check`` runs it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "packaging" / "flatpak" / "python3-deps.json"
#: The interpreter of the KDE 6.8 runtime (freedesktop SDK 24.08) the manifest builds on.
PYTHON = "3.12"
#: The architectures Flathub builds, with the manylinux tags their wheels may carry.
ARCHES = {
    arch: [f"manylinux2014_{arch}", f"manylinux_2_17_{arch}", f"manylinux_2_28_{arch}", f"manylinux_2_5_{arch}"]
    for arch in ("x86_64", "aarch64")
}
#: What the BaseApp provides (never a source of ours).
PROVIDED = re.compile(r"^(PySide6|shiboken6)", re.I)
#: What only the build needs: ``[build-system] requires`` but PySide6.
BUILD_MODULE = "python3-build-deps"
DEPS_MODULE = "python3-deps"
PIP = [sys.executable, "-m", "pip", "--isolated", "--disable-pip-version-check"]
INDEX = ["--index-url", "https://pypi.org/simple"]


def requirements() -> tuple[list[str], list[str]]:
    """The app's run-time and build requirements, without PySide6."""
    data = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    run = [r for r in data["project"]["dependencies"] if not PROVIDED.match(r)]
    build = [r for r in data["build-system"]["requires"] if not PROVIDED.match(r)]
    return run, build


def resolve(wanted: list[str], arch: str) -> list[dict[str, str]]:
    """What pip installs for ``wanted`` on ``arch``: name, version, url, sha256."""
    with tempfile.TemporaryDirectory() as work:
        report = Path(work) / "report.json"
        command = [*PIP, "install", "--quiet", "--dry-run", "--ignore-installed", "--only-binary", ":all:"]
        command += [*INDEX, "--report", str(report), "--target", str(Path(work) / "t"), "--python-version", PYTHON]
        for tag in ARCHES[arch]:
            command += ["--platform", tag]
        subprocess.run([*command, *wanted], check=True)
        found = json.loads(report.read_text(encoding="utf-8"))["install"]
    files = []
    for item in found:
        info = item["download_info"]
        if not info["url"].startswith("https://files.pythonhosted.org/"):
            raise SystemExit(f"flatpak_sources: {item['metadata']['name']} not from PyPI: {info['url']}")
        files.append(
            {
                "name": item["metadata"]["name"],
                "version": item["metadata"]["version"],
                "url": info["url"],
                "sha256": info["archive_info"]["hashes"]["sha256"],
            }
        )
    return files


def module(name: str, wanted: list[str]) -> dict[str, object]:
    """A flatpak-builder module installing ``wanted`` from its pinned files."""
    by_url: dict[str, dict[str, object]] = {}
    names: list[str] = []
    for arch in ARCHES:
        for found in resolve(wanted, arch):
            source = by_url.setdefault(
                found["url"], {"type": "file", "url": found["url"], "sha256": found["sha256"], "only-arches": []}
            )
            source["only-arches"].append(arch)  # type: ignore[attr-defined]
            if found["name"] not in names:
                names.append(found["name"])
    sources = []
    for source in by_url.values():
        if len(source["only-arches"]) == len(ARCHES):  # type: ignore[arg-type]
            del source["only-arches"]
        sources.append(source)
    command = (
        'pip3 install --verbose --exists-action=i --no-index --find-links="file://${PWD}" '
        f"--prefix=${{FLATPAK_DEST}} --no-build-isolation {' '.join(sorted(names, key=str.lower))}"
    )
    return {"name": name, "buildsystem": "simple", "build-commands": [command], "sources": sources}


def generate() -> list[dict[str, object]]:
    """The two modules (build tools, then the app's dependencies)."""
    run, build = requirements()
    tools = module(BUILD_MODULE, build)
    # setuptools builds the app's wheel and is not shipped
    tools["cleanup"] = ["*"]
    return [tools, module(DEPS_MODULE, run)]


def _file_name(url: str) -> str:
    return url.rsplit("/", 1)[-1]


def check(modules: list[dict[str, object]]) -> int:
    """Download every source with pip and compare; the exit status.

    0 when every SHA-256 matches, 1 when one differs, 2 when pip cannot
    download at all.
    """
    wrong = []
    with tempfile.TemporaryDirectory() as work:
        for mod in modules:
            for source in mod["sources"]:  # type: ignore[attr-defined]
                wheel = _file_name(source["url"])
                name, version = wheel.split("-")[:2]
                platforms = [] if wheel.endswith("-any.whl") else [*ARCHES[source.get("only-arches", ["x86_64"])[0]]]
                folder = Path(work) / wheel
                command = [
                    *PIP,
                    "download",
                    "--quiet",
                    "--no-deps",
                    "--only-binary",
                    ":all:",
                    *INDEX,
                    "-d",
                    str(folder),
                ]
                command += ["--python-version", PYTHON]
                for tag in platforms:
                    command += ["--platform", tag]
                result = subprocess.run([*command, f"{name}=={version}"], capture_output=True, text=True)
                if result.returncode != 0:
                    print(f"flatpak_sources: pip download {name}=={version} failed:\n{result.stderr[-400:]}")
                    return 2
                got = [p for p in folder.iterdir() if p.name == wheel]
                if not got:
                    wrong.append(f"{wheel}: pip downloaded {[p.name for p in folder.iterdir()]}")
                    continue
                digest = hashlib.sha256(got[0].read_bytes()).hexdigest()
                if digest != source["sha256"]:
                    wrong.append(f"{wheel}: the manifest says {source['sha256']}, PyPI's file is {digest}")
                print(f"{'ok' if digest == source['sha256'] else 'WRONG'} {wheel}")
    for line in wrong:
        print(f"flatpak_sources: {line}")
    return 1 if wrong else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="download every source again and compare its SHA-256")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if args.check:
        return check(json.loads(args.out.read_text(encoding="utf-8")))
    args.out.write_text(json.dumps(generate(), indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
