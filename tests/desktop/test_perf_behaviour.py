"""What keeps the app fast at every game length, tested as behaviour.

Never as timings.

The game log works in proportion to what changed and not at all while
hidden; the New game dialog checks each deck once per catalogue; replay
pauses the cyclic collector and restores it; resuming replays each action
once.  The engine's own fast paths are ``tests/engine/test_replay_fast_paths.py``'s.
"""

from __future__ import annotations

import gc
import importlib.util

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from archenemy.desktop.session import Session
from archenemy.desktop.table.dialogs import deck_reports, new_game
from archenemy.desktop.table.displays import log as log_module
from archenemy.engine import game as game_module
from archenemy.engine.actions import (
    ChangeLife,
    NextStep,
)
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.events import LifeChanged
from archenemy.engine.game import Game
from archenemy.engine.journal import read_journal, replay
from archenemy.engine.model import Step

from support.games import CATALOGUE
from support.paths import DATA, REPO


@pytest.fixture
def window(make_window):
    return make_window()


def _count_renders(panel, monkeypatch) -> list[int]:
    calls = [0]
    render = panel.model._render

    def counting(first, last):
        calls[0] += 1
        return render(first, last)

    monkeypatch.setattr(panel.model, "_render", counting)
    return calls


def count_calls(monkeypatch, owner, name: str) -> list[int]:
    """Wrap ``owner.name`` to count its calls.

    The returned ``[count]`` grows as it is called.
    """
    calls = [0]
    real = getattr(owner, name)

    def counting(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls


def test_the_hidden_log_does_no_work_and_catches_up_when_shown(window, monkeypatch):
    window.log_dock.hide()
    calls = _count_renders(window.log, monkeypatch)
    for _ in range(20):
        window.session.perform(ChangeLife("Hero 1", -1))
        window.session.perform(NextStep())
    assert calls[0] == 0
    window.log_dock.show()
    QApplication.processEvents()
    assert calls[0] > 0
    assert window.log.lines()[0].endswith(window.log.model._lines[-1].text.split(" — ")[-1])


def test_a_click_words_only_its_own_events_however_long_the_game(window, monkeypatch):
    window.log_dock.show()
    session = window.session
    for index in range(300):
        session.perform(ChangeLife(f"Hero {index % 3 + 1}", -1 if index % 2 else 1))
    calls = _count_renders(window.log, monkeypatch)
    session.perform(ChangeLife("Hero 2", -1))
    session.undo()
    session.redo()
    assert calls[0] <= 4


def test_the_log_keeps_its_newest_lines_first_and_trims(window):
    window.log_dock.show()
    session = window.session
    for index in range(log_module.MAX_ROWS + 40):
        session.perform(ChangeLife(f"Hero {index % 3 + 1}", -1 if index % 2 else 1))
    lines = window.log.lines()
    assert len(lines) == log_module.MAX_ROWS
    assert "Hero 3" in lines[0] or "Hero 1" in lines[0] or "Hero 2" in lines[0]


def test_the_log_follows_undo_and_redo_exactly(window):
    window.log_dock.show()
    session = window.session
    session.perform(ChangeLife("Hero 1", -3))
    session.perform(ChangeLife("Hero 2", -4))
    assert "20 → 16" in window.log.lines()[0]
    session.undo()
    assert "Hero 2" not in window.log.lines()[0]
    assert "20 → 17" in window.log.lines()[0]
    session.redo()
    assert "20 → 16" in window.log.lines()[0]


def test_life_clicks_of_one_player_read_as_one_line(window):
    window.log_dock.show()
    session = window.session
    before = len(window.log.lines())
    for _ in range(3):
        session.perform(ChangeLife("Hero 1", -1), merge_key="life-Hero 1")
    assert len(window.log.lines()) == before + 1
    assert "20 → 17" in window.log.lines()[0]
    from PySide6.QtCore import Qt

    tip = window.log.model.data(window.log.model.index(0), Qt.ItemDataRole.ToolTipRole)
    # The step lives in the tooltip, the line stays short
    assert tip.startswith("Turn 1 · ")
    # The merged clicks are one undo step, and the line goes with them
    session.undo()
    assert len(window.log.lines()) == before


def test_a_partly_undone_merged_line_is_worded_again():
    model = log_module.LogModel(lambda first, last: f"{first.old}->{last.new}")
    events = [LifeChanged(1, Step.UNTAP, "Hero 1", False, 20 - n, 19 - n) for n in range(3)]
    model.follow(events)
    assert model.lines() == ["20->17"]
    model.follow(events[:2])
    assert model.lines() == ["20->18"]


def test_a_text_size_change_leaves_no_replaced_panels_for_the_next_tries_to_restyle(make_window, monkeypatch):
    """A fit tries several sizes, each restyling the whole application.

    The panels each try replaces are deleted at once, not left waiting (every
    later try polished them again).
    """
    from archenemy.desktop.table.seats.panels import PlayerPanel
    from archenemy.engine.setup import GameSetup, PlayerSetup
    from archenemy.engine.variants import Variant

    deck = tuple(CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids())
    heroes = tuple(PlayerSetup(f"Hero {n}") for n in range(1, 9))
    window = make_window(GameSetup(Variant.ARCHENEMY, (PlayerSetup("Archenemy", deck), *heroes)))
    window.resize(1366, 768)
    QApplication.processEvents()
    tries = count_calls(monkeypatch, window.window_layout, "_use_scale")
    # More than 1366x768 has room for at nine seats: several tries
    window.set_scale(1.5)
    assert tries[0] >= 3
    alive = [w for w in QApplication.allWidgets() if isinstance(w, PlayerPanel) and w.window() is window]
    orphans = [w for w in QApplication.allWidgets() if isinstance(w, PlayerPanel) and w.parent() is None]
    assert len(alive) == 9 and not orphans
    assert sorted(window.panels) == sorted(["Archenemy", *(f"Hero {n}" for n in range(1, 9))])


def test_a_fit_while_a_panels_menu_is_open_leaves_the_panels_to_the_event_loop(make_window, qtbot):
    """A fit while a popup runs its own loop never deletes the popup's panel.

    A popup (a panel's badge menu) may run its own event loop with the panel on
    the stack: a fit then (a refit timer firing inside it) must not delete that
    panel under it, only hand it to the event loop.
    """
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    window = make_window()
    panel = next(iter(window.panels.values()))
    panel.poison_menu.addAction("1")
    panel.poison_menu.popup(panel.mapToGlobal(panel.rect().center()))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is panel.poison_menu, timeout=2000)
    window.set_scale(1.15)
    # Still alive: waits for the loop
    assert shiboken6.isValid(panel) and panel not in window.panels.values()
    panel.poison_menu.close()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(panel)
    panel = next(iter(window.panels.values()))
    # No popup, no dialog: deleted at once
    window.set_scale(1.0)
    assert not shiboken6.isValid(panel)


def test_the_new_game_dialog_checks_each_deck_once_per_catalogue(qtbot, monkeypatch):
    calls = count_calls(monkeypatch, deck_reports, "check_scheme_ids")
    monkeypatch.setattr(deck_reports, "_REPORTS", {})
    first = new_game.NewGameDialog(load_catalogue)
    qtbot.addWidget(first)
    once = calls[0]
    assert 0 < once <= len(load_catalogue().precons)
    second = new_game.NewGameDialog(load_catalogue)
    qtbot.addWidget(second)
    assert calls[0] == once


def test_the_deck_builders_search_keys_are_folded_once_per_catalogue(qtbot, monkeypatch):
    from archenemy.desktop.deck_builder import browser
    from archenemy.desktop.deck_builder.dialog import DeckBuilderDialog

    calls = count_calls(monkeypatch, browser, "_search_key")
    monkeypatch.setattr(browser, "_SEARCH_INDEX", {})
    first = DeckBuilderDialog(load_catalogue)
    qtbot.addWidget(first)
    assert calls[0] == len(load_catalogue())
    second = DeckBuilderDialog(load_catalogue)
    qtbot.addWidget(second)
    assert calls[0] == len(load_catalogue())
    rows = [second.browser.scheme_list.item(i).text() for i in range(second.browser.scheme_list.count())]
    assert rows == [first.browser.scheme_list.item(i).text() for i in range(first.browser.scheme_list.count())]


def test_replay_pauses_the_collector_and_restores_it(tmp_path, monkeypatch):
    session = Session(tmp_path / "games")
    session.new_game()
    session.perform(ChangeLife("Hero 1", -1))
    session.close()
    seen = []

    real = game_module.Game.do

    def watching(self, action):
        seen.append(gc.isenabled())
        return real(self, action)

    monkeypatch.setattr(game_module.Game, "do", watching)
    assert gc.isenabled()
    replay(read_journal(session.path))
    assert seen == [False] and gc.isenabled()
    gc.disable()
    try:
        replay(read_journal(session.path))
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_after_the_warm_up_the_first_new_game_dialog_checks_no_deck(window, monkeypatch):
    from archenemy.desktop.app import warm_up

    monkeypatch.setattr(deck_reports, "_REPORTS", {})
    warm_up(window)
    # What the event loop does a step at a time
    window.slices.finish()
    calls = count_calls(monkeypatch, deck_reports, "check_scheme_ids")
    window.files.open_new_game_dialog()
    assert calls[0] == 0
    for dialog in list(window.dialogs.opened):
        dialog.close()


def _naive_lines(events, render) -> list[str]:
    """The log's lines computed from scratch.

    Merged runs, shown ones only, newest first.
    """
    lines: list[tuple[object, object, int]] = []
    for index, event in enumerate(events):
        if lines and lines[-1][2] == index and log_module._merges(lines[-1][1], event):
            lines[-1] = (lines[-1][0], event, index + 1)
        elif render(event, event):
            lines.append((event, event, index + 1))
    return [render(first, last) for first, last, _ in reversed(lines)]


_OPS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.lists(st.sampled_from("ABX"), min_size=1, max_size=8)),
        st.tuples(st.just("undo"), st.integers(1, 6)),
        st.tuples(st.just("new"), st.just([])),
    ),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(_OPS)
def test_the_log_model_always_shows_what_a_full_rebuild_would(ops):
    def render(first, last):
        return "" if first.player == "X" else f"{first.player} {first.old}->{last.new}"

    model = log_module.LogModel(render)
    events: list[LifeChanged] = []
    life = {"A": 20, "B": 20, "X": 20}
    trimmed = False
    for kind, arg in ops:
        if kind == "add":
            for player in arg:
                events.append(LifeChanged(1, Step.UNTAP, player, False, life[player], life[player] - 1))
                life[player] -= 1
        elif kind == "undo":
            for event in events[-arg:]:
                life[event.player] = event.old
            del events[len(events) - min(arg, len(events)) :]
        else:
            # A new game: a new list
            events = []
            life = {"A": 20, "B": 20, "X": 20}
        model.follow(events)
        expected = _naive_lines(events, render)
        trimmed = trimmed or len(expected) > log_module.MAX_ROWS
        shown = model.lines()
        # Never a wrong or stale line, newest first
        assert shown == expected[: len(shown)]
        if not trimmed:
            assert shown == expected
        assert len(shown) <= log_module.MAX_ROWS


# ----- resuming replays once ------------------------------------------------------


def _bench_module():
    spec = importlib.util.spec_from_file_location("bench", REPO / "tools" / "bench.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["rumble-duskmourn-random.jsonl", None])
def test_resuming_applies_each_action_once_whatever_the_format_version(tmp_path, monkeypatch, name):
    games = tmp_path / "games"
    games.mkdir()
    if name is None:
        # A version-2 game
        journal = _bench_module().long_journal(300, games)
    else:
        # A version-1 save the current rules replay whole
        journal = games / name
        journal.write_bytes((DATA / "v1" / name).read_bytes())
    actions = len(read_journal(journal, catalogue=CATALOGUE).actions)
    expected = replay(read_journal(journal, catalogue=CATALOGUE), CATALOGUE)
    calls = [0]
    real = Game.do

    def counting(self, action):
        calls[0] += 1
        return real(self, action)

    monkeypatch.setattr(Game, "do", counting)
    session = Session(games)
    try:
        session.resume_or_new()
        assert session.path == journal and session.read_only is None
        # One replay, no second pass
        assert calls[0] == actions
        assert session.state == expected.state and session.game.log == expected.log
    finally:
        session.close()
