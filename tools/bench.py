"""Benchmarks: the app against a bare PySide6 window measured in the same run.

It also sets each performance goal beside this run's figure.

    make bench                          (about 2–3 minutes on a 2-core machine)
    make bench BENCH_ARGS=--quick       (about a minute: fewer samples, no 100k-action game, no bundle)
    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/bench.py [--quick] [--pairs N]

What it measures, and how (``docs/performance.md`` says it at length):

- **Start-up** in fresh processes (:mod:`bench_children`), interleaved round
  after round after a discarded warm-up round: the bare window, the app on a
  new game, the Qt floor (:mod:`bench_floor`), the 10,000-action game resumed
  as the app closed it, after a crash (the snapshot the app wrote as the game
  went, a few actions back) and after a crash before any snapshot, each to its
  first paint; and the app after its first paint: when a key press is first
  handled ("ready for input"), the longest pause of the main thread until the
  history is rebuilt and the start-up work done, and the memory then.
  Ratios are medians (and p99s) of per-round ratios to the bare window.
  Bytecode is compiled before the runs, as an installed app has it.
- **In the process** (:mod:`bench_table`), through the real window: clicks,
  undo and redo at 100 to 100,000 actions, 200 consecutive Ctrl+Z at 10,000
  (a series of different actions taken back, as a player does), the dialogs.
- **The bundle** (when ``make dist`` built one): its start against the venv's
  (bytecode compiled), interleaved (``packaging/bench_bundle.py``), and the
  tarball's size.

Every figure is a ratio to the bare window or a time from this same run,
printed as one table with each goal beside it and ``met`` or ``MISSED``.  The
benchmark always exits 0: numbers belong here, not in pass/fail tests.
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# its sibling modules, however it is loaded
sys.path.insert(0, str(Path(__file__).resolve().parent))

HEROES = 8


def _compile_bytecode() -> str:
    """Compile the app's modules as an install does.

    Say whether every module then has its bytecode.
    """
    ok = True
    for folder in ("engine", "desktop"):
        ok = compileall.compile_dir(str(ROOT / folder), quiet=1) and ok
    import importlib.util

    stale = 0
    for source in list((ROOT / "engine").rglob("*.py")) + list((ROOT / "desktop").rglob("*.py")):
        cached = Path(importlib.util.cache_from_source(str(source)))
        if not cached.exists() or cached.stat().st_mtime < source.stat().st_mtime:
            stale += 1
    return "cached (compiled before the runs)" if ok and not stale else f"NOT all cached ({stale} stale)"


# ----- journals ---------------------------------------------------------------
def long_journal(actions: int, folder: Path) -> Path:
    """A journal of ``actions`` actions of plausible play (eight heroes).

    Steps, answers, life clicks, undo/redo.
    """
    from archenemy.engine.actions import Answer, ChangeLife, NextStep, Redo, Undo
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.game import Game
    from archenemy.engine.journal import journal_text
    from archenemy.engine.model import PromptKind
    from archenemy.engine.setup import deal, default_setup

    catalogue = load_catalogue()
    rng = random.Random(actions)
    heroes = tuple(f"Hero {n}" for n in range(1, HEROES + 1))
    game = Game(deal(default_setup(catalogue, "Archenemy", heroes), catalogue, rng), catalogue)
    sign: dict[str, int] = {}
    while len(game.log) < actions and not game.state.over:
        state = game.state
        roll = rng.random()
        if state.prompts:
            prompt = state.prompts[0]
            value = {PromptKind.DONE: True, PromptKind.YES_NO: False, PromptKind.COUNT: 0}.get(
                prompt.kind, prompt.options[0] if prompt.options else True
            )
            game.do(Answer(prompt.id, value))
        elif roll < 0.3:
            name = rng.choice([p.name for p in state.players if p.alive])
            # down one, up one: nobody dies of the benchmark
            sign[name] = -sign.get(name, 1)
            game.do(ChangeLife(name, sign[name]))
        elif roll < 0.33 and game.can_undo:
            game.do(Undo())
            game.do(Redo())
        else:
            game.do(NextStep())
    if game.state.over:
        raise RuntimeError(f"the generated game ended after {len(game.log)} actions")
    path = folder / f"game-{actions}.jsonl"
    path.write_text(journal_text(game.start, game.log), encoding="utf-8")
    return path


# ----- in the process ---------------------------------------------------------
def _quiet_qt_warnings() -> None:
    """Drop the offscreen platform's propagateSizeHints noise from the output.

    The noise: "does not support propagateSizeHints()".
    """
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_mode, _context, message: str) -> None:
        if "propagateSizeHints" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def in_process(sizes: Sequence[int], journals: dict[int, Path], start: dict[str, list], opts) -> dict:
    """Replay, resume, clicks.

    Undo/redo (and, at 2,000 actions, the dialogs) for each game length.
    """
    from bench_children import life_children, resume_children
    from bench_table import Table, dialog_opens
    from PySide6.QtWidgets import QApplication

    from archenemy.engine.journal import read_journal, replay

    app = QApplication.instance() or QApplication(sys.argv[:1])
    _quiet_qt_warnings()
    rng = random.Random(12)
    scaling: dict[int, dict] = {}
    for n in sizes:
        row: dict = {}
        replay_ms = []
        for _ in range(1 if n >= 100_000 else 3):
            t = time.perf_counter()
            replay(read_journal(journals[n]))
            replay_ms.append((time.perf_counter() - t) * 1000)
        row["replay"] = statistics.median(replay_ms)
        runs = 0 if n == 10_000 else (2 if n >= 100_000 or opts.quick else 3)
        if runs:
            row["first_paint"], row["rss"] = resume_children(journals[n], runs, opts.work, "closed")
            row["crash_paint"], _ = resume_children(journals[n], runs, opts.work, "crash")
        else:
            row["first_paint"], row["rss"], row["crash_paint"] = start["resume"], start["resume_rss"], start["crash"]
        if n >= 100_000:
            row["life"] = life_children(journals[n], 3, opts.work)
        table = Table(app, journals[n], opts.work)
        row["resume"] = table.resume_ms
        for shown in (False, True) if n in (2_000, 10_000) else (False,):
            table.set_log(shown)
            key = "shown" if shown else "hidden"
            row[f"action_{key}"] = table.actions(opts.clicks, rng)
            row[f"undo_{key}"], row[f"redo_{key}"] = table.undo_redo(opts.undos)
        if n == 10_000:
            table.set_log(False)
            row["undo_series"], row["redo_series"] = table.undo_series(opts.series)
        if n == 2_000:
            row["dialogs"] = dialog_opens(table, 3 if opts.quick else 6)
        table.close()
        scaling[n] = row
        print(f"in-process {n} actions done: {time.monotonic() - opts.began:.0f} s", flush=True)
    return scaling


def print_scaling(start: dict[str, list], scaling: dict) -> None:
    """The scaling table.

    Replay, resume, start to painted table, RSS, clicks and undo per game
    length.
    """
    from bench_report import print_table, summary

    rows = []
    for n, row in scaling.items():
        action, undo = summary(row["action_hidden"]), summary(row["undo_hidden"])
        rows.append(
            (
                f"{n:,}",
                f"{row['replay']:.0f}",
                f"{row['resume']:.0f}",
                f"{statistics.median(row['first_paint']):.0f}",
                f"{statistics.median(row['crash_paint']):.0f}",
                f"{statistics.median(row['rss']):.0f}",
                f"{action['p50']:.1f} / {action['p99']:.1f}",
                f"{undo['p50']:.1f} / {undo['p99']:.1f}",
            )
        )
    bare = f"{statistics.median(start['bare']):.0f} ms, {statistics.median(start['bare_rss']):.0f} MiB"
    header = "actions|replay ms|resume_or_new ms|start to painted table ms|after a crash ms|peak RSS MiB"
    header += "|action p50 / p99 ms|undo p50 / p99 ms"
    print_table(f"Scaling (log hidden; bare window: {bare})", header.split("|"), rows)


def outside(opts: argparse.Namespace, journal: Path) -> list[tuple[str, str, str]]:
    """The start-up rows measured from outside, then the history scale's rows.

    The history scale (``--history 100,1000,10000``) comes from
    ``tools/bench_history.py``'s ``history_rows(scale, work, display)`` when
    that module is there: its rows are printed in the same table.
    """
    import bench_outside
    from bench_outside import (
        first_action_rounds,
        first_action_rows,
        key_rows,
        outside_rows,
        ready_rows,
        start_rounds,
        table_keys,
    )
    from bench_x import XServer

    if opts.app:
        bench_outside.APP[:] = [opts.app]
    commands = {"app": bench_outside.archenemy_command()}
    if opts.compare:
        commands[opts.compare_name] = [opts.compare]
    parts = set(opts.only.split(",")) if opts.only else {"start", "keys", "first"}
    server = XServer(display=opts.display)
    rows: list[tuple[str, str, str]] = []
    try:
        if "start" in parts:
            from bench_planes import PLANAR_KINDS, planar_journal

            planar = {kind: planar_journal(kind, opts.work) for kind, _variant, _what in PLANAR_KINDS}
            samples = start_rounds(opts.pairs, journal, opts.work, server, planar)
            rows += outside_rows(samples) + ready_rows(samples)
        if "first" in parts:
            big = long_journal(100_000, opts.work)
            first = first_action_rounds(big, opts.work, server, opts.first_rounds, commands)
            rows.extend(first_action_rows(first, 100_000))
        if "keys" in parts:
            for repeat in range(opts.key_runs):
                for name, command in commands.items():
                    label = (" [" + name + "]" if name != "app" else "") + (
                        f" (run {repeat + 1})" if opts.key_runs > 1 else ""
                    )
                    rows.extend(key_rows(table_keys(journal, opts.work, server, command), label))
        if opts.history:
            try:
                from bench_history import history_rows  # type: ignore[import-not-found]
            except ImportError:
                rows.append(("the history scale", "no tools/bench_history.py yet", "—"))
            else:
                scale = [int(n) for n in opts.history.split(",") if n.strip()]
                rows.extend(history_rows(scale, opts.work, server.display))
    finally:
        server.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark (see the module docstring); always returns 0."""
    from bench_report import bundle_section, goal_rows, print_table

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a one-minute run: fewer samples, no 100k game")
    parser.add_argument("--pairs", type=int, default=None, help="interleaved start-up rounds (default 12)")
    parser.add_argument(
        "--outside",
        action="store_true",
        help="only the start-up measured from outside (its own Xvfb, tools/bench_x.py)",
    )
    parser.add_argument("--display", default=None, help="the X display of the bench's own Xvfb, e.g. :150")
    parser.add_argument(
        "--only", default="", help="with --outside: only these parts, e.g. keys,first (start, keys, first)"
    )
    parser.add_argument(
        "--app", default="", help="the app's command measured from outside (default: the venv's archenemy)"
    )
    parser.add_argument("--compare", default="", help="a second app command, measured in the same interleaved rounds")
    parser.add_argument("--compare-name", default="base", help="what the second app's rows are labelled")
    parser.add_argument("--first-rounds", type=int, default=8, help="rounds of the first action after a 100k resume")
    parser.add_argument("--key-runs", type=int, default=1, help="runs of the table's keys (each app in turn)")
    parser.add_argument(
        "--history", default="", help="finished games in the games folder, e.g. 100,1000,10000 (tools/bench_history.py)"
    )
    opts = parser.parse_args(argv)
    opts.began = time.monotonic()
    opts.pairs = opts.pairs or (8 if opts.quick else 12)
    opts.clicks, opts.undos, opts.series = (60, 40, 100) if opts.quick else (200, 150, 200)
    sizes = (100, 1_000, 2_000, 10_000) if opts.quick else (100, 1_000, 2_000, 10_000, 100_000)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    opts.work = Path(tempfile.mkdtemp(prefix="archenemy-bench-"))
    from bench_children import isolated_env, startup_rounds

    for key, value in isolated_env(opts.work / "self").items():
        if key.startswith("XDG_") or key in ("LC_ALL", "LANG", "LANGUAGE"):
            os.environ[key] = value
    bytecode = _compile_bytecode()
    print(
        f"Archenemy Companion benchmark: {os.environ['QT_QPA_PLATFORM']}, {os.cpu_count()} cores, "
        f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f} at the start"
    )
    print(f"bytecode: {bytecode}; {opts.pairs} interleaved start-up rounds; {'quick' if opts.quick else 'full'} run")
    journals = {10_000: long_journal(10_000, opts.work)}
    print_table("Measured from outside (a separate X client)", ("goal", "figure", ""), outside(opts, journals[10_000]))
    if opts.outside:
        shutil.rmtree(opts.work, ignore_errors=True)
        return 0
    # while this process is small
    start, floor = startup_rounds(opts.pairs, journals[10_000], opts.work)
    print(f"start-up rounds done: {time.monotonic() - opts.began:.0f} s", flush=True)
    bundle = None if opts.quick else bundle_section(opts.work, opts.pairs)
    journals.update((n, long_journal(n, opts.work)) for n in sizes if n not in journals)
    from bench_table import fsync_costs

    fsync = fsync_costs(opts.work, opts.clicks)
    scaling = in_process(sizes, journals, start, opts)
    print_table("Goals", ("goal", "figure", ""), goal_rows(start, scaling, fsync, floor, bundle))
    print_scaling(start, scaling)
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"\nbench process peak RSS {peak:.0f} MiB; load average {os.getloadavg()[0]:.1f} at the end; "
        f"finished in {time.monotonic() - opts.began:.0f} s"
    )
    shutil.rmtree(opts.work, ignore_errors=True)
    # Sharing with phones: delivery time to 20 phones and a click's latency (tools/bench_share.py, its own section).
    from bench_share import share_section

    print()
    share_section()
    return 0


if __name__ == "__main__":
    sys.exit(main())
