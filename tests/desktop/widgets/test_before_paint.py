"""An action run before the next paint, after what was posted before it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from archenemy.desktop.widgets.before_paint import BeforePaint


class _Paints(QObject):
    """Notes ``what`` in ``seen`` at each paint of the widget it watches."""

    def __init__(self, seen: list[str]) -> None:
        super().__init__()
        self.seen = seen

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            self.seen.append("paint")
        return False


def test_the_action_runs_once_after_the_layout_and_before_the_paint(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    seen: list[str] = []
    paints = _Paints(seen)
    window.installEventFilter(paints)
    # A new child, shown by its layout on the next turn of the event loop
    child = QLabel("a new answer")
    layout.addWidget(child)
    window.update()
    runs = BeforePaint(window, lambda: seen.append(f"action, the child shown: {child.isVisible()}"))
    runs.post()
    runs.post()
    assert seen == [], "posted, not run at once"
    qtbot.waitUntil(lambda: "paint" in seen, timeout=3000)
    QApplication.processEvents()
    assert seen[0] == "action, the child shown: True", seen
    assert seen.count("action, the child shown: True") == 1, "posted twice before it ran: run once"
    assert "paint" in seen[1:]
