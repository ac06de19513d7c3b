"""Print the announcements an application makes on AT-SPI as JSON lines.

Run with the system's Python and its AT-SPI bindings (Debian: python3-gi and
gir1.2-atspi-2.0), never the venv's: ``python3 atspi_listen.py APP
[SECONDS]``.  The session bus (``DBUS_SESSION_BUS_ADDRESS``) must carry the
accessibility bus (``org.a11y.Bus``, at-spi2-core).  It registers for
``object:announcement`` (what Qt 6.8's bridge sends for a
``QAccessibleAnnouncementEvent``, and what Orca speaks), prints
``{"ready": true}``, then one line ``{"message", "politeness"}`` for each
announcement of the application named APP (politeness: AT-SPI's live
setting, 1 polite, 2 assertive).  It ends when its stdin closes, or after
SECONDS (default 90).
"""

from __future__ import annotations

import json
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402


def application_name(event: Atspi.Event) -> str:
    """The name of the application that sent ``event``, or ``""``."""
    try:
        source = event.source
        application = source.get_application() if source is not None else None
        return (application.get_name() or "") if application is not None else ""
    except GLib.Error:
        return ""


def main() -> int:
    name = sys.argv[1]
    seconds = int(sys.argv[2]) if len(sys.argv) > 2 else 90

    def heard(event: Atspi.Event) -> None:
        if application_name(event) != name:
            return
        message = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
        print(json.dumps({"message": message, "politeness": event.detail1}), flush=True)

    listener = Atspi.EventListener.new(heard)
    listener.register("object:announcement")

    def stdin_closed(*_args: object) -> bool:
        Atspi.event_quit()
        return False

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP | GLib.IO_ERR, stdin_closed)
    GLib.timeout_add_seconds(seconds, stdin_closed)
    print(json.dumps({"ready": True}), flush=True)
    Atspi.event_main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
