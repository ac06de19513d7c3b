"""The Qt floor of the start-up.

The first painted table's widgets, rebuilt by plain PySide6 with none of the
app's code.

``make bench`` compares the app's start to a bare window (one ``QLabel``).
The table paints far more than one label, and Qt Widgets charge for every
class a window touches (PySide6 builds each Python type and its enums on
first use) and for every widget, action and style rule.  This module measures
that part alone, so the report can say how much of the start-up is the app's
own code and how much is the widgets any table of this content would pay:

1. A **census** child starts the app the way ``make bench`` does (a new
   default game) and, at the table's first paint, writes down every widget
   of the window: its PySide6 class, parent, geometry, text, font, object
   name, dynamic properties and whether it is hidden; every menu with its
   actions and shortcuts; every window-level action and shortcut; and the
   application's style sheet and palette.
2. The **floor** child rebuilds exactly that with plain PySide6 (absolute
   geometry, no layouts: a lower bound) and is timed to its first paint like
   the bare window and the app, interleaved with them in the same rounds.

Qt's own internal children (scroll bars, the size grip, a dock's title
buttons, widgets named ``qt_*``) are left to the widgets that create them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CENSUS_ENV = "ARCHENEMY_BENCH_CENSUS"

CENSUS = """
import json, os, sys
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QAction, QPalette, QShortcut
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDockWidget, QLabel, QMenu, QMenuBar, QScrollArea,
    QScrollBar, QSizeGrip, QStatusBar, QWidget)

_GROUPS = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)

def _qt_class(widget):
    return next(c.__name__ for c in type(widget).__mro__ if c.__module__.startswith("PySide6."))

def _internal(widget):
    return widget.objectName().startswith("qt_") or isinstance(widget, (QScrollBar, QSizeGrip))

def _properties(widget):
    out = {}
    for raw in widget.dynamicPropertyNames():
        name = bytes(raw).decode()
        try:
            value = widget.property(name)
        except RuntimeError:  # a value PySide6 cannot convert (Qt's own bookkeeping): not a style property
            continue
        if isinstance(value, (str, bool, int, float)):
            out[name] = value
    return out

def _census(window):
    app = QApplication.instance()
    kept, index, menus = [], {}, {}
    for widget in window.findChildren(QWidget):  # parents before their children
        if _internal(widget) or isinstance(widget, QMenu):
            continue
        parent, ancestor = -1, widget.parentWidget()
        while ancestor is not window:
            if ancestor in index:
                parent = index[ancestor]
                break
            if ancestor.objectName() != "qt_scrollarea_viewport" and _internal(ancestor):
                parent = None
                break
            ancestor = ancestor.parentWidget()
        if parent is None or ancestor is None:
            continue
        target = window if parent == -1 else ancestor
        pos = widget.mapTo(target, QPoint(0, 0))
        font = widget.font()
        entry = {
            "cls": _qt_class(widget), "parent": parent, "name": widget.objectName(),
            "geometry": [pos.x(), pos.y(), widget.width(), widget.height()], "hidden": widget.isHidden(),
            "point_size": font.pointSizeF(), "bold": font.bold(), "style": widget.styleSheet(),
            "properties": _properties(widget),
        }
        if isinstance(widget, (QLabel, QAbstractButton)):
            entry["text"] = widget.text()
        if isinstance(widget, QLabel):
            entry["wrap"] = widget.wordWrap()
            entry["align"] = widget.alignment().value
        if isinstance(widget, QAbstractButton) and hasattr(widget, "menu") and widget.menu() is not None:
            entry["menu"] = widget.menu().objectName() or str(id(widget.menu()))
        index[widget] = len(kept)
        kept.append(entry)
    def actions(owner):
        return [{"text": a.text(), "keys": [k.toString() for k in a.shortcuts()],
                 "menu": (str(id(a.menu())) if a.menu() is not None else None), "separator": a.isSeparator()}
                for a in owner.actions()]
    for menu in window.findChildren(QMenu):
        menus[menu.objectName() or str(id(menu))] = {"title": menu.title(), "actions": actions(menu)}
    for entry in kept:
        if "menu" in entry and entry["menu"] not in menus:
            entry.pop("menu")
    bar = window.menuBar()
    return {
        "size": [window.width(), window.height()], "title": window.windowTitle(), "widgets": kept,
        "central": index.get(window.centralWidget(), -1), "menus": menus,
        "menu_bar": [str(id(a.menu())) for a in bar.actions() if a.menu() is not None],
        "window_actions": actions(window),
        "shortcuts": [s.key().toString() for s in window.findChildren(QShortcut)],
        "style_sheet": app.styleSheet(),
        "palette": [[g.value, r.value, app.palette().color(g, r).name()] for g in _GROUPS for r in QPalette.ColorRole
                    if r != QPalette.ColorRole.NColorRoles],
    }

class _FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is not obj:
            if obj.window().objectName() == "mainWindow":
                try:
                    with open(os.environ["ARCHENEMY_BENCH_CENSUS"], "w", encoding="utf-8") as out:
                        json.dump(_census(obj.window()), out)
                except BaseException:
                    import traceback
                    traceback.print_exc()
                    os._exit(3)
                os._exit(0)
        return False

app = QApplication(sys.argv[:1])
_probe = _FirstPaint()
app.installEventFilter(_probe)
from archenemy.desktop.cli import main
main([])
"""

# Appended to bench.PROBE (TARGET = 'floor'): the census rebuilt by plain PySide6.
REBUILD = """
import json
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QPalette, QShortcut
from PySide6 import QtWidgets

with open(os.environ["ARCHENEMY_BENCH_CENSUS"], encoding="utf-8") as source:
    census = json.load(source)
app.setStyleSheet(census["style_sheet"])
palette = QPalette()
for group, role, colour in census["palette"]:
    palette.setColor(QPalette.ColorGroup(group), QPalette.ColorRole(role), QColor(colour))
app.setPalette(palette)
window = QtWidgets.QMainWindow()
window.setObjectName("floor")
window.setWindowTitle(census["title"])
menus = {key: QtWidgets.QMenu(spec["title"], window) for key, spec in census["menus"].items()}

def add_actions(owner, specs):
    for spec in specs:
        if spec["separator"]:
            owner.addSeparator()
        elif spec["menu"] in menus:
            owner.addMenu(menus[spec["menu"]])
        else:
            action = QAction(spec["text"], window)
            action.setShortcuts([QKeySequence(k) for k in spec["keys"]])
            owner.addAction(action)

for key, spec in census["menus"].items():
    add_actions(menus[key], spec["actions"])
for key in census["menu_bar"]:
    window.menuBar().addMenu(menus[key])
add_actions(window, census["window_actions"])
for keys in census["shortcuts"]:
    QShortcut(QKeySequence(keys), window)
made = []
for spec in census["widgets"]:
    parent = window if spec["parent"] == -1 else made[spec["parent"]]
    cls = spec["cls"]
    if cls == "QMenuBar":
        widget = window.menuBar()
    elif cls == "QStatusBar":
        widget = window.statusBar()
    else:
        widget = getattr(QtWidgets, cls)()
        if isinstance(parent, QtWidgets.QScrollArea):
            parent.setWidget(widget)
        elif cls == "QDockWidget":
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, widget)
        elif parent is window:
            widget.setParent(window)
        else:
            widget.setParent(parent)
    widget.setObjectName(spec["name"])
    for name, value in spec["properties"].items():
        widget.setProperty(name, value)
    if spec["style"]:
        widget.setStyleSheet(spec["style"])
    if "text" in spec:
        widget.setText(spec["text"])
    if spec.get("wrap"):
        widget.setWordWrap(True)
    if "align" in spec:
        widget.setAlignment(Qt.AlignmentFlag(spec["align"]))
    if spec.get("menu") in menus:
        widget.setMenu(menus[spec["menu"]])
    font = QFont(widget.font())
    if spec["point_size"] > 0:
        font.setPointSizeF(spec["point_size"])
    font.setBold(spec["bold"])
    widget.setFont(font)
    if cls not in ("QMenuBar", "QStatusBar", "QDockWidget"):
        widget.setGeometry(*spec["geometry"])
    widget.setVisible(not spec["hidden"])
    made.append(widget)
if census["central"] >= 0:
    window.setCentralWidget(made[census["central"]])
window.resize(*census["size"])
window.show()
app.exec()
"""


def take_census(env: dict[str, str], path: Path) -> dict:
    """Start the app in ``env``.

    A fresh default game and write its table's census to ``path``; return it.

    Raises :class:`RuntimeError` (with the child's error output) when the child wrote no census.
    """
    env = dict(env, **{CENSUS_ENV: str(path)})
    done = subprocess.run([sys.executable, "-c", CENSUS], env=env, capture_output=True, text=True, timeout=120)
    if not path.is_file():
        raise RuntimeError(f"the census child wrote nothing (exit {done.returncode}): {done.stderr[-2000:]}")
    return json.loads(path.read_text(encoding="utf-8"))


def describe(census: dict) -> str:
    """What the floor rebuilt, in words.

    For example:
    ``"77 widgets, 105 actions in 17 menus, 1 shortcut and a style sheet of 8 kB"``.
    """

    def count(n: int, noun: str) -> str:
        return f"{n} {noun}" + ("" if n == 1 else "s")

    actions = sum(len(m["actions"]) for m in census["menus"].values()) + len(census["window_actions"])
    return (
        f"{count(len(census['widgets']), 'widget')}, {count(actions, 'action')} in "
        f"{count(len(census['menus']), 'menu')}, {count(len(census['shortcuts']), 'shortcut')} "
        f"and a style sheet of {len(census['style_sheet']) / 1000:.0f} kB"
    )
