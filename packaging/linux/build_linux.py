"""Package a Linux one-folder bundle: the ``.tar.gz`` and the ``.deb``.

Both come with the freedesktop files.

    python packaging/linux/build_linux.py BUNDLE_DIR --out dist [--version V] [--project-url URL]
        [--maintainer "Name <address>"]

Run with the Python where the wheel is installed (``make dist``: build/venv): the version is the installed
``archenemy-companion``'s (``packaging/version.py`` gave it to the wheel) unless ``--version`` says another.
From ``BUNDLE_DIR`` (PyInstaller's ``archenemy-companion/`` folder, with its ``licenses/``) it writes

- ``OUT/archenemy-companion-V-linux-x86_64.tar.gz``: one top folder ``archenemy-companion-V/`` holding the
  executable ``archenemy-companion``, ``licenses/``, ``share/`` (the desktop entry, AppStream metainfo,
  icons, MIME type) and ``install-desktop-entry.sh`` (puts the menu entry, icon and file type in the
  user's ``~/.local/share``);
- ``OUT/archenemy-companion_D_amd64.deb`` (``D``: V as a Debian version, ``0.4.0~dev0+g1a2b3c4d5e6f`` for a
  development build) built with ``dpkg-deb``: the bundle in ``/usr/lib/archenemy-companion``, the commands
  ``/usr/games/archenemy-companion`` and ``/usr/games/archenemy`` (links), the manual page
  ``archenemy(6)`` generated from the command line's parser (``make_manpage.py``), the freedesktop files
  under ``/usr/share``, a DEP-5 ``copyright`` listing every bundled component and licence, a Debian
  changelog, and lintian's overrides for what a self-contained bundle must do (``lintian-overrides``).
  Its ``Depends`` are computed: the Debian package of every system library the bundle's libraries need
  (``dpkg -S``), ``libc6 (>= V)`` with the build machine's glibc version V (2.36 on Debian 12), a font
  and fontconfig's configuration (the system's fontconfig draws the text) and the CA certificates (the
  system's OpenSSL verifies card-image downloads with them).

Without ``--project-url`` (the project has no public address yet) the metainfo has no homepage, bug
tracker or screenshots and the ``.deb`` no ``Homepage``.  The ``.deb``'s ``Maintainer`` (and its changelog's
signature) is ``--maintainer``, else Debian's ``DEBFULLNAME <DEBEMAIL>``, else the git user of the checkout
(who built it), else it is left out (lintian then reports ``required-field``; see docs/packaging.md).
The metainfo's and the changelog's releases come from ``CHANGELOG.md``.  Needs ``readelf`` (binutils),
``dpkg``, ``dpkg-deb``.
"""

from __future__ import annotations

import argparse
import datetime
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
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
from debian import changelog, changelog_sections, copyright_file  # noqa: E402
from version import debian  # noqa: E402

APP_ID = "io.github.archenemy_companion.ArchenemyCompanion"
NAME = "archenemy-companion"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Where the .deb installs the bundle (a program's private files: FHS /usr/lib) and its commands.
DEB_PREFIX = f"usr/lib/{NAME}"
DEB_COMMANDS = ("archenemy-companion", "archenemy")
#: What the .deb needs besides the libraries ``dpkg -S`` finds: a font and fontconfig's configuration
#: (the system's libfontconfig draws the text: without a font every character is a box), CA certificates.
DEB_EXTRA_DEPENDS = ["fontconfig-config", "fonts-dejavu-core | fonts-liberation2", "ca-certificates"]
#: What keep-awake loads through ctypes when it is there (X11's XScreenSaverSuspend): recommended.
DEB_RECOMMENDS = ["libxss1"]
#: Libraries the tarball carries (other systems name or version them differently) but the .deb takes from
#: Debian, with Debian's security updates: bundle file name -> its package (the .deb then depends on it).
DEB_FROM_SYSTEM = {
    "libbz2.so.1.0": "libbz2-1.0",
    "libsqlite3.so.0": "libsqlite3-0",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libmpdec.so.3": "libmpdec3",
}


def glibc_floor() -> str:
    """The build machine's glibc version: the bundle's floor.

    ``"2.36"`` on Debian 12.
    """
    import platform

    name, version = platform.libc_ver()
    if name != "glibc" or not version:
        raise SystemExit("build_linux: not a glibc system")
    return version


#: Shared libraries are loaded, not run: 0644 in the .deb (Debian policy 8.1).
SHARED_LIBRARY = re.compile(r"\.so(\.[\d.]+)?$")


def releases_xml(text: str, version: str, today: str) -> str:
    """The ``<release>`` elements of the metainfo for CHANGELOG ``text``.

    Every release heading, and first, for a development build (``version`` not a plain X.Y.Z), a
    ``type="development"`` release dated ``today`` with the ``[Unreleased]`` items.
    """
    out = []
    sections = changelog_sections(text)
    if not re.fullmatch(r"\d+\.\d+\.\d+", version):
        notes = next((n for v, _d, n in sections if not v), [])
        sections = [(debian(version), today, notes), *[s for s in sections if s[0]]]
    for release, date, notes in sections:
        if not release:
            continue
        kind = ' type="development"' if "~" in release else ""
        items = "".join(f"\n          <li>{html.escape(note, quote=False)}</li>" for note in notes[:12])
        description = (
            f"\n      <description>\n        <ul>{items}\n        </ul>\n      </description>\n    " if items else ""
        )
        out.append(f'    <release version="{release}" date="{date}"{kind}>{description}</release>')
    return "\n".join(out)


def metainfo(project_url: str, version: str) -> str:
    """The AppStream metainfo: the template, the project's address, the releases.

    The project's address fills its ``<url>`` and ``<screenshots>`` (left out without one); the releases
    are CHANGELOG.md's.
    """
    template = (HERE / f"{APP_ID}.metainfo.xml.in").read_text(encoding="utf-8")
    # The template's own comment is for its reader, not for the built file.
    template = re.sub(r"\n<!-- AppStream metadata\..*?-->", "", template, count=1, flags=re.S)
    if not project_url:
        template = re.sub(r"\n *<url [^\n]*@PROJECT_URL@[^\n]*", "", template)
        template = re.sub(r"\n *<screenshots>.*?</screenshots>", "", template, flags=re.S)
    text = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = releases_xml(text, version, datetime.date.today().isoformat())
    return template.replace("@PROJECT_URL@", project_url.rstrip("/")).replace("@RELEASES@", releases)


def write_share(share: Path, project_url: str, version: str, exec_path: str | None = None) -> None:
    """The freedesktop files under ``share/``.

    ``applications``, ``metainfo``, ``icons/hicolor``, ``mime``.

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
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo(project_url, version), encoding="utf-8")
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
    write_share(stage / "share", project_url, version)
    script = stage / "install-desktop-entry.sh"
    shutil.copyfile(HERE / "install-desktop-entry.sh", script)
    script.chmod(0o755)
    target = out / f"{top}-linux-x86_64.tar.gz"
    with tarfile.open(target, "w:gz", compresslevel=6) as archive:
        archive.add(stage, arcname=top, filter=_tar_filter)
    return target


def system_dependencies(bundle: Path) -> list[str]:
    """The Debian packages holding the system libraries the bundle's ELF files need.

    Found with ``dpkg -S``.
    """
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


def maintainer_of(given: str) -> str:
    """``Name <address>`` for the ``.deb``.

    ``given``, else ``DEBFULLNAME``/``DEBEMAIL``, else git's user, else "".
    """
    if given:
        return given
    name, address = os.environ.get("DEBFULLNAME", ""), os.environ.get("DEBEMAIL", "")
    if not (name and address):
        ask = ["git", "-C", str(REPO), "config"]
        name = subprocess.run([*ask, "user.name"], capture_output=True, text=True).stdout.strip()
        address = subprocess.run([*ask, "user.email"], capture_output=True, text=True).stdout.strip()
    return f"{name} <{address}>" if name and address else ""


def _deb_docs(root: Path, bundle: Path, version: str, project_url: str, maintainer: str) -> None:
    """The ``.deb``'s documents: its doc folder, the manual page, lintian's overrides.

    The doc folder is ``/usr/share/doc/archenemy-companion`` (copyright, changelog).
    """
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_file(bundle / "licenses", DEB_PREFIX, project_url), encoding="utf-8")
    text = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    now = datetime.datetime.now(datetime.UTC).replace(microsecond=0)
    entries = changelog(text, version, maintainer or "Archenemy Companion developers", now)
    _gzip(doc / "changelog.gz", entries.encode("utf-8"))
    # the project's own, in full
    _gzip(doc / "CHANGELOG.md.gz", text.encode("utf-8"))
    man = root / "usr" / "share" / "man" / "man6"
    man.mkdir(parents=True)
    page = subprocess.run(
        [sys.executable, str(HERE / "make_manpage.py"), "--date", now.date().isoformat()],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    _gzip(man / "archenemy.6.gz", page.encode("utf-8"))
    (man / f"{NAME}.6.gz").symlink_to("archenemy.6.gz")
    overrides = root / "usr" / "share" / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(HERE / "lintian-overrides", overrides / NAME)


def _gzip(target: Path, data: bytes) -> None:
    """``data`` gzipped at the highest level into ``target``, with no time stamp.

    A reproducible file.
    """
    with gzip.GzipFile(target, "wb", compresslevel=9, mtime=0) as handle:
        handle.write(data)


def build_deb(bundle: Path, version: str, out: Path, work: Path, project_url: str, maintainer: str) -> Path:
    """``OUT/archenemy-companion_D_amd64.deb`` (see the module's doc).

    ``version`` is the Debian one.
    """
    root = work / "deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / DEB_PREFIX, symlinks=True)
    bundle = root / DEB_PREFIX
    take_from_system(bundle)
    games = root / "usr" / "games"
    games.mkdir(parents=True)
    for command in DEB_COMMANDS:
        (games / command).symlink_to(f"../lib/{NAME}/{NAME}")
    write_share(root / "usr" / "share", project_url, version, exec_path=f"/usr/games/{NAME}")
    _deb_docs(root, bundle, version, project_url, maintainer)
    size_kb = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    fields = [f"Package: {NAME}", f"Version: {version}", "Architecture: amd64"]
    fields += [f"Maintainer: {maintainer}"] if maintainer else []
    fields += [f"Installed-Size: {size_kb}", f"Depends: {', '.join(system_dependencies(bundle) + DEB_EXTRA_DEPENDS)}"]
    fields += [f"Recommends: {', '.join(DEB_RECOMMENDS)}"]
    fields += ["Section: games", "Priority: optional"] + ([f"Homepage: {project_url}"] if project_url else [])
    control.write_text(
        "\n".join(fields) + "\nDescription: table-side companion for Magic's Archenemy variant\n"
        " Archenemy Companion sits beside a paper game of Magic: The Gathering's\n"
        " Archenemy variant and keeps the life totals, the scheme deck, the ongoing\n"
        " schemes and the turns, in English and Spanish.\n",
        encoding="utf-8",
    )
    for path in [root, *root.rglob("*")]:
        if not path.is_symlink():
            executable = path.is_dir() or (os.access(path, os.X_OK) and not SHARED_LIBRARY.search(path.name))
            path.chmod(0o755 if executable else 0o644)
    write_md5sums(root)
    target = out / f"{NAME}_{version}_amd64.deb"
    command = ["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(root), str(target)]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return target


def take_from_system(bundle: Path) -> list[str]:
    """Remove :data:`DEB_FROM_SYSTEM`'s libraries from the .deb's copy of the bundle.

    Their components leave ``licenses/`` (folder, ``components.json``,
    ``README.txt``); the ``.deb``'s ``Depends`` then name their packages,
    found like every other system library's.  Returns the removed names.
    """
    import json

    internal = bundle / "_internal"
    removed = [name for name in DEB_FROM_SYSTEM if (internal / name).exists() or (internal / name).is_symlink()]
    for name in removed:
        (internal / name).unlink()
    licenses = bundle / "licenses"
    listing = json.loads((licenses / "components.json").read_text(encoding="utf-8"))
    gone = {f"_internal/{name}" for name in removed}
    kept = []
    for component in listing:
        component["files"] = [f for f in component["files"] if f not in gone]
        if component["key"] in DEB_FROM_SYSTEM.values() and not component["files"]:
            shutil.rmtree(licenses / component["key"], ignore_errors=True)
        else:
            kept.append(component)
    (licenses / "components.json").write_text(json.dumps(kept, indent=1) + "\n", encoding="utf-8")
    readme = (licenses / "README.txt").read_text(encoding="utf-8").splitlines()
    dropped = {c["key"] for c in listing} - {c["key"] for c in kept}
    readme = [line for line in readme if not any(line.startswith(f"- {key} (Debian)") for key in dropped)]
    (licenses / "README.txt").write_text("\n".join(readme) + "\n", encoding="utf-8")
    return removed


def write_md5sums(root: Path) -> None:
    """``DEBIAN/md5sums``: the MD5 of every regular file the package installs."""
    import hashlib

    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.relative_to(root).parts[0] != "DEBIAN":
            digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
            lines.append(f"{digest}  {path.relative_to(root).as_posix()}")
    (root / "DEBIAN" / "md5sums").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--version", help="default: the installed archenemy-companion's (importlib.metadata)")
    parser.add_argument("--out", type=Path, default=REPO / "dist")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "linux")
    parser.add_argument("--project-url", default="", help="the project's public address (default: none yet)")
    parser.add_argument("--maintainer", default="", help="the .deb's Maintainer, 'Name <address>' (default: see above)")
    parser.add_argument("--no-deb", action="store_true", help="the .tar.gz only")
    args = parser.parse_args(argv)
    if args.version is None:
        from importlib.metadata import version

        args.version = version(NAME)
    args.out.mkdir(parents=True, exist_ok=True)
    print(f"build_linux: {build_tarball(args.bundle, args.version, args.out, args.work, args.project_url)}")
    if not args.no_deb:
        maintainer = maintainer_of(args.maintainer)
        deb = build_deb(args.bundle, debian(args.version), args.out, args.work, args.project_url, maintainer)
        print(f"build_linux: {deb}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
