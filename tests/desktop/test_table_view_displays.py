"""Every field of the table view, found on each of the four displays.

The laptop window, table mode, the second window and the phone page (in
headless Chromium) all render one :class:`TableView`.  The test walks the
view's values: every field gets a distinctive value (a marked text, a
number no game shows, a colour, a mark on one seat), the window and the
page render that view, and each value is looked for on every display (its
texts, tooltips and the words a screen reader reads).  A field added to the
view that a display does not show fails here, unless :data:`NOT_SHOWN` says
why that display has no place for it: data a display acts on, or a part of
another field's words.
"""

from __future__ import annotations

import enum
import itertools
import json
import re
import types
import typing
from typing import Any

import msgspec
import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QToolButton, QWidget

from archenemy.desktop.table_view import (
    AnswerKey,
    CommanderView,
    EndView,
    KeyHint,
    OngoingView,
    PlanarView,
    PlaneView,
    QuestionView,
    SchemeView,
    SeatView,
    StepReminderView,
    TableView,
)
from archenemy.engine.actions import RollPlanarDie
from archenemy.engine.model import PromptKind, Step
from archenemy.engine.planar import planar_controller
from archenemy.engine.variants import Variant

from support.browser import blocking, browser, missing, wait_page
from support.displays import play, settle, show_displays
from support.games import FILLER, make_start
from support.planar_games import PLANAR_FILLER, planechase_start, with_planes
from support.share import LOOPBACK, run

DISPLAYS = ("laptop", "table mode", "second window", "phone")
ALL = frozenset(DISPLAYS)
TABLE_LAYOUT = frozenset({"table mode", "second window"})
QT = frozenset(DISPLAYS[:3])

#: Fields a display has no place for, and why: ``path: (displays, reason)``.
NOT_SHOWN: dict[str, tuple[frozenset[str], str]] = {
    "TableView.language": (ALL, "the language the words are in, no word itself"),
    "TableView.first_place": (ALL, "where the first seat sits: the table layout's placement, no word"),
    "SeatView.name": (ALL, "the seat's identity; what is shown for it is its label"),
    "SeatView.team": (ALL, "which seat is the heroes' shared total: its label says so"),
    "SeatView.archenemy": (ALL, "the seat's role is shown in words (role)"),
    "SeatView.badges": (ALL - {"laptop"}, "the laptop's poison and commander controls; the counts show everywhere"),
    "SeatView.deck": (ALL, "the count is in deck_text's words (a compact row on the laptop: 'Deck 20')"),
    "SeatView.commander_most": (frozenset({"phone"}), "the phone lists each commander's damage instead"),
    "SeatView.selected": (frozenset({"phone"}), "the operator's selection, which the laptop's keys act on"),
    "SeatView.key": (ALL - {"laptop"}, "the operator's key that selects a seat; the players select none"),
    "CommanderView.source": (ALL, "named in its text"),
    "CommanderView.amount": (ALL, "in its text"),
    "CommanderView.own": (ALL, "in its text; the badges' menu"),
    "CommanderView.left": (ALL, "the badges' menu offers no damage from a commander gone"),
    "QuestionView.prompt_id": (ALL, "the answer's address, sent back with it"),
    "QuestionView.kind": (ALL, "how it is answered: the answers show it"),
    "QuestionView.typed": (ALL, "how it is answered: the answers and how show it"),
    "QuestionView.key": (ALL, "the engine's key of the question, for the laptop's own controls"),
    "QuestionView.question": (ALL, "in the heading"),
    "QuestionView.scheme": (ALL, "in the heading"),
    "QuestionView.waiting": (ALL, "in more's words"),
    "AnswerKey.value": (ALL, "what the answer sends"),
    "AnswerKey.key": (frozenset({"phone"}), "the laptop's key of an answer; a phone takes no key"),
    "KeyHint.action": (ALL, "which button of the laptop it is"),
    "KeyHint.key": (frozenset({"phone"}), "the laptop's key of an action; a phone takes no key"),
    "EndView.winners": (ALL, "named in its text"),
    "EndView.draw": (ALL, "in its text"),
    "StepReminderView.scheme_id": (ALL, "the card it is about is the scheme card"),
    "StepReminderView.owner": (ALL, "in its text"),
    "SchemeView.scheme_id": (ALL, "the card's image"),
    "SchemeView.owner": (ALL, "in the caption (Supervillain Rumble)"),
    "SchemeView.official": (ALL, "a tooltip of the English name"),
    "SchemeView.resolving": (ALL, "the laptop's caption adds the operator's instruction"),
    "SchemeView.deck_count": (ALL, "in deck's words"),
    "OngoingView.scheme_id": (ALL, "the card's image"),
    "OngoingView.uid": (ALL, "the card reported by It happened"),
    "OngoingView.reportable": (ALL - {"laptop"}, "the operator reports the event, on the laptop"),
    "OngoingView.owner": (QT, "whose ongoing scheme: the table's screens say it in Supervillain Rumble only"),
    "OngoingView.text": (TABLE_LAYOUT, "the table layout shows the ongoing schemes' names and pictures"),
    "OngoingView.details": (TABLE_LAYOUT, "the table layout shows the ongoing schemes' names and pictures"),
    "TableView.schemes": (ALL, "whether the scheme card and the ongoing schemes show at all (Planechase alone)"),
    "PlaneView.plane_id": (ALL, "the card's image"),
    "PlaneView.official": (ALL, "a tooltip of the English name"),
    "PlaneView.phenomenon": (ALL, "the caption and the phenomenon's line say it"),
    "PlanarView.die_face": (ALL, "the die's result, in die's words"),
    "PlanarView.keys": (
        frozenset({"laptop", "phone"}),
        "the operator's keys: the laptop's turn bar, menu and F1 name them; a phone takes no key",
    ),
}
#: The fields whose value is a mark (a style, a colour), looked for by :func:`_marked_on`.
MARKS = (
    "SeatView.active",
    "SeatView.lost",
    "SeatView.selected",
    "SeatView.colour",
    "SeatView.badges",
    "SeatView.label",
    "AnswerKey.offered",
    "OngoingView.reportable",
)
#: What the heroes' shared total shows of a seat: its label and its life.
TEAM_SHOWS = ("label", "life", "active", "lost", "selected")
#: The fields looked for with the game over (the end's), and with no scheme shown.
AT_THE_END = ("EndView.", "KeyHint.")
WITHOUT_A_SCHEME = ("SchemeView.idle",)
#: A colour per seat, in seating order.
COLOURS = ("#1a2b3c", "#2b3c4d", "#3c4d5e", "#4d5e6f", "#5e6f70")

VIEWS = (TableView, SeatView, CommanderView, SchemeView, OngoingView, StepReminderView, QuestionView)
VIEWS += (AnswerKey, EndView, KeyHint, PlanarView, PlaneView)


def leaf_paths() -> list[str]:
    """Every field of the view's values that holds no value class: ``Class.field``."""
    found = []
    for cls in VIEWS:
        hints = typing.get_type_hints(cls)
        for field in msgspec.structs.fields(cls):
            if not _view_in(hints[field.name]):
                found.append(f"{cls.__name__}.{field.name}")
    return found


def _is_view(hint: Any) -> bool:
    """True when ``hint`` is a view value or its class (a ``msgspec.Struct``)."""
    return isinstance(hint, msgspec.Struct) or (isinstance(hint, type) and issubclass(hint, msgspec.Struct))


def _view_in(hint: Any) -> type | None:
    """The value class ``hint`` holds (itself, a tuple's, an optional's), or ``None``."""
    if _is_view(hint):
        return typing.cast(type, hint)
    for arg in typing.get_args(hint):
        found = _view_in(arg)
        if found is not None:
            return found
    return None


class Marks:
    """Distinctive values, remembered by the field they were given to."""

    def __init__(self) -> None:
        self.numbers = itertools.count(901)
        self.given: dict[str, list[object]] = {}

    def text(self, path: str) -> str:
        value = f"⟦{path}·{len(self.given.get(path, []))}⟧"
        self.given.setdefault(path, []).append(value)
        return value

    def forget(self, path: str, value: object) -> None:
        """``value`` was taken back: no display need show it."""
        self.given[path].remove(value)

    def number(self, path: str) -> int:
        value = next(self.numbers)
        self.given.setdefault(path, []).append(value)
        return value

    def build(self, cls: type, real: object | None) -> Any:
        """An instance of ``cls`` with a mark in every field, ``real`` its pattern."""
        hints = typing.get_type_hints(cls)
        values = {}
        for field in msgspec.structs.fields(cls):
            current = getattr(real, field.name) if real is not None else None
            values[field.name] = self.value(f"{cls.__name__}.{field.name}", hints[field.name], current)
        return cls(**values)

    def value(self, path: str, hint: Any, current: object) -> Any:
        args = typing.get_args(hint)
        origin = typing.get_origin(hint)
        if origin in (typing.Union, types.UnionType):
            # A hero's life is the team's, a value that is none: kept as none.
            if current is None and path in ("SeatView.life",):
                return None
            inner = [a for a in args if a is not type(None)]
            if len(inner) > 1:
                return current
            return self.value(path, inner[0], current)
        if origin is tuple:
            element = args[0]
            if _is_view(element):
                found = typing.cast(tuple, current) or (None,)
                return tuple(self.build(typing.cast(type, element), item) for item in found)
            return (self.text(path), self.text(path))
        if _is_view(hint):
            return self.build(typing.cast(type, hint), current)
        if path in NOT_SHOWN and NOT_SHOWN[path][0] == ALL and current is not None:
            # An identity or data no display shows: the game's own.
            return current
        if hint is str:
            return self.text(path)
        if hint is bool:
            return bool(current)
        if hint is int:
            return self.number(path)
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            return current
        raise AssertionError(f"{path}: a value of {hint} the test cannot mark")


def marked_views(real: TableView) -> tuple[TableView, TableView, TableView, Marks]:
    """Views of ``real``'s game with every field marked.

    The game going on with its question, the game over, and no scheme shown.
    """
    marks = Marks()
    view = marks.build(TableView, real)
    seats = [_as_team(seat, real.seat(seat.name), marks) if seat.team else seat for seat in view.seats]
    # One seat whose turn it is, one selected, one out of the game (a card,
    # not a compact row, which gives a departed player's badges to its
    # status), each its colour.
    seats[-1] = msgspec.structs.replace(seats[-1], active=True)
    seats[1] = msgspec.structs.replace(seats[1], selected=True)
    seats[0] = msgspec.structs.replace(seats[0], lost=True)
    seats = [
        seat if seat.team else msgspec.structs.replace(seat, colour=COLOURS[index]) for index, seat in enumerate(seats)
    ]
    assert view.question is not None
    answers = [msgspec.structs.replace(a, offered=True) for a in view.question.answers]
    answers[-1] = msgspec.structs.replace(answers[-1], offered=False)
    ongoing = [msgspec.structs.replace(o, reportable=True) for o in view.ongoing]
    playing = msgspec.structs.replace(
        view,
        seats=tuple(seats),
        question=msgspec.structs.replace(view.question, answers=tuple(answers)),
        ongoing=tuple(ongoing),
        end=None,
        scheme=msgspec.structs.replace(view.scheme, idle=""),
    )
    assert view.end is not None
    # Which of the window's buttons each key hint is, as the game's are.
    actions = itertools.cycle(("rematch", "new_game", "next_game"))
    keys = tuple(msgspec.structs.replace(hint, action=next(actions)) for hint in view.end.keys)
    over = msgspec.structs.replace(playing, question=None, end=msgspec.structs.replace(view.end, keys=keys))
    # No scheme shown: a caption, a name and what happens next, as the game's.
    idle_scheme = msgspec.structs.replace(view.scheme, scheme_id=None, idle=view.scheme.idle, text="", type_line="")
    idle = msgspec.structs.replace(playing, scheme=idle_scheme)
    return playing, over, idle, marks


def _as_team(seat: SeatView, real: SeatView, marks: Marks) -> SeatView:
    """The heroes' shared total: only what such a seat holds is marked."""
    kept = {}
    for field in msgspec.structs.fields(SeatView):
        if field.name in TEAM_SHOWS:
            continue
        path = f"SeatView.{field.name}"
        value = getattr(seat, field.name)
        for given in value if isinstance(value, tuple) else (value,):
            if given in marks.given.get(path, []):
                marks.forget(path, given)
        for entry in value if isinstance(value, tuple) else ():
            for part in msgspec.structs.fields(entry) if _is_view(entry) else ():
                inner = f"{type(entry).__name__}.{part.name}"
                if getattr(entry, part.name) in marks.given.get(inner, []):
                    marks.forget(inner, getattr(entry, part.name))
        kept[field.name] = getattr(real, field.name)
    return msgspec.structs.replace(seat, **kept)


# ----- what each display shows ------------------------------------------------------------------------------


def qt_texts(*roots: QWidget) -> str:
    """Every text, tooltip and spoken word of the widgets shown in ``roots``."""
    found = []
    for root in roots:
        for widget in [root, *root.findChildren(QWidget)]:
            if widget is not root and not widget.isVisibleTo(root):
                continue
            if isinstance(widget, (QLabel, QAbstractButton)):
                found.append(widget.text())
            if isinstance(widget, QComboBox):
                found += [widget.itemText(i) for i in range(widget.count())]
            if isinstance(widget, QToolButton) and widget.menu() is not None:
                found += _menu_texts(widget.menu())
            found += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
    return "\n".join(text for text in found if text)


def _menu_texts(menu) -> list[str]:
    found = []
    for action in menu.actions():
        found.append(action.text())
        if action.menu() is not None:
            found += _menu_texts(action.menu())
    return found


def laptop_shown(window) -> dict[str, Any]:
    seats = {
        name: {
            "active": bool(panel.property("active")),
            "lost": bool(panel.property("lost")),
            "selected": bool(panel.property("selected")),
            "colour": panel.property("seatColour"),
        }
        for name, panel in window.panels.items()
    }
    return {"texts": qt_texts(window.centralWidget()), "seats": seats}


def table_shown(display) -> dict[str, Any]:
    seats = {
        name: {
            "active": bool(seat.property("active")),
            "lost": bool(seat.property("lost")),
            "selected": bool(seat.property("selected")),
            "colour": seat.colour or "",
        }
        for name, seat in display.seats.items()
    }
    texts = qt_texts(display.inner, *display.seats.values()) + "\n" + display.view.accessibleDescription()
    return {"texts": texts, "seats": seats}


PAGE_SHOWN = r"""
const seats = {};
for (const box of document.querySelectorAll('.player')) {
  seats[box.getAttribute('data-player')] = {
    active: box.classList.contains('active'), lost: box.classList.contains('lost'),
    selected: box.classList.contains('selected'), colour: box.getAttribute('style') || ''};
}
const struck = [...document.querySelectorAll('.unavailable')].map(item => item.textContent);
return JSON.stringify({texts: document.body.innerText + '\n' + struck.join('\n'), seats: seats});
"""


def phone_shown(qtbot, driver) -> dict[str, Any]:
    return json.loads(blocking(qtbot, driver.execute_script, PAGE_SHOWN))


# ----- finding each field -----------------------------------------------------------------------------------


def _found(value: object, texts: str) -> bool:
    if isinstance(value, int):
        return re.search(rf"(?<!\d){value}(?!\d)", texts) is not None
    return str(value) in texts


def _marked_on(path: str, view: TableView, shown: dict[str, Any]) -> bool:
    """Whether the mark of ``path`` is shown.

    A style, a colour, an answer not available now, a button.
    """
    seats = shown["seats"]
    if path == "SeatView.label":
        # The phone shows the heroes' shared total on each hero's seat, in its words.
        return all(seat.label in shown["texts"] for seat in view.seats if seat.name in seats)
    if path == "OngoingView.reportable":
        return all(f"It happened: {o.name}" in shown["texts"] for o in view.ongoing if o.reportable)
    if path == "SeatView.badges":
        return all(f"☠ {seat.poison}" in shown["texts"] for seat in view.seats if seat.badges)
    if path == "AnswerKey.offered":
        assert view.question is not None
        struck = [a.label for a in view.question.answers if not a.offered]
        lines = shown["texts"].splitlines()
        return all(any(label in line and "not available" in line for line in lines) for label in struck)
    attribute = path.split(".")[1]
    for seat in view.seats:
        if seat.team and attribute == "colour":
            continue
        if seat.name not in seats:
            # The phone shows the heroes' shared total on each hero's seat.
            if seat.team:
                continue
            return False
        wanted = getattr(seat, attribute)
        got = seats[seat.name][attribute]
        if attribute == "colour" and wanted and wanted.casefold() not in got.casefold():
            return False
        if attribute != "colour" and got != wanted:
            return False
    return True


def missing_fields(paths: list[str], view: TableView, marks: Marks, shown: dict[str, dict[str, Any]]) -> list[str]:
    """Every field of ``paths`` a display should show and does not.

    As ``display: field``.
    """
    found = []
    for path in paths:
        exempt = NOT_SHOWN.get(path, (frozenset(), ""))[0]
        for display in DISPLAYS:
            if display in exempt:
                continue
            if path in MARKS:
                ok = _marked_on(path, view, shown[display])
            else:
                given = marks.given.get(path, [])
                ok = bool(given) and all(_found(value, shown[display]["texts"]) for value in given)
            if not ok:
                found.append(f"{display}: {path}")
    return found


def shown_everywhere(qtbot, window, display, server, driver) -> dict[str, dict[str, Any]]:
    """What each display shows once the window's view is shown again, by display."""
    seq = server.clients.seq
    window.session.changed.emit()
    settle(qtbot)
    shown = {"laptop": laptop_shown(window), "second window": table_shown(display)}
    window.toggle_table_mode(True)
    window.show_state()
    settle(qtbot)
    shown["table mode"] = table_shown(window.table_view)
    window.toggle_table_mode(False)
    settle(qtbot)
    wait_page(
        qtbot,
        driver,
        lambda d, s=seq: int(d.find_element("css selector", "body").get_attribute("data-seq") or 0) > s,
    )
    shown["phone"] = phone_shown(qtbot, driver)
    return shown


# ----- the test -----------------------------------------------------------------------------------------------


def test_every_field_has_a_display_or_a_reason() -> None:
    paths = leaf_paths()
    unknown = sorted(set(NOT_SHOWN) - set(paths))
    assert not unknown, f"NOT_SHOWN names no field of the view: {unknown}"
    marked_nowhere = [path for path in MARKS if path not in paths or NOT_SHOWN.get(path, (frozenset(),))[0] == ALL]
    assert not marked_nowhere, marked_nowhere
    for path, (displays, reason) in NOT_SHOWN.items():
        assert displays <= ALL and reason, path


def test_every_field_of_the_view_is_found_on_each_display(make_window, qtbot, qasync_loop, monkeypatch) -> None:
    why = missing()
    if why:
        pytest.skip(why)
    from archenemy.desktop.share import protocol
    from archenemy.desktop.share.server import ShareServer
    from archenemy.desktop.table import window as window_module

    # With planes (CR 901.12 by analogy): the planar fields are the game's too.
    start = make_start(("know-evil", *FILLER), variant=Variant.ARCHENEMY_COMMANDER, heroes=3)
    window = make_window(with_planes(start, ("aretopolis", *PLANAR_FILLER)), "en")
    # A question among players waits: its answers are buttons with keys.
    play(window, lambda s: bool(s.prompts) and s.prompts[0].kind is PromptKind.CHOICE)
    real = window.view_now()
    assert real.question is not None
    playing, over, idle, marks = marked_views(real)
    shown_now = {"view": playing}

    def view_now(*_args: object, **_kwargs: object) -> TableView:
        return shown_now["view"]

    monkeypatch.setattr(window_module, "table_view", view_now)
    monkeypatch.setattr(protocol, "table_view", view_now)
    display = show_displays(window, qtbot)
    server = ShareServer(window.session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, "en-US")
    try:
        blocking(qtbot, driver.get, server.url)
        problems = []
        scenarios = (
            (playing, [p for p in leaf_paths() if not p.startswith(AT_THE_END) and p not in WITHOUT_A_SCHEME]),
            (over, [p for p in leaf_paths() if p.startswith(AT_THE_END)]),
            (idle, list(WITHOUT_A_SCHEME)),
        )
        for view, paths in scenarios:
            shown_now["view"] = view
            shown = shown_everywhere(qtbot, window, display, server, driver)
            problems += missing_fields(paths, view, marks, shown)
        assert not problems, "fields of the table view a display does not show:\n  " + "\n  ".join(problems)
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())


def test_planechase_alone_shows_every_planar_field_and_no_scheme_card(
    make_window, qtbot, qasync_loop, monkeypatch
) -> None:
    """Planechase alone (CR 901.2): the planes in the scheme card's place.

    Four players, the starting plane after a chaos roll: every field of the
    planes (marked) on every display, and nothing of a scheme deck.
    """
    why = missing()
    if why:
        pytest.skip(why)
    from archenemy.desktop.share import protocol
    from archenemy.desktop.share.server import ShareServer
    from archenemy.desktop.table import window as window_module

    window = make_window(planechase_start(("aretopolis", *PLANAR_FILLER), players=4), "en")
    play(window, lambda s: s.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN) and not s.prompts)
    controller = planar_controller(window.session.state)
    assert controller is not None and window.session.perform(RollPlanarDie(controller, "chaos"))
    real = window.view_now()
    assert real.planar is not None and not real.schemes
    marks = Marks()
    view = msgspec.structs.replace(real, planar=marks.build(PlanarView, real.planar))
    monkeypatch.setattr(window_module, "table_view", lambda *_a, **_k: view)
    monkeypatch.setattr(protocol, "table_view", lambda *_a, **_k: view)
    display = show_displays(window, qtbot)
    server = ShareServer(window.session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, "en-US")
    try:
        blocking(qtbot, driver.get, server.url)
        shown = shown_everywhere(qtbot, window, display, server, driver)
        paths = [p for p in leaf_paths() if p.startswith(("PlanarView.", "PlaneView."))]
        problems = missing_fields(paths, view, marks, shown)
        # No scheme deck: its card's words on no display.
        problems += [f"{name}: the scheme card" for name, seen in shown.items() if real.scheme.name in seen["texts"]]
        assert not problems, "planar fields a display does not show, or a scheme card:\n  " + "\n  ".join(problems)
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())


def test_the_phone_draws_the_planar_dies_costs_as_mana_not_braces(make_window, qtbot, qasync_loop) -> None:
    """The die's cost lines reach the phone as mana symbols (CR 901.9).

    The view words a roll's cost as a mana cost ("{1}"), which the laptop
    draws as a symbol; the phone draws it too and reads it as "1 mana",
    never the braces.
    """
    why = missing()
    if why:
        pytest.skip(why)
    from archenemy.desktop.share.server import ShareServer

    window = make_window(planechase_start(PLANAR_FILLER, players=2), "en")
    play(window, lambda s: s.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN) and not s.prompts)
    controller = planar_controller(window.session.state)
    assert controller is not None and window.session.perform(RollPlanarDie(controller, "blank"))
    costs = window.view_now().planar.costs  # type: ignore[union-attr]
    assert any("{1}" in line for line in costs), costs
    server = ShareServer(window.session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, "en-US")
    try:
        blocking(qtbot, driver.get, server.url)
        script = "var el = document.getElementById('planes-costs'); return el ? el.innerText : '';"
        qtbot.waitUntil(lambda: "next roll" in blocking(qtbot, driver.execute_script, script), timeout=15000)
        shown = blocking(qtbot, driver.execute_script, script)
        assert "{" not in shown and "1 mana" in shown, shown
        symbols = "return [...document.querySelectorAll('#planes-costs [data-symbol]')].map(e => e.dataset.symbol);"
        assert "1" in blocking(qtbot, driver.execute_script, symbols)
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())


def test_the_phone_shows_each_players_planar_deck_on_its_own_line(make_window, qtbot, qasync_loop) -> None:
    """Each player's own planar deck (901.3) is a line of its own on the phone."""
    why = missing()
    if why:
        pytest.skip(why)
    from archenemy.desktop.share.server import ShareServer

    decks = {"Ann": PLANAR_FILLER, "Ben": PLANAR_FILLER}
    window = make_window(planechase_start(PLANAR_FILLER, players=2, decks=decks), "en")
    lines = window.view_now().planar.decks  # type: ignore[union-attr]
    assert len(lines) == 2, lines
    server = ShareServer(window.session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, "en-US")
    try:
        blocking(qtbot, driver.get, server.url)
        script = "var el = document.getElementById('planes-decks'); return el ? el.innerText : '';"
        qtbot.waitUntil(lambda: "Ben" in blocking(qtbot, driver.execute_script, script), timeout=15000)
        shown = blocking(qtbot, driver.execute_script, script)
        assert shown.splitlines() == list(lines), shown
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())


def test_the_phone_marks_the_chaos_ability_with_the_laptops_chaos_symbol(make_window, qtbot, qasync_loop) -> None:
    """The phone opens a plane's chaos ability with the laptop's chaos symbol.

    The laptop draws ``{CHAOS}`` as the Mana font's glyph on its disc; the
    phone shows that very image (``symbols/mana-chaos.png``), loaded, never a
    look-alike character ("✦") and never read aloud.
    """
    why = missing()
    if why:
        pytest.skip(why)
    from archenemy.desktop.share.server import ShareServer

    window = make_window(planechase_start(PLANAR_FILLER, players=2), "en")
    assert any(p.chaos for p in window.view_now().planar.planes)  # type: ignore[union-attr]
    server = ShareServer(window.session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, "en-US")
    try:
        blocking(qtbot, driver.get, server.url)
        present = "return document.querySelectorAll('#planes-list .chaos').length;"
        qtbot.waitUntil(lambda: blocking(qtbot, driver.execute_script, present) > 0, timeout=15000)
        first = (
            "var s = document.querySelector('#planes-list .chaos').firstChild;"
            "return s && s.tagName === 'IMG' && s.complete ? [s.dataset.symbol, s.naturalWidth, s.src] : null;"
        )
        qtbot.waitUntil(lambda: blocking(qtbot, driver.execute_script, first) is not None, timeout=15000)
        code, width, src = blocking(qtbot, driver.execute_script, first)
        # The laptop's image of {CHAOS} (symbols/mana-chaos.png), loaded: never a look-alike character
        assert code == "CHAOS" and width > 0 and src.startswith("blob:"), (code, width, src)
        assert "✦" not in blocking(qtbot, driver.execute_script, "return document.body.innerText;")
        spoken = "return document.querySelector('#planes-list .chaos').innerText;"
        assert blocking(qtbot, driver.execute_script, spoken).strip() == window.view_now().planar.planes[0].chaos  # type: ignore[union-attr]
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())
