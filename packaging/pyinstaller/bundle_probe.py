"""What the smoke test (``packaging/smoke.py``) asks the frozen bundle itself.

The launcher runs this instead of the app when ``ARCHENEMY_COMPANION_PROBE`` is set.

Prints one JSON object: ``openssl`` (``ssl.OPENSSL_VERSION``), ``verify_paths`` (where OpenSSL looks for CA
certificates), ``ca_certs`` (how many ``ssl.create_default_context()`` loaded), ``modules`` (whether
``PySide6.QtDBus`` and ``_hashlib`` import), ``jpeg`` (whether Qt reads JPEG images: ``QImageReader``), and
with ``ARCHENEMY_COMPANION_PROBE_URL`` ``fetch``: an HTTPS GET of that address through aiohttp with the default
context (what the card-images client does): ``{"status": ..., "body": ...}`` or ``{"error": ...}``.
"""

from __future__ import annotations

import importlib
import json
import os
import sys


def _fetch(url: str) -> dict[str, object]:
    import asyncio
    import ssl

    import aiohttp

    async def get() -> dict[str, object]:
        connector = aiohttp.TCPConnector(ssl=ssl.create_default_context())
        async with aiohttp.ClientSession(connector=connector) as session:
            async with session.get(url, timeout=aiohttp.ClientTimeout(total=20)) as response:
                return {"status": response.status, "body": (await response.text())[:200]}

    try:
        return asyncio.run(get())
    except Exception as exc:  # noqa: BLE001 (reported to the smoke test, which decides)
        return {"error": f"{type(exc).__name__}: {exc}"}


def run() -> int:
    """Print the probe's JSON object; 0."""
    import ssl

    from PySide6.QtGui import QImageReader

    modules = {}
    for name in ("PySide6.QtDBus", "_hashlib", "_ssl"):
        try:
            importlib.import_module(name)
            modules[name] = True
        except ImportError:
            modules[name] = False
    context = ssl.create_default_context()
    result: dict[str, object] = {
        "openssl": ssl.OPENSSL_VERSION,
        "verify_paths": ssl.get_default_verify_paths()._asdict(),
        "ca_certs": context.cert_store_stats()["x509_ca"],
        "modules": modules,
        "jpeg": b"jpeg" in [bytes(f.data()) for f in QImageReader.supportedImageFormats()],
    }
    url = os.environ.get("ARCHENEMY_COMPANION_PROBE_URL")
    if url:
        result["fetch"] = _fetch(url)
    sys.stdout.write(json.dumps(result) + "\n")
    return 0
