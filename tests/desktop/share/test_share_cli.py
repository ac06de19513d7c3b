"""``archenemy --share[=PORT]``: the flag, its line, a busy port, the stop.

The flag, the one line it prints, a busy port, and the server stopping at quit.

The app runs in a child process whose first LAN address is patched to
127.0.0.1 (only loopback addresses in tests); it quits when the test creates
its quit file.
"""

from __future__ import annotations

import io
import json
import re
import socket
import subprocess
import sys
import textwrap
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from archenemy.desktop.cli.commands import main
from archenemy.desktop.share.startup import parse_share_flag

LINE = re.compile(r"Sharing: http://127\.0\.0\.1:([0-9]+)/#([A-Za-z0-9_-]{22})")

CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    import archenemy.desktop.share.server as server
    server.lan_addresses = lambda: []  # loopback only in tests
    app = QApplication(sys.argv[:1])
    quit_file = Path(sys.argv[1])
    timer = QTimer()
    timer.timeout.connect(lambda: quit_file.exists() and app.quit())
    timer.start(50)
    QTimer.singleShot(60000, app.quit)
    from archenemy.desktop.cli import main
    sys.exit(main(sys.argv[2:]))
    """
)


@pytest.mark.parametrize(
    ("args", "port", "rest"),
    [
        (["--share"], 8765, []),
        (["--share=0"], 0, []),
        (["--share=9000", "--lang", "es"], 9000, ["--lang", "es"]),
        # A following argument is never a port
        (["--share", "game.jsonl"], 8765, ["game.jsonl"]),
        (["--lang", "en"], None, ["--lang", "en"]),
    ],
)
def test_the_share_flag_takes_a_port_only_after_an_equals_sign(args, port, rest):
    assert parse_share_flag(args) == (port, rest)


@pytest.mark.parametrize("args", [["--share=abc"], ["--share=70000"], ["--share="], ["schemes", "--share"]])
def test_a_bad_share_flag_is_a_usage_error(args):
    out, err = io.StringIO(), io.StringIO()
    assert main(args, out, err) == 2
    assert "--share" in err.getvalue() and out.getvalue() == ""


def _start(tmp_path: Path, *args: str) -> tuple[subprocess.Popen[str], Path]:
    quit_file = tmp_path / "quit"
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(quit_file), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    return child, quit_file


def _stop(child: subprocess.Popen[str], quit_file: Path) -> tuple[str, str]:
    quit_file.touch()
    try:
        out, err = child.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
    return out, err


@pytest.mark.timeout(90)
def test_share_prints_one_line_once_listening_and_stops_when_the_app_quits(tmp_path):
    child, quit_file = _start(tmp_path, "--share=0")
    try:
        assert child.stdout is not None
        # Flushed as soon as the server listens
        line = child.stdout.readline()
        found = LINE.fullmatch(line.strip())
        assert found, line
        port, token = int(found.group(1)), found.group(2)
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/state", headers={"Authorization": f"Bearer {token}"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            assert json.load(response)["type"] == "state"
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state", timeout=10)
        assert refused.value.code == 403
    finally:
        out, err = _stop(child, quit_file)
    assert child.returncode == 0, err
    # Exactly one line in all
    assert out == ""
    time.sleep(0.1)
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2).close()


@pytest.mark.timeout(90)
def test_a_busy_port_says_so_and_the_app_runs_without_sharing(tmp_path):
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        child, quit_file = _start(tmp_path, f"--share={port}")
        try:
            assert child.stderr is not None
            deadline = time.monotonic() + 30
            line = ""
            while "Sharing could not start" not in line and time.monotonic() < deadline:
                line = child.stderr.readline()
            assert f"Sharing could not start on port {port}" in line
            # Still running
            assert child.poll() is None
        finally:
            out, err = _stop(child, quit_file)
    assert child.returncode == 0, err
    assert "Sharing:" not in out


def test_share_goes_with_a_saved_game(qapp, tmp_path, monkeypatch):
    from archenemy.desktop import app

    from support.share import new_session

    session = new_session(tmp_path)
    game = session.path
    session.close()
    opened = []
    monkeypatch.setattr(
        app, "run_gui", lambda language, open_path=None, share_port=None: opened.append((open_path, share_port)) or 0
    )
    assert main(["--share=0", str(game)], io.StringIO(), io.StringIO()) == 0
    assert main([str(game)], io.StringIO(), io.StringIO()) == 0
    assert opened == [(game.resolve(), 0), (game.resolve(), None)]
