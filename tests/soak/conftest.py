"""The soak tests' load: busy processes beside them, when asked.

``ARCHENEMY_SOAK_BUSY=N`` (``make soak``: one per core) starts N processes
that only spin, from the first soak test to the end of the session, so the
long proofs run on a machine as loaded as a shared CI runner; they are
killed after the last test.  Unset or 0: none.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.fixture(scope="session", autouse=True)
def busy_processes():
    """``ARCHENEMY_SOAK_BUSY`` processes spinning for the rest of the session."""
    count = int(os.environ.get("ARCHENEMY_SOAK_BUSY", "0") or "0")
    children = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"], stdin=subprocess.DEVNULL) for _ in range(count)
    ]
    if children:
        print(f"soak: {count} busy processes beside the tests")
    try:
        yield children
    finally:
        for child in children:
            child.kill()
            child.wait()
