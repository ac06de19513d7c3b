"""Start-up of the bundle against the venv: first window under Xvfb, as a ratio (a figure, not a test).

    xvfb-run -a python packaging/bench_bundle.py BUNDLE_EXE VENV_EXE [--runs 7]

Each run starts the program in a fresh process with a fresh HOME and fresh XDG folders, no Python on
PATH, on the X server of ``DISPLAY`` (``xvfb-run``), and measures the wall time until it exits: the app
quits as soon as its main window is shown (``ARCHENEMY_COMPANION_QUIT_AFTER_START``).  The two programs
alternate, so both see the same machine load.  Prints the medians and bundle / venv (the issue's target:
at most 1.2).  ``make bench-bundle`` runs it on ``make dist``'s bundle and ``.venv/bin/archenemy``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def first_window(exe: Path) -> float:
    """Seconds from spawning ``exe`` to its exit after showing its window, in a fresh home."""
    with tempfile.TemporaryDirectory(prefix="archenemy-bench-") as tmp:
        home = Path(tmp)
        (home / "bin").mkdir()
        env = {
            "HOME": str(home),
            "PATH": str(home / "bin"),
            "DISPLAY": os.environ["DISPLAY"],
            "LANG": "C.UTF-8",
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "XDG_STATE_HOME": str(home / "state"),
            "ARCHENEMY_COMPANION_QUIT_AFTER_START": "1",
        }
        if "XAUTHORITY" in os.environ:
            env["XAUTHORITY"] = os.environ["XAUTHORITY"]
        start = time.perf_counter()
        subprocess.run([str(exe), "--lang", "en"], env=env, check=True, capture_output=True, timeout=60)
        return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("venv", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    if "DISPLAY" not in os.environ:
        raise SystemExit("bench_bundle: no DISPLAY; run it under xvfb-run -a")
    first_window(args.bundle), first_window(args.venv)  # warm the disk cache
    bundle, venv = [], []
    for _ in range(args.runs):
        bundle.append(first_window(args.bundle))
        venv.append(first_window(args.venv))
    b, v = statistics.median(bundle), statistics.median(venv)
    print(f"first window under Xvfb, median of {args.runs}: bundle {b:.3f} s, venv {v:.3f} s, bundle/venv {b / v:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
