"""``make bench``'s report.

Each goal beside this run's figure, ``met`` or ``MISSED``.

Start-up ratios are medians of per-round ratios to the bare window, with
their p99 (nearest rank: with 12 rounds, the worst but one); a pause is the
longest gap between two beats of the event loop after the first paint, wall
and the main thread's CPU (what other programs cannot inflate).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The goals' limits.
START_RATIO, READY_RATIO, RESUME_RATIO, RSS_RATIO = 1.7, 2.0, 2.5, 1.4
PAUSE_10K_MS, PAUSE_100K_MS, MEMORY_100K_MIB, FRAME_MS = 50.0, 100.0, 120.0, 16.0
BUNDLE_RATIO, TARBALL_MB = 1.0, 45.0


def pct(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def summary(values: Sequence[float]) -> dict[str, float]:
    return {
        "p50": statistics.median(values),
        "p95": pct(values, 0.95),
        "p99": pct(values, 0.99),
        "max": max(values),
        "n": len(values),
    }


def fmt(stats: dict[str, float], unit: str = "ms") -> str:
    return (
        f"p50 {stats['p50']:.1f} · p95 {stats['p95']:.1f} · p99 {stats['p99']:.1f} · "
        f"max {stats['max']:.1f} {unit} (n={stats['n']:.0f})"
    )


def ratios(values: Sequence[float], floor: Sequence[float]) -> list[float]:
    """The per-round ratios ``values[i] / floor[i]``."""
    return [a / b for a, b in zip(values, floor, strict=True)]


def row(goal: str, figure: str, met: bool | None) -> tuple[str, str, str]:
    return goal, figure, "—" if met is None else ("met" if met else "MISSED")


def print_table(title: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    print(f"\n{title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for line in rows:
        print("| " + " | ".join(line) + " |")


def _ratio_figure(values: Sequence[float], bare: Sequence[float], extra: str = "") -> tuple[str, float]:
    each = ratios(values, bare)
    median = statistics.median(each)
    cpu = (
        statistics.median(ratios([v.cpu for v in values], [b.cpu for b in bare])) if hasattr(values[0], "cpu") else None
    )
    figure = f"{median:.2f}× (p99 {pct(each, 0.99):.2f}×; {statistics.median(values):.0f} ms)"
    if cpu is not None:
        figure += f"; CPU {cpu:.2f}×"
    return figure + extra, median


def startup_rows(start: dict[str, list], floor: str) -> list[tuple[str, str, str]]:
    """The start-up goals.

    First paint, the Qt floor, ready for input, resumes, pauses and memory
    after the paint.
    """
    bare = start["bare"]
    bare_ms = statistics.median(bare)
    rows = []
    figure, ratio = _ratio_figure(start["app"], bare, f", bare window {bare_ms:.0f} ms")
    rows.append(row(f"start to first painted table ≤ {START_RATIO}× the bare window", figure, ratio <= START_RATIO))
    floor_ms = statistics.median(start["floor"])
    rows.append(
        row(
            f"(context) the Qt floor: the new table's {floor}, rebuilt by plain PySide6 with none of the app's code",
            f"{statistics.median(ratios(start['floor'], bare)):.2f}× ({floor_ms:.0f} ms): the app's own code takes "
            f"{statistics.median(start['app']) - floor_ms:.0f} ms over it",
            None,
        )
    )
    ready = [life["ready"] for life in start["life_new"]]
    painted = statistics.median(life["paint"] for life in start["life_new"])
    figure, ratio = _ratio_figure(ready, bare, f"; first paint in that child {painted:.0f} ms")
    rows.append(
        row(f"ready for input (a key press handled) ≤ {READY_RATIO}× the bare window", figure, ratio <= READY_RATIO)
    )
    for key, what in (("resume", "as the app closed it"), ("crash", "after a crash (its snapshot a few actions back)")):
        figure, ratio = _ratio_figure(start[key], bare)
        rows.append(
            row(f"resume a 10k-action game {what} ≤ {RESUME_RATIO}× the bare window", figure, ratio <= RESUME_RATIO)
        )
    figure, _ = _ratio_figure(start["crash_bare"], bare)
    rows.append(
        row("(context) the same game after a crash before any snapshot (replayed before the paint)", figure, None)
    )
    resumed = [life["ready"] for life in start["life_resume"]]
    figure, _ = _ratio_figure(resumed, bare)
    rows.append(row("(context) ready for input, the 10k-action game resumed", figure, None))
    rows.append(_pause_row("10,000 actions", start["life_resume"], PAUSE_10K_MS))
    rows.append(_pause_row("(context) a new game", start["life_new"], None))
    rss = ratios(start["app_rss"], start["bare_rss"])
    figure = f"{statistics.median(rss):.2f}× ({statistics.median(start['app_rss']):.0f} vs {statistics.median(start['bare_rss']):.0f} MiB)"
    rows.append(
        row(
            f"peak RSS at the first paint ≤ {RSS_RATIO}× the bare window's", figure, statistics.median(rss) <= RSS_RATIO
        )
    )
    return rows


def _pause_row(what: str, lives: list[dict], limit: float | None) -> tuple[str, str, str]:
    gaps = [life["gap"] for life in lives]
    cpu = [life["gap_cpu"] for life in lives]
    settled = statistics.median(life["settled"] - life["paint"] for life in lives)
    figure = (
        f"longest pause p50 {statistics.median(gaps):.0f} · max {max(gaps):.0f} ms (CPU p50 "
        f"{statistics.median(cpu):.0f} · max {max(cpu):.0f}; n={len(gaps)}); all done {settled:.0f} ms after the paint"
    )
    goal = (
        f"no pause of the main thread over {limit:.0f} ms after the first paint at {what}"
        if limit
        else what + ": pauses"
    )
    return row(goal, figure, None if limit is None else statistics.median(gaps) <= limit)


def table_rows(scaling: dict) -> list[tuple[str, str, str]]:
    """Clicks, undo and redo at 2,000 and 10,000 actions.

    200 consecutive undos at 10,000, action scaling.
    """
    rows = []
    for n in (2_000, 10_000):
        for kind in ("action", "undo", "redo"):
            for key in ("hidden", "shown"):
                samples = scaling[n][f"{kind}_{key}"]
                stats, cpu = summary(samples), summary([s.cpu for s in samples])
                figure = f"{fmt(stats)}; CPU p50 {cpu['p50']:.1f} · p99 {cpu['p99']:.1f}"
                rows.append(
                    row(
                        f"every {kind} p99 ≤ {FRAME_MS:.0f} ms at {n:,} actions, log {key}",
                        figure,
                        stats["p99"] <= FRAME_MS,
                    )
                )
    for kind in ("undo", "redo"):
        samples = scaling[10_000][f"{kind}_series"]
        stats, cpu = summary(samples), summary([s.cpu for s in samples])
        keys = "Ctrl+Z" if kind == "undo" else "Ctrl+Shift+Z"
        figure = f"{fmt(stats)}; CPU p50 {cpu['p50']:.1f} · p99 {cpu['p99']:.1f}"
        goal = f"{len(samples)} consecutive {keys} p99 ≤ {FRAME_MS:.0f} ms at 10,000 actions (a series of different actions)"
        rows.append(row(goal, figure, stats["p99"] <= FRAME_MS))
    small, big = (statistics.median(scaling[n]["action_hidden"]) for n in (100, 10_000))
    rows.append(
        row(
            "action p50 at 10k ≤ 1.3× p50 at 100",
            f"{big / small:.2f}× ({big:.2f} vs {small:.2f} ms)",
            big / small <= 1.3,
        )
    )
    return rows


def long_game_rows(scaling: dict) -> list[tuple[str, str, str]]:
    """The 100,000-action game.

    Resumes to the first paint, the pause after it, the memory once rebuilt.
    """
    label = "resume a 100k-action game to the first painted table ≤ 2 s (closed; after a crash)"
    if 100_000 not in scaling:
        return [row(label, "not run (--quick)", None)]
    long = scaling[100_000]
    ms, crash = statistics.median(long["first_paint"]), statistics.median(long["crash_paint"])
    rows = [row(label, f"{ms:.0f} ms; after a crash {crash:.0f} ms", max(ms, crash) <= 2000)]
    rows.append(_pause_row("100,000 actions", long["life"], PAUSE_100K_MS))
    rss = [life["VmRSS"] for life in long["life"]]
    hwm = [life["VmHWM"] for life in long["life"]]
    figure = f"VmRSS {statistics.median(rss):.0f} MiB (peak {statistics.median(hwm):.0f}; n={len(rss)})"
    rows.append(
        row(
            f"memory at 100,000 actions ≤ {MEMORY_100K_MIB:.0f} MiB once the history is rebuilt",
            figure,
            statistics.median(rss) <= MEMORY_100K_MIB,
        )
    )
    return rows


def goal_rows(
    start: dict, scaling: dict, fsync: list[float], floor: str, bundle: dict | None
) -> list[tuple[str, str, str]]:
    """Every goal with this run's figure."""
    rows = startup_rows(start, floor) + table_rows(scaling) + long_game_rows(scaling)
    for name, samples in zip(("New game dialog", "deck builder"), scaling[2_000]["dialogs"], strict=True):
        figure = (
            f"first {samples[0]:.1f} · max {max(samples):.1f} ms (n={len(samples)}); "
            f"CPU first {samples[0].cpu:.1f} · max {max(s.cpu for s in samples):.1f}"
        )
        rows.append(row(f"{name} opens ≤ 30 ms every time", figure, max(samples) <= 30))
    rows.extend(bundle_rows(bundle))
    rows.append(row("(context) the journal's fsync alone, one per action", fmt(summary(fsync)), None))
    return rows


# ----- the bundle --------------------------------------------------------------------
def bundle_section(work: Path, rounds: int) -> dict | None:
    """The bundle ``make dist`` built against ``.venv/bin/archenemy``.

    Bytecode compiled, interleaved; ``None`` when there is no bundle.  Seconds
    from spawn to exit after the window is shown, offscreen.
    """
    import os
    import sys

    bundle = ROOT / "build" / "bundle" / "archenemy-companion" / "archenemy-companion"
    venv = Path(sys.executable).parent / "archenemy"
    tarballs = sorted((ROOT / "dist").glob("archenemy-companion-*-linux-x86_64.tar.gz"))
    if not bundle.is_file():
        return {"tarball": tarballs[-1] if tarballs else None}
    sys.path.insert(0, str(ROOT / "packaging"))
    from bench_bundle import compile_venv, first_window

    # the venv's bytecode compiled, as an installed app has it
    compile_venv(venv)

    env = {"QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    # warm the disk cache
    first_window(bundle, env), first_window(venv, env)
    times: dict[str, list[float]] = {"bundle": [], "venv": []}
    for _ in range(rounds):
        times["bundle"].append(first_window(bundle, env) * 1000)
        times["venv"].append(first_window(venv, env) * 1000)
    return {**times, "tarball": tarballs[-1] if tarballs else None}


def bundle_rows(bundle: dict | None) -> list[tuple[str, str, str]]:
    rows = []
    if bundle is None or "bundle" not in bundle:
        rows.append(
            row(
                f"the bundle starts no slower than a venv with compiled bytecode (≤ {BUNDLE_RATIO}×)",
                "no bundle (make dist)" if bundle is not None else "not run (--quick)",
                None,
            )
        )
    else:
        each = ratios(bundle["bundle"], bundle["venv"])
        figure = (
            f"{statistics.median(each):.2f}× (p99 {pct(each, 0.99):.2f}×; bundle {statistics.median(bundle['bundle']):.0f} vs "
            f"venv {statistics.median(bundle['venv']):.0f} ms, start to exit after the window shows; n={len(each)})"
        )
        rows.append(
            row(
                f"the bundle starts no slower than a venv with compiled bytecode (≤ {BUNDLE_RATIO}×)",
                figure,
                statistics.median(each) <= BUNDLE_RATIO,
            )
        )
    tarball = bundle.get("tarball") if bundle else None
    if tarball is not None:
        size = tarball.stat().st_size / 1e6
        rows.append(row(f"the tarball ≤ {TARBALL_MB:.0f} MB", f"{size:.1f} MB ({tarball.name})", size <= TARBALL_MB))
    return rows
