"""The smoke test's checks of the bundle against the system around it.

``packaging/smoke.py`` runs them:

- ``licences``: the bundle's ``licenses/`` lists the app, CPython, Qt/PySide6 (with the LGPL-3.0 and
  GPL-3.0 texts), shiboken6, aiohttp, the Mana font and PyInstaller's bootloader, and every text it names
  is there; no GNU readline anywhere in the bundle;
- ``--dbus``: on a private session bus (``dbus-run-session``) with a fake ``org.freedesktop.ScreenSaver``
  (``packaging/ci/fake_screensaver.py``), the started app calls ``Inhibit`` (keep the screen awake, on by
  default): a bundle without QtDBus makes no call;
- ``--tls``: the bundle's own probe (``ARCHENEMY_COMPANION_PROBE``, ``packaging/pyinstaller/bundle_probe.py``)
  has ``_ssl``, ``_hashlib``, QtDBus and Qt's JPEG reader; ``ssl.create_default_context()`` loads the
  system's CA certificates; an HTTPS GET through aiohttp of a local server whose certificate a throw-away
  CA signed succeeds with that CA as ``SSL_CERT_FILE`` (OpenSSL's standard variable: the default context
  reads the default verify paths) and fails without it (the certificate is really verified);
- ``--wayland``: under weston's headless backend the app starts on the ``wayland`` platform (its window's
  ``xdg_toplevel`` in ``WAYLAND_DEBUG``'s protocol log) and exits 0; on a session that says Wayland
  (``XDG_SESSION_TYPE=wayland``) with no compositor it falls back to X11 (Xvfb: its window appears);
- ``lintian``: the ``.deb`` has no error or warning but those its override file names (and, for a ``.deb``
  built without a maintainer, ``required-field Maintainer``).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import ssl
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REQUIRED_COMPONENTS = {
    "archenemy-companion": "MIT",
    "python": "PSF-2.0",
    "pyside6-essentials": "LGPL-3.0-only",
    "shiboken6": "LGPL-3.0-only",
    "aiohttp": "Apache-2.0 AND MIT",
    "mana-font": "OFL-1.1",
    "pyinstaller": "GPL-2.0-or-later WITH Bootloader-exception AND Apache-2.0",
}


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise RuntimeError(f"{name} is not installed (make dist installs it as root on Debian)")
    return found


def licences_check(smoke: Any) -> None:
    def listed() -> str | None:
        folder = smoke.bundle / "licenses"
        components = {c["key"]: c for c in json.loads((folder / "components.json").read_text(encoding="utf-8"))}
        wrong = {k: v for k, v in REQUIRED_COMPONENTS.items() if components.get(k, {}).get("license") != v}
        if wrong:
            return f"missing or with another licence: {sorted(wrong)}"
        texts = [t for c in components.values() for t in c["texts"]]
        missing = [t for t in texts if not (folder / t).is_file()]
        if missing or "pyside6-essentials/LGPL-3.0.txt" not in texts:
            return f"licence texts missing: {missing or 'pyside6-essentials/LGPL-3.0.txt'}"
        gpl = [p.name for p in smoke.bundle.rglob("*readline*")]
        return f"GNU readline in the bundle: {gpl}" if gpl else None

    smoke.check("licenses/ lists every component with its text; no readline", listed)


def dbus_check(smoke: Any, python: str) -> None:
    """The app asks to keep the screen awake, via the fake screen saver.

    The fake screen saver is on a private bus.
    """

    def inhibits() -> str | None:
        log = smoke.work / "screensaver.log"
        script = (
            f'"{python}" "{HERE / "ci" / "fake_screensaver.py"}" "{log}" & fake=$!\n'
            f'for _ in $(seq 100); do grep -q ready "{log}" 2>/dev/null && break; sleep 0.1; done\n'
            '"$@" & app=$!\n'
            f'for _ in $(seq 300); do grep -q "^Inhibit" "{log}" && break; sleep 0.1; done\n'
            'kill "$app" "$fake"; wait "$app" 2>/dev/null; exit 0\n'
        )
        env = [f"{k}={v}" for k, v in smoke.env.items()]
        command = [tool("dbus-run-session"), "--", "sh", "-c", script, "probe", "env", *env, str(smoke.exe)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
        calls = log.read_text(encoding="utf-8") if log.exists() else ""
        if "Inhibit Archenemy Companion|" not in calls:
            return f"no Inhibit call on the session bus ({calls!r}): {result.stderr[-800:]}"
        return None

    smoke.check("keep-awake: the app asks the session bus's screen saver (QtDBus)", inhibits)


def _make_ca(work: Path) -> tuple[Path, Path, Path]:
    """A throw-away CA and a certificate for ``localhost`` it signs.

    Returns ``(ca.pem, server.pem, server.key)``.
    """
    openssl = tool("openssl")
    ca_key, ca, key, csr, cert = (work / n for n in ("ca.key", "ca.pem", "server.key", "server.csr", "server.pem"))
    ext = work / "server.ext"
    ext.write_text("subjectAltName=DNS:localhost,IP:127.0.0.1\n", encoding="utf-8")
    for command in (
        ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", ca_key, "-out", ca, "-days", "2",
         "-subj", "/CN=Archenemy smoke test CA"],
        ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", csr, "-subj", "/CN=localhost"],
        ["x509", "-req", "-in", csr, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial", "-out", cert, "-days", "2",
         "-extfile", ext],
    ):  # fmt: skip
        subprocess.run([openssl, *map(str, command)], check=True, capture_output=True)
    return ca, cert, key


class _Hello(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        body = b"hello from the smoke test's TLS server"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (http.server's signature)
        pass


@contextlib.contextmanager
def tls_server(cert: Path, key: Path) -> Iterator[int]:
    """An HTTPS server on 127.0.0.1 for as long as the block runs.

    It listens on a free port, which is yielded.
    """
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Hello)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def tls_check(smoke: Any) -> None:
    """The bundle's TLS stack: modules, the system's CA store, a verified HTTPS GET.

    See the module's doc.
    """

    def probe(**extra: str) -> dict[str, Any]:
        env = dict(smoke.env, ARCHENEMY_COMPANION_PROBE="1", **extra)
        result = subprocess.run([str(smoke.exe)], env=env, capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise RuntimeError(f"the probe exited {result.returncode}: {result.stderr[-800:]}")
        return dict(json.loads(result.stdout))

    def tls_works() -> str | None:
        ca, cert, key = _make_ca(smoke.work)
        with tls_server(cert, key) as port:
            url = f"https://localhost:{port}/"
            plain = probe(ARCHENEMY_COMPANION_PROBE_URL=url)
            trusted = probe(ARCHENEMY_COMPANION_PROBE_URL=url, SSL_CERT_FILE=str(ca))
        if not all(plain["modules"].values()) or not plain["jpeg"]:
            return f"missing in the bundle: modules {plain['modules']}, JPEG reader {plain['jpeg']}"
        if plain["ca_certs"] < 1:
            return f"the default context loaded no system CA certificate: {plain['verify_paths']}"
        if "CERTIFICATE_VERIFY_FAILED" not in plain["fetch"].get("error", ""):
            return f"a certificate no trusted CA signed was not refused: {plain['fetch']}"
        if trusted["fetch"].get("status") != 200 or "hello" not in trusted["fetch"].get("body", ""):
            return f"the HTTPS GET with the CA trusted failed: {trusted['fetch']}"
        print(f"      ({plain['openssl']}, {plain['ca_certs']} system CA certificates)")
        return None

    smoke.check("TLS: ssl, hashlib, the system's CA store, a verified HTTPS GET; QtDBus, JPEG", tls_works)


@contextlib.contextmanager
def weston(work: Path) -> Iterator[dict[str, str]]:
    """weston's headless compositor on a socket of its own.

    Yields the variables a client needs.
    """
    runtime = work / "wayland-runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime))
    socket = "archenemy-smoke"
    command = [tool("weston"), "--backend=headless-backend.so", f"--socket={socket}", "--idle-time=0"]
    log = (work / "weston.log").open("w")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        for _ in range(100):
            if (runtime / socket).exists() or process.poll() is not None:
                break
            time.sleep(0.1)
        if not (runtime / socket).exists():
            raise RuntimeError(f"weston did not start: {(work / 'weston.log').read_text()[-800:]}")
        yield {"XDG_RUNTIME_DIR": str(runtime), "WAYLAND_DISPLAY": socket}
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
        log.close()


def wayland_check(smoke: Any, x11_probe: str) -> None:
    def on_wayland() -> str | None:
        with weston(smoke.work) as display:
            env = dict(smoke.env, **display, QT_QPA_PLATFORM="wayland", WAYLAND_DEBUG="1")
            env["ARCHENEMY_COMPANION_QUIT_AFTER_START"] = "1"
            result = subprocess.run([str(smoke.exe)], env=env, capture_output=True, text=True, timeout=120)
        if result.returncode != 0 or "xdg_toplevel" not in result.stderr:
            return f"exit {result.returncode}, no xdg_toplevel in the protocol log: {result.stderr[-800:]}"
        return None

    def falls_back_to_x11() -> str | None:
        env = {k: v for k, v in smoke.env.items() if k != "QT_QPA_PLATFORM"}
        env.update(XDG_SESSION_TYPE="wayland", WAYLAND_DISPLAY="no-such-compositor")
        app = [*(f"{k}={v}" for k, v in env.items()), str(smoke.exe), "--lang", "en"]
        command = [tool("xvfb-run"), "-a", "-s", "-screen 0 1600x900x24", "sh", "-c", x11_probe, "probe", *app]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if result.returncode != 0 or "archenemy-companion" not in result.stdout:
            return f"exit {result.returncode}: {result.stdout[:500]}{result.stderr[-500:]}"
        return None

    smoke.check("Wayland: the window opens under weston (headless)", on_wayland)
    smoke.check("no Wayland compositor on a Wayland session: falls back to X11", falls_back_to_x11)


def lintian_check(smoke: Any, deb: Path) -> None:
    def clean() -> str | None:
        field = subprocess.run([tool("dpkg-deb"), "--field", str(deb), "Maintainer"], capture_output=True, text=True)
        no_maintainer = not field.stdout.strip()
        command = [tool("lintian"), "--tag-display-limit", "0", "--fail-on", "none", str(deb)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=900)
        tags = [line for line in result.stdout.splitlines() if line[:2] in {"E:", "W:"}]
        if no_maintainer:
            tags = [t for t in tags if not ("required-field" in t and "Maintainer" in t)]
        return None if not tags else "\n".join(tags[:20])

    smoke.check(f"{deb.name}: lintian (errors and warnings)", clean)
