"""The wheel carries sharing.

The phone page's files as package data, aiohttp and segno as dependencies.

The wheel is ``tests/repo/conftest.py``'s, built from a copy of the sources.
"""

from __future__ import annotations

import zipfile
from pathlib import PurePosixPath

from support.paths import REPO
from support.wheel import wheel_names

PAGE = ["index.html", "page.css", "page.js", "icon.svg"]


def test_the_phone_page_is_in_the_wheel(wheel: zipfile.ZipFile, sources: list[PurePosixPath]) -> None:
    names = wheel_names(wheel)
    on_disk = sorted(p.name for p in (REPO / "desktop/share/page").iterdir() if p.is_file())
    assert sorted(PAGE) == on_disk
    for name in PAGE:
        assert f"archenemy/desktop/share/page/{name}" in names


def test_the_wheel_requires_aiohttp_and_segno(wheel: zipfile.ZipFile) -> None:
    metadata = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    requires = [
        line.split(":", 1)[1].strip().split(";")[0]
        for line in wheel.read(metadata).decode().splitlines()
        if line.startswith("Requires-Dist:")
    ]
    for dependency in ("aiohttp", "segno"):
        assert any(r.startswith(dependency) for r in requires), requires
    # The test extra, for the browser test
    assert any(r.startswith("selenium") for r in requires)
