"""``make bench``'s Qt floor.

The census of the app's first painted table, and its rebuild by plain PySide6.

Behaviour, not timings (the bench reports those): the census child records the
real table (its named widgets, menus and shortcuts, the style sheet), and the
floor child rebuilds it and paints it, so the bench's context row measures
what it names.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from support.paths import REPO

TOOLS = REPO / "tools"


def _tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_census_records_the_table_and_the_floor_rebuilds_and_paints_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The bench's modules import each other from their folder, as scripts do
    monkeypatch.syspath_prepend(str(TOOLS))
    children, floor = _tool("bench_children"), _tool("bench_floor")
    census = floor.take_census(children.isolated_env(tmp_path / "app"), tmp_path / "census.json")
    names = {widget["name"] for widget in census["widgets"]}
    assert {"stepLabel", "nextStep", "ongoingPanel"} <= names
    classes = {widget["cls"] for widget in census["widgets"]}
    assert {"QMenuBar", "QStatusBar", "QLabel", "QPushButton", "QScrollArea"} <= classes
    keys = [key for menu in census["menus"].values() for action in menu["actions"] for key in action["keys"]]
    assert "Ctrl+Z" in keys, "the Edit menu's Undo and its shortcut"
    assert len(census["menu_bar"]) >= 4 and all(key in census["menus"] for key in census["menu_bar"])
    assert "QPushButton" in census["style_sheet"]
    assert floor.describe(census).startswith(f"{len(census['widgets'])} widgets, ")

    env = children.isolated_env(tmp_path / "floor")
    env[floor.CENSUS_ENV] = str(tmp_path / "census.json")
    painted, rss = children.child("TARGET = 'floor'\n" + children.PROBE + floor.REBUILD, env)
    # The child painted its window named "floor" (else _child raises)
    assert painted > 0 and rss > 0
