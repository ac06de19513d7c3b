"""The theme's re-polish of every widget frees none under Qt's loop."""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from archenemy.desktop.theme import Theme, apply_theme


class _Busy(QObject):
    """Python work on every event while armed, as the app's filters and size hints do."""

    armed = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if self.armed:
            # Inside Qt's re-polish: these allocations may start the collector, as any Python code's can
            thresholds = gc.get_threshold()
            gc.set_threshold(1, 1, 1)
            [object() for _ in range(3)]
            gc.set_threshold(*thresholds)
        return False


def test_a_window_left_in_a_reference_cycle_outlives_the_repolish(qapp) -> None:
    """Qt re-polishes from a list made first: a widget freed meanwhile was a crash.

    An xdist worker died with a segmentation fault in ``setStyleSheet``
    (``MainWindow.__init__`` → ``apply_theme``), a window of an earlier test
    still polished.  Here the collector may run at every allocation while Qt
    re-polishes; windows only a reference cycle holds must not be freed
    before :func:`apply_theme` returns, and go after it.
    """
    busy = _Busy()
    qapp.installEventFilter(busy)
    before = qapp.styleSheet(), qapp.property("archenemyScheme")
    thresholds = gc.get_threshold()
    # Whether Qt was re-polishing when each window was freed
    freed: list[bool] = []
    try:
        for index in range(20):
            window = QWidget()
            QVBoxLayout(window).addWidget(QLabel(f"left {index}"))
            # Only the collector frees it
            window.cycle = window  # type: ignore[attr-defined]
            window.destroyed.connect(lambda *_: freed.append(busy.armed))
            window.show()
        qapp.processEvents()
        del window
        theme = Theme(1.5, "light" if before[1] != "light" else "dark")
        busy.armed = True
        try:
            apply_theme(qapp, theme)
        finally:
            busy.armed = False
        gc.collect()
        assert len(freed) == 20, "the cycles are freed after it"
        assert not any(freed), f"{sum(freed)} windows freed under the re-polish"
    finally:
        gc.set_threshold(*thresholds)
        qapp.removeEventFilter(busy)
        qapp.setStyleSheet(before[0])
        qapp.setProperty("archenemyScheme", before[1])
