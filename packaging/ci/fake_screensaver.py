"""A fake ``org.freedesktop.ScreenSaver`` on the session bus.

For the smoke test's keep-awake check.

    python packaging/ci/fake_screensaver.py LOG      (inside dbus-run-session; QtDBus from PySide6)

Owns the name ``org.freedesktop.ScreenSaver`` and serves ``Inhibit(app, reason) -> cookie`` and
``UnInhibit(cookie)`` at ``/org/freedesktop/ScreenSaver``, writing one line per call to LOG
(``Inhibit <app>|<reason> -> <cookie>``, ``UnInhibit <cookie>``) and ``ready`` once the name is owned.
Runs until it is killed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import ClassInfo, QCoreApplication, QObject, Slot
from PySide6.QtDBus import QDBusConnection


@ClassInfo({"D-Bus Interface": "org.freedesktop.ScreenSaver"})
class ScreenSaver(QObject):
    """The two methods an inhibitor calls; each call is logged."""

    def __init__(self, log: Path) -> None:
        super().__init__()
        self.log = log
        self.next_cookie = 41

    def _write(self, line: str) -> None:
        with self.log.open("a", encoding="utf-8") as handle:
            handle.write(line + "\n")

    @Slot(str, str, result="uint")
    def Inhibit(self, application: str, reason: str) -> int:  # noqa: N802 (the D-Bus method's name)
        self.next_cookie += 1
        self._write(f"Inhibit {application}|{reason} -> {self.next_cookie}")
        return self.next_cookie

    @Slot("uint")
    def UnInhibit(self, cookie: int) -> None:  # noqa: N802 (the D-Bus method's name)
        self._write(f"UnInhibit {cookie}")


def main() -> int:
    log = Path(sys.argv[1])
    app = QCoreApplication(sys.argv[:1])
    bus = QDBusConnection.sessionBus()
    service = ScreenSaver(log)
    if not bus.registerObject("/org/freedesktop/ScreenSaver", service, QDBusConnection.RegisterOption.ExportAllSlots):
        raise SystemExit(f"fake_screensaver: cannot register the object: {bus.lastError().message()}")
    if not bus.registerService("org.freedesktop.ScreenSaver"):
        raise SystemExit(f"fake_screensaver: cannot own the name: {bus.lastError().message()}")
    service._write("ready")
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
