"""The New game dialog's remembered set-up (``last-setup.json`` in the config directory), offered the next time.

Only a convenience: read safely, written atomically, failures ignored.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ....engine.journal import write_atomically
from ....engine.safe_files import loads_json, read_regular_file
from ... import paths

__all__ = ["last_setup_path", "load_last_setup", "save_last_setup"]


def last_setup_path() -> Path:
    """Where the last set-up is remembered."""
    return paths.config_dir() / "last-setup.json"


def load_last_setup() -> dict[str, Any] | None:
    """The remembered set-up, or ``None`` when there is none or it cannot be read.

    Read safely (:func:`~archenemy.engine.safe_files.read_regular_file`): a
    FIFO or a device in its place is never waited on, a file over 256 KB or
    with a key given twice is not read as a set-up.
    """
    try:
        data = loads_json(read_regular_file(last_setup_path(), 256 * 1024).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def save_last_setup(data: dict[str, Any]) -> None:
    """Remember a set-up (atomic write; failures are ignored: it is only a convenience)."""
    try:
        write_atomically(last_setup_path(), json.dumps(data, ensure_ascii=False, indent=1))
    except OSError:
        pass
