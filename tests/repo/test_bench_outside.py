"""``make bench``'s interleaved rounds measured from outside.

Behaviour, not timings: every round holds each build (or start-up kind) once,
the warm-up round's samples are dropped, and a run's order is repeatable.
"""

from __future__ import annotations

import importlib.util
from types import ModuleType

import pytest

from support.paths import REPO

TOOLS = REPO / "tools"


def _bench_outside(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    # The bench's modules import each other from their folder, as scripts do
    monkeypatch.syspath_prepend(str(TOOLS))
    spec = importlib.util.spec_from_file_location("bench_outside", TOOLS / "bench_outside.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_round_holds_every_name_once_after_a_dropped_warm_up(monkeypatch: pytest.MonkeyPatch) -> None:
    interleaved = _bench_outside(monkeypatch).interleaved
    names = ("bare", "new", "resume")
    order = list(interleaved(names, 3, seed=25))
    assert len(order) == 4 * len(names)
    rounds = [order[index : index + len(names)] for index in range(0, len(order), len(names))]
    for number, one in enumerate(rounds):
        assert sorted(name for name, _kept in one) == sorted(names)
        assert {kept for _name, kept in one} == {number > 0}
    assert order == list(interleaved(names, 3, seed=25)), "the same seed, the same order"
    shuffled = {tuple(name for name, _kept in one) for one in rounds}
    assert len(shuffled) > 1, "the rounds are shuffled, not one order repeated"
