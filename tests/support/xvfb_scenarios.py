"""Scenarios run under Xvfb by ``tests/support/xvfb.py``.

``python xvfb_scenarios.py NAME [ARGS]``.

Each builds the real window on the X server, sends keys through the X
server (``xdotool``, as a keyboard would: to the window that has the X
focus, then Qt's focus widget), and prints what it saw as one JSON line.
Not a test module (pytest does not collect it): the tests that run it say
what each result must be.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QWidget  # noqa: E402

from archenemy.desktop.app import configure_application  # noqa: E402
from archenemy.desktop.i18n import install_language  # noqa: E402
from archenemy.desktop.session import Session  # noqa: E402
from archenemy.desktop.table.window import MainWindow  # noqa: E402
from archenemy.desktop.table.window_geometry import show_restored  # noqa: E402
from archenemy.engine.setup import GameSetup, PlayerSetup  # noqa: E402
from archenemy.engine.variants import Variant  # noqa: E402

APP = QApplication.instance() or QApplication(sys.argv[:1])
configure_application(APP)
GAMES = Path(tempfile.mkdtemp(prefix="xvfb-games-"))
# What announced_game announces until the AT-SPI listener hears it (support.atspi.PROBE).
PROBE = "announcements-probe"


def pump(ms: int = 150) -> None:
    """Let Qt read and handle what the X server sent (keys, focus, expose)."""
    for _ in range(max(1, ms // 30)):
        APP.processEvents()
        QTest.qWait(30)


def x_keys(widget: QWidget, *keys: str) -> None:
    """Type ``keys`` into ``widget``'s window through the X server.

    xdotool names: ``space``, ``Return``, ``4``.
    """
    window = widget.window()
    subprocess.run(["xdotool", "windowfocus", "--sync", str(int(window.winId()))], check=True, timeout=20)
    pump(100)
    for key in keys:
        subprocess.run(["xdotool", "key", "--delay", "40", key], check=True, timeout=20)
        pump(120)


def describe(widget: QWidget | None) -> str:
    """A focus widget in words: its class and its text or accessible name."""
    if widget is None:
        return "none"
    text = ""
    if isinstance(widget, QAbstractButton):
        text = widget.text()
    elif isinstance(widget, QLineEdit):
        text = widget.text()
    return f"{type(widget).__name__}:{text or widget.accessibleName() or widget.objectName()}"


def window_of(setup: GameSetup | None = None, language: str = "en", size: str = "1366x768") -> MainWindow:
    """A shown main window on a new game of ``setup`` (seeded shuffle) at ``size``.

    Active on the X server.
    """
    install_language(language)
    session = Session(GAMES / f"g{len(os.listdir(GAMES))}")
    session.new_game(setup, random.Random(4))
    window = MainWindow(session, language)
    width, height = (int(n) for n in size.split("x"))
    window.setGeometry(0, 0, width, height)
    window.show()
    pump(300)
    return window


def one_scheme(scheme_id: str, heroes: int = 3) -> GameSetup:
    """The archenemy with twenty copies of ``scheme_id`` against ``heroes`` heroes."""
    players = [PlayerSetup("Archenemy", (scheme_id,) * 20)] + [PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1)]
    return GameSetup(Variant.ARCHENEMY, tuple(players))


# ----- scenarios --------------------------------------------------------------------------------------------


def enter_in_a_number_field() -> dict[str, Any]:
    """Make Yourself Useful: Apply's numbers asked, 4 typed, Enter."""
    window = window_of(one_scheme("make-yourself-useful"))
    x_keys(window, "space", "space", "space")
    (button,) = [b for b in window.banner.scheme_row.effect_buttons if "toughness" in b.text()]
    button.click()
    pump()
    focus_before = describe(QApplication.focusWidget())
    x_keys(window, "4", "Return")
    state = window.session.state
    return {
        "focus_before": focus_before,
        "life": state.player("Archenemy").life,
        "prompts": [p.question for p in state.prompts],
        "numbers_open": window.banner.numbers.isVisibleTo(window),
    }


def new_game_after_the_eighth_hero(names: str = "typed") -> dict[str, Any]:
    """New game: Space on "Add a player" up to eight heroes, then Space again.

    ``names``: ``typed`` (the first heroes renamed by hand) or ``defaults``.
    """
    window = window_of()
    window.files.open_new_game_dialog()
    dialog = window.dialogs.opened[-1]
    pump(300)
    # A variant chosen (the Commander option seats eight heroes): the set-up is work too
    chosen = dialog.variant.findData(Variant.ARCHENEMY_COMMANDER)
    dialog.variant.setCurrentIndex(chosen)
    if names == "typed":
        for row in dialog.rows[1:]:
            row.name.setText(f"Typed {row.name.text()}")
    dialog.add_button.setFocus()
    pump()
    focus_after: list[str] = []
    while dialog.add_button.isEnabled() and len(focus_after) < 10:
        if not dialog.add_button.hasFocus():
            dialog.add_button.setFocus()
        x_keys(dialog, "space")
        focus_after.append(describe(QApplication.focusWidget()))
    rows_before = len(dialog.rows)
    # The key a player presses once too often
    x_keys(dialog, "space")
    return {
        "rows": rows_before,
        "focus_after": focus_after,
        "rows_after_one_more_space": len(dialog.rows),
        "names_after": [row.name.text() for row in dialog.rows],
        "variant": dialog.variant.currentIndex(),
        "chosen_variant": chosen,
    }


class _ScreenSaverState:
    """The X server's own screen saver.

    Read and set on a connection of this process (MIT-SCREEN-SAVER).
    """

    def __init__(self) -> None:
        import ctypes
        import ctypes.util

        class Info(ctypes.Structure):
            _fields_ = [
                ("window", ctypes.c_ulong),
                ("state", ctypes.c_int),
                ("kind", ctypes.c_int),
                ("til_or_since", ctypes.c_ulong),
                ("idle", ctypes.c_ulong),
                ("event_mask", ctypes.c_ulong),
            ]

        self.x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        self.xss = ctypes.CDLL(ctypes.util.find_library("Xss") or "libXss.so.1")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x11.XSetScreenSaver.argtypes = [ctypes.c_void_p] + [ctypes.c_int] * 4
        self.x11.XForceScreenSaver.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.xss.XScreenSaverAllocInfo.restype = ctypes.POINTER(Info)
        self.xss.XScreenSaverQueryInfo.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(Info)]
        self.display = self.x11.XOpenDisplay(None)
        self.info = self.xss.XScreenSaverAllocInfo()

    def blank_after(self, seconds: int) -> None:
        """The saver starts after ``seconds`` idle; it is reset (off) now."""
        self.x11.XSetScreenSaver(self.display, seconds, 0, 1, 0)
        # ScreenSaverReset
        self.x11.XForceScreenSaver(self.display, 0)
        self.x11.XFlush(self.display)

    def on(self) -> bool:
        """Whether the X server's screen saver is on now."""
        self.xss.XScreenSaverQueryInfo(self.display, self.x11.XDefaultRootWindow(self.display), self.info)
        # ScreenSaverOn
        return bool(self.info.contents.state == 1)


def keep_awake() -> dict[str, Any]:
    """The window's screen keeper on this session bus (or none) and X server.

    Which way holds, what the status bar says, and whether the X server's own
    screen saver starts.
    """
    window = window_of()
    keeper = window.keys.screen_keeper
    pump()
    seen: dict[str, Any] = {
        "method": keeper.method,
        "status": keeper.status.text() if keeper.status is not None and keeper.status.isVisibleTo(window) else "",
    }
    if not os.environ.get("DISPLAY"):
        # No X server (offscreen): nothing of X11's to look at
        window.close()
        return seen
    saver = _ScreenSaverState()
    saver.blank_after(1)
    pump(2600)
    seen["saver_on_while_held"] = saver.on()
    window.keys.set_keep_awake(False)
    seen["method_after_release"] = keeper.method
    saver.blank_after(1)
    pump(2600)
    seen["saver_on_after_release"] = saver.on()
    window.close()
    return seen


def accessible_main_window(state: str = "question", language: str = "en", display: str = "main") -> dict[str, Any]:
    """The table for the accessibility walker, kept running.

    A question waiting (``question``) or the heroes' win (``winner``), on the
    main window (``main``), in table mode (``table``, F11) or with the second
    window open (``second``, F10).  Prints what a screen reader must find
    there, then runs until terminated.
    """
    from archenemy.desktop import texts
    from archenemy.engine.actions import Answer, ChangeLife, NextStep

    window = window_of(one_scheme("because-i-have-willed-it"), language)
    session = window.session
    session.perform(ChangeLife("Hero 2", -3))
    if state == "winner":
        session.perform(ChangeLife("Archenemy", -40))
    else:
        while not any(p.kind.value == "count" for p in session.state.prompts):
            prompts = session.state.prompts
            if prompts:
                session.perform(Answer(prompts[0].id, True))
            else:
                session.perform(NextStep())
    if display == "table":
        window.toggle_table_mode(True)
    elif display == "second":
        window.second_window.toggle_display(True)
    pump(500)
    state_now = session.state
    expected = {
        "lives": [[p.name, p.life] for p in state_now.players],
        "question": window.banner.question.accessibleName() if state_now.prompts else "",
        "winner": texts.outcome_text(state_now.outcome) if state_now.outcome is not None else "",
    }
    print(json.dumps(expected), flush=True)
    APP.exec()
    return expected


def _stdin_line() -> str:
    """The next line on stdin (``""`` at its end).

    Read while Qt's loop keeps answering the accessibility bus.
    """
    from PySide6.QtCore import QEventLoop, QSocketNotifier

    loop = QEventLoop()
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(loop.quit)
    loop.exec()
    notifier.setEnabled(False)
    return sys.stdin.readline()


def _walked_game(language: str) -> MainWindow:
    """My Forces Are Innumerable set in motion first, Know Evil next, Hero 2 at 17.

    A fixed deck order.
    """
    from archenemy.engine.actions import ChangeLife
    from archenemy.engine.setup import GameStart

    deck = ("my-forces-are-innumerable", *("know-evil",) * 19)
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in (1, 2, 3)))
    start = GameStart(GameSetup(Variant.ARCHENEMY, players), (("Archenemy", deck),), "Archenemy")
    install_language(language)
    session = Session(GAMES / f"g{len(os.listdir(GAMES))}")
    session.new_game(start)
    session.perform(ChangeLife("Hero 2", -3))
    window = MainWindow(session, language)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    pump(300)
    return window


def _advance(window: MainWindow, until: Callable[[MainWindow], bool]) -> None:
    """Next step (answering nothing) until ``until(window)``.

    A question on the way fails the scenario.
    """
    from archenemy.engine.actions import NextStep

    for _ in range(80):
        if until(window):
            return
        if not window.session.perform(NextStep()):
            raise AssertionError(f"stopped on {window.session.state.prompts}")
    raise AssertionError("never got there")


def _walk_states(window: MainWindow) -> Iterator[str]:
    """Drive ``window``'s game through the states the walker reads.

    Yield each state's name once it is shown.
    """
    from archenemy.engine.actions import Answer, ChangeLife
    from archenemy.engine.model import PromptKind, Step

    session = window.session
    _advance(window, lambda w: w.session.state.active == "Archenemy" and w.session.state.step is Step.END)
    # My Forces: the archenemy creates a Horror (no question)
    yield "reminder"
    _advance(window, lambda w: bool(w.session.state.prompts))
    # The heroes' end step: do they sacrifice two creatures?
    yield "yes_no"
    session.perform(Answer(session.state.prompts[0].id, False))
    _advance(window, lambda w: bool(w.session.state.prompts))
    prompt = session.state.prompts[0]
    assert prompt.kind is PromptKind.CHOICE, prompt
    session.perform(Answer(prompt.id, "Hero 1"))
    # Know Evil's second target: Hero 1 kept in their place, not available
    yield "choice"
    session.perform(ChangeLife("Archenemy", -40))
    yield "winner"


def accessible_walk(display: str = "table", language: str = "en") -> dict[str, Any]:
    """One game on one display for the accessibility walker, in ``language``.

    One game on one display (``main``, ``table``: F11, ``second``: F10) for the
    accessibility walker, in ``language``: My Forces' reminder, the heroes'
    yes/no question, Know Evil's choice of a hero, the heroes' win.

    At each state it prints one JSON line of what a screen reader must find there (the table view's words),
    then waits for a line on stdin (the walk is done) before the next; after the last, ``{"end": true}``.
    """
    window = _walked_game(language)
    if display == "table":
        window.toggle_table_mode(True)
    elif display == "second":
        window.second_window.toggle_display(True)
    for state in _walk_states(window):
        pump(400)
        view = window.view_now()
        question = view.question
        seen = {
            "state": state,
            "lives": [[p.name, p.life] for p in window.session.state.players],
            "question": question.heading if question is not None else "",
            "answers": [[a.text, a.offered] for a in question.answers] if question is not None else [],
            "reminders": [r.text for r in view.reminders],
            "winner": view.end.text if view.end is not None else "",
            "end_keys": [k.text for k in view.end.keys] if view.end is not None else [],
        }
        print(json.dumps(seen), flush=True)
        if not _stdin_line():
            break
    window.close()
    return {"end": True}


def _announced_start() -> Any:
    """I Delight in Your Convulsions, My Forces Are Innumerable, then Know Evil."""
    from archenemy.engine.setup import GameStart

    deck = ("i-delight-in-your-convulsions", "my-forces-are-innumerable", *("know-evil",) * 18)
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in (1, 2, 3)))
    return GameStart(GameSetup(Variant.ARCHENEMY, players), (("Archenemy", deck),), "Archenemy")


def _until_asked(window: MainWindow) -> int:
    """Next step until a question waits; its prompt id."""
    _advance(window, lambda w: bool(w.session.state.prompts))
    return window.session.state.prompts[0].id


def announced_game(language: str = "en", setting: str = "on") -> dict[str, Any]:
    """A game whose announcements the AT-SPI listener hears, in ``language``.

    Announces ``support.atspi.PROBE`` until a line comes on stdin (the
    listener heard it), then plays: a scheme set in motion with its
    question, its life change, an ongoing scheme abandoned by the heroes'
    answer, Know Evil's question, an undo and a redo, the heroes' win.
    ``setting`` ``off``: announcements off until the win.  Returns what the
    announcer said.
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    from archenemy.engine.actions import Answer, ChangeLife
    from archenemy.engine.rules.life import life_effects

    install_language(language)
    session = Session(GAMES / f"g{len(os.listdir(GAMES))}")
    session.new_game(_announced_start())
    window = MainWindow(session, language)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    pump(300)
    timer = QTimer()
    timer.timeout.connect(lambda: QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(window, PROBE)))
    timer.start(200)
    _stdin_line()
    timer.stop()
    if setting == "off":
        window.menus.announcements_action.trigger()
    resolve = _until_asked(window)
    face = next(iter(session.state.face_up()))
    session.perform(life_effects(session.state, face)[0].actions[0])
    session.perform(Answer(resolve, True))
    session.perform(Answer(_until_asked(window), True))
    _until_asked(window)
    window.totals.undo_step()
    window.totals.redo_step()
    if setting == "off":
        window.menus.announcements_action.trigger()
    session.perform(ChangeLife("Archenemy", -60))
    pump(500)
    spoken = list(window.announcer.spoken)
    window.close()
    session.close()
    return {"spoken": spoken}


def table_mode_without_a_window_manager(leave: str = "F11") -> dict[str, Any]:
    """F11 on a 1000×600 window of the 1366×768 screen, then ``leave``.

    ``leave`` is F11 or Escape.  Nobody makes the window full screen here
    (no window manager).
    """
    window = window_of(size="1000x600")
    x_keys(window, "F11")
    pump(600)
    on = window.geometry().getRect()
    full = window.isFullScreen()
    x_keys(window, leave)
    pump(600)
    off = window.geometry().getRect()
    left = not window.table_screen.on
    window.close()
    return {
        "on": list(on),
        "off": list(off),
        "screen": list(window.screen().geometry().getRect()),
        "full_screen": full,
        "left": left,
    }


def refused_scheme_name() -> dict[str, Any]:
    """The table's own scheme deck: "Lightning" typed key by key, then Enter.

    No scheme of the deck has it in its name: the banner says so.
    """
    from archenemy.engine.model import DeckMode

    setup = one_scheme("make-yourself-useful")
    window = window_of(GameSetup(setup.variant, setup.players, DeckMode.PHYSICAL))
    x_keys(window, "space", "space", "space")
    x_keys(window, *"Lightning", "Return")
    pump(600)
    question = window.banner.question
    seen = {
        "text": question.text(),
        "height": question.height(),
        "needed": question.heightForWidth(question.width()),
    }
    window.close()
    return seen


def first_start_without_a_window_manager() -> dict[str, Any]:
    """The first start of a 1000×600 window on the 1366×768 screen.

    No geometry remembered: it is shown maximised, and nobody maximises it here.
    """
    install_language("en")
    session = Session(GAMES / f"g{len(os.listdir(GAMES))}")
    session.new_game(None, random.Random(4))
    window = MainWindow(session, "en")
    window.resize(1000, 600)
    show_restored(window)
    pump(900)
    seen = {"window": list(window.geometry().getRect()), "screen": list(window.screen().availableGeometry().getRect())}
    window.close()
    return seen


SCENARIOS: dict[str, Callable[..., dict[str, Any]]] = {
    "accessible_main_window": accessible_main_window,
    "announced_game": announced_game,
    "accessible_walk": accessible_walk,
    "keep_awake": keep_awake,
    "enter_in_a_number_field": enter_in_a_number_field,
    "new_game_after_the_eighth_hero": new_game_after_the_eighth_hero,
    "table_mode_without_a_window_manager": table_mode_without_a_window_manager,
    "refused_scheme_name": refused_scheme_name,
    "first_start_without_a_window_manager": first_start_without_a_window_manager,
}


def main() -> int:
    result = SCENARIOS[sys.argv[1]](*sys.argv[2:])
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
