"""A pytest plugin that writes every collected test's markers to a JSON file.

For the suite's own checks.

``python -m pytest --collect-only -p support.marker_report`` with
``ARCHENEMY_MARKER_REPORT=FILE`` (and ``tests/`` on ``PYTHONPATH``) writes
``[{"id": node id, "path": path under tests/, "markers": [names]}]``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from support.paths import TESTS


def pytest_collection_finish(session: pytest.Session) -> None:
    """Write the report once the tests are collected.

    And marked by the root conftest.
    """
    out = os.environ.get("ARCHENEMY_MARKER_REPORT")
    if not out:
        return
    report = [
        {
            "id": item.nodeid,
            "path": Path(item.path).resolve().relative_to(TESTS).as_posix(),
            "name": getattr(item, "originalname", item.name),
            "markers": sorted({marker.name for marker in item.iter_markers()}),
        }
        for item in session.items
    ]
    Path(out).write_text(json.dumps(report), encoding="utf-8")
