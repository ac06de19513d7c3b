"""``make bench``'s start-up and table keys, measured from outside the app.

Every figure here comes from the bench's own X client (:mod:`bench_x`): the
app and the bare window run as separate processes on the bench's X server,
their frames seen through DAMAGE, keys typed through XTEST, journal lines seen
through inotify.  Nothing is loaded into the measured process.

- :func:`start_rounds`: interleaved rounds, each in a shuffled order, of the
  bare PySide6 window and the ``archenemy`` command on a new game, on a
  10,000-action game as the app closed it, after a crash (its snapshot a few
  actions back) and after a crash before any snapshot, and on the games
  with planes (:mod:`bench_planes`: a Planechase game, Archenemy with
  planes) as the app closed them: spawn to first frame,
  the CPU and peak RSS then; in the new game's child, Space (Next step) typed
  at the first frame, to its journal line and to the frame after it ("ready
  for a real action").
- :func:`table_keys`: the app on the 10,000-action game, once its start-up
  work is done (the history rebuilt): consecutive Ctrl+Z, Ctrl+Shift+Z, then
  life keys and Space, each key timed to its journal line and to the frame
  after it.
- :func:`first_action_rounds`: the app on a 100,000-action game as it closed
  it; at its first frame a player is selected (1) and loses a life (−), from
  the first frame to that key's journal line and the frame after it, while
  the history is still being rebuilt.

``APP`` (``--app``) replaces the venv's ``archenemy`` command, and every
function takes the command it measures, so two builds can be measured in
the same interleaved rounds (``--compare``).

A goal of a ratio is judged on the CPU ratio (the machine is shared: wall
time is mostly waiting for a core); a key's goal on its wall time.
"""

from __future__ import annotations

import random
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from bench_children import games_dir, games_folder, isolated_env
from bench_planes import PLANAR_KINDS
from bench_x import Inotify, Watcher, XServer, cpu_ms, peak_rss_mib, stop

#: The bare window: a ``QMainWindow`` with one ``QLabel``, shown, nothing else.
BARE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Archenemy"))
window.show()
app.exec()
"""

#: The start-up kinds: the bare window, and the app's games folders (``None``: a new game).
KINDS = ("bare", "new", "resume", "crash", "crash_bare")
#: How long one child may take to its first frame (seconds).
START_LIMIT = 60.0
#: How long one key may take to its journal line and frame (seconds).
KEY_LIMIT = 10.0
#: A key's frame is over once nothing is drawn for this long (seconds).
QUIET = 0.05
#: The next key is typed this long after the last at the soonest (seconds): a table types a few keys a second,
#: not twenty, and the work a key leaves on timers (a refit 60 ms later) is counted as its own ("after"), never
#: in the next key's span.
KEY_GAP = 0.15
#: The table's keys, each series typed this many times: its keys (XTEST key names, modifiers
#: first) taken in turn, and whether a key writes a journal line (else: timed to its frame).
TABLE_KEYS: tuple[tuple[str, tuple[tuple[str, ...], ...], int, bool], ...] = (
    ("undo (Ctrl+Z)", (("Control_L", "z"),), 200, True),
    ("redo (Ctrl+Shift+Z)", (("Control_L", "Shift_L", "z"),), 200, True),
    ("a player selected (1–8)", tuple((str(n),) for n in range(1, 9)), 40, False),
    ("life −1 / +1 (− and = in turn)", (("minus",), ("equal",)), 100, True),
    ("life −5 / +5 (Page Down and Page Up in turn)", (("Next",), ("Prior",)), 100, True),
    ("next step and its undo (Space, Ctrl+Z in turn)", (("space",), ("Control_L", "z")), 100, True),
)


#: The app's command (``--app``), else the venv's ``archenemy`` beside the bench's interpreter.
APP: list[str] = []


def archenemy_command() -> list[str]:
    """The app's command: :data:`APP`, else the venv's ``archenemy``.

    The one beside the bench's interpreter.
    """
    if APP:
        return list(APP)
    command = Path(sys.executable).with_name("archenemy")
    if not command.is_file():
        raise RuntimeError(f"no {command}: install the app into this venv (make .make-stamps/install)")
    return [str(command)]


def x_env(base: Path, display: str) -> dict[str, str]:
    """A child's environment.

    Its folders under ``base``, English, on the X server ``display``.
    """
    env = isolated_env(base)
    env["QT_QPA_PLATFORM"] = "xcb"
    env["DISPLAY"] = display
    env.pop("XAUTHORITY", None)
    return env


def _pristine(journal: Path, work: Path, kind: str) -> Path:
    """A games folder left as ``kind`` (see :func:`bench_children.games_folder`).

    To copy from.  A kind with planes (:data:`bench_planes.PLANAR_KINDS`) is
    its game as the app closed it.
    """
    base = work / f"pristine-{kind}"
    games_folder(journal, base, {"crash": "crash", "crash_bare": "bare"}.get(kind, "closed"))
    return base


def interleaved(names: Iterable[str], rounds: int, seed: int) -> Iterator[tuple[str, bool]]:
    """``rounds`` rounds of ``names`` after a warm-up round, each in a shuffled order.

    Yields each name with whether its sample is kept (``False`` through the
    warm-up round).  ``seed`` seeds the shuffles: a run is repeatable.
    """
    order = list(names)
    rng = random.Random(seed)
    for index in range(rounds + 1):
        rng.shuffle(order)
        for name in order:
            yield name, index > 0


def one_start(
    watcher: Watcher, command: list[str], env: dict[str, str], journal: Inotify | None = None
) -> dict[str, float]:
    """Spawn ``command``; its first frame, CPU and peak RSS then (ms, MiB).

    With ``journal`` (the child's games folder watched), Space (Next step) is
    typed at the first frame: ``"ready"`` is when its journal line was seen,
    ``"ready frame"`` the frame after it and ``"ready cpu"`` the CPU then,
    all from the spawn.  The child is killed at the end.
    """
    watcher.drain()
    began = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        seen = watcher.observe(began + START_LIMIT, lambda s: "frame" in s)
        out = {
            "frame": (seen["frame"] - began) * 1000,
            "cpu": cpu_ms(process.pid),
            "rss": peak_rss_mib(process.pid),
        }
        if journal is not None:
            journal.mark()
            watcher.key("space")
            done = watcher.observe(time.monotonic() + KEY_LIMIT, lambda s: "frame after journal" in s, journal)
            out["ready"] = (done["journal"] - began) * 1000
            out["ready frame"] = (done["frame after journal"] - began) * 1000
            out["ready cpu"] = cpu_ms(process.pid)
        return out
    finally:
        stop(process)


def start_rounds(
    rounds: int, journal: Path, work: Path, server: XServer, planar: dict[str, Path] | None = None
) -> dict[str, list[dict[str, float]]]:
    """``rounds`` interleaved rounds after a discarded warm-up round.

    The samples by kind.  ``planar``: the games with planes, each kind's
    journal (:func:`bench_planes.planar_journal`), started as the app
    closed them in the same rounds.
    """
    pristine = {kind: _pristine(journal, work, kind) for kind in KINDS[2:]}
    pristine.update((kind, _pristine(path, work, kind)) for kind, path in (planar or {}).items())
    watcher = Watcher(server.display)
    app = archenemy_command()
    bare = [sys.executable, "-c", BARE_WINDOW]
    kinds = (*KINDS, *(planar or {}))
    out: dict[str, list[dict[str, float]]] = {kind: [] for kind in kinds}
    try:
        for kind, kept in interleaved(kinds, rounds, seed=25):
            base = work / f"run-{kind}"
            shutil.rmtree(base, ignore_errors=True)
            if kind in pristine:
                shutil.copytree(pristine[kind], base)
            env = x_env(base, server.display)
            command = bare if kind == "bare" else app
            journal = Inotify(games_dir(base)) if kind == "new" else None
            try:
                sample = one_start(watcher, command, env, journal)
            finally:
                if journal is not None:
                    journal.close()
            if kept:
                out[kind].append(sample)
    finally:
        watcher.close()
    return out


def outside_rows(samples: dict[str, list[dict[str, float]]]) -> list[tuple[str, str, str]]:
    """The start-up goals, each beside this run's figure from outside."""
    from bench_report import pct, ratios, row

    bare = samples["bare"]
    rows = []
    goals = (
        ("new", "start to first frame (a new game)", 2.0),
        ("resume", "a 10k-action game as the app closed it, to its first frame", 2.5),
        ("crash", "a 10k-action game after a crash (its snapshot a few actions back)", 2.5),
        ("crash_bare", "(context) a 10k-action game with no valid snapshot", 2.5),
        *((kind, f"start with planes: {what}, as the app closed it", 2.0) for kind, _variant, what in PLANAR_KINDS),
    )
    for kind, what, limit in goals:
        if not samples.get(kind):
            continue
        wall = ratios([s["frame"] for s in samples[kind]], [b["frame"] for b in bare])
        cpu = ratios([s["cpu"] for s in samples[kind]], [b["cpu"] for b in bare])
        median = statistics.median(wall)
        figure = (
            f"{median:.2f}× (p99 {pct(wall, 0.99):.2f}×; {statistics.median(s['frame'] for s in samples[kind]):.0f} ms); "
            f"CPU {statistics.median(cpu):.2f}× ({statistics.median(s['cpu'] for s in samples[kind]):.0f} ms)"
        )
        rows.append(row(f"{what} ≤ {limit}× the bare window (CPU)", figure, statistics.median(cpu) <= limit))
    rss = ratios([s["rss"] for s in samples["new"]], [b["rss"] for b in bare])
    figure = f"{statistics.median(rss):.2f}× ({statistics.median(s['rss'] for s in samples['new']):.0f} vs "
    figure += f"{statistics.median(b['rss'] for b in bare):.0f} MiB)"
    rows.append(row("peak RSS at the first frame ≤ 1.4× the bare window's", figure, statistics.median(rss) <= 1.4))
    bare_ms = statistics.median(b["frame"] for b in bare)
    bare_cpu = statistics.median(b["cpu"] for b in bare)
    rows.append(row("(context) the bare window to its first frame", f"{bare_ms:.0f} ms; CPU {bare_cpu:.0f} ms", None))
    return rows


def _idle(pid: int, limit: float = 30.0) -> float:
    """Wait until child ``pid`` runs under 2 ms of CPU in 0.3 s; the seconds waited."""
    began = time.monotonic()
    last = cpu_ms(pid)
    while time.monotonic() - began < limit:
        time.sleep(0.3)
        now = cpu_ms(pid)
        if now - last < 2.0:
            break
        last = now
    return time.monotonic() - began


def _settle(watcher: Watcher) -> None:
    """Wait until nothing is drawn for :data:`QUIET` seconds, then forget it."""
    while True:
        try:
            watcher.observe(time.monotonic() + QUIET, lambda s: "frame" in s)
        except TimeoutError:
            break
    watcher.drain()


def table_keys(
    journal_path: Path, work: Path, server: XServer, command: list[str] | None = None
) -> dict[str, list[dict[str, float]]]:
    """The app on the 10,000-action game as closed, once its start-up work is done.

    Each series of :data:`TABLE_KEYS`, one key at a time: from just before
    the key is typed to its journal line (``"journal"``) and to the first
    frame after it (``"frame"``), and the child's CPU over that (``"cpu"``),
    in ms, and the CPU from that frame until the next key (``"after"``:
    what the key left on timers).  Before each key the screen is left quiet
    (:func:`_settle`) and :data:`KEY_GAP` has passed since the last key.
    ``command``: the app's (default :func:`archenemy_command`).
    """
    base = work / "keys-resume"
    shutil.rmtree(base, ignore_errors=True)
    shutil.copytree(_pristine(journal_path, work, "resume"), base)
    env = x_env(base, server.display)
    watcher = Watcher(server.display)
    journal = Inotify(games_dir(base))
    out: dict[str, list[dict[str, float]]] = {name: [] for name, *_rest in TABLE_KEYS}
    process = subprocess.Popen(
        command or archenemy_command(), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        watcher.observe(time.monotonic() + START_LIMIT, lambda s: "frame" in s)
        _idle(process.pid)
        for name, cycle, count, journaled in TABLE_KEYS:
            wanted = "frame after journal" if journaled else "frame"
            for index in range(count):
                keys = cycle[index % len(cycle)]
                _settle(watcher)
                journal.mark()
                cpu = cpu_ms(process.pid)
                began = time.monotonic()
                watcher.key(keys[-1], *keys[:-1])
                try:
                    seen = watcher.observe(began + KEY_LIMIT, lambda s, w=wanted: w in s, journal)
                except TimeoutError as exc:
                    raise TimeoutError(f"{name}, key {index + 1}: {exc}") from None
                at_frame = cpu_ms(process.pid)
                _settle(watcher)
                time.sleep(max(0.0, began + KEY_GAP - time.monotonic()))
                out[name].append(
                    {
                        "journal": (seen.get("journal", seen[wanted]) - began) * 1000,
                        "frame": (seen[wanted] - began) * 1000,
                        "cpu": at_frame - cpu,
                        "after": cpu_ms(process.pid) - at_frame,
                        "journaled": float(journaled),
                    }
                )
    finally:
        stop(process)
        journal.close()
        watcher.close()
    return out


def ready_rows(samples: dict[str, list[dict[str, float]]]) -> list[tuple[str, str, str]]:
    """Ready for a real action: Space typed at the new game's first frame."""
    from bench_report import pct, ratios, row

    bare, new = samples["bare"], samples["new"]
    wall = ratios([s["ready frame"] for s in new], [b["frame"] for b in bare])
    cpu = ratios([s["ready cpu"] for s in new], [b["cpu"] for b in bare])
    after = [s["ready frame"] - s["frame"] for s in new]
    figure = (
        f"{statistics.median(wall):.2f}× (p99 {pct(wall, 0.99):.2f}×; "
        f"{statistics.median(s['ready frame'] for s in new):.0f} ms, "
        f"journal line {statistics.median(s['ready'] for s in new):.0f} ms); "
        f"CPU {statistics.median(cpu):.2f}× ({statistics.median(s['ready cpu'] for s in new):.0f} ms); "
        f"{statistics.median(after):.0f} ms after the first frame"
    )
    goal = "ready for a real action (Space typed at the first frame, to the frame after its journal line) ≤ 2.2×"
    return [row(goal, figure, statistics.median(cpu) <= 2.2)]


def key_rows(keys: dict[str, list[dict[str, float]]], label: str = "") -> list[tuple[str, str, str]]:
    """Each table key's series: key to journal line and to frame, p99 ≤ 16 ms.

    ``label`` (such as ``" [base]"``) ends each goal's text.
    """
    from bench_report import FRAME_MS, pct, row

    rows = []
    for name, series in keys.items():
        frame = [s["frame"] for s in series]
        journal = [s["journal"] for s in series]
        cpu = [s["cpu"] for s in series]
        figure = (
            f"key to frame p50 {statistics.median(frame):.1f} · p99 {pct(frame, 0.99):.1f} · max {max(frame):.1f} ms; "
        )
        if series[0]["journaled"]:
            figure += f"to the journal line p50 {statistics.median(journal):.1f} · p99 {pct(journal, 0.99):.1f}; "
        after = [s["after"] for s in series]
        figure += f"CPU p50 {statistics.median(cpu):.1f} · p99 {pct(cpu, 0.99):.1f}; "
        figure += f"after the frame p50 {statistics.median(after):.1f} · p99 {pct(after, 0.99):.1f} (n={len(series)})"
        goal = f"{name} at 10,000 actions, key to frame p99 ≤ {FRAME_MS:.0f} ms{label}"
        rows.append(row(goal, figure, pct(frame, 0.99) <= FRAME_MS))
    return rows


def first_action_rounds(
    journal_path: Path, work: Path, server: XServer, rounds: int, commands: dict[str, list[str]]
) -> dict[str, list[dict[str, float]]]:
    """The first action after resuming ``journal_path``'s game as closed, per command.

    ``rounds`` rounds after a discarded warm-up round, the commands in a
    shuffled order each round.  In each child, at its first frame, ``1``
    (a player selected) and ``−`` (that player loses a life) are typed:
    ``"journal"`` is the ``−``'s journal line and ``"frame"`` the first frame
    after it, both in ms after the first frame; ``"start"`` the first frame
    from the spawn; ``"cpu"`` the child's CPU from the first frame to that
    frame.  Samples by the commands' names.
    """
    pristine = _pristine(journal_path, work, "resume")
    watcher = Watcher(server.display)
    out: dict[str, list[dict[str, float]]] = {name: [] for name in commands}
    try:
        for name, kept in interleaved(commands, rounds, seed=100):
            base = work / "first-action"
            shutil.rmtree(base, ignore_errors=True)
            shutil.copytree(pristine, base)
            env = x_env(base, server.display)
            journal = Inotify(games_dir(base))
            watcher.drain()
            began = time.monotonic()
            process = subprocess.Popen(commands[name], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                seen = watcher.observe(began + START_LIMIT, lambda s: "frame" in s)
                first, cpu = seen["frame"], cpu_ms(process.pid)
                journal.mark()
                watcher.key("1")
                watcher.key("minus")
                done = watcher.observe(time.monotonic() + KEY_LIMIT, lambda s: "frame after journal" in s, journal)
                sample = {
                    "start": (first - began) * 1000,
                    "journal": (done["journal"] - first) * 1000,
                    "frame": (done["frame after journal"] - first) * 1000,
                    "cpu": cpu_ms(process.pid) - cpu,
                }
            finally:
                stop(process)
                journal.close()
            if kept:
                out[name].append(sample)
    finally:
        watcher.close()
    return out


def first_action_rows(samples: dict[str, list[dict[str, float]]], actions: int) -> list[tuple[str, str, str]]:
    """First action after resuming: its frame ≤ 100 ms after the first frame."""
    from bench_report import pct, row

    rows = []
    for name, series in samples.items():
        frame = [s["frame"] for s in series]
        cpu = [s["cpu"] for s in series]
        figure = (
            f"frame after its journal line p50 {statistics.median(frame):.0f} · p99 {pct(frame, 0.99):.0f} ms "
            f"after the first frame (journal line p50 {statistics.median(s['journal'] for s in series):.0f}); "
            f"CPU p50 {statistics.median(cpu):.0f} · p99 {pct(cpu, 0.99):.0f} ms; "
            f"first frame p50 {statistics.median(s['start'] for s in series):.0f} ms (n={len(series)})"
        )
        label = "" if name == "app" else f" [{name}]"
        goal = f"first action (1, −) after resuming {actions:,} actions ≤ 100 ms after the first frame{label}"
        rows.append(row(goal, figure, statistics.median(frame) <= 100))
    return rows
