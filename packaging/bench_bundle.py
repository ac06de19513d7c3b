"""Start-up of the bundle against the venv: first window under Xvfb, as a ratio.

A figure, not a test.

    xvfb-run -a python packaging/bench_bundle.py BUNDLE_EXE VENV_EXE [--runs 7]

Each run starts the program in a fresh process with a fresh HOME and fresh XDG folders, no Python on
PATH, on the X server of ``DISPLAY`` (``xvfb-run``), and measures the wall time until it exits: the app
quits as soon as its main window is shown (``ARCHENEMY_COMPANION_QUIT_AFTER_START``).  The two programs
alternate, so both see the same machine load.  The venv's bytecode is compiled first (its site-packages
and, for an editable install, the source tree), as an installed app has it: a venv without it recompiles
nothing at a second start either, but its first runs would.  Prints the medians and bundle / venv
(the goal: at most 1.0, no slower than the venv).  ``make bench-bundle`` runs it on ``make dist``'s bundle and
``.venv/bin/archenemy``; ``make bench`` does the same offscreen when a bundle exists.
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


def first_window(exe: Path, platform: dict[str, str] | None = None) -> float:
    """Seconds from spawning ``exe`` to its exit after showing its window.

    Each run gets a fresh home.

    ``platform``: the display's variables (default: this process's ``DISPLAY``; ``make bench`` passes
    ``QT_QPA_PLATFORM=offscreen``).
    """
    with tempfile.TemporaryDirectory(prefix="archenemy-bench-") as tmp:
        home = Path(tmp)
        (home / "bin").mkdir()
        env = {
            "HOME": str(home),
            "PATH": str(home / "bin"),
            **(platform if platform is not None else {"DISPLAY": os.environ["DISPLAY"]}),
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


def compile_venv(exe: Path) -> None:
    """Compile the bytecode the venv ``exe`` (its ``bin/archenemy``) runs.

    Its site-packages and the source tree.
    """
    python = exe.parent / "python"
    tree = Path(__file__).resolve().parent.parent
    code = (
        "import compileall, sys, sysconfig; "
        "ok = compileall.compile_dir(sysconfig.get_paths()['purelib'], quiet=1); "
        f"ok = compileall.compile_dir({str(tree / 'engine')!r}, quiet=1) and ok; "
        f"ok = compileall.compile_dir({str(tree / 'desktop')!r}, quiet=1) and ok; "
        "sys.exit(0 if ok else 1)"
    )
    subprocess.run([str(python), "-c", code], check=False, capture_output=True, timeout=600)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("venv", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    if "DISPLAY" not in os.environ:
        raise SystemExit("bench_bundle: no DISPLAY; run it under xvfb-run -a")
    compile_venv(args.venv)
    # warm the disk cache
    first_window(args.bundle), first_window(args.venv)
    bundle, venv = [], []
    for _ in range(args.runs):
        bundle.append(first_window(args.bundle))
        venv.append(first_window(args.venv))
    b, v = statistics.median(bundle), statistics.median(venv)
    each = statistics.median(x / y for x, y in zip(bundle, venv, strict=True))
    print(
        f"first window under Xvfb, median of {args.runs}: bundle {b:.3f} s, venv (bytecode compiled) {v:.3f} s, "
        f"bundle/venv {b / v:.2f} (median of the pairs' ratios {each:.2f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
