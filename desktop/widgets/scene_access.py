"""A graphics view whose scene's widgets a screen reader can read.

The accessibility tree goes into the scene.

Qt's accessibility stops at a :class:`QGraphicsView`: the widgets a scene
shows through :class:`QGraphicsProxyWidget` items have no parent widget, so
no screen reader (AT-SPI on Linux) ever reaches them from the window, and
each reports the application as its parent (a screen reader then takes it
for a window of its own and ignores its changes: a life total that moves is
never announced).  The table layout draws every seat in a scene (each turned
to face its side), so without this its life totals, its question and its
winner were invisible to one.

:class:`AccessibleSceneView` reports the widgets its owner names
(:attr:`AccessibleSceneView.accessible_widgets`) as its accessible
children; their own children (labels, buttons) follow as usual.  Each
widget put in the scene with :meth:`AccessibleSceneView.add_widget` reports
the view as its parent, is hidden while the view is, and has the box it
covers on screen (a seat turned a quarter, too).

The interfaces are made by a factory installed once
(:func:`QAccessible.installFactory`).  Qt keeps each in its cache and
deletes it when its widget goes; Python keeps a reference until then (a
wrapper Python deleted first would leave Qt a dangling pointer), dropped once
Qt has deleted it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QFrame, QGraphicsProxyWidget, QGraphicsScene, QGraphicsView, QWidget

# The interfaces made, until Qt deletes them with their widgets (Qt's factory registry is process-wide too).
_held: list[QAccessibleInterface] = []
# The attribute that ties a widget put in a scene to its view (read by the factory, set before Qt asks).
_VIEW = "_accessible_scene_view"


class AccessibleSceneView(QGraphicsView):
    """A graphics view whose accessible children are the scene's widgets.

    They are :attr:`accessible_widgets`' widgets, in that order.

    ``accessible_widgets`` returns the widgets the scene shows (their proxies'
    widgets), as a reader should meet them; the default: none.  Put each in
    the scene with :meth:`add_widget`.
    """

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.accessible_widgets: Callable[[], list[QWidget]] = list
        install_factory()

    def add_widget(self, widget: QWidget) -> QGraphicsProxyWidget:
        """Show ``widget`` (a window-less widget) in the view's scene; returns its proxy.

        Its accessible parent is this view (list it in :attr:`accessible_widgets` too).
        """
        setattr(widget, _VIEW, self)
        _forget_default_interface(widget)
        proxy = self.scene().addWidget(widget)
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.ParentChanged))
        return proxy


def _forget_default_interface(widget: QWidget) -> None:
    """Drop the interface Qt made for ``widget`` before it was tied to a view.

    An accessibility event while it was built makes and caches one; the next query makes the scene's
    own.
    """
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is not None and not isinstance(interface, _SceneWidgetInterface):
        QAccessible.updateAccessibility(QAccessibleEvent(interface, QAccessible.Event.ObjectDestroyed))
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(interface))


def _view_of(widget: QWidget) -> AccessibleSceneView | None:
    view = getattr(widget, _VIEW, None)
    return view if isinstance(view, AccessibleSceneView) and shiboken6.isValid(view) else None


class _SceneViewInterface(QAccessibleWidget):
    """The view's accessible interface: its children are the scene's widgets.

    See the module's doc.
    """

    def __init__(self, view: AccessibleSceneView) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self._view = view

    def _children(self) -> list[QWidget]:
        if not shiboken6.isValid(self._view) or not self._view.isVisible():
            # A hidden view shows nothing: a reader meets none of its scene.
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


class _SceneWidgetInterface(QAccessibleWidget):
    """A widget shown in an :class:`AccessibleSceneView`'s scene.

    Its parent is the view, it shows while the view does, and its box is the one its proxy covers on
    screen (turned or not).  Its role is Qt's own for a frame (Border) or a plain widget (Client).
    """

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget, QAccessible.Role.Border if isinstance(widget, QFrame) else QAccessible.Role.Client)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # C++: nullptr
        view = _view_of(self.widget())
        return QAccessible.queryAccessibleInterface(view) if view is not None else super().parent()

    def state(self) -> QAccessible.State:
        state = super().state()
        view = _view_of(self.widget())
        if view is None or not view.isVisible():
            state.invisible = True
        return state

    def rect(self) -> QRect:
        widget = self.widget()
        view, proxy = _view_of(widget), widget.graphicsProxyWidget()
        if view is None or proxy is None or not view.isVisible():
            return QRect()
        # In the viewport's pixels.
        box = view.viewportTransform().mapRect(proxy.sceneBoundingRect()).toRect()
        return box.translated(view.viewport().mapToGlobal(QPoint(0, 0)))


def _factory(_class_name: str, target: QObject) -> QAccessibleInterface | None:
    interface: QAccessibleInterface
    if isinstance(target, AccessibleSceneView):
        interface = _SceneViewInterface(target)
    elif isinstance(target, QWidget) and _view_of(target) is not None:
        interface = _SceneWidgetInterface(target)
    else:
        return None
    # Drop the interfaces Qt deleted with their widgets.
    _held[:] = [held for held in _held if shiboken6.isValid(held)]
    _held.append(interface)
    return interface


@functools.cache
def install_factory() -> None:
    """Install the factory of the interfaces of the views and their scenes' widgets.

    Once per process.
    """
    QAccessible.installFactory(_factory)
