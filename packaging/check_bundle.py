"""Check a Linux one-folder bundle: its libraries, search paths, licences, size.

Every ELF's NEEDED libraries met, no build-machine search path, no GPL library, no dangling link, and its
size.

    python packaging/check_bundle.py BUNDLE_DIR [--max-mb 120] [--tarball FILE --max-tar-mb 45]

Run with the Python that built the bundle (it asks PyInstaller which libraries
are left to the system).  For every ELF file in the bundle (the executable,
Python extensions, Qt libraries and plugins, the system libraries PyInstaller
copied), ``readelf -d`` lists its NEEDED entries; each must be

- a library in the bundle (any folder: PyInstaller links them all into the
  top folder ``_internal/``), or
- one that PyInstaller deliberately leaves to the system (glibc, libGL, the X
  and xcb client libraries...: ``PyInstaller.depend.dylib.include_library``
  is False for it), or one of :data:`HOST_LIBRARIES` (what every supported
  desktop system installs: the spec drops them, the ``.deb`` depends on their
  packages), and present on this machine.

No ELF file may carry a library search path (``RPATH``/``RUNPATH``) outside the
bundle: only ``$ORIGIN``-relative entries (the spec removes the build Python's
prefix, which every extension module of a pyenv or python.org build carries).
No file may be GNU readline (GPL-3): :data:`FORBIDDEN` names it.

Anything else is a library the trimming in ``archenemy-companion.spec``
dropped while something still needs it (the bundled harfbuzz needs
libgraphite2): that fails the check.  Libraries that nothing needs any more
(left behind by a dropped plugin) are listed as a warning, with their size.
Exit status 0 when everything is met and within size, 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

NEEDED_RE = re.compile(r"\(NEEDED\)\s+Shared library: \[(.+?)\]")
#: ELF files loaded by name at run time rather than through NEEDED: never "unreferenced".
ENTRY_POINTS = re.compile(r"(/plugins/|\.abi3\.so$|\.cpython-\d+.*\.so$|/lib-dynload/|/libpython3[.\d]*\.so)")
#: The dynamic loader and the kernel's vDSO: always the system's.
LOADER_RE = re.compile(r"^(ld-linux.*|linux-vdso.*)\.so")
RUNPATH_RE = re.compile(r"\((?:RPATH|RUNPATH)\)\s+Library r(?:un)?path: \[(.*?)\]")

#: Libraries every supported desktop system installs (Debian 12, Ubuntu 22.04 and later, Fedora 37 and
#: later, in a desktop install: systemd, D-Bus, GLib, fontconfig, X11 and OpenSSL 3 are part of every one
#: of them), so the bundle leaves them to the system: soname -> the Debian package the ``.deb`` then
#: depends on (computed with ``dpkg -S``; listed here for the reader).  The system's own copy also gets the
#: system's security updates, reads the system's configuration (fontconfig's fonts, OpenSSL's CA
#: certificates) and pulls in what it needs (fontconfig a font).  Kept in the bundle although small:
#: libbz2 (Fedora names it libbz2.so.1), the xcb utility libraries and libxkbcommon-x11 (Ubuntu 22.04 lacks
#: libxcb-cursor0), libstdc++ and libgcc_s (the Qt wheel's floor), ICU (Qt's own version).
HOST_LIBRARIES = {
    # systemd's client library and what it needs (pulled in by libdbus)
    "libsystemd.so.0": "libsystemd0",
    "libgcrypt.so.20": "libgcrypt20",
    "libgpg-error.so.0": "libgpg-error0",
    "liblz4.so.1": "liblz4-1",
    "libzstd.so.1": "libzstd1",
    "liblzma.so.5": "liblzma5",
    "libcap.so.2": "libcap2",
    # D-Bus and GLib (QtCore's event loop, QtDBus)
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libpcre2-8.so.0": "libpcre2-8-0",
    "libffi.so.8": "libffi8",
    # fonts: the system's fontconfig reads the system's fonts and configuration
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libpng16.so.16": "libpng16-16",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
    "libexpat.so.1": "libexpat1",
    "libz.so.1": "zlib1g",
    "libuuid.so.1": "libuuid1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    # TLS (card images): the system's OpenSSL 3 finds the system's CA certificates
    "libssl.so.3": "libssl3",
    "libcrypto.so.3": "libssl3",
}

#: Never in the bundle: GPL without a linking exception (the build Python's ``readline`` module links GNU
#: readline, GPL-3; the spec excludes the module).
FORBIDDEN = re.compile(r"^(libreadline|libhistory|readline\.cpython-|libgmp|libgnutls)")


def is_elf(path: Path) -> bool:
    """True for a regular file starting with the ELF magic bytes (links are followed)."""
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed(path: Path) -> list[str]:
    """The NEEDED entries of an ELF file's dynamic section (``readelf -d``).

    [] for a static one.
    """
    result = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"readelf failed on {path}: {result.stderr.strip()}")
    return NEEDED_RE.findall(result.stdout)


def system_library_dirs() -> list[Path]:
    """Where the dynamic loader finds this machine's libraries.

    ``ldconfig -p``'s folders, plus the usual.
    """
    dirs = {Path("/lib"), Path("/usr/lib"), Path("/lib64"), Path("/usr/lib64")}
    try:
        out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False).stdout
    except OSError:
        out = ""
    for line in out.splitlines():
        if "=>" in line:
            dirs.add(Path(line.split("=>", 1)[1].strip()).parent)
    return sorted(dirs)


def runpath(path: Path) -> list[str]:
    """The ELF file's ``RPATH``/``RUNPATH`` entries (``readelf -d``).

    ``:``-separated ones are split.
    """
    result = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=False)
    return [entry for found in RUNPATH_RE.findall(result.stdout) for entry in found.split(":") if entry]


def left_to_system(name: str) -> bool:
    """True if the bundle leaves ``name`` to the system.

    PyInstaller's exclude list (glibc, GL, xcb...) or :data:`HOST_LIBRARIES`.
    """
    from PyInstaller.depend.dylib import include_library

    return bool(LOADER_RE.match(name)) or name in HOST_LIBRARIES or not include_library(name)


def position_independent(path: Path) -> bool:
    """True if the ELF executable ``path`` is PIE (``readelf -h``: type DYN)."""
    result = subprocess.run(["readelf", "-h", str(path)], capture_output=True, text=True, check=True)
    return bool(re.search(r"Type:\s+DYN\b", result.stdout))


def check(bundle: Path) -> tuple[list[str], list[str]]:
    """``(problems, warnings)`` for the bundle's libraries (see the module's doc)."""
    problems: list[str] = []
    files = [p for p in sorted(bundle.rglob("*")) if p.is_file() or p.is_symlink()]
    for path in files:
        if path.is_symlink() and not path.exists():
            problems.append(f"{path.relative_to(bundle)}: dangling link to {os.readlink(path)}")
    elves = [p for p in files if not p.is_symlink() and is_elf(p)]
    executable = bundle / "archenemy-companion"
    if is_elf(executable) and not position_independent(executable):
        problems.append("archenemy-companion: the bootloader is not a position-independent executable (PIE)")
    names = {p.name for p in files if p.exists()}
    sys_dirs = system_library_dirs()
    referenced: set[str] = set()
    for path in files:
        if FORBIDDEN.match(path.name):
            problems.append(f"{path.relative_to(bundle)}: GPL code (readline) in the bundle")
        elif path.name in HOST_LIBRARIES:
            problems.append(f"{path.relative_to(bundle)}: a host library (HOST_LIBRARIES) left in the bundle")
    for elf in elves:
        outside = [entry for entry in runpath(elf) if not entry.startswith("$ORIGIN")]
        if outside:
            problems.append(f"{elf.relative_to(bundle)}: library search path outside the bundle {outside}")
        for lib in needed(elf):
            referenced.add(lib)
            if lib in names:
                continue
            where = elf.relative_to(bundle)
            if not left_to_system(lib):
                problems.append(f"{where}: needs {lib}, which is not in the bundle")
            elif not any((d / lib).exists() for d in sys_dirs):
                problems.append(f"{where}: needs the system library {lib}, not installed here")
    warnings = []
    for elf in elves:
        rel = elf.relative_to(bundle).as_posix()
        if elf.name in referenced or ENTRY_POINTS.search("/" + rel) or elf.parent == bundle:
            continue
        warnings.append(f"{rel} ({elf.stat().st_size / 1e6:.1f} MB): nothing in the bundle needs it")
    return problems, warnings


def size_mb(bundle: Path) -> float:
    """The bundle's unpacked size in MB (10^6 bytes).

    Every regular file once, links not followed.
    """
    total = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--max-mb", type=float, default=120.0, help="largest unpacked size (MB)")
    parser.add_argument("--tarball", type=Path, help="the bundle's .tar.gz, checked against --max-tar-mb")
    parser.add_argument("--max-tar-mb", type=float, default=45.0)
    args = parser.parse_args(argv)
    problems, warnings = check(args.bundle)
    for warning in warnings:
        print(f"check_bundle: warning: {warning}")
    unpacked = size_mb(args.bundle)
    print(f"check_bundle: {args.bundle.name}: {unpacked:.1f} MB unpacked (limit {args.max_mb:g} MB)")
    if unpacked > args.max_mb:
        problems.append(f"the bundle is {unpacked:.1f} MB unpacked, over {args.max_mb:g} MB")
    if args.tarball is not None:
        packed = args.tarball.stat().st_size / 1e6
        print(f"check_bundle: {args.tarball.name}: {packed:.1f} MB (limit {args.max_tar_mb:g} MB)")
        if packed > args.max_tar_mb:
            problems.append(f"{args.tarball.name} is {packed:.1f} MB, over {args.max_tar_mb:g} MB")
    for problem in problems:
        print(f"check_bundle: FAIL: {problem}", file=sys.stderr)
    if not problems:
        print("check_bundle: every NEEDED library is met")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
