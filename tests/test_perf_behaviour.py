"""What keeps the app fast at every game length, tested as behaviour (never as timings).

The game log works in proportion to what changed and not at all while
hidden; the New game dialog checks each deck once per catalogue; deck checks
reuse the catalogue's name index; there is one English catalogue; replay
pauses the cyclic collector and restores it.
"""

from __future__ import annotations

import gc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from archenemy.desktop.session import Session
from archenemy.desktop.table import deck_reports, new_game
from archenemy.desktop.table import log as log_module
from archenemy.desktop.table.window import MainWindow
from archenemy.engine import catalogue as catalogue_module
from archenemy.engine.actions import ChangeLife, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.events import LifeChanged
from archenemy.engine.journal import read_journal, replay
from archenemy.engine.model import Step


@pytest.fixture
def window(qtbot, tmp_path):
    session = Session(tmp_path / "games")
    session.new_game()
    table = MainWindow(session, "en")
    qtbot.addWidget(table)
    table.show()
    yield table
    session.close()


def _count_renders(panel, monkeypatch) -> list[int]:
    calls = [0]
    render = panel.model._render

    def counting(first, last):
        calls[0] += 1
        return render(first, last)

    monkeypatch.setattr(panel.model, "_render", counting)
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
    assert tip.startswith("Turn 1 · ")  # the step lives in the tooltip, the line stays short
    session.undo()  # the merged clicks are one undo step, and the line goes with them
    assert len(window.log.lines()) == before


def test_a_partly_undone_merged_line_is_worded_again():
    model = log_module.LogModel(lambda first, last: f"{first.old}->{last.new}")
    events = [LifeChanged(1, Step.UNTAP, "Hero 1", False, 20 - n, 19 - n) for n in range(3)]
    model.follow(events)
    assert model.lines() == ["20->17"]
    model.follow(events[:2])
    assert model.lines() == ["20->18"]


def test_the_new_game_dialog_checks_each_deck_once_per_catalogue(qtbot, monkeypatch):
    calls = [0]
    real = deck_reports.check_scheme_ids

    def counting(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(deck_reports, "check_scheme_ids", counting)
    monkeypatch.setattr(deck_reports, "_REPORTS", {})
    first = new_game.NewGameDialog(load_catalogue)
    qtbot.addWidget(first)
    once = calls[0]
    assert 0 < once <= len(load_catalogue().precons)
    second = new_game.NewGameDialog(load_catalogue)
    qtbot.addWidget(second)
    assert calls[0] == once


def test_one_english_catalogue_and_its_name_index_reused(monkeypatch):
    assert load_catalogue() is load_catalogue("en") is load_catalogue("xx")
    calls = [0]
    real = catalogue_module.normalize_name

    def counting(name):
        calls[0] += 1
        return real(name)

    from archenemy.engine import decks

    monkeypatch.setattr(decks, "normalize_name", counting)
    decks.parse_deck_list("1 Behold the Power of Destruction\n", load_catalogue())
    assert calls[0] < 10  # the catalogue's index, not every name normalised again


def test_replay_pauses_the_collector_and_restores_it(tmp_path, monkeypatch):
    session = Session(tmp_path / "games")
    session.new_game()
    session.perform(ChangeLife("Hero 1", -1))
    session.close()
    seen = []
    from archenemy.engine import game as game_module

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
    calls = [0]
    real = deck_reports.check_scheme_ids

    def counting(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(deck_reports, "check_scheme_ids", counting)
    window.open_new_game_dialog()
    assert calls[0] == 0
    for dialog in list(window._dialogs):
        dialog.close()


def _naive_lines(events, render) -> list[str]:
    """The log's lines computed from scratch: merged runs, shown ones only, newest first."""
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
            events = []  # a new game: a new list
            life = {"A": 20, "B": 20, "X": 20}
        model.follow(events)
        expected = _naive_lines(events, render)
        trimmed = trimmed or len(expected) > log_module.MAX_ROWS
        shown = model.lines()
        assert shown == expected[: len(shown)]  # never a wrong or stale line, newest first
        if not trimmed:
            assert shown == expected
        assert len(shown) <= log_module.MAX_ROWS
