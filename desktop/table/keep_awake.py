"""Keep the screen awake while a game is open.

View → Keep the screen awake; Settings: ``keep_awake``.

The platform's own inhibit call; where there is none, the window says so
(it once did nothing, silently, without the desktop's screen-saver
service).  On Linux and other freedesktop systems, the first way that
answers, in this order (SDL's order):

1. ``org.freedesktop.ScreenSaver.Inhibit`` on the session bus (GNOME, KDE,
   Xfce and most desktops), released with ``UnInhibit(cookie)``;
2. the XDG desktop portal, ``org.freedesktop.portal.Inhibit.Inhibit`` with
   the idle flag (sandboxes, Wayland compositors), released by closing the
   request it returns;
3. X11's own screen saver: ``XScreenSaverSuspend`` of the MIT-SCREEN-SAVER
   extension through ctypes (``libXss.so.1``, ``libX11.so.6``), on a
   connection of its own kept open while it holds (X closes it: released).

The screen saver service is called through QtDBus (in PySide6-Essentials:
the bundle must keep ``PySide6.QtDBus`` and its ``libQt6DBus``), typed by the
service's own introspection so a ``uint`` is sent as ``u`` (GDBus services
refuse an ``i``); the portal, whose ``a{sv}`` and ``u`` QtDBus cannot type
from Python, through the system's ``libdbus-1.so.3`` (ctypes), on a
connection of its own.  Windows: ``SetThreadExecutionState(ES_CONTINUOUS |
ES_DISPLAY_REQUIRED)``; macOS: an IOKit ``PreventUserIdleDisplaySleep``
assertion; both through ctypes.

No call ever raises to the window: :attr:`ScreenKeeper.method` names the way
that holds (``None`` when none did), and :attr:`ScreenKeeper.status` is the
status bar's line that says the screen may sleep.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from ..i18n import follow_language

APP_NAME = "Archenemy Companion"
REASON = "A game of Archenemy is being played"

# Windows' SetThreadExecutionState flags.
ES_CONTINUOUS = 0x80000000
ES_DISPLAY_REQUIRED = 0x00000002

# How long a D-Bus call may take before the screen keeper gives up on it (milliseconds).
DBUS_TIMEOUT_MS = 2000
# The portal's inhibit flags: 8 is "idle" (the session must not go idle: blank, lock).
PORTAL_IDLE = 8

SCREENSAVER = ("org.freedesktop.ScreenSaver", "/org/freedesktop/ScreenSaver", "org.freedesktop.ScreenSaver")
PORTAL = ("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Inhibit")
PORTAL_REQUEST = "org.freedesktop.portal.Request"


class Inhibitor(Protocol):
    """A platform's way of keeping the screen awake.

    ``inhibit`` (True if the platform accepted), ``release``.
    """

    def inhibit(self) -> bool:
        """Ask the platform to keep the screen awake; True if it accepted."""

    def release(self) -> None:
        """Let the screen sleep again."""


def _dbus_invoke(service: tuple[str, str, str], method: str, *arguments: tuple[str, object], returns: str) -> Any:
    """Call ``method`` of ``service`` (name, path, interface) on the session bus.

    Typed by its introspection.

    ``arguments`` are ``(Qt type name, value)`` pairs (``("uint", 8)``: sent as ``u``); ``returns`` the Qt
    type name of the reply (``""``: none).  ``None`` when there is no bus, no such service or method, or the
    call fails or takes longer than :data:`DBUS_TIMEOUT_MS`.
    """
    from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, Qt
    from PySide6.QtDBus import QDBusConnection, QDBusInterface

    bus = QDBusConnection.sessionBus()
    if not bus.isConnected():
        return None
    interface = QDBusInterface(*service, bus)
    if not interface.isValid():
        return None
    interface.setTimeout(DBUS_TIMEOUT_MS)
    args = [Q_ARG(kind, value) for kind, value in arguments]
    direct = Qt.ConnectionType.DirectConnection
    if returns:
        result = QMetaObject.invokeMethod(interface, method, direct, Q_RETURN_ARG(returns), *args)
    else:
        result = QMetaObject.invokeMethod(interface, method, direct, *args)
    if interface.lastError().isValid():
        return None
    return result if returns else True


class _ScreenSaverInhibitor:
    """``org.freedesktop.ScreenSaver`` on the session bus (cookie-based)."""

    name = "screensaver"

    def __init__(self) -> None:
        self.cookie: int | None = None

    def inhibit(self) -> bool:
        cookie = _dbus_invoke(SCREENSAVER, "Inhibit", ("QString", APP_NAME), ("QString", REASON), returns="uint")
        if cookie is None:
            return False
        self.cookie = int(cookie)
        return True

    def release(self) -> None:
        if self.cookie is not None:
            _dbus_invoke(SCREENSAVER, "UnInhibit", ("uint", self.cookie), returns="")
        self.cookie = None


class _LibDBus:
    """The few calls of the system's libdbus-1 the portal needs, through ctypes.

    QtDBus from Python cannot send the portal's arguments: PySide6 sends a
    Python int as ``i`` where ``Inhibit`` wants ``u``, and the portal's
    introspection carries no Qt type for its ``a{sv}``.  A private connection
    of its own also ties the inhibition to something the keeper owns: closing
    it lets the portal drop the inhibition even if ``Close`` was never sent.
    """

    # D-Bus type codes and the size of libdbus' opaque iterator and error structures (with room to spare).
    STRING, UINT32, OBJECT_PATH, VARIANT, ARRAY, DICT_ENTRY = (ord(c) for c in "suovae")
    ITER_BYTES, ERROR_BYTES = 128, 64

    def __init__(self) -> None:
        lib = ctypes.CDLL(ctypes.util.find_library("dbus-1") or "libdbus-1.so.3")
        pointer, text, integer = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int
        for name, argtypes, restype in (
            ("dbus_error_init", [pointer], None),
            ("dbus_error_free", [pointer], None),
            ("dbus_bus_get_private", [integer, pointer], pointer),
            ("dbus_connection_set_exit_on_disconnect", [pointer, integer], None),
            ("dbus_connection_close", [pointer], None),
            ("dbus_connection_unref", [pointer], None),
            ("dbus_message_new_method_call", [text, text, text, text], pointer),
            ("dbus_message_unref", [pointer], None),
            ("dbus_message_iter_init_append", [pointer, pointer], None),
            ("dbus_message_iter_append_basic", [pointer, integer, pointer], integer),
            ("dbus_message_iter_open_container", [pointer, integer, text, pointer], integer),
            ("dbus_message_iter_close_container", [pointer, pointer], integer),
            ("dbus_message_iter_init", [pointer, pointer], integer),
            ("dbus_message_iter_get_arg_type", [pointer], integer),
            ("dbus_message_iter_get_basic", [pointer, pointer], None),
            ("dbus_connection_send_with_reply_and_block", [pointer, pointer, integer, pointer], pointer),
        ):
            function = getattr(lib, name)
            function.argtypes, function.restype = argtypes, restype
        self.lib = lib

    def connect(self) -> int | None:
        """A private connection to the session bus (``None`` without one).

        The process never exits with it.
        """
        error = ctypes.create_string_buffer(self.ERROR_BYTES)
        self.lib.dbus_error_init(error)
        # DBUS_BUS_SESSION.
        connection = self.lib.dbus_bus_get_private(0, error)
        self.lib.dbus_error_free(error)
        if connection:
            self.lib.dbus_connection_set_exit_on_disconnect(connection, 0)
        return connection or None

    def close(self, connection: int) -> None:
        """Close and forget a connection of :meth:`connect`."""
        self.lib.dbus_connection_close(connection)
        self.lib.dbus_connection_unref(connection)

    def _append_string(self, iterator: ctypes.Array[ctypes.c_char], value: str, kind: int | None = None) -> None:
        data = ctypes.c_char_p(value.encode())
        self.lib.dbus_message_iter_append_basic(iterator, kind or self.STRING, ctypes.byref(data))

    def call(self, connection: int, service: tuple[str, str, str], method: str, arguments: tuple[object, ...]) -> str:
        """Call ``method`` with ``arguments``.

        Typed as: a str ``s``; an int ``u``; a dict of str ``a{sv}`` of
        strings.

        Returns the reply's first argument when it is an object path (else ``""``); raises
        :class:`OSError` when the call fails or takes longer than :data:`DBUS_TIMEOUT_MS`.
        """
        lib = self.lib
        message = lib.dbus_message_new_method_call(*(part.encode() for part in (*service[:2], service[2], method)))
        if not message:
            raise OSError("no memory for a D-Bus message")
        try:
            top = ctypes.create_string_buffer(self.ITER_BYTES)
            lib.dbus_message_iter_init_append(message, top)
            for argument in arguments:
                if isinstance(argument, str):
                    self._append_string(top, argument)
                elif isinstance(argument, int):
                    lib.dbus_message_iter_append_basic(top, self.UINT32, ctypes.byref(ctypes.c_uint32(argument)))
                elif isinstance(argument, dict):
                    self._append_vardict(top, argument)
            error = ctypes.create_string_buffer(self.ERROR_BYTES)
            lib.dbus_error_init(error)
            reply = lib.dbus_connection_send_with_reply_and_block(connection, message, DBUS_TIMEOUT_MS, error)
            lib.dbus_error_free(error)
        finally:
            lib.dbus_message_unref(message)
        if not reply:
            raise OSError(f"{service[2]}.{method} failed")
        try:
            values = ctypes.create_string_buffer(self.ITER_BYTES)
            if lib.dbus_message_iter_init(reply, values) and lib.dbus_message_iter_get_arg_type(values) == (
                self.OBJECT_PATH
            ):
                path = ctypes.c_char_p()
                lib.dbus_message_iter_get_basic(values, ctypes.byref(path))
                return (path.value or b"").decode()
            return ""
        finally:
            lib.dbus_message_unref(reply)

    def _append_vardict(self, iterator: ctypes.Array[ctypes.c_char], values: dict[str, str]) -> None:
        """``values`` as an ``a{sv}`` of strings."""
        lib = self.lib
        array = ctypes.create_string_buffer(self.ITER_BYTES)
        lib.dbus_message_iter_open_container(iterator, self.ARRAY, b"{sv}", array)
        for key, value in values.items():
            entry = ctypes.create_string_buffer(self.ITER_BYTES)
            lib.dbus_message_iter_open_container(array, self.DICT_ENTRY, None, entry)
            self._append_string(entry, key)
            variant = ctypes.create_string_buffer(self.ITER_BYTES)
            lib.dbus_message_iter_open_container(entry, self.VARIANT, b"s", variant)
            self._append_string(variant, value)
            lib.dbus_message_iter_close_container(entry, variant)
            lib.dbus_message_iter_close_container(array, entry)
        lib.dbus_message_iter_close_container(iterator, array)


class _PortalInhibitor:
    """The XDG desktop portal's ``Inhibit`` (idle) on a connection of its own.

    Released by closing the request it returns (and the connection).
    """

    name = "portal"

    def __init__(self) -> None:
        self.handle: str | None = None
        self._dbus: _LibDBus | None = None
        self._connection: int | None = None

    def inhibit(self) -> bool:
        if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
            # No session bus named: never let libdbus start one (dbus-launch) for us.
            return False
        self._dbus = self._dbus or _LibDBus()
        connection = self._dbus.connect()
        if connection is None:
            return False
        try:
            handle = self._dbus.call(connection, PORTAL, "Inhibit", ("", PORTAL_IDLE, {"reason": REASON}))
        except OSError:
            handle = ""
        if not handle:
            self._dbus.close(connection)
            return False
        self.handle, self._connection = handle, connection
        return True

    def release(self) -> None:
        if self._dbus is not None and self._connection is not None:
            if self.handle is not None:
                try:
                    self._dbus.call(self._connection, (PORTAL[0], self.handle, PORTAL_REQUEST), "Close", ())
                except OSError:
                    # Closing the connection below ends the request too.
                    pass
            self._dbus.close(self._connection)
        self.handle, self._connection = None, None


class _X11Inhibitor:
    """X11's screen saver suspended.

    ``XScreenSaverSuspend`` on a display connection of its own.
    """

    name = "x11"

    def __init__(self) -> None:
        self._display: int | None = None
        self._x11: Any = None
        self._xss: Any = None

    def _libraries(self) -> bool:
        if self._xss is not None:
            return True
        x11_name = ctypes.util.find_library("X11") or "libX11.so.6"
        xss_name = ctypes.util.find_library("Xss") or "libXss.so.1"
        # OSError when missing: no X11 way.
        x11, xss = ctypes.CDLL(x11_name), ctypes.CDLL(xss_name)
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        xss.XScreenSaverQueryExtension.argtypes = [
            ctypes.c_void_p,
            ctypes.POINTER(ctypes.c_int),
            ctypes.POINTER(ctypes.c_int),
        ]
        xss.XScreenSaverSuspend.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self._x11, self._xss = x11, xss
        return True

    def inhibit(self) -> bool:
        if not os.environ.get("DISPLAY") or not self._libraries():
            return False
        display = self._x11.XOpenDisplay(None)
        if not display:
            return False
        event, error = ctypes.c_int(), ctypes.c_int()
        if not self._xss.XScreenSaverQueryExtension(display, ctypes.byref(event), ctypes.byref(error)):
            self._x11.XCloseDisplay(display)
            return False
        self._xss.XScreenSaverSuspend(display, 1)
        self._x11.XFlush(display)
        self._display = display
        return True

    def release(self) -> None:
        if self._display is not None:
            self._xss.XScreenSaverSuspend(self._display, 0)
            # The server also lifts a closed client's suspension.
            self._x11.XCloseDisplay(self._display)
        self._display = None


class _WindowsInhibitor:
    """``SetThreadExecutionState`` (kernel32)."""

    name = "windows"

    def inhibit(self) -> bool:
        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        return bool(kernel32.SetThreadExecutionState(ES_CONTINUOUS | ES_DISPLAY_REQUIRED))

    def release(self) -> None:
        ctypes.windll.kernel32.SetThreadExecutionState(ES_CONTINUOUS)  # type: ignore[attr-defined]


class _MacInhibitor:
    """An IOKit power assertion that prevents the display from sleeping."""

    name = "macos"

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


# What a failing way may raise: no bus, no service, no library, a library of another shape.
_FAILURES = (OSError, AttributeError, ImportError, ValueError, RuntimeError, TypeError)


class FirstThatHolds:
    """Several ways tried in order.

    The first that accepts holds the screen awake (``method``: its name).
    """

    def __init__(self, ways: Sequence[Inhibitor]) -> None:
        self.ways = list(ways)
        self.holding: Inhibitor | None = None

    @property
    def method(self) -> str | None:
        """The name of the way that holds now.

        ``"screensaver"``, ``"portal"``, ``"x11"``..., or ``None``.
        """
        return getattr(self.holding, "name", type(self.holding).__name__) if self.holding is not None else None

    def inhibit(self) -> bool:
        for way in self.ways:
            try:
                accepted = bool(way.inhibit())
            except _FAILURES:
                accepted = False
            if accepted:
                self.holding = way
                return True
        return False

    def release(self) -> None:
        way, self.holding = self.holding, None
        if way is not None:
            way.release()


def platform_inhibitor() -> FirstThatHolds:
    """This platform's ways to keep the screen awake, in the order they are tried."""
    if sys.platform == "win32":
        return FirstThatHolds([_WindowsInhibitor()])
    if sys.platform == "darwin":
        return FirstThatHolds([_MacInhibitor()])
    return FirstThatHolds([_ScreenSaverInhibitor(), _PortalInhibitor(), _X11Inhibitor()])


class ScreenKeeper(QObject):
    """Holds the platform's inhibition while it is wanted.

    Wanted: the setting is on and a game is open.

    ``active`` says whether the platform accepted the inhibition, ``method``
    which way holds it; ``unavailable`` is emitted (with the status line's
    text) when it was wanted and no way answered, and ``available`` once it
    holds or is no longer wanted.  Given a ``status_bar`` it keeps a line
    there itself (:attr:`status`) while the screen may sleep against the
    setting.
    """

    unavailable = Signal(str)
    available = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        inhibitor: Inhibitor | None = None,
        *,
        status_bar: QStatusBar | None = None,
    ) -> None:
        super().__init__(parent)
        self._inhibitor = inhibitor if inhibitor is not None else platform_inhibitor()
        self.wanted = True
        self.game_open = False
        self.active = False
        self.status: QLabel | None = None
        if status_bar is not None:
            self._add_status_line(status_bar)

    @property
    def method(self) -> str | None:
        """The way that holds the screen awake now (``None`` when nothing does)."""
        if not self.active:
            return None
        method = getattr(self._inhibitor, "method", None)
        return method if isinstance(method, str) else type(self._inhibitor).__name__

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

    @staticmethod
    def unavailable_text() -> str:
        """The status line when no way keeps the screen awake here."""
        return QCoreApplication.translate(
            "ScreenKeeper",
            "The screen may sleep: no screen saver service answered (View → Keep the screen awake during a game)",
        )

    def _update(self) -> None:
        want = self.wanted and self.game_open
        if want == self.active:
            self._tell(failed=False)
            return
        try:
            if want:
                self.active = bool(self._inhibitor.inhibit())
            else:
                self._inhibitor.release()
                self.active = False
        except _FAILURES:
            # No bus, no service, no library: the screen may sleep, and the window says so.
            self.active = False
        self._tell(failed=want and not self.active)

    def _tell(self, *, failed: bool) -> None:
        if failed:
            text = self.unavailable_text()
            if self.status is not None:
                self.status.setText(text)
                self.status.setToolTip(text)
                self.status.show()
            self.unavailable.emit(text)
        else:
            if self.status is not None:
                self.status.hide()
            self.available.emit()

    def _add_status_line(self, status_bar: QStatusBar) -> None:
        self.status = _StatusLine()
        self.status.setObjectName("keepAwakeStatus")
        self.status.hide()
        status_bar.addPermanentWidget(self.status)


class _StatusLine(QLabel):
    """The status bar's "the screen may sleep" line.

    In the current language (it follows a language switch).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)

    def retranslate(self) -> None:
        """Say it again in the new language, if it says anything."""
        if self.text():
            self.setText(ScreenKeeper.unavailable_text())
            self.setToolTip(self.text())
