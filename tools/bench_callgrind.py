"""The start to the first paint in instructions: the app beside a bare window.

    .venv/bin/python tools/bench_callgrind.py [--venv .venv-3.13] [--scenario new|planechase|planes]
                                              [--display 65] [--keep FOLDER] [--runs N] [--no-bare]

Each child runs under ``valgrind --tool=callgrind`` on an Xvfb server of
its own (1366×768, no window manager, ``--display`` picks its number, else
Xvfb picks a free one), in fresh XDG folders (data, config, cache, state),
English, with ``PYTHONHASHSEED=0`` and ``QT_HASH_SEED=0`` (with both, runs
of one tree agree within ~0.1 M instructions):

- the app: the real start, ``archenemy.desktop.cli.main([])`` as the
  ``archenemy`` command runs it, ended in :class:`WindowStart`'s after-paint
  hook (``_run_after_paint``, the event loop's turn after the central
  widget's first paint), which is patched as its module loads (a finder on
  ``sys.meta_path``), so no import moves;
- the bare window: a ``QMainWindow`` with a ``QLabel``, ended on the event
  loop's turn after the label's first paint, the same way.

Scenarios: ``new`` (an empty games folder: a new Archenemy game),
``planechase`` and ``planes`` (a Planechase game, Archenemy with planes:
``tools/bench_planes.py``'s journals, as the app closed them, the resume
snapshot written by the app's own ``Session``).  Each child runs once
without valgrind first, in folders of its own, so its bytecode is compiled,
as an installed app has it.  The figure is the total of the child's own
process: Qt forks a ``dbus-launch`` child during the first show, which
callgrind counts apart (its file is ignored).

Prints each total (millions of instructions) and the ratio; ``--keep``
leaves the callgrind files there (``callgrind_annotate --inclusive=yes
FILE``).  Needs only the standard library here, valgrind and Xvfb on the
machine, and PySide6 in the measured venv.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

#: The app, ended at its first paint's follow-up; prints ``painted`` then.
APP = """
import os, sys
from importlib.machinery import PathFinder

TARGET = "archenemy.desktop.table.start_up"

def _painted(self):
    os.write(1, b"painted\\n")
    os._exit(0)

class _Hook:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name != TARGET:
            return None
        sys.meta_path.remove(_Hook)
        spec = PathFinder.find_spec(name, path)
        load = spec.loader.exec_module
        def exec_module(module):
            load(module)
            module.WindowStart._run_after_paint = _painted
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, _Hook)
from archenemy.desktop.cli import main
main([])
"""

#: The bare window, ended the same way: the event loop's turn after its label's first paint.
BARE = """
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

def _painted():
    os.write(1, b"painted\\n")
    os._exit(0)

class _Label(QLabel):
    def paintEvent(self, event):
        super().paintEvent(event)
        timer.start(0)

app = QApplication(sys.argv[:1])
timer = QTimer()
timer.setSingleShot(True)
timer.timeout.connect(_painted)
window = QMainWindow()
window.setCentralWidget(_Label("Archenemy"))
window.show()
app.exec()
"""

#: What the app does when it closes a game: the journal's resume snapshot written beside it.
CLOSE = """
from archenemy.desktop.session import Session
session = Session()
session.resume_or_new()
session.close()
"""

#: The scenarios: their name, what the output calls them, ``bench_planes`` kind (``None``: a new game).
SCENARIOS = {
    "new": ("a new Archenemy game", None),
    "planechase": ("a Planechase game, as the app closed it", "planechase"),
    "planes": ("Archenemy with planes, as the app closed it", "planes"),
}
#: The limit of one child under valgrind (seconds).
LIMIT = 900


class BenchError(Exception):
    """A child, valgrind or Xvfb failed; the message says which and how."""


def environment(base: Path, display: str) -> dict[str, str]:
    """A child's environment: its XDG folders under ``base``, on ``display``.

    English, and both hash seeds fixed.
    """
    env = {key: value for key, value in os.environ.items() if not key.startswith(("XDG_", "QT_", "PYTHON"))}
    env.pop("XAUTHORITY", None)
    env.update(
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
        LC_ALL="C.UTF-8",
        LANG="C.UTF-8",
        LANGUAGE="en",
        PYTHONHASHSEED="0",
        QT_HASH_SEED="0",
    )
    for name in ("DATA", "CONFIG", "CACHE", "STATE"):
        folder = base / name.lower()
        folder.mkdir(parents=True, exist_ok=True)
        env[f"XDG_{name}_HOME"] = str(folder)
    return env


def start_xvfb(number: str | None) -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb server at 1366×768, and its display (``:N``).

    On display ``number``, else on a free one Xvfb picks.
    """
    read, write = os.pipe()
    command = ["Xvfb", "-screen", "0", "1366x768x24", "-nolisten", "tcp", "-displayfd", str(write)]
    if number is not None:
        command.insert(1, f":{number.lstrip(':')}")
    server = subprocess.Popen(command, pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        line = pipe.readline().strip()
    if not line:
        server.kill()
        raise BenchError(f"Xvfb did not start ({' '.join(command)})")
    return server, f":{line}"


def pristine(python: Path, kind: str | None, work: Path, display: str) -> Path:
    """A base folder: its games folder holds ``kind``'s game as the app closed it.

    Empty for ``None`` (a new game).
    """
    base = work / "pristine"
    env = environment(base, display)
    if kind is None:
        return base
    journals = work / "journals"
    run([str(python), str(REPO / "tools" / "bench_planes.py"), str(journals)], env, "writing the journals")
    games = base / "data" / "archenemy-companion" / "games"
    games.mkdir(parents=True)
    shutil.copy(journals / f"game-{kind}.jsonl", games / "game.jsonl")
    run([str(python), "-c", CLOSE], env, "closing the game")
    if not (games / "game.jsonl.resume").is_file():
        raise BenchError("closing the game wrote no resume snapshot")
    return base


def run(command: list[str], env: dict[str, str], what: str, cwd: Path | None = None) -> str:
    """Run ``command`` (in ``cwd``); its standard output.

    Raises :class:`BenchError` if it fails.
    """
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, timeout=LIMIT, check=False)
    if done.returncode != 0:
        raise BenchError(f"{what} failed (exit {done.returncode}): {done.stderr[-2000:]}")
    return done.stdout


def instructions(python: Path, code: str, base: Path, display: str, out: Path) -> float:
    """Millions of instructions of ``code`` to its first paint, under callgrind.

    ``code`` runs as a script in the work folder (``out``'s), which is its
    working folder too; ``base``: the folders it starts in (copied, once for
    the plain run that compiles the bytecode, once for the measured run);
    ``out``: the callgrind file of the child's own process.
    """
    work = out.parent
    script = out.with_suffix(".py")
    script.write_text(code, encoding="utf-8")
    warm, measured = out.with_suffix(".warm"), out.with_suffix(".base")
    for folder in (warm, measured):
        shutil.copytree(base, folder)
    painted = run([str(python), script.name], environment(warm, display), "the plain run", work)
    if "painted" not in painted:
        raise BenchError("the plain run ended before its first paint")
    pattern = out.name + ".%p"
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={pattern}", str(python), script.name]
    process = subprocess.Popen(
        command,
        env=environment(measured, display),
        cwd=work,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    stdout, stderr = process.communicate(timeout=LIMIT)
    if "painted" not in stdout:
        raise BenchError(f"the callgrind run ended before its first paint: {stderr[-2000:]}")
    own = out.with_name(f"{out.name}.{process.pid}")
    if not own.is_file():
        raise BenchError(f"no callgrind file {own}")
    own.rename(out)
    for other in work.glob(out.name + ".*"):
        # The dbus-launch child Qt forks: not the app's.
        other.unlink()
    return total(out)


def total(path: Path) -> float:
    """The ``totals:`` (else ``summary:``) line of a callgrind file, in millions."""
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(("totals:", "summary:")):
            return int(line.split()[1]) / 1e6
    raise BenchError(f"no total in {path}")


def arguments(argv: list[str] | None) -> argparse.Namespace:
    """The command line: interpreter, scenario, display, runs, what to keep."""
    parser = argparse.ArgumentParser(description="The app's first paint beside a bare window's, in instructions.")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--venv", type=Path, help="the venv measured (default: the repository's .venv)")
    where.add_argument("--python", type=Path, help="the interpreter measured (the app installed in it)")
    parser.add_argument("--scenario", choices=sorted(SCENARIOS), default="new", help="the game started (default: new)")
    parser.add_argument("--display", help="the Xvfb display number to start (default: a free one)")
    parser.add_argument("--runs", type=int, default=1, help="runs of each child (default: 1)")
    parser.add_argument("--no-bare", action="store_true", help="measure the app alone")
    parser.add_argument("--keep", type=Path, help="a folder to leave the callgrind files in")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Measure; 0 when every child painted, else 1 (the failure on stderr)."""
    options = arguments(argv)
    python = (options.python or (options.venv or REPO / ".venv") / "bin" / "python").absolute()
    if not python.is_file():
        print(f"bench_callgrind: no interpreter {python}", file=sys.stderr)
        return 1
    what, kind = SCENARIOS[options.scenario]
    server, display = start_xvfb(options.display)
    work = Path(tempfile.mkdtemp(prefix="bench-callgrind-"))
    try:
        version = run(
            [str(python), "-c", "import sys; print(sys.version.split()[0])"], dict(os.environ), "python"
        ).strip()
        base = pristine(python, kind, work, display)
        empty = work / "empty"
        empty.mkdir()
        figures: dict[str, list[float]] = {"app": [], "bare": []}
        for index in range(options.runs):
            figures["app"].append(instructions(python, APP, base, display, work / f"app-{index}.out"))
            if not options.no_bare:
                figures["bare"].append(instructions(python, BARE, empty, display, work / f"bare-{index}.out"))
        if options.keep:
            options.keep.mkdir(parents=True, exist_ok=True)
            for path in work.glob("*.out"):
                shutil.copy(path, options.keep / f"{options.scenario}-{path.name}")
    except BenchError as error:
        print(f"bench_callgrind: {error}", file=sys.stderr)
        return 1
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)
    print(f"Python {version} ({python}), {what}, to the first paint, millions of instructions:")
    for name, runs in figures.items():
        if runs:
            print(f"  {name:5} {', '.join(f'{figure:,.2f}' for figure in runs)}")
    if figures["bare"]:
        app, bare = min(figures["app"]), min(figures["bare"])
        print(f"  ratio {app / bare:.3f}× (app {app:,.2f} M / bare {bare:,.2f} M)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
