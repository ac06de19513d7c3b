"""The notices of code compiled into the bundle's binaries, and their check.

A component's licence text is not always every notice its binary owes:
CPython's interpreter incorporates code under other licences (its
"Licenses and Acknowledgements for Incorporated Software"), Qt's libraries
carry PCRE2, HarfBuzz, MD4C, TinyCBOR, double-conversion and more (Qt's
``qt_attribution.json`` files), and Debian's libraries name theirs in their
``copyright`` files (copied as they are by ``licenses.py``).

- :func:`cpython_incorporated` curates CPython 3.11's list
  (``licenses/python-3.11-incorporated.txt``) for the bundle: a section
  whose code the interpreter takes from a system library (Debian links the
  system's expat, libffi, zlib and libmpdec) is left out, since that
  library's own notice ships instead; so is code for another system (the
  kqueue interface) or a module the bundle does not hold.
- :func:`missing_notices` is the check: every binary of the bundle belongs
  to a component with a licence text, and a binary that incorporates
  third-party code (:data:`INCORPORATED`) carries that code's notices.
  ``licenses.py`` stops the build on any problem it reports.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path

TEXTS = Path(__file__).resolve().parent / "licenses"
#: The curated list of CPython 3.11's incorporated software.
CPYTHON_LIST = TEXTS / "python-3.11-incorporated.txt"
#: The name the curated CPython notices get in ``licenses/python/``.
CPYTHON_NOTICES = "python-incorporated.txt"
#: Sections the interpreter may take from a system library instead: title -> that library's soname.
FROM_SYSTEM = {"expat": "libexpat.so", "libffi": "libffi.so", "zlib": "libz.so", "libmpdec": "libmpdec.so"}
#: Sections only for the modules named (left out when the bundle holds none of them).
FOR_MODULES = {
    "Asynchronous socket services": ("asynchat", "asyncore"),
    "Cookie management": ("http.cookies",),
    "Execution tracing": ("trace",),
    "UUencode and UUdecode functions": ("uu",),
    "XML Remote Procedure Calls": ("xmlrpc.client",),
}
#: Sections compiled only on some systems: title -> the platforms (``sys.platform`` prefixes).
ONLY_ON = {"Select kqueue": ("darwin", "freebsd")}
#: Binaries that incorporate third-party code -> the notice file their component must ship.
INCORPORATED = {
    re.compile(r"(^|/)(libpython3[.\d]*\.so[.\d]*|python3\d*\.dll|Python)$"): CPYTHON_NOTICES,
    re.compile(r"(^|/)(libQt6(Core|Gui)\.so[.\d]*|Qt6(Core|Gui)\.dll|Qt(Core|Gui))$"): "Qt-third-party.txt",
    re.compile(r"(^|/)(libqjpeg\.so|qjpeg\.dll|libqjpeg\.dylib)$"): "Qt-third-party.txt",
    re.compile(r"(^|/)(libicu\w+\.so[.\d]*)$"): "Qt-third-party.txt",
}
#: What counts as a binary: shared libraries, extension modules, executables, and a macOS framework's
#: library (``QtCore.framework/Versions/A/QtCore``: no suffix, as the macOS PySide6 wheel has Qt) and
#: python.org's macOS interpreter library, ``Python``.
BINARY = re.compile(
    r"(\.so(\.[\d.]+)?|\.pyd|\.dll|\.dylib|\.exe)$|(^|/)archenemy(-companion)?$"
    r"|\.framework/Versions/[^/]+/[^/.]+$|(^|/)Python$"
)


def sections(text: str) -> dict[str, str]:
    """The ``## Title`` sections of a curated list, by title, in order."""
    found: dict[str, str] = {}
    for block in re.split(r"^## ", text, flags=re.M)[1:]:
        title, _, body = block.partition("\n")
        found[title.strip()] = body.rstrip() + "\n"
    return found


def cpython_incorporated(linked: Iterable[str], modules: Iterable[str], platform: str) -> str:
    """CPython's incorporated-software notices that apply to this bundle.

    ``linked`` are the sonames the interpreter's binaries need (``NEEDED``),
    ``modules`` the bundled module names, ``platform`` ``sys.platform``.
    """
    text = CPYTHON_LIST.read_text(encoding="utf-8")
    head = text.split("\n## ", 1)[0].rstrip()
    names, bundled = list(linked), set(modules)
    kept, left = [], []
    for title, body in sections(text).items():
        system = FROM_SYSTEM.get(title)
        if system and any(name.startswith(system) for name in names):
            left.append(f"{title} (the system's {system}: its own notice ships)")
        elif title in FOR_MODULES and not bundled.intersection(FOR_MODULES[title]):
            left.append(f"{title} (its modules are not in the bundle)")
        elif title in ONLY_ON and not platform.startswith(ONLY_ON[title]):
            left.append(f"{title} (not compiled on {platform})")
        else:
            kept.append(f"{title}\n{'-' * len(title)}\n{body}")
    tail = "Left out of this bundle's list:\n" + "".join(f"- {line}\n" for line in left) if left else ""
    return head + "\n\n\n" + "\n\n".join(kept) + ("\n\n" + tail if tail else "")


def missing_notices(components: Iterable[Mapping[str, object]]) -> list[str]:
    """Every binary of the bundle without its notices, as one line each.

    ``components`` are ``licenses/components.json``'s entries (``name``,
    ``texts`` as ``key/file`` names, ``files`` as bundle paths).
    """
    problems = []
    for component in components:
        texts = {Path(str(text)).name for text in component.get("texts") or []}  # type: ignore[attr-defined]
        for path in sorted(component.get("files") or []):  # type: ignore[call-overload]
            if not BINARY.search(path):
                continue
            if not texts:
                problems.append(f"{path}: {component['name']} ships no licence text")
            for pattern, notice in INCORPORATED.items():
                if pattern.search(path) and notice not in texts:
                    problems.append(f"{path}: {component['name']} lacks {notice} (code compiled into it)")
    return problems
