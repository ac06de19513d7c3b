"""The Linux packaging's own logic, fast.

``make dist smoke`` builds and tests the real bundle and ``.deb``.

- ``install-desktop-entry.sh`` writes an Exec line that a desktop reads back as the folder's real path,
  whatever the path holds (``&``, ``%``, ``"``, ``$``, backquotes, backslashes, spaces);
- the manual page comes from the command line's parsers: every subcommand and option is on it, and it
  renders without a warning;
- the ``.deb``'s DEP-5 copyright and Debian changelog (``packaging/linux/debian.py``);
- ``check_bundle.py`` refuses a build-machine library search path, a host library left in the bundle and
  GNU readline;
- every apt call of the build waits for a held package-manager lock; no placeholder address anywhere.
"""

from __future__ import annotations

import datetime
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from support.paths import REPO

PACKAGING = REPO / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.archenemy_companion.ArchenemyCompanion"
sys.path.insert(0, str(PACKAGING))
sys.path.insert(0, str(LINUX))

import check_bundle  # noqa: E402
import debian  # noqa: E402
import licenses  # noqa: E402

CHANGELOG = "# Changelog\n\n## [Unreleased]\n\n- A new thing. More words.\n\n## [0.2.0] - 2026-11-23\n\n- Old thing.\n"


# --- install-desktop-entry.sh --------------------------------------------------------------


def _unescape_string(value: str) -> str:
    """A desktop entry string value's escapes (\\s \\n \\t \\r \\\\)."""
    out, chars = [], iter(value)
    for char in chars:
        if char == "\\":
            following = next(chars)
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(following, "\\" + following))
        else:
            out.append(char)
    return "".join(out)


def _exec_arguments(value: str) -> list[str]:
    """The Exec key's arguments as the Desktop Entry Specification reads them.

    After the string escapes.
    """
    args, current, quoted, index, text = [], "", False, 0, _unescape_string(value)
    started = False
    while index < len(text):
        char = text[index]
        if quoted and char == "\\" and text[index + 1] in '"`$\\':
            current += text[index + 1]
            index += 1
        elif char == '"':
            quoted, started = not quoted, True
        elif char == " " and not quoted:
            if started:
                args.append(current)
            current, started = "", False
        else:
            current, started = current + char, True
        index += 1
    if started:
        args.append(current)
    return [arg.replace("%%", "%") if not re.fullmatch(r"%[fFuUick]", arg) else arg for arg in args]


def test_install_desktop_entry_quotes_any_folder_path(tmp_path: Path) -> None:
    import build_linux

    folder = tmp_path / 'Juegos & 100% "raros" $HOME `x` back\\slash'
    (folder / "share").mkdir(parents=True)
    build_linux.write_share(folder / "share", "", "0.3.0")
    shutil.copyfile(LINUX / "install-desktop-entry.sh", folder / "install-desktop-entry.sh")
    data = tmp_path / "data"
    env = dict(os.environ, XDG_DATA_HOME=str(data), PATH="/usr/bin:/bin")
    result = subprocess.run(["sh", str(folder / "install-desktop-entry.sh")], env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    entry = data / "applications" / f"{APP_ID}.desktop"
    keys = dict(line.split("=", 1) for line in entry.read_text(encoding="utf-8").splitlines() if "=" in line)
    assert _exec_arguments(keys["Exec"]) == [str(folder / "archenemy-companion"), "%f"], keys["Exec"]
    assert _unescape_string(keys["TryExec"]) == str(folder / "archenemy-companion")
    validate = shutil.which("desktop-file-validate")
    if validate:
        checked = subprocess.run([validate, str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    removed = subprocess.run(
        ["sh", str(folder / "install-desktop-entry.sh"), "--remove"], env=env, capture_output=True, text=True
    )
    assert removed.returncode == 0 and not entry.exists()
    metainfo = (folder / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert "<!-- AppStream metadata." not in metainfo and "fills in" not in metainfo
    # Nothing else of the user's there: the caches go too
    assert not (data / "mime").exists(), sorted(p.name for p in (data / "mime").rglob("*"))
    assert not (data / "icons" / "hicolor").exists()


# --- the manual page ------------------------------------------------------------------------


def test_the_manual_page_has_every_command_and_option() -> None:
    """Every real parser's subcommand and option is on the page.

    The parsers the commands parse with (``subcommand_parsers``), not the
    top level's stubs: ``history``, ``stats`` and ``images fetch`` have
    options of their own.
    """
    import make_manpage

    from archenemy.desktop.cli.commands import build_parser, subcommand_parsers

    page = make_manpage.manpage("0.3.0", "2026-11-26")
    plain = page.replace("\\-", "-").replace("\\fB", "").replace("\\fR", "").replace("\\fI", "")
    parsers = subcommand_parsers()
    assert {"history", "stats", "images fetch", "images status", "deck check"} <= set(parsers)
    for words in parsers:
        assert f".SS {words}\n" in plain, f"no section for {words}"
    options = {
        option
        for parser in [build_parser(), *parsers.values()]
        for action in parser._actions  # noqa: SLF001
        for option in action.option_strings
    }
    assert {"--sync", "--rebuild", "--csv", "--player", "--all"} <= options, sorted(options)
    missing = sorted(option for option in options if option not in plain)
    assert not missing, f"options not on the manual page: {missing}"
    assert "history.sqlite3" in plain and "roster.json" in plain and "card-images" in plain
    groff = shutil.which("groff")
    if groff:
        result = subprocess.run(
            [groff, "-man", "-Tutf8", "-ww", "-z"], input=page, capture_output=True, text=True, env={"LC_ALL": "C"}
        )
        assert result.returncode == 0 and not result.stderr, result.stderr


# --- the .deb's copyright and changelog -----------------------------------------------------


def test_dep5_copyright_has_a_paragraph_for_every_component_and_licence(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    licenses = bundle / "licenses"
    for key, text in (("archenemy-companion", "MIT License\n\nPermission..."), ("aiohttp", "Apache"), ("libx", "c")):
        (licenses / key).mkdir(parents=True)
        (licenses / key / ("LICENSE" if key != "libx" else "libx.copyright")).write_text(text, encoding="utf-8")
    names = ("_internal/PySide6/Qt/lib/libQt6Core.so.6", "_internal/libxcb-util.so.1", "archenemy-companion")
    for name in (*names, "_internal/archenemy/resources/schemes.json", "_internal/archenemy/i18n/schemes.es.json"):
        (bundle / name).parent.mkdir(parents=True, exist_ok=True)
        (bundle / name).write_bytes(b"")
    components = [
        {"key": "archenemy-companion", "name": "archenemy-companion", "version": "0.3.0", "license": "MIT",
         "copyright": "us", "texts": ["archenemy-companion/LICENSE"], "files": []},
        {"key": "aiohttp", "name": "aiohttp", "version": "3", "license": "Apache-2.0 AND MIT", "copyright": "them",
         "texts": ["aiohttp/LICENSE"], "files": ["_internal/PYZ/aiohttp"]},
        {"key": "pyside6-essentials", "name": "PySide6", "version": "6", "license": "LGPL-3.0-only",
         "copyright": "Qt", "texts": [], "files": ["_internal/PySide6/Qt/lib/libQt6Core.so.6"]},
        {"key": "libx", "name": "libxcb-util1 (Debian)", "version": "1", "license": "MIT", "copyright": "X",
         "texts": ["libx/libx.copyright"], "files": ["_internal/libxcb-util.so.1"]},
    ]  # fmt: skip
    (licenses / "components.json").write_text(json.dumps(components), encoding="utf-8")
    text = debian.copyright_file(licenses, "usr/lib/archenemy-companion", "")
    paragraphs = [dict(re.findall(r"^([A-Z][\w-]+): ?(.*)$", p, re.M)) for p in text.split("\n\n")]
    assert paragraphs[0]["Format"].startswith("https://www.debian.org/doc/packaging-manuals/copyright-format/1.0")
    # No public address yet
    assert "Source" not in paragraphs[0]
    files = {p["Files"]: p["License"] for p in paragraphs if "Files" in p}
    assert files["*"] == "Expat"
    assert (
        files[
            "usr/lib/archenemy-companion/_internal/PySide6/* usr/lib/archenemy-companion/licenses/pyside6-essentials/*"
        ]
        == "LGPL-3"
    )
    assert "Apache-2.0 and Expat" in files.values()
    standalone = {p["License"] for p in paragraphs if "Files" not in p and "License" in p}
    used = {name for value in files.values() for name in re.split(r" (?:and|or) ", value)}
    assert used <= standalone, f"licences without a stand-alone paragraph: {used - standalone}"
    assert "example" not in text
    # The card data is Wizards of the Coast's, in a paragraph of its own, never under the app's Expat
    [cards] = [p for p in paragraphs if "schemes.json" in p.get("Files", "")]
    assert cards["License"] == debian.FAN_CONTENT and "Wizards of the Coast" in cards["Copyright"]
    assert "usr/lib/archenemy-companion/_internal/archenemy/i18n/schemes.es.json" in cards["Files"]
    assert "Fan Content Policy" in text and "see " not in files.get("Copyright", "")


def test_debian_changelog_has_the_development_build_then_every_release() -> None:
    now = datetime.datetime(2026, 11, 26, 12, 0, tzinfo=datetime.UTC)
    text = debian.changelog(CHANGELOG, "0.3.0~dev4+gabc1234", "Jo <jo@archenemy.invalid>", now)
    entries = re.findall(r"^archenemy-companion \((\S+)\) unstable; urgency=medium$", text, re.M)
    assert entries == ["0.3.0~dev4+gabc1234", "0.2.0"]
    assert "  * A new thing" in text and "  * Old thing" in text
    assert " -- Jo <jo@archenemy.invalid>  Thu, 26 Nov 2026 12:00:00 +0000" in text
    dpkg = shutil.which("dpkg-parsechangelog")
    if dpkg:
        result = subprocess.run([dpkg, "-l-", "--all"], input=text, capture_output=True, text=True)
        assert result.returncode == 0 and "0.3.0~dev4+gabc1234" in result.stdout, result.stderr


def test_release_notes_are_the_items_above_the_first_subheading() -> None:
    """Software centres get the players' notes, whole, without tracker numbers."""
    # CHANGELOG.md's own tracker references, which the notes leave out (written apart: no test names one)
    ref = "({} {})".format("issue", 7)
    text = (
        f"# Changelog\n\n## [Unreleased]\n\n- Planes on the table. Roll the die.\n- Faster {ref}.\n\n"
        f"### Added\n\n- Developers: a tool {ref}. More.\n\n## [0.3.0] - 2026-11-26\n\nGame nights {ref}.\n\n"
        "### Added\n\n- Card images. Words.\n\n## [0.2.0] - 2026-11-23\n\n### Added\n\n- Old thing. More.\n"
    )
    assert debian.changelog_sections(text) == [
        ("", "", ["Planes on the table. Roll the die", "Faster"]),
        ("0.3.0", "2026-11-26", ["Game nights"]),
        ("0.2.0", "2026-11-23", ["Old thing"]),
    ]


def test_the_newest_release_notes_are_for_players() -> None:
    """The newest release's notes and the coming release's are players' text.

    What the release commit publishes: at most 12 (the metainfo's), no
    developer or packager items, no paths, no tracker numbers.
    """
    text = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    sections = debian.changelog_sections(text)
    newest = next(notes for release, _date, notes in sections if release)
    checked = [newest]
    unreleased = text[text.index("## [Unreleased]") :]
    if unreleased.split("\n### ", 1)[0].split("\n## [", 2)[0].count("\n- "):
        checked.append(sections[0][2])
    for notes in checked:
        assert 1 <= len(notes) <= 12, notes
        for note in notes:
            assert not re.search(r"Developers|Packagers|issue \d|\.py\b|/", note), note


# --- check_bundle.py --------------------------------------------------------------------------


def test_check_bundle_refuses_build_search_paths_host_libraries_and_readline(tmp_path: Path) -> None:
    module = next(Path(sys.base_prefix).glob("lib/python3.*/lib-dynload/_json.cpython-*.so"), None)
    if module is None or not shutil.which("readelf") or not check_bundle.runpath(module):
        pytest.skip("needs an extension module with a build-machine RUNPATH (a pyenv or python.org build)")
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copyfile(module, bundle / "_internal" / module.name)
    (bundle / "_internal" / "libsystemd.so.0").write_bytes(b"not an ELF file")
    (bundle / "_internal" / "libreadline.so.8").write_bytes(b"not an ELF file")
    problems, _ = check_bundle.check(bundle)
    text = "\n".join(problems)
    assert "library search path outside the bundle" in text
    assert "libsystemd.so.0: a host library" in text
    assert "libreadline.so.8: GPL code" in text


@pytest.mark.parametrize(
    ("licence", "binding"),
    [
        ("LGPL-3.0-only", False),
        ("GPL-3.0-or-later WITH GCC-exception-3.1", False),
        ("GPL-2.0-or-later WITH Bootloader-exception AND Apache-2.0", False),
        ("Apache-2.0 OR GPL-2.0-or-later", False),
        ("GNU General Public License v3 (GPLv3)", True),
        ("MIT AND GPL-3.0-only", True),
    ],
)
def test_gpl_without_an_exception_is_refused(licence: str, binding: bool) -> None:
    assert licenses.gpl_without_exception(licence) is binding


def test_a_system_library_of_unreviewed_licence_is_refused() -> None:
    """GNU readline (GPL-3) is not on the reviewed list.

    A bundle holding it fails to build.
    """
    readline = next((p for p in Path("/usr/lib/x86_64-linux-gnu").glob("libreadline.so.8*") if p.is_file()), None)
    if readline is None or shutil.which("dpkg") is None:
        pytest.skip("needs Debian's libreadline8")
    with pytest.raises(SystemExit, match="libreadline8, whose licence nobody has reviewed"):
        licenses.system_package("_internal/libreadline.so.8", str(readline))
    stdcpp = next(Path("/usr/lib/x86_64-linux-gnu").glob("libstdc++.so.6.*"))
    assert licenses.system_package("_internal/libstdc++.so.6", str(stdcpp)) == "libstdc++6"


# --- the build's own hygiene ------------------------------------------------------------------


def _tracked() -> list[Path]:
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout")
    names = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True).stdout
    return [REPO / n for n in names.decode().split("\0") if n and (REPO / n).is_file()]


def test_every_apt_call_waits_for_the_package_manager_lock() -> None:
    """A direct ``apt-get`` call waits for the package manager's lock.

    A direct ``apt-get update``/``install`` (not a message telling the user
    what to run) must pass ``DPkg::Lock::Timeout``; the scripts call it through
    their ``apt_get`` wrapper, which does.
    """
    scripts = [p for p in _tracked() if p.suffix == ".sh" or p.name in {"run", "Makefile"}]
    calls = 0
    for path in scripts:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            calls += len(re.findall(r"\bapt_get (update|install)\b", code))
            if "echo" in code or "sudo " in code or not re.search(r"\bapt-get\s+(-\S+\s+)*(update|install)\b", code):
                continue
            assert "DPkg::Lock::Timeout" in code, f"{path.name}:{number}: {line.strip()}"
    assert calls >= 4, "the apt_get wrapper is not used"


def test_no_placeholder_address_anywhere() -> None:
    placeholder = "example" + ".org"
    found = [str(p.relative_to(REPO)) for p in _tracked() if p.suffix not in {".png", ".ico", ".icns", ".ttf", ".qm"}]
    found = [name for name in found if placeholder in (REPO / name).read_text(encoding="utf-8", errors="replace")]
    assert not found, f"{placeholder} in {found}"
