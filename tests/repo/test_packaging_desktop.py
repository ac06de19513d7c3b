"""Installing like a desktop app.

One version, ``archenemy FILE``, the icon, and packaging/'s files agreeing.

The bundle itself is built and smoke-tested by ``make dist smoke`` (CI runs it after the tests); here are
the fast checks of what it is made of:

- the version has one source (``VERSION``, read by ``packaging/version.py``, given to the wheel by ``setup.py``) and is
  read at run time (``--version``, ``__version__``): no version number is written in the code;
- ``archenemy open FILE`` / ``archenemy FILE``: the file is checked before any window opens (1 invalid,
  2 unreadable), and a good one reaches the window's ``load_game_file``;
- the app's desktop file name and window icon; the PNG, ``.ico`` and ``.icns`` exports of the icon;
- one app id across the desktop entry, metainfo, MIME type, spec, NSIS script and the app; the MIME
  type's magic matches the first bytes of a real saved game; the metainfo's releases are CHANGELOG.md's.
"""

from __future__ import annotations

import io
import os
import random
import re
import struct
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path
from xml.etree import ElementTree

import pytest

from archenemy.desktop.cli import commands, main
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.journal import JournalWriter
from archenemy.engine.setup import deal, default_setup

from support.paths import REPO

LINUX = REPO / "packaging" / "linux"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _version() -> str:
    """The installed distribution's version.

    ``packaging/version.py``'s when it was installed.
    """
    from importlib.metadata import version

    return version("archenemy-companion")


def _journal(path: Path) -> Path:
    catalogue = load_catalogue()
    writer = JournalWriter.create(path, deal(default_setup(catalogue), catalogue, random.Random(3)))
    writer.close()
    return path


@pytest.fixture(autouse=True)
def _english_afterwards() -> object:
    """The command line installs the language it is given (``--lang es``).

    Later tests expect English.
    """
    yield
    from archenemy.desktop.i18n import install_language

    install_language("en")


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


# --- one version --------------------------------------------------------------


def test_the_version_has_one_source(capsys: pytest.CaptureFixture[str]) -> None:
    from archenemy import engine

    assert engine.__version__ == _version()
    assert re.fullmatch(r"\d+\.\d+\.\d+(\.dev\d+\+[a-z0-9.]+)?", _version()), _version()
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "version" not in project and "version" in project["dynamic"]
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"archenemy-companion {_version()}"
    literal = re.compile(r"""["']\d+\.\d+\.\d+["']""")
    written = [
        str(path.relative_to(REPO))
        for folder in ("engine", "desktop")
        for path in (REPO / folder).rglob("*.py")
        if literal.search(path.read_text(encoding="utf-8"))
    ]
    assert not written, f"a version number written in code (read importlib.metadata instead): {written}"


# --- archenemy open FILE / archenemy FILE ----------------------------------------


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        (["game.jsonl"], ["open", "game.jsonl"]),
        (["--lang", "es", "game.jsonl"], ["--lang", "es", "open", "game.jsonl"]),
        (["--lang=es", "game.jsonl"], ["--lang=es", "open", "game.jsonl"]),
        (["--", "-odd.jsonl"], ["open", "--", "-odd.jsonl"]),
        (["replay", "game.jsonl"], ["replay", "game.jsonl"]),
        (["open", "game.jsonl"], ["open", "game.jsonl"]),
        (["schemes"], ["schemes"]),
        (["--lang", "es"], ["--lang", "es"]),
        ([], []),
    ],
)
def test_a_file_where_a_subcommand_goes_is_opened(given: list[str], expected: list[str]) -> None:
    assert commands.with_open_command(given) == expected


def test_open_checks_the_file_before_any_window(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Invalid save: 1; missing file or a folder: 2 -- and no window for either."""
    from archenemy.desktop import app

    opened: list[object] = []
    monkeypatch.setattr(app, "run_gui", lambda *a, **k: opened.append((a, k)) or 0)
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"format": "something else"}\n', encoding="utf-8")
    code, _, err = run("open", str(broken), "--lang", "en")
    assert code == 1 and "not a valid saved game" in err, err
    code, _, err = run(str(tmp_path / "missing.jsonl"), "--lang", "en")
    assert code == 2 and "no such file" in err, err
    code, _, err = run(str(tmp_path), "--lang", "en")
    assert code == 2 and "folder" in err, err
    assert opened == []


def test_a_refused_file_is_shown_when_nobody_reads_stderr(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started from a menu entry or a double-click.

    The message goes to a message box too, exit 1.
    """
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(commands, "nobody_reads", lambda stream: True)
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    broken = tmp_path / "broken.jsonl"
    broken.write_text("not a saved game\n", encoding="utf-8")
    code, _, err = run(str(broken), "--lang", "en")
    assert code == 1
    assert shown == [err.strip()] and "broken.jsonl" in shown[0]


def test_nobody_reads_stderr_offscreen(qapp) -> None:
    """Offscreen (tests, the smoke test) no message box, terminal or not."""
    assert not commands.nobody_reads(io.StringIO())


def test_a_good_file_is_handed_to_the_window(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from archenemy.desktop import app

    opened: list[tuple[object, ...]] = []
    monkeypatch.setattr(app, "run_gui", lambda language, open_path=None: opened.append((language, open_path)) or 0)
    game = _journal(tmp_path / "game.jsonl")
    assert run(str(game))[0] == 0
    assert run("--lang", "es", "open", str(game))[0] == 0
    assert opened == [(None, game.resolve()), ("es", game.resolve())]


def test_the_window_opens_the_file(tmp_path: Path) -> None:
    """End to end in a fresh process.

    ``archenemy FILE`` reaches the window's ``load_game_file(FILE)``.
    """
    game = _journal(tmp_path / "game.jsonl")
    code = textwrap.dedent(
        """
        import sys
        from archenemy.desktop.table.game_files import GameFiles
        original = GameFiles.load_game_file
        def spy(self, path):
            print("OPENED", path, flush=True)
            return original(self, path)
        GameFiles.load_game_file = spy
        from archenemy.desktop.cli import main
        sys.exit(main([sys.argv[1]]))
        """
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        ARCHENEMY_COMPANION_QUIT_AFTER_START="1",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(game)], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert f"OPENED {game.resolve()}" in result.stdout, result.stdout + result.stderr


# --- the icon and the desktop file name ----------------------------------------


def test_the_app_has_its_desktop_file_name_and_icon(qapp) -> None:
    from archenemy.desktop.app import APP_ID, configure_application
    from archenemy.desktop.icon import ICON_SIZES, app_icon

    configure_application(qapp)
    assert qapp.desktopFileName() == APP_ID
    icon = qapp.windowIcon()
    assert not icon.isNull()
    sizes = {size.width() for size in app_icon().availableSizes()}
    assert sizes == set(ICON_SIZES)


def test_icon_pngs_have_their_sizes() -> None:
    from PySide6.QtGui import QImage

    from archenemy.desktop.icon import ICON_SIZES

    for size in ICON_SIZES:
        image = QImage(str(REPO / "resources" / "icons" / f"archenemy-companion-{size}.png"))
        assert (image.width(), image.height()) == (size, size), size
        assert image.hasAlphaChannel()


def test_ico_and_icns_hold_png_entries() -> None:
    ico = (REPO / "packaging" / "icons" / "archenemy-companion.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count >= 6
    sides = set()
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * index)
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(ico)
        sides.add(width or 256)
    assert {16, 32, 48, 256} <= sides
    icns = (REPO / "packaging" / "icons" / "archenemy-companion.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    kinds, at = [], 8
    while at < len(icns):
        kind_name, length = icns[at : at + 4].decode("ascii"), struct.unpack_from(">I", icns, at + 4)[0]
        assert icns[at + 8 : at + 16] == b"\x89PNG\r\n\x1a\n", kind_name
        kinds.append(kind_name)
        at += length
    assert at == len(icns) and {"icp4", "ic07", "ic08", "ic09", "ic10"} <= set(kinds)


# --- packaging/'s files agree -------------------------------------------------------


def test_one_app_id_everywhere() -> None:
    from archenemy.desktop.app import APP_ID

    assert (LINUX / f"{APP_ID}.desktop").is_file()
    assert (LINUX / f"{APP_ID}.metainfo.xml.in").is_file()
    assert (LINUX / f"{APP_ID}.mime.xml").is_file()
    for path in [
        LINUX / f"{APP_ID}.metainfo.xml.in",
        LINUX / "build_linux.py",
        LINUX / "install-desktop-entry.sh",
        REPO / "packaging" / "pyinstaller" / "archenemy-companion.spec",
        REPO / "packaging" / "windows" / "installer.nsi",
        REPO / "packaging" / "smoke.py",
    ]:
        assert APP_ID in path.read_text(encoding="utf-8"), f"{path.name} does not name {APP_ID}"


def _desktop_entry() -> dict[str, str]:
    from archenemy.desktop.app import APP_ID

    lines = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_desktop_entry_opens_saved_games() -> None:
    from archenemy.desktop.app import APP_ID

    entry = _desktop_entry()
    assert entry["Exec"] == "archenemy-companion %f"
    assert entry["Icon"] == APP_ID
    mime = ElementTree.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    [mime_type] = mime.iter(f"{MIME_NS}mime-type")
    assert entry["MimeType"] == mime_type.get("type") + ";"
    assert "Comment[es]" in entry and "GenericName[es]" in entry


def test_mime_magic_matches_a_saved_game_not_any_jsonl(tmp_path: Path) -> None:
    """The MIME type's magic matches what the journal writer writes first.

    And no other JSON.
    """
    from archenemy.desktop.app import APP_ID

    mime = ElementTree.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    matches = [
        (int(match.get("offset", "0")), match.get("value", "").encode("utf-8"))
        for match in mime.iter(f"{MIME_NS}match")
    ]
    assert matches and all(match.get("type") == "string" for match in mime.iter(f"{MIME_NS}match"))
    assert not list(mime.iter(f"{MIME_NS}glob")), "recognised by the first bytes, not by *.jsonl"

    def sniffed(data: bytes) -> bool:
        return any(data[offset : offset + len(value)] == value for offset, value in matches)

    assert sniffed(_journal(tmp_path / "game.jsonl").read_bytes())
    assert not sniffed(b'{"format": "something-else"}\n')
    assert not sniffed(b'{"a": 1}\n{"b": 2}\n')


def test_metainfo_releases_come_from_the_changelog() -> None:
    sys.path.insert(0, str(LINUX))
    try:
        import build_linux
    finally:
        sys.path.remove(str(LINUX))
    changelog = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$", changelog, re.M)
    release = build_linux.metainfo("https://archenemy.invalid/x", headings[0][0])
    root = ElementTree.fromstring(release)
    assert [(r.get("version"), r.get("date")) for r in root.iter("release")] == headings
    assert root.find("url[@type='homepage']").text == "https://archenemy.invalid/x"  # type: ignore[union-attr]
    assert "@" not in release, "a placeholder was left in the metainfo"
    assert root.find("summary[@{http://www.w3.org/XML/1998/namespace}lang='es']") is not None
    # a development build: its own release first, marked as such; without an address no <url> or screenshot
    development = ElementTree.fromstring(build_linux.metainfo("", "0.9.0.dev12+gabc1234"))
    first = next(development.iter("release"))
    assert (first.get("version"), first.get("type")) == ("0.9.0~dev12+gabc1234", "development")
    assert [r.get("version") for r in development.iter("release")][1:] == [v for v, _ in headings]
    assert development.find("url") is None and development.find("screenshots") is None
