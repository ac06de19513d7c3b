"""Keep the screen awake while a game is open (View → Keep the screen awake; Settings: ``keep_awake``).

The platform's own inhibit call, degrading silently where there is none:

- Linux and other freedesktop systems: ``org.freedesktop.ScreenSaver.Inhibit``
  on the session bus through QtDBus (in PySide6-Essentials), released with
  ``UnInhibit`` and its cookie;
- Windows: ``SetThreadExecutionState(ES_CONTINUOUS | ES_DISPLAY_REQUIRED)``
  through ctypes, released with ``ES_CONTINUOUS`` alone;
- macOS: an IOKit power assertion (``IOPMAssertionCreateWithName`` with
  ``PreventUserIdleDisplaySleep``) through ctypes, released with
  ``IOPMAssertionRelease``.

No call ever raises to the window: without a session bus, a screen saver
service or the system library, the screen simply may sleep.
"""

from __future__ import annotations

import ctypes
import sys
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from PySide6.QtDBus import QDBusInterface

APP_NAME = "Archenemy Companion"
REASON = "A game of Archenemy is being played"

# Windows' SetThreadExecutionState flags.
ES_CONTINUOUS = 0x80000000
ES_DISPLAY_REQUIRED = 0x00000002


class Inhibitor(Protocol):
    """A platform's way of keeping the screen awake: ``inhibit`` (True if the platform accepted), ``release``."""

    def inhibit(self) -> bool:
        """Ask the platform to keep the screen awake; True if it accepted."""

    def release(self) -> None:
        """Let the screen sleep again."""


class _DBusInhibitor:
    """``org.freedesktop.ScreenSaver`` on the session bus (cookie-based)."""

    def __init__(self) -> None:
        self.cookie: int | None = None

    def _interface(self) -> QDBusInterface | None:
        from PySide6.QtDBus import QDBusConnection, QDBusInterface

        bus = QDBusConnection.sessionBus()
        if not bus.isConnected():
            return None
        interface = QDBusInterface(
            "org.freedesktop.ScreenSaver", "/org/freedesktop/ScreenSaver", "org.freedesktop.ScreenSaver", bus
        )
        return interface if interface.isValid() else None

    def inhibit(self) -> bool:
        interface = self._interface()
        if interface is None:
            return False
        reply = interface.call("Inhibit", APP_NAME, REASON)
        arguments = reply.arguments()
        if not arguments:
            return False
        self.cookie = int(arguments[0])
        return True

    def release(self) -> None:
        interface = self._interface()
        if interface is not None and self.cookie is not None:
            interface.call("UnInhibit", self.cookie)
        self.cookie = None


class _WindowsInhibitor:
    """``SetThreadExecutionState`` (kernel32)."""

    def inhibit(self) -> bool:
        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        return bool(kernel32.SetThreadExecutionState(ES_CONTINUOUS | ES_DISPLAY_REQUIRED))

    def release(self) -> None:
        ctypes.windll.kernel32.SetThreadExecutionState(ES_CONTINUOUS)  # type: ignore[attr-defined]


class _MacInhibitor:
    """An IOKit power assertion that prevents the display from sleeping."""

    def __init__(self) -> None:
        self.assertion: ctypes.c_uint32 | None = None

    def inhibit(self) -> bool:
        iokit = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/IOKit.framework/IOKit")
        cf = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation")
        cf.CFStringCreateWithCString.restype = ctypes.c_void_p
        cf.CFStringCreateWithCString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint32]
        utf8 = 0x08000100
        kind = cf.CFStringCreateWithCString(None, b"PreventUserIdleDisplaySleep", utf8)
        name = cf.CFStringCreateWithCString(None, REASON.encode(), utf8)
        assertion = ctypes.c_uint32(0)
        iokit.IOPMAssertionCreateWithName.argtypes = [
            ctypes.c_void_p,
            ctypes.c_uint32,
            ctypes.c_void_p,
            ctypes.POINTER(ctypes.c_uint32),
        ]
        level_on = 255
        result = iokit.IOPMAssertionCreateWithName(kind, level_on, name, ctypes.byref(assertion))
        if result != 0:
            return False
        self.assertion = assertion
        return True

    def release(self) -> None:
        if self.assertion is not None:
            iokit = ctypes.cdll.LoadLibrary("/System/Library/Frameworks/IOKit.framework/IOKit")
            iokit.IOPMAssertionRelease(self.assertion)
        self.assertion = None


def _platform_inhibitor() -> Inhibitor:
    if sys.platform == "win32":
        return _WindowsInhibitor()
    if sys.platform == "darwin":
        return _MacInhibitor()
    return _DBusInhibitor()


class ScreenKeeper(QObject):
    """Holds the platform's inhibition while it is wanted (the setting) and a game is open.

    ``active`` says whether the platform accepted the inhibition.
    """

    def __init__(self, parent: QObject | None = None, inhibitor: Inhibitor | None = None) -> None:
        super().__init__(parent)
        self._inhibitor = inhibitor if inhibitor is not None else _platform_inhibitor()
        self.wanted = True
        self.game_open = False
        self.active = False

    def set_wanted(self, wanted: bool) -> None:
        """The setting: keep the screen awake during games (``True``) or never."""
        self.wanted = wanted
        self._update()

    def set_game_open(self, game_open: bool) -> None:
        """Whether a game is going on now (a finished game lets the screen sleep)."""
        if game_open != self.game_open:
            self.game_open = game_open
            self._update()

    def release(self) -> None:
        """Let the screen sleep again (the window closes)."""
        self.game_open = False
        self._update()

    def _update(self) -> None:
        want = self.wanted and self.game_open
        if want == self.active:
            return
        try:
            if want:
                self.active = bool(self._inhibitor.inhibit())
            else:
                self._inhibitor.release()
                self.active = False
        except (OSError, AttributeError, ImportError, ValueError, RuntimeError, TypeError):
            self.active = False  # no bus, no service, no library: the screen may sleep
