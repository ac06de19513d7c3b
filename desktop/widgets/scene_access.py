"""A graphics view whose scene's widgets a screen reader can read: the accessibility tree goes into the scene.

Qt's accessibility stops at a :class:`QGraphicsView`: the widgets a scene
shows through :class:`QGraphicsProxyWidget` items have no parent widget, so
no screen reader (AT-SPI on Linux) ever reaches them.  The table layout
draws every seat in a scene (each turned to face its side), so without this
its life totals, its question and its winner were invisible to one.
:class:`AccessibleSceneView` reports the widgets its owner names
(:attr:`AccessibleSceneView.accessible_widgets`) as its accessible
children; their own children (labels, buttons) follow as usual.

The interface is made by a factory installed once
(:func:`QAccessible.installFactory`).  Qt keeps it in its cache and deletes
it when the view goes; Python keeps a reference until then (a wrapper
Python deleted first would leave Qt a dangling pointer), dropped once Qt has
deleted it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsScene, QGraphicsView, QWidget

# The interfaces made, until Qt deletes them with their views (Qt's factory registry is process-wide too).
_held: list[QAccessibleInterface] = []


class AccessibleSceneView(QGraphicsView):
    """A :class:`QGraphicsView` whose accessible children are :attr:`accessible_widgets`' widgets, in that order.

    ``accessible_widgets`` returns the widgets the scene shows (their proxies'
    widgets), as a reader should meet them; the default: none.
    """

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.accessible_widgets: Callable[[], list[QWidget]] = list
        install_factory()


class _SceneViewInterface(QAccessibleWidget):
    """The view's accessible interface: its children are the scene's widgets (see the module's doc)."""

    def __init__(self, view: AccessibleSceneView) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self._view = view

    def _children(self) -> list[QWidget]:
        if not shiboken6.isValid(self._view):
            return []
        return [w for w in self._view.accessible_widgets() if shiboken6.isValid(w)]

    def childCount(self) -> int:  # noqa: N802 (Qt override)
        return len(self._children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # C++: nullptr
        children = self._children()
        return QAccessible.queryAccessibleInterface(children[index]) if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt override)
        target = child.object() if child is not None else None
        for index, widget in enumerate(self._children()):
            if widget is target:
                return index
        return -1


def _factory(_class_name: str, target: QObject) -> QAccessibleInterface | None:
    if not isinstance(target, AccessibleSceneView):
        return None
    _held[:] = [held for held in _held if shiboken6.isValid(held)]  # those Qt deleted with their views
    interface = _SceneViewInterface(target)
    _held.append(interface)
    return interface


@functools.cache
def install_factory() -> None:
    """Install the factory of :class:`AccessibleSceneView`'s interface (once per process)."""
    QAccessible.installFactory(_factory)
