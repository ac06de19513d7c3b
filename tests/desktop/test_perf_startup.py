"""Start-up imports and builds only what the first paint needs.

The rest still happens; a resumed game is frozen before the window is built.

Behaviour, not timings.  The app is started as the ``archenemy`` command
starts it, in a fresh process; an application-wide event filter looks at
``sys.modules`` and the window (or what a probe recorded) at the first Paint
of a widget of the main window, then (for what is deferred) watches what
happens once the event loop runs, and ends the process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Loaded only after the first paint (or when first used): the event loop, the dialogs, the log,
# table mode, the screen keeper (ctypes, QtDBus), the version lookup, the sharing modules, the card images.
AFTER_THE_PAINT = (
    "asyncio",
    "qasync",
    "archenemy.desktop.deck_builder.dialog",
    "archenemy.desktop.table.displays.log",
    "archenemy.desktop.table.displays.table_display",
    "archenemy.desktop.table.keep_awake",
    "ctypes",
    "PySide6.QtDBus",
    "importlib.metadata",
    "archenemy.desktop.share.startup",
    # Card images: the provider and its client after the first paint (aiohttp only at the first download).
    "archenemy.desktop.card_images",
    "aiohttp",
    "hashlib",
    # Resume snapshots: read only when there is a game to resume, written when one closes.
    "archenemy.engine.snapshot",
    "archenemy.desktop.resume",
    # The table's values are msgspec Structs: no dataclass (each compiles its methods) before the paint.
    "dataclasses",
    # What only a dialog needs: the planar die's paper roll, html's entity table (escaping names for markup).
    "archenemy.desktop.table.dialogs.planar_die",
    "html",
    "archenemy.desktop.icon",
    # The command line's parser and tools: a command's only (no argument opens the app through cli.desktop).
    "archenemy.desktop.cli.commands",
    "archenemy.desktop.cli.arguments",
    # The package's data files are read through their loader: importlib.resources is never needed to start.
    "importlib.resources",
)

# Qt's classes only a dialog, a question's typed answer (a count, a card's name picked), a text with mana
# symbols, Qt's own translations, the window icon, a screen reader's announcement or a game locked by another
# copy of the app uses (PySide6 makes each, with its enums, on first use): made after the first paint.
DIALOG_CLASSES = (
    "QMessageBox",
    "QFileDialog",
    "QTextBrowser",
    "QDialog",
    "QDialogButtonBox",
    "QComboBox",
    "QCompleter",
    "QLineEdit",
    "QAbstractSpinBox",
    "QSpinBox",
    "QAbstractItemView",
    "QTextDocument",
    "QLibraryInfo",
    "QIcon",
    "QAccessible",
    "QAccessibleAnnouncementEvent",
    "QDateTime",
    "QSysInfo",
)

# Qt's classes the table's own drawing does without: PySide6 wraps a widget's style() as a QStyle (with its
# enums, about 40 M instructions) when a Python paint asks for it; the turn line draws its cut text with its
# painter alone.
STYLE_CLASSES = ("QStyle", "QCommonStyle")

# Every probe's last lines: the application, the probe's event filter on it, and the app started as
# the ``archenemy`` command starts it.
START_THE_APP = """
app = QApplication(sys.argv[:1])
probe = _FirstPaint()
app.installEventFilter(probe)
from archenemy.desktop.cli import main
main([])
"""


def run_probe(script: str, tmp_path: Path, *args: str) -> dict:
    """Run ``script`` in a fresh offscreen process; what it printed.

    It has its own XDG folders under ``tmp_path``.
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL="C.UTF-8", LANG="C.UTF-8")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp_path / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", script, *args], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout, done.stderr[-2000:]
    return json.loads(done.stdout)


PROBE = (
    """
import json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

AFTER = json.loads(sys.argv[1])
seen = {}

def window():
    return next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")

def built(w):
    return {
        "icon": not QApplication.windowIcon().isNull(),
        "log": w._log is not None,
        "table_view": w.table_screen.built is not None,
        "screen_keeper": w.keys._screen_keeper is not None,
        "dialogs_warm": "archenemy.desktop.deck_builder.dialog" in sys.modules,
        "event_loop": "qasync" in sys.modules,
    }

def watch():
    now = built(window())
    if all(now.values()) or watch.turns > 500:
        seen["later"] = now
        os.write(1, json.dumps(seen).encode())
        os._exit(0)
    watch.turns += 1

watch.turns = 0

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow" and "loaded" not in seen:
                seen["loaded"] = [n for n in AFTER if n in sys.modules]
                seen["painted"] = type(obj).__name__
                seen["at_paint"] = built(obj.window())
                seen["panels"] = len(obj.window().panels)
                seen["planes_read"] = sys.modules["archenemy.engine.planes"]._load_planes.cache_info().currsize
                timer = QTimer(app)
                timer.timeout.connect(watch)
                timer.start(20)
        return False

"""
    + START_THE_APP
)


def test_the_first_paint_comes_first_and_what_it_does_not_need_follows(tmp_path: Path) -> None:
    seen = run_probe(PROBE, tmp_path, json.dumps(AFTER_THE_PAINT))
    # The first paint is the real table: the players' panels are there, nothing deferred is loaded yet.
    assert seen["panels"] >= 2
    assert seen["loaded"] == []
    assert not any(seen["at_paint"].values()), seen["at_paint"]
    # A game without planes never reads the planar catalogue.
    assert seen["planes_read"] == 0
    # Then, once the event loop runs: the icon, the log, table mode, the screen keeper, the dialogs' warm-up.
    assert all(seen["later"].values()), seen["later"]


# Which of Qt's classes are made by the first paint.  No event filter of the probe's own: one on the application
# is handed every object, and PySide6 makes every QObject class resolving their types (QWizard among them).  The
# probe takes the place of the event loop's start, which follows the first paint.
CLASSES_PROBE = """
import json, os, sys
from archenemy.desktop import app as app_module

def first_paint_done(*args, **kwargs):
    made = {name for module in ("QtCore", "QtGui", "QtWidgets") for name in vars(sys.modules["PySide6." + module])}
    os.write(1, json.dumps([name for name in json.loads(sys.argv[1]) if name in made]).encode())
    os._exit(0)

app_module._start_event_loop = first_paint_done
from archenemy.desktop.cli import main
main([])
"""


def test_a_new_games_first_paint_makes_no_dialog_typed_answer_or_style_class(tmp_path: Path) -> None:
    # PySide6 makes a class when first used: QLabel, on the table, is made; QWizard, which the app never uses, is
    # not.  A new game shows no dialog and no count or name to type: their classes wait for the first that does.
    made = run_probe(CLASSES_PROBE, tmp_path, json.dumps(("QWizard", "QLabel", *DIALOG_CLASSES, *STYLE_CLASSES)))
    assert made == ["QLabel"]


def test_the_window_builds_its_deferred_parts_after_its_first_paint(qapp, qtbot, tmp_path) -> None:
    from archenemy.desktop.session import Session
    from archenemy.desktop.table.window import MainWindow

    session = Session(tmp_path / "games")
    session.new_game()
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    try:
        assert (window._log, window.table_screen.built, window.keys._screen_keeper) == (None, None, None)
        later: list[str] = []
        window.after_first_paint(lambda: later.append("done"))
        window.show()
        qtbot.waitUntil(lambda: window.keys._screen_keeper is not None and not window.slices.pending, timeout=5000)
        assert window._log is not None and window.table_screen.built is not None and later == ["done"]
        assert window.log_dock.widget() is window._log and window.table_screen.built.isHidden()
        # Painted already: runs now
        window.after_first_paint(lambda: later.append("at once"))
        assert later == ["done", "at once"]
    finally:
        window.close()
        session.close()


def test_the_deferred_parts_built_on_first_use_follow_the_game(qapp, qtbot, tmp_path) -> None:
    """Asked for before the first paint (a test, a key).

    The log and table mode start from the game's state.
    """
    from archenemy.desktop.session import Session
    from archenemy.desktop.table.window import MainWindow
    from archenemy.engine.actions import ChangeLife

    session = Session(tmp_path / "games")
    session.new_game()
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    try:
        window.act(ChangeLife("Hero 1", -2))
        # Asking does not build it
        assert not window.table_mode and window.table_screen.built is None
        window.show()
        assert window._log is None
        # Ctrl+G before the first paint's follow-up: the dock builds its log
        window.log_dock.show()
        assert window._log is not None
        qtbot.waitUntil(window._log.isVisible, timeout=3000)
        assert any("Hero 1" in line for line in window.log.lines())
        window.toggle_table_mode(True)
        assert window.table_mode and window.table_view.isVisible()
        window.toggle_table_mode(False)
        # Built from the game's state
        assert window.keys.screen_keeper.game_open
    finally:
        window.close()
        session.close()


FREEZE_PROBE = (
    """
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from archenemy.desktop.table import window as window_module

seen = {}
build = window_module.MainWindow.__init__

def watching(self, *args, **kwargs):
    seen["frozen"] = gc.get_freeze_count()
    seen["enabled"] = gc.isenabled()
    build(self, *args, **kwargs)

window_module.MainWindow.__init__ = watching

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow":
                os.write(1, json.dumps(seen).encode())
                os._exit(0)
        return False

"""
    + START_THE_APP
)


def test_a_resumed_games_snapshots_are_frozen_before_the_window_is_built(tmp_path: Path) -> None:
    # Otherwise the first collection after start-up walks every object of a long game before the first paint.
    from archenemy.engine.actions import ChangeLife
    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.game import Game
    from archenemy.engine.journal import journal_text
    from archenemy.engine.setup import deal, default_setup

    catalogue = load_catalogue()
    game = Game(deal(default_setup(catalogue, "Archenemy", ("Hero 1", "Hero 2")), catalogue), catalogue)
    for index in range(400):
        game.do(ChangeLife("Hero 1", -1 if index % 2 else 1))
    games = tmp_path / "data" / "archenemy-companion" / "games"
    games.mkdir(parents=True)
    (games / "game.jsonl").write_text(journal_text(game.start, game.log), encoding="utf-8")
    seen = run_probe(FREEZE_PROBE, tmp_path)
    # At least the 400 states, players and events; the collector still paused (until the first paint)
    assert not seen["enabled"] and seen["frozen"] > 400 * 4


COLLECTOR_PROBE = (
    """
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

seen = {}

def after():
    seen["after"] = gc.isenabled()
    seen["frozen_after"] = gc.get_freeze_count()
    os.write(1, json.dumps(seen).encode())
    os._exit(0)

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow" and "painting" not in seen:
                seen["painting"] = gc.isenabled()
                QTimer.singleShot(300, after)
        return False

"""
    + START_THE_APP
)


def test_the_collector_is_paused_from_the_start_to_the_first_paint(tmp_path: Path) -> None:
    # Each collection during the start walked every object it had built (its modules, the window): ~2 % of its
    # instructions.  From the first paint on it runs, everything built before frozen (never scanned again).
    seen = run_probe(COLLECTOR_PROBE, tmp_path)
    assert seen["painting"] is False
    assert seen["after"] is True and seen["frozen_after"] > 1000


PENDING_PROBE = (
    """
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

seen = {}

def watch():
    w = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")
    if not w.session.game.history_pending or watch.turns > 250:
        seen["later_pending"] = w.session.game.history_pending
        seen["later_undo"] = w.menus.undo_action.isEnabled()
        seen["later_frozen"] = gc.get_freeze_count()
        os.write(1, json.dumps(seen).encode())
        os._exit(0)
    watch.turns += 1

watch.turns = 0

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            w = obj.window()
            if w.objectName() == "mainWindow" and "pending" not in seen:
                seen["pending"] = w.session.game.history_pending
                seen["undo"] = w.menus.undo_action.isEnabled()
                seen["frozen"] = gc.get_freeze_count()
                seen["index_loaded"] = "archenemy.desktop.history.index" in sys.modules
                timer = QTimer(app)
                timer.timeout.connect(watch)
                timer.start(10)
        return False

"""
    + START_THE_APP
)


def test_a_game_closed_with_its_snapshot_paints_before_its_replay_which_follows(tmp_path: Path) -> None:
    """Resuming a long game paints its snapshot first.

    Undo and the frozen history come right after.
    """
    from archenemy.desktop.session import Session
    from archenemy.engine.actions import ChangeLife

    games = tmp_path / "data" / "archenemy-companion" / "games"
    session = Session(games)
    session.new_game()
    hero = next(p.name for p in session.state.players if not p.is_archenemy)
    for index in range(400):
        session.perform(ChangeLife(hero, -1 if index % 2 else 1))
    session.close()
    seen = run_probe(PENDING_PROBE, tmp_path)
    # Painted from the snapshot; undo offered already
    assert seen["pending"] is True and seen["undo"] is True
    # The start asks where the history index lives without loading the index module (sqlite3, hashlib).
    assert seen["index_loaded"] is False
    assert seen["later_pending"] is False and seen["later_undo"] is True
    # The rebuilt history is frozen too
    assert seen["later_frozen"] > seen["frozen"] + 400 * 4


FEATURE_PROBE = (
    """
import json, os, sys
from archenemy.desktop import feature_hook
feature_hook.install()  # what cli.main does first, before PySide6 loads (this probe needs PySide6 before it)
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

feature = sys.modules["shibokensupport.feature"]
read = []
_uses_pyside = feature._mod_uses_pyside

def counting(module):
    read.append(getattr(module, "__name__", "?"))
    return _uses_pyside(module)

feature._mod_uses_pyside = counting

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow":
                table = feature.pyside_feature_dict
                app_modules = [n for n in sys.modules if n.startswith("archenemy.")]
                values = {n: table.get(n) for n in app_modules}
                os.write(1, json.dumps({"read": read, "values": values}).encode())
                os._exit(0)
        return False

"""
    + START_THE_APP
)


def test_pyside_reads_no_module_source_at_start(tmp_path: Path) -> None:
    """PySide6's ``__feature__`` hook finds every module in its table.

    PySide6's ``__feature__`` hook finds every module in its table (no source
    read); the desktop's modules are PySide6 users (0), the engine's ignored
    (-1), as the hook itself would record them.
    """
    seen = run_probe(FEATURE_PROBE, tmp_path)
    assert seen["read"] == [], seen["read"]
    values = seen["values"]
    assert len(values) > 50
    assert all(v == 0 for n, v in values.items() if n.startswith("archenemy.desktop")), values
    assert all(v == -1 for n, v in values.items() if n.startswith("archenemy.engine")), values


def test_the_feature_hook_helper_is_harmless_without_pyside_and_installs_once(monkeypatch, capsys) -> None:
    import archenemy.desktop.feature_hook as feature_hook
    from archenemy.desktop.cli import main

    monkeypatch.setattr(sys, "meta_path", [f for f in sys.meta_path if not isinstance(f, feature_hook._TellPySide)])
    with pytest.raises(SystemExit):
        # The archenemy command installs it first
        main(["--version"])
    assert any(isinstance(f, feature_hook._TellPySide) for f in sys.meta_path)
    monkeypatch.setattr(sys, "meta_path", [f for f in sys.meta_path if not isinstance(f, feature_hook._TellPySide)])
    # As before PySide6 is imported
    monkeypatch.delitem(sys.modules, "__feature__", raising=False)
    feature_hook.install()
    feature_hook.install()
    finders = [f for f in sys.meta_path if isinstance(f, feature_hook._TellPySide)]
    assert len(finders) == 1 and finders[0].table is None
    # Nothing to tell yet
    assert finders[0].find_spec("json") is None and finders[0].table is None


PLANES_PROBE = (
    """
import json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

seen = {}

def after_the_paint():
    from archenemy.desktop.widgets import mana_symbols

    seen["font_loaded"] = mana_symbols.load_mana_font.cache_info().currsize
    seen["resources"] = "importlib.resources" in sys.modules
    os.write(1, json.dumps(seen).encode())
    os._exit(0)

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow" and not seen:
                seen["painted"] = True
                # The event loop's turn after the whole first frame: every widget of it has painted.
                QTimer.singleShot(0, after_the_paint)
        return False

"""
    + START_THE_APP
)


def test_a_planechase_games_first_frame_reads_the_mana_font_without_importlib_resources(tmp_path: Path) -> None:
    """A Planechase game's first frame reads the Mana font through the loader.

    Every plane's text has ``{CHAOS}``: the font loads before the first frame.
    """
    from archenemy.engine.journal import journal_text

    from support.planar_games import planechase_game

    game = planechase_game()
    games = tmp_path / "data" / "archenemy-companion" / "games"
    games.mkdir(parents=True)
    (games / "game.jsonl").write_text(journal_text(game.start, game.log), encoding="utf-8")
    seen = run_probe(PLANES_PROBE, tmp_path)
    assert seen["font_loaded"] == 1
    assert seen["resources"] is False
