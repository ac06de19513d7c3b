"""``make bench`` from outside the app: an X server and a second X client.

The app runs as a player starts it, the venv's ``archenemy`` command, on an
Xvfb display of the bench's own (no window manager).  The bench is a second,
separate client of that server (python-xlib), and sees only what the server
sees:

- **a frame** is the server's report that something was drawn on the screen:
  the DAMAGE extension, asked to report every rectangle drawn into the root
  window (the windows inside it included).  Qt draws a window's frame into its
  backing store and puts it on the screen in one go, so the first report after
  a start is the first frame, and the first after a key is the frame that key
  caused.  Rectangles under 8×8 pixels (a text cursor blinking) are no frame.
- **keys** are typed through the XTEST extension, as a keyboard would type
  them.  The bench gives no window the input focus: with no window manager
  the app takes it itself when it shows its window (``activateWindow``), as
  it must for a player on a desktop without one;
- **a journal line** is seen with inotify: a game file in the games folder
  grows past the size it had when the key was typed.
- **time** is the bench's own monotonic clock: from just before the child is
  spawned, or just before a key is typed, to when the bench reads the report.
  **CPU** is the child's run time summed over its threads
  (``/proc/PID/task/*/schedstat``), and **memory** its peak RSS (``VmHWM``),
  both read at the frame.
"""

from __future__ import annotations

import ctypes
import os
import select
import signal
import struct
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: A drawn rectangle smaller than this in either side is no frame (a text cursor blinking).
MIN_FRAME_SIDE = 8
#: The screen of the bench's X server: a laptop's.
SCREEN = "1366x768x24"

_IN_MODIFY, _IN_CREATE, _IN_MOVED_TO = 0x2, 0x100, 0x80
_IN_NONBLOCK, _IN_CLOEXEC = 0o4000, 0o2000000


class XServer:
    """An Xvfb server, stopped on :meth:`close`.

    On ``display`` (such as ``":150"``) when given, else on one it picks
    itself (the first free one).
    """

    def __init__(self, screen: str = SCREEN, display: str | None = None) -> None:
        """Start Xvfb and wait until it names its display."""
        read, write = os.pipe()
        where = [display] if display else []
        self.process = subprocess.Popen(
            ["Xvfb", *where, "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read, 16)
            if not chunk:
                raise RuntimeError("Xvfb stopped before it named its display")
            number += chunk
        os.close(read)
        self.display = f":{int(number)}"

    def close(self) -> None:
        """Stop the server."""
        self.process.terminate()
        self.process.wait(timeout=10)


class Inotify:
    """The game files of a folder, seen growing: ``*.jsonl`` files modified."""

    def __init__(self, folder: Path) -> None:
        """Watch ``folder`` (made if missing)."""
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        #: The game files' size at :meth:`mark` (``None``: any write counts).
        self.baseline: int | None = None
        self._libc = ctypes.CDLL(None, use_errno=True)
        self.fd = self._libc.inotify_init1(_IN_NONBLOCK | _IN_CLOEXEC)
        if self.fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1")
        mask = _IN_MODIFY | _IN_CREATE | _IN_MOVED_TO
        if self._libc.inotify_add_watch(self.fd, os.fsencode(folder), mask) < 0:
            raise OSError(ctypes.get_errno(), "inotify_add_watch")

    def journal_grew(self) -> bool:
        """Read the pending events; True when one of them is a game file's."""
        grew = False
        try:
            data = os.read(self.fd, 65536)
        except BlockingIOError:
            return False
        offset = 0
        while offset + 16 <= len(data):
            _wd, _mask, _cookie, size = struct.unpack_from("iIII", data, offset)
            name = data[offset + 16 : offset + 16 + size].rstrip(b"\0")
            grew = grew or name.endswith(b".jsonl")
            offset += 16 + size
        if grew and self.baseline is not None:
            grew = self.journal_bytes() > self.baseline
        return grew

    def journal_bytes(self) -> int:
        """The size of every game file in the folder, in bytes."""
        total = 0
        for path in self.folder.glob("*.jsonl"):
            try:
                total += path.stat().st_size
            except OSError:
                continue
        return total

    def mark(self) -> None:
        """Forget pending events; from now on only a game file grown past its size counts."""
        self.journal_grew()
        self.baseline = self.journal_bytes()

    def close(self) -> None:
        """Stop watching."""
        os.close(self.fd)


class Watcher:
    """The bench's own X client: the screen's frames, the app's window, its keys."""

    def __init__(self, display: str) -> None:
        """Connect to ``display``; ask DAMAGE for the root window's drawing."""
        from Xlib import X
        from Xlib import display as xdisplay
        from Xlib.ext import damage

        self.X = X
        self.d = xdisplay.Display(display)
        if not self.d.has_extension("DAMAGE") or not self.d.has_extension("XTEST"):
            raise RuntimeError(f"the X server {display} has no DAMAGE or XTEST extension")
        self.d.damage_query_version()
        self.root = self.d.screen().root
        self.root.change_attributes(event_mask=X.SubstructureNotifyMask)
        self.damage = self.root.damage_create(damage.DamageReportRawRectangles)
        self.damage_code = self.d.extension_event.DamageNotify
        self.window: Any = None
        self.d.sync()

    def fileno(self) -> int:
        """The connection's socket, for :func:`select.select`."""
        return int(self.d.fileno())

    def drain(self) -> None:
        """Forget what was drawn so far: the next report is a new frame."""
        self.d.damage_subtract(self.damage)
        self.d.sync()
        while self.d.pending_events():
            self._event(self.d.next_event())

    def _event(self, event: Any) -> str | None:
        """``"frame"``, ``"mapped"`` or ``None`` for one event."""
        if event.type == self.damage_code:
            area = event.area
            if area.width >= MIN_FRAME_SIDE and area.height >= MIN_FRAME_SIDE:
                return "frame"
            return None
        if event.type == self.X.MapNotify and not event.override:
            self.window = event.window
            return "mapped"
        return None

    def observe(
        self, deadline: float, until: Callable[[dict[str, float]], bool], journal: Inotify | None = None
    ) -> dict[str, float]:
        """When each kind of event first came, until ``until(seen)`` holds.

        Kinds: ``"frame"``, ``"mapped"``, ``"journal"`` (a line of a game file
        in ``journal``'s folder) and ``"frame after journal"``; each the
        monotonic time the bench read it.  Raises :class:`TimeoutError` at
        ``deadline``, naming what was seen.
        """
        seen: dict[str, float] = {}
        sources = [self.fileno()] + ([journal.fd] if journal is not None else [])
        while not until(seen):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"only {sorted(seen)} before the deadline")
            ready, _, _ = select.select(sources, [], [], left)
            now = time.monotonic()
            if journal is not None and journal.fd in ready and journal.journal_grew():
                seen.setdefault("journal", now)
            while self.d.pending_events():
                kind = self._event(self.d.next_event())
                if kind is not None:
                    seen.setdefault(kind, now)
                    if kind == "frame" and "journal" in seen:
                        seen.setdefault("frame after journal", now)
        return seen

    def focus(self) -> int:
        """The window holding the input focus (its X id; 0 or 1: none, pointer root)."""
        focus = self.d.get_input_focus().focus
        return focus if isinstance(focus, int) else int(focus.id)

    def key(self, keysym_name: str, *modifiers: str) -> None:
        """Type a key (with ``modifiers`` held, such as ``"Control_L"``) through XTEST."""
        from Xlib import XK

        codes = [self.d.keysym_to_keycode(XK.string_to_keysym(name)) for name in (*modifiers, keysym_name)]
        for code in codes:
            self.d.xtest_fake_input(self.X.KeyPress, code)
        for code in reversed(codes):
            self.d.xtest_fake_input(self.X.KeyRelease, code)
        self.d.flush()

    def close(self) -> None:
        """Disconnect."""
        self.d.close()


def cpu_ms(pid: int) -> float:
    """The run time of process ``pid`` so far, in milliseconds.

    Every thread's, and its children's it has reaped: the app forks one
    before Qt loads to replay a game with no usable snapshot
    (``desktop/resume_ahead.py``) and reaps it before its first frame.  The
    threads' from their ``schedstat`` (nanoseconds); the children's from
    ``stat``'s ``cutime`` and ``cstime`` (clock ticks, 10 ms each).
    """
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue
    return total / 1e6 + children_cpu_ms(pid)


def children_cpu_ms(pid: int) -> float:
    """The run time of the children process ``pid`` has reaped, in milliseconds.

    In steps of a clock tick (10 ms).
    """
    try:
        # the fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th of stat
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        ticks = int(fields[13]) + int(fields[14])
    except (OSError, ValueError, IndexError):
        return 0.0
    return ticks * 1000 / os.sysconf("SC_CLK_TCK")


def peak_rss_mib(pid: int) -> float:
    """The peak resident memory of process ``pid`` so far (``VmHWM``), in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM"):
            return int(line.split()[1]) / 1024
    return 0.0


def stop(process: subprocess.Popen[bytes]) -> None:
    """Kill a child at once and reap it."""
    if process.poll() is None:
        process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
