"""The bundle's third-party licences: a generated ``licenses/`` folder.

It is generated from where every bundled file came from.

    from licenses import write_licenses          (the PyInstaller spec, after COLLECT)
    write_licenses(bundle_dir, [(dest, source), ...])

Every file PyInstaller put in the bundle (Python modules, extension modules, libraries, data) is traced to
its origin:

- an installed Python distribution (its ``RECORD``: ``importlib.metadata``): the distribution's own
  licence files (its ``License-File`` entries, PEP 639) and licence (``License-Expression``, else
  ``License``, else its classifiers).  PySide6 and shiboken6 ship no texts: :data:`EXTRA_TEXTS` adds the
  LGPL-3.0 and GPL-3.0 texts (``packaging/licenses/``) and the third-party notes of Qt's binaries;
- the build Python (``sys.base_prefix``): CPython's ``LICENSE.txt``;
- a system library (Linux): the Debian package that owns it (``dpkg -S``), its
  ``/usr/share/doc/PACKAGE/copyright``, and its licence from :data:`SYSTEM_LICENSES`, a list reviewed by
  hand: a system library from a package not on it fails the build (review its licence, then add it), and
  so does any licence there without a linking exception to the GPL;
- the PyInstaller bootloader and run-time hooks (GPL-2.0-or-later with the bootloader exception, Apache-2.0).

The Mana font (``archenemy/resources/fonts``) has its own entry (OFL-1.1).  ``licenses/README.txt`` lists
every component, its version, licence and files; ``licenses/components.json`` is the same list for
``packaging/linux/build_linux.py``, which writes the ``.deb``'s machine-readable ``copyright`` from it.
Raises :class:`SystemExit` with a message naming the file when something cannot be traced.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import notices  # noqa: E402

REPO = HERE.parent
TEXTS = HERE / "licenses"

#: Distributions whose wheels carry no licence text: the texts shipped for them (``packaging/licenses/``).
EXTRA_TEXTS = {
    "pyside6-essentials": ["LGPL-3.0.txt", "GPL-3.0.txt", "Qt-third-party.txt"],
    "shiboken6": ["LGPL-3.0.txt", "GPL-3.0.txt"],
}
#: Which of the offered licences the bundle uses, where a distribution offers a choice.
CHOSEN = {"pyside6-essentials": "LGPL-3.0-only", "shiboken6": "LGPL-3.0-only"}

#: Debian packages whose libraries the bundle may carry, with their licences (SPDX), reviewed against each
#: package's ``/usr/share/doc/PACKAGE/copyright``.  GPL only with the GCC runtime library exception.
SYSTEM_LICENSES = {
    "libstdc++6": "GPL-3.0-or-later WITH GCC-exception-3.1",
    "libgcc-s1": "GPL-3.0-or-later WITH GCC-exception-3.1",
    "libbz2-1.0": "bzip2-1.0.6",
    "libxkbcommon0": "MIT",
    "libxkbcommon-x11-0": "MIT",
    # SQLite (the history index: Python's _sqlite3): public domain, the "blessing" in its sources.
    "libsqlite3-0": "blessing",
    # Debian's python3.11 links the system's libmpdec for _decimal.
    "libmpdec3": "BSD-2-Clause",
    **{
        f"libxcb-{name}": "MIT"
        for name in (
            "cursor0 glx0 icccm4 image0 keysyms1 randr0 render-util0 render0 shape0 shm0 sync1 util1 xfixes0 xkb1"
        ).split()
    },
}


def gpl_without_exception(licence: str) -> bool:
    """True if ``licence`` binds the bundle to the GPL.

    ``licence`` is an SPDX expression or a classifier's words.  It binds when it has a part of an ``AND``
    whose every ``OR`` alternative is the GPL without a linking exception (the LGPL, and the GPL ``WITH``
    the GCC runtime or the PyInstaller bootloader exception, are fine).
    """

    def bare_gpl(text: str) -> bool:
        lesser = "LGPL" in text or "Lesser" in text
        return ("GPL" in text or "General Public" in text) and not lesser and "exception" not in text.lower()

    return any(
        all(bare_gpl(alternative) for alternative in re.split(r"\s+OR\s+", part))
        for part in re.split(r"\s+AND\s+", licence)
    )


@dataclass
class Component:
    """One licensed component of the bundle.

    ``files`` are bundle paths (``/``-separated) or globs.
    """

    key: str
    name: str
    version: str
    license: str
    copyright: str
    texts: list[Path] = field(default_factory=list)
    files: set[str] = field(default_factory=set)
    #: Texts written for this bundle (file name -> text): CPython's curated notices.
    generated: dict[str, str] = field(default_factory=dict)


def _record_index() -> dict[str, metadata.Distribution]:
    """Every installed file -> the distribution whose ``RECORD`` lists it.

    Files are resolved absolute paths.
    """
    index: dict[str, metadata.Distribution] = {}
    for dist in metadata.distributions():
        for entry in dist.files or []:
            index[str(Path(dist.locate_file(entry)).resolve())] = dist
    return index


def _key(dist: metadata.Distribution) -> str:
    return re.sub(r"[-_.]+", "-", dist.metadata["Name"]).lower()


def _dist_licence(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    key = _key(dist)
    if key in CHOSEN:
        return CHOSEN[key]
    found = meta.get("License-Expression") or meta.get("License") or ""
    if not found or len(found) > 80 or "\n" in found:
        # a whole licence text in the field: the classifiers
        classifiers = [c.rsplit(" :: ", 1)[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License")]
        found = " AND ".join(classifiers) or (found.splitlines()[0] if found else "")
    return found or "unknown"


def _dist_texts(dist: metadata.Distribution) -> list[Path]:
    """The distribution's licence files (``License-File``).

    Each is ``.dist-info/licenses/X`` or ``.dist-info/X``.
    """
    texts = []
    # the .dist-info folder of an installed distribution
    info = Path(str(getattr(dist, "_path", "")))
    for name in dist.metadata.get_all("License-File") or []:
        if NOT_OURS.search(Path(name).name):
            continue
        texts += [c for c in (info / "licenses" / name, info / name) if c.is_file()][:1]
    texts += [TEXTS / name for name in EXTRA_TEXTS.get(_key(dist), [])]
    return texts


def _debian_package(source: Path) -> str | None:
    """The Debian package owning ``source`` (``dpkg -S``).

    None without dpkg or an owner.
    """
    if shutil.which("dpkg") is None:
        return None
    candidates = [source.resolve(), source]
    candidates += [
        Path(str(c).removeprefix("/usr")) if str(c).startswith("/usr/") else Path("/usr" + str(c)) for c in candidates
    ]
    for candidate in candidates:
        result = subprocess.run(["dpkg", "-S", str(candidate)], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def system_package(dest: str, source: str) -> str:
    """The Debian package of the system library ``source`` bundled as ``dest``.

    Its licence is one :data:`SYSTEM_LICENSES` has reviewed; :class:`SystemExit` naming the file otherwise.
    """
    package = _debian_package(Path(source))
    if package is None:
        raise SystemExit(f"licenses: {dest} comes from {source}, which no Debian package owns")
    package = package.removesuffix(":amd64")
    if package not in SYSTEM_LICENSES:
        raise SystemExit(
            f"licenses: {dest} comes from the Debian package {package}, whose licence nobody has "
            f"reviewed: read /usr/share/doc/{package}/copyright and add it to SYSTEM_LICENSES"
        )
    return package


def _cpython() -> Component:
    version = ".".join(map(str, sys.version_info[:3]))
    for candidate in (
        Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
        Path(f"/usr/share/doc/python{sys.version_info[0]}.{sys.version_info[1]}/copyright"),
    ):
        if candidate.is_file():
            texts = [candidate]
            debian = Path(f"/usr/share/doc/libpython{sys.version_info[0]}.{sys.version_info[1]}-minimal/copyright")
            if Path(sys.base_prefix) == Path("/usr") and debian.is_file():
                # Debian's build: its copyright file, and its package version (with the security fixes).
                texts.append(debian)
                version = _debian_version(f"libpython{sys.version_info[0]}.{sys.version_info[1]}-minimal")
            return Component(
                "python", "CPython", version, "PSF-2.0",
                "Copyright (c) 2001 Python Software Foundation; All Rights Reserved", texts,
            )  # fmt: skip
    raise SystemExit(f"licenses: no licence text of the build Python under {sys.base_prefix}")


def _pyinstaller() -> Component:
    dist = metadata.distribution("pyinstaller")
    licence = "GPL-2.0-or-later WITH Bootloader-exception AND Apache-2.0"
    return Component(
        "pyinstaller", "PyInstaller bootloader and run-time hooks", dist.version, licence,
        copyright_lines(_dist_texts(dist), "PyInstaller Development Team"), _dist_texts(dist), {"archenemy-companion", "archenemy-companion.exe",
        "archenemy.exe"},
    )  # fmt: skip


#: ICU's libraries in the PySide6 wheel: under the Unicode licence, not Qt's.
ICU = re.compile(r"(^|/)libicu\w+\.so[.\d]*$|(^|/)icu\w+\.dll$")
#: A copyright statement in a licence text or a Debian copyright file.
COPYRIGHT_LINE = re.compile(r"^\s*(?:Copyright:\s*)?((?:Copyright|\(C\)|©)\b.*?\d{4}.*)$", re.I | re.M)


def copyright_lines(texts: list[Path], fallback: str, limit: int = 4) -> str:
    """The first copyright statements of ``texts``, one per line.

    ``fallback`` (the authors as the metadata names them) when none says
    one.
    """
    found: list[str] = []
    for text in texts:
        try:
            content = text.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for match in COPYRIGHT_LINE.finditer(content):
            line = " ".join(match[1].split()).rstrip(".,;")
            if line not in found and "notice" not in line.lower() and len(line) < 160:
                found.append(line)
    return "\n ".join(found[:limit]) or fallback


def _dist_copyright(dist: metadata.Distribution, texts: list[Path]) -> str:
    """A distribution's copyright statements, from its licence texts or its authors."""
    meta = dist.metadata
    authors = meta.get("Author") or meta.get("Author-email") or meta.get("Maintainer") or ""
    return copyright_lines(texts, f"{authors or meta['Name'] + ' contributors'} (no statement in the licence text)")


#: Files of the Windows and macOS bundles that are neither CPython's nor their wheel's own code: the
#: runtime python.org's builds and the Windows PySide6 wheel carry (curated, unverified: our machines
#: build neither).  Pattern on the file's name -> (key, name, SPDX licence, copyright, texts).
FOREIGN_RUNTIME = [
    (re.compile(r"^(vcruntime140(_\d)?|msvcp140(_\w+)?|concrt140)\.dll$", re.I),
     ("msvc-runtime", "Microsoft Visual C++ runtime", "LicenseRef-Microsoft-Visual-C-Redistributable",
      "Copyright (c) Microsoft Corporation", ["MSVC-runtime.txt"])),
    (re.compile(r"^opengl32sw\.dll$", re.I),
     ("mesa-llvmpipe", "Mesa llvmpipe (opengl32sw.dll)", "MIT AND Apache-2.0 WITH LLVM-exception",
      "Copyright (C) 1999-2007 Brian Paul; VMware, Inc., Intel Corporation and the Mesa contributors",
      ["Mesa-llvmpipe.txt", "Apache-2.0.txt"])),
    (re.compile(r"^(libcrypto|libssl)-3(-x64)?\.dll$|^(libcrypto|libssl)\.3\.dylib$", re.I),
     ("openssl", "OpenSSL 3 (python.org's build)", "Apache-2.0",
      "Copyright (c) 1998-2024 The OpenSSL Project Authors", ["OpenSSL-3.txt", "Apache-2.0.txt"])),
    (re.compile(r"^sqlite3\.dll$|^libsqlite3[.\d]*\.dylib$", re.I),
     ("sqlite", "SQLite (python.org's build)", "blessing", "Public domain (the SQLite authors)",
      ["SQLite.txt"])),
    (re.compile(r"^libffi-\d+\.dll$|^libffi\.\d+\.dylib$", re.I),
     ("libffi", "libffi (python.org's build)", "MIT", "Copyright (c) 1996-2022 Anthony Green, Red Hat, Inc and others",
      ["libffi.txt"])),
]  # fmt: skip
#: Licence files a wheel names that do not apply to this bundle: the Windows PySide6 wheel's only one
#: is a stub of Qt's commercial licence, while the bundle uses Qt under the LGPL-3.0.
NOT_OURS = re.compile(r"^LicenseRef-Qt-Commercial", re.I)


def _icu_version(dest: str, wheel: str) -> str:
    """ICU's major version from its library's name, and the wheel it came in."""
    found = re.search(r"\.so\.(\d+)$|icu\w*?(\d+)\.dll$", dest)
    major = (found[1] or found[2]) if found else "?"
    return f"{major} (PySide6 {wheel})"


def foreign_runtime(dest: str) -> Component | None:
    """The component of a Windows or macOS runtime file, or None.

    The runtime files are :data:`FOREIGN_RUNTIME`.
    """
    name = dest.replace("\\", "/").rsplit("/", 1)[-1]
    for pattern, (key, label, licence, holder, texts) in FOREIGN_RUNTIME:
        if pattern.search(name):
            return Component(key, label, "", licence, holder, [TEXTS / text for text in texts])
    return None


def _from_python(path: Path) -> bool:
    """True if ``path`` is the build interpreter's own: its stdlib or libpython.

    A pyenv or python.org build keeps everything under its prefix; Debian's
    python3.11 has the prefix ``/usr``, shared with every system library, so
    there only the standard library's folders and libpython count.
    """
    import sysconfig

    base = Path(sys.base_prefix).resolve()
    if base != Path("/usr") and path.is_relative_to(base):
        return True
    stdlib = {Path(sysconfig.get_paths()[key]).resolve() for key in ("stdlib", "platstdlib")}
    return path.name.startswith("libpython3") or any(path.is_relative_to(folder) for folder in stdlib)


def trace(entries: list[tuple[str, str]]) -> dict[str, Component]:
    """The components of the bundle files ``entries``, by key.

    ``entries`` are ``(bundle path, source path)`` pairs.
    """
    index = _record_index()
    app = metadata.distribution("archenemy-companion")
    components: dict[str, Component] = {"python": _cpython(), "pyinstaller": _pyinstaller()}
    # the standard library's core modules
    components["python"].files.add("_internal/base_library.zip")
    components["archenemy-companion"] = Component(
        "archenemy-companion", "Archenemy Companion", app.version, "MIT", "Archenemy Companion developers",
        _dist_texts(app),
    )  # fmt: skip
    fonts = Path(app.locate_file("archenemy/resources/fonts"))
    components["mana-font"] = Component(
        "mana-font", "Mana font (mana.ttf) by Andrew Gioia", "1.18.0", "OFL-1.1",
        "Andrew Gioia (the font)\n Wizards of the Coast LLC (the mana, tap and card type symbols it draws)",
        [fonts / "mana-LICENSE.txt"], {"_internal/archenemy/resources/fonts/*"},
    )  # fmt: skip
    for dest, source in entries:
        dest = dest.replace("\\", "/")
        path = Path(source).resolve()
        dist = index.get(str(path))
        runtime = foreign_runtime(dest)
        if runtime is not None:
            components.setdefault(runtime.key, runtime).files.add(dest)
        elif dist is not None and ICU.search(dest):
            components.setdefault(
                "icu", Component("icu", "ICU (Qt's build, in the PySide6 wheel)", _icu_version(dest, dist.version), "Unicode-DFS-2016",
                                 "Copyright (C) 1991-2023 Unicode, Inc.", [TEXTS / "Qt-third-party.txt"])
            ).files.add(dest)  # fmt: skip
        elif dist is not None:
            key = _key(dist)
            if key not in components:
                texts = _dist_texts(dist)
                components[key] = Component(
                    key, dist.metadata["Name"], dist.version, _dist_licence(dist), _dist_copyright(dist, texts),
                    texts,
                )  # fmt: skip
            components[key].files.add(dest)
        elif _from_python(path):
            components["python"].files.add(dest)
        elif path.is_relative_to(REPO):
            # the launcher and the smoke test's probe (packaging/pyinstaller/)
            components["archenemy-companion"].files.add(dest)
        elif sys.platform.startswith("linux"):
            package = system_package(dest, source)
            if package not in components:
                copyright_file = Path(f"/usr/share/doc/{package}/copyright")
                components[package] = Component(
                    package, f"{package} (Debian)", _debian_version(package), SYSTEM_LICENSES[package],
                    copyright_lines([copyright_file], package), [copyright_file],
                )  # fmt: skip
            components[package].files.add(dest)
        else:
            # Windows and macOS: what PyInstaller takes from the system is that system's own runtime
            components.setdefault(
                "system", Component("system", "system runtime libraries", "", "see the system", "the system")
            ).files.add(dest)
    components["python"].generated[notices.CPYTHON_NOTICES] = _cpython_notices(entries, components["python"])
    for component in components.values():
        if gpl_without_exception(component.license):
            raise SystemExit(f"licenses: {component.name} is {component.license}: no GPL code in the bundle")
        missing = [str(p) for p in component.texts if not p.is_file()]
        if component.key != "system" and (not component.texts or missing):
            raise SystemExit(f"licenses: no licence text for {component.name} {component.version} {missing}")
    return components


def _cpython_notices(entries: list[tuple[str, str]], python: Component) -> str:
    """CPython's incorporated-software notices for this bundle's interpreter.

    On Linux the sonames its binaries link decide which sections a system
    library's own notice replaces; elsewhere every section stays (the list
    is CPython's, unverified against those builds).
    """
    linked: set[str] = set()
    if sys.platform.startswith("linux"):
        from check_bundle import is_elf, needed

        for dest, source in entries:
            if dest.replace("\\", "/") in python.files and is_elf(Path(source)):
                linked.update(needed(Path(source)))
    modules = {dest.replace("\\", "/").removeprefix("_internal/PYZ/") for dest, _source in entries if "/PYZ/" in dest}
    return notices.cpython_incorporated(linked, modules, sys.platform)


def _debian_version(package: str) -> str:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return result.stdout.strip()


def write_licenses(bundle: Path, entries: list[tuple[str, str]]) -> Path:
    """Write ``bundle/licenses/`` for the bundle files ``entries``; return the folder.

    See the module's doc.
    """
    components = trace(entries)
    target = bundle / "licenses"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    lines = [
        "Archenemy Companion and the third-party software in this bundle",
        "",
        "Archenemy Companion itself is MIT-licensed (archenemy-companion/). It bundles the components below,",
        "each under its own licence; their licence texts are in the folder named after each. Qt and PySide6",
        "(LGPL-3.0) are shared libraries in _internal/PySide6: they can be replaced by a compatible build.",
        "",
    ]
    listing = []
    for key in sorted(components, key=lambda k: (k != "archenemy-companion", k)):
        component = components[key]
        folder = target / key
        folder.mkdir()
        names = []
        for text in component.texts:
            name = text.name if text.name != "copyright" else f"{key}.copyright"
            if (folder / name).exists():
                # two texts of one distribution with one name (LICENSE, vendor/x/LICENSE)
                name = f"{text.parent.name}-{name}"
            shutil.copyfile(text, folder / name)
            names.append(f"{key}/{name}")
        for name, content in component.generated.items():
            (folder / name).write_text(content, encoding="utf-8")
            names.append(f"{key}/{name}")
        lines.append(f"- {component.name} {component.version}: {component.license} ({', '.join(names) or '-'})")
        listing.append(
            {
                "key": key,
                "name": component.name,
                "version": component.version,
                "license": component.license,
                "copyright": component.copyright,
                "texts": names,
                "files": sorted(component.files),
            }
        )
    problems = notices.missing_notices(listing)
    if problems:
        raise SystemExit("licenses: binaries without their notices:\n  " + "\n  ".join(problems))
    (target / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (target / "components.json").write_text(json.dumps(listing, indent=1) + "\n", encoding="utf-8")
    return target
