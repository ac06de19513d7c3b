"""Package a Linux one-folder bundle: the ``.tar.gz`` and the ``.deb``, with the freedesktop files.

    python packaging/linux/build_linux.py BUNDLE_DIR --version V --out dist [--project-url URL]

From ``BUNDLE_DIR`` (PyInstaller's ``archenemy-companion/`` folder) it writes

- ``OUT/archenemy-companion-V-linux-x86_64.tar.gz``: one top folder ``archenemy-companion-V/`` holding the
  executable ``archenemy-companion``, ``share/`` (the desktop entry, AppStream metainfo, icons, MIME type)
  and ``install-desktop-entry.sh`` (puts the menu entry, icon and file type in the user's
  ``~/.local/share``);
- ``OUT/archenemy-companion_V_amd64.deb`` built with ``dpkg-deb``: the bundle in
  ``/opt/archenemy-companion``, a ``/usr/bin/archenemy-companion`` link, the freedesktop files under
  ``/usr/share``.  Its ``Depends`` are computed: the Debian package of every system library the
  bundle's libraries need (``dpkg -S``), and ``libc6 (>= V)`` with the build machine's glibc version V
  (2.36 on Debian 12): a bundle needs at least the glibc it was built with.

The metainfo's releases come from ``CHANGELOG.md`` (every ``## [x.y.z] - YYYY-MM-DD`` heading, with the
first sentence of each item listed under it).  Needs ``readelf`` (binutils), ``dpkg``, ``dpkg-deb``.
"""

from __future__ import annotations

import argparse
import gzip
import html
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
APP_ID = "io.github.archenemy_companion.ArchenemyCompanion"
NAME = "archenemy-companion"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Placeholder until the project has a public home; override with --project-url (make dist PROJECT_URL=...).
DEFAULT_PROJECT_URL = "https://example.org/archenemy-companion"
MAINTAINER = "Archenemy Companion developers <archenemy-companion@example.org>"


def glibc_floor() -> str:
    """The build machine's glibc version (``"2.36"`` on Debian 12): the bundle's floor."""
    import platform

    name, version = platform.libc_ver()
    if name != "glibc" or not version:
        raise SystemExit("build_linux: not a glibc system")
    return version


#: Shared libraries are loaded, not run: 0644 in the .deb (Debian policy 8.1).
SHARED_LIBRARY = re.compile(r"\.so(\.[\d.]+)?$")
RELEASE_RE = re.compile(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})\s*$")


def changelog_releases(text: str) -> list[tuple[str, str, list[str]]]:
    """``[(version, date, notes)]`` from a Keep-a-Changelog text, newest first.

    ``notes`` holds the first sentence of every top-level ``- `` item of the
    release (Markdown links and code marks removed).  ``[Unreleased]`` is left out.
    """
    releases: list[tuple[str, str, list[str]]] = []
    items: list[str] = []  # the current release's items, continuation lines joined
    for line in text.splitlines():
        match = RELEASE_RE.match(line)
        if match or line.startswith("## "):
            items = []
            # an unreleased section is collected too, then dropped below
            releases.append((match.group(1), match.group(2), items) if match else ("", "", items))
        elif releases and line.startswith("- "):
            items.append(line[2:].strip())
        elif items and line.startswith("  ") and line.strip():
            items[-1] += " " + line.strip()
    for _version, _date, notes in releases:
        for index, item in enumerate(notes):
            item = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", item).replace("`", "").replace("*", "")
            notes[index] = re.split(r"(?<=[.:;])\s", item, maxsplit=1)[0].rstrip(".:;")
    return [release for release in releases if release[0]]


def releases_xml(text: str) -> str:
    """The ``<release>`` elements of the metainfo for CHANGELOG ``text``."""
    out = []
    for version, date, notes in changelog_releases(text):
        items = "".join(f"\n          <li>{html.escape(note, quote=False)}</li>" for note in notes[:12])
        description = (
            f"\n      <description>\n        <ul>{items}\n        </ul>\n      </description>\n    " if items else ""
        )
        out.append(f'    <release version="{version}" date="{date}">{description}</release>')
    return "\n".join(out)


def metainfo(project_url: str) -> str:
    """The AppStream metainfo: the template with the project's address and CHANGELOG.md's releases."""
    template = (HERE / f"{APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    changelog = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    return template.replace("@PROJECT_URL@", project_url.rstrip("/")).replace("@RELEASES@", releases_xml(changelog))


def write_share(share: Path, project_url: str, exec_path: str | None = None) -> None:
    """The freedesktop files under ``share/`` (``applications``, ``metainfo``, ``icons/hicolor``, ``mime``).

    ``exec_path``: an absolute path for the desktop entry's ``Exec``/``TryExec`` (else the command name).
    """
    desktop = (HERE / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    if exec_path is not None:
        desktop = desktop.replace(f"Exec={NAME} ", f"Exec={exec_path} ").replace(
            f"TryExec={NAME}", f"TryExec={exec_path}"
        )
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "applications" / f"{APP_ID}.desktop").write_text(desktop, encoding="utf-8")
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo(project_url), encoding="utf-8")
    (share / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(HERE / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    icons = REPO / "resources" / "icons"
    for size in ICON_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icons / f"{NAME}-{size}.png", folder / f"{APP_ID}.png")
    folder = share / "icons" / "hicolor" / "scalable" / "apps"
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(icons / f"{NAME}.svg", folder / f"{APP_ID}.svg")


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def build_tarball(bundle: Path, version: str, out: Path, work: Path, project_url: str) -> Path:
    """``OUT/archenemy-companion-V-linux-x86_64.tar.gz`` (see the module's doc)."""
    top = f"{NAME}-{version}"
    stage = work / "tarball" / top
    shutil.rmtree(stage.parent, ignore_errors=True)
    shutil.copytree(bundle, stage, symlinks=True)
    write_share(stage / "share", project_url)
    script = stage / "install-desktop-entry.sh"
    shutil.copyfile(HERE / "install-desktop-entry.sh", script)
    script.chmod(0o755)
    target = out / f"{top}-linux-x86_64.tar.gz"
    with tarfile.open(target, "w:gz", compresslevel=6) as archive:
        archive.add(stage, arcname=top, filter=_tar_filter)
    return target


def system_dependencies(bundle: Path) -> list[str]:
    """The Debian packages holding the system libraries the bundle's ELF files need (``dpkg -S``)."""
    sys.path.insert(0, str(HERE.parent))
    from check_bundle import is_elf, needed, system_library_dirs

    names = {p.name for p in bundle.rglob("*")}
    wanted: set[str] = set()
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and is_elf(path):
            wanted.update(lib for lib in needed(path) if lib not in names)
    dirs = system_library_dirs()
    packages: set[str] = set()
    for lib in sorted(wanted):
        found = next((d / lib for d in dirs if (d / lib).exists()), None)
        if found is None:
            raise SystemExit(f"build_linux: {lib} (needed by the bundle) is not installed here")
        result = subprocess.run(["dpkg", "-S", str(found.resolve())], capture_output=True, text=True)
        if result.returncode != 0:
            result = subprocess.run(["dpkg", "-S", str(found)], capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"build_linux: no Debian package owns {found}")
        packages.add(result.stdout.split(":", 1)[0].split(",")[0].strip())
    packages.discard("libc6")
    return [f"libc6 (>= {glibc_floor()})", *sorted(packages)]


def build_deb(bundle: Path, version: str, out: Path, work: Path, project_url: str) -> Path:
    """``OUT/archenemy-companion_V_amd64.deb`` (see the module's doc)."""
    root = work / "deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / "opt" / NAME, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"/opt/{NAME}/{NAME}")
    write_share(root / "usr" / "share", project_url)
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    licence = (REPO / "LICENSE").read_text(encoding="utf-8")
    (doc / "copyright").write_text(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {NAME}\nSource: {project_url}\n\nFiles: *\nCopyright: Archenemy Companion developers\n"
        "License: MIT\n " + "\n ".join(line or "." for line in licence.strip().splitlines()) + "\n",
        encoding="utf-8",
    )
    with gzip.GzipFile(doc / "CHANGELOG.md.gz", "wb", mtime=0) as handle:  # not a Debian-format changelog
        handle.write((REPO / "CHANGELOG.md").read_bytes())
    size_kb = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        f"Package: {NAME}\nVersion: {version}\nArchitecture: amd64\nMaintainer: {MAINTAINER}\n"
        f"Installed-Size: {size_kb}\nDepends: {', '.join(system_dependencies(bundle))}\n"
        f"Section: games\nPriority: optional\nHomepage: {project_url}\n"
        "Description: table-side companion for Magic's Archenemy variant\n"
        " Archenemy Companion sits beside a paper game of Magic: The Gathering's\n"
        " Archenemy variant and keeps the life totals, the scheme deck, the ongoing\n"
        " schemes and the turns, in English and Spanish.\n",
        encoding="utf-8",
    )
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            executable = path.is_dir() or (os.access(path, os.X_OK) and not SHARED_LIBRARY.search(path.name))
            path.chmod(0o755 if executable else 0o644)
    target = out / f"{NAME}_{version}_amd64.deb"
    command = ["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(root), str(target)]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--version", required=True)
    parser.add_argument("--out", type=Path, default=REPO / "dist")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "linux")
    parser.add_argument("--project-url", default=DEFAULT_PROJECT_URL)
    parser.add_argument("--no-deb", action="store_true", help="the .tar.gz only")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    print(f"build_linux: {build_tarball(args.bundle, args.version, args.out, args.work, args.project_url)}")
    if not args.no_deb:
        print(f"build_linux: {build_deb(args.bundle, args.version, args.out, args.work, args.project_url)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
