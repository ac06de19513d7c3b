"""Smoke test of a built bundle: does what a player gets work?

Does it start, speak Spanish, save and replay a game?

    python packaging/smoke.py --tarball dist/archenemy-companion-V-linux-x86_64.tar.gz \\
        [--deb dist/archenemy-companion_V_amd64.deb] [--nsis] [--linux-files] [--x11]
        [--wayland] [--dbus] [--tls]
    python packaging/smoke.py --bundle path/to/archenemy-companion     (Windows, macOS: the CI workflow)

Every check runs in a fresh HOME and fresh XDG folders (APPDATA on Windows), with a PATH that holds no
Python, offscreen (``QT_QPA_PLATFORM=offscreen``):

- the tarball has one top folder ``archenemy-companion-V/`` holding the executable ``archenemy-companion``;
- ``--version`` prints ``archenemy-companion V`` (V: the version of the wheel installed in the Python that
  runs this script, which the bundle was built from);
- ``licenses/`` lists every component with its licence text, and no GNU readline is bundled
  (``smoke_system.py``, as are ``--dbus``, ``--tls``, ``--wayland`` and the ``.deb``'s lintian check);
- the app's translations are in the bundle (``archenemy/i18n/archenemy_es.qm``, ``archenemy_en.qm``) and
  of Qt's own only ``qtbase_es.qm``;
- Spanish card texts (``schemes --lang es --json``) and Spanish interface strings (``--help`` and the
  replayed game in Spanish differ from English: the app's ``.qm``);
- an offscreen start writes a game (the app quits once its window is shown:
  ``ARCHENEMY_COMPANION_QUIT_AFTER_START``); ``replay`` of it works (text and ``--json``); ``open`` of it
  starts, and of a broken or missing file exits 1 or 2 before any window;
- ``--linux-files``: ``check_bundle.py`` reports a library deleted from a copy of the bundle (the
  NEEDED check can fail); the desktop entry validates (``desktop-file-validate``), the metainfo
  (``appstreamcli validate --no-net``), the MIME type installs (``update-mime-database``) and the saved
  game is recognised as ``application/x-archenemy-companion-game`` by its first bytes (``gio``, if present);
- ``--x11``: under Xvfb the window has ``_NET_WM_ICON`` and ``WM_CLASS "archenemy-companion"`` (the
  desktop entry's ``StartupWMClass``), read with ``xprop``;
- ``--dbus``, ``--tls``, ``--wayland``: keep-awake's D-Bus call, the TLS stack, Wayland and the fallback
  to X11 (``smoke_system.py`` says how);
- ``--deb``: ``dpkg-deb`` reads the package, which holds the bundle in ``/usr/lib/archenemy-companion``,
  the ``/usr/games`` links ``archenemy-companion`` and ``archenemy``, the manual page, the changelog, the
  copyright file, the licences and the freedesktop files, depends on a font, fontconfig's configuration
  and the CA certificates, ``dpkg --dry-run -i`` accepts it (as root) and lintian finds nothing but its
  overrides (and a missing Maintainer, when it was built without one);
- ``--nsis``: ``packaging/windows/installer.nsi`` compiles with ``makensis -WX`` against a stand-in
  folder with the bundle's file list (``.exe`` for the executable, and the console twin ``archenemy.exe``),
  and its uninstaller removes every top-level file and folder of that list.

Prints one line per check; exit status 1 if any failed.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "packaging"))
import smoke_system  # noqa: E402
from version import debian  # noqa: E402

NAME = "archenemy-companion"
APP_ID = "io.github.archenemy_companion.ArchenemyCompanion"
MIME_TYPE = "application/x-archenemy-companion-game"
#: The executable the checks run: on Windows the console twin ``archenemy.exe`` (the app's own
#: ``archenemy-companion.exe`` has no console, so its output goes nowhere).
EXE = "archenemy.exe" if sys.platform == "win32" else NAME
TIMEOUT = 120


class Smoke:
    """Runs the checks against one unpacked bundle, in its own fresh home folder."""

    def __init__(self, bundle: Path, work: Path) -> None:
        self.bundle = bundle
        self.exe = bundle / EXE
        self.work = work
        self.failures: list[str] = []
        home = work / "home"
        empty_bin = work / "empty-bin"
        empty_bin.mkdir(parents=True, exist_ok=True)
        self.env = {
            "HOME": str(home),
            "USERPROFILE": str(home),
            # No Python (nor anything else) on PATH.
            "PATH": str(empty_bin),
            "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_STATE_HOME": str(home / "state"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "XDG_RUNTIME_DIR": str(work / "runtime"),
            "APPDATA": str(home / "AppData" / "Roaming"),
            "LOCALAPPDATA": str(home / "AppData" / "Local"),
        }
        # Windows needs these.
        for key in ("SYSTEMROOT", "SystemRoot", "WINDIR", "TMPDIR", "TEMP", "TMP"):
            if key in os.environ:
                self.env[key] = os.environ[key]
        (work / "runtime").mkdir(mode=0o700, exist_ok=True)

    def run(self, *args: str, quit_after_start: bool = False) -> subprocess.CompletedProcess[str]:
        """The bundle's executable with ``args`` in the fresh environment."""
        env = dict(self.env)
        if quit_after_start:
            env["ARCHENEMY_COMPANION_QUIT_AFTER_START"] = "1"
        return subprocess.run(
            [str(self.exe), *args], env=env, capture_output=True, text=True, encoding="utf-8", timeout=TIMEOUT
        )

    def check(self, name: str, test: Callable[[], str | None]) -> None:
        """Run one check: ``test`` returns None when it passes, else what went wrong."""
        try:
            problem = test()
        except Exception as exc:  # noqa: BLE001 (a crashed check is a failed check)
            problem = f"{type(exc).__name__}: {exc}"
        if problem is None:
            print(f"ok    {name}")
        else:
            print(f"FAIL  {name}: {problem}")
            self.failures.append(name)

    def saved_games(self) -> list[Path]:
        return sorted(Path(self.env["HOME"]).rglob("games/*.jsonl"))


def expected_version() -> str:
    """The version of the wheel installed here.

    ``make dist`` built the bundle from it.
    """
    from importlib.metadata import version

    return version(NAME)


def app_checks(smoke: Smoke) -> None:
    """The checks every platform runs (see the module's doc)."""
    version = expected_version()
    internal = smoke.bundle / "_internal"

    def version_line() -> str | None:
        result = smoke.run("--version")
        got = result.stdout.strip()
        return None if got == f"{NAME} {version}" else f"printed {got!r} (exit {result.returncode}) {result.stderr}"

    def translations_bundled() -> str | None:
        missing = [n for n in ("archenemy_es.qm", "archenemy_en.qm") if not (internal / "archenemy/i18n" / n).is_file()]
        if missing:
            return f"not in the bundle: {missing}"
        qt = sorted(p.name for p in internal.rglob("*.qm") if p.parent.name == "translations")
        return None if qt == ["qtbase_es.qm"] else f"Qt translations in the bundle: {qt[:5]}... ({len(qt)})"

    def spanish_cards() -> str | None:
        result = smoke.run("schemes", "--lang", "es", "--json")
        echo = next(r for r in json.loads(result.stdout) if r["id"] == "my-laughter-echoes")
        return None if echo["name"] != echo["name_en"] and "plan" in echo["text"] else f"not Spanish: {echo}"

    def spanish_interface() -> str | None:
        english = smoke.run("--lang", "en", "replay", "--help").stdout
        spanish = smoke.run("--lang", "es", "replay", "--help").stdout
        if "la partida guardada" not in spanish or english == spanish:
            return f"the help is not in Spanish (the app's .qm missing?):\n{spanish}"
        return None

    smoke.check("--version prints the version", version_line)
    smoke.check("translations bundled (app en/es, Qt's qtbase_es only)", translations_bundled)
    smoke.check("Spanish card texts", spanish_cards)
    smoke.check("Spanish interface strings", spanish_interface)
    game_checks(smoke)


def game_checks(smoke: Smoke) -> None:
    """Start offscreen, replay what was saved, open it; broken and missing files."""

    def start_writes_a_game() -> str | None:
        result = smoke.run("--lang", "es", quit_after_start=True)
        games = smoke.saved_games()
        if result.returncode != 0 or not games:
            return f"exit {result.returncode}, games {games}: {result.stderr[-2000:]}"
        return None

    def replay_works() -> str | None:
        [game] = smoke.saved_games()
        text = smoke.run("replay", str(game), "--lang", "es")
        data = smoke.run("replay", str(game), "--json")
        english = smoke.run("replay", str(game), "--lang", "en")
        if text.returncode != 0 or data.returncode != 0:
            return f"exit {text.returncode}/{data.returncode}: {text.stderr}{data.stderr}"
        if json.loads(data.stdout)["variant"] != "archenemy":
            return f"unexpected state: {data.stdout[:300]}"
        return None if text.stdout != english.stdout else "the replayed game reads the same in Spanish and English"

    def open_works() -> str | None:
        [game] = smoke.saved_games()
        bad = smoke.work / "broken.jsonl"
        bad.write_text("not a saved game\n", encoding="utf-8")
        opened = smoke.run(str(game), quit_after_start=True)
        broken = smoke.run("open", str(bad))
        missing = smoke.run(str(smoke.work / "missing.jsonl"))
        got = (opened.returncode, broken.returncode, missing.returncode)
        return None if got == (0, 1, 2) else f"exit codes {got} for (good, broken, missing), expected (0, 1, 2)"

    smoke.check("an offscreen start writes a game", start_writes_a_game)
    smoke.check("replay of the saved game (text, --json, Spanish)", replay_works)
    smoke.check("open FILE: good 0, broken 1, missing 2", open_works)


_tool = smoke_system.tool


def needed_check_catches(smoke: Smoke) -> None:
    """``check_bundle.py`` finds a library removed from the bundle: it can fail.

    ``make dist`` runs it.
    """

    def catches() -> str | None:
        sys.path.insert(0, str(REPO / "packaging"))
        from check_bundle import check

        broken = smoke.work / "broken-bundle"
        shutil.copytree(smoke.bundle, broken, symlinks=True)
        (broken / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Gui.so.6").unlink()
        problems, _ = check(broken)
        if not any("needs libQt6Gui.so.6, which is not in the bundle" in p for p in problems):
            return f"no problem reported for a missing libQt6Gui.so.6: {problems[:3]}"
        shutil.rmtree(broken)
        return None

    smoke.check("check_bundle.py reports a library missing from a copy of the bundle", catches)


def linux_file_checks(smoke: Smoke) -> None:
    """The freedesktop files in the tarball's ``share/`` folder."""
    share = smoke.bundle / "share"

    def desktop_entry() -> str | None:
        result = subprocess.run(
            [_tool("desktop-file-validate"), str(share / "applications" / f"{APP_ID}.desktop")],
            capture_output=True,
            text=True,
        )
        return None if result.returncode == 0 and not result.stdout.strip() else result.stdout + result.stderr

    def metainfo() -> str | None:
        path = share / "metainfo" / f"{APP_ID}.metainfo.xml"
        result = subprocess.run(
            [_tool("appstreamcli"), "validate", "--no-net", str(path)], capture_output=True, text=True
        )
        if result.returncode != 0:
            return result.stdout + result.stderr
        text = path.read_text(encoding="utf-8")
        if f'<release version="{debian(expected_version())}"' not in text or 'xml:lang="es"' not in text:
            return "the metainfo lacks this version's release or the Spanish texts"
        return None

    def mime_type() -> str | None:
        data = smoke.work / "mime-data"
        (data / "mime" / "packages").mkdir(parents=True, exist_ok=True)
        shutil.copyfile(share / "mime" / "packages" / f"{APP_ID}.xml", data / "mime" / "packages" / f"{APP_ID}.xml")
        env = dict(os.environ, XDG_DATA_DIRS=f"{data}:/usr/share", XDG_DATA_HOME=str(data))
        result = subprocess.run(
            [_tool("update-mime-database"), str(data / "mime")], capture_output=True, text=True, env=env
        )
        if result.returncode != 0 or "rror" in result.stderr:
            return result.stdout + result.stderr
        gio = shutil.which("gio")
        if gio is None:
            print("      (gio not installed: the saved game's MIME type not sniffed)")
            return None
        [game] = smoke.saved_games()
        found = subprocess.run(
            [gio, "info", "-a", "standard::content-type", str(game)], capture_output=True, text=True, env=env
        ).stdout
        return None if MIME_TYPE in found else f"the saved game is not {MIME_TYPE}: {found}"

    smoke.check("desktop entry validates", desktop_entry)
    smoke.check("AppStream metainfo validates (en, es, this release)", metainfo)
    smoke.check("MIME type installs and recognises a saved game by its first bytes", mime_type)


#: Under Xvfb: start the app, find its top-level window (no window manager: a child of the root), print
#: its WM_CLASS and whether it has _NET_WM_ICON, stop the app.  The arguments are the app's environment
#: (the smoke test's fresh one, VAR=value...) then its command line, for `env -i`.
X11_PROBE = r"""
env -i DISPLAY="$DISPLAY" XAUTHORITY="${XAUTHORITY:-}" "$@" & pid=$!
found=
for _ in $(seq 150); do
    for w in $(xwininfo -root -children | awk '/"/ {print $1}'); do
        class=$(xprop -id "$w" WM_CLASS 2>/dev/null || true)
        case "$class" in *archenemy-companion*)
            found=$class
            # the icon is set right after the first paint (and Qt may map a short-lived window first)
            icon=$(xprop -id "$w" _NET_WM_ICON 2>/dev/null | head -1)
            case "$icon" in *CARDINAL*)
                echo "$class"; echo "$icon"
                kill "$pid"; exit 0 ;;
            esac ;;
        esac
    done
    sleep 0.2
done
kill "$pid"; echo "${found:-no window of the app appeared}: no _NET_WM_ICON"; exit 1
"""


def x11_check(smoke: Smoke) -> None:
    """Under Xvfb the app's window carries its icon and its WM_CLASS.

    The icon as ``_NET_WM_ICON``, the ``WM_CLASS`` the desktop entry names.
    """

    def window_icon() -> str | None:
        env = {k: v for k, v in smoke.env.items() if k != "QT_QPA_PLATFORM"}
        app = [*(f"{k}={v}" for k, v in env.items()), str(smoke.exe), "--lang", "en"]
        command = [_tool("xvfb-run"), "-a", "-s", "-screen 0 1600x900x24", "sh", "-c", X11_PROBE, "probe", *app]
        for tool in ("xprop", "xwininfo"):
            _tool(tool)
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT)
        out = result.stdout
        if result.returncode != 0 or "_NET_WM_ICON(CARDINAL)" not in out or f'"{NAME}"' not in out:
            return f"exit {result.returncode}: {out[:500]}{result.stderr[-500:]}"
        return None

    smoke.check("under Xvfb the window has its icon and WM_CLASS", window_icon)


def deb_checks(smoke: Smoke, deb: Path) -> None:
    def contents() -> str | None:
        listing = subprocess.run(
            [_tool("dpkg-deb"), "--contents", str(deb)], capture_output=True, text=True, check=True
        ).stdout
        wanted = [
            f"./usr/lib/{NAME}/{NAME}",
            f"./usr/games/{NAME} -> ../lib/{NAME}/{NAME}",
            f"./usr/games/archenemy -> ../lib/{NAME}/{NAME}",
            "./usr/share/man/man6/archenemy.6.gz",
            f"./usr/share/man/man6/{NAME}.6.gz -> archenemy.6.gz",
            f"./usr/share/doc/{NAME}/changelog.gz",
            f"./usr/share/doc/{NAME}/copyright",
            f"./usr/share/lintian/overrides/{NAME}",
            f"./usr/lib/{NAME}/licenses/README.txt",
            f"./usr/lib/{NAME}/licenses/pyside6-essentials/LGPL-3.0.txt",
            f"./usr/share/applications/{APP_ID}.desktop",
            f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
            f"./usr/share/mime/packages/{APP_ID}.xml",
            f"./usr/share/icons/hicolor/256x256/apps/{APP_ID}.png",
            f"./usr/lib/{NAME}/_internal/archenemy/i18n/archenemy_es.qm",
        ]
        missing = [w for w in wanted if w not in listing]
        if missing:
            return f"missing from the .deb: {missing}"
        depends = subprocess.run(
            [_tool("dpkg-deb"), "--field", str(deb), "Depends"], capture_output=True, text=True, check=True
        ).stdout
        needed = ["fontconfig-config", "fonts-dejavu-core", "ca-certificates", "libssl3", "libdbus-1-3"]
        absent = [name for name in needed if not re.search(rf"\b{re.escape(name)}(t64)?\b", depends)]
        return f"Depends lacks {absent}: {depends}" if absent else None

    def dry_run() -> str | None:
        if hasattr(os, "geteuid") and os.geteuid() != 0:
            print("      (not root: dpkg --dry-run -i skipped)")
            return None
        result = subprocess.run([_tool("dpkg"), "--dry-run", "-i", str(deb)], capture_output=True, text=True)
        return None if result.returncode == 0 else result.stdout + result.stderr

    smoke.check(f"{deb.name}: contents and Depends", contents)
    smoke.check(f"{deb.name}: dpkg --dry-run -i", dry_run)
    smoke_system.lintian_check(smoke, deb)


def nsis_check(smoke: Smoke) -> None:
    def compiles() -> str | None:
        stand_in = smoke.work / "nsis" / NAME
        for path in sorted(smoke.bundle.rglob("*")):
            rel = path.relative_to(smoke.bundle)
            if rel.parts[0] in {"share", "install-desktop-entry.sh"} or path.is_dir():
                continue
            target = stand_in / (f"{NAME}.exe" if rel.as_posix() == NAME else rel)
            # Windows has the console twin too.
            if rel.as_posix() == NAME:
                (stand_in / "archenemy.exe").parent.mkdir(parents=True, exist_ok=True)
                (stand_in / "archenemy.exe").write_bytes(b"")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(b"")
        out = smoke.work / "nsis" / f"ArchenemyCompanion-{expected_version()}-setup.exe"
        command = [
            _tool("makensis"),
            "-WX",
            "-V2",
            f"-DVERSION={expected_version()}",
            f"-DBUNDLE={stand_in}",
            f"-DOUTFILE={out}",
            str(REPO / "packaging" / "windows" / "installer.nsi"),
        ]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0 or not out.is_file():
            return result.stdout + result.stderr
        script = (REPO / "packaging" / "windows" / "installer.nsi").read_text(encoding="utf-8")
        uninstall = script[script.index('Section "Uninstall"') :]
        uninstall = uninstall.replace("${APP_EXE}", f"{NAME}.exe").replace("${CONSOLE_EXE}", "archenemy.exe")
        removed = set(re.findall(r'(?:Delete|RMDir /r) "\$INSTDIR\\([^"\\]+)"', uninstall))
        left = sorted(p.name for p in stand_in.iterdir() if p.name not in removed)
        return f"the uninstaller leaves {left} behind" if left else None

    smoke.check("NSIS installer script compiles (stand-in folder); its uninstaller removes it all", compiles)


def unpack(tarball: Path, work: Path) -> Path:
    """Unpack the tarball: one top folder ``archenemy-companion-V/``.

    It must hold the executable.  Debian's 3.11.2 predates tarfile's
    extraction filters (3.11.4): the tarball is the build's own.
    """
    with tarfile.open(tarball) as archive:
        tops = {name.split("/", 1)[0] for name in archive.getnames()}
        safe = {"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}
        archive.extractall(work / "unpacked", **safe)  # type: ignore[arg-type]
    expected = f"{NAME}-{expected_version()}"
    if tops != {expected}:
        raise SystemExit(f"smoke: {tarball.name}: top folders {sorted(tops)}, expected only {expected}/")
    bundle = work / "unpacked" / expected
    if not os.access(bundle / NAME, os.X_OK):
        raise SystemExit(f"smoke: {tarball.name}: no executable {expected}/{NAME}")
    return bundle


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--tarball", type=Path)
    source.add_argument("--bundle", type=Path, help="an unpacked bundle folder (Windows, macOS)")
    parser.add_argument("--deb", type=Path)
    parser.add_argument("--nsis", action="store_true", help="compile the NSIS script against a stand-in")
    parser.add_argument("--linux-files", action="store_true", help="validate the tarball's share/ files")
    parser.add_argument("--x11", action="store_true", help="under Xvfb: the window's icon and WM_CLASS")
    parser.add_argument("--wayland", action="store_true", help="under weston (headless), and the fall back to X11")
    parser.add_argument("--dbus", action="store_true", help="keep-awake's Inhibit call on a private session bus")
    parser.add_argument("--tls", action="store_true", help="the bundle's TLS stack against a local HTTPS server")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="archenemy-smoke-") as tmp:
        work = Path(tmp)
        bundle = unpack(args.tarball, work) if args.tarball else args.bundle.resolve()
        print(f"smoke: {bundle}")
        smoke = Smoke(bundle, work)
        app_checks(smoke)
        smoke_system.licences_check(smoke)
        if args.dbus:
            smoke_system.dbus_check(smoke, sys.executable)
        if args.tls:
            smoke_system.tls_check(smoke)
        if args.wayland:
            smoke_system.wayland_check(smoke, X11_PROBE)
        if args.linux_files:
            linux_file_checks(smoke)
            needed_check_catches(smoke)
        if args.x11:
            x11_check(smoke)
        if args.deb:
            deb_checks(smoke, args.deb.resolve())
        if args.nsis:
            nsis_check(smoke)
    if smoke.failures:
        print(f"smoke: {len(smoke.failures)} check(s) failed: {', '.join(smoke.failures)}", file=sys.stderr)
        return 1
    print("smoke: every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
