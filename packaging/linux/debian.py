"""The ``.deb``'s Debian files: ``copyright``, the changelog, the manual page.

The machine-readable ``copyright``, the changelog, the manual page's place.

Used by ``build_linux.py``:

- :func:`copyright_file`: a DEP-5 copyright file (https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/)
  with a ``Files:`` paragraph for every component of the bundle's ``licenses/components.json`` (written by
  ``packaging/licenses.py``): the app under MIT, then Qt and PySide6, CPython, every Python distribution,
  the PyInstaller bootloader, the Mana font and the Debian packages' libraries, each with its licence and
  where its full text is (in ``/usr/share/common-licenses`` or the bundle's ``licenses/`` folder);
- :func:`changelog`: the Debian-format changelog (``changelog.gz`` of a native package): one entry per
  ``CHANGELOG.md`` release, newest first, and for a development build an entry of its own with the
  ``[Unreleased]`` section's items.
"""

from __future__ import annotations

import datetime
import email.utils
import json
import re
from pathlib import Path, PurePosixPath

#: Licences whose text every Debian system has in /usr/share/common-licenses: SPDX -> that file's name.
COMMON_LICENSES = {
    "Apache-2.0": "Apache-2.0",
    "LGPL-3.0-only": "LGPL-3",
    "GPL-3.0-only": "GPL-3",
    "GPL-2.0-or-later": "GPL-2",
    "GPL-3.0-or-later": "GPL-3",
}
#: A distribution's licence as its metadata words it -> the SPDX expression (read from its licence text).
NORMALIZE = {"Apache 2.0": "Apache-2.0", "BSD License": "BSD-3-Clause"}
#: SPDX names -> DEP-5's short names (where they differ).
DEP5_NAMES = {
    "LGPL-3.0-only": "LGPL-3",
    "GPL-3.0-only": "GPL-3",
    "GPL-2.0-or-later": "GPL-2+",
    "GPL-3.0-or-later": "GPL-3+",
    "BSD-3-Clause": "BSD-3-clause",
    "BSD-2-Clause": "BSD-2-clause",
    "MIT": "Expat",
}


def dep5_license(spdx: str) -> str:
    """An SPDX expression in DEP-5's syntax.

    ``Apache-2.0 AND MIT`` -> ``Apache-2.0 and Expat``,
    ``GPL-3.0-or-later WITH GCC-exception-3.1`` -> ``GPL-3+ with GCC-3.1 exception``.
    """
    spdx = NORMALIZE.get(spdx, spdx)
    out = []
    for token in spdx.replace("(", " ").replace(")", " ").split():
        if token in {"AND", "OR"}:
            out.append(token.lower())
        elif token == "WITH":
            out.append("with")
        elif out and out[-1] == "with":
            # Bootloader-exception -> "Bootloader exception"
            found = re.fullmatch(r"(.+?)-exception(-[\d.]+)?", token)
            out.append(f"{found[1]}{found[2] or ''} exception" if found else f"{token} exception")
        else:
            out.append(DEP5_NAMES.get(token, token))
    return " ".join(out)


def _names(dep5: str) -> list[str]:
    """The licence names in a DEP-5 expression.

    Each needs a stand-alone ``License:`` paragraph.
    """
    names = []
    for part in re.split(r" (?:and|or) ", dep5):
        names.append(part.split(" with ")[0])
    return names


def _patterns(files: list[str], owner: dict[str, str], key: str, prefix: str) -> list[str]:
    """``Files:`` patterns for ``files`` (bundle paths).

    A folder as ``folder/*`` where every file under it belongs to ``key`` (``owner``: bundle path ->
    component), else the files themselves.
    """
    patterns: set[str] = set()
    for name in files:
        path = PurePosixPath(name)
        best = name
        for parent in reversed(path.parents[:-1]):
            # the highest folder wholly this component's
            inside = [f for f in owner if f.startswith(f"{parent}/")]
            if inside and all(owner[f] == key for f in inside):
                best = f"{parent}/*"
                break
        patterns.add(best)
    return sorted(f"{prefix}/{p}" for p in patterns)


def copyright_file(licenses: Path, prefix: str, project_url: str) -> str:
    """The DEP-5 ``copyright`` for a bundle installed at ``prefix``.

    ``prefix`` is ``usr/lib/archenemy-companion``.  Made from the bundle's ``licenses`` folder
    (``components.json``) and the app's ``LICENSE``.
    """
    components = json.loads((licenses / "components.json").read_text(encoding="utf-8"))
    bundle = licenses.parent
    real = {str(p.relative_to(bundle).as_posix()) for p in bundle.rglob("*") if p.is_file() or p.is_symlink()}
    owner: dict[str, str] = {}
    for component in components:
        for name in component["files"]:
            if name in real:
                owner.setdefault(name, component["key"])
    for name in sorted(real - owner.keys()):
        # PyInstaller's links to libraries: their target's component
        path = bundle / name
        if path.is_symlink():
            target = path.resolve()
            if target.is_relative_to(bundle.resolve()):
                found = owner.get(target.relative_to(bundle.resolve()).as_posix())
                if found:
                    owner[name] = found
    header = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: archenemy-companion",
    ]
    if project_url:
        header.append(f"Source: {project_url}")
    paragraphs = ["\n".join(header), "Files: *\nCopyright: 2026 Archenemy Companion developers\nLicense: Expat"]
    used: dict[str, list[str]] = {"Expat": ["archenemy-companion"], FAN_CONTENT: []}
    card_data = sorted(f"{prefix}/{name}" for name in real if CARD_DATA.search(name))
    if card_data:
        paragraphs.append(
            f"Files: {' '.join(card_data)}\nCopyright: Wizards of the Coast LLC (the cards' names, rules text and "
            f"rulings)\nLicense: {FAN_CONTENT}\nComment: The card data the app reads; the Spanish texts are the "
            "project's own translation of Wizards of the Coast's cards. Sources: data/SOURCES.md of the source."
        )
    # Python packages PyInstaller compiled into the executable's module archive (no file of their own)
    archived = sorted(
        c["name"] for c in components if c["files"] and all(f.startswith("_internal/PYZ/") for f in c["files"])
    )
    for component in components:
        key = component["key"]
        if key == "archenemy-companion":
            continue
        files = [f for f in real if owner.get(f) == key]
        if key == "mana-font":
            files = [f for f in real if f.startswith("_internal/archenemy/resources/fonts/")]
            used[FAN_CONTENT].append(key)
        patterns = _patterns(files, owner, key, prefix) + [f"{prefix}/licenses/{key}/*"]
        licence = dep5_license(component["license"])
        if key == "mana-font":
            licence += f" and {FAN_CONTENT}"
        for name in _names(licence):
            used.setdefault(name, []).append(key)
        texts = ", ".join(f"/{prefix}/licenses/{t}" for t in component["texts"])
        comment = f"{component['name']} {component['version']}. Licence text: {texts}"
        if key == "pyinstaller":
            comment += (
                ". The executable's archive also holds the compiled modules of the app (Expat), of CPython's "
                "standard library (PSF-2.0) and of the Python packages "
                + ", ".join(archived or ["(none)"])
                + ", each under the licence its own paragraph names"
            )
        paragraphs.append(
            f"Files: {' '.join(patterns)}\nCopyright: {component['copyright'] or component['name']}\n"
            f"License: {licence}\nComment: {comment}"
        )
    for name, keys in sorted(used.items()):
        paragraphs.append(_license_paragraph(name, keys, licenses, prefix))
    return "\n\n".join(paragraphs) + "\n"


#: The terms of the card data and of the game's symbols: Wizards of the Coast's Fan Content Policy.
FAN_CONTENT = "WotC-Fan-Content-Policy"
#: The card data files of the bundle (names and rules text of Wizards of the Coast's cards).
CARD_DATA = re.compile(r"^_internal/archenemy/(resources/(schemes|precons|planes)\.json|i18n/schemes\.\w+\.json)$")
FAN_CONTENT_TEXT = (
    "Archenemy Companion is unofficial Fan Content permitted under the Fan Content Policy. Not\n"
    "approved/endorsed by Wizards. Portions of the materials used are property of Wizards of the\n"
    "Coast. (C) Wizards of the Coast LLC. The policy: https://company.wizards.com/en/legal/fancontentpolicy\n"
    ".\n"
    "The card names, rules text and rulings in the card data, and the mana, tap and card type symbols\n"
    "the Mana font draws, are Wizards of the Coast's; they are not under this package's Expat licence."
)


def _license_paragraph(name: str, keys: list[str], licenses: Path, prefix: str) -> str:
    spdx = {v: k for k, v in DEP5_NAMES.items()}.get(name, name)
    common = COMMON_LICENSES.get(spdx)
    if name == FAN_CONTENT:
        return f"License: {name}\n" + "\n".join(f" {line}" for line in FAN_CONTENT_TEXT.splitlines())
    if name == "Expat":
        text = (licenses / "archenemy-companion" / "LICENSE").read_text(encoding="utf-8")
        body = "\n".join(" " + (line if line.strip() else ".") for line in text.strip().splitlines())
        return f"License: Expat\n{body}"
    if common:
        return (
            f"License: {name}\n On Debian systems, the complete text of this licence is in\n"
            f" /usr/share/common-licenses/{common}."
        )
    where = ", ".join(f"/{prefix}/licenses/{key}/" for key in sorted(set(keys)))
    return f"License: {name}\n The complete text of this licence is shipped in {where}"


RELEASE_RE = re.compile(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})\s*$")


def changelog_sections(text: str) -> list[tuple[str, str, list[str]]]:
    """``[(version, date, notes)]`` of a Keep-a-Changelog text, newest first.

    ``[Unreleased]`` comes as ``("", "", notes)``.  ``notes`` are the release notes for players: the
    ``- `` items above a section's first ``### `` heading, whole; else the paragraph there, as one note;
    else the first sentence of every top-level ``- `` item.  Markdown links, code marks, emphasis and
    tracker references (an issue's number in brackets) are removed.
    """
    sections: list[tuple[str, str, list[str]]] = []
    # per section: the items above its first ### heading, its paragraph there, every item
    leads: list[tuple[list[str], list[str], list[str]]] = []
    items: list[str] = []
    for line in text.splitlines():
        match = RELEASE_RE.match(line)
        if match or line.startswith("## "):
            items = []
            sections.append((match.group(1), match.group(2), items) if match else ("", "", items))
            leads.append(([], [], items))
            top = True
        elif not sections:
            continue
        elif line.startswith("### "):
            top = False
        elif line.startswith("- "):
            items.append(line[2:].strip())
            if top:
                leads[-1][0].append(line[2:].strip())
        elif items and line.startswith("  ") and line.strip():
            items[-1] += " " + line.strip()
            if top and leads[-1][0]:
                leads[-1][0][-1] += " " + line.strip()
        elif top and line.strip() and not items:
            leads[-1][1].append(line.strip())
    for (_version, _date, notes), (lead_items, paragraph, _all) in zip(sections, leads, strict=True):
        if lead_items:
            chosen = [_plain(item) for item in lead_items]
        elif paragraph:
            chosen = [_plain(" ".join(paragraph))]
        else:
            chosen = [re.split(r"(?<=[.:;])\s", _plain(item), maxsplit=1)[0] for item in notes]
        notes[:] = [note.rstrip(".:;") for note in chosen]
    return sections


def _plain(item: str) -> str:
    """A changelog item without Markdown marks or tracker references."""
    item = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", item).replace("`", "").replace("*", "")
    return re.sub(r" ?\(issues? \d+(?:(?:, | and )\d+)*(?:, [^)]*)?\)", "", item)


def changelog(text: str, version: str, maintainer: str, now: datetime.datetime) -> str:
    """The Debian changelog for ``CHANGELOG.md``'s ``text``, as package ``version``.

    ``version`` is the package version, in Debian form.

    ``maintainer`` is ``Name <address>``; ``now`` dates a development build's entry.
    """
    entries = []
    sections = changelog_sections(text)
    if "~dev" in version or "+" in version:
        notes = next((n for v, _d, n in sections if not v), [])
        entries.append((version, now, notes or ["A development build"]))
    for release, date, notes in sections:
        if release:
            day = datetime.datetime.fromisoformat(date).replace(tzinfo=datetime.UTC)
            entries.append((release, day, notes or [f"Release {release}"]))
    out = []
    for entry_version, when, notes in entries:
        lines = [f"archenemy-companion ({entry_version}) unstable; urgency=medium", ""]
        lines += [_wrap(note) for note in notes]
        lines += ["", f" -- {maintainer}  {email.utils.format_datetime(when)}", ""]
        out.append("\n".join(lines))
    return "\n".join(out)


def _wrap(note: str, width: int = 78) -> str:
    """``  * note`` wrapped at ``width``.

    Continuation lines are indented under the text.
    """
    words, lines, line = note.split(), [], "  *"
    for word in words:
        if len(line) + 1 + len(word) > width and line.strip() != "*":
            lines.append(line)
            line = "   "
        line += " " + word
    lines.append(line)
    return "\n".join(lines)
