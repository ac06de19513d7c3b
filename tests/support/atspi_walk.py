"""Print a running application's accessibility tree as JSON (AT-SPI).

Walk the accessibility tree of a running application through AT-SPI and print
it as JSON.

Run with the system's Python and its AT-SPI bindings (Debian: python3-gi and
gir1.2-atspi-2.0), never the venv's: ``python3 atspi_walk.py APP [SECONDS]``.
The session bus (``DBUS_SESSION_BUS_ADDRESS``) must carry the accessibility
bus (``org.a11y.Bus``, at-spi2-core).  It waits up to SECONDS (default 20)
for an application whose name is APP to show a window, then prints one JSON
object: ``{"app": name, "nodes": [...]}``, each node ``{"role", "name",
"description", "text", "showing", "enabled", "parent_ok", "depth"}`` in tree
order (``text``: what the node's Text interface holds, when it has one;
``parent_ok``: the node names the node it was reached from as its parent, as
a screen reader that follows an event up to its window needs).  What a
screen reader reads is there: the test reading the JSON says what must be.
"""

from __future__ import annotations

import json
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

MAX_DEPTH = 60


def node_text(node: Atspi.Accessible) -> str:
    """The node's text (Text interface), or ``""``."""
    try:
        count = Atspi.Text.get_character_count(node)
        return Atspi.Text.get_text(node, 0, count) if count > 0 else ""
    except Exception:  # noqa: BLE001 (no Text interface: nothing to read there)
        return ""


def walk(
    node: Atspi.Accessible, depth: int, out: list[dict[str, object]], parent: Atspi.Accessible | None = None
) -> None:
    """Append ``node`` (reached from ``parent``) and everything under it to ``out``."""
    try:
        states = node.get_state_set()
        out.append(
            {
                "depth": depth,
                "role": node.get_role_name(),
                "name": node.get_name() or "",
                "description": node.get_description() or "",
                "text": node_text(node),
                "showing": bool(states.contains(Atspi.StateType.SHOWING)),
                "enabled": bool(states.contains(Atspi.StateType.ENABLED)),
                "parent_ok": parent is None or node.get_parent() == parent,
            }
        )
        if depth >= MAX_DEPTH:
            return
        for index in range(node.get_child_count()):
            child = node.get_child_at_index(index)
            if child is not None:
                walk(child, depth + 1, out, node)
    except Exception as error:  # noqa: BLE001 (a node gone while walking: say so, go on)
        out.append({"depth": depth, "error": str(error)})


def find_app(name: str) -> Atspi.Accessible | None:
    """The running application called ``name`` that has a window, or ``None``."""
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == name and app.get_child_count() > 0:
            return app
    return None


#: How long (ms) one AT-SPI call may take, and one to an application still starting: libatspi's
#: defaults (0.8 s, 15 s) are short on a loaded machine, where the registry's first reply came
#: late, the application list stayed empty and the walk never found the app.
CALL_MS, STARTUP_MS = 20000, 30000


def main() -> int:
    Atspi.set_timeout(CALL_MS, STARTUP_MS)
    name = sys.argv[1]
    deadline = time.monotonic() + (float(sys.argv[2]) if len(sys.argv) > 2 else 20.0)
    app = find_app(name)
    while app is None and time.monotonic() < deadline:
        time.sleep(0.2)
        app = find_app(name)
    if app is None:
        print(json.dumps({"app": None, "nodes": []}))
        return 1
    nodes: list[dict[str, object]] = []
    walk(app, 0, nodes)
    print(json.dumps({"app": name, "nodes": nodes}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
