"""``make bench``'s history rows: the index and the commands at a history's scale.

``make bench BENCH_ARGS='--history 100,1000,10000'`` calls
:func:`history_rows` with those scales.  For each one, a games folder of that
many finished games (``tools/history_games.py``) in a data folder of its own;
then, each in a fresh process as a player runs it (the venv's ``archenemy``):

- ``archenemy history --rebuild``: the index built from scratch; its rate in
  games a second on the wall clock, and the rate its CPU time (this process
  and its pool's workers, ``RUSAGE_CHILDREN``) allows on the machine's cores
  (what the goal is judged on: the machine is shared, the wall clock mostly
  waits for a core);
- ``archenemy history`` and ``archenemy stats`` with the index warm, three
  times each: the median wall and CPU time;
- the Statistics window with the index warm (``tools/bench_statistics.py``,
  **in process**, offscreen: a child opens it as Game → Statistics does, and
  times its first paint of the "Who wins" chart drawn from the history's
  figures), five times after a discarded one: the median wall time, the
  process's CPU (every thread) and the main thread's, and the part of the
  main thread's that is not building the window.  The goal is judged on the
  process's CPU (≤ 200 ms) and the main thread's whole CPU from the open to
  the charts' first paint (≤ 16 ms: what the goal says of the main thread;
  building the window is part of it, so its share is shown, never left out).

With an X display (the bench's own), the start with that many finished
games (:func:`start_rounds`; the last evening two days back, so the start
opens a new game as the start with none does, not a game night's last game,
which it would reopen within ``NIGHT_HOURS``): the ``archenemy`` command to its first frame
seen from outside, its CPU then, in interleaved rounds with the bare window
and the start with no finished game, each after the index was built by a
rebuild and one discarded start; the goal is judged on the CPU ratio to the
start with none of the same round (the games folder is put back as it was
after each start: the new game it makes is deleted).

The first action after resuming with 100,000 finished games is not measured
here yet: its row says so.

    .venv/bin/python tools/bench_history.py 100,1000    (prints the rows alone)
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bench_children import games_dir, isolated_env
from bench_outside import archenemy_command
from bench_report import print_table, row
from bench_statistics import statistics_window
from history_games import write_history

__all__ = ["history_rows"]

#: Games a second the rebuild must reach (both cores).
REBUILD_RATE = 400
#: The commands' goal at 10,000 games with a warm index (milliseconds).
COMMAND_MS = 300
#: Runs of each warm command; the median is reported.
COMMAND_RUNS = 3
#: The start with a history against the start with none (CPU), at most.
START_RATIO = 1.1
#: Interleaved start-up rounds with a history (after a discarded one).
START_ROUNDS = 8
#: The Statistics window's charts at 10,000 games: the process's CPU, and the main thread's beyond building it (ms).
CHARTS_MS = 200
CHARTS_MAIN_MS = 16
#: Statistics windows opened (after a discarded one); the median is reported.
CHARTS_RUNS = 5


def _timed(argv: Sequence[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of the app's command (its children included)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.monotonic()
    subprocess.run([*archenemy_command(), *argv], env=env, stdout=subprocess.DEVNULL, check=True)
    wall = time.monotonic() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def measure(count: int, work: Path, keep: bool = False) -> dict[str, float]:
    """One scale's figures: the rebuild, then the warm commands.

    ``keep``: the data folder (``work / f"history-{count}"``) is left for
    :func:`start_rounds`.
    """
    base = work / f"history-{count}"
    env = isolated_env(base)
    # The last evening two days back: no game night to go on (the start with none starts a new game too).
    write_history(games_dir(base), count, last_evening=2)
    wall, cpu = _timed(["history", "--rebuild"], env)
    found: dict[str, float] = {"rebuild_wall": wall, "rebuild_cpu": cpu}
    for command in ("history", "stats"):
        runs = [_timed([command], env) for _ in range(COMMAND_RUNS)]
        found[f"{command}_wall"] = statistics.median(w for w, _ in runs)
        found[f"{command}_cpu"] = statistics.median(c for _, c in runs)
    found.update({f"window_{k}": v for k, v in statistics_window(env, CHARTS_RUNS).items()})
    if not keep:
        shutil.rmtree(base, ignore_errors=True)
    return found


def _put_back(folder: Path, before: set[str]) -> None:
    """Delete what a start added to the games ``folder`` (its new game)."""
    for path in folder.iterdir():
        if path.name not in before and path.is_file():
            path.unlink()


def start_rounds(
    bases: dict[int, Path], work: Path, display: str, rounds: int = START_ROUNDS
) -> dict[str, list[dict[str, float]]]:
    """The start with each history of ``bases``, seen from outside.

    ``bases``: a data folder by its count of finished games.  Interleaved rounds in a shuffled order, after a discarded one: the bare
    window, the start with no finished game (``0``) and with each count of
    ``bases``; samples (first frame, CPU, peak RSS) by ``"bare"`` and the
    counts as text.
    """
    from bench_outside import BARE_WINDOW, interleaved, one_start, x_env
    from bench_x import Watcher

    bases = {0: work / "history-0", **bases}
    games_dir(bases[0]).mkdir(parents=True, exist_ok=True)
    listings = {count: {p.name for p in games_dir(base).iterdir()} for count, base in bases.items()}
    watcher = Watcher(display)
    commands = {"bare": [sys.executable, "-c", BARE_WINDOW], **{str(n): archenemy_command() for n in bases}}
    out: dict[str, list[dict[str, float]]] = {name: [] for name in commands}
    try:
        for name, kept in interleaved(commands, rounds, seed=110):
            base = bases[int(name)] if name != "bare" else work / "history-bare"
            sample = one_start(watcher, commands[name], x_env(base, display))
            if name != "bare":
                _put_back(games_dir(base), listings[int(name)])
            if kept:
                out[name].append(sample)
    finally:
        watcher.close()
    return out


def start_history_rows(samples: dict[str, list[dict[str, float]]]) -> list[tuple[str, str, str]]:
    """The start with each history against the start with none (CPU ratio ≤ 1.1)."""
    from bench_report import ratios

    none, bare = samples["0"], samples["bare"]
    rows = []
    for name, series in samples.items():
        if name in ("bare", "0"):
            continue
        cpu = ratios([s["cpu"] for s in series], [s["cpu"] for s in none])
        wall = ratios([s["frame"] for s in series], [s["frame"] for s in none])
        to_bare = ratios([s["cpu"] for s in series], [s["cpu"] for s in bare])
        figure = (
            f"CPU {statistics.median(cpu):.2f}× ({statistics.median(s['cpu'] for s in series):.0f} vs "
            f"{statistics.median(s['cpu'] for s in none):.0f} ms; {statistics.median(to_bare):.2f}× the bare window); "
            f"wall {statistics.median(wall):.2f}× ({statistics.median(s['frame'] for s in series):.0f} ms); "
            f"peak RSS {statistics.median(s['rss'] for s in series):.0f} MiB (n={len(series)})"
        )
        rows.append(
            row(
                f"start with {int(name):,} finished games ≤ {START_RATIO}× the start with none (CPU, first frame)",
                figure,
                statistics.median(cpu) <= START_RATIO,
            )
        )
    return rows


def history_rows(scale: Sequence[int], work: Path, display: str | None = None) -> list[tuple[str, str, str]]:
    """The history's rows at each scale of ``scale``.

    With ``display``, the start with each history too (:func:`start_rounds`).
    """
    cores = _cores()
    rows = []
    kept: dict[int, Path] = {}
    for count in scale:
        found = measure(count, work, keep=display is not None)
        if display is not None:
            kept[count] = work / f"history-{count}"
        wall_rate = count / found["rebuild_wall"]
        cpu_rate = count * min(cores, 2) / found["rebuild_cpu"]
        judged = count >= 1000
        rows.append(
            row(
                f"index rebuilt at {count:,} games ≥ {REBUILD_RATE} games/s (`history --rebuild`, both cores)",
                f"{wall_rate:.0f} games/s wall ({found['rebuild_wall']:.1f} s); CPU {found['rebuild_cpu']:.1f} s: "
                f"{cpu_rate:.0f} games/s on {min(cores, 2)} cores",
                cpu_rate >= REBUILD_RATE if judged else None,
            )
        )
        for command in ("history", "stats"):
            wall, cpu = found[f"{command}_wall"] * 1000, found[f"{command}_cpu"] * 1000
            rows.append(
                row(
                    f"`archenemy {command}` at {count:,} games, index warm ≤ {COMMAND_MS} ms",
                    f"{wall:.0f} ms wall, CPU {cpu:.0f} ms (median of {COMMAND_RUNS})",
                    cpu <= COMMAND_MS if count >= 10_000 else None,
                )
            )
        rows.append(_charts_row(count, found))
    if display is not None:
        rows.extend(start_history_rows(start_rounds(kept, work, display)))
        for base in kept.values():
            shutil.rmtree(base, ignore_errors=True)
    rows.append(
        row("first action after resuming with 100k finished games ≤ 100 ms after the frame", "not measured", None)
    )
    return rows


def _charts_row(count: int, found: dict[str, float]) -> tuple[str, str, str]:
    """The Statistics window's row at ``count`` games (see the module's docstring)."""
    main = found["window_charts_main_cpu_ms"]
    building = found["window_built_main_cpu_ms"]
    cpu = found["window_charts_cpu_ms"]
    figure = (
        f"{found['window_charts_ms']:.0f} ms wall, CPU {cpu:.0f} ms (every thread); main thread {main:.1f} ms "
        f"({building:.1f} building the window, {main - building:.1f} after; "
        f"{found['window_warm_charts_main_cpu_ms']:.1f} once the font database and QEvent's types are made, "
        "as the app's table has made them); the game list at "
        f"{found['window_list_ms']:.0f} ms (CPU {found['window_list_cpu_ms']:.0f}) — in process, "
        f"median of {CHARTS_RUNS}"
    )
    judged = cpu <= CHARTS_MS and main <= CHARTS_MAIN_MS if count >= 10_000 else None
    return row(
        f"Statistics window's charts at {count:,} games, index warm ≤ {CHARTS_MS} ms "
        f"(≤ {CHARTS_MAIN_MS} ms main thread)",
        figure,
        judged,
    )


if __name__ == "__main__":
    import tempfile

    scales = [int(n) for n in (sys.argv[1] if len(sys.argv) > 1 else "100,1000").split(",") if n.strip()]
    folder = Path(tempfile.mkdtemp(prefix="archenemy-bench-history-"))
    try:
        print(f"load average {os.getloadavg()[0]:.1f}; {_cores()} cores; Python {sys.version.split()[0]}")
        print_table("The history", ("goal", "figure", ""), history_rows(scales, folder))
        print(f"load average {os.getloadavg()[0]:.1f} at the end")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
