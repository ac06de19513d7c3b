"""A fake screen saver service and XDG desktop portal on a session bus.

For the keep-awake tests.

Run with the system's Python and its GObject bindings (Debian: python3-gi),
never the venv's: ``python3 fake_screensaver.py LOG [screensaver] [portal]``.
It owns ``org.freedesktop.ScreenSaver`` and/or ``org.freedesktop.portal.Desktop``
with the real interfaces' signatures (GDBus checks every call's types, as
GNOME's services do: an ``i`` where a ``u`` is due is refused), appends one
JSON line per call to LOG (service, method, signature, arguments), and
prints ``ready`` once it owns its names.
"""

from __future__ import annotations

import json
import sys

from gi.repository import Gio, GLib

SCREENSAVER_XML = """<node><interface name="org.freedesktop.ScreenSaver">
  <method name="Inhibit"><arg type="s" direction="in"/><arg type="s" direction="in"/>
    <arg type="u" direction="out"/></method>
  <method name="UnInhibit"><arg type="u" direction="in"/></method>
</interface></node>"""
PORTAL_XML = """<node><interface name="org.freedesktop.portal.Inhibit">
  <method name="Inhibit"><arg type="s" direction="in"/><arg type="u" direction="in"/>
    <arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method>
</interface></node>"""
REQUEST_XML = """<node><interface name="org.freedesktop.portal.Request">
  <method name="Close"/>
</interface></node>"""
REQUEST_PATH = "/org/freedesktop/portal/desktop/request/1_1/keep_awake"


def main() -> int:
    log_path, services = sys.argv[1], set(sys.argv[2:])
    wanted = {"screensaver": "org.freedesktop.ScreenSaver", "portal": "org.freedesktop.portal.Desktop"}
    names = [wanted[s] for s in ("screensaver", "portal") if s in services]
    owned: list[str] = []
    loop = GLib.MainLoop()

    def note(service: str, method: str, params: GLib.Variant) -> None:
        with open(log_path, "a", encoding="utf-8") as log:
            entry = {"service": service, "method": method, "signature": params.get_type_string()}
            entry["args"] = params.unpack()
            log.write(json.dumps(entry) + "\n")

    def screensaver_call(conn, sender, path, iface, method, params, invocation):  # noqa: ANN001
        note("screensaver", method, params)
        invocation.return_value(GLib.Variant("(u)", (42,)) if method == "Inhibit" else None)

    def request_call(conn, sender, path, iface, method, params, invocation):  # noqa: ANN001
        note("portal", method, params)
        invocation.return_value(None)

    def portal_call(conn, sender, path, iface, method, params, invocation):  # noqa: ANN001
        note("portal", method, params)
        request = Gio.DBusNodeInfo.new_for_xml(REQUEST_XML).interfaces[0]
        conn.register_object(REQUEST_PATH, request, request_call, None, None)
        invocation.return_value(GLib.Variant("(o)", (REQUEST_PATH,)))

    def acquired(conn, name):  # noqa: ANN001
        if name == "org.freedesktop.ScreenSaver":
            info = Gio.DBusNodeInfo.new_for_xml(SCREENSAVER_XML).interfaces[0]
            conn.register_object("/org/freedesktop/ScreenSaver", info, screensaver_call, None, None)
        else:
            info = Gio.DBusNodeInfo.new_for_xml(PORTAL_XML).interfaces[0]
            conn.register_object("/org/freedesktop/portal/desktop", info, portal_call, None, None)
        owned.append(name)
        if len(owned) == len(names):
            print("ready", flush=True)

    for name in names:
        Gio.bus_own_name(Gio.BusType.SESSION, name, Gio.BusNameOwnerFlags.NONE, None, acquired, None)
    if not names:
        print("ready", flush=True)
    loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
