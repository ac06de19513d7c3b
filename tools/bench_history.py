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
  times each: the median wall and CPU time.

The Statistics window and the first action after resuming with 100,000
finished games are not measured here yet: their rows say so.

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
from history_games import write_history

__all__ = ["history_rows"]

#: Games a second the rebuild must reach (both cores).
REBUILD_RATE = 400
#: The commands' goal at 10,000 games with a warm index (milliseconds).
COMMAND_MS = 300
#: Runs of each warm command; the median is reported.
COMMAND_RUNS = 3


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


def measure(count: int, work: Path) -> dict[str, float]:
    """One scale's figures: the rebuild, then the warm commands."""
    base = work / f"history-{count}"
    env = isolated_env(base)
    write_history(games_dir(base), count)
    wall, cpu = _timed(["history", "--rebuild"], env)
    found: dict[str, float] = {"rebuild_wall": wall, "rebuild_cpu": cpu}
    for command in ("history", "stats"):
        runs = [_timed([command], env) for _ in range(COMMAND_RUNS)]
        found[f"{command}_wall"] = statistics.median(w for w, _ in runs)
        found[f"{command}_cpu"] = statistics.median(c for _, c in runs)
    shutil.rmtree(base, ignore_errors=True)
    return found


def history_rows(scale: Sequence[int], work: Path, display: str | None = None) -> list[tuple[str, str, str]]:
    """The history's rows at each scale of ``scale`` (``display`` is not used yet)."""
    cores = _cores()
    rows = []
    for count in scale:
        found = measure(count, work)
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
    rows.append(row("Statistics window's charts ≤ 200 ms at 10,000 games (≤ 16 ms main thread)", "not measured", None))
    rows.append(
        row("first action after resuming with 100k finished games ≤ 100 ms after the frame", "not measured", None)
    )
    return rows


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
