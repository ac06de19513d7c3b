"""The app's start-up smoke: the ``archenemy`` command paints its first table.

Run by ``make start-smoke`` (and ``make test-py313``, on Python 3.13): the
app starts as the command starts it, offscreen, in folders of its own, on a
new game.  It passes when the main window paints within two minutes and the
new game's journal is in the games folder; it prints the milliseconds to the
first paint and the interpreter.  No figure is judged: this is a smoke test,
not a benchmark.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_children import APP, child, games_dir, isolated_env


def main() -> int:
    """Start the app once; 0 when it painted and wrote its new game, else 1."""
    with tempfile.TemporaryDirectory(prefix="archenemy-smoke-") as work:
        base = Path(work)
        try:
            painted, rss = child(APP, isolated_env(base))
        except RuntimeError as error:
            print(f"start-up smoke FAILED on Python {sys.version.split()[0]}: {error}", file=sys.stderr)
            return 1
        journals = list(games_dir(base).glob("*.jsonl"))
        if len(journals) != 1:
            print(f"start-up smoke FAILED: {len(journals)} games in the games folder, not 1", file=sys.stderr)
            return 1
    print(f"start-up smoke passed on Python {sys.version.split()[0]}: first paint {painted:.0f} ms, {rss:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
